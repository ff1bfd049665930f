import AudioGraph
import AudioGraphTestSupport
import AudioIO
import Foundation
import SonificationCore
import Testing

/// What a device hears of the whole chart (`play-all`) after solo and mute, end to end: the
/// captured graph of one heard series is, sample for sample, `render --series N` of that series;
/// with both heard, it is the two together (close to `render`'s mix, and unlike either alone).
/// Hourly temperatures at JFK and LaGuardia, 22,050 Hz mono, 16-bit.
@Suite(.serialized) struct ExploreSoloMuteSoundCommandTests {
  static let chart = "Fixtures/charts/two-airports-hourly.json"

  /// `render CHART --series SERIES` as 16-bit integers.
  static func rendered(series: String) throws -> [Int16] {
    let directory = try temporaryDirectory("ag-solo-render")
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("graph.wav").path
    let result = try runAudiograph([
      "render", chart, "--series", series, "--sample-rate", "22050", "--channels", "1", "--encoding", "pcm16",
      "-o", path,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    var reader = try SoundFileReader(path: path)
    return try reader.readAll().map { Int16($0 * 32_768) }
  }

  /// The graph in a capture of "start, then play-all": the sound from the first non-zero sample
  /// after the start's tone (``ExploreRenderer/toneSeconds`` from its first non-zero sample),
  /// aligned (within ±200 samples of it) where 4,000 samples from 0.15 s on match `reference`
  /// best. Returns the aligned samples (as many as `reference` has) and the share of them equal
  /// to `reference`'s. (The silence between the tone and the graph is two device periods and
  /// however long the script's next line takes: as short as 0.09 s on a quiet machine, so the
  /// graph is not found by a gap's length; the graph itself has gaps of 0.13 s.)
  static func graph(in capture: [Int16], against reference: [Int16]) -> (samples: [Int16], equalShare: Double)? {
    guard let toneStart = capture.firstIndex(where: { $0 != 0 }) else { return nil }
    let toneEnd = toneStart + Int((ExploreRenderer.toneSeconds * 22_050).rounded(.up))
    guard toneEnd < capture.count, let first = capture[toneEnd...].firstIndex(where: { $0 != 0 }) else { return nil }
    let skip = 3_300
    var best: (share: Double, start: Int)?
    for start in (first - 200)...(first + 200) where start >= 0 && start + reference.count <= capture.count {
      let window = skip..<min(skip + 4_000, reference.count)
      let share = Double(window.count { capture[start + $0] == reference[$0] }) / Double(window.count)
      if best == nil || share > best!.share { best = (share, start) }
    }
    guard let best else { return nil }
    let samples = Array(capture[best.start..<(best.start + reference.count)])
    let equal = zip(samples, reference).count { $0 == $1 }
    return (samples, Double(equal) / Double(reference.count))
  }

  @Test func aMutedSeriesIsNotHeardAndASoloedOneIsHeardAlone() throws {
    let jfk = try Self.rendered(series: "1")
    let laGuardia = try Self.rendered(series: "2")
    // JFK muted: LaGuardia alone, every sample.
    let muted = try capturedExplore(Self.chart, script: "mute\nplay-all\nq\n", sampleRate: 22_050)
    let heardAfterMute = Self.graph(in: muted, against: laGuardia)
    #expect(heardAfterMute?.equalShare == 1, "share equal to LaGuardia alone: \(heardAfterMute?.equalShare ?? 0)")
    // JFK solo (from LaGuardia, back on JFK): JFK alone, every sample.
    let soloed = try capturedExplore(Self.chart, script: "solo\nplay-all\nq\n", sampleRate: 22_050)
    let heardAfterSolo = Self.graph(in: soloed, against: jfk)
    #expect(heardAfterSolo?.equalShare == 1, "share equal to JFK alone: \(heardAfterSolo?.equalShare ?? 0)")
    // Both heard: neither alone (most samples differ from each), but the two together.
    let both = try capturedExplore(Self.chart, script: "play-all\nq\n", sampleRate: 22_050)
    let mix = try Self.rendered(series: "all")
    guard let heard = Self.graph(in: both, against: mix) else {
      Issue.record("no graph in the capture of both series")
      return
    }
    for (name, alone) in [("JFK", jfk), ("LaGuardia", laGuardia)] {
      let equal = zip(heard.samples, alone).count { $0 == $1 }
      #expect(Double(equal) / Double(alone.count) < 0.5, "both heard, yet \(equal) samples equal \(name) alone")
    }
    // Against the render's mix: a correlation above 0.99 (the explorer mixes the series' own
    // graphs at 1/√2 each; the render mixes them in one score).
    let x = heard.samples.map(Double.init)
    let y = mix.map(Double.init)
    let dot = zip(x, y).reduce(0) { $0 + $1.0 * $1.1 }
    let correlation = dot / (x.reduce(0) { $0 + $1 * $1 } * y.reduce(0) { $0 + $1 * $1 }).squareRoot()
    #expect(correlation > 0.99, "correlation with the render of both: \(correlation)")
  }
}
