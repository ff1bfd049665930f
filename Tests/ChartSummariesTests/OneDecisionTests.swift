import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// One decision per fact, said one way in every output: the trend of the summary is the trend of
/// Chart Details and of the facts; one name per series; one slope; negative numbers in words in
/// text meant to be heard; what x is in a fitted model; ties said as ties; the orientation's span
/// not said twice.
@Suite struct OneDecisionTests {
  static func read(_ path: String) throws -> AXChartDescriptor {
    try ChartFile.read(path: fixtureURL(path).path, context: .default)
  }

  static func detailed(_ chart: AXChartDescriptor, locale: String = "en_US") -> ChartSummary {
    chart.summary(.detailed, locale: locale)
  }

  /// The JSON chart files of Fixtures/charts and Fixtures/corpus.
  static let charts: [String] =
    fixtureNames(in: "charts", extensions: ["json"]).map { "charts/" + $0 }
    + fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" }.map { "corpus/" + $0 }

  /// Each series' `trend` fact ("up", "down", "none" or nil), by series name.
  static func trendFacts(_ summary: ChartSummary) -> [String: String?] {
    guard case .object(let facts) = summary.facts, case .array(let series)? = facts["series"] else { return [:] }
    var result: [String: String?] = [:]
    for case .object(let object) in series {
      guard case .string(let name)? = object["name"] else { continue }
      if case .string(let trend)? = object["trend"] { result[name] = trend } else { result[name] = .some(nil) }
    }
    return result
  }

  // MARK: The trend

  /// heart-rate-missing: p = 0.27, the summary says "stayed roughly flat"; Chart Details said
  /// "Trend: increasing" from the exponential fit's confidence.
  @Test func aFlatSeriesHasNoTrendInChartDetails() throws {
    let summary = Self.detailed(try Self.read("charts/heart-rate-missing.json"))
    #expect(summary.summary.contains("stayed roughly flat"))
    let trend = summary.features.filter { $0.kind == .trend }.map(\.text)
    #expect(trend == ["none"])
    #expect(Self.trendFacts(summary)["Resting heart rate"] == "none")
  }

  /// A significant Mann–Kendall test with a change under a fifth of the range: no trend, and
  /// Chart Details say why, beside the p-value they list.
  @Test func aSignificantButSmallChangeSaysWhyThereIsNoTrend() throws {
    var y = (0..<40).map { Double($0) * 0.01 }
    y[20] = 10
    let chart = Charts.line(x: (0..<40).map(Double.init), y: y, title: "Level", xTitle: "Step")
    let summary = chart.summary(.detailed)
    let trend = summary.features.filter { $0.kind == .trend }.map(\.text)
    #expect(
      trend == [
        "none, because the fitted change of 0.39 is small against the range of 10, although the Mann-Kendall test finds an upward order"
      ])
    #expect(summary.statistics.contains { $0.label == "Mann-Kendall p-value" && $0.value == "less than 0.0001" })
    #expect(!summary.summary.contains("Level rose by"))
  }

  @Test func aTrendingSeriesSaysItsDirectionEverywhere() throws {
    let summary = Self.detailed(try Self.read("charts/website-visits.json"))
    #expect(summary.summary.hasPrefix("Website visits rose sharply by 65%"))
    #expect(summary.features.filter { $0.kind == .trend }.map(\.text) == ["increasing"])
    #expect(Self.trendFacts(summary)["Website visits"] == "up")
  }

  /// Over every fixture and corpus chart: Chart Details' trend is the facts' trend, and a series
  /// of a one-line chart that the facts call rising or falling is said to rise or fall.
  @Test(arguments: charts)
  func chartDetailsAndFactsShareTheTrend(path: String) throws {
    let chart = try Self.read(path)
    let summary = Self.detailed(chart)
    let facts = Self.trendFacts(summary)
    let several = chart.series.count > 1
    for (name, trend) in facts {
      let texts = summary.features.filter { $0.kind == .trend && (several ? $0.series == name : true) }.map(\.text)
      switch trend {
      case "up": #expect(texts == ["increasing"], "\(path): \(name)")
      case "down": #expect(texts == ["decreasing"], "\(path): \(name)")
      case "none": #expect(texts.count == 1 && texts[0].hasPrefix("none"), "\(path): \(name): \(texts)")
      default: #expect(texts.isEmpty, "\(path): \(name): \(texts)")
      }
    }
    if !several, chart.summaryTemplate == nil, let trend = facts.values.first {
      let scatter = summary.summary.contains("relationship")
      if trend == "up" {
        #expect(summary.summary.contains(scatter ? " positive " : " rose"), "\(path): \(summary.summary)")
      }
      if trend == "down" {
        #expect(summary.summary.contains(scatter ? " negative " : " fell"), "\(path): \(summary.summary)")
      }
    }
  }

  // MARK: Names, numbers, equations

  /// untitled-chart: one unnamed series of two was "unnamed" in describe, "Series 2" in the table
  /// and "Reading (volts)" (the y axis title) in the summary.
  @Test func anUnnamedSeriesHasOneNameEverywhere() throws {
    let chart = try Self.read("charts/untitled-chart.json")
    #expect(chart.seriesName(at: 1, language: .english) == "Series 2")
    let summary = Self.detailed(chart)
    #expect(summary.summary.contains("Series 2 rose from 0.9 to 1.1"))
    #expect(!summary.summary.contains("Reading (volts)"))
    #expect(summary.statistics.contains { $0.series == "Series 2" })
    let described = chart.describeChartLines().joined(separator: "\n")
    // The default name is not repeated after the position ("Series 2 of 2: Series 2.").
    #expect(described.contains("Series 2 of 2. Line, 3 data points."), "\(described)")
    #expect(!described.contains("unnamed"))
    let single = Charts.line(x: [0, 1, 2], y: [1, 2, 3], title: "Heart rate")
    single.series[0].name = nil
    #expect(single.seriesName(at: 0, language: .english) == "Heart rate")
  }

  /// A screen reader at a low punctuation level drops "-": every language says the word.
  @Test(arguments: [
    ("en_US", "Oslo rose from minus 4.3 to 6.3 degrees Celsius"), ("de_DE", "minus 4,3 auf 6,3 Grad Celsius"),
    ("fr_FR", "moins 4,3 à 6,3 degrés Celsius"), ("es_ES", "menos 4,3 a 6,3 grados Celsius"),
  ])
  func negativeNumbersAreSaidInWords(locale: String, expected: String) throws {
    let summary = try Self.read("charts/city-temperatures.json").summary(.standard, locale: locale)
    #expect(summary.summary.contains(expected), "\(summary.summary)")
    #expect(!summary.summary.contains("-4"), "\(summary.summary)")
  }

  /// Over every fixture and corpus chart and every language: no minus sign before a number in the
  /// summary or Chart Details (the chart's own strings aside: they are the author's).
  @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES"])
  func noMinusSignInHeardText(locale: String) throws {
    var problems: [String] = []
    for path in Self.charts {
      let chart = try Self.read(path)
      let summary = chart.summary(.detailed, locale: locale)
      let texts = [summary.summary] + summary.features.map(\.text) + summary.statistics.map(\.value)
      for text in texts where text.range(of: #"(?<![\p{L}\p{N}])[-−][0-9]"#, options: .regularExpression) != nil {
        problems.append("\(path): \(text)")
      }
    }
    #expect(problems.isEmpty, "\(problems.prefix(5))")
  }

  /// The slope Chart Details give is the one the linear model's equation says (least squares),
  /// not a second estimate beside it.
  @Test func oneSlopeInChartDetails() throws {
    // Least squares: 7.08 a day; Theil–Sen (which decides the trend): 10 a day.
    let chart = Charts.line(
      x: [0, 1, 2, 3, 4, 5, 6, 7], y: [10, 20, 30, 40, 50, 60, 70, 45], title: "Orders", xTitle: "Day")
    let summary = chart.summary(.detailed)
    let model = try #require(summary.features.first { $0.kind == .model }?.text)
    let slope = try #require(summary.statistics.first { $0.label == "Slope" }?.value)
    #expect(model == "linear, y equals 7.08 times x plus 15.8, where x is Day", "\(model)")
    #expect(slope == "7.08 per day", "\(slope)")
  }

  @Test func theEquationSaysWhatXIs() throws {
    let heart = Self.detailed(try Self.read("charts/heart-rate-missing.json"))
    #expect(
      heart.features.first { $0.kind == .model }?.text
        == "exponential, y equals 61.4 times e to the power of 0.00311 times x, where x is the days since March 1, 2024"
    )
  }

  // MARK: Ties and spans

  @Test func equalRisesAreSaidAsTies() {
    let all = Charts.weeklyLines([("North", 1), ("South", 1), ("East", 1)]).summary()
    #expect(all.summary.contains("North, South and East each rose by 50%."), "\(all.summary)")
    #expect(!all.summary.contains("rose the most"))
    let two = Charts.weeklyLines([("North", 1), ("South", 1), ("East", 0.5)]).summary()
    #expect(two.summary.contains("North and South rose the most, each by 50%."), "\(two.summary)")
  }

  @Test func theOrientationSpanIsNotSaidTwice() throws {
    let summary = try Self.read("charts/city-temperatures.json").summary(.standard, orientation: true)
    #expect(
      summary.summary.hasPrefix(
        "Line chart of Average monthly temperature, 4 points from January to October 2024. Oslo rose from"),
      "\(summary.summary)")
  }

  // MARK: Every language

  /// The summary's decisions (the facts' `decisions`), which say what it tells and leaves out.
  static func decisions(_ summary: ChartSummary) -> [String] {
    guard case .object(let facts) = summary.facts, case .array(let list)? = facts["decisions"] else { return [] }
    return list.compactMap { if case .string(let text) = $0 { text } else { nil } }
  }

  /// Every language tells the same facts: the word budget of a chart of several lines counts
  /// the English words in every language (stocks-five dropped "GOOG ended highest" in French
  /// and Spanish only, whose sentences take more words).
  @Test func everyLanguageTakesTheSameDecisions() throws {
    var differing: [String] = []
    for path in Self.charts {
      for verbosity in [SummaryOptions.Verbosity.brief, .standard] {
        var english: [String]?
        for locale in ["en_US", "de_DE", "fr_FR", "es_ES"] {
          let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
          let chart = try ChartFile.read(path: fixtureURL(path).path, context: context)
          let decisions = Self.decisions(
            ChartSummarizer(options: SummaryOptions(context: context, verbosity: verbosity)).summarize(chart))
          // An author's English template is the English summary; other languages set it aside.
          if let english, decisions != english, !english.contains("template") {
            differing.append("\(path) \(verbosity) \(locale): \(decisions) against \(english)")
          }
          english = english ?? decisions
        }
      }
    }
    #expect(differing.isEmpty, "\(differing.joined(separator: "\n"))")
    let spanish = try corpusSummaryText("stocks-five.json", locale: "es_ES")
    #expect(
      spanish.hasSuffix(
        "AAPL tuvo el mayor aumento, un 760\u{00A0}%. GOOG terminó con el valor más alto, 560,19\u{00A0}US$."),
      "\(spanish)")
  }
}
