import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// What the summary of each chart written by Plotly, Altair and py-maidr (Fixtures/imports) says,
/// against facts computed with pandas from the data given to the library (truth.json's `facts`):
/// the direction of a scatter's relationship, the highest bar of each series, the line that
/// ended highest.
@Suite struct ImportSummaryTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var file: String
    var index: Int
    var facts: [String: JSONValueBox]
    var testDescription: String { "\(file) #\(index + 1)" }
  }

  /// A JSON value from Foundation's parser, sendable for test arguments.
  enum JSONValueBox: Sendable {
    case number(Double)
    case strings([String])
    case string(String)
  }

  static let cases: [Case] = {
    let data = try! Data(contentsOf: fixtureURL("imports/truth.json"))
    let truth = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    let charts = truth["charts"] as! [String: [[String: Any]]]
    var cases: [Case] = []
    for file in charts.keys.sorted() {
      for (index, chart) in charts[file]!.enumerated() {
        var facts: [String: JSONValueBox] = [:]
        for (key, value) in chart["facts"] as? [String: Any] ?? [:] {
          if let number = value as? Double {
            facts[key] = .number(number)
          } else if let strings = value as? [String] {
            facts[key] = .strings(strings)
          } else if let string = value as? String {
            facts[key] = .string(string)
          }
        }
        if !facts.isEmpty { cases.append(Case(file: file, index: index, facts: facts)) }
      }
    }
    return cases
  }()

  @Test func thereAreFactsForEachKind() {
    #expect(Self.cases.count >= 20)
  }

  @Test(arguments: cases)
  func summarySaysWhatTheDataShows(_ testCase: Case) throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let charts = try ChartImport.charts(path: fixtureURL("imports/" + testCase.file).path, context: context)
    let chart = charts[testCase.index]
    let summary = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    if case .number(let correlation)? = testCase.facts["correlation"] {
      #expect(summary.contains(correlation > 0 ? "positive relationship" : "negative relationship"), "\(summary)")
    }
    if case .strings(let highest)? = testCase.facts["highest"] {
      for category in Set(highest) {
        #expect(
          summary.contains("\(category) is highest") || summary.contains("in \(category)"),
          "\(category) is not named as highest: \(summary)")
      }
    }
    if case .number(let count)? = testCase.facts["valueCount"] {
      // The count with or without a thousands separator ("1461 values" is what the summary
      // writes today for four digits).
      let grouped = Int(count).formatted(.number.locale(Locale(identifier: "en_US")))
      #expect(
        summary.contains(": \(grouped) values, median") || summary.contains(": \(Int(count)) values, median"),
        "\(summary)")
    }
    if case .string(let group)? = testCase.facts["highestMedian"] {
      #expect(summary.contains("\(group) has the highest median"), "\(summary)")
    }
    if case .strings(let cell)? = testCase.facts["highestCell"] {
      let first = summary.prefix { $0 != ";" }
      #expect(first.contains(cell[0]) && first.contains(cell[1]), "\(summary)")
    }
    if case .number(let up)? = testCase.facts["closedUp"], case .number(let periods)? = testCase.facts["periods"] {
      #expect(summary.contains("\(Int(up)) of the \(Int(periods)) periods closed above their open"), "\(summary)")
    }
    if case .string(let name)? = testCase.facts["endedHighest"] {
      #expect(summary.contains("\(name) ended highest"), "\(summary)")
    }
  }
}
