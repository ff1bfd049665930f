import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// `render --gain 12`, where the limiter works hardest: the file's true peak stays at or below
/// −1 dBTP by the meter of ITU-R BS.1770-4 and by sox's 4× resampler, and an Ogg Vorbis file
/// decodes at or below −1 dBFS.
@Suite struct TruePeakCommandTests {
  static func decibels(_ x: Double) -> Double { 20 * log10(x) }

  /// The peak sox reports ("Pk lev dB" of `stats`), in dB, after resampling to `rate`.
  static func soxPeakDecibels(_ path: String, resampledTo rate: Int) throws -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sox", path, "-n", "rate", "-v", String(rate), "stats"]
    let pipe = Pipe()
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Pk lev dB") }, "sox said: \(text)")
    return try #require(line.split(separator: " ").last.flatMap { Double($0) })
  }

  /// city-temperatures (three series, bright timbres) reached −0.61 dBTP with the sample-peak
  /// limiter; the others are the fixtures whose sample and true peaks differed most.
  @Test(arguments: ["city-temperatures", "cities-scatter", "server-latency-reference"])
  func loudRendersStayAtOrBelowMinusOneDecibelTruePeak(chart: String) throws {
    let directory = try temporaryDirectory("ag-true-peak")
    defer { try? FileManager.default.removeItem(at: directory) }
    let wav = directory.appendingPathComponent("\(chart).wav").path
    let result = try runAudiograph(
      ["render", "Fixtures/charts/\(chart).json", "-o", wav, "--encoding", "float", "--gain", "12"])
    #expect(result.status == 0, "\(result.standardError)")
    var reader = try SoundFileReader(path: wav)
    let samples = try reader.readAll()
    for c in 0..<2 {
      let measured = truePeak(samples, channel: c, of: 2)
      #expect(
        Self.decibels(measured.peak) <= -1, "channel \(c): \(Self.decibels(measured.peak)) dBTP at \(measured.frame)")
    }
    let sox = try Self.soxPeakDecibels(wav, resampledTo: 4 * 44_100)
    #expect(sox <= -1, "sox's 4× resampler reads \(sox) dB")
  }

  @Test(arguments: ["city-temperatures", "server-latency-reference", "colorblind-pair"])
  func loudOggFilesDecodeAtOrBelowMinusOneDecibel(chart: String) throws {
    let directory = try temporaryDirectory("ag-ogg-peak")
    defer { try? FileManager.default.removeItem(at: directory) }
    for channels in ["1", "2"] {
      let ogg = directory.appendingPathComponent("\(chart)-\(channels).ogg").path
      let result = try runAudiograph(
        ["render", "Fixtures/charts/\(chart).json", "-o", ogg, "--gain", "12", "--channels", channels])
      #expect(result.status == 0, "\(result.standardError)")
      var reader = try SoundFileReader(path: ogg)
      let decoded = measureLevels(try reader.readAll())
      #expect(decoded.peakDecibels <= -1, "\(channels) channels: the Ogg decodes to \(decoded.peakDecibels) dBFS")
      #expect(decoded.peakDecibels > -3, "the limiter's headroom for Vorbis is 1 dB, not more")
    }
  }
}
