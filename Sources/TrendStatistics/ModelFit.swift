internal import Dispatch

/// The five regression models that Apple's Chart Details chooses from for a series' best fit.
public enum RegressionModelKind: String, Sendable, CaseIterable, Equatable {
  /// y = a·x + b
  case linear
  /// y = a·e^(b·x), needs all y > 0
  case exponential
  /// y = a·ln(x) + b, needs all x > 0
  case logarithmic
  /// y = a·x^b, needs all x > 0 and y > 0
  case power
  /// y = a·sin(b·x + c) + d, needs the x span ≥ 2/3 of the period 2π/b
  case sinusoidal
}

/// Chart Details confidence words: c ≤ 0.2 none, ≤ 0.4 weak, ≤ 0.7 moderate, ≤ 0.9 strong,
/// else very strong (upper bounds inclusive).
public enum FitConfidence: String, Sendable, Equatable, CaseIterable {
  case none, weak, moderate, strong, veryStrong

  public init(confidence c: Double) {
    if c <= 0.2 {
      self = .none
    } else if c <= 0.4 {
      self = .weak
    } else if c <= 0.7 {
      self = .moderate
    } else if c <= 0.9 {
      self = .strong
    } else {
      self = .veryStrong
    }
  }
}

/// One fitted model.
public struct FittedModel: Sendable, Equatable {
  public let kind: RegressionModelKind
  /// Parameters in the public form: [a, b] or, for sinusoidal, [a, b, c, d] with a > 0, b > 0,
  /// c ∈ (−π, π].
  public let parameters: [Double]
  /// Σ(y − ŷ)² and Σ(y − ȳ)² over ALL input points.
  public let sse: Double
  public let sst: Double
  /// SSE/SST (lower is better).
  public let score: Double
  /// max(0, 1 − score).
  public var confidence: Double { max(0, 1 - score) }
  /// Internal, numerically centred form used for prediction (x scaled to u = (x − x0)/w).
  let inner: [Double]
  let x0: Double
  let w: Double

  /// ŷ(x). Uses the centred internal parameters, so it stays accurate even when the public
  /// a of an exponential over/underflows.
  public func predict(_ x: Double) -> Double {
    ModelMath.eval(kind, inner, (x - x0) / w, x / w)
  }

  /// Symbolic equation, 4 significant digits: "y = 2.5·x + 3.1", "y = 2·e^(0.3·x)",
  /// "y = 1.5·ln(x) + 2", "y = 2·x^1.5", "y = 3·sin(0.5·x + 1) + 10". "·" is U+00B7, minus is
  /// U+2212; a negative term is written "− 3.1" rather than "+ −3.1".
  public var equation: String {
    let s = { (v: Double) in NumberText.significant(v) }
    func tail(_ v: Double) -> String {
      let r = s(abs(v))
      if r == "0" { return "" }
      return v < 0 ? " \u{2212} " + r : " + " + r
    }
    let p = parameters
    switch kind {
    case .linear: return "y = \(s(p[0]))·x" + tail(p[1])
    case .exponential: return "y = \(s(p[0]))·e^(\(s(p[1]))·x)"
    case .logarithmic: return "y = \(s(p[0]))·ln(x)" + tail(p[1])
    case .power: return "y = \(s(p[0]))·x^\(s(p[1]))"
    case .sinusoidal: return "y = \(s(p[0]))·sin(\(s(p[1]))·x" + tail(p[2]) + ")" + tail(p[3])
    }
  }

  /// English words for speech, in the chart's own x: "y equals 2.5 times x plus 3.1", "y equals 2
  /// times e to the power of 0.3 times x", "y equals 1.5 times the natural log of x plus 2", "y
  /// equals 2 times x to the power of 1.5", "y equals 3 times the sine of 0.5 times x plus 1, plus
  /// 10". Same as ``spokenEquation(xOrigin:)`` with origin 0.
  /// (The summarizer's string catalog should localise; this is the English fallback.)
  public var spokenEquation: String { spokenEquation(xOrigin: 0) }

  /// English words for speech with x measured from `xOrigin`: for linear, exponential and
  /// sinusoidal models, x in the words is the chart's x minus `xOrigin`, so a fit over the years
  /// 1959…2001 spoken with origin 1959 reads "y equals 71.9 million times x plus 2.67 billion"
  /// (x = years since 1959) instead of "y equals 71.9 million times x minus 138 billion", whose
  /// rounded intercept is off by more than the data. Logarithmic and power models change shape
  /// under a shift of x, so for them x is always the chart's own x and `xOrigin` is ignored
  /// (see ``usesXOrigin``). Parameters come from ``parameters(xOrigin:)``.
  ///
  /// Numbers are spoken by `NumberText.spoken` with three significant digits: words from a million
  /// ("71.9 million"), plain decimals for small magnitudes ("0.000000129"), never scientific
  /// notation; "minus" for a negative leading coefficient. A term whose coefficient reads "0" is
  /// left out ("y equals 2 times x", not "plus 0").
  public func spokenEquation(xOrigin: Double) -> String {
    func s(_ v: Double) -> String { NumberText.spoken(v) }
    func tail(_ v: Double, comma: Bool = false) -> String {
      let r = NumberText.spoken(abs(v))
      if r == "0" { return "" }
      return (comma ? "," : "") + (v < 0 ? " minus " : " plus ") + r
    }
    let p = parameters(xOrigin: xOrigin)
    switch kind {
    case .linear: return "y equals \(s(p[0])) times x" + tail(p[1])
    case .exponential: return "y equals \(s(p[0])) times e to the power of \(s(p[1])) times x"
    case .logarithmic: return "y equals \(s(p[0])) times the natural log of x" + tail(p[1])
    case .power: return "y equals \(s(p[0])) times x to the power of \(s(p[1]))"
    case .sinusoidal:
      return "y equals \(s(p[0])) times the sine of \(s(p[1])) times x" + tail(p[2]) + tail(p[3], comma: true)
    }
  }

  /// Whether ``parameters(xOrigin:)`` and ``spokenEquation(xOrigin:)`` honour an origin: `true`
  /// for linear, exponential and sinusoidal models.
  public var usesXOrigin: Bool { kind == .linear || kind == .exponential || kind == .sinusoidal }

  /// ``parameters`` for x measured from `xOrigin` (x′ = x − xOrigin), computed from the centred
  /// internal form so they stay accurate when the public ones are huge:
  /// - linear a·x′ + b′ with b′ = ŷ(xOrigin);
  /// - exponential a′·e^(b·x′) with a′ = ŷ(xOrigin);
  /// - sinusoidal a·sin(b·x′ + c′) + d with c′ = c + b·xOrigin wrapped to (−π, π];
  /// - logarithmic and power: ``parameters`` unchanged (`xOrigin` ignored).
  /// With `xOrigin` = 0 this equals ``parameters`` up to rounding.
  public func parameters(xOrigin: Double) -> [Double] {
    let shift = (xOrigin - x0) / w
    switch kind {
    case .linear: return [inner[0] / w, inner[1] + inner[0] * shift]
    case .exponential: return [inner[0] * _exp(inner[1] * shift), inner[1] / w]
    case .sinusoidal: return [inner[0], inner[1] / w, ModelMath.wrapAngle(inner[2] + inner[1] * shift), inner[3]]
    case .logarithmic, .power: return parameters
    }
  }
}

/// Fits all eligible Chart Details models and picks the best (lowest SSE/SST).
///
/// * linear: exact least squares (closed form = the LM optimum) on all points.
/// * logarithmic: exact least squares of y on ln x (closed form) on all points; needs x > 0.
/// * exponential, power: Levenberg–Marquardt on the original y (not the log), started from the
///   log-linearised fit; needs y > 0 (and x > 0 for power).
/// * sinusoidal: start frequencies from a least-squares periodogram (frequencies 2/3…K cycles per
///   x span in steps of 1/4 cycle, K = min(200, m/2)), the 3 best peaks refined by LM; disqualified
///   when the fitted span covers less than 2/3 of a period (b·span < 4π/3) or n < 5.
/// * Non-linear fits use at most `maxFitPoints` points (a deterministic evenly spaced subsample,
///   first and last kept); every score uses all n points. LM: ≤ 200 iterations, λ-damped normal
///   equations with Marquardt scaling. Cost O(n + maxFitPoints·(200·iterations)), bounded.
/// * Score = SSE/SST; best = lowest score, ties to the earlier kind in `RegressionModelKind`
///   order; confidence = max(0, 1 − score). A model whose score is not finite is dropped.
/// * Edge cases: n < 2, or SST = 0 (constant y) → no models, `best == nil`, confidence 0.
///   x for categorical axes should be the index 0…n−1 (Part B), so log/power are then ineligible
///   (x = 0 present).
/// Deterministic: no randomness. Precondition: finite values, x.count == y.count.
public struct ModelFit: Sendable, Equatable {
  /// Eligible fitted models in `RegressionModelKind` order.
  public let models: [FittedModel]
  /// Lowest score, or nil.
  public let best: FittedModel?
  /// max(0, 1 − best.score), 0 without a best model.
  public var confidence: Double { best?.confidence ?? 0 }
  public var confidenceLevel: FitConfidence { FitConfidence(confidence: confidence) }

  public static let defaultMaxFitPoints = 2048

  /// Fits the models of `kinds` to (x, y).
  ///
  /// - Parameters:
  ///   - x: the x values (finite), as many as `y`.
  ///   - y: the y values (finite).
  ///   - maxFitPoints: the most points the non-linear fits run on (scores use every point).
  ///   - kinds: the models to try (all by default). A caller that already knows a kind cannot
  ///     win (a sine where the data shows no repeating cycle) saves its cost: the sine's
  ///     periodogram is the dearest fit.
  public init(
    x: [Double], y: [Double], maxFitPoints: Int = ModelFit.defaultMaxFitPoints,
    kinds: Set<RegressionModelKind> = Set(RegressionModelKind.allCases)
  ) {
    precondition(x.count == y.count)
    self = x.withUnsafeBufferPointer { xp in
      y.withUnsafeBufferPointer { yp in ModelFit(x: xp, y: yp, maxFitPoints: maxFitPoints, kinds: kinds) }
    }
  }

  public init(
    x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    maxFitPoints: Int = ModelFit.defaultMaxFitPoints,
    kinds: Set<RegressionModelKind> = Set(RegressionModelKind.allCases)
  ) {
    precondition(x.count == y.count)
    let n = y.count
    var sy = 0.0
    for i in 0..<n { sy += y[i] }
    let my = n > 0 ? sy / Double(n) : 0
    var sst = 0.0
    var xmin = Double.infinity
    var xmax = -Double.infinity
    var ymin = Double.infinity
    for i in 0..<n {
      sst += (y[i] - my) * (y[i] - my)
      xmin = min(xmin, x[i])
      xmax = max(xmax, x[i])
      ymin = min(ymin, y[i])
    }
    guard n >= 2, sst > 0, xmax > xmin else {
      models = []
      best = nil
      return
    }
    let x0 = xmin
    let w = xmax - xmin
    // deterministic subsample of (u, y)
    let m = min(n, max(8, maxFitPoints))
    var su = [Double]()
    var sx = [Double]()
    var sY = [Double]()
    su.reserveCapacity(m)
    sx.reserveCapacity(m)
    sY.reserveCapacity(m)
    for k in 0..<m {
      let i = m == n ? k : Int((Double(k) * Double(n - 1) / Double(m - 1)).rounded())
      su.append((x[i] - x0) / w)
      sx.append(x[i])
      sY.append(y[i])
    }
    func score(_ kind: RegressionModelKind, _ inner: [Double], _ pub: [Double]) -> FittedModel? {
      let sse = ModelMath.sumOfSquaredResiduals(kind, inner, x, y, x0: x0, w: w)
      guard sse.isFinite, pub.allSatisfy(\.isFinite) || kind == .exponential || kind == .power else { return nil }
      return FittedModel(kind: kind, parameters: pub, sse: sse, sst: sst, score: sse / sst, inner: inner, x0: x0, w: w)
    }
    var out: [FittedModel] = []
    // linear (closed form on all points)
    let lin = LinearRegression(x: x, y: y, computeResiduals: false)
    // inner linear: A·u + B  with A = a·w, B = b + a·x0
    if kinds.contains(.linear),
      let f = score(.linear, [lin.slope * w, lin.intercept + lin.slope * x0], [lin.slope, lin.intercept])
    {
      out.append(f)
    }
    let allYPositive = ymin > 0
    let allXPositive = xmin > 0
    // exponential: y = A·e^(B·u)
    if kinds.contains(.exponential), allYPositive {
      let ly = sY.map { _log($0) }
      let start = ModelMath.ols(su, ly)
      var theta = [_exp(start.intercept), start.slope]
      theta = LevenbergMarquardt.fit(kind: .exponential, u: su, v: su, y: sY, start: theta)
      let a = theta[0] * _exp(-theta[1] * x0 / w)
      let b = theta[1] / w
      if let f = score(.exponential, theta, [a, b]) { out.append(f) }
    }
    // logarithmic (closed form on all points): y = a·ln x + b
    if kinds.contains(.logarithmic), allXPositive {
      var lx = [Double](repeating: 0, count: n)
      for i in 0..<n { lx[i] = _log(x[i]) }
      let r = lx.withUnsafeBufferPointer { LinearRegression(x: $0, y: y, computeResiduals: false) }
      if let f = score(.logarithmic, [r.slope, r.intercept + r.slope * _log(w)], [r.slope, r.intercept]) {
        out.append(f)
      }
    }
    // power: y = A·(x/w)^B
    if kinds.contains(.power), allXPositive && allYPositive {
      let lv = sx.map { _log($0 / w) }
      let ly = sY.map { _log($0) }
      let start = ModelMath.ols(lv, ly)
      var theta = [_exp(start.intercept), start.slope]
      let v = sx.map { $0 / w }
      theta = LevenbergMarquardt.fit(kind: .power, u: su, v: v, y: sY, start: theta)
      let a = theta[0] * _pow(w, -theta[1])
      let b = theta[1]
      if let f = score(.power, theta, [a, b]) { out.append(f) }
    }
    // sinusoidal: y = A·sin(B·u + C) + D
    if kinds.contains(.sinusoidal), n >= 5, let theta = ModelMath.fitSinusoid(u: su, y: sY) {
      var A = theta[0]
      var B = theta[1]
      var C = theta[2]
      let D = theta[3]
      if B < 0 {
        B = -B
        C = -C + Double.pi
      }  // sin(−Bu + C) = sin(Bu − C + π)
      if A < 0 {
        A = -A
        C += Double.pi
      }
      if B >= 4 * Double.pi / 3 {
        let b = B / w
        var c = C - B * x0 / w
        c = ModelMath.wrapAngle(c)
        let inner = [A, B, ModelMath.wrapAngle(C), D]
        if let f = score(.sinusoidal, inner, [A, b, c, D]) { out.append(f) }
      }
    }
    models = out
    var bestModel: FittedModel? = nil
    for f in out where bestModel == nil || f.score < bestModel!.score { bestModel = f }
    best = bestModel
  }

  /// The exponential y = a·e^(b·x) a chart with a logarithmic y axis and a linear x axis shows as
  /// a straight line: least squares of ln y on x (every point weighs the same on that axis, where
  /// a fit on y itself follows the largest values), with ``FittedModel/sse`` and
  /// ``FittedModel/sst`` in natural-log units, so that ``FittedModel/confidence`` is the R² of the
  /// line the chart shows and e^b − 1 is the growth per unit of x that a summary of the same
  /// chart says. US airline passenger miles, 1937–1960: b = 0.19 a year (21% a year, R² 0.97),
  /// where the fit on y gives 0.133 (14%). Centred on the mean x, so a′ of
  /// ``FittedModel/parameters(xOrigin:)`` stays accurate on x in years or seconds. `nil` with
  /// fewer than three points, any y that is not positive and finite, any x that is not finite,
  /// or all x equal. O(n).
  public static func logLinearExponential(x: [Double], y: [Double]) -> FittedModel? {
    guard x.count == y.count, x.count >= 3,
      zip(x, y).allSatisfy({ $0.1 > 0 && $0.0.isFinite && $0.1.isFinite })
    else { return nil }
    let x0 = x.reduce(0, +) / Double(x.count)
    let u = x.map { $0 - x0 }
    guard u.contains(where: { $0 != 0 }) else { return nil }
    guard let fit = straightLine(u, y.map { _log($0) }) else { return nil }
    let inner = [_exp(fit.intercept), fit.slope]
    return FittedModel(
      kind: .exponential, parameters: [inner[0] * _exp(-fit.slope * x0), fit.slope], sse: fit.sse, sst: fit.sst,
      score: fit.sse / fit.sst, inner: inner, x0: x0, w: 1)
  }

  /// The power law y = a·x^b a chart with logarithmic x and y axes shows as a straight line:
  /// least squares of log₁₀ y on log₁₀ x (every point weighs the same on those axes, where a fit
  /// on y itself follows the largest values), with ``FittedModel/sse`` and ``FittedModel/sst`` in
  /// log₁₀ units, so that ``FittedModel/confidence`` is the R² of the line the chart shows.
  /// Mammals' brain and body weights (62 species): b = 0.752, R² = 0.92, where the fit on y gives
  /// b = 0.696. `nil` with fewer than three points, any x or y that is not positive and finite,
  /// or all x equal. O(n).
  public static func logLogPower(x: [Double], y: [Double]) -> FittedModel? {
    guard x.count == y.count, x.count >= 3,
      zip(x, y).allSatisfy({ $0.0 > 0 && $0.1 > 0 && $0.0.isFinite && $0.1.isFinite })
    else { return nil }
    guard let fit = straightLine(x.map { _log10($0) }, y.map { _log10($0) }) else { return nil }
    let a = _pow(10, fit.intercept)
    return FittedModel(
      kind: .power, parameters: [a, fit.slope], sse: fit.sse, sst: fit.sst, score: fit.sse / fit.sst,
      inner: [a, fit.slope], x0: 0, w: 1)
  }

  /// The least-squares line of `v` on `u` (the chart's own straight line on logarithmic axes),
  /// with its squared error and the squared deviation of `v` from its mean, both in `v`'s units.
  /// `nil` when the slope or intercept is not finite or `v` is constant. O(n).
  private static func straightLine(_ u: [Double], _ v: [Double]) -> (
    slope: Double, intercept: Double, sse: Double, sst: Double
  )? {
    let fit = LinearRegression(x: u, y: v, computeResiduals: false)
    guard fit.slope.isFinite, fit.intercept.isFinite else { return nil }
    let mean = v.reduce(0, +) / Double(v.count)
    var sse = 0.0
    var sst = 0.0
    for (a, b) in zip(u, v) {
      let residual = b - (fit.intercept + fit.slope * a)
      sse += residual * residual
      sst += (b - mean) * (b - mean)
    }
    guard sst > 0 else { return nil }
    return (fit.slope, fit.intercept, sse, sst)
  }
}

enum ModelMath {
  /// Evaluates the internal form. u = (x − x0)/w, v = x/w.
  @inline(__always) static func eval(_ kind: RegressionModelKind, _ p: [Double], _ u: Double, _ v: Double) -> Double {
    switch kind {
    case .linear: return p[0] * u + p[1]
    case .exponential: return p[0] * _exp(p[1] * u)
    case .logarithmic: return p[0] * _log(v) + p[1]  // inner b' = b + a·ln w
    case .power: return p[0] * _pow(v, p[1])
    case .sinusoidal: return p[0] * _sin(p[1] * u + p[2]) + p[3]
    }
  }

  /// Σ(y − ŷ)² over all points with per-kind loops; two threads (fixed halves, partial sums
  /// added in a fixed order, so the result is deterministic) from 65,536 points on.
  static func sumOfSquaredResiduals(
    _ kind: RegressionModelKind, _ p: [Double], _ x: UnsafeBufferPointer<Double>,
    _ y: UnsafeBufferPointer<Double>, x0: Double, w: Double
  ) -> Double {
    let n = y.count
    guard n > 0 else { return 0 }
    let xs = SendablePointer(p: UnsafeMutablePointer(mutating: x.baseAddress!))
    let ys = SendablePointer(p: UnsafeMutablePointer(mutating: y.baseAddress!))
    let p0 = p[0]
    let p1 = p[1]
    let p2 = p.count > 2 ? p[2] : 0
    let p3 = p.count > 3 ? p[3] : 0
    let invW = 1 / w
    let part: @Sendable (Int, Int) -> Double = { lo, hi in
      var s = 0.0
      switch kind {
      case .linear:
        for i in lo..<hi {
          let r = ys.p[i] - (p0 * ((xs.p[i] - x0) * invW) + p1)
          s += r * r
        }
      case .exponential:
        for i in lo..<hi {
          let r = ys.p[i] - p0 * _exp(p1 * ((xs.p[i] - x0) * invW))
          s += r * r
        }
      case .logarithmic:
        for i in lo..<hi {
          let r = ys.p[i] - (p0 * _log(xs.p[i] * invW) + p1)
          s += r * r
        }
      case .power:
        for i in lo..<hi {
          let r = ys.p[i] - p0 * _pow(xs.p[i] * invW, p1)
          s += r * r
        }
      case .sinusoidal:
        for i in lo..<hi {
          let r = ys.p[i] - (p0 * _sin(p1 * ((xs.p[i] - x0) * invW) + p2) + p3)
          s += r * r
        }
      }
      return s
    }
    if n < 1 << 16 { return part(0, n) }
    let sums = SendablePointer(p: UnsafeMutablePointer<Double>.allocate(capacity: 2))
    defer { sums.p.deallocate() }
    let half = n / 2
    DispatchQueue.concurrentPerform(iterations: 2) { w in
      sums.p[w] = w == 0 ? part(0, half) : part(half, n)
    }
    return sums.p[0] + sums.p[1]
  }

  static func ols(_ x: [Double], _ y: [Double]) -> (slope: Double, intercept: Double) {
    let r = LinearRegression(x: x, y: y, computeResiduals: false)
    return (r.slope, r.intercept)
  }

  static func wrapAngle(_ a: Double) -> Double {
    let twoPi = 2 * Double.pi
    var r = a.truncatingRemainder(dividingBy: twoPi)
    if r <= -Double.pi { r += twoPi }
    if r > Double.pi { r -= twoPi }
    return r
  }

  /// Periodogram start + LM from the three best peaks; returns [A, B, C, D] in u-units or nil.
  static func fitSinusoid(u: [Double], y: [Double]) -> [Double]? {
    let m = u.count
    var mean = 0.0
    for v in y { mean += v }
    mean /= Double(m)
    let maxCycles = min(200.0, Double(m) / 2)
    guard maxCycles >= 2.0 / 3.0 else { return nil }
    var candidates: [(gain: Double, theta: [Double])] = []
    var prev2 = -1.0
    var prev1 = -1.0
    var prevTheta: [Double] = []
    var k = 2.0 / 3.0
    var lastGain = -1.0
    var lastTheta: [Double] = []
    while k <= maxCycles + 1e-9 {
      let B = 2 * Double.pi * k
      // least squares y − mean ≈ α sin(Bu) + β cos(Bu) + γ
      var ss = 0.0
      var cc = 0.0
      var sc = 0.0
      var s1 = 0.0
      var c1 = 0.0
      var sy = 0.0
      var cy = 0.0
      var yy = 0.0
      for i in 0..<m {
        let sn = _sin(B * u[i])
        let cs = _cos(B * u[i])
        let d = y[i] - mean
        ss += sn * sn
        cc += cs * cs
        sc += sn * cs
        s1 += sn
        c1 += cs
        sy += sn * d
        cy += cs * d
        yy += d
      }
      let M = [[ss, sc, s1], [sc, cc, c1], [s1, c1, Double(m)]]
      var gain = 0.0
      var theta: [Double] = []
      if let sol = LinearAlgebra.solve(M, [sy, cy, yy]) {
        gain = sol[0] * sy + sol[1] * cy + sol[2] * yy  // SSE reduction
        let A = (sol[0] * sol[0] + sol[1] * sol[1]).squareRoot()
        theta = [A, B, _atan2(sol[1], sol[0]), mean + sol[2]]
      }
      // local maximum detection on the previous point
      if prev1 >= 0 && prev1 >= prev2 && prev1 >= gain && !prevTheta.isEmpty {
        candidates.append((prev1, prevTheta))
      }
      prev2 = prev1
      prev1 = gain
      prevTheta = theta
      lastGain = gain
      lastTheta = theta
      k += 0.25
    }
    if prev1 >= prev2 && !lastTheta.isEmpty { candidates.append((lastGain, lastTheta)) }
    candidates.sort { $0.gain > $1.gain }
    var best: [Double]? = nil
    var bestSSE = Double.infinity
    for c in candidates.prefix(3) {
      let theta = LevenbergMarquardt.fit(kind: .sinusoidal, u: u, v: u, y: y, start: c.theta)
      var sse = 0.0
      for i in 0..<m {
        let r = y[i] - eval(.sinusoidal, theta, u[i], u[i])
        sse += r * r
      }
      if sse.isFinite && sse < bestSSE {
        bestSSE = sse
        best = theta
      }
    }
    return best
  }
}

enum LinearAlgebra {
  /// Gaussian elimination with partial pivoting; nil when singular.
  static func solve(_ a: [[Double]], _ b: [Double]) -> [Double]? {
    var m = a
    var r = b
    let n = r.count
    for col in 0..<n {
      var piv = col
      for row in (col + 1)..<max(col + 1, n) where abs(m[row][col]) > abs(m[piv][col]) { piv = row }
      if !(abs(m[piv][col]) > 1e-300) { return nil }
      if piv != col {
        m.swapAt(piv, col)
        r.swapAt(piv, col)
      }
      for row in (col + 1)..<max(col + 1, n) {
        let f = m[row][col] / m[col][col]
        if f == 0 { continue }
        for c in col..<n { m[row][c] -= f * m[col][c] }
        r[row] -= f * r[col]
      }
    }
    var x = [Double](repeating: 0, count: n)
    for row in stride(from: n - 1, through: 0, by: -1) {
      var s = r[row]
      for c in (row + 1)..<max(row + 1, n) { s -= m[row][c] * x[c] }
      x[row] = s / m[row][row]
    }
    return x.allSatisfy(\.isFinite) ? x : nil
  }
}

enum LevenbergMarquardt {
  static let maxIterations = 200

  /// Model value and gradient in the internal parameterisation.
  @inline(__always) static func valueAndGradient(
    _ kind: RegressionModelKind, _ p: [Double], _ u: Double, _ v: Double,
    _ g: inout [Double]
  ) -> Double {
    switch kind {
    case .exponential:
      let e = _exp(p[1] * u)
      g[0] = e
      g[1] = p[0] * u * e
      return p[0] * e
    case .power:
      let e = _pow(v, p[1])
      g[0] = e
      g[1] = p[0] * e * _log(v)
      return p[0] * e
    case .sinusoidal:
      let arg = p[1] * u + p[2]
      let sn = _sin(arg)
      let cs = _cos(arg)
      g[0] = sn
      g[1] = p[0] * cs * u
      g[2] = p[0] * cs
      g[3] = 1
      return p[0] * sn + p[3]
    case .linear, .logarithmic:
      g[0] = u
      g[1] = 1
      return p[0] * u + p[1]
    }
  }

  /// Minimises Σ(y − f)² from `start`; returns the best parameters seen (never worse than start
  /// when the start is finite).
  static func fit(kind: RegressionModelKind, u: [Double], v: [Double], y: [Double], start: [Double]) -> [Double] {
    let p = start.count
    let m = y.count
    var theta = start
    var g = [Double](repeating: 0, count: p)
    func sse(_ th: [Double]) -> Double {
      var s = 0.0
      for i in 0..<m {
        let r = y[i] - valueAndGradient(kind, th, u[i], v[i], &g)
        s += r * r
      }
      return s.isFinite ? s : .infinity
    }
    var current = sse(theta)
    if !current.isFinite { return theta }
    var lambda = 1e-3
    var iter = 0
    while iter < maxIterations {
      iter += 1
      var jtj = [[Double]](repeating: [Double](repeating: 0, count: p), count: p)
      var jtr = [Double](repeating: 0, count: p)
      for i in 0..<m {
        let f = valueAndGradient(kind, theta, u[i], v[i], &g)
        let r = y[i] - f
        for a in 0..<p {
          jtr[a] += g[a] * r
          for b in 0...a { jtj[a][b] += g[a] * g[b] }
        }
      }
      for a in 0..<p { for b in (a + 1)..<max(a + 1, p) { jtj[a][b] = jtj[b][a] } }
      var improved = false
      while lambda < 1e16 {
        var aug = jtj
        for a in 0..<p { aug[a][a] += lambda * max(jtj[a][a], 1e-12) }
        guard let delta = LinearAlgebra.solve(aug, jtr) else {
          lambda *= 10
          continue
        }
        let cand = zip(theta, delta).map { $0 + $1 }
        let s = sse(cand)
        if s < current {
          let rel = (current - s) / max(current, 1e-300)
          theta = cand
          current = s
          lambda = max(lambda / 3, 1e-12)
          improved = true
          if rel < 1e-13 { return theta }
          break
        } else {
          lambda *= 4
        }
      }
      if !improved || current == 0 { break }
    }
    return theta
  }
}
