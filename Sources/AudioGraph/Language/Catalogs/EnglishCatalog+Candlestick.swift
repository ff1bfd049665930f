extension EnglishCatalog {
  /// A candlestick chart's sentences (`candlestick.*`), its period lines and Chart Details labels.
  static let candlestick: [String: String] = [
    "explore.price": "{field}: {value}, {x}.",
    "explore.priceEnd": "{end, select, first {At the open, the first price.} other {At the close, the last price.}}",
    "explore.noPrices":
      "Up and down step through the open, high, low and close of a candlestick chart; this chart has one value per point.",
  ]
}
