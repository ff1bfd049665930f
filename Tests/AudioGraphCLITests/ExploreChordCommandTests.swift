import AudioGraphTestSupport
import Foundation
import Testing

/// `explore`'s chord (`c`, `chord` from a script), end to end through the scripted mode in
/// English and German: every series at the current x in one line, what a chart of one series
/// and a box plot say instead, and the help line. The sound itself: ExploreChordTests.
@Suite struct ExploreChordCommandTests {
  static func explore(_ path: String, _ script: String, locale: String? = nil) throws -> CommandResult {
    var arguments = ["explore", path, "--device", "null", "--no-settings"]
    if let locale { arguments += ["--locale", locale] }
    return try runAudiograph(arguments, input: Data(script.utf8))
  }

  @Test func aChordSaysEverySeriesAtThisX() throws {
    let result = try Self.explore(
      "Fixtures/charts/two-airports-hourly.json", "right\nchord\nc\nnext-series\nend\nchord\n")
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let chords = lines.filter { $0.hasPrefix("Chord at") }
    #expect(
      chords == [
        "Chord at May 1, 2013 at 5:00 AM: JFK 48.02 degrees Fahrenheit, LaGuardia 51.98 degrees Fahrenheit.",
        "Chord at May 1, 2013 at 5:00 AM: JFK 48.02 degrees Fahrenheit, LaGuardia 51.98 degrees Fahrenheit.",
        "Chord at May 4, 2013 at 3:00 AM: JFK 48.02 degrees Fahrenheit, LaGuardia 50 degrees Fahrenheit.",
      ])
    // A chord leaves the cursor where it is.
    let chordIndex = try #require(lines.firstIndex(of: chords[0]))
    #expect(lines[chordIndex - 1].hasSuffix("point 2 of 72."))
  }

  @Test func aChordInGerman() throws {
    let result = try Self.explore("Fixtures/charts/two-airports-hourly.json", "chord\n", locale: "de_DE")
    #expect(
      result.standardOutput.split(separator: "\n").last
        == "Akkord bei 1. Mai 2013 um 04:00: JFK 46,94 degrees Fahrenheit, LaGuardia 51,98 degrees Fahrenheit.")
  }

  @Test func oneSeriesAndABoxPlotHaveNoChord() throws {
    let line = try Self.explore("Fixtures/charts/iq-scores.json", "chord\n").standardOutput.split(separator: "\n").last
    #expect(line == "The chart has one series; a chord needs several.")
    let box = try Self.explore("Fixtures/distributions/plant-growth.csv", "chord\n").standardOutput
    #expect(
      box.split(separator: "\n").last
        == "A box plot's groups have no common x; a chord plays several series at one x.")
  }

  @Test func theHelpNamesTheChordKey() throws {
    let output = try Self.explore("Fixtures/charts/iq-scores.json", "h\n").standardOutput
    #expect(
      output.contains(
        "c plays every series at this x together, as a chord, and says their values. a plays this series alone (solo) and n mutes it; pressed again, each is undone.\n"
      ))
    #expect(output.contains("previous-crossing, chord, solo, mute, play-all, positions"))
  }
}
