import ChartAccessibility
import TrendStatistics

/// Confidence intervals: the width sentence, and whether the intervals at two points overlap.
extension SummaryWriter {
  struct IntervalPoint {
    var point: AnalyzedPoint
    var lower: Double
    var upper: Double
    var halfWidth: Double { (upper - lower) / 2 }
  }

  func intervals(_ series: SeriesAnalysis) -> [IntervalPoint]? {
    guard series.intervalCount >= 2,
      Double(series.intervalCount) >= options.thresholds.intervalCoverage * Double(series.n)
    else {
      return nil
    }
    let withIntervals = series.points.compactMap { point -> IntervalPoint? in
      guard let interval = series.dataPoint(point).confidenceInterval,
        ChartValueLimits.holds(interval.lowerBound), ChartValueLimits.holds(interval.upperBound),
        interval.lowerBound <= point.y, point.y <= interval.upperBound
      else { return nil }
      return IntervalPoint(point: point, lower: interval.lowerBound, upper: interval.upperBound)
    }
    guard series.n > 0, Double(withIntervals.count) >= options.thresholds.intervalCoverage * Double(series.n),
      withIntervals.count >= 2
    else {
      return nil
    }
    return withIntervals
  }

  var intervalLevel: String? {
    guard let level = analyses.first?.series.confidenceLevel else { return nil }
    return ValueFormatter(
      format: ValueFormat(style: .fraction), context: options.context, defaults: .init(fractionDigits: 1)
    ).string(for: level)
  }

  /// "plus or minus 2 bpm" when the arms are equal within 5% of the width, else "between 48 bpm
  /// and 52 bpm" (half-widths and bounds keep the y unit).
  func spokenInterval(_ interval: IntervalPoint) -> String {
    let symmetric =
      Swift.abs((interval.upper - interval.point.y) - (interval.point.y - interval.lower))
      <= options.thresholds.intervalSymmetry * (interval.upper - interval.lower) + 1e-12
    if symmetric { return language.plusOrMinus(formatter.yChange(interval.halfWidth, derived: true)) }
    let (lower, upper) = formatter.pair(interval.lower, interval.upper)
    return language.between(lower, upper)
  }

  /// How the intervals' half-width changes: the median over the last third of the points with
  /// intervals against the median over the first third; `nil` without intervals or when the
  /// first third's are all zero.
  func intervalWidthRatio(_ series: SeriesAnalysis) -> Double? {
    guard let intervals = intervals(series) else { return nil }
    let k = max(1, intervals.count / 3)
    let start = OrderStatistics.median(intervals.prefix(k).map(\.halfWidth))
    let end = OrderStatistics.median(intervals.suffix(k).map(\.halfWidth))
    return start > 0 ? end / start : nil
  }

  /// "The 95% intervals of every line widen from start to end." when every line of a chart with
  /// several has intervals and each widens (or each narrows) by
  /// ``SummaryThresholds/intervalWidening`` or more: the chicks' weights on two diets, whose
  /// intervals grow 16 and 24 times wider as the chicks grow apart.
  func intervalsOfEveryLineSentence(_ series: [SeriesAnalysis]) -> String? {
    let ratios = series.map { intervalWidthRatio($0) }
    guard series.count > 1, ratios.allSatisfy({ $0 != nil }) else { return nil }
    let widening = options.thresholds.intervalWidening
    if ratios.allSatisfy({ $0! >= widening - 1e-12 }) {
      return language.intervalsOfEveryLine(level: intervalLevel, widen: true)
    }
    if ratios.allSatisfy({ $0! <= 1 / widening + 1e-12 }) {
      return language.intervalsOfEveryLine(level: intervalLevel, widen: false)
    }
    return nil
  }

  /// The width sentence and the endpoint sentence of a line's intervals.
  func intervalSentences(_ series: SeriesAnalysis) -> (String?, String?) {
    guard let intervals = intervals(series), let first = intervals.first, let last = intervals.last else {
      return (nil, nil)
    }
    let k = max(1, intervals.count / 3)
    let start = OrderStatistics.median(intervals.prefix(k).map(\.halfWidth))
    let end = OrderStatistics.median(intervals.suffix(k).map(\.halfWidth))
    let width: String
    if start > 0,
      end / start >= options.thresholds.intervalWidening - 1e-12
        || end / start <= 1 / options.thresholds.intervalWidening + 1e-12
    {
      let widens = end > start
      let from = k == 1 ? spokenInterval(first) : language.plusOrMinus(formatter.yChange(start, derived: true))
      let to = k == 1 ? spokenInterval(last) : language.plusOrMinus(formatter.yChange(end, derived: true))
      width = language.intervalWidth(
        level: intervalLevel, widens: widens, from: from,
        fromX: xWriter.phrase(first.point.x, category: first.point.category),
        to: to, toX: xWriter.phrase(last.point.x, category: last.point.category))
    } else if start == 0, end > 0 {
      width = language.intervalWidth(
        level: intervalLevel, widens: true, from: spokenInterval(first),
        fromX: xWriter.phrase(first.point.x, category: first.point.category),
        to: spokenInterval(last), toX: xWriter.phrase(last.point.x, category: last.point.category))
    } else {
      width = language.intervalSteady(
        level: intervalLevel,
        width: language.plusOrMinus(
          formatter.yChange(OrderStatistics.median(intervals.map(\.halfWidth)), derived: true)))
    }
    // Endpoints: the first and last points of the series, when both have intervals.
    guard let firstPoint = series.first, let lastPoint = series.last,
      let a = intervals.first(where: { $0.point.inputIndex == firstPoint.inputIndex }),
      let b = intervals.last(where: { $0.point.inputIndex == lastPoint.inputIndex })
    else { return (width, nil) }
    let pair = language.intervalPair(
      firstX: xWriter.phrase(a.point.x, category: a.point.category),
      secondX: xWriter.phrase(b.point.x, category: b.point.category),
      second: xWriter.text(b.point.x, category: b.point.category))
    return (width, overlapSentence(a, b, pair: pair))
  }

  func barIntervalSentence(_ series: SeriesAnalysis) -> String? {
    guard let intervals = intervals(series), series.range > 0 else { return nil }
    let highIndex = series.points[series.maximumIndex].inputIndex
    let lowIndex = series.points[series.minimumIndex].inputIndex
    guard let high = intervals.first(where: { $0.point.inputIndex == highIndex }),
      let low = intervals.first(where: { $0.point.inputIndex == lowIndex })
    else { return nil }
    let pair = language.intervalPair(categories: high.point.category ?? "", low.point.category ?? "")
    return overlapSentence(low, high, pair: pair)
  }

  /// No overlap; overlap but |Δ| > √(h₁² + h₂²); or overlap within the uncertainty.
  func overlapSentence(_ a: IntervalPoint, _ b: IntervalPoint, pair: String) -> String {
    let level = intervalLevel
    if a.upper < b.lower || b.upper < a.lower {
      return language.intervalsDoNotOverlap(level: level, between: pair)
    }
    let difference = Swift.abs(b.point.y - a.point.y)
    let combined = (a.halfWidth * a.halfWidth + b.halfWidth * b.halfWidth).squareRoot()
    return difference > combined
      ? language.intervalsOverlapSlightly(level: level, between: pair)
      : language.intervalsOverlap(level: level, between: pair)
  }
}
