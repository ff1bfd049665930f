extension GermanCatalog {
  /// The audit's messages about an author's summary that contradicts the data (`audit.summary.*`).
  static let auditSummary: [String: String] = [
    "audit.summary.direction":
      "Die Zusammenfassung sagt „{word}“, doch die Daten {named, select, yes {von {series}} other {der Reihe}} zeigen einen signifikanten {direction, select, up {Aufwärtstrend} other {Abwärtstrend}}{first, select, none {} other { von {first} auf {last}}}",
    "audit.summary.value": "Die Zusammenfassung sagt „{phrase}“, doch kein Wert in den Daten beträgt {number}",
    "audit.summary.count":
      "Die Zusammenfassung sagt „{phrase}“, doch die Daten umfassen {pointCount, plural, one {# Punkt} other {# Punkte}}{seriesCount, plural, =1 {} other { in {seriesCount} Reihen}}",
  ]
}
