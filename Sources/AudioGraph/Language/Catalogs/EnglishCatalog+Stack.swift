extension EnglishCatalog {
  /// The sentences of stacked, normalized and grouped bar charts and stacked areas (`stack.*`,
  /// `grouped.*`), their point lines, Chart Details labels, table headers and explore lines.
  static let stack: [String: String] = [
    "explore.stackLayer": "{layer}, {x}: {value}, {share} of {total}.",
    "explore.stackLayerMixed":
      "{layer}, {x}: {value}, {share} of the parts' combined size of {magnitude}, counted without signs; total {total}.",
    "explore.stackTotal": "Total, {x}: {value}.",
  ]
}
