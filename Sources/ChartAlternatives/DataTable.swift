public import ChartAccessibility
public import Foundation

/// A chart's data as a table: one row per x value, one column per series, for readers who want
/// the numbers themselves (WCAG 1.1.1's text alternative for a chart's data).
///
///     let table = DataTable(chart: chart)
///     print(table.string(format: .text))
///     // Test Date: Dec 5, IQ Score (IQ points): 105 IQ points, …
///
/// A histogram's table has a row per bin and a box plot's a row per group (see
/// `distributionCells(chart:series:language:locale:)`), and a heatmap's is its matrix (see
/// `heatmapCells(chart:series:)`), and a stack's has its layers then a Total column (see
/// `stackCells(chart:series:language:locale:)`); for every other chart:
///
/// **Rows.** The series are aligned on x: a row holds the points of every series at one x value,
/// and a cell is blank where a series has no point there. Rows run in x order: numbers and dates
/// ascending, categories in the axis' `categoryOrder` (a category not on the axis after them, in
/// the order first met). A series with several points at one x value (a scatter plot) gives that
/// x as many rows: the k-th point of each series at that x is in the k-th of them.
///
/// **Columns.** The x column comes first (a row header), then for each series, in chart order:
/// its y values, its interval bounds (when any point of the series has an interval), its values
/// on each additional axis (when any point has one) and its point labels (when any point has
/// one). Headers are the axis titles and series names, with the axis' unit in parentheses where
/// the format has one and the title does not already say it ("Temperature (degrees Celsius)");
/// with several series each series' columns start with its name ("Oslo", "Oslo lower bound").
/// (The text format, read aloud, leaves the unit out of the header: each value says it.)
///
/// **Cells.** Each cell's text is exactly what `describe --points` says for that value
/// (`AXChartDescriptor.pointValueTexts(_:context:)`, the axes' own
/// providers, so the chart's locale and time zone): the table and the spoken description never
/// disagree, except that the HTML and Markdown tables say a unit word once, in the header
/// ("Life expectancy (years)" over "74.5", not "74.5 years" in every cell; see
/// ``Column/headerSaysUnit``). A missing y value reads "no value" in the table's language, as it is spoken. Each cell also has a raw text,
/// written by `AXChartDescriptor.rawValueText(_:on:)`: unrounded numbers
/// and ISO 8601 dates, for CSV.
///
/// Building the table sorts the points once (O(n log n) for n points, a few machine words per
/// point); the cells of a row are written only when the row is read, so a large table streams
/// (``write(format:chunkSize:to:)``).
public struct DataTable {
  /// The chart the table shows.
  public let chart: AXChartDescriptor
  /// The series shown, as indices into `chart.series`, in chart order.
  public let seriesIndices: [Int]
  /// For each series of the chart, its place in ``seriesIndices`` (-1 when not shown): a cell
  /// finds its series in constant time, so a table is linear in the number of series.
  private let groupOfSeries: [Int]
  /// The language of the caption and of the headers the table makes up.
  public let language: LanguagePack
  /// The columns, x first.
  public let columns: [Column]
  /// Per row: the row's x value and, per column group (one per shown series), the index of the
  /// series' point in that row, or -1 for a blank.
  private let rows: [Row]
  /// The spoken and raw cells of a histogram's or box plot's table (its bins or groups), made
  /// up front; `nil` for other charts.
  private var distributionRows: (texts: [[String]], raw: [[String]])?

  private struct Row {
    var x: AXDataPoint.Value
    var points: [Int]
  }

  /// One column of the table.
  public struct Column: Hashable, Sendable {
    /// What the column holds.
    public enum Role: Hashable, Sendable {
      /// The x values (the row headers).
      case x
      /// The y values of the series (an index into `chart.series`).
      case y(series: Int)
      /// The lower bounds of the series' intervals.
      case lowerBound(series: Int)
      /// The upper bounds of the series' intervals.
      case upperBound(series: Int)
      /// The series' values on an additional axis (an index into `chart.additionalAxes`).
      case additional(series: Int, axis: Int)
      /// The series' point labels.
      case label(series: Int)
      /// A candlestick series' open, high, low, close or volume (`AXDataSeriesDescriptor.ohlc`),
      /// in place of its y column.
      case ohlc(series: Int, field: OHLCColumns.Field)
    }

    /// The header without the unit: "Temperature", "Oslo".
    public var title: String
    /// The axis' unit, when the title does not already name it: "degrees Celsius", "USD".
    public var unit: String?
    public var role: Role
    /// Whether the header says the unit word of the column's values, in ``unit`` or in the title
    /// ("Life expectancy (years)"): the HTML and Markdown tables then write the cells without it
    /// ("74.5", not "74.5 years" under that header); the text format, whose headers leave the unit
    /// out, keeps it in every value. A currency is a code in the header and a symbol in each cell.
    public var headerSaysUnit = false

    /// The header: the title with the unit in parentheses, "Temperature (degrees Celsius)".
    public var header: String { unit.map { "\(title) (\($0))" } ?? title }

    public init(title: String, unit: String?, role: Role) {
      self.title = title
      self.unit = unit
      self.role = role
    }
  }

  /// The table of `chart`, or of one of its series.
  ///
  /// - Parameters:
  ///   - chart: a valid chart (as read from a chart file or CSV); any chart works, but points
  ///     whose category is not on the axis sort after the axis' categories.
  ///   - series: the index of the only series to show (0-based, in `chart.series`), or `nil`
  ///     for all of them. Out of range shows no series (and no rows).
  ///   - language: the language of the caption and of the headers the table makes up ("Lower
  ///     bound", "Series 2"); the chart's own titles and values are kept as they are.
  ///   - locale: the locale of numbers in made-up headers (the interval level, "97,5 %").
  public init(
    chart: AXChartDescriptor, series: Int? = nil, language: LanguagePack = .english,
    locale: Locale = Locale(identifier: "en_US")
  ) {
    self.chart = chart
    self.language = language
    let shown = series.map { chart.series.indices.contains($0) ? [$0] : [] } ?? Array(chart.series.indices)
    seriesIndices = shown
    var groups = [Int](repeating: -1, count: chart.series.count)
    for (group, index) in shown.enumerated() { groups[index] = group }
    groupOfSeries = groups
    if let cells = Self.distributionCells(chart: chart, series: shown, language: language, locale: locale)
      ?? Self.heatmapCells(chart: chart, series: shown)
      ?? Self.stackCells(chart: chart, series: shown, language: language, locale: locale)
    {
      columns = cells.columns
      distributionRows = (cells.texts, cells.raw)
      rows = []
      return
    }
    columns = Self.columns(chart: chart, series: shown, language: language, locale: locale)
    rows = Self.rows(chart: chart, series: shown)
  }

  /// The number of data rows (not counting the header row).
  public var rowCount: Int { distributionRows?.texts.count ?? rows.count }

  /// The table's caption: the chart's title (or "Untitled chart") and the number of rows.
  public var caption: String {
    let title = chart.title.flatMap { $0.isEmpty ? nil : $0 } ?? language.text("describe.untitled")
    return language.text("table.caption", ["title": .text(title), "rows": .count(rowCount)])
  }

  /// The spoken texts of row `index` (`0..<rowCount`), one per column: "" for a blank cell.
  /// With `unitsInHeaders`, the values of a column whose header says their unit
  /// (``Column/headerSaysUnit``) are written without it, as the HTML and Markdown tables show
  /// them.
  public func texts(ofRow index: Int, unitsInHeaders: Bool = false) -> [String] {
    cells(ofRow: index, raw: false, units: !unitsInHeaders)
  }

  /// The raw texts of row `index`, one per column: unrounded numbers, ISO 8601 dates, labels
  /// and categories as they are; "" for a blank cell and for a missing y value.
  public func rawTexts(ofRow index: Int) -> [String] {
    cells(ofRow: index, raw: true)
  }

  /// `units` false: the columns whose header says the unit get their values without it (the
  /// other columns' values have no unit word to leave out).
  private func cells(ofRow index: Int, raw: Bool, units: Bool = true) -> [String] {
    if let distributionRows { return raw ? distributionRows.raw[index] : distributionRows.texts[index] }
    let row = rows[index]
    var result: [String] = []
    result.reserveCapacity(columns.count)
    var texts: [Int: PointValueTexts] = [:]
    func pointTexts(_ group: Int) -> PointValueTexts? {
      let pointIndex = row.points[group]
      guard pointIndex >= 0 else { return nil }
      if let known = texts[group] { return known }
      let point = chart.series[seriesIndices[group]].point(at: pointIndex)
      let made = chart.pointValueTexts(point, language: language, units: units)
      texts[group] = made
      return made
    }
    func point(_ series: Int) -> AXDataPoint? {
      let group = groupOfSeries[series]
      guard group >= 0, row.points[group] >= 0 else { return nil }
      return chart.series[series].point(at: row.points[group])
    }
    for column in columns {
      switch column.role {
      case .x:
        if raw {
          result.append(chart.rawValueText(row.x, on: chart.xAxis))
        } else {
          let group = row.points.firstIndex { $0 >= 0 }!
          result.append(pointTexts(group)!.x)
        }
      case .y(let series):
        guard let point = point(series) else {
          result.append("")
          continue
        }
        if raw {
          result.append(point.y.map(AXChartDescriptor.rawNumberText) ?? "")
        } else {
          result.append(pointTexts(groupOfSeries[series])!.y)
        }
      case .lowerBound(let series), .upperBound(let series):
        let isLower = if case .lowerBound = column.role { true } else { false }
        guard let point = point(series), let interval = point.confidenceInterval else {
          result.append("")
          continue
        }
        if raw {
          result.append(AXChartDescriptor.rawNumberText(isLower ? interval.lowerBound : interval.upperBound))
        } else {
          let texts = pointTexts(groupOfSeries[series])!
          result.append((isLower ? texts.intervalLower : texts.intervalUpper) ?? "")
        }
      case .additional(let series, let axis):
        guard let point = point(series), axis < point.additionalValues.count else {
          result.append("")
          continue
        }
        if raw {
          result.append(chart.rawValueText(point.additionalValues[axis], on: chart.additionalAxes[axis]))
        } else {
          result.append(pointTexts(groupOfSeries[series])!.additional[axis])
        }
      case .label(let series):
        result.append(point(series)?.label ?? "")
      case .ohlc(let series, let field):
        let group = groupOfSeries[series]
        guard group >= 0, row.points[group] >= 0, let ohlc = chart.series[series].ohlc else {
          result.append("")
          continue
        }
        let value = ohlc.value(field, at: row.points[group])
        if raw {
          result.append(value.isNaN ? "" : AXChartDescriptor.rawNumberText(value))
        } else {
          result.append(chart.ohlcText(value, field: field, units: units || !column.headerSaysUnit))
        }
      }
    }
    return result
  }

  // MARK: Building

  private static func columns(
    chart: AXChartDescriptor, series shown: [Int], language: LanguagePack, locale: Locale
  ) -> [Column] {
    func column(_ title: String, on axis: (any AXDataAxisDescriptor)?, _ role: Column.Role) -> Column {
      var column = Column(title: title, unit: axis.flatMap { unit(of: $0, title: title) }, role: role)
      let words = (axis as? AXNumericDataAxisDescriptor)?.valueFormat?.unit
      column.headerSaysUnit = words.map { !$0.other.isEmpty } ?? false
      return column
    }
    var columns = [column(title(of: chart.xAxis, fallback: "x"), on: chart.xAxis, .x)]
    let several = shown.count > 1
    for index in shown {
      let series = chart.series[index]
      let name = chart.seriesName(at: index, language: language)
      let prefix = several ? name + " " : ""
      let yTitle: String
      if several {
        yTitle = name
      } else {
        let axisTitle = chart.yAxis?.title ?? ""
        yTitle =
          axisTitle.isEmpty
          ? (series.name.flatMap { $0.isEmpty ? nil : $0 } ?? language.text("csv.valueAxis")) : axisTitle
      }
      if chart.kind == .candlestick, let ohlc = series.ohlc, ohlc.count == series.pointCount {
        // A candlestick's four prices (and its volume) instead of the close alone.
        let fields: [OHLCColumns.Field] =
          ohlc.volume == nil ? [.open, .high, .low, .close] : OHLCColumns.Field.allCases
        for field in fields {
          let title = prefix + language.text("table.ohlc", ["field": .text(field.rawValue)])
          columns.append(column(title, on: field == .volume ? nil : chart.yAxis, .ohlc(series: index, field: field)))
        }
        continue
      }
      columns.append(column(yTitle, on: chart.yAxis, .y(series: index)))
      // A series kept as number columns has no intervals, additional values or labels; its
      // points are not made into objects to find that out.
      let points = series.plainPointColumns == nil ? series.dataPoints : []
      if points.contains(where: { $0.confidenceInterval != nil }) {
        // The level as a percentage in the language's way ("95%", "95 %", "97,5 %").
        let levelText = series.confidenceLevel.map { level -> String in
          let percent = ValueFormatter.round(level * 100, fractionDigits: 2)
          let number = locale.withDecimalSeparator(
            percent.rounded() == percent ? String(Int(percent)) : String(percent))
          return language.text("table.level", ["level": .number(percent, text: number)])
        }
        var bound: [String: MessageArgument] = [
          "series": .optional(several ? name : nil), "level": .optional(levelText),
        ]
        bound["side"] = "lower"
        columns.append(column(language.text("table.bound", bound), on: nil, .lowerBound(series: index)))
        bound["side"] = "upper"
        columns.append(column(language.text("table.bound", bound), on: nil, .upperBound(series: index)))
      }
      for (axisIndex, axis) in chart.additionalAxes.enumerated()
      where points.contains(where: { axisIndex < $0.additionalValues.count }) {
        let axisTitle =
          prefix
          + title(of: axis, fallback: language.text("table.additionalAxis", ["number": .count(axisIndex + 1)]))
        columns.append(column(axisTitle, on: axis, .additional(series: index, axis: axisIndex)))
      }
      if points.contains(where: { !($0.label ?? "").isEmpty }) {
        columns.append(
          column(
            language.text("table.label", ["series": .optional(several ? name : nil)]), on: nil, .label(series: index)))
      }
    }
    return columns
  }

  private static func title(of axis: any AXDataAxisDescriptor, fallback: String) -> String {
    axis.title.isEmpty ? fallback : axis.title
  }

  /// The unit of `axis` for a header: the format's unit (its plural form) or a currency's code;
  /// `nil` when the format has neither or `title` already names it.
  static func unit(of axis: any AXDataAxisDescriptor, title: String) -> String? {
    guard let format = (axis as? AXNumericDataAxisDescriptor)?.valueFormat else { return nil }
    let unit: String
    if let forms = format.unit {
      unit = forms.other
    } else if case .currency(let code) = format.style {
      unit = code
    } else {
      return nil
    }
    guard !unit.isEmpty, !title.lowercased().contains(unit.lowercased()) else { return nil }
    return unit
  }

  /// Aligns the series on x (see the type's documentation).
  private static func rows(chart: AXChartDescriptor, series shown: [Int]) -> [Row] {
    // Every x value gets a sortable key: the number itself, or the category's place on the
    // axis (categories not on it after those, in the order first met).
    var categoryRank: [String: Int] = [:]
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      for (rank, category) in categorical.categoryOrder.enumerated() where categoryRank[category] == nil {
        categoryRank[category] = rank
      }
    }
    var entries: [(key: Double, group: Int, point: Int)] = []
    entries.reserveCapacity(shown.reduce(0) { $0 + chart.series[$1].pointCount })
    for (group, seriesIndex) in shown.enumerated() {
      // Number columns: the x is the key, and no point objects are made.
      if let plain = chart.series[seriesIndex].plainPointColumns {
        for pointIndex in 0..<plain.count { entries.append((plain.x[pointIndex], group, pointIndex)) }
        continue
      }
      for (pointIndex, point) in chart.series[seriesIndex].dataPoints.enumerated() {
        let key: Double
        switch point.x {
        case .number(let x): key = x
        case .category(let category):
          if let rank = categoryRank[category] {
            key = Double(rank)
          } else {
            let rank = categoryRank.count
            categoryRank[category] = rank
            key = Double(rank)
          }
        }
        entries.append((key, group, pointIndex))
      }
    }
    entries.sort { ($0.key, $0.group, $0.point) < ($1.key, $1.group, $1.point) }
    var rows: [Row] = []
    var seen = [Int](repeating: 0, count: shown.count)
    var start = 0
    while start < entries.count {
      var end = start + 1
      while end < entries.count && entries[end].key == entries[start].key { end += 1 }
      // Within one x value: the k-th point of each series goes to the k-th row.
      let firstRow = rows.count
      for entry in entries[start..<end] { seen[entry.group] = 0 }  // only the groups at this x
      for entry in entries[start..<end] {
        let k = seen[entry.group]
        seen[entry.group] += 1
        if firstRow + k == rows.count {
          let x = chart.series[shown[entry.group]].point(at: entry.point).x
          rows.append(Row(x: x, points: [Int](repeating: -1, count: shown.count)))
        }
        rows[firstRow + k].points[entry.group] = entry.point
      }
      start = end
    }
    return rows
  }
}
