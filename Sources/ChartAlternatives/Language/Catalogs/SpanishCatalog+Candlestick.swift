extension SpanishCatalog {
  /// Las frases de un gráfico de velas (`candlestick.*`), sus líneas por período y sus detalles.
  static let candlestick: [String: String] = [
    "table.ohlc": "{field, select, open {Apertura} high {Máximo} low {Mínimo} close {Cierre} other {Volumen}}",
    "braille.upDown":
      "{series}, subidas y bajadas: una diagonal ascendente donde los períodos de una celda cerraron por encima de su apertura ({up, plural, one {# celda} other {# celdas}}), descendente donde por debajo ({down}).",
  ]
}
