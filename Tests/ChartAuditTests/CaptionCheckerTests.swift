import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import ChartSummaries
import Foundation
import Testing

/// The caption fact-checker on real corpus charts: each verdict, error type and deciding fact,
/// numbers within the caption's rounding, the four languages, and the labelled evaluation set.
@Suite struct CaptionCheckerTests {
  static func context(_ identifier: String = "en_US") -> FormattingContext {
    FormattingContext(locale: Locale(identifier: identifier), timeZone: TimeZone(identifier: "UTC")!)
  }

  static func corpus(_ name: String) throws -> AXChartDescriptor {
    try ChartFile.decode(Array(try Data(contentsOf: fixtureURL("corpus/\(name)"))))
  }

  func check(_ chart: String, _ caption: String, locale: String = "en_US") throws -> CaptionCheck {
    CaptionChecker(chart: try Self.corpus(chart), context: Self.context(locale)).check(caption)
  }

  /// The claims as "verdict error: text" lines, to compare whole.
  func summary(_ check: CaptionCheck) -> [String] {
    check.claims.map { claim in
      "\(claim.sentence) \(claim.verdict.rawValue)\(claim.error.map { " " + $0.rawValue } ?? ""): \(claim.text)"
    }
  }

  // MARK: Each error type, with its fact

  @Test func categoriesValuesLabelsComparisonsAndCounts() throws {
    let result = try check(
      "population-by-continent-2007.json",
      "In 2007, Asia had 3,812 million people, more than any other continent. Europe had 929.5 million. "
        + "Africa had about 930 million, fewer than the Americas. Oceania accounted for 21% of the total. "
        + "The chart compares 6 continents. The figures come from the United Nations.")
    #expect(
      summary(result) == [
        "1 supported: Asia had 3,812 million",
        "1 supported: Asia had 3,812 million people, more",
        "2 contradicted label: Europe had 929.5 million",
        "3 supported: Africa had about 930 million",
        "3 contradicted comparison: Africa had about 930 million, fewer than the Americas",
        "4 contradicted value: Oceania accounted for 21%",
        "5 contradicted count: 6 continents",
        "6 not-checkable: The figures come from the United Nations.",
      ])
    let label = result.claims[2]
    #expect(label.fact?.text == "Europe is 586.1 million people")
    #expect(label.fact?.pointer == "/series/0/points/3")
    #expect(label.fact?.value == 586.1)
    #expect(result.claims[4].fact?.text == "Africa is 929.5 million people, Americas is 898.9 million people")
    let share = try #require(result.claims[5].fact)
    #expect(share.text == "Oceania is 0.39%")
    #expect(abs(share.value! - 24.5 / 6251 * 100) < 1e-9)
    #expect(result.claims[6].fact?.text == "5 points, 5 categories")
    // Where each claim is in the caption, in characters.
    let caption = Array(result.caption)
    for claim in result.claims { #expect(String(caption[claim.range]) == claim.text) }
    #expect(result.isContradicted)
  }

  @Test func extremesTrendsAndDatesOfAYearlySeries() throws {
    let result = try check(
      "sunspots-yearly.json",
      "Sunspot numbers peaked at 190.2 in 1947. The number was higher in 1900 than in 1957. "
        + "From 1700 to 2008 the number rose from 5 to 2.9. In 1900, the number was 9.5.")
    #expect(
      summary(result) == [
        "1 contradicted label: peaked at 190.2 in 1947",
        "2 contradicted comparison: higher in 1900 than in 1957",
        "3 contradicted trend: rose from 5 to 2.9",
        "3 supported: 5", "3 supported: 2.9",
        "4 supported: 1900, the number was 9.5",
      ])
    #expect(result.claims[0].fact?.text == "the highest value is 190.2, in 1957")
    #expect(result.claims[0].fact?.pointer == "/series/0/points/257")
    #expect(result.claims[1].fact?.text == "1900 is 9.5, 1957 is 190.2")
    #expect(result.claims[2].fact?.text == "from 5 to 2.9 is a fall")
  }

  /// The trend decision is the summarizer's: a significant Mann–Kendall trend, its direction the
  /// Theil–Sen fitted change's; a series without one leaves "rose" not checkable.
  @Test func overallTrendsFollowTheSummarizer() throws {
    let rising = try check("co2-monthly.json", "CO2 fell over the period. CO2 remained stable.")
    #expect(summary(rising) == ["1 contradicted trend: fell", "2 contradicted trend: stable"])
    #expect(rising.claims[0].fact?.text == "CO2 rises, a significant trend, from 316.1 ppm to 371.02 ppm")
    let sunspots = try check("sunspots-yearly.json", "Sunspot activity rose over the period.")
    #expect(summary(sunspots) == ["1 not-checkable: Sunspot activity rose over the period."])
    let facts = ChartSummarizer(options: SummaryOptions(context: Self.context()))
      .summarize(try Self.corpus("sunspots-yearly.json")).facts
    guard case .object(let root) = facts, case .array(let series)? = root["series"],
      case .object(let first) = series[0]
    else {
      Issue.record("no facts")
      return
    }
    #expect(first["trending"] == .bool(false))
  }

  // MARK: Rounding and hedges

  @Test func numbersMatchWithinTheCaptionsRounding() throws {
    let chart = "population-by-continent-2007.json"
    func verdict(_ caption: String) throws -> CaptionClaim.Verdict? {
      try check(chart, caption).claims.first?.verdict
    }
    // Asia is 3,812 (million people); the total is 6,251.
    #expect(try verdict("Asia had about 3,800 million people.") == .supported)
    #expect(try verdict("Asia had about 4,000 million people.") == .supported)  // 5 %: 3,800 to 4,200
    #expect(try verdict("Asia had about 4,500 million people.") == .contradicted)
    #expect(try verdict("Asia had 3.8 billion people.") == .supported)  // the unit's scale: million
    #expect(try verdict("Asia had 3.9 billion people.") == .contradicted)
    #expect(try verdict("Asia had nearly 3,900 million people.") == .supported)
    #expect(try verdict("Asia had nearly 3,800 million people.") == .contradicted)  // nearly: at most
    #expect(try verdict("Asia had more than 3,500 million people.") == .supported)
    #expect(try verdict("Asia had more than 3,900 million people.") == .contradicted)
    #expect(try verdict("Asia had 61% of the total.") == .supported)  // 60.98 %
    #expect(try verdict("Asia had 62% of the total.") == .contradicted)
  }

  // MARK: How claims are split and what a change is measured from

  /// "Category: value" lists: a colon pairs a label with its value, it does not end a sentence;
  /// a value given to the wrong category is still a label error.
  @Test func colonListsPairLabelsWithValues() throws {
    let right = try check(
      "population-by-continent-2007.json", "Africa: 929.5 million people, Americas: 898.9 million people.")
    #expect(summary(right) == ["1 supported: Africa: 929.5 million", "1 supported: Americas: 898.9 million"])
    let wrong = try check("population-by-continent-2007.json", "Africa: 586.1 million, Americas: 898.9 million.")
    #expect(summary(wrong).first == "1 contradicted label: Africa: 586.1 million")
  }

  /// A date belongs to the value before it in its clause; a later value of the clause is not
  /// about that date ("a low of $53.01 in September 2002 and ended at $125.55").
  @Test func aDateBelongsToOneValue() throws {
    let result = try check(
      "stocks-five.json", "IBM fell to a low of $53.01 in September 2002 and ended at $125.55.")
    #expect(result.count(.contradicted) == 0)
    #expect(result.count(.supported) >= 2)
    let wrong = try check("stocks-five.json", "IBM fell to a low of $53.01 in September 2002 and ended at $135.55.")
    #expect(summary(wrong).contains("1 contradicted value: 135.55"))
  }

  /// A factor or percentage measured from a value the sentence writes after the first one (a
  /// later low), in Spanish as the summarizer writes it.
  @Test func aChangeMeasuredFromALaterLow() throws {
    let caption =
      "AAPL: el valor bajó un 79 %, de 33,95 US$ en marzo de 2000 a 7,07 US$ en marzo de 2003, y luego se multiplicó por 31,5 hasta 223,02 US$ en marzo de 2010."
    let result = try check("stocks-aapl.json", caption, locale: "es_ES")
    #expect(result.count(.contradicted) == 0)
    let wrong = try check("stocks-aapl.json", caption.replacingOccurrences(of: "31,5", with: "41,5"), locale: "es_ES")
    // A wrong factor is not supported (without the dates of its base it is not checkable).
    #expect(!summary(wrong).contains { $0.hasPrefix("1 supported") && $0.contains("41,5") })
  }

  /// Figures of the summarizer's shape analysis: the mean without the outlier it leaves out, a
  /// level shift's levels at its date, the part of a whole ("6 of 120 values are missing").
  @Test func summarizerFiguresDecideClaims() throws {
    #expect(
      try check("dax-daily-returns.json", "Leaving out one reading, the average was 0.076%.").count(.contradicted) == 0)
    #expect(try check("dax-daily-returns.json", "The average was 0.5%.").count(.contradicted) == 1)
    #expect(try check("nile-flow.json", "The level dropped to about 850 in 1899.").count(.contradicted) == 0)
    #expect(try check("nile-flow.json", "The flow was about 600 in 1899.").count(.contradicted) == 1)
    let missing = try check("presidential-approval.json", "6 of 120 values are missing.")
    #expect(summary(missing).first == "1 supported: 6 of 120")
    #expect(
      summary(try check("presidential-approval.json", "9 of 120 values are missing.")).first
        == "1 contradicted count: 9 of 120")
    #expect(
      try check("new-york-ozone-1973.json", "37 valeurs sur 153 manquent.", locale: "fr_FR").count(.contradicted) == 0)
    // An interval's half-width is not a value of the data.
    #expect(
      try check(
        "clinton-lead-weekly-2016.json",
        "The interval narrows to plus or minus 1.1 percentage points on November 7, 2016."
      )
      .count(.contradicted) == 0)
  }

  // MARK: Languages

  @Test func germanFrenchAndSpanishCaptions() throws {
    let chart = "population-by-continent-2007.json"
    let german = try check(
      chart,
      "Für Asia betrug der Wert 3.812. Für Europe war der Wert höher als für Africa. Die Grafik umfasst 5 Kategorien.",
      locale: "de_DE")
    #expect(
      summary(german) == [
        "1 supported: Asia betrug der Wert 3.812",
        "2 contradicted comparison: Europe war der Wert höher als für Africa",
        "3 supported: 5 Kategorien",
      ])
    #expect(german.claims[1].fact?.text == "Europe hat 586,1 million people, Africa hat 929,5 million people")
    let french = try check(
      chart,
      "Pour Asia, la valeur était de 3 812. Africa avait la valeur la plus élevée. Le graphique couvre 7 catégories.",
      locale: "fr_FR")
    #expect(
      summary(french) == [
        "1 supported: Asia, la valeur était de 3 812",
        "2 contradicted comparison: Africa avait la valeur la plus",
        "3 contradicted count: 7 catégories",
      ])
    #expect(french.claims[1].fact?.text == "la valeur la plus haute est celle de Asia, 3812 million people")
    let spanish = try check(
      "sunspots-yearly.json", "El máximo, de 190,2, se alcanzó en 1957. De 1700 a 2008, el valor subió de 5 a 2,9.",
      locale: "es_ES")
    #expect(
      summary(spanish) == [
        "1 supported: máximo, de 190,2",
        "2 contradicted trend: subió de 5 a 2,9",
        "2 supported: 5", "2 supported: 2,9",
      ])
    #expect(spanish.claims[1].fact?.text == "de 5 a 2,9 hay una bajada")
  }

  // MARK: Captions others wrote

  /// The alt text a journalist wrote for ten corpus charts (Fixtures/corpus-checks): true, so
  /// no claim may be contradicted, and most are checked.
  /// "ended highest" ranks the series' last values, not their means: in Nightingale's data,
  /// deaths from other causes ended highest (35 in March 1856), though disease killed far more.
  @Test(arguments: [
    ("en_US", "Other ended highest.", "Disease ended highest."),
    ("de_DE", "Höchster Endwert: Other.", "Höchster Endwert: Disease."),
    ("fr_FR", "Valeur finale la plus élevée\u{00A0}: Other.", "Valeur finale la plus élevée\u{00A0}: Disease."),
    ("es_ES", "Other terminó con el valor más alto.", "Disease terminó con el valor más alto."),
  ])
  func endedHighestRanksTheLastValues(locale: String, right: String, wrong: String) throws {
    let supported = try check("nightingale-crimea-deaths.json", right, locale: locale)
    #expect(supported.count(.supported) == 1 && !supported.isContradicted, "\(summary(supported))")
    let contradicted = try check("nightingale-crimea-deaths.json", wrong, locale: locale)
    #expect(contradicted.isContradicted, "\(summary(contradicted))")
  }

  @Test func journalistsAltTextIsNotFlagged() throws {
    let data = try Data(contentsOf: fixtureURL("corpus-checks/journalist-references.json"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let references = try #require(root["references"] as? [[String: Any]])
    #expect(references.count == 10)
    var supported = 0
    for reference in references {
      let file = try #require(reference["file"] as? String)
      let text = try #require(reference["altText"] as? String)
      let result = try check(file, text)
      #expect(!result.isContradicted, "\(file): \(summary(result).filter { $0.contains("contradicted") })")
      supported += result.count(.supported)
    }
    #expect(supported >= 30)
  }

  /// AudioGraph's own summary of every corpus chart, in each language: captions the checker's
  /// author did not write. Their facts are the summarizer's, so a contradicted claim is a false
  /// flag: none may have one.
  @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES"])
  func ownSummariesAreNeverFlagged(locale: String) throws {
    var flagged: [String] = []
    var charts = 0
    for name in fixtureNames(in: "corpus", extensions: ["json"]) where name != "truth.json" {
      let chart = try Self.corpus(name)
      let summary = ChartSummarizer(options: SummaryOptions(context: Self.context(locale))).summarize(chart).summary
      let result = CaptionChecker(chart: chart, context: Self.context(locale)).check(summary)
      charts += 1
      if result.isContradicted {
        flagged.append(
          "\(name): \(result.claims.filter { $0.verdict == .contradicted }.map { CaptionReport.line($0) })")
      }
    }
    #expect(charts >= 80)
    #expect(flagged.isEmpty, "\(locale): \(flagged.count) of \(charts)\n\(flagged.joined(separator: "\n"))")
  }
}
