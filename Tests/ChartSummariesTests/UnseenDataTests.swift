import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// What the twelfth session's tries on data nobody had tuned for changed, on those charts of
/// `Fixtures/corpus/` (truth in `truth.json`, from `Scripts/corpus/truth.py`): a one-day error at
/// the high, the same fall in two lines, peaks that are not changes to rank, a unit that opens
/// with a scale word.
@Suite struct UnseenDataTests {
  /// The gold price's reading of $593.70 on day 770 (its neighbours' median $487.40) is a known
  /// error: the shape is told without it (the highest other value, $502.75 on day 769) and the
  /// reading is said as such.
  @Test func aOneDayErrorIsNotThePeak() throws {
    #expect(
      try corpusSummaryText("gold-daily-1985-1989.json")
        == "Gold rose from $306.25 on Day 1 to a peak of $502.75 on Day 769, then fell to $382.30 on Day 1,108, up 25% overall. One reading, $593.70 on Day 770, sits far above the values around it, about $487.40."
    )
  }

  /// The 127 deaths of September 2, 1854 are the peak of an outbreak, not a reading alone among
  /// calm days (its neighbours rise and fall with it), and stay the peak.
  @Test func anOutbreakPeakStaysThePeak() throws {
    let text = try corpusSummaryText("broad-street-cholera-1854.json")
    #expect(text.contains("127"), "\(text)")
    #expect(!text.contains("One reading"), "\(text)")
  }

  /// Rwanda's life expectancy of 13.2 years in 1994 is one yearly value far below its
  /// neighbours: an event of that year (the genocide), not a reading, so it stays in the shape.
  @Test func aYearlyCollapseIsAnEvent() throws {
    let text = try corpusSummaryText("rwanda-life-expectancy.json")
    #expect(text.contains("13.2 in 1994"), "\(text)")
    #expect(!text.contains("One reading"), "\(text)")
  }

  /// Christenings of boys and girls in London both halved from 1640 to 1650: one sentence.
  @Test(arguments: [
    ("en_US", "Both lines fell from 1640 to 1650: Males by 48% and Females by 49%."),
    ("de_DE", "Beide Linien fielen von 1640 bis 1650: Males um 48\u{00A0}% und Females um 49\u{00A0}%."),
    ("fr_FR", "Les deux courbes ont baissé de 1640 à 1650\u{00A0}: Males de 48\u{00A0}% et Females de 49\u{00A0}%."),
    ("es_ES", "Ambas líneas bajaron de 1640 a 1650: Males un 48\u{00A0}% y Females un 49\u{00A0}%."),
  ])
  func aFallSharedByBothLinesIsSaidOnce(locale: String, sentence: String) throws {
    let text = try corpusSummaryText("arbuthnot-christenings.json", locale: locale)
    #expect(text.contains(sentence), "\(text)")
    #expect(!text.contains("with a fall"), "\(text)")
  }

  /// Nightingale's three causes of death each peak and fall back: no "rose the most".
  @Test func peaksAreNotRankedAsChanges() throws {
    #expect(
      try corpusSummaryText("nightingale-crimea-deaths.json")
        == "From April 1854 to March 1856, Disease peaked at 2,761 deaths in January 1855 and ended at 15; Wounds peaked at 287 in November 1854 and ended at 0; Other peaked at 361 in February 1855 and ended at 35. Other ended highest, at 35 deaths."
    )
  }

  /// Austin's home sales from a January (a winter low) to a July (a summer high): the change is
  /// measured between the yearly averages (truth: 1,551.75 in 2000, 2,641.42 over the last twelve
  /// months, +70.2%), not the two months (+238%).
  @Test(arguments: [
    (
      "en_US",
      "Austin rose sharply by 70%, from an average of 1,552 sales over the first year to 2,641 over the last, with a yearly cycle of about 1,300."
    ),
    (
      "de_DE",
      "Austin: starker Anstieg um 70\u{00A0}%, von durchschnittlich 1.552 sales im ersten Jahr auf 2.641 im letzten, bei einem jährlichen Zyklus mit Schwankungen von etwa 1.300."
    ),
    (
      "fr_FR",
      "Austin\u{00A0}: forte hausse de 70\u{00A0}%, d'une moyenne de 1552 sales sur la première année à 2641 sur la dernière, avec un cycle annuel d'une amplitude d'environ 1300."
    ),
    (
      "es_ES",
      "Austin: fuerte aumento del 70\u{00A0}%, de una media de 1552 sales en el primer año a 2641 en el último, con un ciclo anual de unos 1300 de amplitud."
    ),
  ])
  func aSeasonalTrendIsMeasuredBetweenYearlyAverages(locale: String, expected: String) throws {
    let text = try corpusSummaryText("austin-home-sales.json", locale: locale)
    #expect(text.hasPrefix(expected), "\(text)")
  }

  /// "million sheep": the scale word stays after the first value.
  @Test func aScaleWordStaysWithLaterValues() throws {
    #expect(
      try corpusSummaryText("asia-sheep.json")
        == "Sheep rose sharply by 96%, from 232 million sheep in 1961 to 456 million in 2007.")
  }
}
