import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// The kinds with their own story (stacks, candlesticks, heatmaps, distributions) join their
/// sentences through the same rule as lines and bars: the y unit after the first number of a
/// sentence only.
@Suite struct KindStoryUnitOnceTests {
  static func withUnit(_ chart: AXChartDescriptor, _ unit: PluralForms) throws -> AXChartDescriptor {
    let axis = try #require(chart.yAxis as? AXNumericDataAxisDescriptor)
    axis.valueFormat = ValueFormat(unit: unit)
    return chart
  }

  @Test func aStackSaysItsUnitOnceASentence() throws {
    let chart = try Self.withUnit(
      try StackTests.chart("iowa-electricity.csv"), PluralForms(one: "gigawatt hour", other: "gigawatt hours"))
    let summary = ChartSummarizer().summarize(chart).summary
    #expect(summary.contains("Total rose by 39%, from 40,651 gigawatt hours in 2001 to 56,476 in 2017."))
    #expect(summary.contains("Renewables grew the most, from 1,437 gigawatt hours to 21,933."))
  }

  @Test func aCandlestickSaysItsUnitOnceASentence() throws {
    let chart = try Self.withUnit(try CandlestickTests.chart("vix-2009.csv"), PluralForms("points"))
    let summary = ChartSummarizer().summarize(chart).summary
    #expect(summary.contains("close fell by 14%, from 30.04 points on June 1, 2009 to 25.92 on July 31"))
    // The close's own text is several sentences: each says the unit after its first number.
    #expect(summary.contains("It dipped to 23.09 points on July 24."))
    #expect(summary.contains("The highest high was 33.05 points on July 8, the lowest low 23 on July 24."))
  }
}
