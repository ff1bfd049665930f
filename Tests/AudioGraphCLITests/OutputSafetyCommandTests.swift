import AudioGraphTestSupport
import Foundation
import Glibc
import Testing

/// Every output is written as `render` writes its sound files (issue 23): `html`, `--timing-json`
/// and MIDI through the one output writer. Device nodes and FIFOs are private ones made with
/// `mknod`/`mkfifo` in a temporary directory, never the system's.
@Suite struct OutputSafetyCommandTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ag-outputs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static func contents(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  static func kind(_ path: String) -> mode_t {
    var info = stat()
    lstat(path, &info)
    return info.st_mode & S_IFMT
  }

  static func permissions(_ path: String) -> mode_t {
    var info = stat()
    stat(path, &info)
    return info.st_mode & 0o7777
  }

  /// Reads everything written into the FIFO at `path` on a thread of its own.
  final class FIFOReader: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []
    private let done = DispatchSemaphore(value: 0)

    init(_ path: String) {
      Thread {
        let input = open(path, O_RDONLY)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
          let count = read(input, &buffer, buffer.count)
          if count <= 0 { break }
          self.lock.withLock { self.bytes += buffer[..<count] }
        }
        close(input)
        self.done.signal()
      }.start()
    }

    /// What arrived, once the writer closed the pipe (at most 30 seconds).
    func received() -> String {
      _ = done.wait(timeout: .now() + 30)
      return lock.withLock { String(decoding: bytes, as: UTF8.self) }
    }
  }

  // MARK: Item 1: devices and FIFOs are written into, never replaced

  @Test func htmlAndTimingJSONWriteIntoAPrivateFIFOAndKeepIt() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let fifo = directory.appendingPathComponent("pipe").path
    #expect(mkfifo(fifo, 0o600) == 0)
    let reader = FIFOReader(fifo)
    let html = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", fifo, "--audio", "none"])
    #expect(html.status == 0, "\(html.standardError)")
    #expect(reader.received().hasPrefix("<!DOCTYPE html>"))
    #expect(Self.kind(fifo) == S_IFIFO, "html left the FIFO a FIFO")

    let timingReader = FIFOReader(fifo)
    let wav = directory.appendingPathComponent("g.wav").path
    let render = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", wav, "--duration", "1", "--sample-rate", "8000",
      "--timing-json", fifo,
    ])
    #expect(render.status == 0, "\(render.standardError)")
    #expect(timingReader.received().hasPrefix("{"))
    #expect(Self.kind(fifo) == S_IFIFO, "--timing-json left the FIFO a FIFO")
    #expect(try Self.contents(directory) == ["g.wav", "pipe"])
  }

  @Test func htmlAndTimingJSONWriteIntoAPrivateNullDeviceAndKeepIt() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let node = directory.appendingPathComponent("null").path
    guard mknod(node, S_IFCHR | 0o666, dev_t(0x103)) == 0 else {
      Issue.record("mknod failed: \(String(cString: strerror(errno))); device nodes need root")
      return
    }
    let html = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", node, "--audio", "none"])
    #expect(html.status == 0, "\(html.standardError)")
    #expect(Self.kind(node) == S_IFCHR, "html left the device a device")
    let render = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", node, "--format", "wav", "--duration", "1",
      "--sample-rate", "8000", "--timing-json", node,
    ])
    #expect(render.status == 0, "\(render.standardError)")
    #expect(Self.kind(node) == S_IFCHR, "--timing-json left the device a device")
    #expect(try Self.contents(directory) == ["null"])
  }

  // MARK: Item 2: no output over an input, no two outputs the same file

  @Test func anOutputOverAnInputOrAnotherOutputIsRefusedInOneLine() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let chart = directory.appendingPathComponent("c.json").path
    let original = try Data(contentsOf: fixtureURL("charts/iq-scores.json"))
    try original.write(to: URL(fileURLWithPath: chart))
    symlink("c.json", directory.appendingPathComponent("link.json").path)
    let link = directory.appendingPathComponent("link.json").path

    let html = try runAudiograph(["html", chart, "-o", link])
    #expect(html.status == 64)
    #expect(
      html.standardError
        == "audiograph: error: '\(link)' (-o) is the input '\(chart)'; refusing to write over an input.\n")

    let wav = directory.appendingPathComponent("b.wav").path
    let timing = try runAudiograph(["render", chart, "-o", wav, "--timing-json", chart])
    #expect(timing.status == 64)
    #expect(
      timing.standardError
        == "audiograph: error: '\(chart)' (--timing-json) is the input '\(chart)'; refusing to write over an input.\n")

    let same = try runAudiograph(["render", chart, "-o", wav, "--timing-json", directory.path + "/./b.wav"])
    #expect(same.status == 64)
    #expect(
      same.standardError
        == "audiograph: error: '\(wav)' (-o) and '\(directory.path)/./b.wav' (--timing-json) are the same file; "
        + "refusing to write one over the other.\n")
    #expect(same.standardOutput.isEmpty)
    #expect(try Data(contentsOf: URL(fileURLWithPath: chart)) == original)
    #expect(try Self.contents(directory) == ["c.json", "link.json"])
  }

  @Test func timingJSONKeepsAnEarlierFileWhenAChartFails() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let timing = directory.appendingPathComponent("timing.json").path
    try "earlier".write(toFile: timing, atomically: false, encoding: .utf8)
    let result = try runAudiograph([
      "render", "Fixtures/invalid/nan-value.json", "-o", directory.appendingPathComponent("x.wav").path,
      "--timing-json", timing,
    ])
    #expect(result.status == 65)
    #expect(result.standardError.hasSuffix("audiograph: '\(timing)' was not written: not every chart was rendered.\n"))
    #expect(try String(contentsOfFile: timing, encoding: .utf8) == "earlier")
    #expect(try Self.contents(directory) == ["timing.json"])
  }

  // MARK: Item 3: modes kept, long names, links followed

  @Test func htmlAndTimingJSONKeepModesFollowLinksAndTakeLongNames() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html").path
    let timing = directory.appendingPathComponent("timing.json").path
    for path in [page, timing] {
      try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
      chmod(path, 0o600)
    }
    let html = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", page, "--audio", "none"])
    #expect(html.status == 0, "\(html.standardError)")
    #expect(Self.permissions(page) == 0o600)
    let render = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", directory.appendingPathComponent("g.mid").path,
      "--timing-json", timing,
    ])
    #expect(render.status == 0, "\(render.standardError)")
    #expect(Self.permissions(timing) == 0o600)
    #expect(try String(contentsOfFile: timing, encoding: .utf8).hasPrefix("{"))

    let link = directory.appendingPathComponent("link.html").path
    symlink("page.html", link)
    let linked = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", link, "--audio", "none"])
    #expect(linked.status == 0, "\(linked.standardError)")
    #expect(Self.kind(link) == S_IFLNK, "the link stays a link")

    let long = directory.appendingPathComponent(String(repeating: "l", count: 230) + ".html").path
    let longName = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", long, "--audio", "none"])
    #expect(longName.status == 0, "\(longName.standardError)")
    #expect(try Self.contents(directory).count == 5)
  }

  // MARK: Item 4: signals

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func htmlInterruptedLeavesNoTemporaryFileAndExits130(signal: Int32) throws {
    let directory = try Self.temporaryDirectory()
    let scratch = try Self.temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: directory)
      try? FileManager.default.removeItem(at: scratch)
    }
    // A killed run's scratch sound, which this run removes.
    try "stale".write(
      toFile: scratch.appendingPathComponent(".audiograph-html.wav.killed.partial").path, atomically: false,
      encoding: .utf8)
    let page = directory.appendingPathComponent("page.html").path
    try "earlier".write(toFile: page, atomically: false, encoding: .utf8)
    let process = Process()
    process.executableURL = audiographExecutable
    process.arguments = [
      "html", "Fixtures/charts/daily-signups.json", "-o", page, "--audio", "wav", "--duration", "3000",
      "--sample-rate", "8000",
    ]
    process.currentDirectoryURL = packageRoot
    process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    // Wait until the sound is being rendered into its scratch file, then send the signal.
    let deadline = Date().addingTimeInterval(30)
    var names: [String] = []
    while Date() < deadline {
      names = try Self.contents(scratch)
      if names.count == 1, names[0] != ".audiograph-html.wav.killed.partial" { break }
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(names.count == 1 && names[0].hasPrefix(".audiograph-html.wav."), "\(names)")
    #expect(waitUntilCatching(signal, pid: process.processIdentifier), "the handler is installed")
    Thread.sleep(forTimeInterval: 0.2)
    kill(process.processIdentifier, signal)
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130, "\(message)")
    #expect(message.hasSuffix("audiograph: interrupted; '\(page)' was not written.\n"), "\(message)")
    #expect(try String(contentsOfFile: page, encoding: .utf8) == "earlier")
    #expect(try Self.contents(directory) == ["page.html"])
    #expect(try Self.contents(scratch) == [], "the scratch sound and the killed run's are removed")
  }

  // MARK: Item 5: a broken standard error keeps the exit status

  @Test func aBrokenStandardErrorPipeKeepsTheExitStatus() throws {
    let process = Process()
    process.executableURL = audiographExecutable
    process.arguments = ["describe", "Fixtures/charts/no-such-chart.json"]
    process.currentDirectoryURL = packageRoot
    let errors = Pipe()
    try errors.fileHandleForReading.close()  // nobody reads: writing gives EPIPE (or SIGPIPE)
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit)
    #expect(process.terminationStatus == 66)
  }

  // MARK: Item 6: every exit-65 line says where

  @Test func aHugeCSVCellIsLocatedAndAnIntervalMismatchIsAUsageError() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let big = directory.appendingPathComponent("big.csv").path
    try "x,y\n1,2\n2,1e101\n".write(toFile: big, atomically: false, encoding: .utf8)
    let result = try runAudiograph(["describe", big])
    #expect(result.status == 65)
    #expect(
      result.standardError
        == "\(big): line 3, column 2: 1e+101 is larger in magnitude than a chart can hold (10^100); write the values in a larger unit\n"
    )
    let bigX = directory.appendingPathComponent("big-x.csv").path
    try "x,y\n-2e100,2\n".write(toFile: bigX, atomically: false, encoding: .utf8)
    let xResult = try runAudiograph(["describe", bigX])
    #expect(xResult.status == 65)
    #expect(xResult.standardError.hasPrefix("\(bigX): line 2, column 1: -2e+100 is larger in magnitude"))

    let intervals = directory.appendingPathComponent("intervals.csv").path
    try "x,a,b,lo,hi\n1,2,3,1,4\n".write(toFile: intervals, atomically: false, encoding: .utf8)
    let mismatch = try runAudiograph([
      "describe", intervals, "--y-column", "a", "--y-column", "b", "--lower-column", "lo", "--upper-column", "hi",
    ])
    #expect(mismatch.status == 64)
    #expect(
      mismatch.standardError.hasPrefix(
        "Error: Give one --lower-column and one --upper-column per --y-column (found 2 --y-column and 1 pairs)."))
  }

  // MARK: Item 10: standard output holds only the sound; Ogg is the same on every run

  @Test func renderToDevStdoutKeepsItsLineOutOfTheSound() throws {
    let result = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", "/dev/stdout", "--format", "wav", "--duration", "1",
      "--sample-rate", "8000", "--channels", "1",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let bytes = Array(result.standardOutput.utf8)
    #expect(Array(bytes.prefix(4)) == Array("RIFF".utf8))
    #expect(!result.standardOutput.contains("seconds, WAV"), "no status line in the sound")
    #expect(result.standardError.hasPrefix("/dev/stdout: 1.60 seconds, WAV, 16-bit PCM, 8000 hertz, mono."))
  }

  @Test func oggIsTheSameOnEveryRun() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [Data] = []
    for name in ["a.ogg", "b.ogg"] {
      let path = directory.appendingPathComponent(name).path
      let result = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "-o", path, "--duration", "2"])
      #expect(result.status == 0, "\(result.standardError)")
      files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
      Thread.sleep(forTimeInterval: 0.05)  // another time of day for libsndfile's serial number
    }
    #expect(files[0].count > 1_000)
    #expect(files[0] == files[1])
  }
}
