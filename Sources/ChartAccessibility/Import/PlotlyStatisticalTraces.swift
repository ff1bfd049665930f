import Foundation
import TrendStatistics

/// Plotly's histograms, box plots and violins, heatmaps, candlesticks and OHLC traces.
///
/// - `histogram`: the observations (`x`, or `y` with `orientation: "h"`), binned as plotly.js
///   bins them (``PlotlyBinning``): `xbins` `start`, `end`, `size` where given, else Plotly's
///   automatic bins, from `nbinsx` when given; empty bins at either end dropped, as Plotly draws
///   them. `histnorm` only rescales the heights (percent, probability, density): the bins and
///   their counts are read. Several histogram traces in a subplot share their bins (barmode
///   `group`). Refused: `histfunc` other than `count` over a second column, `cumulative`, a
///   histogram over categories or dates.
/// - `box` and `violin`: a box per trace, or per position (`x`, or `y` when horizontal) when the
///   trace gives them, from the values; quartiles as Plotly's default `quartilemethod`
///   `linear` (NumPy's), whiskers and outliers by Tukey's fences. Refused: other quartile
///   methods, box statistics given without the data (`q1`, `median`, …). Several traces that
///   each give positions are grouped boxes (`boxmode: "group"`): a box per position and trace,
///   "Thur (Yes)", position by position (in order of first appearance), the traces in order.
/// - `heatmap`: `z` (rows of values, or a typed array of shape "rows, columns") with the column
///   labels `x` and the row labels `y` (0, 1, 2, … when absent); `transpose` refused.
/// - `candlestick` and `ohlc`: `open`, `high`, `low`, `close` at `x`.
extension PlotlyFigure {
  /// The family of a trace type: traces of one subplot must share it.
  static func family(_ type: String) -> String {
    switch type {
    case "scatter", "scattergl", "bar": "xy"
    case "box", "violin": "box"
    default: type
    }
  }

  /// Whether a histogram or box trace is horizontal: `orientation: "h"`, or, without an
  /// orientation, data in `valuesIn` alone (as plotly.js decides: a histogram of `y` alone, a
  /// box of `x` alone).
  private static func isHorizontal(_ trace: Trace, valuesIn key: String) -> Bool {
    if case .string(let orientation)? = trace.object["orientation"] { return orientation == "h" }
    let other = key == "x" ? "y" : "x"
    let given = { (name: String) in trace.object[name] != nil && trace.object[name] != .null }
    return given(key) && !given(other)
  }

  // MARK: Histograms

  /// A subplot of histogram traces: one histogram series per trace, binned as Plotly bins.
  static func histogramChart(
    _ traces: [Trace], key: String, layout: JSONObject, root: JSONPointer, title: String?
  ) throws(ImportProblem) -> ImportedChart {
    let ids = key.split(separator: "/").map(String.init)
    let horizontal = isHorizontal(traces[0], valuesIn: "y")
    if let other = traces.first(where: { isHorizontal($0, valuesIn: "y") != horizontal }) {
      throw ImportProblem.notSupported(
        other.pointer / "orientation", "horizontal and vertical histograms in one subplot")
    }
    let valueKey = horizontal ? "y" : "x"
    let countKey = horizontal ? "x" : "y"
    let valueLayout = try axisLayout(horizontal ? ids[1] : ids[0], layout: layout, root: root)
    let countLayout = try axisLayout(horizontal ? ids[0] : ids[1], layout: layout, root: root)
    let declared = try ImportJSON.string(valueLayout.object["type"], at: valueLayout.pointer / "type")

    var columns: [[Double]] = []
    var specs: [PlotlyBinning.Given] = []
    for trace in traces {
      let object = trace.object
      let histfunc = try ImportJSON.string(object["histfunc"], at: trace.pointer / "histfunc") ?? "count"
      if histfunc != "count", object[countKey] != nil, object[countKey] != .null {
        throw ImportProblem.notSupported(
          trace.pointer / "histfunc", "a histogram of the \(histfunc) of \(countKey) per bin (histfunc \"\(histfunc)\")"
        )
      }
      if case .object(let cumulative)? = object["cumulative"], cumulative["enabled"] == .bool(true) {
        throw ImportProblem.notSupported(trace.pointer / "cumulative" / "enabled", "a cumulative histogram")
      }
      guard let given = try values(object[valueKey], at: trace.pointer / valueKey) else {
        throw ImportProblem(trace.pointer / valueKey, "the histogram has no \(valueKey) values")
      }
      let kind = try axisKind(declared: declared, values: [given], at: valueLayout.pointer)
      guard kind == .numeric else {
        let what = kind == .date ? "dates" : "categories"
        throw ImportProblem.notSupported(trace.pointer / valueKey, "a histogram over \(what)")
      }
      columns.append(try positions(given, kind: .numeric, at: trace.pointer / valueKey).numbers)
      specs.append(try binSpec(trace, axis: valueKey))
    }
    // Traces share one binning (Plotly's bingroup of a subplot in barmode group): from all
    // their values, with the first trace's settings that give them.
    var shared = PlotlyBinning.Given()
    for spec in specs {
      shared.start = shared.start ?? spec.start
      shared.end = shared.end ?? spec.end
      shared.size = shared.size ?? spec.size
      shared.count = shared.count ?? spec.count
    }
    let bins = PlotlyBinning.bins(of: columns.flatMap { $0 }, given: shared)

    var chart = ImportedChart(source: traces.count == 1 ? traces[0].pointer : root / "data")
    chart.kind = .histogram
    chart.title = title
    chart.xKind = .numeric
    chart.xTitle = try axisTitle(valueLayout.object, at: valueLayout.pointer) ?? ""
    chart.yTitle = try axisTitle(countLayout.object, at: countLayout.pointer) ?? ""
    chart.xFormat = try axisFormat(valueLayout.object, at: valueLayout.pointer)
    for (trace, column) in zip(traces, columns) {
      let finite = column.filter(\.isFinite)
      var series = ImportedChart.Series(
        name: trace.name ?? (traces.count == 1 ? chart.xTitle : "trace \(trace.index)"), isContinuous: false)
      series.distribution = PlotlyBinning.distribution(finite, bins: bins)
      chart.series.append(series)
    }
    return chart
  }

  /// What a trace says of its bins: `xbins` (or `ybins`) and `nbinsx` (`nbinsy`).
  private static func binSpec(_ trace: Trace, axis: String) throws(ImportProblem) -> PlotlyBinning.Given {
    var given = PlotlyBinning.Given()
    let pointer = trace.pointer / (axis + "bins")
    if let value = trace.object[axis + "bins"], value != .null {
      let bins = try ImportJSON.object(value, at: pointer)
      func bound(_ name: String) throws(ImportProblem) -> Double? {
        switch bins[name] {
        case nil, .null?: return nil
        case .number(let number)?: return number
        case .string(let text)? where Double(text.trimmingSpaces) != nil: return Double(text.trimmingSpaces)
        case let other?:
          throw ImportProblem(pointer / name, "expected a number, found \(other.typeDescription)")
        }
      }
      given.start = try bound("start")
      given.end = try bound("end")
      given.size = try bound("size")
      if let size = given.size, !(size > 0) {
        throw ImportProblem(pointer / "size", "the bin size must be greater than 0")
      }
    }
    if case .number(let count)? = trace.object["nbins" + axis], count >= 1 {
      given.count = Int(count)
    }
    return given
  }

  // MARK: Box plots and violins

  /// A subplot of box and violin traces: a box per trace, or per position of a trace that gives
  /// positions.
  static func boxChart(
    _ traces: [Trace], key: String, layout: JSONObject, root: JSONPointer, title: String?
  ) throws(ImportProblem) -> ImportedChart {
    let ids = key.split(separator: "/").map(String.init)
    let horizontal = isHorizontal(traces[0], valuesIn: "x")
    if let other = traces.first(where: { isHorizontal($0, valuesIn: "x") != horizontal }) {
      throw ImportProblem.notSupported(other.pointer / "orientation", "horizontal and vertical boxes in one subplot")
    }
    let valueKey = horizontal ? "x" : "y"
    let groupKey = horizontal ? "y" : "x"
    let groupLayout = try axisLayout(horizontal ? ids[1] : ids[0], layout: layout, root: root)
    let valueLayout = try axisLayout(horizontal ? ids[0] : ids[1], layout: layout, root: root)
    let positioned = traces.filter { $0.object[groupKey] != nil && $0.object[groupKey] != .null }
    // Grouped boxes (`boxmode: "group"`, what `px.box` with a colour writes): several traces
    // at the same positions, a box per position and trace, named "position (trace name)" (no
    // comma, which would split a spoken list of groups), position by position in order of
    // first appearance, the traces in order within each.
    let grouped = traces.count > 1 && !positioned.isEmpty
    if grouped, let alone = traces.first(where: { $0.object[groupKey] == nil || $0.object[groupKey] == .null }) {
      throw ImportProblem.notSupported(
        alone.pointer, "box traces with and without \(groupKey) positions in one subplot")
    }
    var positionOrder: [String] = []
    var byPosition: [String: [(name: String, values: [Double])]] = [:]

    var groups: [(name: String, values: [Double])] = []
    for trace in traces {
      let object = trace.object
      for name in ["q1", "median", "q3", "lowerfence", "upperfence"] where object[name] != nil && object[name] != .null
      {
        throw ImportProblem.notSupported(trace.pointer / name, "box statistics given without the data (\(name))")
      }
      if let method = try ImportJSON.string(object["quartilemethod"], at: trace.pointer / "quartilemethod"),
        method != "linear"
      {
        throw ImportProblem.notSupported(trace.pointer / "quartilemethod", "the quartile method \"\(method)\"")
      }
      guard let given = try values(object[valueKey], at: trace.pointer / valueKey) else {
        throw ImportProblem(trace.pointer / valueKey, "the \(trace.type) has no \(valueKey) values")
      }
      let column = try numbers(given, at: trace.pointer / valueKey)
      if let positionValues = try values(object[groupKey], at: trace.pointer / groupKey) {
        guard positionValues.count == column.count else {
          throw ImportProblem(
            trace.pointer / groupKey,
            "\(positionValues.count) \(groupKey) values for \(column.count) \(valueKey) values")
        }
        let labels = try positions(positionValues, kind: .categorical, at: trace.pointer / groupKey).strings
        var order: [String] = []
        var byLabel: [String: [Double]] = [:]
        for (label, value) in zip(labels, column) where value.isFinite {
          if byLabel[label] == nil { order.append(label) }
          byLabel[label, default: []].append(value)
        }
        if grouped {
          let traceName = trace.name ?? "trace \(trace.index)"
          for label in order {
            if byPosition[label] == nil { positionOrder.append(label) }
            byPosition[label, default: []].append(("\(label) (\(traceName))", byLabel[label]!))
          }
        } else {
          for label in order { groups.append((label, byLabel[label]!)) }
        }
      } else {
        let name: String
        if let label = object[groupKey + "0"], case .string(let text) = label, !text.trimmingSpaces.isEmpty {
          name = text
        } else {
          name = trace.name ?? "trace \(trace.index)"
        }
        let finite = column.filter(\.isFinite)
        guard !finite.isEmpty else {
          throw ImportProblem(trace.pointer / valueKey, "the \(trace.type) has no values")
        }
        groups.append((name, finite))
      }
    }
    if grouped { groups = positionOrder.flatMap { byPosition[$0]! } }
    var chart = ImportedChart(source: traces.count == 1 ? traces[0].pointer : root / "data")
    chart.kind = .boxPlot
    chart.title = title
    chart.xKind = .categorical
    chart.categories = groups.map(\.name)
    chart.categoriesOrdered = false
    chart.xTitle = try axisTitle(groupLayout.object, at: groupLayout.pointer) ?? ""
    chart.yTitle = try axisTitle(valueLayout.object, at: valueLayout.pointer) ?? ""
    chart.yFormat = try axisFormat(valueLayout.object, at: valueLayout.pointer)
    if case .string("log")? = valueLayout.object["type"] { chart.yScale = "log10" }
    if horizontal { chart.contentDirection = "bottomToTop" }
    for group in groups {
      var series = ImportedChart.Series(name: group.name, isContinuous: false)
      series.distribution = [("values", .array(group.values.map(JSONValue.number)))]
      chart.series.append(series)
    }
    return chart
  }

  // MARK: Heatmaps

  /// A heatmap trace: its `z` rows with the row labels `y` and the column labels `x`.
  static func heatmapChart(
    _ trace: Trace, layout: JSONObject, root: JSONPointer, title: String?
  ) throws(ImportProblem) -> ImportedChart {
    let object = trace.object
    let pointer = trace.pointer
    if object["transpose"] == .bool(true) {
      throw ImportProblem.notSupported(pointer / "transpose", "a transposed heatmap (transpose)")
    }
    // z: a list of rows, or a typed array of shape "rows, columns".
    var cells: [Double] = []
    var rowCount = 0
    var columnCount = 0
    switch object["z"] {
    case .object(let typed)? where TypedArray.isTypedArray(typed):
      (cells, rowCount, columnCount) = try TypedArray.matrix(typed, at: pointer / "z")
    case .array(let rows)?:
      rowCount = rows.count
      for (index, row) in rows.enumerated() {
        guard let read = try values(row, at: pointer / "z" / index) else {
          throw ImportProblem(pointer / "z" / index, "expected a row of values, found null")
        }
        let numbers = try numbers(read, at: pointer / "z" / index)
        if index == 0 { columnCount = numbers.count }
        guard numbers.count == columnCount else {
          throw ImportProblem(
            pointer / "z" / index, "the row has \(numbers.count) values, the first row \(columnCount)")
        }
        cells += numbers
      }
    default:
      throw ImportProblem(pointer / "z", "the heatmap has no z values (a list of rows)")
    }
    guard rowCount > 0, columnCount > 0 else { throw ImportProblem(pointer / "z", "the heatmap has no values") }

    func labels(_ axis: String, count: Int) throws(ImportProblem) -> (labels: [String], ordered: Bool) {
      guard let given = try values(object[axis], at: pointer / axis) else {
        let start = try startAndStep(trace, axis: axis, kind: .numeric)
        return ((0..<count).map { JSONWriter.numberText(start.x0 + Double($0) * start.dx) }, true)
      }
      guard given.count == count else {
        let what = axis == "x" ? "columns" : "rows"
        throw ImportProblem(
          pointer / axis, "\(given.count) \(axis) labels for \(count) \(what) of z (bin edges are not supported yet)")
      }
      let labels = try positions(given, kind: .categorical, at: pointer / axis).strings
      if case .numbers = given { return (labels, true) }
      return (labels, HeatmapLabelOrder.of(labels) != nil)
    }
    let columns = try labels("x", count: columnCount)
    let rows = try labels("y", count: rowCount)
    let xLayout = try axisLayout(
      try ImportJSON.string(object["xaxis"], at: pointer / "xaxis") ?? "x", layout: layout, root: root)
    let yLayout = try axisLayout(
      try ImportJSON.string(object["yaxis"], at: pointer / "yaxis") ?? "y", layout: layout, root: root)

    var chart = ImportedChart(source: pointer)
    chart.kind = .heatmap
    chart.title = title
    chart.xKind = .categorical
    chart.categories = columns.labels
    chart.categoriesOrdered = columns.ordered
    chart.xTitle = try axisTitle(xLayout.object, at: xLayout.pointer) ?? ""
    chart.yTitle = try colorbarTitle(object, layout: layout, at: pointer, root: root) ?? trace.name ?? ""
    var grid = JSONObject()
    if let rowTitle = try axisTitle(yLayout.object, at: yLayout.pointer), !rowTitle.isEmpty {
      grid["rowTitle"] = .string(rowTitle)
    }
    grid["rows"] = .array(rows.labels.map(JSONValue.string))
    grid["rowsOrdered"] = .bool(rows.ordered)
    grid["values"] = .array(
      (0..<rowCount).map { row in
        .array(cells[(row * columnCount)..<((row + 1) * columnCount)].map { $0.isNaN ? .null : .number($0) })
      })
    chart.grid = grid
    return chart
  }

  /// What the colours stand for: the trace's colour bar title, or its colour axis' (Plotly
  /// Express puts the value's name there).
  private static func colorbarTitle(
    _ trace: JSONObject, layout: JSONObject, at pointer: JSONPointer, root: JSONPointer
  ) throws(ImportProblem) -> String? {
    if case .object(let bar)? = trace["colorbar"],
      let text = try ImportJSON.title(bar["title"], at: pointer / "colorbar" / "title")
    {
      return text
    }
    let axis = try ImportJSON.string(trace["coloraxis"], at: pointer / "coloraxis") ?? "coloraxis"
    if case .object(let colorAxis)? = layout[axis], case .object(let bar)? = colorAxis["colorbar"] {
      return try ImportJSON.title(bar["title"], at: root / "layout" / axis / "colorbar" / "title")
    }
    return nil
  }

  // MARK: Candlesticks

  /// A candlestick or OHLC trace: a period per x with its four prices.
  static func candlestickChart(
    _ trace: Trace, layout: JSONObject, root: JSONPointer, title: String?
  ) throws(ImportProblem) -> ImportedChart {
    let object = trace.object
    let pointer = trace.pointer
    var prices: [[Double]] = []
    for name in ["open", "high", "low", "close"] {
      guard let given = try values(object[name], at: pointer / name) else {
        throw ImportProblem(pointer / name, "the \(trace.type) trace has no \(name) prices")
      }
      let column = try numbers(given, at: pointer / name)
      if let first = prices.first, first.count != column.count {
        throw ImportProblem(pointer / name, "\(column.count) \(name) prices for \(first.count) open prices")
      }
      prices.append(column)
    }
    let count = prices[0].count
    let xLayout = try axisLayout(
      try ImportJSON.string(object["xaxis"], at: pointer / "xaxis") ?? "x", layout: layout, root: root)
    let yLayout = try axisLayout(
      try ImportJSON.string(object["yaxis"], at: pointer / "yaxis") ?? "y", layout: layout, root: root)
    let declared = try ImportJSON.string(xLayout.object["type"], at: xLayout.pointer / "type")
    let xValues = try values(object["x"], at: pointer / "x")
    if let xValues, xValues.count != count {
      throw ImportProblem(pointer / "x", "\(xValues.count) x values for \(count) periods")
    }
    let kind = try axisKind(declared: declared, values: xValues.map { [$0] } ?? [], at: xLayout.pointer)

    var chart = ImportedChart(source: pointer)
    chart.kind = .candlestick
    chart.title = title
    chart.xKind = kind
    chart.xTitle = try axisTitle(xLayout.object, at: xLayout.pointer) ?? ""
    chart.yTitle = try axisTitle(yLayout.object, at: yLayout.pointer) ?? ""
    chart.yFormat = try axisFormat(yLayout.object, at: yLayout.pointer)
    if case .string("log")? = yLayout.object["type"] { chart.yScale = "log10" }
    var series = ImportedChart.Series(
      name: trace.name ?? (chart.yTitle.isEmpty ? "Price" : chart.yTitle), isContinuous: true)
    if let xValues {
      let read = try positions(xValues, kind: kind, at: pointer / "x")
      series.xNumbers = read.numbers
      series.xStrings = read.strings
    } else {
      let start = try startAndStep(trace, axis: "x", kind: kind)
      let xs = (0..<count).map { start.x0 + Double($0) * start.dx }
      if kind == .categorical { series.xStrings = xs.map(JSONWriter.numberText) } else { series.xNumbers = xs }
    }
    if kind == .categorical {
      var seen: Set<String> = []
      chart.categories = series.xStrings.filter { seen.insert($0).inserted }
    }
    series.prices = (prices[0], prices[1], prices[2], prices[3])
    chart.series = [series]
    return chart
  }
}

/// plotly.js's binning of a histogram (its `calcAllAutoBins` and `Axes.autoBin`, for a linear
/// axis): the bin size from `xbins.size`, else from `nbinsx` (the data's span over the count),
/// else from the spread (twice the standard deviation over n^0.4, at least the smallest gap
/// between distinct values rounded down to 0.9, 1.9, 4.9 or 9.9 times a power of ten), rounded
/// up to 2, 5 or 10 times a power of ten; the first edge a multiple of the size one size below
/// the lowest value, moved half a bin down when every value is a whole number (or to centre
/// whole numbers on bins smaller than 1), or half a bin when many values fall on the edges and
/// few in the middles; enough bins to hold the highest value. `xbins.start` and `end` replace
/// the first and last edge. A value belongs to the bin whose lower edge it reaches (with
/// plotly.js's 1e-9 bin tolerance); values outside are not counted.
enum PlotlyBinning {
  /// What a figure gives: any of start, end and size, and the number of bins wanted.
  struct Given {
    var start: Double?
    var end: Double?
    var size: Double?
    var count: Int?
  }

  /// Bins as plotly.js makes them: the first edge, the last, and the size.
  struct Bins: Equatable {
    var start: Double
    var end: Double
    var size: Double

    /// The edges plotly.js walks from `start` while below `end` (less a millionth of a bin).
    var edges: [Double] {
      var edges = [start]
      let limit = end - size / 1e6
      var index = 1.0
      var edge = start
      while edge < limit, edges.count <= 1_000_000 {
        edge = start + index * size
        edges.append(edge)
        index += 1
      }
      return edges
    }

    /// The bin of `value` (plotly.js's `findBin`) when it is below `count`, else `nil`.
    func bin(of value: Double, count: Int) -> Int? {
      let bin = ((value - start) / size + 1e-9).rounded(.down)
      guard bin >= 0, bin < Double(count) else { return nil }
      return Int(bin)
    }
  }

  /// The bins of `values` (NaN for missing, skipped) with what the figure gives.
  static func bins(of values: [Double], given: Given) -> Bins {
    let finite = values.filter(\.isFinite)
    let low = finite.min() ?? 0
    let high = finite.max() ?? 0
    let size: Double
    if let given = given.size {
      size = given
    } else {
      var rough: Double
      if let count = given.count {
        rough = (high - low) / Double(count)
      } else {
        let gap = smallestGap(finite.sorted())
        let power = pow(10, (log(gap) / M_LN10).rounded(.down))
        let candidates = [0.9, 1.9, 4.9, 9.9]
        let scaled = gap / power
        let smallest = power * (candidates.last(where: { $0 <= scaled }) ?? candidates[0])
        rough = max(smallest, 2 * standardDeviation(finite) / pow(Double(values.count), 0.4))
      }
      if !rough.isFinite || rough <= 0 { rough = 1 }
      let base = pow(10, (log(rough) / M_LN10).rounded(.down))
      let steps = [2.0, 5, 10]
      let scaled = rough / base
      size = base * (steps.first(where: { $0 > scaled }) ?? steps[steps.count - 1])
    }
    // The first tick at or above the lowest value (less a hair), one size down.
    let hair = (high - low) * 0.0000005
    var start = ((low - hair) / size).rounded(.up) * size - size
    start = shifted(start, values: values, size: size, low: low, high: high)
    let count = 1 + ((high - start) / size).rounded(.down)
    var bins = Bins(start: start, end: start + count * size, size: size)
    if let given = given.start { bins.start = given }
    if let given = given.end { bins.end = given }
    return bins
  }

  /// plotly.js's `autoShiftNumericBins`.
  private static func shifted(_ start: Double, values: [Double], size: Double, low: Double, high: Double) -> Double {
    func nearEdge(_ value: Double) -> Bool {
      // Within 1% of a bin edge (JavaScript's % keeps the sign of the dividend).
      (1 + (value - start) * 100 / size).truncatingRemainder(dividingBy: 100) < 2
    }
    var edgeCount = 0
    var middleCount = 0
    var wholeCount = 0
    var blankCount = 0
    for value in values {
      if value.isNaN {
        blankCount += 1
        continue
      }
      if value.truncatingRemainder(dividingBy: 1) == 0 { wholeCount += 1 }
      if nearEdge(value) { edgeCount += 1 }
      if nearEdge(value + size / 2) { middleCount += 1 }
    }
    let dataCount = Double(values.count - blankCount)
    var start = start
    if Double(wholeCount) == dataCount {
      if size < 1 {
        start = low - 0.5 * size
      } else {
        start -= 0.5
        if start + size < low { start += size }
      }
    } else if Double(middleCount) < dataCount * 0.1 {
      if Double(edgeCount) > dataCount * 0.3 || nearEdge(low) || nearEdge(high) {
        let shift = size / 2
        start += start + shift < low ? shift : -shift
      }
    }
    return start
  }

  /// The smallest difference between distinct sorted values (plotly.js's `distinctVals`:
  /// differences within a ten-thousandth of the average gap are rounding, not distinct).
  private static func smallestGap(_ sorted: [Double]) -> Double {
    guard let first = sorted.first, let last = sorted.last else { return 1 }
    var gap = last - first
    if gap == 0 { gap = 1 }
    let tolerance = gap / Double(max(sorted.count - 1, 1)) / 10_000
    var previous = first
    for value in sorted.dropFirst() where value - previous > tolerance {
      gap = min(gap, value - previous)
      previous = value
    }
    return gap
  }

  /// The population standard deviation (plotly.js's `Lib.stdev`).
  private static func standardDeviation(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let mean = values.reduce(0, +) / Double(values.count)
    return (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
  }

  /// A histogram series in the chart file's terms: the values with the bins Plotly draws (empty
  /// bins at either end dropped, as plotly.js drops them), or the bins' counts alone when
  /// AudioGraph's rule (a bin holds its lower edge, the last also its upper) would count a value
  /// differently from Plotly's.
  static func distribution(_ values: [Double], bins: Bins) -> [(String, JSONValue)] {
    var edges = bins.edges
    var counts = [Int](repeating: 0, count: max(edges.count - 1, 0))
    for value in values {
      if let bin = bins.bin(of: value, count: counts.count) { counts[bin] += 1 }
    }
    if let first = counts.firstIndex(where: { $0 > 0 }), let last = counts.lastIndex(where: { $0 > 0 }) {
      counts = Array(counts[first...last])
      edges = Array(edges[first...(last + 1)])
    }
    let numbers = { (list: [Double]) in JSONValue.array(list.map(JSONValue.number)) }
    if HistogramBins.counting(sorted: values.sorted(), edges: edges).counts == counts {
      return [("values", numbers(values)), ("bins", .object(JSONObject([("edges", numbers(edges))])))]
    }
    return [
      (
        "bins",
        .object(JSONObject([("edges", numbers(edges)), ("counts", .array(counts.map { .number(Double($0)) }))]))
      )
    ]
  }
}
