import Foundation
import TrendStatistics

/// Patterns for the detailed features (SUMMARIZER.md §6.6 and Part D §4): one change point,
/// periodicity, and direction changes. Each is bounded in cost for huge series.
enum SeriesPatterns {
  /// The single best split of the series into two levels (binary segmentation of the mean),
  /// accepted only when it lowers the squared error by more than a BIC-style penalty
  /// 3 · ln(n) · σ², with σ² estimated robustly from the steps (MAD of first differences).
  /// Needs 8 points. O(n) with prefix sums.
  ///
  /// - Returns: the index of the first point of the second segment and the two segment means.
  static func changePoint(_ y: [Double]) -> (index: Int, before: Double, after: Double)? {
    let n = y.count
    guard n >= 8 else { return nil }
    var prefix = [0.0], prefixSquares = [0.0]
    prefix.reserveCapacity(n + 1)
    prefixSquares.reserveCapacity(n + 1)
    for value in y {
      prefix.append(prefix.last! + value)
      prefixSquares.append(prefixSquares.last! + value * value)
    }
    func cost(_ from: Int, _ to: Int) -> Double {  // SSE of y[from..<to] around its mean
      let count = Double(to - from)
      let sum = prefix[to] - prefix[from]
      return max(0, prefixSquares[to] - prefixSquares[from] - sum * sum / count)
    }
    let whole = cost(0, n)
    var best = (index: 0, cost: Double.infinity)
    for k in 2...(n - 2) {
      let split = cost(0, k) + cost(k, n)
      if split < best.cost { best = (k, split) }
    }
    let steps = zip(y.dropFirst(), y).map { $0 - $1 }
    let mad = OrderStatistics.medianAbsoluteDeviation(steps)
    let sigmaSquared = Foundation.pow(mad / 0.6745, 2) / 2
    guard sigmaSquared > 0, whole - best.cost > 3 * Foundation.log(Double(n)) * sigmaSquared else { return nil }
    let k = best.index
    return (k, (prefix[k] - prefix[0]) / Double(k), (prefix[n] - prefix[k]) / Double(n - k))
  }

  /// The period, in points, of a clear repeating pattern: the lag of the highest peak of the
  /// autocorrelation of the detrended series, when that peak is at least 0.5 and the series
  /// holds at least three full periods. Series longer than 4,096 points are examined on an
  /// evenly spaced subsample (the period is scaled back). Lags up to 512 are tried.
  static func period(_ y: [Double], trend: (slope: Double, intercept: Double, t: [Double])) -> Double? {
    let n = y.count
    guard n >= 9 else { return nil }
    let stride = max(1, n / 4096)
    var residuals: [Double] = []
    var index = 0
    while index < n {
      residuals.append(y[index] - (trend.intercept + trend.slope * trend.t[index]))
      index += stride
    }
    let mean = residuals.reduce(0, +) / Double(residuals.count)
    let centered = residuals.map { $0 - mean }
    let variance = centered.reduce(0) { $0 + $1 * $1 }
    guard variance > 0 else { return nil }
    let maximumLag = min(centered.count / 3, 512)
    guard maximumLag >= 2 else { return nil }
    var correlations = [Double](repeating: 0, count: maximumLag + 2)
    for lag in 1...min(maximumLag + 1, centered.count - 1) {
      var sum = 0.0
      for i in 0..<(centered.count - lag) { sum += centered[i] * centered[i + lag] }
      correlations[lag] = sum / variance
    }
    var best: (lag: Int, value: Double)?
    for lag in 2...maximumLag where correlations[lag] >= 0.5
      && correlations[lag] > correlations[lag - 1] && correlations[lag] >= correlations[lag + 1]
    {
      if best == nil || correlations[lag] > best!.value { best = (lag, correlations[lag]) }
    }
    guard let best, centered.count >= 3 * best.lag else { return nil }
    return Double(best.lag * stride)
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
