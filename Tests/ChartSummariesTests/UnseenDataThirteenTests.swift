import AudioGraphTestSupport
import Foundation
import Testing
import TrendStatistics

@testable import ChartAccessibility
@testable import ChartSummaries

/// What the thirteenth session's tries on data nobody had tuned for changed, on those charts of
/// `Fixtures/corpus/` (truth in `truth.json`, from `Scripts/corpus/truth.py`): a fall against a
/// rise inside one of several lines, a fall inside a rise that spans it, growth rates that are
/// noise, a yearly average that peaked mid-way, years before the common era, x axes that name
/// their unit, zero of a scaled unit, and where the missing values are.
@Suite struct UnseenDataThirteenTests {
  /// Japan's arrivals rose from 14.8 to 101.9 thousand, but fell by 77% from their high of 1997:
  /// its clause says the fall, and it is not ranked as the line that "rose the most" (it ended
  /// far below that high). The summary keeps to its word budget: "NZ ended highest" goes.
  @Test func aFallAgainstTheRiseIsSaidAndNotRanked() throws {
    #expect(
      try corpusSummaryText("australia-arrivals-by-country.json")
        == "From Q1 1981 to Q3 2012, Japan rose sharply by 590% to 101.9 thousand arrivals, with a fall of 77% from 228 thousand in Q3 1997 to 53 thousand in Q2 2011; NZ rose sharply by 551% to 320 thousand; UK rose and fell in a yearly cycle of about 61 thousand, up to 269 thousand in Q4 2006; US rose sharply by 230% to 107 thousand. NZ rose the most, by 551%."
    )
    // Apple's fall of 2000–2003 started at $33.95 and it ended at $223.02: still ranked.
    #expect(try corpusSummaryText("stocks-five.json").contains("AAPL rose the most, by 760%."))
  }

  /// A rise that spans the whole chart (83 users at minute 7 to 228 at minute 97, around a start
  /// of 88 and an end of 220) is the overall change again; the fall inside it is the news.
  @Test func theFallInsideARiseThatSpansItIsTheNews() throws {
    #expect(
      try corpusSummaryText("internet-users-per-minute.json")
        == "Users rose sharply by 150%, from 88 users at Minute 1 to 220 at Minute 100, with fluctuations. It fell 52% from 175 users at Minute 50 to 84 at Minute 68."
    )
  }

  @Test func aRiseAroundAFallGivesWayToIt() {
    let rise = Excursion(startIndex: 6, endIndex: 96, startValue: 83, endValue: 228)
    let fall = Excursion(startIndex: 49, endIndex: 67, startValue: 175, endValue: 84)
    #expect(SummaryWriter.innerExcursion(fall: fall, rise: rise, rising: true)?.0 == fall)
    #expect(SummaryWriter.innerExcursion(fall: fall, rise: rise, rising: true)?.1 == true)
    // Side by side, neither spans the other.
    let later = Excursion(startIndex: 70, endIndex: 96, startValue: 84, endValue: 228)
    #expect(SummaryWriter.innerExcursion(fall: fall, rise: later, rising: true) == nil)
  }

  /// US consumption's quarterly change: τ = −0.14 (p = 0.004), but a line explains 2.5% of it and
  /// moves by 9% of the range, and its lag-1 autocorrelation is 0.35: noise, as its income is.
  @Test func growthRatesWithATrendTooSmallToSeeAreNoise() throws {
    #expect(
      try corpusSummaryText("us-consumption-income-change.json").hasPrefix(
        "From Q1 1970 to Q3 2016, Consumption scattered around 0.75 percent with no trend; Income scattered around 0.72 with no trend."
      ))
  }

  /// Australia's beer production: the yearly average rose from 258 megalitres (1956) to 508
  /// (1981) and fell back to 424; in each language.
  @Test(arguments: [
    ("en_US", "The yearly average peaked at 508 megalitres in 1981."),
    ("de_DE", "Der Jahresdurchschnitt erreichte im Jahr 1981 seinen Höchststand mit 508 megalitres."),
    ("fr_FR", "Le niveau moyen annuel a culminé à 508 megalitres en 1981."),
    ("es_ES", "El nivel medio anual llegó a 508 megalitres en 1981, su punto más alto."),
  ])
  func aYearlyAverageThatPeakedMidWayIsSaid(locale: String, sentence: String) throws {
    let text = try corpusSummaryText("australia-beer-production.json", locale: locale)
    #expect(text.hasSuffix(sentence), "\(text)")
  }

  /// Austin's home sales rose 70% beneath their yearly cycle, but the yearly average fell from
  /// 2,524 a month in 2006 to 1,656 in 2010 (the housing crash) before it rose again.
  @Test(arguments: [
    ("en_US", "Beneath the yearly cycle, the level fell from an average of 2,524 sales in 2006 to 1,656 in 2010."),
    ("de_DE", "Der Jahresdurchschnitt sank von 2.524 sales im Jahr 2006 auf 1.656 im Jahr 2010."),
    ("fr_FR", "Le niveau moyen annuel est descendu de 2524 sales en 2006 à 1656 en 2010."),
    ("es_ES", "El nivel medio anual bajó de 2524 sales en 2006 a 1656 en 2010."),
  ])
  func aFallOfTheYearlyAverageInsideARiseIsSaid(locale: String, sentence: String) throws {
    let text = try corpusSummaryText("austin-home-sales.json", locale: locale)
    #expect(text.hasSuffix(sentence), "\(text)")
  }

  /// Years before the common era are years: no digit grouping, named as a year.
  @Test(arguments: [
    ("en_US", "The high of 1.908 was in the year minus 3816 and the low of 0 in the year minus 4606."),
    ("de_DE", "Der Höchstwert von 1,908 wurde im Jahr minus 3816 erreicht, der Tiefstwert von 0 im Jahr minus 4606."),
    ("fr_FR", "Le maximum de 1,908 a été atteint en l'an moins 3816 et le minimum de 0 en l'an moins 4606."),
    ("es_ES", "El máximo de 1,908 se alcanzó en el año menos 3816 y el mínimo de 0 en el año menos 4606."),
  ])
  func yearsBeforeTheCommonEraAreYears(locale: String, sentence: String) throws {
    let text = try corpusSummaryText("bristlecone-tree-rings-before-2000-bc.json", locale: locale)
    #expect(text.hasSuffix(sentence), "\(text)")
  }

  @Test func negativeYearAxesAreRecognised() {
    #expect(AXNumericDataAxisDescriptor.valuesArePlausibleYears([-6000, -2001]))
    #expect(AXNumericDataAxisDescriptor.valuesArePlausibleYears([-6000, 1979]))
    #expect(AXNumericDataAxisDescriptor.valuesArePlausibleYears([1810, 2020]))
    // Years before and after an event, and counted years, are not calendar years.
    #expect(!AXNumericDataAxisDescriptor.valuesArePlausibleYears([-5, 5]))
    #expect(!AXNumericDataAxisDescriptor.valuesArePlausibleYears([1, 10]))
    #expect(!AXNumericDataAxisDescriptor.valuesArePlausibleYears([-1500.5, 10]))
  }

  /// An x title's unit in parentheses goes after each value; a two-word title ending in a counted
  /// unit counts it.
  @Test func xTitlesThatNameTheirUnit() throws {
    #expect(
      try corpusSummaryText("mercury-vapor-pressure.json")
        == "Pressure rose sharply by a factor of 4,030,000, from 0.0002 millimetres of mercury at 0 °C to 806 at 360 °C."
    )
    #expect(try corpusSummaryText("orange-tree-growth.json").hasPrefix("From 118 days to 1,582 days, Tree 1 rose"))
    #expect(
      try corpusSummaryText("google-closing-price.json")
        == "Google rose sharply by 107%, from $392.83 on Trading day 1 to $813.67 on Trading day 1,000.")
    #expect(XWriter.titleUnit("Temperature (°C)") == "°C")
    #expect(XWriter.titleUnit("Age (days)") == "days")
    #expect(XWriter.titleUnit("Price ($)") == nil)
    #expect(XWriter.titleUnit("Dose (2 mg)") == nil)
    #expect(XWriter.titleUnit("(days)") == nil)
    #expect(XWriter.withUnit("1", "days", 1) == "1 day")
    #expect(XWriter.withUnit("45", "%", 45) == "45%")
    #expect(XWriter.countedWord("Trading day") == "day")
    #expect(XWriter.countedWord("Hour of day") == nil)
    #expect(XWriter.countedWord("Day") == "day")
  }

  /// Zero of a unit with a scale word is zero, and where the few missing values are is said.
  @Test func zeroOfAScaledUnitAndTheMissingYears() throws {
    let economy = try corpusSummaryText("melbourne-sydney-economy.json")
    #expect(economy.contains("then fell to a low of 0 on August 27, 1989,"), "\(economy)")
    #expect(!economy.contains(" 0 thousand"), "\(economy)")
    #expect(
      try corpusSummaryText("olympic-400m-men.json")
        == "Winning time fell by 21%, from 54.2 seconds in 1896 to 43.03 in 2016. 3 of 31 values are missing: 1916, 1940 and 1944."
    )
    #expect(SummaryFormatter.endsWithZero("a low of 0"))
    #expect(SummaryFormatter.endsWithZero("a low of 0,00"))
    #expect(!SummaryFormatter.endsWithZero("a low of 10"))
    #expect(!SummaryFormatter.endsWithZero("a low of 0.5"))
  }

  /// The highest and lowest whole cycles beneath a cycle of four: means 2.5, 6.5 (a bump) and 3.5.
  @Test func theHighestAndLowestCycles() throws {
    var y: [Double] = []
    for level in [1.0, 5.0, 2.0] { y += [level, level + 1, level + 2, level + 3] }
    let change = try #require(SeasonalChange(t: (0..<12).map(Double.init), y: y, period: 4))
    #expect(change.highestCycle.start == 4 && change.highestCycle.mean == 6.5)
    #expect(change.lowestCycle.start == 0 && change.lowestCycle.mean == 2.5)
  }
}
