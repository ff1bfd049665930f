import AudioGraph
import ChartAccessibility
import ChartAlternatives
import ChartAudit
import Foundation

/// The fuzz targets for what a chart becomes besides sound and a summary: the data table in
/// every format, the braille lines and the HTML page (`alternatives`), and the accessibility
/// audit in every report format (`audit`). Each input is read in one of four locales
/// (``ChartFuzzing/context(for:)``), so the German, French and Spanish words and number formats
/// are fuzzed as well as the English ones.
///
/// Beyond "no trap": text meant for a terminal or a page never carries a character that could
/// forge a line or reorder one (``UnsafeCharacters``, except the line breaks the format itself
/// writes), a text table has one line per row, a CSV table has one record per row and as many
/// fields in each, an HTML page has no script, and the JSON and SARIF reports are JSON.
extension ChartFuzzing {
  /// The four locales every target reads and writes in, chosen by ``context(for:)``.
  static let contexts: [FormattingContext] = [
    FormattingContext.default,
    FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "Europe/Berlin")!),
    FormattingContext(locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "Europe/Paris")!),
    FormattingContext(locale: Locale(identifier: "es_ES"), timeZone: TimeZone(identifier: "Europe/Madrid")!),
  ]

  /// The locale an input is read and written in: one of ``contexts``, chosen by the input's
  /// length divided by 7 (so that it varies independently of the choices made by the length
  /// itself: the chart kind, the sonification variant).
  static func context(for bytes: [UInt8]) -> FormattingContext {
    contexts[(bytes.count / 7) % contexts.count]
  }

  /// The alternatives target: the chart's table in every format (of all series, or of the
  /// first series alone when the input's first byte is odd), its braille lines at a width chosen
  /// by the input, and its HTML page without sound (whole, or a fragment when the input's length
  /// is odd).
  static func alternatives(_ bytes: [UInt8]) {
    let context = context(for: bytes)
    guard let chart = decodeChart(bytes, context: context) else { return }
    let first = Int(bytes.first ?? 0)
    let table = DataTable(
      chart: chart, series: first % 2 == 1 ? 0 : nil, language: context.language, locale: context.locale)
    for format in DataTable.Format.allCases {
      checkTable(table.string(format: format), format: format, rowCount: table.rowCount)
    }
    let width = 1 + first % 80
    for line in BrailleLine.lines(for: chart, width: width, language: context.language) {
      for cell in line.cells.unicodeScalars where !(0x2800...0x28FF).contains(cell.value) {
        fatalError("braille cell U+\(String(cell.value, radix: 16)) is not a braille pattern")
      }
      let cellCount = line.cells.unicodeScalars.count
      precondition(cellCount <= width, "a braille line of \(cellCount) cells is wider than \(width)")
      consume(line.description)
    }
    let html = ChartPage(chart: chart, context: context, brailleWidth: width).html(fragment: bytes.count % 2 == 1)
    checkSafe(html, format: "HTML page", allowingLineBreaks: true)
    precondition(!containsScript(html), "the HTML page has a script")
  }

  /// The audit target: the chart audited at the conformance level the input's length picks,
  /// and one report, in text, JSON (strict or not) or SARIF as the length picks, with the chart
  /// file's line numbers when the input is JSON; the reports of an unreadable chart too, with
  /// the reader's problems.
  static func audit(_ bytes: [UInt8]) {
    let context = context(for: bytes)
    let levels = ConformanceLevel.allCases
    let level = levels[levels.index(levels.startIndex, offsetBy: bytes.count % levels.count)]
    let audited: [AuditedChart]
    do {
      let chart = try decodeChartThrowing(bytes, context: context)
      let auditor = ChartAuditor(options: ChartAuditor.Options(level: level, context: context))
      audited = [
        AuditedChart(file: "fuzz", findings: auditor.audit(chart), locator: isJSON(bytes) ? JSONLocator(bytes) : nil)
      ]
    } catch {
      audited = [.unreadable(file: "fuzz", problems: error.description.split(separator: "\n").map(String.init))]
    }
    // One report per input, picked by the length ÷ 5: the fuzzer covers all three over many
    // inputs, at three times the rate.
    switch (bytes.count / 5) % 3 {
    case 0:
      checkSafe(AuditReport.text(audited, language: context.language), format: "check text", allowingLineBreaks: true)
    case 1:
      checkJSON(
        AuditReport.json(audited, level: level, strict: bytes.count % 2 == 1).formattedText, format: "check JSON")
    default:
      let sarif = AuditReport.sarif(
        audited, toolVersion: "fuzz", language: context.language,
        decimalSeparator: context.locale.decimalSeparator ?? ".")
      checkJSON(sarif.formattedText, format: "SARIF")
    }
  }

  // MARK: Checks

  /// Whether `html` has a `<script` tag, in any case (a byte scan: lowercasing a large page
  /// under AddressSanitizer takes seconds).
  private static func containsScript(_ html: String) -> Bool {
    let tag = Array("<script".utf8)
    var utf8 = html.utf8.makeIterator()
    var matched = 0
    while let byte = utf8.next() {
      let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
      if lower == tag[matched] {
        matched += 1
        if matched == tag.count { return true }
      } else {
        matched = lower == tag[0] ? 1 : 0
      }
    }
    return false
  }

  /// Each format's promise about rows: text has one line per row ("No data." for none),
  /// Markdown a header, a rule and one line per row, CSV one record per row after the header,
  /// each with the header's number of fields; no format but CSV carries an unsafe character
  /// (and CSV only the line breaks of its quoted fields).
  private static func checkTable(_ text: String, format: DataTable.Format, rowCount: Int) {
    let lines = text.utf8.count { $0 == UInt8(ascii: "\n") }
    switch format {
    case .text:
      checkSafe(text, format: "text table", allowingLineBreaks: true)
      precondition(lines == max(rowCount, 1), "a text table of \(rowCount) rows has \(lines) lines:\n\(text)")
    case .markdown:
      checkSafe(text, format: "Markdown table", allowingLineBreaks: true)
      precondition(lines == rowCount + 2, "a Markdown table of \(rowCount) rows has \(lines) lines:\n\(text)")
    case .csv:
      let records = csvRecords(text)
      precondition(records.count == rowCount + 1, "a CSV table of \(rowCount) rows has \(records.count) records")
      if let odd = records.first(where: { $0 != records[0] }) {
        fatalError("a CSV record has \(odd) fields, the header \(records[0]):\n\(text)")
      }
    case .html:
      checkSafe(text, format: "HTML table", allowingLineBreaks: true)
    }
  }

  /// The number of fields of each record of RFC 4180 CSV `text` (quoted fields may hold commas,
  /// doubled quotes and line breaks). A control character other than the line break outside a
  /// quoted field is a forged record.
  private static func csvRecords(_ text: String) -> [Int] {
    var records: [Int] = []
    var fields = 1
    var quoted = false
    for byte in text.utf8 {
      if quoted {
        // A quote ends the field, or (doubled) opens it again at once: the same count.
        if byte == UInt8(ascii: "\"") { quoted = false }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): quoted = true
      case UInt8(ascii: ","): fields += 1
      case UInt8(ascii: "\n"):
        records.append(fields)
        fields = 1
      case 0x0D, 0x1B, 0x07: fatalError("CSV has a raw control character 0x\(String(byte, radix: 16)) outside quotes")
      default: break
      }
    }
    precondition(!quoted, "CSV ends inside a quoted field")
    return records
  }

  /// Traps when `text` holds an unsafe character (``UnsafeCharacters``), other than the line
  /// break when `allowingLineBreaks`.
  private static func checkSafe(_ text: String, format: String, allowingLineBreaks: Bool) {
    // Printable ASCII and the tab are never unsafe: a text of them alone (most reports and
    // tables) is passed after one pass over its bytes, not one call per character.
    let plain = text.utf8.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 || ($0 == 0x0A && allowingLineBreaks) }
    if plain { return }
    for scalar in text.unicodeScalars where UnsafeCharacters.contains(scalar) {
      if allowingLineBreaks && scalar == "\n" { continue }
      fatalError("\(format) holds the unsafe character U+\(String(scalar.value, radix: 16)):\n\(text)")
    }
  }

  /// Traps when `text` is not one JSON value (as Foundation reads it), or holds an unsafe
  /// character outside an escape.
  private static func checkJSON(_ text: String, format: String) {
    checkSafe(text, format: format, allowingLineBreaks: true)
    do {
      _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    } catch {
      fatalError("\(format) is not JSON (\(error)):\n\(text)")
    }
  }
}
