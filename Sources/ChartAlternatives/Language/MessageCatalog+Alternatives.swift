public import ChartAccessibility
import ChartSummaries

extension MessageCatalog {
  /// ChartAlternatives' messages: the data table, the braille line and the HTML page's headings
  /// and explorer (`table.*`, `braille.*`, `page.*`, and the `explore.*` lines the page's
  /// explorer shares with AudioGraph's). Requires `summaries` and `chartModel`.
  public static let alternatives = MessageCatalog(
    name: "ChartAlternatives", english: EnglishCatalog.messages, unusedArguments: EnglishCatalog.unusedArguments,
    translations: [
      "de": { GermanCatalog.messages }, "fr": { FrenchCatalog.messages }, "es": { SpanishCatalog.messages },
    ],
    requires: [.chartModel, .summaries])
}

extension LanguagePack {
  /// The text of the message `key` of ChartAlternatives's catalog (`.alternatives`) or of one it requires.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    text(key, arguments, in: .alternatives)
  }
}
