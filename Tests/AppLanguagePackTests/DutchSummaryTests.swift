import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// An app adds Dutch through the public API alone and gets Dutch summaries and descriptions.
@Suite struct DutchSummaryTests {
  /// The pack of an app that writes summaries and descriptions: the messages of the summaries'
  /// catalog and the one it requires, the model's.
  static let dutch = try! LanguagePack(
    identifier: "nl", name: "Nederlands", pluralRule: .oneIsSingular,
    messages: dutchMessages.filter { LanguagePack.messageArguments(for: [.summaries])[$0.key] != nil },
    catalogs: [.summaries])

  static var context: FormattingContext {
    var context = FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: TimeZone(identifier: "UTC")!)
    context.language = dutch
    return context
  }

  /// Six months of website visits (the README's first example).
  static func visits() throws -> AXChartDescriptor {
    let json = """
      {"version": 1, "title": "Website visits",
       "xAxis": {"kind": "date", "title": "Month", "format": {"style": "date", "date": "monthYear"}},
       "yAxis": {"kind": "numeric", "title": "Visits"},
       "series": [{"name": "Website visits", "isContinuous": true, "points": [
         {"x": "2024-01-01", "y": 120}, {"x": "2024-02-01", "y": 135}, {"x": "2024-03-01", "y": 150},
         {"x": "2024-04-01", "y": 164}, {"x": "2024-05-01", "y": 181}, {"x": "2024-06-01", "y": 198}]}]}
      """
    return try ChartFile.decode(Data(json.utf8), fileName: "visits.json", context: context)
  }

  @Test func theSummaryIsDutch() throws {
    let chart = try Self.visits()
    let summary = ChartSummarizer(options: SummaryOptions(context: Self.context, includeOrientation: true))
      .summarize(chart)
    #expect(
      summary.summary
        == "Lijndiagram van Website visits, 6 punten van januari tot juni 2024. Website visits: sterke stijging met 65%, van 120 in januari tot 198 in juni."
    )
  }

  @Test func chartDetailsAndTheDescriptionAreDutch() throws {
    let chart = try Self.visits()
    let summary = ChartSummarizer(options: SummaryOptions(context: Self.context, verbosity: .detailed))
      .summarize(chart)
    #expect(
      summary.detailLines.prefix(3) == [
        "Trend: stijgend.",
        "Beste model: lineair, y is gelijk aan 15,5 maal x plus 119, waarbij x het aantal maanden sinds januari 2024 is.",
        "Betrouwbaarheid van de fit: zeer sterk.",
      ])
    #expect(summary.detailLines.contains("Verandering: plus 78, 65%."))
    let lines = chart.describeChartLines(summary: nil, language: Self.dutch)
    #expect(lines[1] == "X-as: Month. Datums van januari tot juni 2024.")
    #expect(lines.last == "Reeks: Website visits. Lijn, 6 datapunten.")
  }
}
