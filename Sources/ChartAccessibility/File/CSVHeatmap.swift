/// Reads a CSV file with a header row as a heatmap, in one of two shapes:
///
/// - Long: one row per cell, with a column of column labels (`--x-column`), a column of row
///   labels (`--y-column`) and a column of values (`--value-column`), such as
///   `month,year,temperature`. Rows and columns are ordered by their labels when all are numbers,
///   ISO dates, months or weekdays (``HeatmapLabelOrder``), else in order of first appearance.
///   A pair of labels that appears twice is an error; a pair that never appears is an empty cell.
/// - Wide (a matrix): the first column holds the row labels and the header the column labels,
///   such as `year,Jan,Feb,…`; rows and columns stay in the file's order.
///
/// Empty value cells are empty cells of the grid. Locations in errors are the 1-based line and
/// field. The chart is declared a heatmap (``AXChartDescriptor/setHeatmap(_:)``): the y axis is
/// the values' axis.
public enum CSVHeatmap {
  /// How to read a CSV file as a heatmap.
  public struct Options: Sendable, Hashable {
    /// The header of the column labels' column (long shape); default the first column that is
    /// not otherwise named.
    public var xColumn: String?
    /// The header of the row labels' column (long shape); default the next column that is not
    /// otherwise named.
    public var yColumn: String?
    /// The header of the values' column (long shape); default the last column that is not
    /// otherwise named.
    public var valueColumn: String?
    /// The chart title; default none.
    public var title: String?
    /// What the columns are; default the x column's header (long), none (wide).
    public var xTitle: String?
    /// What the values are (the y axis' title); default the value column's header (long), or
    /// "Value" in the context's language (wide).
    public var valueTitle: String?
    /// The field separator, one ASCII character.
    public var delimiter: Character

    public init(
      xColumn: String? = nil, yColumn: String? = nil, valueColumn: String? = nil, title: String? = nil,
      xTitle: String? = nil, valueTitle: String? = nil, delimiter: Character = ","
    ) {
      self.xColumn = xColumn
      self.yColumn = yColumn
      self.valueColumn = valueColumn
      self.title = title
      self.xTitle = xTitle
      self.valueTitle = valueTitle
      self.delimiter = delimiter
    }

    /// Whether a column of the long shape is named.
    var namesColumns: Bool { xColumn != nil || yColumn != nil || valueColumn != nil }
  }

  /// Whether the first 100,000 rows of a file look like a long heatmap for `--chart auto`: three
  /// columns, the third numbers only (empty cells allowed); the first two repeat their values
  /// (each has at most half as many distinct values as rows) and are not ISO dates such as
  /// 2024-05-01 (a date by a name is a line chart in long form; a year alone is a number), and
  /// no pair of them appears twice; at least four rows. Labels are compared as the reading
  /// compares them: as `String`s, without the spaces and tabs around them.
  /// `false` for a file that does not parse (the ordinary reading reports it).
  public static func isLongHeatmap(_ bytes: [UInt8], delimiter: Character = ",") -> Bool {
    guard let delimiter = delimiter.asciiValue else { return false }
    var headers = 0
    var rows = 0
    var first = LabelNumbers()
    var second = LabelNumbers()
    // Each pair of label numbers as one key: the first's in the high half.
    var pairs = Set<UInt64>()
    var isCandidate = true
    var firstAreDates = true
    var secondAreDates = true
    do {
      try bytes.withUnsafeBufferPointer { (buffer) throws(CSVTable.ParseError) in
        try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { _, fields in
          if headers == 0 {
            headers = fields.count
            isCandidate = headers == 3
            return isCandidate
          }
          // Enough lines to see a label repeat in a grid of up to 50,000 columns sorted by row.
          if rows == 100_000 { return false }
          rows += 1
          if case .text = fields[2].number(in: buffer) {
            isCandidate = false
            return false
          }
          if firstAreDates && !isDate(fields[0], in: buffer) { firstAreDates = false }
          if secondAreDates && !isDate(fields[1], in: buffer) { secondAreDates = false }
          let pair =
            UInt64(first.number(of: fields[0], in: buffer)) << 32 | UInt64(second.number(of: fields[1], in: buffer))
          if !pairs.insert(pair).inserted {
            isCandidate = false
            return false
          }
          return true
        }
      }
    } catch {
      return false
    }
    return isCandidate && rows >= 4 && first.count * 2 <= rows && second.count * 2 <= rows && !firstAreDates
      && !secondAreDates
  }

  /// Whether a label cell is an ISO 8601 date that is not also a number (a year alone is a
  /// number here, not a date).
  private static func isDate(_ field: CSVTable.FieldRange, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
    let text = field.text(in: buffer).trimmingSpaces
    return ISO8601Date.parse(text) != nil && CSVChart.parseNumber(text) == nil
  }

  /// Numbers the distinct labels of one column in order of first appearance (0, 1, 2, …), for
  /// the long shape's detection and its reading alike. Two cells are the same label when their
  /// texts without surrounding spaces and tabs are equal `String`s (canonically equivalent). A
  /// cell whose bytes are those of the cell numbered just before (a label repeated on
  /// consecutive lines, as in a file sorted by it) takes that number without a `String` made or
  /// looked up.
  struct LabelNumbers {
    private var numbers: [String: UInt32] = [:]
    /// The labels, trimmed, in order of first appearance: `labels[n]` is number n's.
    private(set) var labels: [String] = []
    /// The cell numbered last (its bytes in the file, without doubled quotes) and its number.
    private var last: (start: Int, end: Int, number: UInt32)?
    /// Every cell's bytes seen so far (without doubled quotes), so that a label met again is
    /// numbered from its bytes, without making its text: an open-addressing table (linear
    /// probing, a power of two in size, at most half full) of indices into `seen`, −1 for
    /// an empty slot. Different bytes can trim to one label; each is looked up by its text
    /// once and then kept with that label's number.
    private var slots = [Int32](repeating: -1, count: 64)
    private var seen: [(start: Int, end: Int, hash: UInt64, number: UInt32)] = []

    /// The number of distinct labels numbered.
    var count: Int { numbers.count }

    /// The label's number: the one it was given, or the next one for a new label.
    mutating func number(of field: CSVTable.FieldRange, in buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
      guard !field.hasDoubledQuotes else { return number(ofText: field.text(in: buffer).trimmingSpaces) }
      if let last, Self.equal(buffer, field.start, field.end, last.start, last.end) { return last.number }
      // FNV-1a over the cell's bytes.
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for index in field.start..<field.end { hash = (hash ^ UInt64(buffer[index])) &* 0x100_0000_01b3 }
      let mask = slots.count - 1
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] >= 0 {
        let entry = seen[Int(slots[slot])]
        if entry.hash == hash, Self.equal(buffer, field.start, field.end, entry.start, entry.end) {
          last = (field.start, field.end, entry.number)
          return entry.number
        }
        slot = (slot + 1) & mask
      }
      let number = number(ofText: field.text(in: buffer).trimmingSpaces)
      slots[slot] = Int32(seen.count)
      seen.append((field.start, field.end, hash, number))
      if seen.count * 2 > slots.count { growSlots() }
      last = (field.start, field.end, number)
      return number
    }

    /// The number of a label's text, a new one for a new label.
    private mutating func number(ofText label: String) -> UInt32 {
      if let known = numbers[label] { return known }
      let number = UInt32(numbers.count)
      numbers[label] = number
      labels.append(label)
      return number
    }

    /// Twice as many slots, every entry placed again.
    private mutating func growSlots() {
      slots = [Int32](repeating: -1, count: slots.count * 2)
      let mask = slots.count - 1
      for (index, entry) in seen.enumerated() {
        var slot = Int(truncatingIfNeeded: entry.hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
      }
    }

    /// Whether the bytes `a..<aEnd` and `b..<bEnd` of `buffer` are the same.
    @inline(__always)
    private static func equal(
      _ buffer: UnsafeBufferPointer<UInt8>, _ a: Int, _ aEnd: Int, _ b: Int, _ bEnd: Int
    ) -> Bool {
      guard aEnd - a == bEnd - b else { return false }
      var offset = 0
      while a + offset < aEnd {
        if buffer[a + offset] != buffer[b + offset] { return false }
        offset += 1
      }
      return true
    }
  }

  /// The two layouts of a heatmap file: one cell per record (row label, column label, value),
  /// or a matrix (the first column the row labels, the header the column labels).
  public enum Shape: Sendable {
    case long, wide
  }

  /// Reads the file as a heatmap in `shape`; without one, long when `options` names a column or
  /// the file ``isLongHeatmap(_:delimiter:)``, else wide. A caller that has already run
  /// ``isLongHeatmap(_:delimiter:)`` on the bytes passes its answer, so the file is not scanned
  /// twice.
  public static func decode(
    _ bytes: [UInt8], fileName: String?, options: Options, shape: Shape? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    guard let delimiter = options.delimiter.asciiValue else {
      throw .invalid([
        ChartInputProblem(file: fileName, location: .whole, message: "the delimiter must be one ASCII character")
      ])
    }
    var reader = Reader(fileName: fileName, options: options, delimiter: delimiter)
    let detected = { options.namesColumns || isLongHeatmap(bytes, delimiter: options.delimiter) }
    if shape.map({ $0 == .long }) ?? detected() {
      try reader.readLong(bytes)
    } else {
      try reader.readWide(bytes)
    }
    let grid = try reader.grid()
    let chart = makeChart(
      grid: grid, valueTitle: reader.valueTitle ?? context.language.text("csv.valueAxis"), title: options.title,
      context: context)
    let problems = chart.validate()
    if !problems.isEmpty {
      throw .invalid(problems.map { ChartInputProblem(file: fileName, location: .whole, message: $0.message) })
    }
    return chart
  }

  /// The heatmap chart of `grid`: its x axis and series (``AXChartDescriptor/setHeatmap(_:)``)
  /// and a y axis of the values, from their lowest to their highest, written with the digits
  /// the values need.
  public static func makeChart(
    grid: HeatmapGrid, valueTitle: String, title: String? = nil, context: FormattingContext = .default
  ) -> AXChartDescriptor {
    let present = grid.values.filter { !$0.isNaN }
    let low = present.min() ?? 0
    let high = present.max() ?? 0
    let yAxis = CSVDistribution.numericAxis(
      title: valueTitle, range: low...high, values: Array(present.prefix(65_536)), context: context)
    let chart = AXChartDescriptor(
      title: title, xAxis: AXCategoricalDataAxisDescriptor(title: "", categoryOrder: []), yAxis: yAxis, series: [])
    chart.setHeatmap(grid)
    return chart
  }

  /// One reading of a file: the labels in order of first appearance and the cells as read.
  struct Reader {
    let fileName: String?
    let options: Options
    let delimiter: UInt8
    var rowTitle = ""
    var columnTitle = ""
    var valueTitle: String?
    var rowLabels: [String] = []
    var columnLabels: [String] = []
    /// The cells in file order: row index, column index, value (NaN when empty).
    var cellRows: [Int32] = []
    var cellColumns: [Int32] = []
    var cellValues: [Double] = []
    /// The line each cell came from (for the error of a cell given twice).
    var cellLines: [Int32] = []
    /// Whether the reading sorts the labels by their natural order (the long shape does).
    var sortsLabels = false

    init(fileName: String?, options: Options, delimiter: UInt8) {
      self.fileName = fileName
      self.options = options
      self.delimiter = delimiter
    }

    func problem(_ location: ChartInputProblem.Location, _ message: String) -> ChartFileError {
      .invalid([ChartInputProblem(file: fileName, location: location, message: message)])
    }

    /// The long shape: one cell per record.
    mutating func readLong(_ bytes: [UInt8]) throws(ChartFileError) {
      sortsLabels = true
      var columns = LabelNumbers()
      var rows = LabelNumbers()
      var xField = -1
      var yField = -1
      var valueField = -1
      var failure: ChartFileError?
      let options = options
      do {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CSVTable.ParseError) in
          try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
            if xField < 0 {
              let headers = fields.map { $0.text(in: buffer).trimmingSpaces }
              do throws(ChartFileError) {
                (xField, yField, valueField) = try longColumns(headers, line: line)
              } catch {
                failure = error
                return false
              }
              columnTitle = options.xTitle ?? headers[xField]
              rowTitle = headers[yField]
              valueTitle = options.valueTitle ?? headers[valueField]
              return true
            }
            // A label's number, or nil for an empty label.
            func key(_ field: Int, _ labels: inout LabelNumbers) -> Int32? {
              let number = labels.number(of: fields[field], in: buffer)
              return labels.labels[Int(number)].isEmpty ? nil : Int32(number)
            }
            guard let column = key(xField, &columns) else {
              failure = problem(
                .lineColumn(line: line, column: xField + 1), "the column label (\(columnTitle)) is empty")
              return false
            }
            guard let row = key(yField, &rows) else {
              failure = problem(.lineColumn(line: line, column: yField + 1), "the row label (\(rowTitle)) is empty")
              return false
            }
            guard let value = Self.number(fields[valueField], in: buffer) else {
              failure = problem(
                .lineColumn(line: line, column: valueField + 1),
                "\(valueTitle ?? "") must hold numbers for a heatmap, found \"\(fields[valueField].text(in: buffer))\"")
              return false
            }
            cellRows.append(row)
            cellColumns.append(column)
            cellValues.append(value)
            cellLines.append(Int32(clamping: line))
            return true
          }
        }
      } catch {
        throw .invalid([ChartInputProblem(file: fileName, location: error.location, message: error.message)])
      }
      if let failure { throw failure }
      columnLabels = columns.labels
      rowLabels = rows.labels
    }

    /// The long shape's x, y and value fields from the header and the options.
    func longColumns(_ headers: [String], line: Int) throws(ChartFileError) -> (Int, Int, Int) {
      func index(of name: String?, option: String) throws(ChartFileError) -> Int? {
        guard let name else { return nil }
        guard let index = headers.firstIndex(of: name) else {
          let suggestion = closestMatch(to: name, in: headers).map { "; did you mean \"\($0)\"?" } ?? ""
          throw problem(
            .line(line),
            "\(option) \"\(name)\" is not a column\(suggestion) (columns: \(headers.joined(separator: ", ")))")
        }
        return index
      }
      let x = try index(of: options.xColumn, option: "--x-column")
      let y = try index(of: options.yColumn, option: "--y-column")
      let value = try index(of: options.valueColumn, option: "--value-column")
      let named = [x, y, value].compactMap { $0 }
      if Set(named).count < named.count {
        throw problem(.line(line), "--x-column, --y-column and --value-column must name three different columns")
      }
      var rest = headers.indices.filter { !named.contains($0) }
      guard rest.count == 3 - named.count else {
        throw problem(
          .line(line),
          headers.count < 3
            ? "a heatmap in rows needs three columns: the column labels, the row labels and the values (the file has \(headers.count))"
            : "the file has \(headers.count) columns: name the heatmap's with --x-column, --y-column and --value-column"
        )
      }
      let valueField = value ?? rest.removeLast()
      let xField = x ?? rest.removeFirst()
      let yField = y ?? rest.removeFirst()
      return (xField, yField, valueField)
    }

    /// The wide shape: the first field of each record labels a row; the header labels columns.
    mutating func readWide(_ bytes: [UInt8]) throws(ChartFileError) {
      var failure: ChartFileError?
      var rowLines: [String: Int] = [:]
      var headerRead = false
      do {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CSVTable.ParseError) in
          try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
            if !headerRead {
              headerRead = true
              let headers = fields.map { $0.text(in: buffer).trimmingSpaces }
              guard headers.count >= 2 else {
                failure = problem(
                  .line(line),
                  "a heatmap matrix needs a column of row labels and at least one column of values (or name the columns of a heatmap in rows with --x-column, --y-column and --value-column)"
                )
                return false
              }
              rowTitle = headers[0]
              columnTitle = options.xTitle ?? ""
              valueTitle = options.valueTitle
              var seen: [String: Int] = [:]
              for (index, label) in headers.enumerated().dropFirst() {
                if label.isEmpty {
                  failure = problem(.lineColumn(line: line, column: index + 1), "the column label is empty")
                  return false
                }
                if let first = seen[label] {
                  failure = problem(
                    .lineColumn(line: line, column: index + 1),
                    "the column label \"\(label)\" appears twice (first in column \(first + 1))")
                  return false
                }
                seen[label] = index
              }
              columnLabels = Array(headers.dropFirst())
              return true
            }
            let label = fields[0].text(in: buffer).trimmingSpaces
            if label.isEmpty {
              failure = problem(.lineColumn(line: line, column: 1), "the row label is empty")
              return false
            }
            if let first = rowLines[label] {
              failure = problem(
                .lineColumn(line: line, column: 1), "the row label \"\(label)\" appears twice (first on line \(first))")
              return false
            }
            rowLines[label] = line
            let row = Int32(rowLabels.count)
            rowLabels.append(label)
            for index in 1..<fields.count {
              guard let value = Self.number(fields[index], in: buffer) else {
                failure = problem(
                  .lineColumn(line: line, column: index + 1),
                  "the cell of \(label) and \(columnLabels[index - 1]) must be a number, found \"\(fields[index].text(in: buffer))\""
                )
                return false
              }
              cellRows.append(row)
              cellColumns.append(Int32(index - 1))
              cellValues.append(value)
              cellLines.append(Int32(clamping: line))
            }
            return true
          }
        }
      } catch {
        throw .invalid([ChartInputProblem(file: fileName, location: error.location, message: error.message)])
      }
      if let failure { throw failure }
    }

    /// A value cell: its number, NaN when empty, `nil` when it is not a finite number.
    static func number(_ field: CSVTable.FieldRange, in buffer: UnsafeBufferPointer<UInt8>) -> Double? {
      let cell = UnsafeBufferPointer(rebasing: buffer[field.start..<field.end])
      var start = 0
      var end = cell.count
      while start < end, cell[start] == 0x20 || cell[start] == 0x09 { start += 1 }
      while end > start, cell[end - 1] == 0x20 || cell[end - 1] == 0x09 { end -= 1 }
      if start == end { return .nan }
      guard !field.hasDoubledQuotes,
        let number = CSVChart.parseNumber(UnsafeBufferPointer(rebasing: cell[start..<end])),
        number.isFinite
      else { return nil }
      return number
    }

    /// The grid: labels in their natural order (long shape), each cell placed once.
    func grid() throws(ChartFileError) -> HeatmapGrid {
      guard !rowLabels.isEmpty, !columnLabels.isEmpty else { throw problem(.whole, "the heatmap has no cells") }
      var rows = rowLabels
      var columns = columnLabels
      let rowOrder = HeatmapLabelOrder.of(rows)
      let columnOrder = HeatmapLabelOrder.of(columns)
      var rowPosition = Array(0..<rows.count)
      var columnPosition = Array(0..<columns.count)
      if sortsLabels {
        if let rowOrder {
          let sorted = rowOrder.sorted(rows)
          let place = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
          rowPosition = rows.map { place[$0]! }
          rows = sorted
        }
        if let columnOrder {
          let sorted = columnOrder.sorted(columns)
          let place = Dictionary(uniqueKeysWithValues: sorted.enumerated().map { ($1, $0) })
          columnPosition = columns.map { place[$0]! }
          columns = sorted
        }
      }
      let width = columns.count
      var values = [Double](repeating: .nan, count: rows.count * width)
      var filled = [Int32](repeating: 0, count: rows.count * width)
      for index in cellValues.indices {
        let cell = rowPosition[Int(cellRows[index])] * width + columnPosition[Int(cellColumns[index])]
        if filled[cell] != 0 {
          throw problem(
            .line(Int(cellLines[index])),
            "a second value for \(rowLabels[Int(cellRows[index])]) and \(columnLabels[Int(cellColumns[index])]) (the first is on line \(filled[cell]))"
          )
        }
        filled[cell] = cellLines[index]
        values[cell] = cellValues[index]
      }
      guard values.contains(where: { !$0.isNaN }) else { throw problem(.whole, "the heatmap has no values") }
      // Ordered when the labels have a natural order and stand in it (sorted by the long
      // reading; as the file gives them in a matrix).
      return HeatmapGrid(
        rowTitle: rowTitle, columnTitle: columnTitle, rowLabels: rows, columnLabels: columns,
        rowsOrdered: rowOrder.map { $0.sorted(rows) == rows } ?? false,
        columnsOrdered: columnOrder.map { $0.sorted(columns) == columns } ?? false, values: values)
    }
  }
}
