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
    #expect(result.standardError == "standard input: line 26: unknown command 'sideways'; type help for the commands.\n")
  }

  @Test func aMissingDeviceExits69AndOffersSilentExploration() throws {
    let result = try runAudiograph(["explore", "Fixtures/charts/iq-scores.json", "--device", "no-such-device"], input: Data("q\n".utf8))
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
