/// The single best split of a series into two levels (a step in its mean), with measures of how
/// clear the step is and whether a straight line would explain the series better.
///
/// The split is binary segmentation of the mean: over every k in 2...n−2 (each level at least two
/// points), the one that minimises SSE(k) = Σ_{i<k}(y_i − ȳ_before)² + Σ_{i≥k}(y_i − ȳ_after)², in
/// O(n) with prefix sums of y and y² (shifted by the first value for accuracy). It is accepted when
/// it lowers the squared error of a single level by more than a BIC-style penalty,
/// SST − SSE(k) > 3·ln(n)·σ̂², with σ̂ the point-to-point noise (`NoiseScale.pointToPoint`); when
/// σ̂ = 0 (all steps equal: a noiseless line) any gain above rounding (10⁻¹²·SST) is accepted.
/// Non-finite values are not allowed (precondition).
/// O(n) time and memory.
///
/// A trend also passes that test (any rising series is "lower, then higher"), so two measures let
/// the caller tell a step from a trend or a wander:
/// - `lineRatio` = SSE(two levels) / SSE(least-squares line): below 1 when the step fits better
///   than a line (Nile 1871–1970: 0.72), about 2–3 for a straight line with noise;
/// - `noiseRatio` = pooled within-level standard deviation / σ̂: near 1 when two flat levels plus
///   noise explain the series (Nile: 1.1), well above 1 when the levels themselves wander or trend
///   (a random walk: about 2–3).
/// `isStrong` combines them with the size of the step.
public struct LevelShift: Sendable, Equatable {
  /// Index of the first point of the second level (2...n−2).
  public var index: Int
  /// Mean of y[0..<index] and of y[index...].
  public var before: Double
  public var after: Double
  /// |after − before| / s, with s = √(SSE/(n − 2)) the pooled within-level standard deviation
  /// (+∞ when s = 0). Nile: 1.94.
  public var standardizedShift: Double
  /// SSE(two levels) / SSE(line), ≥ 0 (+∞ when the line fits exactly and the levels do not;
  /// 1 when both fit exactly).
  public var lineRatio: Double
  /// Pooled within-level standard deviation / point-to-point noise σ̂ (+∞ when σ̂ = 0 < s; 1 when
  /// both are 0, a noiseless step).
  public var noiseRatio: Double

  public init(
    index: Int, before: Double, after: Double, standardizedShift: Double, lineRatio: Double, noiseRatio: Double
  ) {
    self.index = index
    self.before = before
    self.after = after
    self.standardizedShift = standardizedShift
    self.lineRatio = lineRatio
    self.noiseRatio = noiseRatio
  }

  /// after − before, in y units.
  public var shift: Double { after - before }

  /// A step a reader sees as the story of the series: standardizedShift ≥ 1.5 (the levels are
  /// apart by 1.5 within-level standard deviations), lineRatio ≤ 0.9 (better than a trend line)
  /// and noiseRatio ≤ 1.5 (the levels are flat up to noise). The Nile passes, and so do Britain's
  /// coal-mining disasters, about 3 a year until 1886 and about 1 after (lineRatio 0.87); straight
  /// lines with noise and random walks of 100 points or more almost never do (short random walks
  /// of about 30 points sometimes do: they are hard to tell from a step by eye too).
  public var isStrong: Bool { standardizedShift >= 1.5 && lineRatio <= 0.9 && noiseRatio <= 1.5 }

  /// The best split of `y`, or nil with fewer than 8 values or when the split does not pass the
  /// penalty (always for a constant series). A noiseless straight line passes (its lineRatio is
  /// +∞, so it is not strong); a noiseless step passes and is strong. `noise` is
  /// `NoiseScale.pointToPoint(y)` when the caller has it already (it takes two selections over
  /// the steps, the most costly part of this split); `nil`: computed here.
  public init?(_ y: [Double], noise: Double? = nil) {
    let n = y.count
    guard n >= 8 else { return nil }
    precondition(y.allSatisfy(\.isFinite), "LevelShift needs finite values")
    let origin = y[0]
    var prefix = [Double](repeating: 0, count: n + 1)
    var squares = [Double](repeating: 0, count: n + 1)
    for i in 0..<n {
      let v = y[i] - origin
      prefix[i + 1] = prefix[i] + v
      squares[i + 1] = squares[i] + v * v
    }
    func cost(_ from: Int, _ to: Int) -> Double {  // SSE of y[from..<to] around its mean
      let count = Double(to - from)
      let sum = prefix[to] - prefix[from]
      return max(0, squares[to] - squares[from] - sum * sum / count)
    }
    let whole = cost(0, n)
    var best = (index: 2, cost: Double.infinity)
    for k in 2...(n - 2) {
      let split = cost(0, k) + cost(k, n)
      if split < best.cost { best = (k, split) }
    }
    let sigma = noise ?? NoiseScale.pointToPoint(y)
    let gain = whole - best.cost
    guard gain > 3 * _log(Double(n)) * sigma * sigma, gain > 1e-12 * whole else { return nil }
    let k = best.index
    index = k
    before = origin + prefix[k] / Double(k)
    after = origin + (prefix[n] - prefix[k]) / Double(n - k)
    let pooled = (best.cost / Double(n - 2)).squareRoot()
    standardizedShift = pooled > 0 ? abs(after - before) / pooled : .infinity
    let line = LinearRegression(y: y, computeResiduals: false)
    if line.sse > 0 { lineRatio = best.cost / line.sse } else { lineRatio = best.cost > 0 ? .infinity : 1 }
    noiseRatio = sigma > 0 ? pooled / sigma : (pooled > 0 ? .infinity : 1)
  }
}
