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
    // The values are paced by the audio clock, not the wall clock: a loaded machine can run the
    // private JACK server slower than real time, or delay the process by more than a value's
    // 300 ms. The capture file grows by what monitor writes to the device (stereo float32, 8 bytes
    // a frame), so each value is written at a known frame and held until 0.3 s more is written.
    let framesPerSecond = 48_000
    func capturedFrames() -> Int {
      let size = (try? FileManager.default.attributesOfItem(atPath: capture)[.size] as? Int) ?? nil
      return (size ?? 0) / 8
    }
    let opened = Date().addingTimeInterval(30)
    while !FileManager.default.fileExists(atPath: capture), Date() < opened, process.isRunning {
      usleep(10_000)
    }
    let values = [10.0, 90.0, 50.0, 130.0]  // 130 is clamped to the top
    var marks: [Int] = []
    for value in values {
      let mark = capturedFrames()
      marks.append(mark)
      input.fileHandleForWriting.write(Data("\(value)\n".utf8))
      let held = Date().addingTimeInterval(30)
      while capturedFrames() < mark + framesPerSecond * 3 / 10, Date() < held, process.isRunning {
        usleep(5_000)
      }
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
    let map = PitchMap(domain: 0...1)
    let candidates = [0.1, 0.9, 0.5, 1.0].map { map.frequency(for: $0) }
    for (index, normalized) in [0.1, 0.9, 0.5, 1.0].enumerated() {
      // A value is heard within a period or two (8 ms each) of being read; 0.1 s after its mark
      // the tone has settled, and the next value comes at least 0.3 s after the mark.
      let start = marks[index] + framesPerSecond / 10
      guard start + 4800 <= samples.count else {
        Issue.record("capture too short: \(samples.count) frames, value \(index) at frame \(marks[index])")
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
