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

  /// The number of fraction digits the data calls for when a format does not fix it: 0 when all
  /// values are whole numbers; otherwise `clamp(1 − ⌊log₁₀ R⌋, 0, 4)` for the range R = max − min,
  /// or three significant digits of the value when all values are equal. Non-finite values are
  /// ignored; no values → 0.
  public static func defaultFractionDigits(for values: some Sequence<Double>) -> Int {
    var low = Double.infinity, high = -Double.infinity, allWhole = true
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
  /// The number of fraction digits that shows every value exactly, at most `maximum`: 0 for
  /// whole numbers, 1 for 4.8, 2 for 1450.25. Used for per-point descriptions, where a listener
  /// exploring the data should hear each value as it is. Non-finite values are ignored.
  public static func dataPrecisionFractionDigits(for values: some Sequence<Double>, maximum: Int = 4) -> Int {
    var digits = 0
    for value in values where value.isFinite {
      while digits < maximum, !isRepresented(value, fractionDigits: digits) { digits += 1 }
      if digits == maximum { break }
    }
    return digits
  }

  /// 10⁰ … 10¹⁵, exact.
  private static let scales: [Double] = (0...15).map { Foundation.pow(10, Double($0)) }

  /// Whether `value` rounded to `fractionDigits` digits equals it (to 1e-9 of its magnitude).
  private static func isRepresented(_ value: Double, fractionDigits: Int) -> Bool {
    let scaled = value * scales[min(fractionDigits, 15)]
    return Swift.abs(scaled - scaled.rounded()) <= 1e-9 * Swift.max(1, Swift.abs(scaled))
  }
}

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
public struct PluralForms: Hashable, Sendable {
  public var one: String
  public var other: String

  public init(one: String, other: String) {
    self.one = one
    self.other = other
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
