/// A problem found while importing another tool's chart: where in its JSON (a JSON pointer into
/// the figure, spec or MAIDR document) and what. The importers turn it into a
/// ``ChartInputProblem`` with the file's name.
struct ImportProblem: Error {
  var pointer: JSONPointer
  var message: String

  init(_ pointer: JSONPointer, _ message: String) {
    self.pointer = pointer
    self.message = message
  }

  /// "… is not supported yet": for a feature of the source format that would change the chart
  /// and that AudioGraph cannot show yet (a trace type, a mark, a transform).
  static func notSupported(_ pointer: JSONPointer, _ what: String) -> ImportProblem {
    ImportProblem(pointer, "\(what) is not supported yet")
  }

  /// A stacked area scaled to 100% (Plotly's `groupnorm`, Vega-Lite's `stack: "normalize"` on an
  /// area, MAIDR's `stacked_normalized_area`): refused, as AudioGraph has normalized bars but
  /// no normalized area chart to read it into.
  static func normalizedArea(_ pointer: JSONPointer, _ spelling: String) -> ImportProblem {
    ImportProblem(
      pointer,
      "a normalised stacked area (\(spelling)) is not supported yet: AudioGraph has normalized bars, not normalized areas"
    )
  }
}

extension ImportProblem {
  /// This problem as the located error every importer throws: the file, the JSON pointer into
  /// the figure or spec, and the message.
  func chartFileError(fileName: String?) -> ChartFileError {
    .invalid([ChartInputProblem(file: fileName, location: .pointer(pointer.description), message: message)])
  }
}

extension [ImportedChart] {
  /// The charts as descriptors, in order; the first chart that cannot be made stops the import.
  func descriptors(fileName: String?, context: FormattingContext) throws(ChartFileError) -> [AXChartDescriptor] {
    var descriptors: [AXChartDescriptor] = []
    for chart in self { descriptors.append(try chart.descriptor(fileName: fileName, context: context)) }
    return descriptors
  }
}

/// One chart read from another tool's format, in the terms of the chart file: axes, series of
/// points as columns (x as numbers, dates as seconds since 1970, or category names; y as
/// numbers, NaN where missing), reference lines. ``descriptor(fileName:context:)`` decodes it
/// with the chart file's own decoder, so an imported chart is validated exactly as a chart file.
struct ImportedChart {
  /// The x axis kinds of the chart file.
  enum XKind: String {
    case numeric, date, year, categorical
  }

  /// One series: its name, whether it is a line, and its points.
  struct Series {
    var name: String
    var isContinuous: Bool
    /// x of each point for a numeric, year or date axis (dates in seconds since 1970).
    var xNumbers: [Double] = []
    /// x of each point for a categorical axis.
    var xStrings: [String] = []
    /// y of each point; NaN is a missing value.
    var ys: [Double] = []
    /// For a histogram or box plot: the series' data in the chart file's distribution form
    /// (`values`, with `bins` edges or not; `bins` with counts; or `box`), written instead of
    /// points.
    var distribution: [(String, JSONValue)]?
    /// For a candlestick chart: the prices of each point (NaN where a period has none), at
    /// ``xNumbers`` or ``xStrings``; written as the chart file's price points.
    var prices: (open: [Double], high: [Double], low: [Double], close: [Double])?
    /// Each point's interval (an error bar: the chart file's `ci`), `nil` where a point has
    /// none; `nil` for a series without error bars.
    var intervals: [ClosedRange<Double>?]?

    var count: Int { prices?.close.count ?? ys.count }
  }

  /// Where in the source the chart comes from (a trace, a subplot, a spec), for problems found
  /// only when the chart is validated.
  var source: JSONPointer
  /// The chart's declared kind, when the source says it (a bar trace, a line mark); `nil` leaves
  /// it to inference (a subplot mixing bars and lines).
  var kind: ChartKind?
  var title: String?
  var contentDirection: String?
  var xKind: XKind = .numeric
  var xTitle = ""
  var yTitle = ""
  /// The category order of a categorical x axis; `nil` is the order of first appearance.
  var categories: [String]?
  /// Whether the categories have a natural order; `nil` leaves it to the chart file's default.
  var categoriesOrdered: Bool?
  /// `format` objects of the chart file (style, unit, currency, fractionDigits, date).
  var xFormat: JSONObject?
  var yFormat: JSONObject?
  /// `log10` for a logarithmic axis; `nil` is linear.
  var xScale: String?
  var yScale: String?
  /// `referenceLines` entries of the chart file.
  var referenceLines: [JSONValue] = []
  var series: [Series] = []
  /// A heatmap's `grid` (row labels, their title and order, values); its columns are
  /// ``categories``. `nil` for every other kind.
  var grid: JSONObject?

  init(source: JSONPointer) {
    self.source = source
  }

  /// Whether a numeric x axis holds calendar years: whole numbers from 1000 to 2999 under no
  /// title or a title naming years ("Year", "year of birth"). Plotly and MAIDR write years as
  /// plain numbers; a chart of years reads "in 2010", not "at 2,010".
  var xIsYears: Bool {
    guard xKind == .numeric, xScale == nil, xFormat == nil,
      xTitle.isEmpty || xTitle.lowercased().contains("year")
    else { return false }
    var any = false
    for series in series {
      for x in series.xNumbers {
        guard x >= 1000, x < 3000, x.rounded() == x else { return false }
        any = true
      }
    }
    return any
  }

  /// The chart file document (points left empty) and its points as columns, by series index.
  func document() -> (JSONObject, [Int: JSONParser.PointColumns]) {
    var document = JSONObject()
    let xKind = xIsYears ? XKind.year : xKind
    if let kind { document["kind"] = .string(kind.rawValue) }
    if let title, !title.isEmpty { document["title"] = .string(title) }
    if let contentDirection { document["contentDirection"] = .string(contentDirection) }
    var xAxis = JSONObject([("kind", .string(xKind.rawValue)), ("title", .string(xTitle))])
    if xKind == .categorical {
      if let categories { xAxis["categories"] = .array(categories.map(JSONValue.string)) }
      if let categoriesOrdered { xAxis["ordered"] = .bool(categoriesOrdered) }
    }
    if let xScale { xAxis["scale"] = .string(xScale) }
    if let xFormat { xAxis["format"] = .object(xFormat) }
    document["xAxis"] = .object(xAxis)
    var yAxis = JSONObject([("kind", .string("numeric")), ("title", .string(yTitle))])
    if let yScale { yAxis["scale"] = .string(yScale) }
    if let yFormat { yAxis["format"] = .object(yFormat) }
    document["yAxis"] = .object(yAxis)
    if !referenceLines.isEmpty { document["referenceLines"] = .array(referenceLines) }
    var entries: [JSONValue] = []
    var columns: [Int: JSONParser.PointColumns] = [:]
    if let grid {
      document["grid"] = .object(grid)
      return (document, columns)
    }
    for (index, series) in series.enumerated() {
      if let distribution = series.distribution {
        entries.append(.object(JSONObject([("name", .string(series.name))] + distribution)))
        continue
      }
      if let prices = series.prices {
        entries.append(
          .object(
            JSONObject([
              ("name", .string(series.name)), ("isContinuous", .bool(true)),
              ("points", .array(pricePoints(series, prices, xKind: xKind))),
            ])))
        continue
      }
      if let intervals = series.intervals {
        entries.append(
          .object(
            JSONObject([
              ("name", .string(series.name)), ("isContinuous", .bool(series.isContinuous)),
              ("points", .array(intervalPoints(series, intervals, xKind: xKind))),
            ])))
        continue
      }
      entries.append(
        .object(
          JSONObject([
            ("name", .string(series.name)), ("isContinuous", .bool(series.isContinuous)), ("points", .array([])),
          ])))
      var column = JSONParser.PointColumns()
      column.count = series.count
      if xKind == .categorical { column.xStrings = series.xStrings } else { column.xNumbers = series.xNumbers }
      column.ys = series.ys
      columns[index] = column
    }
    document["series"] = .array(entries)
    return (document, columns)
  }

  /// A series' points with their intervals: x, y (`null` where missing) and `ci` where the
  /// point has an interval.
  private func intervalPoints(_ series: Series, _ intervals: [ClosedRange<Double>?], xKind: XKind) -> [JSONValue] {
    series.ys.indices.map { index in
      let x: JSONValue =
        xKind == .categorical ? .string(series.xStrings[index]) : .number(series.xNumbers[index])
      let y = series.ys[index]
      var point = JSONObject([("x", x), ("y", y.isNaN ? .null : .number(y))])
      if let interval = intervals[index] {
        point["ci"] = .array([.number(interval.lowerBound), .number(interval.upperBound)])
      }
      return .object(point)
    }
  }

  /// A candlestick series' points: x and the four prices, or `"y": null` for a period without
  /// prices (a gap).
  private func pricePoints(
    _ series: Series, _ prices: (open: [Double], high: [Double], low: [Double], close: [Double]), xKind: XKind
  ) -> [JSONValue] {
    var points: [JSONValue] = []
    points.reserveCapacity(prices.close.count)
    for index in prices.close.indices {
      let x: JSONValue =
        xKind == .categorical ? .string(series.xStrings[index]) : .number(series.xNumbers[index])
      let four = [prices.open[index], prices.high[index], prices.low[index], prices.close[index]]
      if four.allSatisfy(\.isNaN) {
        points.append(.object(JSONObject([("x", x), ("y", .null)])))
      } else {
        points.append(
          .object(
            JSONObject(
              [("x", x)] + zip(["open", "high", "low", "close"], four).map { ($0, $1.isNaN ? .null : .number($1)) })))
      }
    }
    return points
  }

  /// The chart as a validated descriptor. A problem the chart file's validation finds is
  /// reported at ``source`` with the chart file's pointer in the message.
  func descriptor(fileName: String?, context: FormattingContext) throws(ChartFileError) -> AXChartDescriptor {
    let (document, columns) = document()
    do {
      let chart = try ChartFile.decode(.object(document), pointColumns: columns, fileName: fileName, context: context)
      // A stack's y axis spans the stacked layers, so Apple-side code and the sound see the
      // whole stack (the chart file's own reading leaves that to the commands).
      if let kind, kind.isLayered { chart.setLayered(kind) }
      return chart
    } catch {
      guard case .invalid(let problems) = error else { throw error }
      throw .invalid(
        problems.map {
          ChartInputProblem(
            file: fileName, location: .pointer(source.description),
            message: "the chart read from here is not valid: \($0.location): \($0.message)")
        })
    }
  }
}

/// Reading values of another tool's JSON with located problems.
enum ImportJSON {
  static func object(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> JSONObject {
    guard case .object(let object)? = value else {
      throw ImportProblem(pointer, "expected an object, found \(value?.typeDescription ?? "nothing")")
    }
    return object
  }

  static func array(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> [JSONValue] {
    guard case .array(let array)? = value else {
      throw ImportProblem(pointer, "expected an array, found \(value?.typeDescription ?? "nothing")")
    }
    return array
  }

  /// A string, or `nil` when absent or null.
  static func string(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case let other?: throw ImportProblem(pointer, "expected a string, found \(other.typeDescription)")
    }
  }

  /// A title given as a string or as `{"text": …}` (Plotly's and Vega-Lite's two forms); a list
  /// of lines (Vega-Lite) is joined with spaces.
  static func title(_ value: JSONValue?, at pointer: JSONPointer) throws(ImportProblem) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?: return text
    case .array(let lines)?:
      return try lines.enumerated().map { (index, line) throws(ImportProblem) in
        try string(line, at: pointer / index) ?? ""
      }.joined(separator: " ")
    case .object(let object)?: return try title(object["text"], at: pointer / "text")
    case let other?: throw ImportProblem(pointer, "expected a title (a string), found \(other.typeDescription)")
    }
  }
}

extension ImportedChart.XKind {
  /// Whether the x values are numbers (dates as seconds).
  var isNumber: Bool { self != .categorical }
}

/// Number formats (d3-format, which both Plotly and Vega-Lite use) and affixes as the chart
/// file's `format`: `%` is a fraction shown as percent, `$` currency (US dollars, d3's default
/// locale), a prefix or suffix of a currency sign a currency, any other suffix a unit.
enum ImportedFormat {
  /// The chart file format for a d3 format specifier and Plotly's `tickprefix`/`ticksuffix`,
  /// or `nil` when they say nothing about units.
  static func format(d3 specifier: String?, prefix: String? = nil, suffix: String? = nil) -> JSONObject? {
    var format = JSONObject()
    if let specifier, !specifier.isEmpty, !specifier.contains("%Y"), !specifier.hasPrefix("%") || specifier == "%" {
      if let type = specifier.last, type == "%" {
        format["style"] = .string("fraction")
      } else if specifier.contains("$") {
        format["style"] = .string("currency")
        format["currency"] = .string("USD")
      }
      if let digits = fractionDigits(specifier) { format["fractionDigits"] = .number(Double(digits)) }
    }
    let prefix = prefix?.trimmingSpaces ?? ""
    let suffix = suffix?.trimmingSpaces ?? ""
    if let currency = currencyCodes[prefix] ?? currencyCodes[suffix] {
      format["style"] = .string("currency")
      format["currency"] = .string(currency)
    } else if suffix == "%" {
      format["style"] = .string("percent")
    } else if !suffix.isEmpty {
      format["unit"] = .string(suffix)
    }
    return format.members.isEmpty ? nil : format
  }

  /// The digits after `.` in a d3 specifier such as `,.2f` or `.1%`, for the fixed-point types.
  private static func fractionDigits(_ specifier: String) -> Int? {
    guard let dot = specifier.lastIndex(of: ".") else { return nil }
    let rest = specifier[specifier.index(after: dot)...]
    let digits = rest.prefix { $0.isASCII && $0.isNumber }
    guard let value = Int(digits), let type = rest.dropFirst(digits.count).first, "f%".contains(type) else {
      return nil
    }
    return value
  }

  /// Currency signs written as affixes, and their ISO 4217 codes.
  static let currencyCodes: [String: String] = [
    "$": "USD", "US$": "USD", "USD": "USD", "€": "EUR", "EUR": "EUR", "£": "GBP", "GBP": "GBP", "¥": "JPY",
    "JPY": "JPY", "CHF": "CHF", "₹": "INR", "₩": "KRW",
  ]
}
