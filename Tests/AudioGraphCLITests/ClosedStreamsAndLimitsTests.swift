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

  @Test func controlCharactersFromAChartArePrintedEscaped() throws {
    let chart = #"""
      {"version": 1, "title": "Evil\u001b[2J\u001b]0;pwned\u0007 chart\nsecond line",
       "xAxis": {"kind": "numeric", "title": "X"},
       "series": [{"name": "A\u202eB", "points": [{"x": 1, "y": 2, "label": "bad\rlabel"}]}]}
      """#
    let result = try runAudiograph(["describe", "--points", "-"], input: Data(chart.utf8))
    #expect(result.status == 0)
    #expect(
      result.standardOutput == """
        Evil\\u{1B}[2J\\u{1B}]0;pwned\\u{7} chart\\nsecond line.
        There is only one data point: 2 at 1.
        X axis: X. A single value, 1.
        Series: A\\u{202E}B. Separate points, 1 data point.
        bad\\rlabel, 1, 2.

        """)
    let badKey = #"{"version": 1, "xAxis": {"kind": "numeric", "title": "X"}, "series": [], "bad\nkey": 1}"#
    let refused = try runAudiograph(["describe", "-"], input: Data(badKey.utf8))
    #expect(refused.status == 65)
    #expect(refused.standardError.split(separator: "\n").first == #"standard input: /bad\nkey: unknown key "bad\nkey""#)
  }

  @Test func monitorTakesANegativeRangeAndWaitsWithoutSpinning() throws {
    // `--range -20-40`, the help's own example, parses; the null device does not spin a core.
    // The monitor's own CPU time (other tests run processes at the same time).
    let waiting = try Self.shell(
      #"(sleep 1; echo 5) | /usr/bin/time -f %U -o "$ERR.cpu" "$AG" monitor --range -20-40 --device null 2>"$ERR"; s=$?; cat "$ERR.cpu" >>"$ERR"; rm -f "$ERR.cpu"; exit $s"#
    )
    #expect(waiting.status == 0, "\(waiting.error)")
    let cpu = Double(waiting.error.split(separator: "\n").last.map(String.init) ?? "") ?? .infinity
    #expect(cpu < 0.5, "\(cpu) s of CPU while waiting a second for input")
    let buffer = try Self.shell(#""$AG" monitor --device null --buffer-ms 3000 </dev/null 2>"$ERR""#)
    #expect(buffer.status == 64)
    #expect(buffer.error.contains("--buffer-ms must be larger than --period-ms, both positive, and at most 2000."))
  }
}
