extension AXChartDescriptor {
  /// A value as data rather than speech, for spreadsheets and CSV files: what the chart file
  /// format writes for it, so a CSV of these texts reads back (`CSVChart`) to the same values.
  ///
  /// - Numbers are unrounded: a whole number up to 2⁵³ without a fraction ("105"), any other
  ///   in Swift's shortest form that reads back to the same `Double` ("0.1", "1e-07").
  /// - Dates on a date axis are ISO 8601 in UTC: "2025-12-05" for a calendar day (midnight UTC),
  ///   "2010-07-28T16:00:00Z" for an instant (an axis whose ``AXNumericDataAxisDescriptor/dateValues``
  ///   is `.instants`, or any date with a time of day), with milliseconds when it has a fraction.
  /// - Categories are written as they are.
  ///
  /// - Parameters:
  ///   - value: an x or additional value of one of this chart's points.
  ///   - axis: the axis the value is on (``xAxis`` or one of ``additionalAxes``).
  public func rawValueText(_ value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor) -> String {
    switch value {
    case .category(let category): return category
    case .number(let number):
      if let numeric = axis as? AXNumericDataAxisDescriptor, numeric.valueKind == .date {
        let instants = (numeric.dateValues ?? numeric.resolvedDateValues(for: [number])) == .instants
        return ISO8601Date.string(from: number, alwaysWithTime: instants)
      }
      return Self.rawNumberText(number)
    }
  }

  /// A number unrounded, as ``rawValueText(_:on:)`` writes numbers: "105", "1580.5", "1e-07".
  public static func rawNumberText(_ number: Double) -> String {
    JSONWriter.numberText(number)
  }
}
