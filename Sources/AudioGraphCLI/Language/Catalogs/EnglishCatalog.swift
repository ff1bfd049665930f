import ChartAccessibility

/// The English messages of the command-line tool's catalog (`MessageCatalog.cli`): the reference
/// its translations are checked against. `cli.*` writes the tool's lines about its work.
enum EnglishCatalog {
  /// Arguments passed to a message that the English message does not print: none here.
  static let unusedArguments: [String: [String]] = [:]

  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(cli)
}
