import ArgumentParser
import AudioIO
import ChartAccessibility
import Foundation
import OutputFiles

/// The exit statuses of `audiograph`, from BSD's sysexits.h, as documented in `--help`.
enum ExitStatus {
  /// `check` found a failing finding: the charts were read, but are not accessible enough.
  static let findings = ExitCode(1)
  static let usage = ExitCode(64)
  static let dataError = ExitCode(65)
  static let cannotOpenInput = ExitCode(66)
  static let deviceUnavailable = ExitCode(69)
  static let cannotCreateOutput = ExitCode(73)
  static let ioError = ExitCode(74)

  /// The status of an output file that could not be written: 73 when it cannot be created, 74
  /// for an I/O error.
  static func status(for error: OutputFileError) -> ExitCode {
    switch error.category {
    case .cannotCreate: cannotCreateOutput
    case .io: ioError
    }
  }

  /// The status of a file that could not be written: 73 when it cannot be created, 74 for an
  /// I/O error, 64 for a format the library cannot write, 66 when an input cannot be opened.
  static func status(for error: SoundFileError) -> ExitCode {
    switch error.category {
    case .cannotCreate: cannotCreateOutput
    case .io: ioError
    case .unsupportedFormat: usage
    case .cannotOpen: cannotOpenInput
    }
  }
}

/// Writes lines to standard error. (Swift 6 rejects the C `stderr` global as shared mutable state.)
///
/// A closed or full standard error (`2>&-`, `2>/dev/full`) loses the text but never stops the
/// program: the exit status still tells what happened.
enum StandardError {
  /// Writes one line; control characters in it (a newline in a chart's key, an escape sequence
  /// in a title) are shown escaped, so one message stays one line and no chart can drive the
  /// terminal.
  static func write(_ line: String) {
    writeRaw(TerminalText.escaped(line) + "\n")
  }

  /// Writes `text` as it is (no newline added), ignoring every error.
  static func writeRaw(_ text: String) {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        Glibc.write(STDERR_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      offset += count
    }
  }
}

/// Makes text from charts and from the keyboard safe to print, by the plain-text rule of
/// `UnsafeCharacters`: every control character except the tab, and the Unicode bidirectional
/// controls, shown as an escape ("\n", "\r", "\u{1B}").
enum TerminalText {
  /// `line` with its unsafe characters escaped; with `keepingLineBreaks`, "\n" stays a line
  /// break (for text that is already several lines, each made safe by its writer).
  static func escaped(_ line: String, keepingLineBreaks: Bool = false) -> String {
    UnsafeCharacters.visible(line, keepingLineBreaks: keepingLineBreaks)
  }
}

/// Writes text to standard output; a closed pipe (`audiograph … | head`) is not an error.
enum StandardOutput {
  /// Writes each line, escaped (see ``TerminalText``), followed by a newline.
  static func writeLines(_ lines: [String]) throws {
    try write(lines.map { TerminalText.escaped($0) + "\n" }.joined())
  }

  static func write(_ text: String) throws {
    do {
      try FileHandle.standardOutput.write(contentsOf: Data(text.utf8))
    } catch {
      let code = (error as NSError).code
      if code == Int(EPIPE) { return }
      StandardError.write("audiograph: error: cannot write to standard output: \(error.localizedDescription)")
      throw ExitStatus.ioError
    }
  }
}

extension ChartFileError {
  /// Prints the error (at most ``maximumProblemLines`` problems, one per line) and returns the
  /// exit status it maps to: 66 when the file cannot be opened, 65 when it is invalid.
  func report() -> ExitCode {
    switch self {
    case .cannotOpen:
      StandardError.write(description)
      return ExitStatus.cannotOpenInput
    case .invalid(let problems):
      for problem in problems.prefix(Self.maximumProblemLines) { StandardError.write(problem.description) }
      if problems.count > Self.maximumProblemLines {
        StandardError.write("… and \(problems.count - Self.maximumProblemLines) more problems.")
      }
      return ExitStatus.dataError
    }
  }

  static let maximumProblemLines = 20

  /// The lines ``report()`` prints, for a report that carries them.
  var problemLines: [String] {
    switch self {
    case .cannotOpen: return [description]
    case .invalid(let problems):
      var lines = problems.prefix(Self.maximumProblemLines).map(\.description)
      if problems.count > Self.maximumProblemLines {
        lines.append("… and \(problems.count - Self.maximumProblemLines) more problems.")
      }
      return lines
    }
  }
}
