import AudioGraphTestSupport
import Foundation
import Testing

/// The progress line appears only on a terminal. `script` gives the command a pseudo-terminal.
@Suite struct RenderProgressTests {
  @Test func aLongRenderShowsProgressOnATerminalAndClearsIt() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
      print("skipped: /usr/bin/script (util-linux) is not installed")
      return
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ag-progress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("long.wav").path
    let command = "\(audiographExecutable.path) render Fixtures/charts/daily-signups.json -o \(output) --duration 400 --sample-rate 8000 --channels 1"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = ["-qefc", command, "/dev/null"]
    process.currentDirectoryURL = packageRoot
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = Pipe()
    try process.run()
    let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(text)")
    #expect(text.contains("Rendering: 0 of 1 files, "), "a progress line: \(text.debugDescription)")
    #expect(text.contains("\r\u{1B}[K\(output): "), "the line is cleared before the result: \(text.debugDescription)")
  }
}
