import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph summarize` through the real binary.
@Suite struct SummarizeCommandTests {
  @Test(arguments: DescribeCommandTests.validCharts)
  func summarizesEachValidChart(name: String) throws {
    let result = try runAudiograph(
      ["summarize", "Fixtures/charts/\(name)"] + DescribeCommandTests.extraArguments(for: name))
    #expect(result.status == 0, "\(result.standardError)")
    expectMatchesGolden(result.standardOutput, named: "\(name).summary.txt")
  }

  @Test(arguments: ["website-visits.json", "daily-signups.json", "monthly-expenses-bar.json", "city-temperatures.json"])
  func detailedSummaryListsFeaturesAndStatistics(name: String) throws {
    let result = try runAudiograph(["summarize", "Fixtures/charts/\(name)", "--verbosity", "detailed", "--orientation"])
    #expect(result.status == 0)
    expectMatchesGolden(result.standardOutput, named: "\(name).detailed.txt")
  }

  @Test func jsonHasSummaryFeaturesStatisticsAndFacts() throws {
    let result = try runAudiograph([
      "summarize", "Fixtures/charts/website-visits.json", "--format", "json", "--verbosity", "detailed",
    ])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(
      object["summary"] as? String
        == "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June.")
    #expect((object["features"] as? [Any])?.isEmpty == false)
    #expect((object["statistics"] as? [Any])?.isEmpty == false)
    let facts = try #require(object["facts"] as? [String: Any])
    let series = try #require((facts["series"] as? [[String: Any]])?.first)
    #expect(series["shape"] as? String == "trend")
    #expect(series["adverb"] as? String == "sharply")
    let mannKendall = try #require(series["mannKendall"] as? [String: Any])
    #expect(mannKendall["s"] as? Int == 15)
    #expect(((mannKendall["z"] as? Double ?? 0) * 100).rounded() == 263)
    #expect((series["theilSen"] as? [String: Any])?["slope"] as? Double == 15.5)
  }

  @Test func aTemplateOnTheCommandLine() throws {
    let result = try runAudiograph([
      "summarize", "Fixtures/charts/iq-scores.json", "--template",
      "Showing {count} {pointNoun} from {xFirst} to {xLast}. Your {valueNoun} {trendVerb} from {yFirst} to {yLast}, with {valueNoun} ranging from {yMin} to {yMax} and an average of {yMean}.",
    ])
    #expect(
      result.standardOutput
        == "Showing 4 test results from December 5 to January 4. Your scores increased from 105 to 125, with scores ranging from 105 to 125 and an average of 115.\n"
    )
  }

  @Test func anUnknownPlaceholderOnTheCommandLineIsAUsageError() throws {
    let result = try runAudiograph(["summarize", "Fixtures/charts/iq-scores.json", "--template", "{counts} points"])
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "--template: unknown placeholder {counts} in the summary template; did you mean {count}?"))
  }

  @Test func anUnknownPlaceholderInTheChartIsADataError() throws {
    let result = try runAudiograph(["summarize", "Fixtures/invalid/unknown-template-placeholder.json"])
    #expect(result.status == 65)
  }

  @Test func theSystemTimeZoneAndLocaleDoNotChangeTheText() throws {
    let plain = try runAudiograph(["summarize", "Fixtures/charts/heart-rate-missing.json"])
    let elsewhere = try runAudiograph(
      ["summarize", "Fixtures/charts/heart-rate-missing.json"],
      environment: ["TZ": "Pacific/Kiritimati", "LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8"])
    #expect(plain.standardOutput == elsewhere.standardOutput)
    let berlin = try runAudiograph([
      "summarize", "Fixtures/charts/heart-rate-missing.json", "--locale", "de_DE", "--time-zone", "Europe/Berlin",
    ])
    #expect(berlin.standardOutput.contains("vom 1. März bis zum 7. März 2024"))
  }
}
