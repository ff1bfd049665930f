import AudioIO
import Foundation
import Glibc
import SonificationCore
import Testing

/// Real-time pacing and underruns, through a private JACK server with the dummy backend
/// (AUDIO-TESTING.md §3): `plug:jack` is clocked like a sound card.
///
/// The parent test starts `jackd`, then runs `jackChild` in a child process so that
/// `JACK_DEFAULT_SERVER` is set before anything runs (no `setenv` in a multithreaded process)
/// and parallel tests do not compete for the two cores while time is being measured.
@Suite struct JACKPlaybackTests {
  static let jackd = "/usr/bin/jackd"
  static let jackWait = "/usr/bin/jack_wait"
  static let isInstalled =
    FileManager.default.isExecutableFile(atPath: jackd) && FileManager.default.isExecutableFile(atPath: jackWait)
    && FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/alsa-lib/libasound_module_pcm_jack.so")
  static let directoryVariable = "AUDIOIO_JACK_DIRECTORY"
  static let jackPeriodFrames = 256

  @Test(.enabled(if: isInstalled, "jackd2 or libasound2-plugins is not installed: apt-get install -y --no-install-recommends jackd2 libasound2-plugins"))
  func pacedPlaybackAndUnderrunRecovery() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = "audioio-\(getpid())-\(UUID().uuidString.prefix(6))"

    let jack = Process()
    jack.executableURL = URL(fileURLWithPath: Self.jackd)
    jack.arguments = ["-n", server, "--no-realtime", "-d", "dummy", "-r", "48000", "-p", "\(Self.jackPeriodFrames)"]
    jack.environment = ProcessInfo.processInfo.environment.merging(["JACK_NO_AUDIO_RESERVATION": "1"]) { $1 }
    let log = FileHandle(forWritingAtPath: "/dev/null")
    jack.standardOutput = log
    jack.standardError = log
    try jack.run()
    defer {
      jack.terminate()
      jack.waitUntilExit()
    }

    let wait = Process()
    wait.executableURL = URL(fileURLWithPath: Self.jackWait)
    wait.arguments = ["-s", server, "-w", "-t", "10"]
    wait.standardOutput = log
    wait.standardError = log
    try wait.run()
    wait.waitUntilExit()
    try #require(wait.terminationStatus == 0, "jackd did not start within 10 s")

    let child = try runTestInChildProcess(
      named: "jackChild",
      environment: [
        Self.directoryVariable: directory.path, "JACK_DEFAULT_SERVER": server, "JACK_NO_START_SERVER": "1",
      ])
    #expect(child.status == 0, "child failed:\n\(child.output.suffix(3_000))")
    let text = (try? String(contentsOfFile: directory.file("report.txt"), encoding: .utf8)) ?? ""
    let report = Dictionary(text.split(separator: "\n").compactMap { line -> (String, String)? in
      guard let equals = line.firstIndex(of: "=") else { return nil }
      return (String(line[..<equals]), String(line[line.index(after: equals)...]))
    }) { $1 }
    print("JACK report:\n\(text)")
    if let error = report["error"] { Issue.record("child error: \(error)") }

    let elapsed = try #require(report["pacedSeconds"].flatMap(Double.init))
    #expect(abs(elapsed - 2) <= 0.04, "2 s of audio took \(elapsed) s")
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
      lines.append("pacedSeconds=\(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)")
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
