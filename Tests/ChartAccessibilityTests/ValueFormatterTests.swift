import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility

@Suite struct ValueFormatterTests {
  let english = FormattingContext.default
  let german = FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!)
  let french = FormattingContext(locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "UTC")!)

  func text(
    _ value: Double, _ format: ValueFormat?, _ context: FormattingContext = .default, digits: Int = 2,
    kind: AXNumericDataAxisDescriptor.ValueKind = .number
  ) -> String {
    ValueFormatter(format: format, valueKind: kind, context: context, defaults: .init(fractionDigits: digits)).string(
      for: value)
  }

  @Test func writesTheChartFileFormatsExamples() {
    #expect(text(4.8, ValueFormat(style: .percent)) == "4.8%")
    #expect(text(0.048, ValueFormat(style: .fraction)) == "4.8%")
    #expect(text(1200, ValueFormat(style: .currency(code: "USD")), digits: 0) == "$1,200")
    #expect(text(1450.5, ValueFormat(style: .currency(code: "USD")), digits: 1) == "$1,450.50")
    #expect(
      text(112, ValueFormat(fractionDigits: 0, unit: PluralForms(one: "IQ point", other: "IQ points")))
        == "112 IQ points")
  }

  @Test(arguments: [
    (ValueFormat.DateStyle.iso, "2025-12-05"), (.numeric, "12/5/2025"), (.monthDay, "Dec 5"),
    (.abbreviated, "Dec 5, 2025"), (.long, "December 5, 2025"), (.monthYear, "December 2025"),
    (.year, "2025"), (.time, "2:30 PM"), (.dateTime, "December 5, 2025 at 2:30 PM"),
  ])
  func writesEachDateStyle(style: ValueFormat.DateStyle, expected: String) {
    #expect(text(1_764_945_000, ValueFormat(style: .date(style)), kind: .date) == expected)
  }

  /// French writes the first of the month as an ordinal ("1er mars"), every other day as a
  /// cardinal; other languages are unchanged.
  @Test func frenchWritesTheFirstOfTheMonthAsAnOrdinal() {
    let march1 = 1_709_251_200.0  // 2024-03-01T00:00Z
    let march1Afternoon = march1 + 14.5 * 3_600
    #expect(text(march1, ValueFormat(style: .date(.long)), french, kind: .date) == "1er mars 2024")
    #expect(text(march1, ValueFormat(style: .date(.monthDay)), french, kind: .date) == "1er mars")
    #expect(text(march1, ValueFormat(style: .date(.abbreviated)), french, kind: .date) == "1er mars 2024")
    #expect(
      text(march1Afternoon, ValueFormat(style: .date(.dateTime)), french, kind: .date) == "1er mars 2024 à 14:30")
    #expect(text(march1 + 86_400, ValueFormat(style: .date(.long)), french, kind: .date) == "2 mars 2024")
    #expect(text(march1 + 10 * 86_400, ValueFormat(style: .date(.long)), french, kind: .date) == "11 mars 2024")
    #expect(text(march1, ValueFormat(style: .date(.numeric)), french, kind: .date) == "01/03/2024")
    #expect(text(march1, ValueFormat(style: .date(.long)), german, kind: .date) == "1. März 2024")
  }

  @Test func writesDatesInTheContextsTimeZone() {
    let tokyo = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    // 2025-12-05T20:00Z is already December 6 in Tokyo.
    #expect(text(1_764_964_800, ValueFormat(style: .date(.long)), tokyo, kind: .date) == "December 6, 2025")
    #expect(text(1_764_964_800, ValueFormat(style: .date(.iso)), tokyo, kind: .date) == "2025-12-06")
  }

  @Test func roundsHalfAwayFromZeroAndNeverWritesMinusZero() {
    #expect(text(2.5, ValueFormat(fractionDigits: 0)) == "3")
    #expect(text(-2.5, ValueFormat(fractionDigits: 0)) == "-3")
    #expect(text(0.125, ValueFormat(fractionDigits: 2)) == "0.13")
    #expect(text(-0.04, ValueFormat(fractionDigits: 1)) == "0.0")
    #expect(text(-0.04, nil, digits: 1) == "0")
    #expect(text(-0.0, nil) == "0")
  }

  @Test func trimsTrailingZerosOnlyWhenDigitsAreNotFixed() {
    #expect(text(3.10, nil, digits: 2) == "3.1")
    #expect(text(3.10, ValueFormat(fractionDigits: 2)) == "3.10")
  }

  @Test func followsTheLocaleButNeverGroupsWithNoBreakSpaces() {
    #expect(text(1234567.5, nil, german, digits: 1) == "1.234.567,5")
    // fr_FR groups with U+202F, which espeak-ng reads as two numbers ("seize neuf cent …" for
    // "16 988"): French groups five digits or more with ordinary spaces, four stay together.
    #expect(text(11700, nil, french) == "11 700")
    #expect(text(1700, nil, french) == "1700")
    #expect(text(-1234567.5, nil, french, digits: 1) == "-1 234 567,5")
    #expect(text(69793.5, ValueFormat(style: .currency(code: "USD")), french) == "69 793,50\u{00A0}$US")
    #expect(text(12345, ValueFormat(style: .percent), french) == "12 345\u{00A0}%")
    #expect(text(12345, nil, french, kind: .year) == "12345")
    #expect(text(4.8, ValueFormat(style: .percent), german) == "4,8\u{00A0}%")
    #expect(text(1450.5, ValueFormat(style: .currency(code: "EUR")), german, digits: 1) == "1.450,50\u{00A0}€")
    #expect(text(1_764_892_800, ValueFormat(style: .date(.long)), german, kind: .date) == "5. Dezember 2025")
  }

  // CLDR rules read the absolute value: -1 takes the singular.
  @Test(arguments: [(0.0, "0 orders"), (1.0, "1 order"), (2.0, "2 orders"), (1.5, "1.5 orders"), (-1, "-1 order")])
  func choosesThePluralFormOfTheUnit(value: Double, expected: String) {
    #expect(text(value, ValueFormat(unit: PluralForms(one: "order", other: "orders")), digits: 1) == expected)
  }

  @Test func frenchUsesTheSingularForZeroAndOne() {
    let unit = PluralForms(
      one: "order", other: "orders", translations: ["fr": PluralForms(one: "commande", other: "commandes")])
    #expect(text(0, ValueFormat(unit: unit), french) == "0 commande")
    #expect(text(0.93, ValueFormat(unit: unit), french, digits: 2) == "0,93 commande")
    #expect(text(2, ValueFormat(unit: unit), french) == "2 commandes")
  }

  /// A unit without French words is written in English, with English's plural rule: "0 deaths"
  /// and "0,93 degrees Celsius" in a French text (French's rule made them "0 death").
  @Test func anEnglishUnitTakesEnglishPluralsInAFrenchText() {
    let deaths = PluralForms(one: "death", other: "deaths")
    #expect(text(0, ValueFormat(unit: deaths), french) == "0 deaths")
    #expect(text(1, ValueFormat(unit: deaths), french) == "1 death")
    let degrees = PluralForms(one: "degree Celsius", other: "degrees Celsius")
    #expect(text(0.93, ValueFormat(unit: degrees), french, digits: 2) == "0,93 degrees Celsius")
  }

  @Test func dataPrecisionShowsEveryValueExactly() {
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [1, 2, 300]) == 0)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [4.8, 4.5, 3]) == 1)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [1450.25, 3]) == 2)
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [Double.pi]) == 5)  // "3.14159": six significant digits
    #expect(ValueFormat.dataPrecisionFractionDigits(for: [.nan, 2]) == 0)
  }

  @Test func summaryDigitsFollowTheRangeRule() {
    // The range rule: 0 for whole numbers; clamp(1 − ⌊log₁₀ R⌋, 0, 4); 3 significant digits when flat.
    #expect(ValueFormat.defaultFractionDigits(for: [120, 198]) == 0)
    #expect(ValueFormat.defaultFractionDigits(for: [4.8, 3.1]) == 1)  // R = 1.7
    #expect(ValueFormat.defaultFractionDigits(for: [0.5, 10.5]) == 0)  // R = 10
    #expect(ValueFormat.defaultFractionDigits(for: [0.5, 9.5]) == 1)  // R = 9
    #expect(ValueFormat.defaultFractionDigits(for: [0.0012, 0.0015]) == 4)
    #expect(ValueFormat.defaultFractionDigits(for: [3.14159, 3.14159]) == 2)
  }

  @Test func infersTheDateGranularity() {
    let context = FormattingContext.default
    #expect(DateGranularity(of: [1_704_067_200, 1_735_689_600], in: context) == .year)
    #expect(DateGranularity(of: [1_704_067_200, 1_709_251_200], in: context) == .month)
    #expect(DateGranularity(of: [1_709_251_200, 1_709_337_600], in: context) == .day)
    #expect(DateGranularity(of: [1_709_251_200, 1_709_251_200 + 3600], in: context) == .hour)
    #expect(DateGranularity.day.dateStyle == .long)
  }
}

@Suite struct CalendarFieldsTests {
  @Test(arguments: [
    "UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham", "Australia/Lord_Howe",
  ])
  func agreeWithTheCalendar(zone: String) {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: zone)!)
    var generator = SplitMix64(seed: 11)
    for _ in 0..<2000 {
      let value = Double(Int64.random(in: -2_000_000_000...4_000_000_000, using: &generator)) + 0.25
      let fields = context.calendarFields(of: value)
      let parts = context.calendar.dateComponents(
        [.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: value))
      #expect(
        fields.year == parts.year && fields.month == parts.month && fields.day == parts.day, "\(value) in \(zone)")
      let hours: Int = parts.hour ?? 0
      let minutes: Int = parts.minute ?? 0
      let seconds: Int = parts.second ?? 0
      let expected = Double(hours * 3600 + minutes * 60 + seconds) + 0.25
      #expect(fields.secondOfDay == expected, "\(value) in \(zone)")
    }
  }
}
