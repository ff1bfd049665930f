import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// Float samples from a raw little-endian float32 capture (the ALSA file plugin, `FORMAT=raw`).
func readRawFloats(_ path: String) throws -> [Float] {
  let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
  return bytes.withUnsafeBytes { raw in
    (0..<(raw.count / 4)).map {
      Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
    }
  }
}

func temporaryDirectory(_ prefix: String) throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// The number after `label` in `text`, such as 12.5 in "stop 12.5 ms".
func number(after label: String, in text: String) -> Double? {
  guard let range = text.range(of: label) else { return nil }
  let rest = text[range.upperBound...].drop { $0 == " " }
  return Double(String(rest.prefix { $0.isNumber || $0 == "." }))
}

/// `audiograph play`, run as a user runs it, through the ALSA file plugin (exact samples, no
/// pacing); the paced tests are in ``LivePlaybackJACKTests``.
@Suite struct PlayCommandTests {
  @Test func playingThroughTheFilePluginGivesExactlyTheSamplesRenderWrites() throws {
    let directory = try temporaryDirectory("ag-play")
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = directory.appendingPathComponent("cap.raw").path
    let wav = directory.appendingPathComponent("graph.wav").path
    let options = ["--series", "sequential", "--sample-rate", "22050", "--channels", "2"]
    let played = try runAudiograph(
      [
        "play", "Fixtures/charts/city-temperatures.json", "--device", "file:FILE=\(capture),FORMAT=raw", "--period-ms",
        "5",
      ] + options)
    #expect(played.status == 0, "\(played.standardError)")
    #expect(played.standardOutput == "Playing Average monthly temperature: 32.5 seconds.\nComplete.\n")
    let rendered = try runAudiograph(
      ["render", "Fixtures/charts/city-temperatures.json", "-o", wav, "--encoding", "float"] + options)
    #expect(rendered.status == 0, "\(rendered.standardError)")

    let live = try readRawFloats(capture)
    var reader = try SoundFileReader(path: wav)
    let file = try reader.readAll()
    #expect(file.count == reader.frameCount * 2)
    // The player hands whole periods to the device: the last one is padded with silence.
    #expect(live.count >= file.count && live.count - file.count < 2 * 2 * 1_024)
    #expect(Array(live.prefix(file.count)) == file, "played samples equal the rendered file's, bit for bit")
    #expect(live.dropFirst(file.count).allSatisfy { $0 == 0 })
    // And the library's own rendering.
    var sonificationOptions = SonificationOptions()
    sonificationOptions.sampleRate = 22_050
    sonificationOptions.seriesPlayback = .sequential
    let sonification = try ChartSonifier(options: sonificationOptions)
      .sonify(try ChartFile.read(path: fixtureURL("charts/city-temperatures.json").path))
    #expect(Array(live.prefix(file.count)) == sonification.renderSamples(channelCount: 2))
  }

  @Test func aMissingDeviceExits69WithOneLineNamingItAndSuggestingRender() throws {
    let result = try runAudiograph(["play", "Fixtures/charts/iq-scores.json", "--device", "no-such-device"])
    #expect(result.status == 69)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result.standardError)")
    #expect(lines.first?.hasPrefix("audiograph: cannot open audio device 'no-such-device': ") == true)
    #expect(lines.first?.contains("use 'audiograph render Fixtures/charts/iq-scores.json -o FILE.wav'") == true)
  }

  @Test func badOptionsExit64() throws {
    #expect(
      try runAudiograph(["play", "Fixtures/charts/iq-scores.json", "--period-ms", "10", "--buffer-ms", "5"]).status
        == 64)
    #expect(try runAudiograph(["play", "Fixtures/charts/iq-scores.json", "--channels", "3"]).status == 64)
  }
}
