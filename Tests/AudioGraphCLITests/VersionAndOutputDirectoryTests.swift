import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph --version`, and `render --out-dir` with a directory that does not exist or cannot
/// be one.
@Suite struct VersionAndOutputDirectoryTests {
  /// The version as Sources/AudioGraphCLI/AudioGraphCommand.swift states it, read from the source
  /// so the test compares the binary with the one place the version is written.
  static func sourceVersion() throws -> String {
    let source = try String(
      contentsOf: packageRoot.appendingPathComponent("Sources/AudioGraphCLI/AudioGraphCommand.swift"), encoding: .utf8)
    let line = try #require(source.split(separator: "\n").first { $0.hasPrefix("  static let version = \"") })
    return String(line.split(separator: "\"")[1])
  }

  @Test func versionPrintsTheSourcesVersionOnOneLine() throws {
    let version = try Self.sourceVersion()
    #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." })
    let result = try runAudiograph(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == version + "\n")
    #expect(result.standardError.isEmpty)
  }

  @Test func theSARIFReportNamesTheSameVersion() throws {
    let result = try runAudiograph(["check", "Fixtures/charts/accessible-colors.json", "--format", "sarif"])
    #expect(result.status == 0, "\(result.standardError)")
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let run = (report?["runs"] as? [[String: Any]])?.first
    let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["version"] as? String == (try Self.sourceVersion()))
  }

  @Test func outDirIsCreatedWithItsParents() throws {
    let directory = try temporaryDirectory("ag-outdir")
    defer { try? FileManager.default.removeItem(at: directory) }
    let target = directory.appendingPathComponent("a/b/c").path
    let result = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "Fixtures/charts/budget-pie.json", "--out-dir", target,
      "--duration", "1", "--sample-rate", "8000",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == """
        \(target)/iq-scores.wav: 1.60 seconds, WAV, 16-bit PCM, 8000 hertz, stereo.
        \(target)/budget-pie.wav: 1.42 seconds, WAV, 16-bit PCM, 8000 hertz, stereo.

        """)
    #expect(FileManager.default.fileExists(atPath: target + "/iq-scores.wav"))
    #expect(FileManager.default.fileExists(atPath: target + "/budget-pie.wav"))
  }

  /// A file where the directory or one of its parents should be: one line, exit 73, nothing
  /// rendered or created.
  @Test(arguments: [
    ("file", "cannot use '$DIR/file' as the output directory: it is not a directory."),
    ("file/sub", "cannot create the output directory '$DIR/file/sub': '$DIR/file' is not a directory."),
  ])
  func aFileInTheWayIsRefusedOnce(relative: String, message: String) throws {
    let directory = try temporaryDirectory("ag-outdir")
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data("keep".utf8).write(to: directory.appendingPathComponent("file"))
    let result = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "Fixtures/charts/budget-pie.json", "Fixtures/charts/fruit-sales.csv",
      "--out-dir", directory.appendingPathComponent(relative).path,
    ])
    #expect(result.status == 73)
    #expect(result.standardOutput.isEmpty)
    let errors = result.standardError.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("audiograph: error:")
    }
    #expect(errors == ["audiograph: error: " + message.replacingOccurrences(of: "$DIR", with: directory.path)])
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["file"])
    #expect(try Data(contentsOf: directory.appendingPathComponent("file")) == Data("keep".utf8))
  }

  /// A directory that cannot be made (here under /proc, where nobody may create one, not even
  /// root): one line naming the reason, exit 73.
  @Test func anOutDirThatCannotBeMadeIsRefusedOnce() throws {
    let result = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "Fixtures/charts/budget-pie.json", "--out-dir",
      "/proc/audiograph/out",
    ])
    #expect(result.status == 73)
    #expect(result.standardOutput.isEmpty)
    let errors = result.standardError.split(separator: "\n").filter { $0.hasPrefix("audiograph: error:") }
    #expect(errors.count == 1)
    #expect(
      errors.first?.hasPrefix("audiograph: error: cannot create the output directory '/proc/audiograph/out': ") == true)
  }

  @Test func anEmptyOutDirIsAUsageError() throws {
    let result = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "--out-dir", ""])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--out-dir needs a directory; use --out-dir . for this one."))
  }
}
