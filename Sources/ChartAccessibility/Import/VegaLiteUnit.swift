/// One Vega-Lite unit view (a mark and its encoding) read into a chart.
extension VegaLiteReader {
  /// A channel's definition: field, type, aggregate, time unit, titles and format.
  struct Channel {
    var pointer: JSONPointer
    var object: JSONObject
    var field: String?
    var type: String?
    var aggregate: String?
    var timeUnit: String?
    /// A constant (`datum`) instead of a field.
    var datum: JSONValue?

    /// The channel's `bin`, when it bins (a histogram's value axis); read only where binning
    /// belongs (`allowingBin`), refused elsewhere.
    var bin: JSONValue?

    init?(
      _ encoding: JSONObject, _ name: String, at pointer: JSONPointer, allowingBin: Bool = false
    ) throws(ImportProblem) {
      guard let value = encoding[name] else { return nil }
      self.pointer = pointer / name
      switch value {
      case .object(let object): self.object = object
      case .array:
        throw ImportProblem.notSupported(self.pointer, "several fields in one channel")
      default: throw ImportProblem(self.pointer, "expected a channel definition (an object)")
      }
      field = try ImportJSON.string(object["field"], at: self.pointer / "field")
      type = try ImportJSON.string(object["type"], at: self.pointer / "type")
      if let value = object["aggregate"] {
        if case .object = value {
          throw ImportProblem.notSupported(self.pointer / "aggregate", "argmin and argmax")
        }
        aggregate = try VegaLiteTransforms.operation(value, at: self.pointer / "aggregate")
      }
      if let unit = object["timeUnit"] {
        timeUnit = try VegaLiteTransforms.timeUnit(unit, at: self.pointer / "timeUnit")
      }
      datum = object["datum"]
      if object["value"] != nil && field == nil && datum == nil && aggregate == nil { return nil }
      if let bin = object["bin"], bin != .bool(false), bin != .null {
        guard allowingBin else {
          throw ImportProblem.notSupported(self.pointer / "bin", "binning on the channel \(name) here")
        }
        self.bin = bin
      }
    }

    var isDiscrete: Bool { type == "nominal" || type == "ordinal" }
    var isQuantitative: Bool { type == "quantitative" || (type == nil && aggregate != nil) }

    /// The title the axis shows: `title`, `axis.title`, else Vega-Lite's default.
    func title() throws(ImportProblem) -> String {
      if object["title"] == .null { return "" }
      if let title = try ImportJSON.title(object["title"], at: pointer / "title") { return title }
      if case .object(let axis)? = object["axis"] {
        if axis["title"] == .null { return "" }
        if let title = try ImportJSON.title(axis["title"], at: pointer / "axis" / "title") { return title }
      }
      if case .object(let legend)? = object["legend"],
        let title = try ImportJSON.title(legend["title"], at: pointer / "legend" / "title")
      {
        return title
      }
      if let aggregate { return VegaLiteData.aggregateTitle(aggregate, field: field.map(VegaLiteData.plainName)) }
      guard let field else { return "" }
      let name = VegaLiteData.plainName(field)
      if let timeUnit { return "\(name) (\(timeUnit))" }
      return name
    }

    /// The chart file format from `axis.format` (numbers only).
    func format() throws(ImportProblem) -> JSONObject? {
      guard case .object(let axis)? = object["axis"] else { return nil }
      if case .string(let type)? = axis["formatType"], type != "number" { return nil }
      return ImportedFormat.format(d3: try ImportJSON.string(axis["format"], at: pointer / "axis" / "format"))
    }

    var isLog: Bool {
      if case .object(let scale)? = object["scale"], case .string("log")? = scale["type"] { return true }
      return false
    }
  }

  /// The mark's type.
  static func markType(_ spec: JSONObject, at pointer: JSONPointer) throws(ImportProblem) -> String {
    switch spec["mark"] {
    case .string(let type)?: return type
    case .object(let object)?:
      guard let type = try ImportJSON.string(object["type"], at: pointer / "mark" / "type") else {
        throw ImportProblem(pointer / "mark" / "type", "the mark has no type")
      }
      return type
    default: throw ImportProblem(pointer / "mark", "expected a mark type such as \"line\"")
    }
  }

  /// Reads one unit view into `chart` (series, or reference lines for a rule). With
  /// `columnGroups` (bars faceted into columns, ``isColumnGroupedBars(_:encoding:)``) the
  /// `column` channel is the x position and `x` the bars within each group, as `xOffset` is.
  mutating func unit(
    _ spec: JSONObject, at pointer: JSONPointer, rows: [Row]?, encoding: JSONObject, columnGroups: Bool = false,
    into chart: inout ImportedChart
  ) throws(ImportProblem) {
    let mark = try Self.markType(spec, at: pointer)
    let markPointer = spec["mark"].map { if case .object = $0 { pointer / "mark" / "type" } else { pointer / "mark" } }!
    let encodingPointer = pointer / "encoding"
    switch mark {
    case "line", "bar", "area", "point", "circle", "square", "arc", "rule", "text", "boxplot", "rect": break
    default: throw ImportProblem.notSupported(markPointer, "the mark \"\(mark)\"")
    }
    if mark == "text" { return }
    let rows = rows ?? []
    if mark == "boxplot" {
      try boxplot(spec, encoding, at: pointer, rows: rows, into: &chart)
      return
    }
    if mark == "rect" {
      try rect(encoding, at: encodingPointer, rows: rows, into: &chart)
      return
    }
    if mark == "bar", Self.bins(encoding, "x") || Self.bins(encoding, "y") {
      try histogram(encoding, at: encodingPointer, rows: rows, into: &chart)
      return
    }
    if mark == "rule" {
      try rule(encoding, at: encodingPointer, rows: rows, into: &chart)
      return
    }
    if spec["data"] == nil && rows.isEmpty && encoding.members.isEmpty {
      throw ImportProblem(pointer, "the view has no data")
    }
    if mark == "arc" {
      try arc(encoding, at: encodingPointer, rows: rows, into: &chart)
      return
    }
    let (xName, offsetName) = columnGroups ? ("column", "x") : ("x", "xOffset")
    guard var x = try Channel(encoding, xName, at: encodingPointer) else {
      throw ImportProblem.notSupported(encodingPointer, "a \(mark) mark without x")
    }
    guard var y = try Channel(encoding, "y", at: encodingPointer) else {
      throw ImportProblem.notSupported(encodingPointer, "a \(mark) mark without y")
    }
    for other in ["x2", "y2", "theta", "radius"] where encoding[other] != nil {
      throw ImportProblem.notSupported(encodingPointer / other, "the channel \(other) on a \(mark) mark")
    }
    // Infer missing types as Vega-Lite does for inline data: numbers quantitative, else nominal.
    if x.type == nil { x.type = Self.inferredType(x, rows) }
    if y.type == nil { y.type = Self.inferredType(y, rows) }

    // The category (dimension) and value (measure) channels.
    var horizontal = false
    if mark == "bar" {
      horizontal =
        (y.isDiscrete && !x.isDiscrete) || (x.aggregate != nil && y.aggregate == nil && y.type != "quantitative")
    }
    let dimension = horizontal ? y : x
    let measure = horizontal ? x : y
    if dimension.datum != nil || measure.datum != nil {
      throw ImportProblem.notSupported(measure.pointer / "datum", "a constant position on a \(mark) mark")
    }
    guard measure.field != nil || measure.aggregate == "count" else {
      throw ImportProblem(measure.pointer / "field", "the channel needs a field")
    }
    guard dimension.field != nil else { throw ImportProblem(dimension.pointer / "field", "the channel needs a field") }

    let color = try Channel(encoding, "color", at: encodingPointer)
    var seriesChannel = color
    for name in ["strokeDash", "shape", "detail"] where seriesChannel == nil {
      seriesChannel = try Channel(encoding, name, at: encodingPointer)
    }
    var offset = try Channel(encoding, offsetName, at: encodingPointer)
    if offset == nil { offset = try Channel(encoding, "yOffset", at: encodingPointer) }
    // A quantitative colour (a gradient) does not split the marks into series.
    let seriesField = seriesChannel.flatMap { $0.type == "quantitative" ? nil : $0.field }
    let groupField = offset?.field ?? seriesField

    // The x values.
    let xKind: ImportedChart.XKind
    switch dimension.type {
    case "quantitative": xKind = mark == "bar" ? .categorical : .numeric
    case "temporal": xKind = dimension.timeUnit == "year" ? .year : .date
    default: xKind = .categorical
    }
    func position(_ row: Row) -> JSONValue {
      let value = VegaLiteData.value(row, dimension.field!)
      guard dimension.type == "temporal" else { return value }
      guard let seconds = VegaLiteData.seconds(value) else { return .null }
      guard let unit = dimension.timeUnit else { return .number(seconds) }
      return .number(VegaLiteData.truncate(seconds, to: unit))
    }
    // Rows grouped by (x, group), in order of first appearance; aggregated when asked.
    let aggregated = measure.aggregate != nil
    var keys: [[JSONValue]] = []
    var values: [[JSONValue]: [JSONValue]] = [:]
    for row in rows {
      let place = position(row)
      if place == .null {
        if dimension.type == "temporal", VegaLiteData.value(row, dimension.field!) != .null {
          throw ImportProblem(
            dimension.pointer / "field",
            "\"\(VegaExpression.text(VegaLiteData.value(row, dimension.field!)))\" in \(dimension.field!) is not a date AudioGraph reads"
          )
        }
        continue
      }
      let group = groupField.map { VegaLiteData.value(row, $0) } ?? .null
      let value = measure.field.map { VegaLiteData.value(row, $0) } ?? .null
      let key = aggregated ? [place, group] : [place, group, .number(Double(keys.count))]
      if values[key] == nil { keys.append(key) }
      values[key, default: []].append(value)
    }
    // Bars of several colours at one x are stacked (or overlaid); one colour per x is a colour
    // for each bar. Areas of several colours are stacked (VegaLiteStacks.swift).
    var splitsSeries = groupField != nil
    var stackKind: ChartKind?
    if mark == "bar" || mark == "area", offset == nil, let seriesField {
      var groupsAt: [JSONValue: Set<JSONValue>] = [:]
      for key in keys { groupsAt[key[0], default: []].insert(key[1]) }
      if mark == "area" || groupsAt.values.contains(where: { $0.count > 1 }) {
        stackKind = try Self.stackKind(
          mark: mark, measure: measure, seriesField: seriesField,
          at: (color?.pointer ?? encodingPointer) / "field")
      } else {
        splitsSeries = false
      }
    }

    chart.xKind = xKind
    switch mark {
    case "line", "area": chart.kind = .line
    case "bar": chart.kind = offset == nil ? .bar : .groupedBar
    default: chart.kind = xKind == .categorical ? nil : .scatter
    }
    if let stackKind { chart.kind = stackKind }
    chart.xTitle = try dimension.title()
    chart.yTitle = try measure.title()
    chart.yFormat = try measure.format()
    if measure.isLog { chart.yScale = "log10" }
    if xKind == .numeric {
      chart.xFormat = try dimension.format()
      if dimension.isLog { chart.xScale = "log10" }
    }
    if dimension.type == "temporal", let unit = dimension.timeUnit {
      let style: String? =
        switch unit {
        case "yearmonth": "monthYear"
        case "yearmonthdate": "abbreviated"
        default: nil
        }
      if let style { chart.xFormat = JSONObject([("style", .string("date")), ("date", .string(style))]) }
    }
    if horizontal { chart.contentDirection = "topToBottom" }

    // Series in the group field's sorted order (the legend's), each point's value.
    var groups: [JSONValue] = []
    var seenGroups: Set<JSONValue> = []
    for key in keys where seenGroups.insert(splitsSeries ? key[1] : .null).inserted {
      groups.append(splitsSeries ? key[1] : .null)
    }
    let groupChannel = offset ?? seriesChannel
    if stackKind != nil {
      groups = try Self.stackOrder(
        groups, encoding: encoding, seriesField: seriesField!, horizontal: horizontal, at: encodingPointer)
    } else if splitsSeries, let groupChannel {
      groups = try Self.sorted(groups, channel: groupChannel, rows: rows, at: groupChannel.pointer)
    }
    let isContinuous = mark == "line" || mark == "area"
    var categoryValues: [JSONValue] = []
    var seenCategories: Set<JSONValue> = []
    for group in groups {
      var series = ImportedChart.Series(
        name: splitsSeries ? VegaExpression.text(group) : chart.yTitle, isContinuous: isContinuous)
      var points: [(x: JSONValue, y: Double)] = []
      for key in keys where !splitsSeries || key[1] == group {
        let y =
          aggregated
          ? VegaLiteData.aggregate(measure.aggregate!, values[key]!)
          : VegaExpression.number(values[key]![0] == .null ? .number(.nan) : values[key]![0])
        points.append((key[0], y))
        if seenCategories.insert(key[0]).inserted { categoryValues.append(key[0]) }
      }
      if xKind != .categorical {
        // A line is drawn in x order; a scatter's points are kept in data order.
        if isContinuous { points.sort { VegaExpression.number($0.x) < VegaExpression.number($1.x) } }
        series.xNumbers = points.map {
          let number = VegaExpression.number($0.x)
          return xKind == .year ? Double(VegaLiteData.parts(number).year) : number
        }
      } else {
        series.xStrings = points.map { VegaExpression.text($0.x) }
      }
      series.ys = points.map(\.y)
      chart.series.append(series)
    }
    if xKind == .categorical {
      var order = categoryValues
      if dimension.type == "quantitative" {
        order.sort { VegaExpression.number($0) < VegaExpression.number($1) }
        chart.categoriesOrdered = true
      } else {
        order = try Self.sorted(order, channel: dimension, rows: rows, at: dimension.pointer, measure: measure)
        if dimension.type == "ordinal" { chart.categoriesOrdered = true }
      }
      chart.categories = order.map(VegaExpression.text)
      // Points of a series in category order.
      let rank = Dictionary(uniqueKeysWithValues: chart.categories!.enumerated().map { ($1, $0) })
      for index in chart.series.indices {
        let pairs = zip(chart.series[index].xStrings, chart.series[index].ys).sorted { rank[$0.0]! < rank[$1.0]! }
        chart.series[index].xStrings = pairs.map(\.0)
        chart.series[index].ys = pairs.map(\.1)
      }
    }
  }

  static func inferredType(_ channel: Channel, _ rows: [Row]) -> String {
    guard let field = channel.field else { return "quantitative" }
    for row in rows.prefix(100) {
      switch VegaLiteData.value(row, field) {
      case .number: return "quantitative"
      case .null: continue
      default: return "nominal"
      }
    }
    return "nominal"
  }

  /// Discrete values in the order of the channel's `sort`: ascending by default, `descending`,
  /// `null` (data order), a list (those first, in that order), `x`/`y`/`-x`/`-y` (by the other
  /// axis' value), or `{"field", "op", "order"}`.
  static func sorted(
    _ values: [JSONValue], channel: Channel, rows: [Row], at pointer: JSONPointer, measure: Channel? = nil
  ) throws(ImportProblem) -> [JSONValue] {
    let sort = channel.object["sort"]
    switch sort {
    case nil, .string("ascending")?: return values.sorted(by: ascending)
    case .string("descending")?: return values.sorted { ascending($1, $0) }
    case .null?: return values
    case .array(let listed)?:
      let first = listed.filter { values.contains($0) }
      return first + values.filter { !listed.contains($0) }.sorted(by: ascending)
    case .string(let by)?:
      guard let measure, let field = channel.field else {
        throw ImportProblem.notSupported(pointer / "sort", "sorting by \"\(by)\" here")
      }
      let descending = by.hasPrefix("-")
      let operation = measure.aggregate ?? "sum"
      return try sortedBy(
        values, groupField: field, valueField: measure.field, operation: operation, descending: descending,
        rows: rows, channel: channel, at: pointer)
    case .object(let object)?:
      guard let groupField = channel.field else { return values }
      let operation =
        object["op"] == nil ? "sum" : try VegaLiteTransforms.operation(object["op"], at: pointer / "sort" / "op")
      let field = try ImportJSON.string(object["field"], at: pointer / "sort" / "field")
      if object["encoding"] != nil {
        throw ImportProblem.notSupported(pointer / "sort" / "encoding", "sorting by another channel")
      }
      let descending = object["order"] == .string("descending")
      return try sortedBy(
        values, groupField: groupField, valueField: field, operation: operation, descending: descending, rows: rows,
        channel: channel, at: pointer)
    default:
      throw ImportProblem(pointer / "sort", "expected a sort order")
    }
  }

  private static func sortedBy(
    _ values: [JSONValue], groupField: String, valueField: String?, operation: String, descending: Bool,
    rows: [Row], channel: Channel, at pointer: JSONPointer
  ) throws(ImportProblem) -> [JSONValue] {
    var members: [JSONValue: [JSONValue]] = [:]
    for row in rows {
      var key = VegaLiteData.value(row, groupField)
      if channel.type == "temporal", let seconds = VegaLiteData.seconds(key) {
        key = .number(channel.timeUnit.map { VegaLiteData.truncate(seconds, to: $0) } ?? seconds)
      }
      members[key, default: []].append(valueField.map { VegaLiteData.value(row, $0) } ?? .null)
    }
    let scores = Dictionary(
      uniqueKeysWithValues: values.map { ($0, VegaLiteData.aggregate(operation, members[$0] ?? [])) })
    return values.sorted {
      let a = scores[$0]!
      let b = scores[$1]!
      if a == b || (a.isNaN && b.isNaN) { return ascending($0, $1) }
      return descending ? a > b : a < b
    }
  }

  /// A pie or donut: one slice per colour value, `theta` its size.
  func arc(
    _ encoding: JSONObject, at pointer: JSONPointer, rows: [Row], into chart: inout ImportedChart
  ) throws(ImportProblem) {
    guard let theta = try Channel(encoding, "theta", at: pointer) else {
      throw ImportProblem.notSupported(pointer, "an arc mark without theta")
    }
    guard let color = try Channel(encoding, "color", at: pointer), let field = color.field else {
      throw ImportProblem.notSupported(pointer, "an arc mark without a color field (one slice per category)")
    }
    guard theta.field != nil || theta.aggregate == "count" else {
      throw ImportProblem(theta.pointer / "field", "theta needs a field")
    }
    var order: [JSONValue] = []
    var members: [JSONValue: [JSONValue]] = [:]
    for row in rows {
      let key = VegaLiteData.value(row, field)
      if members[key] == nil { order.append(key) }
      members[key, default: []].append(theta.field.map { VegaLiteData.value(row, $0) } ?? .null)
    }
    if theta.aggregate == nil, let repeated = order.first(where: { members[$0]!.count > 1 }) {
      throw ImportProblem(
        color.pointer / "field",
        "several slices are \(VegaExpression.text(repeated)); aggregate theta (such as sum) to read them as one")
    }
    order = try Self.sorted(order, channel: color, rows: rows, at: color.pointer)
    chart.kind = .pie
    chart.contentDirection = "radialClockwise"
    chart.xKind = .categorical
    chart.xTitle = try color.title()
    chart.yTitle = try theta.title()
    chart.yFormat = try theta.format()
    chart.categories = order.map(VegaExpression.text)
    chart.categoriesOrdered = false
    var series = ImportedChart.Series(name: chart.yTitle, isContinuous: false)
    series.xStrings = chart.categories!
    series.ys = order.map { key in
      let values = members[key]!
      if let operation = theta.aggregate { return VegaLiteData.aggregate(operation, values) }
      return VegaExpression.number(values[0] == .null ? .number(.nan) : values[0])
    }
    chart.series = [series]
  }

  /// A rule: reference lines at a `datum`, or at each value (aggregated or not) of a field.
  func rule(
    _ encoding: JSONObject, at pointer: JSONPointer, rows: [Row], into chart: inout ImportedChart
  ) throws(ImportProblem) {
    let x = try Channel(encoding, "x", at: pointer)
    let y = try Channel(encoding, "y", at: pointer)
    guard (x == nil) != (y == nil) else {
      throw ImportProblem.notSupported(
        pointer, x == nil ? "a rule without x or y" : "a rule with both x and y (a segment, not a reference line)")
    }
    let channel = (y ?? x)!
    let axis = y == nil ? "x" : "y"
    var values: [Double] = []
    if let datum = channel.datum {
      values = [
        channel.type == "temporal" || axis == "x" && VegaLiteData.seconds(datum) != nil && datum.isString
          ? VegaLiteData.seconds(datum) ?? .nan : VegaExpression.number(datum)
      ]
    } else if let field = channel.field {
      let all = rows.map { VegaLiteData.value($0, field) }
      if let aggregate = channel.aggregate {
        values = [VegaLiteData.aggregate(aggregate, all)]
      } else {
        var seen: Set<Double> = []
        for value in all {
          let number = channel.type == "temporal" ? VegaLiteData.seconds(value) ?? .nan : VegaExpression.number(value)
          if !number.isNaN, seen.insert(number).inserted { values.append(number) }
        }
      }
    } else if channel.aggregate == "count" {
      values = [Double(rows.count)]
    } else {
      throw ImportProblem(channel.pointer, "the rule needs a datum or a field")
    }
    let label = try channel.title()
    for value in values where value.isFinite {
      let position: JSONValue =
        channel.type == "temporal" ? .string(ISO8601Date.string(from: value)) : .number(value)
      chart.referenceLines.append(
        .object(JSONObject([("axis", .string(axis)), ("value", position), ("label", .string(label))])))
    }
  }
}

extension JSONValue {
  fileprivate var isString: Bool { if case .string = self { true } else { false } }
}
