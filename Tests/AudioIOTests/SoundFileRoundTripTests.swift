import AudioIO
import Foundation
import SonificationCore
import Testing

struct RoundTripCase: Sendable, CustomTestStringConvertible {
  var fileFormat: SoundFileFormat
  var encoding: SampleEncoding
  var channelCount: Int
  var sampleRate: Double

  var testDescription: String {
    "\(fileFormat.rawValue) \(encoding.rawValue) \(channelCount)ch \(Int(sampleRate)) Hz"
  }

  static let all: [RoundTripCase] = SoundFileFormat.allCases.flatMap { container in
    container.supportedEncodings.flatMap { encoding in
      [1, 2].flatMap { channels in
        [8_000.0, 44_100, 48_000, 192_000].map { rate in
          RoundTripCase(fileFormat: container, encoding: encoding, channelCount: channels, sampleRate: rate)
        }
      }
    }
  }

  /// The largest error a round trip may introduce, per the encoding's contract.
  var tolerance: Float {
    switch encoding {
    // ½ LSB (round to nearest, PCMQuantizer), except values above 1 − ½ LSB, which clip to
    // the largest integer: up to 1 LSB.
    case .pcm16: 1 / 32_768
    case .pcm24: 1 / 8_388_608
    case .float32: 0
    case .vorbis: .infinity  // lossy: checked by pitch instead
    }
  }
}

@Suite struct SoundFileRoundTripTests {
  @Test(arguments: RoundTripCase.all)
  func roundTrips(_ testCase: RoundTripCase) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("signal.\(testCase.fileFormat.fileExtension)")
    let format = AudioFormat(sampleRate: testCase.sampleRate, channelCount: testCase.channelCount)
    let frameCount = Int(testCase.sampleRate / 2) + 17  // not a multiple of any block size
    let signal =
      testCase.encoding == .vorbis
      ? sineSignal(frameCount: frameCount, channelCount: testCase.channelCount, sampleRate: testCase.sampleRate)
      : noiseSignal(sampleCount: frameCount * testCase.channelCount, seed: 42)

    var writer = try SoundFileWriter(
      path: path, format: format, fileFormat: testCase.fileFormat, encoding: testCase.encoding)
    // Uneven blocks: the file must not depend on how the caller splits the stream.
    var offset = 0
    for blockFrames in [1, 1000, 4096, 0, frameCount] {
      let end = min(offset + blockFrames * testCase.channelCount, signal.count)
      try writer.write(Array(signal[offset..<end]))
      offset = end
    }
    #expect(writer.framesWritten == frameCount)
    try writer.close()

    var reader = try SoundFileReader(path: path)
    #expect(reader.fileFormat == testCase.fileFormat)
    #expect(reader.encoding == testCase.encoding)
    #expect(reader.sampleRate == testCase.sampleRate)
    #expect(reader.channelCount == testCase.channelCount)
    #expect(reader.frameCount == frameCount)
    let samples = try reader.readAll(blockFrameCount: 1_000)
    #expect(samples.count == signal.count)
    guard samples.count == signal.count else { return }

    if testCase.encoding == .vorbis {
      let skip = Int(testCase.sampleRate / 20)  // ignore the codec's start-up
      for (index, frequency) in [440.0, 660.0].prefix(testCase.channelCount).enumerated() {
        let decoded = Array(channel(samples, index, of: testCase.channelCount).dropFirst(skip))
        let atTone = goertzelPower(decoded, frequency: frequency, sampleRate: testCase.sampleRate)
        let semitoneUp = goertzelPower(decoded, frequency: frequency * 1.059463, sampleRate: testCase.sampleRate)
        let semitoneDown = goertzelPower(decoded, frequency: frequency / 1.059463, sampleRate: testCase.sampleRate)
        #expect(atTone > 0.01, "channel \(index): \(frequency) Hz power \(atTone)")
        #expect(
          semitoneUp < atTone / 100 && semitoneDown < atTone / 100,
          "channel \(index): \(frequency) Hz is not dominant")
      }
    } else {
      #expect(maxAbsDifference(samples, signal) <= testCase.tolerance)
      if testCase.encoding.isIntegerPCM {
        // Below the top step, within half a step.
        let half = Double(testCase.tolerance) / 2
        let beyond = zip(samples, signal).filter { $1 < 1 - Float(half) && abs(Double($0) - Double($1)) > half }
        #expect(beyond.count == 0, "\(beyond.count) samples more than half a step off")
      }
    }
  }

  /// Lossless at its depth: samples already on the integer grid (k / 2^(bits-1)) come back
  /// exactly, from FLAC as from WAV (off-grid floats round to the nearest step in both, see
  /// PCMQuantizerTests).
  @Test(arguments: [
    (SoundFileFormat.wav, SampleEncoding.pcm16), (.wav, .pcm24), (.flac, .pcm16), (.flac, .pcm24),
  ])
  func integerEncodingsAreLosslessOnTheirGrid(container: SoundFileFormat, encoding: SampleEncoding) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let steps: Int32 = encoding == .pcm16 ? 32_768 : 8_388_608
    var generator = SeededGenerator(seed: 3)
    var signal: [Float] = [-1, 0, Float(steps - 1) / Float(steps)]
    signal += (0..<20_000).map { _ in Float(Int32.random(in: -steps..<steps, using: &generator)) / Float(steps) }
    let path = directory.file("grid.\(container.fileExtension)")
    var writer = try SoundFileWriter(
      path: path, format: AudioFormat(sampleRate: 44_100, channelCount: 1), fileFormat: container, encoding: encoding)
    try writer.write(signal)
    try writer.close()
    var reader = try SoundFileReader(path: path)
    let decoded = try reader.readAll()
    // Compare summaries, never whole arrays: a failing #expect prints both operands.
    #expect(decoded.count == signal.count)
    guard decoded.count == signal.count else { return }
    let differing = zip(decoded, signal).filter { $0 != $1 }.count
    #expect(differing == 0, "max difference \(maxAbsDifference(decoded, signal)) in \(differing) samples")
  }

  @Test(arguments: [
    (SoundFileFormat.wav, SampleEncoding.pcm16), (.wav, .pcm24), (.flac, .pcm16), (.flac, .pcm24),
  ])
  func integerEncodingsClipInsteadOfWrapping(container: SoundFileFormat, encoding: SampleEncoding) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("clip.\(container.fileExtension)")
    var writer = try SoundFileWriter(
      path: path, format: AudioFormat(sampleRate: 8_000, channelCount: 1), fileFormat: container, encoding: encoding)
    try writer.write([1.5, -1.5, 2.0, 0.5, 100, -100])
    try writer.close()
    var reader = try SoundFileReader(path: path)
    let samples = try reader.readAll()
    #expect(samples.count == 6)
    guard samples.count == 6 else { return }
    #expect(samples[0] > 0.999 && samples[2] > 0.999 && samples[4] > 0.999)
    #expect(samples[1] <= -0.999 && samples[5] <= -0.999)
    #expect(abs(samples[3] - 0.5) < 1e-4)
  }

  @Test func float32KeepsValuesOutsideTheUnitRange() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("float.wav")
    var writer = try SoundFileWriter(
      path: path, format: AudioFormat(sampleRate: 48_000, channelCount: 1), fileFormat: .wav, encoding: .float32)
    try writer.write([1.5, -2, 0.25])
    try writer.close()
    var reader = try SoundFileReader(path: path)
    #expect(try reader.readAll() == [1.5, -2, 0.25])
  }

  @Test func readerStreamsInBlocksAndSeeks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("ramp.wav")
    let ramp = (0..<1_000).map { Float($0) / 1_000 }
    var writer = try SoundFileWriter(
      path: path, format: AudioFormat(sampleRate: 8_000, channelCount: 1), fileFormat: .wav, encoding: .float32)
    try writer.write(ramp)
    try writer.close()

    var reader = try SoundFileReader(path: path)
    var block = [Float](repeating: -1, count: 300)
    var total = 0
    var counts: [Int] = []
    while true {
      let n = try block.withUnsafeMutableBufferPointer { try reader.read(into: $0) }
      if n == 0 { break }
      #expect(Array(block[0..<n]) == Array(ramp[total..<(total + n)]))
      total += n
      counts.append(n)
    }
    #expect(counts == [300, 300, 300, 100])
    try reader.seek(toFrame: 990)
    #expect(try reader.readAll() == Array(ramp[990...]))
    reader.close()
  }

  @Test func defaultEncodings() {
    #expect(SoundFileFormat.wav.defaultEncoding == .pcm16)
    #expect(SoundFileFormat.flac.defaultEncoding == .pcm16)
    #expect(SoundFileFormat.ogg.defaultEncoding == .vorbis)
  }

  @Test(arguments: [
    ("wav", SoundFileFormat.wav), ("WAV", .wav), ("wave", .wav), ("flac", .flac), ("Ogg", .ogg), ("oga", .ogg),
    ("mp3", nil), ("", nil), (".wav", nil),
  ])
  func fileExtensions(_ text: String, _ expected: SoundFileFormat?) {
    #expect(SoundFileFormat(fileExtension: text) == expected)
  }
}

@Suite struct SoundFileValidationTests {
  struct Rejected: Sendable, CustomTestStringConvertible {
    var sampleRate: Double
    var channelCount: Int
    var container: SoundFileFormat
    var encoding: SampleEncoding
    var expectedFragment: String
    var testDescription: String { expectedFragment }
  }

  @Test(arguments: [
    Rejected(
      sampleRate: 7_999, channelCount: 1, container: .wav, encoding: .pcm16, expectedFragment: "outside 8000...192000"),
    Rejected(
      sampleRate: 192_001, channelCount: 1, container: .flac, encoding: .pcm16,
      expectedFragment: "outside 8000...192000"),
    Rejected(
      sampleRate: .nan, channelCount: 1, container: .wav, encoding: .pcm16, expectedFragment: "outside 8000...192000"),
    Rejected(
      sampleRate: 44_100.5, channelCount: 1, container: .wav, encoding: .pcm16, expectedFragment: "whole number"),
    Rejected(sampleRate: 48_000, channelCount: 3, container: .wav, encoding: .pcm16, expectedFragment: "3 channels"),
    Rejected(sampleRate: 48_000, channelCount: 0, container: .wav, encoding: .pcm16, expectedFragment: "0 channels"),
    Rejected(
      sampleRate: 48_000, channelCount: 1, container: .flac, encoding: .float32,
      expectedFragment: "FLAC cannot store 32-bit float samples; use pcm16 or pcm24"),
    Rejected(
      sampleRate: 48_000, channelCount: 1, container: .ogg, encoding: .pcm16,
      expectedFragment: "Ogg cannot store 16-bit PCM samples; use vorbis"),
    Rejected(
      sampleRate: 48_000, channelCount: 1, container: .wav, encoding: .vorbis,
      expectedFragment: "WAV cannot store Vorbis"),
  ])
  func rejectsBeforeTouchingTheDisk(_ rejected: Rejected) throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("never")
    let error = #expect(throws: SoundFileError.self) {
      _ = try SoundFileWriter(
        path: path, format: AudioFormat(sampleRate: rejected.sampleRate, channelCount: rejected.channelCount),
        fileFormat: rejected.container, encoding: rejected.encoding)
    }
    #expect(error?.category == .unsupportedFormat)
    #expect(error?.description.contains(rejected.expectedFragment) == true, "\(String(describing: error))")
    #expect(try directory.contents().isEmpty)
  }

  @Test func missingInputIsCannotOpen() throws {
    let error = #expect(throws: SoundFileError.self) {
      _ = try SoundFileReader(path: "/nonexistent-\(UUID().uuidString).wav")
    }
    #expect(error?.category == .cannotOpen)
    #expect(error?.description.contains("sf_open failed") == true)
    #expect(error?.description.contains("No such file or directory") == true, "\(String(describing: error))")
  }

  @Test func textFileIsNotASoundFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("notes.wav")
    try "not audio at all, just text\n".write(toFile: path, atomically: false, encoding: .utf8)
    let error = #expect(throws: SoundFileError.self) { _ = try SoundFileReader(path: path) }
    #expect(error?.category == .cannotOpen)
    #expect(
      error?.description.hasPrefix("cannot open '\(path)': sf_open failed: ") == true,
      "\(String(describing: error))")
  }

  @Test func writerToMissingDirectoryCannotCreate() throws {
    let path = "/nonexistent-\(UUID().uuidString)/out.wav"
    let error = #expect(throws: SoundFileError.self) {
      _ = try SoundFileWriter(
        path: path, format: AudioFormat(sampleRate: 48_000, channelCount: 1), fileFormat: .wav)
    }
    #expect(error == .cannotCreate(path: path, function: "open", reason: "No such file or directory"))
    #expect(error?.category == .cannotCreate)
  }
}
