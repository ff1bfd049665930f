/// Robust point-to-point noise of a series, and whether the series moves by much more than it.
///
/// Non-finite values are skipped (the steps are taken between consecutive finite values).
public enum NoiseScale {
  /// σ̂ = MAD(Δy) / (0.6745·√2), with Δy_k = y_{k+1} − y_k and MAD(d) = median(|d − median(d)|).
  ///
  /// For y = smooth signal + independent noise of standard deviation σ, the steps are
  /// (nearly constant slope) + noise of standard deviation σ·√2, and 0.6745 turns a normal
  /// distribution's MAD into its standard deviation, so σ̂ ≈ σ; subtracting the median step
  /// removes a steady trend. Robust to jumps and outliers (up to half the steps). A smooth cycle
  /// inflates it a little (its varying slope counts as noise).
  ///
  /// When the MAD is 0 (more than half the steps equal, as with small integers or plateaus), the
  /// mean absolute deviation of the steps about their median is used instead, scaled the same way
  /// for a normal distribution: σ̂ = mean|d − median(d)| · √(π/2) / √2. In y units, ≥ 0; 0 with
  /// fewer than two finite values or when all steps are equal (a straight line). O(n) expected.
  public static func pointToPoint(_ y: [Double]) -> Double {
    var steps = Self.steps(y)
    guard !steps.isEmpty else { return 0 }
    // Many steps: both medians by a sampled window, without the partitions of a selection. The
    // MAD is a value of the deviations whatever their order, so a positive one is the same;
    // a zero MAD needs the deviations' sum in the order the selection leaves them, so that case
    // (or a window that misses) is computed below as it always was.
    if let median = steps.withUnsafeBufferPointer(OrderStatistics.medianByWindow) {
      for i in steps.indices { steps[i] = abs(steps[i] - median) }
      if let mad = steps.withUnsafeBufferPointer(OrderStatistics.medianByWindow), mad > 0 {
        return mad / (0.6745 * 2.0.squareRoot())
      }
      steps = Self.steps(y)
    }
    // MAD in place: the median reorders the steps, which does not change their deviations.
    let median = OrderStatistics.medianInPlace(&steps)
    var total = 0.0
    for i in steps.indices {
      steps[i] = abs(steps[i] - median)
      total += steps[i]
    }
    let mad = OrderStatistics.medianInPlace(&steps)
    if mad > 0 { return mad / (0.6745 * 2.0.squareRoot()) }
    return total / Double(steps.count) * (Double.pi / 2).squareRoot() / 2.0.squareRoot()
  }

  /// The differences between consecutive finite values of `y`.
  private static func steps(_ y: [Double]) -> [Double] {
    var steps: [Double] = []
    steps.reserveCapacity(max(0, y.count - 1))
    var previous = Double.nan
    for value in y where value.isFinite {
      if previous.isFinite { steps.append(value - previous) }
      previous = value
    }
    return steps
  }

  /// The expected range (max − min) of `count` independent standard normal values, from Blom's
  /// approximation of the expected maximum, E[max] ≈ Φ⁻¹((n − 0.375)/(n + 0.25)), doubled
  /// (within 5% of the exact value for n = 2, within 0.6% from n = 10: 3.08 for 10, 5.00 for
  /// 100, 7.67 for 10,000). 0 for count < 2. O(1).
  public static func noiseRange(count: Int) -> Double {
    guard count >= 2 else { return 0 }
    let n = Double(count)
    return 2 * inverseNormal((n - 0.375) / (n + 0.25))
  }

  /// How far the series moves beyond its own noise: (max − min) / (σ̂ · noiseRange(n)), with σ̂
  /// from `pointToPoint` and n the number of finite values. About 1 for pure white noise (the
  /// range that noise alone would give), larger when a trend, cycle or shift moves the series:
  /// 2.6 for two years of monthly Mauna Loa CO2, 1.6 for the Nile 1871–1970. +∞ when σ̂ = 0 and
  /// the series moves, 0 when it does not move or has fewer than two finite values. O(n).
  public static func movementRatio(_ y: [Double]) -> Double {
    var low = Double.infinity
    var high = -Double.infinity
    var count = 0
    for value in y where value.isFinite {
      low = min(low, value)
      high = max(high, value)
      count += 1
    }
    guard count >= 2, high > low else { return 0 }
    let sigma = pointToPoint(y)
    guard sigma > 0 else { return .infinity }
    return (high - low) / (sigma * noiseRange(count: count))
  }

  /// True when the series does not move beyond its noise: movementRatio(y) ≤ `threshold`
  /// (default 2: twice the range that noise alone would span). A constant series is flat.
  public static func isFlat(_ y: [Double], threshold: Double = 2) -> Bool {
    movementRatio(y) <= threshold
  }

  /// Φ⁻¹(p) for p in (0, 1) by Acklam's rational approximation (relative error < 1.2e−9);
  /// −∞ / +∞ at 0 / 1. O(1).
  static func inverseNormal(_ p: Double) -> Double {
    if p <= 0 { return -.infinity }
    if p >= 1 { return .infinity }
    let a = [
      -3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
      1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00,
    ]
    let b = [
      -5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
      6.680131188771972e+01, -1.328068155288572e+01,
    ]
    let c = [
      -7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
      -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00,
    ]
    let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
    let low = 0.02425
    if p < low {
      let q = (-2 * _log(p)).squareRoot()
      return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
        / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    }
    if p > 1 - low {
      let q = (-2 * _log(1 - p)).squareRoot()
      return -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
        / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
    }
    let q = p - 0.5
    let r = q * q
    return (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
      / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
  }
}
