import ChartAccessibility
import ChartAlternatives
import Foundation
import Testing

/// The page's data table, its download and its layout regions (the browser's side is checked by
/// Scripts/test-html-a11y: the ZIP read by Python's zipfile, reflow at 320 px, dark mode).
@Suite struct ChartPageLongDataTests {
  /// `count` points of y = index mod 7, x = index, on a numeric axis in volts.
  func chart(points count: Int) -> AXChartDescriptor {
    let x = AXNumericDataAxisDescriptor(title: "Index", range: 0...Double(max(1, count - 1)), gridlinePositions: []) {
      String(Int($0))
    }
    let y = AXNumericDataAxisDescriptor(title: "Voltage", range: 0...6, gridlinePositions: []) { "\(Int($0)) V" }
    let series = AXDataSeriesDescriptor(
      name: "Sensor", isContinuous: true,
      dataPoints: (0..<count).map { AXDataPoint(x: Double($0), y: Double($0 % 7)) })
    return AXChartDescriptor(
      title: "Long \"test\"/run", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
  }

  @Test func theKeyNumbersComeBeforeTheTable() throws {
    let html = ChartPage(chart: chart(points: 5)).html()
    let details = try #require(html.range(of: "<h2>Chart details</h2>")).lowerBound
    let table = try #require(html.range(of: "<h2>Data table</h2>")).lowerBound
    let braille = try #require(html.range(of: "<h2>Braille</h2>")).lowerBound
    #expect(details < table && table < braille)
  }

  @Test func aLongTableShowsItsFirstRowsAndSaysSo() {
    let html = ChartPage(chart: chart(points: 1_500)).html()
    #expect(html.components(separatedBy: "<tr>").count - 1 == 1_001)  // the header row and 1,000
    #expect(html.contains("<p>The table shows the first 1,000 of 1,500 rows; the CSV file has them all.</p>\n"))
    #expect(html.contains("<caption>Long &quot;test&quot;/run, data table, first 1,000 of 1,500 rows</caption>"))
    #expect(
      html.contains(
        "<div class=\"audiograph-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Long &quot;test&quot;/run, data table, first 1,000 of 1,500 rows\">\n<table>"
      ))
    // Short: the whole data as percent-encoded CSV, the file named after the title.
    #expect(
      html.contains(
        "<p><a class=\"audiograph-download\" download=\"Long testrun.csv\" href=\"data:text/csv;charset=utf-8,Index,Voltage%0A0,0%0A1,1%0A"
      ))
    #expect(html.contains("1499,1%0A\">Download the data as a CSV file (1,500 rows)</a></p>\n"))
    var limited = ChartPage(chart: chart(points: 3))
    limited.tableRowLimit = 2
    #expect(limited.html().components(separatedBy: "<tr>").count - 1 == 3)
    #expect(!ChartPage(chart: chart(points: 3)).html().contains("The table shows the first"))
  }

  @Test func aLongDownloadIsAZIPFileOfTheCSV() throws {
    let long = chart(points: 20_000)
    let csv = Array(DataTable(chart: long).string(format: .csv).utf8)
    #expect(csv.count > ChartPage.csvDownloadZipThreshold)
    let html = ChartPage(chart: long).html()
    let prefix = "download=\"Long testrun.zip\" href=\"data:application/zip;base64,"
    let start = try #require(html.range(of: prefix)).upperBound
    let end = try #require(html[start...].firstIndex(of: "\""))
    let zip = try #require(Data(base64Encoded: String(html[start..<end]))).map { $0 }
    func u16(_ at: Int) -> Int { Int(zip[at]) | Int(zip[at + 1]) << 8 }
    func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
    #expect(u32(0) == 0x0403_4B50)  // a local file header
    #expect(u16(8) == 8)  // DEFLATE
    #expect(u32(22) == csv.count)  // the uncompressed size
    #expect(u32(18) < csv.count / 2)  // compressed to less than half
    let name = "Long testrun.csv"
    #expect(u16(26) == name.utf8.count)
    #expect(Array(zip[30..<30 + name.utf8.count]) == Array(name.utf8))
    // The end record says one entry, and the page names it.
    #expect(u32(zip.count - 22) == 0x0605_4B50)
    #expect(u16(zip.count - 22 + 10) == 1)
    #expect(html.contains(">Download the data as a CSV file in a ZIP archive (20,000 rows)</a>"))
    // The same chart gives the same bytes (no date or clock in the file).
    #expect(ChartPage(chart: long).html() == html)
  }

  @Test func theBrailleLinesAreInAClosedDetailsAfterASentence() throws {
    let html = ChartPage(chart: chart(points: 5)).html()
    #expect(
      html.contains(
        """
        <h2>Braille</h2>
        <p>For a braille display: each series as one line of braille cells, from left to right along the x axis; the sentence before each line says what its cells show.</p>
        <details class="audiograph-braille-lines">
        <summary>Braille line (1)</summary>
        <p>Sensor: 5 values
        """))
    #expect(
      html.contains(
        "<div class=\"audiograph-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"Braille line of Sensor\"><p class=\"audiograph-braille\">"
      ))
    #expect(html.hasSuffix("</p></div>\n</details>\n</figure>\n</main>\n</body>\n</html>\n"))
  }

  @Test func theGermanPageWritesItsCountsTheGermanWay() {
    let context = FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
    let html = ChartPage(chart: chart(points: 1_500), context: context).html()
    #expect(html.contains("<p>Die Tabelle zeigt die ersten 1.000 von 1.500 Zeilen; die CSV-Datei enthält alle.</p>"))
    #expect(html.contains(">Die Daten als CSV-Datei herunterladen (1.500 Zeilen)</a>"))
  }
}
