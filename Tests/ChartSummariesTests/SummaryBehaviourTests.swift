import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

@Suite struct InvariantTests {
  let x = (0..<10).map(Double.init)
  let y: [Double] = [12, 14, 13, 17, 19, 18, 22, 25, 24, 28]

  func shapeWords(_ chart: AXChartDescriptor) -> [String] {
    chart.summary().summary.split(separator: " ").map(String.init).filter {
      ["rose", "fell", "sharply", "steadily", "slightly", "flat", "fluctuated"].contains($0)
    }
  }

  @Test(arguments: [0.001, 0.5, 3, 1000])
  func scalingByAPositiveConstantKeepsTheWords(c: Double) {
    #expect(
      shapeWords(Charts.line(x: x, y: y.map { $0 * c }, title: "S")) == shapeWords(Charts.line(x: x, y: y, title: "S")))
  }

  @Test func reversingXSwapsRoseAndFell() {
    let forward = Charts.line(x: x, y: y, title: "S").summary().summary
    let reversed = Charts.line(x: x.map { -$0 }, y: y, title: "S").summary().summary
    #expect(forward.hasPrefix("S rose"))
    #expect(reversed.hasPrefix("S fell"))
  }

  @Test func addingAConstantChangesThePercentNotTheDirection() {
    let base = Charts.line(x: x, y: y, title: "S").summary().summary
    let shifted = Charts.line(x: x, y: y.map { $0 + 100 }, title: "S").summary().summary
    #expect(base.hasPrefix("S rose") && shifted.hasPrefix("S rose"))
    #expect(base.contains("by 133%"))
    #expect(shifted.contains("by 14%"))
  }

  @Test func theSameInputGivesTheSameTextEveryTime() {
    let chart = Charts.line(x: x, y: y, title: "S")
    let first = chart.summary(.detailed)
    for _ in 0..<5 {
      let again = chart.summary(.detailed)
      #expect(again.summary == first.summary && again.detailLines == first.detailLines && again.facts == first.facts)
    }
  }
}

@Suite struct EdgeCaseTests {
  @Test func noDataOneAndTwoToFourPoints() {
    #expect(Charts.line(x: [], y: [], title: "S").summary().summary == "There is no data.")
    #expect(Charts.line(x: [1, 2], y: [nil, nil], title: "S").summary().summary == "There is no data.")
    #expect(Charts.line(x: [2], y: [7], title: "S").summary().summary == "There is only one data point: 7 at 2.")
    #expect(Charts.line(x: [1, 2], y: [3, 5], title: "S").summary().summary == "S rose from 3 at 1 to 5 at 2.")
    #expect(Charts.line(x: [1, 2, 3], y: [5, 4, 3], title: "S").summary().summary == "S fell from 5 at 1 to 3 at 3.")
    #expect(
      Charts.line(x: [1, 2, 3, 4], y: [5, 9, 2, 5], title: "S").summary().summary
        == "S ranged from 2 to 9, starting and ending at 5.")
    // n = 5 is the first count that can carry a trend claim.
    #expect(
      Charts.line(x: [1, 2, 3, 4, 5], y: [1, 2, 3, 4, 5], title: "S").summary().summary
        == "S rose sharply by 400%, from 1 at 1 to 5 at 5.")
  }

  @Test func constantData() {
    #expect(Charts.line(x: [1, 2, 3], y: [4, 4, 4], title: "S").summary().summary == "S stayed at 4 from 1 to 3.")
  }

  @Test func missingAndNonFiniteValuesAreSkipped() {
    let chart = Charts.line(x: [1, 2, 3, 4], y: [3, nil, .nan, 5], title: "S")
    #expect(chart.summary().summary == "S rose from 3 at 1 to 5 at 4. 2 of 4 values are missing.")
    #expect(chart.summary(.brief).summary == "S rose from 3 at 1 to 5 at 4.")
    #expect(chart.fact("missing") == 2)
  }

  @Test func negativeZeroIsWrittenAsZero() {
    let chart = Charts.line(x: [1, 2, 3], y: [-0.0, -0.0, -0.0], title: "S")
    #expect(chart.summary().summary == "S stayed at 0 from 1 to 3.")
    // A value is never rounded to fewer than two significant digits, so only a value below
    // 10⁻¹⁵ can round to zero: it still reads "0", not "-0".
    let rounding = Charts.line(x: [1, 2], y: [-0.04, 1.96], title: "S")
    #expect(rounding.summary().summary == "S rose from minus 0.04 at 1 to 1.96 at 2.")
    let tiny = Charts.line(x: [1, 2], y: [-1e-17, 2], title: "S")
    #expect(tiny.summary().summary == "S rose from 0 at 1 to 2 at 2.")
  }

  @Test func aLineWithManyPointsAtEachXIsAScatter() {
    // 80 responses at 8 doses, drawn as one "line": it would go up and down at each dose.
    let x = (0..<80).map { Double($0 % 8) }
    let y: [Double?] = (0..<80).map { (index: Int) -> Double? in
      let dose = Double(index % 8)
      let spread = Double((index * 7) % 5)
      return dose * 2 + spread
    }
    let chart = Charts.line(x: x, y: y, title: "Response", xTitle: "Dose")
    #expect(ChartSummarizer.inferKind(of: chart) == .scatter)
    #expect(
      chart.summary().summary
        == "There is a strong positive relationship between Dose and Response: as Dose increases, Response tends to increase."
    )
  }

  @Test func tiesAndDuplicateXKeepInputOrder() {
    let chart = Charts.line(x: [1, 1, 2, 2, 3, 3], y: [5, 6, 7, 7, 9, 8], title: "S")
    #expect(chart.summary().summary == "S rose sharply by 60%, from 5 at 1 to 8 at 3. It peaked at 9 at 3.")
    // Ties for the maximum resolve to the earliest x.
    let ties = Charts.line(x: [1, 2, 3, 4, 5], y: [1, 9, 2, 9, 1], title: "S")
    // said as First and Last are: the value, then where
    #expect(ties.summary(.detailed).statistics.first { $0.label == "Maximum" }?.value == "9 at 2")
  }

  @Test func largeNumbersAreWrittenInWords() {
    let chart = Charts.line(x: [1, 2], y: [1_250_000, 3_400_000_000], title: "S")
    #expect(chart.summary().summary == "S rose from 1.25 million at 1 to 3.4 billion at 2.")
  }

  @Test(arguments: [(0.0, "0 orders"), (1.0, "1 order"), (2.0, "2 orders")])
  func unitsTakeTheirPluralForm(value: Double, text: String) {
    let chart = Charts.line(
      x: [Charts.date(2024, 3, 3)], y: [value], title: "Orders",
      format: ValueFormat(unit: PluralForms(one: "order", other: "orders")), xKind: .date)
    #expect(chart.summary().summary == "There is only one data point: \(text) on March 3, 2024.")
  }

  @Test(arguments: [(0, "Showing 0 results."), (1, "Showing 1 result."), (2, "Showing 2 results.")])
  func templateNounsTakeTheirPluralForm(count: Int, text: String) {
    let chart = Charts.line(x: (0..<count).map(Double.init), y: (0..<count).map(Double.init), title: "S")
    chart.nouns = ChartNouns(point: PluralForms(one: "result", other: "results"))
    #expect(chart.summary(template: "Showing {count} {pointNoun}.").summary == text)
  }
}

@Suite struct LocaleTests {
  let chart = Charts.line(
    x: (1...6).map { Charts.date(2024, $0) }, y: [1200.5, 1350, 1490, 1660, 1800, 1980.25], title: "Revenue",
    format: ValueFormat(style: .currency(code: "EUR")), xKind: .date)

  @Test func germanNumbersAndDates() {
    #expect(
      chart.summary(locale: "de_DE").summary
        == "Revenue: starker Anstieg um 65\u{00A0}%, von 1.200,50\u{00A0}€ im Januar 2024 auf 1.980,25\u{00A0}€ im Juni."
    )
  }

  @Test func frenchGroupsWithoutNoBreakSpaces() {
    let text = chart.summary(locale: "fr_FR").summary
    #expect(
      text
        == "Revenue\u{00A0}: forte hausse de 65\u{00A0}%, de 1200,50\u{00A0}€ en janvier 2024 à 1980,25\u{00A0}€ en juin."
    )
    // No no-break space inside a number (espeak-ng reads "1 200" with one as two numbers), and
    // four digits together; the no-break space before the colon is French typography.
    #expect(text.range(of: "[0-9][\u{00A0}\u{202F} ][0-9]", options: .regularExpression) == nil)
  }

  @Test func theProcessTimeZoneDoesNotMatter() {
    // Dates are written in the time zone passed in: 2024-01-01T00:00Z is January everywhere here.
    #expect(chart.summary().summary.contains("in January 2024"))
  }
}

@Suite struct CategoryTests {
  /// A short bar chart lists every value in order first, then the highest and lowest.
  @Test func shortBarChartsListEveryValueThenTheHighestAndLowest() {
    let chart = Charts.categories(
      ["January", "February", "March"], y: [1200, 1450, 1100], title: "Spending",
      format: ValueFormat(style: .currency(code: "USD")), ordered: false, continuous: false)
    #expect(
      chart.summary().summary
        == "January: $1,200, February: $1,450, March: $1,100. February is highest at $1,450 and March lowest at $1,100."
    )
    #expect(chart.summary(.brief).summary == "January: $1,200, February: $1,450, March: $1,100.")
  }

  /// The same three months as a line over ordered categories: the February high is not hidden.
  @Test func aShortLineOverOrderedCategoriesListsEveryValue() {
    let chart = Charts.categories(
      ["January", "February", "March"], y: [1200, 1450, 1100], title: "Spending",
      format: ValueFormat(style: .currency(code: "USD")), ordered: true, continuous: true)
    #expect(
      chart.summary().summary
        == "January: $1,200, February: $1,450, March: $1,100. February is highest at $1,450 and March lowest at $1,100."
    )
  }

  /// Longer bar charts name the highest and lowest first, then list the values.
  @Test func longerBarChartsLeadWithTheHighestAndLowest() {
    let names = ["A", "B", "C", "D", "E", "F", "G"]
    let chart = Charts.categories(names, y: [3, 9, 4, 2, 6, 5, 7], title: "S", ordered: false, continuous: false)
    #expect(chart.summary().summary == "B is highest at 9 and D lowest at 2. A: 3, B: 9, C: 4, D: 2, E: 6, F: 5, G: 7.")
  }

  @Test func tiesListUpToThreeNames() {
    let names = ["A", "B", "C", "D", "E", "F", "G"]
    let chart = Charts.categories(names, y: [5, 5, 5, 5, 5, 1, 2], title: "S", ordered: false, continuous: false)
    #expect(chart.summary(.brief).summary == "A, B, C and 2 others is highest at 5 and F lowest at 1.")
  }

  @Test func pieSharesAddUpToExactly100Percent() {
    let chart = Charts.categories(
      ["Rent", "Food", "Fun"], y: [1, 1, 1], title: "Budget", ordered: false, continuous: false)
    chart.contentDirection = .radialClockwise
    #expect(chart.summary(.brief).summary == "Rent is the largest of 3 slices at 34%, then Food at 33% and Fun at 33%.")
    let shares = Charts.categories(
      ["Food", "Transport", "Entertainment", "Others"], y: [0.3, 0.2, 0.15, 0.35], title: "Budget",
      format: ValueFormat(style: .fraction), ordered: false, continuous: false)
    shares.contentDirection = .radialClockwise
    // Each share said once, largest first.
    #expect(
      shares.summary().summary
        == "Others is the largest of 4 slices at 35%, then Food at 30%, Transport at 20% and Entertainment at 15%.")
    #expect(
      shares.summary(locale: "de_DE").summary
        == "Others ist mit 35\u{00A0}% das größte von 4 Segmenten, danach folgen Food mit 30\u{00A0}%, Transport mit 20\u{00A0}% und Entertainment mit 15\u{00A0}%."
    )
    #expect(
      shares.summary(locale: "fr_FR").summary
        == "Others est le plus grand des 4 secteurs, avec 35\u{00A0}%, puis Food avec 30\u{00A0}%, Transport avec 20\u{00A0}% et Entertainment avec 15\u{00A0}%."
    )
    #expect(
      shares.summary(locale: "es_ES").summary
        == "Others es el mayor de los 4 sectores, con un 35\u{00A0}%; le siguen Food con un 30\u{00A0}%, Transport con un 20\u{00A0}% y Entertainment con un 15\u{00A0}%."
    )
  }

  /// Slices tied for the largest share are named together; equal slices are said to be equal.
  @Test func pieSlicesTiedForTheLargestShareAreNamedTogether() {
    let tied = Charts.categories(
      ["Rent", "Food", "Fun"], y: [2, 2, 1], title: "Budget", ordered: false, continuous: false)
    tied.contentDirection = .radialClockwise
    #expect(tied.summary().summary == "Rent and Food are the largest of 3 slices, at 40% each, then Fun at 20%.")
    #expect(
      tied.summary(locale: "de_DE").summary
        == "Rent und Food sind mit je 40\u{00A0}% die größten von 3 Segmenten, danach folgen Fun mit 20\u{00A0}%.")
    let equal = Charts.categories(["Rent", "Food"], y: [1, 1], title: "Budget", ordered: false, continuous: false)
    equal.contentDirection = .radialClockwise
    #expect(equal.summary().summary == "Budget: every category is at 50%.")
  }
}

@Suite struct ChartDetailsTests {
  /// A whole result can be built in a test and compared with `==`.
  @Test func aResultIsConstructibleAndEquatable() {
    let chart = Charts.categories(
      ["A", "B", "C", "D", "E", "F", "G"], y: [3, 9, 4, 2, 6, 5, 7], title: "S", ordered: false, continuous: false)
    let result = chart.summary(.detailed)
    let expected = ChartSummary(
      summary: "B is highest at 9 and D lowest at 2. A: 3, B: 9, C: 4, D: 2, E: 6, F: 5, G: 7.",
      features: [
        ChartSummary.Feature(
          series: nil, kind: .values, text: "3 for A, 9 for B, 4 for C, 2 for D, 6 for E, 5 for F, 7 for G.")
      ],
      statistics: result.statistics, facts: result.facts)
    #expect(result.features.filter { $0.kind == .values } == expected.features)
    #expect(
      ChartSummary(
        summary: result.summary, features: result.features, statistics: result.statistics, facts: result.facts)
        == result)
    #expect(result.summary == expected.summary)
  }

  @Test func featuresAndStatisticsInAppleOrder() {
    let chart = Charts.line(
      x: (1...6).map { Charts.date(2024, $0) }, y: [120, 135, 149, 166, 180, 198], title: "Website visits", xKind: .date
    )
    let details = chart.summary(.detailed)
    #expect(details.features.map(\.kind) == [.trend, .model, .confidence])
    #expect(details.features[0].text == "increasing")
    #expect(details.features[2].text == "very strong")
    #expect(details.statistics.prefix(4).map(\.label) == ["Minimum", "Maximum", "Mean", "Median"])
    #expect(details.detailLines.contains("Slope: 15.5 per month."))
    #expect(details.detailLines.contains("R squared: 0.99."))
  }

  @Test func outliersAreListedFromEightPoints() {
    // Apple's rule (residual z > 3) cannot fire below 11 points: the largest z is (n − 1)/√n.
    var y = (0..<20).map { 10 + Double($0) }
    y[12] = 80
    let chart = Charts.line(x: (0..<20).map(Double.init), y: y, title: "S")
    let outliers = chart.summary(.detailed).features.first { $0.kind == .outliers }
    #expect(outliers?.text == "12.0, 80")
    let short = Charts.line(x: (0..<7).map(Double.init), y: [10, 11, 12, 13, 60, 15, 16], title: "S")
    #expect(short.summary(.detailed).features.first { $0.kind == .outliers } == nil)
  }

  @Test func fillSummaryKeepsAnAppsOwnSummary() {
    let chart = Charts.line(x: [1, 2], y: [3, 5], title: "S")
    #expect(ChartSummarizer().fillSummary(of: chart) == "S rose from 3 at 1 to 5 at 2.")
    #expect(chart.summary == "S rose from 3 at 1 to 5 at 2.")
    chart.summary = "Mine."
    #expect(ChartSummarizer().fillSummary(of: chart) == "Mine.")
  }
}

@Suite struct TemplateTests {
  @Test func unknownPlaceholdersAreRefusedWithASuggestion() {
    #expect(
      throws: SummaryTemplate.ParseError(
        message: "unknown placeholder {pointNouns} in the summary template; did you mean {pointNoun}?")
    ) {
      try SummaryTemplate(parsing: "Showing {count} {pointNouns}.")
    }
    #expect(throws: SummaryTemplate.ParseError.self) { try SummaryTemplate(parsing: "Up to {highest}.") }
    #expect(throws: SummaryTemplate.ParseError.self) { try SummaryTemplate(parsing: "Open {count") }
    #expect(throws: SummaryTemplate.ParseError.self) { try SummaryTemplate(parsing: "Close }") }
  }

  @Test func bracesCanBeEscapedAndEmptyValuesCollapse() throws {
    let chart = Charts.line(x: [1, 2, 3], y: [4, 5, 6], title: "S")
    #expect(
      chart.summary(template: "{{count}} is {count}. Level {intervalLevel} done.").summary
        == "{count} is 3. Level done.")
  }

  @Test func percentChangeAndTrendVerb() {
    let chart = Charts.line(x: [1, 2, 3, 4], y: [200, 180, 190, 150], title: "S")
    #expect(
      chart.summary(template: "{seriesName} {trendVerb} by {percentChange} from {yFirst} to {yLast}.").summary
        == "S decreased by 25% from 200 to 150.")
  }
}

@Suite struct PatternTests {
  /// A step is a change point from 20 points on (ShapeRules.patternMinimumPoints); on 12 points
  /// the same step is not claimed.
  @Test func aLevelShiftIsAChangePoint() {
    let y: [Double] = [10, 11, 10, 12, 11, 10, 11, 10, 12, 11, 30, 31, 29, 30, 31, 30, 31, 29, 30, 31]
    let chart = Charts.line(x: (1...20).map(Double.init), y: y, title: "Load", xTitle: "Day")
    let feature = chart.summary(.detailed).features.first { $0.kind == .changePoint }
    #expect(feature?.text == "the level shifted from about 10.8 to about 30.2 on Day 11")
    let short = Charts.line(
      x: (1...12).map(Double.init), y: [10, 11, 10, 12, 11, 10, 30, 31, 29, 30, 31, 30], title: "Load", xTitle: "Day")
    #expect(short.summary(.detailed).features.first { $0.kind == .changePoint } == nil)
    let steady = Charts.line(
      x: (1...12).map(Double.init), y: [10, 11, 10, 12, 11, 10, 11, 10, 12, 11, 10, 11], title: "Load")
    #expect(steady.summary(.detailed).features.first { $0.kind == .changePoint } == nil)
  }

  @Test func aRepeatingPatternHasAPeriod() {
    let months = (0..<48).map { Charts.date(2020 + $0 / 12, $0 % 12 + 1) }
    let y: [Double] = (0..<48).map { (month: Int) -> Double in
      let phase = Double(month) * 2 * Double.pi / 12
      return 100 + 20 * Foundation.sin(phase) + Double(month) * 0.5
    }
    let chart = Charts.line(x: months, y: y, title: "Visitors", xKind: .date)
    let features = chart.summary(.detailed).features
    #expect(features.first { $0.kind == .periodicity }?.text == "every year, swinging by about 40")
    // peaks at months 3, 15, 27, 39; troughs at 9, 21, 33, 45
    #expect(features.first { $0.kind == .directionChanges }?.text == "8")
  }

  /// From three series on, a clause that says its change as a percent leaves out its start value
  /// (the change and the end imply it) short of the detailed verbosity.
  @Test func upToFiveLinesAreEachNamedInAClause() {
    let chart = Charts.weeklyLines([("North", 1.0), ("South", 2.0), ("East", 3.0), ("West", -1.0)])
    #expect(
      chart.summary().summary
        == "From Week 0 to Week 5, North rose sharply by 50% to 75; South rose sharply by 100% to 100; East rose sharply by 150% to 125; West fell sharply by 50% to 25. East rose the most, by 150%. East ended highest, at 125."
    )
    #expect(
      chart.summary(.brief).summary
        == "From Week 0 to Week 5, North rose sharply by 50% to 75; South rose sharply by 100% to 100; East rose sharply by 150% to 125; West fell sharply by 50% to 25."
    )
    #expect(chart.summary(.detailed).summary.contains("North rose sharply by 50%, from 50 to 75; "))
  }

  @Test func moreThanFiveLinesAreSummarizedTogether() {
    let chart = Charts.weeklyLines([("A", 1.0), ("B", 2.0), ("C", 3.0), ("D", -1.0), ("E", 0.5), ("F", 1.5)])
    let series = chart.series
    #expect(
      chart.summary().summary
        == "Of 6 lines, 5 rose and 1 fell. C rose the most, by 150%. D fell the most, by 50%. C ended highest, at 125, and D lowest, at 25."
    )
    series[3].dataPoints = (0..<6).map { AXDataPoint(x: Double($0), y: 50 + 4 * Double($0)) }
    #expect(chart.summary().summary.hasPrefix("All 6 lines rose."))
  }

  /// The ranking uses the measure it speaks: percent here, so B (from 10 to 60, +500%) rose
  /// the most although A rose more in units (from 100 to 200, +100%).
  @Test func rankingsRankByTheSpokenMeasure() {
    let xAxis = AXNumericDataAxisDescriptor(title: "Week", range: 0...4, gridlinePositions: []) { "\($0)" }
    let a = AXDataSeriesDescriptor(
      name: "A", isContinuous: true, dataPoints: (0..<6).map { AXDataPoint(x: Double($0), y: 100 + 20 * Double($0)) })
    let b = AXDataSeriesDescriptor(
      name: "B", isContinuous: true, dataPoints: (0..<6).map { AXDataPoint(x: Double($0), y: 10 + 10 * Double($0)) })
    let chart = AXChartDescriptor(xAxis: xAxis, yAxis: Charts.yAxis("Sales"), series: [a, b])
    let text = chart.summary().summary
    #expect(text.contains("B rose the most, by 500%."), "\(text)")
    // Two series: the gap says how they stand, not "ended highest".
    #expect(!text.contains("ended highest"), "\(text)")
    #expect(text.contains("The gap between A and B widened from 90 to 140."), "\(text)")
  }

  @Test func aLineThatOvertakesAnotherIsNamed() {
    let xAxis = AXNumericDataAxisDescriptor(title: "Week", range: 0...4, gridlinePositions: []) { "\($0)" }
    let a = AXDataSeriesDescriptor(
      name: "A", isContinuous: true, dataPoints: (0..<6).map { AXDataPoint(x: Double($0), y: 100 + 2 * Double($0)) })
    let b = AXDataSeriesDescriptor(
      name: "B", isContinuous: true, dataPoints: (0..<6).map { AXDataPoint(x: Double($0), y: 90 + 6 * Double($0)) })
    let chart = AXChartDescriptor(xAxis: xAxis, yAxis: Charts.yAxis("Sales"), series: [a, b])
    #expect(chart.summary().summary.hasSuffix("B overtook A in Week 3."))
  }
}

@Suite struct LargeSeriesTests {
  /// The facts of the only series of `chart`: its Mann–Kendall test and Theil–Sen line.
  private func trendFacts(_ chart: AXChartDescriptor) -> (mannKendall: JSONObject, theilSen: JSONObject)? {
    guard case .object(let facts) = chart.summary().facts, case .array(let series)? = facts["series"],
      case .object(let first)? = series.first, case .object(let mannKendall)? = first["mannKendall"],
      case .object(let theilSen)? = first["theilSen"]
    else { return nil }
    return (mannKendall, theilSen)
  }

  /// Above 200,000 points, the trend test and the Theil–Sen line are those of the subsample of
  /// 100,000 points at positions ⌊i · (n − 1) / 99,999⌋: the same decision as a chart of those
  /// points alone, where every point is used.
  @Test func aboveTheExactLimitTheTrendTestAndTheilSenUseOneEvenSubsample() throws {
    let n = 300_001
    var generator = LinearCongruential(seed: 5)
    let x = (0..<n).map(Double.init)
    let y = x.map { 2 * $0 + 1000 + Double.random(in: -500...500, using: &generator) }
    let indices = (0..<100_000).map { $0 * (n - 1) / 99_999 }
    #expect(indices.first == 0 && indices.last == n - 1)
    let large = try #require(trendFacts(Charts.line(x: x, y: y, title: "Load")))
    let sample = try #require(
      trendFacts(Charts.line(x: indices.map { x[$0] }, y: indices.map { y[$0] }, title: "Load")))
    #expect(large.theilSen["pointsUsed"] == .number(100_000))
    #expect(large.mannKendall["pointsUsed"] == .number(100_000))
    for key in ["s", "varianceS", "z", "tau", "pValue", "significant"] {
      #expect(large.mannKendall[key] == sample.mannKendall[key], "mannKendall.\(key)")
    }
    for key in ["slope", "intercept"] {
      #expect(large.theilSen[key] == sample.theilSen[key], "theilSen.\(key)")
    }
    guard case .number(let slope)? = large.theilSen["slope"] else {
      Issue.record("no slope")
      return
    }
    #expect(abs(slope - 2) < 0.001)
  }

  /// At 200,000 points and below, the test and the line use every point.
  @Test func atTheExactLimitEveryPointIsUsed() throws {
    let n = 200_000
    var generator = LinearCongruential(seed: 7)
    let x = (0..<n).map(Double.init)
    let y = x.map { -0.5 * $0 + Double.random(in: -800...800, using: &generator) }
    let facts = try #require(trendFacts(Charts.line(x: x, y: y, title: "Load")))
    #expect(facts.theilSen["pointsUsed"] == .number(Double(n)))
    #expect(facts.mannKendall["pointsUsed"] == nil)
    #expect(facts.mannKendall["s"] == .number(Double(MannKendall(t: x, y: y).s)))
  }
}

/// The module's name does not collide with its types, so module-qualified names compile.
@Suite struct ModuleNameTests {
  @Test func typesCanBeQualifiedByTheirModule() {
    let summarizer: ChartSummaries.ChartSummarizer = ChartSummaries.ChartSummarizer(
      options: ChartSummaries.SummaryOptions())
    let result: ChartSummaries.ChartSummary = summarizer.summarize(Charts.line(x: [1, 2], y: [3, 5], title: "S"))
    #expect(result.summary == "S rose from 3 at 1 to 5 at 2.")
  }
}
