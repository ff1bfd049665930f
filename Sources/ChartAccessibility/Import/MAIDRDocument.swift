/// Reads MAIDR JSON: what py-maidr writes for matplotlib and seaborn charts (in its HTML pages,
/// in the `maidr` attribute of its SVG, or saved on its own).
///
/// The document is `{"id", "subplots": [[{"layers": [layer…]}…]…]}`; each subplot (row by row)
/// is one chart, its layers its series. A bare layer (`{"type", "axes", "data"}`) or a list of
/// them is read as one subplot too.
///
/// Layer types read: `line` (`data` a list of lines, each a list of `{x, y}` points, named by
/// their `z`), `area` (one band, read as its line; written as a line's points), `bar` (`{x, y}` per bar;
/// `orientation: "horz"` has the value in x), `dodged_bar`, `stacked_bar`,
/// `stacked_normalized_bar` and `stacked_area` (grouped, stacked and normalized bars and a
/// stacked area: one list per group or layer, bottom to top, named by `z`, each value the
/// segment's own), `point` and `scatter` (a scatter). Titles
/// and axis labels come from the layer's `title` and `axes`. `hist` (a histogram: bins from each
/// bar's `xMin` and `xMax`, counts its `y`) and `heat` (a heatmap: `data.points` rows, `x` and
/// `y` labels), `box` (a box plot whose five numbers and outliers are given, its count of values
/// unknown) and `candlestick` (mplfinance's candles: `{value, open, high, low, close}`) are read
/// as their chart kinds (MAIDRStatistical.swift). Every other layer type
/// (`stacked_normalized_area`, `smooth`, …) is refused by name.
public enum MAIDRDocument {
  /// Every chart in a MAIDR document, one per subplot.
  ///
  /// - Throws: ``ChartFileError/invalid(_:)`` with a JSON pointer into the document.
  public static func charts(
    in document: JSONValue, fileName: String? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    let imported: [ImportedChart]
    do throws(ImportProblem) {
      imported = try importedCharts(document, at: .root)
    } catch {
      throw error.chartFileError(fileName: fileName)
    }
    return try imported.descriptors(fileName: fileName, context: context)
  }

  /// Whether `document` looks like MAIDR JSON.
  static func looksLikeMAIDR(_ document: JSONValue) -> Bool {
    switch document {
    case .object(let object):
      return object["subplots"] != nil || (object["type"] != nil && object["data"] != nil && object["series"] == nil)
    case .array(let items):
      return !items.isEmpty && items.allSatisfy { if case .object(let o) = $0 { o["type"] != nil } else { false } }
    default: return false
    }
  }

  static func importedCharts(_ document: JSONValue, at root: JSONPointer) throws(ImportProblem) -> [ImportedChart] {
    var subplots: [(layers: [(JSONObject, JSONPointer)], pointer: JSONPointer)] = []
    switch document {
    case .object(let object) where object["subplots"] != nil:
      for (row, value) in try ImportJSON.array(object["subplots"], at: root / "subplots").enumerated() {
        let rowPointer = root / "subplots" / row
        for (column, cell) in try ImportJSON.array(value, at: rowPointer).enumerated() {
          let pointer = rowPointer / column
          let subplot = try ImportJSON.object(cell, at: pointer)
          var layers: [(JSONObject, JSONPointer)] = []
          for (index, layer) in try ImportJSON.array(subplot["layers"], at: pointer / "layers").enumerated() {
            layers.append((try ImportJSON.object(layer, at: pointer / "layers" / index), pointer / "layers" / index))
          }
          subplots.append((layers, pointer))
        }
      }
    case .object(let object):
      subplots = [([(object, root)], root)]
    case .array(let items):
      var layers: [(JSONObject, JSONPointer)] = []
      for (index, item) in items.enumerated() {
        layers.append((try ImportJSON.object(item, at: root / index), root / index))
      }
      subplots = [(layers, root)]
    default:
      throw ImportProblem(root, "expected a MAIDR document (an object with subplots)")
    }
    guard !subplots.isEmpty else { throw ImportProblem(root / "subplots", "the document has no subplots") }
    var charts: [ImportedChart] = []
    for subplot in subplots {
      guard !subplot.layers.isEmpty else {
        throw ImportProblem(subplot.pointer / "layers", "the subplot has no layers")
      }
      var chart = ImportedChart(source: subplot.pointer)
      for (index, (layer, pointer)) in subplot.layers.enumerated() {
        try read(layer, at: pointer, into: &chart, first: index == 0, layerCount: subplot.layers.count)
      }
      // The figure's title (py-maidr writes mplfinance's there) over the layer's, for a
      // document of one subplot.
      if subplots.count == 1, case .object(let object) = document, case .string(let title)? = object["title"],
        !title.isEmpty
      {
        chart.title = title
      }
      charts.append(chart)
    }
    return charts
  }

  static func label(_ axes: JSONObject?, _ key: String, at pointer: JSONPointer) throws(ImportProblem)
    -> String?
  {
    guard let value = axes?[key] else { return nil }
    switch value {
    case .string(let text): return text
    case .object(let object): return try ImportJSON.string(object["label"], at: pointer / key / "label")
    default: return nil
    }
  }

  /// One point: x and y as found (numbers or strings).
  private struct Point {
    var x: JSONValue
    var y: JSONValue
  }

  private static func points(_ value: JSONValue, at pointer: JSONPointer) throws(ImportProblem) -> [Point] {
    var points: [Point] = []
    for (index, item) in try ImportJSON.array(value, at: pointer).enumerated() {
      let object = try ImportJSON.object(item, at: pointer / index)
      guard let x = object["x"] else { throw ImportProblem(pointer / index / "x", "the point has no x") }
      points.append(Point(x: x, y: object["y"] ?? .null))
    }
    return points
  }

  private static func name(_ value: JSONValue, at pointer: JSONPointer) -> String? {
    guard case .array(let items) = value, case .object(let first)? = items.first else { return nil }
    if case .string(let name)? = first["z"] { return name }
    if case .number(let number)? = first["z"] { return JSONWriter.numberText(number) }
    return nil
  }

  private static func read(
    _ layer: JSONObject, at pointer: JSONPointer, into chart: inout ImportedChart, first: Bool, layerCount: Int
  ) throws(ImportProblem) {
    let type = try ImportJSON.string(layer["type"], at: pointer / "type") ?? ""
    let axes: JSONObject? = if case .object(let object)? = layer["axes"] { object } else { nil }
    let horizontal = layer["orientation"] == .string("horz")
    var lines: [(name: String?, points: [Point], pointer: JSONPointer)] = []
    let data = layer["data"] ?? .null
    switch type {
    case "line", "area":
      let items = try ImportJSON.array(data, at: pointer / "data")
      if case .array? = items.first {
        for (index, item) in items.enumerated() {
          lines.append(
            (
              name(item, at: pointer / "data" / index), try points(item, at: pointer / "data" / index),
              pointer / "data" / index
            ))
        }
      } else {
        lines.append((nil, try points(data, at: pointer / "data"), pointer / "data"))
      }
    case "hist", "box", "heat", "candlestick":
      guard first, layerCount == 1 else {
        throw ImportProblem.notSupported(pointer, "a \(type) layer together with other layers in one subplot")
      }
      switch type {
      case "hist": try histogram(layer, at: pointer, into: &chart)
      case "box": try boxPlot(layer, at: pointer, into: &chart)
      case "heat": try heatmap(layer, at: pointer, into: &chart)
      default: try candlestick(layer, at: pointer, into: &chart)
      }
      return
    case "stacked_normalized_area":
      throw ImportProblem.normalizedArea(pointer / "type", "stacked_normalized_area")
    case "bar", "point", "scatter":
      lines.append((nil, try points(data, at: pointer / "data"), pointer / "data"))
    case "dodged_bar", "stacked_bar", "stacked_normalized_bar", "stacked_area":
      guard first, layerCount == 1 else {
        throw ImportProblem.notSupported(pointer, "a \(type) layer together with other layers in one subplot")
      }
      for (index, item) in try ImportJSON.array(data, at: pointer / "data").enumerated() {
        lines.append(
          (
            name(item, at: pointer / "data" / index), try points(item, at: pointer / "data" / index),
            pointer / "data" / index
          ))
      }
    default:
      throw ImportProblem.notSupported(pointer / "type", "the MAIDR layer type \"\(type)\"")
    }
    if horizontal {
      for index in lines.indices { lines[index].points = lines[index].points.map { Point(x: $0.y, y: $0.x) } }
    }
    let isBar = type.hasSuffix("bar")
    var xTitle = try label(axes, horizontal ? "y" : "x", at: pointer / "axes") ?? ""
    let yTitle = try label(axes, horizontal ? "x" : "y", at: pointer / "axes") ?? ""
    // matplotlib's unset labels, which py-maidr writes as "X" and "Y", are no titles.
    if xTitle == (horizontal ? "Y" : "X") { xTitle = "" }
    let title = try ImportJSON.string(layer["title"], at: pointer / "title")

    // The x kind from the values: numbers (bars over numbers are categories in numeric order),
    // ISO dates, or categories.
    let all = lines.flatMap { $0.points.map(\.x) }
    let allNumbers = all.allSatisfy { if case .number = $0 { true } else { false } }
    let allDates =
      !allNumbers
      && all.allSatisfy { if case .string(let text) = $0 { ISO8601Date.seconds(from: text) != nil } else { false } }
    let kind: ImportedChart.XKind = isBar ? .categorical : allNumbers ? .numeric : allDates ? .date : .categorical
    let layerKind: ChartKind =
      switch type {
      case "line", "area": .line
      case "dodged_bar": .groupedBar
      case "stacked_bar": .stackedBar
      case "stacked_normalized_bar": .normalizedBar
      case "stacked_area": .stackedArea
      default: isBar ? .bar : .scatter
      }
    let isContinuous = layerKind == .line || layerKind == .stackedArea
    if first {
      chart.kind = layerKind
      chart.title = title.flatMap { $0.isEmpty ? nil : $0 }
      chart.xKind = kind
      chart.xTitle = xTitle == "Y" || xTitle == "X" ? "" : xTitle
      chart.yTitle = yTitle == "Y" ? "" : yTitle
      if horizontal { chart.contentDirection = "bottomToTop" }
    } else if chart.xKind != kind {
      throw ImportProblem.notSupported(
        pointer, "a layer whose x axis is \(kind.rawValue) over one that is \(chart.xKind.rawValue)")
    } else if chart.kind != layerKind {
      chart.kind = nil
    }
    var categories = chart.categories ?? []
    var numericCategories: [(Double, String)] = []
    for (index, line) in lines.enumerated() {
      var series = ImportedChart.Series(
        name: line.name ?? (lines.count == 1 && chart.series.isEmpty ? chart.yTitle : "\(type) \(index + 1)"),
        isContinuous: isContinuous)
      for (position, point) in line.points.enumerated() {
        switch (point.y, kind) {
        case (.number(let y), _): series.ys.append(y)
        case (.null, _): series.ys.append(.nan)
        default: throw ImportProblem(line.pointer / position / (horizontal ? "x" : "y"), "expected a number")
        }
        switch (point.x, kind) {
        case (.number(let x), .categorical):
          let text = JSONWriter.numberText(x)
          series.xStrings.append(text)
          if !categories.contains(text), !numericCategories.contains(where: { $0.1 == text }) {
            numericCategories.append((x, text))
          }
        case (.number(let x), _): series.xNumbers.append(x)
        case (.string(let text), .date): series.xNumbers.append(ISO8601Date.seconds(from: text)!)
        case (.string(let text), _):
          series.xStrings.append(text)
          if !categories.contains(text) { categories.append(text) }
        default:
          throw ImportProblem(line.pointer / position / (horizontal ? "y" : "x"), "expected a number or a category")
        }
      }
      chart.series.append(series)
    }
    if kind == .categorical {
      if !numericCategories.isEmpty {
        categories += numericCategories.sorted { $0.0 < $1.0 }.map(\.1)
        chart.categoriesOrdered = true
      } else if categories.count > 1, case let numbers = categories.compactMap(Double.init),
        numbers.count == categories.count, zip(numbers, numbers.dropFirst()).allSatisfy({ $0 < $1 })
      {
        // Labels that are numbers drawn in ascending order (pandas' bars over years, which
        // py-maidr writes as the tick labels "2001", "2002", …) are ordered categories.
        chart.categoriesOrdered = true
      }
      chart.categories = categories
    }
  }
}
