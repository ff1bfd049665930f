extension EnglishCatalog {
  /// The sentences of stacked, normalized and grouped bar charts and stacked areas (`stack.*`,
  /// `grouped.*`), their point lines, Chart Details labels, table headers and explore lines.
  static let stack: [String: String] = [
    "table.layerShare": "{layer} share"
  ]
}
