import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

/// The distribution placeholders of summary templates ({observations}, {median}, {q1}, {q3},
/// {iqr}, {lowerWhisker}, {upperWhisker}, {outlierCount}) against NumPy's numbers in
/// Fixtures/distributions/truth.json, and against a hand-checked line chart.
@Suite struct DistributionTemplateTests {
  static let template = try! SummaryTemplate(
    parsing: "{observations}|{median}|{q1}|{q3}|{iqr}|{lowerWhisker}|{upperWhisker}|{outlierCount}")

  /// The filled template's eight numbers.
  static func numbers(_ chart: AXChartDescriptor) -> [Double] {
    let text = ChartSummarizer(options: SummaryOptions(template: template)).summarize(chart).summary
    return text.split(separator: "|").map { Double($0.replacingOccurrences(of: ",", with: ""))! }
  }

  static func expect(_ numbers: [Double], _ truth: [String: Any], outliers: Int) {
    let q1 = truth["q1"] as! Double
    let q3 = truth["q3"] as! Double
    let expected = [
      Double(truth["count"] as! Int), truth["median"] as! Double, q1, q3, q3 - q1, truth["lowerWhisker"] as! Double,
      truth["upperWhisker"] as! Double, Double(outliers),
    ]
    #expect(numbers.count == 8)
    for (ours, theirs) in zip(numbers, expected) {
      // Written with the data's decimals and one more (here 3 or 4; trailing zeros dropped):
      // within half of the third decimal.
      #expect(abs(ours - theirs) <= 0.0005 + 1e-12, "\(ours) vs \(theirs)")
    }
  }

  @Test func histogramPlaceholdersAreNumPys() throws {
    let chart = try DistributionTests.chart("old-faithful-eruptions.csv")
    let truth =
      (DistributionTests.truth["histograms"] as! [String: Any])["old-faithful-eruptions.csv"] as! [String: Any]
    Self.expect(Self.numbers(chart), truth, outliers: (truth["outliers"] as! [Double]).count)
  }

  @Test func boxPlotPlaceholdersAreTheFirstGroups() throws {
    let chart = try DistributionTests.chart("plant-growth.csv")
    let groups = (DistributionTests.truth["groups"] as! [String: Any])["plant-growth.csv"] as! [String: Any]
    let first = (groups["groups"] as! [[String: Any]])[0]
    Self.expect(Self.numbers(chart), first, outliers: 0)
  }

  /// Any chart: the first series' y values. 1, 2, 3, 4, 100: median 3, Q1 2, Q3 4, IQR 2, the
  /// upper fence 7, so 100 is unusual and the whiskers end at 1 and 4.
  @Test func lineChartPlaceholdersUseTheYValues() throws {
    let x = AXNumericDataAxisDescriptor(title: "Day", range: 1...5, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Visits", range: 0...100, gridlinePositions: []) { "\($0)" }
    let points = [1.0, 2, 3, 4, 100].enumerated().map { AXDataPoint(x: Double($0.offset + 1), y: $0.element) }
    let chart = AXChartDescriptor(
      title: "Visits", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "Visits", isContinuous: true, dataPoints: points)])
    #expect(Self.numbers(chart) == [5, 3, 2, 4, 2, 1, 4, 1])
  }

  /// A template replaces a histogram's words, in the chart's own wording otherwise.
  @Test func aTemplateReplacesTheHistogramsWords() throws {
    let chart = try DistributionTests.chart("old-faithful-eruptions.csv")
    let template = try SummaryTemplate(parsing: "Half the eruptions last {q1} to {q3} minutes.")
    let summary = ChartSummarizer(options: SummaryOptions(template: template)).summarize(chart)
    #expect(summary.summary == "Half the eruptions last 2.1628 to 4.4543 minutes.")
  }
}
