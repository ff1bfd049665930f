import ChartAccessibility
import Foundation

extension DataTable {
  /// The cells of a heatmap's table (``ChartKind/heatmap`` with ``AXChartDescriptor/heatmap``):
  /// the matrix itself, a row per grid row headed by its label, a column per grid column headed
  /// by its label (the first column's header is the rows' title); an empty cell is blank. Values
  /// are written by the value (y) axis' own provider. With `series` a subset of the rows (the
  /// series are the rows), only those rows. `nil` for other charts.
  static func heatmapCells(
    chart: AXChartDescriptor, series: [Int]
  ) -> (columns: [Column], texts: [[String]], raw: [[String]])? {
    guard chart.kind == .heatmap, let grid = chart.heatmap else { return nil }
    let raw = AXChartDescriptor.rawNumberText
    let axis = chart.yAxis
    func text(_ value: Double) -> String { axis?.valueDescriptionProvider(value) ?? raw(value) }
    let columns =
      [Column(title: grid.rowTitle, unit: nil, role: .x)]
      + grid.columnLabels.indices.map { Column(title: grid.columnLabels[$0], unit: nil, role: .y(series: 0)) }
    var texts: [[String]] = []
    var raws: [[String]] = []
    texts.reserveCapacity(series.count)
    raws.reserveCapacity(series.count)
    for row in series where row < grid.rowCount {
      var textRow = [grid.rowLabels[row]]
      var rawRow = [grid.rowLabels[row]]
      for column in 0..<grid.columnCount {
        let value = grid.value(row: row, column: column)
        textRow.append(value.map(text) ?? "")
        rawRow.append(value.map(raw) ?? "")
      }
      texts.append(textRow)
      raws.append(rawRow)
    }
    return (columns, texts, raws)
  }
}
