import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph describe`, run as a user runs it: the real binary, real files, exit statuses.
@Suite struct DescribeCommandTests {
  static let validCharts = fixtureNames(in: "charts", extensions: ["json", "csv"])
  static let invalidCharts = fixtureNames(in: "invalid", extensions: ["json", "csv"])

  /// The extra arguments a CSV fixture needs, from `<name>.args` (one argument per line).
  static func extraArguments(for name: String) -> [String] {
    guard let text = try? String(contentsOf: fixtureURL("charts/\(name).args"), encoding: .utf8) else { return [] }
    return text.split(separator: "\n").map(String.init)
  }

  @Test func thereAreEnoughFixtures() {
    #expect(Self.validCharts.count >= 12)
    #expect(Self.invalidCharts.count >= 20)
  }

  @Test(arguments: validCharts)
  func describesEachValidChartWithItsPoints(name: String) throws {
    let result = try runAudiograph(
      ["describe", "Fixtures/charts/\(name)", "--points"] + Self.extraArguments(for: name))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    expectMatchesGolden(result.standardOutput, named: "\(name).describe.txt")
  }

  @Test(arguments: validCharts)
  func printsEachValidChartAsAChartFile(name: String) throws {
    let result = try runAudiograph(
      ["describe", "Fixtures/charts/\(name)", "--format", "json"] + Self.extraArguments(for: name))
    #expect(result.status == 0, "\(result.standardError)")
    if name.hasSuffix(".json") {
      // Lossless: the chart file written back holds the same JSON value as the file read.
      let original =
        try JSONSerialization.jsonObject(with: Data(contentsOf: fixtureURL("charts/\(name)"))) as! NSDictionary
      let written = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! NSDictionary
      #expect(written == original, "the JSON written for \(name) differs from the file read")
    } else {
      expectMatchesGolden(result.standardOutput, named: "\(name).chart.json")
    }
  }

  @Test(arguments: invalidCharts)
  func refusesEachInvalidChartWithItsOneLineError(name: String) throws {
    let result = try runAudiograph(["describe", "Fixtures/invalid/\(name)"])
    #expect(result.status == 65)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1, "expected one line: \(result.standardError)")
    expectMatchesGolden(result.standardError, named: "invalid/\(name).error.txt")
  }

  @Test func reportsEveryProblemOfAFileOnItsOwnLine() throws {
    let chart =
      #"{ "xAxis": { "kind": "numeric", "title": "X", "colour": "red" }, "series": [{ "name": 3, "points": [{ "x": "a", "y": true }] }] }"#
    let result = try runAudiograph(["describe", "-"], input: Data(chart.utf8))
    #expect(result.status == 65)
    #expect(
      result.standardError == """
        standard input: /xAxis/colour: unknown key "colour"
        standard input: /series/0/name: expected a string, found the number 3
        standard input: /series/0/points/0/x: expected a number, found the string "a"
        standard input: /series/0/points/0/y: expected a number or null, found true

        """)
  }

  @Test func readsAChartFromStandardInput() throws {
    let chart = try Data(contentsOf: fixtureURL("charts/single-order.json"))
    let result = try runAudiograph(["describe", "-"], input: chart)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("Series: Orders. Separate points, 1 data point."))
  }

  @Test func aMissingFileExits66() throws {
    let result = try runAudiograph(["describe", "Fixtures/charts/no-such-chart.json"])
    #expect(result.status == 66)
    #expect(result.standardError == "Fixtures/charts/no-such-chart.json: cannot open: no such file\n")
  }

  @Test func aDirectoryExits66() throws {
    let result = try runAudiograph(["describe", "Fixtures"])
    #expect(result.status == 66)
    #expect(result.standardError == "Fixtures: cannot open: it is a directory\n")
  }

  @Test(arguments: [
    (["--locale", "xx_NOPE"], "Unknown locale 'xx_NOPE'"),
    (["--time-zone", "Mars/Olympus"], "Unknown time zone 'Mars/Olympus'"),
    (["--format", "yaml"], "--format"),
    (["--x-column", "day"], "--x-column applies only to CSV input"),
    (["--format", "json", "--points"], "--points applies to --format text only"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let result = try runAudiograph(["describe", "Fixtures/charts/iq-scores.json"] + arguments)
    #expect(result.status == 64)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test func writesDatesAndNumbersInTheRequestedLocaleAndTimeZone() throws {
    let result = try runAudiograph([
      "describe", "Fixtures/charts/monthly-expenses-bar.json", "--points", "--locale", "de_DE",
      "--time-zone", "Europe/Berlin",
    ])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("February, 1.450,50\u{00A0}$."))
    let dates = try runAudiograph([
      "describe", "Fixtures/charts/heart-rate-missing.json", "--points", "--locale", "de_DE",
    ])
    #expect(dates.standardOutput.contains("1. März 2024, 62 bpm."))
  }

  @Test func readsCSVWithColumnOptions() throws {
    let result = try runAudiograph([
      "describe", "Fixtures/charts/fruit-sales.csv", "--x-column", "fruit", "--y-column", "Store B",
      "--title", "Fruit sales", "--points",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == """
        Fruit sales.
        Apples: 95, Bananas: 110, Cherries, sour: 30. Bananas is highest at 110 and Cherries, sour lowest at 30.
        X axis: fruit. 3 categories: Apples, Bananas and Cherries, sour.
        Y axis: Store B. Values from 30 to 110.
        Series: Store B. Separate points, 3 data points.
        Apples, 95.
        Bananas, 110.
        Cherries, sour, 30.

        """)
  }

  @Test func aCSVColumnThatDoesNotExistIsADataError() throws {
    let result = try runAudiograph(["describe", "Fixtures/charts/fruit-sales.csv", "--y-column", "Store C"])
    #expect(result.status == 65)
    #expect(
      result.standardError == """
        Fixtures/charts/fruit-sales.csv: line 1: there is no column named "Store C" for the series; the columns are "fruit", "Store A", "Store B"

        """)
  }

  @Test func helpListsTheExitCodes() throws {
    let result = try runAudiograph(["--help"])
    #expect(result.status == 0)
    expectMatchesGolden(result.standardOutput, named: "cli-help.txt")
    let describe = try runAudiograph(["describe", "--help"])
    #expect(describe.status == 0)
    expectMatchesGolden(describe.standardOutput, named: "cli-describe-help.txt")
  }

  /// `--points` lines of a box plot and of a stack are heard: a negative number is said with the
  /// word, as in the summary (a screen reader at a low punctuation level drops "-").
  @Test func distributionAndStackPointsSayNegativeNumbersInWords() throws {
    let box = try runAudiograph(["describe", "--points", "--chart", "box", "Fixtures/distributions/sleep-extra.csv"])
    #expect(
      box.standardOutput.contains(
        "drug 1: 10 values; minimum minus 1.6, first quartile minus 0.18, median 0.35, third quartile 1.7, maximum 3.7."
      ), "\(box.standardOutput)")
    let stack = try runAudiograph([
      "describe", "--points", "--locale", "es_ES", "--chart", "stacked-bar", "Fixtures/stacks/employment-change.csv",
    ])
    #expect(
      stack.standardOutput.contains(
        "mayo de 2006: Goods-producing menos 34, Private service-providing 58, Government 7; total 31."),
      "\(stack.standardOutput)")
  }
}
