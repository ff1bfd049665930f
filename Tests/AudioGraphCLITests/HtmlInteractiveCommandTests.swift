import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph html --interactive` end to end, and a chart without values (no audio graph).
@Suite struct HtmlInteractiveCommandTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("audiograph-htmlx-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The page carries the engine's pitches: for iq-scores (y axis 70 to 150, C3 to C6), the
  /// mapping written out here; and when each point sounds in the embedded graph.
  @Test func theInteractivePageCarriesEachPointsPitchAndSentence() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("iq.html").path
    let result = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "--interactive", "-o", page])
    #expect(result.status == 0)
    #expect(result.standardOutput == "\(page): HTML page, audio graph 10.60 seconds (ogg).\n")
    let text = try String(contentsOfFile: page, encoding: .utf8)
    let start = try #require(text.range(of: "<script type=\"application/json\" class=\"audiograph-explore-data\">"))
    let end = try #require(text.range(of: "</script>", range: start.upperBound..<text.endIndex))
    let object = try JSONSerialization.jsonObject(with: Data(text[start.upperBound..<end.lowerBound].utf8))
    let data = try #require(object as? [String: Any])
    let series = try #require((data["series"] as? [[String: Any]])?.first)
    let frequencies = try #require(series["frequencies"] as? [Double])
    let c3 = 440 * pow(2, -21.0 / 12)
    let c6 = 440 * pow(2, 15.0 / 12)
    for (frequency, y) in zip(frequencies, [105.0, 112, 118, 125]) {
      #expect(abs(frequency - c3 * pow(c6 / c3, (y - 70) / 80)) <= 0.0005)
    }
    let describe = try runAudiograph(["describe", "Fixtures/charts/iq-scores.json", "--points"])
    let lines = describe.standardOutput.split(separator: "\n").suffix(4).map(String.init)
    #expect(series["sentences"] as? [String] == lines)
    // The first point sounds after the 0.25 s lead-in; the last at the end of the data window.
    let seconds = try #require(series["seconds"] as? [Double])
    #expect(seconds.first == 0.25)
    #expect(seconds.last == 10.25)
    #expect(text.contains("<script>\n(function () {"))
  }

  @Test func aChartWithoutValuesHasNoAudioGraph() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("empty.html").path
    let result = try runAudiograph(["html", "Fixtures/charts/empty-series.json", "-o", page])
    #expect(result.status == 0)
    #expect(result.standardOutput == "\(page): HTML page, no audio.\n")
    let text = try String(contentsOfFile: page, encoding: .utf8)
    #expect(!text.contains("<audio"))
    #expect(!text.contains("table below"))
    #expect(text.contains("<p>The chart has no data.</p>"))
  }
}
