public import ChartAccessibility
import Foundation
import TrendStatistics

/// Writes the summary of a chart: a pure, deterministic function of the descriptor and the
/// options. No system locale, time zone, clock or randomness is read.
///
///     let summary = ChartSummarizer(options: SummaryOptions(context: .default)).summarize(chart)
///     summary.summary   // "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June."
///
/// The chart's `summaryTemplate` (or ``SummaryOptions/template``) replaces the default wording
/// when it is written in the summary's language (see ``templateNote(for:)``).
public struct ChartSummarizer: Sendable {
  public var options: SummaryOptions

  public init(options: SummaryOptions = SummaryOptions()) {
    self.options = options
  }

  /// The summary of `chart`. Never throws: a chart whose template does not parse is refused
  /// when it is loaded or validated, and such a template is ignored here.
  ///
  /// Every text is meant to be heard, so negative numbers are said in words ("minus 802", see
  /// `FormattingContext.NegativeNumbers.word`) whatever the options' context
  /// says: a screen reader at a low punctuation level drops "-". Dates are worded as sentences
  /// word them (`FormattingContext.DateWording.prose`: "December 5", not the axis format's
  /// "Dec 5"; "Q3 1980" in German "dritten Quartal 1980").
  public func summarize(_ chart: AXChartDescriptor) -> ChartSummary {
    summarize(chart, verbosities: [options.verbosity])[0]
  }

  /// The summaries of `chart` at each of `verbosities`, in that order, with the other options
  /// as they are: the same summaries as one ``summarize(_:)`` per verbosity, with the series
  /// analysed once for all of them (the analysis, not the wording, is most of a summary's
  /// cost; an HTML page writes two summaries).
  package func summarize(_ chart: AXChartDescriptor, verbosities: [SummaryOptions.Verbosity]) -> [ChartSummary] {
    var options = options
    options.context.negativeNumbers = .word
    options.context.dateWording = .prose
    // The general writer's analysis does not depend on the verbosity: made once, copied
    // unwritten for each verbosity.
    var analysed: SummaryWriter?
    func writer(_ options: SummaryOptions) -> SummaryWriter {
      var writer = analysed ?? SummaryWriter(chart: chart, options: options)
      analysed = writer
      writer.options = options
      return writer
    }
    return verbosities.map { verbosity in
      options.verbosity = verbosity
      if let story = KindStories.story(for: chart, options: options) {
        var summary = story.summary()
        // A template replaces the story's words; its facts and Chart Details stay.
        if ChartSummarizer.template(for: chart, options: options) != nil {
          var templated = writer(options)
          summary.summary = templated.write().summary
        }
        if !options.includesFacts { summary.facts = .null }
        return summary
      }
      var general = writer(options)
      return general.write()
    }
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

  /// Whether `series` has on average four or more points at each of its x values. O(n) when x
  /// increases (almost every line), O(n log n) otherwise.
  static func hasGroupedX(_ series: AXDataSeriesDescriptor) -> Bool {
    guard series.pointCount >= 8 else { return false }
    if increasesInX(series) { return false }
    var xs = series.plainPointColumns?.x ?? series.dataPoints.compactMap(\.x.number)
    xs.sort()
    var distinct = xs.isEmpty ? 0 : 1
    for index in xs.indices.dropFirst() where xs[index] != xs[index - 1] { distinct += 1 }
    return distinct * 4 <= xs.count
  }

  /// The kind of chart `chart` is, by the rule documented on `ChartKind`.
  public static func inferKind(of chart: AXChartDescriptor) -> ChartKind {
    let anyContinuous = chart.series.contains(where: \.isContinuous)
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      if categorical.isOrdered ?? anyContinuous { return .line }
      return chart.readsAsPie ? .pie : .bar
    }
    if let numeric = chart.xAxis as? AXNumericDataAxisDescriptor, numeric.valueKind == .date { return .line }
    if chart.series.contains(where: hasGroupedX) { return .scatter }
    if anyContinuous { return .line }
    // Only discrete series on a numeric x: points, whatever order they are written in (a lone
    // point has no relationship to tell and is read as a line's single value).
    return chart.series.allSatisfy { $0.pointCount <= 1 } ? .line : .scatter
  }

  /// Whether every point's x is above the one before (a category counts as 0).
  static func increasesInX(_ series: AXDataSeriesDescriptor) -> Bool {
    if let plain = series.plainPointColumns { return zip(plain.x, plain.x.dropFirst()).allSatisfy { $0 < $1 } }
    let points = series.dataPoints
    return zip(points, points.dropFirst()).allSatisfy { ($0.x.number ?? 0) < ($1.x.number ?? 0) }
  }

  /// The numeric x of every point of `chart` (categories left out), in series order. A single
  /// series kept as columns lends its column without a copy.
  static func xNumbers(of chart: AXChartDescriptor) -> [Double] {
    if chart.series.count == 1, let plain = chart.series[0].plainPointColumns { return plain.x }
    var numbers: [Double] = []
    numbers.reserveCapacity(chart.series.reduce(0) { $0 + $1.pointCount })
    for series in chart.series {
      if let plain = series.plainPointColumns {
        numbers += plain.x
        continue
      }
      for point in series.dataPoints {
        if case .number(let x) = point.x { numbers.append(x) }
      }
    }
    return numbers
  }

  /// The y of every point of `chart` that has one, in series order.
  static func yNumbers(of chart: AXChartDescriptor) -> [Double] {
    if chart.series.count == 1, let plain = chart.series[0].plainPointColumns, !plain.y.contains(where: \.isNaN) {
      return plain.y
    }
    return chart.series.flatMap { series in
      series.plainPointColumns.map { $0.y.filter { !$0.isNaN } } ?? series.dataPoints.compactMap(\.y)
    }
  }
}

/// The sentence plan for one chart: what to say, in which order, within a budget of sentences.
struct SummaryWriter {
  let chart: AXChartDescriptor
  /// The options; only the verbosity may change after `init` (nothing `init` computes reads it).
  var options: SummaryOptions
  let language: SummaryLanguage
  let kind: ChartKind
  let xWriter: XWriter
  let analyses: [SeriesAnalysis]
  /// Analyzes a series of this chart as `analyses` were (the same time index, scale and rules):
  /// for a copy of one with a reading set aside (``SummaryWriter/withoutSpike(_:)``).
  let analyze: (AXDataSeriesDescriptor, _ fallbackName: String) -> SeriesAnalysis
  /// The y span of every series together, and how many series have values: computed once, since
  /// each series' wording compares itself with it (2,000 series made this quadratic).
  let sharedYSpan: (range: Double, seriesWithValues: Int)
  var formatter: SummaryFormatter
  /// The y axis' format, or the one its app-supplied closure writes (``AppStrings``).
  let yFormat: ValueFormat?
  /// The date granularity of a date x axis, for time indices and "per month".
  let dateGranularity: DateGranularity?
  var decisions: [String] = []

  /// - Parameter analyzed: the chart's series as analyzed already by a writer of the same chart
  ///   and options in another language (``inEnglish()``); `nil` analyzes them.
  init(chart: AXChartDescriptor, options: SummaryOptions, analyzed: [SeriesAnalysis]? = nil) {
    self.chart = chart
    self.options = options
    language = SummaryLanguage(pack: options.context.language)
    let kind = options.kind ?? chart.kind ?? ChartSummarizer.inferKind(of: chart)
    self.kind = kind
    let xNumbers = ChartSummarizer.xNumbers(of: chart)
    xWriter = XWriter(
      axis: chart.xAxis, values: xNumbers, context: options.context, language: language,
      preposition: options.xPreposition, isVariable: kind == .scatter)
    let granularity = xWriter.dateGranularity
    dateGranularity = granularity
    let first = xNumbers.min() ?? 0
    let context = xWriter.dateContext
    let timeIndex: ((Double) -> Double)? = granularity.map { granularity in
      { x in Self.calendarUnits(from: first, to: x, granularity: granularity, context: context) }
    }
    let sorted = kind != .bar && kind != .pie
    // A percent change of a rate ("unemployment rose 66%") confuses; rates change in points.
    // Only an app's own closure is read (the values are gathered only then).
    let writing = AxisValueWriting(axis: chart.yAxis, values: { ChartSummarizer.yNumbers(of: chart) })
    let yFormat = writing.format
    // The unit in the summary's language, when the chart gives it (``PluralForms/translations``).
    var spokenFormat = yFormat
    spokenFormat?.unit = yFormat?.unit?.localized(for: language.pack.identifier)
    self.yFormat = spokenFormat
    let isRate = yFormat?.isPercentage ?? false
    let meaningfulZero = !isRate && Self.yHasMeaningfulZero(chart.yAxis, format: yFormat)
    let pack = language.pack
    let xAxis = chart.xAxis
    let logScale = (chart.yAxis?.scaleType ?? .linear) != .linear
    let thresholds = options.thresholds
    analyze = { series, fallbackName in
      SeriesAnalysis(
        series: series, fallbackName: fallbackName, xAxis: xAxis, sorted: sorted, timeIndex: timeIndex,
        logScale: logScale, correlate: kind == .scatter, meaningfulZero: meaningfulZero, findPatterns: kind == .line,
        thresholds: thresholds)
    }
    analyses =
      analyzed
      ?? chart.series.indices.map { [analyze] in
        analyze(chart.series[$0], chart.seriesName(at: $0, language: pack))
      }
    var high = -Double.infinity
    var low = Double.infinity
    var withValues = 0
    for index in analyses.indices where analyses[index].n > 0 {
      withValues += 1
      high = max(high, analyses[index].points[analyses[index].maximumIndex].y)
      low = min(low, analyses[index].points[analyses[index].minimumIndex].y)
    }
    sharedYSpan = (withValues > 0 ? high - low : 0, withValues)
    formatter = SummaryFormatter(
      context: options.context, language: language, writing: writing,
      yValues: analyses.count == 1 ? analyses[0].points.y : analyses.flatMap(\.points.y))
  }

  /// This writer in English: the same chart, options and analyses (series keep the names this
  /// writer gave them), the words of ``LanguagePack/english`` and dates and numbers of `en_US`
  /// (a month takes two words, as "January 2000", not three, as "enero de 2000"). Decisions that depend on how long
  /// the text is are taken on the English text, so that every language says the same facts
  /// (German and French take more words for the same sentence).
  func inEnglish() -> SummaryWriter {
    var englishOptions = options
    englishOptions.context.locale = Locale(identifier: "en_US")
    englishOptions.context.language = .english
    return SummaryWriter(chart: chart, options: englishOptions, analyzed: analyses)
  }

  /// Whole calendar units between two dates, in the context's calendar and time zone:
  /// months and years by their calendar fields, shorter units by elapsed time. O(1), no calendar
  /// calls, so a million dates take milliseconds.
  static func calendarUnits(from first: Double, to x: Double, granularity: DateGranularity, context: FormattingContext)
    -> Double
  {
    let seconds = x - first
    switch granularity {
    case .second: return seconds
    case .minute: return (seconds / 60).rounded()
    case .hour: return (seconds / 3600).rounded()
    case .day: return (seconds / 86_400).rounded()
    case .month, .quarter, .year:
      let a = context.calendarFields(of: first)
      let b = context.calendarFields(of: x)
      let months = (b.year - a.year) * 12 + (b.month - a.month)
      return granularity == .month
        ? Double(months) : granularity == .quarter ? Double(months / 3) : Double(b.year - a.year)
    }
  }

  /// Whether zero is a meaningful origin for the y axis, so that percent changes mean
  /// something. Not for temperatures in degrees, heights or levels above a datum (sea level,
  /// a gauge's zero), scales centred on a norm (IQ, z-scores, pH) or logarithmic units
  /// (decibels): "the lake fell by 0.1%" or "it warmed by 20%" are true numbers that mislead.
  /// Decided from the axis title and unit only, so every series of a chart gets the same rule.
  static func yHasMeaningfulZero(_ axis: AXNumericDataAxisDescriptor?, format: ValueFormat?) -> Bool {
    guard let axis else { return true }
    let unit = format?.unit.map { $0.other + " " + $0.one } ?? ""
    let text = (axis.title + " " + unit).lowercased()
    // Whole words only: "unique visitors" is not IQ, "graph views" is not pH.
    let words = Set(text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
    if words.contains("kelvin") { return true }
    let intervalScales: Set = [
      "degree", "degrees", "celsius", "fahrenheit", "temperature", "temperatures", "temp", "elevation", "altitude",
      "iq", "ph", "decibel", "decibels", "db", "latitude", "longitude",
    ]
    if text.contains("°") || !words.isDisjoint(with: intervalScales) { return false }
    if ["z-score", "z score", "above sea", "sea level"].contains(where: { text.contains($0) }) { return false }
    // A level or stage in a length unit is a height above some datum (a lake, a river gauge).
    let lengthUnits: Set = ["feet", "foot", "ft", "meter", "meters", "metre", "metres", "m", "inch", "inches"]
    if !words.isDisjoint(with: ["level", "levels", "stage"]), !words.isDisjoint(with: lengthUnits) { return false }
    return true
  }

  mutating func write() -> ChartSummary {
    var sentences: [String] = []
    // The sentences joined as they are: the orientation, an app's template, and a scatter's,
    // whose x values may share the y unit ("years" of age and of schooling).
    var kept: Set<Int> = []
    if options.includeOrientation {
      sentences.append(orientation())
      kept.insert(0)
    }
    if let template = ChartSummarizer.template(for: chart, options: options) {
      decisions.append("template")
      kept.insert(sentences.count)
      sentences.append(TemplateFiller(writer: self).fill(template))
    } else {
      if let code = ChartSummarizer.templateLanguageSetAside(of: chart, options: options) {
        decisions.append("template in another language (\(code)) set aside")
      }
      let body = defaultWording()
      if kind == .scatter { kept.formUnion(sentences.count..<sentences.count + body.count) }
      sentences += body
    }
    var features: [ChartSummary.Feature] = []
    var statistics: [ChartSummary.Statistic] = []
    if options.verbosity == .detailed {
      (features, statistics) = chartDetails()
    }
    return ChartSummary(
      summary: xWriter.yearOnce(in: formatter.summaryText(sentences, keeping: kept)), features: features,
      statistics: statistics,
      facts: options.includesFacts ? facts() : .null, language: options.context.language)
  }

  // MARK: Orientation

  func orientation() -> String {
    let points = analyses.first?.points ?? []
    let (first, last) = orientationSpan()
    return language.orientation(
      kind: kind, title: chart.title, count: points.count, first: first, last: last, role: xWriter.role.rawValue)
  }
}

extension SummaryWriter {
  /// The first and last x the orientation sentence names ("… 6 points from January 2024 to June
  /// 2024"): the first series'. The sentences after it do not say the same span again.
  func orientationSpan() -> (first: String?, last: String?) {
    let points = analyses.first?.points ?? []
    return (
      points.first.map { xWriter.text($0.x, category: $0.category) },
      points.last.map { xWriter.text($0.x, category: $0.category) }
    )
  }
}

extension Array {
  subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
