/// Small patterns for Chart Details. (Cycles, level shifts and large movements come from
/// TrendStatistics' `Periodicity`, `LevelShift` and `Excursions`, computed once per series in
/// `SeriesAnalysis`.)
enum SeriesPatterns {
  /// How many times the series turns: sign changes between consecutive non-zero steps. O(n).
  static func directionChanges(_ y: [Double]) -> Int {
    var changes = 0
    var previous = 0.0
    for (a, b) in zip(y, y.dropFirst()) {
      let step = b - a
      guard step != 0 else { continue }
      if previous != 0, (step > 0) != (previous > 0) { changes += 1 }
      previous = step
    }
    return changes
  }
}
