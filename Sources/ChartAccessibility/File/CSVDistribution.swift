import TrendStatistics

/// Reads a CSV file with a header row as a distribution: a histogram of one number column, or a
/// box plot of a number column grouped by a column of group names.
///
/// - One column of numbers (`age`): a histogram of it.
/// - A value column and a group column (`student,class,score` with the group `class` and the
///   values `score`): one box per group, in the order groups first appear.
///
/// Empty value cells are missing and skipped. Locations in errors are the 1-based line and field.
/// ``decide(_:fileName:options:)`` says whether a file is one (for `--chart auto`) and why.
public enum CSVDistribution {
  /// How to read a CSV file as a distribution.
  public struct Options: Sendable, Hashable {
    /// ``ChartKind/histogram`` or ``ChartKind/boxPlot``; `nil` decides from the file
    /// (``decide(_:fileName:options:)``).
    public var kind: ChartKind?
    /// The header of the observations' column; default the only number column besides the group.
    public var valueColumn: String?
    /// The header of the group names' column; default none for a histogram, for a box plot the
    /// first text column whose values repeat.
    public var groupColumn: String?
    /// The histogram's bins.
    public var binning: HistogramBinning
    /// The chart title; default none.
    public var title: String?
    /// The field separator, one ASCII character.
    public var delimiter: Character

    public init(
      kind: ChartKind? = nil, valueColumn: String? = nil, groupColumn: String? = nil,
      binning: HistogramBinning = .automatic, title: String? = nil, delimiter: Character = ","
    ) {
      self.kind = kind
      self.valueColumn = valueColumn
      self.groupColumn = groupColumn
      self.binning = binning
      self.title = title
      self.delimiter = delimiter
    }
  }

  /// What to read a file as: the kind and the columns, with the reason for a choice that was not
  /// given (for a note).
  public struct Plan: Sendable, Hashable {
    public var kind: ChartKind
    public var valueColumn: String
    public var groupColumn: String?
    /// Why the kind was chosen, when the options did not give it: "one number column",
    /// "score by class, whose values repeat".
    public var reason: String?
  }

  /// Whether the first 1,000 rows of a file look like a distribution for `--chart auto` (one
  /// number column, or a text column whose values repeat beside one number column): a cheap
  /// test before ``decide(_:fileName:options:)`` reads the whole file. `false` for a file that
  /// does not parse (the ordinary reading reports it).
  public static func mayBeDistribution(_ bytes: [UInt8], delimiter: Character = ",") -> Bool {
    guard let survey = try? Survey(bytes, fileName: nil, delimiter: delimiter, maximumRows: 1000) else {
      return false
    }
    if survey.headers.count == 1 { return survey.isNumber.first == true }
    let numbers = survey.isNumber.count { $0 }
    return numbers >= 1 && survey.headers.indices.contains { survey.repeats[$0] && !survey.isNumber[$0] }
  }

  /// The plan for a file: the options' kind and columns, or, when the kind is not given, a
  /// histogram of a file with one number column, or a box plot of the one number column by a
  /// text column whose values repeat (at most half as many distinct values as rows; the
  /// `groupColumn` when given, else the first such column); `nil` when the file is neither (it
  /// is read as an ordinary chart). Throws the problems of a file that cannot be what the
  /// options ask.
  public static func decide(_ bytes: [UInt8], fileName: String?, options: Options) throws(ChartFileError) -> Plan? {
    // One column is a histogram's (or no distribution) by its first rows: the reading then
    // locates any later cell that is not a number. Other files are surveyed whole.
    var survey = try Survey(bytes, fileName: fileName, delimiter: options.delimiter, maximumRows: 1_000)
    if survey.headers.count != 1 { survey = try Survey(bytes, fileName: fileName, delimiter: options.delimiter) }
    func fail(_ message: String) -> ChartFileError {
      .invalid([ChartInputProblem(file: fileName, location: .line(survey.headerLine), message: message)])
    }
    func index(of name: String, option: String) throws(ChartFileError) -> Int {
      guard let index = survey.headers.firstIndex(of: name) else {
        let suggestion = closestMatch(to: name, in: survey.headers).map { "; did you mean \"\($0)\"?" } ?? ""
        throw fail(
          "\(option) \"\(name)\" is not a column\(suggestion) (columns: \(survey.headers.joined(separator: ", ")))")
      }
      return index
    }
    var given: Int?
    if let name = options.valueColumn { given = try index(of: name, option: "--value-column") }
    var groupGiven: Int?
    if let name = options.groupColumn { groupGiven = try index(of: name, option: "--group-column") }
    // A column numbering the rows (1, 2, 3, …) beside other number columns identifies the
    // observations; it holds no values.
    var numberColumns = survey.headers.indices.filter { survey.isNumber[$0] && $0 != groupGiven }
    if numberColumns.count > 1 { numberColumns.removeAll { survey.isRowNumber[$0] } }
    var reason: String?
    var kind = options.kind
    var group = groupGiven
    if kind == nil {
      if survey.headers.count == 1 && survey.isNumber[0] {
        kind = .histogram
        reason = "one number column"
      } else {
        let repeating = survey.headers.indices.filter { survey.repeats[$0] && !survey.isNumber[$0] }
        let candidate = groupGiven ?? repeating.first
        let values = given.map { [$0] } ?? numberColumns.filter { $0 != candidate }
        guard let candidate, !survey.isNumber[candidate], survey.repeats[candidate], values.count == 1 else {
          if given != nil || groupGiven != nil {
            throw fail(
              "--value-column and --group-column need a number column and a column of group names whose values repeat; give --chart histogram or --chart box"
            )
          }
          return nil
        }
        kind = .boxPlot
        group = candidate
        reason = "\(survey.headers[values[0]]) by \(survey.headers[candidate]), whose values repeat"
      }
    }
    guard let kind, kind.isDistribution else { return nil }
    var value = given
    if value == nil {
      let candidates = numberColumns.filter { $0 != group }
      if candidates.count == 1 {
        value = candidates[0]
      } else if survey.headers.count == 1 {
        value = 0
      } else {
        throw fail(
          candidates.isEmpty
            ? "no column holds numbers only; name the values with --value-column"
            : "several columns hold numbers (\(candidates.map { survey.headers[$0] }.joined(separator: ", "))); name the values with --value-column"
        )
      }
    }
    if kind == .boxPlot && group == nil {
      guard let first = survey.headers.indices.first(where: { !survey.isNumber[$0] && $0 != value }) else {
        throw fail("a box plot needs a column of group names; name it with --group-column")
      }
      group = first
    }
    return Plan(
      kind: kind, valueColumn: survey.headers[value!], groupColumn: group.map { survey.headers[$0] }, reason: reason)
  }

  /// Reads the file by `plan`: a histogram (one series of all values, or one per group) or a box
  /// plot (one series per group), declared as such (``AXChartDescriptor/kind``). A value cell
  /// that is not a number, and a group without values, are errors.
  public static func decode(
    _ bytes: [UInt8], fileName: String?, plan: Plan, options: Options, context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    guard let delimiter = options.delimiter.asciiValue else {
      throw .invalid([
        ChartInputProblem(file: fileName, location: .whole, message: "the delimiter must be one ASCII character")
      ])
    }
    var headers: [String] = []
    var valueIndex = -1
    var groupIndex: Int?
    // At most one value a line: reserved at once, so that the array never grows by copying
    // (10⁷ values take 80 MB, not up to twice that).
    let lines = bytes.withUnsafeBufferPointer { Self.lineCount($0) }
    var values: [Double] = []
    values.reserveCapacity(lines)
    // Each value's group, 4 bytes a row (a file has far fewer than 2³² groups), reserved at once
    // as the values are.
    var groupOfRow: [UInt32] = []
    var groupNames: [String] = []
    var groupNumbers: [String: Int] = [:]
    var problem: ChartInputProblem?
    do {
      try bytes.withUnsafeBufferPointer { (buffer) throws(CSVTable.ParseError) in
        try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
          if headers.isEmpty {
            headers = fields.map { $0.text(in: buffer).trimmingSpaces }
            valueIndex = headers.firstIndex(of: plan.valueColumn) ?? -1
            groupIndex = plan.groupColumn.flatMap { headers.firstIndex(of: $0) }
            if groupIndex != nil { groupOfRow.reserveCapacity(lines) }
            return valueIndex >= 0
          }
          let group: Int
          if let groupIndex {
            let name = fields[groupIndex].text(in: buffer).trimmingSpaces
            if let known = groupNumbers[name] {
              group = known
            } else {
              group = groupNames.count
              groupNumbers[name] = group
              groupNames.append(name)
            }
          } else {
            group = 0
          }
          let field = fields[valueIndex]
          let number: Double
          switch field.number(in: buffer) {
          case .blank: return true
          case .number(let value) where value.isFinite: number = value
          default:
            problem = ChartInputProblem(
              file: fileName, location: .lineColumn(line: line, column: valueIndex + 1),
              message:
                "\(plan.valueColumn) must hold numbers for a \(plan.kind == .histogram ? "histogram" : "box plot"), found \"\(field.text(in: buffer))\""
            )
            return false
          }
          values.append(number)
          if groupIndex != nil { groupOfRow.append(UInt32(truncatingIfNeeded: group)) }
          return true
        }
      }
    } catch {
      throw .invalid([ChartInputProblem(file: fileName, location: error.location, message: error.message)])
    }
    if let problem { throw .invalid([problem]) }
    // Rows grouped: one array of values per group, in order of first appearance, each reserved
    // at its size (counted first) so that none grows by copying; the rows' arrays are then let
    // go before the groups are sorted. Peak: 8 + 4 + 8 bytes a row, never the growing arrays'
    // slack.
    var groups: [(name: String, values: [Double])]
    if groupIndex != nil {
      var sizes = [Int](repeating: 0, count: groupNames.count)
      for group in groupOfRow { sizes[Int(group)] += 1 }
      var byGroup = groupNames.indices.map { index in
        var reserved: [Double] = []
        reserved.reserveCapacity(sizes[index])
        return (name: groupNames[index], values: reserved)
      }
      for (value, group) in zip(values, groupOfRow) { byGroup[Int(group)].values.append(value) }
      values = []
      groupOfRow = []
      if let empty = byGroup.first(where: { $0.values.isEmpty }) {
        throw .invalid([
          ChartInputProblem(
            file: fileName, location: .whole,
            message: "the group \"\(empty.name)\" of \(plan.groupColumn ?? "") has no values in \(plan.valueColumn)")
        ])
      }
      groups = consume byGroup
    } else {
      if values.isEmpty {
        throw .invalid([
          ChartInputProblem(file: fileName, location: .whole, message: "\(plan.valueColumn) has no values")
        ])
      }
      // Handed over, not copied: the distribution sorts them in place.
      groups = [(plan.valueColumn, consume values)]
    }
    let chart = makeChart(
      kind: plan.kind, groups: consume groups, valueTitle: plan.valueColumn, groupTitle: plan.groupColumn,
      binning: options.binning, title: options.title, context: context)
    let problems = chart.validate()
    if !problems.isEmpty {
      throw .invalid(problems.map { ChartInputProblem(file: fileName, location: .whole, message: $0.message) })
    }
    return chart
  }

  /// A histogram or box plot of named groups of observations: x is the values' axis (a
  /// histogram's bins) or the groups' (a box plot's), y the counts or the values. Each group's
  /// values are sorted in place when the caller hands `groups` over (`consume`).
  public static func makeChart(
    kind: ChartKind, groups: consuming [(name: String, values: [Double])], valueTitle: String, groupTitle: String?,
    binning: HistogramBinning = .automatic, title: String? = nil, context: FormattingContext = .default
  ) -> AXChartDescriptor {
    let language = context.language
    // The values that choose the axis' digits: the first 65,536 of each group, as given.
    let sample = groups.flatMap { $0.values.prefix(65_536) }
    let names = groups.map(\.name)
    var distributions: [SeriesDistribution] = []
    for index in groups.indices {
      var values: [Double] = []
      swap(&values, &groups[index].values)
      distributions.append(SeriesDistribution(values: consume values, binning: binning))
    }
    let series = names.map { AXDataSeriesDescriptor(name: $0, isContinuous: false, dataPoints: []) }
    for (entry, distribution) in zip(series, distributions) { entry.setDistribution(distribution, kind: kind) }
    let xAxis: any AXDataAxisDescriptor
    let yAxis: AXNumericDataAxisDescriptor
    if kind == .boxPlot {
      xAxis = AXCategoricalDataAxisDescriptor(title: groupTitle ?? "", categoryOrder: names)
      let all = distributions.compactMap(\.box)
      let low = all.map(\.minimum).min() ?? 0
      let high = all.map(\.maximum).max() ?? 0
      yAxis = numericAxis(
        title: valueTitle, range: low...max(low, high),
        values: sample, context: context)
    } else {
      let edges = distributions.compactMap(\.bins).flatMap(\.edges)
      let low = edges.min() ?? 0
      let high = edges.max() ?? 0
      xAxis = numericAxis(
        title: valueTitle, range: low...max(low, high), values: edges + sample,
        context: context)
      let top = Double(distributions.compactMap(\.bins).flatMap(\.counts).max() ?? 0)
      yAxis = numericAxis(title: language.text("axis.count"), range: 0...top, values: [0, 1], context: context)
    }
    let chart = AXChartDescriptor(title: title, xAxis: xAxis, yAxis: yAxis, series: series)
    chart.kind = kind
    return chart
  }

  /// A numeric axis whose values are written with the digits `values` need (as a chart file's
  /// axis without a format).
  static func numericAxis(
    title: String, range: ClosedRange<Double>, values: [Double], context: FormattingContext
  ) -> AXNumericDataAxisDescriptor {
    let axis = AXNumericDataAxisDescriptor(
      title: title, range: range, gridlinePositions: [], valueDescriptionProvider: { _ in "" })
    axis.useFormatter(
      ValueFormatter(
        format: nil, valueKind: .number, context: context,
        defaults: .derived(from: values, format: nil, valueKind: .number, context: context)))
    axis.rangeIsDerivedFromData = true
    return axis
  }

  /// The number of line feeds in `bytes`: an upper bound of a file's records after the header
  /// (plus one for a last line without a line feed).
  static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1
    for byte in bytes where byte == 0x0A { count += 1 }
    return count
  }

  /// What the first reading learns of a file: headers, which columns hold numbers only (empty
  /// cells allowed), and which repeat their values.
  struct Survey {
    var headers: [String] = []
    var headerLine = 1
    var isNumber: [Bool] = []
    var repeats: [Bool] = []
    /// Whether the column counts the rows: 1, 2, 3, … (or 0, 1, 2, …), one more each row.
    var isRowNumber: [Bool] = []

    /// Reads the header and up to `maximumRows` rows (all by default).
    init(_ bytes: [UInt8], fileName: String?, delimiter: Character, maximumRows: Int = .max) throws(ChartFileError) {
      guard let delimiter = delimiter.asciiValue else {
        throw .invalid([
          ChartInputProblem(file: fileName, location: .whole, message: "the delimiter must be one ASCII character")
        ])
      }
      var distinct: [Set<String>] = []
      var rows = 0
      var headers: [String] = []
      var headerLine = 1
      var isNumber: [Bool] = []
      var hasNumber: [Bool] = []
      var isDate: [Bool] = []
      var isRowNumber: [Bool] = []
      var previous: [Double] = []
      do {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CSVTable.ParseError) in
          try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
            if headers.isEmpty {
              headers = fields.map { $0.text(in: buffer).trimmingSpaces }
              headerLine = line
              isNumber = [Bool](repeating: true, count: fields.count)
              hasNumber = isNumber.map { _ in false }
              distinct = [Set<String>](repeating: [], count: fields.count)
              isDate = isNumber
              isRowNumber = isNumber
              previous = [Double](repeating: -1, count: fields.count)
              return true
            }
            if rows == maximumRows { return false }
            rows += 1
            for (index, field) in fields.enumerated() {
              if isNumber[index] {
                switch field.number(in: buffer) {
                case .blank: continue
                case .number(let number):
                  if isRowNumber[index] {
                    isRowNumber[index] = rows == 1 ? (number == 0 || number == 1) : number == previous[index] + 1
                    previous[index] = number
                  }
                  hasNumber[index] = true
                  continue
                case .text: isNumber[index] = false
                }
              }
              // Distinct values of text columns, up to more than half the rows seen; dates are
              // not group names.
              let text = field.text(in: buffer).trimmingSpaces
              if isDate[index] && !text.isEmpty && ISO8601Date.parse(text) == nil { isDate[index] = false }
              if distinct[index].count <= rows / 2 + 1 { distinct[index].insert(text) }
            }
            return true
          }
        }
      } catch {
        throw .invalid([ChartInputProblem(file: fileName, location: error.location, message: error.message)])
      }
      self.headers = headers
      self.headerLine = headerLine
      self.isNumber = zip(isNumber, hasNumber).map { $0 && $1 }
      self.isRowNumber = zip(isRowNumber, self.isNumber).map { $0 && $1 && rows >= 3 }
      self.repeats = distinct.indices.map { rows >= 2 && !isDate[$0] && distinct[$0].count * 2 <= rows }
    }
  }
}
