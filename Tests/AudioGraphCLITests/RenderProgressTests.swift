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
    // The line appears once a render has run for a second: 4 800 s at 8 kHz (38.4 M frames, a
    // 77 MB temporary file) takes about 3.5 s in a debug build of the block renderer; the 400 s
    // this test used before took 0.6 s once rendering became about 20 times faster. The release
    // binary (AUDIOGRAPH_TEST_EXECUTABLE, Scripts/test-release) renders 4 800 s in about 0.4 s, so
    // it gets 43 200 s (345.6 M frames, a 691 MB temporary file): about 3.8 s here.
    let duration = ProcessInfo.processInfo.environment["AUDIOGRAPH_TEST_EXECUTABLE"] == nil ? 4_800 : 43_200
    let command =
      "\(audiographExecutable.path) render Fixtures/charts/daily-signups.json -o \(output) --duration \(duration) --sample-rate 8000 --channels 1"
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
