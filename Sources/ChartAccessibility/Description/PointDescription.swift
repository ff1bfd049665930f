extension AXChartDescriptor {
  /// What VoiceOver speaks when a user lands on `point`: its label, x, y and additional values,
  /// each written by its axis, joined with ", ", then the confidence interval sentence when the
  /// point has one.
  ///
  ///     "Test on Dec 5, 2025, December 5, 2025, 105 IQ points. Confidence interval: 98 to 112"
  ///
  /// - Numeric and date values go through the axis' `valueDescriptionProvider`; categories are
  ///   spoken as they are.
  /// - A missing y value is spoken as "no value" (Apple's VoiceOver says nothing for it; a
  ///   listener should know a value is missing).
  /// - Unlike Apple, which voices only the first numeric and the first categorical additional
  ///   value, every additional value is spoken, in the order of ``additionalAxes``.
  /// - The interval bounds are written with the y axis' format without its unit, or with its
  ///   provider when the axis has no ``ValueFormat``.
  public func pointDescription(_ point: AXDataPoint) -> String {
    pointDescription(point, context: nil)
  }

  /// The point's description written in `context`: the same text as ``pointDescription(_:)``,
  /// but every value an axis writes from its ``ValueFormat`` is written in `context`'s locale and
  /// time zone (calendar days stay the same day), whatever context the axis was built in, so a
  /// summary in one locale never quotes a point in another. An app's own closures are called as
  /// they are.
  public func pointDescription(_ point: AXDataPoint, context: FormattingContext?) -> String {
    var parts: [String] = []
    if let label = point.label, !label.isEmpty { parts.append(label) }
    parts.append(spokenValue(point.x, on: xAxis, context: context))
    if let y = point.y {
      parts.append(
        yAxis.map { numberText(y, on: $0, context: context, unit: true) } ?? ValueFormatter(format: nil).string(for: y))
    } else {
      parts.append("no value")
    }
    for (value, axis) in zip(point.additionalValues, additionalAxes) {
      parts.append(spokenValue(value, on: axis, context: context))
    }
    var description = parts.filter { !$0.isEmpty }.joined(separator: ", ")
    if let interval = point.confidenceInterval {
      description +=
        ". Confidence interval: \(intervalBound(interval.lowerBound, context: context)) to \(intervalBound(interval.upperBound, context: context))"
    }
    return description
  }

  private func spokenValue(_ value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor, context: FormattingContext?)
    -> String
  {
    switch value {
    case .category(let category): category
    case .number(let number):
      (axis as? AXNumericDataAxisDescriptor).map { numberText(number, on: $0, context: context, unit: true) }
        ?? ValueFormatter(format: nil).string(for: number)
    }
  }

  private func numberText(
    _ value: Double, on axis: AXNumericDataAxisDescriptor, context: FormattingContext?, unit: Bool
  ) -> String {
    if let context, let formatter = axis.formatter(in: context) {
      return unit ? formatter.string(for: value) : formatter.stringWithoutUnit(for: value)
    }
    return (unit ? axis.valueDescriptionProvider : axis.unitlessDescriptionProvider ?? axis.valueDescriptionProvider)(
      value)
  }

  private func intervalBound(_ value: Double, context: FormattingContext?) -> String {
    guard let yAxis else { return ValueFormatter(format: nil).string(for: value) }
    return numberText(value, on: yAxis, context: context, unit: false)
  }
}
