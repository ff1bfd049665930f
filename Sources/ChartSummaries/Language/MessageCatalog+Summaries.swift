public import ChartAccessibility

extension MessageCatalog {
  /// ChartSummaries' messages: the summary's sentences, Chart Details (`details.*`), fitted
  /// models in words (`equation.*`), x values after their preposition (`x.*`) and the sentences
  /// of heatmaps, candlestick and stacked charts. Requires `chartModel`.
  public static let summaries = MessageCatalog(
    name: "ChartSummaries", english: EnglishCatalog.messages, unusedArguments: EnglishCatalog.unusedArguments,
    translations: [
      "de": { GermanCatalog.messages }, "fr": { FrenchCatalog.messages }, "es": { SpanishCatalog.messages },
    ],
    requires: [.chartModel])
}

extension LanguagePack {
  /// The text of the message `key` of ChartSummaries's catalog (`.summaries`) or of one it requires.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    text(key, arguments, in: .summaries)
  }
}
