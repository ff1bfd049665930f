/// The figures of a candlestick (OHLC) chart's story, from its periods' open, high, low and close.
///
/// Every figure skips missing periods (any price NaN). Definitions, the same as
/// `Scripts/candlesticks/truth.py` computes with pandas:
/// - up and down periods: close above, below (or equal to) the same period's open, as a
///   candlestick's body is drawn;
/// - a one-period move: the close's percent change from the previous present period's close,
///   `100 × (close − previous) / previous` (skipped when the previous close is 0); the largest rise
///   is the highest such change above 0, the largest fall the lowest below 0;
/// - a period's range: `100 × (high − low) / close`, in percent of the close (skipped when the
///   close is not above 0); the average range is the mean over the periods that have one;
/// - the highest and lowest prices are the highest high and lowest low (the first when tied).
///
/// O(n), one pass; no allocation beyond the result.
public struct CandlestickStatistics: Sendable, Hashable {
  /// A value at a period (its index in the columns).
  public struct AtPeriod: Sendable, Hashable {
    public var index: Int
    public var value: Double
  }

  /// Periods with all four prices.
  public var periodCount = 0
  /// Periods whose close is above their open.
  public var upCount = 0
  /// Periods whose close is below their open.
  public var downCount = 0
  /// Periods whose close equals their open.
  public var unchangedCount = 0
  /// The highest high; `nil` without periods.
  public var highestHigh: AtPeriod?
  /// The lowest low; `nil` without periods.
  public var lowestLow: AtPeriod?
  /// The largest rise of the close from one period to the next, in percent (> 0), at the later
  /// period; `nil` when the close never rose.
  public var largestRise: AtPeriod?
  /// The largest fall, in percent (< 0), at the later period; `nil` when the close never fell.
  public var largestFall: AtPeriod?
  /// The mean of the periods' ranges, in percent of the close; `nil` without a range.
  public var averageRangePercent: Double?
  /// The widest range in percent of the close.
  public var widestRange: AtPeriod?

  /// The figures of the periods in the four columns (equal lengths; a precondition).
  public init(open: [Double], high: [Double], low: [Double], close: [Double]) {
    precondition(open.count == high.count && high.count == low.count && low.count == close.count)
    var previousClose: Double?
    var rangeSum = 0.0
    var rangeCount = 0
    for index in close.indices {
      let o = open[index]
      let h = high[index]
      let l = low[index]
      let c = close[index]
      guard !o.isNaN, !h.isNaN, !l.isNaN, !c.isNaN else { continue }
      periodCount += 1
      if c > o { upCount += 1 } else if c < o { downCount += 1 } else { unchangedCount += 1 }
      if highestHigh == nil || h > highestHigh!.value { highestHigh = AtPeriod(index: index, value: h) }
      if lowestLow == nil || l < lowestLow!.value { lowestLow = AtPeriod(index: index, value: l) }
      if let previous = previousClose, previous != 0 {
        let change = 100 * (c - previous) / previous
        if change > 0, largestRise == nil || change > largestRise!.value {
          largestRise = AtPeriod(index: index, value: change)
        }
        if change < 0, largestFall == nil || change < largestFall!.value {
          largestFall = AtPeriod(index: index, value: change)
        }
      }
      previousClose = c
      if c > 0 {
        let range = 100 * (h - l) / c
        rangeSum += range
        rangeCount += 1
        if widestRange == nil || range > widestRange!.value { widestRange = AtPeriod(index: index, value: range) }
      }
    }
    averageRangePercent = rangeCount > 0 ? rangeSum / Double(rangeCount) : nil
  }

  /// The group with the highest mean range (in percent of the close), of groups numbered by
  /// `group(index)` for each period (such as the calendar month of each date), with its mean;
  /// the first such group when tied. `nil` without a range. Groups are compared by their own
  /// periods only, so a short group can win: callers decide whether groups are long enough.
  public static func mostVolatileGroup(
    high: [Double], low: [Double], close: [Double], group: (Int) -> Int
  ) -> (group: Int, averageRangePercent: Double, periods: Int)? {
    var sums: [Int: (sum: Double, count: Int, first: Int)] = [:]
    // The entry of the group being added to is held out of the dictionary while its periods
    // follow one another (a month's days do): one lookup per run, the same sums in the same
    // order.
    var runKey: Int?
    var run = (sum: 0.0, count: 0, first: 0)
    for index in close.indices {
      let h = high[index]
      let l = low[index]
      let c = close[index]
      guard !h.isNaN, !l.isNaN, c > 0 else { continue }
      let key = group(index)
      if key != runKey {
        if let runKey { sums[runKey] = run }
        runKey = key
        run = sums[key] ?? (0, 0, index)
      }
      run = (run.sum + 100 * (h - l) / c, run.count + 1, run.first)
    }
    if let runKey { sums[runKey] = run }
    let best = sums.max { a, b in
      let meanA = a.value.sum / Double(a.value.count)
      let meanB = b.value.sum / Double(b.value.count)
      return meanA != meanB ? meanA < meanB : a.value.first > b.value.first
    }
    return best.map { ($0.key, $0.value.sum / Double($0.value.count), $0.value.count) }
  }
}
