/// A CSV file (RFC 4180) split into records of fields, each field with the line it starts on.
///
/// Fields are separated by `delimiter`; a field in double quotes may contain delimiters, line
/// breaks and doubled quotes (`""`). Line breaks are LF or CRLF. A UTF-8 byte order mark is
/// skipped, blank lines are ignored, and every record must have as many fields as the header.
struct CSVTable {
  struct Record {
    /// The 1-based line the record starts on.
    var line: Int
    var fields: [String]
  }

  /// The first record.
  var header: Record
  /// The records after the header.
  var rows: [Record]

  struct ParseError: Error {
    var location: ChartInputProblem.Location
    var message: String
  }

  static func parse(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ",")) throws(ParseError) -> CSVTable {
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw ParseError(location: firstInvalidUTF8(in: bytes), message: "the file is not valid UTF-8 (save it as UTF-8)")
    }
    var records: [Record] = []
    var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var line = 1
    let quote = UInt8(ascii: "\"")
    let newline = UInt8(ascii: "\n")
    let carriageReturn = UInt8(ascii: "\r")

    while index < bytes.count {
      let recordLine = line
      var fields: [String] = []
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
          while index < bytes.count, bytes[index] != delimiter, bytes[index] != newline,
            bytes[index] != carriageReturn
          {
            if bytes[index] == quote {
              throw ParseError(
                location: .lineColumn(line: line, column: column),
                message: "a double quote inside an unquoted field; quote the whole field and double the quote")
            }
            field.append(bytes[index])
            index += 1
            if bytes[index - 1] & 0xC0 != 0x80 { column += 1 }
          }
        }
        fields.append(String(decoding: field, as: UTF8.self))
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
      let isBlank = fields.count == 1 && fields[0].allSatisfy { $0 == " " || $0 == "\t" }
      if !isBlank { records.append(Record(line: recordLine, fields: fields)) }
    }
    guard let header = records.first else {
      throw ParseError(location: .line(1), message: "the file is empty; expected a header row")
    }
    for record in records.dropFirst() where record.fields.count != header.fields.count {
      throw ParseError(
        location: .line(record.line),
        message: "expected \(header.fields.count) fields like the header, found \(record.fields.count)")
    }
    return CSVTable(header: header, rows: Array(records.dropFirst()))
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
