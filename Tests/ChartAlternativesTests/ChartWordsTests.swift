import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import Testing

@testable import ChartAlternatives

/// The chart's own words marked with the chart's language on a page of another language.
@Suite struct ChartWordsTests {
  static let german = try! FormattingContext(localeIdentifier: "de_DE", timeZoneIdentifier: "UTC")

  /// Two series (one named "Probe A", one unnamed), a y axis whose title names its unit, a
  /// reference line and a labelled point.
  static func chart(language: String?) -> AXChartDescriptor {
    let x = AXNumericDataAxisDescriptor(title: "Minute", range: 0...2, gridlinePositions: []) {
      String(format: "%g", $0)
    }
    let y = AXNumericDataAxisDescriptor(title: "Reading (volts)", range: 0...2, gridlinePositions: []) {
      String(format: "%g", $0)
    }
    let probe = AXDataSeriesDescriptor(
      name: "Probe A", isContinuous: true,
      dataPoints: [
        AXDataPoint(x: 0, y: 1.2), AXDataPoint(x: 1, y: 1.4, label: "Probe A reset"), AXDataPoint(x: 2, y: 1.3),
      ])
    let other = AXDataSeriesDescriptor(
      name: "", isContinuous: true,
      dataPoints: [AXDataPoint(x: 0, y: 0.9), AXDataPoint(x: 1, y: 1), AXDataPoint(x: 2, y: 1.1)])
    let chart = AXChartDescriptor(
      title: "Probe readings", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [probe, other])
    chart.referenceLines = [ReferenceLine(axis: .y, value: 1, label: "Limit")]
    chart.language = language
    return chart
  }

  @Test func wordsAreMarkedWhereTheyAreWholeWordsLongestFirst() throws {
    let words = try #require(ChartWords(chart: Self.chart(language: "en"), pageLanguage: "de"))
    #expect(words.language == "en")
    #expect(
      words.html("Reihe 1 von 2: Probe A. Linie, 3 Datenpunkte.")
        == "Reihe 1 von 2: <span lang=\"en\">Probe A</span>. Linie, 3 Datenpunkte.")
    // The longer label wins over the series name it starts with.
    #expect(words.html("Probe A reset: 1,4") == "<span lang=\"en\">Probe A reset</span>: 1,4")
    // Not inside another word ("Probe AB", "Limits"), and the text around is escaped.
    #expect(words.html("Probe AB & Limits <b>") == "Probe AB &amp; Limits &lt;b&gt;")
    #expect(
      words.html("Y-Achse: Reading (volts), Limit bei 1")
        == "Y-Achse: <span lang=\"en\">Reading (volts)</span>, <span lang=\"en\">Limit</span> bei 1")
    // A made-up name is the page's language; numbers are not marked.
    #expect(words.html("Reihe 2 bei 1,1 und 2") == "Reihe 2 bei 1,1 und 2")
    #expect(words.html("") == "")
  }

  @Test func nothingIsMarkedWhenTheChartDoesNotSayItsLanguageOrSaysThePages() {
    #expect(ChartWords(chart: Self.chart(language: nil), pageLanguage: "de") == nil)
    #expect(ChartWords(chart: Self.chart(language: "de-AT"), pageLanguage: "de_DE") == nil)
    #expect(ChartWords(chart: Self.chart(language: "en"), pageLanguage: "en-US") == nil)
  }

  @Test func aGermanPageOfAnEnglishChartMarksItsWordsEverywhere() throws {
    let html = ChartPage(chart: Self.chart(language: "en"), context: Self.german).html()
    #expect(html.contains("<html lang=\"de-DE\">"))
    #expect(html.contains("<h1><span lang=\"en\">Probe readings</span></h1>"))
    #expect(html.contains("<li>Reihe 1 von 2: <span lang=\"en\">Probe A</span>. Linie, 3 Datenpunkte.</li>"))
    #expect(
      html.contains(
        "<tr><th scope=\"col\"><span lang=\"en\">Minute</span></th><th scope=\"col\"><span lang=\"en\">Probe A</span></th><th scope=\"col\"><span lang=\"en\">Probe A</span>, Beschriftung</th><th scope=\"col\">Reihe 2</th></tr>"
      ))
    #expect(html.contains("<td><span lang=\"en\">Probe A reset</span></td>"))
    #expect(html.contains("<p><span lang=\"en\">Probe A</span>: 3 Werte"))
    // The document's title and attribute values cannot carry a language: left as they are.
    #expect(html.contains("<title>Probe readings</title>"))
    // Without the chart's language the page is today's page: no word marked.
    let unmarked = ChartPage(chart: Self.chart(language: nil), context: Self.german).html()
    #expect(!unmarked.contains("<span"))
    let sameText =
      html.replacingOccurrences(of: "<span lang=\"en\">", with: "").replacingOccurrences(of: "</span>", with: "")
      == unmarked
    #expect(sameText)
  }

  @Test func theChartFileReadsAndWritesItsLanguage() throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let json = #"""
      {"language": "en-GB", "xAxis": {"kind": "numeric", "title": "x"},
       "series": [{"name": "s", "points": [{"x": 1, "y": 2}]}]}
      """#
    let chart = try ChartFile.decode(Data(json.utf8), context: context)
    #expect(chart.language == "en-GB")
    #expect(try ChartFile.decode(Array(ChartFile.encode(chart).utf8), context: context).language == "en-GB")
    let bad = #"""
      {"language": "English", "xAxis": {"kind": "numeric", "title": "x"},
       "series": [{"name": "s", "points": [{"x": 1, "y": 2}]}]}
      """#
    #expect {
      try ChartFile.decode(Data(bad.utf8), context: context)
    } throws: { error in
      "\(error)".contains("/language: expected a language code such as de, fr or pt-BR")
    }
  }
}
