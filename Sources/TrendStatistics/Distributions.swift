/// Quantiles, box statistics and histogram bins of a sample of observations.
///
/// One method each, the same as NumPy's defaults, so that a reader can check any number with
/// NumPy: quantiles by linear interpolation between order statistics (NumPy's `"linear"`,
/// R's type 7), outliers by Tukey's fences at 1.5 interquartile ranges, bins by NumPy's
/// `bins="auto"` rule (as of NumPy 2) with the width rounded to a readable value (``HistogramBins/automatic(sorted:)``).
///
/// Preconditions everywhere: finite values; functions named `sorted` take values in increasing
/// order (they do not check).
public enum Quantiles {
  /// The `p` quantile (0 ≤ p ≤ 1) of sorted values by linear interpolation (NumPy's default,
  /// R type 7): h = (n − 1)·p, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]). An empty sample gives 0
  /// (documented sentinel, never NaN). O(1).
  public static func linear(sorted values: UnsafeBufferPointer<Double>, _ p: Double) -> Double {
    let n = values.count
    guard n > 0 else { return 0 }
    let h = Double(n - 1) * min(1, max(0, p))
    let lower = Int(h.rounded(.down))
    let fraction = h - Double(lower)
    if lower + 1 >= n || fraction == 0 { return values[min(lower, n - 1)] }
    let a = values[lower]
    let b = values[lower + 1]
    // NumPy's lerp: exact at both ends, monotone.
    let difference = b - a
    let value = fraction >= 0.5 ? b - difference * (1 - fraction) : a + difference * fraction
    return value
  }

  /// The linear quantile (see the buffer version) over an array.
  public static func linear(sorted values: [Double], _ p: Double) -> Double {
    values.withUnsafeBufferPointer { linear(sorted: $0, p) }
  }
}

/// The five numbers of a box plot, its outliers and its size.
///
/// Quartiles are `Quantiles.linear(sorted:_:)` quantiles; outliers are the values beyond
/// Tukey's fences, below Q1 − 1.5·IQR or above Q3 + 1.5·IQR; ``lowerWhisker`` and
/// ``upperWhisker`` are the lowest and highest values inside the fences (matplotlib's and
/// MAIDR's "min" and "max" of a box).
public struct BoxStatistics: Hashable, Sendable {
  /// Number of observations (outliers included), ≥ 0; `nil` when the data gives the five
  /// numbers without it (MAIDR's box layer, which py-maidr writes from matplotlib's drawing).
  public var count: Int?
  /// The lowest value inside the fences (the end of the lower whisker).
  public var lowerWhisker: Double
  /// The first quartile, Q1.
  public var firstQuartile: Double
  public var median: Double
  /// The third quartile, Q3.
  public var thirdQuartile: Double
  /// The highest value inside the fences (the end of the upper whisker).
  public var upperWhisker: Double
  /// The values outside the fences, in increasing order.
  public var outliers: [Double]

  public init(
    count: Int?, lowerWhisker: Double, firstQuartile: Double, median: Double, thirdQuartile: Double,
    upperWhisker: Double, outliers: [Double]
  ) {
    self.count = count
    self.lowerWhisker = lowerWhisker
    self.firstQuartile = firstQuartile
    self.median = median
    self.thirdQuartile = thirdQuartile
    self.upperWhisker = upperWhisker
    self.outliers = outliers
  }

  /// The statistics of sorted values; `nil` for an empty sample. O(n) for the fences, O(1) for
  /// the quartiles.
  public init?(sorted values: [Double]) {
    guard let first = values.first, let last = values.last else { return nil }
    let q1 = Quantiles.linear(sorted: values, 0.25)
    let q3 = Quantiles.linear(sorted: values, 0.75)
    let iqr = q3 - q1
    let lowFence = q1 - 1.5 * iqr
    let highFence = q3 + 1.5 * iqr
    var outliers: [Double] = []
    var low = first
    var high = last
    if first < lowFence || last > highFence {
      // Sorted: the outliers are a prefix and a suffix.
      let lowCount = values.partitioningIndex { $0 >= lowFence }
      let highStart = values.partitioningIndex { $0 > highFence }
      outliers = Array(values[..<lowCount]) + Array(values[highStart...])
      if lowCount < highStart {
        low = values[lowCount]
        high = values[highStart - 1]
      }
    }
    self.init(
      count: values.count, lowerWhisker: low, firstQuartile: q1,
      median: Quantiles.linear(sorted: values, 0.5), thirdQuartile: q3, upperWhisker: high,
      outliers: outliers)
  }

  /// Q3 − Q1: the width of the middle half.
  public var interquartileRange: Double { thirdQuartile - firstQuartile }
  /// Q1 − 1.5·IQR: values below are outliers.
  public var lowerFence: Double { firstQuartile - 1.5 * interquartileRange }
  /// Q3 + 1.5·IQR: values above are outliers.
  public var upperFence: Double { thirdQuartile + 1.5 * interquartileRange }
  /// The lowest value, outliers included.
  public var minimum: Double { outliers.first.map { min($0, lowerWhisker) } ?? lowerWhisker }
  /// The highest value, outliers included.
  public var maximum: Double { outliers.last.map { max($0, upperWhisker) } ?? upperWhisker }

  /// What is wrong with the numbers as a box plot, or `nil`: the five numbers must not decrease
  /// (whisker ≤ Q1 ≤ median ≤ Q3 ≤ whisker) and the count, when known, must cover the outliers.
  public var problem: String? {
    let numbers = [lowerWhisker, firstQuartile, median, thirdQuartile, upperWhisker]
    if zip(numbers, numbers.dropFirst()).contains(where: { $0 > $1 }) {
      return "the five numbers must not decrease (min ≤ q1 ≤ median ≤ q3 ≤ max)"
    }
    if let count, count < outliers.count + 1 { return "n must be at least 1 more than the number of outliers" }
    return nil
  }
}

extension Array where Element == Double {
  /// The first index whose element satisfies `predicate`, for a predicate false then true over
  /// the array (binary search).
  fileprivate func partitioningIndex(where predicate: (Double) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if predicate(self[mid]) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}

/// The bins of a histogram: increasing edges and a count per bin.
///
/// Bin i holds the values v with edges[i] ≤ v < edges[i+1]; the last bin also holds its upper
/// edge (NumPy's `histogram` convention).
public struct HistogramBins: Hashable, Sendable {
  /// The bin edges, strictly increasing; one more than ``counts``.
  public var edges: [Double]
  /// The number of values in each bin, ≥ 0.
  public var counts: [Int]

  public init(edges: [Double], counts: [Int]) {
    self.edges = edges
    self.counts = counts
  }

  /// The total count.
  public var total: Int { counts.reduce(0, +) }

  /// What is wrong with the bins, or `nil`: at least one bin, one more edge than counts,
  /// strictly increasing edges, no negative count.
  public var problem: String? {
    if counts.isEmpty { return "a histogram needs at least one bin (two edges)" }
    if edges.count != counts.count + 1 {
      return "there must be one more edge than counts, found \(edges.count) edges and \(counts.count) counts"
    }
    if let index = edges.indices.dropLast().first(where: { edges[$0] >= edges[$0 + 1] }) {
      return "the edges must increase, but edge \(index + 1) is not above edge \(index)"
    }
    if counts.contains(where: { $0 < 0 }) { return "counts must not be negative" }
    return nil
  }

  /// Counts sorted values into the given edges (NumPy's convention, values outside the edges
  /// are not counted). O(n + bins).
  public static func counting(sorted values: [Double], edges: [Double]) -> HistogramBins {
    var counts = [Int](repeating: 0, count: max(0, edges.count - 1))
    guard counts.count > 0 else { return HistogramBins(edges: edges, counts: counts) }
    var bin = 0
    for value in values {
      if value < edges[0] { continue }
      while bin < counts.count - 1 && value >= edges[bin + 1] { bin += 1 }
      if bin == counts.count - 1 && value > edges[bin + 1] { break }
      counts[bin] += 1
    }
    return HistogramBins(edges: edges, counts: counts)
  }

  /// NumPy's `bins="auto"` width for sorted values (NumPy 2): the smaller of the Sturges width
  /// range/(log₂ n + 1) and the Freedman–Diaconis width 2·IQR·n^(−1/3) kept at least half the
  /// square-root rule's range/√n (so that a small IQR does not make thousands of bins), then
  /// range / ⌈range / width⌉ as NumPy makes equal bins. `nil` for fewer than two distinct
  /// values.
  public static func numPyAutoWidth(sorted values: [Double]) -> Double? {
    guard let first = values.first, let last = values.last, last > first else { return nil }
    let n = Double(values.count)
    let range = last - first
    let sturges = range / (_log(n) / _log(2) + 1)
    let iqr = Quantiles.linear(sorted: values, 0.75) - Quantiles.linear(sorted: values, 0.25)
    let freedmanDiaconis = 2 * iqr * _pow(n, -1.0 / 3)
    let squareRoot = range / n.squareRoot()
    let width = min(max(freedmanDiaconis, squareRoot / 2), sturges)
    let binCount = max(1, (range / width).rounded(.up))
    return range / binCount
  }

  /// The readable width nearest to `width` (> 0) by ratio: 1, 2, 2.5 or 5 times a power of ten
  /// (4.83 → 5, 0.36 → 0.5, 130 → 100), as a whole number of units times 10^exponent so that
  /// edges are exact decimals.
  public static func readableWidth(near width: Double) -> (units: Int, exponent: Int) {
    let power = Int(_log10(width).rounded(.down))
    var best = (units: 1, exponent: power, ratio: Double.infinity)
    for shift in [-1, 0, 1] {
      for (units, extra) in [(1, 0), (2, 0), (25, -1), (5, 0)] {
        let exponent = power + shift + extra
        let candidate = Double(units) * powerOfTen(exponent)
        let ratio = abs(_log(candidate / width))
        if ratio < best.ratio { best = (units, exponent, ratio) }
      }
    }
    return (best.units, best.exponent)
  }

  /// 10^exponent, exact for |exponent| ≤ 22.
  static func powerOfTen(_ exponent: Int) -> Double {
    exponent >= 0 ? _pow(10, Double(exponent)) : 1 / _pow(10, Double(-exponent))
  }

  /// Edges k·w for consecutive k covering [low, high], w = units·10^exponent, each computed as
  /// k·units scaled by a power of ten so that it is the nearest double to the decimal.
  public static func edges(covering low: Double, _ high: Double, units: Int, exponent: Int) -> [Double] {
    func edge(_ k: Int) -> Double {
      let scaled = Double(k * units)
      return exponent >= 0 ? scaled * powerOfTen(exponent) : scaled / powerOfTen(-exponent)
    }
    let width = Double(units) * powerOfTen(exponent)
    var first = Int((low / width).rounded(.down))
    while edge(first) > low { first -= 1 }
    while edge(first + 1) <= low { first += 1 }
    var last = Int((high / width).rounded(.up))
    while edge(last) < high { last += 1 }
    while last - 1 > first && edge(last - 1) >= high { last -= 1 }
    if last == first { last += 1 }
    return (first...last).map(edge)
  }

  /// The default bins of sorted values: NumPy's `bins="auto"` width (``numPyAutoWidth(sorted:)``)
  /// rounded to a readable width (``readableWidth(near:)``), edges at multiples of it covering
  /// the data. One value repeated gives one bin of width 1 around it (as NumPy does). `nil` for
  /// an empty sample.
  public static func automatic(sorted values: [Double]) -> HistogramBins? {
    guard let first = values.first, let last = values.last else { return nil }
    guard let width = numPyAutoWidth(sorted: values) else {
      return counting(sorted: values, edges: [first - 0.5, last + 0.5])
    }
    let readable = readableWidth(near: width)
    return counting(
      sorted: values, edges: edges(covering: first, last, units: readable.units, exponent: readable.exponent))
  }

  /// `binCount` (≥ 1) equal bins from the lowest to the highest value (NumPy's `bins=N`). `nil`
  /// for an empty sample.
  public static func equal(sorted values: [Double], binCount: Int) -> HistogramBins? {
    guard let first = values.first, var last = values.last, binCount >= 1 else { return nil }
    var low = first
    if last == first {
      low -= 0.5
      last += 0.5
    }
    let edges = (0...binCount).map { low + (last - low) * Double($0) / Double(binCount) }
    return counting(sorted: values, edges: edges)
  }

  /// Bins of the given width (> 0) at multiples of it covering the data. `nil` for an empty
  /// sample.
  public static func width(_ width: Double, sorted values: [Double]) -> HistogramBins? {
    guard let first = values.first, let last = values.last, width > 0 else { return nil }
    var k = Int((first / width).rounded(.down))
    while Double(k) * width > first { k -= 1 }
    var edges = [Double(k) * width]
    while edges.last! <= last || edges.count < 2 {
      k += 1
      edges.append(Double(k) * width)
    }
    if edges.count > 2 && edges[edges.count - 2] >= last { edges.removeLast() }
    return counting(sorted: values, edges: edges)
  }
}
