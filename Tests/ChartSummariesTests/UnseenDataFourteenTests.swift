import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility
@testable import ChartSummaries

/// What the fourteenth session's tries on data nobody had tuned for changed, on those charts of
/// `Fixtures/corpus/` (truth in `truth.json`, from `Scripts/corpus/truth.py`): a path of three
/// legs that explain 76% of the variance, its turning points at the data's extremes; a weekly
/// series' yearly cycle of strength 0.46; a fall between two single readings whose surroundings
/// do not fall.
@Suite struct UnseenDataFourteenTests {
  /// Women's conviction rates in Canada, 1931–1968: a wartime peak, a fall to a third, a rise to
  /// three times that low. Three legs explain 76% of the variance (the polyline through the fit's
  /// stops; NumPy: 0.759); the peak said is the data's, 157.3 in 1940, not the fit's bend a year
  /// before it. Men's rate has no trend (Kendall τ −0.13, p 0.25) and fluctuates.
  @Test func aPathOfThreeLegsIsToldAtItsExtremes() throws {
    #expect(
      try corpusSummaryText("canada-conviction-rates.json")
        == "From 1931 to 1968, Women rose from 77.1 in 1931 to a peak of 157.3 in 1940, then fell 74% to a low of 40.2 in 1956, and ended at 122.9 in 1968; Men fluctuated between 633.7 and 1,036. The Men line stays above the Women line throughout."
    )
    #expect(
      try corpusSummaryText("canada-conviction-rates.json", locale: "de_DE").hasPrefix(
        "Von 1931 bis 1968 – Women: Anstieg von 77,1 im Jahr 1931 auf einen Höchststand von 157,3 im Jahr 1940, dann Rückgang um 74\u{00A0}% auf einen Tiefststand von 40,2 im Jahr 1956, zuletzt 122,9 im Jahr 1968;"
      ))
  }

  /// US gasoline supplied, weekly, 1991–2017: a yearly cycle of strength 0.46 is said, and the
  /// level is measured between the first and the last 52 weeks' means (7.18 and 9.31 million
  /// barrels a day, +29.7%, pandas), not between a February and a January week (+21%); the fall
  /// from a high summer week (8.187, August 19, 1993) to an unusually low winter week (6.321,
  /// January 27, 1994) is not told: the medians of the 13 weeks around each are 0.5 apart.
  @Test func aWeeklyYearlyCycleAndNoFallBetweenTwoNoisyWeeks() throws {
    let summary = try corpusSummaryText("us-gasoline-supplied-weekly.json")
    #expect(
      summary
        == "Gasoline rose by 30%, from an average of 7.2 million barrels a day over the first year to 9.3 million over the last, with a yearly cycle of about 0.8 million. It peaked at 9.815 million barrels a day on June 16, 2016."
    )
    #expect(
      try corpusSummaryText("us-gasoline-supplied-weekly.json", locale: "de_DE").hasPrefix(
        "Gasoline: Anstieg um 30\u{00A0}%, von durchschnittlich 7,2 million barrels a day im ersten Jahr auf 9,3 million im letzten, bei einem jährlichen Zyklus mit Schwankungen von etwa 0,8 million."
      ))
  }

  /// The surroundings of a movement's two ends: the median of the values within `half` places.
  @Test func surroundingMedians() {
    let ys: [Double] = [1, 9, 2, 3, 4, 20, 5]
    #expect(SummaryWriter.surroundingMedian(ys, at: 0, half: 1) == 5)  // 1, 9
    #expect(SummaryWriter.surroundingMedian(ys, at: 5, half: 1) == 5)  // 4, 20, 5
    #expect(SummaryWriter.surroundingMedian(ys, at: 3, half: 2) == 4)  // 9, 2, 3, 4, 20
  }

  /// An untitled numeric axis whose values number the points (1 to 150, as R's `time()` of a
  /// series without dates, BJsales) counts points, in every language; other untitled numbers
  /// stay bare.
  @Test func untitledPointNumbersArePoints() throws {
    func summary(_ xs: [Int], locale: String = "en_US") throws -> String {
      let points = xs.enumerated().map { #"{"x": \#($0.element), "y": \#(200 + $0.offset * 4)}"# }
      let text =
        #"{"version": 1, "title": "Sales", "xAxis": {"kind": "numeric", "title": ""}, "#
        + #""yAxis": {"kind": "numeric", "title": "Sales"}, "series": [{"name": "Sales", "isContinuous": true, "points": ["#
        + points.joined(separator: ", ") + "]}]}"
      let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
      let chart = try ChartFile.decode(Array(text.utf8), fileName: "chart.json", context: context)
      return ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    }
    #expect(try summary(Array(1...5)) == "Sales rose steadily by 8%, from 200 at point 1 to 216 at point 5.")
    #expect(try summary(Array(0...4), locale: "de_DE").contains("von 200 bei Punkt 0 auf 216 bei Punkt 4"))
    #expect(try summary(Array(1...5), locale: "fr_FR").contains("de 200 au point 1 à 216 au point 5"))
    #expect(try summary(Array(1...5), locale: "es_ES").contains("de 200 en el punto 1 a 216 en el punto 5"))
    #expect(try summary([5, 10, 15, 20, 25]).contains("from 200 at 5 to 216 at 25"))
    #expect(XWriter.numbersPoints([3, 1, 2, 2]))
    #expect(!XWriter.numbersPoints([1, 2, 4]))
    #expect(!XWriter.numbersPoints([2, 3, 4]))
    // A scatter of the same points names its untitled x axis "x".
    let scatter =
      #"{"version": 1, "xAxis": {"kind": "numeric", "title": ""}, "yAxis": {"kind": "numeric", "title": "Sales"}, "#
      + #""series": [{"name": "Sales", "points": [{"x": 1, "y": 2}, {"x": 2, "y": 3}, {"x": 3, "y": 5}, {"x": 4, "y": 6}, {"x": 5, "y": 8}]}]}"#
    let chart = try ChartFile.decode(Array(scatter.utf8), fileName: "chart.json")
    #expect(
      ChartSummarizer().summarize(chart).summary
        == "There is a strong positive relationship between x and Sales: as x increases, Sales tends to increase.")
  }

  /// A date range within one year says the year once, as the summaries do, by one mechanism
  /// (`ValueFormatter.stringWithoutYear(for:)`): at the end of a range of months or days, on the
  /// first of two dates with a time; years, quarters and dates of two years keep their years.
  @Test func aDateRangeWithinAYearSaysItOnce() throws {
    func xLine(_ dates: [String], _ style: String, _ locale: String = "en_US", _ pack: LanguagePack = .english)
      throws -> String
    {
      let points = dates.enumerated().map { #"{"x": "\#($1)", "y": \#($0 + 1)}"# }.joined(separator: ", ")
      let json =
        #"{"xAxis": {"kind": "date", "title": "T", "format": {"style": "date", "date": "\#(style)"}}, "#
        + #""yAxis": {"kind": "numeric", "title": "V"}, "series": [{"name": "V", "points": [\#(points)]}]}"#
      let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
      let chart = try ChartFile.decode(Array(json.utf8), context: context)
      return chart.describeChartLines(language: pack, locale: Locale(identifier: locale))[1]
    }
    let months = ["2024-01-01", "2024-05-01", "2024-10-01"]
    let days = ["2024-03-01", "2024-03-15", "2024-03-31"]
    #expect(try xLine(months, "monthYear") == "X axis: T. Dates from January to October 2024.")
    #expect(try xLine(days, "long") == "X axis: T. Dates from March 1 to March 31, 2024.")
    #expect(try xLine(days, "long", "de_DE", .german) == "X-Achse: T. Zeitraum vom 1. März bis zum 31. März 2024.")
    #expect(try xLine(days, "long", "es_ES", .spanish) == "Eje X: T. Fechas del 1 de marzo al 31 de marzo de 2024.")
    #expect(
      try xLine(days, "long", "fr_FR", .french)
        == "Axe X\u{00A0}: T. Dates comprises entre le 1er mars et le 31 mars 2024.")
    #expect(
      try xLine(["2010-07-01T00:00:00Z", "2010-07-28T23:00:00Z"], "dateTime")
        == "X axis: T. Dates from July 1, 2010 at 12:00 AM to July 28 at 11:00 PM.")
    #expect(
      try xLine(["2023-01-01", "2024-10-01"], "monthYear") == "X axis: T. Dates from January 2023 to October 2024.")
    #expect(try xLine(["2024-01-01", "2024-10-01"], "quarter") == "X axis: T. Dates from Q1 to Q4 2024.")
    #expect(
      try xLine(["2024-01-01", "2024-10-01"], "quarter", "de_DE", .german)
        == "X-Achse: T. Zeitraum vom ersten Quartal bis zum vierten Quartal 2024.")
    #expect(
      try xLine(["2024-01-01", "2024-10-01"], "quarter", "es_ES", .spanish)
        == "Eje X: T. Fechas del primer trimestre al cuarto trimestre de 2024.")
  }
}
