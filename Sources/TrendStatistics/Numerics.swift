// Elementary functions come from the platform C library (not Foundation).
#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Musl)
  internal import Musl
#elseif canImport(Darwin)
  internal import Darwin
#endif

@inline(__always) func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) func _log(_ x: Double) -> Double { log(x) }
@inline(__always) func _log1p(_ x: Double) -> Double { log1p(x) }
@inline(__always) func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) func _cos(_ x: Double) -> Double { cos(x) }
@inline(__always) func _pow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
@inline(__always) func _log10(_ x: Double) -> Double { log10(x) }
@inline(__always) func _atan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }

/// Special functions used by the tests of significance.
public enum SpecialFunctions {
  /// Complementary error function erfc(x) = 1 − erf(x) = (2/√π)∫ₓ^∞ e^(−u²) du.
  ///
  /// Self-contained (no libm `erfc`): for |x| < 0.75 the positive-term series
  /// erf(x) = (2x/√π)·e^(−x²)·Σₙ (2x²)ⁿ / (1·3·…·(2n+1)) (no cancellation), for x ≥ 0.75 the
  /// continued fraction erfc(x) = e^(−x²)/√π · 1/(x + (1/2)/(x + 1/(x + (3/2)/(x + …)))) evaluated
  /// with the modified Lentz method (≤ 400 terms), e^(−x²) evaluated with a split x so the
  /// rounding of x² is not amplified; erfc(−x) = 2 − erfc(x). Relative error ≲ 3e−15 over the
  /// whole range down to underflow near x ≈ 27 (checked against glibc in the tests).
  /// NaN in → NaN out; ±∞ → 0 / 2. O(1).
  public static func erfc(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x < 0 { return 2 - erfc(-x) }
    if x == .infinity { return 0 }
    if x < 0.75 { return 1 - erfSeries(x) }
    if x > 27.3 { return 0 }
    // Modified Lentz for f = x + a1/(x + a2/(x + ...)) with a_k = k/2.
    let tiny = 1e-300
    var f = x
    var c = x
    var d = 0.0
    var k = 1
    while k < 2000 {
      let a = Double(k) * 0.5
      d = x + a * d
      if d == 0 { d = tiny }
      c = x + a / c
      if c == 0 { c = tiny }
      d = 1 / d
      let delta = c * d
      f *= delta
      if abs(delta - 1) < 1e-16 { break }
      k += 1
    }
    // e^(−x²) without amplifying the rounding error of x²: x = xh + xl with xh on a 1/16 grid
    // (xh² exact), e^(−x²) = e^(−xh²)·e^(−xl·(x + xh)).
    let xh = (x * 16).rounded(.down) / 16
    let ex = _exp(-xh * xh) * _exp(-(x - xh) * (x + xh))
    return ex / (f * 1.7724538509055160273)
  }

  /// erf(x) for 0 ≤ x < 0.75 from the all-positive series.
  static func erfSeries(_ x: Double) -> Double {
    let x2 = x * x
    var term = 1.0
    var sum = 1.0
    var k = 0
    while k < 200 {
      term *= 2 * x2 / Double(2 * k + 3)
      sum += term
      if term < sum * 1e-17 { break }
      k += 1
    }
    return 2 * x / 1.7724538509055160273 * _exp(-x2) * sum
  }

  /// Two-sided p-value of a standard normal statistic: p = erfc(|z|/√2), in [0, 1].
  public static func twoSidedNormalPValue(_ z: Double) -> Double {
    if z.isNaN { return 1 }
    return min(1, max(0, erfc(abs(z) / 2.0.squareRoot())))
  }
}
