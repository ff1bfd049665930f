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

  /// A date range within one year says the year once, as the summaries do.
  @Test func aDateRangeWithinAYearSaysItOnce() {
    #expect(withoutSharedYear("January 2024", "October 2024") == "January")
    #expect(withoutSharedYear("March 1, 2024", "March 31, 2024") == "March 1")
    #expect(withoutSharedYear("1. März 2024", "31. März 2024") == "1. März")
    #expect(withoutSharedYear("1 de marzo de 2024", "31 de marzo de 2024") == "1 de marzo")
    #expect(withoutSharedYear("1er mars 2024", "31 mars 2024") == "1er mars")
    #expect(withoutSharedYear("January 2023", "October 2024") == "January 2023")
    #expect(withoutSharedYear("2024", "2024") == "2024")
    #expect(withoutSharedYear("Q1 2024", "Q4 2024") == "Q1")
    #expect(withoutSharedYear("July 1, 2010 at 12:00 AM", "July 28, 2010 at 11:00 PM") == "July 1, 2010 at 12:00 AM")
  }
}
