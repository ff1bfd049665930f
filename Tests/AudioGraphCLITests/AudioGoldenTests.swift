import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// The demo renders in `Audio/`, re-rendered with the exact commands in `Audio/README.md` and
/// compared within a tolerance tied to the format (never by hash): same shape, every sample
/// within 2 LSB of 16-bit PCM, and the same pitch in every window where one is heard.
@Suite struct AudioGoldenTests {
  /// The `audiograph render …` lines of Audio/README.md, as argument lists without `audiograph`.
  static let commands: [[String]] = {
    let readme = (try? String(contentsOf: packageRoot.appendingPathComponent("Audio/README.md"), encoding: .utf8)) ?? ""
    return readme.split(separator: "\n")
      .filter { $0.hasPrefix("audiograph render ") }
      .map { $0.split(separator: " ").dropFirst().map(String.init) }
  }()

  static var names: [String] {
    commands.compactMap { command in command.firstIndex(of: "-o").map { command[$0 + 1] } }
  }

  @Test func everyFileInAudioHasACommandAndIsSmall() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Audio").path)
      .filter { $0.hasSuffix(".wav") }.map { "Audio/" + $0 }
    #expect(Self.commands.count >= 6)
    #expect(Set(files) == Set(Self.names), "Audio/README.md lists exactly the files in Audio/")
    for file in files {
      let size =
        try FileManager.default.attributesOfItem(atPath: packageRoot.appendingPathComponent(file).path)[.size] as! Int
      #expect(size < 1_000_000, "\(file) is \(size) bytes")
    }
  }

  @Test(arguments: names)
  func reRenderingMatchesTheGolden(name: String) throws {
    var command = try #require(Self.commands.first { $0.contains(name) })
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ag-audio-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let actualPath = directory.appendingPathComponent(URL(fileURLWithPath: name).lastPathComponent).path
    command[command.firstIndex(of: "-o")! + 1] = actualPath
    let result = try runAudiograph(command)
    #expect(result.status == 0, "\(result.standardError)")
    let goldenPath = packageRoot.appendingPathComponent(name).path

    if isRecordingGoldens {
      let unchanged =
        (try? Data(contentsOf: URL(fileURLWithPath: goldenPath)))
        == (try? Data(contentsOf: URL(fileURLWithPath: actualPath)))
      if !unchanged {
        _ = try? FileManager.default.removeItem(atPath: goldenPath)
        try FileManager.default.copyItem(atPath: actualPath, toPath: goldenPath)
        Issue.record("Re-recorded \(name); listen to it, review, and run the tests again.")
      }
      try? FileManager.default.removeItem(at: directory)
      return
    }

    var golden = try SoundFileReader(path: goldenPath)
    var actual = try SoundFileReader(path: actualPath)
    var failed = false
    func check(_ condition: Bool, _ message: String) {
      if !condition {
        failed = true
        Issue.record(Comment(rawValue: "\(name): \(message)"))
      }
    }
    check(golden.sampleRate == actual.sampleRate, "rate \(actual.sampleRate) Hz, golden \(golden.sampleRate) Hz")
    check(golden.channelCount == actual.channelCount, "\(actual.channelCount) channels, golden \(golden.channelCount)")
    check(golden.frameCount == actual.frameCount, "\(actual.frameCount) frames, golden \(golden.frameCount)")
    check(golden.encoding == .pcm16 && actual.encoding == .pcm16, "16-bit PCM expected")
    let goldenSamples = try golden.readAll()
    let actualSamples = try actual.readAll()
    let difference = maxAbsDifference(goldenSamples, actualSamples)
    check(difference <= 2.0 / 32_768, "largest sample difference \(difference * 32_768) LSB (allowed 2)")
    // Pitch: 50 ms windows of the first channel, wherever both have a clear pitch.
    let channels = golden.channelCount
    let a = channel(goldenSamples, 0, of: channels)
    let b = channel(actualSamples, 0, of: channels)
    let window = Int(0.05 * golden.sampleRate)
    var compared = 0
    var start = 0
    while start + window <= min(a.count, b.count) {
      if let fa = estimatePitch(
        Array(a[start..<(start + window)]), sampleRate: golden.sampleRate, minimumFrequency: 100, threshold: 0.1),
        let fb = estimatePitch(
          Array(b[start..<(start + window)]), sampleRate: golden.sampleRate, minimumFrequency: 100, threshold: 0.1)
      {
        compared += 1
        check(
          abs(centsDifference(fb, fa)) < 5, "pitch at \(Double(start) / golden.sampleRate) s: \(fb) Hz, golden \(fa) Hz"
        )
      }
      start += window
    }
    check(compared >= 10, "only \(compared) windows had a clear pitch")
    if failed {
      print("\(name): the new rendering is kept at \(actualPath) for listening")
    } else {
      try? FileManager.default.removeItem(at: directory)
    }
  }
}
