extension GermanCatalog {
  /// Die Sätze gestapelter, normierter und gruppierter Balkendiagramme und gestapelter
  /// Flächendiagramme (`stack.*`, `grouped.*`), ihre Punktzeilen, Details, Tabellenköpfe und
  /// Erkundungszeilen.
  static let stack: [String: String] = [
    "table.layerShare": "Anteil {layer}"
  ]
}
