import AudioGraphTestSupport
import Foundation
import Testing

/// What render says on standard error about series with nothing or one thing to hear, and what
/// its help says about the default y range and the end earcon (the same as the README).
@Suite struct RenderNotesAndHelpTests {
  @Test func anEmptySeriesAndASingleValueAreToldInNotes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ag-notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let empty = try runAudiograph(
      ["render", "Fixtures/charts/empty-series.json", "-o", directory.appendingPathComponent("e.wav").path])
    #expect(empty.status == 0, "\(empty.standardError)")
    #expect(
      empty.standardError
        == "Fixtures/charts/empty-series.json: note: Series 1 (Sensor A) has no values, so nothing is heard for it.\n")
    let single = try runAudiograph(
      ["render", "Fixtures/charts/single-order.json", "-o", directory.appendingPathComponent("s.wav").path])
    #expect(single.status == 0, "\(single.standardError)")
    #expect(
      single.standardError
        == "Fixtures/charts/single-order.json: note: Series 1 (Orders) has a single value: one tone, 5.25 seconds into the graph (the middle of the data, as every point has the same x).\n"
    )
  }

  @Test func helpStatesTheDefaultYRangeAndTheEndEarcon() throws {
    let help = try runAudiograph(["render", "--help"])
    #expect(help.status == 0)
    let text = help.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(text.contains("the lowest to the highest value, confidence-interval bounds included"))
    #expect(text.contains("50 ms after the end of the x axis, or after the last sound when that ends later"))
  }
}
