import ChartAccessibility

extension ChartReadingOptions {
  /// The stacked, normalized or grouped bar chart or stacked area in CSV `bytes` when `--chart`
  /// asks for one: the multi-column CSV read as any chart (the x column and one series per other
  /// column, or the `--y-column`s), its series the layers bottom to top in column order; `nil`
  /// for other kinds. `auto` never chooses a stack: how a chart stacks its series is not in
  /// the data.
  func readStack(_ bytes: [UInt8], name: String, path: String) throws(ChartFileError) -> AXChartDescriptor? {
    guard let kind = csv.chartKind?.kind, kind.isLayered else { return nil }
    let chart = try CSVChart.decode(bytes, fileName: name, options: csv.options(for: path), context: context)
    chart.setLayered(kind)
    return chart
  }
}
