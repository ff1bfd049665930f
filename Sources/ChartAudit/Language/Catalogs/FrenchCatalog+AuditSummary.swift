extension FrenchCatalog {
  /// The audit's messages about an author's summary that contradicts the data (`audit.summary.*`).
  static let auditSummary: [String: String] = [
    "audit.summary.direction":
      "le résumé dit «\u{00A0}{word}\u{00A0}», mais les données de la série{named, select, yes { «\u{00A0}{series}\u{00A0}»} other {}} montrent une tendance significative à la {direction, select, up {hausse} other {baisse}}{first, select, none {} other {, de {first} à {last}}}",
    "audit.summary.value":
      "le résumé dit «\u{00A0}{phrase}\u{00A0}», mais aucune valeur des données n'est égale à {number}",
    "audit.summary.count":
      "le résumé dit «\u{00A0}{phrase}\u{00A0}», mais les données comptent {pointCount, plural, one {# point} other {# points}}{seriesCount, plural, =1 {} other { dans {seriesCount} séries}}",
  ]
}
