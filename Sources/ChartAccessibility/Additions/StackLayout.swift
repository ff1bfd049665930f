import Foundation

/// The layers of a stacked, normalized or grouped chart aligned on x: one value per layer and x,
/// each layer's base and top in the stack, the totals and the shares. Computed from a chart's
/// series (each series is a layer, drawn bottom to top in series order), so a chart of any
/// source (CSV, chart file, an import) is laid out the same way.
///
///     let stack = StackLayout(chart: chart)
///     stack.total(at: 0)          // the first x's total
///     stack.share(layer: 2, at: 0) // the third layer's share of it, 0...1
///
/// **Alignment.** The x values are the union of the layers' x values: categories in the axis'
/// `categoryOrder` (a category not on the axis after them, in the order first met), numbers and
/// dates ascending. A layer without a point at an x, or whose point there has no value, counts
/// as 0 in the stack and in the total, and is NaN in ``values``. A layer with several points at
/// one x adds them up.
///
/// **Negative values** stack below zero, as Plotly's `relative` bar mode draws them: at each x
/// the positive values stack upward from 0 in layer order and the negative values downward from
/// 0 in layer order; the ``total(at:)`` is the net sum.
///
/// **Shares** are of the sum of the absolute values at an x (``share(layer:at:)``): with no
/// negative values, the usual share of the total; the shares at an x add up to 1. A normalized
/// chart draws these shares (as percentages).
public struct StackLayout: Sendable, Equatable {
  /// The x values, in order.
  public let xValues: [AXDataPoint.Value]
  /// The layers' names, bottom to top (a series without a name: "").
  public let layerNames: [String]
  /// The layers' values, `values[layer][x]`; NaN where the layer has no value at that x.
  public let values: [[Double]]

  /// Lays out the series of `chart` as layers. A chart without series has no layers and no x.
  public init(chart: AXChartDescriptor) {
    var order: [AXDataPoint.Value] = []
    var index: [AXDataPoint.Value: Int] = [:]
    var sums: [[Int: Double]] = []
    for series in chart.series {
      var layer: [Int: Double] = [:]
      for point in series.dataPoints {
        let x = point.x
        let column: Int
        if let known = index[x] {
          column = known
        } else {
          column = order.count
          index[x] = column
          order.append(x)
        }
        if let y = point.y, y.isFinite { layer[column, default: 0] += y }
      }
      sums.append(layer)
    }
    // Put the x values in axis order.
    let sorted: [Int]
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      var rank: [String: Int] = [:]
      for (position, name) in categorical.categoryOrder.enumerated() where rank[name] == nil { rank[name] = position }
      sorted = order.indices.sorted { a, b in
        let ra = order[a].category.flatMap { rank[$0] } ?? Int.max
        let rb = order[b].category.flatMap { rank[$0] } ?? Int.max
        return ra != rb ? ra < rb : a < b
      }
    } else {
      sorted = order.indices.sorted { a, b in
        let na = order[a].number ?? .infinity
        let nb = order[b].number ?? .infinity
        return na != nb ? na < nb : a < b
      }
    }
    xValues = sorted.map { order[$0] }
    values = sums.map { layer in sorted.map { layer[$0] ?? .nan } }
    layerNames = chart.series.map { $0.name ?? "" }
  }

  /// A layout of given layers over given x values (`values[layer][x]`, NaN for no value), for
  /// importers and tests. Every layer must have one value per x.
  public init(xValues: [AXDataPoint.Value], layerNames: [String], values: [[Double]]) {
    precondition(layerNames.count == values.count, "one name per layer")
    precondition(values.allSatisfy { $0.count == xValues.count }, "one value per layer and x")
    self.xValues = xValues
    self.layerNames = layerNames
    self.values = values
  }

  /// The number of layers.
  public var layerCount: Int { values.count }
  /// The number of x values.
  public var count: Int { xValues.count }

  /// The value of `layer` at x number `x`, 0 when it has none (as it is stacked).
  public func stacked(layer: Int, at x: Int) -> Double {
    let value = values[layer][x]
    return value.isNaN ? 0 : value
  }

  /// Whether any layer has a value at x number `x`.
  public func hasValue(at x: Int) -> Bool { values.contains { !$0[x].isNaN } }

  /// The net sum of the layers at x number `x` (negative values subtract); NaN when no layer
  /// has a value there.
  public func total(at x: Int) -> Double {
    guard hasValue(at: x) else { return .nan }
    var sum = 0.0
    for layer in values.indices { sum += stacked(layer: layer, at: x) }
    return sum
  }

  /// The totals, one per x (NaN where no layer has a value).
  public var totals: [Double] { (0..<count).map(total(at:)) }

  /// The sum of the absolute values at x number `x` (what a normalized chart divides by).
  public func magnitude(at x: Int) -> Double {
    var sum = 0.0
    for layer in values.indices { sum += Swift.abs(stacked(layer: layer, at: x)) }
    return sum
  }

  /// The share of `layer` at x number `x`: its value over ``magnitude(at:)``, from −1 to 1
  /// (negative for a negative value); NaN when the layer has no value there or every value there
  /// is 0.
  public func share(layer: Int, at x: Int) -> Double {
    let value = values[layer][x]
    let magnitude = magnitude(at: x)
    guard !value.isNaN, magnitude > 0 else { return .nan }
    return value / magnitude
  }

  /// Where `layer`'s segment at x number `x` begins and ends (base, top), stacked as Plotly's
  /// `relative` mode does: a value ≥ 0 starts where the positive values of the layers below it
  /// end, a negative value where their negative values end. A layer with no value there has an
  /// empty segment at the base it would have.
  public func segment(layer: Int, at x: Int) -> (base: Double, top: Double) {
    let value = stacked(layer: layer, at: x)
    var base = 0.0
    for below in 0..<layer {
      let other = stacked(layer: below, at: x)
      if (other < 0) == (value < 0) { base += other }
    }
    return (base, base + value)
  }

  /// The lowest base and highest top of every segment, with 0: the y range a stacked chart
  /// needs. `nil` when there is no value.
  public var extent: ClosedRange<Double>? {
    var low = 0.0
    var high = 0.0
    var any = false
    for x in 0..<count where hasValue(at: x) {
      any = true
      var positive = 0.0
      var negative = 0.0
      for layer in values.indices {
        let value = stacked(layer: layer, at: x)
        if value < 0 { negative += value } else { positive += value }
      }
      low = Swift.min(low, negative)
      high = Swift.max(high, positive)
    }
    return any ? low...high : nil
  }

  /// Whether any value is below 0.
  public var hasNegativeValues: Bool { values.contains { $0.contains { $0 < 0 } } }
}

extension ChartKind {
  /// Whether the chart's series are layers stacked on each other (stacked and normalized bars,
  /// stacked areas), so that their sum at each x is a total the chart shows.
  public var isStacked: Bool { self == .stackedBar || self == .normalizedBar || self == .stackedArea }

  /// Whether the chart's series are layers or groups over one x: a stack, or grouped bars.
  public var isLayered: Bool { isStacked || self == .groupedBar }
}

extension AXChartDescriptor {
  /// A chart of layers over one x, declared as `kind` (``ChartKind/stackedBar``,
  /// ``ChartKind/normalizedBar``, ``ChartKind/stackedArea`` or ``ChartKind/groupedBar``): one
  /// series per layer, bottom to top, each a point per x value (a NaN value is a point without
  /// a value). What Apple-side code reads is these series, as a chart of several series; the
  /// stacking lives in ``kind``. Areas are continuous series, bars discrete. The y axis spans
  /// the stack (``StackLayout/extent``) for stacked bars and areas, the layers' values
  /// otherwise, both with 0.
  ///
  /// - Parameters:
  ///   - kind: one of the layered kinds (``ChartKind/isLayered``).
  ///   - title: the chart's title, as spoken; `nil` for none.
  ///   - x: the x axis; its values are `xValues`.
  ///   - xValues: the x values, one per position.
  ///   - layers: each layer's name and values (one per x value).
  ///   - valueTitle: the y axis title.
  ///   - format: how the values are written.
  ///   - context: the locale and time zone the y axis writes its values in.
  public static func layered(
    kind: ChartKind, title: String?, x: any AXDataAxisDescriptor, xValues: [AXDataPoint.Value],
    layers: [(name: String, values: [Double])], valueTitle: String, format: ValueFormat = ValueFormat(),
    context: FormattingContext = .default
  ) -> AXChartDescriptor {
    precondition(kind.isLayered, "a layered kind")
    let series = layers.map { layer in
      AXDataSeriesDescriptor(
        name: layer.name, isContinuous: kind == .stackedArea,
        dataPoints: zip(xValues, layer.values).map { x, y in
          AXDataPoint(
            storing: x, y: y.isNaN ? nil : y, additionalValues: [], label: nil, confidenceInterval: nil)
        })
    }
    let layout = StackLayout(xValues: xValues, layerNames: layers.map(\.name), values: layers.map(\.values))
    var range = 0.0...0.0
    if kind == .stackedBar || kind == .stackedArea, let extent = layout.extent {
      range = extent
    } else {
      for value in layers.flatMap(\.values) where value.isFinite {
        range = Swift.min(range.lowerBound, value)...Swift.max(range.upperBound, value)
      }
    }
    let y = AXNumericDataAxisDescriptor(title: valueTitle, range: range, format: format, context: context)
    let chart = AXChartDescriptor(title: title, xAxis: x, yAxis: y, series: series)
    chart.kind = kind
    return chart
  }
}

extension AXChartDescriptor {
  /// The y range the stack of a stacked bar chart or stacked area needs
  /// (``StackLayout/extent``, with 0); `nil` for other kinds and for a stack without values.
  /// The chart-file reader widens a y axis it derives to it, and the writer leaves such a
  /// range out. O(points).
  public var stackExtent: ClosedRange<Double>? {
    guard kind == .stackedBar || kind == .stackedArea else { return nil }
    return StackLayout(chart: self).extent
  }
}

extension AXChartDescriptor {
  /// Declares the chart's series to be layers drawn as `kind` (a layered kind,
  /// ``ChartKind/isLayered``): sets ``kind``, makes the series continuous for a stacked area and
  /// discrete for bars, and widens the y axis' range to hold the stack (``StackLayout/extent``)
  /// for stacked bars and areas, so Apple-side code and the sound see the whole stack. The
  /// points are left as they are.
  public func setLayered(_ kind: ChartKind) {
    precondition(kind.isLayered, "a layered kind")
    self.kind = kind
    for entry in series { entry.isContinuous = kind == .stackedArea }
    widenYAxisToStack()
  }

  /// Widens the y axis' range to hold the stack (``stackExtent``) of a stacked bar chart or
  /// stacked area; other kinds, and a chart without a y axis, are left as they are. The one
  /// place a stack widens its axis: ``setLayered(_:)`` (CSV `--chart stacked-bar`, imports)
  /// and the chart-file reader (a `kind` with no `range` on the y axis) both call it, so the
  /// same layers get the same axis whichever way they come in. O(points).
  func widenYAxisToStack() {
    guard let y = yAxis, let extent = stackExtent else { return }
    y.range = Swift.min(y.range.lowerBound, extent.lowerBound)...Swift.max(y.range.upperBound, extent.upperBound)
  }
}

extension AXChartDescriptor {
  /// The chart as a listener meets a stack, for the sound, braille lines and exploring: for
  /// stacked bars and areas the layers (one point per x of ``StackLayout``, in its order, no
  /// value where a layer has none) and then the total as one more series named `totalName`,
  /// on a y axis spanning the layers and the totals; for normalized bars each layer's share in
  /// percent (0 to 100, negative for a negative value) on a percent axis (the total would be
  /// 100 everywhere, so it is left out). Other charts (``ChartKind/isStacked`` false): `self`.
  ///
  /// - Parameters:
  ///   - totalName: the total series' name, in the listener's language ("Total").
  ///   - context: the locale the normalized chart's percentages are written in.
  public func stackedView(totalName: String, context: FormattingContext = .default) -> AXChartDescriptor {
    guard let kind, kind.isStacked else { return self }
    let layout = StackLayout(chart: self)
    func point(_ x: Int, _ y: Double) -> AXDataPoint {
      AXDataPoint(
        storing: layout.xValues[x], y: y.isNaN ? nil : y, additionalValues: [], label: nil, confidenceInterval: nil)
    }
    let view = copy() as! AXChartDescriptor
    let continuous = kind == .stackedArea
    var layers: [AXDataSeriesDescriptor] = []
    for layer in 0..<layout.layerCount {
      let values = (0..<layout.count).map { x in
        kind == .normalizedBar
          ? (layout.values[layer][x].isNaN ? .nan : layout.share(layer: layer, at: x) * 100)
          : layout.values[layer][x]
      }
      let entry = AXDataSeriesDescriptor(
        name: series[layer].name ?? "", isContinuous: continuous,
        dataPoints: (0..<layout.count).map { point($0, values[$0]) })
      entry.color = series[layer].color
      entry.darkColor = series[layer].darkColor
      layers.append(entry)
    }
    if kind == .normalizedBar {
      let low = layout.hasNegativeValues ? -100.0 : 0
      view.yAxis = AXNumericDataAxisDescriptor(
        title: yAxis?.title ?? "", range: low...100, format: ValueFormat(style: .percent, fractionDigits: 1),
        context: context)
      view.series = layers
      return view
    }
    let totals = layout.totals
    layers.append(
      AXDataSeriesDescriptor(
        name: totalName, isContinuous: continuous, dataPoints: (0..<layout.count).map { point($0, totals[$0]) }))
    view.series = layers
    if let y = view.yAxis {
      var low = y.range.lowerBound
      var high = y.range.upperBound
      for value in totals where value.isFinite {
        low = Swift.min(low, value)
        high = Swift.max(high, value)
      }
      if let extent = layout.extent {
        low = Swift.min(low, extent.lowerBound)
        high = Swift.max(high, extent.upperBound)
      }
      y.range = low...high
    }
    return view
  }
}
