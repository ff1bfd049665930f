import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility

/// Charts written by the real libraries (Fixtures/imports, made by Scripts/make-import-fixtures
/// with plotly, altair and py-maidr) read as the truth computed with pandas from the same data
/// (Fixtures/imports/truth.json): every point of every series, series names, kinds, titles,
/// category order and reference lines; and what is not supported yet is refused by name.
@Suite struct ImportTests {
  /// truth.json, parsed.
  static let truth: JSONObject = {
    let data = try! Data(contentsOf: fixtureURL("imports/truth.json"))
    guard case .object(let object) = try! JSONParser.parse(Array(data)) else { fatalError("truth.json") }
    return object
  }()

  static var chartFiles: [String] {
    guard case .object(let charts)? = truth["charts"] else { return [] }
    return charts.keys.sorted()
  }

  static var refusedFiles: [String] {
    guard case .object(let refused)? = truth["refused"] else { return [] }
    return refused.keys.sorted()
  }

  @Test func everyFixtureHasATruth() {
    let names = fixtureNames(in: "imports", extensions: ["json", "html", "svg"]).filter { $0 != "truth.json" }
    #expect(Set(names) == Set(Self.chartFiles + Self.refusedFiles))
    #expect(Self.chartFiles.count >= 25)
  }

  /// Relative difference for values; the libraries write doubles (Plotly's typed arrays are the
  /// doubles themselves, Vega-Lite and MAIDR JSON print them with shortest round-trip digits).
  static func close(_ a: Double, _ b: Double) -> Bool {
    abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  @Test(arguments: chartFiles)
  func readsThePointsTheLibraryWasGiven(file: String) throws {
    let charts = try ChartImport.charts(path: fixtureURL("imports/" + file).path)
    guard case .object(let all)? = Self.truth["charts"], case .array(let expected)? = all[file] else {
      Issue.record("no truth for \(file)")
      return
    }
    try #require(charts.count == expected.count, "\(file): \(charts.count) charts, expected \(expected.count)")
    for (chart, truthValue) in zip(charts, expected) {
      guard case .object(let truth) = truthValue else { continue }
      if case .string(let title)? = truth["title"] { #expect(chart.title == title, "\(file)") }
      guard case .string(let kind)? = truth["kind"], case .array(let series)? = truth["series"] else { continue }
      // Histograms, box plots, heatmaps and candlesticks: ImportStatisticalTests.
      if ImportStatisticalTests.kinds.contains(kind) { continue }
      switch kind {
      case "pie":
        #expect(chart.contentDirection == .radialClockwise || chart.contentDirection == .radialCounterClockwise)
      case "bar": #expect(chart.xAxis is AXCategoricalDataAxisDescriptor, "\(file)")
      case "stackedBar", "normalizedBar", "groupedBar":
        #expect(chart.kind?.rawValue == kind, "\(file)")
        #expect(chart.series.allSatisfy { !$0.isContinuous }, "\(file)")
      case "stackedArea":
        #expect(chart.kind?.rawValue == kind, "\(file)")
        #expect(chart.series.allSatisfy { $0.isContinuous }, "\(file)")
      case "scatter":
        #expect(chart.xAxis is AXNumericDataAxisDescriptor, "\(file)")
        #expect(chart.series.allSatisfy { !$0.isContinuous }, "\(file)")
      default: #expect(chart.series.allSatisfy { $0.isContinuous }, "\(file)")
      }
      if case .array(let categories)? = truth["categories"] {
        let axis = try #require(chart.xAxis as? AXCategoricalDataAxisDescriptor)
        #expect(axis.categoryOrder == categories.map { if case .string(let s) = $0 { s } else { "" } }, "\(file)")
      }
      if case .array(let lines)? = truth["referenceLines"] {
        let values = chart.referenceLines.map(\.value)
        #expect(values.count == lines.count, "\(file)")
        for (value, line) in zip(values, lines) {
          if case .number(let expected) = line {
            #expect(Self.close(value, expected), "\(file): \(value) ≠ \(expected)")
          }
        }
      }
      try #require(
        chart.series.count == series.count, "\(file): \(chart.series.count) series, expected \(series.count)")
      for (read, truthSeries) in zip(chart.series, series) {
        guard case .object(let expected) = truthSeries, case .array(let xs)? = expected["x"],
          case .array(let ys)? = expected["y"], case .string(let name)? = expected["name"]
        else { continue }
        #expect(read.name == name, "\(file)")
        try #require(
          read.dataPoints.count == xs.count, "\(file), \(name): \(read.dataPoints.count) points, expected \(xs.count)")
        var wrong = 0
        for (index, point) in read.dataPoints.enumerated() {
          switch xs[index] {
          case .number(let x):
            if !(point.x.number.map { Self.close($0, x) } ?? false) { wrong += 1 }
          case .string(let x):
            if point.x.category != x { wrong += 1 }
          default: wrong += 1
          }
          switch ys[index] {
          case .number(let y):
            if !(point.y.map { Self.close($0, y) } ?? false) { wrong += 1 }
          case .null:
            if point.y != nil { wrong += 1 }
          default: wrong += 1
          }
        }
        #expect(wrong == 0, "\(file), \(name): \(wrong) values differ from the truth")
        // Error bars: each point's interval.
        if case .array(let intervals)? = expected["ci"] {
          var wrongIntervals = 0
          for (point, interval) in zip(read.dataPoints, intervals) {
            switch interval {
            case .array(let bounds):
              guard case .number(let lower) = bounds[0], case .number(let upper) = bounds[1],
                let read = point.confidenceInterval, Self.close(read.lowerBound, lower),
                Self.close(read.upperBound, upper)
              else {
                wrongIntervals += 1
                continue
              }
            default: if point.confidenceInterval != nil { wrongIntervals += 1 }
            }
          }
          #expect(wrongIntervals == 0, "\(file), \(name): \(wrongIntervals) intervals differ from the truth")
        } else {
          #expect(read.dataPoints.allSatisfy { $0.confidenceInterval == nil }, "\(file), \(name)")
        }
      }
    }
  }

  /// The stacked, normalized and grouped charts among the fixtures.
  static var layeredFiles: [String] {
    guard case .object(let charts)? = truth["charts"] else { return [] }
    return charts.keys.sorted().filter { file in
      guard case .array(let list)? = charts[file], case .object(let first)? = list.first,
        case .string(let kind)? = first["kind"]
      else { return false }
      return ChartKind(rawValue: kind)?.isLayered == true
    }
  }

  @Test func everyLayeredKindHasFixturesOfEachFormat() {
    #expect(Self.layeredFiles.filter { $0.hasPrefix("plotly-") }.count >= 6)
    #expect(Self.layeredFiles.filter { $0.hasPrefix("vl-") }.count >= 5)
    #expect(Self.layeredFiles.filter { $0.hasPrefix("maidr-") }.count >= 7)
  }

  /// Each x's total, as the stack adds the layers (StackLayout), is the sum pandas computes of
  /// the values given to the library; the y axis spans the stack.
  @Test(arguments: layeredFiles)
  func stacksAddUpToThePandasTotals(file: String) throws {
    let chart = try #require(try ChartImport.charts(path: fixtureURL("imports/" + file).path).first)
    guard case .object(let all)? = Self.truth["charts"], case .array(let list)? = all[file],
      case .object(let entry)? = list.first, case .object(let facts)? = entry["facts"],
      case .array(let totals)? = facts["totals"]
    else {
      Issue.record("no totals for \(file)")
      return
    }
    let layout = StackLayout(chart: chart)
    try #require(layout.xValues.count == totals.count, "\(file): \(layout.xValues.count) x values")
    var wrong = 0
    for (index, total) in totals.enumerated() {
      guard case .number(let expected) = total, Self.close(layout.total(at: index), expected) else {
        wrong += 1
        continue
      }
    }
    #expect(wrong == 0, "\(file): \(wrong) totals differ from pandas'")
    if chart.kind == .stackedBar || chart.kind == .stackedArea, let extent = layout.extent, let y = chart.yAxis {
      #expect(y.range.lowerBound <= extent.lowerBound && y.range.upperBound >= extent.upperBound, "\(file)")
    }
  }

  @Test(arguments: chartFiles)
  func eachChartRoundTripsThroughTheChartFile(file: String) throws {
    for chart in try ChartImport.charts(path: fixtureURL("imports/" + file).path) {
      let text = try ChartFile.encode(chart)
      let again = try ChartFile.decode(Array(text.utf8))
      #expect(try ChartFile.encode(again) == text, "\(file)")
      #expect(again.series.map(\.dataPoints.count) == chart.series.map(\.dataPoints.count))
    }
  }

  @Test(arguments: refusedFiles)
  func refusesWhatItCannotShowYetByName(file: String) throws {
    guard case .object(let refused)? = Self.truth["refused"], case .string(let message)? = refused[file] else {
      Issue.record("no truth for \(file)")
      return
    }
    let path = fixtureURL("imports/" + file).path
    #expect {
      _ = try ChartImport.charts(path: path)
    } throws: { error in
      guard let error = error as? ChartFileError, case .invalid(let problems) = error else { return false }
      return problems.count == 1 && problems[0].description.hasPrefix(path + ": " + message)
    }
  }

  // MARK: Formats told by content

  @Test func detectsEachFormatByItsTopLevelKeys() {
    func format(_ text: String) -> ChartImportFormat? { ChartImport.detectFormat(Array(text.utf8)) }
    #expect(format(#"{"data": [{"type": "bar"}], "layout": {}}"#) == .plotly)
    #expect(format(#"{"data": [{"y": [1, 2]}]}"#) == .plotly)
    #expect(format(#"{"config": {}, "data": {"name": "d"}, "mark": "bar"}"#) == .vegaLite)
    #expect(format(#"{"$schema": "https://vega.github.io/schema/vega-lite/v5.json"}"#) == .vegaLite)
    #expect(format(#"{"id": "a", "subplots": [[]]}"#) == .maidr)
    #expect(format(#"{"type": "bar", "axes": {}, "data": [{"x": "a", "y": 1}]}"#) == .maidr)
    #expect(format(#"{"version": 1, "xAxis": {"kind": "numeric", "title": "x"}, "series": []}"#) == .chartFile)
    #expect(format(#"{"title": "t", "extensions": {"data": [1]}, "series": []}"#) == .chartFile)
    #expect(format("[1, 2]") == nil)
    // Strings inside a skipped value: an escaped quote does not end one, an escaped backslash
    // before a quote does, and brackets inside them are text.
    #expect(format(#"{"data": [{"name": "a \" ], \"layout\": {"}], "type": "line"}"#) == .maidr)
    #expect(format(#"{"data": [{"name": "ends in \\"}, {"name": "]}"}], "type": "line"}"#) == .maidr)
    #expect(format(#"{"data": [{"name": "\\\"layout\": ["}], "layout": {}}"#) == .plotly)
    #expect(format(#"{"data": [{"name": "never closed \"}]}"#) == .plotly)
    #expect(ChartImport.isMarkup(Array("\u{FEFF}\n  <svg>".utf8)))
  }

  // MARK: Plotly details

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

  @Test func typedArraysOfEveryDtypeAndShape() throws {
    // -1, 2, 300 as i2 little-endian: FF FF 02 00 2C 01.
    let figure = #"""
      {"data": [{"type": "scatter", "mode": "markers", "x": {"dtype": "i2", "bdata": "//8CACwB", "shape": "3"},
        "y": {"dtype": "f4", "bdata": "AADAPwAAIEAAAIBA"}}]}
      """#
    let chart = try #require(try plotly(figure).first)
    #expect(chart.series[0].dataPoints.map { $0.x.number } == [-1, 2, 300])
    #expect(chart.series[0].dataPoints.map(\.y) == [1.5, 2.5, 4])
    #expect(
      problem { try plotly(#"{"data": [{"y": {"dtype": "f8", "bdata": "AAAA"}}]}"#) }
        == "f.json: /data/0/y/bdata: 3 bytes are not a whole number of f8 values (8 bytes each)")
    #expect(
      problem { try plotly(#"{"data": [{"y": {"dtype": "i8", "bdata": "AAAAAAAAAAA="}}]}"#) }
        == #"f.json: /data/0/y/dtype: unknown dtype "i8"; expected i1, u1, i2, u2, i4, u4, f4 or f8"#)
    #expect(
      problem { try plotly(#"{"data": [{"y": {"dtype": "u1", "bdata": "AQID", "shape": "1, 3"}}]}"#) }
        == "f.json: /data/0/y/shape: a typed array of 2 dimensions here is not supported yet")
    #expect(
      problem { try plotly(#"{"data": [{"y": {"dtype": "u1", "bdata": "A*ID"}}]}"#) }
        == "f.json: /data/0/y/bdata: the text is not base64: character 2 is '*' (expected A–Z, a–z, 0–9, + or /)")
    #expect(
      problem { try plotly(#"{"data": [{"y": {"dtype": "u1", "bdata": "AQ=D"}}]}"#) }
        == "f.json: /data/0/y/bdata: the text is not base64: character 3 is '=' (expected A–Z, a–z, 0–9, + or /)")
    #expect(
      problem { try plotly(#"{"data": [{"y": {"dtype": "u1", "bdata": "AQIDB"}}]}"#) }
        == "f.json: /data/0/y/bdata: the text is not base64: 5 characters cannot be (base64 comes in groups of 4 characters)"
    )
  }

  /// Each dtype as plotly writes it: base64 of the little-endian values (made with NumPy's
  /// `tobytes` and Python's `base64.b64encode`), every `/` escaped as `\u002f` the way
  /// `fig.to_json()` writes it, with and without `=` padding.
  @Test(arguments: [
    (
      "f8", #"AAAAAAAA+L\u002fHWSkJD2ufUpqZmZmZmbk\u002fAQAAAAAAAADJdr6fDCT+QAAAAAAAAACA"#,
      [-1.5, 1e90, 0.1, 5e-324, 123456.789, -0.0]
    ),
    ("i1", #"gH\u002f\u002f"#, [-128, 127, -1]),
    ("u1", #"\u002fwA\u002f"#, [255, 0, 63]),
    ("u1", "/wA", [255, 0]),
    ("u1", "/wA=", [255, 0]),
    ("u1", "/w==", [255]),
    ("u2", #"\u002f\u002f8BAP8P"#, [65535, 1, 4095]),
    ("i4", #"AAAAgP\u002f\u002f\u002f3\u002f\u002f\u002f\u002f\u002f\u002f"#, [-2_147_483_648, 2_147_483_647, -1]),
    ("u4", #"\u002f\u002f\u002f\u002f\u002fwAAAAABAAAA"#, [4_294_967_295, 0, 1]),
  ])
  func typedArraysWithEscapedSlashes(dtype: String, bdata: String, values: [Double]) throws {
    let figure = #"{"data": [{"type": "bar", "y": {"dtype": "\#(dtype)", "bdata": "\#(bdata)"}}]}"#
    let chart = try #require(try plotly(figure).first)
    #expect(chart.series[0].dataPoints.map(\.y) == values)
  }

  /// Base64 of seeded random bytes of every length from 0 to 80, with and without padding,
  /// decodes to the bytes Foundation's encoder started from; a character outside the alphabet
  /// at any position is refused.
  @Test func base64DecodesEveryLengthAndRefusesABadCharacterAnywhere() {
    var random = AudioGraphTestSupport.SplitMix64(seed: 26)
    for length in 0...80 {
      let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
      let padded = Data(bytes).base64EncodedString()
      for text in [padded, String(padded.prefix { $0 != "=" })] {
        #expect(Base64.decode(text) == bytes, "length \(length): \(text)")
        for position in 0..<text.prefix(while: { $0 != "=" }).count {
          var broken = Array(text.utf8)
          broken[position] = UInt8(ascii: "*")
          #expect(Base64.decode(String(decoding: broken, as: UTF8.self)) == nil, "\(length) \(position)")
        }
      }
    }
  }

  @Test func datesCategoriesAndMissingValues() throws {
    let figure = #"""
      {"data": [{"x": ["2024-01-05", "2024-01-06 12:00:00", "2024-01-08"], "y": [1, null, "3.5"]}],
       "layout": {"title": {"text": "T"}, "yaxis": {"title": {"text": "Share"}, "tickformat": ".1%"}}}
      """#
    let chart = try #require(try plotly(figure).first)
    #expect(chart.title == "T")
    #expect(chart.series[0].dataPoints.map { $0.x.number } == [1_704_412_800, 1_704_542_400, 1_704_672_000])
    #expect(chart.series[0].dataPoints.map(\.y) == [1, nil, 3.5])
    #expect(chart.yAxis?.valueFormat?.style == .fraction)
    #expect(chart.yAxis?.valueFormat?.fractionDigits == 1)
    // Lines and markers up to 20 points, as Plotly draws a scatter without mode.
    #expect(chart.series[0].isContinuous)
  }

  @Test func horizontalBarsPiesAndRefusals() throws {
    let bars = try #require(
      try plotly(#"{"data": [{"type": "bar", "orientation": "h", "x": [3, 1], "y": ["a", "b"]}]}"#).first)
    #expect(bars.series[0].dataPoints.map { $0.x.category } == ["a", "b"])
    #expect(bars.contentDirection == .bottomToTop)
    let pie = try #require(
      try plotly(#"{"data": [{"type": "pie", "labels": ["a", "b", "a"], "values": [1, 5, 2], "sort": false}]}"#).first)
    #expect(pie.series[0].dataPoints.map(\.y) == [3, 5])
    #expect(pie.contentDirection == .radialCounterClockwise)
    #expect(
      problem { try plotly(#"{"data": [{"type": "sunburst", "labels": ["a"]}]}"#) }
        == #"f.json: /data/0/type: the Plotly trace type "sunburst" is not supported yet"#)
    #expect(
      problem {
        try plotly(
          #"{"data": [{"type": "bar", "y": [1]}, {"type": "bar", "y": [2]}], "layout": {"barmode": "overlay"}}"#)
      }
        == #"f.json: /layout/barmode: overlaid bars (barmode "overlay") is not supported yet"#)
    #expect(
      problem { try plotly(#"{"data": [{"y": [1, 2], "fill": "tozerox"}]}"#) }
        == #"f.json: /data/0/fill: an area filled "tozerox" is not supported yet"#)
    // A first trace filled to the next y fills to zero, as Plotly draws it: the line.
    #expect(try plotly(#"{"data": [{"y": [1, 2], "fill": "tonexty"}]}"#).first?.kind == .line)
    #expect(
      problem { try plotly(#"{"data": [{"x": [1, 2, 3], "y": [1, 2]}]}"#) }
        == "f.json: /data/0/x: 3 x values for 2 y values; Plotly draws only 2 points")
  }

  // MARK: Vega-Lite details

  func vegaLite(_ text: String) throws -> [AXChartDescriptor] {
    try ChartImport.charts(Array(text.utf8), fileName: "s.json", format: .vegaLite)
  }

  @Test func expressionsFilterAndCalculate() throws {
    let spec = #"""
      {"data": {"values": [{"a": 1, "b": "x"}, {"a": 2, "b": "y"}, {"a": 3, "b": "x"}, {"a": 4, "b": "z"}]},
       "transform": [{"filter": "datum.a >= 2 && (datum.b === 'x' || datum['b'] == \"z\")"},
                     {"calculate": "datum.a * 10 + -1", "as": "c"},
                     {"filter": {"field": "c", "range": [0, 35]}}],
       "mark": "point", "encoding": {"x": {"field": "a", "type": "quantitative"}, "y": {"field": "c", "type": "quantitative"}}}
      """#
    let chart = try #require(try vegaLite(spec).first)
    #expect(chart.series[0].dataPoints.map { $0.x.number } == [3])
    #expect(chart.series[0].dataPoints.map(\.y) == [29])
    #expect(
      problem {
        try vegaLite(
          #"{"data": {"values": [{"a": 1}]}, "transform": [{"calculate": "sin(datum.a)", "as": "c"}], "mark": "line"}"#)
      } == #"s.json: /transform/0/calculate: the function sin() is not supported yet: "sin(datum.a)""#)
    #expect(
      problem {
        try vegaLite(
          #"{"data": {"values": [{"a": 1}]}, "mark": "line", "encoding": {"x": {"field": "a", "type": "quantitative", "aggregate": "q1"}, "y": {"field": "a"}}}"#
        )
      } == #"s.json: /encoding/x/aggregate: the aggregate "q1" is not supported yet"#)
  }

  @Test func aggregatesSortAndTimeUnits() throws {
    let spec = #"""
      {"data": {"values": [{"d": "2024-01-05", "v": 1}, {"d": "2024-01-20", "v": 3}, {"d": "2024-02-02", "v": 10},
                           {"d": "2024-03-01", "v": null}]},
       "mark": "bar", "encoding": {"x": {"field": "d", "type": "ordinal", "sort": "-y"},
                                   "y": {"field": "v", "aggregate": "median", "type": "quantitative"}}}
      """#
    let bars = try #require(try vegaLite(spec).first)
    #expect(
      bars.series[0].dataPoints.map { $0.x.category } == ["2024-02-02", "2024-01-20", "2024-01-05", "2024-03-01"])
    #expect(bars.series[0].dataPoints.map(\.y) == [10, 3, 1, nil])
    let monthly = spec.replacingOccurrences(
      of: #""type": "ordinal", "sort": "-y""#, with: #""type": "temporal", "timeUnit": "yearmonth""#
    )
    .replacingOccurrences(of: #""mark": "bar""#, with: #""mark": "line""#)
    let line = try #require(try vegaLite(monthly).first)
    #expect(line.series[0].dataPoints.map { $0.x.number } == [1_704_067_200, 1_706_745_600, 1_709_251_200])
    #expect(line.series[0].dataPoints.map(\.y) == [2, 10, nil])
    #expect(line.xAxis.title == "d (yearmonth)")
  }

  @Test func dataFilesAndRemoteData() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("vl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try "k,v\na,2\nb,5\n".write(to: directory.appendingPathComponent("d.csv"), atomically: true, encoding: .utf8)
    let spec =
      #"{"data": {"url": "d.csv"}, "mark": "bar", "encoding": {"x": {"field": "k", "type": "nominal"}, "y": {"field": "v", "type": "quantitative"}}}"#
    try spec.write(to: directory.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let chart = try #require(try ChartImport.charts(path: directory.appendingPathComponent("s.json").path).first)
    #expect(chart.series[0].dataPoints.map(\.y) == [2, 5])
    let remote = spec.replacingOccurrences(of: "d.csv", with: "https://example.org/d.csv")
    #expect(
      problem { try vegaLite(remote) }
        == "s.json: /data/url: the data is on the web (https://example.org/d.csv); AudioGraph never fetches it: save the file and give it with --data FILE"
    )
    let given = try ChartImport.charts(
      Array(remote.utf8), format: .vegaLite, dataFile: directory.appendingPathComponent("d.csv").path)
    #expect(given[0].series[0].dataPoints.map(\.y) == [2, 5])
  }

  // MARK: HTML

  @Test func findsNothingInAPageWithoutCharts() {
    #expect(
      problem { try ChartImport.charts(Array("<html><body><p>No chart</p></body></html>".utf8), fileName: "p.html") }
        == "p.html: found no Plotly figure, Vega-Lite spec or MAIDR data in the page")
  }

  @Test func locatesAProblemInAnEmbeddedFigure() {
    let page = "<html>\n<body>\n<script>\nPlotly.newPlot(\"d\", [{\"type\": \"scatter3d\", \"z\": [1]}], {})\n</script>"
    #expect(
      problem { try ChartImport.charts(Array(page.utf8), fileName: "p.html") }
        == #"p.html, line 4: /data/0/type: the Plotly trace type "scatter3d" is not supported yet"#)
  }
}
