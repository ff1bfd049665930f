public import Foundation

/// The locale, calendar and time zone that numbers and dates are written in.
///
/// Always passed in, never read from the system, so output is the same on every machine.
public struct FormattingContext: Sendable, Hashable {
  public var locale: Locale {
    didSet { language.countWriter = CountWriter(locale: locale) }
  }
  /// The language every sentence is written in: by default the built-in pack of the locale's
  /// language (English, German, French or Spanish), and English for any other language. Set it
  /// to an app's own ``LanguagePack`` to write in another language. Numbers and dates always
  /// follow ``locale``, so a caller that falls back to English for an unsupported language
  /// should also use an English locale, or the text mixes English words with the locale's month
  /// names. The pack read here writes its counts in ``locale``
  /// (``LanguagePack/countLocale``), whichever pack is set.
  public var language: LanguagePack {
    didSet { language.countWriter = CountWriter(locale: locale) }
  }
  /// The calendar dates are written in; its time zone is ``timeZone``.
  public var calendar: Calendar
  public var timeZone: TimeZone {
    didSet { isUTC = Self.isUTC(timeZone) }
  }
  /// Whether ``timeZone`` is UTC (or GMT), which needs no lookup of the zone's rules: kept with
  /// the zone, so that a date's local time does not read the zone's identifier each time (a
  /// million dates' granularity read it a million times).
  private var isUTC: Bool
  /// How negative numbers are written: ``NegativeNumbers/sign`` ("-802", the default, for tables,
  /// braille and files) or ``NegativeNumbers/word`` ("minus 802" in ``language``, for text meant
  /// to be heard).
  public var negativeNumbers: NegativeNumbers = .sign
  /// How a ``ValueFormat``'s dates are worded: ``DateWording/asFormatted`` (the default, for
  /// tables, braille and the points VoiceOver reads one by one) or ``DateWording/prose`` (for
  /// sentences: months spelled out, quarters in words).
  public var dateWording: DateWording = .asFormatted

  /// How dates written from a ``ValueFormat`` are worded.
  public enum DateWording: Sendable, Hashable {
    /// As the format says: "Dec 5", "5. Dez.", "Q3 1980".
    case asFormatted
    /// As a sentence says them: an abbreviated month spelled out ("December 5", "5. Dezember",
    /// "5 de diciembre" for ``ValueFormat/DateStyle/monthDay``; ``ValueFormat/DateStyle/abbreviated``
    /// as ``ValueFormat/DateStyle/long``) and a quarter in words ("Q3 1980", "dritten Quartal 1980",
    /// "troisième trimestre 1980", "tercer trimestre de 1980"; message `date.quarter`). The summary and
    /// Chart Details use this, so a date reads the same in both.
    case prose
  }

  /// How a negative number is written.
  public enum NegativeNumbers: Sendable, Hashable {
    /// With the locale's minus sign: "-802", "-4,8 %".
    case sign
    /// With the language's word before the number written without its sign: "minus 802",
    /// "moins 4,8 %" (message `value.negative`). A screen reader at a low punctuation level
    /// drops "-", so the summary, Chart Details and the equations of fitted models use this;
    /// other heard text, whose numbers an axis or an app's closure wrote with the sign, says the
    /// same word through ``LanguagePack/negativeNumbersInWords(_:)``. Values that round to zero
    /// are "0" either way.
    case word
  }

  /// - Parameters:
  ///   - locale: the locale numbers and dates are written for, for example `en_US` or `de_DE`.
  ///   - timeZone: the zone dates are shown in.
  public init(locale: Locale, timeZone: TimeZone) {
    self.locale = locale
    var language = LanguagePack.builtIn(for: locale) ?? .english
    language.countWriter = CountWriter(locale: locale)
    self.language = language
    self.timeZone = timeZone
    isUTC = Self.isUTC(timeZone)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    calendar.locale = locale
    self.calendar = calendar
  }

  /// This context for writing dates that are `dateValues`.
  ///
  /// For ``AXNumericDataAxisDescriptor/DateValues/calendarDays`` the time zone (and the
  /// calendar's) is UTC, because a calendar day's value is midnight UTC of that day: it then reads
  /// as the same day, and its granularity (``DateGranularity``) is the same, whatever the display
  /// time zone. The locale is kept. For instants the context is returned unchanged.
  public func forDates(_ dateValues: AXNumericDataAxisDescriptor.DateValues) -> FormattingContext {
    guard dateValues == .calendarDays, timeZone != Self.utc else { return self }
    var utc = self
    utc.timeZone = Self.utc
    utc.calendar.timeZone = Self.utc
    return utc
  }

  /// The context to write the values of `axis` in: on a date axis, ``forDates(_:)`` with the
  /// axis' ``AXNumericDataAxisDescriptor/resolvedDateValues(for:)`` for `values` (the dates of
  /// the data on that axis; with none, the range bounds and gridlines decide); this context
  /// unchanged on any other axis.
  ///
  ///     let xContext = context.forDates(of: chart.xAxis, values: xValues)
  ///     DateGranularity(of: xValues, in: xContext)   // .month for monthly data in any zone
  public func forDates(of axis: any AXDataAxisDescriptor, values: some Sequence<Double>) -> FormattingContext {
    guard let numeric = axis as? AXNumericDataAxisDescriptor, numeric.valueKind == .date else { return self }
    return forDates(numeric.resolvedDateValues(for: values))
  }

  private static let utc = TimeZone(identifier: "UTC")!

  /// A context from identifiers, for callers that hold them as text (a setting, a command-line
  /// option): "en_US" and "America/New_York".
  ///
  /// - Throws: ``UnknownTimeZone`` when `timeZoneIdentifier` names no time zone this system
  ///   knows, so no caller has to force-unwrap `TimeZone(identifier:)`. Any locale identifier is
  ///   accepted (an unknown one formats like the root locale, as Foundation does).
  public init(localeIdentifier: String, timeZoneIdentifier: String) throws(UnknownTimeZone) {
    guard let timeZone = TimeZone(identifier: timeZoneIdentifier) else {
      throw UnknownTimeZone(identifier: timeZoneIdentifier)
    }
    self.init(locale: Locale(identifier: localeIdentifier), timeZone: timeZone)
  }

  /// A time zone identifier that names no time zone ("Mars/Olympus_Mons").
  public struct UnknownTimeZone: Error, Equatable, CustomStringConvertible {
    public var identifier: String
    public init(identifier: String) { self.identifier = identifier }
    public var description: String {
      "unknown time zone \"\(identifier)\" (use an IANA name such as Europe/Berlin or UTC)"
    }
  }

  /// English (United States), Gregorian calendar, UTC.
  public static let `default` = FormattingContext(
    locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

  /// The Gregorian calendar fields of an instant in this context's time zone: year, month
  /// (1…12), day (1…31) and the seconds since local midnight (with any fraction).
  ///
  /// Exact, and about ten times faster than `Calendar.dateComponents`: the zone's offset at that
  /// instant, then civil-date arithmetic. `value` is seconds since 1970 and must be finite.
  public func calendarFields(of value: Double) -> (year: Int, month: Int, day: Int, secondOfDay: Double) {
    // A date outside the years 1 to 9999 (an unvalidated descriptor) is read as the nearest end
    // of that range, so that no value can overflow the day count.
    let local = localSeconds(of: value)
    let day = (local / 86_400).rounded(.down)
    let (year, month, dayOfMonth) = ISO8601Date.civilDate(daysSinceEpoch: Int(day))
    return (year, month, dayOfMonth, local - day * 86_400)
  }

  /// The seconds since local midnight of an instant in this context's time zone (with any
  /// fraction): ``calendarFields(of:)``'s `secondOfDay` without the date's arithmetic.
  public func secondOfDay(of value: Double) -> Double {
    let local = localSeconds(of: value)
    return local - (local / 86_400).rounded(.down) * 86_400
  }

  /// `value` (seconds since 1970) moved by the zone's offset at that instant, clamped to the
  /// years 1 to 9999 first (NaN is 1970).
  private func localSeconds(of value: Double) -> Double {
    let value = value.isNaN ? 0 : min(max(value, ChartValueLimits.dates.lowerBound), ChartValueLimits.dates.upperBound)
    // UTC (every calendar-day axis, ``forDates(_:)``) needs no lookup of the zone's rules.
    let offset = isUTC ? 0 : Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: value)))
    return value + offset
  }

  private static func isUTC(_ zone: TimeZone) -> Bool { zone.identifier == "UTC" || zone.identifier == "GMT" }

  /// The language's CLDR plural category for a number written with `visibleFractionDigits`
  /// digits after the separator: `true` for "one". Covers English-like rules (one iff the number is
  /// 1 with no visible fraction), French and Portuguese (0 and 1 with no fraction... CLDR i = 0,1),
  /// and languages without plural forms (Japanese, Chinese, Korean, …: never "one").
  /// `language` (a language code) chooses the rule instead of the locale's: the words of a unit
  /// written in English take English's rule in a French text ("0 deaths", not "0 death").
  func isPluralOne(_ value: Double, visibleFractionDigits: Int, language: String? = nil) -> Bool {
    let language = language ?? locale.language.languageCode?.identifier ?? "en"
    let integer = Swift.abs(value.rounded(.towardZero))
    switch language {
    case "ja", "zh", "ko", "vi", "th", "id", "ms", "my", "lo", "km": return false
    case "fr", "pt": return integer <= 1 && (language == "fr" || visibleFractionDigits == 0)
    default: return integer == 1 && visibleFractionDigits == 0 && Swift.abs(value) == 1
    }
  }

  /// Whether the locale groups digits with a space-like separator (French), see
  /// ``Locale/groupsDigitsWithWhitespace``.
  var groupsWithWhitespace: Bool { locale.groupsDigitsWithWhitespace }
}

extension Locale {
  /// Whether this locale groups digits with a space-like separator (a space, U+00A0, U+2009 or
  /// U+202F: French, Swedish, Polish …). The locale's own separator is U+202F or U+00A0, and
  /// espeak-ng 1.51 reads "16 988" written with either as two numbers ("seize neuf cent
  /// quatre-vingt-huit": "mille" is lost), but with an ordinary space as one ("seize mille neuf
  /// cent quatre-vingt-huit"). So values (``ValueFormatter``) and counts
  /// (``MessageArgument/count(_:)``) in such a locale group a whole part of five digits or more
  /// with ordinary spaces, ``spaceGroupedDigits(_:)``: "16 988", "1 234 567"; four digits stay
  /// together ("1820"), as French typography allows.
  var groupsDigitsWithWhitespace: Bool {
    guard let separator = groupingSeparator else { return false }
    return separator.unicodeScalars.allSatisfy {
      [0x20, 0xA0, 0x2009, 0x202F].contains($0.value)
    }
  }

  /// `text`, a number written without grouping ("16988", "-16988,5", "69793,50 $US"), with the
  /// first run of ASCII digits (its whole part) grouped by threes with ordinary spaces (U+0020)
  /// when it has five digits or more: "16 988", "-16 988,5", "69 793,50 $US"; shorter runs and
  /// text without digits are returned unchanged.
  static func spaceGroupedDigits(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard let start = scalars.firstIndex(where: { ("0"..."9").contains($0) }) else { return text }
    var end = start
    while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
    let count = end - start
    guard count >= 5 else { return text }
    var result = String.UnicodeScalarView(scalars[..<start])
    for (offset, digit) in scalars[start..<end].enumerated() {
      if offset > 0, (count - offset) % 3 == 0 { result.append(" ") }
      result.append(digit)
    }
    result.append(contentsOf: scalars[end...])
    return String(result)
  }

  /// `text`, a number written with "." as its decimal separator and no grouping ("4.5", "0.25",
  /// "10.42"), with this locale's decimal separator instead ("4,5" in de, fr and es); unchanged
  /// where the locale uses ".".
  package func withDecimalSeparator(_ text: String) -> String {
    guard let separator = decimalSeparator, separator != "." else { return text }
    return String(text.split(separator: ".", omittingEmptySubsequences: false).joined(separator: separator))
  }
}
