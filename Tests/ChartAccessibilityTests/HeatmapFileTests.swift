import ChartAccessibility
import Foundation
import Testing

/// Heatmaps read from CSV (long and wide) and from chart files: label order, the Apple-side
/// series, round trips and located errors.
@Suite struct HeatmapFileTests {
  static func csv(_ text: String, _ options: CSVHeatmap.Options = .init()) throws(ChartFileError) -> AXChartDescriptor {
    try CSVHeatmap.decode(Array(text.utf8), fileName: "grid.csv", options: options)
  }

  static func problems(_ body: () throws(ChartFileError) -> AXChartDescriptor) -> [String] {
    do {
      _ = try body()
      return []
    } catch {
      guard case .invalid(let problems) = error else { return ["\(error)"] }
      return problems.map(\.description)
    }
  }

  @Test func longTableSortsMonthsAndYearsAndMakesAppleSideSeries() throws {
    let chart = try Self.csv(
      "month,year,temp\nMar,2013,9\nJan,2013,5\nJan,2012,4\nFeb,2012,6\nMar,2012,8\nFeb,2013,\n")
    let grid = try #require(chart.heatmap)
    #expect(chart.kind == .heatmap)
    #expect(grid.columnLabels == ["Jan", "Feb", "Mar"])
    #expect(grid.rowLabels == ["2012", "2013"])
    #expect(grid.rowsOrdered && grid.columnsOrdered)
    #expect(grid.rowTitle == "year" && grid.columnTitle == "month")
    #expect(grid.value(row: 0, column: 0) == 4)
    #expect(grid.value(row: 1, column: 1) == nil)
    #expect(grid.value(row: 1, column: 2) == 9)
    // Apple's model: the columns as categories, one series per row, the values on y.
    let axis = try #require(chart.xAxis as? AXCategoricalDataAxisDescriptor)
    #expect(axis.categoryOrder == ["Jan", "Feb", "Mar"])
    #expect(chart.series.map(\.name) == ["2012", "2013"])
    #expect(chart.series[1].dataPoints.map(\.y) == [5, nil, 9])
    #expect(chart.yAxis?.title == "temp")
    #expect(chart.yAxis?.range == 4...9)
  }

  @Test func weekdaysStartOnMondayUnlessTheFileStartsOnSunday() {
    #expect(HeatmapLabelOrder.of(["Tue", "Mon", "Sun"]) == .weekdays)
    #expect(HeatmapLabelOrder.weekdays.sorted(["Tue", "Sunday", "Mon"]) == ["Mon", "Tue", "Sunday"])
    #expect(HeatmapLabelOrder.weekdays.sorted(["Sun", "Tue", "Mon"]) == ["Sun", "Mon", "Tue"])
    #expect(HeatmapLabelOrder.numbers.sorted(["10", "9", "-1.5"]) == ["-1.5", "9", "10"])
    #expect(HeatmapLabelOrder.of(["red", "green"]) == nil)
    #expect(HeatmapLabelOrder.of(["2024-01-02", "2024-01-01"]) == .dates)
  }

  /// Month and weekday labels are said in the listener's language; other labels, and English,
  /// as the file writes them.
  @Test func monthAndWeekdayLabelsAreSaidInTheLanguage() {
    let months = ["Jan", "Mar", "May", "Jul", "Sept", "December"]
    #expect(
      HeatmapLabelOrder.spoken(months, language: "de") == ["Januar", "März", "Mai", "Juli", "September", "Dezember"])
    #expect(
      HeatmapLabelOrder.spoken(months, language: "fr") == [
        "janvier", "mars", "mai", "juillet", "septembre", "décembre",
      ])
    #expect(
      HeatmapLabelOrder.spoken(months, language: "es") == [
        "enero", "marzo", "mayo", "julio", "septiembre", "diciembre",
      ])
    #expect(HeatmapLabelOrder.spoken(months, language: "en") == months)
    let weekdays = ["Sun", "mon", "Saturday"]
    #expect(HeatmapLabelOrder.spoken(weekdays, language: "de") == ["Sonntag", "Montag", "Samstag"])
    #expect(HeatmapLabelOrder.spoken(weekdays, language: "es") == ["domingo", "lunes", "sábado"])
    #expect(HeatmapLabelOrder.spoken(["2012", "2013"], language: "de") == ["2012", "2013"])
    #expect(HeatmapLabelOrder.spoken(["Jan", "Seattle"], language: "de") == ["Jan", "Seattle"])
    let grid = HeatmapGrid(
      rowTitle: "Day", columnTitle: "Month", rowLabels: ["Mon", "Tue"], columnLabels: ["Jun", "Jul"],
      rowsOrdered: true, columnsOrdered: true, values: [1, 2, 3, 4])
    #expect(grid.spokenRowLabels(language: "fr") == ["lundi", "mardi"])
    #expect(grid.spokenColumnLabels(language: "fr") == ["juin", "juillet"])
    #expect(grid.rowLabels == ["Mon", "Tue"])
  }

  @Test func categoriesKeepTheOrderOfFirstAppearanceAndAreNotOrdered() throws {
    let chart = try Self.csv(
      "fruit,shop,sold\npear,B,1\napple,B,2\npear,A,3\napple,A,4\n",
      .init(xColumn: "fruit", yColumn: "shop", valueColumn: "sold"))
    let grid = try #require(chart.heatmap)
    #expect(grid.columnLabels == ["pear", "apple"])
    #expect(grid.rowLabels == ["B", "A"])
    #expect(!grid.rowsOrdered && !grid.columnsOrdered)
  }

  /// A label is one label however the file spells it (spaces around it, quotes), a label with
  /// doubled quotes is read as its text, and 300 × 2 labels (the reader's table of cells seen
  /// grows several times) each keep their number.
  @Test func labelsSpelledDifferentlyAreOneLabelAndManyLabelsKeepTheirPlaces() throws {
    let chart = try Self.csv(
      "fruit,shop,sold\npear,B,1\n pear ,\"A\",2\n\"a \"\"big\"\" apple\",B,3\n\"a \"\"big\"\" apple\", A ,4\n"
        + "\"pear\",C,5\n\"a \"\"big\"\" apple\",C,6\n",
      .init(xColumn: "fruit", yColumn: "shop", valueColumn: "sold"))
    let grid = try #require(chart.heatmap)
    #expect(grid.columnLabels == ["pear", "a \"big\" apple"])
    #expect(grid.rowLabels == ["B", "A", "C"])
    #expect(grid.values == [1, 3, 2, 4, 5, 6])
    var lines = ["column,row,value"]
    for row in 0..<300 {
      for column in 0..<300 { lines.append("c\(column),r\(row),\(row * 300 + column)") }
    }
    let large = try #require(try Self.csv(lines.joined(separator: "\n")).heatmap)
    #expect(large.columnLabels == (0..<300).map { "c\($0)" })
    #expect(large.rowLabels == (0..<300).map { "r\($0)" })
    #expect(large.values == (0..<90_000).map(Double.init))
  }

  @Test func wideMatrixKeepsTheFileOrder() throws {
    let chart = try Self.csv("hour,Mon,Tue,Wed\n0,1,2,3\n1,4,,6\n", .init(xTitle: "Weekday", valueTitle: "Trips"))
    let grid = try #require(chart.heatmap)
    #expect(grid.rowTitle == "hour" && grid.columnTitle == "Weekday")
    #expect(grid.rowLabels == ["0", "1"] && grid.columnLabels == ["Mon", "Tue", "Wed"])
    #expect(grid.rowsOrdered && grid.columnsOrdered)
    #expect(grid.values.count == 6 && grid.values[4].isNaN && grid.values[5] == 6)
    #expect(chart.yAxis?.title == "Trips")
  }

  @Test func autoFindsALongHeatmapOnly() {
    #expect(CSVHeatmap.isLongHeatmap(Array("month,year,t\nJan,2012,1\nFeb,2012,2\nJan,2013,3\nFeb,2013,4\n".utf8)))
    // A pair twice is not a grid; a date by a name is a line chart in long form.
    #expect(!CSVHeatmap.isLongHeatmap(Array("m,y,t\nJan,2012,1\nJan,2012,2\nFeb,2013,3\nFeb,2013,4\n".utf8)))
    #expect(
      !CSVHeatmap.isLongHeatmap(
        Array("date,city,t\n2024-01-01,A,1\n2024-01-01,B,2\n2024-01-02,A,3\n2024-01-02,B,4\n".utf8)))
    #expect(!CSVHeatmap.isLongHeatmap(Array("a,b,c,d\n1,2,3,4\n".utf8)))
    // Sorted by row with 600 columns: the first 1,000 lines see every column once.
    var wide = "column,row,value\n"
    for row in 0..<3 { for column in 0..<600 { wide += "\(column),\(row),\(column + row)\n" } }
    #expect(CSVHeatmap.isLongHeatmap(Array(wide.utf8)))
  }

  @Test func badCSVIsLocated() {
    #expect(
      Self.problems { () throws(ChartFileError) in
        try Self.csv("m,y,t\nJan,2012,1\nFeb,2012,x\n", .init(valueColumn: "t"))
      } == [
        "grid.csv: line 3, column 3: t must hold numbers for a heatmap, found \"x\""
      ])
    #expect(
      Self.problems { () throws(ChartFileError) in
        try Self.csv("m,y,t\nJan,2012,1\nFeb,2012,2\nJan,2012,3\n", .init(valueColumn: "t"))
      } == ["grid.csv: line 4: a second value for 2012 and Jan (the first is on line 2)"])
    #expect(
      Self.problems { () throws(ChartFileError) in try Self.csv("m,y,t\nJan,,1\n", .init(valueColumn: "t")) } == [
        "grid.csv: line 2, column 2: the row label (y) is empty"
      ])
    #expect(
      Self.problems { () throws(ChartFileError) in try Self.csv("m,y,t\nJan,1,1\n", .init(valueColumn: "temp")) } == [
        "grid.csv: line 1: --value-column \"temp\" is not a column (columns: m, y, t)"
      ])
    #expect(
      Self.problems { () throws(ChartFileError) in try Self.csv("year,Jan,Feb\n2012,1,2\n2012,3,4\n") } == [
        "grid.csv: line 3, column 1: the row label \"2012\" appears twice (first on line 2)"
      ])
    #expect(
      Self.problems { () throws(ChartFileError) in try Self.csv("year,Jan,Jan\n2012,1,2\n") } == [
        "grid.csv: line 1, column 3: the column label \"Jan\" appears twice (first in column 2)"
      ])
    #expect(
      Self.problems { () throws(ChartFileError) in try Self.csv("year,Jan,Feb\n2012,1,cold\n") } == [
        "grid.csv: line 2, column 3: the cell of 2012 and Feb must be a number, found \"cold\""
      ])
    #expect(
      Self.problems { () throws(ChartFileError) in try Self.csv("year,Jan\n2012,\n") } == [
        "grid.csv: the heatmap has no values"
      ])
  }

  static let file = """
    {"kind": "heatmap", "title": "Trips",
     "xAxis": {"kind": "categorical", "title": "Weekday", "categories": ["Mon", "Tue"], "ordered": true},
     "yAxis": {"title": "Trips", "format": {"unit": "trips"}},
     "grid": {"rowTitle": "Hour", "rows": ["8", "9", "10"], "rowsOrdered": true,
              "values": [[12, 15], [null, 9], [4, 5.5]]}}
    """

  @Test func chartFileGridReadsAndRoundTrips() throws {
    let chart = try ChartFile.decode(Array(Self.file.utf8), fileName: "chart.json")
    let grid = try #require(chart.heatmap)
    #expect(chart.kind == .heatmap)
    #expect(grid.rowTitle == "Hour" && grid.columnTitle == "Weekday")
    #expect(grid.rowLabels == ["8", "9", "10"] && grid.columnLabels == ["Mon", "Tue"])
    #expect(grid.rowsOrdered && grid.columnsOrdered)
    #expect(grid.value(row: 1, column: 0) == nil && grid.value(row: 2, column: 1) == 5.5)
    #expect(chart.series.map(\.name) == ["8", "9", "10"])
    #expect(chart.series[0].dataPoints.map(\.y) == [12, 15])
    let written = try ChartFile.encode(chart)
    #expect(written.contains("\"grid\""))
    #expect(!written.contains("\"series\""))
    let again = try ChartFile.decode(Array(written.utf8))
    #expect(again == chart)
    #expect(again.heatmap == grid)
    // A CSV-made heatmap round-trips too.
    let csv = try Self.csv("month,year,t\nJan,2012,1\nFeb,2012,2\nJan,2013,3\nFeb,2013,\n")
    #expect(try ChartFile.decode(Array(ChartFile.encode(csv).utf8)) == csv)
  }

  @Test(arguments: [
    (
      #"{"kind": "heatmap", "xAxis": {"kind": "categorical", "title": "d", "categories": ["a", "b"]}, "grid": {"rows": ["r"], "values": [[1]]}}"#,
      "/grid/values/0: the row has 1 values but the x axis has 2 columns"
    ),
    (
      #"{"kind": "heatmap", "xAxis": {"kind": "categorical", "title": "d", "categories": ["a"]}, "grid": {"rows": ["r", "r"], "values": [[1], ["x"]]}}"#,
      "/grid/rows/1: the row label \"r\" appears twice (first at /grid/rows/0)"
    ),
    (
      #"{"kind": "heatmap", "xAxis": {"kind": "categorical", "title": "d", "categories": ["a"]}, "grid": {"rows": ["r", "s"], "values": [[1], ["x"]]}}"#,
      "/grid/values/1/0: expected a number or null, found the string \"x\""
    ),
    (
      #"{"kind": "heatmap", "xAxis": {"kind": "numeric", "title": "d"}, "grid": {"rows": ["r"], "values": [[1]]}}"#,
      "/xAxis: a heatmap's x axis is categorical and lists the columns as its categories (\"kind\": \"categorical\", \"categories\": [...])"
    ),
    (
      #"{"kind": "heatmap", "xAxis": {"kind": "categorical", "title": "d", "categories": ["a"]}}"#,
      "/grid: a heatmap needs its grid: the key grid (rows and values) is missing"
    ),
    (
      #"{"xAxis": {"kind": "categorical", "title": "d", "categories": ["a"]}, "series": [], "grid": {}}"#,
      "/grid: grid belongs to a heatmap: add \"kind\": \"heatmap\" to the chart"
    ),
  ])
  func chartFileErrorsArePointed(text: String, problem: String) {
    let found = Self.problems { () throws(ChartFileError) in try ChartFile.decode(Array(text.utf8), fileName: nil) }
    #expect(found.contains(problem), "\(found)")
  }
}
