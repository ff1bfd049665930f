import AudioGraphTestSupport
import Foundation
import Testing
import TrendStatistics

@testable import ChartAccessibility

/// The distribution forms added to the imports after the first: MAIDR's box layer (five numbers
/// and outliers without a count), Plotly's grouped boxes, Vega-Lite's data binned before, its
/// `rect` over dates and its bars grouped by a `column` facet. Small figures written by hand for
/// the rules and the refusals; the fixtures written by the libraries are compared with pandas in
/// ImportStatisticalTests and ImportTests.
@Suite struct ImportDistributionFormsTests {
  func charts(_ text: String, _ format: ChartImportFormat) throws -> [AXChartDescriptor] {
    try ChartImport.charts(Array(text.utf8), fileName: "f.json", format: format)
  }

  func problem(_ text: String, _ format: ChartImportFormat) -> String {
    do {
      _ = try charts(text, format)
      return "no problem"
    } catch {
      return "\(error)"
    }
  }

  @Test func maidrBoxesHaveNoCount() throws {
    let text = #"""
      {"subplots": [[{"layers": [{"type": "box", "orientation": "horz",
        "axes": {"x": {"label": "Width"}, "y": {"label": "Y"}},
        "data": [{"min": 2, "q1": 3, "q2": 3.5, "q3": 4, "max": 5, "lowerOutliers": [0.5], "upperOutliers": [9, 8], "z": "a"},
                 {"min": 1, "q1": 2, "q2": 2, "q3": 2.5, "max": 3, "lowerOutliers": [], "upperOutliers": []}]}]}]]}
      """#
    let chart = try #require(try charts(text, .maidr).first)
    #expect(chart.kind == .boxPlot)
    #expect(chart.series.map(\.name) == ["a", "2"])
    #expect(chart.xAxis.title == "")
    #expect(chart.yAxis?.title == "Width")
    let box = try #require(chart.series[0].distribution?.box)
    #expect(box.count == nil)
    #expect(chart.series[0].distribution?.isCountKnown == false)
    #expect(
      [box.lowerWhisker, box.firstQuartile, box.median, box.thirdQuartile, box.upperWhisker] == [2, 3, 3.5, 4, 5])
    #expect(box.outliers == [0.5, 8, 9])
    // Apple-side code sees each group's median.
    #expect(chart.series[1].dataPoints.map(\.y) == [2])
    #expect(
      problem(
        #"{"subplots": [[{"layers": [{"type": "box", "data": [{"min": 1, "q1": 2, "q3": 3, "max": 4}]}]}]]}"#, .maidr)
        == "f.json: /subplots/0/0/layers/0/data/0/q2: expected a number")
    #expect(
      problem(
        #"{"subplots": [[{"layers": [{"type": "box", "data": [{"min": 3, "q1": 2, "q2": 2, "q3": 3, "max": 4}]}]}]]}"#,
        .maidr
      ).hasSuffix("the five numbers must not decrease (min ≤ q1 ≤ median ≤ q3 ≤ max)"))
  }

  @Test func aBoxWithoutNRoundTrips() throws {
    let chart = try #require(
      try charts(
        #"{"subplots": [[{"layers": [{"type": "box", "data": [{"min": 1, "q1": 2, "q2": 2.5, "q3": 3, "max": 4, "z": "g"}]}]}]]}"#,
        .maidr
      ).first)
    let written = try ChartFile.encode(chart)
    #expect(!written.contains("\"n\""))
    let back = try ChartFile.decode(Array(written.utf8))
    #expect(back.series[0].distribution?.box?.count == nil)
    #expect(back.series[0].distribution?.box?.median == 2.5)
  }

  @Test func plotlyGroupedBoxes() throws {
    let text = #"""
      {"data": [{"type": "box", "name": "1931", "x": ["b", "a", "b", "a"], "y": [1, 2, 3, 4], "offsetgroup": "1931"},
                {"type": "box", "name": "1932", "x": ["a", "c", "a"], "y": [5, 6, 7], "offsetgroup": "1932"}],
       "layout": {"boxmode": "group"}}
      """#
    let chart = try #require(try charts(text, .plotly).first)
    #expect(chart.kind == .boxPlot)
    #expect(chart.series.map(\.name) == ["b (1931)", "a (1931)", "a (1932)", "c (1932)"])
    #expect(chart.series.map { $0.distribution?.box?.median } == [2, 3, 6, 6])
    #expect(
      problem(
        #"{"data": [{"type": "box", "name": "p", "x": ["a"], "y": [1]}, {"type": "box", "name": "q", "y": [2]}]}"#,
        .plotly)
        == "f.json: /data/1: box traces with and without x positions in one subplot is not supported yet")
  }

  func vegaLite(_ values: String, _ encoding: String, mark: String = "bar") -> String {
    #"{"mark": "\#(mark)", "data": {"values": \#(values)}, "encoding": \#(encoding)}"#
  }

  @Test func vegaLiteDataBinnedBefore() throws {
    let values = #"[{"s": 10, "e": 20, "n": 3}, {"s": 0, "e": 10, "n": 2}, {"s": 10, "e": 20, "n": 1}]"#
    let chart = try #require(
      try charts(
        vegaLite(
          values,
          #"{"x": {"field": "s", "type": "quantitative", "bin": "binned"}, "x2": {"field": "e"}, "y": {"field": "n", "type": "quantitative"}}"#
        ), .vegaLite
      ).first)
    #expect(chart.kind == .histogram)
    #expect(chart.series[0].distribution?.bins?.edges == [0, 10, 20])
    #expect(chart.series[0].distribution?.bins?.counts == [2, 4])
    #expect(
      problem(
        vegaLite(
          values,
          #"{"x": {"field": "s", "type": "quantitative", "bin": "binned"}, "y": {"field": "n", "type": "quantitative"}}"#
        ),
        .vegaLite)
        == "f.json: /encoding/x2: data binned before without x2 (the bins' upper edges) is not supported yet")
    #expect(
      problem(
        vegaLite(
          #"[{"s": 0, "e": 10, "n": 2}, {"s": 12, "e": 20, "n": 1}]"#,
          #"{"x": {"field": "s", "type": "quantitative", "bin": "binned"}, "x2": {"field": "e"}, "y": {"field": "n", "type": "quantitative"}}"#
        ), .vegaLite)
        == "f.json: /encoding/x/field: bins with a gap or an overlap (a bin starts at 12, the one before ends at 10) is not supported yet"
    )
    #expect(
      problem(
        vegaLite(
          #"[{"s": 0, "e": 10, "n": 0.5}]"#,
          #"{"x": {"field": "s", "type": "quantitative", "bin": "binned"}, "x2": {"field": "e"}, "y": {"field": "n", "type": "quantitative"}}"#
        ), .vegaLite)
        == "f.json: /encoding/y/field: binned data whose heights are not counts (n 0.5) is not supported yet")
  }

  @Test func vegaLiteRectOverDates() throws {
    let values =
      #"[{"d": "2024-02-10", "k": "rain", "v": 1}, {"d": "2024-01-03", "k": "rain", "v": 2}, {"d": "2024-01-20", "k": "sun", "v": 4}]"#
    let chart = try #require(
      try charts(
        vegaLite(
          values,
          #"{"x": {"field": "d", "type": "temporal", "timeUnit": "yearmonth"}, "y": {"field": "k", "type": "nominal"}, "color": {"field": "v", "aggregate": "sum", "type": "quantitative"}}"#,
          mark: "rect"), .vegaLite
      ).first)
    #expect(chart.kind == .heatmap)
    let grid = try #require(chart.heatmap)
    #expect(grid.columnLabels == ["2024-01", "2024-02"])
    #expect(grid.columnsOrdered == true)
    #expect(grid.rowLabels == ["rain", "sun"])
    #expect(grid.values.map { $0.isNaN ? nil : $0 } == [2, 1, 4, nil])
    #expect(
      problem(
        vegaLite(
          #"[{"d": "soon", "k": "rain", "v": 1}]"#,
          #"{"x": {"field": "d", "type": "temporal"}, "y": {"field": "k", "type": "nominal"}, "color": {"field": "v", "type": "quantitative"}}"#,
          mark: "rect"), .vegaLite)
        == #"f.json: /encoding/x/field: "soon" in d is not a date AudioGraph reads"#)
  }

  @Test func vegaLiteBarsGroupedByColumn() throws {
    let values =
      #"[{"site": "B", "year": 1931, "y": 1}, {"site": "B", "year": 1932, "y": 2}, {"site": "A", "year": 1931, "y": 3}, {"site": "A", "year": 1932, "y": 4}]"#
    let grouped = try charts(
      vegaLite(
        values,
        #"{"x": {"field": "year", "type": "ordinal"}, "y": {"field": "y", "type": "quantitative"}, "color": {"field": "year", "type": "nominal"}, "column": {"field": "site", "type": "nominal"}}"#
      ), .vegaLite)
    #expect(grouped.count == 1)
    #expect(grouped[0].kind == .groupedBar)
    #expect(grouped[0].series.map(\.name) == ["1931", "1932"])
    #expect(grouped[0].series[0].dataPoints.map(\.y) == [3, 1])
    // Coloured by another field, or points, or a row facet too: a chart per facet, as before.
    let faceted = try charts(
      vegaLite(
        values,
        #"{"x": {"field": "year", "type": "ordinal"}, "y": {"field": "y", "type": "quantitative"}, "column": {"field": "site", "type": "nominal"}, "row": {"field": "year", "type": "ordinal"}}"#
      ), .vegaLite)
    #expect(faceted.count == 4)
    // A problem with the column field is located at the column channel, where it is written.
    #expect(
      problem(
        vegaLite(
          values,
          #"{"x": {"field": "year", "type": "ordinal"}, "y": {"field": "y", "type": "quantitative"}, "column": {"field": "site", "type": "temporal"}}"#
        ), .vegaLite)
        == #"f.json: /encoding/column/field: "B" in site is not a date AudioGraph reads"#)
  }
}
