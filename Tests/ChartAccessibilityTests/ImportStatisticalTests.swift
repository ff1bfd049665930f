import AudioGraphTestSupport
import Foundation
import Testing
import TrendStatistics

@testable import ChartAccessibility

/// Histograms, box plots, heatmaps and candlesticks written by the real libraries
/// (Fixtures/imports) read as the truth computed with pandas and NumPy from the data the library
/// was given (truth.json): every bin's edges and count, every box's quartiles, whiskers, outliers
/// and count, every cell, every period's four prices; and their options AudioGraph cannot show
/// refused by name.
@Suite struct ImportStatisticalTests {
  static let kinds: Set<String> = ["histogram", "boxPlot", "heatmap", "candlestick"]

  static var files: [String] {
    guard case .object(let charts)? = ImportTests.truth["charts"] else { return [] }
    return charts.keys.sorted().filter { file in
      guard case .array(let list)? = charts[file], case .object(let first)? = list.first,
        case .string(let kind)? = first["kind"]
      else { return false }
      return kinds.contains(kind)
    }
  }

  @Test func everyKindHasFixtures() {
    let kinds = Self.files.compactMap { file -> String? in
      guard case .object(let charts)? = ImportTests.truth["charts"], case .array(let list)? = charts[file],
        case .object(let first)? = list.first, case .string(let kind)? = first["kind"]
      else { return nil }
      return kind
    }
    #expect(Set(kinds) == Self.kinds)
  }

  static func numbers(_ value: JSONValue?) -> [Double?] {
    guard case .array(let list)? = value else { return [] }
    return list.map { if case .number(let n) = $0 { n } else { nil } }
  }

  static func strings(_ value: JSONValue?) -> [String] {
    guard case .array(let list)? = value else { return [] }
    return list.map { if case .string(let s) = $0 { s } else { "" } }
  }

  static func same(_ a: [Double?], _ b: [Double?]) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { x, y in
        switch (x, y) {
        case (nil, nil): true
        case (let x?, let y?): ImportTests.close(x, y) || (x.isNaN && y.isNaN)
        default: false
        }
      }
  }

  @Test(arguments: files)
  func readsWhatTheLibraryWasGiven(file: String) throws {
    let charts = try ChartImport.charts(path: fixtureURL("imports/" + file).path)
    guard case .object(let all)? = ImportTests.truth["charts"], case .array(let expected)? = all[file] else {
      Issue.record("no truth for \(file)")
      return
    }
    try #require(charts.count == expected.count)
    for (chart, value) in zip(charts, expected) {
      guard case .object(let truth) = value, case .string(let kind)? = truth["kind"] else { continue }
      #expect(chart.kind?.rawValue == kind, "\(file)")
      if case .string(let title)? = truth["title"] { #expect(chart.title == title, "\(file)") }
      if kind == "heatmap" {
        let grid = try #require(chart.heatmap, "\(file)")
        #expect(grid.rowLabels == Self.strings(truth["rows"]), "\(file)")
        #expect(grid.columnLabels == Self.strings(truth["columns"]), "\(file)")
        guard case .array(let rows)? = truth["values"] else { continue }
        let cells = rows.flatMap { Self.numbers($0) }
        #expect(Self.same(grid.values.map { $0.isNaN ? nil : $0 }, cells), "\(file): cells differ")
        continue
      }
      guard case .array(let series)? = truth["series"] else { continue }
      try #require(chart.series.count == series.count, "\(file): \(chart.series.count) series")
      for (read, truthValue) in zip(chart.series, series) {
        guard case .object(let expected) = truthValue, case .string(let name)? = expected["name"] else { continue }
        #expect(read.name == name, "\(file)")
        switch kind {
        case "histogram":
          let bins = try #require(read.distribution?.bins, "\(file), \(name)")
          #expect(Self.same(bins.edges, Self.numbers(expected["edges"])), "\(file), \(name): edges \(bins.edges)")
          #expect(bins.counts.map(Double.init) == Self.numbers(expected["counts"]), "\(file), \(name): counts")
          if case .number(let n)? = expected["n"], read.distribution?.values.isEmpty == false {
            #expect(read.distribution?.count == Int(n), "\(file), \(name)")
          }
        case "boxPlot":
          let box = try #require(read.distribution?.box, "\(file), \(name)")
          let read = [box.firstQuartile, box.median, box.thirdQuartile, box.lowerWhisker, box.upperWhisker]
          let truth = ["q1", "median", "q3", "lowerWhisker", "upperWhisker"].map {
            Self.numbers(.array([expected[$0] ?? .null]))[0]
          }
          #expect(Self.same(read, truth), "\(file), \(name): \(read)")
          #expect(Self.same(box.outliers, Self.numbers(expected["outliers"])), "\(file), \(name): outliers")
          if case .number(let n)? = expected["n"] {
            #expect(box.count == Int(n), "\(file), \(name)")
          } else if expected["n"] == .null {
            // py-maidr's box data gives no count: read as unknown, never as a made-up one.
            #expect(box.count == nil, "\(file), \(name): n \(String(describing: box.count))")
          }
        case "candlestick":
          let prices = try #require(read.ohlc, "\(file), \(name)")
          #expect(Self.same(read.dataPoints.map { $0.x.number }, Self.numbers(expected["x"])), "\(file): x")
          for (column, key) in [
            (prices.open, "open"), (prices.high, "high"), (prices.low, "low"), (prices.close, "close"),
          ] {
            #expect(Self.same(column.map { $0.isNaN ? nil : $0 }, Self.numbers(expected[key])), "\(file): \(key)")
          }
        default: Issue.record("\(file): unexpected kind \(kind)")
        }
      }
    }
  }

  func plotly(_ text: String) throws -> [AXChartDescriptor] {
    try ChartImport.charts(Array(text.utf8), fileName: "f.json", format: .plotly)
  }

  func problem(_ body: () throws -> Any) -> String {
    do {
      _ = try body()
      return "no problem"
    } catch {
      return "\(error)"
    }
  }

  @Test func plotlyBinsAsPlotlyJSDoes() throws {
    // Whole numbers: the size from the spread (2 × 2.098 / 5^0.4 = 2.2, rounded up to 5), the
    // bins starting half a unit below the multiple of 5 under the lowest value.
    let whole = try #require(try plotly(#"{"data": [{"type": "histogram", "x": [1, 2, 2, 3, 7]}]}"#).first)
    #expect(whole.series[0].distribution?.bins?.edges == [-0.5, 4.5, 9.5])
    #expect(whole.series[0].distribution?.bins?.counts == [4, 1])
    // nbinsx: the span over the count, rounded up to 2, 5 or 10 times a power of ten.
    let asked = try #require(
      try plotly(#"{"data": [{"type": "histogram", "x": [0.12, 0.5, 0.73, 1.9], "nbinsx": 4}]}"#).first)
    #expect(asked.series[0].distribution?.bins?.edges == [0, 0.5, 1, 1.5, 2])
    #expect(asked.series[0].distribution?.bins?.counts == [1, 2, 0, 1])
    // xbins with an end that cuts the data: the value at the end is not counted (Plotly's rule),
    // so the bins arrive as counts.
    let cut = try #require(
      try plotly(#"{"data": [{"type": "histogram", "x": [0.5, 1.5, 2], "xbins": {"start": 0, "end": 2, "size": 1}}]}"#)
        .first)
    #expect(cut.series[0].distribution?.bins?.edges == [0, 1, 2])
    #expect(cut.series[0].distribution?.bins?.counts == [1, 1])
    #expect(
      problem { try plotly(#"{"data": [{"type": "histogram", "x": [1], "cumulative": {"enabled": true}}]}"#) }
        == "f.json: /data/0/cumulative/enabled: a cumulative histogram is not supported yet")
    #expect(
      problem { try plotly(#"{"data": [{"type": "histogram", "x": ["a", "b"]}]}"#) }
        == "f.json: /data/0/x: a histogram over categories is not supported yet")
    #expect(
      problem {
        try plotly(
          #"{"data": [{"type": "histogram", "x": [1]}, {"type": "histogram", "x": [2]}], "layout": {"barmode": "stack"}}"#
        )
      } == #"f.json: /layout/barmode: stacked histograms (barmode "stack") is not supported yet"#)
    #expect(
      problem { try plotly(#"{"data": [{"type": "histogram", "x": [1]}, {"type": "scatter", "y": [2]}]}"#) }
        == #"f.json: /data/1/type: a scatter trace in one subplot with a histogram trace is not supported yet"#)
  }

  @Test func plotlyBoxesHeatmapsAndCandlesticks() throws {
    let boxes = try #require(
      try plotly(
        #"{"data": [{"type": "box", "name": "a", "y": [1, 2, 3, 4, 100]}, {"type": "box", "name": "b", "y": [5, 6, null]}]}"#
      ).first)
    #expect(boxes.series.map(\.name) == ["a", "b"])
    #expect(boxes.series[0].distribution?.box?.outliers == [100])
    #expect(boxes.series[1].distribution?.box?.count == 2)
    // Without an orientation, a box of x alone and a histogram of y alone are horizontal.
    let sideways = try #require(try plotly(#"{"data": [{"type": "box", "x": [1, 2, 3]}]}"#).first)
    #expect(sideways.series[0].distribution?.box?.median == 2)
    let histogram = try #require(try plotly(#"{"data": [{"type": "histogram", "y": [1, 2, 3]}]}"#).first)
    #expect(histogram.series[0].distribution?.count == 3)
    #expect(
      problem { try plotly(#"{"data": [{"type": "box", "q1": [1], "median": [2], "q3": [3]}]}"#) }
        == "f.json: /data/0/q1: box statistics given without the data (q1) is not supported yet")
    let heatmap = try #require(
      try plotly(#"{"data": [{"type": "heatmap", "z": [[1, null], [3, 4], [5, 6]], "x": ["Mon", "Tue"]}]}"#).first)
    #expect(heatmap.heatmap?.rowLabels == ["0", "1", "2"])
    #expect(heatmap.heatmap?.rowsOrdered == true)
    #expect(heatmap.heatmap?.columnsOrdered == true)
    #expect(heatmap.heatmap?.values.count == 6)
    #expect(
      problem { try plotly(#"{"data": [{"type": "heatmap", "z": [[1, 2]], "x": ["a", "b", "c"]}]}"#) }
        == "f.json: /data/0/x: 3 x labels for 2 columns of z (bin edges are not supported yet)")
    #expect(
      problem { try plotly(#"{"data": [{"type": "heatmap", "z": [[1, 2], [3]]}]}"#) }
        == "f.json: /data/0/z/1: the row has 1 values, the first row 2")
    let candles = try #require(
      try plotly(
        #"{"data": [{"type": "ohlc", "x": ["2024-01-02", "2024-01-03", "2024-01-04"], "open": [1, null, 2], "high": [2, null, 3], "low": [0.5, null, 1], "close": [1.5, null, 2.5]}]}"#
      ).first)
    #expect(candles.kind == .candlestick)
    #expect(candles.series[0].ohlc?.isMissing(1) == true)
    #expect(candles.series[0].dataPoints.map(\.y) == [1.5, nil, 2.5])
    #expect(
      problem {
        try plotly(
          #"{"data": [{"type": "candlestick", "x": [1], "open": [3], "high": [2], "low": [1], "close": [1.5]}]}"#)
      }.hasPrefix("f.json: /data/0: the chart read from here is not valid: /series/0/points/0/"))
  }
}
