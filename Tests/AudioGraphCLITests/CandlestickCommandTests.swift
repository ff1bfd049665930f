import AudioGraphTestSupport
import Foundation
import Testing

/// Candlestick charts from the command line: the note of `auto`, `--chart candlestick`, the table's
/// price columns, the braille up/down line, and bad rows (exit 65, one located line each, nothing
/// written).
@Suite struct CandlestickCommandTests {
  static let vix = "Fixtures/candlesticks/vix-2009.csv"

  @Test func autoSaysWhatItChose() throws {
    let result = try runAudiograph(["summarize", Self.vix, "--verbosity", "brief"])
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "\(Self.vix): note: read as a candlestick chart (open, high, low and close columns); choose with --chart candlestick, histogram, box or auto\n"
    )
    #expect(
      result.standardOutput.contains("The highest high was 33.05 on July 8, the lowest low 23 on July 24."))
    let asked = try runAudiograph(["summarize", Self.vix, "--chart", "candlestick", "--verbosity", "brief"])
    #expect(asked.standardError.isEmpty)
  }

  @Test func tableHasThePrices() throws {
    let result = try runAudiograph(["table", Self.vix, "--format", "csv"])
    #expect(result.standardOutput.hasPrefix("date,Open,High,Low,Close\n2009-06-01,28.7,30.05,28.45,30.04\n"))
  }

  @Test func brailleMarksUpAndDown() throws {
    let result = try runAudiograph(["braille", Self.vix, "--width", "44"])
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(
      lines[2]
        == "close, up and down: a rising diagonal where the periods of a cell closed above where they opened (20 cells), a falling one where below (23)."
    )
    #expect(lines[3].hasPrefix("⠌⠡⠌⠡⠌⠡⠡⠌⠌⠌⠌⠌⠌⠡⠡"))
  }

  @Test func badRowsExit65WithTheirLines() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("candlestick-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("prices.csv")
    try "Date,Open,High,Low,Close\n2024-01-02,10,12,9,11\n2024-01-03,11,10.5,11.5,11\n".write(
      to: csv, atomically: true, encoding: .utf8)
    let wav = folder.appendingPathComponent("prices.wav")
    let result = try runAudiograph(["render", csv.path, "-o", wav.path])
    #expect(result.status == 65)
    #expect(result.standardError.hasSuffix("\(csv.path): line 3, column 3: the high 10.5 is below the low 11.5\n"))
    #expect(!FileManager.default.fileExists(atPath: wav.path))
  }
}
