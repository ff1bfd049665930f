import AudioGraph
import ChartAccessibility
import SonificationCore
import Testing

/// Up and Down (and `[` `]`) move sideways: to the other series' point at the same x, else at
/// the nearest x, not to its first point.
@Suite struct ExploreSidewaysTests {
  /// A: x = 0, 1, 2, 3; B: x = 0.5, 2.9; C: x = 0, 1, 2, 3 again.
  static func explorer() throws -> ChartExplorer {
    let x = AXNumericDataAxisDescriptor(title: "X", range: 0...3, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    func series(_ name: String, _ points: [(Double, Double)]) -> AXDataSeriesDescriptor {
      AXDataSeriesDescriptor(name: name, isContinuous: true, dataPoints: points.map { AXDataPoint(x: $0.0, y: $0.1) })
    }
    let chart = AXChartDescriptor(
      title: "Sideways", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [
        series("A", [(0, 10), (1, 20), (2, 30), (3, 40)]), series("B", [(0.5, 50), (2.9, 60)]),
        series("C", [(0, 70), (1, 80), (2, 90), (3, 95)]),
      ])
    var options = SonificationOptions()
    options.sampleRate = 48_000
    return try ChartExplorer(chart: chart, options: options, summary: "Summary.", detailLines: [])
  }

  @Test func downKeepsTheXOrTakesTheNearest() throws {
    var explorer = try Self.explorer()
    _ = explorer.handle(.right)
    _ = explorer.handle(.right)  // A at x = 2
    let down = explorer.handle(.down)
    #expect(down.lines.first == "Series 2 of 3: B, 2 points.")
    #expect(down.lines.last?.hasSuffix("point 2 of 2.") == true, "x = 2.9 is nearer to 2 than 0.5 is: \(down.lines)")
    let next = explorer.handle(.nextSeries)  // from B at x = 2.9 to C at x = 3
    #expect(next.lines.first == "Series 3 of 3: C, 4 points.")
    #expect(next.lines.last?.hasSuffix("point 4 of 4.") == true, "\(next.lines)")
    _ = explorer.handle(.home)  // C at x = 0
    let up = explorer.handle(.up)  // to B: 0.5 is the nearest
    #expect(up.lines.last?.hasSuffix("point 1 of 2.") == true, "\(up.lines)")
    _ = explorer.handle(.previousSeries)  // to A: x = 0.5 is as near to 0 as to 1; the first wins
    #expect(explorer.handle(.where).lines.joined(separator: " ").contains("point 1 of 4"))
  }
}
