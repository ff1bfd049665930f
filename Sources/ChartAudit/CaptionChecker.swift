public import ChartAccessibility
import ChartSummaries
import Foundation

/// Fact-checks a caption (alt text, a summary, a sentence of an article) against a chart's data,
/// sentence by sentence.
///
/// The caption is read as the audit reads an author's summary (the same tokens, word lists,
/// number conventions and checks; see the summary checks of ``ChartAuditor``), in English,
/// German, French and Spanish at once. Each sentence gives its claims:
///
/// - **Values.** A number (not a date, a time or a count) is compared with the values it is
///   about: the point of a category or date named in its sentence ("Asia, 3,812 million"; "in
///   1957, 190.2"; "in March 1955"), of the series named there (or of any series), or the
///   series' extreme, mean or median when a word of one comes before it ("peaked at", "a low
///   of", "averaged", "Höchststand von", "pic de", "máximo de", …). A percentage on an axis that
///   is not in percent is also compared with the category's share of the total, and a
///   percentage after "by" with the change between the dates named. Without such words the
///   number must be a value of the data or one of the summarizer's figures (a first or last
///   value, a change, a percent change, an extreme, mean or median, a total, a gap between two
///   series). A number that matches a value elsewhere (another category, date or series) is a
///   **label** error; one that matches nothing a **value** error.
/// - **Rounding.** A number matches within half a unit of its last written digit ("1.2 million"
///   is 1,150,000 to 1,249,999). After "about", "around", "roughly", "etwa", "environ",
///   "aproximadamente", … it matches within 5 % or half a unit of its last non-zero digit,
///   whichever is larger ("about 300" is 250 to 350); after "nearly", "almost", "fast",
///   "presque", "casi", … the value is at most the number and at least 90 % of it; after "over",
///   "more than", "über", "plus de", "más de", … at least the number and at most 125 % of it;
///   after "under", "less than", "unter", "moins de", "menos de", … at most the number and at
///   least 80 % of it. Fractions in words ("half", "a third", "a quarter", "two thirds", "three
///   quarters" and the other languages' words) are percentages within two points.
/// - **Extremes at a date.** "peaked at N in 1957", "the lowest value came in 1810": the date
///   must be the extreme's (a **label** error otherwise).
/// - **Trends.** A word of rising or falling (the audit's words) is compared with the change
///   between its sentence's "from A to B" (values or dates) or, without one, with the
///   summarizer's trend decision for the named series (a significant Mann–Kendall trend, its
///   direction the sign of the Theil–Sen fitted change): against it is a **trend** error; a
///   series without a significant trend makes the word not checkable. "stable", "flat",
///   "steady", "unchanged" ("stabil", "stable", "estable", …) against a significant trend is a
///   trend error too.
/// - **Comparisons.** "higher", "more", "larger", "lower", "fewer", … between two categories or
///   series (at the date named, else by their means), and "the highest", "the most", "the
///   lowest", … of one category or series, compared with the data's order: against it is a
///   **comparison** error.
/// - **Counts.** The audit's count check ("12 months", "5 categories", "3 series"), also with
///   the x axis' noun ("5 continents" on an axis titled "Continent"): a **count** error.
///
/// - **Numbers about the data set, not values.** As data sets are documented: a base or exponent
///   of a unit's power ("in 10^8 m^3"), a number after a reference word ("Table 1", "p.249"), a
///   length ("of length 100"), a number of variables, columns or rows ("on 2 variables"), a
///   threshold after "exceed" ("which exceed 10,000 square miles"), and, on a chart over years,
///   the values of a sentence that names a year outside the chart's ("The values for the first
///   six months of 1979 are …" on a chart that ends in 1978): none is compared with the data.
///
/// A sentence with none of these is one claim that is not checkable. The facts come from the
/// summarizer (`ChartSummary.facts`) so the checker and the summary never disagree about a trend
/// or an extreme.
public struct CaptionChecker {
  public let chart: AXChartDescriptor
  /// The locale numbers are read first in (the caption may be in any of the four languages) and
  /// the language of the facts' text.
  public let context: FormattingContext
  let consistency: SummaryConsistency
  let data: CaptionData

  public init(chart: AXChartDescriptor, context: FormattingContext = .default) {
    self.chart = chart
    self.context = context
    let facts = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).facts
    var consistency = SummaryConsistency(chart: chart, facts: facts, context: context)
    let data = CaptionData(chart: chart, facts: facts, context: context)
    consistency.yearAxisSpan = data.yearAxisSpan
    self.consistency = consistency
    self.data = data
  }

  /// The caption's claims with their verdicts.
  public func check(_ caption: String) -> CaptionCheck {
    let tokens = SummaryConsistency.tokens(caption, locale: context.locale, colonEndsSentence: false)
    let characters = Array(caption)
    var claims: [CaptionClaim] = []
    let sentences = Dictionary(grouping: tokens.indices, by: { tokens[$0].sentence })
    for (number, sentence) in sentences.keys.sorted().enumerated() {
      let indices = sentences[sentence]!
      let reader = SentenceReader(
        checker: self, tokens: tokens, indices: indices, characters: characters, number: number + 1,
        counts: consistency.countClaims(
          indices.map { tokens[$0] }, extraNouns: data.countNouns, unitNouns: data.unitNouns))
      let found = reader.claims()
      if found.isEmpty {
        let range = reader.sentenceRange
        claims.append(
          CaptionClaim(
            sentence: number + 1, text: String(characters[range]).trimmingCharacters(in: .whitespaces),
            range: range, verdict: .notCheckable))
      } else {
        claims += found
      }
    }
    return CaptionCheck(caption: caption, claims: claims)
  }

  /// A chart's captions, one per line (empty lines skipped), each checked on its own.
  public func checkLines(_ text: String) -> [(line: Int, check: CaptionCheck)] {
    text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
      let caption = line.trimmingCharacters(in: .whitespacesAndNewlines)
      return caption.isEmpty ? nil : (index + 1, check(String(line.hasSuffix("\r") ? line.dropLast() : line)))
    }
  }
}
