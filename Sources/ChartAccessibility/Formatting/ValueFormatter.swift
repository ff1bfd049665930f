import Foundation

/// Writes axis values as text for a screen reader, following a ``ValueFormat`` in a
/// ``FormattingContext``.
///
/// Rules (deterministic: the same value, format and context always give the same text):
/// - numbers round half away from zero, and a value that rounds to zero is written "0", never "-0";
/// - with no fixed `fractionDigits`, up to ``defaults``' digits are shown, trailing zeros trimmed;
/// - digits are grouped as the locale does, except where the locale groups with a space;
/// - dates use the context's calendar and time zone (for calendar days, pass a context from
///   ``FormattingContext/forDates(_:)``); U+202F and U+00A0 become plain spaces;
/// - years (``AXNumericDataAxisDescriptor/ValueKind/year``) are plain numbers never grouped,
///   "1810" in every locale, whatever the format's style;
/// - a unit is appended after a space, in the plural form the number calls for;
/// - negative numbers carry the locale's minus sign, or the language's word ("minus 802") when
///   the context asks for words (``FormattingContext/negativeNumbers``);
/// - a number of magnitude 10¹⁵ or more (after rounding) is written as a power of ten with up to
///   three significant digits, "1.23 times 10 to the power of 20" in English and "1,23 × 10^20" in
///   other languages, since nobody can follow sixteen spoken digits (see ``powerOfTenText(_:)``).
public struct ValueFormatter: Sendable {
  public var format: ValueFormat?
  public var valueKind: AXNumericDataAxisDescriptor.ValueKind
  public var context: FormattingContext
  /// Used when ``format`` leaves something open: fraction digits for numbers, a style for dates.
  public var defaults: Defaults

  /// What a formatter uses when the format does not say.
  public struct Defaults: Sendable, Hashable {
    /// Maximum digits after the separator when the format fixes none (trailing zeros trimmed).
    public var fractionDigits: Int
    /// The style of dates on a date axis with no date format.
    public var dateStyle: ValueFormat.DateStyle

    public init(fractionDigits: Int = 2, dateStyle: ValueFormat.DateStyle = .long) {
      self.fractionDigits = fractionDigits
      self.dateStyle = dateStyle
    }

    /// Defaults that fit `values`: enough fraction digits to show each value as it is (up to six
    /// significant digits per value, see
    /// ``ValueFormat/dataPrecisionFractionDigits(for:significantDigits:maximum:)``, counted on the displayed
    /// numbers, so ×100 for the `fraction` style) and, for dates, the coarsest style that still
    /// tells the values apart (year, quarter, month, day, or day and time; see
    /// ``DateGranularity``), in `context` (for calendar days, pass
    /// `context.forDates(.calendarDays)`).
    public static func derived(
      from values: [Double], format: ValueFormat?,
      valueKind: AXNumericDataAxisDescriptor.ValueKind, context: FormattingContext
    ) -> Defaults {
      // (Values that need no scaling are passed as the array itself, which the precision scan
      // reads through a buffer pointer rather than through a lazy map's iterator: the same
      // digits, in less time on a million values.)
      let fractionDigits =
        format?.style == .fraction
        ? ValueFormat.dataPrecisionFractionDigits(for: values.lazy.map { $0 * 100 })
        : ValueFormat.dataPrecisionFractionDigits(for: values)
      return Defaults(
        fractionDigits: fractionDigits,
        dateStyle: valueKind == .date ? DateGranularity(of: values, in: context).dateStyle : .long)
    }
  }

  public init(
    format: ValueFormat?, valueKind: AXNumericDataAxisDescriptor.ValueKind = .number,
    context: FormattingContext = .default, defaults: Defaults = Defaults()
  ) {
    self.format = format
    self.valueKind = valueKind
    self.context = context
    self.defaults = defaults
  }

  init(
    format: ValueFormat, valueKind: AXNumericDataAxisDescriptor.ValueKind,
    context: FormattingContext, defaultFractionDigits: Int
  ) {
    self.init(
      format: format, valueKind: valueKind, context: context,
      defaults: Defaults(fractionDigits: defaultFractionDigits))
  }

  /// The value as spoken, with its unit: "112 IQ points", "4.8%", "$1,200", "December 5, 2025".
  ///
  /// The unit's singular or plural follows the plural rule of the language its words are in: a
  /// unit without words in the context's language is written in English and takes English's rule
  /// ("0 deaths" in a French text; "0 décès" when the unit has French words).
  public func string(for value: Double) -> String {
    guard let forms = format?.unit else { return numberText(for: value).text }
    let unitLanguage = forms.hasWords(for: context.language.identifier) ? nil : "en"
    let (text, isOne) = numberText(for: value, pluralLanguage: unitLanguage)
    let unit = forms.localized(for: context.language.identifier)
    return text + " " + (isOne ? unit.one : unit.other)
  }

  /// The value without its unit: "112", "4.8%".
  public func stringWithoutUnit(for value: Double) -> String { numberText(for: value).text }

  /// The value's text and whether the unit takes its singular form.
  /// `pluralLanguage` chooses the plural rule (a language code), the locale's when `nil`.
  private func numberText(for value: Double, pluralLanguage: String? = nil) -> (text: String, isOne: Bool) {
    guard value.isFinite else { return (Self.nonFiniteText(value, language: context.language), false) }
    // A year is a plain number whatever the format's style says ("1810", not "$1,810").
    let style: ValueFormat.Style =
      valueKind == .year ? .number : format?.style ?? (valueKind == .date ? .date(defaults.dateStyle) : .number)
    if case .date(let dateStyle) = style {
      return (dateText(Date(timeIntervalSince1970: value), style: dateStyle), false)
    }
    var fixed = format?.fractionDigits
    if case .currency = style, fixed == nil {
      // Money shows cents on every value or on none: "$1,200.00" next to "$1,450.50".
      fixed = defaults.fractionDigits == 0 ? 0 : 2
    }
    let digits = max(0, min(fixed ?? defaults.fractionDigits, 15))
    let shown = style == .fraction ? value * 100 : value
    let rounded = Self.round(shown, fractionDigits: digits)
    if context.negativeNumbers == .word, rounded < 0 {
      let (magnitude, isOne) = numberText(for: -value, pluralLanguage: pluralLanguage)
      return (context.language.text("value.negative", ["value": .text(magnitude)]), isOne)
    }
    let precision: NumberFormatStyleConfiguration.Precision =
      fixed != nil ? .fractionLength(digits) : .fractionLength(0...digits)
    let grouping: NumberFormatStyleConfiguration.Grouping =
      context.groupsWithWhitespace || valueKind == .year ? .never : .automatic
    // `rounded` is already rounded half away from zero to `digits`, so the styles need no rounding
    // rule of their own. (Adding `.rounded(rule:)` after `.grouping(.never)` makes swift-foundation
    // 6.3 drop the currency style in fr_FR: "1200.5" instead of "1201 €".)
    let text: String
    switch style {
    case .number, .date:
      text = rounded.formatted(
        .number.locale(context.locale).precision(precision).grouping(grouping))
    case .percent, .fraction:
      text = (rounded / 100).formatted(
        .percent.locale(context.locale).precision(precision).grouping(grouping))
    case .currency(let code):
      text = rounded.formatted(
        .currency(code: code).locale(context.locale).precision(precision)
          .grouping(grouping))
    }
    if rounded.magnitude >= Self.powerOfTenThreshold {
      var text = powerOfTenText(rounded)
      switch style {
      case .percent, .fraction: text += "%"
      case .currency(let code): text += " " + code
      default: break
      }
      return (text, false)
    }
    let visibleDigits = fixed ?? Self.visibleFractionDigits(rounded, maximum: digits)
    var written = Self.normalizeSpaces(text)
    switch style {
    case .percent, .fraction, .currency: written = Self.keepingSignWithNumber(written)
    case .number, .date: break
    }
    // French groups with ordinary spaces, which screen readers read as one number ("16 988").
    if context.groupsWithWhitespace, valueKind != .year { written = Locale.spaceGroupedDigits(written) }
    return (written, context.isPluralOne(rounded, visibleFractionDigits: visibleDigits, language: pluralLanguage))
  }

  /// `value` as ``string(for:)`` writes it but without its year, for a text that says a year
  /// its dates share once ("from January to June 2024", "May 1, 2013 at 4:00 AM to May 4 at
  /// 3:00 AM"); which date keeps the year is the caller's choice. `nil` where this formatter's
  /// dates have no year to leave out, or cannot lose it in this language:
  ///
  /// - the `monthYear` style gives the calendar's stand-alone month name ("July", "Juli",
  ///   "juillet", "julio"), when the full text contains it;
  /// - a style whose text contains the date's `long` form ("May 4, 2013", "4. Mai 2013 um
  ///   03:00", "4 de mayo de 2013 a las 3:00") gets the `monthDay` form in its place, so that a
  ///   time and its joining word stay ("May 4 at 3:00 AM", "4. Mai um 03:00");
  /// - the `quarter` style gives the quarter alone ("Q3"; in prose "dritten Quartal", « troisième
  ///   trimestre », "tercer trimestre", message `date.quarterAlone`);
  /// - every other style (years, times, numeric and ISO dates), a value that is not a
  ///   date, an unwritable value, and an app's closure (not a formatter) give `nil`.
  ///
  /// In this formatter's context, with its date wording (a `.prose` context gives "May 4").
  package func stringWithoutYear(for value: Double) -> String? {
    guard value.isFinite, valueKind != .year,
      case .date(let style) = format?.style ?? (valueKind == .date ? .date(defaults.dateStyle) : .number)
    else { return nil }
    let full = string(for: value)
    let withoutYear: String
    switch style {
    case .monthYear:
      let names = context.calendar.standaloneMonthSymbols
      let month = context.calendarFields(of: value).month
      guard names.indices.contains(month - 1), full.contains(names[month - 1]) else { return nil }
      withoutYear = names[month - 1]
    case .quarter:
      // The quarter's own words: "Q3", "dritten Quartal", « troisième trimestre », "tercer
      // trimestre" in prose; "Q3", "T3" otherwise.
      let quarter = (context.calendarFields(of: value).month - 1) / 3 + 1
      withoutYear =
        context.dateWording == .prose
        ? context.language.text("date.quarterAlone", ["quarter": .count(quarter)])
        : Date(timeIntervalSince1970: value).formatted(
          Date.FormatStyle(locale: context.locale, calendar: context.calendar, timeZone: context.timeZone)
            .quarter(.abbreviated))
    case .abbreviated, .long, .dateTime:
      var long = self
      long.format = ValueFormat(style: .date(.long))
      var monthDay = self
      monthDay.format = ValueFormat(style: .date(.monthDay))
      guard let range = full.range(of: long.string(for: value)) else { return nil }
      withoutYear = full.replacingCharacters(in: range, with: monthDay.string(for: value))
    default:
      return nil
    }
    return withoutYear == full ? nil : withoutYear
  }

  /// Magnitudes from which numbers are written as a power of ten: 10¹⁵ (a thousand trillion).
  public static let powerOfTenThreshold = 1e15

  /// `value` as a power of ten with up to three significant digits, in the context's locale:
  /// "1.23 times 10 to the power of 20" in English, "1,23 mal 10 hoch 20" in German (the context's
  /// language pack, message `number.powerOfTen`); "0" for zero. For any finite value; a
  /// non-finite one gives "not a number" or "infinity" in that language.
  public func powerOfTenText(_ value: Double) -> String {
    guard value.isFinite else { return Self.nonFiniteText(value, language: context.language) }
    guard value != 0 else { return "0" }
    var exponent = Int(Foundation.log10(value.magnitude).rounded(.down))
    var mantissa = value / Foundation.pow(10, Double(exponent))
    if mantissa.magnitude < 1 {
      exponent -= 1
      mantissa *= 10
    }
    mantissa = Self.round(mantissa, fractionDigits: 2)
    if mantissa.magnitude >= 10 {
      exponent += 1
      mantissa /= 10
    }
    let digits = mantissa.formatted(.number.locale(context.locale).precision(.fractionLength(0...2)).grouping(.never))
    return Self.normalizeSpaces(
      context.language.text("number.powerOfTen", ["mantissa": .text(digits), "exponent": .text(String(exponent))]))
  }

  /// "not a number", "infinity" or "minus infinity" in `language`.
  static func nonFiniteText(_ value: Double, language: LanguagePack) -> String {
    language.text(value.isNaN ? "value.notANumber" : value > 0 ? "value.infinity" : "value.minusInfinity")
  }

  /// Rounds half away from zero to `fractionDigits` digits; −0 becomes 0.
  public static func round(_ value: Double, fractionDigits: Int) -> Double {
    let scale = Foundation.pow(10, Double(fractionDigits))
    let scaled = value * scale
    guard scaled.magnitude < 1e15 else { return value == 0 ? 0 : value }
    let result = scaled.rounded(.toNearestOrAwayFromZero) / scale
    return result == 0 ? 0 : result
  }

  /// How many fraction digits remain after trimming trailing zeros.
  static func visibleFractionDigits(_ rounded: Double, maximum: Int) -> Int {
    var digits = maximum
    while digits > 0, round(rounded, fractionDigits: digits - 1) == rounded { digits -= 1 }
    return digits
  }

  /// The date in `style`, in the proleptic Gregorian calendar that ISO 8601 dates use.
  ///
  /// ICU's Gregorian calendar is Julian before 15 October 1582 ("January 3, 1" for 0001-01-01).
  /// A date before 1583 is therefore formatted a whole number of 400-year Gregorian cycles later
  /// (146,097 days: the same month, day and weekday) and its year written back.
  private func dateText(_ date: Date, style: ValueFormat.DateStyle) -> String {
    let fields = context.calendarFields(of: date.timeIntervalSince1970)
    guard fields.year < 1583, style != .iso else { return gregorianDateText(date, style: style) }
    let cycles = (1583 - fields.year) / 400 + 1
    let shifted = date.addingTimeInterval(Double(cycles) * 146_097 * 86_400)
    let text = gregorianDateText(shifted, style: style)
    let shiftedYear = String(fields.year + cycles * 400)
    guard let range = text.range(of: shiftedYear, options: .backwards) else { return text }
    return text.replacingCharacters(in: range, with: String(fields.year))
  }

  private func gregorianDateText(_ date: Date, style: ValueFormat.DateStyle) -> String {
    let base = Date.FormatStyle(
      locale: context.locale, calendar: context.calendar, timeZone: context.timeZone)
    let prose = context.dateWording == .prose
    let text: String
    switch style {
    case .iso:
      let fields = context.calendarFields(of: date.timeIntervalSince1970)
      text = String(format: "%04d-%02d-%02d", fields.year, fields.month, fields.day)
    case .numeric:
      text = date.formatted(
        Date.FormatStyle(
          date: .numeric, time: .omitted, locale: context.locale, calendar: context.calendar,
          timeZone: context.timeZone))
    case .monthDay: text = date.formatted(base.month(prose ? .wide : .abbreviated).day())
    case .abbreviated: text = date.formatted(base.month(prose ? .wide : .abbreviated).day().year())
    case .long: text = date.formatted(base.month(.wide).day().year())
    case .monthYear: text = date.formatted(base.month(.wide).year())
    case .quarter where prose:
      let fields = context.calendarFields(of: date.timeIntervalSince1970)
      text = context.language.text(
        "date.quarter", ["quarter": .count((fields.month - 1) / 3 + 1), "year": .text(String(fields.year))])
    case .quarter: text = date.formatted(base.quarter(.abbreviated).year())
    case .year: text = date.formatted(base.year())
    case .time: text = date.formatted(base.hour().minute())
    case .dateTime:
      // The date and the time joined by the language (message `date.atTime`): ICU's Spanish
      // pattern joins them with a comma ("12 de febrero de 2013, 8:00") where Spanish says
      // "a las 8:00" ("a la 1:00"); English, German and French read as ICU writes them.
      let time = Self.normalizeSpaces(date.formatted(base.hour().minute()))
      let hour = Int(time.prefix(while: \.isWholeNumber).prefix(2)) ?? 0
      text = context.language.text(
        "date.atTime",
        [
          "date": .text(date.formatted(base.month(.wide).day().year())), "time": .text(time),
          "hour": .number(Double(hour), text: String(hour)),
        ])
    }
    return frenchFirstOfTheMonth(Self.normalizeSpaces(text), date: date, style: style)
  }

  /// French writes the first day of a month as an ordinal, "1er mars 2024" (read "premier mars"),
  /// where ICU's pattern gives "1 mars 2024"; every other day is a cardinal ("2 mars").
  private func frenchFirstOfTheMonth(_ text: String, date: Date, style: ValueFormat.DateStyle) -> String {
    guard context.locale.language.languageCode?.identifier == "fr", text.hasPrefix("1 "),
      [.monthDay, .abbreviated, .long, .dateTime].contains(style),
      context.calendarFields(of: date.timeIntervalSince1970).day == 1
    else { return text }
    return "1er" + text.dropFirst()
  }

  /// A percentage or an amount of money (`text`) with its spaces made no-break spaces (U+00A0):
  /// the one between the number and "%" ("35 %", as German, French and Spanish write it) or the
  /// currency ("25,94 $", "US$ 25"), so that a line never breaks between a number and its sign on
  /// a braille display or a page. (Locales that group digits with spaces get their grouping
  /// after this, ``Locale/spaceGroupedDigits(_:)``: the spaces inside a number stay ordinary.)
  static func keepingSignWithNumber(_ text: String) -> String {
    text.replacingOccurrences(of: " ", with: "\u{00A0}")
  }

  /// Replaces narrow and non-breaking spaces (ICU puts U+202F before "PM") with plain spaces, so
  /// output is the same across ICU versions.
  static func normalizeSpaces(_ text: String) -> String {
    String(
      String.UnicodeScalarView(
        text.unicodeScalars.map { [0xA0, 0x2009, 0x202F].contains($0.value) ? " " : $0 }))
  }
}

/// The coarsest calendar unit that tells a set of dates apart.
public enum DateGranularity: Int, Comparable, Sendable, CaseIterable {
  case second, minute, hour, day, month, quarter, year

  /// The granularity of `values` (seconds since 1970) in the context's calendar and time zone
  /// (for calendar days, a context from ``FormattingContext/forDates(_:)``, so the answer is the
  /// same in every display time zone):
  /// - `.year` when every date is January 1 at midnight;
  /// - `.quarter` when every date is the first of January, April, July or October at midnight,
  ///   there are at least 3 different dates, and two of them are 3 months apart (quarterly data,
  ///   spoken "Q2 1980"; dates 6 or 12 months apart are `.month` or `.year`);
  /// - `.month` when every date is the first of a month at midnight;
  /// - `.day` when every date is at midnight, and so on down to `.second`.
  ///
  /// Non-finite values are ignored; no values → `.year`. O(n) calendar-field computations, plus
  /// a sort of the distinct months when every date starts a quarter.
  public init(of values: [Double], in context: FormattingContext) {
    var granularity = DateGranularity.year
    var quarterMonths: [Int] = []
    var allStartQuarters = true
    for value in values where value.isFinite {
      // Once the answer is a day or finer and not quarters, only the time of day can change it.
      if granularity <= .day && !allStartQuarters {
        let second = context.secondOfDay(of: value)
        let unit: DateGranularity =
          second.rounded(.down) != second || Int(second) % 60 != 0
          ? .second : Int(second) % 3600 != 0 ? .minute : second != 0 ? .hour : .day
        granularity = min(granularity, unit)
        if granularity == .second { break }
        continue
      }
      let fields = context.calendarFields(of: value)
      let second = fields.secondOfDay
      let unit: DateGranularity =
        second.rounded(.down) != second || Int(second) % 60 != 0
        ? .second
        : Int(second) % 3600 != 0
          ? .minute
          : second != 0
            ? .hour
            : fields.day != 1
              ? .day
              : fields.month != 1
                ? .month
                : .year
      granularity = min(granularity, unit)
      if granularity == .second { break }
      if allStartQuarters {
        if unit >= .month && (fields.month - 1) % 3 == 0 {
          quarterMonths.append(fields.year * 12 + fields.month - 1)
        } else {
          allStartQuarters = false
        }
      }
    }
    if granularity == .month, allStartQuarters, Self.areQuarterly(quarterMonths) { granularity = .quarter }
    self = granularity
  }

  /// At least 3 distinct months (counted from year 0), two of them consecutive quarters.
  private static func areQuarterly(_ months: [Int]) -> Bool {
    var distinct = Array(Set(months))
    guard distinct.count >= 3 else { return false }
    distinct.sort()
    return zip(distinct, distinct.dropFirst()).contains { $1 - $0 == 3 }
  }

  /// The date style that shows this granularity: "2024", "Q2 2024", "January 2024",
  /// "March 1, 2024", or the date with its time.
  public var dateStyle: ValueFormat.DateStyle {
    switch self {
    case .year: .year
    case .quarter: .quarter
    case .month: .monthYear
    case .day: .long
    case .hour, .minute, .second: .dateTime
    }
  }

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}
