/// MAIDR's `hist`, `box`, `heat` and `candlestick` layers, as py-maidr writes them for
/// matplotlib, seaborn and mplfinance.
extension MAIDRDocument {
  /// A `box` layer: one box per group, `{min, q1, q2, q3, max, lowerOutliers, upperOutliers,
  /// z}` (what py-maidr reads off matplotlib's drawing: `min` and `max` the whisker ends, `q2`
  /// the median, `z` the group's name), the values on y, or on x with `orientation: "horz"`.
  /// The data gives no count of values: the boxes are read with n unknown (the chart file's
  /// `box` without `n`), and the summary says so.
  static func boxPlot(_ layer: JSONObject, at pointer: JSONPointer, into chart: inout ImportedChart)
    throws(ImportProblem)
  {
    let horizontal = layer["orientation"] == .string("horz")
    let boxes = try ImportJSON.array(layer["data"], at: pointer / "data")
    guard !boxes.isEmpty else { throw ImportProblem(pointer / "data", "the box layer has no boxes") }
    var names: [String] = []
    var series: [ImportedChart.Series] = []
    for (index, value) in boxes.enumerated() {
      let at = pointer / "data" / index
      let box = try ImportJSON.object(value, at: at)
      func number(_ key: String) throws(ImportProblem) -> Double {
        guard case .number(let number)? = box[key], number.isFinite else {
          throw ImportProblem(at / key, "expected a number")
        }
        return number
      }
      func numbers(_ key: String) throws(ImportProblem) -> [Double] {
        guard let list = box[key] else { return [] }
        return try ImportJSON.array(list, at: at / key).enumerated().map { (entry, value) throws(ImportProblem) in
          guard case .number(let number) = value, number.isFinite else {
            throw ImportProblem(at / key / entry, "expected a number")
          }
          return number
        }
      }
      let name: String
      switch box["z"] {
      case .string(let text)? where !text.isEmpty: name = text
      case .number(let number)?: name = JSONWriter.numberText(number)
      default: name = String(index + 1)
      }
      let outliers = (try numbers("lowerOutliers") + numbers("upperOutliers")).sorted()
      let members: [(String, JSONValue)] = [
        ("min", .number(try number("min"))), ("q1", .number(try number("q1"))), ("median", .number(try number("q2"))),
        ("q3", .number(try number("q3"))), ("max", .number(try number("max"))),
        ("outliers", .array(outliers.map(JSONValue.number))),
      ]
      var entry = ImportedChart.Series(name: name, isContinuous: false)
      entry.distribution = [("box", .object(JSONObject(members)))]
      series.append(entry)
      names.append(name)
    }
    let axes: JSONObject? = if case .object(let object)? = layer["axes"] { object } else { nil }
    // The groups on x (y when horizontal); matplotlib's unset labels, "X" and "Y", are no titles.
    var groupTitle = try label(axes, horizontal ? "y" : "x", at: pointer / "axes") ?? ""
    if groupTitle == (horizontal ? "Y" : "X") { groupTitle = "" }
    var valueTitle = try label(axes, horizontal ? "x" : "y", at: pointer / "axes") ?? ""
    if valueTitle == (horizontal ? "X" : "Y") { valueTitle = "" }
    chart.kind = .boxPlot
    chart.title = try ImportJSON.string(layer["title"], at: pointer / "title").flatMap { $0.isEmpty ? nil : $0 }
    chart.xKind = .categorical
    chart.xTitle = groupTitle
    chart.yTitle = valueTitle
    if horizontal { chart.contentDirection = "topToBottom" }
    chart.categories = names
    chart.series = series
  }

  /// A `hist` layer: one bar per bin, `{x, y, xMin, xMax, yMin, yMax}`, the count in `y`. The
  /// bins must follow each other without gaps (each `xMin` the previous `xMax`, up to a
  /// billionth of the bin's width) and their heights must be counts (whole numbers ≥ 0; a
  /// density or proportion is refused).
  static func histogram(_ layer: JSONObject, at pointer: JSONPointer, into chart: inout ImportedChart)
    throws(ImportProblem)
  {
    if layer["orientation"] == .string("horz") {
      throw ImportProblem.notSupported(pointer / "orientation", "a horizontal MAIDR histogram")
    }
    let bars = try ImportJSON.array(layer["data"], at: pointer / "data")
    guard !bars.isEmpty else { throw ImportProblem(pointer / "data", "the histogram has no bins") }
    var edges: [Double] = []
    var counts: [JSONValue] = []
    for (index, value) in bars.enumerated() {
      let bar = try ImportJSON.object(value, at: pointer / "data" / index)
      func number(_ key: String) throws(ImportProblem) -> Double {
        guard case .number(let number)? = bar[key], number.isFinite else {
          throw ImportProblem(pointer / "data" / index / key, "expected a number")
        }
        return number
      }
      let low = try number("xMin")
      let high = try number("xMax")
      let count = try number("y")
      guard count >= 0, count.rounded() == count else {
        throw ImportProblem.notSupported(
          pointer / "data" / index / "y", "a histogram whose heights are not counts (a density or proportion)")
      }
      if let previous = edges.last {
        guard abs(low - previous) <= 1e-9 * max(abs(high - low), 1e-300) else {
          throw ImportProblem.notSupported(
            pointer / "data" / index / "xMin",
            "bins with a gap (this bin starts at \(low), the one before ends at \(previous))")
        }
        edges.append(high)
      } else {
        edges += [low, high]
      }
      counts.append(.number(count))
    }
    let axes: JSONObject? = if case .object(let object)? = layer["axes"] { object } else { nil }
    var xTitle = try label(axes, "x", at: pointer / "axes") ?? ""
    if xTitle == "X" { xTitle = "" }
    var yTitle = try label(axes, "y", at: pointer / "axes") ?? ""
    if yTitle == "Y" { yTitle = "" }
    chart.kind = .histogram
    chart.title = try ImportJSON.string(layer["title"], at: pointer / "title").flatMap { $0.isEmpty ? nil : $0 }
    chart.xKind = .numeric
    chart.xTitle = xTitle
    chart.yTitle = yTitle
    var series = ImportedChart.Series(name: xTitle, isContinuous: false)
    series.distribution = [
      (
        "bins",
        .object(JSONObject([("edges", .array(edges.map(JSONValue.number))), ("counts", .array(counts))]))
      )
    ]
    chart.series = [series]
  }

  /// A `heat` layer: `data.points` (one list per row), `data.x` the column labels, `data.y` the
  /// row labels; the axes' `x`, `y` and `z` labels name the columns, the rows and the values.
  static func heatmap(_ layer: JSONObject, at pointer: JSONPointer, into chart: inout ImportedChart)
    throws(ImportProblem)
  {
    let data = try ImportJSON.object(layer["data"], at: pointer / "data")
    func labels(_ key: String) throws(ImportProblem) -> [String] {
      try ImportJSON.array(data[key], at: pointer / "data" / key).enumerated().map {
        (index, value) throws(ImportProblem) in
        switch value {
        case .string(let text): return text
        case .number(let number): return JSONWriter.numberText(number)
        default: throw ImportProblem(pointer / "data" / key / index, "expected a label")
        }
      }
    }
    let columns = try labels("x")
    let rows = try labels("y")
    let points = try ImportJSON.array(data["points"], at: pointer / "data" / "points")
    guard points.count == rows.count else {
      throw ImportProblem(pointer / "data" / "points", "\(points.count) rows of values for \(rows.count) row labels")
    }
    var values: [JSONValue] = []
    for (index, row) in points.enumerated() {
      let cells = try ImportJSON.array(row, at: pointer / "data" / "points" / index)
      guard cells.count == columns.count else {
        throw ImportProblem(
          pointer / "data" / "points" / index, "the row has \(cells.count) values for \(columns.count) column labels")
      }
      for (column, cell) in cells.enumerated() {
        switch cell {
        case .number, .null: break
        default:
          throw ImportProblem(pointer / "data" / "points" / index / column, "expected a number or null")
        }
      }
      values.append(.array(cells))
    }
    let axes: JSONObject? = if case .object(let object)? = layer["axes"] { object } else { nil }
    func title(_ key: String, unset: String) throws(ImportProblem) -> String {
      let text = try label(axes, key, at: pointer / "axes") ?? ""
      return text == unset ? "" : text
    }
    chart.kind = .heatmap
    chart.title = try ImportJSON.string(layer["title"], at: pointer / "title").flatMap { $0.isEmpty ? nil : $0 }
    chart.xKind = .categorical
    chart.categories = columns
    chart.categoriesOrdered = HeatmapLabelOrder.of(columns) != nil
    chart.xTitle = try title("x", unset: "X")
    chart.yTitle = try title("z", unset: "Z")
    var grid = JSONObject()
    let rowTitle = try title("y", unset: "Y")
    if !rowTitle.isEmpty { grid["rowTitle"] = .string(rowTitle) }
    grid["rows"] = .array(rows.map(JSONValue.string))
    grid["rowsOrdered"] = .bool(HeatmapLabelOrder.of(rows) != nil)
    grid["values"] = .array(values)
    chart.grid = grid
  }

  /// A `candlestick` layer (mplfinance): one `{value, open, high, low, close}` per period,
  /// `value` its date (ISO 8601, a date axis) or label (categories).
  static func candlestick(_ layer: JSONObject, at pointer: JSONPointer, into chart: inout ImportedChart)
    throws(ImportProblem)
  {
    let periods = try ImportJSON.array(layer["data"], at: pointer / "data")
    guard !periods.isEmpty else { throw ImportProblem(pointer / "data", "the candlestick layer has no periods") }
    var labels: [String] = []
    var prices: [[Double]] = [[], [], [], []]
    for (index, value) in periods.enumerated() {
      let period = try ImportJSON.object(value, at: pointer / "data" / index)
      switch period["value"] {
      case .string(let text)?: labels.append(text)
      case .number(let number)?: labels.append(JSONWriter.numberText(number))
      default: throw ImportProblem(pointer / "data" / index / "value", "expected the period's date or label")
      }
      for (column, key) in ["open", "high", "low", "close"].enumerated() {
        switch period[key] {
        case .number(let number)?: prices[column].append(number)
        case .null?, nil: prices[column].append(.nan)
        default: throw ImportProblem(pointer / "data" / index / key, "expected a number or null")
        }
      }
    }
    let axes: JSONObject? = if case .object(let object)? = layer["axes"] { object } else { nil }
    var xTitle = try label(axes, "x", at: pointer / "axes") ?? ""
    if xTitle == "X" { xTitle = "" }
    var yTitle = try label(axes, "y", at: pointer / "axes") ?? ""
    if yTitle == "Y" { yTitle = "" }
    let dates = labels.map { ISO8601Date.seconds(from: $0) }
    chart.kind = .candlestick
    chart.title = try ImportJSON.string(layer["title"], at: pointer / "title").flatMap { $0.isEmpty ? nil : $0 }
    chart.xTitle = xTitle
    chart.yTitle = yTitle
    var series = ImportedChart.Series(name: yTitle.isEmpty ? "Price" : yTitle, isContinuous: true)
    if dates.allSatisfy({ $0 != nil }) {
      chart.xKind = .date
      series.xNumbers = dates.map { $0! }
    } else {
      chart.xKind = .categorical
      series.xStrings = labels
      var seen: Set<String> = []
      chart.categories = labels.filter { seen.insert($0).inserted }
    }
    series.prices = (prices[0], prices[1], prices[2], prices[3])
    chart.series = [series]
  }
}
