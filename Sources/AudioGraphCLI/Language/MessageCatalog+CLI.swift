import ChartAccessibility
import ChartAudit

extension MessageCatalog {
  /// The command-line tool's lines (`cli.*`): each file written, playback, `--timing` and notes.
  /// The tool speaks only the built-in languages, so no app pack is built for it.
  static let cli = MessageCatalog(
    name: "AudioGraphCLI", english: EnglishCatalog.messages, unusedArguments: EnglishCatalog.unusedArguments,
    translations: [
      "de": { GermanCatalog.messages }, "fr": { FrenchCatalog.messages }, "es": { SpanishCatalog.messages },
    ],
    requires: [.audit])
}

extension LanguagePack {
  /// The text of the message `key` of AudioGraphCLI's catalog (`.cli`) or of one it requires.
  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    text(key, arguments, in: .cli)
  }
}
