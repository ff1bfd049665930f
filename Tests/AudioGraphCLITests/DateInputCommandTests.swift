import AudioGraphTestSupport
import Foundation
import Testing

/// Dates without a time read the same in every `--time-zone`; timestamps shift; years are never
/// grouped. Through the real binary, for `describe`, `summarize` and `explore`.
enum DateInputCharts {
  static let zones = ["UTC", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati"]

  /// Monthly closing prices, dates without a time.
  static let monthlyCSV = """
    date,price
    2000-01-01,25.94
    2000-02-01,28.66
    2000-03-01,33.95
    2000-04-01,31.01
    2000-05-01,21.00
    2000-06-01,26.19

    """

  /// The same chart as a chart file.
  static let monthlyJSON = #"""
    { "version": 1, "title": "Monthly price", "xAxis": { "kind": "date", "title": "Month" },
      "yAxis": { "kind": "numeric", "title": "Price" },
      "referenceLines": [{ "axis": "x", "value": "2000-04-01", "label": "Split" }],
      "series": [{ "name": "Price", "isContinuous": true, "points": [
        { "x": "2000-01-01", "y": 25.94 }, { "x": "2000-02-01", "y": 28.66 }, { "x": "2000-03-01", "y": 33.95 },
        { "x": "2000-04-01", "y": 31.01 }, { "x": "2000-05-01", "y": 21 }, { "x": "2000-06-01", "y": 26.19 }] }] }
    """#

  static let hourlyCSV = """
    time,temperature
    2010-07-28T14:00:00Z,20
    2010-07-28T15:00:00Z,22
    2010-07-28T16:00:00Z,25
    2010-07-28T17:00:00Z,23

    """

  static let yearsCSV = """
    Year,Wheat
    1565,41
    1600,60
    1700,45
    1810,99
    1821,54

    """

  /// Writes `text` to a fresh file named `name` and returns its path.
  static func file(_ text: String, named name: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "audiograph-dates-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}

extension DescribeCommandTests {
  @Test func calendarDaysDescribeTheSameInEveryTimeZone() throws {
    for (input, format) in [(DateInputCharts.monthlyCSV, "csv"), (DateInputCharts.monthlyJSON, "json")] {
      var outputs: [String] = []
      for zone in DateInputCharts.zones {
        let result = try runAudiograph(
          ["describe", "-", "--input-format", format, "--points", "--time-zone", zone], input: Data(input.utf8))
        #expect(result.status == 0, "\(result.standardError)")
        outputs.append(result.standardOutput)
      }
      #expect(Set(outputs).count == 1, "\(outputs)")
      let text = outputs[0]
      #expect(text.contains("Dates from January to June 2000."), "\(text)")
      #expect(text.contains("\nJanuary 2000, 25.94.\n"), "\(text)")
      for wrong in ["1999", "AM", "PM"] { #expect(!text.contains(wrong), "\(wrong): \(text)") }
    }
    let json = try runAudiograph(
      ["describe", "-", "--format", "json", "--time-zone", "Asia/Tokyo"], input: Data(DateInputCharts.monthlyJSON.utf8))
    #expect(
      json.standardOutput.contains(#""value": "2000-04-01""#)
        && json.standardOutput.contains(#"{ "x": "2000-01-01", "y": 25.94 }"#))
  }

  @Test func timestampsDescribeInTheDisplayTimeZone() throws {
    let newYork = try runAudiograph(
      ["describe", "-", "--input-format", "csv", "--points", "--time-zone", "America/New_York"],
      input: Data(DateInputCharts.hourlyCSV.utf8))
    #expect(newYork.standardOutput.contains("\nJuly 28, 2010 at 10:00 AM, 20.\n"), "\(newYork.standardOutput)")
    let tokyo = try runAudiograph(
      ["describe", "-", "--input-format", "csv", "--points", "--time-zone", "Asia/Tokyo"],
      input: Data(DateInputCharts.hourlyCSV.utf8))
    #expect(tokyo.standardOutput.contains("\nJuly 28, 2010 at 11:00 PM, 20.\n"), "\(tokyo.standardOutput)")
  }

  @Test func yearsAreNeverGroupedInDescribe() throws {
    let result = try runAudiograph(
      ["describe", "-", "--input-format", "csv", "--points", "--locale", "de_DE"],
      input: Data(DateInputCharts.yearsCSV.utf8))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("X-Achse: Year. Jahre von 1565 bis 1821."), "\(result.standardOutput)")
    #expect(result.standardOutput.contains("\n1810, 99.\n"), "\(result.standardOutput)")
    #expect(!result.standardOutput.contains("1.810"))
  }
}

extension SummarizeCommandTests {
  @Test func calendarDaysSummarizeTheSameInEveryTimeZone() throws {
    var outputs: [String] = []
    for zone in DateInputCharts.zones {
      let result = try runAudiograph(
        ["summarize", "-", "--input-format", "csv", "--verbosity", "detailed", "--orientation", "--time-zone", zone],
        input: Data(DateInputCharts.monthlyCSV.utf8))
      #expect(result.status == 0, "\(result.standardError)")
      outputs.append(result.standardOutput)
    }
    #expect(Set(outputs).count == 1, "\(outputs)")
    #expect(outputs[0].contains("in January 2000") && outputs[0].contains("in June 2000"), "\(outputs[0])")
    for wrong in ["1999", "AM", "PM"] { #expect(!outputs[0].contains(wrong), "\(wrong): \(outputs[0])") }
  }

  @Test func timestampsSummarizeInTheDisplayTimeZone() throws {
    let utc = try runAudiograph(
      ["summarize", "-", "--input-format", "csv"], input: Data(DateInputCharts.hourlyCSV.utf8))
    let newYork = try runAudiograph(
      ["summarize", "-", "--input-format", "csv", "--time-zone", "America/New_York"],
      input: Data(DateInputCharts.hourlyCSV.utf8))
    #expect(
      utc.standardOutput.contains("at 2:00 PM") && newYork.standardOutput.contains("at 10:00 AM"),
      "\(utc.standardOutput) \(newYork.standardOutput)")
  }

  @Test func yearsReadInYears() throws {
    for (locale, year) in [("en_US", "in 1810"), ("de_DE", "im Jahr 1810")] {
      let result = try runAudiograph(
        ["summarize", "-", "--input-format", "csv", "--verbosity", "detailed", "--locale", locale],
        input: Data(DateInputCharts.yearsCSV.utf8))
      #expect(result.standardOutput.contains(year), "\(result.standardOutput)")
      for wrong in ["1,810", "1.810", "Year 1"] {
        #expect(!result.standardOutput.contains(wrong), "\(wrong): \(result.standardOutput)")
      }
    }
  }
}

extension ExploreCommandTests {
  @Test func exploringCalendarDaysReadsTheSameInEveryTimeZone() throws {
    let path = try DateInputCharts.file(DateInputCharts.monthlyJSON, named: "monthly.json")
    var outputs: [String] = []
    for zone in DateInputCharts.zones {
      let result = try runAudiograph(
        ["explore", path, "--device", "null", "--time-zone", zone], input: Data("right\nend\ns\nd\nq\n".utf8))
      #expect(result.status == 0, "\(result.standardError)")
      outputs.append(result.standardOutput)
    }
    #expect(Set(outputs).count == 1, "\(outputs)")
    #expect(
      outputs[0].contains("\nFebruary 2000, 28.66, point 2 of 6.\n")
        && outputs[0].contains("\nJune 2000, 26.19, point 6 of 6.\n")
        && outputs[0].contains("in March 2000"), "\(outputs[0])")
    for wrong in ["1999", "AM", "PM"] { #expect(!outputs[0].contains(wrong), "\(wrong): \(outputs[0])") }
  }
}
