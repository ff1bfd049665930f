extension SpanishCatalog {
  /// Las frases de un gráfico de velas (`candlestick.*`), sus líneas por período y sus detalles.
  static let candlestick: [String: String] = [
    "explore.price": "{field}: {value}, {x}.",
    "explore.priceEnd":
      "{end, select, first {En la apertura, el primer precio.} other {En el cierre, el último precio.}}",
    "explore.noPrices":
      "Arriba y abajo recorren la apertura, el máximo, el mínimo y el cierre de un gráfico de velas; este gráfico tiene un valor por punto.",
  ]
}
