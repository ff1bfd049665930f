import Foundation

extension ValueFormat {
  /// The most fraction digits a computed statistic is widened to so that it is written exactly.
  public static let exactStatisticFractionDigits = 2

  /// The fraction digits that write `shown`, a statistic computed from the data (a quartile, a
  /// median, a mean) on the displayed scale (×100 for the `fraction` style), exactly, when at most
  /// ``exactStatisticFractionDigits`` do; `nil` otherwise.
  ///
  /// Type-7 quartiles of whole numbers are multiples of 0.25 and medians multiples of 0.5, so
  /// with this rule a quartile of integer data is never rounded to a whole number that looks like
  /// a value of the data (136.75 is "136.75", not "137"; 69.5 is "69.5", not "70"). Statistics of
  /// data with more digits, and means that no short decimal writes (246.428…), keep the digits
  /// their writer gives them.
  public static func exactStatisticDigits(of shown: Double) -> Int? {
    writtenFractionDigits(of: shown, maximum: exactStatisticFractionDigits)
  }
}

extension AXNumericDataAxisDescriptor {
  /// `value`, a statistic computed from this axis' values (a quartile, a median, a mean), written
  /// as the axis writes its values (its format, locale and unit), with more fraction digits when
  /// the axis' digits would round a value that ``ValueFormat/exactStatisticDigits(of:)`` writes
  /// exactly: a first quartile of whole weights is "136.75", not "137". Every text output of a
  /// box plot (table, braille, explore) writes its statistics with this, and the summary follows
  /// the same rule, so they agree.
  ///
  /// A format with fixed fraction digits, a date or year axis, and an app's own
  /// ``valueDescriptionProvider`` closure write `value` as they would any value.
  public func statisticDescription(_ value: Double) -> String {
    guard var formatter = providerFormatter, formatter.format?.fractionDigits == nil,
      valueKind == .number, value.isFinite
    else { return valueDescriptionProvider(value) }
    let shown = formatter.format?.style == .fraction ? value * 100 : value
    guard let exact = ValueFormat.exactStatisticDigits(of: shown), exact > formatter.defaults.fractionDigits else {
      return valueDescriptionProvider(value)
    }
    formatter.defaults.fractionDigits = exact
    return formatter.string(for: value)
  }
}

extension AXChartDescriptor {
  /// A statistic of the values on the y axis (a box plot's quartiles and median) as
  /// ``AXNumericDataAxisDescriptor/statisticDescription(_:)`` writes it; the raw number without
  /// a y axis.
  public func yStatisticText(_ value: Double) -> String {
    yAxis?.statisticDescription(value) ?? Self.rawNumberText(value)
  }
}
