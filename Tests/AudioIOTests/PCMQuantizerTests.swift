import Foundation
import SonificationCore
import Testing

@testable import AudioIO

/// One quantizer for every integer output: the rule itself, and that WAV, FLAC and a 16-bit
/// ALSA device (captured by the file plugin) receive the same integers for the same floats.
@Suite struct PCMQuantizerTests {
  /// The rule, written out independently: × 2^(bits−1), nearest with halves to even, clipped,
  /// NaN to 0.
  static func expected(_ x: Float, bits: Int) -> Int32 {
    guard !x.isNaN else { return 0 }
    let scale = Double(1 << (bits - 1))
    return Int32(min(max((Double(x) * scale).rounded(.toNearestOrEven), -scale), scale - 1))
  }

  /// Off-grid values of every kind: noise, halves of a step, full scale and beyond, NaN.
  static func awkwardSignal(bits: Int) -> [Float] {
    let step = 1 / Float(1 << (bits - 1))
    var signal: [Float] = [0, -1, 1, 1.5, -1.5, 2, -100, .nan, .infinity, -.infinity]
    signal += [0.5, 1.5, 2.5, -0.5, -1.5, 2.25, -2.75, 0.49, 32_767.5].map { $0 * step }
    return signal + noiseSignal(sampleCount: 20_000, seed: 77)
  }

  @Test(arguments: [16, 24])
  func quantizesToTheNearestStepWithOneScaleFactor(bits: Int) {
    let quantizer = PCMQuantizer(bitDepth: bits)
    let signal = Self.awkwardSignal(bits: bits)
    let wrong = signal.indices.filter {
      quantizer.quantize(signal[$0], sampleIndex: $0) != Self.expected(signal[$0], bits: bits)
    }
    #expect(wrong.count == 0, "\(wrong.count) samples, the first \(wrong.first.map { signal[$0] } ?? 0)")
    let top = Int32(1 << (bits - 1))
    #expect(quantizer.quantize(1, sampleIndex: 0) == top - 1)
    #expect(quantizer.quantize(-1, sampleIndex: 0) == -top)
    #expect(quantizer.quantize(.nan, sampleIndex: 0) == 0)
    let step = 1 / Float(top)
    #expect(quantizer.quantize(0.5 * step, sampleIndex: 0) == 0)  // halves go to even
    #expect(quantizer.quantize(1.5 * step, sampleIndex: 0) == 2)
    #expect(quantizer.quantize(-2.5 * step, sampleIndex: 0) == -2)
  }

  /// Rounding to nearest leaves no DC: the mean error over noise is a few thousandths of a step
  /// (truncation, as WAV got before, gave −0.5 step).
  @Test func theMeanErrorIsZero() {
    let quantizer = PCMQuantizer(bitDepth: 16)
    let signal = noiseSignal(sampleCount: 100_000, seed: 5).map { $0 * 0.5 }
    let errors = signal.enumerated().map { Double(quantizer.quantize($1, sampleIndex: $0)) - Double($1) * 32_768 }
    let mean = errors.reduce(0, +) / Double(errors.count)
    #expect(abs(mean) < 0.005, "mean error \(mean) steps")
    #expect(errors.allSatisfy { abs($0) <= 0.5 })
  }

  /// TPDF dither: deterministic per sample index, within ±1 step of the undithered value before
  /// rounding, mean 0 and variance 1/6 step² (triangular on −1...1), independent of the signal.
  @Test func tpdfDitherIsTriangularAndDeterministic() {
    let dithered = PCMQuantizer(bitDepth: 16, dither: .tpdf)
    var sum = 0.0
    var squares = 0.0
    var histogram = [Int](repeating: 0, count: 4)
    let count = 200_000
    for n in 0..<count {
      let d = PCMQuantizer.triangularNoise(n)
      #expect(d > -1 && d < 1)
      sum += d
      squares += d * d
      histogram[min(3, Int((d + 1) * 2))] += 1
    }
    let mean = sum / Double(count)
    let variance = squares / Double(count) - mean * mean
    #expect(abs(mean) < 0.005, "mean \(mean)")
    #expect(abs(variance - 1.0 / 6) < 0.003, "variance \(variance)")
    // Triangular: the outer quarters of −1...1 hold 1/8 each, the inner ones 3/8 each.
    let fractions = histogram.map { Double($0) / Double(count) }
    #expect(abs(fractions[0] - 0.125) < 0.005 && abs(fractions[3] - 0.125) < 0.005, "\(fractions)")
    #expect(abs(fractions[1] - 0.375) < 0.005 && abs(fractions[2] - 0.375) < 0.005, "\(fractions)")
    // Deterministic, and the same for the same index whatever the block.
    #expect(PCMQuantizer.triangularNoise(12_345) == PCMQuantizer.triangularNoise(12_345))
    let x: Float = 0.123_456
    let values = (0..<1_000).map { dithered.quantize(x, sampleIndex: $0) }
    #expect(values == (0..<1_000).map { dithered.quantize(x, sampleIndex: $0) })
    let exact = Double(x) * 32_768
    #expect(values.allSatisfy { abs(Double($0) - exact) < 1.5 })
    #expect(Set(values).count > 1, "dither changes the rounding")
  }

  /// Integers as libsndfile reads them back: floats × 2^(bits−1), exact for 16 and 24 bits.
  static func integers(_ path: String, bits: Int) throws -> [Int32] {
    var reader = try SoundFileReader(path: path)
    let scale = Float(1 << (bits - 1))
    return try reader.readAll().map { Int32($0 * scale) }
  }

  /// WAV and FLAC of the same floats hold the same integers, at 16 and 24 bits, mono and stereo,
  /// with and without dither, written in uneven blocks; and those integers follow the rule.
  @Test(arguments: [
    (SampleEncoding.pcm16, 1, PCMQuantizer.Dither.none), (.pcm16, 2, .none), (.pcm24, 2, .none),
    (.pcm16, 2, .tpdf), (.pcm24, 1, .tpdf),
  ])
  func wavAndFlacHoldTheSameIntegers(encoding: SampleEncoding, channels: Int, dither: PCMQuantizer.Dither) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let bits = encoding == .pcm16 ? 16 : 24
    let signal = Array(noiseSignal(sampleCount: 30_000 * channels, seed: 9).map { $0 * 0.7 })
    var files: [[Int32]] = []
    for container in [SoundFileFormat.wav, .flac] {
      let path = directory.file("signal.\(container.fileExtension)")
      var writer = try SoundFileWriter(
        path: path, format: AudioFormat(sampleRate: 44_100, channelCount: channels), fileFormat: container,
        encoding: encoding, dither: dither)
      var offset = 0
      for frames in [1, 999, 8_192, 0, 30_000] {
        let end = min(offset + frames * channels, signal.count)
        try writer.write(Array(signal[offset..<end]))
        offset = end
      }
      try writer.close()
      files.append(try Self.integers(path, bits: bits))
    }
    #expect(files[0].count == signal.count && files[1].count == signal.count)
    let differing = zip(files[0], files[1]).filter { $0 != $1 }.count
    #expect(differing == 0, "WAV and FLAC differ in \(differing) of \(signal.count) samples")
    if dither == .none {
      let wrong = zip(files[0], signal).filter { $0 != Self.expected($1, bits: bits) }.count
      #expect(wrong == 0, "\(wrong) samples are not the nearest step")
      let scale = Double(1 << (bits - 1))
      var errorSum = 0.0
      for (stored, x) in zip(files[0], signal) { errorSum += Double(stored) - Double(x) * scale }
      let meanError = errorSum / Double(signal.count)
      #expect(abs(meanError) < 0.01, "DC offset \(meanError) steps")
    } else {
      let quantizer = PCMQuantizer(bitDepth: bits, dither: dither)
      let wrong = signal.indices.filter { files[0][$0] != quantizer.quantize(signal[$0], sampleIndex: $0) }.count
      #expect(wrong == 0, "\(wrong) samples differ from the dithered rule at their index")
    }
  }

  /// A 16-bit ALSA device gets the integers a 16-bit file holds: the file plugin's capture of
  /// the S16_LE fallback equals the WAV's samples, bit for bit.
  @Test func theSixteenBitDeviceGetsTheIntegersOfTheSixteenBitFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let signal = Self.awkwardSignal(bits: 16).filter { !$0.isNaN }.map { $0 * 0.9 } + [.nan]
    let wav = directory.file("signal.wav")
    var writer = try SoundFileWriter(
      path: wav, format: AudioFormat(sampleRate: 22_050, channelCount: 1), fileFormat: .wav, encoding: .pcm16)
    try writer.write(signal)
    try writer.close()
    let capture = directory.file("cap16.raw")
    var playback = try PCMPlayback(
      device: "file:FILE=\(capture),FORMAT=raw", format: AudioFormat(sampleRate: 22_050, channelCount: 1),
      periodMilliseconds: 8, bufferMilliseconds: 32, acceptedSampleFormats: [.int16LittleEndian])
    try playback.write(signal)
    try playback.drain()
    try playback.close()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: capture))
    let captured: [Int32] = bytes.withUnsafeBytes { raw in
      (0..<(raw.count / 2)).map {
        Int32(Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)))
      }
    }
    let file = try Self.integers(wav, bits: 16)
    #expect(file.count == signal.count && captured.count >= signal.count)
    guard captured.count >= signal.count else { return }
    let differing = zip(captured.prefix(signal.count), file).filter { $0 != $1 }.count
    #expect(differing == 0, "the device got \(differing) samples other than the file's")
  }
}
