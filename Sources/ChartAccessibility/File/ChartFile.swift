import Foundation
import TrendStatistics

/// The chart file format (JSON, version 1): reading, validating and writing descriptors.
///
///     let chart = try ChartFile.read(path: "Fixtures/charts/iq-scores.json")
///     let json = try ChartFile.encode(chart)   // reads back equal
///
/// A numeric, date or year axis without `range` spans the lowest to the highest value on it; for
/// the y axis that includes the confidence-interval bounds (`ci`), so an audio graph gives every
/// bound a pitch of its own.
///
/// Reading refuses unknown keys (with a suggestion for near misses), wrong types, NaN and
/// Infinity, duplicate keys and everything ``AXChartDescriptor/validate()`` finds, and reports
/// all problems at once, each with the file name and a JSON pointer.
public enum ChartFile {
  /// The newest format version this package reads and the one it writes.
  public static let currentVersion = 1

  /// Reads and validates the chart file at `path`.
  ///
  /// - Parameters:
  ///   - path: the file's path, absolute or relative to the working directory.
  ///   - context: the locale, calendar and time zone of the value descriptions the axes'
  ///     `valueDescriptionProvider`s produce.
  /// - Throws: ``ChartFileError/cannotOpen(path:reason:)`` when the file cannot be read,
  ///   ``ChartFileError/invalid(_:)`` with every problem when it is not a valid chart.
  public static func read(path: String, context: FormattingContext = .default) throws(ChartFileError)
    -> AXChartDescriptor
  {
    var decoder = ChartFileDecoder()
    // In its own statement, so that the file's bytes are freed before the points are decoded.
    let document = try parse(readFile(path), fileName: path, into: &decoder)
    return try decode(document, with: &decoder, fileName: path, context: context)
  }

  /// Decodes and validates a chart file's bytes. `fileName` prefixes every problem.
  public static func decode(
    _ bytes: some Collection<UInt8>, fileName: String? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    var decoder = ChartFileDecoder()
    let document = try parse(Array(bytes), fileName: fileName, into: &decoder)
    return try decode(document, with: &decoder, fileName: fileName, context: context)
  }

  /// Parses a chart file's bytes, its points into `decoder`'s columns.
  private static func parse(
    _ bytes: [UInt8], fileName: String?, into decoder: inout ChartFileDecoder
  ) throws(ChartFileError) -> JSONValue {
    do {
      let parsed = try JSONParser.parseChart(bytes)
      decoder.pointColumns = parsed.points
      decoder.extensionNumberTexts = parsed.extensionNumberTexts
      return parsed.document
    } catch {
      throw .invalid([
        ChartInputProblem(
          file: fileName, location: .lineColumn(line: error.line, column: error.column),
          message: error.message)
      ])
    }
  }

  /// Validates and decodes an already parsed chart document.
  public static func decode(
    _ document: JSONValue, fileName: String? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    var decoder = ChartFileDecoder()
    return try decode(document, with: &decoder, fileName: fileName, context: context)
  }

  /// Decodes a document whose series' points are given as columns (the CSV reader's way).
  static func decode(
    _ document: JSONValue, pointColumns: [Int: JSONParser.PointColumns], fileName: String?,
    context: FormattingContext
  ) throws(ChartFileError) -> AXChartDescriptor {
    var decoder = ChartFileDecoder()
    decoder.pointColumns = pointColumns
    return try decode(document, with: &decoder, fileName: fileName, context: context)
  }

  private static func decode(
    _ document: JSONValue, with decoder: inout ChartFileDecoder, fileName: String?, context: FormattingContext
  ) throws(ChartFileError) -> AXChartDescriptor {
    let descriptor = decoder.decodeChart(document, context: context)
    var problems = decoder.problems
    if let descriptor, problems.isEmpty { problems = descriptor.validate() }
    guard let descriptor, problems.isEmpty else {
      throw .invalid(problems.map { ChartInputProblem(file: fileName, location: $0.location, message: $0.message) })
    }
    return descriptor
  }

  /// The chart file text of a valid descriptor.
  ///
  /// Value description closures cannot be saved: an axis keeps its ``ValueFormat`` only.
  /// - Throws: ``ChartFileError/invalid(_:)`` when ``AXChartDescriptor/validate()`` finds problems.
  public static func encode(_ descriptor: AXChartDescriptor) throws(ChartFileError) -> String {
    let problems = descriptor.validate()
    guard problems.isEmpty else { throw .invalid(problems) }
    let numberTexts = Dictionary(
      uniqueKeysWithValues: descriptor.extensionNumberTexts.map { ("/extensions" + $0.key, $0.value) })
    return JSONWriter.string(ChartFileEncoder.document(for: descriptor), numberTexts: numberTexts)
  }

  /// The largest chart file (JSON or CSV) read: 1 GiB, about 40 million points. Larger input
  /// (or an endless one such as `/dev/zero`) is refused with a "too large" problem rather than
  /// read until memory runs out.
  public static let maximumFileSize = 1 << 30

  /// The whole file at `path`, or a ``ChartFileError/cannotOpen(path:reason:)`` saying why not,
  /// or ``ChartFileError/invalid(_:)`` when it is larger than ``maximumFileSize``.
  public static func readFile(_ path: String) throws(ChartFileError) -> [UInt8] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .cannotOpen(path: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else { throw .cannotOpen(path: path, reason: "it is a directory") }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .cannotOpen(path: path, reason: errno == EACCES ? "permission denied" : String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    return try readAll(descriptor, name: path)
  }

  /// Every byte readable from an open file descriptor (a file, a pipe, standard input), up to
  /// ``maximumFileSize``. `name` names the input in errors. Throws
  /// ``ChartFileError/cannotOpen(path:reason:)`` when reading fails (a closed descriptor, an I/O
  /// error) and ``ChartFileError/invalid(_:)`` when the input is too large.
  public static func readAll(_ descriptor: Int32, name: String) throws(ChartFileError) -> [UInt8] {
    func readFailure(_ code: Int32) -> ChartFileError {
      .cannotOpen(path: name, reason: code == EBADF ? "it is closed" : String(cString: strerror(code)))
    }
    var bytes: [UInt8] = []
    let chunk = 1 << 20
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
      guard Int(info.st_size) <= maximumFileSize else { throw tooLarge(name) }
      // A regular file is read straight into the array, its size at once; what follows (a
      // file that grew meanwhile) is read below.
      let size = Int(info.st_size)
      var failure: Int32?
      bytes = [UInt8](unsafeUninitializedCapacity: size) { storage, initialized in
        while initialized < size {
          let count = Glibc.read(descriptor, storage.baseAddress! + initialized, size - initialized)
          if count < 0 {
            if errno == EINTR { continue }
            failure = errno
            return
          }
          if count == 0 { return }
          initialized += count
        }
      }
      if let failure { throw readFailure(failure) }
    }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunk, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = Glibc.read(descriptor, buffer.baseAddress!, chunk)
      if count < 0 {
        if errno == EINTR { continue }
        throw readFailure(errno)
      }
      if count == 0 { return bytes }
      guard bytes.count + count <= maximumFileSize else { throw tooLarge(name) }
      bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[..<count]))
    }
  }

  private static func tooLarge(_ name: String) -> ChartFileError {
    .invalid([
      ChartInputProblem(
        file: name, location: .whole,
        message: "the input is larger than 1 GiB, the largest chart AudioGraph reads; split the data or reduce it")
    ])
  }
}

/// The kind of an axis in a chart file: `year` is a numeric axis of calendar years
/// (``AXNumericDataAxisDescriptor/ValueKind/year``).
enum ChartAxisKind: String, CaseIterable {
  case numeric, date, year, categorical

  /// Whether values on the axis are numbers (numeric and year axes; dates are numbers too, but
  /// written as ISO 8601 strings).
  var isNumber: Bool { self == .numeric || self == .year }
}

/// Turns a parsed chart document into a descriptor, collecting every structural problem.
struct ChartFileDecoder {
  private(set) var problems: [ChartInputProblem] = []

  /// The points of each series (by index) that the parser read into columns, when the document
  /// came from ``JSONParser/parseChart(_:)``; such a series' `points` array in the document is
  /// empty. Each entry is removed as its series is decoded, so its memory goes early.
  var pointColumns: [Int: JSONParser.PointColumns] = [:]

  /// The numbers of `extensions` as written where their `Double` would be written otherwise, by
  /// pointer within `extensions`.
  var extensionNumberTexts: [String: String] = [:]

  mutating func report(_ pointer: JSONPointer, _ message: String) {
    problems.append(ChartInputProblem(location: .pointer(pointer.description), message: message))
  }

  /// The chart's `kind`, once read (it decides what a series' `values`, `bins` and `box` make).
  var declaredKind: ChartKind?

  /// The prices of the candlestick points read so far in the series being read.
  var ohlcBeingRead = OHLCAccumulator()

  /// How the dates on one axis are written, collected while reading: the axis' dates are
  /// calendar days when none is written with a time of day and every date given as seconds is
  /// midnight UTC (see ``AXNumericDataAxisDescriptor/DateValues``).
  struct DateSyntax {
    var count = 0
    var allCalendarDays = true

    /// `nil` when the axis has no dates at all.
    var dateValues: AXNumericDataAxisDescriptor.DateValues? {
      count == 0 ? nil : allCalendarDays ? .calendarDays : .instants
    }
  }

  /// The date syntax of each axis, at its ``AxisRole/index`` (an array, not a dictionary: it is
  /// updated once per date of a file that can have millions).
  private(set) var dateSyntax: [DateSyntax] = []

  /// Which axis of the chart a value belongs to.
  enum AxisRole: Hashable {
    case x, y
    case additional(Int)

    /// 0 for x, 1 for y, 2 + i for additional axis i.
    var index: Int {
      switch self {
      case .x: 0
      case .y: 1
      case .additional(let i): 2 + i
      }
    }
  }

  /// The date syntax collected for `role`; `nil` when it had no dates.
  func dateSyntax(of role: AxisRole) -> DateSyntax? {
    role.index < dateSyntax.count ? dateSyntax[role.index] : nil
  }

  /// An axis as the file describes it, before ranges and categories are derived from the data.
  struct AxisSpec {
    var kind: ChartAxisKind
    var title: String
    var range: ClosedRange<Double>?
    var gridlines: [Double] = []
    var scale: AXNumericDataAxisDescriptor.ScaleType = .linear
    var categories: [String]?
    var ordered: Bool?
    var format: ValueFormat?
  }

  // MARK: Document

  mutating func decodeChart(_ document: JSONValue, context: FormattingContext) -> AXChartDescriptor? {
    let root = JSONPointer.root
    guard
      let object = object(
        document, at: root,
        keys: [
          "version", "title", "summary", "summaryTemplate", "summaryTemplateLanguage", "language", "contentDirection",
          "nouns",
          "xAxis",
          "yAxis", "additionalAxes", "referenceLines", "series", "extensions", "colors", "darkColors",
          "kind", "grid",
        ])
    else { return nil }

    if let version = object["version"] {
      if case .number(let number) = version, number.rounded() == number, number >= 1 {
        if number > Double(ChartFile.currentVersion) {
          // A newer format may mean anything by its other keys: this is the only problem to report.
          problems = []
          report(
            root / "version",
            "version \(JSONWriter.numberText(number)) is newer than this AudioGraph reads (version \(ChartFile.currentVersion)); update AudioGraph"
          )
          return nil
        }
      } else {
        report(root / "version", "the version must be a whole number, 1 for this format, found \(describe(version))")
      }
    }
    if let name = string(object["kind"], at: root / "kind") {
      if let kind = ChartKind(rawValue: name) {
        declaredKind = kind
      } else {
        let names = ChartKind.allCases.map(\.rawValue)
        let suggestion = closestMatch(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        report(
          root / "kind",
          "unknown chart kind \"\(name)\"\(suggestion) (expected one of \(names.joined(separator: ", ")))")
      }
    }
    let title = string(object["title"], at: root / "title")
    let summary = string(object["summary"], at: root / "summary")
    let template = string(object["summaryTemplate"], at: root / "summaryTemplate")
    // A language code: "de", "fr", "pt-BR" (BCP 47's language, then subtags).
    func languageCode(_ key: String) -> String? {
      guard let code = string(object[key], at: root / key) else { return nil }
      guard code.range(of: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", options: .regularExpression) != nil else {
        report(root / key, "expected a language code such as de, fr or pt-BR")
        return nil
      }
      return code
    }
    let templateLanguage = languageCode("summaryTemplateLanguage")
    let language = languageCode("language")
    var direction = AXChartDescriptor.ContentDirection.leftToRight
    if let name = string(object["contentDirection"], at: root / "contentDirection") {
      if let parsed = AXChartDescriptor.ContentDirection(fileName: name) {
        direction = parsed
      } else {
        report(
          root / "contentDirection",
          "unknown content direction \"\(name)\"; expected one of \(AXChartDescriptor.ContentDirection.allFileNames.joined(separator: ", "))"
        )
      }
    }
    let nouns = object["nouns"].flatMap { decodeNouns($0, at: root / "nouns") }
    let colors = object["colors"].flatMap { decodeColorScheme($0, at: root / "colors") }
    let darkColors = object["darkColors"].flatMap { decodeColorScheme($0, at: root / "darkColors") }

    var xSpec: AxisSpec?
    if let xAxis = object["xAxis"] {
      xSpec = decodeAxis(xAxis, at: root / "xAxis", role: .x, kindRequired: true)
    } else {
      report(root / "xAxis", "the required key xAxis is missing")
    }
    var ySpec: AxisSpec?
    if let yAxis = object["yAxis"] {
      ySpec = decodeAxis(yAxis, at: root / "yAxis", role: .y, kindRequired: false)
      if let kind = ySpec?.kind, !kind.isNumber {
        report(root / "yAxis" / "kind", "the y axis must be numeric, found \(kind.rawValue)")
        ySpec = nil
      }
    }
    var additionalSpecs: [AxisSpec?] = []
    if let axes = array(object["additionalAxes"], at: root / "additionalAxes") {
      for (index, axis) in axes.enumerated() {
        additionalSpecs.append(
          decodeAxis(axis, at: root / "additionalAxes" / index, role: .additional(index), kindRequired: true))
      }
    }

    var referenceLines: [ReferenceLine] = []
    if let lines = array(object["referenceLines"], at: root / "referenceLines") {
      for (index, line) in lines.enumerated() {
        if let decoded = decodeReferenceLine(line, at: root / "referenceLines" / index, x: xSpec, y: ySpec) {
          referenceLines.append(decoded)
        }
      }
    }

    var series: [AXDataSeriesDescriptor] = []
    if let list = array(object["series"], at: root / "series") {
      if list.isEmpty { report(root / "series", "a chart needs at least one series") }
      for (index, entry) in list.enumerated() {
        if let decoded = decodeSeries(
          entry, at: root / "series" / index, x: xSpec, additional: additionalSpecs,
          columns: pointColumns.removeValue(forKey: index))
        {
          series.append(decoded)
        }
      }
    } else if object["series"] == nil && declaredKind != .heatmap {
      report(root / "series", "the required key series is missing")
    }
    let heatmapGrid = decodeHeatmapGrid(object, x: xSpec, at: root)
    if let heatmapGrid { series = AXChartDescriptor.heatmapSeries(heatmapGrid) }

    guard problems.isEmpty, let xSpec else { return nil }
    let additionalResolved = additionalSpecs.compactMap { $0 }

    // Build the axes, deriving what the file left out from the data: one pass over the points
    // for every axis' values, gathered as plain numbers (a chart can have millions of points).
    // A single series kept as columns lends its x column as it is (no copy), and its y column
    // when no value is missing.
    var xValues = AxisValues(kind: xSpec.kind, capacity: 0)
    var yNumbers: [Double] = []
    var additionalValues = additionalResolved.map { AxisValues(kind: $0.kind, capacity: 0) }
    if series.count == 1, let plain = series[0].plainPointColumns {
      xValues.numbers = plain.x
      yNumbers = plain.y.contains(where: \.isNaN) ? plain.y.filter { !$0.isNaN } : plain.y
    } else {
      let pointCount = series.reduce(0) { $0 + $1.pointCount }
      xValues = AxisValues(kind: xSpec.kind, capacity: pointCount)
      yNumbers.reserveCapacity(pointCount)
      for entry in series {
        if let plain = entry.plainPointColumns {
          xValues.numbers += plain.x
          for y in plain.y where !y.isNaN { yNumbers.append(y) }
          continue
        }
        for point in entry.dataPoints {
          xValues.append(point.x)
          if let y = point.y { yNumbers.append(y) }
          if let interval = point.confidenceInterval {
            yNumbers.append(interval.lowerBound)
            yNumbers.append(interval.upperBound)
          }
          for (index, value) in point.additionalValues.enumerated() where index < additionalValues.count {
            additionalValues[index].append(value)
          }
        }
      }
    }
    // A candlestick's y axis spans its highs and lows, not only its closes.
    for entry in series {
      guard declaredKind == .candlestick, let ohlc = entry.ohlc else { continue }
      yNumbers += ohlc.high.filter { !$0.isNaN }
      yNumbers += ohlc.low.filter { !$0.isNaN }
    }
    let xAxis = makeAxis(xSpec, values: xValues, dateSyntax: dateSyntax(of: .x), context: context)
    let yAxis = ySpec.map {
      makeAxis($0, values: AxisValues(numbers: yNumbers), dateSyntax: nil, context: context)
        as! AXNumericDataAxisDescriptor
    }
    // Every additional spec decoded (there are no problems), so indices match the file's.
    let additionalAxes = additionalResolved.enumerated().map { index, spec in
      makeAxis(spec, values: additionalValues[index], dateSyntax: dateSyntax(of: .additional(index)), context: context)
    }
    let descriptor = AXChartDescriptor(
      title: title, summary: summary, xAxis: xAxis, yAxis: yAxis, additionalAxes: additionalAxes,
      series: series)
    descriptor.contentDirection = direction
    descriptor.referenceLines = referenceLines
    descriptor.nouns = nouns
    descriptor.summaryTemplate = template
    descriptor.summaryTemplateLanguage = templateLanguage
    descriptor.language = language
    descriptor.extensions = object["extensions"]
    descriptor.extensionNumberTexts = extensionNumberTexts
    descriptor.colors = colors
    descriptor.darkColors = darkColors
    descriptor.kind = declaredKind
    descriptor.heatmap = heatmapGrid
    // A stacked chart's y axis, when the file leaves its range out, spans the stack: each x's
    // positive values stacked upward from 0 and its negative values downward, not only the
    // layers' own values (so the sound, braille and HTML page do not clip the top layers).
    // (`widenYAxisToStack()`, what CSV's `--chart stacked-bar` does too.) A range the file
    // gives is the author's.
    if ySpec?.range == nil { descriptor.widenYAxisToStack() }
    return descriptor
  }

  // MARK: Axes

  /// The values of one axis gathered from every point: numbers on a numeric, date or year axis,
  /// categories on a categorical one. Values of the other kind are dropped (validation has
  /// already refused them).
  struct AxisValues {
    var numbers: [Double] = []
    var categories: [String] = []

    init(kind: ChartAxisKind, capacity: Int) {
      if kind == .categorical { categories.reserveCapacity(capacity) } else { numbers.reserveCapacity(capacity) }
    }

    init(numbers: [Double]) { self.numbers = numbers }

    mutating func append(_ value: AXDataPoint.Value) {
      switch value {
      case .number(let number): numbers.append(number)
      case .category(let category): categories.append(category)
      }
    }
  }

  mutating func decodeAxis(
    _ value: JSONValue, at pointer: JSONPointer, role: AxisRole, kindRequired: Bool
  ) -> AxisSpec? {
    guard
      let object = object(
        value, at: pointer,
        keys: ["kind", "title", "range", "gridlines", "scale", "categories", "ordered", "format"])
    else { return nil }
    var kind = ChartAxisKind.numeric
    if let name = string(object["kind"], at: pointer / "kind") {
      if let parsed = ChartAxisKind(rawValue: name) {
        kind = parsed
      } else {
        report(pointer / "kind", "unknown axis kind \"\(name)\"; expected numeric, date, year or categorical")
        return nil
      }
    } else if kindRequired, object["kind"] == nil {
      report(pointer / "kind", "the required key kind is missing (numeric, date, year or categorical)")
      return nil
    }
    let problemCount = problems.count
    var spec = AxisSpec(kind: kind, title: "")
    if let title = string(object["title"], at: pointer / "title") {
      spec.title = title
    } else if object["title"] == nil {
      report(pointer / "title", "the required key title is missing")
    }

    if kind == .categorical {
      for key in ["range", "gridlines", "scale", "format"] where object[key] != nil {
        report(pointer / key, "\(key) applies only to numeric and date axes, but this axis is categorical")
      }
      if let list = array(object["categories"], at: pointer / "categories") {
        spec.categories = list.enumerated().compactMap { index, entry in
          string(entry, at: pointer / "categories" / index, required: true)
        }
      }
      spec.ordered = bool(object["ordered"], at: pointer / "ordered")
    } else {
      for key in ["categories", "ordered"] where object[key] != nil {
        report(pointer / key, "\(key) applies only to categorical axes, but this axis is \(kind.rawValue)")
      }
      if let list = array(object["range"], at: pointer / "range") {
        let bounds = list.enumerated().compactMap { index, entry in
          axisNumber(entry, kind: kind, role: role, at: pointer / "range" / index)
        }
        if list.count != 2 {
          report(
            pointer / "range",
            "the range must be [lower, upper], found \(list.count) \(list.count == 1 ? "value" : "values")")
        } else if bounds.count == 2 {
          if bounds[0] > bounds[1] {
            report(
              pointer / "range",
              "the lower bound \(describeAxisValue(bounds[0], kind)) is above the upper bound \(describeAxisValue(bounds[1], kind))"
            )
          } else {
            spec.range = bounds[0]...bounds[1]
          }
        }
      }
      if let list = array(object["gridlines"], at: pointer / "gridlines") {
        spec.gridlines = list.enumerated().compactMap { index, entry in
          axisNumber(entry, kind: kind, role: role, at: pointer / "gridlines" / index)
        }
      }
      if let name = string(object["scale"], at: pointer / "scale") {
        if let scale = AXNumericDataAxisDescriptor.ScaleType(fileName: name) {
          if kind == .date && scale != .linear {
            report(pointer / "scale", "a date axis has a linear scale, found \(name)")
          }
          spec.scale = scale
        } else {
          report(pointer / "scale", "unknown scale \"\(name)\"; expected linear, log10 or ln")
        }
      }
      if let format = object["format"] {
        spec.format = decodeFormat(format, at: pointer / "format")
      }
    }
    return problems.count == problemCount ? spec : nil
  }

  /// The axis of `spec`, with what the file left out derived from `values` (the data on it).
  ///
  /// - A date axis gets ``AXNumericDataAxisDescriptor/dateValues`` from `dateSyntax` (how its
  ///   dates are written), and its provider writes calendar days in UTC.
  /// - A numeric axis that ``AXNumericDataAxisDescriptor/isYearAxis(values:)`` recognizes (a
  ///   title naming years, whole values from 1000 to 2999) becomes a year axis; the writer
  ///   writes it as numeric again.
  func makeAxis(
    _ spec: AxisSpec, values: AxisValues, dateSyntax: DateSyntax?, context: FormattingContext
  ) -> any AXDataAxisDescriptor {
    if spec.kind == .categorical {
      var derived: [String] = []
      var seen = Set<String>()
      for category in values.categories where seen.insert(category).inserted { derived.append(category) }
      let axis = AXCategoricalDataAxisDescriptor(title: spec.title, categoryOrder: spec.categories ?? derived)
      axis.categoriesAreDerivedFromData = spec.categories == nil
      axis.isOrdered = spec.ordered
      return axis
    }
    let numbers = values.numbers.allSatisfy(\.isFinite) ? values.numbers : values.numbers.filter(\.isFinite)
    let range = spec.range ?? ((numbers.min() ?? 0)...(numbers.max() ?? 0))
    let axis = AXNumericDataAxisDescriptor(
      title: spec.title, range: range, gridlinePositions: spec.gridlines,
      valueDescriptionProvider: { _ in "" })
    axis.scaleType = spec.scale
    axis.valueFormat = spec.format
    var axisContext = context
    switch spec.kind {
    case .date:
      axis.valueKind = .date
      axis.dateValues = dateSyntax?.dateValues
      axisContext = context.forDates(axis.resolvedDateValues(for: numbers))
    case .year:
      axis.valueKind = .year
    default:
      if axis.isYearAxis(values: numbers) {
        axis.valueKind = .year
        axis.valueKindIsInferred = true
      }
    }
    axis.useFormatter(
      ValueFormatter(
        format: spec.format, valueKind: axis.valueKind, context: axisContext,
        defaults: .derived(from: numbers, format: spec.format, valueKind: axis.valueKind, context: axisContext)))
    axis.rangeIsDerivedFromData = spec.range == nil
    return axis
  }

  mutating func decodeFormat(_ value: JSONValue, at pointer: JSONPointer) -> ValueFormat? {
    guard
      let object = object(value, at: pointer, keys: ["style", "currency", "date", "fractionDigits", "unit"])
    else { return nil }
    var format = ValueFormat()
    let styleName = string(object["style"], at: pointer / "style") ?? "number"
    switch styleName {
    case "number": format.style = .number
    case "percent": format.style = .percent
    case "fraction": format.style = .fraction
    case "currency":
      if let code = string(object["currency"], at: pointer / "currency") {
        format.style = .currency(code: code)
      } else if object["currency"] == nil {
        report(pointer / "currency", "the currency style needs a currency code, such as \"USD\"")
      }
    case "date":
      if let name = string(object["date"], at: pointer / "date") {
        if let style = ValueFormat.DateStyle(rawValue: name) {
          format.style = .date(style)
        } else {
          report(
            pointer / "date",
            "unknown date style \"\(name)\"; expected one of \(ValueFormat.DateStyle.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
      } else if object["date"] == nil {
        report(pointer / "date", "the date style needs a date key, such as \"long\"")
      }
    default:
      report(pointer / "style", "unknown style \"\(styleName)\"; expected number, percent, fraction, currency or date")
    }
    if styleName != "currency", object["currency"] != nil {
      report(pointer / "currency", "currency applies only to the currency style")
    }
    if styleName != "date", object["date"] != nil {
      report(pointer / "date", "date applies only to the date style")
    }
    if let digits = object["fractionDigits"] {
      if case .number(let number) = digits, number.rounded() == number, (0...10).contains(number) {
        format.fractionDigits = Int(number)
      } else {
        report(
          pointer / "fractionDigits", "fractionDigits must be a whole number from 0 to 10, found \(describe(digits))")
      }
    }
    if let unit = object["unit"] { format.unit = pluralForms(unit, at: pointer / "unit", translatable: true) }
    return format
  }

  mutating func decodeNouns(_ value: JSONValue, at pointer: JSONPointer) -> ChartNouns? {
    guard let object = object(value, at: pointer, keys: ["point", "value"]) else { return nil }
    return ChartNouns(
      point: object["point"].flatMap { pluralForms($0, at: pointer / "point") },
      value: string(object["value"], at: pointer / "value"))
  }

  /// A string, or `{ "one": …, "other": … }`, with `"translations": { "de": …, "fr": … }`
  /// (each a string or one/other) when `translatable`.
  mutating func pluralForms(_ value: JSONValue, at pointer: JSONPointer, translatable: Bool = false) -> PluralForms? {
    if case .string(let word) = value {
      if word.isEmpty { report(pointer, "must not be empty") }
      return PluralForms(word)
    }
    guard case .object = value else {
      report(pointer, "expected a string or an object with one and other, found \(describe(value))")
      return nil
    }
    let keys = translatable ? ["one", "other", "translations"] : ["one", "other"]
    guard let object = object(value, at: pointer, keys: keys) else { return nil }
    let one = string(object["one"], at: pointer / "one", required: true)
    let other = string(object["other"], at: pointer / "other", required: true)
    guard let one, let other else { return nil }
    if one.isEmpty || other.isEmpty { report(pointer, "the plural forms must not be empty") }
    var translations: [String: PluralForms] = [:]
    if let value = object["translations"] {
      let at = pointer / "translations"
      guard case .object(let languages) = value else {
        report(at, "expected an object of language codes, found \(describe(value))")
        return nil
      }
      for (code, words) in languages.members {
        guard code.range(of: "^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$", options: .regularExpression) != nil else {
          report(at / code, "expected a language code such as de, fr or pt-BR")
          continue
        }
        if let forms = pluralForms(words, at: at / code) { translations[code] = forms }
      }
    }
    return PluralForms(one: one, other: other, translations: translations)
  }

  mutating func decodeReferenceLine(
    _ value: JSONValue, at pointer: JSONPointer, x: AxisSpec?, y: AxisSpec?
  ) -> ReferenceLine? {
    guard let object = object(value, at: pointer, keys: ["axis", "value", "label"]) else { return nil }
    guard let axisName = string(object["axis"], at: pointer / "axis", required: true) else { return nil }
    guard let axis = ReferenceLine.Axis(rawValue: axisName) else {
      report(pointer / "axis", "unknown axis \"\(axisName)\"; expected x or y")
      return nil
    }
    let label = string(object["label"], at: pointer / "label", required: true)
    let spec = axis == .x ? x : y
    if axis == .y, y == nil {
      report(pointer / "axis", "a reference line on the y axis needs a y axis")
      return nil
    }
    if spec?.kind == .categorical {
      report(pointer / "axis", "a reference line needs a numeric or date axis, but the x axis is categorical")
      return nil
    }
    guard let raw = object["value"] else {
      report(pointer / "value", "the required key value is missing")
      return nil
    }
    guard let number = axisNumber(raw, kind: spec?.kind ?? .numeric, role: axis == .x ? .x : .y, at: pointer / "value"),
      let label
    else { return nil }
    return ReferenceLine(axis: axis, value: number, label: label)
  }

  // MARK: Series and points

  mutating func decodeSeries(
    _ value: JSONValue, at pointer: JSONPointer, x: AxisSpec?, additional: [AxisSpec?],
    columns: JSONParser.PointColumns? = nil
  ) -> AXDataSeriesDescriptor? {
    guard
      let object = object(
        value, at: pointer,
        keys: ["name", "isContinuous", "confidenceLevel", "color", "darkColor", "points", "values", "bins", "box"])
    else { return nil }
    ohlcBeingRead = OHLCAccumulator()
    let distribution = decodeDistribution(object, at: pointer, columns: columns)
    // A distribution's points with only y are its observations, already read.
    let pointsAreObservations = distribution != nil && object["points"] != nil
    let name = string(object["name"], at: pointer / "name") ?? ""
    let isContinuous = bool(object["isContinuous"], at: pointer / "isContinuous") ?? false
    var level: Double?
    if let raw = object["confidenceLevel"] {
      if case .number(let number) = raw, number > 0, number < 1 {
        level = number
      } else {
        report(
          pointer / "confidenceLevel",
          "the confidence level must be a number between 0 and 1 (0.95 for 95%), found \(describe(raw))")
      }
    }
    var points: [AXDataPoint] = []
    var plain: PlainPoints?
    if pointsAreObservations {
      // Read as the distribution's values above.
    } else if let columns, let x, x.kind != .categorical, additional.isEmpty, columns.irregularIndices.isEmpty {
      plain = decodePlainPoints(columns, at: pointer / "points", x: x)
    } else if let columns {
      points = decodePoints(columns, at: pointer / "points", x: x, additional: additional)
    } else if let list = array(object["points"], at: pointer / "points") {
      for (index, entry) in list.enumerated() {
        if let point = decodePoint(entry, at: pointer / "points" / index, x: x, additional: additional) {
          points.append(point)
        }
      }
    } else if object["points"] == nil && object["values"] == nil && object["bins"] == nil && object["box"] == nil {
      report(pointer / "points", "the required key points is missing (use [] for an empty series)")
    }
    let series =
      plain.map { AXDataSeriesDescriptor(name: name, isContinuous: isContinuous, plainPoints: $0) }
      ?? AXDataSeriesDescriptor(name: name, isContinuous: isContinuous, dataPoints: points)
    series.confidenceLevel = level
    series.color = object["color"].flatMap { decodeColor($0, at: pointer / "color") }
    series.darkColor = object["darkColor"].flatMap { decodeColor($0, at: pointer / "darkColor") }
    if let distribution, let kind = declaredKind {
      series.setDistribution(distribution, kind: kind)
    }
    if declaredKind == .candlestick, let ohlc = takeOHLC(), ohlc.count == series.pointCount {
      series.ohlc = ohlc
    }
    return series
  }

  /// A series' distribution: `values` (observations, binned by the default rule or by
  /// `bins.edges`), or `bins` with `edges` and `counts`, or `box` statistics, or (in a chart of
  /// a distribution kind) `points` that have only `y`, which are the observations; `nil` when
  /// the series has none. Reports the forms that do not go together and a chart without a
  /// distribution kind.
  mutating func decodeDistribution(
    _ object: JSONObject, at pointer: JSONPointer, columns: JSONParser.PointColumns? = nil
  ) -> SeriesDistribution? {
    let rawValues = object["values"]
    let rawBins = object["bins"]
    let rawBox = object["box"]
    if declaredKind?.isDistribution == true, rawValues == nil, rawBins == nil, rawBox == nil,
      object["points"] != nil || columns != nil
    {
      guard let values = observations(object["points"], columns: columns) else { return nil }
      return SeriesDistribution(values: values)
    }
    guard rawValues != nil || rawBins != nil || rawBox != nil else { return nil }
    guard declaredKind?.isDistribution == true else {
      let key = rawValues != nil ? "values" : rawBins != nil ? "bins" : "box"
      report(
        pointer / key,
        "\(key) belong to a histogram or box plot: add \"kind\": \"histogram\" or \"boxPlot\" to the chart")
      return nil
    }
    if object["points"] != nil {
      report(
        pointer / "points",
        "a series of a \(declaredKind == .histogram ? "histogram" : "box plot") has values, bins or box, not points (its points are made from them)"
      )
      return nil
    }
    var values: [Double]?
    if let rawValues, let list = array(rawValues, at: pointer / "values") {
      values = list.enumerated().compactMap { index, entry in number(entry, at: pointer / "values" / index) }
    }
    var edges: [Double]?
    var counts: [Int]?
    if let rawBins, let binsObject = self.object(rawBins, at: pointer / "bins", keys: ["edges", "counts"]) {
      if let list = array(binsObject["edges"], at: pointer / "bins" / "edges") {
        edges = list.enumerated().compactMap { index, entry in number(entry, at: pointer / "bins" / "edges" / index) }
      } else if binsObject["edges"] == nil {
        report(pointer / "bins" / "edges", "the required key edges is missing")
      }
      if let list = array(binsObject["counts"], at: pointer / "bins" / "counts") {
        counts = list.enumerated().compactMap { index, entry -> Int? in
          guard let count = number(entry, at: pointer / "bins" / "counts" / index) else { return nil }
          guard count >= 0, count.rounded() == count, count < 1e15 else {
            report(
              pointer / "bins" / "counts" / index,
              "a count must be a whole number ≥ 0, found \(JSONWriter.numberText(count))")
            return nil
          }
          return Int(count)
        }
      }
      if let edges, let bad = edges.indices.dropLast().first(where: { edges[$0] >= edges[$0 + 1] }) {
        report(
          pointer / "bins" / "edges" / (bad + 1),
          "bin edges must increase, but \(JSONWriter.numberText(edges[bad + 1])) follows \(JSONWriter.numberText(edges[bad]))"
        )
        return nil
      }
      if let edges, edges.count < 2 { report(pointer / "bins" / "edges", "a histogram needs at least two bin edges") }
    }
    if let values {
      if counts != nil {
        report(
          pointer / "bins" / "counts", "give counts only for data without values (the counts of values are counted)")
        return nil
      }
      if rawBox != nil {
        report(pointer / "box", "give box statistics only for data without values (they are computed from the values)")
        return nil
      }
      return SeriesDistribution(values: values, binning: edges.map { .edges($0) } ?? .automatic)
    }
    var distribution = SeriesDistribution()
    if rawBins != nil {
      guard let edges, let counts else {
        if counts == nil { report(pointer / "bins" / "counts", "bins without values need counts") }
        return nil
      }
      let bins = HistogramBins(edges: edges, counts: counts)
      if let problem = bins.problem {
        report(pointer / "bins", problem)
        return nil
      }
      distribution.bins = bins
    }
    if let rawBox {
      guard let box = decodeBox(rawBox, at: pointer / "box") else { return nil }
      distribution.box = box
    }
    return distribution
  }

  /// The observations of a distribution's `points` when every point has only `y` (a finite
  /// number), in order; `nil` otherwise (points with x are read as points, as in any chart).
  func observations(_ raw: JSONValue?, columns: JSONParser.PointColumns?) -> [Double]? {
    var elements: [JSONValue]
    if let columns {
      guard columns.irregularIndices.count == columns.count else { return nil }
      elements = columns.irregularValues
    } else if case .array(let list)? = raw {
      elements = list
    } else {
      return nil
    }
    var values: [Double] = []
    values.reserveCapacity(elements.count)
    for element in elements {
      guard case .object(let point) = element, point.keys == ["y"], case .number(let y)? = point["y"], y.isFinite
      else { return nil }
      values.append(y)
    }
    return values
  }

  /// Box statistics: `min`, `q1`, `median`, `q3`, `max` (the whisker ends), optional `n`
  /// (absent: the count is unknown) and `outliers`.
  mutating func decodeBox(_ value: JSONValue, at pointer: JSONPointer) -> BoxStatistics? {
    let names = ["min", "q1", "median", "q3", "max"]
    guard let object = object(value, at: pointer, keys: names + ["n", "outliers"]) else { return nil }
    var numbers: [Double] = []
    for name in names {
      guard let raw = object[name] else {
        report(pointer / name, "the required key \(name) is missing")
        continue
      }
      if let number = number(raw, at: pointer / name) { numbers.append(number) }
    }
    var outliers: [Double] = []
    if let list = array(object["outliers"], at: pointer / "outliers") {
      outliers = list.enumerated().compactMap { index, entry in number(entry, at: pointer / "outliers" / index) }
    }
    // n is optional: data that gives the five numbers without it (MAIDR's box layer) has an
    // unknown count, which the summary says.
    var count: Int? = nil
    var countIsValid = true
    if let raw = object["n"] {
      if case .number(let n) = raw, n >= 1, n.rounded() == n, n < 1e15 {
        count = Int(n)
      } else {
        report(pointer / "n", "n must be a whole number ≥ 1, found \(describe(raw))")
        countIsValid = false
      }
    }
    guard numbers.count == 5, countIsValid else { return nil }
    let box = BoxStatistics(
      count: count, lowerWhisker: numbers[0], firstQuartile: numbers[1], median: numbers[2],
      thirdQuartile: numbers[3], upperWhisker: numbers[4], outliers: outliers.sorted())
    if let problem = box.problem {
      report(pointer, problem)
      return nil
    }
    return box
  }

  static let pointKeys = ["x", "y", "ci", "label", "additional"]

  /// The points the parser read into columns when every one is a plain `{"x": …, "y": …}` on
  /// a numeric, year or date x axis: kept as columns of numbers (dates as seconds since 1970),
  /// with the same checks and reports as ``decodePoints(_:at:x:additional:)``. The parser's
  /// number columns, and dates a reader has already parsed, are taken as they are, without a
  /// copy.
  mutating func decodePlainPoints(_ columns: JSONParser.PointColumns, at pointer: JSONPointer, x: AxisSpec)
    -> PlainPoints
  {
    if let dates = columns.xDates {
      noteParsedDates(dates, on: x)
      return PlainPoints(x: dates.seconds, y: columns.ys)
    }
    let xIsNumber = columns.xStrings.isEmpty
    if xIsNumber, x.kind.isNumber { return PlainPoints(x: columns.xNumbers, y: columns.ys) }
    var xs: [Double] = []
    var ys: [Double] = []
    xs.reserveCapacity(columns.count)
    ys.reserveCapacity(columns.count)
    for index in 0..<columns.count {
      let raw: JSONValue = xIsNumber ? .number(columns.xNumbers[index]) : .string(columns.xStrings[index])
      // A value that is refused is reported (and the chart is not read).
      guard let number = axisNumber(raw, kind: x.kind, role: .x, at: pointer / index / "x") else { continue }
      xs.append(number)
      ys.append(columns.ys[index])
    }
    return PlainPoints(x: xs, y: ys)
  }

  /// The points the parser read into columns: the same points, checks and reports as
  /// ``decodePoint(_:at:x:additional:)`` gives for each element, without a JSON object per point.
  mutating func decodePoints(
    _ columns: JSONParser.PointColumns, at pointer: JSONPointer, x: AxisSpec?, additional: [AxisSpec?]
  ) -> [AXDataPoint] {
    var points: [AXDataPoint] = []
    points.reserveCapacity(columns.count)
    var nextIrregular = 0
    var nextRegular = 0
    let xIsNumber = columns.xStrings.isEmpty
    if let dates = columns.xDates, let x { noteParsedDates(dates, on: x) }
    for index in 0..<columns.count {
      if nextIrregular < columns.irregularIndices.count, columns.irregularIndices[nextIrregular] == index {
        let value = columns.irregularValues[nextIrregular]
        nextIrregular += 1
        if let point = decodePoint(value, at: pointer / index, x: x, additional: additional) { points.append(point) }
        continue
      }
      let regular = nextRegular
      nextRegular += 1
      let rawY = columns.ys[regular]
      let y: Double? = rawY.isNaN ? nil : rawY
      var point: AXDataPoint?
      if let x {
        if let dates = columns.xDates {
          point = AXDataPoint(
            storing: .number(dates.seconds[regular]), y: y, additionalValues: [], label: nil, confidenceInterval: nil)
        } else if xIsNumber {
          let number = columns.xNumbers[regular]
          if x.kind.isNumber {
            point = AXDataPoint(xNumber: number, y: y)
          } else if let value = axisValue(.number(number), kind: x.kind, role: .x, at: pointer / index / "x") {
            point = AXDataPoint(storing: value, y: y, additionalValues: [], label: nil, confidenceInterval: nil)
          }
        } else if let value = axisValue(
          .string(columns.xStrings[regular]), kind: x.kind, role: .x, at: pointer / index / "x")
        {
          point = AXDataPoint(storing: value, y: y, additionalValues: [], label: nil, confidenceInterval: nil)
        }
      }
      if !additional.isEmpty {
        let noun = additional.count == 1 ? "value" : "values"
        report(
          pointer / index / "additional",
          "expected \(additional.count) additional \(noun) (one per additional axis), but the key additional is missing"
        )
      } else if let point {
        points.append(point)
      }
    }
    return points
  }

  mutating func decodePoint(
    _ value: JSONValue, at pointer: @autoclosure () -> JSONPointer, x: AxisSpec?, additional: [AxisSpec?]
  ) -> AXDataPoint? {
    // One pass over the members (a chart can have millions of points): each known key's
    // value, and the same report for unknown keys as `object(_:at:keys:)` gives.
    guard case .object(let object) = value else {
      report(pointer(), "expected an object, found \(describe(value))")
      return nil
    }
    var rawX: JSONValue?
    var rawY: JSONValue?
    var rawInterval: JSONValue?
    var rawLabel: JSONValue?
    var rawAdditional: JSONValue?
    var rawPrices: [OHLCColumns.Field: JSONValue] = [:]
    let isCandlestick = declaredKind == .candlestick
    for member in object.members {
      switch member.key {
      case "x": rawX = member.value
      case "y": rawY = member.value
      case "ci": rawInterval = member.value
      case "label": rawLabel = member.value
      case "additional": rawAdditional = member.value
      case "open" where isCandlestick, "high" where isCandlestick, "low" where isCandlestick,
        "close" where isCandlestick, "volume" where isCandlestick:
        rawPrices[OHLCColumns.Field(rawValue: member.key)!] = member.value
      case "open", "high", "low", "close", "volume":
        report(
          pointer() / member.key,
          "\(member.key) belongs to a candlestick chart's point: add \"kind\": \"candlestick\" to the chart")
      default:
        let keys = isCandlestick ? Self.pointKeys + OHLCColumns.Field.allCases.map(\.rawValue) : Self.pointKeys
        let suggestion = closestMatch(to: member.key, in: keys).map { "; did you mean \"\($0)\"?" } ?? ""
        report(pointer() / member.key, "unknown key \"\(member.key)\"\(suggestion)")
      }
    }
    if isCandlestick {
      let close = decodePrices(rawPrices, y: rawY, at: pointer())
      if rawY == nil { rawY = close.map(JSONValue.number) ?? .null }
    }
    var xValue: AXDataPoint.Value?
    if let raw = rawX {
      if let x { xValue = axisValue(raw, kind: x.kind, role: .x, at: pointer() / "x") }
    } else {
      report(pointer() / "x", "the required key x is missing")
    }
    var y: Double?
    if let raw = rawY {
      switch raw {
      case .null: y = nil
      case .number(let number): y = number
      default: report(pointer() / "y", "expected a number or null, found \(describe(raw))")
      }
    }
    var interval: ClosedRange<Double>?
    if let list = array(rawInterval, at: pointer() / "ci") {
      let bounds = list.enumerated().compactMap { index, entry in
        number(entry, at: pointer() / "ci" / index)
      }
      if list.count != 2 {
        report(
          pointer() / "ci",
          "the interval must be [lower, upper], found \(list.count) \(list.count == 1 ? "value" : "values")")
      } else if bounds.count == 2 {
        if bounds[0] > bounds[1] {
          report(
            pointer() / "ci",
            "the lower bound \(JSONWriter.numberText(bounds[0])) is above the upper bound \(JSONWriter.numberText(bounds[1]))"
          )
        } else {
          interval = bounds[0]...bounds[1]
        }
      }
    }
    let label = string(rawLabel, at: pointer() / "label")
    var additionalValues: [AXDataPoint.Value] = []
    if let list = array(rawAdditional, at: pointer() / "additional") {
      if list.count != additional.count {
        report(
          pointer() / "additional",
          "expected \(additional.count) additional \(additional.count == 1 ? "value" : "values") (one per additional axis), found \(list.count)"
        )
      } else {
        for (index, (entry, spec)) in zip(list, additional).enumerated() {
          guard let spec else { continue }
          if let value = axisValue(
            entry, kind: spec.kind, role: .additional(index), at: pointer() / "additional" / index)
          {
            additionalValues.append(value)
          }
        }
      }
    } else if !additional.isEmpty, rawAdditional == nil {
      report(
        pointer() / "additional",
        "expected \(additional.count) additional \(additional.count == 1 ? "value" : "values") (one per additional axis), but the key additional is missing"
      )
    }
    guard let xValue else { return nil }
    return switch xValue {
    case .number(let number):
      AXDataPoint(x: number, y: y, additionalValues: additionalValues, label: label, confidenceInterval: interval)
    case .category(let category):
      AXDataPoint(x: category, y: y, additionalValues: additionalValues, label: label, confidenceInterval: interval)
    }
  }

  // MARK: Values

  /// A value on an axis of `kind`: a number, a date (ISO 8601 string or seconds), or a category.
  mutating func axisValue(
    _ value: JSONValue, kind: ChartAxisKind, role: AxisRole, at pointer: @autoclosure () -> JSONPointer
  ) -> AXDataPoint.Value? {
    if kind == .categorical {
      guard case .string(let category) = value else {
        report(pointer(), "expected a category name (a string) on a categorical axis, found \(describe(value))")
        return nil
      }
      return .category(category)
    }
    return axisNumber(value, kind: kind, role: role, at: pointer()).map(AXDataPoint.Value.number)
  }

  /// A number on a numeric axis, or a date on a date axis as seconds since 1970. Dates are
  /// counted in ``dateSyntax`` under `role`.
  mutating func axisNumber(
    _ value: JSONValue, kind: ChartAxisKind, role: AxisRole, at pointer: @autoclosure () -> JSONPointer
  ) -> Double? {
    switch (value, kind) {
    case (.number(let number), .date):
      // Checked here, not only in validation: deriving the axis' date style reads calendar fields.
      if let problem = ChartValueLimits.problem(with: number, isDate: true) {
        report(pointer(), problem)
        return nil
      }
      noteDate(role, isCalendarDay: AXNumericDataAxisDescriptor.isUTCMidnight(number))
      return number
    case (.number(let number), _):
      return number
    case (.string(let text), .date):
      guard let (seconds, hasTime) = ISO8601Date.parse(text) else {
        report(pointer(), "\"\(text)\" is not an ISO 8601 date such as 2025-12-05 or 2025-12-05T14:30:00Z")
        return nil
      }
      noteDate(role, isCalendarDay: !hasTime)
      return seconds
    case (_, .date):
      report(pointer(), "expected a date (an ISO 8601 string such as 2025-12-05), found \(describe(value))")
      return nil
    default:
      report(pointer(), "expected a number, found \(describe(value))")
      return nil
    }
  }

  private mutating func noteDate(_ role: AxisRole, isCalendarDay: Bool) {
    noteDates(role, count: 1, allCalendarDays: isCalendarDay)
  }

  /// Counts `count` dates on the axis of `role`, calendar days unless `allCalendarDays` is false.
  private mutating func noteDates(_ role: AxisRole, count: Int, allCalendarDays: Bool) {
    let index = role.index
    if index >= dateSyntax.count { dateSyntax += Array(repeating: DateSyntax(), count: index + 1 - dateSyntax.count) }
    dateSyntax[index].count += count
    if !allCalendarDays { dateSyntax[index].allCalendarDays = false }
  }

  /// Counts the x dates a reader has already parsed, as `axisNumber(_:kind:role:at:)` counts
  /// each date it reads. The reader declares the x axis a date axis whenever it parses dates.
  private mutating func noteParsedDates(_ dates: JSONParser.ParsedDates, on x: AxisSpec) {
    precondition(x.kind == .date, "parsed dates are the x of a date axis")
    noteDates(.x, count: dates.seconds.count, allCalendarDays: !dates.anyHasTime)
  }

  func describeAxisValue(_ value: Double, _ kind: ChartAxisKind) -> String {
    kind == .date ? ISO8601Date.string(from: value) : JSONWriter.numberText(value)
  }

  // MARK: Typed access

  /// `value` as an object whose keys are all in `keys`; reports the wrong type or each unknown key.
  mutating func object(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer, keys: [String]) -> JSONObject? {
    guard case .object(let object) = value else {
      report(pointer(), "expected an object, found \(describe(value))")
      return nil
    }
    for member in object.members where !keys.contains(member.key) {
      let key = member.key
      let suggestion = closestMatch(to: key, in: keys).map { "; did you mean \"\($0)\"?" } ?? ""
      report(pointer() / key, "unknown key \"\(key)\"\(suggestion)")
    }
    return object
  }

  mutating func array(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> [JSONValue]? {
    guard let value else { return nil }
    guard case .array(let elements) = value else {
      report(pointer(), "expected an array, found \(describe(value))")
      return nil
    }
    return elements
  }

  mutating func string(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer, required: Bool = false)
    -> String?
  {
    guard let value else {
      if required { report(pointer(), "the required key \(pointer().tokens.last ?? "") is missing") }
      return nil
    }
    guard case .string(let string) = value else {
      report(pointer(), "expected a string, found \(describe(value))")
      return nil
    }
    return string
  }

  mutating func bool(_ value: JSONValue?, at pointer: @autoclosure () -> JSONPointer) -> Bool? {
    guard let value else { return nil }
    guard case .bool(let flag) = value else {
      report(pointer(), "expected true or false, found \(describe(value))")
      return nil
    }
    return flag
  }

  mutating func number(_ value: JSONValue, at pointer: @autoclosure () -> JSONPointer) -> Double? {
    guard case .number(let number) = value else {
      report(pointer(), "expected a number, found \(describe(value))")
      return nil
    }
    return number
  }

  /// "a string (\"abc\")", "the number 3", …: what was found, for error messages.
  func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text): "the string \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .number(let number): "the number \(JSONWriter.numberText(number))"
    case .bool(let flag): flag ? "true" : "false"
    default: value.typeDescription
    }
  }
}

extension AXChartDescriptor.ContentDirection {
  /// The name used in chart files, such as "radialClockwise".
  public var fileName: String {
    switch self {
    case .leftToRight: "leftToRight"
    case .rightToLeft: "rightToLeft"
    case .topToBottom: "topToBottom"
    case .bottomToTop: "bottomToTop"
    case .radialClockwise: "radialClockwise"
    case .radialCounterClockwise: "radialCounterClockwise"
    }
  }

  static let allFileNames = (0...5).compactMap { Self(rawValue: $0)?.fileName }

  init?(fileName: String) {
    guard let match = (0...5).compactMap({ Self(rawValue: $0) }).first(where: { $0.fileName == fileName })
    else { return nil }
    self = match
  }
}
