import AudioGraphTestSupport
import Foundation
import Testing

/// `solo` and `mute` (keys `a` and `n`) end to end through the scripted mode, in English and
/// German, on the hourly temperatures at JFK and LaGuardia.
@Suite struct ExploreSoloMuteCommandTests {
  static let script = "mute\nplay\ndown\nsolo\nup\nsolo\nn\nq\n"

  @Test func soloAndMuteSayWhatIsHeardInEnglish() throws {
    let result = try runAudiograph(
      ["explore", "Fixtures/charts/two-airports-hourly.json", "--device", "null", "--no-settings"],
      input: Data(Self.script.utf8))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput.split(separator: "\n").dropFirst(3) == [
        "JFK muted.",
        "JFK is muted.",
        "Series 2 of 2: LaGuardia, 72 points.",
        "May 1, 2013 at 4:00 AM, 51.98 degrees Fahrenheit, point 1 of 72.",
        "Solo: only LaGuardia is heard.",
        "Series 1 of 2: JFK, 72 points.",
        "JFK is muted.",
        "May 1, 2013 at 4:00 AM, 46.94 degrees Fahrenheit, point 1 of 72.",
        "Solo: only JFK is heard.",
        "JFK muted.",
      ])
  }

  @Test func theSameInGerman() throws {
    let result = try runAudiograph(
      [
        "explore", "Fixtures/charts/two-airports-hourly.json", "--device", "null", "--no-settings", "--locale", "de_DE",
      ],
      input: Data(Self.script.utf8))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.split(separator: "\n").dropFirst(3) == [
        "JFK stummgeschaltet.",
        "JFK ist stummgeschaltet.",
        "Reihe 2 von 2: LaGuardia, 72 Punkte.",
        "1. Mai 2013 um 04:00, 51,98 degrees Fahrenheit, Punkt 1 von 72.",
        "Solo: nur LaGuardia ist zu hören.",
        "Reihe 1 von 2: JFK, 72 Punkte.",
        "JFK ist stummgeschaltet.",
        "1. Mai 2013 um 04:00, 46,94 degrees Fahrenheit, Punkt 1 von 72.",
        "Solo: nur JFK ist zu hören.",
        "JFK stummgeschaltet.",
      ])
  }
}
