import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// A chart's summary template is filled only in its own language (a text never mixes two
/// languages: "Your scores stieg from 105 to 125"); a summary in another language is the
/// generated one, with a note. Dates in sentences spell their months out ("December 5", not the
/// axis format's "Dec 5").
@Suite struct TemplateLanguageTests {
  static let template =
    "Showing {count} {pointNoun} from {xFirst} to {xLast}. Your {valueNoun} {trendVerb} from {yFirst} to {yLast}."

  static func chart() throws -> AXChartDescriptor {
    try ChartFile.read(
      path: fixtureURL("charts/iq-scores.json").path,
      context: FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))
  }

  static func summarizer(_ locale: String) -> ChartSummarizer {
    ChartSummarizer(
      options: SummaryOptions(
        context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!),
        includesFacts: true))
  }

  static func decisions(_ summary: ChartSummary) -> [String] {
    guard case .object(let facts) = summary.facts, case .array(let decisions)? = facts["decisions"] else { return [] }
    return decisions.compactMap { if case .string(let text) = $0 { text } else { nil } }
  }

  @Test func anEnglishTemplateFillsAnEnglishSummaryWithMonthsSpelledOut() throws {
    let chart = try Self.chart()
    chart.summaryTemplate = Self.template
    let summarizer = Self.summarizer("en_US")
    #expect(
      summarizer.summarize(chart).summary
        == "Showing 4 test results from December 5 to January 4. Your scores increased from 105 to 125.")
    #expect(summarizer.templateNote(for: chart) == nil)
  }

  @Test(arguments: [
    (
      "de_DE",
      "IQ Score: Anstieg von 105 IQ points am 5. Dezember 2025 auf 125 am 4. Januar 2026.",
      "Die Zusammenfassungsvorlage des Diagramms ist englisch geschrieben; die Zusammenfassung ist die erzeugte, auf Deutsch."
    ),
    (
      "fr_FR",
      "IQ Score\u{00A0}: hausse, de 105 IQ points le 5 décembre 2025 à 125 le 4 janvier 2026.",
      "Le modèle de résumé du graphique est écrit en anglais\u{00A0}; le résumé est celui produit par AudioGraph, en français."
    ),
    (
      "es_ES",
      "IQ Score: aumento de 105 IQ points el 5 de diciembre de 2025 a 125 el 4 de enero de 2026.",
      "La plantilla de resumen del gráfico está escrita en inglés; el resumen es el generado, en español."
    ),
  ])
  func anEnglishTemplateIsSetAsideInAnotherLanguage(locale: String, summary: String, note: String) throws {
    let chart = try Self.chart()
    chart.summaryTemplate = Self.template
    let summarizer = Self.summarizer(locale)
    let result = summarizer.summarize(chart)
    #expect(!result.summary.contains("Showing"), "\(result.summary)")
    #expect(result.summary.hasPrefix(summary), "\(result.summary)")
    #expect(summarizer.templateNote(for: chart) == note)
    #expect(Self.decisions(result).contains("template in another language (en) set aside"))
  }

  @Test func aTemplateInTheSummarysLanguageIsFilledInIt() throws {
    let chart = try Self.chart()
    chart.summaryTemplate = "{count} {pointNoun} vom {xFirst} bis zum {xLast}. Ihre Werte: {trendVerb} auf {yLast}."
    chart.summaryTemplateLanguage = "de"
    let german = Self.summarizer("de_DE")
    #expect(
      german.summarize(chart).summary
        == "4 test results vom 5. Dezember bis zum 4. Januar. Ihre Werte: stieg auf 125.")
    #expect(german.templateNote(for: chart) == nil)
    // The same template in an English summary is set aside, with the note in English.
    let english = Self.summarizer("en_US")
    #expect(!english.summarize(chart).summary.contains("Ihre"))
    #expect(
      english.templateNote(for: chart)
        == "The chart's summary template is written in German; the summary is the generated one, in English.")
  }

  @Test func aTemplateGivenWithTheOptionsIsInTheSummarysLanguage() throws {
    let chart = try Self.chart()
    let options = SummaryOptions(
      context: FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: TimeZone(identifier: "UTC")!),
      template: try SummaryTemplate(parsing: "Bis {xLast}: {yLast}."))
    let summarizer = ChartSummarizer(options: options)
    #expect(summarizer.summarize(chart).summary == "Bis 4. Januar: 125.")
    #expect(summarizer.templateNote(for: chart) == nil)
  }

  /// An abbreviation's period before the template's own period is one period ("4. Jan.." before).
  @Test func aValueEndingInAPeriodBeforeTheTemplatesPeriodGivesOnePeriod() throws {
    let template = try SummaryTemplate(parsing: "Bis {xLast}. Dann {yLast}...")
    #expect(
      template.render { $0 == .xLast ? "4. Jan." : "125" } == "Bis 4. Jan. Dann 125...")
  }

  @Test func chartFilesReadAndWriteTheTemplatesLanguage() throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let json = #"""
      {"summaryTemplate": "Von {xFirst}.", "summaryTemplateLanguage": "de",
       "xAxis": {"kind": "numeric", "title": "x"}, "series": [{"name": "s", "points": [{"x": 1, "y": 2}]}]}
      """#
    let chart = try ChartFile.decode(Data(json.utf8), context: context)
    #expect(chart.summaryTemplateLanguage == "de")
    #expect(try ChartFile.decode(Array(ChartFile.encode(chart).utf8), context: context).summaryTemplateLanguage == "de")
    let bad = #"""
      {"summaryTemplate": "x", "summaryTemplateLanguage": "German",
       "xAxis": {"kind": "numeric", "title": "x"}, "series": [{"name": "s", "points": [{"x": 1, "y": 2}]}]}
      """#
    #expect(throws: ChartFileError.self) { try ChartFile.decode(Data(bad.utf8), context: context) }
  }
}

/// `FormattingContext.DateWording.prose`: the words of a sentence for a format's abbreviated
/// months and quarters; `.asFormatted` (tables) keeps the format.
@Suite struct ProseDateWordingTests {
  static func text(_ style: ValueFormat.DateStyle, _ iso: String, locale: String, prose: Bool) -> String {
    var context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
    if prose { context.dateWording = .prose }
    let date = ISO8601DateFormatter().date(from: iso + "T00:00:00Z")!.timeIntervalSince1970
    return ValueFormatter(format: ValueFormat(style: .date(style)), valueKind: .date, context: context)
      .string(for: date)
  }

  @Test(arguments: [
    ("en_US", "Dec 5", "December 5", "Dec 5, 2025", "December 5, 2025", "Q3 1980", "Q3 1980"),
    ("de_DE", "5. Dez.", "5. Dezember", "5. Dez. 2025", "5. Dezember 2025", "Q3 1980", "dritten Quartal 1980"),
    ("fr_FR", "5 déc.", "5 décembre", "5 déc. 2025", "5 décembre 2025", "T3 1980", "troisième trimestre 1980"),
    ("es_ES", "5 dic", "5 de diciembre", "5 dic 2025", "5 de diciembre de 2025", "T3 1980", "tercer trimestre de 1980"),
  ])
  func proseSpellsMonthsAndQuarters(
    locale: String, monthDay: String, monthDayProse: String, abbreviated: String, abbreviatedProse: String,
    quarter: String, quarterProse: String
  ) {
    #expect(Self.text(.monthDay, "2025-12-05", locale: locale, prose: false) == monthDay)
    #expect(Self.text(.monthDay, "2025-12-05", locale: locale, prose: true) == monthDayProse)
    #expect(Self.text(.abbreviated, "2025-12-05", locale: locale, prose: false) == abbreviated)
    #expect(Self.text(.abbreviated, "2025-12-05", locale: locale, prose: true) == abbreviatedProse)
    #expect(Self.text(.quarter, "1980-07-01", locale: locale, prose: false) == quarter)
    #expect(Self.text(.quarter, "1980-07-01", locale: locale, prose: true) == quarterProse)
  }
}
