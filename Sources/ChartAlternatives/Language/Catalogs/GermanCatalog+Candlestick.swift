extension GermanCatalog {
  /// Die Sätze eines Kerzendiagramms (`candlestick.*`), seine Periodenzeilen und Details.
  static let candlestick: [String: String] = [
    "table.ohlc": "{field, select, open {Eröffnung} high {Hoch} low {Tief} close {Schluss} other {Volumen}}",
    "braille.upDown":
      "{series}, auf und ab: eine steigende Diagonale, wo die Perioden einer Zelle über ihrem Eröffnungskurs schlossen ({up, plural, one {# Zelle} other {# Zellen}}), eine fallende, wo darunter ({down}).",
  ]
}
