extension EnglishCatalog {
  /// The audit's messages about an author's summary that contradicts the data (`audit.summary.*`).
  ///
  /// Arguments: `word` and `phrase` quote the summary; `named` ("yes" or "no") tells whether the
  /// series has a name, `series`; `direction` ("up" or "down") is the data's significant trend,
  /// from the series' `first` to its `last` value (both empty when unknown); `number` is the
  /// summary's number as written; `pointCount` and `seriesCount` count the data.
  static let auditSummary: [String: String] = [
    "audit.summary.direction":
      "the summary says \"{word}\", but {named, select, yes {{series}} other {the series}} {direction, select, up {rises} other {falls}}{first, select, none {} other { from {first} to {last}}} (a significant trend {direction, select, up {up} other {down}})",
    "audit.summary.value": "the summary says \"{phrase}\", but no value in the data is {number}",
    "audit.summary.count":
      "the summary says \"{phrase}\", but the data has {pointCount} points{seriesCount, plural, =1 {} other { in {seriesCount} series}}",
  ]
}
