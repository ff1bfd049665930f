import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import ChartSummaries
import Foundation
import Testing

/// The summary check reads summaries in German, French and Spanish as well as English, with
/// numbers in each locale's form, and writes its messages in the context's language.
@Suite struct SummaryConsistencyLanguageTests {
  static let locales = ["de_DE", "fr_FR", "es_ES"]

  static func context(_ identifier: String) -> FormattingContext {
    FormattingContext(locale: Locale(identifier: identifier), timeZone: TimeZone(identifier: "UTC")!)
  }

  func chart(_ json: String) throws -> AXChartDescriptor { try ChartFile.decode(Array(json.utf8)) }

  /// Members, monthly from January to June 2024 (`ys` has at most nine values).
  func line(summary: String, ys: [Double], format: String = #""style": "number", "unit": "members""#) -> String {
    let points = ys.enumerated().map { #"{ "x": "2024-0\#($0.offset + 1)-01", "y": \#($0.element) }"# }
    let escaped = summary.replacingOccurrences(of: "\"", with: "\\\"")
    return #"""
      { "title": "Members", "summary": "\#(escaped)",
        "xAxis": { "kind": "date", "title": "Month", "format": { "style": "date", "date": "monthYear" } },
        "yAxis": { "kind": "numeric", "title": "Members", "format": { \#(format) } },
        "series": [{ "name": "Members", "isContinuous": true, "points": [\#(points.joined(separator: ","))] }] }
      """#
  }

  func contradictions(_ described: AXChartDescriptor, locale: String) -> [AuditFinding] {
    ChartAuditor(options: .init(context: Self.context(locale))).audit(described)
      .filter { $0.rule == .summaryMatchesData }
  }

  // MARK: No false alarms

  static let fixtureCharts: [String] =
    fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" }.map { "corpus/\($0)" }
    + fixtureNames(in: "charts", extensions: ["json"]).map { "charts/\($0)" }

  @Test(arguments: locales)
  func theGeneratedSummaryOfEveryChartAgreesWithItsDataInEachLanguage(locale: String) throws {
    #expect(Self.fixtureCharts.count > 60)
    let context = Self.context(locale)
    let variants: [SummaryOptions] = [
      SummaryOptions(context: context, verbosity: .brief), SummaryOptions(context: context),
      SummaryOptions(context: context, includeOrientation: true),
    ]
    for name in Self.fixtureCharts {
      let described = try ChartFile.read(path: fixtureURL(name).path)
      for options in variants {
        described.summary = ChartSummarizer(options: options).summarize(described).summary
        let findings = contradictions(described, locale: locale)
        #expect(findings.isEmpty, "\(locale) \(name): \(described.summary ?? "") → \(findings.map(\.message))")
      }
    }
  }

  // MARK: Contradictions, with the context's language

  static let members: [Double] = [10, 12, 13, 16, 18, 21]

  @Test(arguments: [
    (
      "de_DE", "Die Mitgliederzahl ist gesunken.",
      "Die Zusammenfassung sagt „gesunken“, doch die Daten von Members zeigen einen signifikanten Aufwärtstrend von 10 members auf 21 members"
    ),
    (
      "de_DE", "Die Zahl der Mitglieder nahm im ersten Halbjahr deutlich ab.",
      "Die Zusammenfassung sagt „nahm ab“, doch die Daten von Members zeigen einen signifikanten Aufwärtstrend von 10 members auf 21 members"
    ),
    (
      "de_DE", "Die Mitglieder stiegen von 10 auf 17.",
      "Die Zusammenfassung sagt „von 10 auf 17“, doch kein Wert in den Daten beträgt 17"
    ),
    (
      "de_DE", "Ein Höchstwert von 22 Mitgliedern.",
      "Die Zusammenfassung sagt „Höchstwert von 22“, doch kein Wert in den Daten beträgt 22"
    ),
    (
      "de_DE", "Die Mitglieder stiegen 12 Monate lang.",
      "Die Zusammenfassung sagt „12 Monate“, doch die Daten umfassen 6 Punkte"
    ),
    ("de_DE", "Alle 5 Punkte stiegen.", "Die Zusammenfassung sagt „5 Punkte“, doch die Daten umfassen 6 Punkte"),
    (
      "fr_FR", "Le nombre de membres a baissé.",
      "le résumé dit «\u{00A0}baissé\u{00A0}», mais les données de la série «\u{00A0}Members\u{00A0}» montrent une tendance significative à la hausse, de 10 members à 21 members"
    ),
    (
      "fr_FR", "Les membres sont passés de 10 à 17.",
      "le résumé dit «\u{00A0}de 10 à 17\u{00A0}», mais aucune valeur des données n'est égale à 17"
    ),
    (
      "fr_FR", "Un maximum de 22 membres.",
      "le résumé dit «\u{00A0}maximum de 22\u{00A0}», mais aucune valeur des données n'est égale à 22"
    ),
    (
      "fr_FR", "Les membres ont augmenté pendant 12 mois.",
      "le résumé dit «\u{00A0}12 mois\u{00A0}», mais les données comptent 6 points"
    ),
    (
      "fr_FR", "Les 5 points ont augmenté.",
      "le résumé dit «\u{00A0}5 points\u{00A0}», mais les données comptent 6 points"
    ),
    (
      "es_ES", "Los miembros cayeron.",
      "el resumen dice «cayeron», pero los datos de la serie «Members» muestran una tendencia significativa al alza, de 10 members a 21 members"
    ),
    ("es_ES", "Los miembros pasaron de 10 a 17.", "el resumen dice «de 10 a 17», pero ningún valor de los datos es 17"),
    ("es_ES", "Los miembros alcanzaron 22.", "el resumen dice «alcanzaron 22», pero ningún valor de los datos es 22"),
    (
      "es_ES", "Los miembros aumentaron durante 12 meses.", "el resumen dice «12 meses», pero los datos tienen 6 puntos"
    ),
    ("es_ES", "Los 5 puntos subieron.", "el resumen dice «5 puntos», pero los datos tienen 6 puntos"),
  ])
  func contradictingSummariesInEachLanguage(locale: String, summary: String, message: String) throws {
    let findings = contradictions(try chart(line(summary: summary, ys: Self.members)), locale: locale)
    #expect(findings.map(\.message) == [message])
    #expect(findings.first?.pointer == "/summary")
  }

  @Test func theMeasurementsAreTheSameInEveryLanguage() throws {
    let cases = [
      ("en_US", "Members fell.", "de_DE", "Die Mitglieder sind gesunken."),
      ("en_US", "Members rose from 10 to 17.", "fr_FR", "Les membres sont passés de 10 à 17."),
      ("en_US", "All 5 points rose.", "es_ES", "Los 5 puntos subieron."),
    ]
    let expected: [[String]] = [
      ["word", "series", "trend"], ["phrase", "number"], ["phrase", "number", "pointCount"],
    ]
    for ((englishLocale, english, locale, translated), keys) in zip(cases, expected) {
      let a = contradictions(try chart(line(summary: english, ys: Self.members)), locale: englishLocale)
      let b = contradictions(try chart(line(summary: translated, ys: Self.members)), locale: locale)
      #expect(a.count == 1 && b.count == 1)
      guard let a = a.first?.measurements, let b = b.first?.measurements else { continue }
      #expect(a.members.map(\.key) == keys)
      #expect(b.members.map(\.key) == keys)
      // Only the quoted words differ.
      for (x, y) in zip(a.members, b.members) where !["word", "phrase"].contains(x.key) { #expect(x.value == y.value) }
    }
    let german = contradictions(
      try chart(line(summary: "Die Mitglieder sind gesunken.", ys: Self.members)), locale: "de_DE")
    #expect(
      german.first?.measurements
        == JSONObject([("word", .string("gesunken")), ("series", .string("Members")), ("trend", .string("increasing"))])
    )
  }

  // MARK: Numbers in the locale's form

  @Test(arguments: [
    // Grouping and decimals as the locale writes them.
    ("de_DE", "Die Mitglieder stiegen von 1.234,5 auf 1.500.", nil),
    (
      "de_DE", "Die Mitglieder stiegen von 1.234,5 auf 1.600.",
      "Die Zusammenfassung sagt „von 1.234,5 auf 1.600“, doch kein Wert in den Daten beträgt 1.600"
    ),
    ("es_ES", "Los miembros subieron de 1.234,5 a 1.500.", nil),
    (
      "es_ES", "Los miembros subieron de 1.234,5 a 1.600.",
      "el resumen dice «de 1.234,5 a 1.600», pero ningún valor de los datos es 1.600"
    ),
    ("fr_FR", "Les membres sont passés de 1\u{202F}234,5 à 1\u{00A0}500.", nil),
    ("fr_FR", "Les membres sont passés de 1 234,5 à 1 500.", nil),
    (
      "fr_FR", "Les membres sont passés de 1\u{202F}234,5 à 1\u{202F}600.",
      "le résumé dit «\u{00A0}de 1\u{202F}234,5 à 1\u{202F}600\u{00A0}», mais aucune valeur des données n'est égale à 1\u{202F}600"
    ),
    // English numbers whatever the locale.
    ("de_DE", "Members rose from 1,234.5 to 1,500.", nil),
    ("fr_FR", "Members rose from 1,234.5 to 1,500.", nil),
    (
      "de_DE", "Members rose from 1,234.5 to 1,700.",
      "Die Zusammenfassung sagt „from 1,234.5 to 1,700“, doch kein Wert in den Daten beträgt 1,700"
    ),
    // A number only the locale reads ("1.400,5") is checked in that reading.
    (
      "de_DE", "Die Mitglieder stiegen von 1.234,5 auf 1.400,5.",
      "Die Zusammenfassung sagt „von 1.234,5 auf 1.400,5“, doch kein Wert in den Daten beträgt 1.400,5"
    ),
    ("es_ES", "Un máximo de 1.500,0.", nil),
  ])
  func numbersInTheLocalesForm(locale: String, summary: String, message: String?) throws {
    let ys: [Double] = [1_000, 1_100, 1_234.5, 1_300, 1_400, 1_500]
    let findings = contradictions(try chart(line(summary: summary, ys: ys)), locale: locale)
    #expect(findings.map(\.message) == (message.map { [$0] } ?? []))
  }

  @Test(arguments: ["de_DE", "fr_FR", "es_ES", "en_US"])
  func aNumberBothConventionsReadMatchesWhenEitherReadingDoes(locale: String) throws {
    // "1.234" is 1234 in German and 1.234 in English; "1,234" the other way round.
    let small: [Double] = [1.1, 1.15, 1.2, 1.234, 1.3, 1.4]
    let large: [Double] = [1_100, 1_150, 1_200, 1_234, 1_300, 1_400]
    for ys in [small, large] {
      for summary in ["Members rose to a high of 1.234 in April.", "Members rose to a high of 1,234 in April."] {
        let written = summary.replacingOccurrences(of: "to a high of", with: "peaked at")
        #expect(contradictions(try chart(line(summary: written, ys: ys)), locale: locale).isEmpty, "\(written) \(ys)")
      }
    }
    // Neither reading is in the data: a contradiction.
    let findings = contradictions(try chart(line(summary: "Members peaked at 1.235.", ys: large)), locale: locale)
    #expect(findings.map { $0.measurements.members.first?.value } == [.string("peaked at 1.235")])
  }

  @Test func percentAfterASpaceAndNegativeSigns() throws {
    let shares: [Double] = [40, 45, 50, 55, 60, 65]
    let format = #""style": "percent""#
    for (locale, summary) in [
      ("de_DE", "Der Anteil stieg von 40 % auf 65 %."), ("fr_FR", "La part est passée de 40\u{00A0}% à 65\u{202F}%."),
      ("es_ES", "La proporción subió de 40 % a 65%."),
    ] {
      #expect(contradictions(try chart(line(summary: summary, ys: shares, format: format)), locale: locale).isEmpty)
    }
    let findings = contradictions(
      try chart(line(summary: "Der Anteil stieg von 40 % auf 70 %.", ys: shares, format: format)), locale: "de_DE")
    #expect(
      findings.map(\.message) == [
        "Die Zusammenfassung sagt „von 40 % auf 70 %“, doch kein Wert in den Daten beträgt 70 %"
      ])
    let temperatures: [Double] = [-5.5, -4, -2, 0, 2, 3]
    let celsius = #""style": "number", "unit": "°C""#
    for summary in ["Die Temperatur stieg von −5,5 auf 3.", "La température est passée de -5,5 à 3."] {
      #expect(
        contradictions(try chart(line(summary: summary, ys: temperatures, format: celsius)), locale: "fr_FR").isEmpty)
    }
    #expect(
      contradictions(
        try chart(line(summary: "Die Temperatur stieg von 5,5 auf 3.", ys: temperatures, format: celsius)),
        locale: "de_DE"
      ).map(\.message) == ["Die Zusammenfassung sagt „von 5,5 auf 3“, doch kein Wert in den Daten beträgt 5,5"])
  }

  @Test func scaleWordsOfEachLanguage() throws {
    let ys: [Double] = [1_200_000, 1_300_000, 1_500_000, 1_700_000, 2_000_000, 2_500_000]
    for (locale, summary) in [
      ("de_DE", "Die Mitglieder stiegen von 1,2 Mio. auf 2,5 Millionen."),
      ("fr_FR", "Les membres sont passés de 1,2 million à 2,5 millions."),
      ("es_ES", "Los miembros subieron de 1,2 millones a 2,5 millones."),
      ("es_ES", "Los miembros subieron de 1200 mil a 2500 mil."),
    ] {
      #expect(contradictions(try chart(line(summary: summary, ys: ys)), locale: locale).isEmpty, "\(summary)")
    }
    let findings = contradictions(
      try chart(line(summary: "Die Mitglieder stiegen von 1,2 Mio. auf 3,5 Millionen.", ys: ys)), locale: "de_DE")
    #expect(
      findings.map(\.message) == [
        "Die Zusammenfassung sagt „von 1,2 Mio auf 3,5 Millionen“, doch kein Wert in den Daten beträgt 3,5 Millionen"
      ])
  }

  /// Data counted in thousands, said at the next scale as the summaries say it: "2.94 million
  /// people" of 2,944 "thousands of people" (also « milliers de personnes », "miles de personas").
  @Test func numbersOfAUnitCountedInThousandsAtTheNextScale() throws {
    let ys: [Double] = [2_944, 3_100, 4_500, 6_000, 8_526, 15_352]
    for (locale, unit, summary) in [
      ("en_US", "thousands of people", "Unemployed rose from 2.94 million people to 15.4 million."),
      ("en_US", "thousand people", "Unemployed rose from 2.94 million people to 15.4 million."),
      ("fr_FR", "milliers de personnes", "Les chômeurs sont passés de 2,94 millions de personnes à 15,4 millions."),
      ("es_ES", "miles de personas", "Los parados pasaron de 2,94 millones de personas a 15,4 millones."),
    ] {
      let format = #""style": "number", "unit": "\#(unit)""#
      #expect(
        contradictions(try chart(line(summary: summary, ys: ys, format: format)), locale: locale).isEmpty,
        "\(unit): \(summary)")
    }
    // A wrong value at the next scale is still one.
    let format = #""style": "number", "unit": "thousands of people""#
    #expect(
      contradictions(
        try chart(line(summary: "Unemployed rose from 2.94 million people to 16.4 million.", ys: ys, format: format)),
        locale: "en_US"
      ).count == 1)
  }

  // MARK: Agreeing summaries

  @Test(arguments: [
    ("de_DE", "Die Mitglieder sind nicht gesunken: Sie stiegen von etwa 9 auf 21."),
    ("de_DE", "Die Mitgliederzahl stieg nicht, sie sank nie; sie lag zuletzt bei 21."),
    ("de_DE", "Die Zahl der Mitglieder nahm im ersten Halbjahr 2024 deutlich zu und erreichte 21."),
    ("de_DE", "Anstieg von 10 im Januar auf 21 im Juni 2024, 6 Datenpunkte in 6 Monaten."),
    ("de_DE", "Die Mitglieder stiegen vom 5. März bis 1. Juni, von 5. März bis 1. Juni, über 12 Monate."),
    ("de_DE", "Im März 2024 waren es 13 Mitglieder, knapp 9 weniger als die Spitze von rund 22."),
    ("de_DE", "Die Mitglieder stiegen von 10 auf 21, ein Plus von mehr als 10 Mitgliedern um 14:30 Uhr."),
    ("fr_FR", "Les membres n'ont pas baissé : ils sont passés d'environ 9 à 21."),
    ("fr_FR", "Le nombre ne baisse pas ; il atteint 21 le 1er juin 2024."),
    ("fr_FR", "Hausse de 10 en janvier à 21 en juin, soit 6 points de données sur 6 mois."),
    ("fr_FR", "Les membres ont augmenté de 65 % le 5 mars, de 10 à 21 au total."),
    ("fr_FR", "Le maximum de 21 a été atteint le 5 mars 2024, près de 25 au-dessus de la moyenne."),
    ("fr_FR", "« Hausse » : de 10 à 21, 3 valeurs sur 6 au-dessus de 14."),
    ("es_ES", "Los miembros no bajaron: subieron de unos 9 a 21."),
    ("es_ES", "El número de miembros aumentó del 5 de marzo de 2024 al 1 de junio de 2024."),
    ("es_ES", "Los miembros alcanzaron un máximo de 21 el 5 de marzo de 2024, casi 30 más que en 2023."),
    ("es_ES", "Aumento de 10 en enero a 21 en junio, 6 puntos en 6 meses."),
    ("es_ES", "«Subida»: de 10 a 21, un aumento de más de 10 en 5 meses."),
    ("es_ES", "Subieron del 1.º de enero al 21."),
    ("de_DE", "Von 6 Werten fehlt keiner; die Zahl stieg von 10 auf 21."),
    // English, checked with a German context.
    ("de_DE", "Members did not fall: they rose from about 9 to 21 over 6 months, 6 data points."),
    ("de_DE", "Membership grew from 10 in January to 21 in June."),
  ])
  func agreeingSummariesInEachLanguage(locale: String, summary: String) throws {
    let findings = contradictions(try chart(line(summary: summary, ys: Self.members)), locale: locale)
    #expect(findings.isEmpty, "\(findings.map(\.message))")
  }

  @Test func datesAreNotReadAsValues() throws {
    // Without reading the dates, each would compare 5 (not in the data).
    for (locale, summary) in [
      ("de_DE", "Die Mitglieder stiegen von 5. März bis 10. Juni."),
      ("es_ES", "Los miembros subieron del 5 de marzo de 2024 al 10 de junio de 2024."),
      ("fr_FR", "Les membres ont culminé à 5 mars."),
      ("en_US", "Members rose from 5 March to 10 June."),
    ] {
      #expect(contradictions(try chart(line(summary: summary, ys: Self.members)), locale: locale).isEmpty, "\(summary)")
    }
    // The same without dates is checked.
    #expect(
      contradictions(
        try chart(line(summary: "Die Mitglieder stiegen von 5 bis 10.", ys: Self.members)), locale: "de_DE"
      )
      .map(\.message) == ["Die Zusammenfassung sagt „von 5 bis 10“, doch kein Wert in den Daten beträgt 5"])
  }

  @Test func anEnglishSummaryWithAGermanContext() throws {
    let ys: [Double] = [1_000, 1_100, 1_234.5, 1_300, 1_400, 1_500]
    let described = try chart(line(summary: "Members fell from 1,234.5 to 1,500 over 12 months.", ys: ys))
    #expect(
      contradictions(described, locale: "de_DE").map(\.message) == [
        "Die Zusammenfassung sagt „fell“, doch die Daten von Members zeigen einen signifikanten Aufwärtstrend von 1.000 members auf 1.500 members",
        "Die Zusammenfassung sagt „12 months“, doch die Daten umfassen 6 Punkte",
      ])
    #expect(
      contradictions(described, locale: "en_US").map(\.message) == [
        "the summary says \"fell\", but Members rises from 1,000 members to 1,500 members (a significant trend up)",
        "the summary says \"12 months\", but the data has 6 points",
      ])
  }

  @Test func severalSeries() throws {
    let points = { (ys: [Int]) in
      ys.enumerated().map { #"{ "x": "2024-0\#($0.offset + 1)-01", "y": \#($0.element) }"# }.joined(separator: ", ")
    }
    let json = #"""
      { "title": "Visits", "summary": "SUMMARY",
        "xAxis": { "kind": "date", "title": "Month", "format": { "style": "date", "date": "monthYear" } },
        "yAxis": { "kind": "numeric", "title": "Visits", "format": { "style": "number", "unit": "visits" } },
        "series": [
          { "name": "Web", "isContinuous": true, "points": [\#(points([30, 27, 25, 22, 19, 15]))] },
          { "name": "Shop", "isContinuous": true, "points": [\#(points([20, 18, 17, 15, 12, 10]))] } ] }
      """#
    func check(_ summary: String, _ locale: String) throws -> [String] {
      contradictions(try chart(json.replacingOccurrences(of: "SUMMARY", with: summary)), locale: locale).map(\.message)
    }
    #expect(
      try check("Alle 5 Punkte stiegen.", "de_DE") == [
        "Die Zusammenfassung sagt „stiegen“, doch die Daten von Web zeigen einen signifikanten Abwärtstrend von 30 visits auf 15 visits",
        "Die Zusammenfassung sagt „5 Punkte“, doch die Daten umfassen 12 Punkte in 2 Reihen",
      ])
    #expect(
      try check("Les 5 points ont progressé.", "fr_FR") == [
        "le résumé dit «\u{00A0}progressé\u{00A0}», mais les données de la série «\u{00A0}Web\u{00A0}» montrent une tendance significative à la baisse, de 30 visits à 15 visits",
        "le résumé dit «\u{00A0}5 points\u{00A0}», mais les données comptent 12 points dans 2 séries",
      ])
    #expect(
      try check("Los 5 puntos crecieron.", "es_ES") == [
        "el resumen dice «crecieron», pero los datos de la serie «Web» muestran una tendencia significativa a la baja, de 30 visits a 15 visits",
        "el resumen dice «5 puntos», pero los datos tienen 12 puntos en 2 series",
      ])
    #expect(
      try check("All 5 points rose.", "en_US") == [
        "the summary says \"rose\", but Web falls from 30 visits to 15 visits (a significant trend down)",
        "the summary says \"5 points\", but the data has 12 points in 2 series",
      ])
    #expect(
      try check("Die Besuche sind nicht gestiegen; sie gingen im ersten Halbjahr zurück, 12 Punkte.", "de_DE").isEmpty)
  }

  @Test func messagesWithoutANameOrFirstAndLastValuesAndWithOnePoint() {
    let direction: [String: MessageArgument] = [
      "word": "rose", "named": .flag(false), "series": "", "direction": "down", "first": "", "last": "",
    ]
    let count: [String: MessageArgument] = ["phrase": "5 points", "pointCount": .count(1), "seriesCount": .count(1)]
    let expected: [(LanguagePack, String, String)] = [
      (
        .english, "the summary says \"rose\", but the series falls (a significant trend down)",
        "the summary says \"5 points\", but the data has 1 points"
      ),
      (
        .german, "Die Zusammenfassung sagt „rose“, doch die Daten der Reihe zeigen einen signifikanten Abwärtstrend",
        "Die Zusammenfassung sagt „5 points“, doch die Daten umfassen 1 Punkt"
      ),
      (
        .french,
        "le résumé dit «\u{00A0}rose\u{00A0}», mais les données de la série montrent une tendance significative à la baisse",
        "le résumé dit «\u{00A0}5 points\u{00A0}», mais les données comptent 1 point"
      ),
      (
        .spanish, "el resumen dice «rose», pero los datos de la serie muestran una tendencia significativa a la baja",
        "el resumen dice «5 points», pero los datos tienen 1 punto"
      ),
    ]
    for (pack, directionMessage, countMessage) in expected {
      #expect(pack.text("audit.summary.direction", direction, in: .audit) == directionMessage)
      #expect(pack.text("audit.summary.count", count, in: .audit) == countMessage)
    }
  }

  @Test func categoriesWrittenAsNumbersAreValues() throws {
    let json = #"""
      { "title": "Sales", "summary": "SUMMARY",
        "xAxis": { "kind": "categorical", "title": "Year", "categories": ["2020", "2021", "2022", "2023"] },
        "yAxis": { "kind": "numeric", "title": "Sales", "format": { "style": "number", "unit": "units" } },
        "series": [{ "name": "Sales", "points": [
          { "x": "2020", "y": 5 }, { "x": "2021", "y": 7 }, { "x": "2022", "y": 8 }, { "x": "2023", "y": 11 } ] }] }
      """#
    for (locale, summary) in [
      ("de_DE", "Der Umsatz stieg von 2020 bis 2023."), ("en_US", "Sales rose from 2020 to 2023."),
      ("fr_FR", "Les ventes ont progressé de 2020 à 2023."),
    ] {
      let described = try chart(json.replacingOccurrences(of: "SUMMARY", with: summary))
      #expect(contradictions(described, locale: locale).isEmpty, "\(summary)")
    }
    let described = try chart(json.replacingOccurrences(of: "SUMMARY", with: "Der Umsatz stieg von 2019 bis 2023."))
    #expect(
      contradictions(described, locale: "de_DE").map(\.message) == [
        "Die Zusammenfassung sagt „von 2019 bis 2023“, doch kein Wert in den Daten beträgt 2019"
      ])
  }
}
