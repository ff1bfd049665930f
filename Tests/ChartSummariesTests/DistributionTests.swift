import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

/// Histograms and box plots of real data (Fixtures/distributions, from R's data sets) against
/// the truth that Scripts/distributions/truth.py computes with NumPy and SciPy: bins, quartiles,
/// outliers, shape, the group test, and what the summary must and must not say.
@Suite struct DistributionTests {
  /// Fixtures/distributions/truth.json (read each time: `Any` is not sendable).
  static var truth: [String: Any] {
    let data = try! Data(contentsOf: fixtureURL("distributions/truth.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }
  static let histogramFiles = (truth["histograms"] as! [String: Any]).keys.sorted()
  static let groupFiles = (truth["groups"] as! [String: Any]).keys.sorted()

  /// The file read as `audiograph` reads it with `--chart auto`.
  static func chart(_ name: String, context: FormattingContext = .default) throws -> AXChartDescriptor {
    let bytes = Array(try Data(contentsOf: fixtureURL("distributions/\(name)")))
    let options = CSVDistribution.Options()
    let plan = try #require(try CSVDistribution.decide(bytes, fileName: name, options: options))
    return try CSVDistribution.decode(bytes, fileName: name, plan: plan, options: options, context: context)
  }

  static func close(_ a: Double, _ b: Double, relative: Double = 1e-12) -> Bool {
    abs(a - b) <= relative * max(1, abs(a), abs(b))
  }

  static func expectBox(_ box: BoxStatistics, _ truth: [String: Any], _ label: String) {
    #expect(box.count == (truth["count"] as! Int), "\(label)")
    for (name, value) in [
      ("q1", box.firstQuartile), ("median", box.median), ("q3", box.thirdQuartile),
      ("lowerWhisker", box.lowerWhisker), ("upperWhisker", box.upperWhisker),
      ("lowerFence", box.lowerFence), ("upperFence", box.upperFence),
    ] {
      #expect(close(value, truth[name] as! Double), "\(label) \(name): \(value) vs \(truth[name]!)")
    }
    #expect(box.outliers == truth["outliers"] as! [Double], "\(label) outliers")
  }

  @Test(arguments: histogramFiles)
  func histogramMatchesNumPy(name: String) throws {
    let truth = (Self.truth["histograms"] as! [String: Any])[name] as! [String: Any]
    let chart = try Self.chart(name)
    #expect(chart.kind == .histogram)
    let distribution = try #require(chart.series.first?.distribution)
    let sorted = distribution.values
    // NumPy's own auto width, before rounding.
    let width = try #require(HistogramBins.numPyAutoWidth(sorted: sorted))
    #expect(Self.close(width, truth["numpyAutoWidth"] as! Double, relative: 1e-12))
    let bins = try #require(distribution.bins)
    #expect(bins.edges == truth["edges"] as! [Double])
    #expect(bins.counts == truth["counts"] as! [Int])
    Self.expectBox(try #require(distribution.box), truth, name)
    // The Apple-side points: one per bin, x its middle, y its count.
    #expect(chart.series[0].dataPoints.count == bins.counts.count)
    #expect(chart.series[0].dataPoints.first?.y == Double(bins.counts[0]))

    let shape = DistributionShape(sorted: sorted)
    #expect(String(describing: shape.kind) == truth["shape"] as! String)
    #expect(Self.close(shape.skewness, truth["skewness"] as! Double, relative: 1e-9))
    #expect(Self.close(shape.excessKurtosis, truth["excessKurtosis"] as! Double, relative: 1e-9))
    #expect(Self.close(shape.bandwidth, truth["bandwidth"] as! Double, relative: 1e-9))
    let peaks = truth["peaks"] as! [Double]
    let step = truth["gridStep"] as! Double
    #expect(shape.peaks.count == peaks.count)
    for (ours, theirs) in zip(shape.peaks, peaks) {
      #expect(abs(ours - theirs) <= step * 1.001, "peak \(ours) vs \(theirs)")
    }
  }

  @Test(arguments: groupFiles)
  func groupsMatchSciPy(name: String) throws {
    let truth = (Self.truth["groups"] as! [String: Any])[name] as! [String: Any]
    let chart = try Self.chart(name)
    #expect(chart.kind == .boxPlot)
    let groups = truth["groups"] as! [[String: Any]]
    #expect(chart.series.map { $0.name ?? "" } == groups.map { $0["name"] as! String })
    for (series, group) in zip(chart.series, groups) {
      Self.expectBox(try #require(series.distribution?.box), group, "\(name) \(series.name ?? "")")
      // Apple-side: one point, the group's median.
      #expect(series.dataPoints.count == 1)
      #expect(Self.close(series.dataPoints.first?.y ?? .nan, group["median"] as! Double))
    }
    let test = try #require(GroupComparison(groups: chart.series.map { $0.distribution!.values }))
    let kruskal = truth["kruskalWallis"] as! [String: Any]
    #expect(Self.close(test.statistic, kruskal["h"] as! Double, relative: 1e-10))
    #expect(Self.close(test.pValue, kruskal["pValue"] as! Double, relative: 1e-8))
    #expect(Self.close(test.effectSize, kruskal["epsilonSquared"] as! Double, relative: 1e-10))
    #expect(test.verdict.rawValue == kruskal["verdict"] as! String)
  }

  /// What each summary must say and must not say (English), and the same facts in German,
  /// French and Spanish for three of them.
  @Test(arguments: [
    (
      "old-faithful-eruptions.csv", "en_US",
      ["eruptions: 272 values, median 4.", "between 2.16 and 4.45", "2 peaks, near 2 and 4.4."],
      ["rose", "fell", "trend", "first", "last", "skewed", "unusually"]
    ),
    (
      "old-faithful-eruptions.csv", "de_DE", ["272 Werte, Median 4.", "2 Gipfel, bei etwa 2 und 4,4."], ["stieg"]
    ),
    ("old-faithful-eruptions.csv", "fr_FR", ["272 valeurs, médiane 4.", "2 pics, vers 2 et 4,4."], ["hausse"]),
    (
      "old-faithful-eruptions.csv", "es_ES", ["272 valores, mediana 4.", "2 picos, cerca de 2 y 4,4."], ["subió"]
    ),
    ("iris-petal-length.csv", "en_US", ["150 values, median 4.35", "2 peaks, near 1.5 and 4.8"], ["skewed", "trend"]),
    (
      "river-lengths.csv", "en_US",
      ["141 values, median 425", "skewed to the right", "11 values are unusually high, above 1,235."],
      ["peaks", "symmetric", "trend"]
    ),
    (
      "airquality-ozone.csv", "en_US",
      ["116 values, median 31.5", "skewed to the right", "2 values are unusually high"],
      ["153 values", "peaks"]
    ),
    (
      "chick-weights.csv", "en_US",
      [
        "6 groups, with medians from 151.5 in horsebean to 342 in casein.", "The groups differ clearly.",
        "Unusual values: 3 in sunflower.",
      ],
      ["overlap", "highest at", "lowest at"]
    ),
    (
      "chick-weights.csv", "de_DE",
      [
        "6 Gruppen, mit Medianen von 151,5 bei horsebean bis 342 bei casein.",
        "Die Gruppen unterscheiden sich deutlich.",
      ],
      ["überlappen"]
    ),
    ("chick-weights.csv", "fr_FR", ["6 groupes", "Les groupes diffèrent nettement."], ["recouvrent"]),
    ("chick-weights.csv", "es_ES", ["6 grupos", "Los grupos difieren claramente."], ["solapan"]),
    (
      "plant-growth.csv", "en_US",
      [
        "ctrl: median 5.15, middle half 4.55 to 5.29.", "trt2 has the highest median, trt1 the lowest.",
        "The groups differ clearly.",
      ],
      ["overlap"]
    ),
    (
      "sleep-extra.csv", "en_US", ["drug 2 has the highest median, drug 1 the lowest.", "The groups overlap"],
      ["differ clearly", "differ slightly"]
    ),
    ("sleep-extra.csv", "de_DE", ["Die Gruppen überlappen sich"], ["deutlich"]),
    ("sleep-extra.csv", "fr_FR", ["Les groupes se recouvrent"], ["nettement"]),
    ("sleep-extra.csv", "es_ES", ["Los grupos se solapan"], ["claramente"]),
    (
      "insect-sprays.csv", "en_US", ["6 groups, with medians from 1.5 in C to 16.5 in B.", "differ clearly"],
      ["overlap"]
    ),
  ])
  func summarySaysTheTruth(name: String, locale: String, must: [String], mustNot: [String]) throws {
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try Self.chart(name, context: context)
    let text = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    for phrase in must { #expect(text.contains(phrase), "\(name) \(locale) does not say \"\(phrase)\": \(text)") }
    for phrase in mustNot {
      #expect(!text.lowercased().contains(phrase.lowercased()), "\(name) \(locale) says \"\(phrase)\": \(text)")
    }
  }

  @Test func factsCarryTheTestAndTheBins() throws {
    let summary = ChartSummarizer().summarize(try Self.chart("chick-weights.csv"))
    guard case .object(let facts) = summary.facts, case .object(let comparison)? = facts["comparison"] else {
      Issue.record("no comparison in \(summary.facts)")
      return
    }
    #expect(comparison["test"] == .string("Kruskal-Wallis"))
    #expect(comparison["verdict"] == .string("differClearly"))
    let histogram = ChartSummarizer().summarize(try Self.chart("old-faithful-eruptions.csv"))
    guard case .object(let histogramFacts) = histogram.facts,
      case .array(let entries)? = histogramFacts["distributions"],
      case .object(let first)? = entries.first
    else {
      Issue.record("no distributions in \(histogram.facts)")
      return
    }
    #expect(first["shape"] == .string("multimodal"))
    #expect(first["median"] == .number(4))
  }

  @Test func briefAndDetailedVerbosity() throws {
    let chart = try Self.chart("old-faithful-eruptions.csv")
    let brief = ChartSummarizer(options: SummaryOptions(verbosity: .brief)).summarize(chart).summary
    #expect(brief == "eruptions: 272 values, median 4.")
    let detailed = ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(chart)
    let labels = detailed.statistics.map(\.label)
    #expect(labels.starts(with: ["Count", "Minimum", "First quartile", "Median", "Third quartile", "Maximum"]))
    #expect(detailed.statistics.first { $0.label == "Bins" }?.value.hasPrefix("1.5 to 1.75, 4 values, 1.5%.") == true)
    let lines = try #require(ChartSummarizer().distributionPointLines(try Self.chart("plant-growth.csv")))
    #expect(
      lines.first
        == "ctrl: 10 values; minimum 4.17, first quartile 4.55, median 5.15, third quartile 5.29, maximum 6.11.")
  }

  @Test func orientationNamesTheKind() throws {
    let options = SummaryOptions(includeOrientation: true)
    let histogram = ChartSummarizer(options: options).summarize(try Self.chart("old-faithful-eruptions.csv")).summary
    #expect(histogram.hasPrefix("Histogram, 15 bins. eruptions: 272 values"))
    let box = ChartSummarizer(options: options).summarize(try Self.chart("plant-growth.csv")).summary
    #expect(box.hasPrefix("Box plot, 3 groups. ctrl:"))
  }
}
