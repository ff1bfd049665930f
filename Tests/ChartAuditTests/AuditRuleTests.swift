import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import ChartSummaries
import Foundation
import Testing

/// Each rule passing and failing on small charts built here.
@Suite struct AuditRuleTests {
  func chart(_ json: String) throws -> AXChartDescriptor { try ChartFile.decode(Array(json.utf8)) }

  func line(summary: String?, ys: [Double], extra: String = "") -> String {
    let points = ys.enumerated().map { #"{ "x": "2024-0\#($0.offset + 1)-01", "y": \#($0.element) }"# }
    let summaryKey = summary.map { #""summary": "\#($0)","# } ?? ""
    return #"""
      { "title": "Members", \#(summaryKey) \#(extra)
        "xAxis": { "kind": "date", "title": "Month", "format": { "style": "date", "date": "monthYear" } },
        "yAxis": { "kind": "numeric", "title": "Members", "format": { "style": "number", "unit": "members" } },
        "series": [{ "name": "Members", "isContinuous": true, "points": [\#(points.joined(separator: ","))] }] }
      """#
  }

  func ids(_ findings: [AuditFinding]) -> [String] { findings.map(\.rule.id) }

  @Test func aCleanChartHasNoFindings() throws {
    let findings = ChartAuditor().audit(
      try chart(line(summary: "Members rose from 10 to 21 in 2024.", ys: [10, 12, 13, 16, 18, 21])))
    #expect(findings.isEmpty, "\(findings)")
  }

  @Test func textContrastAtEachLevel() throws {
    let colors = ##""colors": { "background": "#F9F9F9", "text": "#666666" },"##
    let described = try chart(
      line(summary: "Members rose from 10 to 21.", ys: [10, 12, 13, 16, 18, 21], extra: colors))
    #expect(ChartAuditor(options: .init(level: .aa)).audit(described).isEmpty)
    let aaa = ChartAuditor(options: .init(level: .aaa)).audit(described)
    #expect(ids(aaa) == ["text-contrast-enhanced"])
    #expect(aaa[0].message.contains("5.45:1, below the 7:1 that WCAG 1.4.6 requires"))
    #expect(aaa[0].pointer == "/colors/text")
    let failing = try chart(
      line(
        summary: "Members rose from 10 to 21.", ys: [10, 12, 13, 16, 18, 21],
        extra: ##""colors": { "background": "#F9F9F9", "text": "#7A7A7A" },"##))
    let findings = ChartAuditor().audit(failing)
    #expect(ids(findings) == ["text-contrast"])
    #expect(
      findings[0].message
        == "the text colour #7A7A7A on the background #F9F9F9 has a contrast ratio of 4.08:1, below the 4.5:1 that WCAG 1.4.3 requires for text"
    )
    #expect(findings[0].fix == "use #737373 or darker as the text colour (4.5:1), or a lighter background")
    #expect(findings[0].severity == .error)
    // Level A does not check contrast; large text needs 3:1 only.
    #expect(ChartAuditor(options: .init(level: .a)).audit(failing).isEmpty)
    let large = try chart(
      line(
        summary: "Members rose from 10 to 21.", ys: [10, 12, 13, 16, 18, 21],
        extra: ##""colors": { "background": "#F9F9F9", "text": "#7A7A7A", "largeText": true },"##))
    #expect(ChartAuditor().audit(large).isEmpty)
  }

  @Test func seriesContrastAssumesWhiteWhenNoBackgroundIsGiven() throws {
    let json = line(summary: "Members rose from 10 to 21.", ys: [10, 12, 13, 16, 18, 21])
      .replacingOccurrences(of: #""isContinuous": true,"#, with: ##""isContinuous": true, "color": "#FFD700","##)
    let findings = ChartAuditor().audit(try chart(json))
    #expect(ids(findings) == ["series-contrast"])
    #expect(findings[0].pointer == "/series/0/color")
    #expect(findings[0].message.contains("the background #FFFFFF (assumed: the file gives no colors background)"))
    #expect(findings[0].message.contains("a contrast ratio of 1.4:1, below the 3:1"))
  }

  @Test func missingTextAlternatives() throws {
    let findings = ChartAuditor().audit(
      try chart(try String(contentsOf: fixtureURL("charts/untitled-chart.json"), encoding: .utf8)))
    #expect(ids(findings) == ["chart-title", "axis-title", "axis-unit", "series-name", "summary-missing"])
    #expect(findings.map(\.pointer) == ["/title", "/xAxis/title", "/xAxis/format", "/series/1/name", "/summary"])
    // "Reading (volts)" gives its unit in the title: no axis-unit finding for the y axis.
  }

  @Test func aMissingSummarySaysWhatTheGeneratedOneWouldBe() throws {
    let described = try chart(line(summary: nil, ys: [10, 12, 13, 16, 18, 21]))
    let findings = ChartAuditor().audit(described)
    #expect(ids(findings) == ["summary-missing"])
    let generated = ChartSummarizer().summarize(described).summary
    #expect(findings[0].message == "the chart has no summary; AudioGraph would generate \"\(generated)\"")
    #expect(findings[0].severity == .warning)
  }

  @Test(arguments: [
    (
      "Members fell from 10 to 21.",
      #"the summary says "fell", but Members rises from 10 members to 21 members (a significant trend up)"#
    ),
    ("Members rose from 10 to 17.", #"the summary says "from 10 to 17", but no value in the data is 17"#),
    ("Members peaked at 22.", #"the summary says "peaked at 22", but no value in the data is 22"#),
    ("Members rose over 12 months.", #"the summary says "12 months", but the data has 6 points"#),
    ("All 5 points rose.", #"the summary says "5 points", but the data has 6 points"#),
  ])
  func contradictingSummaries(summary: String, message: String) throws {
    let findings = ChartAuditor().audit(try chart(line(summary: summary, ys: [10, 12, 13, 16, 18, 21])))
    #expect(findings.map(\.message) == [message])
    #expect(findings.first?.rule.id == "summary-contradicts-data")
    #expect(findings.first?.pointer == "/summary")
  }

  @Test(arguments: [
    "Members rose from 10 to 21.", "Members did not fall: they rose from about 9 to 21.",
    "Members rose from 10.0 to 21.0 over 6 months.", "Members rose to a high of 21 in June.",
    "Members rose over 5 months, 6 data points.", "Membership grew from 10 in January to 21 in June.",
  ])
  func agreeingSummaries(summary: String) throws {
    #expect(ChartAuditor().audit(try chart(line(summary: summary, ys: [10, 12, 13, 16, 18, 21]))).isEmpty)
  }

  @Test func theGeneratedSummaryOfEveryCorpusChartAgreesWithItsData() throws {
    let names = fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" }
    #expect(names.count > 40)
    for name in names {
      let described = try ChartFile.read(path: fixtureURL("corpus/\(name)").path)
      described.summary = ChartSummarizer().summarize(described).summary
      let findings = ChartAuditor().audit(described).filter { $0.rule == .summaryMatchesData }
      #expect(findings.isEmpty, "\(name): \(findings.map(\.message))")
    }
  }

  @Test func flatRangeOnlyWhenTheDataDiffers() throws {
    let flat = line(summary: "Members rose from 500 to 503.", ys: [500, 501, 502, 503])
      .replacingOccurrences(
        of: #""title": "Members", "format""#, with: #""title": "Members", "range": [0, 100000], "format""#)
    let findings = ChartAuditor().audit(try chart(flat))
    #expect(ids(findings) == ["flat-y-range"])
    #expect(findings[0].message.hasPrefix("the data spans 0% of the y-axis range"))
    let constant = line(summary: "Members stayed at 500.", ys: [500, 500, 500, 500])
      .replacingOccurrences(
        of: #""title": "Members", "format""#, with: #""title": "Members", "range": [0, 100000], "format""#)
    #expect(ChartAuditor().audit(try chart(constant)).isEmpty)
  }

  @Test func failsOnErrorsAndWithStrictOnWarningsNeverOnNotes() {
    func finding(_ severity: AuditFinding.Severity) -> AuditFinding {
      AuditFinding(rule: .notSonified, severity: severity, pointer: "", message: "m", fix: "f")
    }
    #expect(!ChartAuditor.fails([finding(.note)], strict: true))
    #expect(!ChartAuditor.fails([finding(.warning)], strict: false))
    #expect(ChartAuditor.fails([finding(.warning)], strict: true))
    #expect(ChartAuditor.fails([finding(.error)], strict: false))
  }

  @Test func locatesPointersInTheFileText() throws {
    let text =
      "{\n  \"title\": \"T\",\n  \"series\": [\n    { \"name\": \"A\", \"color\": \"#FFF\" },\n    { \"name\": \"B\" }\n  ]\n}\n"
    let locator = JSONLocator(Array(text.utf8))
    #expect(locator.position(of: "/title")! == (2, 3))
    #expect(locator.position(of: "/series/0/color")! == (4, 20))
    #expect(locator.position(of: "/series/1")! == (5, 5))
    // A key the file lacks: the object it would go into.
    #expect(locator.position(of: "/series/1/color")! == (5, 5))
    #expect(locator.position(of: "")! == (1, 1))
  }
}
