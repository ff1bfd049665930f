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
    /// "2025"
    case year
    /// "2:30 PM"
    case time
    /// "December 5, 2025 at 2:30 PM". An addition to the chart file format's list.
    case dateTime
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
  /// The number of fraction digits that shows every value as it is written in the data, up to
  /// `significantDigits` significant digits per value (6 by default) and never more than
  /// `maximum` digits (15 by default). Used for per-point descriptions, where a listener exploring
  /// the data should hear each value as it is, and for numeric x values.
  ///
  /// For each finite value v ≠ 0 the digits are the fewest that show v exactly (to 1e-9 of its
  /// magnitude, so binary noise such as 0.30000000000000004 counts as 0.3), but at most
  /// `max(0, significantDigits − 1 − ⌊log₁₀ |v|⌋)`; the result is the largest over all values.
  /// Trailing zeros are trimmed when the digits are applied, so a shared count is safe.
  ///
  /// Examples: [1, 2, 300] → 0; [4.8, 4.5, 3] → 1; [1450.25, 3] → 2; [0.000316, 0.000342] → 6
  /// ("0.000316" and "0.000342", not "0.0003" twice); [π] → 5 ("3.14159"); [123456.789] → 0
  /// ("123,457", six significant digits); [.nan, 2] → 0; no values → 0.
  public static func dataPrecisionFractionDigits(
    for values: some Sequence<Double>, significantDigits: Int = 6, maximum: Int = 15
  ) -> Int {
    let cap = Swift.max(0, Swift.min(maximum, 15))
    var digits = 0
    // Values at or above 10^(significantDigits − 1 − digits) cannot ask for more than `digits`:
    // skipping them without a logarithm keeps a million points at a few milliseconds.
    var bound = Foundation.pow(10, Double(significantDigits - 1))
    for value in values where value.isFinite && value != 0 {
      let magnitude = Swift.abs(value)
      if magnitude >= bound || isRepresented(value, fractionDigits: digits) { continue }
      let limit = Swift.min(cap, Swift.max(0, significantDigits - 1 - log10Floor(magnitude)))
      var needed = digits
      while needed < limit, !isRepresented(value, fractionDigits: needed) { needed += 1 }
      if needed > digits {
        digits = needed
        bound = Foundation.pow(10, Double(significantDigits - 1 - digits))
      }
      if digits == cap { break }
    }
    return digits
  }

  /// The fewest fraction digits (0…`maximum`) that show `value` exactly, to 1e-9 of its magnitude;
  /// `nil` when even `maximum` digits do not, or the value is not finite. 25.94 → 2, 0.000316 → 6,
  /// 120 → 0; 1/3 → 9 (nine significant digits are "exact" to 1e-9), but `nil` with `maximum` 4.
  public static func writtenFractionDigits(of value: Double, maximum: Int = 15) -> Int? {
    guard value.isFinite else { return nil }
    for digits in 0...Swift.max(0, Swift.min(maximum, 15)) where isRepresented(value, fractionDigits: digits) {
      return digits
    }
    return nil
  }

  /// 10⁰ … 10¹⁵, exact.
  private static let scales: [Double] = (0...15).map { Foundation.pow(10, Double($0)) }

  /// Whether `value` rounded to `fractionDigits` digits equals it, to 1e-9 of its magnitude (so a
  /// value counts as written with at most about nine significant digits, and binary noise such as
  /// 0.30000000000000004 is not a digit). Relative, so tiny values such as 1e-12 are not zero.
  private static func isRepresented(_ value: Double, fractionDigits: Int) -> Bool {
    let scaled = value * scales[min(fractionDigits, 15)]
    return Swift.abs(scaled - scaled.rounded()) <= 1e-9 * Swift.abs(scaled)
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
