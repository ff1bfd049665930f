import AudioGraphTestSupport
import Foundation
import Testing

/// Standard streams closed or full, and input that never ends: a documented exit status and a
/// located message, never a trap (exit 132) or a read until memory runs out.
@Suite struct ClosedStreamsAndLimitsTests {
  /// Runs `script` in /bin/sh with `$AG` set to the tool; returns the exit status and what it
  /// wrote to a standard error redirected to a file (when the script does not redirect it).
  static func shell(_ script: String) throws -> (status: Int32, error: String) {
    let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("ag-err-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: errorFile) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = packageRoot
    var environment = ProcessInfo.processInfo.environment
    environment["AG"] = audiographExecutable.path
    environment["ERR"] = errorFile.path
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    let error = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
    return (process.terminationStatus, error)
  }

  @Test func aClosedStandardInputIsAnInputThatCannotBeOpened() throws {
    let result = try Self.shell(#""$AG" describe - <&- 2>"$ERR""#)
    #expect(result.status == 66)
    #expect(result.error == "standard input: cannot open: it is closed\n")
  }

  @Test func aClosedOrFullStandardErrorKeepsTheExitStatus() throws {
    #expect(try Self.shell(#""$AG" describe Fixtures/invalid/nan-value.json 2>/dev/full"#).status == 65)
    #expect(try Self.shell(#""$AG" describe Fixtures/invalid/nan-value.json 2>&-"#).status == 65)
    #expect(try Self.shell(#""$AG" summarize Fixtures/charts/iq-scores.json >/dev/null 2>&-"#).status == 0)
  }

  @Test func endlessInputStopsAtTheSizeLimit() throws {
    let file = try Self.shell(#""$AG" describe /dev/zero 2>"$ERR""#)
    #expect(file.status == 65)
    #expect(
      file.error
        == "/dev/zero: the input is larger than 1 GiB, the largest chart AudioGraph reads; split the data or reduce it\n"
    )
    let pipe = try Self.shell(#"head -c 1100000000 /dev/zero | "$AG" describe - 2>"$ERR""#)
    #expect(pipe.status == 65)
    #expect(pipe.error.hasPrefix("standard input: the input is larger than 1 GiB"))
  }
}
