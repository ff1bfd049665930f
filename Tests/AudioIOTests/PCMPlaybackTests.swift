import Foundation
import Glibc
import SonificationCore
import Testing

@testable import AudioIO

/// Real libasound, no hardware: `null` accepts everything, `file:` captures what was played.
/// Neither is clocked, so nothing here asserts timing (see `JACKPlaybackTests`).
@Suite struct PCMPlaybackTests {
  @Test(arguments: [1, 2])
  func nullDeviceAcceptsFrames(channelCount: Int) throws {
    let format = AudioFormat(sampleRate: 48_000, channelCount: channelCount)
    var playback = try PCMPlayback(device: "null", format: format)
    print(
      "null, \(channelCount) ch @ 48 kHz, asked 8 ms / 32 ms: \(playback.sampleFormat), "
        + "period \(playback.periodFrameCount) frames (\(playback.periodMilliseconds) ms), "
        + "buffer \(playback.bufferFrameCount) frames (\(playback.bufferMilliseconds) ms)")
    #expect(playback.sampleFormat == .float32LittleEndian)
    #expect(playback.periodFrameCount > 0)
    #expect(playback.bufferFrameCount >= 2 * playback.periodFrameCount)
    #expect(playback.format == format)
    let second = sineSignal(frameCount: 48_000, channelCount: channelCount, sampleRate: 48_000)
    for _ in 0..<3 { try playback.write(second) }
    try playback.write([Float]())  // zero frames is a no-op
    try playback.writeSilence(frameCount: 1_000)
    try playback.drain()
    try playback.drop()
    #expect(playback.underrunCount == 0)
    try playback.close()
  }

  @Test(arguments: [(8.0, 32.0), (5.0, 20.0), (10.0, 40.0), (2.0, 100.0)])
  func reportsTheGrantedSizes(periodMilliseconds: Double, bufferMilliseconds: Double) throws {
    let playback = try PCMPlayback(
      device: "null", format: AudioFormat(sampleRate: 44_100, channelCount: 2),
      periodMilliseconds: periodMilliseconds, bufferMilliseconds: bufferMilliseconds)
    print(
      "null @ 44.1 kHz, asked \(periodMilliseconds) / \(bufferMilliseconds) ms: "
        + "period \(playback.periodFrameCount), buffer \(playback.bufferFrameCount) frames")
    #expect(abs(playback.periodMilliseconds - periodMilliseconds) <= periodMilliseconds * 0.5)
    #expect(playback.bufferFrameCount >= playback.periodFrameCount)
  }

  @Test func missingDeviceFailsQuietlyAndNamesTheDevice() throws {
    let (result, stderr) = try capturingStandardError { () -> Result<Void, ALSAError> in
      FileHandle.standardError.write(Data("capture-marker\n".utf8))
      return Result { () throws(ALSAError) in
        _ = try PCMPlayback(device: "default", format: AudioFormat(sampleRate: 48_000, channelCount: 2))
      }
    }
    #expect(stderr.contains("capture-marker"))  // the capture itself works
    #expect(!stderr.contains("ALSA lib"), "libasound printed: \(stderr)")
    guard case .failure(let error) = result else {
      Issue.record("opening 'default' succeeded on a machine without a sound card")
      return
    }
    #expect(error.code == -2)
    #expect(error.function == "snd_pcm_open")
    #expect(error.device == "default")
    #expect(error.isDeviceMissing)
    #expect(error.description.contains("'default'"))
    #expect(
      error.description.hasPrefix(
        "snd_pcm_open failed for device 'default': No such file or directory (-2)"))
  }

  @Test func unknownDeviceNameIsAnError() {
    let error = #expect(throws: ALSAError.self) {
      _ = try PCMPlayback(
        device: "no-such-pcm-\(UUID().uuidString.prefix(6))", format: AudioFormat(sampleRate: 48_000, channelCount: 1))
    }
    #expect(error?.function == "snd_pcm_open")
    #expect(error?.isDeviceMissing == true)
  }

  @Test func busyDeviceMessage() {
    let error = ALSAError(code: -EBUSY, function: "snd_pcm_open", device: "hw:0,0")
    #expect(error.isDeviceBusy)
    #expect(
      error.description
        == "snd_pcm_open failed for device 'hw:0,0': Device or resource busy (-16); the device is in use by another program"
    )
  }

  @Test func checkPassesNonNegativeResultsThrough() throws {
    #expect(try ALSAError.check(Int32(5), "snd_pcm_writei") == 5)
    #expect(throws: ALSAError(code: -32, function: "snd_pcm_writei")) {
      try ALSAError.check(-32, "snd_pcm_writei")
    }
  }

  // MARK: Captured through the `file` plugin

  /// Float samples travel unchanged; only out-of-range values are clipped and NaN silenced.
  @Test func fileCaptureIsByteIdenticalForFloat() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let capture = directory.file("cap.raw")
    var signal = noiseSignal(sampleCount: 2 * 10_007, seed: 11)
    signal[0] = 1.5
    signal[1] = -3
    signal[2] = .nan
    var playback = try PCMPlayback(
      device: "file:FILE=\(capture),FORMAT=raw", format: AudioFormat(sampleRate: 48_000, channelCount: 2))
    #expect(playback.sampleFormat == .float32LittleEndian)
    // Uneven blocks, smaller and larger than a period.
    var offset = 0
    for frames in [1, 7, 1_000, 5_000, 10_007] {
      let end = min(offset + frames * 2, signal.count)
      try playback.write(Array(signal[offset..<end]))
      offset = end
    }
    try playback.drain()
    try playback.close()

    let bytes = try Data(contentsOf: URL(fileURLWithPath: capture))
    let captured: [Float] = bytes.withUnsafeBytes { raw in
      (0..<(raw.count / 4)).map {
        Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
      }
    }
    var expected = signal
    expected[0] = 1
    expected[1] = -1
    expected[2] = 0
    #expect(captured.count >= expected.count)
    guard captured.count >= expected.count else { return }
    let prefix = Array(captured.prefix(expected.count))
    let differing = zip(prefix, expected).filter { $0.bitPattern != $1.bitPattern }.count
    #expect(differing == 0, "\(differing) samples differ")
  }

  /// With floats refused, samples are converted to S16_LE in the period buffer.
  @Test func fileCaptureOfTheInt16Fallback() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let capture = directory.file("cap16.raw")
    var signal = noiseSignal(sampleCount: 3_001, seed: 12)
    signal[0] = 1.5
    signal[1] = -1.5
    signal[2] = .nan
    signal[3] = 0.5
    var playback = try PCMPlayback(
      device: "file:FILE=\(capture),FORMAT=raw", format: AudioFormat(sampleRate: 22_050, channelCount: 1),
      periodMilliseconds: 8, bufferMilliseconds: 32, acceptedSampleFormats: [.int16LittleEndian])
    #expect(playback.sampleFormat == .int16LittleEndian)
    try playback.write(signal)
    try playback.drain()
    try playback.close()

    let bytes = try Data(contentsOf: URL(fileURLWithPath: capture))
    let captured: [Int16] = bytes.withUnsafeBytes { raw in
      (0..<(raw.count / 2)).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
    }
    // The quantizer's rule, written out: × 32 768, nearest (halves to even), clipped.
    let expected = signal.map { x -> Int16 in
      x.isNaN ? 0 : Int16(min(max((Double(x) * 32_768).rounded(.toNearestOrEven), -32_768), 32_767))
    }
    #expect(Array(expected.prefix(4)) == [32_767, -32_768, 0, 16_384])
    #expect(captured.count >= expected.count)
    guard captured.count >= expected.count else { return }
    let differing = zip(captured.prefix(expected.count), expected).filter { $0 != $1 }.count
    #expect(differing == 0, "\(differing) samples differ")
  }

  /// A device whose arguments libasound rejects fails in `snd_pcm_open`, naming the device.
  @Test func badDeviceArgumentsNameTheDevice() throws {
    let device = "file:FILE=/nonexistent-dir/x.raw,FORMAT=nonsense"
    let error = #expect(throws: ALSAError.self) {
      _ = try PCMPlayback(device: device, format: AudioFormat(sampleRate: 48_000, channelCount: 2))
    }
    print("bad file-plugin arguments: \(error.map(String.init(describing:)) ?? "no error")")
    #expect(error?.device == device)
    #expect(error?.description.contains("for device '\(device)'") == true)
  }
}
