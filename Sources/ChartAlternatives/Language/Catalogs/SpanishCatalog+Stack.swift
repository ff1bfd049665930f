extension SpanishCatalog {
  /// Las frases de los gráficos de barras apiladas, normalizadas o agrupadas y de áreas apiladas
  /// (`stack.*`, `grouped.*`), sus líneas de puntos, detalles, encabezados de tabla y líneas de
  /// exploración.
  static let stack: [String: String] = [
    "table.layerShare": "Parte de {layer}"
  ]
}
