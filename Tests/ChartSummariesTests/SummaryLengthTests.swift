import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// How long the summaries of the real-data corpus (`Fixtures/corpus/`) are at the default
/// verbosity, in words (runs of non-whitespace, as `wc -w` counts them), in English (en_US, UTC).
///
/// A summary of more than `aim` (60) words needs a reason: the charts over it are listed in
/// `longer` with theirs. No summary may pass `cap` (80) words. The test fails when a chart
/// not listed passes 60 words, when any passes 80, and when a listed chart is 60 words or shorter
/// (then its entry goes). What keeps several lines short is the budget in the multi-series story
/// (`ShapeRules` in the ChartSummaries module: the largest fall or rise inside a series only,
/// no start values from three series on) and, for one line, no interval endpoints after a path.
@Suite struct SummaryLengthTests {
  /// The "about 60 words at the default verbosity".
  static let aim = 60
  /// The most any summary of the corpus may have, reason or not.
  static let cap = 80

  /// The charts whose standard summary has more than `aim` words, and why.
  static let longer: [String: String] = [
    "gapminder-fertility-four-countries.json":
      "four series, each with its shape (the United States as two legs, where two others bent); the unit, three words, with every value",
    "jfk-laguardia-hourly-may-2013.json":
      "two daily cycles with their highs, and how often the lines cross; a date with its hour is six words",
    "stocks-five.json": "five series, each its own clause, and which rose the most and ended highest",
    "arbuthnot-christenings.json":
      "two series, the fall both share with its dates, which rose the most, and how the gap between them changed",
    "clinton-lead-weekly-2016.json":
      "a path of three legs and a narrowing interval; two-word units (percentage points) with six values",
    "newark-wind-february-2013.json":
      "noise told as such, the extremes with their hours, and the one reading far above the rest",
    "seattle-hourly-july-2010.json":
      "a daily cycle between extremes with their hours, and the rise of the level beneath it",
    "jfk-hourly-july-2013.json":
      "a daily cycle between extremes with their hours, and the rise of the level beneath it",
    "chick-weight-diets-3-4.json":
      "two series, and whether their intervals support the difference at the end, and how they widen",
    "stocks-aapl-log.json": "a crash, the recovery past the earlier high, and the growth rate on the logarithmic axis",
    "australia-arrivals-by-country.json":
      "four series, one with the fall inside its rise, one with its cycle, and quarters with their years",
    "australia-beer-production.json":
      "a yearly cycle between its extremes, the level's rise beneath it, and the year its average peaked",
    "orange-tree-growth.json": "five series, each its own clause, and which rose the most",
  ]

  static let files: [String] = fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" }

  static func words(_ text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).count
  }

  @Test(arguments: files)
  func summaryKeepsToItsLength(_ file: String) throws {
    let text = try CorpusCase(file, match: []).summaryText()
    let count = Self.words(text)
    #expect(count <= Self.cap, "\(file): \(count) words, more than \(Self.cap):\n\(text)")
    if let reason = Self.longer[file] {
      #expect(count > Self.aim, "\(file): \(count) words now; remove its entry (\(reason))")
    } else {
      #expect(count <= Self.aim, "\(file): \(count) words, more than \(Self.aim), and no reason listed:\n\(text)")
    }
  }

  /// German, French and Spanish say the same facts in more words than English: the median ratio
  /// of their words to English's over this corpus, measured 2026-11-28 (words with a letter or
  /// digit, so French's spaced ":" is no word): German 1.06, French 1.09, Spanish 1.16. Spoken
  /// by espeak-ng at its default rate the three take 0.85 to 1.25 times English's time.
  static let languageRatios: [(locale: String, ratio: Double)] = [("de_DE", 1.06), ("fr_FR", 1.09), ("es_ES", 1.16)]

  /// Summaries over their language's aim whose English is not: file and locale, and why.
  static let longerInLanguage: [String: String] = [
    "burtin-three-antibiotics.json fr_FR":
      "three series of two-word Latin names; French says 'a la valeur la plus élevée' where English says 'is highest'",
    "jnj-quarterly-earnings-log.json es_ES":
      "four quarters in prose, 'el cuarto trimestre de 1980' (five words) for English's 'Q4 1980'",
    "us-personal-saving-rate.json fr_FR":
      "three changes in 'points de pourcentage' (three words, where English says two), and 'soit une diminution'",
  ]

  static func spokenWords(_ text: String) -> Int {
    text.split(whereSeparator: \.isWhitespace).filter { $0.contains { $0.isLetter || $0.isNumber } }.count
  }

  /// The other languages keep in step: a summary passes its language's aim (60 words times the
  /// ratio) only where the English one has a listed reason (or it has its own, in
  /// `longerInLanguage`), and never its cap (80 times the ratio).
  @Test(arguments: files)
  func otherLanguagesKeepInStep(_ file: String) throws {
    for (locale, ratio) in Self.languageRatios {
      let text = try CorpusCase(file, match: []).summaryText(locale: locale)
      let count = Self.spokenWords(text)
      let aim = Int((Double(Self.aim) * ratio).rounded())
      let cap = Int((Double(Self.cap) * ratio).rounded())
      #expect(count <= cap, "\(file) in \(locale): \(count) words, more than \(cap):\n\(text)")
      if let reason = Self.longerInLanguage["\(file) \(locale)"] {
        #expect(count > aim, "\(file) in \(locale): \(count) words now; remove its entry (\(reason))")
      } else if Self.longer[file] == nil {
        #expect(count <= aim, "\(file) in \(locale): \(count) words, more than \(aim), and no reason listed:\n\(text)")
      }
    }
  }

  /// Of several falls or rises inside the series, the standard summary says the largest (AMZN's
  /// 91% from February 2000 to September 2001, not AAPL's 79% from March 2000 to March 2003); the
  /// detailed one says both.
  @Test func severalLinesSayTheLargestFallInside() throws {
    let standard = try CorpusCase("stocks-five.json", match: []).summaryText()
    #expect(standard.contains("AMZN rose sharply by 100% to $128.82, with a fall of 91% from $68.87 in February 2000"))
    #expect(standard.contains("AAPL rose sharply by 760% to $223.02; "))
    let detailed = try CorpusCase("stocks-five.json", .detailed, match: []).summaryText()
    #expect(detailed.contains("AAPL rose sharply by 760%, from $25.94 to $223.02, with a fall of 79% from $33.95"))
    #expect(detailed.contains("with a fall of 91% from $68.87 in February 2000"))
  }

  /// Series told as cycles are not ranked by their first and last values (two phases of a
  /// daily cycle): no "JFK rose the most, by 13.14 degrees Fahrenheit".
  @Test func cyclesAreNotRanked() throws {
    let text = try CorpusCase("jfk-laguardia-hourly-may-2013.json", match: []).summaryText()
    #expect(text.contains("daily cycle"))
    #expect(!text.contains("the most"))
  }

  /// A path that says no overall change is not followed by whether the intervals at its two ends
  /// overlap, short of the detailed verbosity; its first leg spans at least two steps (no dip of
  /// one week from 4.07 to 2.77 points before the rise to the peak).
  @Test func aPathWithoutAnOverallChangeSaysNoIntervalEndpoints() throws {
    let standard = try CorpusCase("clinton-lead-weekly-2016.json", match: []).summaryText()
    #expect(standard.hasPrefix("Clinton minus Trump rose from 4.07 percentage points on December 28, 2015 to a peak"))
    #expect(standard.contains("The 95% interval narrows"))
    #expect(!standard.contains("overlap"))
    let detailed = try CorpusCase("clinton-lead-weekly-2016.json", .detailed, match: []).summaryText()
    #expect(detailed.contains("overlap, so this change is within the uncertainty."))
  }

  @Test func theListedChartsAreInTheCorpus() {
    for file in Self.longer.keys { #expect(Self.files.contains(file), "\(file) is not in Fixtures/corpus") }
    #expect(Self.files.count >= 80)
  }

  @Test func wordsAreCountedAsWcDoes() {
    #expect(Self.words("Iran fell the most, by 72%.") == 6)
    #expect(Self.words("  From 1960 to 2015,\nall fell. ") == 6)
  }
}
