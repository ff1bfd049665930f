import ChartAccessibility
import ChartSummaries
import Foundation

/// Small builders for summarizer tests: charts from plain arrays, summarized in en_US, UTC.
enum Charts {
  static let utc = TimeZone(identifier: "UTC")!

  /// Seconds since 1970 of a UTC calendar date.
  static func date(_ year: Int, _ month: Int, _ day: Int = 1) -> Double {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar.date(from: DateComponents(year: year, month: month, day: day))!.timeIntervalSince1970
  }

  /// A y axis whose provider writes each value as the data has it (as a chart file's does).
  static func yAxis(
    _ title: String, format: ValueFormat? = nil, scale: AXNumericDataAxisDescriptor.ScaleType = .linear,
    values: [Double] = []
  ) -> AXNumericDataAxisDescriptor {
    let axis = AXNumericDataAxisDescriptor(
      title: title, range: 0...1, gridlinePositions: [], format: format ?? ValueFormat(),
      defaultFractionDigits: ValueFormat.dataPrecisionFractionDigits(for: values))
    axis.valueFormat = format
    axis.scaleType = scale
    return axis
  }

  static func line(
    x: [Double], y: [Double?], title: String = "Value", format: ValueFormat? = nil, xTitle: String = "X",
    xKind: AXNumericDataAxisDescriptor.ValueKind = .number, intervals: [ClosedRange<Double>?]? = nil,
    level: Double? = nil, continuous: Bool = true, scale: AXNumericDataAxisDescriptor.ScaleType = .linear
  ) -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(
      title: xTitle, range: (x.min() ?? 0)...(x.max() ?? 0), gridlinePositions: []
    ) { "\($0)" }
    xAxis.valueKind = xKind
    let points = x.indices.map { AXDataPoint(x: x[$0], y: y[$0], confidenceInterval: intervals?[$0]) }
    let series = AXDataSeriesDescriptor(name: title, isContinuous: continuous, dataPoints: points)
    series.confidenceLevel = level
    return AXChartDescriptor(
      xAxis: xAxis, yAxis: yAxis(title, format: format, scale: scale, values: y.compactMap { $0 }), series: [series])
  }

  /// Sales lines over Week 0…5, each from 50 rising by 5 × its slope a week.
  static func weeklyLines(_ slopes: [(String, Double)]) -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(title: "Week", range: 0...5, gridlinePositions: []) { "\($0)" }
    let series = slopes.map { name, slope in
      AXDataSeriesDescriptor(
        name: name, isContinuous: true,
        dataPoints: (0..<6).map { AXDataPoint(x: Double($0), y: 50 + slope * 5 * Double($0)) })
    }
    return AXChartDescriptor(xAxis: xAxis, yAxis: yAxis("Sales"), series: series)
  }

  static func categories(
    _ names: [String], y: [Double], title: String, format: ValueFormat? = nil, ordered: Bool?, continuous: Bool
  ) -> AXChartDescriptor {
    let xAxis = AXCategoricalDataAxisDescriptor(title: "Category", categoryOrder: names)
    xAxis.isOrdered = ordered
    let series = AXDataSeriesDescriptor(
      name: title, isContinuous: continuous, dataPoints: zip(names, y).map { AXDataPoint(x: $0, y: $1) })
    return AXChartDescriptor(xAxis: xAxis, yAxis: yAxis(title, format: format, values: y), series: [series])
  }
}

extension AXChartDescriptor {
  func summary(
    _ verbosity: SummaryOptions.Verbosity = .standard, locale: String = "en_US",
    thresholds: SummaryThresholds = .default, orientation: Bool = false, template: String? = nil
  ) -> ChartSummary {
    ChartSummarizer(
      options: SummaryOptions(
        context: FormattingContext(locale: Locale(identifier: locale), timeZone: Charts.utc), verbosity: verbosity,
        includeOrientation: orientation, thresholds: thresholds,
        template: template.map { try! SummaryTemplate(parsing: $0) })
    ).summarize(self)
  }

  /// A number from the facts of the first series, such as "relativeFittedChange".
  func fact(_ key: String, thresholds: SummaryThresholds = .default) -> Double? {
    guard case .object(let facts) = summary(thresholds: thresholds).facts, case .array(let series)? = facts["series"],
      case .object(let first)? = series.first, case .number(let value)? = first[key]
    else { return nil }
    return value
  }
}
