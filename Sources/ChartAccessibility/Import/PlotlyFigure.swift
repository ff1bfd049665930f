/// Reads Plotly figures: the JSON that `fig.to_json()`, `plotly.io.write_json`, R's
/// `plotly_json` and every Plotly HTML export hold (`{"data": [traces…], "layout": {…}}`).
///
/// Each subplot (each pair of x and y axes the traces name, `x`/`y`, `x2`/`y2`, …) is one chart,
/// in the order its first trace appears; each pie trace is a chart of its own.
///
/// Read: `scatter` and `scattergl` (lines, markers or both; `mode` absent is lines and markers up
/// to 20 points, as Plotly draws it), `bar` (vertical, or horizontal with `orientation: "h"`;
/// several bar traces are grouped bars, `layout.barmode` `group`), `pie` (slices in Plotly's
/// order: by value, largest first, unless `sort` is false; equal labels summed). Values may be
/// JSON lists or typed arrays (Plotly's `bdata` with a `dtype`); dates are Plotly's date
/// strings (`2024-01-05`, `2024-01-05 14:30:00`) or milliseconds on a `date` axis; categories
/// are strings. Titles come
/// from `layout.title` and the axes' `title`; `tickformat`, `tickprefix` and `ticksuffix` give
/// units, currency and percent; `type: "log"` a logarithmic axis.
///
/// Also read: `histogram` (binned as plotly.js bins), `box` and `violin` (box statistics),
/// `heatmap`, `candlestick` and `ohlc`, each a chart of its kind; see
/// PlotlyStatisticalTraces.swift.
///
/// Grouped, stacked and normalised bars (`barmode`, `barnorm`) and stacked areas (`stackgroup`,
/// `fill: "tonexty"`) are read as the chart kinds of stacks; see PlotlyStacks.swift.
///
/// Refused by name, with the trace's JSON pointer: every other trace type (`histogram2d`,
/// `sunburst`, …), overlaid bars, stacked and overlaid histograms, normalised areas
/// (`groupnorm`), and Plotly's old `transforms`. Colours, fonts, hover text and other looks are
/// ignored.
public enum PlotlyFigure {
  /// Every chart in a Plotly figure, in subplot order.
  ///
  /// - Throws: ``ChartFileError/invalid(_:)`` with a JSON pointer into the figure.
  public static func charts(
    in figure: JSONValue, fileName: String? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    try charts(in: figure, at: .root, fileName: fileName, context: context)
  }

  static func charts(
    in figure: JSONValue, at root: JSONPointer, fileName: String?, context: FormattingContext
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    let imported: [ImportedChart]
    do throws(ImportProblem) {
      imported = try importedCharts(figure, at: root)
    } catch {
      throw error.chartFileError(fileName: fileName)
    }
    return try imported.descriptors(fileName: fileName, context: context)
  }

  /// Whether `document` looks like a Plotly figure: an object with a `data` list of objects and
  /// no chart-file `series`.
  static func looksLikeFigure(_ document: JSONValue) -> Bool {
    guard case .object(let object) = document, object["series"] == nil, case .array(let traces)? = object["data"]
    else { return false }
    if object["layout"] != nil || object["frames"] != nil { return true }
    return !traces.isEmpty && traces.allSatisfy { if case .object = $0 { true } else { false } }
  }

  // MARK: Reading

  /// One trace, read.
  struct Trace {
    var index: Int
    var pointer: JSONPointer
    var type: String
    var object: JSONObject
    var name: String?
  }

  static func importedCharts(_ figure: JSONValue, at root: JSONPointer) throws(ImportProblem) -> [ImportedChart] {
    let object = try ImportJSON.object(figure, at: root)
    let traceValues = try ImportJSON.array(object["data"], at: root / "data")
    let layout: JSONObject =
      if let value = object["layout"] { try ImportJSON.object(value, at: root / "layout") } else { JSONObject() }
    let title = try ImportJSON.title(layout["title"], at: root / "layout" / "title")

    // Group traces by subplot; a pie is a subplot of its own.
    var groups: [(key: String, traces: [Trace])] = []
    for (index, value) in traceValues.enumerated() {
      let pointer = root / "data" / index
      let trace = try ImportJSON.object(value, at: pointer)
      if case .bool(false)? = trace["visible"] { continue }
      let type = try ImportJSON.string(trace["type"], at: pointer / "type") ?? "scatter"
      try checkSupported(trace, type: type, at: pointer, layout: layout, root: root)
      // Plotly Express names a lone trace "": no name.
      let name = try ImportJSON.string(trace["name"], at: pointer / "name").flatMap { $0.isEmpty ? nil : $0 }
      let read = Trace(index: index, pointer: pointer, type: type, object: trace, name: name)
      if type == "pie" {
        groups.append((key: "pie\(index)", traces: [read]))
        continue
      }
      if type == "heatmap" || type == "candlestick" || type == "ohlc" {
        groups.append((key: "\(type)\(index)", traces: [read]))
        continue
      }
      let xAxis = try ImportJSON.string(trace["xaxis"], at: pointer / "xaxis") ?? "x"
      let yAxis = try ImportJSON.string(trace["yaxis"], at: pointer / "yaxis") ?? "y"
      let key = xAxis + "/" + yAxis
      if let position = groups.firstIndex(where: { $0.key == key }) {
        groups[position].traces.append(read)
      } else {
        groups.append((key: key, traces: [read]))
      }
    }
    guard !groups.isEmpty else { throw ImportProblem(root / "data", "the figure has no traces to read") }

    // Histograms stacked or overlaid change what the chart shows; one per subplot is the same
    // chart in every barmode. (Bars: PlotlyStacks.swift.)
    let barmode = try ImportJSON.string(layout["barmode"], at: root / "layout" / "barmode") ?? "group"
    for group in groups where barmode != "group" {
      if group.traces.filter({ $0.type == "histogram" }).count > 1 {
        let what = barmode == "overlay" ? "overlaid histograms" : "stacked histograms"
        throw ImportProblem.notSupported(root / "layout" / "barmode", "\(what) (barmode \"\(barmode)\")")
      }
    }

    var charts: [ImportedChart] = []
    for group in groups {
      let family = Set(group.traces.map { Self.family($0.type) })
      if family.count > 1,
        let odd = group.traces.first(where: { Self.family($0.type) != Self.family(group.traces[0].type) })
      {
        throw ImportProblem.notSupported(
          odd.pointer / "type",
          "a \(odd.type) trace in one subplot with a \(group.traces[0].type) trace")
      }
      switch group.traces[0].type {
      case "pie":
        charts.append(try pieChart(group.traces[0], title: title))
      case "histogram":
        charts.append(try histogramChart(group.traces, key: group.key, layout: layout, root: root, title: title))
      case "box", "violin":
        charts.append(try boxChart(group.traces, key: group.key, layout: layout, root: root, title: title))
      case "heatmap":
        charts.append(try heatmapChart(group.traces[0], layout: layout, root: root, title: title))
      case "candlestick", "ohlc":
        charts.append(try candlestickChart(group.traces[0], layout: layout, root: root, title: title))
      default:
        charts.append(try cartesianChart(group.traces, key: group.key, layout: layout, root: root, title: title))
      }
    }
    return charts
  }

  /// Refuses a trace AudioGraph cannot read yet, by name.
  private static func checkSupported(
    _ trace: JSONObject, type: String, at pointer: JSONPointer, layout: JSONObject, root: JSONPointer
  ) throws(ImportProblem) {
    switch type {
    case "scatter", "scattergl", "bar", "pie", "histogram", "box", "violin", "heatmap", "candlestick", "ohlc": break
    default: throw ImportProblem.notSupported(pointer / "type", "the Plotly trace type \"\(type)\"")
    }
    if trace["transforms"] != nil {
      throw ImportProblem.notSupported(pointer / "transforms", "Plotly's trace transforms")
    }
  }

  /// The values of a data array at `pointer`: a JSON list or a typed array.
  enum Values {
    case numbers([Double])
    /// Strings and numbers as they appear (numbers as their text), with `nil` for null.
    case mixed([JSONValue])

    var count: Int {
      switch self {
      case .numbers(let numbers): numbers.count
      case .mixed(let values): values.count
      }
    }
  }

  static func values(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> Values? {
    switch value {
    case nil, .null?: return nil
    case .object(let object)? where TypedArray.isTypedArray(object):
      return .numbers(try TypedArray.numbers(object, at: pointer))
    case .array(let items)?:
      var numbers: [Double] = []
      numbers.reserveCapacity(items.count)
      for item in items {
        guard case .number(let number) = item else { return .mixed(items) }
        numbers.append(number)
      }
      return .numbers(numbers)
    case let other?:
      throw ImportProblem(pointer, "expected a list of values or a typed array, found \(other.typeDescription)")
    }
  }

  /// The y (value) column: numbers, null or numeric strings for missing or numbers.
  static func numbers(_ values: Values, at pointer: JSONPointer) throws(ImportProblem) -> [Double] {
    switch values {
    case .numbers(let numbers): return numbers
    case .mixed(let items):
      var numbers: [Double] = []
      numbers.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        switch item {
        case .number(let number): numbers.append(number)
        case .null: numbers.append(.nan)
        case .string(let text) where Double(text.trimmingSpaces) != nil:
          numbers.append(Double(text.trimmingSpaces)!)
        default:
          throw ImportProblem(pointer / index, "expected a number or null, found \(item.typeDescription)")
        }
      }
      return numbers
    }
  }

  /// How Plotly reads an axis: its `type`, or what the values look like.
  static func axisKind(
    declared: String?, values: [Values], at pointer: JSONPointer
  ) throws(ImportProblem) -> ImportedChart.XKind {
    switch declared {
    case "date"?: return .date
    case "category"?, "multicategory"?: return .categorical
    case "linear"?, "log"?: return .numeric
    default: break
    }
    var sawString = false
    var allDates = true
    var allNumbers = true
    for value in values {
      guard case .mixed(let items) = value else { continue }
      for item in items {
        switch item {
        case .string(let text):
          sawString = true
          if allDates, ISO8601Date.seconds(from: text.trimmingSpaces) == nil { allDates = false }
          if allNumbers, Double(text.trimmingSpaces) == nil { allNumbers = false }
        case .number: allDates = false
        case .null: break
        default:
          allDates = false
          allNumbers = false
        }
      }
    }
    if !sawString { return .numeric }
    if allNumbers { return .numeric }
    return allDates ? .date : .categorical
  }

  /// x values on an axis of `kind`: numbers (dates in seconds) or category names.
  static func positions(
    _ values: Values, kind: ImportedChart.XKind, at pointer: JSONPointer
  ) throws(ImportProblem) -> (numbers: [Double], strings: [String]) {
    switch (values, kind) {
    case (.numbers(let numbers), .date): return (numbers.map { $0 / 1000 }, [])
    case (.numbers(let numbers), .categorical): return ([], numbers.map(JSONWriter.numberText))
    case (.numbers(let numbers), _): return (numbers, [])
    case (.mixed(let items), .categorical):
      var strings: [String] = []
      for (index, item) in items.enumerated() {
        switch item {
        case .string(let text): strings.append(text)
        case .number(let number): strings.append(JSONWriter.numberText(number))
        case .bool(let flag): strings.append(flag ? "true" : "false")
        default: throw ImportProblem(pointer / index, "expected a category, found \(item.typeDescription)")
        }
      }
      return ([], strings)
    case (.mixed(let items), _):
      var numbers: [Double] = []
      for (index, item) in items.enumerated() {
        switch item {
        case .number(let number): numbers.append(kind == .date ? number / 1000 : number)
        case .string(let text):
          let trimmed = text.trimmingSpaces
          if kind == .date, let seconds = ISO8601Date.seconds(from: trimmed) {
            numbers.append(seconds)
          } else if kind != .date, let number = Double(trimmed) {
            numbers.append(number)
          } else {
            let expected = kind == .date ? "a date such as 2024-01-05" : "a number"
            throw ImportProblem(pointer / index, "expected \(expected), found \"\(text)\"")
          }
        default:
          throw ImportProblem(pointer / index, "expected an x value, found \(item.typeDescription)")
        }
      }
      return (numbers, [])
    }
  }

  /// The layout's axis object for an axis id (`x` → `xaxis`, `y2` → `yaxis2`).
  static func axisLayout(
    _ id: String, layout: JSONObject, root: JSONPointer
  ) throws(ImportProblem) -> (object: JSONObject, pointer: JSONPointer) {
    let key = String(id.prefix(1)) + "axis" + String(id.dropFirst())
    let pointer = root / "layout" / key
    guard let value = layout[key] else { return (JSONObject(), pointer) }
    return (try ImportJSON.object(value, at: pointer), pointer)
  }

  static func axisTitle(_ axis: JSONObject, at pointer: JSONPointer) throws(ImportProblem) -> String? {
    try ImportJSON.title(axis["title"], at: pointer / "title")
  }

  static func axisFormat(_ axis: JSONObject, at pointer: JSONPointer) throws(ImportProblem) -> JSONObject? {
    ImportedFormat.format(
      d3: try ImportJSON.string(axis["tickformat"], at: pointer / "tickformat"),
      prefix: try ImportJSON.string(axis["tickprefix"], at: pointer / "tickprefix"),
      suffix: try ImportJSON.string(axis["ticksuffix"], at: pointer / "ticksuffix"))
  }

  /// The chart of one subplot: its scatter and bar traces over one pair of axes.
  private static func cartesianChart(
    _ traces: [Trace], key: String, layout: JSONObject, root: JSONPointer, title: String?
  ) throws(ImportProblem) -> ImportedChart {
    let ids = key.split(separator: "/").map(String.init)
    let xLayout = try axisLayout(ids[0], layout: layout, root: root)
    let yLayout = try axisLayout(ids[1], layout: layout, root: root)
    // A horizontal bar chart's categories are on Plotly's y axis; the chart's x axis is the
    // category axis either way.
    let horizontal = traces.contains { $0.type == "bar" && $0.object["orientation"] == .string("h") }
    if horizontal, let other = traces.first(where: { $0.object["orientation"] != .string("h") }) {
      throw ImportProblem.notSupported(
        other.pointer, "a vertical trace in a subplot of horizontal bars")
    }
    let (categoryLayout, valueLayout) = horizontal ? (yLayout, xLayout) : (xLayout, yLayout)
    let categoryKey = horizontal ? "y" : "x"
    let valueKey = horizontal ? "x" : "y"

    var chart = ImportedChart(source: traces.count == 1 ? traces[0].pointer : root / "data")
    chart.title = title
    if horizontal { chart.contentDirection = "bottomToTop" }

    // Read each trace's columns.
    var xs: [Values?] = []
    var ys: [[Double]] = []
    for trace in traces {
      let yValues = try values(trace.object[valueKey], at: trace.pointer / valueKey)
      guard let yValues else {
        throw ImportProblem(trace.pointer / valueKey, "the trace has no \(valueKey) values")
      }
      ys.append(try numbers(yValues, at: trace.pointer / valueKey))
      let xValues = try values(trace.object[categoryKey], at: trace.pointer / categoryKey)
      if let xValues, xValues.count != yValues.count {
        throw ImportProblem(
          trace.pointer / categoryKey,
          "\(xValues.count) \(categoryKey) values for \(yValues.count) \(valueKey) values; Plotly draws only \(min(xValues.count, yValues.count)) points"
        )
      }
      xs.append(xValues)
    }
    let declared = try ImportJSON.string(categoryLayout.object["type"], at: categoryLayout.pointer / "type")
    var kind = try axisKind(declared: declared, values: xs.compactMap { $0 }, at: categoryLayout.pointer)
    let hasBars = traces.contains { $0.type == "bar" }
    // Bars over numbers (years, sizes) are bars at those numbers: categories in numeric order.
    let barsOverNumbers = hasBars && kind == .numeric
    if barsOverNumbers { kind = .categorical }
    chart.xKind = kind
    chart.xTitle = try axisTitle(categoryLayout.object, at: categoryLayout.pointer) ?? ""
    chart.yTitle = try axisTitle(valueLayout.object, at: valueLayout.pointer) ?? ""
    if kind != .categorical { chart.xFormat = try axisFormat(categoryLayout.object, at: categoryLayout.pointer) }
    chart.yFormat = try axisFormat(valueLayout.object, at: valueLayout.pointer)
    if case .string("log")? = valueLayout.object["type"] { chart.yScale = "log10" }
    if case .string("log")? = categoryLayout.object["type"], kind == .numeric { chart.xScale = "log10" }

    var categoryOrder: [String] = []
    var seenCategories: Set<String> = []
    var numericCategories: [(Double, String)] = []
    for (position, trace) in traces.enumerated() {
      let count = ys[position].count
      var series = ImportedChart.Series(
        name: trace.name ?? (traces.count == 1 ? chart.yTitle : "trace \(trace.index)"),
        isContinuous: isLines(trace, count: count))
      if let xValues = xs[position] {
        if barsOverNumbers, case .numbers(let numbers) = xValues {
          series.xStrings = numbers.map(JSONWriter.numberText)
          for (number, text) in zip(numbers, series.xStrings) where seenCategories.insert(text).inserted {
            numericCategories.append((number, text))
          }
        } else {
          let read = try positions(xValues, kind: kind, at: trace.pointer / categoryKey)
          series.xNumbers = read.numbers
          series.xStrings = read.strings
        }
      } else {
        // No x: Plotly places the points at x0, x0 + dx, … (0, 1, 2, … by default).
        let start = try startAndStep(trace, axis: categoryKey, kind: kind)
        let positions = (0..<count).map { start.x0 + Double($0) * start.dx }
        if kind == .categorical {
          series.xStrings = positions.map(JSONWriter.numberText)
          for (number, text) in zip(positions, series.xStrings) where seenCategories.insert(text).inserted {
            numericCategories.append((number, text))
          }
        } else {
          series.xNumbers = positions
        }
      }
      series.ys = ys[position]
      series.intervals = try errorIntervals(trace, values: ys[position], horizontal: horizontal)
      if kind == .categorical && !barsOverNumbers && xs[position] != nil {
        for category in series.xStrings where seenCategories.insert(category).inserted {
          categoryOrder.append(category)
        }
      }
      chart.series.append(series)
    }
    // The declared kind: bars, lines, or a scatter (markers alone over numbers); a subplot that
    // mixes them declares none.
    if traces.allSatisfy({ $0.type == "bar" }) {
      chart.kind = .bar
    } else if chart.series.allSatisfy(\.isContinuous) {
      chart.kind = .line
    } else if !hasBars, chart.series.allSatisfy({ !$0.isContinuous }), kind != .categorical {
      chart.kind = .scatter
    }
    if kind == .categorical {
      if barsOverNumbers || !numericCategories.isEmpty {
        categoryOrder += numericCategories.sorted { $0.0 < $1.0 }.map(\.1)
        chart.categoriesOrdered = true
      }
      // A category axis lists its categories in the order of `categoryarray` when
      // `categoryorder` is "array", else in the order the traces give them.
      if case .string("array")? = categoryLayout.object["categoryorder"],
        case .array(let listed)? = categoryLayout.object["categoryarray"]
      {
        var ordered: [String] = []
        for item in listed {
          if case .string(let text) = item, seenCategories.contains(text) { ordered.append(text) }
        }
        categoryOrder = ordered + categoryOrder.filter { !ordered.contains($0) }
      }
      chart.categories = categoryOrder
    }
    try layer(&chart, traces: traces, layout: layout, root: root)
    return chart
  }

  /// Whether a trace is drawn as a line: a scatter whose `mode` includes lines (absent: lines
  /// and markers up to 20 points, lines above, as Plotly draws it).
  private static func isLines(_ trace: Trace, count: Int) -> Bool {
    guard trace.type != "bar" else { return false }
    guard case .string(let mode)? = trace.object["mode"] else { return true }
    return mode.split(separator: "+").contains("lines")
  }

  static func startAndStep(
    _ trace: Trace, axis: String, kind: ImportedChart.XKind
  ) throws(ImportProblem) -> (x0: Double, dx: Double) {
    var x0 = 0.0
    var dx = 1.0
    switch trace.object[axis + "0"] {
    case .number(let number)?: x0 = kind == .date ? number / 1000 : number
    case .string(let text)?:
      guard kind == .date, let seconds = ISO8601Date.seconds(from: text) else {
        throw ImportProblem(trace.pointer / (axis + "0"), "expected a number, found \"\(text)\"")
      }
      x0 = seconds
    default: break
    }
    if case .number(let number)? = trace.object["d" + axis] { dx = kind == .date ? number / 1000 : number }
    return (x0, dx)
  }

  /// A pie trace: one slice per label, in Plotly's order.
  private static func pieChart(_ trace: Trace, title: String?) throws(ImportProblem) -> ImportedChart {
    let pointer = trace.pointer
    guard let labelValues = try values(trace.object["labels"], at: pointer / "labels") else {
      throw ImportProblem(pointer / "labels", "the pie has no labels")
    }
    let labels = try positions(labelValues, kind: .categorical, at: pointer / "labels").strings
    let sliceValues: [Double]
    if let given = try values(trace.object["values"], at: pointer / "values") {
      sliceValues = try numbers(given, at: pointer / "values")
      guard sliceValues.count == labels.count else {
        throw ImportProblem(
          pointer / "values", "\(sliceValues.count) values for \(labels.count) labels")
      }
    } else {
      // Without values, Plotly counts the labels.
      sliceValues = Array(repeating: 1, count: labels.count)
    }
    // Equal labels are one slice, their values summed; missing values count as nothing.
    var order: [String] = []
    var sums: [String: Double] = [:]
    for (label, value) in zip(labels, sliceValues) {
      if sums[label] == nil { order.append(label) }
      sums[label, default: 0] += value.isNaN ? 0 : value
    }
    if trace.object["sort"] != .bool(false) {
      let positions = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
      order.sort { sums[$0]! != sums[$1]! ? sums[$0]! > sums[$1]! : positions[$0]! < positions[$1]! }
    }
    var chart = ImportedChart(source: pointer)
    chart.kind = .pie
    chart.title = title
    chart.contentDirection =
      trace.object["direction"] == .string("clockwise") ? "radialClockwise" : "radialCounterClockwise"
    chart.xKind = .categorical
    chart.categories = order
    chart.categoriesOrdered = false
    chart.xTitle = trace.name ?? ""
    chart.yTitle = trace.name ?? ""
    var series = ImportedChart.Series(name: trace.name ?? "", isContinuous: false)
    series.xStrings = order
    series.ys = order.map { sums[$0]! }
    chart.series = [series]
    return chart
  }
}
