import ChartAccessibility

/// The Spanish messages. Series names are never the subject of a verb ("Ventas: fuerte aumento
/// de 65 %, …"), so nothing has to agree with a name's gender or number. x values take "en"
/// before months and years ("en enero de 2024"), "el" before days, "a las" before times.
enum SpanishCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(cli)
}
