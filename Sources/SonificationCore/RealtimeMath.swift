import RealModule

/// The one vetted door from `@_noLocks` code to libm.
///
/// The performance checker behind `@_noLocks` cannot see into C, and it rejects
/// `rounded(_:)` (it needs `FloatingPointRoundingRule` metadata) and `squareRoot()`.
/// Each wrapper here vouches, with `_unsafePerformance { }`, for exactly one pure
/// function that neither allocates, locks, nor touches reference counts.
///
/// Every function is deterministic: the same argument gives the same result on
/// every call, which the block-size invariance of ``ScoreRenderer`` relies on.
///
/// Real-time safety: every member is safe on the audio thread.
public enum RealtimeMath {
  /// The sine of `x` radians.
  @_noLocks @inline(__always)
  public static func sin(_ x: Double) -> Double { _unsafePerformance { Double.sin(x) } }

  /// The cosine of `x` radians.
  @_noLocks @inline(__always)
  public static func cos(_ x: Double) -> Double { _unsafePerformance { Double.cos(x) } }

  /// e raised to `x`.
  @_noLocks @inline(__always)
  public static func exp(_ x: Double) -> Double { _unsafePerformance { Double.exp(x) } }

  /// 2 raised to `x`.
  @_noLocks @inline(__always)
  public static func exp2(_ x: Double) -> Double { _unsafePerformance { Double.exp2(x) } }

  /// The natural logarithm of `x`. `x <= 0` gives `-infinity` (0) or NaN (negative), as in C.
  @_noLocks @inline(__always)
  public static func log(_ x: Double) -> Double { _unsafePerformance { Double.log(x) } }

  /// The base-2 logarithm of `x`. `x <= 0` gives `-infinity` (0) or NaN (negative), as in C.
  @_noLocks @inline(__always)
  public static func log2(_ x: Double) -> Double { _unsafePerformance { Double.log2(x) } }

  /// The base-10 logarithm of `x`. `x <= 0` gives `-infinity` (0) or NaN (negative), as in C.
  @_noLocks @inline(__always)
  public static func log10(_ x: Double) -> Double { _unsafePerformance { Double.log10(x) } }

  /// e raised to `x`, minus 1, accurate for `x` near 0 (C `expm1`).
  @_noLocks @inline(__always)
  public static func expMinusOne(_ x: Double) -> Double { _unsafePerformance { Double.expMinusOne(x) } }

  /// `x` raised to `y`, for `x > 0` (RealModule's real `pow`; negative `x` gives NaN).
  @_noLocks @inline(__always)
  public static func pow(_ x: Double, _ y: Double) -> Double { _unsafePerformance { Double.pow(x, y) } }

  /// The square root of `x`; NaN for negative `x`.
  @_noLocks @inline(__always)
  public static func sqrt(_ x: Double) -> Double { _unsafePerformance { x.squareRoot() } }

  /// The largest integral value not greater than `x` (C `floor`).
  @_noLocks @inline(__always)
  public static func floor(_ x: Double) -> Double { _unsafePerformance { x.rounded(.down) } }

  /// The integral value nearest to `x`, halfway cases rounded away from zero (C `round`).
  @_noLocks @inline(__always)
  public static func round(_ x: Double) -> Double {
    _unsafePerformance { x.rounded(.toNearestOrAwayFromZero) }
  }

  /// `x - floor(x)`, in `0..<1` for finite `x` (1 can appear only through rounding of tiny
  /// negative `x`, and is folded back to 0). Used to wrap oscillator phases measured in cycles.
  @_noLocks @inline(__always)
  public static func fractionalPart(_ x: Double) -> Double {
    let f = x - floor(x)
    return f < 1 ? f : 0
  }

  /// `x - floor(x)` for `0 <= x < 2^51`, in `0..<1`, with two additions and a select instead of
  /// a call to `floor` (which the default x86-64 target, without SSE4.1, cannot inline), so loops
  /// over it vectorize. Outside that range the result is meaningless (but finite for finite `x`).
  @_noLocks @inline(__always)
  public static func wrapCycles(_ x: Double) -> Double {
    let magic = 6_755_399_441_055_744.0  // 1.5 × 2^52: adding and subtracting it rounds to an integer
    let nearest = (x + magic) - magic
    let below = nearest > x ? nearest - 1 : nearest
    return x - below  // exact, and below 1, for x ≥ 0
  }

  /// `x` limited to `lower...upper`. NaN gives `lower`.
  @_noLocks @inline(__always)
  public static func clamp(_ x: Double, _ lower: Double, _ upper: Double) -> Double {
    if x > upper { return upper }
    if x >= lower { return x }
    return lower
  }

  /// sin(2π · `cycles`) by a polynomial: no libm call, within 1.4e-11 of `sin`. Arguments
  /// outside `0..<1` are wrapped first.
  ///
  /// The oscillators of ``ScoreRenderer`` use this instead of `sin` once per frame.
  @_noLocks @inline(__always)
  public static func sinCycles(_ cycles: Double) -> Double {
    var p = cycles
    if !(p >= 0 && p < 1) { p = fractionalPart(p) }
    return sinCyclesInRange(p)
  }

  /// ``sinCycles(_:)`` for `cycles` already in `0..<1`, without branches (so loops over it
  /// vectorize).
  @_noLocks @inline(__always)
  public static func sinCyclesInRange(_ cycles: Double) -> Double {
    // sin(2πp) = −sin(2πq) with q = p − ½ in [−½, ½); fold q into [−¼, ¼] (sin(π − x) = sin x).
    var q = cycles - 0.5
    q = q > 0.25 ? 0.5 - q : q
    q = q < -0.25 ? -0.5 - q : q
    // An odd polynomial in q of degree 11, fitted for the least maximum error on [−¼, ¼]
    // (1.33e-11; Lawson's iteration), with the 2π folded into the coefficients.
    let q2 = q * q
    var s = -14.337024175410066
    s = s * q2 + 41.99998974522048
    s = s * q2 + (-76.70366782291715)
    s = s * q2 + 81.60520943096085
    s = s * q2 + (-41.34170192977154)
    s = s * q2 + 6.283185306487503
    return -(q * s)  // sin(2πp) = −sin(2πq)
  }

  /// cos(2π · `cycles`), as ``sinCycles(_:)`` of a quarter cycle later.
  @_noLocks @inline(__always)
  public static func cosCycles(_ cycles: Double) -> Double {
    var p = cycles + 0.25
    if p >= 1 { p -= 1 }
    return sinCycles(p)
  }
}
