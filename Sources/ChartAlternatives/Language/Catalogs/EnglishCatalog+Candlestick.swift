extension EnglishCatalog {
  /// A candlestick chart's sentences (`candlestick.*`), its period lines and Chart Details labels.
  static let candlestick: [String: String] = [
    "table.ohlc": "{field, select, open {Open} high {High} low {Low} close {Close} other {Volume}}",
    "braille.upDown":
      "{series}, up and down: a rising diagonal where the periods of a cell closed above where they opened ({up, plural, one {# cell} other {# cells}}), a falling one where below ({down}).",
  ]
}
