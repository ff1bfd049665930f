extension MessageCatalog {
  /// ChartAccessibility's messages: the chart's and a point's description (`describe.*`,
  /// `point.*`), values that are not numbers (`value.*`), dates and lists, and the titles the
  /// chart file readers give what a file leaves unnamed. The catalog of the model layer: it
  /// requires no other.
  public static let chartModel = MessageCatalog(
    name: "ChartAccessibility", english: EnglishCatalog.messages, unusedArguments: EnglishCatalog.unusedArguments,
    translations: [
      "de": { GermanCatalog.messages }, "fr": { FrenchCatalog.messages }, "es": { SpanishCatalog.messages },
    ],
    requires: [])
}

extension LanguagePack {
  /// The text of the message `key` of ChartAccessibility's catalog (`.chartModel`) or of one it requires.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    text(key, arguments, in: .chartModel)
  }
}
