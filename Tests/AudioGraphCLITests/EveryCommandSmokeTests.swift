import AudioGraphTestSupport
import Foundation
import Testing

/// Every subcommand with every family of options at least once, through the binary under test:
/// the debug build in `swift test`, the release build in Scripts/test-release (which sets
/// `AUDIOGRAPH_TEST_EXECUTABLE`). Each run must end with its documented exit status, never with
/// a signal, and print what it is for. The other suites check what the output says; this one
/// makes sure that what ships runs every path at all (a release build once crashed on every
/// `--speak` while the debug build passed: Documentation/notes/static-mutex-miscompile.md).
///
/// It runs when a binary is named in `AUDIOGRAPH_TEST_EXECUTABLE` (Scripts/test-release does),
/// not against the debug build of a plain `swift test`: there the other suites test every one of
/// these paths in detail, and the debug build's speech path makes this suite take minutes
/// (a `render --speak all` takes 33 s in debug, 1 s in release).
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment[audiographExecutableVariable] != nil,
    "runs against the binary named in AUDIOGRAPH_TEST_EXECUTABLE (Scripts/test-release)"))
struct EveryCommandSmokeTests {
  /// One run of the binary: its arguments, standard input, the exit status it must end with, and
  /// where its main output goes.
  struct Run: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var input: String? = nil
    var status: Int32 = 0
    var environment: [String: String] = [:]
    /// Where the run's result must appear (non-empty): standard output, standard error, or a
    /// file it writes, named relative to the run's own temporary directory.
    var output: Output = .standardOutput

    enum Output: Sendable {
      case standardOutput, standardError
      case files([String])
      /// Nothing to look for (a sound played on the null device).
      case nothing
    }

    var testDescription: String {
      (environment.map { "\($0)=\($1) " }.joined() + "audiograph " + arguments.joined(separator: " "))
        .replacingOccurrences(of: Run.directory + "/", with: "")
    }

    /// Stands for the run's temporary directory in `arguments`.
    static let directory = "$DIR"
  }

  static let chart = "Fixtures/charts/website-visits.json"
  static let intervals = "Fixtures/charts/mean-scores-intervals.json"
  static let csvArguments = [
    "Fixtures/charts/weekly-sales.csv", "--y-column", "revenue", "--lower-column", "revenue_low",
    "--upper-column", "revenue_high", "--confidence-level", "0.9", "--title", "Weekly revenue",
  ]
  static let exploreScript = "right\nend\nhome\nnext-series\nplay\nfaster\nslower\nmin\nmax\ns\nd\nb\nh\nq\n"

  static let runs: [Run] = {
    let d = Run.directory
    var runs: [Run] = [
      Run(arguments: ["--version"]),
      Run(arguments: ["--help"]),
      Run(arguments: ["no-such-command"], status: 64, output: .standardError),
    ]
    for command in [
      "describe", "summarize", "table", "braille", "html", "render", "play", "explore", "monitor", "check",
    ] {
      runs.append(Run(arguments: [command, "--help"]))
    }
    // describe: both formats, points, CSV input, another locale, a time zone.
    runs += [
      Run(arguments: ["describe", chart]),
      Run(arguments: ["describe", chart, "--format", "json"]),
      Run(arguments: ["describe"] + csvArguments + ["--points"]),
      Run(arguments: [
        "describe", "Fixtures/charts/fruit-sales.csv", "--locale", "fr_FR", "--time-zone", "Europe/Paris",
      ]),
      Run(
        arguments: ["describe", "-"],
        input: try! String(contentsOfFile: packageRoot.path + "/" + chart, encoding: .utf8)),
      Run(arguments: ["describe", "Fixtures/invalid/bad-number.csv"], status: 65, output: .standardError),
      Run(arguments: ["describe", "Fixtures/charts/no-such-chart.json"], status: 66, output: .standardError),
    ]
    // summarize: every verbosity in every format, a template, orientation, each language.
    for verbosity in ["brief", "standard", "detailed"] {
      for format in ["text", "json"] {
        runs.append(Run(arguments: ["summarize", intervals, "--verbosity", verbosity, "--format", format]))
      }
    }
    runs += [
      Run(arguments: ["summarize", chart, "--template", "{title}: {trendVerb}", "--orientation"]),
      Run(arguments: ["summarize"] + csvArguments),
    ]
    for locale in ["de_DE", "fr_FR", "es_ES"] {
      runs.append(Run(arguments: ["summarize", intervals, "--locale", locale, "--verbosity", "detailed"]))
    }
    // table, braille and html: every format and option.
    for format in ["text", "markdown", "csv", "html"] {
      runs.append(Run(arguments: ["table", "Fixtures/charts/city-temperatures.json", "--format", format]))
    }
    runs += [
      Run(arguments: ["table", "Fixtures/charts/city-temperatures.json", "--series", "2"]),
      Run(arguments: ["braille", "Fixtures/charts/city-temperatures.json"]),
      Run(arguments: ["braille", "Fixtures/charts/city-temperatures.json", "--width", "20", "--series", "2"]),
      Run(arguments: ["html", chart, "-o", "\(d)/page.html"], output: .files(["page.html"])),
      Run(
        arguments: ["html", chart, "-o", "\(d)/page.html", "--audio", "wav", "--fragment"],
        output: .files(["page.html"])),
      Run(
        arguments: ["html", intervals, "-o", "\(d)/page.html", "--audio", "none", "--locale", "de_DE"],
        output: .files(["page.html"])),
    ]
    // render: every file format with every narration part, encodings, dither, sound options,
    // the timelines, several charts into a directory that does not exist yet, standard output.
    for format in ["wav", "flac", "ogg"] {
      runs.append(
        Run(
          arguments: ["render", chart, "-o", "\(d)/graph.\(format)", "--speak", "all", "--timing"],
          output: .files(["graph.\(format)"])))
    }
    // MIDI files hold notes, not speech: --speak is refused with them (exit 64).
    runs += [
      Run(arguments: ["render", chart, "-o", "\(d)/graph.mid", "--timing"], output: .files(["graph.mid"])),
      Run(arguments: ["render", chart, "-o", "\(d)/graph.mid", "--speak", "all"], status: 64, output: .standardError),
    ]
    runs += [
      Run(
        arguments: [
          "render", intervals, "-o", "\(d)/graph.wav", "--encoding", "pcm24", "--dither", "tpdf", "--speak",
          "title,summary,axes,series,end", "--speech-rate", "300", "--voice", "en-gb", "--timing-json", "\(d)/t.json",
        ],
        output: .files(["graph.wav", "t.json"])),
      Run(
        arguments: [
          "render", "Fixtures/charts/city-temperatures.json", "-o", "\(d)/graph.wav", "--encoding", "float",
          "--sample-rate", "48000", "--channels", "1", "--duration", "3", "--pitch-range", "200-2000",
          "--quantize", "pentatonic", "--series", "2", "--no-earcons", "--no-pan", "--invert-pitch",
          "--no-loudness-compensation", "--locale", "de_DE", "--speak", "all",
        ],
        output: .files(["graph.wav"])),
      Run(
        arguments: [
          "render", "Fixtures/charts/server-latency-reference.json", "-o", "\(d)/graph.wav", "--reference-drones",
        ],
        output: .files(["graph.wav"])),
      Run(
        arguments: [
          "render", chart, intervals, "Fixtures/charts/budget-pie.json", "--out-dir", "\(d)/new/dir", "--speak", "all",
        ],
        output: .files(["new/dir/website-visits.wav", "new/dir/mean-scores-intervals.wav", "new/dir/budget-pie.wav"])),
      Run(
        arguments: ["render"] + csvArguments + ["-o", "\(d)/graph.ogg", "--speak", "summary", "--locale", "es_ES"],
        output: .files(["graph.ogg"])),
      Run(arguments: ["render", chart, "-o", "-", "--format", "wav", "--speak", "title"]),
      // What failed in the release build: an unknown voice, a missing library.
      Run(
        arguments: ["render", chart, "-o", "\(d)/x.wav", "--speak", "all", "--voice", "zz"], status: 64,
        output: .standardError),
      Run(
        arguments: ["render", chart, "-o", "\(d)/x.wav", "--speak", "all"], status: 69,
        environment: ["AUDIOGRAPH_TEST_ESPEAK_LIBRARY": "libnope.so"], output: .standardError),
      Run(arguments: ["render", chart, "-o", "\(d)/x.wav", "--speak", "nonsense"], status: 64, output: .standardError),
    ]
    // play and explore without a sound card; monitor from standard input.
    runs += [
      Run(arguments: ["play", chart, "--device", "null", "--speak", "all", "--timing"]),
      Run(
        arguments: [
          "play", intervals, "--device", "null", "--period-ms", "10", "--buffer-ms", "40", "--duration", "2",
          "--intervals", "modulation", "--locale", "fr_FR", "--speak", "title,end",
        ]),
      Run(
        arguments: ["play", chart, "--device", "null", "--speak", "all"], status: 69,
        environment: ["AUDIOGRAPH_TEST_ESPEAK_LIBRARY": "libnope.so"], output: .standardError),
      Run(arguments: ["play", chart, "--device", "no-such-device"], status: 69, output: .standardError),
      Run(arguments: ["explore", "Fixtures/charts/city-temperatures.json", "--device", "null"], input: exploreScript),
      Run(
        arguments: ["explore", intervals, "--device", "null", "--locale", "de_DE", "--series", "1"],
        input: exploreScript),
      Run(arguments: ["explore"] + csvArguments + ["--device", "null"], input: exploreScript),
      Run(
        arguments: ["monitor", "--device", "null", "--range", "0-100"], input: "10\n90\nnot a number\n50\n",
        output: .standardError),
      Run(
        arguments: [
          "monitor", "--device", "null", "--pitch-range", "C2-C5", "--sample-rate", "44100", "--period-ms", "5",
        ],
        input: "1\n2\n3\n", output: .nothing),
    ]
    // check: every report format, both levels, strict, several charts, another language.
    for format in ["text", "json", "sarif"] {
      runs.append(
        Run(
          arguments: [
            "check", "Fixtures/charts/accessible-colors.json", "Fixtures/charts/colorblind-pair.json", "--format",
            format,
          ],
          status: 1))
    }
    runs += [
      Run(arguments: ["check", "Fixtures/charts/accessible-colors.json", "--level", "aaa", "--strict"]),
      Run(arguments: ["check", chart, "--locale", "de_DE"]),
    ]
    return runs
  }()

  @Test(arguments: runs)
  func runsAndExitsWithItsStatus(_ run: Run) throws {
    let directory = try temporaryDirectory("ag-smoke")
    defer { try? FileManager.default.removeItem(at: directory) }
    let arguments = run.arguments.map { $0.replacingOccurrences(of: Run.directory, with: directory.path) }
    let result = try runAudiograph(arguments, input: run.input.map { Data($0.utf8) }, environment: run.environment)
    #expect(result.signal == nil, "killed by signal \(result.signal ?? 0):\n\(result.standardError.suffix(2_000))")
    #expect(result.status == run.status, "\(result.standardError.suffix(2_000))")
    switch run.output {
    case .standardOutput:
      #expect(!result.standardOutput.isEmpty, "nothing on standard output")
    case .standardError:
      #expect(!result.standardError.isEmpty, "nothing on standard error")
    case .files(let names):
      for name in names {
        let size = (try? FileManager.default.attributesOfItem(atPath: directory.appendingPathComponent(name).path))?[
          .size]
        #expect((size as? Int ?? 0) > 0, "\(name) is missing or empty")
      }
    case .nothing:
      break
    }
  }
}
