extension FrenchCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "soundKey.time":
      "Le temps suit l’axe des x ({axis}){pan, select, yes {, et le son va de gauche à droite} other {}}.",
    "soundKey.pitch":
      "La hauteur du son donne l’axe des y ({axis})\u{00A0}: {inverted, select, yes {plus la valeur est haute, plus le son est grave} other {plus la valeur est haute, plus le son est aigu}}.",
    "soundKey.startEnd": "Un souffle de bruit montant ouvre le graphique sonore et un souffle descendant le termine.",
    "soundKey.missing": "Un bref crépitement de bruit marque une valeur manquante.",
    "soundKey.referenceLines": "Un bruissement aigu sonne là où les données croisent une ligne de référence.",
    "soundKey.gridlines": "Un léger tic sonne à chaque ligne de grille de l’axe des x.",
    "soundKey.extrema":
      "Deux coups sourds marquent la valeur la plus basse de chaque série, deux tapes aiguës la plus haute.",
    "soundKey.intervalBounds":
      "Deux voix plus douces jouent les bornes inférieure et supérieure de chaque intervalle de confiance\u{00A0}: un intervalle étroit sonne presque comme une seule note, un large comme un accord.",
    "soundKey.intervalVibrato": "Un vibrato aussi large que son intervalle de confiance fait trembler le son.",
    "soundKey.seriesTimbre":
      "{series}\u{00A0}: la voix {timbre, select, sine {sinusoïdale} soft {douce} bright {brillante} hollow {creuse} mellow {veloutée} organ {d’orgue} other {nasale}}.",
    "soundKey.axis":
      "{axis}\u{00A0}: {mapping, select, volume {plus la valeur est haute, plus le son est fort} toneLength {plus la valeur est haute, plus le son est long} volumeAndToneLength {plus la valeur est haute, plus le son est fort et long} brightness {plus la valeur est haute, plus la voix est brillante} tremolo {plus la valeur est haute, plus le trémolo est profond} other {chaque catégorie a sa propre voix}}.",
  ]
}
