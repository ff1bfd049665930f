import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph check`, run as a user runs it: every fixture chart either passes or carries its
/// expected findings in a golden; reports in text, JSON and SARIF; exit statuses.
@Suite struct CheckCommandTests {
  static let validCharts = fixtureNames(in: "charts", extensions: ["json", "csv"])

  @Test(arguments: validCharts)
  func eachFixtureChartPassesOrCarriesItsFindings(name: String) throws {
    let result = try runAudiograph(
      ["check", "Fixtures/charts/\(name)"] + DescribeCommandTests.extraArguments(for: name))
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    // Exit 1 exactly when a finding is an error.
    let hasError = result.standardOutput.contains(": error: ")
    #expect(result.status == (hasError ? 1 : 0), "\(result.standardOutput)")
    expectMatchesGolden(result.standardOutput, named: "check/\(name).txt")
  }

  @Test func theCleanChartHasNoFindings() throws {
    let result = try runAudiograph(["check", "Fixtures/charts/accessible-colors.json", "--strict", "--level", "AAA"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "Fixtures/charts/accessible-colors.json: no findings.\n")
  }

  @Test func warningsFailOnlyWithStrict() throws {
    let chart = "Fixtures/charts/website-visits.json"
    #expect(try runAudiograph(["check", chart]).status == 0)
    #expect(try runAudiograph(["check", chart, "--strict"]).status == 1)
    // Notes never fail: the y gridlines are not heard, and that is all bacteria-log-axis lacks
    // once its summary warning is allowed.
    #expect(try runAudiograph(["check", "Fixtures/charts/bacteria-log-axis.json"]).status == 0)
  }

  @Test func textReportStatesRatiosAndCriteria() throws {
    let result = try runAudiograph(["check", "Fixtures/charts/low-contrast-colors.json"])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Fixtures/charts/low-contrast-colors.json: /colors/text: error: text-contrast, WCAG 1.4.3 level AA: the text colour #7A7A7A on the background #F9F9F9 has a contrast ratio of 4.08:1, below the 4.5:1 that WCAG 1.4.3 requires for text. Fix: use #737373 or darker as the text colour (4.5:1), or a lighter background."
    )
    #expect(lines.last == "Fixtures/charts/low-contrast-colors.json: 3 errors, 0 warnings, 0 notes.")
  }

  @Test func levelAAAAddsEnhancedContrastAndLevelASkipsContrast() throws {
    let aaa = try runAudiograph(["check", "Fixtures/charts/colorblind-pair.json", "--level", "aaa"])
    expectMatchesGolden(aaa.standardOutput, named: "check/colorblind-pair.json.aaa.txt")
    #expect(aaa.standardOutput.contains("text-contrast-enhanced, WCAG 1.4.6 level AAA"))
    let a = try runAudiograph(["check", "Fixtures/charts/low-contrast-colors.json", "--level", "A"])
    #expect(a.status == 0)
    #expect(a.standardOutput == "Fixtures/charts/low-contrast-colors.json: no findings.\n")
  }

  @Test func jsonReportForScripts() throws {
    let result = try runAudiograph([
      "check", "--format", "json", "Fixtures/charts/low-contrast-colors.json",
      "Fixtures/charts/summary-contradicts-data.json",
    ])
    #expect(result.status == 1)
    expectMatchesGolden(result.standardOutput, named: "check/report.json")
    let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
    #expect(report["passed"] as? Bool == false)
    let charts = report["charts"] as! [[String: Any]]
    let first = (charts[0]["findings"] as! [[String: Any]])[0]
    #expect(first["criterion"] as? String == "1.4.3")
    #expect(first["line"] as? Int == 5)
    let measurements = first["measurements"] as! [String: Any]
    #expect(measurements["ratioText"] as? String == "4.08:1")
  }

  @Test func sarifReportNamesRulesAndLocations() throws {
    let result = try runAudiograph(["check", "--format", "sarif", "Fixtures/charts/colorblind-pair.json"])
    #expect(result.status == 1)
    expectMatchesGolden(result.standardOutput, named: "check/colorblind-pair.sarif.json")
    let log = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as! [String: Any]
    #expect(log["version"] as? String == "2.1.0")
    let run = (log["runs"] as! [[String: Any]])[0]
    let results = run["results"] as! [[String: Any]]
    #expect(
      results.map { $0["ruleId"] as? String } == [
        "series-colors-distinct", "series-colors-distinct", "series-colors-distinct",
      ])
    #expect(results.map { $0["level"] as? String } == ["error", "warning", "warning"])
    let location = (results[0]["locations"] as! [[String: Any]])[0]["physicalLocation"] as! [String: Any]
    #expect((location["region"] as! [String: Any])["startLine"] as? Int == 23)
  }

  @Test func reportsAreInTheLocalesLanguage() throws {
    let sarif = try runAudiograph([
      "check", "--format", "sarif", "--locale", "de_DE", "Fixtures/charts/colorblind-pair.json",
    ])
    #expect(sarif.status == 1)
    expectMatchesGolden(sarif.standardOutput, named: "check/colorblind-pair.de.sarif.json")
    let log = try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as! [String: Any]
    let run = (log["runs"] as! [[String: Any]])[0]
    #expect(run["language"] as? String == "de")
    let rules = ((run["tool"] as! [String: Any])["driver"] as! [String: Any])["rules"] as! [[String: Any]]
    #expect(
      (rules[0]["shortDescription"] as! [String: Any])["text"] as? String
        == "Text hat zum Hintergrund ein Kontrastverhältnis von mindestens 4,5:1 (3:1 bei großem Text).")
    let message = ((run["results"] as! [[String: Any]])[0]["message"] as! [String: Any])["text"] as! String
    #expect(
      message.hasPrefix(
        "Reihe 1 (Wins, #2CA02C) und Reihe 2 (Losses, #D62728) unterscheiden sich nach CIEDE2000 nur um 4,6 für Betrachter mit Deuteranopie (Grünblindheit), weniger als 10;"
      ), "\(message)")

    let json = try runAudiograph([
      "check", "--format", "json", "--locale", "es_ES", "Fixtures/charts/untitled-chart.json",
    ])
    let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as! [String: Any]
    let findings = (report["charts"] as! [[String: Any]])[0]["findings"] as! [[String: Any]]
    #expect(findings[0]["message"] as? String == "el gráfico no tiene título")
    #expect(findings[0]["rule"] as? String == "chart-title")
    #expect(findings[0]["severity"] as? String == "error")

    let fallback = try runAudiograph(["check", "--locale", "nl_NL", "Fixtures/charts/accessible-colors.json"])
    #expect(fallback.standardOutput == "Fixtures/charts/accessible-colors.json: no findings.\n")
    #expect(
      fallback.standardError
        == "note: there is no text in the language of nl_NL yet; writing English (en_NL). Languages: en, de, fr, es.\n")
  }

  @Test func unreadableChartsExitAsBeforeAndTheOthersAreStillChecked() throws {
    let bad = try runAudiograph(["check", "Fixtures/invalid/color-bad-hex.json", "Fixtures/charts/iq-scores.json"])
    #expect(bad.status == 65)
    #expect(
      bad.standardError
        == "Fixtures/invalid/color-bad-hex.json: /series/0/color: \"#12345\" is not a colour: it has 5 hex digits; expected 3, 4, 6 or 8 (#RGB, #RGBA, #RRGGBB or #RRGGBBAA)\n"
    )
    #expect(bad.standardOutput.contains("Fixtures/charts/iq-scores.json: 0 errors, 1 warning, 1 note."))
    let missing = try runAudiograph(["check", "no-such-chart.json"])
    #expect(missing.status == 66)
    #expect(try runAudiograph(["check"]).status == 64)
    #expect(try runAudiograph(["check", "--level", "AAAA", "Fixtures/charts/iq-scores.json"]).status == 64)
  }

  /// An unreadable chart fails the JSON and SARIF reports too, not only the exit status.
  @Test func anUnreadableChartIsAFailedEntryInJSONAndANotificationInSARIF() throws {
    let json = try runAudiograph(["check", "--format", "json", "Fixtures/no-such-chart.json"])
    #expect(json.status == 66)
    #expect(
      json.standardOutput == """
        {
          "level": "AA",
          "strict": false,
          "passed": false,
          "charts": [
            {
              "file": "Fixtures/no-such-chart.json",
              "passed": false,
              "readable": false,
              "problems": ["Fixtures/no-such-chart.json: cannot open: no such file"]
            }
          ]
        }

        """)
    let sarif = try runAudiograph(["check", "--format", "sarif", "Fixtures/invalid/nan-value.json"])
    #expect(sarif.status == 65)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == false)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(notification["level"] as? String == "error")
    #expect(
      ((notification["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("Fixtures/invalid/nan-value.json")
        == true)
    #expect((run["results"] as? [Any])?.isEmpty == true)
  }

  @Test func helpDocumentsTheCommand() throws {
    let result = try runAudiograph(["check", "--help"])
    #expect(result.status == 0)
    expectMatchesGolden(result.standardOutput, named: "cli-check-help.txt")
  }
}
