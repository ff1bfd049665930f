import ChartAccessibility
import Foundation

extension DataTable {
  /// The cells of a stack's table (``ChartKind/isStacked``): a row per x (``StackLayout``'s
  /// order), the x first, then each layer's value (bottom to top), then the Total (the net sum,
  /// as stacked); a normalized chart adds each layer's share of its bar in percent. A layer
  /// without a value at an x is blank. With `series` a subset of the layers, only those layers'
  /// columns (the total stays the whole stack's). `nil` for other charts.
  static func stackCells(
    chart: AXChartDescriptor, series: [Int], language: LanguagePack, locale: Locale
  ) -> (columns: [Column], texts: [[String]], raw: [[String]])? {
    guard let kind = chart.kind, kind.isStacked else { return nil }
    let layout = StackLayout(chart: chart)
    let raw = AXChartDescriptor.rawNumberText
    let axis = chart.yAxis
    func text(_ value: Double) -> String { axis?.valueDescriptionProvider(value) ?? raw(value) }
    let percent = AXNumericDataAxisDescriptor(
      title: "", range: 0...100, format: ValueFormat(style: .percent, fractionDigits: 1),
      context: FormattingContext(locale: locale, timeZone: TimeZone(identifier: "UTC")!))
    let layers = series.filter { $0 < layout.layerCount }
    func name(_ layer: Int) -> String {
      let name = layout.layerNames[layer]
      return name.isEmpty ? language.text("describe.seriesName", ["number": .count(layer + 1)]) : name
    }
    let valueUnit = axis.flatMap { Self.unit(of: $0, title: language.text("stack.total")) }
    var columns = [Column(title: chart.xAxis.title, unit: nil, role: .x)]
    columns += layers.map { Column(title: name($0), unit: valueUnit, role: .y(series: $0)) }
    columns.append(Column(title: language.text("stack.total"), unit: valueUnit, role: .y(series: layout.layerCount)))
    let normalized = kind == .normalizedBar
    if normalized {
      columns += layers.map {
        Column(title: language.text("table.layerShare", ["layer": .text(name($0))]), unit: nil, role: .y(series: $0))
      }
    }
    var texts: [[String]] = []
    var raws: [[String]] = []
    texts.reserveCapacity(layout.count)
    raws.reserveCapacity(layout.count)
    for x in 0..<layout.count {
      let point: AXDataPoint =
        switch layout.xValues[x] {
        case .number(let number): AXDataPoint(x: number)
        case .category(let name): AXDataPoint(x: name)
        }
      var textRow = [chart.pointValueTexts(point).x]
      var rawRow = [chart.rawValueText(layout.xValues[x], on: chart.xAxis)]
      for layer in layers {
        let value = layout.values[layer][x]
        textRow.append(value.isNaN ? "" : text(value))
        rawRow.append(value.isNaN ? "" : raw(value))
      }
      let total = layout.total(at: x)
      textRow.append(total.isNaN ? "" : text(total))
      rawRow.append(total.isNaN ? "" : raw(total))
      if normalized {
        for layer in layers {
          let share = layout.values[layer][x].isNaN ? Double.nan : layout.share(layer: layer, at: x)
          textRow.append(share.isNaN ? "" : percent.valueDescriptionProvider(share * 100))
          rawRow.append(share.isNaN ? "" : raw(share * 100))
        }
      }
      texts.append(textRow)
      raws.append(rawRow)
    }
    return (columns, texts, raws)
  }
}
