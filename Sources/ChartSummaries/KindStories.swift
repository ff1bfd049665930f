public import ChartAccessibility
import Foundation
import TrendStatistics

/// What one kind of chart says: its summary at each verbosity, its Chart Details, its facts and
/// its points one by one. One small type per kind whose story differs from a line's or a bar's
/// (histograms, box plots and heatmaps today; candlesticks and stacks the same way), chosen from
/// the chart's kind in one place, ``KindStories/story(for:options:)``; the other kinds are
/// written by the general summary writer.
protocol KindStory {
  /// The story of `chart`, or `nil` when the chart lacks what the kind needs (then the general
  /// writer speaks about its points).
  init?(chart: AXChartDescriptor, options: SummaryOptions)
  /// The summary, Chart Details and facts.
  func summary() -> ChartSummary
  /// One line per point the listener can step through: a bin, a group.
  func pointLines() -> [String]
}

/// Picks the story of a chart's kind.
enum KindStories {
  /// The story for the kind in `options`, else the chart's declared kind; `nil` for the kinds
  /// the general writer tells (and a distribution chart without distributions).
  static func story(for chart: AXChartDescriptor, options: SummaryOptions) -> (any KindStory)? {
    switch options.kind ?? chart.kind {
    case .histogram: HistogramStory(chart: chart, options: options)
    case .boxPlot: BoxPlotStory(chart: chart, options: options)
    case .heatmap: HeatmapStory(chart: chart, options: options)
    case .candlestick: CandlestickStory(chart: chart, options: options)
    case .stackedBar, .normalizedBar, .stackedArea: StackStory(chart: chart, options: options)
    case .groupedBar: GroupedBarStory(chart: chart, options: options)
    default: nil
    }
  }
}

extension ChartSummarizer {
  /// Lines for `describe --points` of a chart whose kind has its own story (a histogram's bins,
  /// a box plot's groups); `nil` for other charts, whose points are described one by one.
  ///
  /// The lines are heard, so a negative number is said with the word of the options' language
  /// ("minimum minus 1.6", see `LanguagePack.negativeNumbersInWords(_:)`), as in the summary.
  public func distributionPointLines(_ chart: AXChartDescriptor) -> [String]? {
    KindStories.story(for: chart, options: options)?.pointLines().map(options.context.language.negativeNumbersInWords)
  }
}

/// What histograms and box plots share: the language, a formatter of the values' axis and the
/// Chart Details and facts of one distribution.
struct DistributionWording {
  let options: SummaryOptions
  let language: SummaryLanguage
  let formatter: SummaryFormatter

  init(options: SummaryOptions, axis: AXNumericDataAxisDescriptor?, values: [Double]) {
    self.options = options
    language = SummaryLanguage(pack: options.context.language)
    // The formatter says the unit in the summary's language.
    formatter = SummaryFormatter(
      context: options.context, language: language, writing: AxisValueWriting(axis: axis, values: { values }),
      yValues: values)
  }

  func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    language.pack.text(key, arguments)
  }

  /// The values that set the formatter's digits: each group's values when it has at most
  /// 65,536, else 65,536 evenly spaced ones and its two ends (the formatter reads no more than
  /// that, and ten million values are not copied to be read).
  static func formattingSample(_ groups: [[Double]]) -> [Double] {
    var sample: [Double] = []
    for values in groups {
      guard values.count > 65_536 else {
        sample += values
        continue
      }
      let stride = values.count / 65_536
      sample += Swift.stride(from: 0, to: values.count, by: stride).lazy.map { values[$0] }
      sample += [values.min() ?? 0, values.max() ?? 0]
    }
    return sample
  }

  /// A value or statistic of the data (quartile, median, mean), with its unit, exact where a
  /// short decimal writes it (`SummaryFormatter.statistic(_:)`).
  func value(_ number: Double) -> String { formatter.statistic(number) }

  /// One of several means said together (a heatmap's row and column averages): a derived value
  /// with the digits the chart's values have, so the means of one list share their digits
  /// ("Jan 241.8, Feb 235, Mar 270.2", not an exact "241.75" among rounded ones).
  func mean(_ number: Double) -> String { formatter.y(number, derived: true) }

  func label(_ name: String) -> String { text("details.distribution", ["name": .text(name)]) }

  static func number(_ value: Double) -> JSONValue { value.isFinite ? .number(value == 0 ? 0 : value) : .null }

  /// The facts of one distribution: count, quartiles, fences, outliers, and with its values the
  /// moments and shape.
  static func facts(
    name: String, distribution: SeriesDistribution, shape: DistributionShape?, includeBins: Bool
  ) -> JSONValue {
    var object = JSONObject()
    object["name"] = .string(name)
    // null when the data gave box statistics without n.
    object["count"] = distribution.isCountKnown ? .number(Double(distribution.count)) : .null
    if let box = distribution.box {
      object["minimum"] = number(box.minimum)
      object["lowerWhisker"] = number(box.lowerWhisker)
      object["q1"] = number(box.firstQuartile)
      object["median"] = number(box.median)
      object["q3"] = number(box.thirdQuartile)
      object["upperWhisker"] = number(box.upperWhisker)
      object["maximum"] = number(box.maximum)
      object["iqr"] = number(box.interquartileRange)
      object["lowerFence"] = number(box.lowerFence)
      object["upperFence"] = number(box.upperFence)
      object["outliers"] = .array(box.outliers.map(number))
    }
    if let shape {
      object["mean"] = number(shape.mean)
      object["standardDeviation"] = number(shape.standardDeviation)
      object["skewness"] = number(shape.skewness)
      object["excessKurtosis"] = number(shape.excessKurtosis)
      object["bandwidth"] = number(shape.bandwidth)
      object["peaks"] = .array(shape.peaks.map(number))
      object["shape"] = .string(String(describing: shape.kind))
    }
    if includeBins, let bins = distribution.bins {
      object["bins"] = .object(
        JSONObject([
          ("edges", .array(bins.edges.map(number))), ("counts", .array(bins.counts.map { .number(Double($0)) })),
        ]))
    }
    return .object(object)
  }

  /// "One value is unusually high, above 5.2." for each side with outliers.
  func outlierSentences(_ box: BoxStatistics) -> [String] {
    let low = box.outliers.count { $0 < box.lowerFence }
    let high = box.outliers.count - low
    var sentences: [String] = []
    if high > 0 {
      sentences.append(
        text(
          "distribution.outliers", ["direction": "up", "count": .count(high), "fence": .text(value(box.upperFence))]))
    }
    if low > 0 {
      sentences.append(
        text(
          "distribution.outliers", ["direction": "down", "count": .count(low), "fence": .text(value(box.lowerFence))]))
    }
    return sentences
  }

  /// The orientation sentence: "Histogram of Eruptions, 9 bins."
  func orientation(kind: ChartKind, title: String?, count: Int) -> String {
    language.orientation(kind: kind, title: title, count: count, first: nil, last: nil, role: "number")
  }
}

/// A histogram's story: per distribution its size, median and middle half, range, shape by the
/// tests of `DistributionShape`, and outliers by Tukey's fences; never a trend over bins.
struct HistogramStory: KindStory {
  let chart: AXChartDescriptor
  let options: SummaryOptions
  let entries: [(name: String, distribution: SeriesDistribution, shape: DistributionShape?)]
  let wording: DistributionWording

  init?(chart: AXChartDescriptor, options: SummaryOptions) {
    let entries = chart.series.compactMap { series -> (String, SeriesDistribution, DistributionShape?)? in
      guard let distribution = series.distribution, distribution.count > 0 else { return nil }
      var sorted = distribution.values
      if sorted.isEmpty, let bins = distribution.bins { sorted = Self.spreadWithinBins(bins) }
      return (series.name ?? "", distribution, sorted.isEmpty ? nil : DistributionShape(sorted: sorted))
    }
    guard !entries.isEmpty else { return nil }
    self.chart = chart
    self.options = options
    self.entries = entries
    let values = DistributionWording.formattingSample(
      entries.map { entry in entry.1.values.isEmpty ? (entry.1.bins?.edges ?? []) : entry.1.values })
    wording = DistributionWording(options: options, axis: chart.xAxis as? AXNumericDataAxisDescriptor, values: values)
  }

  /// The most values ``spreadWithinBins(_:)`` makes: 100,000.
  static let maximumSpreadValues = 100_000

  /// Values standing for a histogram that came as bins, for the shape tests: each bin's count
  /// spread evenly inside it (value k of c at low + (k + ½) / c × width, the usual assumption
  /// for grouped data), in increasing order. Spreading rather than stacking at the bin's middle
  /// keeps the density estimate from finding a peak in every bin. When the bins hold more than
  /// ``maximumSpreadValues`` values, each count is scaled to that total (rounded), which keeps
  /// the shape and leaves the tests' significance beyond doubt at that size.
  static func spreadWithinBins(_ bins: HistogramBins) -> [Double] {
    let total = bins.total
    guard total > 0 else { return [] }
    let scale = total > maximumSpreadValues ? Double(maximumSpreadValues) / Double(total) : 1
    var values: [Double] = []
    for (index, count) in bins.counts.enumerated() {
      let c = scale == 1 ? count : Int((Double(count) * scale).rounded())
      guard c > 0 else { continue }
      let low = bins.edges[index]
      let width = bins.edges[index + 1] - low
      for k in 0..<c { values.append(low + (Double(k) + 0.5) / Double(c) * width) }
    }
    return values
  }

  /// The name a distribution is spoken by: the series name, else the x axis title.
  func spokenName(_ name: String) -> String {
    name.isEmpty ? (chart.xAxis.title.isEmpty ? wording.language.fallbackSeriesName() : chart.xAxis.title) : name
  }

  func entrySentences(for entry: (name: String, distribution: SeriesDistribution, shape: DistributionShape?))
    -> [String]
  {
    var sentences: [String] = []
    let distribution = entry.distribution
    guard let box = distribution.box ?? approximateBox(distribution) else { return [] }
    sentences.append(
      wording.text(
        "distribution.center",
        [
          "series": .text(spokenName(entry.name)), "count": .count(distribution.count),
          "median": .text(wording.value(box.median)),
        ]))
    if options.verbosity == .brief { return sentences }
    sentences.append(
      wording.text(
        "distribution.spread",
        [
          "q1": .text(wording.value(box.firstQuartile)), "q3": .text(wording.value(box.thirdQuartile)),
          "min": .text(wording.value(box.minimum)), "max": .text(wording.value(box.maximum)),
        ]))
    if let shape = entry.shape {
      switch shape.kind {
      case .tooFewValues: break
      case .multimodal:
        // Peaks are approximate: two significant digits ("near 2 and 4.4").
        let peaks = shape.peaks.map { wording.value(Self.twoSignificantDigits($0)) }
        sentences.append(
          wording.text(
            "distribution.peaks", ["count": .count(peaks.count), "peaks": .text(wording.language.list(peaks))]))
      case .symmetric: sentences.append(wording.text("distribution.shape", ["shape": "symmetric"]))
      case .skewedRight: sentences.append(wording.text("distribution.shape", ["shape": "skewedRight"]))
      case .skewedLeft: sentences.append(wording.text("distribution.shape", ["shape": "skewedLeft"]))
      case .heavyTails: sentences.append(wording.text("distribution.shape", ["shape": "heavyTails"]))
      }
    }
    if !distribution.values.isEmpty { sentences += wording.outlierSentences(box) }
    return sentences
  }

  /// `value` rounded to two significant digits: 1.98 → 2, 4.37 → 4.4, 334.7 → 330.
  static func twoSignificantDigits(_ value: Double) -> Double {
    guard value != 0, value.isFinite else { return 0 }
    let exponent = Int(Foundation.log10(Swift.abs(value)).rounded(.down)) - 1
    let scale = Foundation.pow(10, Double(Swift.abs(exponent)))
    return exponent >= 0
      ? (value / scale).rounded(.toNearestOrAwayFromZero) * scale
      : (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// Quartiles read from bins (linear within a bin) when only bins were given.
  func approximateBox(_ distribution: SeriesDistribution) -> BoxStatistics? {
    Self.approximateBox(distribution)
  }

  static func approximateBox(_ distribution: SeriesDistribution) -> BoxStatistics? {
    guard let bins = distribution.bins, bins.total > 0 else { return nil }
    func quantile(_ p: Double) -> Double {
      let target = p * Double(bins.total)
      var cumulative = 0.0
      for (index, count) in bins.counts.enumerated() {
        let next = cumulative + Double(count)
        if next >= target && count > 0 {
          let fraction = (target - cumulative) / Double(count)
          return bins.edges[index] + fraction * (bins.edges[index + 1] - bins.edges[index])
        }
        cumulative = next
      }
      return bins.edges.last!
    }
    let first = bins.counts.firstIndex { $0 > 0 }!
    let last = bins.counts.lastIndex { $0 > 0 }!
    return BoxStatistics(
      count: bins.total, lowerWhisker: bins.edges[first], firstQuartile: quantile(0.25), median: quantile(0.5),
      thirdQuartile: quantile(0.75), upperWhisker: bins.edges[last + 1], outliers: [])
  }

  func summary() -> ChartSummary {
    var sentences: [String] = []
    let binCount = entries.first?.distribution.bins?.counts.count ?? 0
    if options.includeOrientation {
      sentences.append(wording.orientation(kind: .histogram, title: chart.title, count: binCount))
    }
    for entry in entries.prefix(options.thresholds.maximumSeriesHeadlines) { sentences += entrySentences(for: entry) }
    var statistics: [ChartSummary.Statistic] = []
    if options.verbosity == .detailed {
      for entry in entries { statistics += details(entry) }
    }
    let facts = JSONValue.object(
      JSONObject([
        ("kind", .string(ChartKind.histogram.rawValue)),
        (
          "distributions",
          .array(
            entries.map {
              DistributionWording.facts(
                name: $0.name, distribution: $0.distribution, shape: $0.shape, includeBins: true)
            })
        ),
      ]))
    return ChartSummary(
      summary: wording.formatter.summaryText(sentences), statistics: statistics, facts: facts,
      language: options.context.language)
  }

  func details(_ entry: (name: String, distribution: SeriesDistribution, shape: DistributionShape?))
    -> [ChartSummary.Statistic]
  {
    let series = entries.count > 1 ? spokenName(entry.name) : nil
    var statistics: [ChartSummary.Statistic] = []
    func add(_ label: String, _ value: String) {
      statistics.append(ChartSummary.Statistic(series: series, label: label, value: value))
    }
    let language = wording.language
    add(language.statisticLabel("count"), String(entry.distribution.count))
    if let box = entry.distribution.box {
      add(language.statisticLabel("minimum"), wording.value(box.minimum))
      add(wording.label("q1"), wording.value(box.firstQuartile))
      add(language.statisticLabel("median"), wording.value(box.median))
      add(wording.label("q3"), wording.value(box.thirdQuartile))
      add(language.statisticLabel("maximum"), wording.value(box.maximum))
      add(wording.label("iqr"), wording.value(box.interquartileRange))
      if !box.outliers.isEmpty {
        add(wording.label("outliers"), language.list(box.outliers.map { wording.value($0) }))
      }
    }
    if let shape = entry.shape, entry.distribution.values.count > 1 {
      add(language.statisticLabel("mean"), wording.value(shape.mean))
      add(wording.label("sd"), wording.value(shape.standardDeviation))
      add(wording.label("skewness"), wording.formatter.plain(shape.skewness, digits: 2))
      if shape.peaks.count > 1 { add(wording.label("peaks"), language.list(shape.peaks.map { wording.value($0) })) }
    }
    if let bins = entry.distribution.bins {
      add(wording.label("bins"), binLines(bins).joined(separator: " "))
    }
    return statistics
  }

  /// "1.5 to 2: 55 values, 20%." for each bin.
  func binLines(_ bins: HistogramBins) -> [String] {
    let total = Double(max(1, bins.total))
    return bins.counts.indices.map { index in
      wording.text(
        "distribution.bin",
        [
          "low": .text(wording.value(bins.edges[index])), "high": .text(wording.value(bins.edges[index + 1])),
          "count": .count(bins.counts[index]),
          "share": .text(wording.formatter.percent(Double(bins.counts[index]) / total)),
        ])
    }
  }

  func pointLines() -> [String] {
    entries.flatMap { entry -> [String] in
      guard let bins = entry.distribution.bins else { return [] }
      let lines = binLines(bins)
      return entries.count > 1 ? lines.map { "\(spokenName(entry.name)), \($0)" } : lines
    }
  }
}

/// A box plot's story: each group's median and middle half (up to five groups; more are counted
/// with the lowest and highest median named), the groups with the highest and lowest median,
/// whether the groups differ (`GroupComparison`, from the groups' values), and outliers per
/// group.
struct BoxPlotStory: KindStory {
  let chart: AXChartDescriptor
  let options: SummaryOptions
  let groups: [(name: String, distribution: SeriesDistribution, box: BoxStatistics)]
  let comparison: GroupComparison?
  let wording: DistributionWording

  init?(chart: AXChartDescriptor, options: SummaryOptions) {
    let groups = chart.series.compactMap { series -> (String, SeriesDistribution, BoxStatistics)? in
      guard let distribution = series.distribution, let box = distribution.box else { return nil }
      return (series.name ?? "", distribution, box)
    }
    guard !groups.isEmpty else { return nil }
    self.chart = chart
    self.options = options
    self.groups = groups
    let withValues = groups.map(\.1.values)
    comparison = withValues.allSatisfy { !$0.isEmpty } ? GroupComparison(groups: withValues) : nil
    let values = DistributionWording.formattingSample(
      groups.map { group in
        group.1.values.isEmpty ? [group.2.minimum, group.2.median, group.2.maximum] : group.1.values
      })
    wording = DistributionWording(options: options, axis: chart.yAxis, values: values)
  }

  func summary() -> ChartSummary {
    var sentences: [String] = []
    if options.includeOrientation {
      sentences.append(wording.orientation(kind: .boxPlot, title: chart.title, count: groups.count))
    }
    let byMedian = groups.indices.sorted { groups[$0].box.median > groups[$1].box.median }
    let highest = byMedian.first!
    let lowest = byMedian.last!
    let language = wording.language
    if groups.count <= options.thresholds.maximumSeriesHeadlines {
      let listed = options.verbosity == .brief ? [] : groups
      for group in listed {
        sentences.append(
          wording.text(
            "box.group",
            [
              "group": .text(group.name), "median": .text(wording.value(group.box.median)),
              "q1": .text(wording.value(group.box.firstQuartile)), "q3": .text(wording.value(group.box.thirdQuartile)),
            ]))
      }
    } else {
      sentences.append(
        wording.text(
          "box.groupsRange",
          [
            "count": .count(groups.count), "low": .text(wording.value(groups[lowest].box.median)),
            "lowest": .text(groups[lowest].name), "high": .text(wording.value(groups[highest].box.median)),
            "highest": .text(groups[highest].name),
          ]))
    }
    // (More groups than are listed: the range sentence has named both already.)
    if groups.count > 1 && groups.count <= options.thresholds.maximumSeriesHeadlines
      && groups[highest].box.median > groups[lowest].box.median
    {
      sentences.append(
        wording.text(
          "box.highestLowest", ["highest": .text(groups[highest].name), "lowest": .text(groups[lowest].name)]))
    }
    if options.verbosity != .brief, let comparison {
      sentences.append(wording.text("box.comparison", ["verdict": .text(comparison.verdict.rawValue)]))
    }
    if options.verbosity != .brief {
      let withOutliers = groups.filter { !$0.box.outliers.isEmpty }
      if !withOutliers.isEmpty {
        let items = withOutliers.map { group in
          wording.text("box.outliersIn", ["count": .count(group.box.outliers.count), "group": .text(group.name)])
        }
        sentences.append(wording.text("box.outliers", ["list": .text(language.list(items))]))
      }
    }
    // Box statistics given without n (MAIDR's box layer): said, so that no one takes the
    // groups for samples of known size.
    if options.verbosity != .brief, groups.contains(where: { $0.box.count == nil }) {
      sentences.append(wording.text("box.countUnknown", [:]))
    }
    var statistics: [ChartSummary.Statistic] = []
    if options.verbosity == .detailed {
      statistics = groups.map { ChartSummary.Statistic(series: nil, label: $0.name, value: fiveNumbers($0.box)) }
      if let comparison {
        statistics.append(
          ChartSummary.Statistic(
            series: nil, label: wording.label("test"),
            value: wording.text(
              "details.test",
              [
                "h": .text(wording.formatter.plain(comparison.statistic, digits: 2)),
                "p": .text(wording.formatter.significant(comparison.pValue)),
                "effect": .text(wording.formatter.plain(comparison.effectSize, digits: 2)),
              ])))
      }
    }
    var facts = JSONObject()
    facts["kind"] = .string(ChartKind.boxPlot.rawValue)
    facts["groups"] = .array(
      groups.map { group in
        let sorted = group.distribution.values
        return DistributionWording.facts(
          name: group.name, distribution: group.distribution,
          shape: sorted.isEmpty ? nil : DistributionShape(sorted: sorted), includeBins: false)
      })
    if let comparison {
      facts["comparison"] = .object(
        JSONObject([
          ("test", .string("Kruskal-Wallis")), ("h", DistributionWording.number(comparison.statistic)),
          ("degreesOfFreedom", .number(Double(comparison.degreesOfFreedom))),
          ("pValue", DistributionWording.number(comparison.pValue)),
          ("epsilonSquared", DistributionWording.number(comparison.effectSize)),
          ("verdict", .string(comparison.verdict.rawValue)),
        ]))
    }
    return ChartSummary(
      summary: wording.formatter.summaryText(sentences), statistics: statistics, facts: .object(facts),
      language: options.context.language)
  }

  /// Each group's name, size, five numbers and outliers: "7A: 30 values; minimum 53, …".
  func pointLines() -> [String] {
    groups.map { group in
      wording.text("details.line.chart", ["label": .text(group.name), "value": .text(fiveNumbers(group.box))])
    }
  }

  /// "30 values; minimum 53, first quartile 64, median 70, third quartile 76.8, maximum 88;
  /// unusual values: 42."
  /// Without n: "number of values not given; minimum 52, …".
  func fiveNumbers(_ box: BoxStatistics) -> String {
    let outliers = box.outliers.isEmpty ? nil : wording.language.list(box.outliers.map { wording.value($0) })
    return wording.text(
      box.count == nil ? "box.fiveNumbersNoCount" : "box.fiveNumbers",
      [
        "count": .count(box.count ?? 0), "min": .text(wording.value(box.lowerWhisker)),
        "q1": .text(wording.value(box.firstQuartile)), "median": .text(wording.value(box.median)),
        "q3": .text(wording.value(box.thirdQuartile)), "max": .text(wording.value(box.upperWhisker)),
        "outliers": .optional(outliers),
      ])
  }
}
