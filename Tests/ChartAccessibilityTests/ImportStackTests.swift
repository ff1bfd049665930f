import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility

/// Grouped, stacked and normalised bars and stacked areas of Plotly, Vega-Lite and MAIDR: the
/// layer order and the values of small figures written by hand, and what is refused, by name.
/// (The fixtures written by the libraries are compared with pandas in ImportTests.)
@Suite struct ImportStackTests {
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

  static let twoBars =
    #""data": [{"type": "bar", "name": "a", "x": ["p", "q"], "y": [1, -2]}, {"type": "bar", "name": "b", "x": ["p", "q"], "y": [3, 4]}]"#

  @Test func plotlyBarmodesAreTheStackKinds() throws {
    let group = try #require(try charts("{\(Self.twoBars)}", .plotly).first)
    #expect(group.kind == .groupedBar)
    let relative = try #require(try charts(#"{\#(Self.twoBars), "layout": {"barmode": "relative"}}"#, .plotly).first)
    #expect(relative.kind == .stackedBar)
    #expect(relative.series.map(\.name) == ["a", "b"])
    // The y axis spans the stack: -2 below zero, 1 + 3 above.
    #expect(relative.yAxis?.range == -2...4)
    let normalized = try #require(
      try charts(#"{\#(Self.twoBars), "layout": {"barmode": "stack", "barnorm": "percent"}}"#, .plotly).first)
    #expect(normalized.kind == .normalizedBar)
    #expect(
      problem(#"{\#(Self.twoBars), "layout": {"barmode": "stack"}}"#, .plotly)
        == #"f.json: /data/0/y/1: stacked bars with values below zero in barmode "stack" (Plotly stacks them on the running total; barmode "relative" draws them below zero, as AudioGraph does) is not supported yet"#
    )
    #expect(
      problem(#"{\#(Self.twoBars), "layout": {"barmode": "overlay"}}"#, .plotly)
        == #"f.json: /layout/barmode: overlaid bars (barmode "overlay") is not supported yet"#)
    #expect(
      problem(#"{\#(Self.twoBars), "layout": {"barnorm": "fraction"}}"#, .plotly)
        == #"f.json: /layout/barnorm: normalised bars (barnorm "fraction") in barmode "group" is not supported yet"#)
    #expect(
      problem(#"{"data": [{"type": "bar", "y": [1], "base": [2]}]}"#, .plotly)
        == "f.json: /data/0/base: bars that start from a base (base) is not supported yet")
    #expect(
      problem(
        #"{"data": [{"type": "bar", "y": [1, 2]}, {"type": "bar", "y": [1, 2]}, {"y": [3, 4]}], "layout": {"barmode": "stack"}}"#,
        .plotly) == "f.json: /layout/barmode: stacked bars with lines in one subplot is not supported yet")
  }

  @Test func plotlyAreas() throws {
    let stacked = try #require(
      try charts(
        #"{"data": [{"x": [1, 2], "y": [1, 2], "stackgroup": "s", "name": "a"}, {"x": [1, 3], "y": [5, 6], "stackgroup": "s", "name": "b"}]}"#,
        .plotly
      ).first)
    #expect(stacked.kind == .stackedArea)
    #expect(stacked.series.allSatisfy { $0.isContinuous })
    // Gaps count as 0: the totals at 1, 2 and 3.
    let layout = StackLayout(chart: stacked)
    #expect((0..<3).map { layout.total(at: $0) } == [6, 2, 6])
    let alone = try #require(try charts(#"{"data": [{"y": [1, 2], "stackgroup": "s"}]}"#, .plotly).first)
    #expect(alone.kind == .line)
    // Running totals filled to the line below are layers of their differences.
    let filled = try #require(
      try charts(
        #"{"data": [{"x": [1, 2], "y": [1, 2], "fill": "tozeroy"}, {"x": [1, 2], "y": [4, 2.5], "fill": "tonexty"}]}"#,
        .plotly
      ).first)
    #expect(filled.kind == .stackedArea)
    #expect(filled.series[1].dataPoints.map(\.y) == [3, 0.5])
    let underLines = try #require(
      try charts(#"{"data": [{"y": [1, 2], "fill": "tozeroy"}, {"y": [4, 1], "fill": "tozeroy"}]}"#, .plotly).first)
    #expect(underLines.kind == .line)
    #expect(
      problem(#"{"data": [{"y": [1, 2]}, {"y": [4, 5], "fill": "tonexty"}]}"#, .plotly)
        == #"f.json: /data/1/fill: a band between two lines (fill "tonexty" to a line without fill) is not supported yet"#
    )
    #expect(
      problem(#"{"data": [{"y": [1, 2], "fill": "tozeroy"}, {"y": [4, 1], "fill": "tonexty"}]}"#, .plotly)
        == #"f.json: /data/1/y/1: an area filled to a line above it (fill "tonexty" where the lines cross) is not supported yet"#
    )
    #expect(
      problem(#"{"data": [{"y": [1, 2], "fill": "toself"}]}"#, .plotly)
        == #"f.json: /data/0/fill: an area filled "toself" is not supported yet"#)
    #expect(
      problem(
        #"{"data": [{"y": [1, 2], "stackgroup": "a"}, {"y": [1, 2], "stackgroup": "b"}]}"#, .plotly)
        == "f.json: /data/1/stackgroup: two stack groups in one subplot is not supported yet")
    #expect(
      problem(#"{"data": [{"y": [1, 2], "stackgroup": "a"}, {"y": [1, 2]}]}"#, .plotly)
        == "f.json: /data/1: a line together with a stacked area in one subplot is not supported yet")
    #expect(
      problem(#"{"data": [{"y": [1, 2], "stackgroup": "a", "stackgaps": "interpolate"}]}"#, .plotly)
        == #"f.json: /data/0/stackgaps: gaps interpolated in a stacked area (stackgaps "interpolate") is not supported yet"#
    )
  }

  static func vegaBars(_ y: String, mark: String = "bar", extra: String = "") -> String {
    #"""
    {"mark": "\#(mark)", "data": {"values": [{"s": "p", "c": "u", "v": 1}, {"s": "p", "c": "w", "v": 2}, {"s": "q", "c": "u", "v": 3}, {"s": "q", "c": "w", "v": 4}]},
     "encoding": {"x": {"field": "s", "type": "nominal"}, "y": \#(y), "color": {"field": "c", "type": "nominal"}\#(extra)}}
    """#
  }

  @Test func vegaLiteStacksInItsStackOrder() throws {
    let stacked = try #require(try charts(Self.vegaBars(#"{"field": "v", "type": "quantitative"}"#), .vegaLite).first)
    #expect(stacked.kind == .stackedBar)
    // Vertical stacks: the colour's values descending from the bottom.
    #expect(stacked.series.map(\.name) == ["w", "u"])
    let ordered = try #require(
      try charts(
        Self.vegaBars(
          #"{"field": "v", "type": "quantitative"}"#, extra: #", "order": {"field": "c", "sort": "ascending"}"#),
        .vegaLite
      ).first)
    #expect(ordered.series.map(\.name) == ["u", "w"])
    let normalized = try #require(
      try charts(Self.vegaBars(#"{"field": "v", "type": "quantitative", "stack": "normalize"}"#), .vegaLite).first)
    #expect(normalized.kind == .normalizedBar)
    let area = try #require(
      try charts(Self.vegaBars(#"{"field": "v", "type": "quantitative"}"#, mark: "area"), .vegaLite).first)
    #expect(area.kind == .stackedArea)
    let overlaidAreas = try #require(
      try charts(
        Self.vegaBars(#"{"field": "v", "type": "quantitative", "stack": null}"#, mark: "area"), .vegaLite
      ).first)
    #expect(overlaidAreas.kind == .line)
    #expect(
      problem(Self.vegaBars(#"{"field": "v", "type": "quantitative", "stack": null}"#), .vegaLite)
        == "f.json: /encoding/color/field: overlaid bars (a bar for each c at one position, stack null) is not supported yet"
    )
    #expect(
      problem(Self.vegaBars(#"{"field": "v", "type": "quantitative", "stack": "center"}"#, mark: "area"), .vegaLite)
        == #"f.json: /encoding/y/stack: a streamgraph (stack "center") is not supported yet"#)
    #expect(
      problem(
        Self.vegaBars(#"{"field": "v", "type": "quantitative", "stack": "normalize"}"#, mark: "area"), .vegaLite)
        == #"f.json: /encoding/y/stack: a normalised stacked area (stack "normalize") is not supported yet: AudioGraph has normalized bars, not normalized areas"#
    )
    #expect(
      problem(
        Self.vegaBars(#"{"field": "v", "type": "quantitative"}"#, extra: #", "order": {"field": "v"}"#), .vegaLite)
        == "f.json: /encoding/order: a stack ordered by another field than its colour (c) is not supported yet")
  }

  @Test func maidrStacks() throws {
    func layer(_ type: String) -> String {
      #"""
      {"subplots": [[{"layers": [{"type": "\#(type)", "axes": {"x": {"label": "year"}, "y": {"label": "TWh"}},
        "data": [[{"x": "2001", "y": 1, "z": "coal"}, {"x": "2002", "y": 2, "z": "coal"}],
                 [{"x": "2001", "y": 3, "z": "wind"}, {"x": "2002", "y": 4, "z": "wind"}]]}]}]]}
      """#
    }
    #expect(try charts(layer("stacked_bar"), .maidr).first?.kind == .stackedBar)
    #expect(try charts(layer("stacked_normalized_bar"), .maidr).first?.kind == .normalizedBar)
    #expect(try charts(layer("dodged_bar"), .maidr).first?.kind == .groupedBar)
    let area = try #require(try charts(layer("stacked_area"), .maidr).first)
    #expect(area.kind == .stackedArea)
    #expect(area.series.map(\.name) == ["coal", "wind"])
    // One band (matplotlib's fill_between) as py-maidr writes it, a list of one list of points:
    // Fixtures/imports/maidr-wheat-area.maidr.json, written by py-maidr, whose points
    // ImportTests compares with the truth.
    let band = try #require(
      try ChartImport.charts(path: fixtureURL("imports/maidr-wheat-area.maidr.json").path).first)
    #expect(band.kind == .line)
    #expect(band.series.count == 1)
    #expect(band.series[0].dataPoints.prefix(3).map(\.y) == [41, 45, 42])
    #expect(
      problem(layer("stacked_normalized_area"), .maidr)
        == "f.json: /subplots/0/0/layers/0/type: a normalised stacked area (stacked_normalized_area) is not supported yet: AudioGraph has normalized bars, not normalized areas"
    )
  }
}

extension ImportStackTests {
  @Test func aVegaLiteStackLayeredWithOtherMarks() throws {
    let values =
      #"[{"s": "p", "c": "u", "v": 1}, {"s": "p", "c": "w", "v": 2}, {"s": "q", "c": "u", "v": 3}, {"s": "q", "c": "w", "v": 4}]"#
    let stack =
      #"{"mark": "area", "encoding": {"x": {"field": "s", "type": "ordinal"}, "y": {"field": "v", "type": "quantitative"}, "color": {"field": "c", "type": "nominal"}}}"#
    let line =
      #"{"mark": "line", "encoding": {"x": {"field": "s", "type": "ordinal"}, "y": {"aggregate": "sum", "field": "v", "type": "quantitative"}}}"#
    let rule = #"{"mark": "rule", "encoding": {"y": {"datum": 5}}}"#
    #expect(
      problem(#"{"data": {"values": \#(values)}, "layer": [\#(stack), \#(line)]}"#, .vegaLite)
        == "f.json: /layer/1: stacked or grouped bars or areas layered with other marks is not supported yet")
    let withRule = try #require(
      try charts(#"{"data": {"values": \#(values)}, "layer": [\#(stack), \#(rule)]}"#, .vegaLite).first)
    #expect(withRule.kind == .stackedArea)
    #expect(withRule.referenceLines.map(\.value) == [5])
  }
}
