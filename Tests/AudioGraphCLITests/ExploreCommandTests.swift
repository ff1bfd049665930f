import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// `audiograph explore` driven by scripted standard input, as a test or a script drives it.
@Suite struct ExploreCommandTests {
  /// Every command, as words and as keys, over a chart with three series.
  static let script = """
    # Step, jump, bounce off both ends.
    right
    right
    left
    end
    right
    home
    left
    ]
    next-series
    next-series
    page-up
    [
    m
    M
    +
    faster
    faster
    faster
    -
    slower
    play
    s
    d
    b
    braille
    h
    sideways
    q
    right

    """

  @Test func aScriptedSessionPrintsTheExpectedLines() throws {
    let result = try runAudiograph(
      ["explore", "Fixtures/charts/city-temperatures.json", "--device", "null"], input: Data(Self.script.utf8))
    #expect(result.status == 0, "\(result.standardError)")
    expectMatchesGolden(result.standardOutput, named: "explore-city-temperatures.txt")
    #expect(
      result.standardError == "standard input: line 28: unknown command 'sideways'; type help for the commands.\n")
  }

  /// A line starts with a capital in every language, also where it starts with a month that
  /// French and Spanish write in lower case inside a sentence.
  @Test func linesStartingWithAMonthStartWithACapital() throws {
    let expected = [
      "fr_FR": "Janvier 2024, moins 4,3 degrés Celsius, point 1 sur 4.",
      "es_ES": "Enero de 2024, menos 4,3 grados Celsius, punto 1 de 4.",
    ]
    for (language, line) in expected {
      let result = try runAudiograph(
        ["explore", "Fixtures/charts/city-temperatures.json", "--device", "null", "--locale", language],
        input: Data("q\n".utf8))
      #expect(result.standardOutput.split(separator: "\n").dropFirst(2).first.map(String.init) == line)
    }
  }

  /// After a colon French and Spanish write no capital: the month after "Minimum :" or
  /// "Mínimo:" stays lower case, while a line that starts with it starts with a capital.
  @Test func aMonthAfterAColonStaysLowerCase() throws {
    let expected = [
      "fr_FR": [
        "Janvier 2024, moins 4,3 degrés Celsius, point 1 sur 4.",
        "Minimum\u{00A0}: janvier 2024, moins 4,3 degrés Celsius, point 1 sur 4.",
        "Maximum\u{00A0}: juillet 2024, 16,4 degrés Celsius, point 3 sur 4.",
        "Octobre 2024, 6,3 degrés Celsius, point 4 sur 4.",
        "Dernier point. Octobre 2024, 6,3 degrés Celsius, point 4 sur 4.",
      ],
      "es_ES": [
        "Enero de 2024, menos 4,3 grados Celsius, punto 1 de 4.",
        "Mínimo: enero de 2024, menos 4,3 grados Celsius, punto 1 de 4.",
        "Máximo: julio de 2024, 16,4 grados Celsius, punto 3 de 4.",
        "Octubre de 2024, 6,3 grados Celsius, punto 4 de 4.",
        "Último punto. Octubre de 2024, 6,3 grados Celsius, punto 4 de 4.",
      ],
    ]
    for (language, lines) in expected {
      let result = try runAudiograph(
        ["explore", "Fixtures/charts/city-temperatures.json", "--device", "null", "--locale", language],
        input: Data("m\nM\nend\nright\nq\n".utf8))
      #expect(result.status == 0, "\(result.standardError)")
      #expect(Array(result.standardOutput.split(separator: "\n").dropFirst(2).map(String.init)) == lines)
    }
  }

  /// An untitled series among several is "Series 2 of 2, …", not "Series 2 of 2: Series 2, …".
  @Test func anUntitledSeriesIsNotNamedByItsNumber() throws {
    let result = try runAudiograph(
      ["explore", "Fixtures/charts/untitled-chart.json", "--device", "null"], input: Data("]\nq\n".utf8))
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Series 2 of 2, ") && $0.hasSuffix(" points.") })
    #expect(!result.standardOutput.contains("Series 2 of 2: Series 2"))
  }

  @Test func theSameSessionInGermanFrenchAndSpanish() throws {
    for language in ["de_DE", "fr_FR", "es_ES"] {
      let result = try runAudiograph(
        ["explore", "Fixtures/charts/city-temperatures.json", "--device", "null", "--locale", language],
        input: Data(Self.script.utf8))
      #expect(result.status == 0, "\(result.standardError)")
      expectMatchesGolden(result.standardOutput, named: "languages/\(language.prefix(2))/explore-city-temperatures.txt")
    }
  }

  @Test func aMissingDeviceExits69AndOffersSilentExploration() throws {
    let result = try runAudiograph(
      ["explore", "Fixtures/charts/iq-scores.json", "--device", "no-such-device"], input: Data("q\n".utf8))
    #expect(result.status == 69)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result.standardError)")
    #expect(lines.first?.hasPrefix("audiograph: cannot open audio device 'no-such-device': ") == true)
    #expect(lines.first?.contains("use --device null to explore without sound, or 'audiograph render'") == true)
  }

  @Test func theHelpMatchesTheGolden() throws {
    let result = try runAudiograph(["explore", "--help"])
    #expect(result.status == 0)
    expectMatchesGolden(result.standardOutput, named: "cli-explore-help.txt")
  }
}

/// `explore` on a terminal: keys (escape sequences and characters) act at once, and the terminal
/// is left as it was, after `q` and after Ctrl-C. A pseudo-terminal stands in for the user's.
@Suite struct ExploreTerminalTests {
  /// A pseudo-terminal pair; the child gets the secondary side as standard input.
  final class PseudoTerminal {
    let primary: Int32
    let secondary: Int32

    init() throws {
      // posix_openpt, unlockpt and ptsname are not imported by Swift's Glibc module; these are
      // their Linux ioctls (TIOCSPTLCK = _IOW('T', 0x31, int), TIOCGPTN = _IOR('T', 0x30, unsigned),
      // macros Swift does not import).
      let TIOCSPTLCK: UInt = 0x4004_5431
      let TIOCGPTN: UInt = 0x8004_5430
      primary = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard primary >= 0, ioctl(primary, TIOCSPTLCK, &unlock) == 0, ioctl(primary, TIOCGPTN, &number) == 0 else {
        throw POSIXError(.ENODEV)
      }
      secondary = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
      guard secondary >= 0 else { throw POSIXError(.ENODEV) }
    }

    deinit {
      close(secondary)
      close(primary)
    }

    /// ICANON and ECHO of the terminal's local modes.
    var lineModes: tcflag_t {
      var modes = termios()
      tcgetattr(secondary, &modes)
      return modes.c_lflag & tcflag_t(ICANON | ECHO)
    }

    func type(_ text: String) {
      _ = text.utf8CString.withUnsafeBufferPointer { write(primary, $0.baseAddress, $0.count - 1) }
      Thread.sleep(forTimeInterval: 0.15)
    }
  }

  func start(_ terminal: PseudoTerminal, output: Pipe) throws -> Process {
    let process = Process()
    process.executableURL = audiographExecutable
    process.currentDirectoryURL = packageRoot
    process.arguments = ["explore", "Fixtures/charts/iq-scores.json", "--device", "null", "--no-settings"]
    process.standardInput = FileHandle(fileDescriptor: terminal.secondary, closeOnDealloc: false)
    process.standardOutput = output
    process.standardError = Pipe()
    try process.run()
    // The first lines are printed once the terminal is in non-canonical mode.
    var printed = ""
    while !printed.contains("IQ points") {
      let chunk = output.fileHandleForReading.availableData
      if chunk.isEmpty { break }
      printed += String(decoding: chunk, as: UTF8.self)
    }
    return process
  }

  @Test func keysActAtOnceAndTheTerminalIsRestoredOnQuit() throws {
    let terminal = try PseudoTerminal()
    let before = terminal.lineModes
    #expect(before == tcflag_t(ICANON | ECHO))
    let output = Pipe()
    let process = try start(terminal, output: output)
    #expect(terminal.lineModes == 0, "non-canonical, no echo while exploring")
    for key in ["\u{1B}[C", "\u{1B}[F", "M", "\u{1B}[D", "\u{1B}[H", "x", "g", "Jam", "\u{7F}", "n\r", "q"] {
      terminal.type(key)
    }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(terminal.lineModes == before, "the terminal is as it was")
    let chart = try ChartFile.read(path: fixtureURL("charts/iq-scores.json").path)
    let points = chart.series[0].dataPoints
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    func at(_ index: Int) -> String { chart.pointDescription(points[index]) + ", point \(index + 1) of 4." }
    // Every move with its position; an unknown key said; g, typed text (with a Backspace) and
    // Enter go to the x spoken "Jan 4".
    #expect(
      lines.suffix(9) == [
        at(1), at(3), "Maximum: " + at(3), at(2), at(0), "x does nothing here; h for help.",
        "Go to: type an x value or category, then Enter; Escape cancels.", "Jam\u{8} \u{8}n", at(3),
      ])
  }

  @Test func ctrlCRestoresTheTerminalAndExits130() throws {
    let terminal = try PseudoTerminal()
    let before = terminal.lineModes
    let process = try start(terminal, output: Pipe())
    #expect(terminal.lineModes == 0)
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    #expect(process.terminationStatus == 130)
    #expect(terminal.lineModes == before, "the terminal is as it was")
  }

  @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func terminationSignalsRestoreTheTerminal(signal: Int32, status: Int32) throws {
    let terminal = try PseudoTerminal()
    let before = terminal.lineModes
    let process = try start(terminal, output: Pipe())
    #expect(terminal.lineModes == 0)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    #expect(process.terminationStatus == status)
    #expect(terminal.lineModes == before, "the terminal is as it was")
  }

  @Test func ctrlZRestoresTheTerminalAndFgTakesTheKeysAgain() throws {
    let terminal = try PseudoTerminal()
    let before = terminal.lineModes
    let process = try start(terminal, output: Pipe())
    #expect(terminal.lineModes == 0)
    // A loaded machine can take a while to run the handlers: wait up to 10 s for each change.
    func waitForLineModes(_ modes: tcflag_t) -> Bool {
      let deadline = Date().addingTimeInterval(10)
      while terminal.lineModes != modes, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
      return terminal.lineModes == modes
    }
    kill(process.processIdentifier, SIGTSTP)
    #expect(waitForLineModes(before), "stopped: the shell gets its terminal back")
    kill(process.processIdentifier, SIGCONT)
    #expect(waitForLineModes(0), "continued: keys act at once again")
    terminal.type("q")
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    #expect(terminal.lineModes == before)
  }
}
