import AudioIO
import Foundation
import SonificationCore
import Testing

/// Writing does not buffer the whole file: ten minutes of 48 kHz stereo float32 (230 MB)
/// must fit in far less extra memory than its own size.
///
/// Measured in a child process that runs only `streamingMemoryChild`, because resident memory
/// is per process and the other tests run in parallel.
@Suite struct StreamingMemoryTests {
  static let directoryVariable = "AUDIOIO_STREAMING_DIRECTORY"
  static let minutes = 10.0
  static let sampleRate = 48_000.0

  @Test func tenMinutesOfStereoDoNotGrowMemory() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let child = try runTestInChildProcess(
      named: "streamingMemoryChild", environment: [Self.directoryVariable: directory.path])
    #expect(child.status == 0, "child failed:\n\(child.output.suffix(2_000))")
    let report = try String(contentsOfFile: directory.file("report.txt"), encoding: .utf8)
    let values = Dictionary(
      uniqueKeysWithValues: report.split(separator: "\n").compactMap { line -> (String, Int)? in
        let parts = line.split(separator: "=")
        guard parts.count == 2, let value = Int(parts[1]) else { return nil }
        return (String(parts[0]), value)
      })
    let baseline = try #require(values["baselineRSSKiB"])
    let peak = try #require(values["peakHWMKiB"])
    let fileKiB = try #require(values["fileKiB"])
    print("streaming memory: baseline VmRSS \(baseline) KiB, VmHWM after \(fileKiB) KiB written: \(peak) KiB")
    #expect(fileKiB > 200_000)
    // Generous for allocator noise, yet a tenth of the data written.
    #expect(peak - baseline < 24_000, "grew by \(peak - baseline) KiB while writing \(fileKiB) KiB")
    let reader = try SoundFileReader(path: directory.file("long.wav"))
    #expect(reader.frameCount == Int(Self.minutes * 60 * Self.sampleRate))
  }

  @Test func streamingMemoryChild() throws {
    guard let directory = ProcessInfo.processInfo.environment[Self.directoryVariable] else { return }
    let format = AudioFormat(sampleRate: Self.sampleRate, channelCount: 2)
    let blockFrames = 4_800
    let block = sineSignal(frameCount: blockFrames, channelCount: 2, sampleRate: Self.sampleRate)
    let blocks = Int(Self.minutes * 60 * Self.sampleRate) / blockFrames
    let path = directory + "/long.wav"
    var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav, encoding: .float32)
    for _ in 0..<10 { try output.write(block) }  // warm up: libsndfile and the allocator settle
    let baseline = procStatusKiB("VmRSS") ?? -1
    for _ in 10..<blocks { try output.write(block) }
    try output.commit()
    let peak = procStatusKiB("VmHWM") ?? -1
    let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    try "baselineRSSKiB=\(baseline)\npeakHWMKiB=\(peak)\nfileKiB=\(size / 1024)\n"
      .write(toFile: directory + "/report.txt", atomically: false, encoding: .utf8)
  }
}
