/// Locale-independent number spelling used in equation strings: ASCII digits, "." as the decimal
/// point; grouping with "," in the spoken English form only. Pure functions; no locale is read.
public enum NumberText {
  /// The written (symbolic) form, for `FittedModel.equation`: `value` rounded to `digits`
  /// significant digits (round half away from zero), trailing zeros trimmed, "-0" → "0";
  /// U+2212 MINUS SIGN for negatives. Plain notation for 1e−6 ≤ |v| < 1e15, otherwise
  /// "1.235 × 10^-7" style. Non-finite → "∞"/"−∞"/"NaN".
  ///
  /// Not for speech: the scientific form cannot be read aloud. Use ``spoken(_:significantDigits:)``.
  public static func significant(_ value: Double, digits: Int = 4) -> String {
    if value.isNaN { return "NaN" }
    if value.isInfinite { return value > 0 ? "∞" : "\u{2212}∞" }
    if value == 0 { return "0" }
    let (digitsStr, e) = mantissa(abs(value), digits: max(1, min(digits, 17)))
    let sign = value < 0 ? "\u{2212}" : ""
    if e < -6 || e >= 15 {
      let mant = trim(String(digitsStr.prefix(1)) + "." + String(digitsStr.dropFirst()))
      let exp = e < 0 ? "-\(-e)" : "\(e)"
      return sign + mant + " × 10^" + exp
    }
    let body = plain(digitsStr, exponent: e)
    return body == "0" ? "0" : sign + body
  }

  /// The spoken form, for `FittedModel.spokenEquation`: never scientific notation.
  ///
  /// - `value` is rounded to `significantDigits` (1…17, default 3) significant digits, half away
  ///   from zero, trailing zeros trimmed: 15.49 → "15.5", 119.3 → "119", 0.09667 → "0.0967".
  /// - From 10⁶ (after rounding) a scale word: 71,860,000 → "71.9 million", 138,100,000,000 →
  ///   "138 billion", 4.2e12 → "4.2 trillion"; from 10¹⁵ a power of ten, as the chart text says
  ///   it (1.5e15 → "1.5 times 10 to the power of 15").
  /// - Small magnitudes as plain decimals: 1.286e-7 → "0.000000129". Below 10⁻¹⁵ (no
  ///   coefficient of a chart's fit is meaningful there) the value is spoken "0".
  /// - Whole parts from 1,000 to 999,999 are grouped with commas, as English text writes them
  ///   and as the summaries' other numbers read: 41,700 → "41,700", 123,456 → "123,000".
  /// - Negative values start with "minus ": −2.5 → "minus 2.5"; a value that rounds to zero is
  ///   "0", never "minus 0".
  /// - Non-finite: "infinity", "minus infinity", "not a number".
  /// The parts of ``spoken(_:significantDigits:)``'s text, for writing it in another language:
  /// the sign, the mantissa with ASCII digits and "." ("71.9", "0.000000129"), and the scale:
  /// none, a scale word (exponent 6, 9 or 12: million, billion, trillion) or a power of ten (15
  /// and up). Non-finite values give the mantissa "0".
  public static func spokenParts(_ value: Double, significantDigits: Int = 3) -> SpokenParts {
    guard value.isFinite, abs(value) >= 1e-15 else { return SpokenParts(negative: false, mantissa: "0", scale: .none) }
    let d = max(1, min(significantDigits, 17))
    let (digitsStr, e) = mantissa(abs(value), digits: d)
    if e < 6 { return SpokenParts(negative: value < 0, mantissa: plain(digitsStr, exponent: e), scale: .none) }
    if e >= 15 { return SpokenParts(negative: value < 0, mantissa: plain(digitsStr, exponent: 0), scale: .power(e)) }
    let scaleExponent = e >= 12 ? 12 : e >= 9 ? 9 : 6
    return SpokenParts(
      negative: value < 0, mantissa: plain(digitsStr, exponent: e - scaleExponent), scale: .word(scaleExponent))
  }

  /// A number as ``spokenParts(_:significantDigits:)`` splits it.
  public struct SpokenParts: Sendable, Equatable {
    public enum Scale: Sendable, Equatable {
      case none
      /// 10⁶, 10⁹ or 10¹²: the exponent.
      case word(Int)
      /// 10¹⁵ and up: the exponent.
      case power(Int)
    }
    public var negative: Bool
    public var mantissa: String
    public var scale: Scale
  }

  public static func spoken(_ value: Double, significantDigits: Int = 3) -> String {
    if value.isNaN { return "not a number" }
    if value.isInfinite { return value > 0 ? "infinity" : "minus infinity" }
    let magnitude = abs(value)
    if magnitude < 1e-15 { return "0" }
    let d = max(1, min(significantDigits, 17))
    let (digitsStr, e) = mantissa(magnitude, digits: d)
    let sign = value < 0 ? "minus " : ""
    guard e >= 6 else { return sign + grouped(plain(digitsStr, exponent: e)) }
    if e >= 15 { return sign + plain(digitsStr, exponent: 0) + " times 10 to the power of \(e)" }
    let (scaleExponent, word) = e >= 12 ? (12, "trillion") : e >= 9 ? (9, "billion") : (6, "million")
    return sign + plain(digitsStr, exponent: e - scaleExponent) + " " + word
  }

  /// The `digits` significant digits of `magnitude` > 0 as a digit string of exactly `digits`
  /// characters, and the decimal exponent of its first digit (after rounding: 9.9996 → "100", 1).
  private static func mantissa(_ magnitude: Double, digits d: Int) -> (String, Int) {
    var e = Int(_log10(magnitude).rounded(.down))
    var scaled = (magnitude * _pow(10, Double(d - 1 - e))).rounded(.toNearestOrAwayFromZero)
    let top = _pow(10, Double(d))
    if scaled >= top {
      scaled = (scaled / 10).rounded(.toNearestOrAwayFromZero)
      e += 1
    }
    if scaled < top / 10 {
      scaled = (magnitude * _pow(10, Double(d - e))).rounded(.toNearestOrAwayFromZero)
      e -= 1
    }
    if scaled >= top {
      scaled = (scaled / 10).rounded(.toNearestOrAwayFromZero)
      e += 1
    }
    var digitsStr = String(UInt64(scaled))
    while digitsStr.count < d { digitsStr = "0" + digitsStr }
    return (digitsStr, e)
  }

  /// The digits placed around the decimal point for a first-digit exponent `e`, trimmed.
  private static func plain(_ digitsStr: String, exponent e: Int) -> String {
    let d = digitsStr.count
    let intDigits = e + 1
    let body: String
    if intDigits <= 0 {
      body = "0." + String(repeating: "0", count: -intDigits) + digitsStr
    } else if intDigits >= d {
      body = digitsStr + String(repeating: "0", count: intDigits - d)
    } else {
      body = String(digitsStr.prefix(intDigits)) + "." + String(digitsStr.dropFirst(intDigits))
    }
    return trim(body)
  }

  /// `text` (ASCII digits, "." as the decimal point) with its whole part grouped by threes with
  /// commas: "41700" → "41,700", "1234.5" → "1,234.5"; shorter whole parts unchanged.
  private static func grouped(_ text: String) -> String {
    let whole = text.prefix { $0 != "." }
    guard whole.count > 3 else { return text }
    var result = ""
    for (index, digit) in whole.enumerated() {
      if index > 0, (whole.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result + text.dropFirst(whole.count)
  }

  private static func trim(_ s: String) -> String {
    guard s.contains(".") else { return s }
    var t = s
    while t.hasSuffix("0") { t.removeLast() }
    if t.hasSuffix(".") { t.removeLast() }
    return t
  }
}
