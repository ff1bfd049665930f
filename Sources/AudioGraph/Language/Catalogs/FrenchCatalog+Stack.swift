extension FrenchCatalog {
  /// Les phrases des diagrammes en barres empilées, normalisées ou groupées et des aires empilées
  /// (`stack.*`, `grouped.*`), leurs lignes de points, détails, en-têtes de tableau et lignes
  /// d'exploration.
  static let stack: [String: String] = [
    "explore.stackLayer": "{layer}, {x}\u{00A0}: {value}, {share} de {total}.",
    "explore.stackLayerMixed":
      "{layer}, {x}\u{00A0}: {value}, {share} de la taille cumulée des parts, {magnitude}, comptée sans les signes\u{00A0}; total {total}.",
    "explore.stackTotal": "Total, {x}\u{00A0}: {value}.",
  ]
}
