import ArgumentParser
import Foundation

@main
struct AudioGraphCommand: ParsableCommand {
  /// The version of AudioGraph, the one place it is written: `audiograph --version` prints it,
  /// `check --format sarif` names it as the tool's version, and Scripts/package-deb gives it to
  /// the Debian package. A release tag is this with a "v" before it (v1.0.0).
  static let version = "1.0.0"

  static let configuration = CommandConfiguration(
    commandName: "audiograph",
    abstract: "Describe, summarize and sonify charts for screen-reader users.",
    discussion: """
      Reads a chart file (JSON, see Documentation/ChartFormat.md) or a CSV file and writes what a \
      screen reader says about it: its description and its summary. Plays live values as sound.

      Exit codes:
        0   success
        1   check: a chart has a failing finding (an accessibility problem, not a usage or \
      data error)
        64  usage error (unknown option, bad option value)
        65  bad input data (the chart file or CSV is not valid; each problem is printed as \
      FILE: LOCATION: PROBLEM)
        66  the input file cannot be opened
        69  the audio device is unavailable
        73  the output file cannot be created
        74  input/output error while writing
      """,
    version: version,
    subcommands: [
      Describe.self, Summarize.self, Table.self, Braille.self, Html.self, Render.self, Play.self, Explore.self,
      Monitor.self, Check.self,
    ])

  static func main() {
    // A closed pipe on standard output or standard error makes a write fail with EPIPE, which
    // loses the text, instead of killing the process with SIGPIPE (exit 141), which would lose
    // the exit status too.
    signal(SIGPIPE, SIG_IGN)
    MemoryTuning.keepFreedMemory()
    main(nil)
  }
}
