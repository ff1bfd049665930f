import TrendStatistics

/// Patterns for the detailed features (SUMMARIZER.md §6.6 and Part D §4): one change point,
/// periodicity, and direction changes. Each is bounded in cost for huge series.
enum SeriesPatterns {
  /// The single best split of the series into two levels (`LevelShift`: binary segmentation of
  /// the mean with prefix sums, accepted when it lowers the squared error by more than
  /// 3 · ln(n) · σ̂², σ̂ the point-to-point noise), reported only when the two levels fit better than
  /// a straight line (lineRatio < 1), so a steady trend is not called a change point. Needs 8
  /// points. O(n).
  ///
  /// - Returns: the index of the first point of the second level and the two level means.
  static func changePoint(_ y: [Double]) -> (index: Int, before: Double, after: Double)? {
    guard let shift = LevelShift(y), shift.lineRatio < 1 else { return nil }
    return (shift.index, shift.before, shift.after)
  }

  /// The clear repeating cycle of (t, y) (`Periodicity`), with its period in x units (seconds for
  /// dates), its swing in y units, strength, cycles and explained variance; nil when there is none.
  /// `t` ascends (the points' x). O(n + B log B) with at most 8,192 grid cells.
  static func period(t: [Double], y: [Double]) -> Periodicity? {
    Periodicity(t: t, y: y)
  }

  /// How many times the series turns: sign changes between consecutive non-zero steps. O(n).
  static func directionChanges(_ y: [Double]) -> Int {
    var changes = 0, previous = 0.0
    for (a, b) in zip(y, y.dropFirst()) {
      let step = b - a
      guard step != 0 else { continue }
      if previous != 0, (step > 0) != (previous > 0) { changes += 1 }
      previous = step
    }
    return changes
  }
}
