import Foundation
import Testing

@testable import ChartAccessibility

/// The language pack catalog format: messages, plural rules and completeness checks.
@Suite struct LanguagePackTests {
  @Test func builtInPacksAreCompleteAndChosenByLocale() {
    #expect(LanguagePack.builtInProblems.isEmpty, "\(LanguagePack.builtInProblems)")
    #expect(LanguagePack.builtIn.map(\.identifier) == ["en", "de", "fr", "es"])
    #expect(LanguagePack.builtIn(for: Locale(identifier: "de_CH"))?.identifier == "de")
    #expect(LanguagePack.builtIn(for: Locale(identifier: "es_MX"))?.identifier == "es")
    #expect(LanguagePack.builtIn(for: Locale(identifier: "nl_NL")) == nil)
    #expect(FormattingContext(locale: Locale(identifier: "fr_CA"), timeZone: .gmt).language == .french)
    #expect(FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: .gmt).language == .english)
  }

  @Test func selectPluralAndPoundFillAMessage() {
    let pack = LanguagePack.english
    #expect(pack.text("missingValues", ["missing": .count(1), "total": .count(48)]) == "1 of 48 values is missing.")
    #expect(pack.text("missingValues", ["missing": .count(12), "total": .count(48)]) == "12 of 48 values are missing.")
    #expect(pack.text("describe.dataPoints", ["count": .count(0)]) == "no data points")
    #expect(pack.text("describe.dataPoints", ["count": .number(1234, text: "1,234")]) == "1,234 data points")
    #expect(pack.text("interval.plusOrMinus", ["value": "2 bpm"]) == "plus or minus 2 bpm")
    #expect(
      pack.text("interval.steady", ["level": "", "width": "plus or minus 2"])
        == "The uncertainty interval stays about plus or minus 2.")
    #expect(
      pack.text("interval.steady", ["level": "95%", "width": "plus or minus 2"])
        == "The 95% interval stays about plus or minus 2.")
    #expect(
      LanguagePack.german.text("missingValues", ["missing": .count(1), "total": .count(48)]) == "1 von 48 Werten fehlt."
    )
    #expect(
      LanguagePack.french.text("missingValues", ["missing": .count(1), "total": .count(48)])
        == "Il manque 1 valeur sur 48.")
  }

  /// Counts are written by the pack with the grouping ValueFormatter gives the same locale's
  /// values: "1,461" (en), "1.461" (de), "1461" and "14.610" (es), none in French, where the
  /// locale groups with a space that screen readers read as two numbers.
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
    #expect(count("fr_FR", 1_000_000) == "1000000 points de données")
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
    var messages = LanguagePack.messageArguments.mapValues { _ in "x" }
    messages["noData"] = nil
    messages["trend"] = "{series} {colour}"
    messages["constant"] = "{series, plural, one {x}}"
    messages["not.a.key"] = "x"
    do {
      _ = try LanguagePack(identifier: "xx", name: "Test", pluralRule: .oneIsSingular, messages: messages)
      Issue.record("an incomplete pack was accepted")
    } catch {
      #expect(
        error.problems == [
          "noData: missing",
          "constant: at character 1: the plural of 'series' has no 'other' branch",
          "not.a.key: not a message AudioGraph writes",
          "trend: no argument named 'colour'",
        ])
    }
  }

  @Test func aCompleteCatalogFromJSONBuildsAPack() throws {
    let messages = LanguagePack.messageArguments.mapValues { arguments in
      arguments.map { "{\($0)}" }.joined(separator: " ")
    }
    let json = try JSONSerialization.data(withJSONObject: [
      "identifier": "xx", "name": "Test", "plural": "fr", "messages": messages,
    ])
    let pack = try LanguagePack(json: json)
    #expect(pack.identifier == "xx")
    #expect(pack.pluralRule == .french)
    #expect(pack.text("noData") == "")
    #expect(pack.text("singlePoint", ["y": "5", "x": "en 2020"]) == "en 2020 5")
    #expect(throws: LanguagePackError.self) { try LanguagePack(json: Data("[1]".utf8)) }
  }

  /// French typography in every message of every French catalog file (they are merged into
  /// `FrenchCatalog.messages`, and a section left out of it fails the completeness test): a
  /// no-break space (U+00A0, or the narrow U+202F) before ":", ";", "?" and "!", after "«" and
  /// before "»", so a line never breaks before the sign. Exceptions: the location prefix of the
  /// tool's lines, a machine format the same in every language (`{file}: `, the caption report's
  /// `{source}: `, the audit report's `{file}: {place}: `, as a compiler writes "file:3:5: "),
  /// and a colon after a digit (a time "8:00", a ratio "4,5:1").
  @Test func everyFrenchMessageHasItsNoBreakSpaces() {
    var problems: [String] = []
    for (key, message) in FrenchCatalog.messages.sorted(by: { $0.key < $1.key }) {
      let text = message.replacingOccurrences(
        of: #"^\{(file|source)\}: (\{place\}: )?"#, with: "", options: .regularExpression)
      for pattern in [#"(?<![\u00A0\u202F0-9]):|(?<![\u00A0\u202F])[;?!]"#, #"«(?!\u00A0)|(?<!\u00A0)»"#] {
        if let range = text.range(of: pattern, options: .regularExpression) {
          let start = text.index(range.lowerBound, offsetBy: -20, limitedBy: text.startIndex) ?? text.startIndex
          let end = text.index(range.upperBound, offsetBy: 10, limitedBy: text.endIndex) ?? text.endIndex
          problems.append("\(key): …\(text[start..<end])…")
        }
      }
    }
    #expect(problems.isEmpty, "French messages without a no-break space: \(problems)")
    #expect(FrenchCatalog.messages.count == EnglishCatalog.messages.count)
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
