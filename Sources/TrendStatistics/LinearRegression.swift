/// Ordinary least squares y ≈ intercept + slope·x, with R² and Pearson r.
///
/// slope = Sxy/Sxx, intercept = ȳ − slope·x̄ (sums of centred products, two passes for accuracy);
/// R² = 1 − SSE/SST clamped to [0, 1] (0 when SST = 0); r = Sxy/√(Sxx·Syy) (0 when a variance is 0).
/// Sxx = 0 (n < 2 or all x equal) → slope 0, intercept ȳ. n = 0 → everything 0, no residuals.
/// O(n) time; residuals O(n) memory (`computeResiduals: false` skips them).
/// Precondition: finite values, x.count == y.count.
public struct LinearRegression: Sendable, Equatable {
  public let n: Int
  public let slope: Double
  public let intercept: Double
  /// Coefficient of determination in [0, 1].
  public let rSquared: Double
  /// Pearson correlation in [−1, 1].
  public let pearsonR: Double
  /// SSE = Σ(y − ŷ)² and SST = Σ(y − ȳ)².
  public let sse: Double
  public let sst: Double
  /// e_i = y_i − (intercept + slope·x_i) (empty when not requested).
  public let residuals: [Double]

  public init(x: [Double], y: [Double], computeResiduals: Bool = true) {
    precondition(x.count == y.count)
    self = x.withUnsafeBufferPointer { xp in
      y.withUnsafeBufferPointer { yp in LinearRegression(x: xp, y: yp, computeResiduals: computeResiduals) }
    }
  }

  /// x = 0, 1, …, n−1.
  public init(y: [Double], computeResiduals: Bool = true) {
    let x = (0..<y.count).map(Double.init)
    self.init(x: x, y: y, computeResiduals: computeResiduals)
  }

  public init(x: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, computeResiduals: Bool = true) {
    precondition(x.count == y.count)
    let n = y.count
    self.n = n
    guard n > 0 else {
      slope = 0
      intercept = 0
      rSquared = 0
      pearsonR = 0
      sse = 0
      sst = 0
      residuals = []
      return
    }
    var sx = 0.0
    var sy = 0.0
    for i in 0..<n {
      sx += x[i]
      sy += y[i]
    }
    let mx = sx / Double(n)
    let my = sy / Double(n)
    var sxx = 0.0
    var sxy = 0.0
    var syy = 0.0
    for i in 0..<n {
      let dx = x[i] - mx
      let dy = y[i] - my
      sxx += dx * dx
      sxy += dx * dy
      syy += dy * dy
    }
    let b = sxx > 0 ? sxy / sxx : 0
    let a = my - b * mx
    slope = b
    intercept = a
    sst = syy
    var e = 0.0
    var res: [Double] = []
    if computeResiduals { res.reserveCapacity(n) }
    for i in 0..<n {
      let r = y[i] - (a + b * x[i])
      e += r * r
      if computeResiduals { res.append(r) }
    }
    sse = e
    residuals = res
    rSquared = syy > 0 ? min(1, max(0, 1 - e / syy)) : 0
    pearsonR = (sxx > 0 && syy > 0) ? min(1, max(-1, sxy / (sxx.squareRoot() * syy.squareRoot()))) : 0
  }
}
