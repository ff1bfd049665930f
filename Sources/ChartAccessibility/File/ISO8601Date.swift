/// Reads and writes the ISO 8601 dates of chart files, as seconds since 1970-01-01T00:00:00Z.
///
/// Accepted: `2025`, `2025-12`, `2025-12-05`, `2025-12-05T14:30`, `2025-12-05T14:30:15`,
/// `2025-12-05T14:30:15.250`, each date-time optionally followed by `Z` or `±HH:MM`. A date or
/// date-time without an offset is UTC. A date without a time (`2025`, `2025-12`, `2025-12-05`)
/// names a calendar year, month or day; its value is midnight UTC at its start. Written:
/// `2025-12-05` at midnight UTC, otherwise `2025-12-05T14:30:15Z` (with `.250` when there is a
/// fraction of a second); instants at midnight can be written with their time
/// (`2025-12-05T00:00:00Z`) so they read back as instants.
enum ISO8601Date {
  /// Seconds since 1970 for `text`, or `nil` when it is not one of the accepted forms or names a
  /// day that does not exist.
  static func seconds(from text: String) -> Double? { parse(text)?.seconds }

  /// Seconds since 1970 for `text` and whether it is written with a time of day (`T14:30`,
  /// even `T00:00`), or `nil` when it is not one of the accepted forms or names a day that does
  /// not exist.
  static func parse(_ text: String) -> (seconds: Double, hasTime: Bool)? {
    var text = text
    return text.withUTF8 { parse(utf8: $0) }
  }

  /// ``parse(_:)`` of a text's UTF-8 bytes (a CSV cell), without making a `String`.
  static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (seconds: Double, hasTime: Bool)? {
    var hasTime = false
    var scanner = Scanner(bytes)
    // Years 1 to 9999 (ChartValueLimits.dates): year 0000 does not exist in the calendar.
    guard let year = scanner.digits(4), year >= 1 else { return nil }
    var month = 1
    var day = 1
    var hour = 0
    var minute = 0
    var second = 0.0
    var offset = 0
    if scanner.take("-") {
      guard let m = scanner.digits(2) else { return nil }
      month = m
      if scanner.take("-") {
        guard let d = scanner.digits(2) else { return nil }
        day = d
        if scanner.take("T") || scanner.take("t") || scanner.take(" ") {
          guard let h = scanner.digits(2), scanner.take(":"), let mi = scanner.digits(2) else {
            return nil
          }
          hour = h
          minute = mi
          hasTime = true
          if scanner.take(":") {
            guard let s = scanner.digits(2) else { return nil }
            second = Double(s)
            if scanner.take(".") {
              var scale = 0.1
              var any = false
              while let digit = scanner.digits(1) {
                second += Double(digit) * scale
                scale /= 10
                any = true
              }
              guard any else { return nil }
            }
          }
          if scanner.take("Z") || scanner.take("z") {
          } else if let sign = scanner.sign() {
            guard let oh = scanner.digits(2), scanner.take(":"), let om = scanner.digits(2),
              oh < 24, om < 60
            else { return nil }
            offset = sign * (oh * 3600 + om * 60)
          }
        }
      }
    }
    guard scanner.atEnd, (1...12).contains(month), day >= 1,
      day <= daysInMonth(year: year, month: month), hour < 24, minute < 60, second < 60
    else { return nil }
    let days = daysSinceEpoch(year: year, month: month, day: day)
    return (Double(days * 86_400 + hour * 3600 + minute * 60 - offset) + second, hasTime)
  }

  /// The canonical text of `seconds` since 1970, in UTC: the date alone at midnight UTC unless
  /// `alwaysWithTime`, otherwise the date and time with `Z`.
  static func string(from seconds: Double, alwaysWithTime: Bool = false) -> String {
    // Outside the years 1 to 9999 (an unvalidated descriptor), the nearest end of that range.
    let seconds =
      seconds.isNaN ? 0 : min(max(seconds, ChartValueLimits.dates.lowerBound), ChartValueLimits.dates.upperBound)
    let wholeSeconds = seconds.rounded(.down)
    let fraction = seconds - wholeSeconds
    let total = Int(wholeSeconds)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    let date = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
    if secondOfDay == 0 && fraction == 0 && !alwaysWithTime { return date }
    var time =
      pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay % 3600 / 60, 2) + ":"
      + pad(secondOfDay % 60, 2)
    if fraction > 0 {
      let millis = Int((fraction * 1000).rounded())
      time += "." + pad(min(millis, 999), 3)
    }
    return date + "T" + time + "Z"
  }

  private static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to the given proleptic Gregorian date (Howard Hinnant's algorithm).
  static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The proleptic Gregorian date of a day count from 1970-01-01.
  static func civilDate(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  private struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
    var atEnd: Bool { index == bytes.count }

    mutating func take(_ character: Unicode.Scalar) -> Bool {
      guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
      index += 1
      return true
    }

    mutating func sign() -> Int? {
      if take("+") { return 1 }
      if take("-") { return -1 }
      return nil
    }

    mutating func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for offset in index..<index + count {
        let byte = bytes[offset]
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      index += count
      return value
    }
  }
}
