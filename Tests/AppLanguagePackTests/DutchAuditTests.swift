import ChartAccessibility
import ChartAudit
import ChartSummaries
import Foundation
import Testing

/// The audit speaks the app's Dutch pack: findings, the text report and SARIF's rule descriptions.
@Suite struct DutchAuditTests {
  /// The pack of an app that audits charts: every message of the audit's catalog and of those it
  /// requires (the sound's, the alternatives', the summaries' and the model's).
  static let dutch = try! LanguagePack(
    identifier: "nl", name: "Nederlands", pluralRule: .oneIsSingular, messages: dutchMessages, catalogs: [.audit])

  static var context: FormattingContext {
    var context = FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: TimeZone(identifier: "UTC")!)
    context.language = dutch
    return context
  }

  @Test func findingsAndTheReportAreDutch() throws {
    let json = """
      {"version": 1, "colors": {"background": "#FFFFFF", "text": "#999999"},
       "xAxis": {"kind": "numeric", "title": "Jaar", "format": {"style": "number"}},
       "yAxis": {"kind": "numeric", "title": "Bezoeken", "format": {"style": "number", "unit": "bezoeken"}},
       "series": [{"name": "Bezoeken", "points": [{"x": 1, "y": 10}, {"x": 2, "y": 12}]}]}
      """
    let chart = try ChartFile.decode(Data(json.utf8), fileName: "bezoeken.json", context: Self.context)
    let findings = ChartAuditor(options: ChartAuditor.Options(context: Self.context)).audit(chart)
    #expect(findings.map(\.rule.id) == ["text-contrast", "chart-title", "summary-missing"])
    #expect(
      findings[0].message
        == "de tekstkleur #999999 op de achtergrond #FFFFFF heeft een contrast van 2,85:1, minder dan de 4,5:1 die WCAG 1.4.3 vraagt voor tekst"
    )
    let report = AuditReport.text(
      [AuditedChart(file: "bezoeken.json", findings: Array(findings.prefix(2)))], language: Self.dutch)
    #expect(
      report.split(separator: "\n").last
        == "bezoeken.json: 2 fouten, 0 waarschuwingen, 0 opmerkingen.")
    #expect(
      report.hasPrefix(
        "bezoeken.json: /colors/text: fout: text-contrast, WCAG 1.4.3 niveau AA: de tekstkleur #999999"))
    #expect(
      AuditRule.title.summary(in: Self.dutch) == "De grafiek heeft een titel.")
  }

  /// A pack is complete for the catalogs it names, or refused with every problem: one missing key
  /// of a named catalog, or a key of none of them (here the audit's, in a pack for summaries).
  @Test func aPackMissingAKeyOrWithAKeyOfNoNamedCatalogIsRefused() {
    var incomplete = dutchMessages
    incomplete["trend"] = nil
    do {
      _ = try LanguagePack(
        identifier: "nl", name: "Nederlands", pluralRule: .oneIsSingular, messages: incomplete, catalogs: [.audit])
      Issue.record("a pack without the message trend was accepted")
    } catch {
      #expect(error.problems == ["trend: missing (ChartSummaries)"])
    }
    do {
      _ = try LanguagePack(
        identifier: "nl", name: "Nederlands", pluralRule: .oneIsSingular, messages: dutchMessages,
        catalogs: [.summaries])
      Issue.record("a pack with the audit's messages was accepted for the summaries alone")
    } catch {
      #expect(
        error.problems.contains(
          "audit.title: not a message of the pack's catalogs (ChartSummaries, ChartAccessibility)"))
      #expect(
        error.problems.allSatisfy {
          $0.hasSuffix(": not a message of the pack's catalogs (ChartSummaries, ChartAccessibility)")
        })
      #expect(error.problems.count == dutchMessages.count - LanguagePack.messageArguments(for: [.summaries]).count)
    }
    // The audit's catalog brings those it requires: a pack for it speaks every module the audit uses.
    #expect(
      MessageCatalog.audit.catalogs.map(\.name).sorted() == [
        "AudioGraph", "ChartAccessibility", "ChartAlternatives", "ChartAudit", "ChartSummaries",
      ])
    #expect(LanguagePack.messageArguments(for: [.audit]).count == dutchMessages.count)
  }

  /// A pack built for the summaries alone, set on an audit's context, stops the process with a
  /// message naming the catalog to add: the audit would otherwise write half in English.
  @Test func aPackUsedByAModuleItWasNotBuiltForIsAProgrammingError() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      var context = FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: .gmt)
      context.language = DutchSummaryTests.dutch
      _ = AuditRule.title.summary(in: context.language)
    }
    let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      message.contains(
        "The language pack 'nl' is used by ChartAudit but was built for the catalogs ChartAccessibility, ChartSummaries: add ChartAudit's catalog to the pack's catalogs"
      ), "\(message)")
  }
}
