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

  static func parse(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) throws(ParseError) -> CSVTable {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ParseError(location: firstInvalidUTF8(in: bytes), message: "the file is not valid UTF-8 (save it as UTF-8)")
    }
    // Every record's fields in one array, each record `width` cells (the header's count; a
    // record of another count is refused below, so its cells are not kept).
    var cells: [String] = []
    var lines: [Int] = []
    var width = -1
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    let quote = UInt8(ascii: "\"")
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")

    while index < bytes.count {
      let recordLine = line
      let firstCell = cells.count
      var field: [UInt8] = []
      var column = 1
      var endOfRecord = false
      while !endOfRecord {
        field.removeAll(keepingCapacity: true)
        if index < bytes.count, bytes[index] == quote {
          let quoteLine = line
          let quoteColumn = column
          index += 1
          column += 1
          var closed = false
          while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
              if index + 1 < bytes.count, bytes[index + 1] == quote {
                field.append(quote)
                index += 2
                column += 2
                continue
              }
              index += 1
              column += 1
              closed = true
              break
            }
            if byte == newline {
              line += 1
              column = 0
            }
            field.append(byte)
            index += 1
            column += 1
          }
          guard closed else {
            throw ParseError(
              location: .lineColumn(line: quoteLine, column: quoteColumn),
              message: "a quoted field is not closed; add the closing double quote")
          }
          if index < bytes.count, bytes[index] != delimiter, bytes[index] != newline,
            bytes[index] != carriageReturn
          {
            throw ParseError(
              location: .lineColumn(line: line, column: column),
              message: "unexpected text after a closing double quote; double a quote inside a quoted field (\"\")")
          }
        } else {
          let start = index
          while index < bytes.count, bytes[index] != delimiter, bytes[index] != newline,
            bytes[index] != carriageReturn
          {
            if bytes[index] == quote {
              throw ParseError(
                location: .lineColumn(line: line, column: column),
                message: "a double quote inside an unquoted field; quote the whole field and double the quote")
            }
            index += 1
            if bytes[index - 1] & 0xC0 != 0x80 { column += 1 }
          }
          field.append(contentsOf: bytes[start..<index])
        }
        cells.append(String(decoding: field, as: UTF8.self))
        if index < bytes.count, bytes[index] == delimiter {
          index += 1
          column += 1
        } else {
          if index < bytes.count, bytes[index] == carriageReturn { index += 1 }
          if index < bytes.count, bytes[index] == newline { index += 1 }
          line += 1
          endOfRecord = true
        }
      }
      let count = cells.count - firstCell
      if count == 1, cells[firstCell].allSatisfy({ $0 == " " || $0 == "\t" }) {
        cells.removeLast()  // a blank line
        continue
      }
      if width < 0 { width = count }
      guard count == width else {
        throw ParseError(
          location: .line(recordLine), message: "expected \(width) fields like the header, found \(count)")
      }
      lines.append(recordLine)
    }
    guard width >= 0 else {
      throw ParseError(location: .line(1), message: "the file is empty; expected a header row")
    }
    return CSVTable(
      header: Record(line: lines[0], fields: Fields(cells: cells, offset: 0, count: width)),
      rows: Rows(cells: cells, lines: lines, width: width))
  }

  /// The line of the first byte that is not valid UTF-8. (A CSV location's column counts fields,
  /// and a line that is not text has none to count.)
  static func firstInvalidUTF8(in bytes: [UInt8]) -> ChartInputProblem.Location {
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
        String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
      else { return .line(line) }
      if byte == UInt8(ascii: "\n") { line += 1 }
      index += length
    }
    return .whole
  }
}
