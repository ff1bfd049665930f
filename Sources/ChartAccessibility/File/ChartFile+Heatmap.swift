// Reading and writing a heatmap's grid (an AudioGraph addition): the top-level `grid` of a chart
// whose `kind` is `heatmap`, with the columns as the categorical x axis' categories:
//
//     "kind": "heatmap",
//     "xAxis": { "kind": "categorical", "title": "Month", "categories": ["Jan", "Feb"], "ordered": true },
//     "yAxis": { "kind": "numeric", "title": "Temperature", "format": { "unit": "°C" } },
//     "grid": { "rowTitle": "Year", "rows": ["2012", "2013"], "rowsOrdered": true,
//               "values": [[7.2, 9.1], [null, 8.4]] }
//
// A heatmap has no `series`: its series are made from the grid, one per row
// (``AXChartDescriptor/setHeatmap(_:)``).

extension ChartFileDecoder {
  /// The grid of a heatmap chart, or `nil` with each problem reported where it is: `grid` on a
  /// chart of another kind, a heatmap without `grid` or with `series`, an x axis that does not
  /// list the columns, a row label empty or repeated, a row whose length differs from the
  /// columns', a cell that is neither a number nor `null`.
  mutating func decodeHeatmapGrid(_ chart: JSONObject, x: AxisSpec?, at root: JSONPointer) -> HeatmapGrid? {
    let pointer = root / "grid"
    guard declaredKind == .heatmap else {
      if chart["grid"] != nil {
        report(pointer, "grid belongs to a heatmap: add \"kind\": \"heatmap\" to the chart")
      }
      return nil
    }
    if chart["series"] != nil {
      report(root / "series", "a heatmap's series are made from its grid: give grid, not series")
    }
    guard let value = chart["grid"] else {
      report(pointer, "a heatmap needs its grid: the key grid (rows and values) is missing")
      return nil
    }
    guard let object = object(value, at: pointer, keys: ["rowTitle", "rows", "rowsOrdered", "values"]) else {
      return nil
    }
    let rowTitle = string(object["rowTitle"], at: pointer / "rowTitle") ?? ""
    let rowsOrdered = bool(object["rowsOrdered"], at: pointer / "rowsOrdered") ?? false
    var columns: [String]?
    if let x {
      if x.kind == .categorical, let categories = x.categories, !categories.isEmpty {
        columns = categories
      } else {
        report(
          root / "xAxis",
          "a heatmap's x axis is categorical and lists the columns as its categories (\"kind\": \"categorical\", \"categories\": [...])"
        )
      }
    }
    var rows: [String] = []
    var seen: [String: Int] = [:]
    if let list = array(object["rows"], at: pointer / "rows") {
      if list.isEmpty { report(pointer / "rows", "a heatmap needs at least one row") }
      for (index, entry) in list.enumerated() {
        guard let label = string(entry, at: pointer / "rows" / index) else { continue }
        if label.isEmpty {
          report(pointer / "rows" / index, "a row label must not be empty")
        } else if let first = seen[label] {
          report(pointer / "rows" / index, "the row label \"\(label)\" appears twice (first at /grid/rows/\(first))")
        }
        seen[label] = seen[label] ?? index
        rows.append(label)
      }
    } else if object["rows"] == nil {
      report(pointer / "rows", "the required key rows is missing")
    }
    var values: [Double] = []
    if let list = array(object["values"], at: pointer / "values") {
      if list.count != rows.count {
        report(pointer / "values", "the grid has \(rows.count) rows but \(list.count) rows of values")
      }
      if let columns {
        values.reserveCapacity(list.count * columns.count)
        for (rowIndex, entry) in list.enumerated() {
          guard let cells = array(entry, at: pointer / "values" / rowIndex) else { continue }
          if cells.count != columns.count {
            report(
              pointer / "values" / rowIndex,
              "the row has \(cells.count) values but the x axis has \(columns.count) columns")
            continue
          }
          for (columnIndex, cell) in cells.enumerated() {
            switch cell {
            case .null: values.append(.nan)
            case .number(let number): values.append(number)
            default:
              report(
                pointer / "values" / rowIndex / columnIndex, "expected a number or null, found \(describe(cell))")
            }
          }
        }
      }
    } else if object["values"] == nil {
      report(pointer / "values", "the required key values is missing")
    }
    guard let columns, let x, values.count == rows.count * columns.count, !rows.isEmpty else { return nil }
    return HeatmapGrid(
      rowTitle: rowTitle, columnTitle: x.title, rowLabels: rows, columnLabels: columns, rowsOrdered: rowsOrdered,
      columnsOrdered: x.ordered ?? false, values: values)
  }
}

extension ChartFileEncoder {
  /// A heatmap's `grid`: the row title, labels and order, and the values row by row (`null` for
  /// an empty cell). The columns are the x axis' categories.
  static func heatmapGrid(_ grid: HeatmapGrid) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if !grid.rowTitle.isEmpty { members.append(("rowTitle", .string(grid.rowTitle))) }
    members.append(("rows", .array(grid.rowLabels.map(JSONValue.string))))
    if grid.rowsOrdered { members.append(("rowsOrdered", .bool(true))) }
    members.append(
      (
        "values",
        .array(
          grid.rowLabels.indices.map { row in
            .array(
              (0..<grid.columnCount).map { column in
                grid.value(row: row, column: column).map(JSONValue.number) ?? .null
              })
          })
      ))
    return .object(JSONObject(members))
  }
}
