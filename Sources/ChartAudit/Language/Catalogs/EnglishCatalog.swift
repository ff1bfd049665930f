import ChartAccessibility

/// The English messages of the audit's catalog (`MessageCatalog.audit`): the reference its
/// translations and an app's pack are checked against. `audit.*` writes the audit's findings and
/// report, `audit.summary.*` its reading of an author's summary, `caption.*` the caption check.
enum EnglishCatalog {
  /// Arguments passed to a message that the English message does not print: none here.
  static let unusedArguments: [String: [String]] = [:]

  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(audit, auditSummary, stack, caption)
}
