import ChartAccessibility
import Foundation
import Testing

/// The layered chart model: building one (`layered`), declaring one (`setLayered`), aligning
/// layers on x (`StackLayout`), the stacked view the sound and braille use, and the chart file's
/// kind.
@Suite struct StackLayoutTests {
  static func energy(_ kind: ChartKind) -> AXChartDescriptor {
    AXChartDescriptor.layered(
      kind: kind, title: "Energy", x: AXCategoricalDataAxisDescriptor(title: "Year", categoryOrder: ["2020", "2021"]),
      xValues: [.category("2020"), .category("2021")],
      layers: [
        (name: "Coal", values: [6, 4]), (name: "Wind", values: [2, .nan]), (name: "Exports", values: [-1, -3]),
      ],
      valueTitle: "TWh")
  }

  @Test func layeredIsAppleValidAndSpansTheStack() throws {
    let chart = Self.energy(.stackedBar)
    #expect(chart.kind == .stackedBar)
    #expect(chart.series.map(\.name) == ["Coal", "Wind", "Exports"])
    #expect(!chart.series.contains { $0.isContinuous })
    #expect(chart.series[1].dataPoints[1].y == nil)
    // Positive parts reach 8 (2020: 6 + 2), negative ones −3 (2021).
    #expect(chart.yAxis?.range == -3...8)
    #expect(Self.energy(.groupedBar).yAxis?.range == -3...6)
    #expect(Self.energy(.stackedArea).series.allSatisfy { $0.isContinuous })
  }

  @Test func layoutAlignsOnXAndCountsMissingAsZero() {
    let a = AXDataSeriesDescriptor(
      name: "a", isContinuous: false,
      dataPoints: [AXDataPoint(x: 2, y: 5), AXDataPoint(x: 1, y: 1), AXDataPoint(x: 2, y: 1)])
    let b = AXDataSeriesDescriptor(name: "b", isContinuous: false, dataPoints: [AXDataPoint(x: 3, y: 4)])
    let chart = AXChartDescriptor(
      xAxis: AXNumericDataAxisDescriptor(title: "x", range: 1...3, gridlinePositions: []) { "\($0)" },
      series: [a, b])
    let layout = StackLayout(chart: chart)
    #expect(layout.xValues == [.number(1), .number(2), .number(3)])
    #expect(layout.values[0][0] == 1 && layout.values[0][2].isNaN)
    #expect(layout.values[0][1] == 6, "two points of a layer at one x add up")
    #expect(layout.values[1][0].isNaN && layout.values[1][2] == 4)
    #expect(layout.totals == [1, 6, 4])
    #expect(layout.share(layer: 0, at: 2).isNaN)
  }

  @Test func stackedViewAddsTheTotalOrTheShares() throws {
    let view = Self.energy(.stackedBar).stackedView(totalName: "Total")
    #expect(view.series.map(\.name) == ["Coal", "Wind", "Exports", "Total"])
    #expect(view.series[3].dataPoints.map(\.y) == [7, 1])
    let normalized = Self.energy(.normalizedBar).stackedView(totalName: "Total")
    #expect(normalized.series.count == 3)
    // 2020: |6| + |2| + |−1| = 9.
    let coal = try #require(normalized.series[0].dataPoints[0].y)
    #expect(abs(coal - 600.0 / 9) < 1e-9)
    #expect(normalized.yAxis?.range == -100...100)
    let line = AXChartDescriptor(
      xAxis: AXNumericDataAxisDescriptor(title: "x", range: 0...1, gridlinePositions: []) { "\($0)" }, series: [])
    #expect(line.stackedView(totalName: "Total") === line)
  }

  @Test(arguments: [ChartKind.stackedBar, .groupedBar, .normalizedBar, .stackedArea])
  func chartFileRoundTrip(kind: ChartKind) throws {
    let text = try ChartFile.encode(Self.energy(kind))
    #expect(text.contains("\"kind\": \"\(kind.rawValue)\""))
    let read = try ChartFile.decode(Array(text.utf8))
    #expect(read.kind == kind)
    #expect(try ChartFile.encode(read) == text)
  }

  /// Net job changes by sector (two months of the U.S. series in Fixtures/stacks, rounded): the
  /// layers' values span −35 to 200, the stack −55 (February's losses) to 260 (January's gains).
  static func jobsFile(kind: String, range: String = "") -> String {
    """
    { "kind": "\(kind)", "title": "Net jobs",
      "xAxis": { "kind": "categorical", "title": "Month", "categories": ["Jan", "Feb"] },
      "yAxis": { "title": "Jobs"\(range) },
      "series": [
        { "name": "Goods", "points": [{ "x": "Jan", "y": 60 }, { "x": "Feb", "y": -20 }] },
        { "name": "Services", "points": [{ "x": "Jan", "y": 200 }, { "x": "Feb", "y": -35 }] } ] }
    """
  }

  @Test func chartFileYAxisSpansTheStack() throws {
    let stacked = try ChartFile.decode(Array(Self.jobsFile(kind: "stackedBar").utf8))
    #expect(stacked.yAxis?.range == -55...260)
    #expect(stacked.stackedView(totalName: "Total").yAxis?.range == -55...260)
    let area = try ChartFile.decode(Array(Self.jobsFile(kind: "stackedArea").utf8))
    #expect(area.yAxis?.range == -55...260)
    // Grouped and normalized bars do not stack their values on the y axis.
    #expect(try ChartFile.decode(Array(Self.jobsFile(kind: "groupedBar").utf8)).yAxis?.range == -35...200)
    #expect(try ChartFile.decode(Array(Self.jobsFile(kind: "normalizedBar").utf8)).yAxis?.range == -35...200)
    // A range the file gives is the author's.
    let given = try ChartFile.decode(Array(Self.jobsFile(kind: "stackedBar", range: #", "range": [-100, 300]"#).utf8))
    #expect(given.yAxis?.range == -100...300)
    // The derived range is not written back: the file stays as it was.
    let written = try ChartFile.encode(stacked)
    #expect(!written.contains("\"range\""))
    #expect(try ChartFile.decode(Array(written.utf8)).yAxis?.range == -55...260)
  }

  /// The same layers get the same y axis from a chart file's `kind` and from CSV declared as
  /// layers (`setLayered`, what `--chart stacked-bar` does): one mechanism widens both.
  @Test(arguments: [
    (ChartKind.stackedBar, -55.0...260.0), (.stackedArea, -55...260), (.groupedBar, -35...200),
    (.normalizedBar, -35...200),
  ])
  func chartFileAndCSVSpanTheSameAxis(kind: ChartKind, expected: ClosedRange<Double>) throws {
    let file = try ChartFile.decode(Array(Self.jobsFile(kind: kind.rawValue).utf8))
    let csv = try CSVChart.decode(Array("Month,Goods,Services\nJan,60,200\nFeb,-20,-35\n".utf8))
    csv.setLayered(kind)
    #expect(file.yAxis?.range == expected)
    #expect(csv.yAxis?.range == expected)
  }
}
