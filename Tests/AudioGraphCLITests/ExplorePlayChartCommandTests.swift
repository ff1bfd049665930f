import AudioGraphTestSupport
import Foundation
import Testing

/// The whole chart (`A`, `play-all` from a script) and the chord following solo and mute, end
/// to end through the scripted mode, in English and German, on the hourly temperatures at JFK
/// and LaGuardia.
@Suite struct ExplorePlayChartCommandTests {
  static let script = "play-all\nmute\nchord\nhome\nA\ndown\nmute\nplay-all\nchord\nq\n"

  static func explore(locale: String? = nil) throws -> [Substring] {
    var arguments = ["explore", "Fixtures/charts/two-airports-hourly.json", "--device", "null", "--no-settings"]
    if let locale { arguments += ["--locale", locale] }
    let result = try runAudiograph(arguments, input: Data(Self.script.utf8))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    return Array(result.standardOutput.split(separator: "\n").dropFirst(3))
  }

  @Test func theWholeChartAndTheChordFollowSoloAndMuteInEnglish() throws {
    #expect(
      try Self.explore() == [
        "Playing the chart from May 1, 2013 at 4:00 AM: JFK, LaGuardia.",
        "Complete.",
        "JFK muted.",
        "Chord at May 4, 2013 at 3:00 AM: LaGuardia 50 degrees Fahrenheit.",
        "Not heard: JFK.",
        "May 1, 2013 at 4:00 AM, 46.94 degrees Fahrenheit, point 1 of 72.",
        "Playing the chart from May 1, 2013 at 4:00 AM: LaGuardia.",
        "Not heard: JFK.",
        "Complete.",
        "Series 2 of 2: LaGuardia, 72 points.",
        "May 4, 2013 at 3:00 AM, 50 degrees Fahrenheit, point 72 of 72.",
        "LaGuardia muted.",
        "No series is heard; n unmutes the current series, a plays it solo.",
        "No series is heard; n unmutes the current series, a plays it solo.",
      ])
  }

  @Test func theSameInGerman() throws {
    #expect(
      try Self.explore(locale: "de_DE") == [
        "Wiedergabe des Diagramms ab 1. Mai 2013 um 04:00: JFK, LaGuardia.",
        "Fertig.",
        "JFK stummgeschaltet.",
        "Akkord bei 4. Mai 2013 um 03:00: LaGuardia 50 degrees Fahrenheit.",
        "Nicht zu hören: JFK.",
        "1. Mai 2013 um 04:00, 46,94 degrees Fahrenheit, Punkt 1 von 72.",
        "Wiedergabe des Diagramms ab 1. Mai 2013 um 04:00: LaGuardia.",
        "Nicht zu hören: JFK.",
        "Fertig.",
        "Reihe 2 von 2: LaGuardia, 72 Punkte.",
        "4. Mai 2013 um 03:00, 50 degrees Fahrenheit, Punkt 72 von 72.",
        "LaGuardia stummgeschaltet.",
        "Keine Reihe ist zu hören; n hebt die Stummschaltung der aktuellen Reihe auf, a spielt sie solo.",
        "Keine Reihe ist zu hören; n hebt die Stummschaltung der aktuellen Reihe auf, a spielt sie solo.",
      ])
  }
}
