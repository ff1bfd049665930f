import AudioGraphTestSupport
import ChartAccessibility
import ChartAlternatives
import Foundation
import Testing

@Suite struct DataTableTests {
  /// The table and `describe --points` never disagree: every point's description, rebuilt from
  /// the table's cells the way `pointDescription` joins them, is one of
  /// `pointDescriptionLines()` (what `describe --points` prints), and every line is rebuilt once.
  @Test(arguments: FixtureCharts.names)
  func cellsAreWhatDescribePointsSays(name: String) throws {
    let chart = try FixtureCharts.load(name)
    let table = DataTable(chart: chart)
    var rebuilt: [String] = []
    for row in 0..<table.rowCount {
      let texts = table.texts(ofRow: row)
      for seriesIndex in table.seriesIndices {
        func cell(_ matches: (DataTable.Column.Role) -> Bool) -> String? {
          table.columns.firstIndex { matches($0.role) }.map { texts[$0] }
        }
        let y = cell { $0 == .y(series: seriesIndex) } ?? ""
        guard !y.isEmpty else { continue }  // no point of this series in this row
        var parts = [cell { $0 == .label(series: seriesIndex) } ?? "", texts[0], y]
        for axis in chart.additionalAxes.indices {
          parts.append(cell { $0 == .additional(series: seriesIndex, axis: axis) } ?? "")
        }
        var line = parts.filter { !$0.isEmpty }.joined(separator: ", ")
        if let lower = cell({ $0 == .lowerBound(series: seriesIndex) }), !lower.isEmpty,
          let upper = cell({ $0 == .upperBound(series: seriesIndex) })
        {
          line += ". Confidence interval: \(lower) to \(upper)"
        }
        if chart.series.count > 1 {
          // An unnamed series is "Series N", as the description and the table's header say it.
          let name = chart.series[seriesIndex].name.flatMap { $0.isEmpty ? nil : $0 } ?? "Series \(seriesIndex + 1)"
          line = name + ": " + line
        }
        rebuilt.append(".!?".contains(line.last!) ? line : line + ".")
      }
    }
    // The cells keep a negative number's sign ("-4.3"); the heard description says the word.
    #expect(rebuilt.map(LanguagePack.english.negativeNumbersInWords).sorted() == chart.pointDescriptionLines().sorted())
  }

  /// `csv` writes raw values that read back through `CSVChart` (as `describe` reads CSV input)
  /// to the same data: every point with a value, with its x, y and interval, and for a single
  /// series every point.
  @Test(arguments: FixtureCharts.names)
  func csvReadsBackToTheSameData(name: String) throws {
    let chart = try FixtureCharts.load(name)
    let table = DataTable(chart: chart)
    guard table.rowCount > 0 else { return }
    var options = CSVChart.Options()
    options.yColumns = table.columns.compactMap { if case .y = $0.role { $0.header } else { nil } }
    options.lowerColumns = table.columns.compactMap { if case .lowerBound = $0.role { $0.header } else { nil } }
    options.upperColumns = table.columns.compactMap { if case .upperBound = $0.role { $0.header } else { nil } }
    options.confidenceLevel = chart.series.lazy.compactMap(\.confidenceLevel).first
    options.isContinuous = chart.series[0].isContinuous
    if let numeric = chart.xAxis as? AXNumericDataAxisDescriptor {
      options.xKind = numeric.valueKind == .date ? .date : numeric.valueKind == .year ? .year : .numeric
    } else {
      options.xKind = .categorical
    }
    let csv = table.string(format: .csv)
    let reread = try CSVChart.decode(Array(csv.utf8), fileName: name, options: options)
    #expect(reread.series.count == chart.series.count)

    typealias Point = (x: AXDataPoint.Value, y: Double?, lower: Double?, upper: Double?)
    func key(_ point: Point) -> String {
      "\(point.x)|\(point.y.map { "\($0)" } ?? "-")|\(point.lower.map { "\($0)" } ?? "-")|\(point.upper.map { "\($0)" } ?? "-")"
    }
    for (original, back) in zip(chart.series, reread.series) {
      let before = original.dataPoints.map {
        Point($0.xValue.value, $0.y, $0.confidenceInterval?.lowerBound, $0.confidenceInterval?.upperBound)
      }
      let after = back.dataPoints.map {
        Point($0.xValue.value, $0.y, $0.confidenceInterval?.lowerBound, $0.confidenceInterval?.upperBound)
      }
      #expect(
        before.filter { $0.y != nil }.map(key).sorted() == after.filter { $0.y != nil }.map(key).sorted(),
        "\(name): \(original.name ?? "")")
      if chart.series.count == 1 { #expect(before.map(key).sorted() == after.map(key).sorted()) }
      #expect(after.count == table.rowCount)
    }
  }

  @Test(arguments: FixtureCharts.names)
  func textMarkdownAndCSVMatchTheGoldens(name: String) throws {
    let table = DataTable(chart: try FixtureCharts.load(name))
    expectMatchesGolden(table.string(format: .text), named: "\(name).table.txt")
    expectMatchesGolden(table.string(format: .markdown), named: "\(name).table.md")
    expectMatchesGolden(table.string(format: .csv), named: "\(name).table.csv")
  }

  @Test func seriesAreAlignedOnXWithBlanksAndRepeatedXGetsRows() {
    let x = AXNumericDataAxisDescriptor(title: "Day", range: 1...3, gridlinePositions: []) { "day \(Int($0))" }
    let y = AXNumericDataAxisDescriptor(title: "Count", range: 0...10, gridlinePositions: []) { "\(Int($0))" }
    let a = AXDataSeriesDescriptor(
      name: "A", isContinuous: false,
      dataPoints: [AXDataPoint(x: 3, y: 5), AXDataPoint(x: 1, y: 1), AXDataPoint(x: 1, y: 2)])
    let b = AXDataSeriesDescriptor(name: "B", isContinuous: false, dataPoints: [AXDataPoint(x: 2, y: nil)])
    let chart = AXChartDescriptor(
      title: "Counts", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [a, b])
    let table = DataTable(chart: chart)
    #expect(table.columns.map(\.header) == ["Day", "A", "B"])
    #expect(table.rowCount == 4)
    #expect(
      (0..<4).map { table.texts(ofRow: $0) } == [
        ["day 1", "1", ""], ["day 1", "2", ""], ["day 2", "", "no value"], ["day 3", "5", ""],
      ])
    #expect(
      table.string(format: .text) == """
        Day: day 1, A: 1
        Day: day 1, A: 2
        Day: day 2, B: no value
        Day: day 3, A: 5

        """)
    #expect(DataTable(chart: chart, series: 1).string(format: .csv) == "Day,Count\n2,\n")
  }

  /// A series read from a file as number columns stays columns while its table is built and
  /// written (a million rows took 185 MB with point objects, 146 MB without).
  @Test func aTableOfPlainPointsMakesNoPointObjects() throws {
    let json = #"""
      { "xAxis": { "kind": "numeric", "title": "t" }, "yAxis": { "kind": "numeric", "title": "v" },
        "series": [{ "name": "v", "points": [{ "x": 2, "y": 5 }, { "x": 1, "y": null }, { "x": 3, "y": 7.5 }] }] }
      """#
    let chart = try ChartFile.decode(Array(json.utf8))
    let table = DataTable(chart: chart)
    let text = table.string(format: .csv)
    #expect(chart.series[0].plainPointColumns != nil, "the table made point objects")
    #expect(text == "t,v\n1,\n2,5\n3,7.5\n")
  }

  /// The HTML and Markdown tables say a unit word once, in the header: "Life expectancy (years)"
  /// over "74.5"; the text format, whose headers leave it out, keeps it in every value; a
  /// currency is a code in the header and a symbol in each cell.
  @Test func aUnitIsSaidOnceInTheHeaderOfTheHTMLAndMarkdownTables() throws {
    let table = DataTable(chart: try FixtureCharts.load("cities-scatter.json"))
    #expect(
      table.columns.map(\.header) == [
        "Median income (USD)", "Life expectancy (years)", "Population (people)", "Region", "Label",
      ])
    #expect(table.columns.map(\.headerSaysUnit) == [false, true, true, false, false])
    #expect(table.texts(ofRow: 0) == ["$32,000", "74.5 years", "120,000 people", "South", "Millbrook"])
    #expect(table.texts(ofRow: 0, unitsInHeaders: true) == ["$32,000", "74.5", "120,000", "South", "Millbrook"])
    #expect(table.htmlTable().contains("<tr><th scope=\"row\">$32,000</th><td>74.5</td><td>120,000</td>"))
    #expect(table.string(format: .markdown).contains("| $32,000 | 74.5 | 120,000 | South | Millbrook |"))
    #expect(table.string(format: .text).contains("Life expectancy: 74.5 years"))
    // A unit with a singular and a plural: the plural in the header, the number alone below.
    let iq = DataTable(chart: try FixtureCharts.load("iq-scores.json"))
    let y = try #require(iq.columns.firstIndex { $0.role == .y(series: 0) })
    #expect(iq.columns[y].header == "IQ Score (IQ points)")
    #expect(iq.texts(ofRow: 0)[y] == "105 IQ points")
    #expect(iq.texts(ofRow: 0, unitsInHeaders: true)[y] == "105")
  }

  /// The interval level in made-up headers is a percentage as each language writes it.
  @Test func intervalLevelsInEachLanguage() throws {
    let json = #"""
      { "xAxis": { "kind": "numeric", "title": "Dose" }, "yAxis": { "kind": "numeric", "title": "Effect" },
        "series": [{ "name": "Effect", "confidenceLevel": 0.975,
          "points": [{ "x": 1, "y": 2, "ci": [1, 3] }] }] }
      """#
    let chart = try ChartFile.decode(Array(json.utf8))
    func headers(_ language: LanguagePack, _ locale: String) -> [String] {
      DataTable(chart: chart, language: language, locale: Locale(identifier: locale)).columns.map(\.title)
    }
    #expect(headers(.english, "en_US") == ["Dose", "Effect", "97.5% lower bound", "97.5% upper bound"])
    #expect(
      headers(.german, "de_DE") == ["Dose", "Effect", "Untergrenze (97,5\u{00A0}%)", "Obergrenze (97,5\u{00A0}%)"])
    #expect(
      headers(.french, "fr_FR") == [
        "Dose", "Effect", "Borne inférieure (97,5\u{00A0}%)", "Borne supérieure (97,5\u{00A0}%)",
      ])
    #expect(
      headers(.spanish, "es_ES") == [
        "Dose", "Effect", "Límite inferior (97,5\u{00A0}%)", "Límite superior (97,5\u{00A0}%)",
      ])
  }

  /// A table says a missing value in its own language, as `describe --points` does, and a French
  /// row puts a no-break space before each colon ("Day\u{00A0}: 3").
  @Test func aMissingValueAndTheColonAreInTheTablesLanguage() throws {
    let json = #"""
      { "xAxis": { "kind": "numeric", "title": "Day" }, "yAxis": { "kind": "numeric", "title": "Rate" },
        "series": [{ "name": "Rate", "points": [{ "x": 1, "y": 2 }, { "x": 2, "y": null }] }] }
      """#
    let chart = try ChartFile.decode(Array(json.utf8))
    func text(_ language: LanguagePack) -> String { DataTable(chart: chart, language: language).string(format: .text) }
    #expect(text(.english) == "Day: 1, Rate: 2\nDay: 2, Rate: no value\n")
    #expect(text(.german) == "Day: 1, Rate: 2\nDay: 2, Rate: kein Wert\n")
    #expect(text(.french) == "Day\u{00A0}: 1, Rate\u{00A0}: 2\nDay\u{00A0}: 2, Rate\u{00A0}: aucune valeur\n")
    #expect(text(.spanish) == "Day: 1, Rate: 2\nDay: 2, Rate: sin valor\n")
    // A chart's language is the table's even where the cells are what `describe --points` says.
    let point = chart.series[0].point(at: 1)
    #expect(chart.pointValueTexts(point, language: .german).y == "kein Wert")
    #expect(chart.pointDescription(point, language: .german) == "2, kein Wert")
  }

  @Test func escapesMarkdownCSVAndHTML() {
    let x = AXCategoricalDataAxisDescriptor(title: "Name|<b>", categoryOrder: ["a, \"b\"", "*c*_d"])
    let y = AXNumericDataAxisDescriptor(title: "Value", range: 0...10, gridlinePositions: []) { "\(Int($0))" }
    let series = AXDataSeriesDescriptor(
      name: "S", isContinuous: false,
      dataPoints: [AXDataPoint(x: "a, \"b\"", y: 1, label: "x & y"), AXDataPoint(x: "*c*_d", y: 2)])
    let chart = AXChartDescriptor(
      title: "<script>alert('t')</script>", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
    let table = DataTable(chart: chart)
    #expect(
      table.string(format: .markdown) == """
        | Name\\|\\<b\\> | Value | Label |
        | --- | --- | --- |
        | a, "b" | 1 | x & y |
        | \\*c\\*\\_d | 2 |  |

        """)
    #expect(table.string(format: .csv) == "Name|<b>,Value,Label\n\"a, \"\"b\"\"\",1,x & y\n*c*_d,2,\n")
    let html = table.htmlTable()
    #expect(html.contains("<caption>&lt;script&gt;alert(&#39;t&#39;)&lt;/script&gt;, data table, 2 rows</caption>"))
    #expect(html.contains("<th scope=\"col\">Name|&lt;b&gt;</th>"))
    #expect(html.contains("<tr><th scope=\"row\">a, &quot;b&quot;</th><td>1</td><td>x &amp; y</td></tr>"))
    #expect(!html.contains("<script>"))
  }

  @Test func largeTablesStreamInChunks() {
    let x = AXNumericDataAxisDescriptor(title: "Index", range: 0...9_999, gridlinePositions: []) { "\(Int($0))" }
    let points = (0..<10_000).map { AXDataPoint(x: Double($0), y: Double($0 % 97)) }
    let chart = AXChartDescriptor(
      title: "Big", summary: nil, xAxis: x, yAxis: nil, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "S", isContinuous: true, dataPoints: points)])
    let table = DataTable(chart: chart)
    var chunks: [String] = []
    table.write(format: .text, chunkSize: 4_096) { chunks.append($0) }
    #expect(chunks.count > 10)
    #expect(chunks.dropLast().allSatisfy { (4_096..<4_096 + 200).contains($0.utf8.count) })
    #expect(chunks.joined() == table.string(format: .text))
    #expect(chunks.joined().split(separator: "\n").count == 10_000)
  }
}
