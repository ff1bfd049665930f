/// The numbers and dates a chart can hold, checked by ``AXChartDescriptor/validate()`` and by
/// the chart file and CSV readers (a located error, exit status 65 in the command-line tool).
///
/// Why limits: a summary and an audio graph compute with the values (differences, means, sums of
/// squares, fits, times of crossings) in `Double`, whose largest value is about 1.8 × 10³⁰⁸. With
/// every magnitude at most 10¹⁰⁰, those derived quantities stay finite for any number of points,
/// so a valid chart never makes a summary say "infinity" or a computation trap. Dates are limited
/// to the years 1 to 9999, the years ISO 8601 writes with four digits, so every date reads back
/// as written.
///
/// A descriptor built in code is not checked until ``AXChartDescriptor/validate()`` runs; the
/// summarizer and the sonifier treat a value outside these limits like a missing one, so an
/// unvalidated descriptor never traps either.
public enum ChartValueLimits {
  /// The largest magnitude of a number in a chart: 10¹⁰⁰. Values in a larger range belong in a
  /// larger unit (or a logarithmic scale of smaller numbers).
  public static let largestMagnitude = 1e100

  /// The dates a chart can hold, in seconds since 1970-01-01T00:00:00Z: from 0001-01-01T00:00:00Z
  /// to the last millisecond of 9999-12-31, in the proleptic Gregorian calendar.
  public static let dates: ClosedRange<Double> = -62_135_596_800...253_402_300_799.999

  /// Whether `value` is finite and at most ``largestMagnitude`` in magnitude.
  @inlinable public static func holds(_ value: Double) -> Bool {
    value.magnitude <= largestMagnitude
  }

  /// Whether `value` (seconds since 1970) is a date in ``dates``.
  @inlinable public static func holds(date value: Double) -> Bool {
    dates.contains(value)
  }

  /// The problem with a number on an axis, or `nil` when it fits: for a date axis (`isDate`),
  /// a date outside the years 1 to 9999; otherwise a magnitude above 10¹⁰⁰.
  static func problem(with value: Double, isDate: Bool) -> String? {
    guard value.isFinite else { return nil }  // reported as not finite elsewhere
    if isDate {
      return holds(date: value)
        ? nil
        : "\(JSONWriter.numberText(value)) seconds since 1970 is outside the dates a chart can hold, the years 1 to 9999"
    }
    return holds(value)
      ? nil
      : "\(JSONWriter.numberText(value)) is larger in magnitude than a chart can hold (10^100); write the values in a larger unit"
  }
}
