import ChartAccessibility
import Foundation
import TrendStatistics

/// A repeating cycle as the summary speaks it: the period in the x axis' natural unit.
enum SpokenPeriod: Equatable {
  /// A calendar cycle with its adjective ("yearly", "monthly", "weekly", "daily") and its unit
  /// ("year", "month", "week", "day"): "a yearly cycle", "every year".
  case named(adjective: String, unit: String)
  /// About `amount` of a time unit (year, quarter, month, week, day, hour, minute, second):
  /// "a cycle of about 11 years", "about every 11 years". `value` is the rounded number.
  case about(amount: String, value: Double, unit: String)
  /// A distance along an axis: "a cycle of about 6.3 on the Angle axis".
  case along(amount: String, axis: String)
}

extension SummaryWriter {
  /// Names a period given in x units (seconds on a date axis, plain numbers otherwise).
  ///
  /// Dates: within 8% of a year, a day or a week (10% of a month) the cycle is "yearly",
  /// "daily", "weekly" or "monthly"; otherwise it is given in the largest unit that keeps it at
  /// least 1.5 of that unit (years, months, weeks, days, hours, minutes, seconds), with two
  /// significant digits. Numbers: a year axis, or a title naming a counted unit ("Day",
  /// "Month", "Hour", "Week", "Year"), gives the period in that unit, and the common calendar
  /// cycles get their adjectives (12 months, 24 hours, 7 or about 365 days, 52 weeks); any
  /// other axis gives the period as a distance along it.
  func spokenPeriod(_ period: Double) -> SpokenPeriod {
    func about(_ value: Double, _ unit: String) -> SpokenPeriod {
      let text = formatter.significant(value, digits: 2)
      return .about(amount: text, value: text == formatter.plain(1, digits: 0) ? 1 : value, unit: unit)
    }
    func named(_ adjective: String, _ unit: String) -> SpokenPeriod { .named(adjective: adjective, unit: unit) }
    let day = 86_400.0
    let year = 365.2425 * day
    let month = year / 12
    let week = 7 * day
    if let numeric = chart.xAxis as? AXNumericDataAxisDescriptor, numeric.valueKind == .date {
      if Swift.abs(period / year - 1) <= 0.08 { return named("yearly", "year") }
      if Swift.abs(period / month - 1) <= 0.1 { return named("monthly", "month") }
      if Swift.abs(period / week - 1) <= 0.08 { return named("weekly", "week") }
      if Swift.abs(period / day - 1) <= 0.08 { return named("daily", "day") }
      let units: [(Double, String)] = [
        (year, "year"), (month, "month"), (week, "week"), (day, "day"), (3600, "hour"), (60, "minute"), (1, "second"),
      ]
      let (size, unit) = units.first { period >= 1.5 * $0.0 } ?? units[units.count - 1]
      return about(period / size, unit)
    }
    let title = chart.xAxis.title.lowercased()
    let unit = xWriter.isYears ? "year" : title
    let calendar: [String: (Double, String, String)] = [
      "month": (12, "yearly", "year"), "hour": (24, "daily", "day"), "day": (7, "weekly", "week"),
      "week": (52.18, "yearly", "year"),
    ]
    if let (length, adjective, every) = calendar[unit], Swift.abs(period / length - 1) <= 0.08 {
      return named(adjective, every)
    }
    if unit == "day", Swift.abs(period / 365.2425 - 1) <= 0.08 { return named("yearly", "year") }
    if ["year", "month", "week", "day", "hour", "minute", "second", "quarter"].contains(unit) {
      return about(period, unit)
    }
    return .along(amount: formatter.significant(period, digits: 2), axis: chart.xAxis.title)
  }
}
