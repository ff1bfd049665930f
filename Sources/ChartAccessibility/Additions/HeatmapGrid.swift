import Foundation

/// The grid a heatmap shows: one value per cell of rows × columns. An AudioGraph addition
/// (``AXChartDescriptor/heatmap``).
///
/// Apple-side code sees the chart ``AXChartDescriptor/setHeatmap(_:)`` makes from it: the
/// columns as the categories of the x axis, one series per row named by the row's label, whose
/// points are the row's cells (x the column's label, y the value; `nil` for an empty cell), and
/// the values on the y axis. So a reader that knows nothing of heatmaps reads a chart of one
/// line of values per row.
public struct HeatmapGrid: Hashable, Sendable {
  /// What the rows are, such as "Year"; may be empty.
  public var rowTitle: String
  /// What the columns are, such as "Month" (also the x axis' title); may be empty.
  public var columnTitle: String
  /// The rows' labels, top to bottom, each once.
  public var rowLabels: [String]
  /// The columns' labels, left to right, each once (also the x axis' categories).
  public var columnLabels: [String]
  /// Whether the rows have a natural order (years, weekdays, hours), so that a pattern along
  /// them means something.
  public var rowsOrdered: Bool
  /// Whether the columns have a natural order.
  public var columnsOrdered: Bool
  /// The cells, row by row (`rowLabels.count × columnLabels.count` values, the cell of row r
  /// and column c at `r × columnCount + c`), in the y axis' units; NaN marks an empty cell
  /// (never a value: a file's numbers are finite).
  public var values: [Double]

  /// A grid of `values` (row by row; NaN for an empty cell). The number of values must be
  /// `rowLabels.count × columnLabels.count` (a precondition).
  public init(
    rowTitle: String, columnTitle: String, rowLabels: [String], columnLabels: [String], rowsOrdered: Bool,
    columnsOrdered: Bool, values: [Double]
  ) {
    precondition(values.count == rowLabels.count * columnLabels.count, "a heatmap needs one value per cell")
    self.rowTitle = rowTitle
    self.columnTitle = columnTitle
    self.rowLabels = rowLabels
    self.columnLabels = columnLabels
    self.rowsOrdered = rowsOrdered
    self.columnsOrdered = columnsOrdered
    self.values = values
  }

  /// The number of rows.
  public var rowCount: Int { rowLabels.count }
  /// The number of columns.
  public var columnCount: Int { columnLabels.count }

  /// The value of a cell; `nil` when the cell is empty. `row` in `0 ..< rowCount`, `column` in
  /// `0 ..< columnCount`.
  public func value(row: Int, column: Int) -> Double? {
    let value = values[row * columnLabels.count + column]
    return value.isNaN ? nil : value
  }

  /// The number of cells with a value.
  public var filledCount: Int { values.count { !$0.isNaN } }

  /// Grids are equal when their labels, orders and cells are (empty cells equal each other).
  public static func == (a: HeatmapGrid, b: HeatmapGrid) -> Bool {
    guard a.rowTitle == b.rowTitle, a.columnTitle == b.columnTitle, a.rowLabels == b.rowLabels,
      a.columnLabels == b.columnLabels, a.rowsOrdered == b.rowsOrdered, a.columnsOrdered == b.columnsOrdered,
      a.values.count == b.values.count
    else { return false }
    for index in a.values.indices where a.values[index] != b.values[index] {
      if !(a.values[index].isNaN && b.values[index].isNaN) { return false }
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rowLabels)
    hasher.combine(columnLabels)
    hasher.combine(values.count)
  }
}

extension AXChartDescriptor {
  /// Makes this chart the heatmap of `grid`: sets ``heatmap`` and ``kind`` (``ChartKind/heatmap``),
  /// the x axis (categorical: the grid's column title and labels, ordered as the grid's columns
  /// are) and one series per row (named by the row's label; one point per cell, x the column's
  /// label, y the value or `nil` for an empty cell). The y axis (the values' title, range and
  /// format) is the caller's. O(cells).
  public func setHeatmap(_ grid: HeatmapGrid) {
    heatmap = grid
    kind = .heatmap
    let axis = AXCategoricalDataAxisDescriptor(title: grid.columnTitle, categoryOrder: grid.columnLabels)
    axis.isOrdered = grid.columnsOrdered
    xAxis = axis
    series = Self.heatmapSeries(grid)
  }

  /// The series Apple-side code reads for `grid`: one per row, one point per cell.
  static func heatmapSeries(_ grid: HeatmapGrid) -> [AXDataSeriesDescriptor] {
    grid.rowLabels.indices.map { row in
      var points: [AXDataPoint] = []
      points.reserveCapacity(grid.columnCount)
      for column in 0..<grid.columnCount {
        points.append(AXDataPoint(x: grid.columnLabels[column], y: grid.value(row: row, column: column)))
      }
      return AXDataSeriesDescriptor(name: grid.rowLabels[row], isContinuous: false, dataPoints: points)
    }
  }
}

/// The natural order of a heatmap's row or column labels: numbers, ISO dates, months or
/// weekdays (English names or their three-letter abbreviations, any case), or none.
public enum HeatmapLabelOrder: String, Sendable, Hashable {
  case numbers, dates, months, weekdays

  /// The order `labels` all share, else `nil` (categories). Numbers are read as the CSV reader
  /// reads them (so "2012" and "3.5" are numbers); a single label has no order.
  public static func of(_ labels: [String]) -> HeatmapLabelOrder? {
    guard labels.count >= 2 else { return nil }
    if labels.allSatisfy({ Double($0.trimmingCharacters(in: .whitespaces)) != nil }) { return .numbers }
    if labels.allSatisfy({ monthIndex($0) != nil }) { return .months }
    if labels.allSatisfy({ weekdayIndex($0) != nil }) { return .weekdays }
    if labels.allSatisfy({ ISO8601Date.parse($0) != nil }) { return .dates }
    return nil
  }

  /// The labels sorted in this order (weekdays from Monday, as ISO 8601 counts them, unless the
  /// labels start with Sunday; stable for equal keys).
  public func sorted(_ labels: [String]) -> [String] {
    switch self {
    case .numbers:
      return labels.sorted {
        Double($0.trimmingCharacters(in: .whitespaces))! < Double($1.trimmingCharacters(in: .whitespaces))!
      }
    case .dates:
      return labels.sorted { ISO8601Date.parse($0)!.seconds < ISO8601Date.parse($1)!.seconds }
    case .months:
      return labels.sorted { Self.monthIndex($0)! < Self.monthIndex($1)! }
    case .weekdays:
      let sundayFirst = labels.first.flatMap(Self.weekdayIndex) == 6
      func key(_ label: String) -> Int {
        let index = Self.weekdayIndex(label)!
        return sundayFirst ? (index + 1) % 7 : index
      }
      return labels.sorted { key($0) < key($1) }
    }
  }

  static let monthNames = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december",
  ]
  static let weekdayNames = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]

  /// 0 for January … 11 for December (full name, or its first three letters; "sept" too).
  static func monthIndex(_ label: String) -> Int? {
    let name = label.trimmingCharacters(in: .whitespaces).lowercased()
    if name == "sept" { return 8 }
    return monthNames.firstIndex { $0 == name || (name.count == 3 && $0.hasPrefix(name)) }
  }

  /// 0 for Monday … 6 for Sunday (full name, or its first three letters).
  static func weekdayIndex(_ label: String) -> Int? {
    let name = label.trimmingCharacters(in: .whitespaces).lowercased()
    return weekdayNames.firstIndex { $0 == name || (name.count == 3 && $0.hasPrefix(name)) }
  }
}
