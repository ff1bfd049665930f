import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// Charts of many series: the counts sentence of a scatter plot's groups, and a summary without
/// its facts (what `summarize` asks for when it prints only the text).
@Suite struct ManySeriesSummaryTests {
  /// `count` scatter groups of three points each; group `i` has y = (i mod 7, 3i mod 11, i mod 5)
  /// at x = 1, 2, 3, as in Scripts/bench-table-series.
  func groups(_ count: Int) -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(title: "X", range: 1...3, gridlinePositions: []) { "\($0)" }
    let series = (1...count).map { (i: Int) -> AXDataSeriesDescriptor in
      let y: [Double] = [Double(i % 7), Double(i * 3 % 11), Double(i % 5)]
      let points = y.indices.map { AXDataPoint(x: Double($0 + 1), y: y[$0]) }
      return AXDataSeriesDescriptor(name: "S\(i)", isContinuous: false, dataPoints: points)
    }
    return AXChartDescriptor(xAxis: xAxis, yAxis: Charts.yAxis("Y"), series: series)
  }

  @Test func groupsWithoutARelationshipAreCountedInAWholeSentence() {
    // Seven groups of three points, each too short for a relationship of its own, climbing
    // together: the pooled points rise, no group does. Was "Of the 7 series, 7 no clear
    // relationship.": the part without a verb leaned on a positive part before it.
    let xAxis = AXNumericDataAxisDescriptor(title: "X", range: 0...8, gridlinePositions: []) { "\($0)" }
    let series = (1...7).map { (group: Int) -> AXDataSeriesDescriptor in
      let offsets: [Double] = [0, 0.25, 0.5]
      let points = offsets.map { AXDataPoint(x: Double(group) + $0, y: Double(group) + ($0 == 0.25 ? 0.5 : 0)) }
      return AXDataSeriesDescriptor(name: "G\(group)", isContinuous: false, dataPoints: points)
    }
    let chart = AXChartDescriptor(xAxis: xAxis, yAxis: Charts.yAxis("Y"), series: series)
    #expect(
      ChartSummarizer().summarize(chart).summary
        == "Across all 21 points, there is a strong positive relationship between X and Y. Of the 7 series, 7 show no clear relationship."
    )
  }

  @Test func eachPartOfTheCountsHasItsOwnVerb() {
    let xAxis = AXNumericDataAxisDescriptor(title: "X", range: 0...5, gridlinePositions: []) { "\($0)" }
    // Six rising groups and one falling group, five points each.
    let series = (0..<7).map { (group: Int) -> AXDataSeriesDescriptor in
      let steps: [Int] = group < 6 ? [0, 1, 2, 3, 4] : [4, 3, 2, 1, 0]
      let points = steps.indices.map { AXDataPoint(x: Double($0), y: Double(steps[$0] + group)) }
      return AXDataSeriesDescriptor(name: "G\(group)", isContinuous: false, dataPoints: points)
    }
    let chart = AXChartDescriptor(xAxis: xAxis, yAxis: Charts.yAxis("Y"), series: series)
    let summary = ChartSummarizer().summarize(chart).summary
    #expect(summary.hasSuffix("Of the 7 series, 6 show a positive relationship and 1 shows a negative relationship."))
  }

  @Test func withoutFactsTheTextIsTheSameAndTheFactsAreNull() {
    let chart = groups(40)
    for verbosity in SummaryOptions.Verbosity.allCases {
      let full = ChartSummarizer(options: SummaryOptions(verbosity: verbosity)).summarize(chart)
      let textOnly = ChartSummarizer(options: SummaryOptions(verbosity: verbosity, includesFacts: false))
        .summarize(chart)
      #expect(full.facts != .null)
      #expect(textOnly.facts == .null)
      #expect(textOnly.summary == full.summary)
      #expect(textOnly.detailLines == full.detailLines)
    }
  }
}
