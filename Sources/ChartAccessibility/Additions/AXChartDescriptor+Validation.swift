import TrendStatistics

extension AXChartDescriptor {
  /// Every problem that keeps this descriptor from being a valid chart, in document order; empty
  /// when it is valid.
  ///
  /// Locations are JSON pointers into the chart file this descriptor would be written as
  /// (`/series/0/points/3/y`), so a problem in a file and the same problem in code read alike.
  /// Checked: at least one series; finite numbers everywhere, within ``ChartValueLimits``
  /// (magnitudes up to 10¹⁰⁰, dates in the years 1 to 9999); categorical x values and additional
  /// values listed in their axis' categories, with the right kind (number or category) and count;
  /// ranges, gridlines and reference lines finite; positive values on log axes; each confidence
  /// interval finite with `lower ≤ y ≤ upper`; confidence levels in `0 < level < 1`; categories
  /// unique; units and nouns non-empty; the summary template's placeholders known; a histogram's or
  /// box plot's distributions and a candlestick's periods (``OHLCColumns/problem(at:)``).
  public func validate() -> [ChartInputProblem] {
    var problems: [ChartInputProblem] = []
    func report(_ pointer: JSONPointer, _ message: String) {
      problems.append(ChartInputProblem(location: .pointer(pointer.description), message: message))
    }

    let root = JSONPointer.root
    validateAxis(xAxis, at: root / "xAxis", report: report)
    if let yAxis { validateAxis(yAxis, at: root / "yAxis", report: report) }
    for (index, axis) in additionalAxes.enumerated() {
      validateAxis(axis, at: root / "additionalAxes" / index, report: report)
    }

    for (index, line) in referenceLines.enumerated() {
      let pointer = root / "referenceLines" / index
      if !line.value.isFinite {
        report(pointer / "value", "the value must be a finite number")
      } else {
        let axis = line.axis == .x ? xAxis as? AXNumericDataAxisDescriptor : yAxis
        if let problem = ChartValueLimits.problem(with: line.value, isDate: axis?.valueKind == .date) {
          report(pointer / "value", problem)
        }
      }
      if line.axis == .x, xAxis is AXCategoricalDataAxisDescriptor {
        report(pointer / "axis", "a reference line needs a numeric or date axis, but the x axis is categorical")
      }
      if line.axis == .y, yAxis == nil {
        report(pointer / "axis", "a reference line on the y axis needs a y axis")
      }
    }

    if let template = summaryTemplate {
      do {
        _ = try SummaryTemplate(parsing: template)
      } catch {
        report(root / "summaryTemplate", error.message)
      }
    }

    if series.isEmpty { report(root / "series", "a chart needs at least one series") }
    // Axes resolved once, not for every point (a set for category membership).
    let checks = PointChecks(
      x: AxisCheck(xAxis, name: "the x axis"),
      additional: additionalAxes.enumerated().map { AxisCheck($1, name: "additional axis \($0)") },
      yLogScale: yAxis.flatMap { $0.scaleType == .linear ? nil : $0.scaleType })
    for (seriesIndex, series) in series.enumerated() {
      let seriesPointer = root / "series" / seriesIndex
      if let level = series.confidenceLevel, !(level > 0 && level < 1) {
        report(
          seriesPointer / "confidenceLevel",
          "the confidence level must be between 0 and 1 (0.95 for 95%), found \(JSONWriter.numberText(level))")
      }
      if let plain = series.plainPointColumns {
        // Points kept as columns: a number x and a y, nothing else (no object made for them).
        // When every point passes (the usual case), one pass over the columns says so; otherwise
        // each point is checked as below, to report its problems in order.
        if checks.allPass(plain) { continue }
        for pointIndex in 0..<plain.count {
          validatePoint(
            x: .number(plain.x[pointIndex]), y: plain.yValue(at: pointIndex), interval: nil, additionalValues: [],
            checks: checks, at: seriesPointer / "points" / pointIndex, report: report)
        }
        continue
      }
      for (pointIndex, point) in series.dataPoints.enumerated() {
        validatePoint(
          x: point.x, y: point.y, interval: point.confidenceInterval, additionalValues: point.additionalValues,
          checks: checks, at: seriesPointer / "points" / pointIndex, report: report)
      }
    }
    validateDistributions(report: report)
    validateCandlestick(report: report)
    return problems
  }

  /// The checks of a histogram or box plot: the x axis it needs (numeric for bins, categorical
  /// for groups), finite observations, bins with increasing edges, box numbers in order.
  private func validateDistributions(report: (JSONPointer, String) -> Void) {
    let root = JSONPointer.root
    if kind == .histogram, xAxis is AXCategoricalDataAxisDescriptor {
      report(root / "xAxis" / "kind", "a histogram needs a numeric x axis (its bins), but the x axis is categorical")
    }
    if kind == .boxPlot, !(xAxis is AXCategoricalDataAxisDescriptor) {
      report(root / "xAxis" / "kind", "a box plot needs a categorical x axis (its groups)")
    }
    for (index, series) in series.enumerated() {
      guard let distribution = series.distribution else {
        if kind?.isDistribution == true {
          report(
            root / "series" / index,
            "a series of a \(kind == .histogram ? "histogram" : "box plot") needs values, bins, box statistics or points with only y (its values)"
          )
        }
        continue
      }
      let pointer = root / "series" / index
      if let bad = distribution.values.firstIndex(where: { !$0.isFinite }) {
        report(pointer / "values" / bad, "values must be finite numbers")
      }
      if distribution.values.isEmpty, let problem = distribution.bins?.problem { report(pointer / "bins", problem) }
      if distribution.values.isEmpty, let problem = distribution.box?.problem { report(pointer / "box", problem) }
      if kind == .boxPlot, distribution.count == 0, distribution.isCountKnown {
        report(pointer, "the group \"\(series.name ?? "")\" has no values")
      }
    }
  }

  private func validateAxis(
    _ axis: any AXDataAxisDescriptor, at pointer: JSONPointer,
    report: (JSONPointer, String) -> Void
  ) {
    if let numeric = axis as? AXNumericDataAxisDescriptor {
      let range = numeric.range
      let isDate = numeric.valueKind == .date
      if !range.lowerBound.isFinite || !range.upperBound.isFinite {
        report(pointer / "range", "the range must be two finite numbers")
      } else if !numeric.rangeIsDerivedFromData,
        let problem = ChartValueLimits.problem(with: range.lowerBound, isDate: isDate)
          ?? ChartValueLimits.problem(with: range.upperBound, isDate: isDate)
      {
        // (A range derived from the data is not reported: its points are.)
        report(pointer / "range", problem)
      } else if numeric.scaleType != .linear && range.lowerBound <= 0 {
        report(
          pointer / "range",
          "the range must be above 0 on a \(numeric.scaleType.fileName) scale, found a lower bound of \(JSONWriter.numberText(range.lowerBound))"
        )
      }
      for (index, position) in numeric.gridlinePositions.enumerated() {
        if !position.isFinite {
          report(pointer / "gridlines" / index, "gridline positions must be finite numbers")
        } else if let problem = ChartValueLimits.problem(with: position, isDate: isDate) {
          report(pointer / "gridlines" / index, problem)
        }
      }
      if let format = numeric.valueFormat {
        validateFormat(format, of: numeric, at: pointer / "format", report: report)
      }
    } else if let categorical = axis as? AXCategoricalDataAxisDescriptor {
      var seen = Set<String>()
      for (index, category) in categorical.categoryOrder.enumerated() where !seen.insert(category).inserted {
        report(pointer / "categories" / index, "the category \"\(category)\" is listed twice")
      }
    } else {
      report(pointer, "unsupported axis type \(type(of: axis)); use a numeric or categorical axis")
    }
  }

  private func validateFormat(
    _ format: ValueFormat, of axis: AXNumericDataAxisDescriptor, at pointer: JSONPointer,
    report: (JSONPointer, String) -> Void
  ) {
    if let digits = format.fractionDigits, !(0...10).contains(digits) {
      report(pointer / "fractionDigits", "fractionDigits must be a whole number from 0 to 10, found \(digits)")
    }
    if let unit = format.unit, unit.one.isEmpty || unit.other.isEmpty {
      report(pointer / "unit", "the unit must not be empty")
    }
    switch format.style {
    case .date:
      if axis.valueKind != .date {
        report(pointer / "style", "the date style needs an axis of kind date")
      }
    case .currency(let code) where !ValueFormat.isCurrencyCode(code):
      report(pointer / "currency", "\"\(code)\" is not an ISO 4217 currency code (three capital letters, such as USD)")
    default:
      if axis.valueKind == .date {
        report(pointer / "style", "an axis of kind date needs the date style")
      }
    }
  }

  /// The checks of one point, given by its values.
  private func validatePoint(
    x: AXDataPoint.Value, y pointY: Double?, interval pointInterval: ClosedRange<Double>?,
    additionalValues: [AXDataPoint.Value], checks: PointChecks, at pointer: @autoclosure () -> JSONPointer,
    report: (JSONPointer, String) -> Void
  ) {
    validateValue(x, with: checks.x, at: pointer() / "x", report: report)
    if let y = pointY {
      if !y.isFinite {
        report(pointer() / "y", "y must be a finite number or null")
      } else if let problem = ChartValueLimits.problem(with: y, isDate: false) {
        report(pointer() / "y", problem)
      } else if let scale = checks.yLogScale, y <= 0 {
        report(
          pointer() / "y",
          "\(JSONWriter.numberText(y)) cannot be shown on the y axis's \(scale.fileName) scale: values must be above 0")
      }
    }
    if let interval = pointInterval {
      if !interval.lowerBound.isFinite || !interval.upperBound.isFinite {
        report(pointer() / "ci", "the interval must be two finite numbers")
      } else if let problem = ChartValueLimits.problem(with: interval.lowerBound, isDate: false)
        ?? ChartValueLimits.problem(with: interval.upperBound, isDate: false)
      {
        report(pointer() / "ci", problem)
      } else if let y = pointY, y.isFinite {
        if !interval.contains(y) {
          report(
            pointer() / "ci",
            "the interval \(JSONWriter.numberText(interval.lowerBound)) to \(JSONWriter.numberText(interval.upperBound)) does not contain y (\(JSONWriter.numberText(y)))"
          )
        }
      } else if pointY == nil {
        report(pointer() / "ci", "a point with no y value cannot have an interval")
      }
    }
    if additionalValues.count != checks.additional.count {
      report(
        pointer() / "additional",
        "expected \(checks.additional.count) additional \(checks.additional.count == 1 ? "value" : "values") (one per additional axis), found \(additionalValues.count)"
      )
    } else {
      for (index, (value, check)) in zip(additionalValues, checks.additional).enumerated() {
        validateValue(value, with: check, at: pointer() / "additional" / index, report: report)
      }
    }
  }

  private func validateValue(
    _ value: AXDataPoint.Value, with check: AxisCheck, at pointer: @autoclosure () -> JSONPointer,
    report: (JSONPointer, String) -> Void
  ) {
    switch value {
    case .category(let category):
      if let categories = check.categories {
        if !categories.contains(category) {
          report(pointer(), "\"\(category)\" is not one of the categories of \(check.name)")
        }
      } else if let numeric = check.numeric {
        report(
          pointer(),
          numeric.valueKind == .date
            ? "expected a date because \(check.name) has kind date, found a category"
            : "expected a number because \(check.name) is numeric, found a category")
      }
    case .number(let number):
      if check.categories != nil {
        report(pointer(), "expected a category (a string) because \(check.name) is categorical, found a number")
      } else if let numeric = check.numeric {
        if !number.isFinite {
          report(pointer(), "the value must be a finite number")
        } else if let problem = ChartValueLimits.problem(with: number, isDate: numeric.valueKind == .date) {
          report(pointer(), problem)
        } else if numeric.scaleType != .linear, number <= 0 {
          report(
            pointer(),
            "\(JSONWriter.numberText(number)) cannot be shown on the \(numeric.scaleType.fileName) scale of \(check.name): values must be above 0"
          )
        }
      }
    }
  }
}

extension AXNumericDataAxisDescriptor.ScaleType {
  /// The name used in chart files: "linear", "log10", "ln".
  public var fileName: String {
    switch self {
    case .linear: "linear"
    case .log10: "log10"
    case .ln: "ln"
    }
  }

  init?(fileName: String) {
    switch fileName {
    case "linear": self = .linear
    case "log10": self = .log10
    case "ln": self = .ln
    default: return nil
    }
  }
}

extension ValueFormat {
  /// Whether `code` has the shape of an ISO 4217 code: three ASCII capital letters.
  static func isCurrencyCode(_ code: String) -> Bool {
    code.utf8.count == 3 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) }
  }
}

/// An axis resolved once for checking many values against it.
private struct AxisCheck {
  /// "the x axis", "additional axis 0".
  let name: String
  let numeric: AXNumericDataAxisDescriptor?
  /// The categories of a categorical axis.
  let categories: Set<String>?

  init(_ axis: any AXDataAxisDescriptor, name: String) {
    self.name = name
    numeric = axis as? AXNumericDataAxisDescriptor
    categories = (axis as? AXCategoricalDataAxisDescriptor).map { Set($0.categoryOrder) }
  }
}

/// What every point of a chart is checked against.
private struct PointChecks {
  let x: AxisCheck
  let additional: [AxisCheck]
  /// The y axis' scale when it is logarithmic.
  let yLogScale: AXNumericDataAxisDescriptor.ScaleType?

  /// Whether every point of `plain` passes the checks of `validatePoint` (so that none has a
  /// problem to report): a numeric x axis and no additional axes; each x finite, within
  /// ``ChartValueLimits`` (a date on a date axis) and above 0 on a logarithmic x axis; each y
  /// missing (NaN) or finite, within the limits and above 0 on a logarithmic y axis. `false`
  /// says only that some point may have a problem. One pass over the two columns, with the
  /// axes' properties read once (not once a point).
  func allPass(_ plain: PlainPoints) -> Bool {
    guard let numeric = x.numeric, x.categories == nil, additional.isEmpty else { return false }
    let isDate = numeric.valueKind == .date
    let xLog = numeric.scaleType != .linear
    let yLog = yLogScale != nil
    let xPass = plain.x.withUnsafeBufferPointer { column in
      column.allSatisfy { x in
        (isDate ? ChartValueLimits.holds(date: x) : ChartValueLimits.holds(x)) && (!xLog || x > 0)
      }
    }
    guard xPass else { return false }
    return plain.y.withUnsafeBufferPointer { column in
      column.allSatisfy { y in y.isNaN || (ChartValueLimits.holds(y) && (!yLog || y > 0)) }
    }
  }
}
