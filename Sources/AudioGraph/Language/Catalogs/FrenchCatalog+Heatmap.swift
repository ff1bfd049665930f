// The sentences of a heatmap (`heatmap.*`); see EnglishCatalog+Heatmap.swift.

extension FrenchCatalog {
  static let heatmap: [String: String] = [
    "heatmap.cellLine":
      "{cell}\u{00A0}: {value}."
  ]
}
