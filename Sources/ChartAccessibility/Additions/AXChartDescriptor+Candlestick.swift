extension AXChartDescriptor {
  /// The checks of a candlestick chart: every series has its OHLC columns, one period per point,
  /// and each period is valid (``OHLCColumns/problem(at:)``), reported at the point's price
  /// (`/series/0/points/3/high`). OHLC columns on a chart of another kind are reported too.
  func validateCandlestick(report: (JSONPointer, String) -> Void) {
    let root = JSONPointer.root
    for (index, series) in series.enumerated() {
      let pointer = root / "series" / index
      guard let ohlc = series.ohlc else {
        if kind == .candlestick {
          report(pointer, "a series of a candlestick chart needs open, high, low and close for every point")
        }
        continue
      }
      if kind != .candlestick {
        report(pointer, "open, high, low and close belong to a candlestick chart: add \"kind\": \"candlestick\"")
        continue
      }
      guard ohlc.count == series.pointCount else {
        report(pointer / "points", "the series has \(series.pointCount) points but \(ohlc.count) OHLC periods")
        continue
      }
      for period in 0..<ohlc.count {
        if let problem = ohlc.problem(at: period) {
          report(pointer / "points" / period / problem.field.rawValue, problem.message)
        }
      }
    }
  }
}

extension AXChartDescriptor {
  /// A candlestick's price or volume as a screen reader hears it: a price in the y axis' format
  /// (as the point's y is spoken, with its unit), a volume as a plain number; "" for NaN (a gap).
  /// `context` as in ``pointValueTexts(_:context:)``; with `units` false, a price without the
  /// axis' unit word (for a table whose header says it).
  public func ohlcText(
    _ value: Double, field: OHLCColumns.Field, context: FormattingContext? = nil, units: Bool = true
  ) -> String {
    guard !value.isNaN else { return "" }
    guard field != .volume, let yAxis else { return ValueFormatter(format: nil).string(for: value) }
    if let context, let formatter = yAxis.formatter(in: context) {
      return units ? formatter.string(for: value) : formatter.stringWithoutUnit(for: value)
    }
    let provider = units ? yAxis.valueDescriptionProvider : yAxis.unitlessDescriptionProvider
    return (provider ?? yAxis.valueDescriptionProvider)(value)
  }
}
