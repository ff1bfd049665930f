import AudioGraphTestSupport
import Foundation
import Glibc
import Testing

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory: Sendable {
  let path: String

  init(_ label: String = #function) throws {
    let safe = label.filter { $0.isLetter || $0.isNumber }
    path = NSTemporaryDirectory() + "audioio-\(safe.prefix(40))-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { path + "/" + name }

  /// Names in the directory, hidden ones included.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// SplitMix64: a small seeded generator so randomized signals repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Interleaved test signal: channel 0 is a 440 Hz sine at 0.8, channel 1 a 660 Hz sine at 0.5.
func sineSignal(frameCount: Int, channelCount: Int, sampleRate: Double) -> [Float] {
  let frequencies = [440.0, 660.0]
  let amplitudes = [0.8, 0.5]
  var out = [Float](repeating: 0, count: frameCount * channelCount)
  for frame in 0..<frameCount {
    for channel in 0..<channelCount {
      let phase = 2 * Double.pi * frequencies[channel] * Double(frame) / sampleRate
      out[frame * channelCount + channel] = Float(amplitudes[channel] * sin(phase))
    }
  }
  return out
}

/// Seeded white noise in `-1...1`, covering the full range of every encoding.
func noiseSignal(sampleCount: Int, seed: UInt64) -> [Float] {
  var generator = SeededGenerator(seed: seed)
  return (0..<sampleCount).map { _ in Float.random(in: -1...1, using: &generator) }
}

/// One channel out of interleaved samples.
func channel(_ interleaved: [Float], _ index: Int, of channelCount: Int) -> [Float] {
  stride(from: index, to: interleaved.count, by: channelCount).map { interleaved[$0] }
}

/// Goertzel power at `frequency`, normalised so a full-scale sine reads about 0.25.
func goertzelPower(_ samples: [Float], frequency: Double, sampleRate: Double) -> Double {
  let coefficient = 2 * cos(2 * Double.pi * frequency / sampleRate)
  var s1 = 0.0
  var s2 = 0.0
  for x in samples {
    let s0 = Double(x) + coefficient * s1 - s2
    s2 = s1
    s1 = s0
  }
  let power = s1 * s1 + s2 * s2 - coefficient * s1 * s2
  let n = Double(samples.count)
  return power / (n * n)
}

func maxAbsDifference(_ a: [Float], _ b: [Float]) -> Float {
  precondition(a.count == b.count)
  var worst: Float = 0
  for i in a.indices { worst = max(worst, abs(a[i] - b[i])) }
  return worst
}

/// A line of `/proc/self/status` such as `VmRSS`, in kibibytes.
func procStatusKiB(_ key: String) -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
  for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
    return Int(line.dropFirst(key.count + 1).filter(\.isNumber))
  }
  return nil
}

/// Runs `body` with file descriptor 2 redirected to a temporary file and returns what was
/// written to it. Process-wide: anything another thread prints meanwhile lands there too, so
/// assertions should look for specific text.
func capturingStandardError<T>(_ body: () throws -> T) throws -> (result: T, stderr: String) {
  let path = NSTemporaryDirectory() + "audioio-stderr-\(UUID().uuidString)"
  let capture = open(path, O_CREAT | O_RDWR | O_TRUNC, 0o600)
  precondition(capture >= 0)
  let saved = dup(2)
  dup2(capture, 2)
  let result = Result { try body() }
  fsync(2)
  dup2(saved, 2)
  close(saved)
  close(capture)
  let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  unlink(path)
  return (try result.get(), text)
}

/// The test binary, for tests that must run in a separate process (resource limits,
/// clean memory measurements).
var testExecutablePath: String {
  (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
}

/// Runs one Swift Testing test of this binary in a child process through `/bin/sh`.
///
/// `shellPrefix` runs first in the shell (for example `ulimit -f 2048`). The child sees
/// `environment` on top of the current environment.
func runTestInChildProcess(
  named testName: String, environment: [String: String], shellPrefix: String = ""
) throws -> (status: Int32, output: String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/bin/sh")
  let quotedBinary = "'" + testExecutablePath.replacingOccurrences(of: "'", with: "'\\''") + "'"
  process.arguments = [
    "-c", "\(shellPrefix)\nexec \(quotedBinary) --testing-library swift-testing --filter '\(testName)' 2>&1",
  ]
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  let pipe = Pipe()
  process.standardOutput = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// `key=value` lines written by a child test, as a dictionary (later keys win).
func readReport(_ path: String) -> [String: String] {
  let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
  return Dictionary(
    text.split(separator: "\n").compactMap { line -> (String, String)? in
      guard let equals = line.firstIndex(of: "=") else { return nil }
      return (String(line[..<equals]), String(line[line.index(after: equals)...]))
    }
  ) { $1 }
}

/// Starts one test of this binary in a child process without waiting for it (so the parent can
/// signal it); its output goes to `outputPath`.
func startTestInChildProcess(named testName: String, environment: [String: String], outputPath: String) throws
  -> Process
{
  let process = Process()
  process.executableURL = URL(fileURLWithPath: testExecutablePath)
  process.arguments = ["--testing-library", "swift-testing", "--filter", testName]
  process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
  guard FileManager.default.createFile(atPath: outputPath, contents: nil) else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: outputPath])
  }
  let output = FileHandle(forWritingAtPath: outputPath)
  process.standardOutput = output
  process.standardError = output
  try process.run()
  return process
}
