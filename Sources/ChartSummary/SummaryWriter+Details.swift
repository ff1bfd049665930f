import Foundation
import ChartAccessibility
import TrendStatistics

extension SummaryWriter {
  /// Chart Details parity (Part B) plus the statistics of §6.6, per series.
  func chartDetails() -> ([ChartSummary.Feature], [ChartSummary.Statistic]) {
    var features: [ChartSummary.Feature] = []
    var statistics: [ChartSummary.Statistic] = []
    let named = analyses.count > 1
    for series in analyses where series.n > 0 {
      let label = named ? series.name : nil
      func feature(_ kind: String, _ text: String) { features.append(.init(series: label, kind: kind, text: text)) }
      func statistic(_ name: String, _ value: String) { statistics.append(.init(series: label, label: name, value: value)) }

      // Features, in Apple's order: trend direction, model, confidence, outliers.
      let xs = series.points.map { kind == .line || kind == .scatter ? $0.t : Double($0.inputIndex) }
      let categoricalX = chart.xAxis is AXCategoricalDataAxisDescriptor
      let detailX = categoricalX ? Array(series.points.indices).map(Double.init) : xs
      let ys = series.points.map(\.y)
      if series.n >= 3 {
        let fit = ModelFit(x: detailX, y: ys)
        if let best = fit.best {
          // Apple shows the direction whenever the best model is confident enough; a direction
          // means nothing when the best model is a sine, so AudioGraph leaves it out then.
          if fit.confidence > options.thresholds.detailsTrendConfidence, best.kind != .sinusoidal,
            let slope = series.ordinary?.slope, slope != 0
          {
            feature("trend", language.trendDirection(increasing: slope > 0))
          }
          feature("model", "\(language.modelName(best.kind.rawValue)), \(best.spokenEquation)")
          feature("confidence", fit.confidenceLevel == .veryStrong ? "very strong" : fit.confidenceLevel.rawValue)
        }
      }
      if series.n >= 8 {
        let outliers = OrderStatistics.linearResidualOutliers(x: detailX, y: ys)
        feature("outliers", outliers.isEmpty ? "none" : outliers.map { chart.pointDescription(series.dataPoint(series.points[$0.index])) }.joined(separator: "; "))
      }
      if series.shape == .peak || series.shape == .trend, let peak = interiorExtreme(series), peak.hasPrefix("It peaked") {
        let high = series.points[series.maximumIndex]
        feature("peak", "\(formatter.y(high.y)) \(xWriter.phrase(high.x, category: high.category))")
      }
      if series.shape == .trough {
        let low = series.points[series.minimumIndex]
        feature("trough", "\(formatter.y(low.y)) \(xWriter.phrase(low.x, category: low.category))")
      }
      if kind == .line, series.n >= 8 {
        if let change = SeriesPatterns.changePoint(ys) {
          let point = series.points[change.index]
          feature("change point", "the level shifted from about \(formatter.y(change.before, derived: true)) to about \(formatter.y(change.after, derived: true)) \(xWriter.phrase(point.x, category: point.category))")
        }
        if let cycle = SeriesPatterns.period(t: series.points.map(\.x), y: ys) {
          feature("periodicity", "repeats about every \(periodText(cycle.period, series: series))")
        }
        feature("direction changes", "\(SeriesPatterns.directionChanges(ys))")
      }
      if kind == .bar || kind == .pie {
        feature("values", language.categoryValues(series.points.map { ($0.category ?? "", formatter.y($0.y)) }))
      }

      // Statistics: Apple's (minimum, maximum, mean, median), then §6.6's.
      let low = series.points[series.minimumIndex], high = series.points[series.maximumIndex]
      statistic("Minimum", chart.pointDescription(series.dataPoint(low)))
      statistic("Maximum", chart.pointDescription(series.dataPoint(high)))
      statistic("Mean", formatter.y(series.mean, derived: true))
      statistic("Median", formatter.y(series.median, derived: true))
      statistic("Count", "\(series.n)")
      statistic("Missing", "\(series.missing)")
      if let first = series.first, let last = series.last, series.n >= 2 {
        statistic("First", "\(formatter.y(first.y)) \(xWriter.phrase(first.x, category: first.category))")
        statistic("Last", "\(formatter.y(last.y)) \(xWriter.phrase(last.x, category: last.category))")
        let direction = series.change > 0 ? "up " : series.change < 0 ? "down " : ""
        var change = direction + formatter.yDifference(series.change)
        if isPercentStyle { change += " percentage points" }
        if let percent = series.percentChange, !isPercentStyle, series.change != 0 { change += ", " + formatter.percent(percent) }
        statistic("Change", change)
      }
      if let theilSen = series.theilSen, kind == .line {
        let unit = chart.yAxis?.valueFormat?.unit.map { " " + $0.other } ?? ""
        statistic("Slope", formatter.significant(theilSen.slope) + unit + " " + perUnit)
      }
      if let ordinary = series.ordinary {
        statistic("R squared", formatter.plain((ordinary.rSquared * 100).rounded(.towardZero) / 100, digits: 2))
      }
      if let test = series.mannKendall {
        statistic("Kendall tau", formatter.plain(test.tau, digits: 2))
        statistic("Mann-Kendall p-value", formatter.plain(test.pValue, digits: test.pValue < 0.001 ? 4 : 3))
      }
    }
    return (features, statistics)
  }

  /// A period in x units (seconds on a date axis) in the axis' units: "12 months", "365 days"
  /// (a month is 365.25/12 days, a year 365.25 days), else the x distance: "10.6 years" on a counted
  /// axis, "4 categories", "4 units of Time" otherwise.
  func periodText(_ period: Double, series: SeriesAnalysis) -> String {
    let word = perUnit.replacingOccurrences(of: "per ", with: "")
    if let dateGranularity {
      let seconds: Double
      switch dateGranularity {
      case .second: seconds = 1
      case .minute: seconds = 60
      case .hour: seconds = 3_600
      case .day: seconds = 86_400
      case .month: seconds = 2_629_800
      case .year: seconds = 31_557_600
      }
      let units = Int((period / seconds).rounded())
      return "\(units) \(word)\(units == 1 ? "" : "s")"
    }
    let value = formatter.significant(period)
    if word.hasPrefix("unit of ") { return "\(value) units of \(word.dropFirst("unit of ".count))" }
    if word == "category" { return "\(value) \(period == 1 ? "category" : "categories")" }
    return "\(value) \(word)\(period == 1 ? "" : "s")"
  }

  /// "per month", "per day", "per Day", "per step".
  var perUnit: String {
    if let dateGranularity {
      switch dateGranularity {
      case .year: return "per year"
      case .month: return "per month"
      case .day: return "per day"
      case .hour: return "per hour"
      case .minute: return "per minute"
      case .second: return "per second"
      }
    }
    if chart.xAxis is AXCategoricalDataAxisDescriptor { return "per category" }
    let title = chart.xAxis.title
    return XWriter.countedUnits[title.lowercased()] != nil ? "per \(title.lowercased())" : "per unit of \(title)"
  }

  // MARK: Facts

  func facts() -> JSONValue {
    func number(_ value: Double?) -> JSONValue { value.flatMap { $0.isFinite ? JSONValue.number($0 == 0 ? 0 : $0) : nil } ?? .null }
    let series: [JSONValue] = analyses.map { analysis in
      var object = JSONObject()
      object["name"] = .string(analysis.name)
      object["count"] = .number(Double(analysis.n))
      object["missing"] = .number(Double(analysis.missing))
      object["shape"] = .string(analysis.shape.rawValue)
      object["trending"] = .bool(analysis.isTrending)
      object["adverb"] = analysis.adverb.map(JSONValue.string) ?? .null
      object["withFluctuations"] = .bool(analysis.withFluctuations)
      if analysis.n > 0 {
        object["first"] = .object(JSONObject([("t", number(analysis.first?.t)), ("y", number(analysis.first?.y))]))
        object["last"] = .object(JSONObject([("t", number(analysis.last?.t)), ("y", number(analysis.last?.y))]))
        object["minimum"] = number(analysis.points[analysis.minimumIndex].y)
        object["maximum"] = number(analysis.points[analysis.maximumIndex].y)
        object["mean"] = number(analysis.mean)
        object["median"] = number(analysis.median)
        object["range"] = number(analysis.range)
      }
      if let test = analysis.mannKendall {
        object["mannKendall"] = .object(JSONObject([
          ("s", .number(Double(test.s))), ("varianceS", number(test.varianceS)), ("z", number(test.z)),
          ("tau", number(test.tau)), ("pValue", number(test.pValue)), ("significant", .bool(test.significant)),
        ]))
      }
      if let theilSen = analysis.theilSen {
        object["theilSen"] = .object(JSONObject([
          ("slope", number(theilSen.slope)), ("intercept", number(theilSen.intercept)),
          ("pointsUsed", .number(Double(analysis.theilSenSampleSize))),
        ]))
        object["fittedFirst"] = number(analysis.fittedFirst)
        object["fittedLast"] = number(analysis.fittedLast)
        object["fittedChange"] = number(analysis.fittedChange)
        object["relativeFittedChange"] = number(analysis.relativeFittedChange)
        object["normalizedFittedChange"] = number(analysis.normalizedFittedChange)
        object["rSquared"] = number(analysis.ordinary?.rSquared)
        object["steadiness"] = number(analysis.steadiness)
        object["change"] = number(analysis.change)
        object["percentChange"] = number(analysis.percentChange)
        object["level"] = number(analysis.level)
        object["spread"] = number(analysis.spread)
      }
      object["outliers"] = .array(analysis.outliers.map { .number(Double(analysis.points[$0].inputIndex)) })
      if let r = analysis.correlation, kind == .scatter { object["pearsonR"] = number(r) }
      return .object(object)
    }
    return .object(JSONObject([
      ("kind", .string(kind.rawValue)),
      ("verbosity", .string(options.verbosity.rawValue)),
      ("locale", .string(options.context.locale.identifier)),
      ("timeZone", .string(options.context.timeZone.identifier)),
      ("decisions", .array(decisions.map(JSONValue.string))),
      ("series", .array(series)),
    ]))
  }
}

/// Fills a summary template from the chart's first series (Part C).
struct TemplateFiller {
  let writer: SummaryWriter

  func fill(_ template: SummaryTemplate) -> String {
    let chart = writer.chart
    let series = writer.analyses.first { $0.n > 0 } ?? writer.analyses.first
    let points = series?.points ?? []
    let yAxis = chart.yAxis
    // Numbers and dates with the axes' own formats (data precision); y values without unit.
    let yValues = points.map(\.y)
    let yFormatter = ValueFormatter(
      format: yAxis?.valueFormat.map { format in var copy = format; copy.unit = nil; return copy },
      valueKind: yAxis?.valueKind ?? .number, context: writer.options.context,
      defaults: .derived(from: yValues, format: yAxis?.valueFormat, valueKind: yAxis?.valueKind ?? .number, context: writer.options.context))
    let derivedFormatter = ValueFormatter(
      format: yFormatter.format.map { format in var copy = format; if copy.fractionDigits == nil { copy.fractionDigits = nil }; return copy },
      valueKind: yFormatter.valueKind, context: writer.options.context,
      defaults: .init(fractionDigits: min(yFormatter.defaults.fractionDigits + 1, 4), dateStyle: yFormatter.defaults.dateStyle))
    func y(_ value: Double?) -> String { value.map { yFormatter.string(for: $0) } ?? "" }
    func yDerived(_ value: Double?) -> String { value.map { derivedFormatter.string(for: $0) } ?? "" }
    func x(_ point: AnalyzedPoint?) -> String {
      guard let point else { return "" }
      if let category = point.category { return category }
      return (chart.xAxis as? AXNumericDataAxisDescriptor)?.valueDescriptionProvider(point.x) ?? ""
    }
    func xNumber(_ value: Double?) -> String {
      guard let value, let axis = chart.xAxis as? AXNumericDataAxisDescriptor else { return "" }
      return axis.valueDescriptionProvider(value)
    }
    let xNumbers = points.filter { $0.category == nil }.map(\.x)
    let count = points.count
    let nouns = chart.nouns
    return template.render { placeholder in
      switch placeholder {
      case .title: return chart.title ?? ""
      case .seriesName: return series?.name ?? ""
      case .count: return writer.formatter.plain(Double(count), digits: 0)
      case .pointNoun:
        let forms = nouns?.point ?? PluralForms(one: "point", other: "points")
        return count == 1 ? forms.one : forms.other
      case .valueNoun: return nouns?.value ?? yAxis?.title.lowercased() ?? "values"
      case .xFirst: return x(points.first)
      case .xLast: return x(points.last)
      case .xMin: return points.first?.category != nil ? x(points.first) : xNumber(xNumbers.min())
      case .xMax: return points.last?.category != nil ? x(points.last) : xNumber(xNumbers.max())
      case .xMean: return xNumbers.isEmpty ? "" : xNumber(xNumbers.reduce(0, +) / Double(xNumbers.count))
      case .xMedian: return xNumbers.isEmpty ? "" : xNumber(OrderStatistics.median(xNumbers))
      case .xOfMin: return series.map { x($0.points[safe: $0.minimumIndex]) } ?? ""
      case .xOfMax: return series.map { x($0.points[safe: $0.maximumIndex]) } ?? ""
      case .yFirst: return y(points.first?.y)
      case .yLast: return y(points.last?.y)
      case .yMin: return y(series.flatMap { $0.points[safe: $0.minimumIndex]?.y })
      case .yMax: return y(series.flatMap { $0.points[safe: $0.maximumIndex]?.y })
      case .yMean: return count > 0 ? yDerived(series?.mean) : ""
      case .yMedian: return count > 0 ? yDerived(series?.median) : ""
      case .yUnit:
        guard let unit = yAxis?.valueFormat?.unit else { return "" }
        return points.last?.y == 1 ? unit.one : unit.other
      case .trendVerb:
        guard let change = series?.change, count >= 2 else { return "remained stable" }
        return change > 0 ? "increased" : change < 0 ? "decreased" : "remained stable"
      case .percentChange:
        return series?.percentChange.map { writer.formatter.percent($0) } ?? ""
      case .intervalLevel: return writer.intervalLevel ?? ""
      case .ciSentence:
        guard let series else { return "" }
        let (width, endpoints) = writer.intervalSentences(series)
        return [width, endpoints].compactMap { $0 }.joined(separator: " ")
      }
    }
  }
}
