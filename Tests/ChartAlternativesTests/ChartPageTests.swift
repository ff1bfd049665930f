import AudioGraphTestSupport
import ChartAccessibility
import ChartAlternatives
import Foundation
import OutputFiles
import Testing

@Suite struct ChartPageTests {
  @Test(arguments: FixtureCharts.names)
  func pagesWithoutAudioMatchTheGoldens(name: String) throws {
    let page = ChartPage(chart: try FixtureCharts.load(name))
    expectMatchesGolden(page.html(), named: "\(name).html")
  }

  @Test func theFragmentIsOneFigure() throws {
    let page = ChartPage(chart: try FixtureCharts.load("iq-scores.json"))
    let fragment = page.html(fragment: true)
    expectMatchesGolden(fragment, named: "iq-scores.json.fragment.html")
    #expect(
      fragment.hasPrefix(
        "<figure class=\"audiograph-chart\" lang=\"en-US\">\n<figcaption><h2>IQ Score Trend</h2></figcaption>"))
    #expect(fragment.hasSuffix("</figure>\n"))
    #expect(!fragment.contains("<html") && !fragment.contains("<main"))
    #expect(fragment.components(separatedBy: "<figure").count == 2)
  }

  @Test func theAudioIsEmbeddedAsADataURIWithItsDurationInText() throws {
    let bytes: [UInt8] = Array("OggS fake sound".utf8)
    let page = ChartPage(
      chart: try FixtureCharts.load("iq-scores.json"),
      audio: ChartPage.Audio(bytes: bytes, mediaType: "audio/ogg", durationSeconds: 10.634))
    let html = page.html()
    #expect(
      html.contains(
        "The audio graph lasts <span class=\"audiograph-duration\" data-seconds=\"10.63\">10.63</span> seconds."))
    #expect(
      html.contains(
        "<audio class=\"audiograph-audio\" aria-label=\"Audio graph of IQ Score Trend\" controls preload=\"auto\" src=\"data:audio/ogg;base64,\(Data(bytes).base64EncodedString())\">"
      ))
    #expect(!ChartPage(chart: try FixtureCharts.load("iq-scores.json")).html().contains("<audio"))
  }

  @Test func everyChartStringIsEscaped() {
    let hostile = "<script>alert(\"x\")</script> & 'q'"
    let x = AXCategoricalDataAxisDescriptor(title: hostile, categoryOrder: [hostile])
    let y = AXNumericDataAxisDescriptor(title: hostile, range: 0...10, gridlinePositions: []) { _ in hostile }
    let series = AXDataSeriesDescriptor(
      name: hostile, isContinuous: false, dataPoints: [AXDataPoint(x: hostile, y: 1, label: hostile)])
    let chart = AXChartDescriptor(
      title: hostile, summary: hostile, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
    let html = ChartPage(chart: chart).html()
    #expect(!html.contains("<script"))
    #expect(!html.contains("'q'"))
    #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;q&#39;"))
  }

  @Test func theLanguageIsTheTextsInTheLocalesRegion() throws {
    func tag(_ locale: String) -> String {
      ChartPage(
        chart: AXChartDescriptor(
          title: nil, summary: nil,
          xAxis: AXCategoricalDataAxisDescriptor(title: "X", categoryOrder: []), yAxis: nil, additionalAxes: [],
          series: []),
        context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
      ).languageTag
    }
    #expect(tag("en_US") == "en-US")
    #expect(tag("de_DE") == "de-DE")
    #expect(tag("fr") == "fr")
    #expect(tag("nl_NL") == "en-NL")
  }

  @Test func writingIsAtomicAndNothingIsWrittenOnError() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("chart-page-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = ChartPage(chart: try FixtureCharts.load("iq-scores.json"))
    let path = directory.appendingPathComponent("page.html").path
    try page.write(to: path)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == page.html())
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["page.html"])

    let missing = directory.appendingPathComponent("no-such-directory/page.html").path
    #expect(
      throws: OutputFileError(
        path: missing, category: .cannotCreate, function: "open", reason: "No such file or directory")
    ) {
      try page.write(to: missing)
    }
    #expect(
      throws: OutputFileError(path: directory.path, category: .cannotCreate, function: "open", reason: "Is a directory")
    ) {
      try page.write(to: directory.path)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["page.html"])
  }
}
