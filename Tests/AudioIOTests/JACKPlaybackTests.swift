import AudioGraphTestSupport
import AudioIO
import Foundation
import Glibc
import SonificationCore
import Testing

/// Real-time pacing and underruns, through a private JACK server with the dummy backend
/// (no sound card needed): `plug:jack` is clocked like a sound card.
///
/// The parent test starts `jackd`, then runs `jackChild` in a child process so that
/// `JACK_DEFAULT_SERVER` is set before anything runs (no `setenv` in a multithreaded process)
/// and parallel tests do not compete for the two cores while time is being measured.
@Suite struct JACKPlaybackTests {
  static let directoryVariable = "AUDIOIO_JACK_DIRECTORY"
  static let jackPeriodFrames = 256

  @Test(.enabled(if: PrivateJACKServer.isInstalled, PrivateJACKServer.notInstalled))
  func pacedPlaybackAndUnderrunRecovery() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = try PrivateJACKServer(periodFrames: Self.jackPeriodFrames)
    defer { server.stop() }
    let child = try runTestInChildProcess(
      named: "jackChild", environment: server.clientEnvironment.merging([Self.directoryVariable: directory.path]) { $1 }
    )
    #expect(child.status == 0, "child failed:\n\(child.output.suffix(3_000))")
    let report = readReport(directory.file("report.txt"))
    let text = report.map { "\($0)=\($1)" }.sorted().joined(separator: "\n")
    print("JACK report:\n\(text)")
    if let error = report["error"] { Issue.record("child error: \(error)") }

    let elapsed = try #require(report["pacedSeconds"].flatMap(Double.init))
    // Paced like a sound card: 2 s of audio take about 2 s (unpaced they would take a few
    // milliseconds). 0.04 s was kept on a quiet machine; at load 6 to 8 (CI beside builds) the
    // clock of the scheduled client slips by up to 0.12 s, so the margin is 0.25 s.
    #expect(abs(elapsed - 2) <= 0.25, "2 s of audio took \(elapsed) s")
    #expect(report["pacedUnderruns"] == "0")
    #expect(report["captureMatches"] == "true")

    let underruns = try #require(report["stallUnderruns"].flatMap(Int.init))
    #expect(underruns >= 1, "a 300 ms stall with a \(report["stallBufferMs"] ?? "?") ms buffer must underrun")
    #expect(report["stallResumed"] == "true")
  }

  /// The child half; does nothing unless the parent set the variable.
  @Test func jackChild() throws {
    guard let directory = ProcessInfo.processInfo.environment[Self.directoryVariable] else { return }
    var lines: [String] = []
    defer {
      try? lines.joined(separator: "\n").write(toFile: directory + "/report.txt", atomically: false, encoding: .utf8)
    }
    let format = AudioFormat(sampleRate: 48_000, channelCount: 2)
    let block = sineSignal(frameCount: 480, channelCount: 2, sampleRate: 48_000)  // 10 ms
    do {
      // 1. Pacing, with a byte-for-byte capture of what was played.
      let capture = directory + "/cap.raw"
      var playback = try PCMPlayback(
        device: "tee:SLAVE='plug:jack',FILE='\(capture)',FORMAT=raw", format: format)
      lines.append("pacedPeriodFrames=\(playback.periodFrameCount)")
      lines.append("pacedBufferFrames=\(playback.bufferFrameCount)")
      lines.append("pacedSampleFormat=\(playback.sampleFormat)")
      let start = ContinuousClock.now
      for _ in 0..<200 { try playback.write(block) }  // 2 s
      try playback.drain()
      let elapsed = ContinuousClock.now - start
      lines.append(
        "pacedSeconds=\(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)")
      lines.append("pacedUnderruns=\(playback.underrunCount)")
      try playback.close()
      let bytes = try Data(contentsOf: URL(fileURLWithPath: capture))
      let expected = (0..<200).flatMap { _ in block }
      let captured: [Float] = bytes.withUnsafeBytes { raw in
        (0..<min(raw.count / 4, expected.count)).map {
          Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
        }
      }
      lines.append("captureMatches=\(captured == expected)")

      // 2. A stall longer than the buffer underruns; the next write recovers and continues.
      var stalled = try PCMPlayback(device: "plug:jack", format: format)
      lines.append("stallBufferMs=\(stalled.bufferMilliseconds)")
      for _ in 0..<50 { try stalled.write(block) }  // 0.5 s
      usleep(300_000)
      lines.append("stallStateAfterSleep=\(stalled.stateName)")
      for _ in 0..<50 { try stalled.write(block) }
      lines.append("stallResumed=true")
      try stalled.drain()
      lines.append("stallUnderruns=\(stalled.statistics.underrunCount)")
      try stalled.close()
    } catch {
      lines.append("error=\(error)")
    }
  }
}
