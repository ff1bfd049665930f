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
    var parts: [String] = []
    if let label = point.label, !label.isEmpty { parts.append(label) }
    parts.append(spokenValue(point.xValue.value, on: xAxis))
    if let y = point.y {
      parts.append(yAxis?.valueDescriptionProvider(y) ?? ValueFormatter(format: nil).string(for: y))
    } else {
      parts.append("no value")
    }
    for (value, axis) in zip(point.additionalValues, additionalAxes) {
      parts.append(spokenValue(value, on: axis))
    }
    var description = parts.filter { !$0.isEmpty }.joined(separator: ", ")
    if let interval = point.confidenceInterval {
      description += ". Confidence interval: \(intervalBound(interval.lowerBound)) to \(intervalBound(interval.upperBound))"
    }
    return description
  }

  private func spokenValue(_ value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor) -> String {
    switch value {
    case .category(let category): category
    case .number(let number):
      (axis as? AXNumericDataAxisDescriptor)?.valueDescriptionProvider(number)
        ?? ValueFormatter(format: nil).string(for: number)
    }
  }

  private func intervalBound(_ value: Double) -> String {
    guard let yAxis else { return ValueFormatter(format: nil).string(for: value) }
    return (yAxis.unitlessDescriptionProvider ?? yAxis.valueDescriptionProvider)(value)
  }
}
