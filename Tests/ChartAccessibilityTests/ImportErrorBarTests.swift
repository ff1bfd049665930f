import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility

/// Plotly's error bars read as each point's interval, as plotly.js computes them; the fixtures
/// written by plotly (95% intervals, asymmetric ranges, percent, constant and sqrt) are compared
/// with pandas in ImportTests.
@Suite struct ImportErrorBarTests {
  func intervals(_ trace: String) throws -> [ClosedRange<Double>?] {
    let text = #"{"data": [\#(trace)]}"#
    let chart = try #require(try ChartImport.charts(Array(text.utf8), fileName: "f.json", format: .plotly).first)
    return chart.series[0].dataPoints.map(\.confidenceInterval)
  }

  func problem(_ trace: String) -> String {
    do {
      _ = try ChartImport.charts(Array(#"{"data": [\#(trace)]}"#.utf8), fileName: "f.json", format: .plotly)
      return "no problem"
    } catch {
      return "\(error)"
    }
  }

  @Test func eachTypeAsPlotlyJSComputesIt() throws {
    #expect(try intervals(#"{"y": [10, 20], "error_y": {"array": [1, 2]}}"#) == [9...11, 18...22])
    #expect(
      try intervals(#"{"y": [10, 20], "error_y": {"array": [1, 2], "arrayminus": [3, null]}}"#) == [7...11, nil])
    // symmetric given true: arrayminus is not used.
    #expect(
      try intervals(#"{"y": [10], "error_y": {"array": [1], "arrayminus": [3], "symmetric": true}}"#) == [9...11])
    // Without a type or an array: 10 percent.
    #expect(try intervals(#"{"y": [10, -20], "error_y": {"visible": true}}"#) == [9...11, -22 ... -18])
    #expect(try intervals(#"{"y": [10], "error_y": {"type": "percent", "value": 50}}"#) == [5...15])
    #expect(
      try intervals(#"{"y": [10], "error_y": {"type": "constant", "value": 1, "valueminus": 4, "symmetric": false}}"#)
        == [6...11])
    #expect(try intervals(#"{"y": [16, null], "error_y": {"type": "sqrt"}}"#) == [12...20, nil])
    // Not visible: no intervals.
    #expect(try intervals(#"{"y": [10], "error_y": {"array": [1], "visible": false}}"#) == [nil])
    // Horizontal bars carry theirs in error_x.
    #expect(
      try intervals(#"{"type": "bar", "orientation": "h", "x": [10], "y": ["a"], "error_x": {"array": [1]}}"#)
        == [9...11])
  }

  @Test func refusesWhatItCannotShow() {
    #expect(
      problem(#"{"x": [1], "y": [10], "error_x": {"array": [1]}}"#)
        == "f.json: /data/0/error_x: error bars on the x axis (error_x) are not supported yet: AudioGraph's intervals are on the values"
    )
    #expect(
      problem(#"{"y": [10], "error_y": {"array": [-1]}}"#)
        == "f.json: /data/0/error_y/array/0: an error bar cannot be negative")
    #expect(
      problem(#"{"y": [10], "error_y": {"type": "log", "value": 1}}"#)
        == #"f.json: /data/0/error_y/type: unknown error bar type "log"; expected data, percent, constant or sqrt"#)
  }
}
