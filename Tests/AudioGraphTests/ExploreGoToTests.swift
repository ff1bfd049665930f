import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import SonificationCore
import Testing

/// `goto` by the spoken x on a date axis lands where the rule says: on the first point whose x,
/// as spoken, begins with the text (letter case and accents ignored). The explorer compares the
/// text with each day's date and writes a day's points only when the text goes past its date;
/// here every point's spoken x is written and searched one by one, for every start of several
/// points' spoken x, in the four languages and two time zones.
@Suite struct ExploreGoToTests {
  static func folded(_ text: String) -> String {
    text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
  }

  @Test(arguments: [
    ("en_US", "UTC"), ("de_DE", "UTC"), ("fr_FR", "UTC"), ("es_ES", "UTC"), ("en_US", "America/New_York"),
    ("fr_FR", "Europe/Paris"),
  ])
  func spokenDatesFindTheFirstPointThatBeginsWithThem(locale: String, zone: String) throws {
    let context = FormattingContext(
      locale: Locale(identifier: locale), timeZone: try #require(TimeZone(identifier: zone)))
    let chart = try ChartFile.read(path: fixtureURL("charts/two-airports-hourly.json").path, context: context)
    var options = SonificationOptions.plain(sampleRate: 8_000)
    options.language = context.language
    var explorer = try ChartExplorer(chart: chart, options: options, summary: "", detailLines: [])
    _ = explorer.start()
    let series = explorer.chart.series[0]
    let spoken = (0..<series.pointCount).map { Self.folded(explorer.chart.pointValueTexts(series.point(at: $0)).x) }
    #expect(spoken.count == 72)
    // Every start of the spoken x of points across the days (midnight, the first of May, the
    // last point), in capitals too, and texts that match nothing.
    var texts: [String] = []
    for index in [0, 1, 9, 20, 21, 44, 45, 57, 71] {
      let whole = explorer.chart.pointValueTexts(series.point(at: index)).x
      for length in 1...whole.count { texts.append(String(whole.prefix(length))) }
      texts.append(whole.uppercased())
      texts.append(whole + "9")
    }
    texts += ["zzz", "Mai 3", "May 3, 2014", "31"]
    var checked = 0
    for text in texts {
      let wanted = text.trimmingCharacters(in: .whitespaces)
      // ISO dates ("2013", "2013-05") are read as dates before the spoken x is tried.
      guard !wanted.isEmpty, !wanted.prefix(4).allSatisfy(\.isWholeNumber) || wanted.count < 4 else { continue }
      _ = explorer.handle(.end)
      let expected = spoken.firstIndex { $0.hasPrefix(Self.folded(wanted)) } ?? 71
      _ = explorer.goTo(text)
      #expect(explorer.pointIndex == expected, "goto \(text) in \(locale), \(zone)")
      checked += 1
    }
    #expect(checked > 150)
  }
}
