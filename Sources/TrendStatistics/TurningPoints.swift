/// The turning point test of randomness: whether a series turns (goes from rising to falling, or
/// back) less often than independent noise would, which is what a smooth shape does.
///
/// A point is a turning point when it is higher than both neighbours or lower than both. Among
/// `n` independent, identically distributed values the number of turning points T has mean
/// 2(n − 2)/3 and variance (16n − 29)/90 (Kendall & Stuart; Brockwell & Davis, *Introduction to
/// Time Series and Forecasting*, §1.6), and is close to normal from about 7 values. A rise then
/// a fall over twelve months has 1 or 2 turning points where noise has about 6.7 (z ≈ −3.5).
///
/// Non-finite values are skipped; a run of equal values counts as one value (ties neither turn
/// nor break a turn). O(n), no allocation.
public struct TurningPoints: Sendable, Equatable {
  /// The number of values the test counts: finite, with runs of equal values taken as one.
  public let count: Int
  /// The number of turning points among them.
  public let turns: Int

  public init(_ y: [Double]) {
    var count = 0
    var turns = 0
    var previous = Double.nan
    var lastStep = 0.0  // the sign of the last non-zero step, 0 before the first
    for value in y where value.isFinite {
      defer { previous = value }
      guard previous.isFinite else {
        count = 1
        continue
      }
      let step = value - previous
      guard step != 0 else { continue }
      count += 1
      if lastStep != 0, (step > 0) != (lastStep > 0) { turns += 1 }
      lastStep = step
    }
    self.count = count
    self.turns = turns
  }

  /// The expected number of turning points of `count` independent values, 2(n − 2)/3 (0 below 3).
  public var expectedTurns: Double { count >= 3 ? 2 * Double(count - 2) / 3 : 0 }

  /// The standardized count, (T − 2(n − 2)/3) / √((16n − 29)/90): negative when the series turns
  /// less than noise, below −1.96 for a smooth shape at the 5% level (two-sided). 0 for fewer
  /// than 7 values, where the normal approximation does not hold.
  public var z: Double {
    guard count >= 7 else { return 0 }
    let variance = (16 * Double(count) - 29) / 90
    return (Double(turns) - expectedTurns) / variance.squareRoot()
  }

  /// Whether the series turns significantly less often than noise (z ≤ −1.96): it has a shape
  /// (a rise, a fall, a hump, a slow swing) rather than only scatter about a level.
  public var isSmooth: Bool { z <= -1.96 }
}
