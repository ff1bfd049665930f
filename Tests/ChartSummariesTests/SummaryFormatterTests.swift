import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// The number rules of `SummaryFormatter`: significant digits, the data's own digits, money,
/// large numbers, distinct values in one sentence, changes, percentage points and rates.
@Suite struct SummaryFormatterTests {
  static let utc = TimeZone(identifier: "UTC")!
  static let usd = ValueFormat(style: .currency(code: "USD"))
  static let eur = ValueFormat(style: .currency(code: "EUR"))
  static let celsius = ValueFormat(unit: PluralForms(one: "degree Celsius", other: "degrees Celsius"))
  static let ppm = ValueFormat(unit: PluralForms("ppm"))

  func formatter(_ values: [Double], _ format: ValueFormat? = nil, locale: String = "en_US") -> SummaryFormatter {
    SummaryFormatter(
      context: FormattingContext(locale: Locale(identifier: locale), timeZone: Self.utc),
      language: SummaryLanguage(),
      yFormat: format, yValues: values)
  }

  // MARK: Significant digits and the data's own digits

  @Test func smallValuesKeepTwoSignificantDigitsOrTheirOwn() {
    // Penicillin MICs, written with three significant digits: spoken as written.
    let mic = formatter([0.000316, 0.000342, 0.0005, 0.001, 0.5])
    #expect(mic.y(0.000316) == "0.000316")
    #expect(mic.y(0.000342) == "0.000342")
    // More digits than four significant ones: two significant digits.
    #expect(mic.y(0.00031623) == "0.00032")
    let micrograms = formatter(
      [0.001, 0.004, 0.5], ValueFormat(unit: PluralForms(one: "microgram", other: "micrograms")))
    #expect(micrograms.y(0.001) == "0.001 micrograms")
    #expect(micrograms.y(0) == "0 micrograms")
  }

  @Test func valuesInMillionsWrittenWithDecimalsKeepThem() {
    // Census counts in millions, 3.93 to 203.2: not "from 4 to 203".
    let census = formatter([3.93, 5.31, 7.24, 50.19, 203.2])
    #expect(census.y(3.93) == "3.93")
    #expect(census.y(203.2) == "203.2")
    // Five significant digits are not "few": the range floor (0 here) and two significant digits.
    #expect(census.y(3.92718) == "3.9")
    #expect(census.y(123.456) == "123")
  }

  @Test func integersStayIntegers() {
    let visits = formatter([120, 135, 149, 166, 180, 198])
    #expect(visits.y(120) == "120")
    #expect(visits.y(198) == "198")
    #expect(visits.y(157.5, derived: true) == "157.5")
    #expect(visits.y(3) == "3")
  }

  @Test func theRangeFloorStillSeparatesNearbyValues() {
    let close = formatter([3.1412, 3.1498])  // R = 0.0086: four fraction digits
    #expect(close.y(3.1412) == "3.1412")
    #expect(close.y(3.1498) == "3.1498")
  }

  @Test func anInexactValueNeverShowsOnlyOneSignificantDigit() {
    let wide = formatter([0, 100])
    #expect(wide.y(2.9749) == "3.0")
    #expect(wide.y(0.0999612) == "0.10")
    #expect(wide.y(9.9612) == "10")
    #expect(wide.y(0.0996) == "0.0996")  // as written
    #expect(wide.y(2.97) == "2.97")  // as written
  }

  @Test func valuesFromTenThousandthsToTenThousands() {
    let span = formatter([0.0001, 0.5, 12, 9999])
    #expect(span.y(0.0001) == "0.0001")
    #expect(span.y(0.00012345) == "0.00012")
    #expect(span.y(0.5) == "0.5")
    #expect(span.y(12.345) == "12")
    #expect(span.y(1234.5) == "1,235")
    #expect(span.y(9999) == "9,999")
    #expect(span.y(-0.00012345) == "-0.00012")
    #expect(span.y(-1234.5) == "-1,235")
    #expect(span.y(-0.0) == "0")
  }

  @Test func negativeValues() {
    let oslo = formatter([-4.3, 4.5, 16.4, 6.3], Self.celsius)
    #expect(oslo.y(-4.3) == "-4.3 degrees Celsius")
    #expect(oslo.y(16.4) == "16.4 degrees Celsius")
    #expect(oslo.y(5.725, derived: true) == "5.7 degrees Celsius")
  }

  @Test func aFixedFormatKeepsItsDigitsButNotBelowTwoSignificantDigits() {
    let whole = formatter([0.71, 112], ValueFormat(fractionDigits: 0))
    #expect(whole.y(112) == "112")
    #expect(whole.y(0.71) == "0.71")
    let two = formatter([3.1, 0.0012], ValueFormat(fractionDigits: 2))
    #expect(two.y(3.1) == "3.10")
    #expect(two.y(0.0012) == "0.0012")
  }

  @Test func germanSeparators() {
    let census = formatter([3.93, 203.2], locale: "de_DE")
    #expect(census.y(3.93) == "3,93")
    #expect(formatter([1_250_000, 3_400_000], locale: "de_DE").y(1_250_000) == "1,25 million")
    #expect(formatter([9.04, 12.5], ValueFormat(style: .percent), locale: "de_DE").y(9.04) == "9,04\u{00A0}%")
  }

  // MARK: Money

  @Test func smallAmountsKeepTheirCents() {
    let jnj = formatter([0.71, 0.85, 1.02, 1.5], Self.usd)
    #expect(jnj.y(0.71) == "$0.71")
    #expect(jnj.y(1.5) == "$1.50")
    let aapl = formatter([25.94, 7.07, 210.73, 13.5], Self.usd)
    #expect(aapl.y(25.94) == "$25.94")
    #expect(aapl.y(7.07) == "$7.07")
    #expect(aapl.y(210.73) == "$210.73")
    #expect(aapl.y(13.5) == "$13.50")
    #expect(aapl.y(98.2125, derived: true) == "$98.21")
  }

  @Test func wholeDollarsAndLargeAmountsStayWhole() {
    let spending = formatter([1200, 1450, 1100], Self.usd)
    #expect(spending.y(1200) == "$1,200")
    #expect(spending.y(1250.1666, derived: true) == "$1,250.17")
    #expect(spending.y(1200, derived: true) == "$1,200")
    // Fractional, but above $1,000: whole dollars, except a small amount that would lose its digits.
    let mixed = formatter([1450.5, 1100, 5.5, 0.0031], Self.usd)
    #expect(mixed.y(1450.5) == "$1,451")
    #expect(mixed.y(5.5) == "$5.50")
    #expect(mixed.y(0.0031) == "$0.0031")
  }

  @Test func euros() {
    let revenue = formatter([1200.5, 1980.25], Self.eur, locale: "de_DE")
    #expect(revenue.y(1200.5) == "1.201\u{00A0}€")
    #expect(revenue.y(1980.25) == "1.980\u{00A0}€")
    let coffee = formatter([0.71, 12.5], Self.eur, locale: "de_DE")
    #expect(coffee.y(0.71) == "0,71\u{00A0}€")
    #expect(coffee.y(12.5) == "12,50\u{00A0}€")
    #expect(formatter([0.71, 12.5], Self.eur).y(12.5) == "€12.50")
  }

  @Test func currenciesWithoutMinorUnits() {
    let yen = formatter([1200, 1500], ValueFormat(style: .currency(code: "JPY")))
    #expect(yen.y(1200) == "¥1,200")
    #expect(SummaryFormatter.minorUnitDigits("KWD") == 3)
    #expect(SummaryFormatter.minorUnitDigits("jpy") == 0)
    #expect(SummaryFormatter.minorUnitDigits("USD") == 2)
  }

  // MARK: Large numbers

  @Test func largeNumbersTakeAScaleWord() {
    let people = formatter([3.93e6, 50.2e6, 203.2e6])
    #expect(people.y(3.93e6) == "3.93 million")
    #expect(people.y(203.2e6) == "203 million")
    #expect(people.y(999_999.7) == "1 million")
    #expect(people.y(999.9996e6) == "1 billion")
    #expect(people.y(-3.4e9) == "-3.4 billion")
    #expect(formatter([1.25e9, 3.4e9], Self.usd).y(1.25e9) == "$1.25 billion")
    #expect(formatter([1, 2e15]).y(1.5e15) == "1.5 times 10 to the power of 15")
    #expect(formatter([1, 2e15]).y(999_999_999_999_999) == "1 times 10 to the power of 15")
    #expect(formatter([1, 2e15]).y(999_000_000_000_000) == "999 trillion")
    // Near each other: the range floor at the scale adds the digits that tell them apart.
    let close = formatter([203.2e6, 203.5e6])
    #expect(close.y(203.2e6) == "203.2 million")
    // A range too small for words: the number in full.
    let counts = formatter([1_000_001, 1_000_002])
    #expect(counts.y(1_000_001) == "1,000,001")
  }

  // MARK: One sentence

  @Test func differentValuesInOneSentenceReadDifferently() {
    let population = formatter([1e6, 203.21e6, 203.24e6, 500e6])
    #expect(population.y(203.21e6) == "203 million")
    #expect(population.distinctYs([203.21e6, 203.24e6, 500e6]) == ["203.21 million", "203.24 million", "500 million"])
    let rates = formatter([2, 9.0412, 8.9644, 14], ValueFormat(style: .percent))
    #expect(rates.y(9.0412) == "9.0%")  // the range floor is 0; two significant digits
    #expect(rates.distinctYs([9.0412, 8.9644]) == ["9.04%", "8.96%"])
    #expect(rates.distinctYs([9.0412, 9.0412, 14]) == ["9.0%", "9.0%", "14%"])
    #expect(rates.distinctYs([9.0412, 9.0412, 8.9644]) == ["9.04%", "9.04%", "8.96%"])
    #expect(rates.distinctYs([]) == [])
    // the percent sign is the style, not a unit
    #expect(rates.distinctYs([5, 5, 7], unit: false) == ["5%", "5%", "7%"])
    #expect(formatter([0, 10], Self.ppm).distinctYs([5, 5.04, 7], unit: false) == ["5", "5.04", "7"])
  }

  @Test func valuesCloserThanTheCapMayStillShareAText() {
    let noise = formatter([0, 100])
    let texts = noise.distinctYs([50, 50 + 1e-12])
    #expect(texts[0] == texts[1])
  }

  // MARK: Changes

  @Test func changesCarryTheirUnit() {
    #expect(formatter([315.98, 371.04], Self.ppm).yChange(371.04 - 315.98) == "55.06 ppm")
    #expect(formatter([316, 371], Self.ppm).yChange(55) == "55 ppm")
    #expect(formatter([-4.3, 16.4], Self.celsius).yChange(-1.2) == "1.2 degrees Celsius")
    #expect(formatter([-4.3, 16.4], Self.celsius).yChange(1) == "1 degree Celsius")
    #expect(formatter([10, 22.5], Self.usd).yChange(12.5) == "$12.50")
    #expect(formatter([1200, 1100], Self.usd).yChange(-100) == "$100")
    #expect(formatter([1e6, 3e6]).yChange(1.25e6) == "1.25 million")
    // An interval's half-width is derived: one digit more than the range floor (0 for R = 20.7).
    #expect(formatter([-4.3, 16.4], Self.celsius).yChange(1.234, derived: true) == "1.2 degrees Celsius")
  }

  @Test func aNonZeroChangeNeverReadsZero() {
    let counts = formatter([100, 200])
    #expect(counts.yChange(0.003) == "0.003")
    #expect(counts.yChange(-0.4) == "0.4")
    #expect(counts.yChange(0) == "0")
    #expect(counts.yDifference(0.003) == "0.003")
  }

  @Test func percentagePointsHaveTheirPlural() {
    let rates = formatter([9.04, 12.5, 8.96, 5.1], ValueFormat(style: .percent))
    #expect(rates.percentagePoints(1) == "1 percentage point")
    #expect(rates.percentagePoints(-1) == "1 percentage point")
    #expect(rates.percentagePoints(2) == "2 percentage points")
    #expect(rates.percentagePoints(1.5) == "1.5 percentage points")
    #expect(rates.percentagePoints(8.96 - 9.04) == "0.08 percentage points")
    #expect(rates.yChange(1.5) == "1.5 percentage points")
    #expect(rates.yDifference(1.5) == "1.5")
    let shares = formatter([0.048, 0.031], ValueFormat(style: .fraction))
    #expect(shares.percentagePoints(0.031 - 0.048) == "1.7 percentage points")
    #expect(shares.percentagePoints(0.01) == "1 percentage point")
    let german = formatter([9.04, 5.1], ValueFormat(style: .percent), locale: "de_DE")
    #expect(german.percentagePoints(1.5) == "1,5 percentage points")
  }

  @Test func aChangeBelowOnePercentOfTheRangeIsNegligible() {
    let rates = formatter([9.04, 12.5, 8.96, 5.1], ValueFormat(style: .percent))
    #expect(rates.isNegligibleChange(0, relativeTo: 7.4))
    #expect(rates.isNegligibleChange(-0.05, relativeTo: 7.4))
    #expect(!rates.isNegligibleChange(-0.08, relativeTo: 7.4))
    #expect(!rates.isNegligibleChange(0.001, relativeTo: 0))
    #expect(!rates.isNegligibleChange(.nan, relativeTo: 7.4))
    #expect(rates.isNegligibleChange(0, relativeTo: .infinity))
  }

  // MARK: Rates

  @Test func ratesClimbToASpeakableUnit() {
    let celsius = formatter([26.5, 28.3], Self.celsius)
    #expect(celsius.rate(2.06, per: "month") == "2.06 degrees Celsius per month")
    #expect(celsius.rate(0.0111, per: "month") == "0.133 degrees Celsius per year")
    #expect(celsius.rate(-0.0111, per: "month") == "-0.133 degrees Celsius per year")
    #expect(celsius.rate(1, per: "year") == "1 degree Celsius per year")
    let co2 = formatter([315.98, 371.04], Self.ppm)
    #expect(co2.rate(0.115, per: "month") == "0.115 ppm per month")
    #expect(co2.rate(0.0038, per: "day") == "0.116 ppm per month")
    let plain = formatter([0, 10])
    #expect(plain.rate(15.49, per: "month") == "15.5 per month")
    #expect(plain.rate(15.49, per: "per month") == "15.5 per month")
    #expect(plain.rate(0.00000138, per: "year") == "0.000138 per century")
    #expect(plain.rate(0.02, per: "quarter") == "0.8 per decade")
    #expect(plain.rate(0.05, per: "hour") == "1.2 per day")
    #expect(plain.rate(71_860_000, per: "year") == "71.9 million per year")
    #expect(plain.rate(0, per: "year") == "0 per year")
    #expect(plain.rate(0.002, per: "unit of Height") == "0.2 per 100 units of Height")
    #expect(plain.rate(0.00002, per: "category") == "20 per million categories")
    #expect(plain.rate(0.03, per: PluralForms(one: "person", other: "people")) == "0.3 per 10 people")
    #expect(formatter([10, 22.5], Self.usd).rate(1.2, per: "day") == "$1.20 per day")
    #expect(formatter([10, 22.5], Self.usd).rate(0.0123, per: "second") == "$0.738 per minute")
    #expect(
      formatter([2, 9], ValueFormat(style: .percent)).rate(0.05, per: "year") == "0.5 percentage points per decade")
    #expect(
      formatter([0.02, 0.09], ValueFormat(style: .fraction)).rate(0.01, per: "year") == "1 percentage point per year")
  }

  @Test func pluralsOfUnitNouns() {
    #expect(SummaryFormatter.englishPlural("day") == "days")
    #expect(SummaryFormatter.englishPlural("category") == "categories")
    #expect(SummaryFormatter.englishPlural("inch") == "inches")
    #expect(SummaryFormatter.englishPlural("unit of Height") == "units of Height")
  }

  // MARK: Percent changes

  @Test func percentChangesNeverReadZero() {
    let f = formatter([1, 2])
    #expect(f.percent(0.65) == "65%")
    #expect(f.percent(-0.042) == "4.2%")
    #expect(f.percent(0.0042) == "0.42%")
    #expect(f.percent(0.000042) == "0.0042%")
    #expect(f.percent(0.0996) == "10%")
    #expect(f.percent(0) == "0%")
  }

  // MARK: No scientific notation

  @Test func noNumberIsWrittenInScientificNotation() {
    var values: [Double] = []
    for exponent in -12...16 {
      for mantissa in [1.0, 1.286, 3.93, 7.07, 9.99] {
        values += [mantissa * Foundation.pow(10, Double(exponent)), -mantissa * Foundation.pow(10, Double(exponent))]
      }
    }
    for format in [nil, Self.usd, ValueFormat(style: .percent), Self.ppm] {
      let f = formatter(values, format)
      for value in values {
        for text in [
          f.y(value), f.y(value, derived: true), f.yChange(value), f.rate(value, per: "year"),
          f.rate(value, per: "step"), f.significant(value),
        ] {
          #expect(
            !text.contains("e-") && !text.contains("e+") && !text.contains("E") && !text.contains("×"),
            "\(value) → \(text)")
        }
      }
    }
  }
}

/// The same rules seen through whole summaries.
@Suite struct SummaryNumberTests {
  @Test func aSmallPriceKeepsItsCents() {
    let chart = Charts.line(
      x: (0..<8).map { Charts.date(2000 + $0, 1) }, y: [0.71, 0.78, 0.86, 0.97, 1.1, 1.24, 1.38, 1.55],
      title: "Dividend",
      format: ValueFormat(style: .currency(code: "USD")), xKind: .date)
    #expect(chart.summary().summary.contains("from $0.71 in 2000 to $1.55 in 2007"))
  }

  @Test func microgramsAreNotRoundedToZero() {
    let chart = Charts.line(
      x: (1...6).map(Double.init), y: [0.001, 0.002, 0.004, 0.008, 0.016, 0.032], title: "MIC",
      format: ValueFormat(unit: PluralForms(one: "microgram", other: "micrograms")), xTitle: "Day")
    let text = chart.summary().summary
    #expect(text.contains("from 0.001 micrograms on Day 1 to 0.032 on Day 6"))
    #expect(!text.contains(" 0 micrograms") && !text.contains(" 0 on"))
  }
}

/// A scale word goes with a unit in the same language: a unit without German words ("people")
/// keeps its English scale word ("6,14 billion people", not "6,14 Milliarden people").
@Suite struct ScaleWordUnitLanguageTests {
  static let people = ValueFormat(unit: PluralForms(one: "person", other: "people"))
  static let translated = ValueFormat(
    unit: PluralForms(
      one: "person", other: "people",
      translations: [
        "de": PluralForms(one: "Mensch", other: "Menschen"), "fr": PluralForms(one: "personne", other: "personnes"),
      ]))

  func formatter(_ format: ValueFormat, locale: String, pack: LanguagePack) -> SummaryFormatter {
    SummaryFormatter(
      context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!),
      language: SummaryLanguage(pack: pack), yFormat: format, yValues: [2.53e9, 6.14e9])
  }

  @Test func anUntranslatedUnitTakesNoScaleWordOfAnotherLanguage() {
    #expect(formatter(Self.people, locale: "en_US", pack: .english).y(6.14e9) == "6.14 billion people")
    #expect(formatter(Self.people, locale: "de_DE", pack: .german).y(6.14e9) == "6,14 billion people")
    #expect(formatter(Self.people, locale: "es_ES", pack: .spanish).y(6.14e9) == "6,14 billion people")
    #expect(formatter(Self.translated, locale: "de_DE", pack: .german).y(6.14e9) == "6,14 Milliarden Menschen")
    #expect(formatter(Self.translated, locale: "fr_FR", pack: .french).y(6.14e9) == "6,14 milliards de personnes")
    // Without a unit, the scale word is the language's own.
    #expect(formatter(ValueFormat(), locale: "de_DE", pack: .german).y(6.14e9) == "6,14 Milliarden")
  }
}

/// The y unit said once a sentence (`SummaryFormatter.unitOnce(in:)`).
@Suite struct UnitOnceTests {
  func formatter(_ unit: PluralForms?) -> SummaryFormatter {
    SummaryFormatter(
      context: FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!),
      language: SummaryLanguage(), yFormat: ValueFormat(unit: unit), yValues: [1, 2])
  }

  @Test func theUnitFollowsTheFirstNumberOnly() {
    let fertility = formatter(PluralForms(one: "child per woman", other: "children per woman"))
    #expect(
      fertility.unitOnce(in: "Bangladesh fell by 68% to 2.12 children per woman; Brazil fell to 1 child per woman.")
        == "Bangladesh fell by 68% to 2.12 children per woman; Brazil fell to 1.")
    let celsius = formatter(PluralForms(one: "degree Celsius", other: "degrees Celsius"))
    #expect(
      celsius.unitOnce(
        in: "Oslo rose from minus 4.3 to 6.3 degrees Celsius, after a high of 16.4 degrees Celsius in July")
        == "Oslo rose from minus 4.3 to 6.3 degrees Celsius, after a high of 16.4 in July")
    // Each sentence says it again.
    #expect(
      celsius.unitOnce(in: "Singapore ended highest, at 27.6 degrees Celsius.")
        == "Singapore ended highest, at 27.6 degrees Celsius.")
  }

  @Test func aNameWithTheUnitsWordIsNotTheUnitSaid() {
    let visits = formatter(PluralForms(one: "visit", other: "visits"))
    #expect(
      visits.unitOnce(in: "Website visits rose by 65%, from 120 visits on Mar 1 to 198 visits on Mar 6.")
        == "Website visits rose by 65%, from 120 visits on Mar 1 to 198 on Mar 6.")
  }

  @Test func wordsThatOnlyBeginWithTheUnitAndUnitsAfterWordsStay() {
    let people = formatter(PluralForms("people"))
    // "peoples" is not the unit; a scale word's unit stays ("6.14 billion people") and does not
    // count as the unit said after a number, so "7 people" keeps it too; "8 people" then drops it.
    #expect(
      people.unitOnce(in: "from 2.53 billion people to 6.14 billion people, 3 peoples, then 7 people and 8 people")
        == "from 2.53 billion people to 6.14 billion people, 3 peoples, then 7 people and 8")
  }

  @Test func aUnitThatScalesItsNumbersKeepsItsScaleWord() {
    // "from 412 million miles … to 30,514" would be a million times too small: the scale word
    // stays. "miles" is Spanish for thousands, but not a scale word of an English unit.
    let miles = formatter(PluralForms("million miles"))
    #expect(
      miles.unitOnce(in: "from 412 million miles in 1937 to 30,514 million miles in 1960")
        == "from 412 million miles in 1937 to 30,514 million in 1960")
    // Where the unit's language is not known, any language's scale word counts: said in full.
    #expect(SummaryFormatter.laterForm(of: " million miles") == " million miles")
    #expect(SummaryFormatter.laterForm(of: " million miles", languages: ["en"]) == " million")
    #expect(SummaryFormatter.laterForm(of: " million miles", languages: ["es", "en"]) == " million miles")
    #expect(SummaryFormatter.laterForm(of: " Tausend Einwohner", languages: ["en"]) == " Tausend")
    // A scale word and then the unit's noun: the scale word stays.
    #expect(
      formatter(PluralForms("million sheep")).unitOnce(
        in: "from 232 million sheep in 1961 to 456 million sheep in 2007")
        == "from 232 million sheep in 1961 to 456 million in 2007")
    #expect(
      formatter(PluralForms("Tausend Einwohner")).unitOnce(in: "von 3 Tausend Einwohner auf 4 Tausend Einwohner")
        == "von 3 Tausend Einwohner auf 4 Tausend")
    // Joined by "of" or an elision, the unit is said in full.
    let people = "from 3 thousands of people to 4 thousands of people"
    #expect(formatter(PluralForms("thousands of people")).unitOnce(in: people) == people)
    let euros = "de 3 milliers d'euros à 4 milliers d'euros"
    #expect(formatter(PluralForms("milliers d'euros")).unitOnce(in: euros) == euros)
    #expect(formatter(nil).unitOnce(in: "from 3 to 4") == "from 3 to 4")
  }

  @Test func aScaleWordAfterPerDividesAndTheUnitIsSaidOnce() {
    // New York ozone, 1973: "parts per billion" is a unit like any other.
    let ozone = formatter(PluralForms(one: "part per billion", other: "parts per billion"))
    #expect(
      ozone.unitOnce(in: "fell from 41 parts per billion on May 1 to a low of 1 part per billion on May 21")
        == "fell from 41 parts per billion on May 1 to a low of 1 on May 21")
    #expect(SummaryFormatter.laterForm(of: " Todesfälle pro Million") == "")
    #expect(SummaryFormatter.laterForm(of: " décès pour mille") == "")
    #expect(SummaryFormatter.laterForm(of: " muertes por mil") == "")
    // A scale word that scales stays, even when "per" comes after it.
    #expect(SummaryFormatter.laterForm(of: " million tonnes per year") == " million")
  }
}

/// Data counted in thousands or millions (a unit that opens with a multiplier, `ScaledUnit`) is
/// said at the next scale from 1,000 of the multiplier, as a writer says it.
@Suite struct ScaledUnitTests {
  func formatter(_ unit: PluralForms, _ values: [Double], locale: String = "en_US", pack: LanguagePack = .english)
    -> SummaryFormatter
  {
    SummaryFormatter(
      context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!),
      language: SummaryLanguage(pack: pack), yFormat: ValueFormat(unit: unit), yValues: values)
  }

  @Test func thousandsFromAThousandAreSaidInMillions() {
    // US nonfarm jobs, 2006–2015 (BLS, thousands): 129,726 to 143,093.
    let jobs = formatter(PluralForms("thousand jobs"), [129_726, 135_450, 143_093])
    #expect(jobs.y(135_450) == "135.5 million jobs")
    #expect(jobs.y(129_726) == "129.7 million jobs")
    #expect(jobs.yChange(7_643) == "7.64 million jobs")
    // Below a thousand of the multiplier the unit stays as it is.
    #expect(jobs.y(944) == "944 thousand jobs")
    // Millions from a thousand are billions: population by continent, 2007.
    let people = formatter(PluralForms("million people"), [24.5, 898.9, 3_811.95])
    #expect(people.y(3_811.95) == "3.81 billion people")
    #expect(people.y(898.9) == "898.9 million people")
    // "million miles" is a multiplier and a noun, not two multipliers.
    #expect(formatter(PluralForms("million miles"), [412, 30_514]).y(30_514) == "30.5 billion miles")
  }

  @Test func theUnitIsSaidOnceAtTheNextScale() {
    let jobs = formatter(PluralForms("thousand jobs"), [129_726, 135_450, 143_093])
    #expect(
      jobs.unitOnce(in: "from 135.5 million jobs in January 2006 to 143.1 million jobs in December 2015")
        == "from 135.5 million jobs in January 2006 to 143.1 million in December 2015")
    #expect(
      jobs.unitOnce(in: "from 1.2 million jobs to 944 thousand jobs")
        == "from 1.2 million jobs to 944 thousand")
  }

  @Test func aUnitJoinedToItsNounIsSaidOnceAtTheNextScale() {
    // "thousands of people" is said in full below a thousand; at the next scale its noun follows
    // the scale word once, like any other unit.
    let people = formatter(PluralForms("thousands of people"), [2_944, 15_352])
    #expect(
      people.unitOnce(in: "from 2.94 million people in 2000 to 8.53 million people in 2008")
        == "from 2.94 million people in 2000 to 8.53 million in 2008")
    #expect(
      people.unitOnce(in: "from 944 thousands of people to 950 thousands of people")
        == "from 944 thousands of people to 950 thousands of people")
  }

  @Test func eachLanguageHasItsMultipliers() {
    let values = [2_944.0, 15_352]
    let unemployed = PluralForms(
      one: "thousand people", other: "thousand people",
      translations: [
        "de": PluralForms("Tausend Personen"), "fr": PluralForms("milliers de personnes"),
        "es": PluralForms("miles de personas"),
      ])
    #expect(formatter(unemployed, values, locale: "de_DE", pack: .german).y(2_944) == "2,94 Millionen Personen")
    #expect(formatter(unemployed, values, locale: "fr_FR", pack: .french).y(2_944) == "2,94 millions de personnes")
    #expect(formatter(unemployed, values, locale: "es_ES", pack: .spanish).y(2_944) == "2,94 millones de personas")
    #expect(formatter(unemployed, values, locale: "fr_FR", pack: .french).y(944) == "944 milliers de personnes")
    #expect(formatter(PluralForms("thousands of people"), values).y(2_944) == "2.94 million people")
    // An English unit in a German summary keeps English words: "2,94 million people".
    #expect(
      formatter(PluralForms("thousand people"), values, locale: "de_DE", pack: .german).y(2_944)
        == "2,94 million people")
    // Two multipliers, or a multiplier alone, are not scaled.
    #expect(ScaledUnit(unit: PluralForms("thousand million tonnes"), language: "en") == nil)
    #expect(ScaledUnit(unit: PluralForms("thousand"), language: "en") == nil)
    #expect(ScaledUnit(unit: PluralForms("hundred million cubic meters"), language: "en") == nil)
    #expect(ScaledUnit(unit: PluralForms("millones de personas"), language: "en") == nil)
    #expect(ScaledUnit(unit: PluralForms("Millionen Euro"), language: "de-AT")?.factor == 1e6)
  }

  @Test func largeAmountsOfMoneyAreSaidInWholeUnits() {
    // GDP per person (gapminder), written to a tenth of a dollar: the axis shows cents.
    let gdp = SummaryFormatter(
      context: FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!),
      language: SummaryLanguage(), yFormat: ValueFormat(style: .currency(code: "USD")),
      yValues: [10_095.4, 47_307, 113_523.1], axisShowsMinorUnit: true)
    #expect(gdp.y(47_307) == "$47,307")
    #expect(gdp.y(113_523.1) == "$113,523")
    // Below 10,000 the summary shows cents as the axis does.
    let rent = SummaryFormatter(
      context: FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!),
      language: SummaryLanguage(), yFormat: ValueFormat(style: .currency(code: "USD")),
      yValues: [1_200, 1_450.5, 9_999], axisShowsMinorUnit: true)
    #expect(rent.y(1_200) == "$1,200.00")
  }
}
