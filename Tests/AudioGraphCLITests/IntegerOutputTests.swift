import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// Every integer output of one audio graph holds the same integers: `render` to 16- and 24-bit
/// WAV and FLAC, and `play` to a device that takes only 16-bit integers (captured by ALSA's
/// file plugin), all quantized by one rule (× 2^(bits−1), round to nearest, clip).
@Suite struct IntegerOutputTests {
  static let chart = "Fixtures/charts/iq-scores.json"
  static let options = ["--sample-rate", "22050", "--channels", "2"]

  /// The integers of a 16- or 24-bit file, as libsndfile reads them (floats × 2^(bits−1), exact).
  static func integers(_ path: String, bits: Int) throws -> [Int32] {
    var reader = try SoundFileReader(path: path)
    let scale = Float(1 << (bits - 1))
    return try reader.readAll().map { Int32($0 * scale) }
  }

  /// The rule, written out: × 2^(bits−1), nearest with halves to even, clipped to the range.
  static func nearest(_ x: Float, bits: Int) -> Int32 {
    let scale = Double(1 << (bits - 1))
    return Int32(min(max((Double(x) * scale).rounded(.toNearestOrEven), -scale), scale - 1))
  }

  @Test(arguments: [("pcm16", 16), ("pcm24", 24)])
  func wavAndFlacOfOneRenderAreSampleIdenticalAndRoundToNearest(encoding: String, bits: Int) throws {
    let directory = try temporaryDirectory("ag-integers")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [[Int32]] = []
    for name in ["graph.wav", "graph.flac"] {
      let path = directory.appendingPathComponent(name).path
      let result = try runAudiograph(["render", Self.chart, "-o", path, "--encoding", encoding] + Self.options)
      #expect(result.status == 0, "\(result.standardError)")
      files.append(try Self.integers(path, bits: bits))
    }
    let floatPath = directory.appendingPathComponent("graph-float.wav").path
    let rendered = try runAudiograph(["render", Self.chart, "-o", floatPath, "--encoding", "float"] + Self.options)
    #expect(rendered.status == 0, "\(rendered.standardError)")
    var reader = try SoundFileReader(path: floatPath)
    let floats = try reader.readAll()

    #expect(files[0].count == floats.count && files[1].count == floats.count)
    let differing = zip(files[0], files[1]).filter { $0 != $1 }.count
    #expect(differing == 0, "WAV and FLAC differ in \(differing) of \(floats.count) samples")
    let sounding = floats.indices.filter { floats[$0] != 0 }
    let offNearest = sounding.filter { files[0][$0] != Self.nearest(floats[$0], bits: bits) }.count
    #expect(offNearest == 0, "\(offNearest) of \(sounding.count) sounding samples are not the nearest step")
    let scale = Double(1 << (bits - 1))
    let meanError = sounding.map { Double(files[0][$0]) - Double(floats[$0]) * scale }.reduce(0, +)
    #expect(abs(meanError / Double(sounding.count)) < 0.01, "DC offset \(meanError / Double(sounding.count)) steps")
  }

  /// `--dither tpdf` adds triangular noise before rounding: the same file on every run, every
  /// sample within one step of the undithered one, the error's mean zero; float refuses it.
  @Test func tpdfDitherIsDeterministicAndWithinOneStep() throws {
    let directory = try temporaryDirectory("ag-dither")
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [[Int32]] = []
    for (name, dither) in [("a.wav", "tpdf"), ("b.flac", "tpdf"), ("plain.wav", "none")] {
      let path = directory.appendingPathComponent(name).path
      let result = try runAudiograph(["render", Self.chart, "-o", path, "--dither", dither] + Self.options)
      #expect(result.status == 0, "\(result.standardError)")
      files.append(try Self.integers(path, bits: 16))
    }
    #expect(files[0] == files[1], "the same dithered samples in WAV and FLAC, run after run")
    #expect(files[0].count == files[2].count)
    let steps = zip(files[0], files[2]).map { abs($0 - $1) }
    #expect(steps.allSatisfy { $0 <= 1 }, "dither moves a sample by at most one step")
    let moved = steps.filter { $0 != 0 }.count
    #expect(moved > files[0].count / 4, "dither changes many samples (\(moved) of \(files[0].count))")
    let mean = Double(zip(files[0], files[2]).map { Int($0) - Int($1) }.reduce(0, +)) / Double(files[0].count)
    #expect(abs(mean) < 0.01, "mean change \(mean) steps")

    let refused = try runAudiograph(
      [
        "render", Self.chart, "-o", directory.appendingPathComponent("f.wav").path, "--encoding", "float", "--dither",
        "tpdf",
      ])
    #expect(refused.status == 64)
    #expect(
      refused.standardError.contains("--dither applies to pcm16 and pcm24 samples only"), "\(refused.standardError)")
  }

  /// `play` on a device that refuses floats (ALSA's `linear` plugin in front of the file plugin,
  /// defined in a private `~/.asoundrc`) sends exactly the integers of `render --encoding pcm16`.
  @Test func playOnASixteenBitDeviceIsBitIdenticalToTheSixteenBitRender() throws {
    let directory = try temporaryDirectory("ag-play16")
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = try writeSixteenBitCaptureDevice(in: directory)
    let played = try runAudiograph(
      ["play", Self.chart, "--device", "s16capture:FILE=\(capture)", "--period-ms", "5"] + Self.options,
      environment: ["HOME": directory.path])
    #expect(played.status == 0, "\(played.standardError)")
    let wav = directory.appendingPathComponent("graph.wav").path
    let rendered = try runAudiograph(["render", Self.chart, "-o", wav, "--encoding", "pcm16"] + Self.options)
    #expect(rendered.status == 0, "\(rendered.standardError)")

    let bytes = try Data(contentsOf: URL(fileURLWithPath: capture))
    let live: [Int32] = bytes.withUnsafeBytes { raw in
      (0..<(raw.count / 2)).map {
        Int32(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)))
      }
    }
    let file = try Self.integers(wav, bits: 16)
    // Whole periods reach the device: the last one is padded with silence.
    #expect(live.count >= file.count && live.count - file.count < 2 * 2 * 1_024, "\(live.count) vs \(file.count)")
    guard live.count >= file.count else { return }
    let differing = zip(live.prefix(file.count), file).filter { $0 != $1 }.count
    #expect(differing == 0, "the device got \(differing) of \(file.count) samples other than the file's")
    #expect(live.dropFirst(file.count).allSatisfy { $0 == 0 })
  }
}
