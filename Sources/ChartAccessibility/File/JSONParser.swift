/// A strict RFC 8259 JSON parser that reports the line and column of the first syntax error.
///
/// Refuses what a chart file must not contain: NaN and Infinity (not JSON), numbers that overflow
/// a Double, duplicate keys in an object, invalid UTF-8, unpaired surrogate escapes, and nesting
/// deeper than ``maximumDepth`` (so no input can exhaust the stack). A UTF-8 byte order mark is
/// skipped.
struct JSONParser {
  /// Containers nested deeper than this are refused.
  static let maximumDepth = 200

  struct SyntaxError: Error, Equatable {
    /// 1-based line and column (in characters) of the problem.
    var line: Int
    var column: Int
    var message: String
  }

  private let bytes: [UInt8]
  private var index = 0
  /// Whether the points arrays of a chart document (`/series/N/points`) are read into columns.
  private var readsPointColumns = false
  /// The points arrays read so far, by series index.
  private var pointColumns: [Int: PointColumns] = [:]
  /// Where the root's `extensions` value is in the bytes, for ``numberTexts(in:)``.
  private var extensionsRange: Range<Int>?
  /// Whether numbers are recorded in ``recordedNumberTexts`` under ``path``.
  private var recordsNumbers = false
  private var path = JSONPointer.root
  private var recordedNumberTexts: [String: String] = [:]

  /// Parses a whole document: one value, surrounded only by whitespace.
  static func parse(_ data: some Collection<UInt8>) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: Array(data))
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < parser.bytes.count else { throw parser.error("the file is empty") }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the end of the JSON value")
    }
    return value
  }

  /// Parses one value that starts at `start` (after optional whitespace) and may be followed by
  /// anything: a JSON value embedded in other text (a script in an HTML page). Returns the value
  /// and the index just after it. Line and column of a syntax error count from the start of
  /// `bytes`.
  static func parseValue(in bytes: [UInt8], from start: Int) throws(SyntaxError) -> (value: JSONValue, end: Int) {
    var parser = JSONParser(bytes: bytes)
    parser.index = start
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    return (value, parser.index)
  }

  /// Parses a chart document like ``parse(_:)``, except that each series' `points` array is read
  /// into ``PointColumns`` instead of one JSON object per point: a chart can have millions of
  /// points, and a tree of them takes ten times the memory of the numbers. In the returned
  /// document each such array is empty; its points are in the returned columns, by series index.
  /// Syntax errors are the same, at the same lines and columns, as ``parse(_:)`` reports.
  static func parseChart(_ bytes: [UInt8]) throws(SyntaxError) -> (
    document: JSONValue, points: [Int: PointColumns], extensionNumberTexts: [String: String]
  ) {
    var parser = JSONParser(bytes: bytes)
    parser.readsPointColumns = true
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < parser.bytes.count else { throw parser.error("the file is empty") }
    let value = try parser.parseValue(depth: 0, role: .root)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the end of the JSON value")
    }
    let texts = parser.extensionsRange.map { numberTexts(in: bytes[$0]) } ?? [:]
    return (value, parser.pointColumns, texts)
  }

  /// The numbers of one JSON value (already known to be valid) whose text is not what
  /// ``JSONWriter`` would write for their `Double` (`12345678901234567890`, `-0`, `1.50`), by JSON
  /// pointer relative to the value, so that writing the value back keeps them as written.
  static func numberTexts(in bytes: ArraySlice<UInt8>) -> [String: String] {
    var parser = JSONParser(bytes: Array(bytes))
    parser.recordsNumbers = true
    parser.skipWhitespace()
    _ = try? parser.parseValue(depth: 0)
    return parser.recordedNumberTexts
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  /// Where a value sits in a chart document, for ``parseChart(_:)``.
  private enum Role {
    case other
    /// The document itself.
    case root
    /// The root's `series` array.
    case seriesList
    /// An element of the `series` array.
    case series(Int)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipWhitespace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      index += 1
    }
  }

  private mutating func parseValue(depth: Int, role: Role = .other) throws(SyntaxError) -> JSONValue {
    guard let byte = current else { throw error("unexpected end of file, expected a value") }
    switch byte {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1, role: role)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1, role: role)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let start = index
      let number = try parseNumber()
      if recordsNumbers {
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if text != JSONWriter.numberText(number) { recordedNumberTexts[path.description] = text }
      }
      return .number(number)
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw error("NaN and Infinity are not JSON numbers; every number must be finite")
    default: throw error("unexpected character \(describe(byte)), expected a value")
    }
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let start = index
    for expected in UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount) {
      guard current == expected else {
        index = start
        throw error("unexpected text, expected \(word)")
      }
      index += 1
    }
  }

  private mutating func parseObject(depth: Int, role: Role = .other) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else {
      throw error("nesting is deeper than \(Self.maximumDepth) levels")
    }
    index += 1  // {
    var object = JSONObject()
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(object)
    }
    object.reserveCapacity(2)
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        if current == UInt8(ascii: "}") { throw error("a comma before '}' is not allowed in JSON (trailing comma)") }
        throw error(current == nil ? "unexpected end of file inside an object" : "expected a key in double quotes")
      }
      let keyStart = index
      let key = try parseString()
      if object.contains(key) {
        index = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
      index += 1
      skipWhitespace()
      switch (role, key) {
      case (.root, "series") where readsPointColumns:
        object.appendNew(key, try parseValue(depth: depth, role: .seriesList))
      case (.series(let seriesIndex), "points") where readsPointColumns && current == UInt8(ascii: "["):
        pointColumns[seriesIndex] = try parsePointColumns(depth: depth + 1)
        object.appendNew(key, .array([]))
      case (.root, "extensions") where readsPointColumns:
        let start = index
        object.appendNew(key, try parseValue(depth: depth))
        extensionsRange = start..<index
      default:
        if recordsNumbers {
          let parent = path
          path = path / key
          defer { path = parent }
          object.appendNew(key, try parseValue(depth: depth))
        } else {
          object.appendNew(key, try parseValue(depth: depth))
        }
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(object)
      case nil: throw error("unexpected end of file inside an object")
      default: throw error("expected ',' or '}' after a value in an object")
      }
    }
  }

  private mutating func parseArray(depth: Int, role: Role = .other) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else {
      throw error("nesting is deeper than \(Self.maximumDepth) levels")
    }
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      if current == UInt8(ascii: "]") { throw error("a comma before ']' is not allowed in JSON (trailing comma)") }
      if case .seriesList = role {
        elements.append(try parseValue(depth: depth, role: .series(elements.count)))
      } else if recordsNumbers {
        let parent = path
        path = path / elements.count
        defer { path = parent }
        elements.append(try parseValue(depth: depth))
      } else {
        elements.append(try parseValue(depth: depth))
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      case nil: throw error("unexpected end of file inside an array")
      default: throw error("expected ',' or ']' after a value in an array")
      }
    }
  }

  /// Reads a number, checking its syntax and computing its value in the same pass: a number of
  /// at most 15 significant digits and a decimal exponent within ±22 exactly (Clinger's fast
  /// path: both operands are exact Doubles, so the one multiplication or division rounds
  /// correctly), anything else by the full conversion of its text.
  private mutating func parseNumber() throws(SyntaxError) -> Double {
    let start = index
    var negative = false
    if current == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    guard let first = current, isDigit(first) else { throw error("expected a digit") }
    var mantissa: UInt64 = 0
    var significantDigits = 0
    var exponent = 0
    if first == UInt8(ascii: "0") {
      index += 1
      if let next = current, isDigit(next) {
        throw error("numbers must not have leading zeros")
      }
    } else {
      while let byte = current, isDigit(byte) {
        significantDigits += 1
        if significantDigits <= 15 { mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0")) }
        index += 1
      }
    }
    if current == UInt8(ascii: ".") {
      index += 1
      guard let byte = current, isDigit(byte) else {
        throw error("expected a digit after the decimal point")
      }
      while let byte = current, isDigit(byte) {
        if mantissa != 0 || byte != UInt8(ascii: "0") { significantDigits += 1 }
        if significantDigits <= 15 {
          mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
          exponent -= 1
        }
        index += 1
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      index += 1
      var sign = 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") {
        if current == UInt8(ascii: "-") { sign = -1 }
        index += 1
      }
      guard let byte = current, isDigit(byte) else { throw error("expected a digit in the exponent") }
      var explicit = 0
      while let byte = current, isDigit(byte) {
        if explicit <= 400 { explicit = explicit * 10 + Int(byte - UInt8(ascii: "0")) }
        index += 1
      }
      exponent += sign * explicit
    }
    if significantDigits <= 15 {
      if mantissa == 0 { return negative ? -0.0 : 0 }
      if Swift.abs(exponent) <= 22 {
        let magnitude = Double(mantissa)
        let value =
          exponent < 0 ? magnitude / Self.exactPowersOfTen[-exponent] : magnitude * Self.exactPowersOfTen[exponent]
        return negative ? -value : value
      }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      let end = index
      index = start
      defer { index = end }
      throw error("the number \(text) is too large")
    }
    return value
  }

  /// Powers of ten that a Double holds exactly.
  static let exactPowersOfTen: [Double] = (0...22).map { power in
    var value = 1.0
    for _ in 0..<power { value *= 10 }
    return value
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    let quote = index
    // Fast path: plain ASCII with no escapes, the usual key or label.
    let end = plainRunEnd(from: index + 1)
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      index = end + 1
      return String(decoding: bytes[(quote + 1)..<end], as: UTF8.self)
    }
    // Escapes or other scripts: the string's UTF-8 is collected in `utf8`, each run of bytes
    // without an escape copied at once (plotly writes every `/` of a base64 typed array as
    // `\u002f`, so such a run is most of a long string), and made a `String` once.
    // Room for every byte up to the closing quote (an escape only shrinks), found with
    // `memchr`: a long string is then collected without growing its buffer (a 10 MB typed
    // array's text was copied into a new buffer at each doubling).
    var utf8: [UInt8] = []
    let closing = bytes.withUnsafeBufferPointer { KeyScanner.stringEnd(in: $0, openingQuote: quote) }
    utf8.reserveCapacity((closing ?? end) - quote + 16)
    utf8.append(contentsOf: bytes[(quote + 1)..<end])
    index = end
    while true {
      // A run of bytes that are copied as they are (ASCII other than `"`, `\`, control
      // characters; multi-byte UTF-8 is checked first).
      let runStart = index
      var runEnd = plainRunEnd(from: index)
      while runEnd < bytes.count, bytes[runEnd] >= 0x80 {
        index = runEnd
        runEnd = try plainRunEnd(from: runEnd + utf8ScalarLength())
      }
      utf8.append(contentsOf: bytes[runStart..<runEnd])
      index = runEnd
      guard let byte = current else {
        index = quote
        throw error("unterminated string")
      }
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      case UInt8(ascii: "\\"):
        index += 1
        let scalar = try parseEscape()
        if scalar.isASCII {
          utf8.append(UInt8(truncatingIfNeeded: scalar.value))
        } else {
          utf8.append(contentsOf: String(scalar).utf8)
        }
      case 0x0A, 0x0D:
        throw error("a line break inside a string; is a closing double quote missing?")
      default:
        throw error("control character \(describe(byte)) must be escaped inside a string")
      }
    }
  }

  /// The end of the run of bytes from `start` that a string holds as they are: printable ASCII
  /// other than `"` and `\\` (it stops at a quote, a backslash, a control character, a byte of
  /// multi-byte UTF-8, or the end). Eight bytes at a time while none of them stops it: a typed
  /// array's base64 text is megabytes of such bytes.
  private func plainRunEnd(from start: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer -> Int in
      let count = buffer.count
      var position = start
      if let base = buffer.baseAddress {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while position + 8 <= count {
          let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
          // A byte of 0x80 or more, below 0x20, or equal to `"` or `\\` (a zero byte after the
          // XOR) sets its high bit in `stops`; these tests have no false alarm on the whole word.
          let quotes = word ^ (ones &* 0x22)
          let backslashes = word ^ (ones &* 0x5C)
          let stops =
            word | ((word &- ones &* 0x20) & ~word) | ((quotes &- ones) & ~quotes)
            | ((backslashes &- ones) & ~backslashes)
          if stops & highs != 0 { break }
          position += 8
        }
      }
      while position < count {
        let byte = buffer[position]
        if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
        position += 1
      }
      return position
    }
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    guard let byte = current else { throw error("unterminated string") }
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate \\u\(hex(high)) in a string") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low) else {
          throw error("unpaired surrogate \\u\(hex(high)) in a string")
        }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("unpaired surrogate \\u\(hex(high)) in a string")
      }
      return scalar
    default:
      index -= 2  // point at the backslash
      throw error("invalid escape \\\(describe(byte)) in a string")
    }
  }

  private func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw error("unterminated \\u escape") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("expected 4 hexadecimal digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  /// The length of the multi-byte UTF-8 sequence at the position (2 to 4 bytes), refusing
  /// overlong forms, surrogates and values above U+10FFFF; the position does not move.
  private func utf8ScalarLength() throws(SyntaxError) -> Int {
    let lead = bytes[index]
    let (length, initial, minimum): (Int, UInt32, UInt32) =
      switch lead {
      case 0xC2...0xDF: (2, UInt32(lead & 0x1F), 0x80)
      case 0xE0...0xEF: (3, UInt32(lead & 0x0F), 0x800)
      case 0xF0...0xF4: (4, UInt32(lead & 0x07), 0x10000)
      default: (0, 0, 0)
      }
    guard length > 0, index + length <= bytes.count else { throw error("the file is not valid UTF-8") }
    var value = initial
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { throw error("the file is not valid UTF-8") }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard value >= minimum, Unicode.Scalar(value) != nil else {
      throw error("the file is not valid UTF-8")
    }
    return length
  }

  private func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte)
      ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16, uppercase: true))"
  }

  /// An error at the current position, with its 1-based line and column (column counts
  /// characters, not bytes).
  private func error(_ message: String) -> SyntaxError {
    var line = 1
    var column = 1
    var position = 0
    let end = min(index, bytes.count)
    while position < end {
      let byte = bytes[position]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      position += 1
    }
    return SyntaxError(line: line, column: column, message: message)
  }

  // MARK: Chart points

  /// A series' points array, read by ``parseChart(_:)``: the points written `{"x": X, "y": Y}`
  /// (in either order, `y` optional; X a number or a string; Y a number or null) as columns, and
  /// every other element (other keys, other types, not an object) as its JSON value, for the
  /// chart decoder to check and report as it does any point.
  struct PointColumns {
    /// The number of elements.
    var count = 0
    /// The x of each regular point, in order, when their x values are numbers; empty otherwise.
    var xNumbers: [Double] = []
    /// The x of each regular point, in order, when their x values are strings; empty otherwise.
    /// (The first regular point decides; a later point with the other kind of x is irregular.)
    var xStrings: [String] = []
    /// The x of each regular point as a date already read, when a reader parsed the dates
    /// itself (the CSV reader does, once per row for all its series); `xNumbers` and
    /// `xStrings` are then empty. Only for a date x axis.
    var xDates: ParsedDates?
    /// The y of each regular point, in order; NaN for null or absent (JSON has no NaN).
    var ys: [Double] = []
    /// The elements that are not regular points, with their element indices, in increasing order.
    var irregularIndices: [Int] = []
    var irregularValues: [JSONValue] = []
  }

  /// ISO 8601 dates already parsed (`ISO8601Date.parse(utf8:)`), one per regular point.
  struct ParsedDates {
    /// Seconds since 1970-01-01T00:00:00Z of each date, in order.
    var seconds: [Double] = []
    /// Whether any of the dates is written with a time of day (`T14:30`, even `T00:00`): the
    /// axis' dates are then instants, otherwise calendar days.
    var anyHasTime = false
  }

  /// The x of a regular point.
  private enum PointX {
    case number(Double)
    case string(String)
  }

  /// How many elements of a points array (or rows of a CSV file) are read before the columns
  /// reserve room for the rest.
  static let pointsBeforeReserving = 1_024

  /// How many more elements `left` bytes hold at the rate of the first ones (`done` elements
  /// in `used` bytes), plus a tenth: an estimate to reserve columns with, so that millions of
  /// numbers are not copied each time a column doubles.
  static func expectedCount(done: Int, used: Int, left: Int) -> Int {
    guard done > 0, used > 0, left > 0 else { return 0 }
    return Int(Double(left) / (Double(used) / Double(done)) * 1.1)
  }

  /// Parses the array at the current `[` into columns.
  private mutating func parsePointColumns(depth: Int) throws(SyntaxError) -> PointColumns {
    guard depth <= Self.maximumDepth else {
      throw error("nesting is deeper than \(Self.maximumDepth) levels")
    }
    index += 1  // [
    var columns = PointColumns()
    var xIsString: Bool?
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      index += 1
      return columns
    }
    let arrayStart = index
    while true {
      skipWhitespace()
      if current == UInt8(ascii: "]") { throw error("a comma before ']' is not allowed in JSON (trailing comma)") }
      let start = index
      let regular = try parseRegularPoint()
      if let (x, y) = regular {
        switch x {
        case .number(let number) where xIsString != true:
          xIsString = false
          columns.xNumbers.append(number)
          columns.ys.append(y ?? .nan)
        case .string(let text) where xIsString != false:
          xIsString = true
          columns.xStrings.append(text)
          columns.ys.append(y ?? .nan)
        default:
          // The other kind of x than the points before: kept whole, like any irregular point.
          index = start
          try appendIrregular(to: &columns, depth: depth)
        }
      } else {
        index = start
        try appendIrregular(to: &columns, depth: depth)
      }
      columns.count += 1
      if columns.count == Self.pointsBeforeReserving {
        // Room for the rest at the rate so far, so that the columns are not copied as they grow.
        let room =
          columns.count + Self.expectedCount(done: columns.count, used: index - arrayStart, left: bytes.count - index)
        columns.ys.reserveCapacity(room)
        if xIsString == true { columns.xStrings.reserveCapacity(room) } else { columns.xNumbers.reserveCapacity(room) }
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return columns
      case nil: throw error("unexpected end of file inside an array")
      default: throw error("expected ',' or ']' after a value in an array")
      }
    }
  }

  private mutating func appendIrregular(to columns: inout PointColumns, depth: Int) throws(SyntaxError) {
    columns.irregularIndices.append(columns.count)
    columns.irregularValues.append(try parseValue(depth: depth))
  }

  /// Reads `{"x": X, "y": Y}` at the current position, or returns `nil` (leaving the position
  /// anywhere) when the element is anything else. Throws only the errors that parsing the same
  /// bytes as a JSON value would throw at the same place (a bad number or string).
  private mutating func parseRegularPoint() throws(SyntaxError) -> (x: PointX, y: Double?)? {
    guard current == UInt8(ascii: "{") else { return nil }
    index += 1
    var x: PointX?
    var y: Double?
    var sawY = false
    while true {
      skipWhitespace()
      guard index + 2 < bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"")
      else { return nil }
      let key = bytes[index + 1]
      index += 3
      skipWhitespace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      skipWhitespace()
      guard let first = current else { return nil }
      let isNumber = first == UInt8(ascii: "-") || isDigit(first)
      if key == UInt8(ascii: "x"), x == nil {
        if isNumber {
          x = .number(try parseNumber())
        } else if first == UInt8(ascii: "\"") {
          x = .string(try parseString())
        } else {
          return nil
        }
      } else if key == UInt8(ascii: "y"), !sawY {
        sawY = true
        if isNumber {
          y = try parseNumber()
        } else if first == UInt8(ascii: "n") {
          try expectWord("null")
        } else {
          return nil
        }
      } else {
        return nil
      }
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        guard let x else { return nil }
        return (x, y)
      default: return nil
      }
    }
  }
}
