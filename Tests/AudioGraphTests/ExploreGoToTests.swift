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

/// `goto` by a category or by the spoken x where no day's dates serve (`ExploreTextIndex`): the
/// explorer looks the text up in the series' sorted x texts; here every point's text is written
/// and searched one by one, and the answers must agree. The app's own closure is called once per
/// point, at the first such `goto`, and never again for the search.
@Suite struct ExploreGoToTextIndexTests {
  /// Counts the calls of an app's provider.
  final class Calls: @unchecked Sendable {
    var count = 0
  }

  static func explorer(xAxis: any AXDataAxisDescriptor, x: [AXDataPoint.Value]) throws -> ChartExplorer {
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    let points = x.enumerated().map { index, x in
      switch x {
      case .number(let number): AXDataPoint(x: number, y: Double(index % 100))
      case .category(let name): AXDataPoint(x: name, y: Double(index % 100))
      }
    }
    let chart = AXChartDescriptor(
      title: "Texts", summary: nil, xAxis: xAxis, yAxis: y, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "A", isContinuous: false, dataPoints: points)])
    var explorer = try ChartExplorer(
      chart: chart, options: .plain(sampleRate: 8_000), summary: "", detailLines: [])
    _ = explorer.start()
    return explorer
  }

  /// Every text in `texts` lands where a search of every point's folded text says: the first
  /// equal one first when `equalFirst`, else the first that begins with it; the last point
  /// stays when none does ("Nothing … matches").
  static func expectSameAsLinearSearch(
    _ explorer: inout ChartExplorer, spoken: [String], texts: [String], equalFirst: Bool
  ) {
    let keys = spoken.map(ExploreGoToTests.folded)
    for text in texts {
      _ = explorer.handle(.end)
      let key = ExploreGoToTests.folded(text.trimmingCharacters(in: .whitespaces))
      let expected =
        (equalFirst ? keys.firstIndex(of: key) : nil) ?? keys.firstIndex { $0.hasPrefix(key) } ?? spoken.count - 1
      let answer = explorer.goTo(text)
      #expect(explorer.pointIndex == expected, "goto \(text)")
      if expected == spoken.count - 1 && !keys[expected].hasPrefix(key) {
        #expect(answer.lines == ["Nothing on the x axis matches \(text.trimmingCharacters(in: .whitespaces))."])
      }
    }
  }

  @Test func categoriesAreFoundEqualFirstThenByTheirStart() throws {
    // Out of order, with repeats, a prefix of another, accents and capitals.
    let names = ["Zürich", "Bern", "Basel", "Bas", "Genève", "bern", "Lausanne", "Bas", "Zug", "Berne"]
    let axis = AXCategoricalDataAxisDescriptor(title: "City", categoryOrder: Array(Set(names)).sorted())
    var explorer = try Self.explorer(xAxis: axis, x: names.map { .category($0) })
    var texts = ["Bas", "bas", "Ba", "BERN", "Berne", "Bernes", "zu", "Zur", "zürich", "Geneve", "g", "L", "x", ""]
    texts += names.map { String($0.prefix(2)) }
    Self.expectSameAsLinearSearch(&explorer, spoken: names, texts: texts.filter { !$0.isEmpty }, equalFirst: true)
  }

  @Test func anAppsProviderIsCalledOncePerPointAndNotPerSearch() throws {
    let calls = Calls()
    let axis = AXNumericDataAxisDescriptor(title: "Day", range: 0...999, gridlinePositions: []) { value in
      calls.count += 1
      return "Day \(Int(value)) of the trial"
    }
    // Not in order: 1,000 points, x = 7·i mod 1,000.
    let xs = (0..<1_000).map { Double(($0 * 7) % 1_000) }
    var explorer = try Self.explorer(xAxis: axis, x: xs.map { .number($0) })
    let spoken = xs.map { "Day \(Int($0)) of the trial" }
    var texts = ["Day 1", "day 12", "Day 999 of", "Day 5 of the trial", "Day 1000", "Night", "D", "day 10"]
    texts += (0..<40).map { "Day \($0 * 25)" }
    let before = calls.count
    _ = explorer.goTo("Day 3")
    let first = calls.count - before
    #expect(first >= 1_000 && first <= 1_010, "the first goto by text writes every point's x once")
    let searched = calls.count
    Self.expectSameAsLinearSearch(&explorer, spoken: spoken, texts: texts, equalFirst: false)
    // Each later goto writes only the x of the point it says (and End's), never every point's.
    #expect(calls.count - searched <= 4 * texts.count)
  }

  @Test func daysSpokenByTheirMonthAreFoundByTheStartOfTheirText() throws {
    // 400 days from 2023-11-01, spoken by month ("November 2023"): no day's dates serve.
    let start = 1_698_796_800.0
    let axis = AXNumericDataAxisDescriptor(
      title: "Day", range: start...(start + 399 * 86_400), valueKind: .date,
      format: ValueFormat(style: .date(.monthYear)),
      dateValues: .calendarDays)
    let xs = (0..<400).map { start + Double($0) * 86_400 }
    var explorer = try Self.explorer(xAxis: axis, x: xs.map { .number($0) })
    let spoken = xs.map { axis.valueDescriptionProvider($0) }
    #expect(spoken[0] == "November 2023" && spoken[399] == "December 2024")
    let texts = ["Nov", "november 2024", "D", "December 2023", "Jan", "january 2025", "Ma", "mayo", "Sept"]
    Self.expectSameAsLinearSearch(&explorer, spoken: spoken, texts: texts, equalFirst: false)
  }
}
