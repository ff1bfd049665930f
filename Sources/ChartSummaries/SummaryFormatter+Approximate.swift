import ChartAccessibility
import Foundation

extension SummaryFormatter {
  /// The same formatter without the y unit (templates write their values without it), also in
  /// the strings of an app's closure (`appValueText`).
  func withoutUnit() -> SummaryFormatter {
    var copy = self
    if let appValueText, let unit = yFormat?.unit {
      copy.appValueText = AppValueText { Self.removing(unit, from: appValueText.text($0)) }
    }
    copy.yFormat?.unit = nil
    return copy
  }

  /// Two values of one sentence, distinct when they differ (see ``distinctYs(_:unit:)``).
  func pair(_ a: Double, _ b: Double, derived: Bool = false) -> (String, String) {
    if derived { return (y(a, derived: true), y(b, derived: true)) }
    let texts = distinctYs([a, b])
    return (texts[0], texts[1])
  }

  /// Two values read as one span, "from A to B" with nothing between them: as ``pair(_:_:derived:)``,
  /// but a unit written after the number is said once, after B ("from 6.73 to 2.12 children per
  /// woman", not "from 6.73 children per woman to 2.12 children per woman"). A unit written
  /// before the number ("$25.94"), a percent sign and a scale word ("3.93 million") stay on both,
  /// and so does a unit that starts with a scale word: "from 7,601 to 6,632 thousand jobs" would
  /// read as a rise from 7,601 to 6,632,000.
  func span(_ a: Double, _ b: Double) -> (String, String) {
    let (first, second) = pair(a, b)
    let bare = distinctYs([a, b], unit: false)
    guard first != bare[0], first.hasPrefix(bare[0]) else { return (first, second) }
    let unitWord = first.dropFirst(bare[0].count).split(whereSeparator: \.isWhitespace).first.map {
      $0.lowercased()
    }
    if let unitWord, Self.scaleWords.contains(unitWord) { return (first, second) }
    return (bare[0], second)
  }

  /// Words that multiply the number before them, in the four languages (a unit such as
  /// "thousand jobs" starts with one).
  static let scaleWords: Set<String> = [
    "hundred", "thousand", "thousands", "million", "millions", "billion", "billions", "trillion", "hundert",
    "tausend", "millionen", "milliarde", "milliarden", "billionen", "cent", "cents", "mille", "milliers",
    "milliard", "milliards", "cien", "cientos", "mil", "miles", "millón", "millones", "billón", "billones",
  ]

  func triple(_ a: Double, _ b: Double, _ c: Double) -> (String, String, String) {
    let texts = distinctYs([a, b, c])
    return (texts[0], texts[1], texts[2])
  }

  /// `value` written so that it differs from the texts of `others` it differs from.
  func distinct(_ value: Double, from others: [Double]) -> String { distinctYs([value] + others)[0] }

  /// The values of one list ("January: $1,200, February: $1,450"), distinct where they differ.
  func list(_ values: [Double]) -> [String] { distinctYs(values) }

  /// `value` with `digits` significant digits, grouped by the locale: 1,097.75 → "1,100" (2),
  /// 0.0523 → "0.052" (2). Zero and non-finite values give "0".
  func significant(_ value: Double, digits: Int) -> String {
    guard value != 0, value.isFinite else { return plain(0, digits: 0) }
    let exponent = Int(Foundation.log10(Swift.abs(value)).rounded(.down))
    let places = digits - 1 - exponent
    if places >= 0 {
      let scale = Foundation.pow(10, Double(places))
      return plain((value * scale).rounded(.toNearestOrAwayFromZero) / scale, digits: places)
    }
    let scale = Foundation.pow(10, Double(-places))
    return plain((value / scale).rounded(.toNearestOrAwayFromZero) * scale, digits: 0)
  }

  /// A level said after "about": on a percent axis the value as the axis writes it ("8.2%": a
  /// level is not a change in percentage points), else ``about(_:distinctFrom:resolving:)``.
  func level(_ value: Double, distinctFrom others: [Double] = [], resolving difference: Double? = nil) -> String {
    isPercentStyle ? y(value) : about(value, distinctFrom: others, resolving: difference)
  }

  /// A size said "about": two significant digits and the unit, for swings of a cycle and levels
  /// either side of a shift ("about 6.4 ppm", "about 1,100", "about 850"). Percent values are
  /// percentage points; money and values of a million or more use the ordinary y format.
  /// `distinctFrom` raises the digits (up to four) until the text differs from each of those
  /// values' texts, so "about 1,100 to about 1,100" cannot happen. `resolving` is a difference
  /// the reader should hear: the digits (up to four) then keep two significant digits of it, so
  /// a step from 37.06 to 37.89 degrees reads "about 37.06 to about 37.89", not "37 to 38".
  func about(_ value: Double, distinctFrom others: [Double] = [], resolving difference: Double? = nil) -> String {
    if case .currency = yFormat?.style { return y(value) }
    if isPercentStyle { return percentagePoints(value) }
    if Swift.abs(value) >= 1e6 { return y(value) }
    func text(_ v: Double, _ digits: Int) -> String { significant(v, digits: digits) }
    func exponent(_ v: Double) -> Int { Int(Foundation.log10(Swift.abs(v)).rounded(.down)) }
    var digits = 2
    if let difference, difference != 0, difference.isFinite, value != 0 {
      digits = min(4, max(2, exponent(value) - exponent(difference) + 2))
    }
    while digits < 4, others.contains(where: { $0 != value && text($0, digits) == text(value, digits) }) { digits += 1 }
    let number = text(value, digits)
    guard let unit = yFormat?.unit else { return number }
    return number + " " + (number == "1" ? unit.one : unit.other)
  }
}
