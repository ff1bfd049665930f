import ChartAccessibility
import Foundation
import TrendStatistics

extension SummaryWriter {
  /// Chart Details: Apple's features and statistics per series, plus AudioGraph's.
  ///
  /// What a chart's x axis cannot support is left out: over unordered categories (bars, pies)
  /// there is no trend, model, first, last, change, slope, rank statistics, change point,
  /// periodicity or direction changes (alphabetical order is not a time axis); scatter plots have
  /// no first, last or change. A periodic model is offered only when the data supports its
  /// period (see ``supportsPeriodicModel(_:x:)``).
  func chartDetails() -> ([ChartSummary.Feature], [ChartSummary.Statistic]) {
    var features: [ChartSummary.Feature] = []
    var statistics: [ChartSummary.Statistic] = []
    let named = analyses.count > 1
    let unordered = kind == .bar || kind == .pie
    for series in analyses where series.n > 0 {
      let label = named ? series.name : nil
      func feature(_ kind: ChartSummary.Feature.Kind, _ text: String) {
        features.append(.init(series: label, kind: kind, text: text))
      }
      func statistic(_ name: String, _ value: String) {
        statistics.append(.init(series: label, label: language.statisticLabel(name), value: value))
      }

      // Features, in Apple's order: trend direction, model, confidence, outliers.
      let xs = series.points.map { kind == .line || kind == .scatter ? $0.t : Double($0.inputIndex) }
      let categoricalX = chart.xAxis is AXCategoricalDataAxisDescriptor
      let detailX = categoricalX ? Array(series.points.indices).map(Double.init) : xs
      let ys = series.points.map(\.y)
      // The trend is the summary's decision (see ``trendDecision(_:)``), said first as Apple does.
      if let trend = trendDetail(trendDecision(series), series: series) { feature(.trend, trend) }
      if series.n >= 3, !unordered {
        // A sine can only be offered over two or more cycles the sampling shows, which the cycle
        // search would have found on a line; without a cycle it is not fitted at all.
        var kinds = Set(RegressionModelKind.allCases)
        if kind == .line, series.cycle == nil, categoricalX == false { kinds.remove(.sinusoidal) }
        let fit = ModelFit(x: detailX, y: ys, kinds: kinds)
        let usable = fit.models.filter { model in
          switch model.kind {
          case .sinusoidal: supportsPeriodicModel(model, x: detailX)
          case .logarithmic, .power: curvesVisibly(x: detailX) && model.parameters.allSatisfy { Swift.abs($0) < 1e12 }
          default: model.parameters.allSatisfy { Swift.abs($0) < 1e15 }
          }
        }
        // On a logarithmic y axis the model is the straight line the chart shows, as the summary
        // says it (a fit on y itself would follow the largest values).
        if let best = logAxisModel(series, x: detailX) ?? usable.min(by: { $0.score < $1.score }) {
          feature(.model, modelText(best, x: detailX, series: series))
          feature(.confidence, language.fitConfidence(FitConfidence(confidence: best.confidence).rawValue))
        }
      }
      if series.n >= 8 {
        let outliers = OrderStatistics.linearResidualOutliers(x: detailX, y: ys)
        let named = outliers.count <= ShapeRules.listedOutliers ? outliers.count : ShapeRules.namedOfManyOutliers
        let described = outliers.prefix(named).map {
          chart.pointDescription(series.dataPoint(series.points[$0.index]), context: options.context)
        }
        feature(
          .outliers,
          outliers.isEmpty
            ? language.none()
            : outliers.count <= ShapeRules.listedOutliers
              ? language.clauseList(described)
              : language.manyOutliers(count: outliers.count, shown: described))
      }
      if !unordered, series.shape == .peak || series.shape == .trend, let peak = interiorExtreme(series),
        peak.index == series.maximumIndex
      {
        let high = series.points[series.maximumIndex]
        feature(.peak, "\(formatter.y(high.y)) \(xWriter.phrase(high.x, category: high.category))")
      }
      if !unordered, series.shape == .trough {
        let low = series.points[series.minimumIndex]
        feature(.trough, "\(formatter.y(low.y)) \(xWriter.phrase(low.x, category: low.category))")
      }
      // A change point or a cycle needs ShapeRules.patternMinimumPoints points.
      let patterns = series.n >= ShapeRules.patternMinimumPoints
      if kind == .line, series.n >= 8 {
        if patterns, let shift = series.levelShift, shift.isSpoken, let point = series.points[safe: shift.index] {
          let (before, after) = formatter.pair(shift.before, shift.after, derived: true)
          feature(
            .changePoint,
            language.changePoint(before: before, after: after, x: xWriter.phrase(point.x, category: point.category)))
        }
        if patterns, let cycle = series.cycle {
          feature(.periodicity, language.periodicity(spokenPeriod(cycle.period), swing: formatter.about(cycle.swing)))
        }
        // A count of turns helps on a short series; thousands of turns are noise, not a feature.
        if series.n <= 60 { feature(.directionChanges, "\(SeriesPatterns.directionChanges(ys))") }
      }
      // Every value, for up to 60 of them; beyond that a list is too long to hear (the data table
      // has them all).
      if unordered, series.n <= 60 {
        feature(
          .values, language.detailValues(zip(series.points, formatter.list(ys)).map { ($0.category ?? "", $1) }))
      }

      // Statistics: Apple's (minimum, maximum, mean, median), then AudioGraph's. The extremes are
      // said as First and Last are, the value then where it is ("1.4 at point 1", "15% in
      // Entertainment", with the point's own label after it and its interval as the point's
      // description says it), written as the summary writes its numbers: Apple's "1, 1.4" did
      // not say which number is which.
      let low = series.points[series.minimumIndex]
      let high = series.points[series.maximumIndex]
      let (lowText, highText) = formatter.pair(low.y, high.y)
      func extreme(_ point: AnalyzedPoint, _ value: String) -> String {
        let dataPoint = series.dataPoint(point)
        var text = "\(value) \(xWriter.phrase(point.x, category: point.category))"
        if let label = dataPoint.label, !label.isEmpty, label != point.category { text += " (\(label))" }
        return text + (chart.intervalDescription(dataPoint, context: options.context) ?? "")
      }
      statistic("minimum", extreme(low, lowText))
      statistic("maximum", extreme(high, highText))
      let (meanText, medianText) = formatter.pair(series.mean, series.median, derived: true)
      statistic("mean", meanText)
      statistic("median", medianText)
      statistic("count", "\(series.n)")
      statistic("missing", "\(series.missing)")
      if let first = series.first, let last = series.last, series.n >= 2, kind == .line {
        let (firstText, lastText) = formatter.pair(first.y, last.y)
        statistic("first", "\(firstText) \(xWriter.phrase(first.x, category: first.category))")
        statistic("last", "\(lastText) \(xWriter.phrase(last.x, category: last.category))")
        let amount = isPercentStyle ? formatter.percentagePoints(series.change) : formatter.yChange(series.change)
        var relative: Amount?
        if series.speaksPercent, !isPercentStyle, series.change != 0 {
          relative = changeAmount(series, rose: series.change > 0)
        }
        statistic(
          "change",
          series.change == 0
            ? language.none() : language.change(up: series.change > 0, amount: amount, relative: relative))
      }
      // One slope: the least-squares line's, the line whose R² follows and whose equation the
      // linear model says ("y equals minus 15.1 times x"), never a second estimate beside it.
      if let ordinary = series.ordinary, kind == .line {
        statistic("slope", formatter.rate(ordinary.slope, per: perUnit))
      }
      if !unordered, let ordinary = series.ordinary {
        statistic("rSquared", formatter.plain((ordinary.rSquared * 100).rounded(.towardZero) / 100, digits: 2))
      }
      if kind == .scatter, let r = relationship(series.points).r {
        statistic("correlation", formatter.plain(r, digits: 2))
      }
      if !unordered, let test = series.mannKendall {
        statistic("kendallTau", formatter.plain(test.tau, digits: 2))
        // A p-value that rounds to 0 is not 0.
        statistic("pValue", pValueText(test.pValue))
      }
    }
    if kind == .scatter, analyses.filter({ $0.n > 0 }).count > 1, let r = pooledRelationship(analyses).r {
      statistics.append(
        .init(series: nil, label: language.statisticLabel("pooledCorrelation"), value: formatter.plain(r, digits: 2)))
    }
    return (features, statistics)
  }

  /// "exponential, y equals 1070 times e to the power of minus 0.00312 times x, where x is the
  /// years since 1871" ("where x is Height minus 58 inches" on other axes): on a numeric axis whose values are far from zero (a year axis, or any x
  /// whose smallest value is more than twice its span), linear, exponential and sine models are
  /// written with x counted from the first x, so the coefficients stay readable.
  func modelText(_ model: FittedModel, x: [Double], series: SeriesAnalysis) -> String {
    let kind = model.kind.rawValue
    guard model.usesXOrigin, chart.xAxis is AXNumericDataAxisDescriptor, dateGranularity == nil,
      let low = x.min(), let high = x.max(), low > 0, high - low < 0.5 * low, let first = series.first
    else {
      return language.model(
        kind: kind, equation: spokenEquation(model, xOrigin: 0), meaning: xMeaning(series: series))
    }
    let origin = xWriter.text(first.x, category: first.category)
    let meaning = xWriter.isYears ? language.xYearsSince(origin) : language.xMinus(chart.xAxis.title, origin)
    return language.model(kind: kind, equation: spokenEquation(model, xOrigin: low), meaning: meaning)
  }

  /// What x is in an equation with x counted as the data gives it: on a date axis the whole
  /// calendar units since the first date ("where x is the months since January 2023"), over
  /// categories their position ("where x is the position of the category, 0 for Week 1"), on a
  /// titled numeric axis its title ("where x is Horsepower"); `nil` on an untitled numeric axis.
  func xMeaning(series: SeriesAnalysis) -> String? {
    guard let first = series.first else { return nil }
    if let dateGranularity {
      let unit: String =
        switch dateGranularity {
        case .year: "year"
        case .quarter: "quarter"
        case .month: "month"
        case .day: "day"
        case .hour: "hour"
        case .minute: "minute"
        case .second: "second"
        }
      return language.xSince(
        units: language.timeUnit(unit, count: 2, text: "2"), xWriter.text(first.x, category: first.category),
        role: xWriter.role.rawValue)
    }
    if chart.xAxis is AXCategoricalDataAxisDescriptor {
      return language.xPosition(first: xWriter.text(first.x, category: first.category))
    }
    let title = chart.xAxis.title
    return title.isEmpty ? nil : language.xIs(title)
  }

  /// The one model of a chart with a logarithmic y axis, the straight line that axis shows: over
  /// a logarithmic x the power law (``logLogPower(_:)``), over a linear, date or category x the
  /// exponential fitted to the logarithm of y (``ModelFit/logLinearExponential(x:y:)``), whose
  /// growth per year is the rate the summary says ("grew about 21% a year"). `nil` on a linear y
  /// axis or when a value is not positive.
  func logAxisModel(_ series: SeriesAnalysis, x: [Double]) -> FittedModel? {
    guard (chart.yAxis?.scaleType ?? .linear) != .linear else { return nil }
    if let law = logLogPower(series) { return law }
    if let xAxis = chart.xAxis as? AXNumericDataAxisDescriptor, xAxis.scaleType != .linear { return nil }
    return ModelFit.logLinearExponential(x: x, y: series.points.y)
  }

  /// A model's equation in words, in the summary's language, with x counted from `xOrigin` (see
  /// `FittedModel.spokenEquation(xOrigin:)` for the English original): three significant digits,
  /// whole numbers grouped as the locale groups them, words from a million, "minus" for a negative leading coefficient, terms whose coefficient
  /// reads "0" left out.
  func spokenEquation(_ model: FittedModel, xOrigin: Double) -> String {
    let p = model.parameters(xOrigin: xOrigin)
    func number(_ value: Double) -> String {
      let parts = NumberText.spokenParts(value)
      var text = language.isEnglish ? parts.mantissa : options.context.locale.withDecimalSeparator(parts.mantissa)
      // A whole number from 1,000 is grouped as the summary's other numbers are ("41,700",
      // "41.700"; none in French), not "41700" beside "40,651".
      if case .none = parts.scale, !parts.mantissa.contains("."), let whole = Double(parts.mantissa), whole >= 1_000 {
        text = formatter.plain(whole, digits: 0)
      }
      switch parts.scale {
      case .none: break
      case .word(let exponent):
        text = language.largeNumber(
          text, value: Double(parts.mantissa) ?? 0, scale: Foundation.pow(10, Double(exponent)), unit: nil)
      case .power(let exponent):
        text = language.powerOfTen(mantissa: text, exponent: String(exponent))
      }
      return parts.negative ? language.negative(text) : text
    }
    func tail(_ value: Double) -> (negative: Bool, text: String)? {
      let text = number(Swift.abs(value))
      return text == "0" ? nil : (value < 0, text)
    }
    let parameters = p.map(number)
    let tails: [(negative: Bool, text: String)?] = p.map(tail)
    return language.equation(kind: model.kind.rawValue, parameters: parameters, tails: tails)
  }

  /// Whether logarithmic and power models mean anything on these x values: x starts at zero or
  /// spans at least half of its smallest value. Over years 1871 to 1970 the curve of a log or a
  /// power is invisible and its fit only produces a coefficient such as 4.78 × 10²² times x to
  /// the power of minus 6.
  func curvesVisibly(x: [Double]) -> Bool {
    guard let low = x.min(), let high = x.max() else { return false }
    return low <= 0 || (high - low) >= 0.5 * low
  }

  /// Whether a fitted sine's period is one the sampling can show: at least two full cycles
  /// within the x span, and a period at least four times the median spacing of the distinct x
  /// values (a shorter one is an alias of the sampling, like "63.4 times x" on iris sizes).
  func supportsPeriodicModel(_ model: FittedModel, x: [Double]) -> Bool {
    guard model.kind == .sinusoidal, model.parameters.count == 4, model.parameters[1] > 0 else { return false }
    let period = 2 * Double.pi / model.parameters[1]
    let distinct = Array(Set(x)).sorted()
    guard let first = distinct.first, let last = distinct.last, distinct.count >= 3 else { return false }
    let gaps = zip(distinct.dropFirst(), distinct).map { $0 - $1 }
    let spacing = OrderStatistics.median(gaps)
    return last - first >= 2 * period && period >= 4 * spacing
  }

  /// The x unit of a slope: "per month", "per day", "per category", "per unit of Height", or
  /// "per day" for an axis titled with a counted unit ("Day").
  var perUnit: SummaryFormatter.RateUnit {
    if let dateGranularity {
      switch dateGranularity {
      case .year: return .time("year")
      case .quarter: return .time("quarter")
      case .month: return .time("month")
      case .day: return .time("day")
      case .hour: return .time("hour")
      case .minute: return .time("minute")
      case .second: return .time("second")
      }
    }
    if chart.xAxis is AXCategoricalDataAxisDescriptor { return .category }
    if xWriter.isYears { return .time("year") }
    let title = chart.xAxis.title.lowercased()
    guard XWriter.countedUnits[title] != nil else { return .unitOf(chart.xAxis.title) }
    if title == "quarter" || SummaryFormatter.timeUnits.contains(where: { $0.name == title }) { return .time(title) }
    return .words(PluralForms(one: title, other: SummaryFormatter.englishPlural(title)))
  }

  // MARK: Facts

  func facts() -> JSONValue {
    func number(_ value: Double?) -> JSONValue {
      value.flatMap { $0.isFinite ? JSONValue.number($0 == 0 ? 0 : $0) : nil } ?? .null
    }
    let series: [JSONValue] = analyses.map { analysis in
      var object = JSONObject()
      object["name"] = .string(analysis.name)
      object["count"] = .number(Double(analysis.n))
      object["missing"] = .number(Double(analysis.missing))
      object["shape"] = .string(analysis.shape.rawValue)
      // The one trend decision every output speaks (see ``trendDecision(_:)``).
      let trend = trendDecision(analysis)
      object["trend"] = trend.factValue.map(JSONValue.string) ?? .null
      object["trending"] = .bool(trend == .rising || trend == .falling)
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
        var members: [(String, JSONValue)] = [
          ("s", .number(Double(test.s))), ("varianceS", number(test.varianceS)), ("z", number(test.z)),
          ("tau", number(test.tau)), ("pValue", number(test.pValue)), ("significant", .bool(test.significant)),
        ]
        // A large series' test is of its subsample (``SeriesAnalysis/theilSenExactLimit``):
        // say of how many points, as the Theil–Sen line does (a test of every point says nothing).
        if test.n < analysis.n { members.append(("pointsUsed", .number(Double(test.n)))) }
        object["mannKendall"] = .object(JSONObject(members))
      }
      if let theilSen = analysis.theilSen {
        object["theilSen"] = .object(
          JSONObject([
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
      object["speaksPercent"] = .bool(analysis.speaksPercent)
      object["noise"] = number(analysis.noise)
      if analysis.n >= 2, kind == .line {
        let ys = analysis.points.map(\.y)
        let positive = ys.allSatisfy { $0 > 0 }
        func excursion(_ e: Excursion?) -> JSONValue {
          guard let e else { return .null }
          let start = analysis.points[e.startIndex]
          let end = analysis.points[e.endIndex]
          var fields = JSONObject([
            ("startIndex", .number(Double(start.inputIndex))), ("startX", number(start.x)),
            ("startXText", .string(xWriter.text(start.x, category: start.category))), ("startY", number(start.y)),
            ("endIndex", .number(Double(end.inputIndex))), ("endX", number(end.x)),
            ("endXText", .string(xWriter.text(end.x, category: end.category))), ("endY", number(end.y)),
          ])
          fields["change"] = number(end.y - start.y)
          if positive { fields["relativeChange"] = number(end.y / start.y - 1) }
          return .object(fields)
        }
        // In percent (log ratios) for positive values, else in y units, as the wording measures them.
        object["largestFall"] = excursion(positive ? Excursions.largestRelativeFall(ys) : Excursions.largestFall(ys))
        object["largestRise"] = excursion(positive ? Excursions.largestRelativeRise(ys) : Excursions.largestRise(ys))
      }
      if let cycle = analysis.cycle {
        let spoken = spokenPeriod(cycle.period)
        object["cycle"] = .object(
          JSONObject([
            ("period", number(cycle.period)), ("periodText", .string(language.every(spoken))),
            ("swing", number(cycle.swing)),
            ("strength", number(cycle.strength)), ("cycles", number(cycle.cycles)),
            ("explainedVariance", number(cycle.explainedVariance)), ("spoken", .bool(analysis.speaksCycle)),
          ]))
      }
      if let change = analysis.seasonalChange {
        var beneath = JSONObject([
          ("pointsPerCycle", .number(Double(change.pointsPerCycle))), ("seasonalS", .number(Double(change.s))),
          ("seasonalZ", number(change.z)), ("firstCycleMean", number(change.firstCycleMean)),
          ("lastCycleMean", number(change.lastCycleMean)), ("cycleMeanRange", number(change.cycleMeanRange)),
          ("trendSpoken", .bool(cycleTrend(analysis) != nil)),
        ])
        if let step = change.step, let point = analysis.points[safe: step.index] {
          beneath["step"] = .object(
            JSONObject([
              ("index", .number(Double(point.inputIndex))), ("x", number(point.x)), ("before", number(step.before)),
              ("after", number(step.after)), ("shift", number(step.shift)),
              ("spoken", .bool(cycleStep(analysis) != nil)),
            ]))
        }
        object["beneathCycle"] = .object(beneath)
      }
      if let shift = analysis.levelShift, let point = analysis.points[safe: shift.index] {
        object["levelShift"] = .object(
          JSONObject([
            ("index", .number(Double(point.inputIndex))), ("x", number(point.x)), ("before", number(shift.before)),
            ("after", number(shift.after)), ("standardizedShift", number(shift.standardizedShift)),
            ("lineRatio", number(shift.lineRatio)), ("noiseRatio", number(shift.noiseRatio)),
            ("strong", .bool(shift.isStrong)), ("spoken", .bool(shift.isSpoken)),
          ]))
      }
      if kind == .line, analysis.n >= 2 { object["shapeRules"] = .object(shapeFacts(analysis)) }
      if kind == .line, analyses.count > 1, analysis.n > 0 { object["clause"] = .string(seriesClause(analysis)) }
      if let r = analysis.correlation, kind == .scatter { object["pearsonR"] = number(r) }
      if kind == .scatter, analysis.n > 0 { object["relationship"] = relationshipFacts(relationship(analysis.points)) }
      return .object(object)
    }
    var chartFacts = JSONObject()
    if kind == .line, analyses.count == 2 {
      let (count, share) = crossings(analyses[0], analyses[1])
      chartFacts["crossings"] = .object(
        JSONObject([
          ("count", .number(Double(count))), ("firstAboveShare", number(share)),
          ("repeated", .bool(count >= ShapeRules.repeatedCrossings)),
        ]))
    }
    if kind == .scatter, analyses.count > 1 {
      chartFacts["pooledRelationship"] = relationshipFacts(pooledRelationship(analyses))
    }
    return .object(
      JSONObject([
        ("kind", .string(kind.rawValue)),
        ("chart", .object(chartFacts)),
        ("verbosity", .string(options.verbosity.rawValue)),
        ("locale", .string(options.context.locale.identifier)),
        ("timeZone", .string(options.context.timeZone.identifier)),
        ("decisions", .array(decisions.map(JSONValue.string))),
        ("series", .array(series)),
      ]))
  }
}

extension SummaryWriter {
  func relationshipFacts(_ relationship: Relationship) -> JSONValue {
    .object(
      JSONObject([
        ("strength", relationship.strength.map(JSONValue.string) ?? .null),
        ("positive", .bool(relationship.positive)),
        ("pearsonR", relationship.r.flatMap { $0.isFinite ? JSONValue.number($0) : nil } ?? .null),
        ("count", .number(Double(relationship.n))),
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
      format: yAxis?.valueFormat.map { format in
        var copy = format
        copy.unit = nil
        return copy
      },
      valueKind: yAxis?.valueKind ?? .number, context: writer.options.context,
      defaults: .derived(
        from: yValues, format: yAxis?.valueFormat, valueKind: yAxis?.valueKind ?? .number,
        context: writer.options.context))
    let derivedFormatter = ValueFormatter(
      format: yFormatter.format.map { format in
        var copy = format
        if copy.fractionDigits == nil { copy.fractionDigits = nil }
        return copy
      },
      valueKind: yFormatter.valueKind, context: writer.options.context,
      defaults: .init(
        fractionDigits: min(yFormatter.defaults.fractionDigits + 1, 4), dateStyle: yFormatter.defaults.dateStyle))
    func y(_ value: Double?) -> String { value.map { yFormatter.string(for: $0) } ?? "" }
    func yDerived(_ value: Double?) -> String { value.map { derivedFormatter.string(for: $0) } ?? "" }
    func x(_ point: AnalyzedPoint?) -> String {
      guard let point else { return "" }
      if let category = point.category { return category }
      return (chart.xAxis as? AXNumericDataAxisDescriptor)?.valueDescription(point.x, in: writer.options.context) ?? ""
    }
    func xNumber(_ value: Double?) -> String {
      guard let value, let axis = chart.xAxis as? AXNumericDataAxisDescriptor else { return "" }
      return axis.valueDescription(value, in: writer.options.context)
    }
    let xNumbers = points.filter { $0.category == nil }.map(\.x)
    let count = points.count
    let nouns = chart.nouns
    // The distribution placeholders: the first series' distribution (a histogram's or box
    // plot's), else the first series' y values; written by the value axis (x of a histogram).
    let distribution = chart.series.lazy.compactMap(\.distribution).first { $0.count > 0 }
    let box =
      distribution.flatMap { $0.box ?? HistogramStory.approximateBox($0) }
      ?? BoxStatistics(sorted: yValues.filter(\.isFinite).sorted())
    let observations = distribution?.count ?? (box == nil ? 0 : yValues.count { $0.isFinite })
    let valueAxis = chart.kind == .histogram ? chart.xAxis as? AXNumericDataAxisDescriptor : yAxis
    let valueFormat = valueAxis?.valueFormat.map { format in
      var copy = format
      copy.unit = nil
      return copy
    }
    let distributionValues = distribution.map { $0.values.isEmpty ? ($0.bins?.edges ?? []) : $0.values } ?? yValues
    let valueDefaults = ValueFormatter.Defaults.derived(
      from: distributionValues, format: valueFormat, valueKind: valueAxis?.valueKind ?? .number,
      context: writer.options.context)
    let valueFormatter = ValueFormatter(
      format: valueFormat, valueKind: valueAxis?.valueKind ?? .number, context: writer.options.context,
      defaults: .init(fractionDigits: min(valueDefaults.fractionDigits + 1, 4), dateStyle: valueDefaults.dateStyle))
    func value(_ number: Double?) -> String { number.map { valueFormatter.string(for: $0) } ?? "" }
    return template.render { placeholder in
      switch placeholder {
      case .observations: return writer.formatter.plain(Double(observations), digits: 0)
      case .median: return value(box?.median)
      case .q1: return value(box?.firstQuartile)
      case .q3: return value(box?.thirdQuartile)
      case .iqr: return value(box.map { $0.thirdQuartile - $0.firstQuartile })
      case .lowerWhisker: return value(box?.lowerWhisker)
      case .upperWhisker: return value(box?.upperWhisker)
      case .outlierCount: return box.map { writer.formatter.plain(Double($0.outliers.count), digits: 0) } ?? ""
      case .title: return chart.title ?? ""
      case .seriesName: return series?.name ?? ""
      case .count: return writer.formatter.plain(Double(count), digits: 0)
      case .pointNoun:
        guard let forms = nouns?.point else { return writer.language.templatePointNoun(count) }
        return count == 1 ? forms.one : forms.other
      case .valueNoun: return nouns?.value ?? yAxis?.title.lowercased() ?? writer.language.fallbackValues()
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
        guard let unit = yAxis?.valueFormat?.unit?.localized(for: writer.language.pack.identifier) else { return "" }
        return points.last?.y == 1 ? unit.one : unit.other
      case .trendVerb:
        guard let change = series?.change, count >= 2 else { return writer.language.templateTrendVerb(nil) }
        return writer.language.templateTrendVerb(change > 0 ? true : change < 0 ? false : nil)
      case .percentChange:
        return series?.percentChange.map { writer.formatter.percent($0) } ?? ""
      case .intervalLevel: return writer.intervalLevel ?? ""
      case .ciSentence:
        guard let series else { return "" }
        // Template values carry no unit ("from 105 to 125"), so neither does its interval sentence.
        var unitless = writer
        unitless.formatter = writer.formatter.withoutUnit()
        let (width, endpoints) = unitless.intervalSentences(series)
        return [width, endpoints].compactMap { $0 }.joined(separator: " ")
      }
    }
  }
}
