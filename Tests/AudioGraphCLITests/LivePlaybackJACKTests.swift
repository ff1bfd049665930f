import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// `play` and `explore` paced by a private JACK server with the dummy backend (clocked like a
/// sound card): real-time pacing, start latency, Ctrl-C, and the tones `explore` plays. One server for
/// all of them, one scenario after the other, so they do not compete for the two cores while time
/// is being measured.
@Suite struct LivePlaybackJACKTests {
  @Test(.enabled(if: PrivateJACKServer.isInstalled, PrivateJACKServer.notInstalled))
  func playAndExploreThroughAPrivateJACKServer() throws {
    let server = try PrivateJACKServer()
    defer { server.stop() }
    try Self.aFiveSecondGraphTakesFiveSecondsThroughJACKAndStartsAtOnce(server: server)
    try Self.ctrlCStopsWithinAHundredMillisecondsWithAFadeAndExits130(server: server)
    try Self.theCapturedTonesFollowTheMovesAtTheGraphsPitches(server: server)
    try Self.aStallLongerThanTheBufferUnderrunsAndPlaybackCompletes(server: server)
  }

  /// The binary's audio thread stalls 300 ms, 1 s into a 3.1 s graph (AUDIOGRAPH_TEST_STALL),
  /// ten times the 32 ms buffer: JACK keeps pulling, the device runs dry, `play` recovers,
  /// counts and reports the underrun on standard error, plays the rest and completes.
  static func aStallLongerThanTheBufferUnderrunsAndPlaybackCompletes(server: PrivateJACKServer) throws {
    let result = try runAudiograph(
      [
        "play", "Fixtures/charts/iq-scores.json", "--device", "plug:jack", "--timing", "--buffer-ms", "32",
        "--duration", "2.5", "--sample-rate", "48000", "--channels", "1",
      ],
      environment: server.clientEnvironment.merging(["AUDIOGRAPH_TEST_STALL": "1.0:0.3"]) { $1 })
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix("Complete.\n"), "\(result.standardOutput)")
    let underruns = try #require(
      number(after: "s, ", in: result.standardError.components(separatedBy: "played in").last ?? ""),
      "\(result.standardError)")
    #expect(underruns >= 1, "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "audiograph: \(Int(underruns)) underrun\(underruns == 1 ? "" : "s") during playback (audible gaps); a larger --buffer-ms may help."
      ),
      "\(result.standardError)")
    // Every frame of the graph was played, the stall only delayed the rest.
    let audioSeconds = try #require(number(after: "frames (", in: result.standardError))
    let playedIn = try #require(number(after: "s of audio) played in", in: result.standardError))
    #expect(audioSeconds > 3.0 && audioSeconds < 3.2, "\(result.standardError)")
    #expect(playedIn > audioSeconds + 0.2, "the stall took time: \(result.standardError)")
  }

  static func aFiveSecondGraphTakesFiveSecondsThroughJACKAndStartsAtOnce(server: PrivateJACKServer) throws {
    let directory = try temporaryDirectory("ag-play-jack")
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = directory.appendingPathComponent("cap.raw").path
    // --duration 4.5: 0.25 s lead-in + 4.5 s + the end earcon ≈ 5.1 s.
    let options = ["--duration", "4.5", "--sample-rate", "48000", "--channels", "2"]
    let result = try runAudiograph(
      [
        "play", "Fixtures/charts/iq-scores.json", "--device", "tee:SLAVE='plug:jack',FILE='\(capture)',FORMAT=raw",
        "--timing",
      ] + options,
      environment: server.clientEnvironment)
    #expect(result.status == 0, "\(result.standardError)")
    let timing = result.standardError
    let audio = try #require(number(after: "s of audio) played in", in: timing), "\(timing)")
    let audioSeconds = try #require(number(after: "frames (", in: timing))
    #expect(audioSeconds > 5 && audioSeconds < 5.2)
    // Pacing within 2 % is Scripts/bench-live's target, on a quiet machine. Here a margin a loaded
    // machine keeps (2.08 % and 3.6 % were seen beside a second test run): 5 % of 5.1 s still
    // catches an unpaced write (milliseconds) and a wrong rate (44.1 kHz for 48 kHz is 8.8 %).
    #expect(abs(audio - audioSeconds) / audioSeconds < 0.05, "paced like a sound card: \(timing)")
    #expect(timing.contains(", 0 underruns"))
    // Once the device is open, the first period follows the graph at once. The target (20 ms;
    // 0.4 to 0.5 ms measured) is Scripts/bench-live's, rerun on a quiet machine; here only a
    // margin a loaded CI machine keeps (a test at 20 ms failed at load 8 with 79.9 ms), which
    // still catches a wait for the device or a render of the whole graph first (seconds).
    let prepare = try #require(number(after: "prepare", in: timing))
    let firstPeriod = try #require(number(after: "ms, first period", in: timing))
    #expect(prepare + firstPeriod < 500, "\(timing)")
    // What JACK was sent is the rendering.
    var sonificationOptions = SonificationOptions()
    sonificationOptions.sampleRate = 48_000
    sonificationOptions.durationSeconds = 4.5
    let expected = try ChartSonifier(options: sonificationOptions)
      .sonify(try ChartFile.read(path: fixtureURL("charts/iq-scores.json").path)).renderSamples(channelCount: 2)
    let live = try readRawFloats(capture)
    #expect(Array(live.prefix(expected.count)) == expected)
  }

  static func ctrlCStopsWithinAHundredMillisecondsWithAFadeAndExits130(server: PrivateJACKServer) throws {
    let directory = try temporaryDirectory("ag-play-int")
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = directory.appendingPathComponent("cap.raw").path
    let process = Process()
    process.executableURL = audiographExecutable
    process.currentDirectoryURL = packageRoot
    // A continuous series: the glide is sounding when Ctrl-C arrives.
    process.arguments = [
      "play", "Fixtures/charts/iq-scores.json", "--device", "tee:SLAVE='plug:jack',FILE='\(capture)',FORMAT=raw",
      "--timing", "--sample-rate", "48000", "--channels", "1",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(server.clientEnvironment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    // Wait for the "Playing" line, then let 1.5 s play.
    var printed = Data()
    while !String(decoding: printed, as: UTF8.self).contains("\n") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += chunk
    }
    Thread.sleep(forTimeInterval: 1.5)
    let sent = Date()
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    let exited = Date().timeIntervalSince(sent)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 130, "\(stderr)")
    let stop = try #require(number(after: "stop", in: stderr), "\(stderr)")
    // The target (100 ms) is Scripts/bench-live's; here a margin a loaded machine keeps, which
    // still catches playing on to the end (seconds).
    #expect(stop < 400, "stopped \(stop) ms after Ctrl-C (faded, drained)")
    #expect(exited < 1.5, "the process exited \(exited) s after SIGINT")
    #expect(!String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).contains("Complete"))

    // The capture ends with a fade, not a cut: no click, and the last 5 ms are (nearly) silent.
    let live = try readRawFloats(capture)
    #expect(live.count > 48_000 && live.count < 48_000 * 4, "\(live.count) frames")
    let end = live.lastIndex { abs($0) > 1e-6 } ?? 0
    let tail = Array(live[max(0, end - 9_600)...end])
    #expect(measureLevels(tail.prefix(2_400)).peak > 0.01, "the glide was sounding")
    // The 20 ms fade is a linear gain ramp: its last 2 ms are below a tenth of the level.
    #expect(measureLevels(tail.suffix(96)).peak < 0.15 * measureLevels(tail.prefix(2_400)).peak, "faded out")
    #expect(detectClicks(tail).isEmpty, "no click at the stop")
  }

  /// Through a private JACK server: every printed line is the point's description, and the
  /// captured audio has each point's pitch, in the order of the moves.
  static func theCapturedTonesFollowTheMovesAtTheGraphsPitches(server: PrivateJACKServer) throws {
    let directory = try temporaryDirectory("ag-explore")
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = directory.appendingPathComponent("cap.raw").path
    let result = try runAudiograph(
      [
        "explore", "Fixtures/charts/iq-scores.json", "--device", "tee:SLAVE='plug:jack',FILE='\(capture)',FORMAT=raw",
        "--sample-rate", "48000", "--channels", "1",
      ],
      input: Data("right\nright\nleft\nend\nhome\nq\n".utf8), environment: server.clientEnvironment)
    #expect(result.status == 0, "\(result.standardError)")

    let chart = try ChartFile.read(path: fixtureURL("charts/iq-scores.json").path)
    let points = chart.series[0].dataPoints
    let visited = [0, 1, 2, 1, 3, 0]
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines == [
        "Exploring IQ Score Trend. Press h for help, q to quit.",
        "Series 1 of 1: IQ Score, 4 points.",
      ] + visited.map { chart.pointDescription(points[$0]) + ", point \($0 + 1) of 4." } + [""])

    // The pitch of each point, from the audio graph itself.
    var options = SonificationOptions()
    options.sampleRate = 48_000
    let graph = try ChartSonifier(options: options).sonify(chart)
    let pitches = (0..<4).map { index in graph.playedPoints.first { $0.pointIndices.contains(index) }!.frequency! }
    let samples = try readRawFloats(capture)
    // In 20 ms frames with sound, which of the four pitches is loudest; runs collapse to tones.
    var heard: [Int] = []
    var start = 0
    while start + 960 <= samples.count {
      let frame = hannWindowed(Array(samples[start..<(start + 960)]))
      start += 960
      guard measureLevels(frame).rms > 0.02 else { continue }
      let powers = pitches.map { goertzelPower(frame, frequency: $0, sampleRate: 48_000) }
      let loudest = powers.indices.max { powers[$0] < powers[$1] }!
      if heard.last != loudest { heard.append(loudest) }
    }
    #expect(heard == visited, "heard the points \(heard), expected \(visited) at \(pitches) Hz")
  }
}
