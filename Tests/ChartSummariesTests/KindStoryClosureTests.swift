import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// Stacks, candlesticks, heatmaps and distributions read an app's value closure as lines and bars
/// do (one mechanism, `AxisValueWriting`): its format ("US$" → money) and its own strings for
/// values, with its precision, in the summary and in Chart Details.
@Suite struct KindStoryClosureTests {
  /// "US$1,820.50", as a closure without an explicit locale writes money on Linux.
  static func dollars(_ value: Double) -> String {
    "US$" + value.formatted(.number.locale(Locale(identifier: "en_US")).precision(.fractionLength(2)))
  }

  static func withClosure(_ chart: AXChartDescriptor, axis: AXNumericDataAxisDescriptor?) throws -> AXChartDescriptor {
    let axis = try #require(axis)
    axis.valueFormat = nil
    axis.valueDescriptionProvider = Self.dollars
    return chart
  }

  static func detailed(_ chart: AXChartDescriptor) -> ChartSummary {
    ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(chart)
  }

  /// Every "$" in `text` is the closure's "US$": no second form of the currency beside it.
  static func onlyTheClosuresSymbol(_ text: String) -> Bool {
    text.range(of: #"(?<!US)\$"#, options: .regularExpression) == nil
  }

  @Test func aCandlestickSpeaksTheClosuresStrings() throws {
    let chart = try CandlestickTests.chart("vix-2009.csv")
    let summary = Self.detailed(try Self.withClosure(chart, axis: chart.yAxis))
    #expect(summary.summary.contains("close fell by 14%, from US$30.04 on June 1, 2009 to US$25.92 on July 31"))
    #expect(summary.summary.contains("The highest high was US$33.05 on July 8, the lowest low US$23.00 on July 24."))
    #expect(summary.detailLines.contains("Highest high: July 8, 2009, US$33.05."))
    // A rate is the summary's number, with the closure's currency text.
    #expect(summary.detailLines.contains("Slope: minus US$0.104 per day."), "\(summary.detailLines)")
    #expect(Self.onlyTheClosuresSymbol(summary.summary + summary.detailLines.joined()))
  }

  @Test func aStackSpeaksTheClosuresStrings() throws {
    let chart = try StackTests.chart("iowa-electricity.csv")
    let summary = Self.detailed(try Self.withClosure(chart, axis: chart.yAxis))
    #expect(summary.summary.contains("Total rose by 39%, from US$40,651.00 in 2001 to US$56,476.00 in 2017."))
    #expect(summary.summary.contains("Renewables grew the most, from US$1,437.00 to US$21,933.00."))
    #expect(summary.detailLines.contains("Fossil Fuels, Sum: US$620,129.00."))
    #expect(summary.detailLines.contains("Slope: US$1,143 per year."), "\(summary.detailLines)")
    #expect(Self.onlyTheClosuresSymbol(summary.summary + summary.detailLines.joined()))
  }

  @Test func aHeatmapSpeaksTheClosuresStrings() throws {
    let chart = try HeatmapSummaryTests.chart("air-passengers.csv")
    let summary = Self.detailed(try Self.withClosure(chart, axis: chart.yAxis))
    #expect(
      summary.summary.hasPrefix(
        "The highest value is US$622.00, in year 1960, Jul; the lowest is US$104.00, in year 1949, Nov."))
    #expect(summary.detailLines.contains("Median: US$265.50."))
    #expect(Self.onlyTheClosuresSymbol(summary.summary + summary.detailLines.joined()))
  }

  @Test func distributionsSpeakTheClosuresStrings() throws {
    let box = try DistributionTests.chart("plant-growth.csv")
    let boxSummary = Self.detailed(try Self.withClosure(box, axis: box.yAxis))
    #expect(boxSummary.summary.hasPrefix("ctrl: median US$5.15, middle half US$4.55 to US$5.29."))
    let histogram = try DistributionTests.chart("old-faithful-eruptions.csv")
    let histogramSummary = Self.detailed(
      try Self.withClosure(histogram, axis: histogram.xAxis as? AXNumericDataAxisDescriptor))
    #expect(histogramSummary.summary.hasPrefix("eruptions: 272 values, median US$4.00."))
    #expect(histogramSummary.detailLines.contains("Peaks: US$1.98 and US$4.37."))
  }

  /// Setting an axis' closure after a format made its provider makes the closure the app's own.
  @Test func aClosureSetLaterIsTheAppsOwn() {
    let axis = AXNumericDataAxisDescriptor(
      title: "Revenue", range: 0...10, gridlinePositions: [], format: ValueFormat(style: .currency(code: "USD")))
    #expect(axis.providerFollowsFormat && axis.providerDefaults != nil)
    axis.valueDescriptionProvider = Self.dollars
    #expect(!axis.providerFollowsFormat && axis.providerDefaults == nil)
    #expect(axis.valueDescriptionProvider(3) == "US$3.00")
  }
}
