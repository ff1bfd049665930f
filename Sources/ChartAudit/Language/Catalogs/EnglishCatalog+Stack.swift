extension EnglishCatalog {
  /// The sentences of stacked, normalized and grouped bar charts and stacked areas (`stack.*`,
  /// `grouped.*`), their point lines, Chart Details labels, table headers and explore lines.
  static let stack: [String: String] = [
    "audit.rule.stack-gaps": "Every layer of a stacked chart has a value at every x.",
    "audit.stackGaps":
      "{series} has no value at {count} of the {total} x values; the stack counts a missing value as 0, so its total there says nothing of the gap",
    "audit.stackGaps.fix":
      "give the layer a value at every x (0 where it is zero), or say in the summary why it has none",
  ]
}
