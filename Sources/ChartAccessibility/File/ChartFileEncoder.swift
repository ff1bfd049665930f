import TrendStatistics

/// Builds the chart file document of a descriptor, in the canonical key order.
///
/// Defaults are left out (content direction left to right, linear scale, no gridlines), as are a
/// range or categories that the reader derived from the data and that still match it, so a file
/// read and written again keeps its shape. A year axis the reader recognized by its title and
/// values is written as numeric again. Dates on an axis of calendar days are written without a
/// time (`2000-01-01`); on an axis of instants always with one (`2000-01-01T00:00:00Z`), so both
/// read back the same; on an axis that does not say, without a time at midnight UTC.
enum ChartFileEncoder {
  static func document(for chart: AXChartDescriptor) -> JSONValue {
    var object = JSONObject()
    object["version"] = .number(Double(ChartFile.currentVersion))
    object["title"] = chart.title.map(JSONValue.string)
    object["summary"] = chart.summary.map(JSONValue.string)
    object["summaryTemplate"] = chart.summaryTemplate.map(JSONValue.string)
    object["summaryTemplateLanguage"] = chart.summaryTemplateLanguage.map(JSONValue.string)
    object["language"] = chart.language.map(JSONValue.string)
    if chart.contentDirection != .leftToRight {
      object["contentDirection"] = .string(chart.contentDirection.fileName)
    }
    if let nouns = chart.nouns {
      var value = JSONObject()
      value["point"] = nouns.point.map(pluralForms)
      value["value"] = nouns.value.map(JSONValue.string)
      object["nouns"] = .object(value)
    }
    object["kind"] = chart.kind.map { .string($0.rawValue) }
    object["colors"] = chart.colors.map(colorScheme)
    object["darkColors"] = chart.darkColors.map(colorScheme)
    let points = chart.series.flatMap(\.dataPoints)
    object["xAxis"] = axis(chart.xAxis, values: points.map(\.x))
    if let yAxis = chart.yAxis {
      var yValues = points.flatMap { point in
        [point.y, point.confidenceInterval?.lowerBound, point.confidenceInterval?.upperBound]
          .compactMap { $0.map(AXDataPoint.Value.number) }
      }
      // A candlestick's y axis spans its highs and lows (as the reader derives it).
      if chart.kind == .candlestick {
        for case let ohlc? in chart.series.map(\.ohlc) {
          yValues += (ohlc.high + ohlc.low).filter { !$0.isNaN }.map(AXDataPoint.Value.number)
        }
      }
      // A stacked chart's y axis spans the stack (as the reader derives it).
      if let extent = chart.stackExtent {
        yValues += [.number(extent.lowerBound), .number(extent.upperBound)]
      }
      object["yAxis"] = axis(yAxis, values: yValues)
    }
    if !chart.additionalAxes.isEmpty {
      object["additionalAxes"] = .array(
        chart.additionalAxes.enumerated().map { index, extra in
          axis(
            extra, values: points.compactMap { index < $0.additionalValues.count ? $0.additionalValues[index] : nil })
        })
    }
    if !chart.referenceLines.isEmpty {
      var lines: [JSONValue] = []
      for line in chart.referenceLines {
        let lineAxis: (any AXDataAxisDescriptor)? = line.axis == .x ? chart.xAxis : chart.yAxis
        var value = JSONObject()
        value["axis"] = .string(line.axis.rawValue)
        value["value"] = number(line.value, on: lineAxis)
        value["label"] = .string(line.label)
        lines.append(.object(value))
      }
      object["referenceLines"] = .array(lines)
    }
    if let grid = chart.heatmap, chart.kind == .heatmap {
      object["grid"] = heatmapGrid(grid)
      object["extensions"] = chart.extensions
      return .object(object)
    }
    object["series"] = .array(
      chart.series.map { series in
        var value = JSONObject()
        value["name"] = .string(series.name ?? "")
        value["isContinuous"] = .bool(series.isContinuous)
        value["confidenceLevel"] = series.confidenceLevel.map(JSONValue.number)
        value["color"] = series.color.map { .string($0.spelling) }
        value["darkColor"] = series.darkColor.map { .string($0.spelling) }
        if let distribution = series.distribution, chart.kind?.isDistribution == true {
          distributionMembers(distribution, into: &value)
        } else if let ohlc = series.ohlc, chart.kind == .candlestick, ohlc.count == series.pointCount {
          value["points"] = .array(
            series.dataPoints.enumerated().map { index, point in candlestickPoint(point, ohlc, index, in: chart) })
        } else {
          value["points"] = .array(series.dataPoints.map { point(for: $0, in: chart) })
        }
        return .object(value)
      })
    object["extensions"] = chart.extensions
    return .object(object)
  }

  /// A distribution's `values` (with `bins.edges` when they are not the default binning's), or
  /// its `bins` and `box` as given.
  private static func distributionMembers(_ distribution: SeriesDistribution, into value: inout JSONObject) {
    if !distribution.values.isEmpty {
      value["values"] = .array(distribution.values.map(JSONValue.number))
      if let bins = distribution.bins, bins != HistogramBins.automatic(sorted: distribution.values) {
        value["bins"] = .object(JSONObject([("edges", .array(bins.edges.map(JSONValue.number)))]))
      }
      return
    }
    if let bins = distribution.bins {
      value["bins"] = .object(
        JSONObject([
          ("edges", .array(bins.edges.map(JSONValue.number))),
          ("counts", .array(bins.counts.map { .number(Double($0)) })),
        ]))
    }
    if let box = distribution.box {
      var members: [(String, JSONValue)] = [
        ("min", .number(box.lowerWhisker)), ("q1", .number(box.firstQuartile)), ("median", .number(box.median)),
        ("q3", .number(box.thirdQuartile)), ("max", .number(box.upperWhisker)),
      ]
      // n is left out when the data did not give it (MAIDR's box layer).
      if let count = box.count { members.append(("n", .number(Double(count)))) }
      if !box.outliers.isEmpty { members.append(("outliers", .array(box.outliers.map(JSONValue.number)))) }
      value["box"] = .object(JSONObject(members))
    }
  }

  /// A candlestick's point: its x, label and prices (`open`, `high`, `low`, `close`, `volume`;
  /// the y is the close and is left out), or `"y": null` for a gap.
  private static func candlestickPoint(
    _ point: AXDataPoint, _ ohlc: OHLCColumns, _ index: Int, in chart: AXChartDescriptor
  ) -> JSONValue {
    guard case .object(var object) = self.point(for: point, in: chart) else { return .null }
    guard !ohlc.isMissing(index) else { return .object(object) }
    object["y"] = nil
    for field in OHLCColumns.Field.allCases {
      let number = ohlc.value(field, at: index)
      if !number.isNaN { object[field.rawValue] = .number(number) }
    }
    return .object(object)
  }

  private static func point(for point: AXDataPoint, in chart: AXChartDescriptor) -> JSONValue {
    var object = JSONObject()
    object["x"] = value(point.x, on: chart.xAxis)
    object["y"] = point.y.map(JSONValue.number) ?? .null
    if let interval = point.confidenceInterval {
      object["ci"] = .array([.number(interval.lowerBound), .number(interval.upperBound)])
    }
    object["label"] = point.label.map(JSONValue.string)
    if !point.additionalValues.isEmpty {
      object["additional"] = .array(
        zip(point.additionalValues, chart.additionalAxes).map { value($0, on: $1) })
    }
    return .object(object)
  }

  private static func axis(_ axis: any AXDataAxisDescriptor, values: [AXDataPoint.Value]) -> JSONValue {
    var object = JSONObject()
    if let categorical = axis as? AXCategoricalDataAxisDescriptor {
      object["kind"] = .string(ChartAxisKind.categorical.rawValue)
      object["title"] = .string(categorical.title)
      var derived: [String] = []
      var seen = Set<String>()
      for case .category(let category) in values where seen.insert(category).inserted {
        derived.append(category)
      }
      if !(categorical.categoriesAreDerivedFromData && categorical.categoryOrder == derived) {
        object["categories"] = .array(categorical.categoryOrder.map(JSONValue.string))
      }
      object["ordered"] = categorical.isOrdered.map(JSONValue.bool)
      return .object(object)
    }
    guard let numeric = axis as? AXNumericDataAxisDescriptor else { return .object(object) }
    let kind: ChartAxisKind =
      switch numeric.valueKind {
      case .date: .date
      case .year: numeric.valueKindIsInferred ? .numeric : .year
      case .number: .numeric
      }
    object["kind"] = .string(kind.rawValue)
    object["title"] = .string(numeric.title)
    let numbers = values.compactMap { value -> Double? in
      if case .number(let number) = value { number } else { nil }
    }
    let dataRange = (numbers.min() ?? 0)...(numbers.max() ?? 0)
    if !(numeric.rangeIsDerivedFromData && numeric.range == dataRange) {
      object["range"] = .array([
        number(numeric.range.lowerBound, on: numeric), number(numeric.range.upperBound, on: numeric),
      ])
    }
    if !numeric.gridlinePositions.isEmpty {
      object["gridlines"] = .array(numeric.gridlinePositions.map { number($0, on: numeric) })
    }
    if numeric.scaleType != .linear { object["scale"] = .string(numeric.scaleType.fileName) }
    if let format = numeric.valueFormat { object["format"] = self.format(format) }
    return .object(object)
  }

  private static func format(_ format: ValueFormat) -> JSONValue {
    var object = JSONObject()
    switch format.style {
    case .number: object["style"] = .string("number")
    case .percent: object["style"] = .string("percent")
    case .fraction: object["style"] = .string("fraction")
    case .currency(let code):
      object["style"] = .string("currency")
      object["currency"] = .string(code)
    case .date(let style):
      object["style"] = .string("date")
      object["date"] = .string(style.rawValue)
    }
    object["fractionDigits"] = format.fractionDigits.map { .number(Double($0)) }
    object["unit"] = format.unit.map(pluralForms)
    return .object(object)
  }

  private static func pluralForms(_ forms: PluralForms) -> JSONValue {
    if forms.isInvariant, forms.translations.isEmpty { return .string(forms.one) }
    var object = JSONObject([("one", .string(forms.one)), ("other", .string(forms.other))])
    if !forms.translations.isEmpty {
      object["translations"] = .object(
        JSONObject(forms.translations.sorted { $0.key < $1.key }.map { ($0.key, pluralForms($0.value)) }))
    }
    return .object(object)
  }

  private static func value(_ value: AXDataPoint.Value, on axis: any AXDataAxisDescriptor) -> JSONValue {
    switch value {
    case .category(let category): .string(category)
    case .number(let number): self.number(number, on: axis)
    }
  }

  /// A number, or an ISO 8601 string on a date axis.
  private static func number(_ number: Double, on axis: (any AXDataAxisDescriptor)?) -> JSONValue {
    if let numeric = axis as? AXNumericDataAxisDescriptor, numeric.valueKind == .date {
      return .string(ISO8601Date.string(from: number, alwaysWithTime: numeric.dateValues == .instants))
    }
    return .number(number)
  }
}
