import ChartAccessibility
import Foundation

extension DataTable {
  /// How a table is written.
  public enum Format: String, Sendable, Hashable, CaseIterable {
    /// For a terminal with a screen reader: one row per line, its non-blank cells as
    /// "Header: value" pairs joined by ", ", with no box drawing and no padding (a screen reader
    /// reads runs of spaces and rules as noise). The header is the column's ``Column/title``
    /// without the unit, which every value already says ("Temperature: 6.3 degrees Celsius").
    /// A negative number is said with the language's word ("CAC 40: minus 0.262%"), as
    /// `describe --points` says it: a screen reader at a low punctuation level drops "-".
    /// A table without rows is the line "No data.". Control characters and bidirectional
    /// controls in a header or a cell are shown as escapes ("\n", "\u{202E}"), so a row stays one
    /// line.
    case text
    /// A GitHub-flavoured Markdown table: a header row, a `---` rule, one line per row; a
    /// vertical bar, backslash, asterisk, underscore, backtick, square bracket or angle bracket in
    /// a cell is escaped with a backslash, line breaks become spaces, and other control and
    /// bidirectional characters are shown as escapes.
    case markdown
    /// RFC 4180 CSV with the raw values (``rawTexts(ofRow:)``: unrounded numbers, ISO 8601
    /// dates), a header row first and CRLF-free `\n` line ends. A field is quoted when it holds a
    /// comma, a quote, a line break or starts or ends with a space or tab; quotes are doubled.
    /// Control characters other than the line break and tab, and bidirectional controls, are
    /// written as visible escapes ("\u{1B}") in a quoted field.
    /// Reads back with `CSVChart` (the interval columns named with its lower and upper column
    /// options) to the same values.
    case csv
    /// An HTML `<table>` (``htmlTable()``).
    case html
  }

  /// Writes the table in `format`, handing `sink` pieces of text of about `chunkSize` UTF-8
  /// bytes each (whole rows; one row may be longer), in order. Memory stays at one chunk
  /// whatever the number of rows.
  ///
  /// - Parameters:
  ///   - format: the format to write.
  ///   - chunkSize: the size at which a piece is handed on, in bytes; at least 1.
  ///   - sink: receives each piece; throw to stop writing.
  public func write<Failure: Error>(
    format: Format, chunkSize: Int = 65_536, to sink: (String) throws(Failure) -> Void
  ) throws(Failure) {
    var buffer = ""
    buffer.reserveCapacity(chunkSize + 1_024)
    func emit(_ text: String) throws(Failure) {
      buffer += text
      if buffer.utf8.count >= chunkSize {
        try sink(buffer)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    switch format {
    case .text:
      if rowCount == 0 { try emit(language.text("table.noData") + "\n") }
      // "Day: 3 March", in French "Day : 3 mars" (a no-break space before the colon): the
      // language's pair with empty parts, made once rather than once per cell.
      let separator = language.text("table.pair", ["header": "", "value": ""])
      for row in 0..<rowCount {
        let texts = texts(ofRow: row)
        var pairs: [String] = []
        for (column, text) in zip(columns, texts) where !text.isEmpty {
          // One row is one line: a line break or an escape sequence in a label is shown, not obeyed.
          pairs.append(
            UnsafeCharacters.visible(column.title) + separator
              + UnsafeCharacters.visible(language.negativeNumbersInWords(text)))
        }
        try emit(pairs.joined(separator: ", ") + "\n")
      }
    case .markdown:
      try emit("| " + columns.map { Self.markdownCell($0.header) }.joined(separator: " | ") + " |\n")
      try emit("|" + String(repeating: " --- |", count: columns.count) + "\n")
      for row in 0..<rowCount {
        try emit(
          "| " + texts(ofRow: row, unitsInHeaders: true).map(Self.markdownCell).joined(separator: " | ") + " |\n")
      }
    case .csv:
      try emit(columns.map { Self.csvField($0.header) }.joined(separator: ",") + "\n")
      for row in 0..<rowCount {
        try emit(rawTexts(ofRow: row).map(Self.csvField).joined(separator: ",") + "\n")
      }
    case .html:
      try writeHTMLTable(indent: "", emit: emit)
    }
    if !buffer.isEmpty { try sink(buffer) }
  }

  /// The whole table in `format`, as one string (for small tables and tests; see
  /// ``write(format:chunkSize:to:)`` for large ones).
  public func string(format: Format) -> String {
    var result = ""
    write(format: format) { result += $0 }
    return result
  }

  /// The table as an HTML `<table>`: a `<caption>` (``caption``), a header row of
  /// `<th scope="col">` cells, and one row per x value whose first cell, the x value, is a
  /// `<th scope="row">`. Blank cells are empty `<td>`s. Every text is escaped.
  public func htmlTable() -> String {
    var result = ""
    writeHTMLTable(indent: "") { result += $0 }
    return result
  }

  /// Writes the `<table>`: its first `rowLimit` rows (all by default) under `caption` (the
  /// table's own ``caption`` by default), each text escaped by `text` (``HTML/escape(_:)`` by
  /// default; a page's marks the chart's own words with their language too).
  func writeHTMLTable<Failure: Error>(
    indent: String, rowLimit: Int = .max, caption: String? = nil, text: (String) -> String = HTML.escape,
    emit: (String) throws(Failure) -> Void
  ) throws(Failure) {
    try emit("\(indent)<table>\n\(indent)<caption>\(text(caption ?? self.caption))</caption>\n")
    try emit("\(indent)<thead>\n\(indent)<tr>")
    for column in columns { try emit("<th scope=\"col\">\(text(column.header))</th>") }
    try emit("</tr>\n\(indent)</thead>\n\(indent)<tbody>\n")
    for row in 0..<min(rowCount, max(0, rowLimit)) {
      var line = indent + "<tr>"
      for (index, cell) in texts(ofRow: row, unitsInHeaders: true).enumerated() {
        line += index == 0 ? "<th scope=\"row\">\(text(cell))</th>" : "<td>\(text(cell))</td>"
      }
      try emit(line + "</tr>\n")
    }
    try emit("\(indent)</tbody>\n\(indent)</table>\n")
  }

  /// A Markdown table cell: specials escaped, line breaks as spaces, other unsafe characters
  /// (``UnsafeCharacters``) shown as escapes.
  static func markdownCell(_ text: String) -> String {
    // | \ * _ ` [ ] < > and line breaks
    let specials: Set<UInt8> = [0x7C, 0x5C, 0x2A, 0x5F, 0x60, 0x5B, 0x5D, 0x3C, 0x3E, 0x0A, 0x0D]
    guard text.utf8.contains(where: specials.contains) else { return UnsafeCharacters.visible(text) }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "|", "\\", "*", "_", "`", "[", "]", "<", ">":
        result.append("\\")
        result.append(character)
      case "\n", "\r", "\r\n": result.append(" ")
      default: result.append(character)
      }
    }
    return UnsafeCharacters.visible(result)
  }

  /// A CSV field, quoted when it must be. A line break stays a quoted line break (RFC 4180);
  /// every other unsafe character (``UnsafeCharacters``: ESC, BEL, C1, CR, bidirectional
  /// controls) is written as a visible escape ("\u{1B}") in a quoted field, so no cell can drive
  /// the terminal a CSV file is shown in.
  static func csvField(_ text: String) -> String {
    let unsafe = text.unicodeScalars.contains { $0 != "\n" && UnsafeCharacters.contains($0) }
    let text = unsafe ? UnsafeCharacters.visible(text, keepingLineBreaks: true) : text
    let needsQuotes =
      unsafe || text.contains { $0 == "," || $0 == "\"" || $0 == "\n" }
      || text.first == " " || text.first == "\t" || text.last == " " || text.last == "\t"
    guard needsQuotes else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
