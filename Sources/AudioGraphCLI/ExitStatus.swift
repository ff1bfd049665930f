import ArgumentParser
import ChartAccessibility
import Foundation

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
}

/// Writes lines to standard error. (Swift 6 rejects the C `stderr` global as shared mutable state.)
enum StandardError {
  static func write(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }
}

/// Writes text to standard output; a closed pipe (`audiograph … | head`) is not an error.
enum StandardOutput {
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
}
