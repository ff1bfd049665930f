extension FrenchCatalog {
  /// Les phrases des diagrammes en barres empilées, normalisées ou groupées et des aires empilées
  /// (`stack.*`, `grouped.*`), leurs lignes de points, détails, en-têtes de tableau et lignes
  /// d'exploration.
  static let stack: [String: String] = [
    "table.layerShare": "Part de {layer}"
  ]
}
