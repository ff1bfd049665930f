import ChartAccessibility
import Foundation
import TrendStatistics

/// One point of a series as the summarizer sees it: a finite y, its x, and its time index.
/// Made on demand by ``AnalyzedPoints``, which keeps the points as columns.
struct AnalyzedPoint {
  /// The point's position in the series as given.
  var inputIndex: Int
  /// The numeric x (seconds for dates), or the category's index.
  var x: Double
  /// The category, on a categorical x axis.
  var category: String?
  /// The time index used for trends: x, whole calendar units since the first date, or the
  /// category index.
  var t: Double
  var y: Double
}

/// The analyzed points of a series, in analysis order, as columns of numbers: a collection of
/// ``AnalyzedPoint`` values made when read. A series of a million points read from a file
/// costs nothing more here when its points are finite and in x order: the columns are the
/// descriptor's own (arrays are shared until written). Otherwise each column is 8 bytes a point
/// (4 for categories), and the input indices and time indices are kept only when they are not
/// the position and the x.
struct AnalyzedPoints: RandomAccessCollection, ExpressibleByArrayLiteral {
  /// The x of each point (seconds for dates, the category's index on a categorical axis).
  private(set) var x: [Double]
  /// The y of each point: finite, and +0 for a zero (once ``readNegativeZerosAsZero()`` ran).
  private(set) var y: [Double]
  /// The time index of each point; `nil` when it is the x.
  private var tColumn: [Double]?
  /// The input index of each point; `nil` when it is the position.
  private var inputIndexColumn: [Int]?
  /// The category of each point as an index into ``categoryNames`` (−1: none); `nil` on a
  /// numeric x axis.
  private var categoryColumn: [Int32]?
  private var categoryNames: [String]

  init(
    x: [Double], y: [Double], t: [Double]? = nil, inputIndices: [Int]? = nil, categories: [Int32]? = nil,
    categoryNames: [String] = []
  ) {
    self.x = x
    self.y = y
    tColumn = t
    inputIndexColumn = inputIndices
    categoryColumn = categories
    self.categoryNames = categoryNames
  }

  init(arrayLiteral elements: AnalyzedPoint...) {
    var names: [String] = []
    var positions: [String: Int32] = [:]
    var categories: [Int32] = []
    for point in elements {
      guard let category = point.category else {
        categories.append(-1)
        continue
      }
      if positions[category] == nil {
        positions[category] = Int32(names.count)
        names.append(category)
      }
      categories.append(positions[category]!)
    }
    self.init(
      x: elements.map(\.x), y: elements.map(\.y), t: elements.map(\.t), inputIndices: elements.map(\.inputIndex),
      categories: names.isEmpty ? nil : categories, categoryNames: names)
  }

  var startIndex: Int { 0 }
  var endIndex: Int { y.count }

  subscript(position: Int) -> AnalyzedPoint {
    var category: String?
    if let categoryColumn, categoryColumn[position] >= 0 { category = categoryNames[Int(categoryColumn[position])] }
    return AnalyzedPoint(
      inputIndex: inputIndexColumn?[position] ?? position, x: x[position], category: category,
      t: tColumn?[position] ?? x[position], y: y[position])
  }

  subscript(safe position: Int) -> AnalyzedPoint? { indices.contains(position) ? self[position] : nil }

  /// Reads every −0 y as +0, as the summary does (a copy of the y column, only when it has a −0).
  mutating func readNegativeZerosAsZero() {
    if y.contains(where: { $0 == 0 && $0.sign == .minus }) { y = y.map { $0 == 0 ? 0 : $0 } }
  }

  /// The time index of every point.
  var t: [Double] { tColumn ?? x }

  /// Sets the time indices: `t(x)` for every point, or the x itself when `t` is `nil`.
  mutating func setTimeIndices(_ t: ((Double) -> Double)?) {
    tColumn = t.map { x.map($0) }
  }
}

extension SummaryWriter {
  /// The relationship of a series' points, as for an array of them.
  func relationship(_ points: AnalyzedPoints) -> Relationship { relationship(x: points.x, y: points.y) }
}

/// What a series' numbers show, as the sentence plan needs it.
enum SeriesShape: String, Sendable {
  case empty, single, constant, few, trend, flat, peak, trough, fluctuating
  /// No trend, and a clear repeating cycle is what the eye sees.
  case cyclic
}

/// The statistics of one series and the decisions taken from them: the trend test and fit, the
/// shape, the adverb, unusual values, noise, the cycle and the level shift.
///
/// A class, so that the summarizer's lists of series (the non-empty ones, the rising ones, a
/// ranking) hold references: a chart of a million series copies 8 bytes a series per list
/// instead of the whole analysis (about 600 bytes). Every property is a constant.
final class SeriesAnalysis {
  let series: AXDataSeriesDescriptor
  /// The name spoken for the series: its name, else the y axis title, else "The values".
  let name: String
  /// Finite points, sorted by (x, input order) unless the x axis is unordered categories.
  let points: AnalyzedPoints
  /// Points whose y is missing or not finite.
  let missing: Int
  /// Kept points that carry a confidence interval (of any kind), counted once so a series
  /// without intervals costs nothing more when the summary looks for them.
  let intervalCount: Int

  var n: Int { points.count }
  /// The descriptor's point behind an analyzed point: its own object, or, for a series kept as
  /// columns, a new object with the same values (kept out of ``AnalyzedPoint``, so that the
  /// points are plain numbers).
  func dataPoint(_ point: AnalyzedPoint) -> AXDataPoint { series.point(at: point.inputIndex) }
  var first: AnalyzedPoint? { points.first }
  var last: AnalyzedPoint? { points.last }
  /// Index of the lowest and highest y (ties: the earliest).
  let minimumIndex: Int
  let maximumIndex: Int
  let mean: Double
  let median: Double
  /// R = max − min.
  let range: Double

  /// The Mann–Kendall trend test (with ties): exact on every point up to
  /// ``theilSenExactLimit`` points, above that exact on the large-series subsample
  /// (``largeSeriesSample(t:y:)``), the same points as ``theilSen``.
  let mannKendall: MannKendall?
  /// The Theil–Sen line: exact on every point up to ``theilSenExactLimit`` points, above that
  /// exact on the large-series subsample (``largeSeriesSample(t:y:)``).
  let theilSen: TheilSen?
  /// How many points the Theil–Sen line and the Mann–Kendall test were computed on: every point
  /// (``n``) up to ``theilSenExactLimit``, ``largeSeriesSampleSize`` above.
  let theilSenSampleSize: Int
  /// Above this many points, the Mann–Kendall test and the Theil–Sen line of a series are
  /// computed on an evenly spaced subsample of ``largeSeriesSampleSize`` points
  /// (``largeSeriesSample(t:y:)``), both on the same one; at or below it, on every point. On
  /// every point, Theil–Sen takes about 0.13 s at this size and 0.7 s a million points, and
  /// Mann–Kendall 0.06 s a million points; on the subsample, the two together take about
  /// 0.05 s whatever the series' length.
  static let theilSenExactLimit = 200_000
  /// The number of points of a large series' subsample (see ``theilSenExactLimit``).
  static let largeSeriesSampleSize = 100_000
  let ordinary: LinearRegression?
  let fittedFirst: Double
  let fittedLast: Double
  var fittedChange: Double { fittedLast - fittedFirst }
  let steadiness: Double
  /// Δfit / |ŷ₁| when ŷ₁ ≠ 0 and ŷ₁, ŷₙ have the same sign.
  let relativeFittedChange: Double?
  /// Δfit / R.
  let normalizedFittedChange: Double
  /// yₙ − y₁.
  let change: Double
  /// (yₙ − y₁) / |y₁| with the same guard as `relativeFittedChange`.
  let percentChange: Double?
  /// |median| and R / |median|.
  let level: Double
  let spread: Double?

  let isTrending: Bool
  let shape: SeriesShape
  /// "sharply", "slightly", "steadily" or nil.
  let adverb: String?
  /// Whether a percent change of this series means something: its axis has a meaningful zero
  /// (see ``SummaryWriter/yHasMeaningfulZero``), its values keep one sign, and they are not far
  /// from zero compared with how much they vary (level ≤ 20 R).
  let speaksPercent: Bool
  /// A robust point-to-point noise level in y units (`NoiseScale.pointToPoint`: MAD of the steps
  /// / (0.6745 · √2), the standard deviation of white noise that would give such steps). 0 for
  /// fewer than 3 points.
  let noise: Double
  let withFluctuations: Bool
  /// Indices (into `points`) of unusual values, most unusual first, at most two.
  let outliers: [Int]
  /// Scatter plots: Pearson r of (x, y); `nil` for other kinds.
  let correlation: Double?
  /// A repeating cycle in (x, y) (lines over numbers or dates with 12 points or more).
  let cycle: Periodicity?
  /// Whether the cycle is clear and large enough to be said in the summary: it repeats with a
  /// strength of at least 0.45 over two or more periods (the US gasoline supplied each week,
  /// 1991–2017, whose summer highs a reader sees at once: 0.46), explains at least 40% of the
  /// detrended variance, and swings by at least a tenth of the range.
  let speaksCycle: Bool
  /// The trend and the lasting step beneath a spoken cycle (``speaksCycle``) of a regular series
  /// with at least three whole cycles (``SeasonalChange``); nil otherwise.
  let seasonalChange: SeasonalChange?
  /// The best polyline through the points (``Segments/polyline(_:maximumLegs:minimumRSquared:)``,
  /// by ``ShapeRules``), computed on first use and kept: the summary asks for a series' legs up
  /// to three times (headline, clause, facts), and the search is O(n²).
  lazy var legsPolyline: Segments.Polyline? = Segments.polyline(
    points.y, maximumLegs: ShapeRules.segmentMaximumLegs, minimumRSquared: ShapeRules.segmentMinimumRSquared)
  /// The best split into two levels (8 points or more), with how clear it is.
  let levelShift: LevelShift?

  /// - Parameter timeIndex: the time index of an x (on a date axis, whole calendar units since
  ///   the first date); `nil` when it is the x itself.
  init(
    series: AXDataSeriesDescriptor, fallbackName: String, xAxis: any AXDataAxisDescriptor,
    sorted: Bool, timeIndex: ((Double) -> Double)?, logScale: Bool = false, correlate: Bool = false,
    meaningfulZero: Bool = true, findPatterns: Bool = false, thresholds: SummaryThresholds
  ) {
    self.series = series
    name = series.name.flatMap { $0.isEmpty ? nil : $0 } ?? fallbackName
    let categories = (xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder
    var (kept, missing, intervalCount) = Self.keptPoints(of: series, categories: categories, sorted: sorted)
    if categories == nil { kept.setTimeIndices(timeIndex) }
    kept.readNegativeZerosAsZero()
    // A large series' Theil–Sen line on its subsample on one thread; its trend test on the same
    // subsample, median, noise, cycle and level shift on another at once (each only reads the
    // columns).
    let large = Self.largeSeriesStatistics(
      x: kept.x, t: kept.t, y: kept.y, findsCycle: findPatterns && categories == nil, findsLevelShift: findPatterns)
    points = kept
    self.missing = missing
    self.intervalCount = intervalCount

    let ys = kept.y
    let ts = kept.t
    let n = ys.count
    var minimumIndex = 0
    var maximumIndex = 0
    var sum = 0.0
    for (index, y) in ys.enumerated() {
      if y < ys[minimumIndex] { minimumIndex = index }
      if y > ys[maximumIndex] { maximumIndex = index }
      sum += y
    }
    self.minimumIndex = minimumIndex
    self.maximumIndex = maximumIndex
    mean = n > 0 ? sum / Double(n) : 0
    // The trend test sorts y to count discordant pairs; the median is read from that sort.
    let trendTest: MannKendall?
    if let large {
      trendTest = large.test
      median = large.median
    } else if n >= 2 {
      let (test, sortedY) = MannKendall.withSortedY(t: ts, y: ys)
      trendTest = test
      median = OrderStatistics.median(sorted: sortedY)
    } else {
      trendTest = nil
      median = n > 0 ? OrderStatistics.median(ys) : 0
    }
    range = n > 0 ? ys[maximumIndex] - ys[minimumIndex] : 0
    let scale = max(Swift.abs(n > 0 ? ys[maximumIndex] : 0), Swift.abs(n > 0 ? ys[minimumIndex] : 0), 1e-300)
    let tolerance = 1e-9 * scale

    if n >= 2, let mk = trendTest {
      let ts2: TheilSen
      if let large {
        ts2 = large.line
        theilSenSampleSize = large.sampleSize
      } else {
        ts2 = TheilSen(t: ts, y: ys)
        theilSenSampleSize = n
      }
      let ols = LinearRegression(x: ts, y: ys, computeResiduals: false)
      mannKendall = mk
      theilSen = ts2
      ordinary = ols
      fittedFirst = ts2.intercept + ts2.slope * ts[0]
      fittedLast = ts2.intercept + ts2.slope * ts[n - 1]
    } else {
      theilSenSampleSize = n
      mannKendall = nil
      theilSen = nil
      ordinary = nil
      fittedFirst = n == 1 ? ys[0] : 0
      fittedLast = fittedFirst
    }
    let fittedChange = fittedLast - fittedFirst
    steadiness = n >= 2 ? OrderStatistics.steadiness(ys, fittedChange: fittedChange) : 0
    let sameSign = { (a: Double, b: Double) in (a > 0 && b > 0) || (a < 0 && b < 0) }
    relativeFittedChange =
      fittedFirst != 0 && sameSign(fittedFirst, fittedLast) ? fittedChange / Swift.abs(fittedFirst) : nil
    normalizedFittedChange = range > 0 ? fittedChange / range : 0
    change = n > 0 ? ys[n - 1] - ys[0] : 0
    percentChange = n > 0 && ys[0] != 0 && sameSign(ys[0], ys[n - 1]) ? change / Swift.abs(ys[0]) : nil
    level = Swift.abs(median)
    spread = level > 0 ? range / level : nil

    let significant =
      (mannKendall?.n ?? 0) >= thresholds.minimumTrendPoints
      && Swift.abs(mannKendall?.z ?? 0) >= thresholds.significanceZ - 1e-12
    let trending = n >= 5 && significant && Swift.abs(normalizedFittedChange) >= thresholds.trendMagnitude - 1e-9
    isTrending = trending

    let allOneSign = n > 0 && (ys[minimumIndex] > 0 || ys[maximumIndex] < 0)
    speaksPercent = meaningfulZero && allOneSign && Swift.abs(median) <= 20 * range
    noise = large?.noise ?? (n >= 3 ? NoiseScale.pointToPoint(ys) : 0)

    // Shape, in this order: empty, single, constant, few, trend, flat, peak, trough, fluctuating.
    // A trend whose interior peak (or trough) stands out by half the range and by more than
    // the net change tells the peak's story, not the trend's ("rose to a peak of 1,440").
    // "Flat" needs a small spread (R ≤ 10% of the level), a range within eight noise
    // levels (a series that moves by much more than its noise is not flat) and no smooth
    // shape: a series that turns less often than noise would (the turning point test, as a
    // year of CO2 rising to May and falling to September) has a shape a reader sees.
    let prominence = thresholds.shapeProminence * range - tolerance
    let y1 = n > 0 ? ys[0] : 0
    let yn = n > 0 ? ys[n - 1] : 0
    let peakRise = n > 0 ? ys[maximumIndex] - max(y1, yn) : 0
    let troughDrop = n > 0 ? min(y1, yn) - ys[minimumIndex] : 0
    let dominantExcursion =
      max(peakRise, troughDrop) >= 0.5 * range - tolerance
      && max(peakRise, troughDrop) >= 1.5 * Swift.abs(yn - y1)
    let cycle =
      large.map(\.cycle) ?? (findPatterns && categories == nil && n >= 12 ? Periodicity(t: kept.x, y: ys) : nil)
    self.cycle = cycle
    var speaksCycle = false
    if let cycle {
      speaksCycle = cycle.strength >= 0.45 && cycle.explainedVariance >= 0.4 && cycle.swing >= 0.1 * range
    }
    self.speaksCycle = speaksCycle
    seasonalChange = speaksCycle ? cycle.flatMap { SeasonalChange(t: kept.x, y: ys, period: $0.period) } : nil
    levelShift = large.map(\.levelShift) ?? (findPatterns && n >= 8 ? LevelShift(ys, noise: noise) : nil)

    let shape: SeriesShape
    if n == 0 {
      shape = .empty
    } else if n == 1 {
      shape = .single
    } else if range <= tolerance {
      shape = .constant
    } else if n <= 4 {
      shape = .few
    } else if trending && !dominantExcursion {
      shape = .trend
    } else if speaksCycle {
      shape = .cyclic
    } else if !trending, let spread, spread <= thresholds.flatSpread + 1e-9, range <= 8 * noise + tolerance,
      !TurningPoints(ys).isSmooth
    {
      shape = .flat
    } else {
      let isPeak =
        maximumIndex > 0 && maximumIndex < n - 1 && ys[maximumIndex] - y1 >= prominence
        && ys[maximumIndex] - yn >= prominence
      let isTrough =
        minimumIndex > 0 && minimumIndex < n - 1 && y1 - ys[minimumIndex] >= prominence
        && yn - ys[minimumIndex] >= prominence
      if isPeak && isTrough && dominantExcursion {
        shape = peakRise >= troughDrop ? .peak : .trough
      } else {
        shape = isPeak && !isTrough ? .peak : isTrough && !isPeak ? .trough : .fluctuating
      }
    }
    self.shape = shape

    // Adverbs judge the change against zero only where zero means something, and always
    // against the visible range: "sharply" for a relative change of 50% or more; "slightly"
    // only for a change under 35% of the range (and under 5% where percents apply): a fall
    // across 41% of a lake's range is not slight, whatever its percent; "steadily" for a
    // near-straight, mostly monotone series.
    // The adverb qualifies the number spoken after it, the first-to-last change, so both the
    // fitted change and that number must pass ("slightly" beside a fall of half the range, or
    // "sharply" beside a 48% rise, would contradict it); the observed change must also run in
    // the fitted direction.
    var adverb: String?
    if shape == .trend {
      let rSquared = ordinary?.rSquared ?? 0
      let relative = speaksPercent ? relativeFittedChange : nil
      let observedRelative = speaksPercent ? percentChange : nil
      let agrees = (change > 0) == (fittedChange > 0) && change != 0
      // On a log axis the screen shows ratios, so a share of the linear range says nothing.
      let smallOnScreen =
        !logScale && Swift.abs(normalizedFittedChange) < thresholds.slightlyVisibleShare - 1e-12
        && Swift.abs(change) < thresholds.slightlyVisibleShare * range - 1e-12
      let smallAgainstZero =
        speaksPercent
        ? relative.map { Swift.abs($0) < thresholds.slightly - 1e-12 } ?? false
          && observedRelative.map { Swift.abs($0) < thresholds.slightly - 1e-12 } ?? true
        : true
      if agrees, let rel = relative, let observed = observedRelative, Swift.abs(rel) >= thresholds.sharply - 1e-12,
        Swift.abs(observed) >= thresholds.sharply - 1e-12
      {
        adverb = "sharply"
      } else if agrees, let observed = observedRelative, Swift.abs(observed) >= thresholds.sharply - 1e-12,
        relative == nil
      {
        // A fall of 96% whose fitted line ends below zero has no fitted percent: the spoken
        // percent decides.
        adverb = "sharply"
      } else if smallOnScreen, smallAgainstZero {
        adverb = "slightly"
      } else if rSquared >= thresholds.steadilyRSquared - 1e-12 && steadiness >= thresholds.steadilySteadiness - 1e-12 {
        adverb = "steadily"
      }
    }
    self.adverb = adverb
    withFluctuations = shape == .trend && (ordinary?.rSquared ?? 0) < thresholds.fluctuationsRSquared

    // Outliers: residuals from the trend line when trending, else from the median.
    // On a log axis the values are compared as the chart draws them: as logarithms.
    if n >= 5, range > 0, let theilSen {
      let residuals: [Double]
      let spanOfY: Double
      if logScale, ys.allSatisfy({ $0 > 0 }) {
        let logs = ys.map { Foundation.log10($0) }
        let logFit = TheilSen(t: ts, y: logs)
        let logMedian = OrderStatistics.median(logs)
        residuals =
          trending
          ? zip(ts, logs).map { $1 - (logFit.intercept + logFit.slope * $0) }
          : logs.map { $0 - logMedian }
        spanOfY = (logs.max() ?? 0) - (logs.min() ?? 0)
      } else {
        let (slope, intercept, center) = (theilSen.slope, theilSen.intercept, median)
        residuals = trending ? zip(ts, ys).map { $1 - (intercept + slope * $0) } : ys.map { $0 - center }
        spanOfY = range
      }
      outliers = Array(
        OrderStatistics.modifiedZScoreOutliers(residuals: residuals, range: spanOfY).prefix(2).map(\.index))
    } else {
      outliers = []
    }
    correlation =
      correlate && n >= 3 && categories == nil
      ? LinearRegression(x: kept.x, y: ys, computeResiduals: false).pearsonR : nil
  }

  /// What ``init(series:fallbackName:xAxis:sorted:timeIndex:logScale:correlate:meaningfulZero:findPatterns:thresholds:)``
  /// computes of a series of more than ``theilSenExactLimit`` points on two threads at once.
  struct LargeSeriesStatistics {
    /// The Theil–Sen line and the Mann–Kendall test, both exact on the subsample
    /// ``largeSeriesSample(t:y:)``.
    var line: TheilSen
    var test: MannKendall
    /// The subsample's number of points.
    var sampleSize: Int
    /// The median of every y (``OrderStatistics/median(_:)``).
    var median: Double
    /// The point-to-point noise of every y (``NoiseScale/pointToPoint(_:)``).
    var noise: Double
    /// The cycle in (x, y) when asked for (``Periodicity``), else `nil`.
    var cycle: Periodicity?
    /// The level shift of y with that noise when asked for (``LevelShift``), else `nil`.
    var levelShift: LevelShift?
  }

  /// For a series of more than ``theilSenExactLimit`` points, its ``LargeSeriesStatistics``: the
  /// Theil–Sen line on one thread, the rest (about as long on 10⁶ points) on another at once;
  /// `nil` for a smaller series, whose statistics the caller computes one after the other on
  /// every point. The results are those of the same calls made one after the other.
  static func largeSeriesStatistics(
    x: [Double], t: [Double], y: [Double], findsCycle: Bool, findsLevelShift: Bool
  ) -> LargeSeriesStatistics? {
    guard let sample = largeSeriesSample(t: t, y: y) else { return nil }
    final class Results: @unchecked Sendable {
      // Each written by one thread only, read after both have ended.
      var line: TheilSen?
      var test: MannKendall?
      var median = 0.0
      var noise = 0.0
      var cycle: Periodicity?
      var levelShift: LevelShift?
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        results.line = TheilSen(t: sample.t, y: sample.y)
      } else {
        results.test = MannKendall(t: sample.t, y: sample.y)
        results.median = OrderStatistics.median(y)
        results.noise = NoiseScale.pointToPoint(y)
        if findsCycle { results.cycle = Periodicity(t: x, y: y) }
        if findsLevelShift { results.levelShift = LevelShift(y, noise: results.noise) }
      }
    }
    guard let line = results.line, let test = results.test else { return nil }
    return LargeSeriesStatistics(
      line: line, test: test, sampleSize: sample.t.count, median: results.median, noise: results.noise,
      cycle: results.cycle, levelShift: results.levelShift)
  }

  /// The subsample a series of more than ``theilSenExactLimit`` points gives the trend test and
  /// the Theil–Sen line: ``largeSeriesSampleSize`` points m, evenly spaced by position, the
  /// points at positions ⌊i · (n − 1) / (m − 1)⌋ for i = 0, 1, …, m − 1 (so the first and the
  /// last point are always in it, and two neighbours in it are ⌊(n − 1) / (m − 1)⌋ or one more
  /// positions apart), with −0 read as +0; `nil` for a series of at most ``theilSenExactLimit``
  /// points, whose test and line use every point. Deterministic: the same series always gives
  /// the same subsample.
  static func largeSeriesSample(t: [Double], y: [Double]) -> (t: [Double], y: [Double])? {
    let n = y.count
    guard n > theilSenExactLimit else { return nil }
    let m = largeSeriesSampleSize
    var sampleT = [Double](repeating: 0, count: m)
    var sampleY = [Double](repeating: 0, count: m)
    for i in 0..<m {
      let index = i * (n - 1) / (m - 1)
      sampleT[i] = t[index]
      sampleY[i] = y[index] == 0 ? 0 : y[index]
    }
    return (sampleT, sampleY)
  }

  /// The points the summary reads: those with a y within ``ChartValueLimits`` and, on a
  /// numeric axis, an x within them too, or on a categorical axis a category of the axis;
  /// sorted by (x, input order) when `sorted` and not already in x order. Also counts the
  /// points left out and the kept points with a (representable) confidence interval.
  ///
  /// A series kept as columns whose points are all kept, in x order, lends its columns
  /// without a copy.
  static func keptPoints(of series: AXDataSeriesDescriptor, categories: [String]?, sorted: Bool) -> (
    points: AnalyzedPoints, missing: Int, intervalCount: Int
  ) {
    if categories == nil, let plain = series.plainPointColumns,
      plain.x.allSatisfy({ ChartValueLimits.holds($0) }),
      plain.y.allSatisfy({ ChartValueLimits.holds($0) }),  // (NaN, a missing y, does not hold)
      !sorted || !zip(plain.x, plain.x.dropFirst()).contains(where: { $0 > $1 })
    {
      // (A −0 is still −0 here; see ``AnalyzedPoints/readNegativeZerosAsZero()``.)
      return (AnalyzedPoints(x: plain.x, y: plain.y), 0, 0)
    }
    let categoryIndex = categories.map { order in
      Dictionary(order.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }
    let count = series.pointCount
    var xs: [Double] = []
    var ys: [Double] = []
    var inputIndices: [Int] = []
    var categoryColumn: [Int32] = []
    var ts: [Double] = []
    xs.reserveCapacity(count)
    ys.reserveCapacity(count)
    inputIndices.reserveCapacity(count)
    if categories != nil {
      categoryColumn.reserveCapacity(count)
      ts.reserveCapacity(count)
    }
    var missing = 0
    var intervalCount = 0
    let plain = series.plainPointColumns
    let objects = plain == nil ? series.dataPoints : []
    for index in 0..<count {
      let x: AXDataPoint.Value
      let y: Double?
      if let plain {
        x = .number(plain.x[index])
        y = plain.yValue(at: index)
      } else {
        let point = objects[index]
        x = point.x
        y = point.y
      }
      // Beyond ChartValueLimits (an unvalidated descriptor) a value counts as missing, so that
      // no derived quantity overflows.
      guard let y, ChartValueLimits.holds(y) else {
        missing += 1
        continue
      }
      if plain == nil, let interval = objects[index].confidenceInterval, ChartValueLimits.holds(interval.lowerBound),
        ChartValueLimits.holds(interval.upperBound)
      {
        intervalCount += 1
      }
      switch x {
      case .category(let category):
        guard let position = categoryIndex?[category] else {
          missing += 1
          continue
        }
        xs.append(Double(position))
        categoryColumn.append(Int32(position))
        ts.append(Double(position))
      case .number(let x):
        guard ChartValueLimits.holds(x) else {
          missing += 1
          continue
        }
        xs.append(x)
        if categories != nil {
          // A number on a categorical axis (a descriptor built in code): no category, time 0.
          categoryColumn.append(-1)
          ts.append(0)
        }
      }
      ys.append(y == 0 ? 0 : y)
      inputIndices.append(index)
    }
    // Points given in x order (almost every line) are checked in one pass instead of sorted.
    let reordered = sorted && zip(xs, xs.dropFirst()).contains(where: { $0 > $1 })
    if reordered {
      var order = Array(xs.indices)
      order.sort { xs[$0] != xs[$1] ? xs[$0] < xs[$1] : $0 < $1 }
      xs = order.map { xs[$0] }
      ys = order.map { ys[$0] }
      inputIndices = order.map { inputIndices[$0] }
      if categories != nil {
        categoryColumn = order.map { categoryColumn[$0] }
        ts = order.map { ts[$0] }
      }
    }
    let identity = missing == 0 && !reordered
    // On a categorical axis the time index is the x, except for numbers (time 0).
    let timesAreX = categories == nil || !categoryColumn.contains(-1)
    let points = AnalyzedPoints(
      x: xs, y: ys, t: timesAreX ? nil : ts, inputIndices: identity ? nil : inputIndices,
      categories: categories == nil ? nil : categoryColumn, categoryNames: categories ?? [])
    return (points, missing, intervalCount)
  }
}
