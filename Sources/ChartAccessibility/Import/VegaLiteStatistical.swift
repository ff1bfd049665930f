import Foundation
import TrendStatistics

/// Vega-Lite's histograms (a `bar` mark over a binned field, `count()` as the other axis),
/// box plots (the `boxplot` mark) and heatmaps (a `rect` mark over two discrete fields, the
/// colour the value).
///
/// - Histogram: `bin: true` or `{maxbins, step, steps, minstep, divide, base, nice, extent,
///   anchor}`, binned as Vega bins (``VegaBinning``); the observations are read with the bins'
///   edges. Data binned before (`"binned"`, with `x2`) is read as its bins
///   (VegaLiteBinned.swift). Refused: a colour per bar (stacked histograms), an aggregate other
///   than `count`, binning on any other channel or mark.
/// - Box plot: one quantitative channel (the values) and optionally one discrete channel (a box
///   per value); `extent` 1.5 (the default: Tukey's fences, as AudioGraph computes them from
///   the values) or `"min-max"` (whiskers at the extremes, no outliers). Grouped boxes (Altair's
///   `xOffset` and `color` by one more field): a box for each value of that field within each
///   group, named "group (value)". Refused: any other extent, boxes split by two more fields.
/// - Heatmap: x and y discrete (nominal, ordinal, or quantitative values as labels) or temporal
///   (dates, cut to the `timeUnit`, labelled as ISO dates), `color` the value (a field,
///   aggregated or not). Rows (y) and columns (x) in each channel's `sort` order; ordinal,
///   quantitative and temporal ones are ordered. Refused: two values for one cell without
///   an aggregate.
extension VegaLiteReader {
  /// Whether the channel `name` of `encoding` bins.
  static func bins(_ encoding: JSONObject, _ name: String) -> Bool {
    guard case .object(let channel)? = encoding[name], let bin = channel["bin"] else { return false }
    return bin != .bool(false) && bin != .null
  }

  /// The number in `field` of `row`, or `nil` when it is missing (null, absent, NaN, or text
  /// that is not a number): Vega skips those in bins and box plots.
  static func observation(_ row: Row, _ field: String) -> Double? {
    let value = VegaLiteData.value(row, field)
    switch value {
    case .number(let number): return number.isFinite ? number : nil
    case .string(let text): return Double(text.trimmingSpaces).flatMap { $0.isFinite ? $0 : nil }
    default: return nil
    }
  }

  // MARK: Histograms

  func histogram(
    _ encoding: JSONObject, at pointer: JSONPointer, rows: [Row], into chart: inout ImportedChart
  ) throws(ImportProblem) {
    let horizontal = Self.bins(encoding, "y")
    let valueName = horizontal ? "y" : "x"
    let countName = horizontal ? "x" : "y"
    guard let value = try Channel(encoding, valueName, at: pointer, allowingBin: true), let bin = value.bin,
      let field = value.field
    else {
      throw ImportProblem(pointer / valueName / "field", "the binned channel needs a field")
    }
    if Self.bins(encoding, countName) {
      throw ImportProblem.notSupported(pointer / countName / "bin", "binning on both axes (a 2D histogram)")
    }
    if bin == .string("binned") {
      try binnedHistogram(
        value, field: field, horizontal: horizontal, encoding: encoding, at: pointer, rows: rows, into: &chart)
      return
    }
    guard let count = try Channel(encoding, countName, at: pointer), count.aggregate == "count" else {
      throw ImportProblem.notSupported(
        pointer / countName / "aggregate", "a binned bar chart whose \(countName) is not count() (only histograms)")
    }
    for name in ["color", "xOffset", "yOffset", "detail"] where encoding[name] != nil {
      if case .object(let object)? = encoding[name], object["field"] == nil { continue }
      throw ImportProblem.notSupported(pointer / name, "several histograms in one view (a \(name) field)")
    }
    let options = try VegaBinning.Options(bin, at: value.pointer / "bin")
    let numbers = rows.compactMap { row -> Double? in Self.observation(row, field) }
    guard let low = numbers.min(), let high = numbers.max() else {
      throw ImportProblem(value.pointer / "field", "\(field) has no numbers to bin")
    }
    let edges = VegaBinning.edges(options, extent: options.extent ?? (low, high))
    chart.kind = .histogram
    chart.xKind = .numeric
    // Vega-Lite's default title of a binned field: "Horsepower (binned)".
    let explicit =
      value.object["title"] != nil
      || value.object["axis"].map { if case .object(let axis) = $0 { axis["title"] != nil } else { false } } == true
    chart.xTitle = explicit ? try value.title() : VegaLiteData.plainName(field) + " (binned)"
    chart.yTitle = try count.title()
    chart.xFormat = try value.format()
    var series = ImportedChart.Series(name: chart.xTitle, isContinuous: false)
    let list = { (values: [Double]) in JSONValue.array(values.map(JSONValue.number)) }
    series.distribution = [("values", list(numbers)), ("bins", .object(JSONObject([("edges", list(edges))])))]
    chart.series = [series]
  }

  // MARK: Box plots

  func boxplot(
    _ spec: JSONObject, _ encoding: JSONObject, at pointer: JSONPointer, rows: [Row], into chart: inout ImportedChart
  ) throws(ImportProblem) {
    let encodingPointer = pointer / "encoding"
    var extent = JSONValue.number(1.5)
    if case .object(let mark)? = spec["mark"], let given = mark["extent"] { extent = given }
    let minMax: Bool
    switch extent {
    case .number(1.5): minMax = false
    case .string("min-max"): minMax = true
    default:
      throw ImportProblem.notSupported(
        pointer / "mark" / "extent", "whiskers at \(VegaExpression.text(extent)) times the box's height")
    }
    let x = try Channel(encoding, "x", at: encodingPointer)
    let y = try Channel(encoding, "y", at: encodingPointer)
    func continuous(_ channel: Channel?) -> Bool { channel?.type == "quantitative" && channel?.aggregate == nil }
    let horizontal = continuous(x) && !continuous(y)
    guard let value = horizontal ? x : y, continuous(value), let field = value.field else {
      throw ImportProblem(encodingPointer / "y", "a boxplot needs a quantitative field (the values)")
    }
    let group = horizontal ? y : x
    if let group, group.field == nil {
      throw ImportProblem(group.pointer / "field", "the boxes' channel needs a field")
    }
    // Grouped boxes (Altair's `xOffset` with the same field as `color`): a box for each value
    // of one other field within each group. The offset channel's sort orders them, else the
    // colour's.
    var subgroup: Channel?
    for name in [horizontal ? "yOffset" : "xOffset", "color", "detail", horizontal ? "xOffset" : "yOffset"] {
      guard let channel = try Channel(encoding, name, at: encodingPointer), let other = channel.field,
        other != group?.field
      else { continue }
      if name == (horizontal ? "xOffset" : "yOffset") {
        throw ImportProblem.notSupported(
          channel.pointer, "the channel \(name) on \(horizontal ? "horizontal" : "vertical") boxes")
      }
      if let subgroup, subgroup.field != other {
        throw ImportProblem.notSupported(
          channel.pointer / "field", "boxes split by two fields within a group (\(subgroup.field!) and \(other))")
      }
      if subgroup == nil { subgroup = channel }
    }
    var order: [JSONValue] = []
    var subOrder: [JSONValue] = []
    var members: [[JSONValue]: [Double]] = [:]
    for row in rows {
      guard let number = Self.observation(row, field) else { continue }
      let key = group.map { VegaLiteData.value(row, $0.field!) } ?? .null
      let subKey = subgroup.map { VegaLiteData.value(row, $0.field!) } ?? .null
      if !order.contains(key) { order.append(key) }
      if !subOrder.contains(subKey) { subOrder.append(subKey) }
      members[[key, subKey], default: []].append(number)
    }
    guard !order.isEmpty else { throw ImportProblem(value.pointer / "field", "\(field) has no numbers") }
    if let group { order = try Self.sorted(order, channel: group, rows: rows, at: group.pointer) }
    if let subgroup { subOrder = try Self.sorted(subOrder, channel: subgroup, rows: rows, at: subgroup.pointer) }
    chart.kind = .boxPlot
    chart.xKind = .categorical
    chart.xTitle = try group?.title() ?? ""
    chart.yTitle = try value.title()
    chart.yFormat = try value.format()
    if value.isLog { chart.yScale = "log10" }
    if horizontal { chart.contentDirection = "topToBottom" }
    // A box per group and subgroup that has values, named "group (subgroup)" as Plotly's grouped
    // boxes are (no comma, which would split a spoken list of boxes).
    var boxes: [(name: String, values: [Double])] = []
    for key in order {
      for subKey in subOrder {
        guard let values = members[[key, subKey]] else { continue }
        let name =
          switch (key, subKey) {
          case (.null, .null): chart.yTitle
          case (_, .null): VegaExpression.text(key)
          case (.null, _): VegaExpression.text(subKey)
          default: "\(VegaExpression.text(key)) (\(VegaExpression.text(subKey)))"
          }
        boxes.append((name, values))
      }
    }
    chart.categories = boxes.map(\.name)
    chart.categoriesOrdered = group?.type == "ordinal" && subgroup == nil
    for (name, values) in boxes {
      var series = ImportedChart.Series(name: name, isContinuous: false)
      if minMax {
        let sorted = values.sorted()
        let quartiles = [0.25, 0.5, 0.75].map { Quantiles.linear(sorted: sorted, $0) }
        let box: [(String, JSONValue)] = [
          ("min", .number(sorted[0])), ("q1", .number(quartiles[0])), ("median", .number(quartiles[1])),
          ("q3", .number(quartiles[2])), ("max", .number(sorted[sorted.count - 1])),
          ("n", .number(Double(sorted.count))),
        ]
        series.distribution = [("box", .object(JSONObject(box)))]
      } else {
        series.distribution = [("values", .array(values.map(JSONValue.number)))]
      }
      chart.series.append(series)
    }
  }

  // MARK: Heatmaps

  func rect(
    _ encoding: JSONObject, at pointer: JSONPointer, rows: [Row], into chart: inout ImportedChart
  ) throws(ImportProblem) {
    for name in ["x", "y"] where Self.bins(encoding, name) {
      throw ImportProblem.notSupported(pointer / name / "bin", "a binned rect mark (a 2D histogram)")
    }
    for name in ["x2", "y2"] where encoding[name] != nil {
      throw ImportProblem.notSupported(pointer / name, "the channel \(name) on a rect mark")
    }
    guard let x = try Channel(encoding, "x", at: pointer), let xField = x.field else {
      throw ImportProblem.notSupported(pointer / "x", "a rect mark without an x field")
    }
    guard let y = try Channel(encoding, "y", at: pointer), let yField = y.field else {
      throw ImportProblem.notSupported(pointer / "y", "a rect mark without a y field")
    }
    guard let color = try Channel(encoding, "color", at: pointer), color.field != nil || color.aggregate == "count"
    else {
      throw ImportProblem.notSupported(pointer / "color", "a rect mark without a colour field (the value)")
    }
    var columns: [JSONValue] = []
    var rowKeys: [JSONValue] = []
    var cells: [[JSONValue]: [JSONValue]] = [:]
    var seenColumns: Set<JSONValue> = []
    var seenRows: Set<JSONValue> = []
    for row in rows {
      let column = try Self.cellKey(row, x, xField)
      let key = try Self.cellKey(row, y, yField)
      if column == .null || key == .null { continue }
      if seenColumns.insert(column).inserted { columns.append(column) }
      if seenRows.insert(key).inserted { rowKeys.append(key) }
      cells[[key, column], default: []].append(color.field.map { VegaLiteData.value(row, $0) } ?? .null)
    }
    if color.aggregate == nil, let (cell, _) = cells.first(where: { $0.value.count > 1 }) {
      throw ImportProblem(
        color.pointer / "field",
        "several values for \(yField) \(VegaExpression.text(cell[0])) and \(xField) \(VegaExpression.text(cell[1])); aggregate the colour (such as mean) to read them as one cell"
      )
    }
    columns = try Self.sorted(columns, channel: x, rows: rows, at: x.pointer)
    rowKeys = try Self.sorted(rowKeys, channel: y, rows: rows, at: y.pointer)
    chart.kind = .heatmap
    chart.xKind = .categorical
    chart.xTitle = try x.title()
    chart.yTitle = try color.title()
    chart.yFormat = try color.format()
    chart.categories = columns.map { Self.cellLabel($0, x) }
    chart.categoriesOrdered = x.type == "ordinal" || x.type == "quantitative" || x.type == "temporal"
    var grid = JSONObject()
    let rowTitle = try y.title()
    if !rowTitle.isEmpty { grid["rowTitle"] = .string(rowTitle) }
    grid["rows"] = .array(rowKeys.map { .string(Self.cellLabel($0, y)) })
    grid["rowsOrdered"] = .bool(y.type == "ordinal" || y.type == "quantitative" || y.type == "temporal")
    grid["values"] = .array(
      rowKeys.map { key in
        .array(
          columns.map { column in
            guard let values = cells[[key, column]] else { return .null }
            let number =
              color.aggregate.map { VegaLiteData.aggregate($0, values) } ?? VegaExpression.number(values[0])
            return number.isFinite ? .number(number) : .null
          })
      })
    chart.grid = grid
  }
}

extension VegaLiteReader {
  /// The row's value of a heatmap's row or column field: as given, or for a temporal channel
  /// the date in seconds since 1970 (UTC), cut to the channel's `timeUnit`, so that the cells of
  /// one month (`yearmonth`) are one column, in time order.
  static func cellKey(_ row: Row, _ channel: Channel, _ field: String) throws(ImportProblem) -> JSONValue {
    let value = VegaLiteData.value(row, field)
    guard channel.type == "temporal", value != .null else { return value }
    guard let seconds = VegaLiteData.seconds(value) else {
      throw ImportProblem(
        channel.pointer / "field", "\"\(VegaExpression.text(value))\" in \(field) is not a date AudioGraph reads")
    }
    return .number(channel.timeUnit.map { VegaLiteData.truncate(seconds, to: $0) } ?? seconds)
  }

  /// A heatmap row's or column's label: a temporal one as an ISO 8601 date as long as its time
  /// unit ("2012", "2012-01", "2012-01-05", "2012-01-05T14:00:00Z"; a quarter "2012 Q1"), so
  /// that it reads back as a date; any other as Vega-Lite writes it.
  static func cellLabel(_ key: JSONValue, _ channel: Channel) -> String {
    guard channel.type == "temporal", case .number(let seconds) = key else { return VegaExpression.text(key) }
    let text = ISO8601Date.string(from: seconds)
    switch channel.timeUnit {
    case "year": return String(text.prefix(4))
    case "yearquarter":
      let month = Int(text.dropFirst(5).prefix(2)) ?? 1
      return "\(text.prefix(4)) Q\((month - 1) / 3 + 1)"
    case "yearmonth": return String(text.prefix(7))
    default: return text
    }
  }
}

/// Vega's binning (vega-statistics' `bin` and the `bin` transform), which Vega-Lite's `bin`
/// compiles to: at most `maxbins` bins (10 by default) of a step that is a power of `base` (10)
/// divided by 5 or 2 where that still fits, unless `step` or `steps` give it; with `nice` (the
/// default) the first edge is the step's multiple at or below the lowest value (with a hair of
/// tolerance) and the last the multiple at or above the highest. `anchor` shifts the edges so
/// one falls on it. A value belongs to the bin whose lower edge it reaches; the last bin also
/// holds its upper edge (as NumPy's and AudioGraph's bins).
enum VegaBinning {
  struct Options {
    var maxBins = 10.0
    var base = 10.0
    var divide: [Double] = [5, 2]
    var step: Double?
    var steps: [Double]?
    var minStep = 0.0
    var nice = true
    var extent: (Double, Double)?
    var anchor: Double?

    init(_ value: JSONValue, at pointer: JSONPointer) throws(ImportProblem) {
      guard case .object(let object) = value else {
        if value == .bool(true) { return }
        if value == .string("binned") {
          throw ImportProblem.notSupported(pointer, "data binned before (bin \"binned\")")
        }
        throw ImportProblem(pointer, "expected true or a bin definition, found \(value.typeDescription)")
      }
      func number(_ key: String) throws(ImportProblem) -> Double? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let number)? where number.isFinite: return number
        case let other?: throw ImportProblem(pointer / key, "expected a number, found \(other.typeDescription)")
        }
      }
      func list(_ key: String) throws(ImportProblem) -> [Double]? {
        guard let value = object[key], value != .null else { return nil }
        guard case .array(let items) = value else {
          throw ImportProblem(pointer / key, "expected a list of numbers, found \(value.typeDescription)")
        }
        return try items.enumerated().map { (index, item) throws(ImportProblem) in
          guard case .number(let number) = item else {
            throw ImportProblem(pointer / key / index, "expected a number, found \(item.typeDescription)")
          }
          return number
        }
      }
      for key in object.keys
      where !["maxbins", "base", "divide", "step", "steps", "minstep", "nice", "extent", "anchor"].contains(key) {
        throw ImportProblem.notSupported(pointer / key, "the bin option \(key)")
      }
      if let given = try number("maxbins") {
        guard given >= 1 else { throw ImportProblem(pointer / "maxbins", "maxbins must be at least 1") }
        maxBins = given
      }
      if let given = try number("base") { base = given }
      if let given = try list("divide") { divide = given }
      if let given = try number("step") {
        guard given > 0 else { throw ImportProblem(pointer / "step", "the step must be greater than 0") }
        step = given
      }
      steps = try list("steps")
      minStep = try number("minstep") ?? 0
      if case .bool(let flag)? = object["nice"] { nice = flag }
      if let given = try list("extent") {
        guard given.count == 2, given[0] < given[1] else {
          throw ImportProblem(pointer / "extent", "the extent must be [lowest, highest]")
        }
        extent = (given[0], given[1])
      }
      anchor = try number("anchor")
    }
  }

  /// The edges Vega gives values over `extent` (lowest, highest).
  static func edges(_ options: Options, extent: (Double, Double)) -> [Double] {
    var (low, high) = extent
    let logBase = log(options.base)
    let span = (high - low) != 0 ? high - low : (abs(low) != 0 ? abs(low) : 1)
    var step: Double
    if let given = options.step {
      step = given
    } else if let steps = options.steps, !steps.isEmpty {
      let wanted = span / options.maxBins
      let index = steps.firstIndex(where: { $0 >= wanted }) ?? steps.count
      step = steps[max(0, index - 1)]
    } else {
      // JavaScript's Math.round rounds halves up.
      let level = (log(options.maxBins) / logBase).rounded(.up)
      step = max(options.minStep, pow(options.base, (log(span) / logBase + 0.5).rounded(.down) - level))
      while (span / step).rounded(.up) > options.maxBins { step *= options.base }
      for divisor in options.divide {
        let smaller = step / divisor
        if smaller >= options.minStep, span / smaller <= options.maxBins { step = smaller }
      }
    }
    let logStep = log(step)
    let precision = logStep >= 0 ? 0 : Double(Int(-logStep / logBase) + 1)
    let epsilon = pow(options.base, -precision - 1)
    if options.nice {
      let floor = (low / step + epsilon).rounded(.down) * step
      low = low < floor ? floor - step : floor
      high = (high / step).rounded(.up) * step
    }
    var start = low
    let stop = high == low ? low + step : high
    var end = start + ((stop - start) / step).rounded(.up) * step
    if let anchor = options.anchor {
      let shift = anchor - (start + step * ((anchor - start) / step).rounded(.down))
      start += shift
      end += shift
    }
    let count = Int(((end - start) / step).rounded())
    return (0...max(count, 1)).map { start + Double($0) * step }
  }
}
