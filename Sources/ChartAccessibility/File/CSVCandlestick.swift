/// Reads a CSV file of periods with open, high, low and close prices as a candlestick chart.
///
/// The price columns are found by their headers, `open`, `high`, `low` and `close` in any case
/// (and an optional `volume`); the x column is `--x-column` (``CSVChart/Options/xColumn``) or
/// the first other column, dates or numbers as in any CSV chart. Other columns (a ticker,
/// `Adj Close`) are ignored. A row whose four prices are empty is a gap; a row with some prices
/// empty, a high below its low, or an open or close outside the high–low range is an error
/// located at its line and column.
public enum CSVCandlestick {
  /// The headers of the price columns, as written in the file.
  public struct Columns: Sendable, Hashable {
    public var open: String
    public var high: String
    public var low: String
    public var close: String
    public var volume: String?
  }

  /// The price columns of a header row: the headers equal to `open`, `high`, `low`, `close` and
  /// `volume` ignoring case and surrounding spaces (the first of each); `nil` unless all four
  /// prices are there.
  public static func columns(in headers: [String]) -> Columns? {
    func find(_ name: String) -> String? {
      headers.first { $0.trimmingSpaces.lowercased() == name }
    }
    guard let open = find("open"), let high = find("high"), let low = find("low"), let close = find("close") else {
      return nil
    }
    return Columns(open: open, high: high, low: low, close: close, volume: find("volume"))
  }

  /// The price columns of a file's header row (for `--chart auto`), or `nil` when it has not all
  /// four, or does not parse.
  public static func detect(_ bytes: [UInt8], delimiter: Character = ",") -> Columns? {
    guard let separator = delimiter.asciiValue else { return nil }
    var headers: [String]?
    bytes.withUnsafeBufferPointer { buffer in
      try? CSVTable.forEachRecord(in: buffer, delimiter: separator) { _, fields in
        headers = fields.map { $0.text(in: buffer) }
        return false
      }
    }
    return headers.flatMap(columns(in:))
  }

  /// Decodes and validates CSV bytes as a candlestick chart: one continuous series named by the
  /// close column, whose points are the periods with y the close, and the prices in
  /// ``AXDataSeriesDescriptor/ohlc``. The y axis spans the lows and highs. `options` gives the x
  /// column and kind, the titles and the delimiter; its y and interval columns are not used.
  public static func decode(
    _ bytes: [UInt8], fileName: String? = nil, options: CSVChart.Options = CSVChart.Options(),
    context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    func fail(_ location: ChartInputProblem.Location, _ message: String) -> ChartFileError {
      .invalid([ChartInputProblem(file: fileName, location: location, message: message)])
    }
    guard let delimiter = options.delimiter.asciiValue else {
      throw fail(.whole, "the delimiter must be one ASCII character other than a quote or a line break")
    }
    // The header row alone (the rows are read once, into number columns, by CSVChart).
    var header: (line: Int, names: [String])?
    do {
      try bytes.withUnsafeBufferPointer { (buffer) throws(CSVTable.ParseError) in
        try CSVTable.forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
          header = (line, fields.map { $0.text(in: buffer) })
          return false
        }
      }
    } catch {
      throw fail(error.location, error.message)
    }
    guard let header else { throw fail(.line(1), "the file is empty; expected a header row") }
    let headers = header.names
    guard let columns = columns(in: headers) else {
      throw fail(
        .line(header.line),
        "a candlestick chart needs columns named open, high, low and close (any case); the columns are \(headers.map { "\"\($0)\"" }.joined(separator: ", "))"
      )
    }
    let priceNames = [columns.open, columns.high, columns.low, columns.close] + (columns.volume.map { [$0] } ?? [])
    let xColumn = options.xColumn ?? headers.first { !priceNames.contains($0) }
    guard let xColumn else {
      throw fail(.line(header.line), "there is no column left for the periods (x); name it with --x-column")
    }
    var chartOptions = options
    chartOptions.xColumn = xColumn
    chartOptions.yColumns = priceNames
    chartOptions.lowerColumns = []
    chartOptions.upperColumns = []
    // Every price column is read and checked (a bad cell is reported where it is), but only
    // the close is made a series of the chart: it is the candlestick's one series, and the
    // other columns are its prices.
    let read = try CSVChart.read(bytes, fileName: fileName, options: chartOptions)
    let closeChart = try CSVChart.chart(
      from: read.keepingSeries(3), fileName: fileName, options: chartOptions, context: context)
    let ohlc = OHLCColumns(
      open: read.yColumn(ofSeries: 0), high: read.yColumn(ofSeries: 1), low: read.yColumn(ofSeries: 2),
      close: read.yColumn(ofSeries: 3), volume: columns.volume == nil ? nil : read.yColumn(ofSeries: 4))
    // Each bad period where it is written: its line, and the column of the price at fault (the
    // file is read as a table of lines only when there is one).
    var problems: [ChartInputProblem] = []
    var table: CSVTable?
    for period in 0..<ohlc.count {
      guard let problem = ohlc.problem(at: period) else { continue }
      if table == nil { table = try? CSVTable.parse(bytes, delimiter: delimiter) }
      let fieldHeader =
        switch problem.field {
        case .open: columns.open
        case .high: columns.high
        case .low: columns.low
        case .close: columns.close
        case .volume: columns.volume ?? columns.close
        }
      let line = table.map { period < $0.rows.count ? $0.rows[period].line : header.line } ?? header.line
      let column = (headers.firstIndex(of: fieldHeader) ?? 0) + 1
      problems.append(
        ChartInputProblem(file: fileName, location: .lineColumn(line: line, column: column), message: problem.message))
    }
    guard problems.isEmpty else { throw .invalid(problems) }

    let series = closeChart.series[0]
    series.isContinuous = options.isContinuous ?? true
    series.ohlc = ohlc
    var yNumbers: [Double] = []
    yNumbers.reserveCapacity(ohlc.count * 2)
    for period in 0..<ohlc.count where !ohlc.isMissing(period) {
      yNumbers.append(ohlc.low[period])
      yNumbers.append(ohlc.high[period])
    }
    let yAxis =
      ChartFileDecoder().makeAxis(
        ChartFileDecoder.AxisSpec(kind: .numeric, title: options.yTitle ?? columns.close),
        values: ChartFileDecoder.AxisValues(numbers: yNumbers), dateSyntax: nil, context: context)
      as! AXNumericDataAxisDescriptor
    let chart = AXChartDescriptor(
      title: options.title, summary: nil, xAxis: closeChart.xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    chart.kind = .candlestick
    return chart
  }
}
