import AudioGraphTestSupport
import ChartAccessibility
import ChartAlternatives
import Foundation
import SonificationCore
import Testing

@Suite struct BrailleLineTests {
  static func chart(x: [Double], y: [Double?], range: ClosedRange<Double>? = nil) -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(
      title: "X", range: range ?? (x.min() ?? 0)...(x.max() ?? 1), gridlinePositions: []
    ) { "\(Int($0))" }
    let yAxis = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\(Int($0)) units" }
    let points = zip(x, y).map { AXDataPoint(x: $0, y: $1) }
    return AXChartDescriptor(
      title: "T", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "Level", isContinuous: true, dataPoints: points)])
  }

  @Test func fourLevelsFromTheBottomUpAndBlankForMissing() {
    let line = BrailleLine(chart: Self.chart(x: [0, 1, 2, 3, 4, 5], y: [0, 30, 60, 100, nil, 24]), seriesIndex: 0)
    // 0 → level 0 (dots 7-8), 30 → 1 (dots 3-6), 60 → 2 (dots 2-5), 100 → 3 (dots 1-4), missing blank,
    // 24 → ⌊0.96⌋ = 0.
    #expect(line.cells == "\u{28C0}\u{2824}\u{2812}\u{2809}\u{2800}\u{28C0}")
    #expect(line.cellCount == 6)
    #expect(line.cellOfPoint == [0, 1, 2, 3, 4, 5])
    #expect(
      line.description
        == "Level: 6 values from 0 to 5, one cell each. Low 0 units, high 100 units. 1 missing value is a blank cell.")
  }

  @Test func pointsAreDrawnInXOrder() {
    let line = BrailleLine(chart: Self.chart(x: [2, 0, 1], y: [100, 0, 50]), seriesIndex: 0)
    #expect(line.cells == "⣀⠒⠉")
    #expect(line.cellOfPoint == [2, 0, 1])
  }

  @Test func longSeriesAreThinnedByTheAudioGraphsSlots() {
    // 100 points over 0...99 into 10 cells: the slots of TimeSlots(span: 10, slotWidth: 1).
    let x = (0..<100).map(Double.init)
    let y: [Double?] = x.map { $0 < 50 ? 0 : 100 }
    let line = BrailleLine(chart: Self.chart(x: x, y: y), seriesIndex: 0, width: 10)
    #expect(line.cellCount == 10)
    let slots = TimeSlots(span: 10, slotWidth: 1)
    for (index, cell) in line.cellOfPoint.enumerated() {
      #expect(cell == slots.index(ofPosition: x[index] / 99))
    }
    // Cell k holds x from 9.9k to below 9.9(k + 1): cells 0 to 4 only values 0, cells 5 to 9 only 100.
    #expect(line.cells == "⣀⣀⣀⣀⣀⠉⠉⠉⠉⠉")
    #expect(
      line.description
        == "Level: 100 values from 0 to 99 in 10 cells, each the mean of the values in its part of the x axis. Low 0 units, high 100 units."
    )
  }

  @Test func aPointOnACellBoundaryStartsTheLaterCell() {
    // 601 points over 0...600 in 200 cells: cell k starts at x = 3k. 87 / 600 × 200 is
    // 28.999999999999996 in floating point; the cell is exactly 29, as the audio graph's slot.
    let x = (0...600).map(Double.init)
    let line = BrailleLine(chart: Self.chart(x: x, y: x), seriesIndex: 0, width: 200)
    #expect(line.cellOfPoint[87] == 29)
    #expect(line.cellOfPoint.enumerated().allSatisfy { $0.element == min($0.offset / 3, 199) })
  }

  @Test func aStretchWithoutPointsIsBlankAndAMeanSitsBetween() {
    // 6 points in 4 cells over 0...8 (cell k holds 2k ≤ x < 2k + 2, and x 8): x 0 and 1 share
    // cell 0 (mean 50, level 2), nothing is in cell 1, x 4.5 and 5 in cell 2, x 7 and 8 in cell 3.
    let line = BrailleLine(
      chart: Self.chart(x: [0, 1, 4.5, 5, 7, 8], y: [0, 100, 0, 0, 100, 100]), seriesIndex: 0, width: 4)
    #expect(line.cells == "⠒⠀⣀⠉")
    #expect(line.cellOfPoint == [0, 0, 2, 2, 3, 3])
  }

  @Test func flatAndEmptySeries() {
    #expect(BrailleLine(chart: Self.chart(x: [0, 1], y: [5, 5]), seriesIndex: 0).cells == "⣀⣀")
    let empty = BrailleLine(chart: Self.chart(x: [], y: [], range: 0...1), seriesIndex: 0)
    #expect(empty.cells.isEmpty)
    #expect(empty.description == "Level: no data.")
    let missing = BrailleLine(chart: Self.chart(x: [0], y: [nil]), seriesIndex: 0)
    #expect(missing.cells == "\u{2800}")
    #expect(missing.description == "Level: 1 value at 0, one cell. No values. 1 missing value is a blank cell.")
  }

  @Test(arguments: FixtureCharts.names)
  func everyFixtureMatchesItsGolden(name: String) throws {
    let chart = try FixtureCharts.load(name)
    let text = BrailleLine.lines(for: chart).map { $0.description + "\n" + ($0.cells.isEmpty ? "" : $0.cells + "\n") }
    expectMatchesGolden(text.joined(), named: "\(name).braille.txt")
    for line in BrailleLine.lines(for: chart) {
      #expect(line.cells.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
      #expect(line.cellCount <= BrailleLine.defaultWidth)
    }
  }
}
