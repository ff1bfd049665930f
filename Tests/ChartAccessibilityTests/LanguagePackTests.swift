import Foundation
import Testing

@testable import ChartAccessibility

/// The language pack catalog format: messages, plural rules and completeness checks.
@Suite struct LanguagePackTests {
  @Test func builtInPacksAreCompleteAndChosenByLocale() {
    #expect(MessageCatalog.chartModel.translationProblems.isEmpty, "\(MessageCatalog.chartModel.translationProblems)")
    #expect(MessageCatalog.chartModel.builtInLanguages == ["de", "es", "fr"])
    #expect(LanguagePack.builtIn.map(\.identifier) == ["en", "de", "fr", "es"])
    #expect(LanguagePack.builtIn(for: Locale(identifier: "de_CH"))?.identifier == "de")
    #expect(LanguagePack.builtIn(for: Locale(identifier: "es_MX"))?.identifier == "es")
    #expect(LanguagePack.builtIn(for: Locale(identifier: "nl_NL")) == nil)
    #expect(FormattingContext(locale: Locale(identifier: "fr_CA"), timeZone: .gmt).language == .french)
    #expect(FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: .gmt).language == .english)
  }

  /// The model layer's catalog holds the model's words alone: no sentence of the summarizer, the
  /// alternatives, the sound, the audit or the command-line tool, which each module above keeps in
  /// its own catalog (until each module owned its sentences, this catalog held all 524).
  @Test func theModelsCatalogHoldsNoWordOfTheLayersAboveIt() {
    let keys = MessageCatalog.chartModel.englishMessages.keys.sorted()
    let above = [
      "audit.", "caption.", "cli.", "explore.", "page.", "table.", "braille.", "sound.", "details.", "equation.", "x.",
      "stack.", "heatmap.", "candlestick.", "trend", "interval.", "template.",
    ]
    #expect(keys.filter { key in above.contains { key.hasPrefix($0) } } == [])
    #expect(keys.allSatisfy { $0.contains(".") }, "the summary's sentences have keys without a dot: \(keys)")
    #expect(MessageCatalog.chartModel.requires.isEmpty)
    #expect(MessageCatalog.chartModel.name == "ChartAccessibility")
  }

  @Test func selectPluralAndPoundFillAMessage() {
    let pack = LanguagePack.english
    #expect(pack.text("describe.dataPoints", ["count": .count(0)]) == "no data points")
    #expect(pack.text("describe.dataPoints", ["count": .number(1234, text: "1,234")]) == "1,234 data points")
    #expect(pack.text("describe.missing", ["count": .count(1)]) == "1 missing value")
    #expect(pack.text("describe.missing", ["count": .count(12)]) == "12 missing values")
    #expect(LanguagePack.german.text("describe.dataPoints", ["count": .count(1)]) == "1 Datenpunkt")
    #expect(pack.text("describe.dataPoints", ["count": .count(2)], in: .chartModel) == "2 data points")
  }

  /// Counts are written by the pack with the grouping ValueFormatter gives the same locale's
  /// values: "1,461" (en), "1.461" (de), "1461" and "14.610" (es), "1461" and "1 000 000" in
  /// French, with ordinary spaces (espeak-ng reads the locale's no-break space as two numbers).
  @Test func countsAreGroupedAsTheContextsLocaleGroupsValues() {
    func count(_ locale: String, _ n: Int) -> String {
      let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
      return context.language.text("describe.dataPoints", ["count": .count(n)])
    }
    #expect(count("en_US", 1461) == "1,461 data points")
    #expect(count("en_US", 1_000_000) == "1,000,000 data points")
    #expect(count("en_US", 999) == "999 data points")
    #expect(count("de_DE", 1461) == "1.461 Datenpunkte")
    #expect(count("fr_FR", 1461) == "1461 points de données")
    #expect(count("fr_FR", 1_000_000) == "1 000 000 points de données")
    #expect(count("fr_FR", 14610) == "14 610 points de données")
    #expect(count("es_ES", 1461) == "1461 puntos de datos")
    #expect(count("es_ES", 14610) == "14.610 puntos de datos")
    #expect(count("es_MX", 1461) == "1,461 puntos de datos")
    #expect(count("de_CH", 1461) == "1\u{2019}461 Datenpunkte")
    // The same grouping as a value of the same locale.
    for locale in ["en_US", "de_DE", "fr_FR", "es_ES", "es_MX", "de_CH"] {
      let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
      for n in [12, 1461, 14610, 2_300_000] {
        let value = ValueFormatter(format: ValueFormat(), context: context).string(for: Double(n))
        #expect(context.language.text("describe.seriesName", ["number": .count(n)]).hasSuffix(" " + value), "\(locale)")
      }
    }
    // A pack set on a context writes the context's locale; a pack on its own, its language's.
    var context = FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: .gmt)
    context.language = .english
    #expect(context.language.text("describe.dataPoints", ["count": .count(1461)]) == "1.461 data points")
    #expect(context.language.countLocale.identifier == "de_DE")
    context.locale = Locale(identifier: "en_US")
    #expect(context.language.text("describe.dataPoints", ["count": .count(1461)]) == "1,461 data points")
    #expect(LanguagePack.german.text("describe.dataPoints", ["count": .count(1461)]) == "1.461 Datenpunkte")
    // A select reads the count's digits, a plural its value.
    #expect(LanguagePack.english.text("describe.dataPoints", ["count": .count(1)]) == "1 data point")
  }

  @Test func pluralRulesFollowCLDR() {
    #expect(PluralRule.oneIsSingular.category(of: 1) == .one)
    #expect(PluralRule.oneIsSingular.category(of: 0) == .other)
    #expect(PluralRule.oneIsSingular.category(of: 1.5) == .other)
    #expect(PluralRule.french.category(of: 0) == .one)
    #expect(PluralRule.french.category(of: 1.5) == .one)
    #expect(PluralRule.french.category(of: 2) == .other)
    #expect(PluralRule.french.category(of: 3_000_000) == .many)
    #expect(PluralRule.spanish.category(of: 0) == .other)
    #expect(PluralRule.spanish.category(of: 1) == .one)
    #expect(PluralRule.spanish.category(of: 2_000_000) == .many)
    #expect(PluralRule.spanish.category(of: .nan) == .other)
  }

  @Test func anIncompleteOrMisspeltCatalogIsRefusedWithEveryProblem() throws {
    var messages = LanguagePack.messageArguments(for: [.chartModel]).mapValues { _ in "x" }
    messages["describe.noData"] = nil
    messages["describe.bins"] = "{bins} {colour}"
    messages["describe.dataPoints"] = "{count, plural, one {x}}"
    messages["not.a.key"] = "x"
    messages["trend"] = "x"
    do {
      _ = try LanguagePack(
        identifier: "xx", name: "Test", pluralRule: .oneIsSingular, messages: messages, catalogs: [.chartModel])
      Issue.record("an incomplete pack was accepted")
    } catch {
      #expect(
        error.problems == [
          "describe.noData: missing (ChartAccessibility)",
          "describe.bins: no argument named 'colour'",
          "describe.dataPoints: at character 1: the plural of 'count' has no 'other' branch",
          "not.a.key: not a message of the pack's catalogs (ChartAccessibility)",
          "trend: not a message of the pack's catalogs (ChartAccessibility)",
        ])
    }
    // A pack names the catalogs it is for.
    #expect(throws: LanguagePackError.self) {
      try LanguagePack(identifier: "xx", name: "Test", pluralRule: .oneIsSingular, messages: [:], catalogs: [])
    }
  }

  @Test func aCompleteCatalogFromJSONBuildsAPack() throws {
    let messages = LanguagePack.messageArguments(for: [.chartModel]).mapValues { arguments in
      arguments.map { "{\($0)}" }.joined(separator: " ")
    }
    let json = try JSONSerialization.data(withJSONObject: [
      "identifier": "xx", "name": "Test", "plural": "fr", "messages": messages,
    ])
    let pack = try LanguagePack(json: json, catalogs: [.chartModel])
    #expect(pack.identifier == "xx")
    #expect(pack.pluralRule == .french)
    #expect(pack.text("describe.noData") == "")
    #expect(pack.text("describe.single", ["kind": "date", "value": "5"]) == "date 5")
    #expect(throws: LanguagePackError.self) { try LanguagePack(json: Data("[1]".utf8), catalogs: [.chartModel]) }
  }
}

/// A unit given in several languages in a chart file.
@Suite struct UnitTranslationTests {
  static func chart(unit: String) -> String {
    """
    {"version": 1, "xAxis": {"kind": "numeric", "title": "Day"},
     "yAxis": {"kind": "numeric", "title": "Temperature", "format": {"style": "number", "unit": \(unit)}},
     "series": [{"name": "T", "isContinuous": true, "points": [{"x": 1, "y": 1}, {"x": 2, "y": 12}]}]}
    """
  }

  @Test func theUnitIsSpokenInTheContextsLanguage() throws {
    let json = Self.chart(
      unit:
        #"{"one": "degree", "other": "degrees", "translations": {"de": "Grad", "fr": {"one": "degré", "other": "degrés"}}}"#
    )
    for (locale, expected) in [
      ("en_US", "12 degrees"), ("de_DE", "12 Grad"), ("fr_FR", "12 degrés"), ("es_ES", "12 degrees"),
    ] {
      let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
      let chart = try ChartFile.decode(Data(json.utf8), fileName: "t.json", context: context)
      #expect(chart.yAxis?.valueDescriptionProvider(12) == expected, "\(locale)")
    }
    let chart = try ChartFile.decode(Data(json.utf8), fileName: "t.json")
    #expect(chart.yAxis?.valueFormat?.unit?.localized(for: "fr-CA") == PluralForms(one: "degré", other: "degrés"))
    let written = try ChartFile.encode(chart)
    #expect(
      written.contains(#""translations": { "de": "Grad", "fr": { "one": "degré", "other": "degrés" } }"#), "\(written)")
  }

  @Test func aBadTranslationIsALocatedError() throws {
    let json = Self.chart(unit: #"{"one": "degree", "other": "degrees", "translations": {"German": "Grad", "fr": 3}}"#)
    do {
      _ = try ChartFile.decode(Data(json.utf8), fileName: "t.json")
      Issue.record("a bad translation was accepted")
    } catch {
      #expect(
        "\(error)".contains(
          "t.json: /yAxis/format/unit/translations/German: expected a language code such as de, fr or pt-BR"),
        "\(error)")
      #expect(
        "\(error)".contains("t.json: /yAxis/format/unit/translations/fr: expected a string or an object"), "\(error)")
    }
  }
}
