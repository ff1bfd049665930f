public import ChartAccessibility

extension ChartExplorer {
  /// The order up and down step through a candlestick's prices: down goes from the open to the
  /// high, the low and the close, up goes back.
  public static let priceOrder: [OHLCColumns.Field] = [.open, .high, .low, .close]

  /// Up or down in a candlestick: the current period's previous or next price, said with its
  /// period ("High: 105.5, March 1, 2000.") and played at the pitch the audio graph gives that
  /// value, in the period's timbre (rising or falling). At the open (up) or the close (down) it
  /// says so and stays. On other charts it says that up and down step through prices.
  mutating func movePrice(up: Bool) -> Response {
    let series = chart.series[seriesIndex]
    guard chart.kind == .candlestick, let ohlc = series.ohlc, ohlc.count == series.pointCount,
      ohlc.count > pointIndex
    else {
      return Response(lines: [language.text("explore.noPrices")])
    }
    let order = Self.priceOrder
    let current = order.firstIndex(of: priceField) ?? 3
    let target = current + (up ? -1 : 1)
    var lines: [String] = []
    if order.indices.contains(target) {
      priceField = order[target]
    } else {
      lines.append(language.text("explore.priceEnd", ["end": .text(up ? "first" : "last")]))
    }
    let value = ohlc.value(priceField, at: pointIndex)
    let point = series.point(at: pointIndex)
    let x = chart.pointValueTexts(point, context: nil).x
    guard !value.isNaN else {
      lines.append(language.text("candlestick.gap", ["x": .text(x)]))
      return Response(lines: lines)
    }
    lines.append(
      positioned(
        language.text(
          "explore.price",
          [
            "field": .text(language.text("table.ohlc", ["field": .text(priceField.rawValue)])),
            "value": .text(chart.ohlcText(value, field: priceField)), "x": .text(x),
          ])))
    let rising = ohlc.close[pointIndex] >= ohlc.open[pointIndex]
    let timbre = ChartSonifier.candlestickTimbres[rising ? 0 : 1]
    return Response(lines: lines, sound: .tone(frequency: pitch.map.frequency(for: value), timbre: timbre))
  }
}
