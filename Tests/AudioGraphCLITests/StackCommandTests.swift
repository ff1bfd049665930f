import AudioGraphTestSupport
import Foundation
import Testing

/// Stacked, normalized and grouped bars and stacked areas from the command line: `--chart`, the
/// table's Total and share columns, the braille total line, the chart file's kind, `check`'s
/// stack-gaps warning, and options that do not apply (exit 64).
@Suite struct StackCommandTests {
  static let iowa = "Fixtures/stacks/iowa-electricity.csv"

  @Test func stackedBarSummary() throws {
    let result = try runAudiograph(["summarize", Self.iowa, "--chart", "stacked-bar", "--verbosity", "brief"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput
        == "Total rose by 39%, from 40,651 in 2001 to 56,476 in 2017. Fossil Fuels was the largest part in every bar.\n"
    )
  }

  /// Chart Details count the bars a layer leads and the categories a grouped series leads, with
  /// the words the summary uses ("highest in 5 of the 6 categories").
  @Test func detailsCountWhereEachLayerLeads() throws {
    let stacked = try runAudiograph(["summarize", Self.iowa, "--chart", "stacked-bar", "--verbosity", "detailed"])
    #expect(
      stacked.standardOutput.contains("\nFossil Fuels, Largest part in: 17 of 17 bars.\n"), "\(stacked.standardOutput)")
    #expect(stacked.standardOutput.contains("\nNuclear Energy, Largest part in: 0 of 17 bars.\n"))
    let barley = "Fixtures/stacks/barley-sites.csv"
    let grouped = try runAudiograph(["summarize", barley, "--chart", "grouped-bar", "--verbosity", "detailed"])
    #expect(grouped.standardOutput.contains("1931 was highest in 5 of the 6 categories"), "\(grouped.standardOutput)")
    #expect(
      grouped.standardOutput.contains("\n1931, Highest in: 5 of 6 categories.\n1932, Highest in: 1 of 6 categories.\n"))
    let german = try runAudiograph(
      ["summarize", barley, "--chart", "grouped-bar", "--verbosity", "detailed", "--locale", "de_DE"])
    #expect(german.standardOutput.contains("\n1931, Am höchsten in: 5 von 6 Kategorien.\n"), "\(german.standardOutput)")
  }

  @Test func tableHasTotalAndShares() throws {
    let stacked = try runAudiograph(["table", Self.iowa, "--chart", "stacked-bar", "--format", "csv"])
    #expect(
      stacked.standardOutput.hasPrefix(
        "Year,Fossil Fuels,Nuclear Energy,Renewables,Total\n2001,35361,3853,1437,40651\n"))
    let normalized = try runAudiograph(["table", Self.iowa, "--chart", "normalized-bar"])
    #expect(
      normalized.standardOutput.contains(
        "Year: 2001, Fossil Fuels: 35,361, Nuclear Energy: 3,853, Renewables: 1,437, Total: 40,651, Fossil Fuels share: 87.0%, Nuclear Energy share: 9.5%, Renewables share: 3.5%"
      ), "\(normalized.standardOutput)")
  }

  @Test func brailleEndsWithTheTotal() throws {
    let result = try runAudiograph(["braille", Self.iowa, "--chart", "stacked-area", "--width", "17"])
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 8)
    #expect(lines[6] == "Total: 17 values from 2001 to 2017, one cell each. Low 40,651, high 57,509.")
  }

  @Test func chartFileKeepsTheKind() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let written = try runAudiograph(["describe", Self.iowa, "--chart", "normalized-bar", "--format", "json"])
    #expect(written.standardOutput.contains("\"kind\": \"normalizedBar\""))
    let file = folder.appendingPathComponent("iowa.json")
    try written.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    let again = try runAudiograph(["describe", file.path, "--format", "json"])
    #expect(again.standardOutput == written.standardOutput)
    let fromFile = try runAudiograph(["summarize", file.path, "--verbosity", "brief"])
    let fromCSV = try runAudiograph(["summarize", Self.iowa, "--chart", "normalized-bar", "--verbosity", "brief"])
    #expect(fromFile.standardOutput == fromCSV.standardOutput)
  }

  @Test func checkWarnsOfGaps() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("mix.csv")
    try "Year,Coal,Wind\n2020,10,2\n2021,9,\n2022,8,4\n".write(to: csv, atomically: true, encoding: .utf8)
    let result = try runAudiograph(["check", csv.path, "--chart", "stacked-bar"])
    #expect(
      result.standardOutput.contains(
        "\(csv.path): /series/1: warning: stack-gaps: series 2 (Wind) has no value at 1 of the 3 x values; the stack counts a missing value as 0, so its total there says nothing of the gap."
      ), "\(result.standardOutput)")
  }

  @Test func optionsThatDoNotApply() throws {
    let result = try runAudiograph(["summarize", Self.iowa, "--chart", "grouped-bar", "--bins", "4"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--bins"))
  }

  @Test func badCellIsLocated() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stack-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let csv = folder.appendingPathComponent("mix.csv")
    try "Year,Coal,Wind\n2020,10,2\n2021,nine,3\n".write(to: csv, atomically: true, encoding: .utf8)
    let wav = folder.appendingPathComponent("mix.wav")
    let result = try runAudiograph(["render", csv.path, "--chart", "stacked-bar", "-o", wav.path])
    #expect(result.status == 65)
    #expect(result.standardError.contains("line 3, column 2"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: wav.path))
  }
}
