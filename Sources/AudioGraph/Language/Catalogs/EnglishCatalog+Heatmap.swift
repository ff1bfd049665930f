// The sentences of a heatmap (`heatmap.*`): its orientation, extreme cells, row and column
// averages, the pattern along ordered rows or columns, the spread, and its rows one by one.
// `axis` is "row" or "column"; an absent title chooses the `none` branch.

extension EnglishCatalog {
  static let heatmap: [String: String] = [
    "heatmap.cellLine":
      "{cell}: {value}."
  ]
}
