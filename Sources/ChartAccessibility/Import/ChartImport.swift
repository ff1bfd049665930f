internal import Glibc

/// The formats AudioGraph reads charts from.
public enum ChartImportFormat: String, CaseIterable, Sendable {
  /// AudioGraph's own chart file (``ChartFile``).
  case chartFile = "json"
  /// A Plotly figure (``PlotlyFigure``).
  case plotly
  /// A Vega-Lite spec (``VegaLiteSpec``).
  case vegaLite = "vega-lite"
  /// MAIDR JSON (``MAIDRDocument``).
  case maidr
}

/// Reading charts in any JSON format AudioGraph knows, alone or embedded in an HTML or SVG file,
/// with the format told by the content.
///
///     let charts = try ChartImport.charts(path: "figure.html")
///
/// A file of one chart format gives every chart in it: each subplot or facet, and in an HTML
/// page every figure, spec or MAIDR document in page order.
public enum ChartImport {
  /// The JSON format of `bytes` told by its content: `{"data": [...]}` is Plotly, a
  /// `$schema` naming Vega or a `mark`, `layer`, `facet`, `concat` or `repeat` key is Vega-Lite,
  /// `subplots` (or a layer's `type` and `data`) is MAIDR, anything else the chart file. Only the
  /// top-level keys are looked at, so this is quick on any size of file. `nil` when the bytes are
  /// not a JSON object (HTML, SVG, or not JSON at all).
  public static func detectFormat(_ bytes: [UInt8]) -> ChartImportFormat? {
    var scanner = KeyScanner(bytes: bytes)
    guard scanner.start() else { return nil }
    var sawType = false
    var sawData = false
    while let (key, valueStart) = scanner.nextKey() {
      switch key {
      case "series", "xAxis", "version": return .chartFile
      case "$schema", "mark", "layer", "facet", "hconcat", "vconcat", "concat", "repeat", "encoding": return .vegaLite
      case "subplots": return .maidr
      case "layout", "frames": return .plotly
      case "data":
        if valueStart == UInt8(ascii: "[") {
          if sawType { return .maidr }
          sawData = true
        } else if valueStart == UInt8(ascii: "{") {
          return .vegaLite
        }
      case "type", "axes": sawType = true
      default: break
      }
      guard scanner.skipValue() else { break }
    }
    if sawData { return sawType ? .maidr : .plotly }
    return .chartFile
  }

  /// Whether `bytes` are markup (HTML or SVG): the first thing after white space is `<`.
  public static func isMarkup(_ bytes: [UInt8]) -> Bool {
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<")
  }

  /// Every chart in the file at `path`: a chart file, a Plotly figure, a Vega-Lite spec, MAIDR
  /// JSON, or an HTML or SVG file embedding any of the last three. `format` is the format when
  /// known (`nil`: told by the content). `dataFile` replaces Vega-Lite's `data.url` files.
  ///
  /// - Throws: ``ChartFileError/cannotOpen(path:reason:)`` when the file (or a data file) cannot
  ///   be read, ``ChartFileError/invalid(_:)`` with every located problem otherwise.
  public static func charts(
    path: String, format: ChartImportFormat? = nil, dataFile: String? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    let bytes = try ChartFile.readFile(path)
    let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : nil
    if !isMarkup(bytes), (format ?? detectFormat(bytes)) == .chartFile {
      // The chart file reader frees the bytes before it decodes the points.
      return [try ChartFile.read(path: path, context: context)]
    }
    return try charts(
      bytes, fileName: path, format: format, baseDirectory: directory, dataFile: dataFile, context: context)
  }

  /// Every chart in `bytes`, as ``charts(path:format:dataFile:context:)`` reads a file.
  /// `baseDirectory` is where Vega-Lite's relative `data.url` files are.
  public static func charts(
    _ bytes: [UInt8], fileName: String? = nil, format: ChartImportFormat? = nil, baseDirectory: String? = nil,
    dataFile: String? = nil, context: FormattingContext = .default
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    if isMarkup(bytes) {
      return try HTMLCharts.charts(
        in: bytes, fileName: fileName, format: format, baseDirectory: baseDirectory, dataFile: dataFile,
        context: context)
    }
    let resolved = format ?? detectFormat(bytes) ?? .chartFile
    if resolved == .chartFile { return [try ChartFile.decode(bytes, fileName: fileName, context: context)] }
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw .invalid([
        ChartInputProblem(
          file: fileName, location: .lineColumn(line: error.line, column: error.column), message: error.message)
      ])
    }
    return try charts(
      in: document, format: resolved, at: .root, fileName: fileName, baseDirectory: baseDirectory, dataFile: dataFile,
      context: context)
  }

  static func charts(
    in document: JSONValue, format: ChartImportFormat, at root: JSONPointer, fileName: String?, baseDirectory: String?,
    dataFile: String?, context: FormattingContext
  ) throws(ChartFileError) -> [AXChartDescriptor] {
    switch format {
    case .chartFile: return [try ChartFile.decode(document, fileName: fileName, context: context)]
    case .plotly: return try PlotlyFigure.charts(in: document, at: root, fileName: fileName, context: context)
    case .vegaLite:
      return try VegaLiteSpec.charts(
        in: document, at: root, fileName: fileName, baseDirectory: baseDirectory, dataFile: dataFile, context: context)
    case .maidr: return try MAIDRDocument.charts(in: document, fileName: fileName, context: context)
    }
  }
}

/// Walks the top-level members of a JSON object without building values: each key, and the
/// first byte of its value.
struct KeyScanner {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func skipWhitespace() {
    while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
  }

  /// Moves inside the top-level `{`; false when the document is not an object.
  mutating func start() -> Bool {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
    index += 1
    return true
  }

  /// The next key and the first byte of its value, leaving the position at the value.
  mutating func nextKey() -> (String, UInt8)? {
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    let start = index + 1
    guard skipString() else { return nil }
    let key = String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
    index += 1
    skipWhitespace()
    guard index < bytes.count else { return nil }
    return (key, bytes[index])
  }

  /// Skips the string at the position (at its opening quote). Quick on a string of megabytes (a
  /// typed array's base64 text): `memchr` finds each quote, and a quote ends the string when an
  /// even number of backslashes comes before it.
  private mutating func skipString() -> Bool {
    guard let end = bytes.withUnsafeBufferPointer({ Self.stringEnd(in: $0, openingQuote: index) }) else { return false }
    index = end
    return true
  }

  /// The position just past the closing quote of the string whose opening quote is at
  /// `openingQuote`; `nil` when the string does not end. A backslash escapes the byte after it.
  static func stringEnd(in buffer: UnsafeBufferPointer<UInt8>, openingQuote: Int) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    var position = openingQuote + 1
    while position < buffer.count {
      guard let found = memchr(base + position, Int32(UInt8(ascii: "\"")), buffer.count - position) else {
        return nil
      }
      let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var backslashes = 0
      while quote - backslashes - 1 > openingQuote, buffer[quote - backslashes - 1] == UInt8(ascii: "\\") {
        backslashes += 1
      }
      if backslashes % 2 == 0 { return quote + 1 }
      position = quote + 1
    }
    return nil
  }

  /// Skips the value at the position: strings, and nested brackets counted.
  mutating func skipValue() -> Bool {
    let start = index
    guard let end = bytes.withUnsafeBufferPointer({ Self.valueEnd(in: $0, from: start) }) else { return false }
    index = end
    return true
  }

  /// Where the value starting at `start` ends: just past a string or a closed bracket at the
  /// top, or at the `,`, `}` or `]` that ends a value of another kind; `nil` when the bytes end
  /// first.
  static func valueEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    var depth = 0
    var index = start
    while index < buffer.count {
      switch buffer[index] {
      case UInt8(ascii: "\""):
        guard let end = stringEnd(in: buffer, openingQuote: index) else { return nil }
        if depth == 0 { return end }
        index = end
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return index }
        depth -= 1
        if depth == 0 { return index + 1 }
      case UInt8(ascii: ","):
        if depth == 0 { return index }
      default: break
      }
      index += 1
    }
    return nil
  }
}
