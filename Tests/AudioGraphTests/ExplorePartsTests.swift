import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Testing

/// The chart's parts beside its series (axes, reference lines, the legend): a reference line on
/// the y axis plays its tone at the pitch a point of the same value has; the others play
/// nothing; a muted series does not silence them.
@Suite struct ExplorePartsTests {
  /// One series, y = 20, 50, 80 at x = 0, 1, 2, with reference lines at y = 50 and x = 1.
  static func explorer() throws -> ChartExplorer {
    let x = AXNumericDataAxisDescriptor(title: "X", range: 0...2, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    var chart = AXChartDescriptor(
      title: "Parts", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [
        AXDataSeriesDescriptor(
          name: "S", isContinuous: true,
          dataPoints: [20, 50, 80].enumerated().map { AXDataPoint(x: Double($0), y: $1) })
      ])
    chart.referenceLines = [
      ReferenceLine(axis: .y, value: 50, label: "Target"), ReferenceLine(axis: .x, value: 1, label: "Launch"),
    ]
    var options = SonificationOptions()
    options.sampleRate = 48_000
    return try ChartExplorer(chart: chart, options: options, summary: "Summary.", detailLines: [])
  }

  @Test func aReferenceLineOnTheYAxisPlaysThePitchOfItsValue() throws {
    var explorer = try Self.explorer()
    _ = explorer.start()
    guard case .tone(let pointPitch, _)? = explorer.handle(.right).sound else {
      Issue.record("the point of value 50 has a tone")
      return
    }
    _ = explorer.handle(.mute)
    _ = explorer.handle(.levelUp)  // three points: no groups between the points and the series
    #expect(explorer.level == .series)
    var sounds: [ChartExplorer.Sound?] = []
    var lines: [String] = []
    for _ in 0..<5 {
      let response = explorer.handle(.right)
      sounds.append(response.sound)
      lines += response.lines
    }
    #expect(
      lines == [
        "X axis: X. Values from 0.0 to 2.0. Part 1 of 5.", "Y axis: Y. Values from 0.0 to 100.0. Part 2 of 5.",
        "Reference line on the y axis: Target, at 50.0. Part 3 of 5.",
        "Reference line on the x axis: Launch, at 1.0. Part 4 of 5.",
        lines.last ?? "",
      ])
    #expect(lines.last?.hasPrefix("Legend: Time runs along the x axis (X)") == true)
    #expect(sounds[0] == nil && sounds[1] == nil && sounds[3] == nil && sounds[4] == nil)
    guard case .tone(let linePitch, _)? = sounds[2] else {
      Issue.record("the y reference line plays a tone, though its series is muted")
      return
    }
    #expect(abs(linePitch - pointPitch) < 1e-9, "line \(linePitch) Hz, point \(pointPitch) Hz")
    #expect(explorer.partIndex == 4)
    _ = explorer.handle(.levelUp)
    #expect(explorer.level == .chart && explorer.partIndex == nil)
  }
}
