extension AXChartDescriptor {
  /// What VoiceOver's Describe Chart says, one sentence group per line: the title, the summary
  /// (the descriptor's own, or `summary` when the descriptor has none), each axis in words with its
  /// range, the reference lines, and each series with its point count.
  ///
  ///     IQ Score Trend.
  ///     X axis: Test Date. Dates from December 5, 2025 to January 4, 2026.
  ///     Y axis: IQ Score. From 70 IQ points to 150 IQ points.
  ///     Reference line on the y axis: Average IQ, at 100 IQ points.
  ///     Series: IQ Score. Line, 4 data points, 3 with 95% confidence intervals.
  ///
  /// Lines are plain text without symbols, so a screen reader reads each one well; numbers and
  /// dates are written by the axes' value description providers. A date axis says "Dates from",
  /// a year axis "Years from 1565 to 1821", any other numeric axis "Values from".
  public func describeChartLines(summary fallbackSummary: String? = nil) -> [String] {
    var lines: [String] = []
    lines.append(sentence(title.flatMap { $0.isEmpty ? nil : $0 } ?? "Untitled chart"))
    if let text = summary ?? fallbackSummary, !text.isEmpty { lines.append(sentence(text)) }
    lines.append("X axis: " + axisDescription(xAxis, values: series.flatMap(\.dataPoints).map(\.x)))
    if let yAxis { lines.append("Y axis: " + axisDescription(yAxis, values: [])) }
    for (index, axis) in additionalAxes.enumerated() {
      let values = series.flatMap(\.dataPoints).compactMap {
        index < $0.additionalValues.count ? $0.additionalValues[index] : nil
      }
      lines.append("Additional axis \(index + 1): " + axisDescription(axis, values: values))
    }
    for line in referenceLines {
      let provider =
        line.axis == .x
        ? (xAxis as? AXNumericDataAxisDescriptor)?.valueDescriptionProvider : yAxis?.valueDescriptionProvider
      let value = provider?(line.value) ?? ValueFormatter(format: nil).string(for: line.value)
      lines.append("Reference line on the \(line.axis.rawValue) axis: \(line.label), at \(value).")
    }
    for (index, series) in series.enumerated() {
      lines.append(seriesDescription(series, number: index + 1))
    }
    return lines
  }

  /// One line per point of each series, each the point's ``pointDescription(_:)``. With several
  /// series, each point is prefixed with its series name (or "Series N").
  public func pointDescriptionLines() -> [String] {
    var lines: [String] = []
    for (index, series) in series.enumerated() {
      let prefix = self.series.count > 1 ? seriesName(series, number: index + 1) + ": " : ""
      for point in series.dataPoints {
        lines.append(sentence(prefix + pointDescription(point)))
      }
    }
    return lines
  }

  private func axisDescription(_ axis: any AXDataAxisDescriptor, values: [AXDataPoint.Value]) -> String {
    let title = axis.title.isEmpty ? "untitled" : axis.title
    if let categorical = axis as? AXCategoricalDataAxisDescriptor {
      let categories = categorical.categoryOrder
      let count = plural(categories.count, "category", "categories")
      switch categories.count {
      case 0: return sentence(title) + " No categories."
      case 1...8: return sentence(title) + " " + sentence("\(count): \(joinedList(categories))")
      default:
        return sentence(title) + " "
          + sentence("\(count), from \(categories[0]) to \(categories[categories.count - 1])")
      }
    }
    guard let numeric = axis as? AXNumericDataAxisDescriptor else { return sentence(title) }
    let lower = numeric.valueDescriptionProvider(numeric.range.lowerBound)
    let upper = numeric.valueDescriptionProvider(numeric.range.upperBound)
    var text = sentence(title) + " "
    let (single, plural) =
      switch numeric.valueKind {
      case .date: ("A single date, ", "Dates from ")
      case .year: ("A single year, ", "Years from ")
      case .number: ("A single value, ", "Values from ")
      }
    if numeric.rangeIsDerivedFromData && !hasValues(on: numeric) {
      text += "No data yet."
    } else if numeric.range.lowerBound == numeric.range.upperBound {
      text += sentence(single + lower)
    } else {
      text += sentence(plural + "\(lower) to \(upper)")
    }
    switch numeric.scaleType {
    case .linear: break
    case .log10: text += " Logarithmic scale, base 10."
    case .ln: text += " Natural logarithmic scale."
    }
    return text
  }

  /// Whether any point has a value on `axis` (x, y or an additional axis).
  private func hasValues(on axis: AXNumericDataAxisDescriptor) -> Bool {
    let points = series.lazy.flatMap(\.dataPoints)
    if axis === xAxis { return !points.isEmpty }
    if axis === yAxis { return points.contains { $0.y != nil } }
    return !points.isEmpty
  }

  private func seriesDescription(_ series: AXDataSeriesDescriptor, number: Int) -> String {
    let header = self.series.count > 1 ? "Series \(number) of \(self.series.count): " : "Series: "
    let name = series.name.map { $0.isEmpty ? "unnamed" : $0 } ?? "unnamed"
    let points = series.dataPoints
    var facts = [series.isContinuous ? "Line" : "Separate points"]
    facts.append(points.isEmpty ? "no data points" : plural(points.count, "data point", "data points"))
    let missing = points.count(where: { $0.y == nil })
    if missing > 0 { facts.append(plural(missing, "missing value", "missing values")) }
    let intervals = points.count(where: { $0.confidenceInterval != nil })
    if intervals > 0 {
      let level =
        series.confidenceLevel.map {
          ValueFormatter(format: ValueFormat(style: .fraction)).string(for: $0) + " confidence"
        } ?? "uncertainty"
      facts.append((intervals == points.count ? "all" : "\(intervals)") + " with \(level) intervals")
    }
    return header + sentence(name) + " " + sentence(facts.joined(separator: ", "))
  }

  private func seriesName(_ series: AXDataSeriesDescriptor, number: Int) -> String {
    if let name = series.name, !name.isEmpty { return name }
    return "Series \(number)"
  }
}

/// `text` ending with a period (unless it already ends with . ! or ?).
func sentence(_ text: String) -> String {
  guard let last = text.last else { return text }
  return ".!?".contains(last) ? text : text + "."
}

/// "1 category", "2 categories".
func plural(_ count: Int, _ one: String, _ other: String) -> String {
  "\(count) \(count == 1 ? one : other)"
}

/// "A", "A and B", "A, B and C".
func joinedList(_ items: [String]) -> String {
  guard items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
}
