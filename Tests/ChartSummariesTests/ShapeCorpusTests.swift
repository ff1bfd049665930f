import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// Charts of real public data chosen for the situations where a summary must tell the shape, not
/// the endpoints: daily returns that are only noise, one-reading spikes, level shifts, peaks then
/// falls and recoveries, seasons, logarithmic axes, series that cross repeatedly, intervals that
/// narrow, a grouped scatter written in x order.
///
/// The checks live in `Fixtures/corpus-checks/shape-checks.json`, each with the fact of
/// `Fixtures/corpus/truth.json` (computed by `Scripts/corpus/truth.py`, independent of this
/// package) it rests on, so `Scripts/corpus/check_summaries.py` can measure the same checks
/// against the command-line tool. The patterns are ICU regular expressions, `…` standing for any
/// text within one sentence (``CorpusCase/firstMatch(of:in:)``).
@Suite struct ShapeCorpusTests {
  @Test(arguments: ShapeCheck.all)
  func summaryTellsTheShape(_ check: ShapeCheck) throws {
    let text = try check.corpusCase.summaryText()
    var problems: [String] = []
    var known: [String] = []
    var closed: [String] = []
    func note(_ fact: ShapeFact, _ failed: Bool, _ problem: String) {
      switch (failed, fact.gap) {
      case (true, nil): problems.append(problem)
      case (true, let gap?): known.append("\(problem) [gap: \(gap)]")
      case (false, _?): closed.append("/\(fact.pattern)/ passes now: remove its gap in Scripts/corpus/shape_checks.py")
      case (false, nil): break
      }
    }
    for fact in check.say {
      note(
        fact, try CorpusCase.firstMatch(of: fact.pattern, in: text) == nil,
        "does not say /\(fact.pattern)/ (truth: \(fact.truth))")
    }
    for fact in check.notSay {
      let found = try CorpusCase.firstMatch(of: fact.pattern, in: text)
      note(fact, found != nil, "says \"\(found ?? "")\", against /\(fact.pattern)/ (truth: \(fact.truth))")
    }
    for pattern in CorpusCase.neverSaid {
      if let found = try CorpusCase.firstMatch(of: pattern, in: text) {
        problems.append("says \"\(found)\", against /\(pattern)/")
      }
    }
    let name = check.corpusCase.testDescription
    if !problems.isEmpty || !closed.isEmpty {
      Issue.record("\(name):\n- \((problems + closed).joined(separator: "\n- "))\nThe summary:\n\(text)")
    }
    if !known.isEmpty {
      withKnownIssue("the issue's patterns not yet handled") {
        Issue.record("\(name):\n- \(known.joined(separator: "\n- "))\nThe summary:\n\(text)")
      }
    }
  }

  /// What a careful data journalist writes as alt text for ten of the charts: the summary says
  /// each of its facts (those marked as a gap are expected not to be said yet).
  @Test(arguments: JournalistReference.all)
  func summarySaysTheJournalistsFacts(_ reference: JournalistReference) throws {
    let text = try reference.corpusCase.summaryText()
    var missing: [String] = []
    var known: [String] = []
    for fact in reference.facts {
      #expect(reference.altText.contains(fact.fact), "the fact \"\(fact.fact)\" is not quoted from the alt text")
      let said = try CorpusCase.firstMatch(of: fact.pattern, in: text) != nil
      switch (said, fact.gap) {
      case (false, nil): missing.append("\(fact.fact) (/\(fact.pattern)/)")
      case (false, let gap?): known.append("\(fact.fact) [gap: \(gap)]")
      case (true, _?): missing.append("\(fact.fact) is said now: remove its gap in Scripts/corpus/shape_checks.py")
      case (true, nil): break
      }
    }
    let context = "The summary:\n\(text)\nThe journalist:\n\(reference.altText)"
    if !missing.isEmpty {
      Issue.record("\(reference.file): the summary does not say\n- \(missing.joined(separator: "\n- "))\n\(context)")
    }
    if !known.isEmpty {
      withKnownIssue("the issue's patterns not yet handled") {
        Issue.record("\(reference.file): not said yet\n- \(known.joined(separator: "\n- "))\n\(context)")
      }
    }
  }

  @Test func everyPatternCompiles() throws {
    for check in ShapeCheck.all {
      for fact in check.say + check.notSay { _ = try CorpusCase.firstMatch(of: fact.pattern, in: "") }
    }
    for reference in JournalistReference.all {
      for fact in reference.facts { _ = try CorpusCase.firstMatch(of: fact.pattern, in: "") }
    }
  }

  @Test func theFixturesAreThere() throws {
    #expect(Set(ShapeCheck.all.map(\.corpusCase.file)).count >= 30)
    #expect(JournalistReference.all.count == 10)
    let charts = Set(fixtureNames(in: "corpus", extensions: ["json"]))
    for file in ShapeCheck.all.map(\.corpusCase.file) + JournalistReference.all.map(\.file) {
      #expect(charts.contains(file), "\(file) is not in Fixtures/corpus")
    }
  }
}

/// A pattern and the fact of the truth it rests on.
struct ShapeFact: Sendable, Decodable {
  var pattern: String
  var truth: String
  /// What the summarizer does not do yet, when this check is expected to fail.
  var gap: String?
}

/// One chart's checks in `Fixtures/corpus-checks/shape-checks.json`.
struct ShapeCheck: Sendable, CustomTestStringConvertible, Decodable {
  var file: String
  var verbosity: String?
  var timeZone: String?
  var say: [ShapeFact]
  var notSay: [ShapeFact]

  var corpusCase: CorpusCase {
    CorpusCase(
      file, SummaryOptions.Verbosity(rawValue: verbosity ?? "standard") ?? .standard, timeZone: timeZone ?? "UTC",
      match: [])
  }

  var testDescription: String { corpusCase.testDescription }

  static let all: [ShapeCheck] = {
    struct File: Decodable { var cases: [ShapeCheck] }
    let url = fixtureURL("corpus-checks/shape-checks.json")
    guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else {
      return []
    }
    return file.cases
  }()
}

/// A data journalist's alt text for a chart, and the facts of it the summary must say.
struct JournalistReference: Sendable, CustomTestStringConvertible, Decodable {
  struct Fact: Sendable, Decodable {
    /// The words of the alt text that state the fact.
    var fact: String
    /// What the summary must match to say it.
    var pattern: String
    /// What the summarizer does not do yet, when this fact is expected not to be said.
    var gap: String?
  }
  var file: String
  var verbosity: String?
  var altText: String
  var facts: [Fact]

  var corpusCase: CorpusCase {
    CorpusCase(file, SummaryOptions.Verbosity(rawValue: verbosity ?? "standard") ?? .standard, match: [])
  }

  var testDescription: String { file }

  static let all: [JournalistReference] = {
    struct File: Decodable { var references: [JournalistReference] }
    let url = fixtureURL("corpus-checks/journalist-references.json")
    guard let data = try? Data(contentsOf: url), let file = try? JSONDecoder().decode(File.self, from: data) else {
      return []
    }
    return file.references
  }()
}
