import AudioGraph
public import ChartAccessibility
import ChartSummaries

extension MessageCatalog {
  /// ChartAudit's messages: the audit's findings, fixes and report (`audit.*`), its reading of an
  /// author's summary (`audit.summary.*`) and the caption check (`caption.*`). Requires
  /// `audioGraph` and the catalogs below it, so `[.audit]` names every message the audit writes.
  public static let audit = MessageCatalog(
    name: "ChartAudit", english: EnglishCatalog.messages, unusedArguments: EnglishCatalog.unusedArguments,
    translations: [
      "de": { GermanCatalog.messages }, "fr": { FrenchCatalog.messages }, "es": { SpanishCatalog.messages },
    ],
    requires: [.chartModel, .summaries, .audioGraph])
}

extension LanguagePack {
  /// The text of the message `key` of ChartAudit's catalog (`.audit`) or of one it requires.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    text(key, arguments, in: .audit)
  }
}
