import AudioGraphTestSupport
import Foundation
import Glibc
import SonificationCore
import Testing

@_spi(FaultInjection) @testable import AudioIO

/// Live playback of a score through real libasound: exact samples through the `file` plugin
/// (unpaced), and timing, stopping and underrun recovery through a private JACK server (paced).
@Suite struct AudioPlayerTests {
  static let sampleRate = 48_000.0

  /// Notes and a glide, `seconds` long.
  static func score(seconds: Double) -> Score {
    var score = Score(sampleRate: sampleRate)
    score.panSweep = -1...1
    let map = PitchMap(domain: 0...10)
    let noteCount = Int(seconds * 4)
    for i in 0..<noteCount {
      score.add(
        Score.Note(
          startFrame: score.frame(atSeconds: Double(i) * 0.25), lengthFrames: score.frame(atSeconds: 0.2),
          frequency: map.frequency(for: Double(i % 10)), gain: 0.3, timbre: .soft))
    }
    score.add(
      Score.Glide(
        keyPoints: [
          .init(frame: 0, frequency: 220), .init(frame: score.frame(atSeconds: seconds - 0.1), frequency: 660),
        ], timbre: .sine))
    return score
  }

  /// The offline render of `score`, interleaved stereo, in 4096-frame blocks.
  static func offlineRender(_ score: Score) -> [Float] {
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 2), maximumBlockFrameCount: 4096)
    var samples: [Float] = []
    var block = [Float](repeating: 0, count: 8192)
    while !renderer.isFinished {
      let frames = min(4096, renderer.frameCount - renderer.position)
      block.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: frames) }
      samples += block.prefix(frames * 2)
    }
    return samples
  }

  static func readFloats(_ path: String) throws -> [Float] {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    return bytes.withUnsafeBytes { raw in
      (0..<raw.count / 4).map {
        Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
      }
    }
  }

  @Test func whatPlaysIsWhatARenderWrites() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let score = Self.score(seconds: 1.5)
    let player = try ScorePlayer(
      score: score, device: "file:FILE=\(directory.file("cap.raw")),FORMAT=raw", channelCount: 2)
    player.start()
    let report = try player.waitUntilFinished()
    let expected = Self.offlineRender(score)
    let captured = try Self.readFloats(directory.file("cap.raw"))
    #expect(report.underrunCount == 0)
    #expect(report.stoppedEarly == false)
    #expect(captured.count >= expected.count)
    #expect(Array(captured.prefix(expected.count)) == expected, "live samples differ from the offline render")
    // What follows the score's end (the rest of the last period) is silence.
    #expect(captured.dropFirst(expected.count).allSatisfy { $0 == 0 })
  }

  @Test func stoppingFadesOutWithoutAJump() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let score = Self.score(seconds: 4)
    let player = try ScorePlayer(
      score: score, device: "file:FILE=\(directory.file("cap.raw")),FORMAT=raw", channelCount: 2)
    // Unpaced: stop as soon as the first periods are out.
    player.start()
    while player.framesPlayed < 48_000 { usleep(200) }
    player.stop()
    let report = try player.waitUntilFinished()
    #expect(report.stoppedEarly)
    let captured = try Self.readFloats(directory.file("cap.raw"))
    #expect(captured.count / 2 < score.frameCount, "playback should have stopped before the end")
    // Ends in silence, reached by a ramp: the last 5 ms are near zero and no step is large.
    #expect(captured.suffix(480).allSatisfy { abs($0) < 1e-3 })
    let steps = zip(captured.dropFirst(2), captured).map { abs($0 - $1) }
    #expect((steps.max() ?? 0) < 0.2)
  }

  @Test func aMissingDeviceIsAnError() {
    #expect(throws: ALSAError.self) {
      _ = try ScorePlayer(score: Self.score(seconds: 1), device: "default", channelCount: 2)
    }
  }

  // MARK: Paced, through JACK

  static let directoryVariable = "AUDIOIO_SCORE_PLAYER_DIRECTORY"

  @Test(.enabled(if: PrivateJACKServer.isInstalled, PrivateJACKServer.notInstalled))
  func pacedPlaybackStopsQuicklyAndRecoversFromAStall() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = try PrivateJACKServer()
    defer { server.stop() }
    let child = try startTestInChildProcess(
      named: "scorePlayerChild",
      environment: server.clientEnvironment.merging([Self.directoryVariable: directory.path]) { $1 },
      outputPath: directory.file("child.log"))
    child.waitUntilExit()
    let log = (try? String(contentsOfFile: directory.file("child.log"), encoding: .utf8)) ?? ""
    #expect(child.terminationStatus == 0, "child failed:\n\(log.suffix(3_000))")
    let report = readReport(directory.file("report.txt"))
    print("ScorePlayer JACK report:\n" + report.map { "\($0)=\($1)" }.sorted().joined(separator: "\n"))
    if let error = report["error"] { Issue.record("child error: \(error)") }

    let seconds = try #require(report["pacedSeconds"].flatMap(Double.init))
    let expected = try #require(report["pacedExpectedSeconds"].flatMap(Double.init))
    // The targets (start within 20 ms, stop within 100 ms, pacing within 2 %) are measured by
    // Scripts/bench-live on a quiet machine (BENCHMARKS.md). Here, margins a loaded CI machine
    // keeps, which still catch an unpaced player (a few milliseconds for the whole score), a
    // start that waits for the device to fill, and a stop that plays on to the end (seconds).
    #expect(abs(seconds - expected) <= 0.08 * expected, "a \(expected) s score took \(seconds) s")
    #expect(report["pacedUnderruns"] == "0")
    #expect(try #require(report["startLatencySeconds"].flatMap(Double.init)) < 0.200)
    #expect(try #require(report["stopSeconds"].flatMap(Double.init)) < 0.400)
    #expect(try #require(report["stallUnderruns"].flatMap(Int.init)) >= 1)
    #expect(report["stallCompleted"] == "true")

    // Live values: the captured tone's pitch in the middle of each 300 ms stretch.
    let captured = try Self.readFloats(directory.file("live.raw"))
    let mono = stride(from: 0, to: captured.count - 1, by: 2).map { captured[$0] }
    let map = PitchMap(domain: 0...1)
    let onset = try #require(mono.firstIndex { abs($0) > 1e-4 })
    for (index, value) in [0.0, 1.0, 0.5].enumerated() {
      let start = onset + Int(Self.sampleRate * (0.3 * Double(index) + 0.1))
      let slice = Array(mono[start..<min(start + 4800, mono.count)])
      let measured = try #require(
        estimateFrequency(slice, sampleRate: Self.sampleRate, candidates: [0.0, 0.5, 1.0].map(map.frequency(for:))))
      #expect(measured == map.frequency(for: value), "stretch \(index): expected \(map.frequency(for: value)) Hz")
    }
  }

  /// The candidate frequency with the most energy in `samples` (Goertzel).
  func estimateFrequency(_ samples: [Float], sampleRate: Double, candidates: [Double]) -> Double? {
    func power(_ frequency: Double) -> Double {
      let coefficient = 2 * cos(2 * Double.pi * frequency / sampleRate)
      var (s1, s2) = (0.0, 0.0)
      for sample in samples {
        let s0 = Double(sample) + coefficient * s1 - s2
        (s2, s1) = (s1, s0)
      }
      return s1 * s1 + s2 * s2 - coefficient * s1 * s2
    }
    return candidates.max { power($0) < power($1) }
  }

  /// The child half; does nothing unless the parent set the variable.
  @Test func scorePlayerChild() throws {
    guard let directory = ProcessInfo.processInfo.environment[Self.directoryVariable] else { return }
    var lines: [String] = []
    defer {
      try? lines.joined(separator: "\n").write(toFile: directory + "/report.txt", atomically: false, encoding: .utf8)
    }
    func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }
    do {
      // 1. A 2 s score plays in 2 s (start to drained).
      let score = Self.score(seconds: 2)
      let paced = try ScorePlayer(score: score, device: "plug:jack", channelCount: 2)
      let start = ContinuousClock.now
      paced.start()
      let report = try paced.waitUntilFinished()
      lines.append("pacedSeconds=\(seconds(ContinuousClock.now - start))")
      // Everything written is played: the score rounded up to whole periods.
      lines.append("pacedExpectedSeconds=\(Double(report.framesPlayed) / Self.sampleRate)")
      lines.append("pacedUnderruns=\(report.underrunCount)")
      lines.append("startLatencySeconds=\(report.startLatencySeconds)")
      lines.append("periodFrames=\(paced.periodFrameCount)")
      lines.append("bufferFrames=\(paced.bufferFrameCount)")

      // 2. Stop (Ctrl-C) mid-way: fade, drain, done.
      let long = try ScorePlayer(score: Self.score(seconds: 10), device: "plug:jack", channelCount: 2)
      long.start()
      usleep(500_000)
      let stopStart = ContinuousClock.now
      long.stop()
      try long.waitUntilFinished()
      lines.append("stopSeconds=\(seconds(ContinuousClock.now - stopStart))")

      // 3. The audio thread stalls for 300 ms (longer than the 32 ms buffer) while the JACK
      // client thread keeps consuming: a real underrun, which must be recovered and counted.
      let stalled = try ScorePlayer(score: Self.score(seconds: 1.5), device: "plug:jack", channelCount: 2)
      let stallStart = ContinuousClock.now
      stalled.start()
      usleep(300_000)
      stalled.simulateStall(seconds: 0.3)
      let stallReport = try stalled.waitUntilFinished()
      lines.append("stallSeconds=\(seconds(ContinuousClock.now - stallStart))")
      lines.append("stallUnderruns=\(stallReport.underrunCount)")
      lines.append("stallCompleted=\(!stallReport.stoppedEarly)")

      // 4. A live tone follows values pushed from this (control) thread, paced and captured.
      let live = try LiveTonePlayer(
        source: LiveToneRenderer(pitchMap: PitchMap(domain: 0...1)),
        device: "tee:SLAVE='plug:jack',FILE='\(directory)/live.raw',FORMAT=raw",
        format: AudioFormat(sampleRate: Self.sampleRate, channelCount: 2))
      live.start()
      for value in [0.0, 1.0, 0.5] {
        _ = live.controls.push(.liveValue(value))
        usleep(300_000)
      }
      live.stop()
      try live.waitUntilFinished()
    } catch {
      lines.append("error=\(error)")
    }
  }
}
