extension FrenchCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "page.audioLabel": "Graphique sonore de {title}",
    "page.explore.heading": "Explorer au clavier",
    "page.explore.keys":
      "Tab mène à l’explorateur du graphique ci-dessous. Gauche et Droite passent d’un point à l’autre, chacun avec son son\u{00A0}; Haut et Bas, ou [ et ], vont à la série précédente et suivante\u{00A0}; Début et Fin vont au premier et au dernier point\u{00A0}; m va au minimum et M au maximum\u{00A0}; u et v vont à la valeur plus haute et plus basse la plus proche à droite, U et V à gauche\u{00A0}; Espace joue le graphique sonore depuis le point actuel et le met en pause\u{00A0}; + et - changent la vitesse\u{00A0}; w dit où vous êtes\u{00A0}; b dit le curseur braille\u{00A0}; h dit ces touches. L’explorateur prend les touches tant qu’il a le focus (un lecteur d’écran y passe en mode formulaire)\u{00A0}; Tab le quitte.",
    "page.explore.label": "Explorateur du graphique, {title}",
    "page.explore.where": "{series}, point {number} sur {total}.",
    "page.explore.noAudio": "Cette page n’a pas de graphique sonore à jouer.",
    "page.tableFirstRows":
      "Le tableau montre les {shown} premières lignes sur {rows}\u{00A0}; le fichier CSV les contient toutes.",
    "page.tableCaptionFirstRows": "{title}, tableau de données, {shown} premières lignes sur {rows}",
    "page.downloadCSV": "Télécharger les données en fichier CSV ({rows, plural, one {# ligne} other {# lignes}})",
    "page.downloadZIP":
      "Télécharger les données en fichier CSV dans une archive ZIP ({rows, plural, one {# ligne} other {# lignes}})",
    "page.soundKey": "Ce que veulent dire les sons\u{00A0}:",
    "page.seriesAudio": "Chaque série seule\u{00A0}:",
    "page.seriesAudioLabel": "Graphique sonore de {series} dans {title}",
    "page.soundNotes": "Remarques sur le graphique sonore\u{00A0}:",
    "page.brailleIntro":
      "Pour un afficheur braille\u{00A0}: chaque série en une ligne de cellules braille, de gauche à droite le long de l’axe des x\u{00A0}; la phrase avant chaque ligne dit ce que montrent ses cellules.",
    "page.brailleSummary": "{lines, plural, one {Ligne braille} other {Lignes braille}} ({lines})",
    "page.brailleLabel": "Ligne braille de {series}",
  ]
}
