import ChartAccessibility
import ChartSummaries
import Testing

/// The chart as the app builds it for VoiceOver, with Apple's initializers and value closures.
func speedChart(speeds: [Double]) -> AXChartDescriptor {
  let time = AXNumericDataAxisDescriptor(
    title: "Time", range: 0...Double(speeds.count - 1), gridlinePositions: []
  ) { value in "\(Int(value)) seconds" }
  let speed = AXNumericDataAxisDescriptor(
    title: "Speed", range: 0...40, gridlinePositions: [10, 20, 30]
  ) { value in "\(Int(value)) kilometers per hour" }
  let points = speeds.enumerated().map { second, speed in
    AXDataPoint(x: Double(second), y: speed)
  }
  let series = AXDataSeriesDescriptor(name: "Speed", isContinuous: true, dataPoints: points)
  return AXChartDescriptor(
    title: "Speed over time", summary: nil, xAxis: time, yAxis: speed, additionalAxes: [],
    series: [series])
}

@Suite struct SpeedChartSummaryTests {
  @Test func aRunThatSpeedsUpAndSlowsDown() {
    let chart = speedChart(speeds: [0, 14, 22, 31, 27, 18])
    let summary = ChartSummarizer().summarize(chart)
    #expect(
      summary.summary
        == "Speed rose from 0 kilometers per hour at 0 seconds to a peak of 31 at 3 seconds, "
        + "then fell to 18 at 5 seconds.")
  }

  @Test func aSteadyAcceleration() {
    let chart = speedChart(speeds: [0, 5, 10, 15, 20, 25, 30])
    #expect(
      ChartSummarizer().summarize(chart).summary
        == "Speed rose steadily by 30 kilometers per hour, from 0 at 0 seconds "
        + "to 30 at 6 seconds.")
  }

  @Test func theGeneratedSummaryFillsAnEmptyOne() {
    let chart = speedChart(speeds: [12, 12, 13, 12, 12])
    ChartSummarizer().fillSummary(of: chart)
    #expect(
      chart.summary
        == "Speed stayed roughly flat at about 12 kilometers per hour from 0 seconds to 4 seconds, "
        + "ranging from 12 to 13.")
  }

  @Test func eachPointIsSpokenWithTheAppsOwnStrings() {
    let chart = speedChart(speeds: [0, 14, 22, 31, 27, 18])
    let peak = chart.series[0].dataPoints[3]
    #expect(chart.pointDescription(peak) == "3 seconds, 31 kilometers per hour")
  }
}
