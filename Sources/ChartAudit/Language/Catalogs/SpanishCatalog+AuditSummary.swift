extension SpanishCatalog {
  /// The audit's messages about an author's summary that contradicts the data (`audit.summary.*`).
  static let auditSummary: [String: String] = [
    "audit.summary.direction":
      "el resumen dice «{word}», pero los datos de la serie{named, select, yes { «{series}»} other {}} muestran una tendencia significativa {direction, select, up {al alza} other {a la baja}}{first, select, none {} other {, de {first} a {last}}}",
    "audit.summary.value": "el resumen dice «{phrase}», pero ningún valor de los datos es {number}",
    "audit.summary.count":
      "el resumen dice «{phrase}», pero los datos tienen {pointCount, plural, one {# punto} other {# puntos}}{seriesCount, plural, =1 {} other { en {seriesCount} series}}",
  ]
}
