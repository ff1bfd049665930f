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
      // Up to five groups named one by one; more in one sentence ending with the highest.
      #expect(
        summary.contains("\(group) has the highest median") || summary.contains(" in \(group)."), "\(summary)")
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

  /// py-maidr's box plots give no count of values: every language says so, the five numbers
  /// of Chart Details say it per group, and the boxes' numbers are py-maidr's (pandas' truth in
  /// ImportStatisticalTests).
  @Test(arguments: [
    (
      "en_US",
      "USA: median 106, middle half 88 to 150. Europe: median 77, middle half 69.5 to 90.5. Japan: median 75, middle half 67 to 95. USA has the highest median, Japan the lowest. Unusual values: 2 in Europe. The data does not say how many values each group has."
    ),
    (
      "de_DE",
      "USA: Median 106, mittlere Hälfte 88 bis 150. Europe: Median 77, mittlere Hälfte 69,5 bis 90,5. Japan: Median 75, mittlere Hälfte 67 bis 95. Den höchsten Median hat USA, den niedrigsten Japan. Ungewöhnliche Werte: 2 bei Europe. Die Daten geben nicht an, wie viele Werte jede Gruppe hat."
    ),
    (
      "fr_FR",
      "USA\u{00A0}: médiane 106, moitié centrale de 88 à 150. Europe\u{00A0}: médiane 77, moitié centrale de 69,5 à 90,5. Japan\u{00A0}: médiane 75, moitié centrale de 67 à 95. USA a la médiane la plus élevée, Japan la plus basse. Valeurs inhabituelles\u{00A0}: 2 pour Europe. Les données n'indiquent pas combien de valeurs compte chaque groupe."
    ),
    (
      "es_ES",
      "USA: mediana 106, mitad central de 88 a 150. Europe: mediana 77, mitad central de 69,5 a 90,5. Japan: mediana 75, mitad central de 67 a 95. USA tiene la mediana más alta y Japan, la más baja. Valores inusuales: 2 en Europe. Los datos no indican cuántos valores tiene cada grupo."
    ),
  ])
  func maidrBoxesSayTheCountIsUnknown(locale: String, expected: String) throws {
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
    let chart = try #require(
      try ChartImport.charts(path: fixtureURL("imports/maidr-cars-box.maidr.json").path, context: context).first)
    let summarizer = ChartSummarizer(options: SummaryOptions(context: context))
    #expect(summarizer.summarize(chart).summary == expected)
    if locale == "en_US" {
      var options = SummaryOptions(context: context)
      options.verbosity = .detailed
      let details = ChartSummarizer(options: options).summarize(chart).statistics.map(\.value)
      #expect(
        details.contains(
          "number of values not given; minimum 46, first quartile 69.5, median 77, third quartile 90.5, maximum 120; unusual values: 125 and 133."
        ), "\(details)")
    }
  }
}
