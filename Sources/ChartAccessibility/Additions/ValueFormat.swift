import Foundation

/// How the values on an axis are written and spoken: a number, a percent, money or a date, with
/// an optional unit. An AudioGraph addition; the chart file's `format` object.
///
///     ValueFormat(style: .number, fractionDigits: 0, unit: PluralForms(one: "IQ point", other: "IQ points"))
///     // 112 → "112 IQ points", 1 → "1 IQ point"
///
/// A format also serves as the axis' default `valueDescriptionProvider` (see ``ValueFormatter``).
public struct ValueFormat: Hashable, Sendable {
  /// The kind of value.
  public enum Style: Hashable, Sendable {
    /// A plain number, grouped by the locale: 1234.5 → "1,234.5".
    case number
    /// Values that are already percentages: 4.8 → "4.8%".
    case percent
    /// Values in 0...1 shown as percentages: 0.048 → "4.8%".
    case fraction
    /// Money in an ISO 4217 currency, for example "USD": 1200 → "$1,200".
    case currency(code: String)
    /// Dates (the axis values are seconds since 1970-01-01T00:00:00Z).
    case date(DateStyle)
  }

  /// How a date is written. Examples are for en_US.
  public enum DateStyle: String, Hashable, Sendable, CaseIterable {
    /// "2025-12-05" (ISO 8601, in the formatting time zone; not localized).
    case iso
    /// "12/5/2025"
    case numeric
    /// "Dec 5"
    case monthDay
    /// "Dec 5, 2025"
    case abbreviated
    /// "December 5, 2025"
    case long
    /// "December 2025"
    case monthYear
    /// "Q4 2025": the quarter and its year (localized: "T4 2025" in French). An addition to the
    /// chart file format's list.
    case quarter
    /// "2025"
    case year
    /// "2:30 PM"
    case time
    /// "December 5, 2025 at 2:30 PM". An addition to the chart file format's list.
    case dateTime

    /// Whether the style writes a time of day (``time`` and ``dateTime``).
    public var showsTimeOfDay: Bool { self == .time || self == .dateTime }
  }

  public var style: Style
  /// A fixed number of digits after the decimal separator; `nil` for the data-derived rule
  /// (``defaultFractionDigits(for:)``, trailing zeros trimmed).
  public var fractionDigits: Int?
  /// A unit appended after the number ("bpm", or "IQ point"/"IQ points" chosen by plural rules).
  public var unit: PluralForms?

  public init(style: Style = .number, fractionDigits: Int? = nil, unit: PluralForms? = nil) {
    self.style = style
    self.fractionDigits = fractionDigits
    self.unit = unit
  }

  /// Whether the values are percentages: the `percent` or `fraction` style, or a unit that is the
  /// word for percent ("percent", "per cent", "%", "pct", "Prozent", "pour cent", "por ciento",
  /// any case, in its plural form or any translation). A change of a percentage is said in
  /// percentage points ("fell 15.1 percentage points"), never as a percent of a percent ("fell
  /// 87%").
  public var isPercentage: Bool {
    if style == .percent || style == .fraction { return true }
    guard case .number = style, let unit else { return false }
    return ([unit.other] + unit.translations.values.map(\.other)).contains {
      Self.percentWords.contains($0.lowercased().trimmingCharacters(in: .whitespaces))
    }
  }

  /// Units that are the word for percent, lowercased.
  static let percentWords: Set<String> = [
    "percent", "per cent", "%", "pct", "pct.", "prozent", "pour cent", "pourcent", "por ciento", "porciento",
  ]

  /// The number of fraction digits the data's range calls for when a format does not fix it: 0
  /// when all values are whole numbers; otherwise `clamp(1 − ⌊log₁₀ R⌋, 0, 4)` for the range
  /// R = max − min (so values a tenth of the range apart print differently), or three significant
  /// digits of the value when all values are equal. Non-finite values are ignored; no values → 0.
  ///
  /// The summarizer uses this as a floor, never as the only rule: a value also keeps at least two
  /// significant digits and, where it has few, the digits it is written with (see
  /// `SummaryFormatter` in ChartSummary). Examples: [120, 198] → 0; [4.8, 3.1] → 1 (R = 1.7);
  /// [0.5, 10.5] → 0 (R = 10); [0.0012, 0.0015] → 4; [3.14159, 3.14159] → 2.
  public static func defaultFractionDigits(for values: some Sequence<Double>) -> Int {
    var low = Double.infinity
    var high = -Double.infinity
    var allWhole = true
    for value in values where value.isFinite {
      low = min(low, value)
      high = max(high, value)
      if value.rounded() != value { allWhole = false }
    }
    guard low <= high, !allWhole else { return 0 }
    let range = high - low
    let exponent = range > 0 ? range : Swift.abs(low)
    let base = range > 0 ? 1 : 2
    return min(max(base - Int(log10Floor(exponent)), 0), 4)
  }
}

extension ValueFormat {
  /// The number of fraction digits that shows every value as it is written in the data, up to
  /// `significantDigits` significant digits per value (6 by default) and never more than
  /// `maximum` digits (15 by default). Used for per-point descriptions, where a listener exploring
  /// the data should hear each value as it is, and for numeric x values. One count serves every
  /// value (trailing zeros are trimmed when it is applied), so:
  ///
  /// - A value *written* with few digits, exact (to 1e-14 of its magnitude, so binary noise such as
  ///   0.30000000000000004 is not a digit) with at most `significantDigits − 1 − ⌊log₁₀ |v|⌋`
  ///   fraction digits, asks for exactly those digits: 0.000316 asks for 6, 25.94 for 2, 120 for 0.
  /// - Values with more digits than that (measurements or computed values such as π, 1/3 or
  ///   sin x) ask together for `significantDigits` significant digits of the largest of them:
  ///   `significantDigits − 1 − ⌊log₁₀ max |v|⌋`. Keying this to the largest keeps the others from
  ///   reading with a dozen digits; a value much smaller than the largest shows fewer significant
  ///   digits (1e-5 among values up to 1,000 reads "0", as it would on the chart's own scale).
  /// - The count is the larger of the two, at most `maximum`; non-finite values and zeros ask for 0.
  ///
  /// Examples: [1, 2, 300] → 0; [4.8, 4.5, 3] → 1; [1450.25, 3] → 2; [0.000316, 0.000342] → 6
  /// ("0.000316" and "0.000342", not "0.0003" twice); [π] → 5 ("3.14159"); [123456.789] → 0
  /// ("123,457"); sin x over a period → 6 (its largest value is 0.99998…); [.nan, 2] → 0; no
  /// values → 0.
  /// O(n), with one multiplication for most values.
  public static func dataPrecisionFractionDigits(
    for values: some Sequence<Double>, significantDigits: Int = 6, maximum: Int = 15
  ) -> Int {
    let cap = Swift.max(0, Swift.min(maximum, 15))
    let (written, largestUnwritten) = writtenPrecision(of: values, significantDigits: significantDigits, cap: cap)
    let unwritten =
      largestUnwritten > 0 ? Swift.min(cap, Swift.max(0, significantDigits - 1 - log10Floor(largestUnwritten))) : 0
    return Swift.max(written, unwritten)
  }

  /// The fraction digits the values are written with, when every finite value is written with
  /// few digits in the sense of ``dataPrecisionFractionDigits(for:significantDigits:maximum:)``
  /// (exact with at most `significantDigits − 1 − ⌊log₁₀ |v|⌋` fraction digits); `nil` when some
  /// value has more digits than that. [25.94, 7.07, 210.73] → 2; [120, 198] → 0; [0.000316] → 6;
  /// [π, 2] → nil; no values → 0.
  ///
  /// A difference of values written with k fraction digits is itself written with k digits; the
  /// summarizer uses this to speak changes as the data writes them.
  public static func writtenFractionDigits(for values: some Sequence<Double>, significantDigits: Int = 6) -> Int? {
    let (written, largestUnwritten) = writtenPrecision(of: values, significantDigits: significantDigits, cap: 15)
    return largestUnwritten > 0 ? nil : written
  }

  /// The largest fraction digits among values written with few digits, and the largest magnitude
  /// among the other values (0 when there are none). One multiplication for most values; a
  /// logarithm-free decimal exponent for the rest.
  private static func writtenPrecision(
    of values: some Sequence<Double>, significantDigits: Int, cap: Int
  ) -> (written: Int, largestUnwritten: Double) {
    // Called from another module the sequence is not specialized, and reading a million values
    // through the generic iterator costs more than the test itself: an array is read through a
    // buffer pointer, a concrete type.
    if let array = values as? [Double] {
      return array.withUnsafeBufferPointer {
        scanPrecision(of: $0, significantDigits: significantDigits, cap: cap)
      }
    }
    return scanPrecision(of: values, significantDigits: significantDigits, cap: cap)
  }

  private static func scanPrecision(
    of values: some Sequence<Double>, significantDigits: Int, cap: Int
  ) -> (written: Int, largestUnwritten: Double) {
    var written = 0
    var largestUnwritten = 0.0
    for value in values where value.isFinite && value != 0 {
      if isRepresented(value, fractionDigits: written) { continue }
      let magnitude = Swift.abs(value)
      let limit = Swift.min(cap, Swift.max(0, significantDigits - 1 - fastLog10Floor(magnitude)))
      if limit > written, isRepresented(value, fractionDigits: limit) {
        var needed = written + 1
        while needed < limit, !isRepresented(value, fractionDigits: needed) { needed += 1 }
        written = needed
      } else {
        largestUnwritten = Swift.max(largestUnwritten, magnitude)
      }
    }
    return (written, largestUnwritten)
  }

  /// The fewest fraction digits (0…`maximum`) that show `value` exactly, to 1e-14 of its magnitude;
  /// `nil` when even `maximum` digits do not, or the value is not finite. 25.94 → 2, 0.000316 → 6,
  /// 120 → 0; 1/3 → 14 (fourteen significant digits are "exact" to 1e-14), but `nil` with
  /// `maximum` 4.
  public static func writtenFractionDigits(of value: Double, maximum: Int = 15) -> Int? {
    guard value.isFinite else { return nil }
    for digits in 0...Swift.max(0, Swift.min(maximum, 15)) where isRepresented(value, fractionDigits: digits) {
      return digits
    }
    return nil
  }

  /// 10⁰ … 10¹⁵, exact.
  private static let scales: [Double] = (0...15).map { Foundation.pow(10, Double($0)) }

  /// Whether `value` rounded to `fractionDigits` digits equals it, to 1e-14 of its magnitude: a few
  /// units in the last place, so binary noise such as 0.30000000000000004 or 210.73 − 25.94 =
  /// 184.79000000000002 is not a digit, while a measured or computed value (π, 1/3, random noise)
  /// is almost never mistaken for a short decimal. Relative, so tiny values such as 1e-12 are not
  /// zero.
  private static func isRepresented(_ value: Double, fractionDigits: Int) -> Bool {
    let scaled = value * scales[min(fractionDigits, 15)]
    return Swift.abs(scaled - roundedToNearest(scaled)) <= 1e-14 * Swift.abs(scaled)
  }

  /// `x.rounded()` (to the nearest whole number, ties away from zero) but for the sign of a zero
  /// result, without a call into the C library for |x| < 2⁵²: the truncation to `Int64` and the
  /// difference `x − trunc(x)` are exact there, so the result is the same number. Larger
  /// magnitudes (whole already), infinities and NaN go to `rounded()`. (x86_64's baseline has no
  /// rounding instruction, so `rounded()` is a call to the C library's `round`.)
  @inline(__always) static func roundedToNearest(_ x: Double) -> Double {
    guard x.magnitude < 0x1p52 else { return x.rounded() }
    let truncated = Double(Int64(x))
    let fraction = x - truncated
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated
  }
}

/// ⌊log₁₀ x⌋ for finite x > 0, the same as ``log10Floor(_:)`` but from the binary exponent and a
/// table of powers of ten (no logarithm) for 10⁻³⁰⁰ ≤ x < 10³⁰⁰.
func fastLog10Floor(_ x: Double) -> Int {
  let estimate = Int((Double(x.exponent) * 0.301_029_995_663_981_2).rounded(.down))
  guard estimate > -300, estimate < 299 else { return log10Floor(x) }
  var exponent = estimate
  while exponent > -300, powersOfTen[exponent + 300] > x { exponent -= 1 }
  while exponent < 299, powersOfTen[exponent + 301] <= x { exponent += 1 }
  return exponent
}

/// 10⁻³⁰⁰ … 10³⁰⁰ as `pow` gives them, the same powers ``log10Floor(_:)`` compares with.
private let powersOfTen: [Double] = (-300...300).map { Foundation.pow(10, Double($0)) }

/// ⌊log₁₀ x⌋ for x > 0, exact at powers of ten.
func log10Floor(_ x: Double) -> Int {
  var exponent = Int(Foundation.log10(x).rounded(.down))
  if Foundation.pow(10, Double(exponent)) > x { exponent -= 1 }
  if Foundation.pow(10, Double(exponent + 1)) <= x { exponent += 1 }
  return exponent
}

/// Words in singular and plural forms, chosen by the locale's plural rules for a number.
///
/// Only the CLDR categories "one" and "other" are kept; languages with more categories use
/// "other" for all but "one".
///
/// A unit can carry its words in other languages (``translations``): a summary in German then
/// says "12 Grad Celsius" where the English one says "12 degrees Celsius".
public struct PluralForms: Hashable, Sendable {
  public var one: String
  public var other: String
  /// The same words in other languages, by language code ("de", "fr", "pt-BR"). Translations
  /// carry no translations of their own.
  public var translations: [String: PluralForms]

  public init(one: String, other: String, translations: [String: PluralForms] = [:]) {
    self.one = one
    self.other = other
    self.translations = translations
  }

  /// The words for `language` (a language code such as "de" or "pt-BR"): its translation, else
  /// the translation of its primary language ("pt" for "pt-BR"), else these words.
  public func localized(for language: String) -> PluralForms {
    if let exact = translations[language] { return exact }
    if let primary = language.split(separator: "-").first, let words = translations[String(primary)] { return words }
    return PluralForms(one: one, other: other)
  }

  /// Whether these words are in `language` (a language code): English, the language units are
  /// written in unless translated, or a language ``translations`` has ("de", or "pt" for
  /// "pt-BR"). A unit without words in a language stays as written there ("people"), and its
  /// scale word stays in its language ("6,14 billion people", not "6,14 Milliarden people").
  public func hasWords(for language: String) -> Bool {
    let primary = language.split(separator: "-").first.map(String.init) ?? language
    return primary == "en" || translations[language] != nil || translations[primary] != nil
  }

  /// The same word for every count, such as "bpm".
  public init(_ invariant: String) {
    self.init(one: invariant, other: invariant)
  }

  /// Whether both forms are the same word.
  public var isInvariant: Bool { one == other }
}

/// Words for a chart's points and values ("test result"/"test results", "scores").
public struct ChartNouns: Hashable, Sendable {
  /// What one point is called.
  public var point: PluralForms?
  /// What the y values are called, as a plural noun ("scores").
  public var value: String?

  public init(point: PluralForms? = nil, value: String? = nil) {
    self.point = point
    self.value = value
  }
}

/// A line drawn at a fixed value across the chart, such as the average IQ of 100.
public struct ReferenceLine: Hashable, Sendable {
  /// Which axis the value is on.
  public enum Axis: String, Hashable, Sendable {
    case x, y
  }

  public var axis: Axis
  /// The value, in that axis' units (seconds since 1970 on a date axis).
  public var value: Double
  /// What the line means, as spoken: "Average IQ".
  public var label: String

  public init(axis: Axis, value: Double, label: String) {
    self.axis = axis
    self.value = value
    self.label = label
  }
}
