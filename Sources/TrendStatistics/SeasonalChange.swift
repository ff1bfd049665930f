/// What happens beneath a cycle: whether the level the cycle rides on trends (a seasonal
/// Mann–Kendall test) and where it steps to a new level that lasts (a block of year-over-year
/// differences, for a yearly cycle).
///
/// A cycle hides both from the tests made on the whole series: the UK's monthly lung-disease
/// deaths (1974–1979) swing by about 1,600 a year, so Mann–Kendall on the 72 months finds no
/// trend, while every calendar month fell (the yearly average went from 2,178 to 1,912); the
/// seat-belt law of February 1983 cut front-seat casualties by about a quarter, a step smaller
/// than the yearly swing, which a step fit on the raw series does not separate from the cycle.
///
/// The series must be regular: `t` ascending with every spacing within a factor 1.5 of the mean
/// spacing (monthly data of 28–31 days passes; a gap does not), so that point `i` and point
/// `i − p` are one cycle apart, with `p = round(period / mean spacing)` points per cycle
/// (`pointsPerCycle`, at least 4).
///
/// - **Trend beneath the cycle** (Hirsch, Slack & Smith 1982): Mann–Kendall's S and its variance
///   (with ties) are computed separately for each phase of the cycle (points `k`, `k + p`,
///   `k + 2p`, … for k in 0..<p), then summed; z = (S − sign S) / √Var. Each phase compares
///   only with itself, so the swing does not mask the trend. `firstCycleMean` and
///   `lastCycleMean` are the means of the first and of the last `p` points: the level a listener
///   can compare.
/// - **Step beneath the cycle**: the differences `d_i = y_i − y_{i−p}` (this cycle against the
///   one before) are flat around their median where the level only trends, and rise or fall as a
///   block of `p` in a row after a step. The step is the block of `p` differences furthest from
///   the median on average, among blocks where (1) all `p` differences lie on the same side of the
///   median (one chance in 2^(p−1) for symmetric noise), and (2) the level lasts: the differences
///   of the next block (at least `p/2` of them) average within a third of the step of the median,
///   and so do those of the block before, when there are at least `p/2` of them (so a one-year
///   bump and the end of a longer fall are not steps), and (3) the step divides the series: the
///   mean of the whole cycles after it less the mean of the whole cycles before it (as many whole
///   cycles as fit on each side) is on the step's side and at least half its size (the Pacific's
///   fall from El Niño 1997–98 into La Niña is a step of −2.9 °C between neighbouring years, but
///   the years after it average only 0.4 °C below the years before). `before` and `after` are the
///   means of the `p` points before the step and of the `p` points from it.
///
/// Cost: O(n log n) for the trend (a Mann–Kendall per phase), O(n) for the step; memory O(n).
public struct SeasonalChange: Sendable, Equatable {
  /// Points per cycle, p ≥ 4.
  public var pointsPerCycle: Int
  /// The seasonal Mann–Kendall statistic: the sum over phases of S.
  public var s: Int
  /// Its variance: the sum over phases of Var(S) (with ties).
  public var varianceS: Double
  /// (S − sign S) / √Var(S); 0 when S = 0 or the variance is 0.
  public var z: Double
  /// Mean of the first and of the last `pointsPerCycle` values, in y units.
  public var firstCycleMean: Double
  public var lastCycleMean: Double
  /// Highest less lowest mean of the whole cycles counted from the first point (points 0..<p,
  /// p..<2p, …), in y units: how far the level moved at all.
  public var cycleMeanRange: Double
  /// The largest lasting step beneath the cycle, if any (see the type's description).
  public var step: Step?
  /// The whole cycle (counted from the first point, as for ``cycleMeanRange``) with the highest
  /// mean and the one with the lowest: the index of its first point and its mean, in y units
  /// (the first of equal means).
  public var highestCycle: Cycle
  public var lowestCycle: Cycle
  /// The means of the whole cycles counted from the first point (points 0..<p, p..<2p, …), in
  /// y units, in order: n / p values.
  public var cycleMeans: [Double]

  /// One whole cycle beneath which the level is measured.
  public struct Cycle: Sendable, Equatable {
    /// Index of its first point.
    public var start: Int
    /// The mean of its points, in y units.
    public var mean: Double
  }

  /// A step to a new level beneath a cycle.
  public struct Step: Sendable, Equatable {
    /// Index of the first point of the new level.
    public var index: Int
    /// Mean of the `p` points before `index` and of the `p` points from it, in y units.
    public var before: Double
    public var after: Double
    /// The mean of the block's differences less their median: the size of the step, in y units.
    public var shift: Double
  }

  /// `lastCycleMean − firstCycleMean`, in y units.
  public var cycleMeanChange: Double { lastCycleMean - firstCycleMean }

  /// Whether the trend beneath the cycle is significant at α = 0.05, two-sided.
  public var isTrendSignificant: Bool { Swift.abs(z) >= MannKendall.criticalZ - 1e-12 }

  /// The change beneath a cycle of `period` (x units, as `t`) of the series (t, y), or nil when
  /// the series is irregular, p < 4, or it holds fewer than three whole cycles. Values must be
  /// finite (precondition).
  public init?(t: [Double], y: [Double], period: Double) {
    precondition(t.count == y.count, "t and y must have the same length")
    let n = y.count
    guard n >= 12, period.isFinite, period > 0, let first = t.first, let last = t.last, last > first else {
      return nil
    }
    precondition(y.allSatisfy(\.isFinite), "SeasonalChange needs finite values")
    let spacing = (last - first) / Double(n - 1)
    for i in 1..<n {
      let step = t[i] - t[i - 1]
      guard step >= spacing / 1.5, step <= spacing * 1.5 else { return nil }
    }
    let p = Int((period / spacing).rounded())
    guard p >= 4, n >= 3 * p else { return nil }
    pointsPerCycle = p

    var totalS = 0
    var variance = 0.0
    var phase: [Double] = []
    phase.reserveCapacity(n / p + 1)
    for k in 0..<p {
      phase.removeAll(keepingCapacity: true)
      for index in stride(from: k, to: n, by: p) { phase.append(y[index]) }
      let test = MannKendall(y: phase)
      totalS += test.s
      variance += test.varianceS
    }
    s = totalS
    varianceS = variance
    z = totalS == 0 || variance <= 0 ? 0 : (Double(totalS) - (totalS > 0 ? 1 : -1)) / variance.squareRoot()
    firstCycleMean = y[0..<p].reduce(0, +) / Double(p)
    lastCycleMean = y[(n - p)..<n].reduce(0, +) / Double(p)
    let means = stride(from: 0, through: n - p, by: p).map { y[$0..<($0 + p)].reduce(0, +) / Double(p) }
    cycleMeanRange = (means.max() ?? 0) - (means.min() ?? 0)
    var highest = 0
    var lowest = 0
    for (index, mean) in means.enumerated() {
      if mean > means[highest] { highest = index }
      if mean < means[lowest] { lowest = index }
    }
    cycleMeans = means
    highestCycle = Cycle(start: highest * p, mean: means[highest])
    lowestCycle = Cycle(start: lowest * p, mean: means[lowest])
    step = Self.step(y, p: p)
  }

  /// The largest lasting block of year-over-year differences (see the type's description).
  static func step(_ y: [Double], p: Int) -> Step? {
    let n = y.count
    // d[j] = y[j + p] − y[j], for the point j + p.
    let d = (p..<n).map { y[$0] - y[$0 - p] }
    guard d.count >= p + p / 2 else { return nil }
    let median = OrderStatistics.median(d)
    var sums = [Double](repeating: 0, count: d.count + 1)
    var above = [Int](repeating: 0, count: d.count + 1)
    var below = [Int](repeating: 0, count: d.count + 1)
    for (j, value) in d.enumerated() {
      sums[j + 1] = sums[j] + (value - median)
      above[j + 1] = above[j] + (value > median ? 1 : 0)
      below[j + 1] = below[j] + (value < median ? 1 : 0)
    }
    func mean(_ from: Int, _ to: Int) -> Double { (sums[to] - sums[from]) / Double(to - from) }
    var levels = [Double](repeating: 0, count: n + 1)
    for (i, value) in y.enumerated() { levels[i + 1] = levels[i] + (value - y[0]) }
    /// Mean of the whole cycles after `index` less the mean of the whole cycles before it.
    func divides(_ index: Int) -> Double {
      let before = (index / p) * p
      let after = ((n - index) / p) * p
      return (levels[index + after] - levels[index]) / Double(after)
        - (levels[index] - levels[index - before]) / Double(before)
    }
    var best: Step?
    for start in 0...(d.count - p) {
      let end = start + p
      let shift = mean(start, end)
      guard shift != 0 else { continue }
      let sameSide = shift > 0 ? above[end] - above[start] : below[end] - below[start]
      guard sameSide == p, Swift.abs(shift) > Swift.abs(best?.shift ?? 0) else { continue }
      let afterEnd = min(d.count, end + p)
      guard afterEnd - end >= p / 2, Swift.abs(mean(end, afterEnd)) <= Swift.abs(shift) / 3 else { continue }
      let beforeStart = max(0, start - p)
      if start - beforeStart >= p / 2 {
        guard Swift.abs(mean(beforeStart, start)) <= Swift.abs(shift) / 3 else { continue }
      }
      let index = start + p
      let split = divides(index)
      guard (split > 0) == (shift > 0), Swift.abs(split) >= Swift.abs(shift) / 2 else { continue }
      best = Step(
        index: index,
        before: y[(index - p)..<index].reduce(0, +) / Double(p),
        after: y[index..<(index + p)].reduce(0, +) / Double(p),
        shift: shift)
    }
    return best
  }
}
