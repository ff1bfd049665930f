public import ChartAccessibility
import Foundation
import TrendStatistics

/// Writes the summary of a chart: a pure, deterministic function of the descriptor and the
/// options (SUMMARIZER.md). No system locale, time zone, clock or randomness is read.
///
///     let summary = ChartSummarizer(options: SummaryOptions(context: .default)).summarize(chart)
///     summary.summary   // "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June 2024."
///
/// The chart's `summaryTemplate` (or ``SummaryOptions/template``) replaces the default wording.
public struct ChartSummarizer: Sendable {
  public var options: SummaryOptions

  public init(options: SummaryOptions = SummaryOptions()) {
    self.options = options
  }

  /// The summary of `chart`. Never throws: a chart whose template does not parse is refused
  /// when it is loaded or validated, and such a template is ignored here.
  public func summarize(_ chart: AXChartDescriptor) -> ChartSummary {
    var writer = SummaryWriter(chart: chart, options: options)
    return writer.write()
  }

  /// Sets `chart.summary` to the generated summary when the app left it `nil`; returns the
  /// summary now in the descriptor.
  @discardableResult
  public func fillSummary(of chart: AXChartDescriptor) -> String {
    if let summary = chart.summary { return summary }
    let generated = summarize(chart).summary
    chart.summary = generated
    return generated
  }

  /// The kind of chart `chart` is, by the rule documented on ``ChartKind``.
  public static func inferKind(of chart: AXChartDescriptor) -> ChartKind {
    let anyContinuous = chart.series.contains(where: \.isContinuous)
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      if categorical.isOrdered ?? anyContinuous { return .line }
      let radial = chart.contentDirection == .radialClockwise || chart.contentDirection == .radialCounterClockwise
      return radial ? .pie : .bar
    }
    if anyContinuous { return .line }
    if let numeric = chart.xAxis as? AXNumericDataAxisDescriptor, numeric.valueKind == .date { return .line }
    if !chart.additionalAxes.isEmpty { return .scatter }
    let increasing = chart.series.allSatisfy { series in
      zip(series.dataPoints, series.dataPoints.dropFirst()).allSatisfy { $0.xValue.number < $1.xValue.number }
    }
    return increasing ? .line : .scatter
  }
}

/// The sentence plan (§6.6) for one chart.
struct SummaryWriter {
  let chart: AXChartDescriptor
  let options: SummaryOptions
  let language = EnglishSummaryLanguage()
  let kind: ChartKind
  let xWriter: XWriter
  let analyses: [SeriesAnalysis]
  let formatter: SummaryFormatter
  /// The date granularity of a date x axis, for time indices and "per month".
  let dateGranularity: DateGranularity?
  var decisions: [String] = []

  init(chart: AXChartDescriptor, options: SummaryOptions) {
    self.chart = chart
    self.options = options
    let kind = options.kind ?? ChartSummarizer.inferKind(of: chart)
    self.kind = kind
    var xNumbers: [Double] = []
    xNumbers.reserveCapacity(chart.series.reduce(0) { $0 + $1.dataPoints.count })
    for series in chart.series {
      for point in series.dataPoints where point.xValue.category == nil { xNumbers.append(point.xValue.number) }
    }
    xWriter = XWriter(axis: chart.xAxis, values: xNumbers, context: options.context, preposition: options.xPreposition)
    let granularity = xWriter.dateGranularity
    dateGranularity = granularity
    let first = xNumbers.min() ?? 0
    let context = xWriter.dateContext
    let timeIndex: (Double) -> Double = { x in
      guard let granularity else { return x }
      return Self.calendarUnits(from: first, to: x, granularity: granularity, context: context)
    }
    let fallback = chart.yAxis.flatMap { $0.title.isEmpty ? nil : $0.title } ?? "The values"
    let sorted = kind != .bar && kind != .pie
    analyses = chart.series.map {
      SeriesAnalysis(
        series: $0, fallbackName: fallback, xAxis: chart.xAxis, sorted: sorted, timeIndex: timeIndex,
        logScale: (chart.yAxis?.scaleType ?? .linear) != .linear, correlate: kind == .scatter,
        thresholds: options.thresholds)
    }
    formatter = SummaryFormatter(
      context: options.context, language: language, yFormat: chart.yAxis?.valueFormat,
      yValues: analyses.first?.points.map(\.y) ?? [])
  }

  /// Whole calendar units between two dates (§6.2), in the context's calendar and time zone:
  /// months and years by their calendar fields, shorter units by elapsed time. O(1), no calendar
  /// calls, so a million dates take milliseconds.
  static func calendarUnits(from first: Double, to x: Double, granularity: DateGranularity, context: FormattingContext) -> Double {
    let seconds = x - first
    switch granularity {
    case .second: return seconds
    case .minute: return (seconds / 60).rounded()
    case .hour: return (seconds / 3600).rounded()
    case .day: return (seconds / 86_400).rounded()
    case .month, .quarter, .year:
      let a = context.calendarFields(of: first), b = context.calendarFields(of: x)
      let months = (b.year - a.year) * 12 + (b.month - a.month)
      return granularity == .month ? Double(months) : granularity == .quarter ? Double(months / 3) : Double(b.year - a.year)
    }
  }

  mutating func write() -> ChartSummary {
    var sentences: [String] = []
    if options.includeOrientation { sentences.append(orientation()) }
    let body: [String]
    if let template = options.template ?? chart.summaryTemplate.flatMap({ try? SummaryTemplate(parsing: $0) }) {
      decisions.append("template")
      body = [TemplateFiller(writer: self).fill(template)]
    } else {
      body = defaultWording()
    }
    sentences += body
    var features: [ChartSummary.Feature] = []
    var statistics: [ChartSummary.Statistic] = []
    if options.verbosity == .detailed {
      (features, statistics) = chartDetails()
    }
    return ChartSummary(
      summary: sentences.joined(separator: " "), features: features, statistics: statistics,
      facts: facts())
  }

  // MARK: Orientation

  func orientation() -> String {
    let points = analyses.first?.points ?? []
    let first = points.first.map { xWriter.text($0.x, category: $0.category) }
    let last = points.last.map { xWriter.text($0.x, category: $0.category) }
    return language.orientation(kind: kind, title: chart.title, count: points.count, first: first, last: last)
  }

  // MARK: Default wording

  mutating func defaultWording() -> [String] {
    switch kind {
    case .bar, .pie: return categoryWording()
    case .scatter: return scatterWording()
    case .line: break
    }
    let nonEmpty = analyses.filter { $0.n > 0 }
    if analyses.count > 1 {
      if nonEmpty.count > options.thresholds.maximumSeriesHeadlines { return manyLinesWording(nonEmpty) }
      decisions.append("one headline per series")
      return nonEmpty.isEmpty ? [language.noData()] : nonEmpty.map { headline(for: $0) }
    }
    guard let series = analyses.first else { return [language.noData()] }
    let lead = headline(for: series)
    decisions.append("shape: \(series.shape.rawValue)")
    if options.verbosity == .brief { return [lead] }

    // Parts 3–6, then the budget: at most four sentences after the orientation, dropping the
    // extremes first, then the interval width.
    var feature: String?
    if series.shape == .trend { feature = interiorExtreme(series) }
    // Outliers of a flat series lie within its stated range: nothing more to say about them.
    if feature == nil, !series.outliers.isEmpty, [.trend, .fluctuating, .peak, .trough].contains(series.shape) {
      feature = language.unusualValues(series.outliers.map { index in
        let point = series.points[index]
        return (formatter.y(point.y), xWriter.phrase(point.x, category: point.category))
      })
    }
    var extremes: String?
    if series.shape == .fluctuating, let low = series.points[safe: series.minimumIndex], let high = series.points[safe: series.maximumIndex] {
      extremes = language.extremes(
        max: formatter.y(high.y), maxX: xWriter.phrase(high.x, category: high.category),
        min: formatter.y(low.y), minX: xWriter.phrase(low.x, category: low.category))
    }
    let (width, endpoints) = intervalSentences(series)
    var parts: [String] = [lead]
    var optional = [feature, extremes, width, endpoints].compactMap { $0 }
    if 1 + optional.count > 4, let extremes { optional.removeAll { $0 == extremes }; decisions.append("dropped extremes for the budget") }
    if 1 + optional.count > 4, let width { optional.removeAll { $0 == width }; decisions.append("dropped interval width for the budget") }
    parts += optional
    return parts
  }

  /// The headline of one series (§6.4).
  func headline(for series: SeriesAnalysis) -> String {
    guard let first = series.first, let last = series.last else { return language.noData() }
    let y1 = formatter.y(first.y), yn = formatter.y(last.y)
    let x1 = xWriter.phrase(first.x, category: first.category), xn = xWriter.phrase(last.x, category: last.category)
    let x1Text = xWriter.text(first.x, category: first.category), xnText = xWriter.text(last.x, category: last.category)
    let low = series.points[series.minimumIndex], high = series.points[series.maximumIndex]
    switch series.shape {
    case .empty: return language.noData()
    case .single: return language.singlePoint(y: y1, x: x1)
    case .constant: return language.constant(series: series.name, y: y1, from: x1Text, to: xnText)
    case .few:
      return language.fewPoints(
        series: series.name, rose: series.change == 0 ? nil : series.change > 0, first: y1, firstX: x1, last: yn, lastX: xn,
        min: formatter.y(low.y), max: formatter.y(high.y))
    case .trend:
      let rose = series.fittedChange > 0
      if isPercentStyle {
        return language.percentPointTrend(
          series: series.name, rose: rose, adverb: series.adverb, first: y1, firstX: x1, last: yn, lastX: xn,
          points: formatter.yDifference(series.change), fluctuations: series.withFluctuations)
      }
      var by: String?
      if (series.change > 0) == rose, series.change != 0 {
        by = series.percentChange.map { percent in
          // Growth of ten times or more reads better as a factor than as "3,249,900%".
          let ratio = last.y / first.y
          return ratio >= 10 ? language.factor(formatter.significant(ratio)) : formatter.percent(percent)
        } ?? formatter.y(Swift.abs(series.change))
      }
      return language.trend(
        series: series.name, rose: rose, adverb: series.adverb, by: by, first: y1, firstX: x1, last: yn, lastX: xn,
        fluctuations: series.withFluctuations)
    case .flat:
      return language.flat(
        series: series.name, median: formatter.y(series.median, derived: true), from: x1Text, to: xnText,
        min: formatter.y(low.y), max: formatter.y(high.y))
    case .peak:
      return language.peak(series: series.name, first: y1, peak: formatter.y(high.y), peakX: xWriter.phrase(high.x, category: high.category), last: yn)
    case .trough:
      return language.trough(series: series.name, first: y1, low: formatter.y(low.y), lowX: xWriter.phrase(low.x, category: low.category), last: yn)
    case .fluctuating:
      return language.fluctuating(
        series: series.name, min: formatter.y(low.y), max: formatter.y(high.y), first: y1, firstX: x1, last: yn, lastX: xn)
    }
  }

  var isPercentStyle: Bool {
    let style = chart.yAxis?.valueFormat?.style
    return style == .percent || style == .fraction
  }

  /// "It peaked at …" when a trending series has an interior extreme beyond its endpoints.
  func interiorExtreme(_ series: SeriesAnalysis) -> String? {
    guard let first = series.first, let last = series.last else { return nil }
    let high = series.points[series.maximumIndex], low = series.points[series.minimumIndex]
    let limit = options.thresholds.shapeProminence * series.range - 1e-9 * max(Swift.abs(high.y), Swift.abs(low.y))
    let peakRise = high.y - max(first.y, last.y), troughDrop = min(first.y, last.y) - low.y
    if peakRise >= limit, peakRise >= troughDrop {
      return language.peakedFeature(value: formatter.y(high.y), x: xWriter.phrase(high.x, category: high.category))
    }
    if troughDrop >= limit {
      return language.dippedFeature(value: formatter.y(low.y), x: xWriter.phrase(low.x, category: low.category))
    }
    return nil
  }

  // MARK: Several lines

  mutating func manyLinesWording(_ series: [SeriesAnalysis]) -> [String] {
    decisions.append("more than \(options.thresholds.maximumSeriesHeadlines) series: summarized together")
    let rose = series.filter { $0.isTrending && $0.fittedChange > 0 }
    let fell = series.filter { $0.isTrending && $0.fittedChange < 0 }
    var sentences: [String] = []
    if rose.count == series.count || fell.count == series.count {
      sentences.append(language.allLines(count: series.count, rose: rose.count == series.count))
    } else {
      sentences.append(language.lineCounts(total: series.count, rose: rose.count, fell: fell.count, other: series.count - rose.count - fell.count))
    }
    if let most = series.max(by: { $0.change < $1.change }), most.change > 0 {
      let by = most.percentChange.map { formatter.percent($0) } ?? formatter.y(most.change)
      sentences.append(language.roseMost(series: most.name, by: by))
    }
    if let highest = series.max(by: { ($0.last?.y ?? -.infinity) < ($1.last?.y ?? -.infinity) }), let last = highest.last {
      sentences.append(language.endedHighest(series: highest.name, value: formatter.y(last.y)))
    }
    return options.verbosity == .brief ? Array(sentences.prefix(1)) : sentences
  }

  // MARK: Categories

  mutating func categoryWording() -> [String] {
    let nonEmpty = analyses.filter { $0.n > 0 }
    guard !nonEmpty.isEmpty else { return [language.noData()] }
    var sentences: [String] = []
    for series in nonEmpty.prefix(options.thresholds.maximumSeriesHeadlines) {
      var headline: String
      if series.range == 0 {
        headline = language.allEqual(series: series.name, value: formatter.y(series.points[0].y))
      } else {
        let highest = series.points.filter { $0.y == series.points[series.maximumIndex].y }.compactMap(\.category)
        let lowest = series.points.filter { $0.y == series.points[series.minimumIndex].y }.compactMap(\.category)
        headline = language.highestLowest(
          highest: language.names(highest), highestValue: formatter.y(series.points[series.maximumIndex].y),
          lowest: language.names(lowest), lowestValue: formatter.y(series.points[series.minimumIndex].y))
      }
      if nonEmpty.count > 1 { headline = language.inSeries(series.name, headline) }
      if kind == .pie {
        decisions.append("parts of a whole")
        sentences.append(language.categoryValues(shares(series)))
        if options.verbosity != .brief { sentences.append(headline) }
      } else {
        sentences.append(headline)
        if options.verbosity != .brief, series.n <= 12, nonEmpty.count == 1 {
          sentences.append(language.categoryValues(series.points.map { ($0.category ?? "", formatter.y($0.y)) }))
        }
      }
    }
    if options.verbosity == .brief { return Array(sentences.prefix(1)) }
    if let series = nonEmpty.first, nonEmpty.count == 1, let endpoints = barIntervalSentence(series) {
      sentences.append(endpoints)
    }
    return sentences
  }

  /// Each category's share of the total, rounded so the shares add up to exactly 100% (largest
  /// remainder). Values already in percent that add up to 100 (or fractions adding up to 1)
  /// are used as they are.
  func shares(_ series: SeriesAnalysis) -> [(String, String)] {
    let values = series.points.map { max($0.y, 0) }
    let total = values.reduce(0, +)
    guard total > 0 else { return series.points.map { ($0.category ?? "", formatter.y($0.y)) } }
    let percents = values.map { $0 / total * 100 }
    var rounded = percents.map { $0.rounded(.down) }
    var remaining = Int((100 - rounded.reduce(0, +)).rounded())
    let order = percents.indices.sorted { (percents[$0] - rounded[$0], -$0) > (percents[$1] - rounded[$1], -$1) }
    for index in order where remaining > 0 {
      rounded[index] += 1
      remaining -= 1
    }
    let percentFormatter = ValueFormatter(format: ValueFormat(style: .percent, fractionDigits: 0), context: options.context)
    return zip(series.points, rounded).map { ($0.category ?? "", percentFormatter.string(for: $1)) }
  }

  // MARK: Scatter

  mutating func scatterWording() -> [String] {
    let xTitle = chart.xAxis.title, yTitle = chart.yAxis?.title ?? "the values"
    guard let series = analyses.first(where: { $0.n > 0 }) else { return [language.noData()] }
    // Mann–Kendall of y ordered by x, and Pearson r of (x, y).
    let ordered = series.points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.inputIndex < $1.inputIndex }
    let test = ordered.count >= 2 ? MannKendall(t: ordered.map(\.x), y: ordered.map(\.y)) : nil
    let significant = (test?.n ?? 0) >= options.thresholds.minimumTrendPoints && Swift.abs(test?.z ?? 0) >= options.thresholds.significanceZ
    guard significant, let r = series.correlation else {
      decisions.append("scatter: no significant relationship")
      return [language.noRelationship(x: xTitle, y: yTitle)]
    }
    let strength = Swift.abs(r) < options.thresholds.weakCorrelation ? "weak" : Swift.abs(r) < options.thresholds.moderateCorrelation ? "moderate" : "strong"
    decisions.append("scatter: \(strength), r = \(r)")
    return [language.relationship(strength: strength, positive: r > 0, x: xTitle, y: yTitle)]
  }

  // MARK: Confidence intervals (§6.5)

  struct IntervalPoint {
    var point: AnalyzedPoint
    var lower: Double
    var upper: Double
    var halfWidth: Double { (upper - lower) / 2 }
  }

  func intervals(_ series: SeriesAnalysis) -> [IntervalPoint]? {
    let withIntervals = series.points.compactMap { point -> IntervalPoint? in
      guard let interval = series.dataPoint(point).confidenceInterval, interval.lowerBound.isFinite, interval.upperBound.isFinite,
        interval.lowerBound <= point.y, point.y <= interval.upperBound
      else { return nil }
      return IntervalPoint(point: point, lower: interval.lowerBound, upper: interval.upperBound)
    }
    guard series.n > 0, Double(withIntervals.count) >= options.thresholds.intervalCoverage * Double(series.n), withIntervals.count >= 2 else {
      return nil
    }
    return withIntervals
  }

  var intervalLevel: String? {
    guard let level = analyses.first?.series.confidenceLevel else { return nil }
    return ValueFormatter(format: ValueFormat(style: .fraction), context: options.context, defaults: .init(fractionDigits: 1)).string(for: level)
  }

  /// "plus or minus 2" when the arms are equal within 5% of the width, else "between 48 and 52".
  func spokenInterval(_ interval: IntervalPoint) -> String {
    let symmetric = Swift.abs((interval.upper - interval.point.y) - (interval.point.y - interval.lower))
      <= options.thresholds.intervalSymmetry * (interval.upper - interval.lower) + 1e-12
    return symmetric
      ? language.plusOrMinus(formatter.y(interval.halfWidth, derived: true, unit: false))
      : language.between(formatter.y(interval.lower, unit: false), formatter.y(interval.upper, unit: false))
  }

  /// The width sentence and the endpoint sentence of a line's intervals.
  func intervalSentences(_ series: SeriesAnalysis) -> (String?, String?) {
    guard let intervals = intervals(series), let first = intervals.first, let last = intervals.last else { return (nil, nil) }
    let k = max(1, intervals.count / 3)
    let start = OrderStatistics.median(intervals.prefix(k).map(\.halfWidth))
    let end = OrderStatistics.median(intervals.suffix(k).map(\.halfWidth))
    let label = language.intervalLabel(level: intervalLevel, plural: false)
    let width: String
    if start > 0, end / start >= options.thresholds.intervalWidening - 1e-12 || end / start <= 1 / options.thresholds.intervalWidening + 1e-12 {
      let widens = end > start
      let from = k == 1 ? spokenInterval(first) : language.plusOrMinus(formatter.y(start, derived: true, unit: false))
      let to = k == 1 ? spokenInterval(last) : language.plusOrMinus(formatter.y(end, derived: true, unit: false))
      width = language.intervalWidth(
        label: label, change: widens ? "widens" : "narrows", from: from, fromX: xWriter.phrase(first.point.x, category: first.point.category),
        to: to, toX: xWriter.phrase(last.point.x, category: last.point.category))
    } else if start == 0, end > 0 {
      width = language.intervalWidth(
        label: label, change: "widens", from: spokenInterval(first), fromX: xWriter.phrase(first.point.x, category: first.point.category),
        to: spokenInterval(last), toX: xWriter.phrase(last.point.x, category: last.point.category))
    } else {
      width = language.intervalSteady(label: label, width: language.plusOrMinus(formatter.y(OrderStatistics.median(intervals.map(\.halfWidth)), derived: true, unit: false)))
    }
    // Endpoints: the first and last points of the series, when both have intervals.
    guard let firstPoint = series.first, let lastPoint = series.last,
      let a = intervals.first(where: { $0.point.inputIndex == firstPoint.inputIndex }),
      let b = intervals.last(where: { $0.point.inputIndex == lastPoint.inputIndex })
    else { return (width, nil) }
    let pair = xWriter.preposition + " " + language.list([xWriter.text(a.point.x, category: a.point.category), xWriter.text(b.point.x, category: b.point.category)])
    return (width, overlapSentence(a, b, pair: pair))
  }

  func barIntervalSentence(_ series: SeriesAnalysis) -> String? {
    guard let intervals = intervals(series), series.range > 0 else { return nil }
    let highIndex = series.points[series.maximumIndex].inputIndex, lowIndex = series.points[series.minimumIndex].inputIndex
    guard let high = intervals.first(where: { $0.point.inputIndex == highIndex }),
      let low = intervals.first(where: { $0.point.inputIndex == lowIndex })
    else { return nil }
    let pair = "of " + language.list([high.point.category ?? "", low.point.category ?? ""])
    return overlapSentence(low, high, pair: pair)
  }

  /// No overlap; overlap but |Δ| > √(h₁² + h₂²); or overlap within the uncertainty.
  func overlapSentence(_ a: IntervalPoint, _ b: IntervalPoint, pair: String) -> String {
    let label = language.intervalLabel(level: intervalLevel, plural: true)
    if a.upper < b.lower || b.upper < a.lower {
      return language.intervalsDoNotOverlap(label: label, between: pair)
    }
    let difference = Swift.abs(b.point.y - a.point.y)
    let combined = (a.halfWidth * a.halfWidth + b.halfWidth * b.halfWidth).squareRoot()
    return difference > combined
      ? language.intervalsOverlapSlightly(label: label, between: pair)
      : language.intervalsOverlap(label: label, between: pair)
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
