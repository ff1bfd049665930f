/// Order statistics, robust scale and outlier rules.
///
/// Precondition everywhere: finite values (NaN has no place in an order).
public enum OrderStatistics {
  /// Median: middle value, or the mean (a+b)/2 of the two middle values for even n (SciPy /
  /// NumPy convention). n = 0 → 0 (documented sentinel, never NaN). O(n) expected
  /// (quickselect on a copy, median-of-three pivots, falls back to sorting after too many
  /// unbalanced rounds, so the worst case is O(n log n)).
  public static func median(_ values: [Double]) -> Double {
    values.withUnsafeBufferPointer { median($0) }
  }

  public static func median(_ values: UnsafeBufferPointer<Double>) -> Double {
    guard !values.isEmpty else { return 0 }
    var copy = Array(values)
    return medianInPlace(&copy)
  }

  /// Median of values already sorted ascending (as ``MannKendall/withSortedY(t:y:)`` gives
  /// them): exactly what `median(_:)` returns for the same values in any order, in O(1).
  /// n = 0 → 0. Precondition: `sorted` is sorted ascending.
  public static func median(sorted: [Double]) -> Double {
    let n = sorted.count
    guard n > 0 else { return 0 }
    let k = n / 2
    return n % 2 == 1 ? sorted[k] : (sorted[k - 1] + sorted[k]) / 2
  }

  /// The median of `values` (what `median(_:)` returns for them, but for the sign of a zero
  /// median), found without reordering them: the k-th smallest values lie, with high probability, between two values of a sorted
  /// sample of 4,096 evenly spaced ones, chosen 4.5 binomial standard deviations around the
  /// median's place; one pass counts the values below that window and copies those inside it,
  /// and the median is selected among these. `nil` when the window misses the median or holds
  /// more than an eighth of the values (then select in the whole array). For 65,536 values or
  /// more; O(n) with one well-predicted branch a value, a few times faster than quickselect's
  /// partitions on large arrays.
  static func medianByWindow(_ values: UnsafeBufferPointer<Double>) -> Double? {
    let n = values.count
    let sampleCount = 4_096
    guard n >= 65_536 else { return nil }
    var sample = (0..<sampleCount).map { values[$0 * (n / sampleCount)] }
    sample.sort()
    let k = n / 2
    let lowerPlace = n % 2 == 1 ? k : k - 1
    let spread = 4.5 * (Double(sampleCount) * 0.25).squareRoot()
    let center = Double(k) / Double(n) * Double(sampleCount)
    let low = sample[max(0, Int(center - spread) - 1)]
    let high = sample[min(sampleCount - 1, Int(center + spread) + 1)]
    let capacity = n / 8
    var window = [Double](repeating: 0, count: capacity)
    let (filled, below, inside) = window.withUnsafeMutableBufferPointer { buffer -> (Bool, Int, Int) in
      var below = 0
      var inside = 0
      for index in 0..<n {
        let value = values[index]
        // The sign of a difference tells the order without a branch (the compiler makes one
        // of `value < low ? 1 : 0`, wrong every other value): for finite values x − y < 0
        // exactly when x < y, and adding +0 turns the −0 of (−0) − (+0) into +0.
        let isBelow = Int(truncatingIfNeeded: ((value - low) + 0.0).bitPattern >> 63)
        let isAbove = Int(truncatingIfNeeded: ((high - value) + 0.0).bitPattern >> 63)
        below &+= isBelow
        if isBelow | isAbove == 0 {
          if inside == capacity { return (false, below, inside) }
          buffer[inside] = value
          inside &+= 1
        }
      }
      return (true, below, inside)
    }
    guard filled, below <= lowerPlace, k < below + inside else { return nil }
    window.removeLast(capacity - inside)
    let upper = select(&window, k - below)
    if n % 2 == 1 { return upper }
    // The lower middle value is the largest of those before the upper one.
    var lower = -Double.infinity
    for i in 0..<(k - below) where window[i] > lower { lower = window[i] }
    return (lower + upper) / 2
  }

  /// Median that reorders `values` (no copy).
  static func medianInPlace(_ values: inout [Double]) -> Double {
    let n = values.count
    guard n > 0 else { return 0 }
    let k = n / 2
    let upper = select(&values, k)
    if n % 2 == 1 { return upper }
    // elements [0, k) are ≤ upper after the selection; the lower middle is their maximum
    var lower = -Double.infinity
    for i in 0..<k where values[i] > lower { lower = values[i] }
    return (lower + upper) / 2
  }

  /// k-th smallest (0-based) by quickselect; reorders `a` so that a[k] is in place,
  /// a[from..<k] ≤ a[k] ≤ a[k+1...]. Only a[from...] is touched (pass `from` > 0 to select again
  /// above an earlier selected position). Precondition from ≤ k < a.count.
  static func select(_ a: inout [Double], _ k: Int, from: Int = 0) -> Double {
    precondition(k >= from && k < a.count && from >= 0)
    return a.withUnsafeMutableBufferPointer { p -> Double in
      var lo = from
      var hi = p.count - 1
      var budget = 2 * (64 - p.count.leadingZeroBitCount) + 8
      while hi > lo {
        if budget == 0 {
          // pathological pivots: sort the remaining window
          var window = UnsafeMutableBufferPointer(rebasing: p[lo...hi])
          window.sort()
          return p[k]
        }
        budget -= 1
        let mid = lo + (hi - lo) / 2
        // median of three
        var x = p[lo]
        var yv = p[mid]
        var z = p[hi]
        if yv < x { swap(&x, &yv) }
        if z < yv {
          swap(&yv, &z)
          if yv < x { swap(&x, &yv) }
        }
        let pivot = yv
        // Hoare partition: elements equal to the pivot go to both sides, so heavy ties
        // stay O(n).
        var i = lo
        var j = hi
        while i <= j {
          while p[i] < pivot { i += 1 }
          while p[j] > pivot { j -= 1 }
          if i <= j {
            p.swapAt(i, j)
            i += 1
            j -= 1
          }
        }
        if k <= j { hi = j } else if k >= i { lo = i } else { return p[k] }
      }
      return p[k]
    }
  }

  /// Median absolute deviation MAD = median(|x − median(x)|), unscaled (no 1.4826 factor).
  /// n = 0 → 0. O(n) expected.
  public static func medianAbsoluteDeviation(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let med = median(values)
    var dev = values.map { abs($0 - med) }
    return medianInPlace(&dev)
  }

  /// Modified z-score outliers (Iglewicz & Hoaglin, with a floor of a fifth of the range so that
  /// tiny deviations in very regular data are not called unusual).
  ///
  /// With m = median(e) and MAD = median(|e − m|): M_i = 0.6745·(e_i − m)/MAD; point i is an
  /// outlier iff n ≥ 5 ∧ |e_i − m| ≥ 0.2·range ∧ (MAD = 0 ∨ |M_i| > 3.5). When MAD = 0 the
  /// reported score is ±∞ for deviating points and 0 otherwise (never NaN).
  /// `residuals` are y − (a + b·t) for a trending series, else y − median(y); `range` is
  /// R = max(y) − min(y) of the original series. Results sorted by |M| descending, then index.
  /// O(n) expected plus O(k log k) for the k outliers.
  public static func modifiedZScoreOutliers(residuals e: [Double], range: Double) -> [Outlier] {
    let n = e.count
    guard n >= 5 else { return [] }
    let m = median(e)
    var dev = e.map { abs($0 - m) }
    let mad = medianInPlace(&dev)
    var out: [Outlier] = []
    for i in 0..<n {
      let d = e[i] - m
      guard abs(d) >= 0.2 * range else { continue }
      let score: Double = mad > 0 ? 0.6745 * d / mad : (d == 0 ? 0 : (d > 0 ? .infinity : -.infinity))
      if mad == 0 || abs(score) > 3.5 { out.append(Outlier(index: i, residual: e[i], score: score)) }
    }
    out.sort { abs($0.score) > abs($1.score) || (abs($0.score) == abs($1.score) && $0.index < $1.index) }
    return out
  }

  /// Modified z-scores M_i = 0.6745·(e_i − median e)/MAD for all points (0 everywhere when
  /// MAD = 0 or n = 0). Useful for reporting "max |M|".
  public static func modifiedZScores(_ e: [Double]) -> [Double] {
    guard !e.isEmpty else { return [] }
    let m = median(e)
    var dev = e.map { abs($0 - m) }
    let mad = medianInPlace(&dev)
    guard mad > 0 else { return [Double](repeating: 0, count: e.count) }
    return e.map { 0.6745 * ($0 - m) / mad }
  }

  /// The outlier rule of Apple's Chart Details: only when n ≥ 8; OLS residuals
  /// e_i = y_i − (intercept + slope·x_i); z_i = e_i / s_e with s_e = √(Σe²/(n−1)) (sample
  /// standard deviation; residual mean is 0 for OLS); outlier iff |z_i| > 3. s_e = 0 → none.
  /// Results sorted by |z| descending, then index. O(n).
  public static func linearResidualOutliers(x: [Double], y: [Double]) -> [Outlier] {
    precondition(x.count == y.count)
    let n = y.count
    guard n >= 8 else { return [] }
    let fit = LinearRegression(x: x, y: y)
    var ss = 0.0
    var mean = 0.0
    for r in fit.residuals { mean += r }
    mean /= Double(n)
    for r in fit.residuals { ss += (r - mean) * (r - mean) }
    let sd = (ss / Double(n - 1)).squareRoot()
    guard sd > 0 else { return [] }
    var out: [Outlier] = []
    for (i, r) in fit.residuals.enumerated() {
      let z = (r - mean) / sd
      if abs(z) > 3 { out.append(Outlier(index: i, residual: r, score: z)) }
    }
    out.sort { abs($0.score) > abs($1.score) || (abs($0.score) == abs($1.score) && $0.index < $1.index) }
    return out
  }

  /// Steadiness: the share of steps d_k = y_{k+1} − y_k whose sign equals
  /// sign(Δfit) (sign(0) = 0, so with Δfit = 0 it is the share of zero steps). n < 2 → 0. O(n).
  public static func steadiness(_ y: [Double], fittedChange: Double) -> Double {
    guard y.count >= 2 else { return 0 }
    let target = fittedChange > 0 ? 1 : (fittedChange < 0 ? -1 : 0)
    var hits = 0
    for k in 0..<(y.count - 1) {
      let d = y[k + 1] - y[k]
      let sg = d > 0 ? 1 : (d < 0 ? -1 : 0)
      if sg == target { hits += 1 }
    }
    return Double(hits) / Double(y.count - 1)
  }
}

/// One flagged point.
public struct Outlier: Sendable, Equatable {
  /// Index into the input arrays.
  public let index: Int
  /// The residual e_i.
  public let residual: Double
  /// Modified z-score M_i or Apple's z_i (sign kept; ±∞ when MAD = 0).
  public let score: Double
  public init(index: Int, residual: Double, score: Double) {
    self.index = index
    self.residual = residual
    self.score = score
  }
}
