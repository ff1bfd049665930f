/// One move of a series from `startIndex` to `endIndex` (startIndex < endIndex): a peak-to-trough
/// fall or a trough-to-peak rise.
public struct Excursion: Sendable, Equatable {
  /// Index of the peak (for a fall) or trough (for a rise) where the move starts.
  public var startIndex: Int
  /// Index of the trough (for a fall) or peak (for a rise) where it ends.
  public var endIndex: Int
  public var startValue: Double
  public var endValue: Double

  public init(startIndex: Int, endIndex: Int, startValue: Double, endValue: Double) {
    self.startIndex = startIndex
    self.endIndex = endIndex
    self.startValue = startValue
    self.endValue = endValue
  }

  /// endValue − startValue, in y units (negative for a fall).
  public var change: Double { endValue - startValue }
  /// endValue / startValue − 1 (−0.79 for a 79% fall, 7.6 for a 760% rise); meaningful only for
  /// positive values.
  public var relativeChange: Double { endValue / startValue - 1 }
}

/// The largest falls and rises of a series, each in one O(n) pass with O(1) memory.
///
/// Non-finite values are skipped (treated as missing); indices refer to the input array.
/// Ties: among moves of the same size, the one that ends first, started from the first occurrence
/// of its peak (or trough) value before it. A series with fewer than two finite values, or with no
/// move of that direction, gives nil.
public enum Excursions {
  /// The largest peak-to-trough fall measured as an absolute change, max over i < j of
  /// y[i] − y[j] > 0 (the "maximum drawdown" in y units).
  public static func largestFall(_ y: [Double]) -> Excursion? {
    scan(y, rise: false) { start, end in start - end }
  }

  /// The largest trough-to-peak rise measured as an absolute change, max over i < j of
  /// y[j] − y[i] > 0.
  public static func largestRise(_ y: [Double]) -> Excursion? {
    scan(y, rise: true) { start, end in end - start }
  }

  /// The largest peak-to-trough fall measured relative to the peak, max over i < j of
  /// 1 − y[j]/y[i] > 0: what is quoted for prices ("fell 57% from its peak"). Needs every finite
  /// value > 0, else nil. The fraction is `-excursion.relativeChange`, in (0, 1).
  public static func largestRelativeFall(_ y: [Double]) -> Excursion? {
    guard allPositive(y) else { return nil }
    return scan(y, rise: false) { start, end in 1 - end / start }
  }

  /// The largest trough-to-peak rise measured relative to the trough, max over i < j of
  /// y[j]/y[i] − 1 > 0. Needs every finite value > 0, else nil. The fraction is
  /// `excursion.relativeChange`, in (0, ∞).
  public static func largestRelativeRise(_ y: [Double]) -> Excursion? {
    guard allPositive(y) else { return nil }
    return scan(y, rise: true) { start, end in end / start - 1 }
  }

  static func allPositive(_ y: [Double]) -> Bool {
    for value in y where value.isFinite && value <= 0 { return false }
    return true
  }

  /// One pass keeping the best start so far (highest value for a fall, lowest for a rise;
  /// replaced only by a strictly better value, so the first occurrence wins). `size` must grow
  /// as the start gets better for a fixed end, which holds for all four measures on their domains.
  @inline(__always)
  static func scan(_ y: [Double], rise: Bool, size: (Double, Double) -> Double) -> Excursion? {
    var start = -1
    var best: Excursion?
    var bestSize = 0.0
    for j in y.indices where y[j].isFinite {
      guard start >= 0 else {
        start = j
        continue
      }
      let value = y[j]
      let move = size(y[start], value)
      if move > bestSize {
        bestSize = move
        best = Excursion(startIndex: start, endIndex: j, startValue: y[start], endValue: value)
      }
      if rise ? value < y[start] : value > y[start] { start = j }
    }
    return best
  }
}
