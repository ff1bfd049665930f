import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

/// Candlestick charts of real daily prices (Fixtures/candlesticks: IBM and Google from Yahoo
/// Finance via bokeh-sampledata, the VIX from vega-datasets) against the figures
/// Scripts/candlesticks/truth.py computes with pandas, and what the summary must say.
@Suite struct CandlestickTests {
  /// Fixtures/candlesticks/truth.json (read each time: `Any` is not sendable).
  static var truth: [String: Any] {
    let data = try! Data(contentsOf: fixtureURL("candlesticks/truth.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }
  static let files = truth.keys.sorted()

  static func chart(_ name: String, context: FormattingContext = .default) throws -> AXChartDescriptor {
    let bytes = Array(try Data(contentsOf: fixtureURL("candlesticks/\(name)")))
    return try CSVCandlestick.decode(bytes, fileName: name, context: context)
  }

  static func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

  /// The ISO date of period `index` of the chart's series.
  static func date(_ chart: AXChartDescriptor, _ index: Int) -> String {
    guard case .number(let x) = chart.series[0].dataPoints[index].x else { return "" }
    return String(
      ISO8601DateFormatter.string(from: Date(timeIntervalSince1970: x), timeZone: .gmt, formatOptions: .withFullDate))
  }

  @Test(arguments: files)
  func figuresMatchPandas(name: String) throws {
    let truth = Self.truth[name] as! [String: Any]
    let chart = try Self.chart(name)
    #expect(chart.kind == .candlestick)
    let ohlc = try #require(chart.series[0].ohlc)
    let statistics = CandlestickStatistics(open: ohlc.open, high: ohlc.high, low: ohlc.low, close: ohlc.close)
    #expect(statistics.periodCount == truth["periods"] as! Int)
    #expect(statistics.upCount == truth["up"] as! Int)
    #expect(statistics.downCount == truth["down"] as! Int)
    #expect(statistics.unchangedCount == truth["unchanged"] as! Int)
    for (name, value, key) in [
      ("highestHigh", statistics.highestHigh, "value"), ("lowestLow", statistics.lowestLow, "value"),
      ("largestRise", statistics.largestRise, "percent"), ("largestFall", statistics.largestFall, "percent"),
      ("widestRange", statistics.widestRange, "percent"),
    ] {
      let expected = truth[name] as! [String: Any]
      let found = try #require(value, "\(name)")
      #expect(Self.close(found.value, expected[key] as! Double), "\(name): \(found.value) vs \(expected[key]!)")
      #expect(Self.date(chart, found.index) == expected["date"] as! String, "\(name)")
    }
    #expect(Self.close(try #require(statistics.averageRangePercent), truth["averageRangePercent"] as! Double))
    // The Apple-side y is the close.
    #expect(chart.series[0].dataPoints.first?.y == truth["firstClose"] as? Double)
    #expect(chart.series[0].dataPoints.last?.y == truth["lastClose"] as? Double)
    // The most volatile month, in the facts.
    let facts = ChartSummarizer().summarize(chart).facts
    let month = (truth["mostVolatileMonth"] as! [String: Any])
    if case .object(let object) = facts, case .object(let found)? = object["mostVolatileMonth"] {
      let periods = truth["periods"] as! Int
      #expect(periods > 60, "a month is named only for daily data over three months")
      #expect(found["month"] == .string(month["month"] as! String))
      if case .number(let percent)? = found["averageRangePercent"] {
        #expect(Self.close(percent, month["averageRangePercent"] as! Double))
      } else {
        Issue.record("no average range in the month's facts")
      }
    } else {
      #expect(name == "vix-2009.csv", "only the two-month VIX has no month named")
    }
  }

  @Test func ibmMustSay() throws {
    let summary = ChartSummarizer().summarize(try Self.chart("ibm-daily.csv")).summary
    for sentence in [
      "It fell 59% from 134 on September 1, 2000 to 55.07 on October 9, 2002, then rose 283% to 211 on October 16, 2012, past its earlier high.",
      "The highest high was 212 on October 5, 2012, the lowest low 54.01 on October 10, 2002.",
      "1,731 of the 3,270 periods closed above their open and 1,525 below; 14 closed where they opened.",
      "The largest rise in one period was 12%, on January 18, 2001.",
      "The largest fall in one period was 16%, on October 18, 2000.",
      "The daily range from low to high averaged 2.1% of the close, highest in October 2008 (7.1% on average).",
    ] {
      #expect(summary.contains(sentence), "missing: \(sentence)\nin: \(summary)")
    }
    #expect(!summary.contains("points"), "a candlestick counts periods")
  }

  @Test(arguments: [
    (
      "en_US",
      ["The largest fall in one period was 12%, on September 29, 2008.", "highest in October 2008 (7.2% on average)"]
    ),
    (
      "de_DE",
      [
        "Der größte Rückgang in einer Periode betrug 12\u{00A0}%, am 29. September 2008.",
        "am höchsten im Oktober 2008 (7,2\u{00A0}% im Mittel)",
      ]
    ),
    (
      "fr_FR",
      [
        "La plus forte baisse sur une période a été de 12\u{00A0}%, le 29 septembre 2008.",
        "au plus haut en octobre 2008 (7,2\u{00A0}% en moyenne)",
      ]
    ),
    (
      "es_ES",
      [
        "La mayor caída en un período fue del 12\u{00A0}%, el 29 de septiembre de 2008.",
        "en octubre de 2008 (7,2\u{00A0}% en promedio)",
      ]
    ),
  ])
  func googleMustSayInEveryLanguage(locale: String, sentences: [String]) throws {
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
    let chart = try Self.chart("google-daily.csv", context: context)
    let summary = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    for sentence in sentences { #expect(summary.contains(sentence), "\(locale) missing: \(sentence)\nin: \(summary)") }
  }

  @Test func chartFileRoundTrip() throws {
    let chart = try Self.chart("vix-2009.csv")
    let text = try ChartFile.encode(chart)
    #expect(text.contains("\"kind\": \"candlestick\""))
    #expect(text.contains("\"open\": 28.7"))
    let read = try ChartFile.decode(Array(text.utf8))
    #expect(read.kind == .candlestick)
    #expect(read.series[0].ohlc == chart.series[0].ohlc)
    #expect(read.series[0].dataPoints.map(\.y) == chart.series[0].dataPoints.map(\.y))
    #expect(read.yAxis?.range == 23...33.05, "the y axis spans the lows and highs")
    #expect(try ChartFile.encode(read) == text)
  }

  @Test(arguments: [
    (
      #"{"x": 1, "open": 10, "high": 9, "low": 11, "close": 10}"#,
      "/series/0/points/0/high: the high 9 is below the low 11"
    ),
    (
      #"{"x": 1, "open": 10, "high": 12, "low": 9, "close": 13}"#,
      "/series/0/points/0/close: the close 13 is outside the period's range, low 9 to high 12"
    ),
    (
      #"{"x": 1, "open": 10, "high": 12, "close": 11}"#,
      "/series/0/points/0/low: the required key low is missing; a candlestick's point has open, high, low and close (or none, for a gap)"
    ),
    (
      #"{"x": 1, "y": 10}"#,
      "/series/0: a series of a candlestick chart needs open, high, low and close for every point"
    ),
    (
      #"{"x": 1, "y": 10, "label": "a"}"#,
      "/series/0/points/0/open: the required key open is missing; a candlestick's point has open, high, low and close"
    ),
    (
      #"{"x": 1, "y": 12, "open": 10, "high": 12, "low": 9, "close": 11}"#,
      "/series/0/points/0/y: y is the close in a candlestick chart, but it is 12 and the close is 11; leave y out"
    ),
  ])
  func badPeriodsAreLocated(point: String, problem: String) throws {
    let text =
      #"{"kind": "candlestick", "xAxis": {"kind": "numeric", "title": "Day"}, "series": [{"name": "Close", "points": ["#
      + point + "]}]}"
    #expect(
      throws: ChartFileError.invalid([
        ChartInputProblem(
          file: "t.json", location: .pointer(String(problem.split(separator: ":")[0])),
          message: String(problem.split(separator: ":", maxSplits: 1)[1].dropFirst()))
      ])
    ) {
      try ChartFile.decode(Array(text.utf8), fileName: "t.json")
    }
  }

  @Test func pricesOnAnotherKindAreRefused() throws {
    let text =
      #"{"xAxis": {"kind": "numeric", "title": "Day"}, "series": [{"name": "Close", "points": [{"x": 1, "open": 1, "high": 2, "low": 1, "close": 2}]}]}"#
    #expect(throws: (any Error).self) { try ChartFile.decode(Array(text.utf8)) }
    do {
      _ = try ChartFile.decode(Array(text.utf8))
    } catch {
      #expect(
        error.description.contains(
          "/series/0/points/0/open: open belongs to a candlestick chart's point: add \"kind\": \"candlestick\" to the chart"
        ))
    }
  }

  @Test func csvBadRowsAreLocated() throws {
    let csv =
      "Date,Open,High,Low,Close\n2024-01-02,10,12,9,11\n2024-01-03,11,10.5,11.5,11\n\n2024-01-05,11,12,10,12.5\n"
    #expect(
      throws: ChartFileError.invalid([
        ChartInputProblem(
          file: "p.csv", location: .lineColumn(line: 3, column: 3), message: "the high 10.5 is below the low 11.5"),
        ChartInputProblem(
          file: "p.csv", location: .lineColumn(line: 5, column: 5),
          message: "the close 12.5 is outside the period's range, low 10 to high 12"),
      ])
    ) {
      try CSVCandlestick.decode(Array(csv.utf8), fileName: "p.csv")
    }
  }

  @Test func headersAreFoundInAnyCase() {
    let columns = CSVCandlestick.columns(in: [
      "Ticker", "DATE", " open ", "HIGH", "Low", "close", "Volume", "Adj Close",
    ])
    #expect(columns?.open == " open ")
    #expect(columns?.close == "close")
    #expect(columns?.volume == "Volume")
    #expect(CSVCandlestick.columns(in: ["date", "open", "high", "close"]) == nil)
  }

  @Test func describePointsSaysEachPeriod() throws {
    let lines = try #require(ChartSummarizer().distributionPointLines(try Self.chart("ibm-daily.csv")))
    #expect(lines.count == 3270)
    #expect(lines[0] == "March 1, 2000: open 102, high 105.5, low 100.06, close 100.25, down, volume 10,807,800.")
  }
}
