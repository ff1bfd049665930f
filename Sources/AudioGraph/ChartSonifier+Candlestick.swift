import ChartAccessibility
import SonificationCore

extension ChartSonifier {
  /// The timbres of a candlestick's rising (and unchanged) periods (index 0: a clear sine) and falling periods
  /// (index 1: a hollow, clarinet-like tone with odd harmonics), distinct at any pitch.
  public static let candlestickTimbres: [Timbre] = [.sine, .hollow]
}

extension ChartSonifier.Builder {
  /// Whether series `index` is a candlestick's, played as one tone per period (or per time slot of
  /// a dense series): the close as pitch, the high–low range as the chart's intervals are
  /// (``SonificationOptions/intervals``: two softer voices at the low and the high, or
  /// vibrato), and rising and falling periods in ``ChartSonifier/candlestickTimbres``.
  func isCandlestick(_ index: Int) -> Bool {
    guard chart.kind == .candlestick, let ohlc = chart.series[index].ohlc else { return false }
    return ohlc.count == chart.series[index].pointCount
  }

  /// A candlestick item's range (the mean low to the mean high of its periods) and direction (the
  /// last period's close against the first period's open, rising when not below: one period is its
  /// own candle).
  func candlestick(
    _ ohlc: OHLCColumns, group: ArraySlice<(position: Double, slot: Int, index: Int)>, into item: inout Item
  ) {
    var lowSum = 0.0
    var highSum = 0.0
    var count = 0
    var firstOpen: Double?
    var lastClose: Double?
    for member in group where !ohlc.isMissing(member.index) {
      lowSum += ohlc.low[member.index]
      highSum += ohlc.high[member.index]
      count += 1
      if firstOpen == nil { firstOpen = ohlc.open[member.index] }
      lastClose = ohlc.close[member.index]
    }
    guard count > 0, let firstOpen, let lastClose else { return }
    item.interval = (lowSum / Double(count))...(highSum / Double(count))
    item.direction = lastClose >= firstOpen ? 0 : 1
  }
}
