public import ChartAccessibility
import ChartAlternatives
import ChartSummaries

extension MessageCatalog {
  /// AudioGraph's messages: what the sound says (`sound.*`, sound notes and narration) and the
  /// explorer's lines (`explore.*`). Requires `alternatives`, `summaries` and `chartModel`.
  public static let audioGraph = MessageCatalog(
    name: "AudioGraph", english: EnglishCatalog.messages, unusedArguments: EnglishCatalog.unusedArguments,
    translations: [
      "de": { GermanCatalog.messages }, "fr": { FrenchCatalog.messages }, "es": { SpanishCatalog.messages },
    ],
    requires: [.chartModel, .summaries, .alternatives])
}

extension LanguagePack {
  /// The text of the message `key` of AudioGraph's catalog (`.audioGraph`) or of one it requires.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    text(key, arguments, in: .audioGraph)
  }
}
