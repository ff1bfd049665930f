extension FrenchCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "page.audioLabel": "Graphique sonore de {title}",
    "page.explore.heading": "Explorer au clavier",
    "page.explore.keys":
      "Tab mène à l’explorateur du graphique ci-dessous. Gauche et Droite passent d’un point à l’autre, chacun avec son son ; Haut et Bas, ou [ et ], vont à la série précédente et suivante ; Début et Fin vont au premier et au dernier point ; m va au minimum et M au maximum ; u et v vont à la valeur plus haute et plus basse la plus proche à droite, U et V à gauche ; Espace joue le graphique sonore depuis le point actuel et le met en pause ; + et - changent la vitesse ; w dit où vous êtes ; b dit le curseur braille ; h dit ces touches. L’explorateur prend les touches tant qu’il a le focus (un lecteur d’écran y passe en mode formulaire) ; Tab le quitte.",
    "page.explore.label": "Explorateur du graphique, {title}",
    "page.explore.where": "{series}, point {number} sur {total}.",
    "page.explore.noAudio": "Cette page n’a pas de graphique sonore à jouer.",
  ]
}
