import ChartAccessibility
import Foundation

extension ChartPage {
  /// The number of rows the page's data table shows by default: 1,000. A longer table shows its
  /// first rows, says so, and the whole data is in the page's CSV download.
  ///
  /// A 100,000-row table made a page of 8.7 MB with 300,000 elements, which Chromium took 7.6 s
  /// to parse and had not made an accessibility tree of after two minutes; a screen reader
  /// reading 1,000 rows is already long. The keyboard explorer of an interactive page keeps
  /// every point.
  public static let defaultTableRowLimit = 1_000

  /// The data section after its heading: when the table is longer than ``tableRowLimit``, a
  /// sentence saying how many of its rows it shows; the download link of the whole data as CSV
  /// (a `data:` URL; in a ZIP file when longer than ``csvDownloadZipThreshold``);
  /// and the table (its first ``tableRowLimit`` rows) in a region of its own that scrolls
  /// sideways when the table is wider than the page. A chart without data gets one sentence.
  /// `text` escapes the table's texts (and marks the chart's words in them: ``ChartWords``).
  func writeData<Failure: Error>(
    _ table: DataTable, text: (String) -> String, to sink: (String) throws(Failure) -> Void
  ) throws(Failure) {
    let words = context.language
    guard table.rowCount > 0 else {
      try sink("<p>\(HTML.escape(words.text("page.noData")))</p>\n")
      return
    }
    let limit = max(1, tableRowLimit)
    let title = chart.title.flatMap { $0.isEmpty ? nil : $0 } ?? words.text("describe.untitled")
    let rows = count(table.rowCount)
    var caption: String?
    if table.rowCount > limit {
      let shown = count(limit)
      try sink("<p>\(HTML.escape(words.text("page.tableFirstRows", ["shown": shown, "rows": rows])))</p>\n")
      caption = words.text("page.tableCaptionFirstRows", ["title": .text(title), "shown": shown, "rows": rows])
    }
    // The CSV, as `table --format csv` writes it; a long one in a ZIP file (numbers compress
    // about three times), so that a long chart's page stays small.
    var csv: [UInt8] = []
    table.write(format: .csv) { csv += $0.utf8 }
    let name = Self.downloadName(title)
    let zip = csv.count > Self.csvDownloadZipThreshold ? ZipArchive.single(name: name + ".csv", contents: csv) : nil
    if let zip {
      try sink(
        "<p><a class=\"audiograph-download\" download=\"\(HTML.escape(name)).zip\" href=\"data:application/zip;base64,")
      try sink(Data(zip).base64EncodedString())
      try sink("\">\(HTML.escape(words.text("page.downloadZIP", ["rows": rows])))</a></p>\n")
    } else {
      try sink(
        "<p><a class=\"audiograph-download\" download=\"\(HTML.escape(name)).csv\" href=\"data:text/csv;charset=utf-8,")
      try sink(Self.percentEncoded(csv))
      try sink("\">\(HTML.escape(words.text("page.downloadCSV", ["rows": rows])))</a></p>\n")
    }
    // The table scrolls sideways in its own region when it is wider than the page (reflow).
    try sink(
      "<div class=\"audiograph-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(HTML.escape(caption ?? table.caption))\">\n"
    )
    try table.writeHTMLTable(indent: "", rowLimit: limit, caption: caption, text: text, emit: sink)
    try sink("</div>\n")
  }

  /// A count as the page's locale writes it ("100,000", "100.000"), choosing the plural.
  func count(_ n: Int) -> MessageArgument {
    .number(Double(n), text: n.formatted(.number.locale(context.locale)))
  }

  /// A CSV download longer than this many bytes (100 kB) is offered in a ZIP file: 100,000 rows
  /// of two numbers are about 1.3 MB of CSV, 0.45 MB zipped.
  public static let csvDownloadZipThreshold = 100_000

  /// The download's file name without extension: the title without the characters a file
  /// system refuses (`/ \ : * ? " < > |` and controls), at most 100 characters; "data" for an
  /// empty title.
  static func downloadName(_ title: String) -> String {
    let refused: Set<Character> = ["/", "\\", ":", "*", "?", "\"", "<", ">", "|"]
    let kept = String(
      title.filter { character in
        !refused.contains(character)
          && !character.unicodeScalars.contains { $0.value < 0x20 || UnsafeCharacters.contains($0) }
      }
      .prefix(100)
    ).trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: ".")))
    return kept.isEmpty ? "data" : kept
  }

  /// UTF-8 `text` for the body of a `data:` URL in an HTML attribute: ASCII letters, digits and
  /// `-._~!$()*+,;=:@/?` as they are, every other UTF-8 byte as `%XX` (so the line ends are
  /// `%0A`, spaces `%20`, and no `&`, quote, `#` or `%` is left raw).
  static func percentEncoded(_ text: [UInt8]) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.count + text.count / 4)
    for byte in text {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        bytes.append(byte)
      case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "!"),
        UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
        UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"),
        UInt8(ascii: "/"), UInt8(ascii: "?"):
        bytes.append(byte)
      default:
        bytes.append(UInt8(ascii: "%"))
        bytes.append(hex[Int(byte >> 4)])
        bytes.append(hex[Int(byte & 0x0F)])
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
