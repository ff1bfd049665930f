import ChartAccessibility

/// The French messages. Series names are never the subject of a verb ("Ventes : forte hausse
/// de 65 %, …"), so nothing has to agree with a name's gender or number. A colon follows a
/// no-break space, as French typography asks. x values take "en" before months and years, "le"
/// before days, "à" before times.
enum FrenchCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(audit, auditSummary, stack, caption)
}
