/// The open, high, low and close prices of a candlestick (OHLC) chart's periods, as columns in
/// the order of the series' points, with the optional volume traded. An AudioGraph addition.
///
/// Apple-side code sees the series' points with y the close (``AXDataSeriesDescriptor/setOHLC(_:)``
/// sets them). A period whose four prices are all missing is a gap (NaN in every column, and a
/// missing y); a period with some prices and not others is invalid.
///
/// In a valid period `low ≤ open ≤ high` and `low ≤ close ≤ high`
/// (``problem(at:)`` says what is wrong otherwise).
public struct OHLCColumns: Hashable, Sendable {
  /// Prices at the start of each period, in the y axis' unit; NaN for a missing period.
  public var open: [Double]
  /// The highest price of each period; NaN for a missing period.
  public var high: [Double]
  /// The lowest price of each period; NaN for a missing period.
  public var low: [Double]
  /// Prices at the end of each period; NaN for a missing period.
  public var close: [Double]
  /// The volume traded in each period (shares, contracts or currency, as the data gives it), or
  /// `nil` when the chart has none; NaN for a period without one.
  public var volume: [Double]?

  /// Columns of equal length (a precondition).
  public init(open: [Double], high: [Double], low: [Double], close: [Double], volume: [Double]? = nil) {
    precondition(
      open.count == high.count && high.count == low.count && low.count == close.count
        && (volume?.count ?? close.count) == close.count, "the OHLC columns differ in length")
    self.open = open
    self.high = high
    self.low = low
    self.close = close
    self.volume = volume
  }

  /// The number of periods.
  public var count: Int { close.count }

  /// Whether period `index` is missing (all four prices NaN).
  public func isMissing(_ index: Int) -> Bool {
    open[index].isNaN && high[index].isNaN && low[index].isNaN && close[index].isNaN
  }

  /// Equal when every column is, NaN equal to NaN (a missing period equals a missing period).
  public static func == (a: OHLCColumns, b: OHLCColumns) -> Bool {
    func same(_ x: [Double], _ y: [Double]) -> Bool {
      x.count == y.count && zip(x, y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }
    guard same(a.open, b.open), same(a.high, b.high), same(a.low, b.low), same(a.close, b.close) else { return false }
    switch (a.volume, b.volume) {
    case (nil, nil): return true
    case (let x?, let y?): return same(x, y)
    default: return false
    }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
  }

  /// What is wrong with period `index`, naming the price to point at; `nil` when the period is
  /// valid or missing. Checked in this order: some prices missing but not all, a price not finite
  /// or beyond ``ChartValueLimits``, the high below the low, the open or close outside low…high, a
  /// negative volume.
  public func problem(at index: Int) -> (field: Field, message: String)? {
    if isMissing(index) {
      if let volume, !volume[index].isNaN, volume[index] != 0 {
        return (.volume, "a period without prices has a volume")
      }
      return nil
    }
    let values: [(Field, Double)] = [
      (.open, open[index]), (.high, high[index]), (.low, low[index]), (.close, close[index]),
    ]
    for (field, value) in values {
      if value.isNaN {
        return (
          field, "the \(field.rawValue) is missing; a period needs its open, high, low and close (or none, for a gap)"
        )
      }
      if let problem = ChartValueLimits.problem(with: value, isDate: false) { return (field, problem) }
    }
    let text = AXChartDescriptor.rawNumberText
    if high[index] < low[index] {
      return (.high, "the high \(text(high[index])) is below the low \(text(low[index]))")
    }
    for (field, value) in [(Field.open, open[index]), (.close, close[index])]
    where value < low[index] || value > high[index] {
      return (
        field,
        "the \(field.rawValue) \(text(value)) is outside the period's range, low \(text(low[index])) to high \(text(high[index]))"
      )
    }
    if let volume,
      let problem = volume[index].isNaN ? nil : ChartValueLimits.problem(with: volume[index], isDate: false)
    {
      return (.volume, problem)
    }
    if let volume, volume[index] < 0 {
      return (.volume, "the volume \(text(volume[index])) is negative")
    }
    return nil
  }

  /// One of a period's values, named as in the chart file and CSV headers.
  public enum Field: String, Sendable, CaseIterable {
    case open, high, low, close, volume
  }

  /// The value of `field` in period `index` (NaN when missing or, for volume, absent).
  public func value(_ field: Field, at index: Int) -> Double {
    switch field {
    case .open: open[index]
    case .high: high[index]
    case .low: low[index]
    case .close: close[index]
    case .volume: volume?[index] ?? .nan
    }
  }
}

extension AXDataSeriesDescriptor {
  /// Sets ``ohlc`` and each point's y to its period's close (NaN, a missing y, for a gap): what
  /// Apple-side code reads of a candlestick. `ohlc.count` must equal the number of points.
  public func setOHLC(_ ohlc: OHLCColumns) {
    precondition(ohlc.count == pointCount, "one OHLC period per point")
    self.ohlc = ohlc
    replaceY(with: ohlc.close)
  }
}
