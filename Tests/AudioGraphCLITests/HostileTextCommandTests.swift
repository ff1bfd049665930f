import AudioGraphTestSupport
import Foundation
import Testing

/// Strings from a chart cannot forge lines or drive a terminal in any output format: a corpus
/// of hostile strings in every text field (title, axis titles, series names, categories, point
/// labels, the file name) × every format of `table`, `check` and `html` (issue 23, item 7).
@Suite struct HostileTextCommandTests {
  /// A line break that would forge a row or finding, a terminal title sequence (ESC … BEL), a
  /// carriage return, a C1 control (CSI, U+009B), a right-to-left override, an isolate.
  static let corpus = [
    "a\nforged: row", "b\u{1B}]0;pwned\u{07}", "c\rback", "d\u{9B}31m", "e\u{202E}fdp.exe", "f\u{2066}g\u{2069}",
  ]

  /// The raw characters no output may hold (besides the line breaks of its own structure).
  static func unsafeScalars(in text: String) -> [UInt32] {
    text.unicodeScalars.filter {
      switch $0.value {
      case 0x0A, 0x09: false
      case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
      default: false
      }
    }.map(\.value)
  }

  static func chart(_ hostile: String) throws -> String {
    let object: [String: Any] = [
      "version": 1, "title": "Title " + hostile,
      "xAxis": ["kind": "categorical", "title": "X " + hostile, "categories": ["one " + hostile, "two"]],
      "yAxis": ["kind": "numeric", "title": "Y " + hostile],
      "series": [
        [
          "name": "Series " + hostile, "isContinuous": false,
          "points": [["x": "one " + hostile, "y": 1, "label": "L " + hostile], ["x": "two", "y": 2]],
        ]
      ],
    ]
    return String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
  }

  @Test(arguments: corpus.indices)
  func noFormatPassesAnUnsafeCharacterOrAForgedLine(index: Int) throws {
    let hostile = Self.corpus[index]
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ag-hostile-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // The file name carries the hostile string too, where a file name can (no "/", no NUL).
    let path = directory.appendingPathComponent("chart \(hostile).json").path
    try Data(try Self.chart(hostile).utf8).write(to: URL(fileURLWithPath: path))

    for format in ["text", "markdown", "csv", "html"] {
      let result = try runAudiograph(["table", path, "--format", format])
      #expect(result.status == 0, "table \(format): \(result.standardError)")
      #expect(Self.unsafeScalars(in: result.standardOutput) == [], "table --format \(format)")
      if format == "text" {
        #expect(result.standardOutput.split(separator: "\n").count == 2, "two rows:\n\(result.standardOutput)")
      }
      if format == "markdown" {
        #expect(result.standardOutput.split(separator: "\n").count == 4, "header, rule, two rows")
      }
    }
    for format in ["text", "json", "sarif"] {
      let result = try runAudiograph(["check", path, "--format", format])
      #expect([0, 1].contains(result.status), "check \(format): \(result.standardError)")
      #expect(Self.unsafeScalars(in: result.standardOutput) == [], "check --format \(format)")
      if format == "text" {
        for line in result.standardOutput.split(separator: "\n") {
          #expect(line.hasPrefix(directory.path + "/chart "), "a forged finding: \(line)")
        }
      } else {
        #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) }
      }
    }
    let page = directory.appendingPathComponent("page.html").path
    let html = try runAudiograph(["html", path, "-o", page, "--audio", "none"])
    #expect(html.status == 0, "\(html.standardError)")
    #expect(Self.unsafeScalars(in: try String(contentsOfFile: page, encoding: .utf8)) == [], "html")
    #expect(Self.unsafeScalars(in: html.standardOutput + html.standardError) == [], "html's status line")
  }
}
