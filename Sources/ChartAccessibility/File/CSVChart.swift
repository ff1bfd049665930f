import Foundation

/// Reads a chart from a CSV file with a header row.
///
/// By default the first column is x and every other column is a series named by its header.
/// Options choose the x column, the y columns, the x kind, titles, and lower/upper columns for
/// intervals. Empty cells are missing values. When the x kind is not given it is inferred: numbers
/// make a numeric axis, ISO 8601 dates (2025-12-05) a date axis, anything else a categorical one.
/// As in chart files, dates written without a time of day (`2000-01`, `2000-01-01`) are calendar
/// days, the same day in every time zone; and a numeric x column whose header names years
/// ("Year", "year") with whole values from 1000 to 2999 is a year axis, read "in 1810".
/// Locations in errors are the 1-based line and field ("column 3" is the third field).
public enum CSVChart {
  /// How to read a CSV file as a chart.
  public struct Options: Sendable, Hashable {
    /// The x column's header; default the first column.
    public var xColumn: String?
    /// The series' columns; default every column that is not x or an interval bound.
    public var yColumns: [String]
    /// The x axis kind; default inferred from the x cells.
    public var xKind: XKind?
    /// The chart title; default none.
    public var title: String?
    /// The x axis title; default the x column's header.
    public var xTitle: String?
    /// The y axis title; default the header of the only y column, or "Value" for several (in the context's language).
    public var yTitle: String?
    /// Interval bound columns, paired in order with the y columns (all or none of them).
    public var lowerColumns: [String]
    public var upperColumns: [String]
    /// The level of those intervals, in `0 < level < 1`.
    public var confidenceLevel: Double?
    /// Whether the series are lines; default true for numeric and date x, false for categories.
    public var isContinuous: Bool?
    /// The field separator, a single ASCII character; default ",".
    public var delimiter: Character

    public init(
      xColumn: String? = nil, yColumns: [String] = [], xKind: XKind? = nil, title: String? = nil,
      xTitle: String? = nil, yTitle: String? = nil, lowerColumns: [String] = [],
      upperColumns: [String] = [], confidenceLevel: Double? = nil, isContinuous: Bool? = nil,
      delimiter: Character = ","
    ) {
      self.xColumn = xColumn
      self.yColumns = yColumns
      self.xKind = xKind
      self.title = title
      self.xTitle = xTitle
      self.yTitle = yTitle
      self.lowerColumns = lowerColumns
      self.upperColumns = upperColumns
      self.confidenceLevel = confidenceLevel
      self.isContinuous = isContinuous
      self.delimiter = delimiter
    }
  }

  /// The kind of the x axis.
  public enum XKind: String, Sendable, Hashable, CaseIterable {
    /// Numbers (read as years when the header names years and the values are plausible years).
    case numeric
    /// ISO 8601 dates.
    case date
    /// Calendar years written as numbers (1810), spoken "in 1810" without digit grouping.
    case year
    /// Category names.
    case categorical
  }

  /// Reads and validates the CSV chart at `path`.
  public static func read(
    path: String, options: Options = Options(), context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    try decode(ChartFile.readFile(path), fileName: path, options: options, context: context)
  }

  /// Decodes and validates CSV bytes. `fileName` prefixes every problem.
  public static func decode(
    _ bytes: [UInt8], fileName: String? = nil, options: Options = Options(),
    context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    try decode(bytes, fileName: fileName, options: options, context: context, readsDirectly: true)
  }

  /// ``decode(_:fileName:options:context:)``, where `readsDirectly: false` always takes the
  /// table reading (for tests: both readings give the same chart or the same problem).
  static func decode(
    _ bytes: [UInt8], fileName: String?, options: Options, context: FormattingContext, readsDirectly: Bool
  ) throws(ChartFileError) -> AXChartDescriptor {
    let read = try read(bytes, fileName: fileName, options: options, readsDirectly: readsDirectly)
    return try chart(from: read, fileName: fileName, options: options, context: context)
  }

  /// The file's header and columns, before they are made a chart: straight from the bytes
  /// when `readsDirectly` and the direct reading takes the file, otherwise as a table of
  /// cells. Throws the first problem with a cell or the header, with its line and field.
  static func read(
    _ bytes: [UInt8], fileName: String?, options: Options, readsDirectly: Bool = true
  ) throws(ChartFileError) -> ReadTable {
    func fail(_ location: ChartInputProblem.Location, _ message: String) -> ChartFileError {
      .invalid([ChartInputProblem(file: fileName, location: location, message: message)])
    }
    guard let delimiter = options.delimiter.asciiValue, options.delimiter != "\"",
      options.delimiter != "\n"
    else { throw fail(.whole, "the delimiter must be one ASCII character other than a quote or a line break") }
    // Most files go straight from their bytes into number columns; a file with intervals, or
    // anything the direct reading does not take (a cell that is not what its column holds, a
    // quoting error), is read again as a table of cells, which reports what is wrong where.
    if readsDirectly, let direct = readColumns(bytes, delimiter: delimiter, options: options) { return direct }
    return try readTable(bytes, delimiter: delimiter, options: options, fail: fail)
  }

  /// The validated chart of a file's columns (`read(_:fileName:options:readsDirectly:)`).
  /// Problems found here concern the options or the whole table, which has no single line.
  static func chart(
    from read: ReadTable, fileName: String?, options: Options, context: FormattingContext
  ) throws(ChartFileError) -> AXChartDescriptor {
    let document = chartDocument(
      headers: read.headers, columns: read.columns, xKind: read.xKind, series: read.series, options: options,
      context: context)
    do {
      return try ChartFile.decode(
        JSONValue.object(document), pointColumns: read.pointColumns, fileName: fileName, context: context)
    } catch {
      guard case .invalid(let problems) = error else { throw error }
      // Cell-level problems were caught above; what remains concerns the options or the
      // whole table, which has no single line.
      throw .invalid(problems.map { ChartInputProblem(file: fileName, location: .whole, message: $0.message) })
    }
  }

  /// Which column is what.
  struct ColumnRoles {
    var x: Int
    var ys: [Int]
    var lowers: [Int]
    var uppers: [Int]
  }

  /// A CSV file read: its header, the columns' roles, the x kind, each series' entry (its
  /// points left empty) and its points as columns, by series index.
  struct ReadTable {
    var headers: [String]
    var columns: ColumnRoles
    var xKind: XKind
    var series: [JSONObject]
    var pointColumns: [Int: JSONParser.PointColumns]

    /// The y column of series `index` (its cells in file order, NaN where empty), when its
    /// points have no interval.
    func yColumn(ofSeries index: Int) -> [Double] { pointColumns[index]?.ys ?? [] }

    /// The same reading with only series `index` (and its interval columns, if any): a chart
    /// made from it decodes and validates one series, not all of them.
    func keepingSeries(_ index: Int) -> ReadTable {
      var kept = self
      kept.columns.ys = [columns.ys[index]]
      if !columns.lowers.isEmpty {
        kept.columns.lowers = [columns.lowers[index]]
        kept.columns.uppers = [columns.uppers[index]]
      }
      kept.series = [series[index]]
      kept.pointColumns = pointColumns[index].map { [0: $0] } ?? [:]
      return kept
    }
  }

  /// The columns' roles from the header and the options, or the problem with them.
  private static func roles(
    headers: [String], headerLine: Int, options: Options,
    fail: (ChartInputProblem.Location, String) -> ChartFileError
  ) throws(ChartFileError) -> ColumnRoles {
    var seen: [String: Int] = [:]
    for (index, name) in headers.enumerated() {
      if let first = seen[name] {
        throw fail(
          .lineColumn(line: headerLine, column: index + 1),
          "the column name \"\(name)\" is used twice (also column \(first + 1))")
      }
      seen[name] = index
    }
    func column(_ name: String, role: String) throws(ChartFileError) -> Int {
      guard let index = seen[name] else {
        throw fail(
          .line(headerLine),
          "there is no column named \"\(name)\" for the \(role); the columns are \(headers.map { "\"\($0)\"" }.joined(separator: ", "))"
        )
      }
      return index
    }

    guard headers.count >= 2 || options.xColumn != nil else {
      throw fail(.line(headerLine), "expected at least two columns, x and one series")
    }
    let xIndex = try options.xColumn.map { name throws(ChartFileError) in try column(name, role: "x axis") } ?? 0
    var lowerIndices: [Int] = []
    for name in options.lowerColumns { lowerIndices.append(try column(name, role: "lower bounds")) }
    var upperIndices: [Int] = []
    for name in options.upperColumns { upperIndices.append(try column(name, role: "upper bounds")) }
    var yIndices: [Int] = []
    for name in options.yColumns { yIndices.append(try column(name, role: "series")) }
    if yIndices.isEmpty {
      yIndices = headers.indices.filter { $0 != xIndex && !lowerIndices.contains($0) && !upperIndices.contains($0) }
    }
    guard !yIndices.isEmpty else { throw fail(.line(headerLine), "no column is left for a series") }
    guard lowerIndices.count == upperIndices.count,
      lowerIndices.isEmpty || lowerIndices.count == yIndices.count
    else {
      throw fail(
        .line(headerLine), "give one lower and one upper column for each of the \(yIndices.count) series columns")
    }
    return ColumnRoles(x: xIndex, ys: yIndices, lowers: lowerIndices, uppers: upperIndices)
  }

  /// A series' entry in the chart document, its points left to the columns.
  private static func seriesEntry(name: String, xKind: XKind, hasIntervals: Bool, options: Options) -> JSONObject {
    var entry = JSONObject()
    entry["name"] = .string(name)
    entry["isContinuous"] = .bool(options.isContinuous ?? (xKind != .categorical))
    if hasIntervals { entry["confidenceLevel"] = options.confidenceLevel.map(JSONValue.number) }
    entry["points"] = .array([])
    return entry
  }

  /// The chart document the series go into, so that CSV charts get the same axes and
  /// validation as chart files.
  private static func chartDocument(
    headers: [String], columns: ColumnRoles, xKind: XKind, series: [JSONObject], options: Options,
    context: FormattingContext
  ) -> JSONObject {
    var document = JSONObject()
    document["title"] = options.title.map(JSONValue.string)
    document["xAxis"] = .object(
      JSONObject([("kind", .string(xKind.rawValue)), ("title", .string(options.xTitle ?? headers[columns.x]))]))
    document["yAxis"] = .object(
      JSONObject([
        ("kind", .string("numeric")),
        (
          "title",
          .string(
            options.yTitle ?? (columns.ys.count == 1 ? headers[columns.ys[0]] : context.language.text("csv.valueAxis")))
        ),
      ]))
    document["series"] = .array(series.map(JSONValue.object))
    return document
  }

  /// How the direct reading takes the x cells.
  private enum XReading {
    /// Not yet known (inferred from the first row).
    case undecided
    case numbers
    case dates
    case categories
  }

  /// Reads the file straight into number columns, without a `String` per number or date cell:
  /// one pass over the bytes, each cell parsed where it lies, dates once (as seconds, in
  /// `PointColumns.xDates`). Returns `nil` (the caller then reads the file as a table) for a
  /// file with interval columns, an empty table, or any cell or record the table reading would
  /// refuse or read otherwise: an empty or unparsable x or y cell, x cells of mixed kinds, a
  /// quoting or field-count error, a header problem. What it returns decodes to exactly the
  /// chart that `readTable(_:delimiter:options:fail:)` gives for the same file (which keeps
  /// dates as their text).
  ///
  /// A file of at least ``parallelReadingBytes`` without a double quote is read in two parts at
  /// once, on two threads, after its header and first data row (which decide the columns and
  /// how x reads): the parts meet at a line break, where a record ends since no field is
  /// quoted, and their columns are joined in order, so the result is the one-thread reading's.
  static func readColumns(_ bytes: [UInt8], delimiter: UInt8, options: Options) -> ReadTable? {
    guard options.lowerColumns.isEmpty, options.upperColumns.isEmpty else { return nil }
    return bytes.withUnsafeBufferPointer { buffer -> ReadTable? in
      let split = parallelSplit(of: buffer)
      var headers: [String]?
      var columns: ColumnParts?
      // Where the records after the first data row start, when the file is read in two parts.
      var rest: Int?
      var refused = false
      do {
        try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
          guard columns != nil else {
            let names = fields.map { $0.text(in: buffer) }
            guard
              let resolved = try? Self.roles(
                headers: names, headerLine: line, options: options, fail: { _, _ in .invalid([]) })
            else {
              refused = true
              return false
            }
            headers = names
            columns = ColumnParts(roles: resolved, width: names.count, options: options, dataStart: fields.last!.end)
            return true
          }
          guard columns!.add(fields, in: buffer) else {
            refused = true
            return false
          }
          if let split, columns!.rows == 1 {
            // No quotes: the record ends at the next line break.
            var end = fields.last!.end
            while end < buffer.count, buffer[end] != 0x0A { end += 1 }
            if end + 1 < split {
              rest = end + 1
              return false
            }
          }
          return true
        }
      } catch {
        return nil
      }
      guard !refused, var columns else { return nil }
      if let rest, let split {
        // The two parts, each read on its own thread into its own columns.
        let parts = PartsBox(
          first: columns.emptyCopy(dataStart: rest), second: columns.emptyCopy(dataStart: split))
        let source = SendableBuffer(buffer: buffer)
        DispatchQueue.concurrentPerform(iterations: 2) { part in
          let range = part == 0 ? rest..<split : split..<source.buffer.count
          let slice = UnsafeBufferPointer(rebasing: source.buffer[range])
          var read = part == 0 ? parts.first : parts.second
          var readable = true
          do {
            try CSVTable.forEachRecord(in: slice, delimiter: delimiter) { _, fields in
              readable = read.add(fields, in: slice)
              return readable
            }
          } catch {
            readable = false
          }
          if part == 0 {
            parts.first = read
            parts.firstReadable = readable
          } else {
            parts.second = read
            parts.secondReadable = readable
          }
        }
        guard parts.firstReadable, parts.secondReadable else { return nil }
        // Joined into columns of exactly the room they need, each part released once copied.
        columns.reserve(rows: columns.rows + parts.first.rows + parts.second.rows)
        columns.append(parts.first)
        parts.first = columns.emptyCopy(dataStart: 0)
        columns.append(parts.second)
        parts.second = columns.emptyCopy(dataStart: 0)
      }
      // An inferred date column is read as numbers when most of its cells are numbers too.
      guard columns.rows > 0, let headers, columns.datesThatAreNumbers * 2 <= columns.rows else { return nil }
      let roles = columns.roles
      let xKind: XKind = options.xKind ?? (columns.reading == .numbers ? .numeric : .date)
      var series: [JSONObject] = []
      var pointColumns: [Int: JSONParser.PointColumns] = [:]
      for (seriesIndex, yIndex) in roles.ys.enumerated() {
        var point = JSONParser.PointColumns()
        point.count = columns.rows
        point.xNumbers = columns.xNumbers
        point.xStrings = columns.xStrings
        if columns.reading == .dates { point.xDates = columns.xDates }
        point.ys = columns.yColumns[columns.yOrder.firstIndex(of: yIndex)!]
        pointColumns[seriesIndex] = point
        series.append(seriesEntry(name: headers[yIndex], xKind: xKind, hasIntervals: false, options: options))
      }
      return ReadTable(headers: headers, columns: roles, xKind: xKind, series: series, pointColumns: pointColumns)
    }
  }

  /// The least file size, in bytes, read in two parts at once (4 MiB: about 60,000 rows of six
  /// columns; below it a second thread costs more than it saves).
  static let parallelReadingBytes = 4 << 20

  /// Where a file of at least ``parallelReadingBytes`` and without a double quote is cut in
  /// two: just after the first line break at or after its middle; `nil` when it is read in one
  /// part (smaller, quoted, or without a line break in its second half).
  static func parallelSplit(of buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    guard buffer.count >= parallelReadingBytes, let base = buffer.baseAddress,
      memchr(base, 0x22, buffer.count) == nil,
      let newline = memchr(base + buffer.count / 2, 0x0A, buffer.count - buffer.count / 2)
    else { return nil }
    let split = UnsafePointer<UInt8>(newline.assumingMemoryBound(to: UInt8.self)) - base + 1
    return split < buffer.count ? split : nil
  }

  /// The columns read from a run of records: all of a file's, or one part's when it is read in
  /// two parts at once (``readColumns(_:delimiter:options:)``).
  private struct ColumnParts {
    let roles: ColumnRoles
    /// The header's number of fields, which every record has.
    let width: Int
    let declaredKind: XKind?
    /// How x reads: undecided until the first data row, unless the options say.
    var reading: XReading
    /// Dates that are numbers too, for the majority rule of an inferred kind.
    var datesThatAreNumbers = 0
    var xNumbers: [Double] = []
    var xDates = JSONParser.ParsedDates()
    var xStrings: [String] = []
    /// One column of numbers for each distinct y column (in `yOrder`).
    let yOrder: [Int]
    var yColumns: [[Double]]
    var rows = 0
    /// Where this run's first data record starts, for the room reserved in the columns.
    var dataStart: Int

    init(roles: ColumnRoles, width: Int, options: Options, dataStart: Int) {
      self.roles = roles
      self.width = width
      declaredKind = options.xKind
      reading =
        switch options.xKind {
        case nil: .undecided
        case .numeric?, .year?: .numbers
        case .date?: .dates
        case .categorical?: .categories
        }
      var order: [Int] = []
      for index in roles.ys where !order.contains(index) { order.append(index) }
      yOrder = order
      yColumns = Array(repeating: [], count: order.count)
      self.dataStart = dataStart
    }

    /// The same columns and reading, with no rows, for a part that starts at `dataStart`.
    func emptyCopy(dataStart: Int) -> ColumnParts {
      var copy = self
      copy.datesThatAreNumbers = 0
      copy.xNumbers = []
      copy.xDates = JSONParser.ParsedDates()
      copy.xStrings = []
      copy.yColumns = Array(repeating: [], count: yOrder.count)
      copy.rows = 0
      copy.dataStart = dataStart
      return copy
    }

    /// Adds one data record of `buffer`; `false` when it cannot be read directly.
    mutating func add(_ fields: [CSVTable.FieldRange], in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
      guard fields.count == width else { return false }
      // x
      let xField = fields[roles.x]
      if reading == .undecided {
        let text = xField.text(in: buffer).trimmingSpaces
        if parseNumber(text) != nil {
          reading = .numbers
        } else if ISO8601Date.seconds(from: text) != nil {
          reading = .dates
        } else {
          return false
        }
      }
      switch reading {
      case .numbers:
        guard let number = number(in: xField, of: buffer) ?? nil else { return false }
        xNumbers.append(number)
      case .dates:
        // Parsed once, here, from the cell's bytes (a date has no quote, so a cell with
        // doubled quotes is not one).
        let cell = xField.trimmedBytes(in: buffer)
        guard !xField.hasDoubledQuotes, let (seconds, hasTime) = ISO8601Date.parse(utf8: cell) else {
          return false
        }
        if declaredKind == nil, parseNumber(cell) != nil { datesThatAreNumbers += 1 }
        xDates.seconds.append(seconds)
        if hasTime { xDates.anyHasTime = true }
      case .categories:
        let text = xField.text(in: buffer).trimmingSpaces
        guard !text.isEmpty else { return false }
        xStrings.append(text)
      case .undecided:
        return false
      }
      // y
      for (position, index) in yOrder.enumerated() {
        guard let value = number(in: fields[index], of: buffer) else { return false }
        yColumns[position].append(value ?? .nan)
      }
      rows += 1
      if rows == JSONParser.pointsBeforeReserving {
        // Room for the rest at the rate so far, so that the columns are not copied as they
        // grow.
        let end = fields.last!.end
        let room = rows + JSONParser.expectedCount(done: rows, used: end - dataStart, left: buffer.count - end)
        for position in yColumns.indices { yColumns[position].reserveCapacity(room) }
        switch reading {
        case .numbers: xNumbers.reserveCapacity(room)
        case .dates: xDates.seconds.reserveCapacity(room)
        case .categories, .undecided: xStrings.reserveCapacity(room)
        }
      }
      return true
    }

    /// Room for `rows` rows in every column this reading fills.
    mutating func reserve(rows: Int) {
      for position in yColumns.indices { yColumns[position].reserveCapacity(rows) }
      switch reading {
      case .numbers: xNumbers.reserveCapacity(rows)
      case .dates: xDates.seconds.reserveCapacity(rows)
      case .categories, .undecided: xStrings.reserveCapacity(rows)
      }
    }

    /// Appends the rows of `other`, a later part read with the same columns and reading.
    mutating func append(_ other: ColumnParts) {
      datesThatAreNumbers += other.datesThatAreNumbers
      xNumbers += other.xNumbers
      xDates.seconds += other.xDates.seconds
      if other.xDates.anyHasTime { xDates.anyHasTime = true }
      xStrings += other.xStrings
      for position in yColumns.indices { yColumns[position] += other.yColumns[position] }
      rows += other.rows
    }
  }

  /// The two parts of a file read at once, each written by its own thread only.
  private final class PartsBox: @unchecked Sendable {
    var first: ColumnParts
    var second: ColumnParts
    var firstReadable = false
    var secondReadable = false

    init(first: ColumnParts, second: ColumnParts) {
      self.first = first
      self.second = second
    }
  }

  /// The file's bytes, read (never written) by both threads.
  private struct SendableBuffer: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<UInt8>
  }

  /// The number in a cell: `.some(nil)` for an empty cell (spaces and tabs only), `nil` when
  /// the cell is not a number or is larger in magnitude than a chart holds (the table reading
  /// then reports it with its line and column).
  private static func number(in field: CSVTable.FieldRange, of bytes: UnsafeBufferPointer<UInt8>) -> Double?? {
    func held(_ value: Double?) -> Double?? {
      guard let value, ChartValueLimits.holds(value) else { return nil }
      return .some(value)
    }
    if field.hasDoubledQuotes {
      let text = field.text(in: bytes).trimmingSpaces
      return text.isEmpty ? .some(nil) : held(parseNumber(text))
    }
    var start = field.start
    var end = field.end
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    if start == end { return .some(nil) }
    return held(parseNumber(UnsafeBufferPointer(rebasing: bytes[start..<end])))
  }

  /// Reads the file as a table of cells, then the columns from it, reporting the first problem
  /// with its line and field.
  private static func readTable(
    _ bytes: [UInt8], delimiter: UInt8, options: Options,
    fail: (ChartInputProblem.Location, String) -> ChartFileError
  ) throws(ChartFileError) -> ReadTable {
    let table: CSVTable
    do {
      table = try CSVTable.parse(bytes, delimiter: delimiter)
    } catch {
      throw fail(error.location, error.message)
    }
    let headers = Array(table.header.fields)
    let roles = try roles(headers: headers, headerLine: table.header.line, options: options, fail: fail)
    let xIndex = roles.x
    let yIndices = roles.ys
    let lowerIndices = roles.lowers
    let upperIndices = roles.uppers

    // The x axis.
    let xCells = table.rows.map { $0.fields[xIndex] }
    let xKind = options.xKind ?? inferKind(xCells)
    // When the kind was inferred, say why a cell does not fit and how to read it otherwise.
    let hint =
      options.xKind == nil
      ? " (most of the column is \(xKind == .date ? "dates" : "numbers"); --x-kind categorical reads it as categories)"
      : ""
    var xValues: [AXDataPoint.Value] = []
    for (row, cell) in zip(table.rows, xCells) {
      let location = ChartInputProblem.Location.lineColumn(line: row.line, column: xIndex + 1)
      let text = cell.trimmingSpaces
      guard !text.isEmpty else {
        throw fail(location, "the x value (\"\(headers[xIndex])\") is empty; every row needs one")
      }
      switch xKind {
      case .categorical:
        xValues.append(.category(text))
      case .numeric, .year:
        guard let number = parseNumber(text) else {
          throw fail(location, "expected a number for \"\(headers[xIndex])\", found \(quoted(cell))\(hint)")
        }
        // Checked here, where the cell's line and column are known.
        if let problem = ChartValueLimits.problem(with: number, isDate: false) { throw fail(location, problem) }
        xValues.append(.number(number))
      case .date:
        guard ISO8601Date.seconds(from: text) != nil else {
          throw fail(
            location,
            "expected an ISO 8601 date such as 2025-12-05 for \"\(headers[xIndex])\", found \(quoted(cell))\(hint)")
        }
        // Kept as written: the chart file reader tells calendar days from instants by whether
        // the text has a time of day.
        xValues.append(.category(text))
      }
    }

    // The series. Points without an interval go straight into number columns, as the chart
    // file reader takes them (a JSON object per point costs ten times the memory and a third
    // of the time).
    var series: [JSONObject] = []
    var pointColumns: [Int: JSONParser.PointColumns] = [:]
    for (seriesIndex, yIndex) in yIndices.enumerated() {
      var columns = JSONParser.PointColumns()
      for (rowIndex, row) in table.rows.enumerated() {
        func number(at index: Int) throws(ChartFileError) -> Double? {
          let text = row.fields[index].trimmingSpaces
          if text.isEmpty { return nil }
          guard let value = parseNumber(text) else {
            throw fail(
              .lineColumn(line: row.line, column: index + 1),
              "expected a number or an empty cell for \"\(headers[index])\", found \(quoted(row.fields[index]))")
          }
          // Checked here, where the cell's line and column are known.
          if let problem = ChartValueLimits.problem(with: value, isDate: false) {
            throw fail(.lineColumn(line: row.line, column: index + 1), problem)
          }
          return value
        }
        if lowerIndices.isEmpty {
          let y = try number(at: yIndex)
          switch xValues[rowIndex] {
          case .number(let x): columns.xNumbers.append(x)
          case .category(let x): columns.xStrings.append(x)
          }
          columns.ys.append(y ?? .nan)
          columns.count += 1
          continue
        }
        var point = JSONObject()
        switch xValues[rowIndex] {
        case .number(let x): point["x"] = .number(x)
        case .category(let x): point["x"] = .string(x)  // a category, or a date's ISO 8601 text
        }
        let y = try number(at: yIndex)
        point["y"] = y.map(JSONValue.number) ?? .null
        let lowerIndex = lowerIndices[seriesIndex]
        let upperIndex = upperIndices[seriesIndex]
        let lower = try number(at: lowerIndex)
        let upper = try number(at: upperIndex)
        switch (lower, upper) {
        case (nil, nil): break
        case (let lower?, let upper?):
          guard lower <= upper else {
            throw fail(
              .lineColumn(line: row.line, column: lowerIndex + 1),
              "the lower bound \(JSONWriter.numberText(lower)) is above the upper bound \(JSONWriter.numberText(upper))"
            )
          }
          guard let y else {
            throw fail(.lineColumn(line: row.line, column: yIndex + 1), "a missing value cannot have an interval")
          }
          guard (lower...upper).contains(y) else {
            throw fail(
              .lineColumn(line: row.line, column: yIndex + 1),
              "\(JSONWriter.numberText(y)) is outside its interval \(JSONWriter.numberText(lower)) to \(JSONWriter.numberText(upper))"
            )
          }
          point["ci"] = .array([.number(lower), .number(upper)])
        default:
          throw fail(
            .lineColumn(line: row.line, column: (lower == nil ? lowerIndex : upperIndex) + 1),
            "an interval needs both bounds; this cell is empty")
        }
        columns.irregularIndices.append(columns.count)
        columns.irregularValues.append(.object(point))
        columns.count += 1
      }
      pointColumns[seriesIndex] = columns
      series.append(
        seriesEntry(name: headers[yIndex], xKind: xKind, hasIntervals: !lowerIndices.isEmpty, options: options))
    }
    return ReadTable(headers: headers, columns: roles, xKind: xKind, series: series, pointColumns: pointColumns)
  }

  /// The x kind the cells show: numeric when more than half of the non-empty cells are
  /// numbers, a date axis when more than half are ISO 8601 dates, categories otherwise. A majority,
  /// not every cell, so that one mistyped date or number is reported where it is instead of
  /// silently turning the axis into categories.
  private static func inferKind(_ cells: [String]) -> XKind {
    let trimmed = cells.map(\.trimmingSpaces).filter { !$0.isEmpty }
    guard !trimmed.isEmpty else { return .categorical }
    if trimmed.count(where: { parseNumber($0) != nil }) * 2 > trimmed.count { return .numeric }
    if trimmed.count(where: { ISO8601Date.seconds(from: $0) != nil }) * 2 > trimmed.count { return .date }
    return .categorical
  }

  /// A decimal number: optional sign, digits with an optional fraction, optional exponent.
  /// Refuses NaN, Infinity, hexadecimal and grouped numbers ("1,234").
  static func parseNumber(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { parseNumber($0) }
  }

  /// The same number syntax, read from a cell's UTF-8 bytes in one pass: the syntax is checked
  /// while the digits are gathered. A number of at most 15 significant digits and a decimal
  /// exponent within ±22 is computed exactly there (Clinger's fast path, as the JSON reader
  /// computes its numbers); any other goes to the standard library's correctly rounded
  /// conversion, so both give the nearest `Double`. `nil` for a number too large to be finite.
  static func parseNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var decimal = DecimalDigits()
    guard decimal.scan(bytes) else { return nil }
    if let exact = decimal.exactValue { return exact }
    guard let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
    return value
  }

  /// A decimal number's sign, digits and exponent, gathered by `scan(_:)`.
  private struct DecimalDigits {
    var negative = false
    /// The significant digits (leading zeros left out) while there are at most 15 of them.
    var mantissa: UInt64 = 0
    var significantDigits = 0
    /// The power of ten the mantissa is multiplied by.
    var exponent = 0
    /// An exponent written with more than three digits' worth (above 400): left to the
    /// standard library.
    var exponentIsLarge = false

    /// Reads `bytes` as an optional sign, digits with an optional fraction (at least one digit
    /// in all) and an optional exponent (`e` or `E`, an optional sign, at least one digit);
    /// `false` when they are anything else.
    @inline(__always)
    mutating func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
      var index = 0
      let count = bytes.count
      if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      let integerEnd = gatherDigits(bytes, from: index)
      var mantissaDigits = integerEnd - index
      index = integerEnd
      if index < count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        let fractionEnd = gatherDigits(bytes, from: index)
        mantissaDigits += fractionEnd - index
        exponent -= fractionEnd - index
        index = fractionEnd
      }
      guard mantissaDigits > 0 else { return false }
      if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        index += 1
        var sign = 1
        if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
          if bytes[index] == UInt8(ascii: "-") { sign = -1 }
          index += 1
        }
        var explicit = 0
        var exponentDigits = 0
        while index < count, case let digit = bytes[index] &- UInt8(ascii: "0"), digit < 10 {
          if explicit <= 400 { explicit = explicit * 10 + Int(digit) } else { exponentIsLarge = true }
          exponentDigits += 1
          index += 1
        }
        guard exponentDigits > 0 else { return false }
        if explicit > 400 { exponentIsLarge = true }
        exponent += sign * explicit
      }
      return index == count
    }

    /// Adds the run of digits that starts at `start` to the mantissa (a zero before the first
    /// significant digit is not one of them) and returns where the run ends. The digits are
    /// gathered in local variables, which stay in registers.
    @inline(__always)
    private mutating func gatherDigits(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
      var index = start
      var mantissa = self.mantissa
      var significantDigits = self.significantDigits
      while index < bytes.count {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { break }
        if mantissa != 0 || digit != 0 { significantDigits += 1 }
        if significantDigits <= 15 { mantissa = mantissa * 10 + UInt64(digit) }
        index += 1
      }
      self.mantissa = mantissa
      self.significantDigits = significantDigits
      return index
    }

    /// The value when it can be computed exactly: at most 15 significant digits, and zero or a
    /// power of ten within ±22 (both operands exact `Double`s, so the one multiplication or
    /// division rounds correctly); `nil` otherwise.
    @inline(__always)
    var exactValue: Double? {
      guard significantDigits <= 15, !exponentIsLarge else { return nil }
      if mantissa == 0 { return negative ? -0.0 : 0 }
      guard Swift.abs(exponent) <= 22 else { return nil }
      let magnitude = Double(mantissa)
      let value =
        exponent < 0
        ? magnitude / JSONParser.exactPowersOfTen[-exponent] : magnitude * JSONParser.exactPowersOfTen[exponent]
      return negative ? -value : value
    }
  }

  private static func quoted(_ text: String) -> String {
    text.isEmpty ? "an empty cell" : "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
  }
}

extension String {
  /// Without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    // Most cells have no surrounding space: no copy for them.
    if let first = utf8.first, let last = utf8.last, first != 0x20, first != 0x09, last != 0x20, last != 0x09 {
      return self
    }
    var slice = Substring(self)
    while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
    while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
    return String(slice)
  }
}
