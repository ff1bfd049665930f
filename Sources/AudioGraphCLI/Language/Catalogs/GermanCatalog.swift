import ChartAccessibility

/// The German messages. Series names are never the grammatical subject of a verb ("Umsatz:
/// starker Anstieg um 65 %, …"), so a sentence reads right whatever the name's gender and
/// number. x values take "im" before months and years ("im Januar 2024", "im Jahr 2020"), "am"
/// before days, "um" before times.
enum GermanCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(cli)
}
