import ChartAccessibility
import ChartAudit
import Foundation
import Testing

/// The audit speaks the app's Dutch pack: findings, the text report and SARIF's rule descriptions.
@Suite struct DutchAuditTests {
  @Test func findingsAndTheReportAreDutch() throws {
    let json = """
      {"version": 1, "colors": {"background": "#FFFFFF", "text": "#999999"},
       "xAxis": {"kind": "numeric", "title": "Jaar", "format": {"style": "number"}},
       "yAxis": {"kind": "numeric", "title": "Bezoeken", "format": {"style": "number", "unit": "bezoeken"}},
       "series": [{"name": "Bezoeken", "points": [{"x": 1, "y": 10}, {"x": 2, "y": 12}]}]}
      """
    let chart = try ChartFile.decode(Data(json.utf8), fileName: "bezoeken.json", context: DutchSummaryTests.context)
    let findings = ChartAuditor(options: ChartAuditor.Options(context: DutchSummaryTests.context)).audit(chart)
    #expect(findings.map(\.rule.id) == ["text-contrast", "chart-title", "summary-missing"])
    #expect(
      findings[0].message
        == "de tekstkleur #999999 op de achtergrond #FFFFFF heeft een contrast van 2,85:1, minder dan de 4,5:1 die WCAG 1.4.3 vraagt voor tekst"
    )
    let report = AuditReport.text(
      [AuditedChart(file: "bezoeken.json", findings: Array(findings.prefix(2)))], language: DutchSummaryTests.dutch)
    #expect(
      report.split(separator: "\n").last
        == "bezoeken.json: 2 fouten, 0 waarschuwingen, 0 opmerkingen.")
    #expect(
      report.hasPrefix(
        "bezoeken.json: /colors/text: fout: text-contrast, WCAG 1.4.3 niveau AA: de tekstkleur #999999"))
    #expect(
      AuditRule.title.summary(in: DutchSummaryTests.dutch) == "De grafiek heeft een titel.")
  }
}
