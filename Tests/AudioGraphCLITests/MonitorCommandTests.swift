import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// `audiograph monitor` fed a known sequence, paced by a private JACK server: the captured audio's
/// pitch follows the numbers.
@Suite struct MonitorCommandTests {
  @Test(.enabled(if: PrivateJACKServer.isInstalled, PrivateJACKServer.notInstalled))
  func thePitchFollowsTheNumbers() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = directory.appendingPathComponent("cap.raw").path
    let server = try PrivateJACKServer()
    defer { server.stop() }

    let process = Process()
    process.executableURL = audiographExecutable
    process.arguments = [
      "monitor", "--device", "tee:SLAVE='plug:jack',FILE='\(capture)',FORMAT=raw", "--range", "0-100",
    ]
    process.environment = ProcessInfo.processInfo.environment.merging(server.clientEnvironment) { $1 }
    let input = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardError = errors
    try process.run()
    let values = [10.0, 90.0, 50.0, 130.0]  // 130 is clamped to the top
    for value in values {
      input.fileHandleForWriting.write(Data("\(value)\n".utf8))
      usleep(300_000)
    }
    input.fileHandleForWriting.write(Data("not a number\n".utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "\(stderr)")
    #expect(stderr.contains("standard input: line 5: \"not a number\" is not a number; skipped"))

    let bytes = try Data(contentsOf: URL(fileURLWithPath: capture))
    let samples: [Float] = bytes.withUnsafeBytes { raw in
      stride(from: 0, to: raw.count / 4 - 1, by: 2).map {
        Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self)))
      }
    }
    let onset = try #require(samples.firstIndex { abs($0) > 1e-4 })
    let map = PitchMap(domain: 0...1)
    let candidates = [0.1, 0.9, 0.5, 1.0].map { map.frequency(for: $0) }
    for (index, normalized) in [0.1, 0.9, 0.5, 1.0].enumerated() {
      let start = onset + Int(48_000 * (0.3 * Double(index) + 0.1))
      guard start + 4800 <= samples.count else {
        Issue.record("capture too short")
        return
      }
      let slice = Array(samples[start..<start + 4800])
      let loudest = candidates.max {
        goertzelPower(slice, frequency: $0, sampleRate: 48_000)
          < goertzelPower(slice, frequency: $1, sampleRate: 48_000)
      }
      #expect(
        loudest == map.frequency(for: normalized),
        "stretch \(index) should sound at \(map.frequency(for: normalized)) Hz")
    }
  }
}
