/// The shape of a sample in words a listener can use, each decided by a stated test.
///
/// - **Peaks** (``peaks``): the modes of a Gaussian kernel density estimate with Silverman's
///   bandwidth 0.9·min(s, IQR/1.34)·n^(−1/5) (s when the IQR is 0), evaluated at 512 points
///   from min − 3h to max + 3h (exactly for n ≤ 20,000; above that from the counts of 4,096
///   equal cells, each at its centre). A local maximum counts when it is at least 10% of the
///   highest; two neighbouring maxima are one peak (the higher kept) unless the density between
///   them dips below 80% of the lower one. Two or more peaks make ``Kind/multimodal``.
/// - **Skew**: the adjusted Fisher–Pearson skewness G1 (SciPy's `skew(bias=False)`) with its
///   standard error SES = √(6n(n−1)/((n−2)(n+1)(n+3))): skewed to the right when G1 ≥ 0.5 and
///   G1 ≥ 2·SES, to the left when G1 ≤ −0.5 and G1 ≤ −2·SES.
/// - **Heavy tails**: a single peak, no skew, and excess kurtosis G2 (SciPy's
///   `kurtosis(bias=False)`) ≥ 1 and ≥ 2·SEK, SEK = 2·SES·√((n²−1)/((n−3)(n+5))).
/// - Otherwise roughly symmetric. Fewer than 20 values: ``Kind/tooFewValues`` (nothing said).
public struct DistributionShape: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case tooFewValues
    case symmetric
    case skewedRight
    case skewedLeft
    case multimodal
    case heavyTails
  }

  public var kind: Kind
  /// The peak locations (modes of the density estimate), in increasing order of location; at
  /// least one for a sample of two or more distinct values.
  public var peaks: [Double]
  /// Sample mean.
  public var mean: Double
  /// Sample standard deviation (n − 1 denominator); 0 for n < 2.
  public var standardDeviation: Double
  /// Adjusted Fisher–Pearson skewness G1; 0 when undefined (n < 3 or no spread).
  public var skewness: Double
  /// Excess kurtosis G2; 0 when undefined (n < 4 or no spread).
  public var excessKurtosis: Double
  /// Kernel bandwidth h used for the peaks; 0 when no spread.
  public var bandwidth: Double

  /// Fewest values for any shape word.
  public static let minimumCount = 20

  /// The shape of sorted values. O(n) for n > 20,000, O(512·n) below.
  public init(sorted values: [Double]) {
    let n = values.count
    let count = Double(n)
    var sum = 0.0
    for value in values { sum += value }
    mean = n > 0 ? sum / count : 0
    var m2 = 0.0
    var m3 = 0.0
    var m4 = 0.0
    for value in values {
      let d = value - mean
      let d2 = d * d
      m2 += d2
      m3 += d2 * d
      m4 += d2 * d2
    }
    standardDeviation = n > 1 ? (m2 / (count - 1)).squareRoot() : 0
    if n > 0 {
      m2 /= count
      m3 /= count
      m4 /= count
    }
    skewness = 0
    excessKurtosis = 0
    if n >= 3, m2 > 0 {
      let g1 = m3 / _pow(m2, 1.5)
      skewness = (count * (count - 1)).squareRoot() / (count - 2) * g1
    }
    if n >= 4, m2 > 0 {
      let g2 = m4 / (m2 * m2) - 3
      excessKurtosis = ((count + 1) * g2 + 6) * (count - 1) / ((count - 2) * (count - 3))
    }
    let iqr = Quantiles.linear(sorted: values, 0.75) - Quantiles.linear(sorted: values, 0.25)
    var spread = min(standardDeviation, iqr / 1.34)
    if spread <= 0 { spread = standardDeviation }
    bandwidth = n > 1 ? 0.9 * spread * _pow(count, -0.2) : 0
    peaks = bandwidth > 0 ? Self.densityPeaks(sorted: values, bandwidth: bandwidth) : values.first.map { [$0] } ?? []

    guard n >= Self.minimumCount else {
      kind = .tooFewValues
      return
    }
    let ses = (6 * count * (count - 1) / ((count - 2) * (count + 1) * (count + 3))).squareRoot()
    let sek = 2 * ses * ((count * count - 1) / ((count - 3) * (count + 5))).squareRoot()
    if peaks.count >= 2 {
      kind = .multimodal
    } else if skewness >= 0.5 && skewness >= 2 * ses {
      kind = .skewedRight
    } else if skewness <= -0.5 && skewness <= -2 * ses {
      kind = .skewedLeft
    } else if excessKurtosis >= 1 && excessKurtosis >= 2 * sek {
      kind = .heavyTails
    } else {
      kind = .symmetric
    }
  }

  /// The density grid's number of points.
  static let gridCount = 512

  /// Modes of the Gaussian density estimate (see the type's documentation).
  static func densityPeaks(sorted values: [Double], bandwidth h: Double) -> [Double] {
    guard let first = values.first, let last = values.last else { return [] }
    let low = first - 3 * h
    let high = last + 3 * h
    let step = (high - low) / Double(gridCount - 1)
    let grid = (0..<gridCount).map { low + Double($0) * step }
    // Points and weights: every value, or the centres of fine cells for large samples.
    var centres: [Double] = []
    var weights: [Double] = []
    if values.count <= 20_000 {
      centres = values
      weights = [Double](repeating: 1, count: values.count)
    } else {
      let cellCount = 4096
      let cellWidth = (last - first) / Double(cellCount)
      var counts = [Double](repeating: 0, count: cellCount)
      for value in values {
        counts[min(cellCount - 1, Int((value - first) / cellWidth))] += 1
      }
      for (index, weight) in counts.enumerated() where weight > 0 {
        centres.append(first + (Double(index) + 0.5) * cellWidth)
        weights.append(weight)
      }
    }
    var density = [Double](repeating: 0, count: gridCount)
    // Only values within 8 bandwidths contribute (e^(−32) is negligible).
    var start = 0
    for (gridIndex, x) in grid.enumerated() {
      while start < centres.count && centres[start] < x - 8 * h { start += 1 }
      var total = 0.0
      var index = start
      while index < centres.count && centres[index] <= x + 8 * h {
        let z = (x - centres[index]) / h
        total += weights[index] * _exp(-0.5 * z * z)
        index += 1
      }
      density[gridIndex] = total
    }
    return peaks(of: density).map { grid[$0] }
  }

  /// Indices of the peaks of a sampled curve by the rule of the type's documentation.
  static func peaks(of density: [Double]) -> [Int] {
    let highest = density.max() ?? 0
    guard highest > 0 else { return [] }
    var candidates: [Int] = []
    for index in density.indices {
      let left = index > 0 ? density[index - 1] : -1
      let right = index + 1 < density.count ? density[index + 1] : -1
      if density[index] > left && density[index] >= right && density[index] >= 0.1 * highest {
        candidates.append(index)
      }
    }
    // Merge neighbours without a deep enough dip between them, until none is left.
    var merged = true
    while merged && candidates.count > 1 {
      merged = false
      for pair in 0..<(candidates.count - 1) {
        let a = candidates[pair]
        let b = candidates[pair + 1]
        let dip = density[a...b].min()!
        if dip > 0.8 * min(density[a], density[b]) {
          candidates.remove(at: density[a] >= density[b] ? pair + 1 : pair)
          merged = true
          break
        }
      }
    }
    return candidates
  }
}

/// Whether groups of values differ in level: the Kruskal–Wallis rank test (the Mann–Whitney
/// test for two groups), with average ranks for ties and the tie correction, p from the
/// χ² distribution with k − 1 degrees of freedom, and the effect size ε² = H / (N − 1)
/// (0 … 1; by the usual reading about 0.01 small, 0.08 medium, 0.26 large). SciPy's
/// `scipy.stats.kruskal` gives the same H and p.
public struct GroupComparison: Hashable, Sendable {
  /// The H statistic, ≥ 0 (tie-corrected).
  public var statistic: Double
  /// Degrees of freedom, groups − 1.
  public var degreesOfFreedom: Int
  /// The p-value, 0 … 1.
  public var pValue: Double
  /// ε² = H / (N − 1), 0 … 1.
  public var effectSize: Double

  /// How clearly the groups differ.
  public enum Verdict: String, Sendable, Hashable {
    /// p < 0.05 and ε² ≥ 0.08 (at least a medium effect).
    case differClearly
    /// p < 0.05 with a small effect.
    case differSlightly
    /// p ≥ 0.05.
    case overlap
  }

  public var verdict: Verdict {
    if pValue < 0.05 { return effectSize >= 0.08 ? .differClearly : .differSlightly }
    return .overlap
  }

  /// The test over groups of values (any order); `nil` with fewer than two non-empty groups, or
  /// when every value is the same.
  public init?(groups: [[Double]]) {
    let nonEmpty = groups.filter { !$0.isEmpty }
    guard nonEmpty.count >= 2 else { return nil }
    var all: [(value: Double, group: Int)] = []
    for (group, values) in nonEmpty.enumerated() { for value in values { all.append((value, group)) } }
    all.sort { $0.value < $1.value }
    let n = all.count
    var rankSums = [Double](repeating: 0, count: nonEmpty.count)
    var tieTerm = 0.0
    var index = 0
    while index < n {
      var end = index
      while end + 1 < n && all[end + 1].value == all[index].value { end += 1 }
      let rank = Double(index + end + 2) / 2
      for position in index...end { rankSums[all[position].group] += rank }
      let t = Double(end - index + 1)
      tieTerm += t * t * t - t
      index = end + 1
    }
    let total = Double(n)
    var h = 0.0
    for (group, values) in nonEmpty.enumerated() { h += rankSums[group] * rankSums[group] / Double(values.count) }
    h = 12 / (total * (total + 1)) * h - 3 * (total + 1)
    let correction = 1 - tieTerm / (total * total * total - total)
    guard correction > 0 else { return nil }
    h /= correction
    statistic = max(0, h)
    degreesOfFreedom = nonEmpty.count - 1
    pValue = SpecialFunctions.chiSquaredSurvival(statistic, degreesOfFreedom: degreesOfFreedom)
    effectSize = min(1, statistic / (total - 1))
  }
}

extension SpecialFunctions {
  /// P(X > x) for X χ²-distributed with k ≥ 1 degrees of freedom: the regularized upper
  /// incomplete gamma Q(k/2, x/2), by its series for x/2 < k/2 + 1 and by Lentz's continued
  /// fraction otherwise (Numerical Recipes §6.2), relative error ≲ 1e−13. x ≤ 0 → 1.
  public static func chiSquaredSurvival(_ x: Double, degreesOfFreedom k: Int) -> Double {
    guard x > 0 else { return 1 }
    let a = Double(k) / 2
    let z = x / 2
    let logPrefix = a * _log(z) - z - logGamma(a)
    if z < a + 1 {
      var term = 1 / a
      var sum = term
      var denominator = a
      for _ in 0..<1000 {
        denominator += 1
        term *= z / denominator
        sum += term
        if abs(term) < abs(sum) * 1e-16 { break }
      }
      return max(0, min(1, 1 - sum * _exp(logPrefix)))
    }
    let tiny = 1e-300
    var b = z + 1 - a
    var c = 1 / tiny
    var d = 1 / b
    var h = d
    for i in 1...1000 {
      let an = -Double(i) * (Double(i) - a)
      b += 2
      d = an * d + b
      if abs(d) < tiny { d = tiny }
      c = b + an / c
      if abs(c) < tiny { c = tiny }
      d = 1 / d
      let delta = d * c
      h *= delta
      if abs(delta - 1) < 1e-16 { break }
    }
    return max(0, min(1, _exp(logPrefix) * h))
  }

  /// ln Γ(a) for a > 0 by the Lanczos approximation (g = 7, 9 terms), relative error ≲ 1e−15.
  static func logGamma(_ a: Double) -> Double {
    let coefficients = [
      0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
      -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
      1.5056327351493116e-7,
    ]
    if a < 0.5 {
      return _log(Double.pi / abs(_sin(Double.pi * a))) - logGamma(1 - a)
    }
    let x = a - 1
    var sum = coefficients[0]
    for index in 1..<9 { sum += coefficients[index] / (x + Double(index)) }
    let t = x + 7.5
    return 0.5 * _log(2 * Double.pi) + (x + 0.5) * _log(t) - t + _log(sum)
  }
}
