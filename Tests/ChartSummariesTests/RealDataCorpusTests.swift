import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// The summary of every chart of real public data in `Fixtures/corpus/` states what the data does
/// and nothing false.
///
/// The truth behind each pattern was computed independently of this package by
/// `Scripts/corpus/truth.py` (pandas, NumPy, SciPy) and is committed as
/// `Fixtures/corpus/truth.json`; the comment above each pattern quotes the fact it checks. The
/// patterns describe facts, not whole sentences, so the wording can improve without breaking them:
/// numbers allow the rounding variants that are still true (`1,565(\.15)?`), and each case keeps to
/// the few things a careful sighted reader would say first. Summaries are written in en_US; the
/// time zone is UTC unless a case says otherwise.
@Suite struct RealDataCorpusTests {
  @Test(arguments: CorpusCase.all)
  func summaryTellsTheTruth(_ corpusCase: CorpusCase) throws {
    let text = try corpusCase.summaryText()
    var problems: [String] = []
    for pattern in corpusCase.mustMatch where try CorpusCase.firstMatch(of: pattern, in: text) == nil {
      problems.append("does not say /\(pattern)/")
    }
    for pattern in corpusCase.mustNotMatch + CorpusCase.neverSaid {
      if let found = try CorpusCase.firstMatch(of: pattern, in: text) {
        problems.append("says \"\(found)\", against /\(pattern)/")
      }
    }
    if !problems.isEmpty {
      Issue.record(
        "\(corpusCase.testDescription):\n- \(problems.joined(separator: "\n- "))\nThe summary:\n\(text)")
    }
  }

  /// Every pattern is a valid regular expression (so a typo cannot pass as "not matched").
  @Test func everyPatternCompiles() throws {
    for corpusCase in CorpusCase.all {
      for pattern in corpusCase.mustMatch + corpusCase.mustNotMatch + CorpusCase.neverSaid {
        _ = try CorpusCase.firstMatch(of: pattern, in: "")
      }
    }
  }

  /// Every chart of the corpus has a case, and every case names a chart that exists.
  @Test func everyChartHasACase() throws {
    let files = Set(fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" })
    // The shape charts' checks are data (Fixtures/corpus-checks), read by ShapeCorpusTests.
    let covered = Set(CorpusCase.all.map(\.file)).union(ShapeCheck.all.map(\.corpusCase.file))
    #expect(files.count >= 45)
    #expect(files.subtracting(covered).sorted() == [])
    #expect(covered.subtracting(files).sorted() == [])
  }

  /// The committed truth covers exactly the committed charts.
  @Test func truthCoversEveryChart() throws {
    let data = try Data(contentsOf: fixtureURL("corpus/truth.json"))
    let truth = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let files = Set(fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" })
    #expect(Set(truth.keys) == files)
  }
}

/// One chart of the corpus, how it is summarized, and what its summary must and must not say.
struct CorpusCase: Sendable, CustomTestStringConvertible {
  var file: String
  var verbosity: SummaryOptions.Verbosity
  var timeZone: String
  /// Regular expressions (ICU syntax, see ``firstMatch(of:in:)``) the text must match: true facts.
  var mustMatch: [String]
  /// Regular expressions the text must not match: falsehoods and unspeakable forms.
  var mustNotMatch: [String]

  init(
    _ file: String, _ verbosity: SummaryOptions.Verbosity = .standard, timeZone: String = "UTC",
    match mustMatch: [String], notMatch mustNotMatch: [String] = []
  ) {
    self.file = file
    self.verbosity = verbosity
    self.timeZone = timeZone
    self.mustMatch = mustMatch
    self.mustNotMatch = mustNotMatch
  }

  var testDescription: String {
    "\(file)" + (verbosity == .standard ? "" : " \(verbosity)") + (timeZone == "UTC" ? "" : " \(timeZone)")
  }

  /// The summary (standard, brief) or the summary and Chart Details lines (detailed), one per line,
  /// in `locale`'s language (the chart read in it too).
  func summaryText(locale: String = "en_US") throws -> String {
    let zone = try #require(TimeZone(identifier: timeZone))
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: zone)
    let chart = try ChartFile.read(path: fixtureURL("corpus/\(file)").path, context: context)
    let summary = ChartSummarizer(options: SummaryOptions(context: context, verbosity: verbosity)).summarize(chart)
    return ([summary.summary] + (verbosity == .detailed ? summary.detailLines : [])).joined(separator: "\n")
  }
}

// MARK: - Pattern pieces

extension CorpusCase {
  /// The first text in `text` that `pattern` matches, or `nil`.
  ///
  /// Patterns are ICU regular expressions (`NSRegularExpression`: lookahead and lookbehind,
  /// inline `(?i)`), case-sensitive unless they say `(?i)`. In patterns, `…` stands for any
  /// text within one sentence: no sentence end and no line break, where a period followed by a
  /// digit is a decimal point ("fell 57% from a peak of 1,565.15 on …" stays one sentence).
  static func firstMatch(of pattern: String, in text: String) throws -> String? {
    let expanded = pattern.replacingOccurrences(of: "…", with: #"(?:[^.\n]|\.(?=\d))*?"#)
    let regex = try NSRegularExpression(pattern: expanded)
    guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
      let range = Range(match.range, in: text)
    else { return nil }
    return String(text[range])
  }

  /// Forms no summary of any chart may contain.
  static let neverSaid: [String] = [
    // Scientific notation is not speakable: "1.286 × 10^-7", "1.3e-07".
    #"×\s?10\^|\d[eE][-+]?\d"#,
    // A change that rounds to nothing, or a singular spoken as plural.
    #"(?<![\d.,])0 percentage points|(?<![\d.,])1 percentage points"#,
    // "at July 28, 2010 at 4:00 PM": a day takes "on".
    #"\bat (January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}"#,
    // Years are never grouped or titled: "Year 1,810".
    #"\bYear \d,\d{3}\b"#,
    // Non-finite numbers.
    #"\bNaN\b|\binf(inity)?\b"#,
  ]

  static let yearlyCycle =
    #"(?i)\b(yearly|annual|seasonal|12-month) (cycle|pattern|swing|rhythm)|\bcycles? of (about )?(one|a|1) year|(repeats|peaks|rises and falls) (about )?(every|each) year"#
  static let dailyCycle =
    #"(?i)\b(daily|24-hour|day-night) (cycle|pattern|swing|rhythm)|\bcycles? of (about )?(one|a|1) day|(repeats|peaks|rises and falls) (about )?(every|each) day"#
  /// Any percent: wrong where zero is not a meaningful origin (degrees, feet above a datum).
  static let anyPercent = #"\d%"#
  /// Trend words: wrong for unordered categories.
  static let trendWords = #"(?i)\b(rose|fell|increas\w*|decreas\w*|trend)\b"#
  /// A number-of-months date where the data is quarterly ("April 1980" for 1980 Q2).
  static func quarter(_ q: Int, _ year: Int) -> String {
    let ordinal = ["first", "second", "third", "fourth"][q - 1]
    return #"(Q\#(q) \#(year)|\#(year) Q\#(q)|\#(ordinal) quarter of \#(year))"#
  }
  /// All of `names`, anywhere in the text.
  static func allNamed(_ names: [String]) -> String {
    "^" + names.map { "(?=[\\s\\S]*\\b\($0)\\b)" }.joined()
  }
}

// MARK: - The cases

extension CorpusCase {
  static let all: [CorpusCase] =
    stocks + indexes + co2 + temperatures + classics + quarterly + scatters
    + categories + detailed + otherTimeZones

  static let stocks: [CorpusCase] = [
    CorpusCase(
      "stocks-five.json",
      match: [
        // truth: five series AAPL, GOOG, MSFT, AMZN, IBM; each gets its own clause
        allNamed(["AAPL", "GOOG", "MSFT", "AMZN", "IBM"]),
        // truth: ranking by percentChange: AAPL +759.75% (GOOG +447.2%, AMZN +99.5%, IBM +24.9%, MSFT -27.7%)
        #"AAPL rose the most…\b(760|759\.8)%"#,
        // truth: endedHighest GOOG, last $560.19 in March 2010
        #"GOOG ended (the )?highest…\$560(\.19)?"#,
        // truth: MSFT ranged from $15.81 (February 2009) to $43.22 (March 2000), range 27.41, under
        // a tenth of the chart's range ($5.97 to $707.00), with no trend (Kendall p = 0.062): flat
        // beside the others, but never "near" one value of its own (its median is about $24)
        #"MSFT fluctuated between \$15\.81 and \$43\.22"#,
      ],
      notMatch: [
        // truth: GOOG rose 447%, less than AAPL's 760%
        #"GOOG rose the most"#,
        // truth: MSFT's range, 27.41, is more than its median: "near" one value would mislead
        #"MSFT stayed near"#,
      ]),
    CorpusCase(
      "stocks-aapl.json",
      match: [
        // truth: first $25.94 (January 2000), last $223.02 (March 2010), change +759.75%
        #"\$25\.94"#,
        #"\$223(\.02)?\b"#,
        #"\b(760|759\.8)%"#,
        // truth: largestPercentFall 79.2% from $33.95 (March 2000) to $7.07 (March 2003)
        #"\b(79|79\.2)%"#,
        #"\$7\.07 in March 2003"#,
      ],
      notMatch: [
        // truth: $25.94 and $7.07 keep their cents
        #"\$26 in January 2000|\$7 in March 2003"#
      ]),
    CorpusCase(
      "stocks-amzn.json",
      match: [
        // truth: largestPercentFall 91.3% from $68.87 (February 2000) to $5.97 (September 2001)
        #"\b(91|91\.3)%"#,
        #"\$68\.87"#,
        #"\$5\.97 in September 2001"#,
        // truth: then largestRise to the high of $135.91 in November 2009
        #"\$(135\.91|136) in November 2009"#,
      ],
      notMatch: [
        // truth: the low is $5.97, not $6
        #"\$6 in September 2001"#
      ]),
    CorpusCase(
      "stocks-goog.json",
      match: [
        // truth: $102.37 (August 2004) to $560.19 (March 2010), +447.2%
        #"\b(447|447\.2)%"#,
        // truth: max $707.00 in October 2007, then largestFall 58.6% to $292.96 in November 2008
        #"\$707(\.00)? in October 2007"#,
        #"\b(59|58\.6)%"#,
        #"\$(292\.96|293) in November 2008"#,
      ]),
    CorpusCase(
      "stocks-ibm.json",
      match: [
        // truth: $100.52 (January 2000) to $125.55 (March 2010), +24.9%
        #"\$(100\.52|101) in January 2000"#,
        #"\b(25|24\.9)%"#,
        // truth: largestFall 55.3% from $118.62 (August 2000) to $53.01 (September 2002)
        #"\b(55|55\.3)%"#,
        #"\$53\.01 in September 2002"#,
      ]),
    CorpusCase(
      "stocks-msft.json",
      match: [
        // truth: $39.81 (January 2000) to $28.80 (March 2010), -27.7%
        #"\b(28|27\.7)%"#,
        // truth: max $43.22 in March 2000, min $15.81 in February 2009: a fall of 63.4%
        #"\$43\.22 in March 2000"#,
        #"\$15\.81 in February 2009"#,
        #"\b(63|63\.4)%"#,
      ],
      notMatch: [
        // truth: the March 2000 high is the start of the fall, not an unusual value; January 2000 is just the first
        #"(?i)unusual value"#
      ]),
  ]

  static let indexes: [CorpusCase] = [
    CorpusCase(
      "sp500-2007-2009.json",
      match: [
        // truth: max 1,565.15 on 2007-10-09, largestFall 56.8% to 676.53 on 2009-03-09
        #"\b(57|56\.8)%"#,
        #"1,565(\.15)? on October 9, 2007"#,
        #"(676\.53|677) on March 9, 2009"#,
        // truth: largestRise 66.7% from 676.53 to 1,127.78 on 2009-12-28; ended at 1,115.10
        #"(?i)(recover|rebound|regain|climb|rose|rise)"#,
      ]),
    CorpusCase(
      "sp500-2000-2015.json",
      match: [
        // truth: 4,025 trading days; largestFall 56.8% from 1,565.15 (2007-10-09) to 676.53 (2009-03-09)
        #"\b(57|56\.8)%"#,
        #"1,565(\.15)? on October 9, 2007"#,
        #"(676\.53|677) on March 9, 2009"#,
        // truth: max 2,130.82 on 2015-05-21 after a rise of 215% from the March 2009 low
        #"2,13[01](\.82)?( on May 21, 2015)?"#,
      ]),
    CorpusCase(
      "djia-1929-1932.json",
      match: [
        // truth: max 381.17 on 1929-09-03, largestFall 89.2% to 41.22 on 1932-07-08
        #"\b(89|89\.2)%"#,
        #"381(\.17)? on September 3, 1929"#,
        #"41\.22 on July 8, 1932"#,
      ],
      notMatch: [
        // truth: the peak of 381.17 is the crash's start, not an "unusual value" (and is said once)
        #"(?i)unusual value"#
      ]),
    CorpusCase(
      "jnj-quarterly-earnings.json",
      match: [
        // truth: first $0.71 in 1960 Q1, last $11.61 in 1980 Q4, max $16.20 in 1980 Q1
        #"\$0\.71"#,
        #"\$11\.61"#,
        #"\$16\.20?\b"#,
        quarter(1, 1960),
        quarter(4, 1980),
      ],
      notMatch: [
        // truth: quarterly data; values with cents
        #"January 1960|October 1980|\$1 in|\$12 in"#
      ]),
  ]

  static let co2: [CorpusCase] = [
    CorpusCase(
      "co2-monthly.json",
      match: [
        // truth: 316.1 ppm (March 1958) to 371.02 ppm (December 2001), +17.4%
        #"\b(17|17\.4)%"#,
        #"316(\.1)? ppm in March 1958"#,
        #"371(\.02?)?( ppm)? in December 2001"#,
        // truth: period 12 months, acf 0.94; swing: sine 5.5, per-cycle median 6.1 ppm
        yearlyCycle,
        #"(?i)cycle…\b(5(\.\d+)?|6(\.\d+)?|7)(( |-)?ppm)?\b"#,
      ],
      notMatch: [
        #"(?i)roughly flat|slightly"#
      ]),
    CorpusCase(
      "co2-weekly.json",
      match: [
        // truth: 316.1 ppm (1958-03-29) to 371.5 ppm (2001-12-29), +17.5%; 59 of 2,284 weeks missing
        #"\b(18|17\.5)%"#,
        #"316(\.1)? ppm on March 29, 1958"#,
        #"37[12](\.5)?( ppm)? on December 29, 2001"#,
        // truth: period 364 days (52 weeks), acf 0.93; swing: sine 5.5, profile 6.2, per-cycle median 6.9 ppm
        yearlyCycle,
        #"(?i)cycle…\b(5(\.\d+)?|6(\.\d+)?|7(\.\d+)?)(( |-)?ppm)?\b"#,
      ],
      notMatch: [
        #"(?i)roughly flat|slightly"#
      ]),
    CorpusCase(
      "co2-1990-1991.json",
      match: [
        // truth: two full yearly cycles: highs in May (359.25 ppm in May 1991), lows in September (350.94 ppm in September 1990)
        #"(?i)\b(yearly|annual|seasonal|12-month) (cycle|pattern|swing)|\bcycles? of (about )?(one|a|1) year|every year|two (cycles|peaks)|each (spring|May)"#,
        #"359(\.25?|\.3)?( ppm)?"#,
        #"35[01](\.\d+)?( ppm)?"#,
      ],
      notMatch: [
        // truth: largestRise 8.3 ppm (the whole range) and largestFall 7.1 ppm within two years: not flat
        #"(?i)roughly flat|stayed (roughly |about )?(flat|level)|slightly"#
      ]),
  ]

  static let temperatures: [CorpusCase] = [
    CorpusCase(
      "seattle-daily-high-2012-2015.json",
      match: [
        // truth: period 360 days (about a year), acf 0.60; sine swing 17.6 °C
        yearlyCycle,
        // truth: max 35.6 °C on 2014-08-11, min -1.6 °C on 2014-02-06
        #"(35\.6|36)( degrees Celsius)? on August 11, 2014"#,
        #"(-|−|minus )1\.6( degrees Celsius)? on February 6, 2014"#,
      ],
      notMatch: [
        // truth: no period of 10 days; four yearly cycles are not one rise and fall
        #"every 10 days|rose…to a peak…then fell"#,
        // truth: degrees Celsius have no meaningful zero
        anyPercent,
      ]),
    CorpusCase(
      "seattle-high-low-2015.json",
      match: [
        // truth: High max 35.0 °C on 2015-07-19; Low max 18.3 °C on 2015-06-28
        #"High…\b35(\.0)? degrees Celsius on July 19(, 2015)?\b"#,
        #"Low…\b18(\.3)?( degrees Celsius)? on June 28(, 2015)?\b"#,
      ],
      notMatch: [anyPercent]),
    CorpusCase(
      "seattle-hourly-july-2010.json",
      match: [
        // truth: period 1 day, acf 0.96; swing: sine 16.3, profile 17.2, per-cycle median 17.4 °F
        dailyCycle,
        #"(?i)cycle…\b1[5-9](\.\d+)? degrees"#,
        // truth: max 75.9 °F on 2010-07-28 at 16:00 (UTC)
        #"75\.9( degrees Fahrenheit)?\b"#,
      ],
      notMatch: [anyPercent]),
    CorpusCase(
      "jfk-hourly-july-2013.json",
      match: [
        // truth: period 1 day, acf 0.59; swing: sine 8.4, per-cycle median 12 °F
        dailyCycle,
        // truth: max 91.94 °F on 2013-07-06T17:00Z (5 PM UTC)
        #"9[12](\.94?)?( degrees Fahrenheit)?…July 6(, 2013)?\b"#,
      ],
      notMatch: [anyPercent]),
    CorpusCase(
      "nottingham-monthly-temperature.json",
      match: [
        // truth: period 12 months, acf 0.88; swing: sine 23.1, profile 22.7, per-cycle median 25 °F
        yearlyCycle,
        #"(?i)cycle…\b(2[2-6])(\.\d+)? degrees"#,
        // truth: Kendall tau 0.03 (p 0.43): no trend beneath the cycle
        #"(?i)no (clear |overall |long-term )?trend|(no|little) (overall |long-term )?change|steady|stable"#,
      ],
      notMatch: [
        // truth: twenty yearly cycles, not one rise to July 1934 and a fall
        #"rose…to a peak…then fell|(?i)roughly flat"#,
        anyPercent,
      ]),
    CorpusCase(
      "new-haven-yearly-temperature.json",
      match: [
        // truth: 49.9 °F (1912) to 53.0 °F (1971); Kendall tau 0.36, p 7e-5: a rise of about 3 °F
        #"(?i)\b(rose|warmed|increased)"#,
        #"(49\.9|50)( degrees Fahrenheit)? in 1912"#,
        #"53(\.0)?( degrees Fahrenheit)? in 1971"#,
      ],
      notMatch: [
        anyPercent,
        #"1,912|1,971|1,917"#,
      ]),
    CorpusCase(
      "global-temperature-anomaly.json",
      match: [
        // truth: -0.11 °C (1880) to 0.82 °C (2018), change +0.93 °C; Kendall tau 0.71
        #"(?i)\b(rose|warmed|increased)"#,
        #"(-|−|minus )0\.11?( degrees Celsius)? in 1880"#,
        #"0\.82?( degrees Celsius)? in 2018"#,
      ],
      notMatch: [
        // truth: an anomaly crosses zero: no percent
        anyPercent,
        #"1,880|2,018"#,
      ]),
    CorpusCase(
      "new-york-ozone-1973.json",
      match: [
        // truth: 37 of 153 days missing (24%)
        #"(?i)(37 of (the )?153|(about |nearly |almost )?a quarter|24(\.2)?%)…missing|missing…(37 of (the )?153|a quarter|24(\.2)?%)"#,
        // truth: max 168 parts per billion on 1973-08-25
        #"168( parts per billion)? on August 25(, 1973)?\b"#,
      ]),
  ]

  static let classics: [CorpusCase] = [
    CorpusCase(
      "sunspots-yearly.json",
      match: [
        // truth: period 10 years (acf 0.644; 11 years: 0.636), 30 cycles; per-cycle swing about 98
        #"(?i)\bcycles? of (about )?(10|11|ten|eleven)(\.\d)? years|\b(10|11|ten|eleven)-year cycle|every (10|11|ten|eleven) years"#,
        // truth: max 190.2 in 1957
        #"190(\.2)? in 1957"#,
      ],
      notMatch: [
        // truth: thirty cycles, not one rise to 1957 and a fall
        #"rose…to a peak…then fell"#,
        #"1,957|1,700|2,008"#,
      ]),
    CorpusCase(
      "lynx-trappings.json",
      match: [
        // truth: period 10 years (120 months), acf 0.51, 11 cycles
        #"(?i)\bcycles? of (about )?(9|10|ten)(\.\d)? years|\b(9|10|ten)-year cycle|every (9|10|ten) years"#,
        // truth: max 6,991 lynx in 1904
        #"6,991( lynx)? in 1904"#,
      ],
      notMatch: [
        #"rose…to a peak…then fell"#
      ]),
    CorpusCase(
      "nile-flow.json",
      match: [
        // truth: levelShift after 1898: mean 1,097.75 (1871–1898) to 849.97 (1899–1970), R² 0.44 (a line: 0.22)
        #"(1,100|1,098)…\b850\b"#,
        #"(after|in|from|since|around) (1898|1899)"#,
      ],
      notMatch: [
        #"1,871|1,970|1,913"#
      ]),
    CorpusCase(
      "lake-huron-level.json",
      match: [
        // truth: 580.38 ft (1875) to 579.96 ft (1972); Kendall tau -0.35, p 2e-7; Theil–Sen -0.025 ft a year (-2.4 ft)
        #"(?i)\b(fell|dropped|declined|lowered)"#,
        // truth: min 575.96 ft in 1964 (largestFall 5.9 ft from 581.86 in 1876: the whole range)
        #"57(5\.96|6)( feet)? in 1964"#,
        #"580\.(38|4) feet in 1875"#,
      ],
      notMatch: [
        // truth: feet above a datum: a percent means nothing; a significant fall is not slight
        anyPercent,
        #"(?i)slightly"#,
        #"1,875|1,972|1,964"#,
      ]),
    CorpusCase(
      "air-passengers.json",
      match: [
        // truth: 112 (January 1949) to 432 (December 1960) thousand, +285.7%
        #"\b(286|285\.7)%|factor of 3\.9"#,
        #"112 thousand passengers in January 1949"#,
        #"432 thousand( passengers)? in December 1960"#,
        // truth: period 12 months, acf 0.82
        yearlyCycle,
      ],
      notMatch: [
        #"(?i)roughly flat|no clear trend"#
      ]),
    CorpusCase(
      "us-population-census.json",
      match: [
        // truth: 3.93 million (1790) to 203.2 million (1970), ×51.7 (+5,070%), Kendall tau 1
        #"3\.93 million people in 1790"#,
        #"203\.2 million( people)? in 1970"#,
      ],
      notMatch: [
        #"\b4 million people in 1790|\b203 million\b"#
      ]),
    CorpusCase(
      "us-nonfarm-employment.json",
      match: [
        // truth: largestFall 8,693 thousand jobs (6.3%) from 138,419 thousand (January 2008) to 129,726 thousand (February 2010)
        #"(8,69\d|8\.7 million)|\b(6\.3|6)%"#,
        #"(129,726 thousand|129\.7 million)( jobs)? in February 2010"#,
        #"January 2008"#,
        // truth: largestRise 13,367 thousand (10.3%) to 143,093 thousand in December 2015
        #"143,093|143\.1 million"#,
      ],
      notMatch: [
        // truth: jobs lost and regained is not a slight rise
        #"(?i)slightly"#
      ]),
    CorpusCase(
      "us-employment-sectors.json",
      match: [
        allNamed(["Construction", "Manufacturing", "Government"]),
        // truth: Construction largestFall 29.8% from 7,726 (April 2006) to 5,427 (January 2011)
        #"Construction…\b(30|29\.8)%"#,
        #"5,427|5\.43 million"#,
        // truth: endedHighest Government, 22,100 thousand in December 2015
        #"Government…highest|highest…Government"#,
      ],
      notMatch: [
        // truth: Government ended above its start (21,847 to 22,100): "fell ... from 21,847 ... to 22,100" contradicts itself
        #"fell…from 21,847…to 22,100"#
      ]),
    CorpusCase(
      "uk-driver-deaths.json",
      match: [
        // truth: period 12 months, acf 0.66
        yearlyCycle,
        // truth: max 2,654 in December 1972, min 1,057 in February 1983
        #"2,654( drivers)? in December 1972"#,
        #"1,057( drivers)? in February 1983"#,
      ],
      notMatch: [
        // truth: 1,687 (January 1969) to 1,763 (December 1984) is not a fall between those two values
        #"fell…from 1,687…to 1,763"#
      ]),
    CorpusCase(
      "us-accidental-deaths.json",
      match: [
        // truth: period 12 months, acf 0.73; profile swing 3,227 deaths
        yearlyCycle,
        // truth: max 11,317 in July 1973, min 6,892 in February 1978
        #"11,317( deaths)? in July 1973"#,
        #"6,892( deaths)? in February 1978"#,
      ],
      notMatch: [#"(?i)roughly flat"#]),
    CorpusCase(
      "wheat-prices.json",
      match: [
        // truth: max 99 shillings in 1810; min 26 in 1730
        #"99( shillings)? in 1810"#,
        #"26( shillings)? in 1730"#,
        // truth: levelShift after 1790: mean 38.5 (1565–1790) to 77.8 (1795–1820), R² 0.67 (a line: 0.14)
        #"\b(1790|1795)\b"#,
      ],
      notMatch: [
        #"1,810|1,565|1,820|1,730"#
      ]),
    CorpusCase(
      "wheat-and-wages.json",
      match: [
        // truth: Wheat price max 99 in 1810; Weekly wages 5 (1565) to 30 (1810), +500%, Kendall tau 1; wages missing for 1815 and 1820
        #"Wheat price…\b99 shillings in 1810"#,
        #"Weekly wages…\b(rose|increased|climbed|grew)"#,
        #"30( shillings)? in 1810"#,
      ],
      notMatch: [
        #"1,810|1,565|1,820"#
      ]),
    CorpusCase(
      "polls-2008-margin.json",
      match: [
        // truth: Obama's lead 2% (155 days before) to 9% (1 day before); low -5% (McCain ahead) at day -82
        #"\b2%…\b9%"#,
        #"(-|−|minus )5%"#,
      ],
      notMatch: [
        // truth: a margin crosses zero: no percent change of a percent
        #"\b350%|percentage points? of|by 350"#
      ]),
    CorpusCase(
      "world-telephones.json",
      match: [
        // truth: 7 series, all rose (Kendall tau 1 each)
        #"(?i)\b(7|seven) (lines|series|regions)"#,
        // truth: ranking by percentChange: Africa +2,152.8% (89 to 2,005) first, North America +73.8% last
        #"Africa…\b(most|fastest)|(most|fastest)…Africa"#,
        // truth: endedHighest North America, 79,831 thousand
        #"North America…highest|highest…North America"#,
      ],
      notMatch: [
        #"North America rose the most"#
      ]),
  ]

  static let quarterly: [CorpusCase] = [
    CorpusCase(
      "us-real-gdp-quarterly.json",
      match: [
        // truth: 2,710.349 (1959 Q1) to 12,990.341 (2009 Q3) billion, +379.3%
        #"2,710(\.3)?|2\.71 trillion"#,
        #"12,990(\.3)?|\b13(\.0)? trillion|12\.99 trillion"#,
        quarter(1, 1959),
        quarter(3, 2009),
        #"\b(379|379\.3)%|factor of 4\.8"#,
      ],
      notMatch: [#"January 1959|July 2009"#]),
    CorpusCase(
      "us-unemployment-quarterly.json",
      match: [
        // truth: max 10.7% in 1982 Q4, min 3.4% in 1968 Q4, last 9.6% in 2009 Q3; Kendall tau -0.02 (no trend)
        #"10\.7%…"# + quarter(4, 1982),
        #"3\.4%…"# + quarter(4, 1968),
        #"9\.6%"#,
      ],
      notMatch: [
        // truth: quarterly data; a percent change of a rate (+65.5%) is not spoken
        #"October 1968|October 1982|\b6[56](\.5)?%"#
      ]),
    CorpusCase(
      "uk-gas-quarterly.json",
      match: [
        // truth: period 12 months (4 quarters), acf 0.92
        yearlyCycle,
        // truth: max 1,163.9 in 1986 Q1
        #"1,16[34](\.9)?|1\.16 billion"#,
        quarter(1, 1986),
      ],
      notMatch: [#"January 1986|October 1986|January 1960"#]),
    CorpusCase(
      "presidential-approval.json",
      match: [
        // truth: max 87% in 1945 Q2 (first present value), min 23% in 1951 Q4; 6 of 120 quarters missing
        #"87%…"# + quarter(2, 1945),
        #"23%…"# + quarter(4, 1951),
      ],
      notMatch: [#"April 1945|October 1951|October 1974"#]),
  ]

  static let scatters: [CorpusCase] = [
    CorpusCase(
      "mammals-brain-body-log.json",
      match: [
        // truth: pearson r = 0.93, spearman rho = 0.95: strong and positive
        #"strong positive relationship between Body weight and Brain weight"#,
        // truth: logLog exponent 0.752 (R² 0.92) on the log–log axes: 10^0.752 = 5.65
        #"to the power of 0\.75\b"#,
        #"ten times the Body weight goes with about 5\.6 times the Brain weight"#,
      ]),
    CorpusCase(
      "mammals-brain-body-log.json", .detailed,
      match: [
        // truth: logLog coefficient 8.455, exponent 0.7517, R² 0.921; the details say the summary's fit
        #"Best fitting model: power, y equals 8\.4[56] times x to the power of 0\.75[12]"#,
        #"Fit confidence: very strong"#,
      ],
      notMatch: [
        // the fit on y itself (exponent 0.696) follows the elephants, not the line the axes show
        #"0\.69[67]"#
      ]),
    CorpusCase(
      "iris-sepal.json",
      match: [
        allNamed(["setosa", "versicolor", "virginica"]),
        // truth: within species r = 0.74 (setosa), 0.53 (versicolor), 0.46 (virginica): positive
        #"(?i)within…positive|positive…within"#,
        // truth: pooled r = -0.12 (p 0.15): weak negative or none across all points (Simpson's paradox)
        #"(?i)(all|overall|pooled|together|across|combined)…(weak(ly)? negative|no clear)|(weak(ly)? negative|no clear)…(all|overall|pooled|together|across|combined)"#,
      ],
      notMatch: [
        // truth: setosa's r = 0.74 is not the chart's
        #"There is a strong positive relationship between Sepal length and Sepal width"#
      ]),
    CorpusCase(
      "iris-petal.json",
      match: [
        allNamed(["setosa", "versicolor", "virginica"]),
        // truth: pooled r = 0.96; within species 0.33 (setosa), 0.79 (versicolor), 0.32 (virginica)
        #"(?i)strong positive"#,
      ],
      notMatch: [
        // truth: pooled r = 0.96: there is a clear relationship
        #"There is no clear relationship between Petal length and Petal width"#
      ]),
    CorpusCase(
      "anscombe-quartet.json",
      match: [
        // truth: four series, each r = 0.816; pooled r = 0.816
        allNamed(["I", "II", "III", "IV"]),
        #"(?i)strong positive|0\.82"#,
      ]),
    CorpusCase(
      "cars-horsepower-mpg.json",
      match: [
        allNamed(["USA", "Europe", "Japan"]),
        // truth: r = -0.75 (USA), -0.68 (Europe), -0.67 (Japan); pooled -0.78
        #"(?i)negative"#,
      ],
      notMatch: [#"(?i)positive"#]),
    CorpusCase(
      "old-faithful.json",
      match: [
        // truth: r = 0.90
        #"(?i)strong positive"#
      ],
      notMatch: [#"(?i)negative"#]),
    CorpusCase(
      "women-height-weight.json",
      match: [
        // truth: r = 0.9955 (115 pounds at 58 inches to 164 pounds at 72 inches); discrete points
        // on a numeric x: a scatter plot, whatever their order
        #"(?i)strong positive relationship between Height and Weight"#
      ],
      notMatch: [#"(?i)\brose\b"#]),
  ]

  static let categories: [CorpusCase] = [
    CorpusCase(
      "pizza-sales-q1-2015.json",
      match: [
        // truth: January $69,793.30, February $65,159.60, March $70,397.10 (three bars: every value, in order)
        #"January: \$69,793(\.30?)?, February: \$65,1(59\.60?|60), March: \$70,397(\.10?)?"#,
        // truth: highest March, lowest February
        #"March…highest|highest…March"#,
        #"February…lowest|lowest…February"#,
      ],
      notMatch: [trendWords]),
    CorpusCase(
      "population-by-continent-2007.json",
      match: [
        // truth: Africa 929.5, Americas 898.9, Asia 3,812.0, Europe 586.1, Oceania 24.5 million (five bars, in order)
        #"Africa: 9(29\.5|30) million people, Americas: 89(8\.9|9) million( people)?, Asia: (3,812 million|3\.81 billion)( people)?, Europe: 586(\.1)? million( people)?, Oceania: 2(4\.5|5) million( people)?"#,
        #"Asia…highest|highest…Asia"#,
        #"Oceania…lowest|lowest…Oceania"#,
      ],
      notMatch: [trendWords]),
    CorpusCase(
      "us-personal-expenditure-1960.json",
      match: [
        // truth: 86.8, 46.2, 21.1, 5.4, 3.64 billion dollars (five bars, in order)
        #"Food and Tobacco: 86\.8 billion dollars, Household Operation: 46\.2 billion( dollars)?, Medical and Health: 21\.1 billion( dollars)?, Personal Care: 5\.4 billion( dollars)?, Private Education: 3\.64 billion( dollars)?"#,
        #"Food and Tobacco…highest|highest…Food and Tobacco"#,
      ],
      notMatch: [
        // truth: 3.64 and 5.4 are not 4 and 5
        #"(?<![\d.,])4 billion|(?<![\d.,])5 billion"#,
        trendWords,
      ]),
    CorpusCase(
      "largest-landmasses.json",
      match: [
        // truth: highest Asia 16,988, lowest Borneo 280 thousand square miles (ten bars)
        #"Asia…(16,988|17(\.0)? million)"#,
        #"Borneo…\b280\b"#,
      ],
      notMatch: [trendWords]),
    CorpusCase(
      "iowa-electricity-2017-pie.json",
      match: [
        // truth: Fossil Fuels 51.9%, Nuclear Energy 9.2%, Renewables 38.8% (the data's precision: 0.1)
        // each share once, largest first
        #"^Fossil Fuels is the largest of 3 slices at 51\.9%, then Renewables at 38\.8% and Nuclear Energy at 9\.2%\.$"#
      ],
      notMatch: [trendWords]),
    CorpusCase(
      "iowa-electricity-shares.json",
      match: [
        // truth: Fossil Fuels 87.0% (2001) to 51.9% (2017), -35.1 points; Renewables 3.5% to 38.8%, +35.3 points
        #"Fossil Fuels…\b87(\.0)?%…\b51\.9%"#,
        #"Renewables…\b3\.5%…\b38\.8%"#,
        // truth: Nuclear Energy 9.5% to 9.2% (-0.3 points), between 7.3% (2014) and 11.4% (2004)
        #"Nuclear Energy"#,
      ]),
    CorpusCase(
      "burtin-penicillin-mic.json",
      match: [
        // truth: max Aerobacter aerogenes 870; min 0.001 (Bacillus anthracis and Streptococcus hemolyticus)
        #"Aerobacter aerogenes…\b870\b"#,
        #"\b0\.001( micrograms per milliliter)?\b"#,
        #"Bacillus anthracis"#,
      ],
      notMatch: [
        #"\b0 micrograms"#,
        trendWords,
      ]),
    CorpusCase(
      "burtin-three-antibiotics.json",
      match: [
        allNamed(["Penicillin", "Streptomycin", "Neomycin"]),
        // truth: Neomycin max Streptococcus viridans 40; minima 0.001 (Penicillin, Neomycin) and 0.01 (Streptomycin)
        #"Neomycin…Streptococcus viridans…\b40\b"#,
        #"\b0\.001( micrograms)?\b"#,
        #"\b0\.01( micrograms)?\b"#,
      ],
      notMatch: [#"\b0 micrograms"#]),
  ]

  static let detailed: [CorpusCase] = [
    CorpusCase(
      "us-airline-passenger-miles-log.json", .detailed,
      match: [
        // truth: logGrowth 21.08% a year (R² 0.965): ln(1.2108) = 0.191 a year, the rate the summary says
        #"about 21% a year"#,
        #"Best fitting model: exponential, y equals \d+ times e to the power of 0\.191 times x, where x is the years since 1937"#,
      ],
      notMatch: [
        // the fit on y itself (0.133 a year, 14%) follows the last years, not the line the axis shows
        #"0\.133"#
      ]),
    CorpusCase(
      "china-gdp-per-person-log.json", .detailed,
      match: [
        // truth: logGrowth 7.25% a year (R² 0.974): ln(1.0725) = 0.070
        #"about 7\.3% a year"#,
        #"e to the power of 0\.07 times x, where x is the years since 1960"#,
      ]),
    CorpusCase(
      "sp500-2007-2009.json", .detailed,
      match: [
        // truth: largestFall 56.8% from 1,565.15 (2007-10-09) to 676.53 (2009-03-09)
        #"\b(57|56\.8)%"#
      ],
      notMatch: [
        // an index's daily wiggles counted one by one, and a sine model of a crash, are not facts a listener can use
        #"Direction changes: \d{3}|(?i)sinusoidal|sine of"#
      ]),
    CorpusCase(
      "co2-monthly.json", .detailed,
      match: [
        // truth: change +54.92 ppm, +17.4%; period 12 months
        #"Change: up 5[45](\.\d+)? ppm"#,
        #"(?i)every (12 months|year)|yearly|annual"#,
      ]),
    CorpusCase(
      "seattle-daily-high-2012-2015.json", .detailed,
      match: [
        // truth: period 360 days (about a year)
        #"(?i)every (36\d days|year)|yearly|annual"#
      ],
      notMatch: [#"every 10 days"#, anyPercent]),
    CorpusCase(
      "lake-huron-level.json", .detailed,
      match: [
        // truth: min 575.96 feet in 1964 (Chart Details round it as the summary does)
        #"Minimum: 576 feet in 1964\."#,
        #"\b1964\b"#,
      ],
      notMatch: [anyPercent, #"1,964|1,876|1,875|1,972"#]),
    CorpusCase(
      "us-population-census.json", .detailed,
      match: [
        // truth: first 3.93 million in 1790
        #"3\.93 million people"#,
        // truth: 203.2 / 3.93 = 51.7 (a percent of 5,070% is not how anyone says it); Kendall p ~ 1e-9
        #"Change: up 199 million people, a factor of 51\.7"#,
        #"p-value: less than 0\.0001"#,
      ],
      notMatch: [#"First: 4 million|5,070%|p-value: 0\."#]),
    CorpusCase(
      "nile-flow.json", .detailed,
      match: [
        // truth: level shift before 1899 (1,097.75 to 849.97); a model over the years is written from 1871
        #"Change point: the level shifted from about 1,097\.8…to about 850…in 1899"#,
        #"where x is the years since 1871"#,
      ],
      notMatch: [
        // a power or log model of calendar years yields coefficients like 4.78 × 10²²
        #"(?i)power,|natural log|trillion|billion"#
      ]),
    CorpusCase(
      "iris-sepal.json", .detailed,
      match: [
        // truth: pooled r = -0.12, within setosa r = 0.74
        #"(?i)correlation|relationship"#,
        #"(−|-|minus )0\.12"#,
        #"\b0\.74\b"#,
      ],
      notMatch: [
        // no first/last/change/sine model on a scatter plot
        #"(?i)First:|Last:|Change:|sinusoidal|sine of"#
      ]),
    CorpusCase(
      "population-by-continent-2007.json", .detailed,
      match: [
        // truth: Oceania 24.5 million (lowest), Asia 3,812 million (highest)
        #"Minimum: 24\.5 million people in Oceania\."#,
        #"Maximum: 3\.81 billion people in Asia\."#,
      ],
      notMatch: [
        // unordered categories: no trend, first/last, change or model fit
        #"(?i)Trend:|First:|Last:|Change:|Best fitting model|sinusoidal"#
      ]),
    CorpusCase(
      "burtin-penicillin-mic.json", .detailed,
      match: [
        // truth: values 0.001, 0.005, 0.007, 0.03 keep their digits
        #"\b0\.001( micrograms)?\b"#,
        #"\b0\.005 micrograms"#,
        #"\b0\.007 micrograms"#,
      ],
      notMatch: [#"\b0 micrograms|\b1 micrograms|(?i)First:|Change:|sinusoidal"#]),
  ]

  /// Date-only data is the same day in every time zone and is never spoken with a time; timestamps
  /// with a time of day are converted.
  static let otherTimeZones: [CorpusCase] = [
    CorpusCase(
      "stocks-aapl.json", timeZone: "America/New_York",
      match: [
        // truth: first 2000-01-01, last 2010-03-01 (months)
        #"January 2000"#,
        #"March 2010"#,
      ],
      notMatch: [#"December 1999|February 2010|\d:\d\d [AP]M"#]),
    CorpusCase(
      "sp500-2007-2009.json", timeZone: "America/New_York",
      match: [
        // truth: max on 2007-10-09, min on 2009-03-09 (days)
        #"October 9, 2007"#,
        #"March 9, 2009"#,
      ],
      notMatch: [#"October 8, 2007|March 8, 2009|\d:\d\d [AP]M"#]),
    CorpusCase(
      "us-population-census.json", timeZone: "America/New_York",
      match: [
        // truth: first 1790, last 1970 (years)
        #"\b1790\b"#,
        #"\b1970\b"#,
      ],
      notMatch: [#"\b1789\b|\b1969\b|\d:\d\d [AP]M"#]),
    CorpusCase(
      "jfk-hourly-july-2013.json", timeZone: "America/New_York",
      match: [
        // truth: max 91.94 °F at 2013-07-06T17:00Z, which is 1 PM EDT
        #"July 6(, 2013)?…\b1(:00)? PM"#
      ],
      notMatch: [#"\b5:00 PM"#]),
  ]
}
