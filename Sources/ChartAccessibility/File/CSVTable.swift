/// A CSV file (RFC 4180) split into records of fields, each field with the line it starts on.
///
/// Fields are separated by `delimiter`; a field in double quotes may contain delimiters, line
/// breaks and doubled quotes (`""`). Line breaks are LF or CRLF. A UTF-8 byte order mark is
/// skipped, blank lines are ignored, and every record must have as many fields as the header.
struct CSVTable {
  struct Record {
    /// The 1-based line the record starts on.
    var line: Int
    var fields: Fields
  }

  /// The fields of one record: a view of the table's one array of cells (a million rows are not
  /// a million arrays).
  struct Fields: RandomAccessCollection {
    let cells: [String]
    let offset: Int
    let count: Int
    var startIndex: Int { 0 }
    var endIndex: Int { count }
    subscript(position: Int) -> String { cells[offset + position] }
  }

  /// The records after the header, as views of ``cells``.
  struct Rows: RandomAccessCollection {
    let cells: [String]
    let lines: [Int]
    let width: Int
    var startIndex: Int { 0 }
    var endIndex: Int { lines.count - 1 }
    subscript(position: Int) -> Record {
      Record(line: lines[position + 1], fields: Fields(cells: cells, offset: (position + 1) * width, count: width))
    }
  }

  /// The first record.
  var header: Record
  /// The records after the header.
  var rows: Rows

  struct ParseError: Error {
    var location: ChartInputProblem.Location
    var message: String
  }

  /// What a cell holds, as ``FieldRange/number(in:)`` reads it.
  enum CellNumber {
    case blank
    case number(Double)
    case text
  }

  /// Where one field's text is in the file: `start..<end`, inside the quotes of a quoted field.
  struct FieldRange {
    var start: Int
    var end: Int
    /// A quoted field with doubled quotes (`""`) in it, which stand for one quote each.
    var hasDoubledQuotes: Bool

    /// The field's bytes without the spaces and tabs around them (what `trimmingSpaces` leaves
    /// of the text, for a field without doubled quotes); no copy.
    func trimmedBytes(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
      var start = start
      var end = end
      while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
      while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
      return UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// What the field holds: `.number` in ``CSVChart``'s syntax, `.blank` when it holds only
    /// spaces and tabs, `.text` otherwise (a quoted field with doubled quotes is text). No
    /// `String` is made.
    func number(in bytes: UnsafeBufferPointer<UInt8>) -> CellNumber {
      let cell = trimmedBytes(in: bytes)
      if cell.isEmpty { return .blank }
      guard !hasDoubledQuotes, let number = CSVChart.parseNumber(cell) else { return .text }
      return .number(number)
    }

    /// The field's text.
    func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
      let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
      guard hasDoubledQuotes else { return String(decoding: raw, as: UTF8.self) }
      var unquoted: [UInt8] = []
      unquoted.reserveCapacity(raw.count)
      var index = 0
      while index < raw.count {
        unquoted.append(raw[index])
        index += raw[index] == UInt8(ascii: "\"") ? 2 : 1
      }
      return String(decoding: unquoted, as: UTF8.self)
    }
  }

  static func parse(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) throws(ParseError) -> CSVTable {
    // Every record's fields in one array, each record `width` cells (the header's count; a
    // record of another count is refused, so its cells are never kept).
    var cells: [String] = []
    var lines: [Int] = []
    var width = 0
    try bytes.withUnsafeBufferPointer { (buffer) throws(ParseError) in
      try forEachRecord(in: buffer, delimiter: delimiter) { line, fields in
        width = fields.count
        for field in fields { cells.append(field.text(in: buffer)) }
        lines.append(line)
        return true
      }
    }
    guard !lines.isEmpty else {
      throw ParseError(location: .line(1), message: "the file is empty; expected a header row")
    }
    return CSVTable(
      header: Record(line: lines[0], fields: Fields(cells: cells, offset: 0, count: width)),
      rows: Rows(cells: cells, lines: lines, width: width))
  }

  /// Splits the file into records and calls `body` with each one's first line and its fields'
  /// places (the header first), in order, until `body` returns `false`. Checks the whole file
  /// first as UTF-8, skips a byte order mark, leaves out blank lines (one field of spaces and
  /// tabs), and throws at the first record whose field count differs from the header's, or at
  /// the first quoting error, with its line and field.
  static func forEachRecord(
    in bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8,
    _ body: (_ line: Int, _ fields: [FieldRange]) throws(ParseError) -> Bool
  ) throws(ParseError) {
    guard isValidUTF8(bytes) else {
      throw ParseError(location: firstInvalidUTF8(in: bytes), message: "the file is not valid UTF-8 (save it as UTF-8)")
    }
    var fields: [FieldRange] = []
    var width = -1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    let quote = UInt8(ascii: "\"")
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")
    let count = bytes.count

    while index < count {
      let recordLine = line
      fields.removeAll(keepingCapacity: true)
      var column = 1
      var endOfRecord = false
      while !endOfRecord {
        if index < count, bytes[index] == quote {
          let quoteLine = line
          let quoteColumn = column
          index += 1
          column += 1
          let start = index
          var doubled = false
          var closed = false
          var end = index
          while index < count {
            let byte = bytes[index]
            if byte == quote {
              if index + 1 < count, bytes[index + 1] == quote {
                doubled = true
                index += 2
                column += 2
                continue
              }
              end = index
              index += 1
              column += 1
              closed = true
              break
            }
            if byte == newline {
              line += 1
              column = 0
            }
            index += 1
            column += 1
          }
          guard closed else {
            throw ParseError(
              location: .lineColumn(line: quoteLine, column: quoteColumn),
              message: "a quoted field is not closed; add the closing double quote")
          }
          if index < count, bytes[index] != delimiter, bytes[index] != newline, bytes[index] != carriageReturn {
            throw ParseError(
              location: .lineColumn(line: line, column: column),
              message: "unexpected text after a closing double quote; double a quote inside a quoted field (\"\")")
          }
          fields.append(FieldRange(start: start, end: end, hasDoubledQuotes: doubled))
        } else {
          let start = index
          while index < count {
            let byte = bytes[index]
            if byte == delimiter || byte == newline || byte == carriageReturn { break }
            if byte == quote {
              throw ParseError(
                location: .lineColumn(line: line, column: column),
                message: "a double quote inside an unquoted field; quote the whole field and double the quote")
            }
            index += 1
            if byte & 0xC0 != 0x80 { column += 1 }
          }
          fields.append(FieldRange(start: start, end: index, hasDoubledQuotes: false))
        }
        if index < count, bytes[index] == delimiter {
          index += 1
          column += 1
        } else {
          if index < count, bytes[index] == carriageReturn { index += 1 }
          if index < count, bytes[index] == newline { index += 1 }
          line += 1
          endOfRecord = true
        }
      }
      if fields.count == 1, isBlank(fields[0], in: bytes) { continue }
      if width < 0 { width = fields.count }
      guard fields.count == width else {
        throw ParseError(
          location: .line(recordLine), message: "expected \(width) fields like the header, found \(fields.count)")
      }
      guard try body(recordLine, fields) else { return }
    }
  }

  /// Whether a field holds only spaces and tabs (a blank line). Bytes suffice: a character
  /// equal to a space or a tab is that one byte (a space with a combining mark is another
  /// character, and its mark's bytes are neither).
  private static func isBlank(_ field: FieldRange, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for index in field.start..<field.end where bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
    return true
  }

  /// Whether `bytes` are valid UTF-8: eight bytes at a time while they are ASCII (most CSV
  /// files are), the standard library's check otherwise.
  static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let raw = UnsafeRawBufferPointer(bytes)
    var index = 0
    while index + 8 <= raw.count {
      if raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { break }
      index += 8
    }
    while index < raw.count, raw[index] < 0x80 { index += 1 }
    if index == raw.count { return true }
    return String(validating: bytes, as: UTF8.self) != nil
  }

  /// The line of the first byte that is not valid UTF-8. (A CSV location's column counts fields,
  /// and a line that is not text has none to count.)
  static func firstInvalidUTF8(in bytes: UnsafeBufferPointer<UInt8>) -> ChartInputProblem.Location {
    var line = 1
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      let length: Int
      switch byte {
      case 0x00..<0x80: length = 1
      case 0xC2..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      case 0xF0..<0xF5: length = 4
      default: return .line(line)
      }
      guard index + length <= bytes.count,
        String(validating: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self) != nil
      else { return .line(line) }
      if byte == UInt8(ascii: "\n") { line += 1 }
      index += length
    }
    return .whole
  }
}
