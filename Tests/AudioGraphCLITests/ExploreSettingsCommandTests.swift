import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// `explore`'s settings: written to `$XDG_CONFIG_HOME/audiograph/settings` when they change, read
/// at the next start, said by `settings`, ignored with `--no-settings`; a bad line is reported
/// and skipped.
@Suite struct ExploreSettingsCommandTests {
  static let chart = "Fixtures/charts/city-temperatures.json"

  func explore(_ script: String, config: URL, extra: [String] = []) throws -> CommandResult {
    try runAudiograph(
      ["explore", Self.chart, "--device", "null"] + extra, input: Data(script.utf8),
      environment: ["XDG_CONFIG_HOME": config.path])
  }

  @Test func changedSettingsAreWrittenAndReadAtTheNextStart() throws {
    let config = try temporaryDirectory("ag-explore-settings")
    defer { try? FileManager.default.removeItem(at: config) }
    let file = config.appendingPathComponent("audiograph/settings")
    let first = try explore("faster\nfaster\np\nright\nq\n", config: config)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.isEmpty)
    #expect(first.standardOutput.contains("\nPositions off.\nApril 2024, 4.5 degrees Celsius\n"))
    #expect(
      try String(contentsOf: file, encoding: .utf8)
        == "# audiograph explore settings, written when they change (see audiograph explore --help)\nspeed = 2\npositions = off\nmessages = full\nspeech = off\npitch-range = C3-C6\nspeech-rate = 175\n"
    )
    // The next session starts at double speed without positions, and says so.
    let second = try explore("settings\nright\nslower\nq\n", config: config)
    #expect(second.status == 0, "\(second.standardError)")
    let lines = second.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains("Speed double; positions off; messages full; speech off; pitch range C3-C6; kept in \(file.path).")
    )
    #expect(lines.contains("April 2024, 4.5 degrees Celsius"))
    #expect(lines.contains("Speed 1.5 times, 6.7 seconds."))
    // In German, the same settings.
    let german = try explore("P\nq\n", config: config, extra: ["--locale", "de_DE"])
    #expect(
      german.standardOutput.contains(
        "Geschwindigkeit 1,5-fach; Positionen aus; Meldungen vollständig; Sprache aus; Tonhöhenbereich C3-C6; gespeichert in \(file.path).\n"
      ))
  }

  @Test func noSettingsNeitherReadsNorWrites() throws {
    let config = try temporaryDirectory("ag-explore-settings")
    defer { try? FileManager.default.removeItem(at: config) }
    let file = config.appendingPathComponent("audiograph/settings")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "speed = 0.5\npositions = off\n".write(to: file, atomically: true, encoding: .utf8)
    let result = try explore("settings\nright\nfaster\nq\n", config: config, extra: ["--no-settings"])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "Speed normal; positions on; messages full; speech off; pitch range C3-C6; settings are neither read nor written (--no-settings)."
      ))
    #expect(lines.contains("April 2024, 4.5 degrees Celsius, point 2 of 4."))
    #expect(try String(contentsOf: file, encoding: .utf8) == "speed = 0.5\npositions = off\n", "untouched")
  }

  @Test func aBadLineIsReportedAndTheRestApplies() throws {
    let config = try temporaryDirectory("ag-explore-settings")
    defer { try? FileManager.default.removeItem(at: config) }
    let file = config.appendingPathComponent("audiograph/settings")
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "# mine\nspeed = 3\ncolour = blue\npositions = off\npitch-range = 200-2000\n".write(
      to: file, atomically: true, encoding: .utf8)
    let result = try explore("settings\nq\n", config: config)
    #expect(result.status == 0)
    #expect(
      result.standardError == """
        \(file.path): line 2: speed '3' is not one of 0.5, 0.75, 1, 1.5, 2; skipped
        \(file.path): line 3: unknown setting 'colour'; skipped

        """)
    #expect(
      result.standardOutput.contains(
        "Speed normal; positions off; messages full; speech off; pitch range 200-2000; kept in \(file.path).\n"))
  }

  @Test func parsingKeepsTheGoodLines() {
    let (settings, problems) = ExploreSettings.parse(
      "speed=1.5\npositions = maybe\nnonsense\nspeech = ON\nspeech-rate = 500\nspeech-rate=240\n")
    #expect(settings == ExploreSettings(speed: 1.5, showsPositions: true, speaksValues: true, speechRate: 240))
    #expect(
      problems == [
        "line 2: positions 'maybe' is not on or off; skipped", "line 3: expected name = value; skipped",
        "line 5: speech-rate '500' is not a rate from 80 to 450 words per minute; skipped",
      ])
  }

  /// `l` (`messages` from a script) switches a point's line to brief (its x and value, without
  /// unit, interval or position words beyond the position) and back, kept in the settings; in
  /// English and German.
  @Test func briefMessagesSayAPointsXAndValue() throws {
    let config = try temporaryDirectory("ag-explore-settings")
    defer { try? FileManager.default.removeItem(at: config) }
    let file = config.appendingPathComponent("audiograph/settings")
    let first = try explore("l\nright\np\nleft\nq\n", config: config)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(
      Array(first.standardOutput.split(separator: "\n").dropFirst(3)) == [
        "Brief messages: a point's x and value.", "April 2024, 4.5, point 2 of 4.", "Positions off.",
        "January 2024, minus 4.3",
      ])
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\nmessages = brief\n"))
    let german = try explore("right\nmessages\nright\nq\n", config: config, extra: ["--locale", "de_DE"])
    #expect(
      Array(german.standardOutput.split(separator: "\n").dropFirst(2)) == [
        "Januar 2024, minus 4,3", "April 2024, 4,5", "Vollständige Meldungen.", "Juli 2024, 16,4 Grad Celsius",
      ])
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\nmessages = full\n"))
  }

  /// `r` (`speech` from a script) turns spoken values on and off, says so, and is kept with the
  /// speaking rate; `--speech-rate` applies for the session without changing the file's rate.
  @Test func speechIsTurnedOnAndKept() throws {
    let config = try temporaryDirectory("ag-explore-settings")
    defer { try? FileManager.default.removeItem(at: config) }
    let file = config.appendingPathComponent("audiograph/settings")
    let first = try explore("speech\nq\n", config: config)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardOutput.contains("\nSpeech on: every line is said aloud.\n"))
    #expect(try String(contentsOf: file, encoding: .utf8).contains("\nspeech = on\n"))
    let second = try explore("P\nr\nP\nq\n", config: config, extra: ["--speech-rate", "260", "--locale", "fr_FR"])
    #expect(second.status == 0, "\(second.standardError)")
    #expect(
      second.standardOutput.contains(
        "Vitesse normale\u{00A0}; positions activées\u{00A0}; messages complets\u{00A0}; parole activée, 260\u{00A0}mots par minute\u{00A0}; plage de hauteurs C3-C6\u{00A0}; gardés dans \(file.path).\nParole désactivée.\nVitesse normale\u{00A0}; positions activées\u{00A0}; messages complets\u{00A0}; parole désactivée\u{00A0}; plage de hauteurs C3-C6"
      ))
    let kept = try String(contentsOf: file, encoding: .utf8)
    #expect(kept.contains("\nspeech = off\n") && kept.contains("\nspeech-rate = 175\n"), "\(kept)")
    let refused = try explore("q\n", config: config, extra: ["--speech-rate", "60"])
    #expect(refused.status == 64)
    #expect(refused.standardError.contains("--speech-rate must be from 80 to 450 words per minute."))
  }
}
