extension SpanishCatalog {
  /// Las frases de los gráficos de barras apiladas, normalizadas o agrupadas y de áreas apiladas
  /// (`stack.*`, `grouped.*`), sus líneas de puntos, detalles, encabezados de tabla y líneas de
  /// exploración.
  static let stack: [String: String] = [
    "audit.rule.stack-gaps": "Cada capa de un gráfico apilado tiene un valor en cada x.",
    "audit.stackGaps":
      "{series} no tiene valor en {count} de los {total} valores de x; la pila cuenta un valor que falta como 0, y el total allí no dice nada del hueco",
    "audit.stackGaps.fix":
      "dé a la capa un valor en cada x (0 donde sea cero), o diga en el resumen por qué no lo tiene",
  ]
}
