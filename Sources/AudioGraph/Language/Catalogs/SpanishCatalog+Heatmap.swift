// The sentences of a heatmap (`heatmap.*`); see EnglishCatalog+Heatmap.swift.

extension SpanishCatalog {
  static let heatmap: [String: String] = [
    "heatmap.cellLine":
      "{cell}: {value}."
  ]
}
