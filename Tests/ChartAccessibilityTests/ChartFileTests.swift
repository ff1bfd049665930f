import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility

@Suite struct ChartFileTests {
  static let jsonFixtures = fixtureNames(in: "charts", extensions: ["json"])

  @Test(arguments: jsonFixtures)
  func roundTripsEachFixtureLosslessly(name: String) throws {
    let bytes = try Array(Data(contentsOf: fixtureURL("charts/\(name)")))
    let chart = try ChartFile.decode(bytes, fileName: name)
    let written = try ChartFile.encode(chart)
    // JSON → descriptor → JSON keeps the same JSON value …
    #expect(try JSONParser.parse(Array(written.utf8)) == JSONParser.parse(bytes))
    // … and the descriptor read back is equal, and writes the same text again.
    let reread = try ChartFile.decode(Array(written.utf8))
    #expect(reread == chart)
    #expect(try ChartFile.encode(reread) == written)
  }

  @Test func extensionsKeepTheirNumbersAsWritten() throws {
    let text = #"""
      {"version": 1, "xAxis": {"kind": "numeric", "title": "X"}, "series": [{"name": "A", "points": [{"x": 1, "y": 2}]}],
       "extensions": {"id": 12345678901234567890, "zero": -0, "price": 1.50, "list": [1e2, 3, {"n": 9007199254740993}]}}
      """#
    let chart = try ChartFile.decode(Array(text.utf8))
    let written = try ChartFile.encode(chart)
    for kept in ["12345678901234567890", "-0", "1.50", "1e2", "9007199254740993"] {
      #expect(written.contains(": \(kept)") || written.contains("[\(kept)"), "\(kept) in \(written)")
    }
    #expect(try ChartFile.encode(ChartFile.decode(Array(written.utf8))) == written, "reads back and writes the same")
    // Replacing the extensions drops the texts of the old ones.
    chart.extensions = .object(JSONObject([("id", .number(12_345_678_901_234_567_890))]))
    #expect(try ChartFile.encode(chart).contains("1.2345678901234567e+19"))
  }

  @Test func aDescriptorBuiltInCodeRoundTrips() throws {
    let chart = AXChartDescriptor(
      title: "Orders", summary: "Orders doubled.",
      xAxis: AXCategoricalDataAxisDescriptor(title: "Quarter", categoryOrder: ["Q1", "Q2", "Q3"]),
      yAxis: AXNumericDataAxisDescriptor(
        title: "Orders", range: 0...500, gridlinePositions: [250], scaleType: .linear,
        format: ValueFormat(unit: PluralForms(one: "order", other: "orders"))),
      additionalAxes: [AXCategoricalDataAxisDescriptor(title: "Channel", categoryOrder: ["Web", "Store"])],
      series: [
        AXDataSeriesDescriptor(
          name: "2025", isContinuous: false,
          dataPoints: [
            AXDataPoint(
              x: "Q1", y: 200, additionalValues: [.category("Web")], label: "Launch", confidenceInterval: 180...220),
            AXDataPoint(x: "Q3", y: nil, additionalValues: [.category("Store")]),
          ])
      ])
    chart.series[0].confidenceLevel = 0.9
    chart.referenceLines = [ReferenceLine(axis: .y, value: 300, label: "Target")]
    chart.nouns = ChartNouns(point: PluralForms(one: "quarter", other: "quarters"), value: "orders")
    chart.contentDirection = .topToBottom
    chart.extensions = .object(JSONObject([("owner", .string("sales"))]))
    let text = try ChartFile.encode(chart)
    let reread = try ChartFile.decode(Array(text.utf8))
    #expect(reread == chart)
    #expect(reread.series[0].dataPoints[0].confidenceInterval == 180...220)
    #expect(
      reread.pointDescription(reread.series[0].dataPoints[0])
        == "Launch, Q1, 200 orders, Web. Confidence interval: 180 to 220")
  }

  @Test func derivesMissingRangesAndCategoriesFromTheData() throws {
    let chart = try ChartFile.decode(
      Array(
        #"""
        { "xAxis": { "kind": "categorical", "title": "Team" }, "yAxis": { "kind": "numeric", "title": "Score" },
          "series": [ { "name": "A", "points": [ { "x": "Red", "y": 3, "ci": [1, 4] }, { "x": "Blue", "y": 9 } ] },
                      { "name": "B", "points": [ { "x": "Green", "y": -2 }, { "x": "Red", "y": null } ] } ] }
        """#.utf8))
    #expect((chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["Red", "Blue", "Green"])
    #expect(chart.yAxis?.range == -2...9)
    // Derived values are not written back while they still match the data.
    let written = try ChartFile.encode(chart)
    #expect(!written.contains("\"range\""))
    #expect(!written.contains("\"categories\""))
    chart.series[0].dataPoints[1].yValue = AXDataPointValue(number: 20)
    #expect(try ChartFile.encode(chart).contains("\"range\": [-2, 9]"))
  }

  @Test func collectsEveryProblemWithItsPointer() {
    let document = #"""
      { "version": 1, "title": 5, "xAxis": { "kind": "numeric", "title": "X", "range": [0] },
        "yAxis": { "kind": "numeric", "title": "Y", "scale": "log2" },
        "series": [ { "name": "A", "isContinuous": "yes", "points": [ { "x": 1, "y": 2, "extra": 1 }, { "y": 3 } ] } ] }
      """#
    #expect(
      throws: ChartFileError.invalid([
        ChartInputProblem(
          file: "c.json", location: .pointer("/title"), message: "expected a string, found the number 5"),
        ChartInputProblem(
          file: "c.json", location: .pointer("/xAxis/range"), message: "the range must be [lower, upper], found 1 value"
        ),
        ChartInputProblem(
          file: "c.json", location: .pointer("/yAxis/scale"),
          message: "unknown scale \"log2\"; expected linear, log10 or ln"),
        ChartInputProblem(
          file: "c.json", location: .pointer("/series/0/isContinuous"),
          message: "expected true or false, found the string \"yes\""),
        ChartInputProblem(
          file: "c.json", location: .pointer("/series/0/points/0/extra"), message: "unknown key \"extra\""),
        ChartInputProblem(
          file: "c.json", location: .pointer("/series/0/points/1/x"), message: "the required key x is missing"),
      ])
    ) {
      try ChartFile.decode(Array(document.utf8), fileName: "c.json")
    }
  }

  @Test func escapesPointerTokens() {
    #expect((JSONPointer.root / "a/b" / "c~d" / 3).description == "/a~1b/c~0d/3")
  }

  /// What reading `bytes` gives: the chart file text written back, or every problem.
  static func outcome(_ read: () throws -> AXChartDescriptor) -> String {
    do {
      return try ChartFile.encode(read())
    } catch let error as ChartFileError {
      return "error: " + error.description
    } catch {
      return "error: \(error)"
    }
  }

  /// The reader takes each series' points straight into columns; a document parsed into a JSON
  /// tree first takes the general path. Both must give the same chart or the same problems.
  static func expectSameOutcomeOnBothPaths(_ bytes: [UInt8], _ comment: Comment? = nil) {
    let columns = outcome { try ChartFile.decode(bytes, fileName: "f.json") }
    let tree = outcome {
      let document: JSONValue
      do {
        document = try JSONParser.parse(bytes)
      } catch let error as JSONParser.SyntaxError {
        throw ChartFileError.invalid([
          ChartInputProblem(
            file: "f.json", location: .lineColumn(line: error.line, column: error.column), message: error.message)
        ])
      }
      return try ChartFile.decode(document, fileName: "f.json")
    }
    #expect(columns == tree, comment)
  }

  @Test(arguments: [
    #"{"x": 1, "y": 2}, {"y": 3, "x": 2}, {"x": 3}, {"x": 4, "y": null}"#,
    #"{"x": 1, "y": 2, "label": "Peak"}, {"x": 2, "y": 3}"#,
    #"{"x": 1, "y": 2, "ci": [1, 3]}, {"x": 2, "y": 3}, {"x": 3, "y": 4, "ci": [3, 5]}"#,
    #"{"x": "a", "y": 2}, {"x": 2, "y": 3}"#,
    #"{"x": 2, "y": 3}, {"x": "a", "y": 2}"#,
    #"{"x": true, "y": 2}, {"x": 2, "y": "3"}, {"y": 4}, {}, [], 5, null"#,
    #"{"x": 1, "y": 2, "z": 3}, {"x": 1, "x": 2}, {"x": 1, "y": 2, "y": 3}"#,
    #"{ "x" : 1 , "y" : 2 } , {"x":2,"y":3}"#,
    #"{"x": 1, "y": 2,}, {"x": 2}"#,
    #"{"x": 1, "y": nul}"#,
    #"{"x": 1e999, "y": 2}"#,
    #"{"x": 01, "y": 2}"#,
    #"{"x": "é", "y": 2}"#,
    #"{"x": 1, "y": 2}"#,
  ])
  func pointsReadIntoColumnsMatchTheGeneralReader(points: String) {
    for (xAxis, additional) in [
      (#"{"kind": "numeric", "title": "X"}"#, ""),
      (#"{"kind": "date", "title": "Day"}"#, ""),
      (#"{"kind": "categorical", "title": "Fruit"}"#, ""),
      (#"{"kind": "numeric", "title": "X"}"#, #", "additionalAxes": [{"kind": "numeric", "title": "Z"}]"#),
    ] {
      let document = """
        {"series": [{"name": "A", "points": [\(points)]}, {"name": "B", "points": []}],
         "xAxis": \(xAxis), "yAxis": {"title": "Y"}\(additional)}
        """
      Self.expectSameOutcomeOnBothPaths(Array(document.utf8), "\(xAxis) \(additional)")
    }
  }

  @Test func datePointsReadIntoColumnsMatchTheGeneralReader() {
    let document = """
      {"xAxis": {"kind": "date", "title": "Day"}, "series": [{"name": "A", "points": [
        {"x": "2025-01-01", "y": 1}, {"x": "2025-01-02T10:00:00Z", "y": 2}, {"x": 1735776000, "y": 3},
        {"x": "not a date", "y": 4}, {"x": "2025-01-05", "y": 5, "ci": [4, 6]}]}]}
      """
    Self.expectSameOutcomeOnBothPaths(Array(document.utf8))
  }

  @Test func mutatedFixturesGiveTheSameOutcomeOnBothPaths() throws {
    var generator = SplitMix64(seed: 2025)
    for name in Self.jsonFixtures {
      let original = try Array(Data(contentsOf: fixtureURL("charts/\(name)")))
      let points = Array(original.indices.filter { original[$0] == UInt8(ascii: "{") }.dropFirst())
      for _ in 0..<60 {
        var bytes = original
        // Mutations inside the points, where the two paths differ.
        let index = points.randomElement(using: &generator)! + Int.random(in: 0..<12, using: &generator)
        guard index < bytes.count else { continue }
        switch Int.random(in: 0...2, using: &generator) {
        case 0: bytes[index] = Array("{}[]\",:-0e.9nxy ".utf8).randomElement(using: &generator)!
        case 1: bytes.remove(at: index)
        default: bytes.insert(Array("{}[]\",:-0e.9nxy ".utf8).randomElement(using: &generator)!, at: index)
        }
        Self.expectSameOutcomeOnBothPaths(bytes, "\(name) mutated at byte \(index)")
      }
    }
  }

  @Test func neverCrashesOnMutatedFixtures() throws {
    // Seeded mutations of every fixture: each decode either succeeds or throws; none crashes.
    var generator = SplitMix64(seed: 2026)
    var outcomes = (valid: 0, invalid: 0)
    for name in Self.jsonFixtures {
      let original = try Array(Data(contentsOf: fixtureURL("charts/\(name)")))
      for _ in 0..<150 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
          let index = Int.random(in: 0..<bytes.count, using: &generator)
          switch Int.random(in: 0...2, using: &generator) {
          case 0: bytes[index] = UInt8.random(in: 0...255, using: &generator)
          case 1: bytes.remove(at: index)
          default: bytes.insert(Array("{}[]\",:-0e.9nN\\".utf8).randomElement(using: &generator)!, at: index)
          }
        }
        do {
          let chart = try ChartFile.decode(bytes, fileName: name)
          _ = chart.describeChartLines() + chart.pointDescriptionLines()
          _ = try ChartFile.encode(chart)
          outcomes.valid += 1
        } catch {
          #expect(!error.description.isEmpty)
          outcomes.invalid += 1
        }
      }
    }
    #expect(outcomes.invalid > 0)
    #expect(outcomes.valid > 0)
  }
}

@Suite struct ValidationTests {
  @Test func numbersAndDatesBeyondTheLimitsAreLocated() throws {
    let text = """
      {"xAxis": {"kind": "numeric", "title": "Step", "gridlines": [2e100]}, "yAxis": {"title": "Value"},
       "referenceLines": [{"axis": "y", "value": 1e300, "label": "Ceiling"}],
       "series": [{"name": "B", "points": [{"x": 0, "y": 1, "ci": [-1e308, 1e308]}, {"x": 1e200, "y": 2}, {"x": 2, "y": 1e100}]}]}
      """
    #expect(throws: ChartFileError.self) { try ChartFile.decode(Array(text.utf8)) }
    do {
      _ = try ChartFile.decode(Array(text.utf8))
    } catch {
      guard case .invalid(let problems) = error else { return }
      let suffix = " is larger in magnitude than a chart can hold (10^100); write the values in a larger unit"
      #expect(
        problems.map(\.description) == [
          "/xAxis/gridlines/0: 2e+100" + suffix, "/referenceLines/0/value: 1e+300" + suffix,
          "/series/0/points/0/ci: -1e+308" + suffix, "/series/0/points/1/x: 1e+200" + suffix,
        ])
    }
    let dates = """
      {"xAxis": {"kind": "date", "title": "Day", "range": ["0001-01-01", "9999-12-31T23:59:59Z"]},
       "series": [{"name": "A", "points": [{"x": -62135596801, "y": 1}, {"x": "9999-12-31T23:59:59Z", "y": 2}]}]}
      """
    do {
      _ = try ChartFile.decode(Array(dates.utf8))
      Issue.record("a date before year 1 was accepted")
    } catch {
      #expect(
        error.description
          == "/series/0/points/0/x: -62135596801 seconds since 1970 is outside the dates a chart can hold, the years 1 to 9999"
      )
    }
  }

  @Test func aValidDescriptorHasNoProblems() {
    let chart = AXChartDescriptor(
      xAxis: AXNumericDataAxisDescriptor(title: "X", range: 0...1, gridlinePositions: []) { "\($0)" },
      series: [AXDataSeriesDescriptor(name: "A", isContinuous: true, dataPoints: [AXDataPoint(x: 0.5, y: 2)])])
    #expect(chart.validate().isEmpty)
  }

  @Test func reportsEveryProblemOfADescriptorBuiltInCode() {
    let yAxis = AXNumericDataAxisDescriptor(title: "Y", range: 1...100, gridlinePositions: [.nan]) { "\($0)" }
    yAxis.scaleType = .log10
    let chart = AXChartDescriptor(
      xAxis: AXCategoricalDataAxisDescriptor(title: "Team", categoryOrder: ["Red", "Blue", "Red"]),
      yAxis: yAxis,
      additionalAxes: [AXNumericDataAxisDescriptor(title: "Size", range: 0...10, gridlinePositions: []) { "\($0)" }],
      series: [
        AXDataSeriesDescriptor(
          name: "A", isContinuous: false,
          dataPoints: [
            AXDataPoint(x: "Green", y: 5, additionalValues: [.number(1)]),
            AXDataPoint(x: 3, y: -1, additionalValues: [.category("big")]),
            AXDataPoint(x: "Red", y: .infinity, additionalValues: []),
            AXDataPoint(x: "Blue", y: 10, additionalValues: [.number(2)], confidenceInterval: 11...12),
          ])
      ])
    chart.series[0].confidenceLevel = 95
    chart.referenceLines = [ReferenceLine(axis: .x, value: 1, label: "Bad")]
    let problems = chart.validate().map(\.description)
    #expect(
      problems == [
        "/xAxis/categories/2: the category \"Red\" is listed twice",
        "/yAxis/gridlines/0: gridline positions must be finite numbers",
        "/referenceLines/0/axis: a reference line needs a numeric or date axis, but the x axis is categorical",
        "/series/0/confidenceLevel: the confidence level must be between 0 and 1 (0.95 for 95%), found 95",
        "/series/0/points/0/x: \"Green\" is not one of the categories of the x axis",
        "/series/0/points/1/x: expected a category (a string) because the x axis is categorical, found a number",
        "/series/0/points/1/y: -1 cannot be shown on the y axis's log10 scale: values must be above 0",
        "/series/0/points/1/additional/0: expected a number because additional axis 0 is numeric, found a category",
        "/series/0/points/2/y: y must be a finite number or null",
        "/series/0/points/2/additional: expected 1 additional value (one per additional axis), found 0",
        "/series/0/points/3/ci: the interval 11 to 12 does not contain y (10)",
      ])
  }

  @Test func encodingAnInvalidDescriptorThrows() {
    let chart = AXChartDescriptor(
      xAxis: AXNumericDataAxisDescriptor(title: "X", range: 0...1, gridlinePositions: []) { "\($0)" }, series: [])
    #expect(
      throws: ChartFileError.invalid([
        ChartInputProblem(location: .pointer("/series"), message: "a chart needs at least one series")
      ])
    ) {
      try ChartFile.encode(chart)
    }
  }
}

@Suite struct CSVChartTests {
  @Test func numbersReadExactlyAsTheFullConversionReadsThem() {
    // The fast path must agree bit for bit with Double(String) on every accepted spelling.
    var generator = SplitMix64(seed: 7)
    func digits(_ range: ClosedRange<Int>) -> String {
      String((0..<Int.random(in: range, using: &generator)).map { _ in "0123456789".randomElement(using: &generator)! })
    }
    for _ in 0..<20_000 {
      let sign = ["", "-", "+"].randomElement(using: &generator)!
      var mantissa = [digits(1...18), digits(1...9) + "." + digits(1...12), "." + digits(1...9), digits(1...6) + "."]
        .randomElement(using: &generator)!
      if Bool.random(using: &generator) {
        mantissa +=
          ["e", "E"].randomElement(using: &generator)! + ["", "-", "+"].randomElement(using: &generator)!
          + digits(1...3)
      }
      let text = sign + mantissa
      let expected = Double(text).flatMap { $0.isFinite ? $0 : nil }
      let parsed = CSVChart.parseNumber(text)
      #expect(parsed?.bitPattern == expected?.bitPattern, "\(text)")
    }
  }

  func decode(_ text: String, _ options: CSVChart.Options = .init()) throws -> AXChartDescriptor {
    try CSVChart.decode(Array(text.utf8), fileName: "t.csv", options: options)
  }

  @Test func readsEveryOtherColumnAsASeriesByDefault() throws {
    let chart = try decode("day,a,b\n1,10,20\n2,,25\n3,12.5,\n")
    #expect(chart.series.map(\.name) == ["a", "b"])
    #expect(chart.series[0].dataPoints.map(\.y) == [10, nil, 12.5])
    #expect(chart.series[0].isContinuous)
    #expect((chart.xAxis as? AXNumericDataAxisDescriptor)?.range == 1...3)
    #expect(chart.yAxis?.title == "Value")
  }

  @Test func infersDatesAndCategories() throws {
    let dates = try decode("when,v\n2025-01-01,1\n2025-02-01,2\n")
    #expect((dates.xAxis as? AXNumericDataAxisDescriptor)?.valueKind == .date)
    let categories = try decode("fruit,v\nApples,1\n\"Pears, ripe\",2\n")
    #expect((categories.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["Apples", "Pears, ripe"])
    #expect(categories.series[0].isContinuous == false)
  }

  @Test func readsIntervalsQuotesCRLFAndOtherDelimiters() throws {
    let options = CSVChart.Options(
      yColumns: ["m"], lowerColumns: ["lo"], upperColumns: ["hi"], confidenceLevel: 0.95, delimiter: ";")
    let chart = try decode("x;m;lo;hi\r\n1;5;4;6\r\n2;\"7\";6;8\r\n\r\n", options)
    #expect(chart.series[0].dataPoints.map(\.confidenceInterval) == [4...6, 6...8])
    #expect(chart.series[0].confidenceLevel == 0.95)
  }

  @Test func aQuotedFieldMaySpanLines() throws {
    let chart = try decode("label,v\n\"two\nlines\",1\nnext,2\n")
    #expect((chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["two\nlines", "next"])
  }

  @Test(arguments: [
    ("x,v\n1,2\n2,abc\n", "t.csv: line 3, column 2: expected a number or an empty cell for \"v\", found \"abc\""),
    ("x,v\n1,NaN\n", "t.csv: line 2, column 2: expected a number or an empty cell for \"v\", found \"NaN\""),
    ("x,v\n1,1,234\n", "t.csv: line 2: expected 2 fields like the header, found 3"),
    ("x,v\n\"1,2\n", "t.csv: line 2, column 1: a quoted field is not closed; add the closing double quote"),
    (
      "x,v\n1\"a,2\n",
      "t.csv: line 2, column 2: a double quote inside an unquoted field; quote the whole field and double the quote"
    ),
    ("x,x\n1,2\n", "t.csv: line 1, column 2: the column name \"x\" is used twice (also column 1)"),
    ("", "t.csv: line 1: the file is empty; expected a header row"),
    ("x\n1\n", "t.csv: line 1: expected at least two columns, x and one series"),
    (
      "line 2 is data,v\n\nday 1,5\n\"two\nlines\",x\n",
      "t.csv: line 4, column 2: expected a number or an empty cell for \"v\", found \"x\""
    ),
  ])
  func reportsTheLineAndColumnOfBadCells(text: String, message: String) {
    #expect(throws: ChartFileError.self) { try decode(text) }
    do {
      _ = try decode(text)
    } catch {
      #expect((error as? ChartFileError)?.description == message)
    }
  }

  @Test func checksIntervalsCellByCell() {
    let options = CSVChart.Options(yColumns: ["m"], lowerColumns: ["lo"], upperColumns: ["hi"])
    #expect(
      throws: ChartFileError.invalid([
        ChartInputProblem(
          file: "t.csv", location: .lineColumn(line: 2, column: 2), message: "9 is outside its interval 4 to 6")
      ])
    ) {
      try decode("x,m,lo,hi\n1,9,4,6\n", options)
    }
    #expect(
      throws: ChartFileError.invalid([
        ChartInputProblem(
          file: "t.csv", location: .lineColumn(line: 2, column: 4),
          message: "an interval needs both bounds; this cell is empty")
      ])
    ) {
      try decode("x,m,lo,hi\n1,5,4,\n", options)
    }
  }

  @Test func numbersAreDecimalOnly() {
    #expect(CSVChart.parseNumber("-1.5e3") == -1500)
    #expect(CSVChart.parseNumber(".5") == 0.5)
    for text in ["1,234", "0x10", "inf", "nan", "1e", "+", "1.2.3", " 1"] {
      #expect(CSVChart.parseNumber(text) == nil, "\(text)")
    }
  }
}
