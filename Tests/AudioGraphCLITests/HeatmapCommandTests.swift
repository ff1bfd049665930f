import AudioGraphTestSupport
import Foundation
import Testing

/// Heatmaps from the command line: `--chart heatmap` and auto, every command (summarize,
/// describe --points, table, braille, render to WAV and MIDI, explore, check), and bad input with
/// its exit status and nothing written.
@Suite struct HeatmapCommandTests {
  static let passengers = "Fixtures/heatmaps/air-passengers.csv"
  static let temperature = "Fixtures/heatmaps/seattle-temperature.csv"

  /// A small wide matrix in a temporary folder, removed by `body`'s caller.
  static func withMatrix(_ body: (URL, URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("heatmap-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("matrix.csv")
    try "year,Jan,Feb,Mar\n1949,112,118,132\n1950,115,,141\n".write(to: file, atomically: true, encoding: .utf8)
    try body(directory, file)
  }

  @Test func autoReadsALongTableAsAHeatmapAndSaysSo() throws {
    let result = try runAudiograph(["summarize", Self.temperature, "--verbosity", "brief"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput
        == "The highest value is 28.09, in year 2015, month Jul; the lowest is 6.11, in year 2013, month Jan.\n")
    #expect(
      result.standardError
        == "\(Self.temperature): note: read as a heatmap (three columns: two of labels whose pairs appear once, and values); choose with --chart\n"
    )
    let named = try runAudiograph([
      "summarize", Self.temperature, "--x-column", "year", "--y-column", "month", "--value-column", "temp_max",
      "--verbosity", "brief",
    ])
    #expect(named.standardError.isEmpty)
    #expect(named.standardOutput.contains("in month Jul, year 2015"))
  }

  @Test func everyCommandShowsTheGrid() throws {
    try Self.withMatrix { directory, file in
      let path = file.path
      let table = try runAudiograph(["table", path, "--chart", "heatmap", "--format", "csv"])
      #expect(table.standardOutput == "year,Jan,Feb,Mar\n1949,112,118,132\n1950,115,,141\n")
      let text = try runAudiograph(["table", path, "--chart", "heatmap"])
      #expect(text.standardOutput == "year: 1949, Jan: 112, Feb: 118, Mar: 132\nyear: 1950, Jan: 115, Mar: 141\n")
      // One braille line per row, on the whole grid's scale (112 to 141).
      let braille = try runAudiograph(["braille", path, "--chart", "heatmap"])
      #expect(
        braille.standardOutput
          == "1949: 3 values from Jan to Mar, one cell each. Low 112, high 132.\n⣀⣀⠒\n1950: 3 values from Jan to Mar, one cell each. Low 115, high 141. 1 missing value is a blank cell.\n⣀⠀⠉\n"
      )
      let points = try runAudiograph(["describe", "--points", path, "--chart", "heatmap"])
      #expect(
        points.standardOutput.hasSuffix(
          "1949: Jan 112, Feb 118 and Mar 132; average 120.7.\n1950: Jan 115, Feb empty and Mar 141; average 128.\n"))
      let german = try runAudiograph(["describe", "--points", path, "--chart", "heatmap", "--locale", "de_DE"])
      #expect(german.standardOutput.hasSuffix("1950: Januar 115, Februar leer und März 141; Durchschnitt 128.\n"))
      // Rows one after another: two sweeps of 3 columns (2.4 s each) and the gap between them.
      let wav = directory.appendingPathComponent("rows.wav")
      let render = try runAudiograph(["render", path, "--chart", "heatmap", "-o", wav.path])
      #expect(render.status == 0)
      #expect(render.standardOutput.contains("6.14 seconds, WAV"))
      let midi = directory.appendingPathComponent("rows.mid")
      let renderMIDI = try runAudiograph(["render", path, "--chart", "heatmap", "-o", midi.path])
      #expect(renderMIDI.standardOutput.contains("6.14 seconds, MIDI"))
      // Up and down move between rows in the same column, naming both.
      let explore = try runAudiograph(
        ["explore", path, "--chart", "heatmap", "--device", "null"], input: Data("down\nright\nup\nup\nq\n".utf8))
      #expect(
        explore.standardOutput.contains(
          "year 1949, Jan: 112, row 1 of 2, column 1 of 3.\nyear 1950, Jan: 115, row 2 of 2, column 1 of 3.\nyear 1950, Feb: no value, row 2 of 2, column 2 of 3.\nyear 1949, Feb: 118, row 1 of 2, column 2 of 3.\nFirst row. year 1949, Feb: 118, row 1 of 2, column 2 of 3.\n"
        ))
      // check: the values have no unit.
      let check = try runAudiograph(["check", path, "--chart", "heatmap"])
      #expect(check.standardOutput.contains("/yAxis/format: warning: axis-unit"))
    }
  }

  @Test func badDataIsLocatedAndNothingIsWritten() throws {
    try Self.withMatrix { directory, _ in
      let bad = directory.appendingPathComponent("bad.csv")
      try "month,year,t\nJan,2012,1\nFeb,2012,2\nJan,2012,3\nFeb,2013,4\n".write(
        to: bad, atomically: true, encoding: .utf8)
      let output = directory.appendingPathComponent("out.wav")
      let render = try runAudiograph([
        "render", bad.path, "--chart", "heatmap", "--value-column", "t", "-o", output.path,
      ])
      #expect(render.status == 65)
      #expect(render.standardError == "\(bad.path): line 4: a second value for 2012 and Jan (the first is on line 2)\n")
      #expect(!FileManager.default.fileExists(atPath: output.path))
      let usage = try runAudiograph(["summarize", bad.path, "--chart", "heatmap", "--y-column", "a", "--y-column", "b"])
      #expect(usage.status == 64)
      #expect(usage.standardError.hasPrefix("Error: A heatmap has one --y-column (the row labels), found 2."))
    }
  }
}
