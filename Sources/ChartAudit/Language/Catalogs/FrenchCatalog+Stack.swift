extension FrenchCatalog {
  /// Les phrases des diagrammes en barres empilées, normalisées ou groupées et des aires empilées
  /// (`stack.*`, `grouped.*`), leurs lignes de points, détails, en-têtes de tableau et lignes
  /// d'exploration.
  static let stack: [String: String] = [
    "audit.rule.stack-gaps": "Chaque couche d'un graphique empilé a une valeur en chaque x.",
    "audit.stackGaps":
      "{series} n'a pas de valeur pour {count} des {total} valeurs de x\u{00A0}; l'empilement compte une valeur manquante comme 0, et le total à cet endroit ne dit rien du manque",
    "audit.stackGaps.fix":
      "donnez à la couche une valeur en chaque x (0 là où elle est nulle), ou dites dans le résumé pourquoi elle n'en a pas",
  ]
}
