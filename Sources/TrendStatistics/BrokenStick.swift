/// The least-squares "broken stick" with one flat leg: y stays at a level until a break, then
/// moves along a straight line (``FlatLeg/first``), or moves along a straight line up to the break
/// and stays at the level it reached after it (``FlatLeg/last``). The line is continuous at the
/// break: the model is y ≈ level + slope · h(x) with h(x) = max(x − x_k, 0) for a flat first leg
/// and min(x − x_k, 0) for a flat last leg, x_k being the x of the break.
///
/// It tells where most of a change happened: Bangladesh's fertility stayed near 6.9 children per
/// woman until 1974 and fell from there to 2.1 in 2015 (the broken stick explains 98% of the
/// variance, a straight line 94%).
///
/// The break is one of the data points (an exact search over every candidate) whose legs each
/// cover at least `minimumLegShare` of the x span; each candidate costs O(1) through running
/// sums, so the whole fit is O(n) time and O(1) memory. x is scaled to [0, 1] and y centred on its mean
/// before summing, so dates in seconds and levels in millions keep their digits.
public struct BrokenStick: Sendable, Equatable {
  /// Which leg is flat.
  public enum FlatLeg: Sendable, Equatable {
    /// Flat until the break, then a straight line: the change happened after the break.
    case first
    /// A straight line until the break, then flat: the change happened before the break.
    case last
  }

  public let flatLeg: FlatLeg
  /// The index of the break among the values (the last point of a flat first leg, the first
  /// point of a flat last leg).
  public let breakIndex: Int
  /// The flat leg's level, in y units.
  public let level: Double
  /// The sloped leg's slope, in y units per x unit.
  public let slope: Double
  /// Σ(y − ŷ)², the squared error left by the broken stick.
  public let sse: Double
  /// Σ(y − ȳ)².
  public let sst: Double

  /// The share of the variance the broken stick explains, in [0, 1] (0 when SST = 0).
  public var rSquared: Double { sst > 0 ? max(0, min(1, 1 - sse / sst)) : 0 }

  /// The best broken stick with the given flat leg, or `nil` when no break leaves both legs
  /// `minimumLegShare` of the x span (fewer than three distinct x values, or a share too large),
  /// or y has no variance.
  ///
  /// - Parameters:
  ///   - x: the x values, finite and strictly increasing.
  ///   - y: the y values, finite, as many as `x`.
  ///   - flatLeg: which leg is flat.
  ///   - minimumLegShare: the least share of the x span (x_last − x_first) each leg covers, in
  ///     [0, 0.5]; 0 lets the break be any interior point.
  public init?(x: [Double], y: [Double], flatLeg: FlatLeg, minimumLegShare: Double = 0) {
    precondition(x.count == y.count)
    let n = x.count
    guard n >= 3, let x0 = x.first, let xn = x.last, xn > x0 else { return nil }
    let span = xn - x0
    let count = Double(n)
    let mean = y.reduce(0, +) / count
    // Scaled x and centred y, made as they are read: no array of n values is kept.
    func u(_ i: Int) -> Double { (x[i] - x0) / span }
    func v(_ i: Int) -> Double { y[i] - mean }
    var total = Sums()
    for i in 0..<n { total.add(u(i), v(i)) }
    let sst = total.vv
    guard sst > 0 else { return nil }
    // `before` holds the points before i; the sloped leg of a break at i is the points from i on
    // (a flat first leg: total − before) or up to i (a flat last leg: before + point i). The
    // break's own h is 0 either way.
    var before = Sums()
    var best: (index: Int, explained: Double, slope: Double, meanH: Double)?
    for i in 0..<(n - 1) {
      defer { before.add(u(i), v(i)) }
      guard i > 0 else { continue }
      let k = u(i)
      let (flatShare, slopedShare) = flatLeg == .first ? (k, 1 - k) : (1 - k, k)
      guard flatShare >= minimumLegShare, slopedShare >= minimumLegShare else { continue }
      var leg = before
      if flatLeg == .first { leg = total.minus(before) } else { leg.add(k, v(i)) }
      // h = u − k on the sloped leg, 0 on the flat one.
      let sh = leg.u - leg.count * k
      let shh = leg.uu - 2 * k * leg.u + leg.count * k * k
      let shv = leg.uv - k * leg.v  // Σ h·v; v is centred, so this is the centred cross product
      let centredShh = shh - sh * sh / count
      guard centredShh > 0 else { continue }
      let explained = shv * shv / centredShh
      if best == nil || explained > best!.explained {
        best = (i, explained, shv / centredShh, sh / count)
      }
    }
    guard let best else { return nil }
    self.flatLeg = flatLeg
    breakIndex = best.index
    slope = best.slope / span
    level = mean - best.slope * best.meanH
    self.sst = sst
    sse = max(0, sst - best.explained)
  }

  /// Running sums of scaled x (u), centred y (v) and their products.
  private struct Sums {
    var u = 0.0
    var uu = 0.0
    var uv = 0.0
    var v = 0.0
    var vv = 0.0
    var count = 0.0

    mutating func add(_ u: Double, _ v: Double) {
      self.u += u
      uu += u * u
      uv += u * v
      self.v += v
      vv += v * v
      count += 1
    }

    func minus(_ other: Sums) -> Sums {
      Sums(
        u: u - other.u, uu: uu - other.uu, uv: uv - other.uv, v: v - other.v, vv: vv - other.vv,
        count: count - other.count)
    }
  }
}
