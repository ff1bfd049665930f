import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility
@testable import ChartSummaries

/// What the sixteenth session's tries on data nobody had tuned for changed, on those charts of
/// `Fixtures/corpus/` (truth in `truth.json`, from `Scripts/corpus/truth.py`): a fall and a
/// recovery whose readings at both turns are one-month spikes are told between the levels
/// around them.
@Suite struct UnseenDataSixteenTests {
  /// The US personal saving rate, monthly, 1967–2015: its largest fall starts at 17.3% in May
  /// 1975 (a tax rebate) and its recovery ends at 12% in December 2012 (dividends paid early
  /// before a tax change), each a month far from the three months on either side (truth
  /// `levels`: `endDeparture` 0.44 and 0.97 of the moves between their surroundings). Among the
  /// medians of 52 blocks of 11 months (pandas), the fall runs from 13.3% (the block around
  /// September 1970) to 3.1% (July 2005) and the rise to 8.2% (November 2012); a level is
  /// placed by its year, so no single month is claimed (July 2005 itself was 2.2%), and the
  /// caption checker finds each level among its year's months.
  @Test func aFallAndARecoveryBetweenSpikesAreToldBetweenLevels() throws {
    #expect(
      try corpusSummaryText("us-personal-saving-rate.json")
        == "Saving rate fell from 12.6% in July 1967 to 7.6% in April 2015, a decrease of 5 percentage points. It fell 10.2 percentage points from about 13.3% in 1970 to about 3.1% in 2005, then rose 5.1 percentage points to about 8.2% in 2012, still below its earlier high. One unusual value: 17.3% in May 1975."
    )
    #expect(
      try corpusSummaryText("us-personal-saving-rate.json", locale: "de_DE").contains(
        "Zwischenzeitlich fiel der Wert um 10,2 Prozentpunkte von etwa 13,3\u{00A0}% im Jahr 1970 auf etwa 3,1\u{00A0}% im Jahr 2005, danach stieg er um 5,1 Prozentpunkte auf etwa 8,2\u{00A0}% im Jahr 2012, noch unter dem früheren Hoch."
      ))
    #expect(
      try corpusSummaryText("us-personal-saving-rate.json", locale: "fr_FR").contains(
        "passant d'environ 13,3\u{00A0}% en 1970 à environ 3,1\u{00A0}% en 2005, puis a augmenté de 5,1 points de pourcentage jusqu'à environ 8,2\u{00A0}% en 2012"
      ))
    #expect(
      try corpusSummaryText("us-personal-saving-rate.json", locale: "es_ES").contains(
        "de aproximadamente 13,3\u{00A0}% en 1970 a aproximadamente 3,1\u{00A0}% en 2005, y luego subió 5,1 puntos porcentuales hasta aproximadamente 8,2\u{00A0}% en 2012"
      ))
  }

  /// Blocks of 2·half + 1 values, each placed at its middle; a short last block joins the one
  /// before it.
  @Test func blockMedians() {
    let ys: [Double] = [1, 9, 2, 3, 4, 20, 5, 6]
    let blocks = SummaryWriter.blockMedians(ys, half: 1)
    // [1, 9, 2] → 2 at 1; [3, 4, 20] → 4 at 4; [5, 6] (2 ≥ half + 1 values) → 5.5 at 6.
    #expect(blocks.map(\.index) == [1, 4, 6])
    #expect(blocks.map(\.value) == [2, 4, 5.5])
    // [1, 9, 2, 3, 4] → 3 at 2; the last 3 values (half + 1 of them) stay a block: 6 at 6.
    #expect(SummaryWriter.blockMedians(ys, half: 2).map(\.value) == [3, 6])
    // 3 leftover values (under half + 1 = 4) join the block of 7 before them: one block of 10,
    // placed at index 4, median 5.5.
    let joined = SummaryWriter.blockMedians(Array(ys.prefix(7)) + [6, 7, 8], half: 3)
    #expect(joined.map(\.index) == [4] && joined.map(\.value) == [5.5])
    #expect(SummaryWriter.blockMedians([], half: 2).isEmpty)
    #expect(SummaryWriter.blockMedians([4], half: 0).map(\.value) == [4])
  }
}

/// A path's low held for weeks: the pilots' dispute of 1989 stopped economy flights between
/// Melbourne and Sydney for seven weeks (truth: seven weekly readings of 0, August 27 to
/// October 8, 1989; the next, October 15, is 11.6 thousand).
@Suite struct HeldStopTests {
  @Test func aLowHeldForWeeksSaysHowLong() throws {
    #expect(
      try corpusSummaryText("melbourne-sydney-economy.json")
        == "Economy class rose from 20 thousand passengers on June 28, 1987 to a high of 26.72 thousand on September 25, 1988, then fell to a low of 0 on August 27, 1989, where it stayed for 7 weeks, then rose to a peak of 32 thousand on September 29, 1991, and ended at 28 thousand on November 22, 1992."
    )
    #expect(
      try corpusSummaryText("melbourne-sydney-economy.json", locale: "de_DE").contains(
        "dann Rückgang auf einen Tiefststand von 0 am 27. August 1989, dort 7 Wochen lang, dann Anstieg")
    )
    #expect(
      try corpusSummaryText("melbourne-sydney-economy.json", locale: "fr_FR").contains(
        "0 le 27 août 1989, maintenu pendant 7 semaines, puis hausse")
    )
    #expect(
      try corpusSummaryText("melbourne-sydney-economy.json", locale: "es_ES").contains(
        "0 el 27 de agosto de 1989, donde se mantuvo durante 7 semanas, luego aumento")
    )
  }
}
