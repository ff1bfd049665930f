import ChartAccessibility
import Foundation

/// Writes the numbers and dates of a summary (SUMMARIZER.md §6.7).
///
/// - y values use `d` fraction digits: the y format's `fractionDigits` when it fixes them, else
///   0 when every value of the series is whole, else `clamp(1 − ⌊log₁₀ R⌋, 0, 4)` (three
///   significant digits when R = 0), trailing zeros trimmed; derived values (mean, median,
///   slope, half-widths) get `d + 1`.
/// - |value| ≥ 10⁶ is written in words: "1.25 million", three significant digits.
/// - Rounding is half away from zero; "−0" never appears; grouping follows the locale except
///   where it groups with spaces.
/// - Dates are written by the data's granularity: "2024", "January 2024", "March 1, 2024", with a
///   time only when the granularity is an hour or finer; templates use the axis' own format.
struct SummaryFormatter {
  let context: FormattingContext
  let language: EnglishSummaryLanguage
  /// The y axis format (style and unit); `nil` for plain numbers.
  let yFormat: ValueFormat?
  /// Fraction digits of y values.
  let digits: Int
  /// Whether `digits` was fixed by the y format (then derived values keep it too).
  let digitsAreFixed: Bool

  init(context: FormattingContext, language: EnglishSummaryLanguage, yFormat: ValueFormat?, yValues: [Double]) {
    self.context = context
    self.language = language
    self.yFormat = yFormat
    if let fixed = yFormat?.fractionDigits {
      digits = fixed
      digitsAreFixed = true
    } else {
      let scale = yFormat?.style == .fraction ? 100.0 : 1
      digits = ValueFormat.defaultFractionDigits(for: yValues.lazy.map { $0 * scale })
      digitsAreFixed = false
    }
  }

  /// A y value with its unit: "120", "4.8%", "62 bpm", "$1,200", "1.25 million".
  func y(_ value: Double, derived: Bool = false, unit: Bool = true) -> String {
    number(value, digits: derived && !digitsAreFixed ? digits + 1 : digits, fixed: digitsAreFixed, unit: unit)
  }

  /// A change or difference of y values, as a magnitude in y units (percent points are
  /// written without the percent sign).
  func yDifference(_ value: Double) -> String {
    number(Swift.abs(value), digits: digits, fixed: digitsAreFixed, unit: false, plainPercent: true)
  }

  /// A plain number with `digits` (trimmed) fraction digits, grouped by the locale.
  func plain(_ value: Double, digits: Int) -> String {
    ValueFormatter(format: ValueFormat(), context: context, defaults: .init(fractionDigits: digits))
      .string(for: value)
  }

  /// A plain number with three significant digits: "32,500", "12.4", "0.0333".
  func significant(_ value: Double) -> String {
    let magnitude = Swift.abs(value)
    guard magnitude > 0, magnitude.isFinite else { return plain(0, digits: 0) }
    let exponent = Int(Foundation.log10(magnitude).rounded(.down))
    guard exponent >= 3 else { return plain(value, digits: min(2 - exponent, 10)) }
    let scale = Foundation.pow(10, Double(exponent - 2))
    return plain((value / scale).rounded(.toNearestOrAwayFromZero) * scale, digits: 0)
  }

  /// A percent change: 0 decimals at 10% or more, else 1 ("65%", "4.2%").
  func percent(_ fraction: Double) -> String {
    let shown = Swift.abs(fraction) * 100
    return ValueFormatter(
      format: ValueFormat(style: .percent, fractionDigits: nil), context: context,
      defaults: .init(fractionDigits: ValueFormatter.round(shown, fractionDigits: 0) >= 10 ? 0 : 1)
    ).string(for: shown)
  }

  private func number(_ value: Double, digits: Int, fixed: Bool, unit: Bool, plainPercent: Bool = false) -> String {
    var format = yFormat ?? ValueFormat()
    if !unit { format.unit = nil }
    if plainPercent, format.style == .percent || format.style == .fraction {
      let shown = format.style == .fraction ? value * 100 : value
      return ValueFormatter(format: ValueFormat(fractionDigits: fixed ? digits : nil), context: context, defaults: .init(fractionDigits: digits)).string(for: shown)
    }
    let magnitude = Swift.abs(value)
    if magnitude >= 1e6, format.style == .number || isCurrency(format) {
      // "1.25 million": three significant digits of the scaled value, then the word.
      let (scale, word) = language.largeNumberScale(magnitude)
      let scaled = value / scale
      let significantDigits = max(0, 2 - log10FloorOf(Swift.abs(scaled)))
      var scaledFormat = format
      scaledFormat.fractionDigits = nil
      scaledFormat.unit = nil
      let text = ValueFormatter(format: scaledFormat, context: context, defaults: .init(fractionDigits: significantDigits)).string(for: scaled)
      let unitText = unit ? format.unit.map { " " + $0.other } ?? "" : ""
      return text + " " + word + unitText
    }
    format.fractionDigits = fixed ? digits : nil
    return ValueFormatter(format: format, context: context, defaults: .init(fractionDigits: digits)).string(for: value)
  }

  private func isCurrency(_ format: ValueFormat) -> Bool {
    if case .currency = format.style { return true }
    return false
  }

  private func log10FloorOf(_ value: Double) -> Int {
    value > 0 ? Int(Foundation.log10(value).rounded(.down)) : 0
  }
}
