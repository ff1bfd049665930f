extension SpanishCatalog {
  /// Las frases de los gráficos de barras apiladas, normalizadas o agrupadas y de áreas apiladas
  /// (`stack.*`, `grouped.*`), sus líneas de puntos, detalles, encabezados de tabla y líneas de
  /// exploración.
  static let stack: [String: String] = [
    "explore.stackLayer": "{layer}, {x}: {value}, {share} de {total}.",
    "explore.stackLayerMixed":
      "{layer}, {x}: {value}, {share} del tamaño conjunto de las partes, {magnitude}, contado sin signos; total {total}.",
    "explore.stackTotal": "Total, {x}: {value}.",
  ]
}
