import ChartAccessibility

/// The French messages. Series names are never the subject of a verb ("Ventes : forte hausse
/// de 65 %, …"), so nothing has to agree with a name's gender or number. A colon follows a
/// no-break space, as French typography asks. x values take "en" before months and years, "le"
/// before days, "à" before times.
enum FrenchCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack, explore, levels, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "narration.end": "Fin du graphique.",
    // Notes about what an audio graph does not let a listener hear
    "sound.emptySeries": "La série {number} ({series}) n'a aucune valeur, on n'en entend donc rien.",
    "sound.onlyMissing":
      "La série {number} ({series}) n'a que des valeurs manquantes\u{00A0}: {markers, select, yes {on n'entend que leurs repères} other {on n'en entend rien}}.",
    "sound.singleValue":
      "La série {number} ({series}) n'a qu'une valeur\u{00A0}: un son, {seconds} secondes après le début du graphique{flat, select, yes { (au milieu des données, car tous les points ont le même x)} other {}}.",
    "sound.merged":
      "La série {number} ({series}) a plus de points qu'on ne peut en entendre un à un\u{00A0}: ses {count} points sont joués sous forme de {items} {continuous, select, yes {points clés} other {sons}}, chacun faisant la moyenne des points sur {milliseconds} millisecondes.",
    "sound.missingMerged":
      "La série {number} ({series}) a {count, plural, one {# valeur manquante} other {# valeurs manquantes}} dans des intervalles de temps qui contiennent aussi des valeurs{markers, select, yes {\u{00A0}; chacun de ces intervalles joue le son des valeurs manquantes} other {}}.",
    "sound.missingMergedGaps":
      "{slots, plural, one {# intervalle, manquant au moins pour moitié, s'entend comme une valeur manquante} other {# intervalles, manquants au moins pour moitié, s'entendent comme des valeurs manquantes}}.",
    "sound.missingMergedMeans":
      "{slots, plural, one {# intervalle, surtout fait de valeurs, joue la moyenne de ses valeurs} other {# intervalles, surtout faits de valeurs, jouent la moyenne de leurs valeurs}}.",
    "sound.additionalAxis":
      "L'axe supplémentaire {number} ({axis}) n'est pas sonifié\u{00A0}; on peut l'associer {numeric, select, yes {au volume, à la durée des sons, à la brillance ou au trémolo} other {au timbre}}.",
    "sound.toneLength":
      "La durée des sons ne s'applique qu'aux séries de points séparés\u{00A0}; les séries continues gardent leur durée.",
    "sound.yGridlines":
      "Les lignes de grille de l'axe Y ne sont pas sonifiées\u{00A0}; la hauteur du son donne la valeur de y.",
    "sound.intervalsOff": "Les intervalles de confiance ne sont pas sonifiés (les intervalles sont désactivés).",
    "sound.xReferenceLines":
      "Les lignes de référence de l'axe X ne sont pas sonifiées (leurs signaux sont désactivés).",
    "sound.yReferenceLines":
      "Les lignes de référence de l'axe Y ne sont pas sonifiées (leurs signaux et sons tenus sont désactivés).",
    "sound.xGridlines": "Les lignes de grille de l'axe X ne sont pas sonifiées (leurs signaux sont désactivés).",
    "sound.missingSilent": "Les valeurs manquantes sont des silences sans repère (leurs signaux sont désactivés).",
    "sound.onlySeries":
      "Seule la série {number} ({series}) est audible\u{00A0}; {others, plural, one {l'autre série ne l'est pas} other {les # autres séries ne le sont pas}}.",
    "sound.unknownCategories":
      "{count, plural, one {# point de la série {number} ({series}) a une catégorie absente de l'axe X et n'est pas audible} other {# points de la série {number} ({series}) ont une catégorie absente de l'axe X et ne sont pas audibles}}.",
    // explore
    "explore.help1":
      "Touches\u{00A0}: Gauche et Droite parcourent les points\u{00A0}; Début et Fin vont au premier et au dernier point.",
    "explore.help2": "Page précédente et Page suivante, ou [ et ], vont à la série précédente et suivante.",
    "explore.help3":
      "Espace lance la lecture de cette série depuis le point courant, ou la met en pause\u{00A0}; + et - changent la vitesse.",
    "explore.help4":
      "m va au minimum et M au maximum\u{00A0}; s dit le résumé, d les caractéristiques et statistiques.",
    "explore.help5": "b affiche la ligne braille de cette série et la cellule du point courant.",
    "explore.help6": "h dit cette aide\u{00A0}; q quitte.",
    "explore.help8":
      "Dans une boîte à moustaches, Gauche et Droite vont au groupe précédent et suivant\u{00A0}; Haut et Bas (up et down depuis un script) parcourent ses valeurs, de la plus basse valeur inhabituelle au minimum, aux quartiles, à la médiane et jusqu'à la plus haute.",
    "explore.boxPart":
      "{series}, {part, select, minimum {minimum} q1 {premier quartile} median {médiane} q3 {troisième quartile} maximum {maximum} other {valeur inhabituelle {number} sur {count}}}\u{00A0}: {value}.",
    "explore.highestPart":
      "Valeur la plus haute.",
    "explore.lowestPart":
      "Valeur la plus basse.",
    "explore.lastGroup":
      "C'est le dernier groupe.",
    "explore.firstGroup":
      "C'est le premier groupe.",
    "explore.start":
      "Exploration\u{00A0}: {title, select, none {un graphique} other {{title}}}. h pour l'aide, q pour quitter.",
    "explore.noSeries": "Le graphique n'a aucune série.",
    "explore.paused": "En pause.",
    "explore.complete": "Terminé.",
  ]
}
