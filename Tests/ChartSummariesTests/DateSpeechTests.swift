import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// How x values are spoken in summaries and Chart Details: calendar days that never shift with
/// the display time zone, instants that do, "on" before dates with a time, quarters and years.
@Suite struct DateSpeechTests {
  static let zones = ["UTC", "America/New_York", "Asia/Tokyo", "Pacific/Kiritimati"]

  /// The summary (with orientation) and the Chart Details lines, as one text.
  func spoken(_ chart: AXChartDescriptor, zone: String = "UTC", locale: String = "en_US") -> String {
    let summary = ChartSummarizer(
      options: SummaryOptions(
        context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: zone)!),
        verbosity: .detailed, includeOrientation: true)
    ).summarize(chart)
    return ([summary.summary] + summary.detailLines).joined(separator: "\n")
  }

  /// A chart file with one line series; `x` are JSON values (quoted dates or numbers).
  func chartFile(x: [String], y: [Double], xAxis: String, zone: String = "UTC") throws -> AXChartDescriptor {
    let points = zip(x, y).map { #"{ "x": \#($0), "y": \#($1) }"# }.joined(separator: ", ")
    let json = #"""
      { "xAxis": \#(xAxis), "yAxis": { "kind": "numeric", "title": "Price" },
        "series": [{ "name": "Price", "isContinuous": true, "points": [\#(points)] }] }
      """#
    return try ChartFile.decode(
      Array(json.utf8),
      context: FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: zone)!))
  }

  static let monthlyPrices: [Double] = [25.94, 28.66, 33.95, 31.01, 21, 26.19, 25.41, 30.47, 12.88, 9.78, 8.25, 7.44]

  @Test func monthlyCalendarDaysReadTheSameInEveryTimeZone() throws {
    let months = (1...12).map { "\"2000-\($0 < 10 ? "0" : "")\($0)-01\"" }
    var texts: [String] = []
    for zone in Self.zones {
      let chart = try chartFile(
        x: months, y: Self.monthlyPrices, xAxis: #"{ "kind": "date", "title": "Month" }"#, zone: zone)
      texts.append(spoken(chart, zone: zone))
    }
    #expect(Set(texts).count == 1, "\(texts)")
    let text = texts[0]
    #expect(text.contains("in January 2000") && text.contains("in December 2000"), "\(text)")
    #expect(text.contains("per month"), "\(text)")
    for wrong in ["1999", "AM", "PM", " at January", " at December"] {
      #expect(!text.contains(wrong), "\(wrong): \(text)")
    }
  }

  @Test func datesBuiltInCodeAtMidnightUTCAreCalendarDaysToo() {
    let x = (1...12).map { Charts.date(2000, $0) }
    let chart = Charts.line(x: x, y: Self.monthlyPrices, title: "Price", xTitle: "Month", xKind: .date)
    let texts = Self.zones.map { spoken(chart, zone: $0) }
    #expect(Set(texts).count == 1)
    #expect(texts[0].contains("in January 2000") && !texts[0].contains("1999"), "\(texts[0])")
  }

  @Test func timestampsShiftWithTheTimeZoneAndTakeOn() throws {
    // Every six hours for two days: the dates carry a time of day.
    let hours = (0..<8).map { "\"2010-07-\(27 + $0 / 4)T\($0 % 4 * 6 < 10 ? "0" : "")\($0 % 4 * 6):00:00Z\"" }
    let y: [Double] = [10, 12, 15, 13, 16, 18, 21, 24]
    let utc = spoken(try chartFile(x: hours, y: y, xAxis: #"{ "kind": "date", "title": "Time" }"#))
    let newYork = spoken(
      try chartFile(x: hours, y: y, xAxis: #"{ "kind": "date", "title": "Time" }"#, zone: "America/New_York"),
      zone: "America/New_York")
    #expect(utc.contains("on July 27, 2010 at 12:00 AM") && utc.contains("on July 28, 2010 at 6:00 PM"), "\(utc)")
    #expect(
      newYork.contains("on July 26, 2010 at 8:00 PM") && newYork.contains("on July 28, 2010 at 2:00 PM"), "\(newYork)")
    for text in [utc, newYork] { #expect(!text.contains(" at July"), "\(text)") }
  }

  @Test func timesWithinOneDayAreSpokenAlone() throws {
    let hours = (14...18).map { "\"2010-07-28T\($0):00:00Z\"" }
    let text = spoken(try chartFile(x: hours, y: [20, 22, 25, 23, 21], xAxis: #"{ "kind": "date", "title": "Time" }"#))
    #expect(text.contains("at 4:00 PM") && text.contains("from 2:00 PM to 6:00 PM"), "\(text)")
    #expect(!text.contains("on July"), "\(text)")
  }

  @Test func datesAloneTakeInOrOn() throws {
    let years = spoken(
      try chartFile(
        x: ["\"2008\"", "\"2009\"", "\"2010\"", "\"2011\""], y: [1, 3, 2, 5],
        xAxis: #"{ "kind": "date", "title": "Year" }"#))
    #expect(years.contains("in 2008") && years.contains("in 2011"), "\(years)")
    let months = spoken(
      try chartFile(
        x: ["\"2010-01\"", "\"2010-02\"", "\"2010-03\""], y: [1, 2, 4], xAxis: #"{ "kind": "date", "title": "Month" }"#)
    )
    #expect(months.contains("in January 2010") && months.contains("in March 2010"), "\(months)")
    let days = spoken(
      try chartFile(
        x: ["\"2010-03-03\"", "\"2010-03-04\"", "\"2010-03-05\""], y: [1, 2, 4],
        xAxis: #"{ "kind": "date", "title": "Day" }"#))
    #expect(days.contains("on March 3, 2010") && days.contains("on March 5, 2010"), "\(days)")
  }

  @Test func quarterlyDataIsSpokenInQuarters() throws {
    let quarters = ["1980-01", "1980-04", "1980-07", "1980-10", "1981-01", "1981-04"].map { "\"\($0)-01\"" }
    let y: [Double] = [100, 98, 97, 101, 104, 105]
    for zone in Self.zones {
      let text = spoken(
        try chartFile(x: quarters, y: y, xAxis: #"{ "kind": "date", "title": "Quarter" }"#, zone: zone), zone: zone)
      #expect(text.contains("in Q1 1980") && text.contains("in Q2 1981"), "\(zone): \(text)")
      #expect(text.contains("per quarter"), "\(text)")
      #expect(!text.contains("April"), "\(text)")
    }
  }

  /// A quarter in prose is said in each language's words, never "Q1"/"T1" (read "Q one", "T
  /// one" by espeak-ng): "im ersten Quartal 1980", "au premier trimestre 1980", "en el primer trimestre de
  /// 1980", and a span of quarters takes the article of a span of days.
  @Test func quartersAreSpelledInEachLanguagesProse() throws {
    let quarters = ["1980-01", "1980-04", "1980-07", "1980-10", "1981-01", "1981-04"].map { "\"\($0)-01\"" }
    let chart = try chartFile(
      x: quarters, y: [100, 98, 97, 101, 104, 105], xAxis: #"{ "kind": "date", "title": "Quarter" }"#)
    let german = spoken(chart, locale: "de_DE")
    #expect(german.contains("6 Punkte vom ersten Quartal 1980 bis zum zweiten Quartal 1981."), "\(german)")
    #expect(german.contains("Erster Wert: 100 im ersten Quartal 1980."), "\(german)")
    #expect(german.contains("wobei x die Quartale seit dem ersten Quartal 1980 zählt"), "\(german)")
    let french = spoken(chart, locale: "fr_FR")
    #expect(french.contains("6 points du premier trimestre 1980 au deuxième trimestre 1981."), "\(french)")
    #expect(french.contains("Dernière valeur\u{00A0}: 105 au deuxième trimestre 1981."), "\(french)")
    #expect(french.contains("où x compte les trimestres depuis le premier trimestre 1980"), "\(french)")
    let spanish = spoken(chart, locale: "es_ES")
    #expect(spanish.contains("6 puntos del primer trimestre de 1980 al segundo trimestre de 1981."), "\(spanish)")
    #expect(spanish.contains("Primer valor: 100 en el primer trimestre de 1980."), "\(spanish)")
    #expect(spanish.contains("trimestres desde el primer trimestre de 1980"), "\(spanish)")
    // The summary itself (the first line) names no "Q1"/"T1" (read "Q one", "T one").
    for text in [german, french, spanish] {
      let summary = String(text.prefix { $0 != "\n" })
      #expect(summary.range(of: #"\b[QT][1-4]\b"#, options: .regularExpression) == nil, "\(summary)")
    }
  }

  /// A date with a time joins them as the language does: Spanish "a las 8:00" ("a la 1:00"), where
  /// ICU's pattern writes "12 de febrero de 2013, 8:00"; the others as ICU writes them.
  @Test func aDateWithATimeReadsAsEachLanguageSaysIt() {
    func text(_ locale: String, _ iso: String) -> String {
      let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
      let formatter = ValueFormatter(format: ValueFormat(style: .date(.dateTime)), valueKind: .date, context: context)
      return formatter.string(for: ISO8601DateFormatter().date(from: iso)!.timeIntervalSince1970)
    }
    #expect(text("es_ES", "2013-02-12T08:00:00Z") == "12 de febrero de 2013 a las 8:00")
    #expect(text("es_ES", "2013-02-12T01:30:00Z") == "12 de febrero de 2013 a la 1:30")
    #expect(text("es_ES", "2013-02-12T13:00:00Z") == "12 de febrero de 2013 a las 13:00")
    #expect(text("en_US", "2013-02-12T08:00:00Z") == "February 12, 2013 at 8:00 AM")
    #expect(text("de_DE", "2013-02-12T08:00:00Z") == "12. Februar 2013 um 08:00")
    #expect(text("fr_FR", "2013-03-01T08:00:00Z") == "1er mars 2013 à 08:00")
  }

  @Test func quarterlyDatesStayMonthsWhenTheAxisFormatSaysMonths() throws {
    let text = spoken(
      try chartFile(
        x: ["\"2024-01-01\"", "\"2024-04-01\"", "\"2024-07-01\"", "\"2024-10-01\""], y: [-4.3, 4.5, 16.4, 6.3],
        xAxis: #"{ "kind": "date", "title": "Month", "format": { "style": "date", "date": "monthYear" } }"#))
    #expect(text.contains("in January 2024") && text.contains("in October 2024") && !text.contains("Q1"), "\(text)")
  }

  static let wheat: (x: [Double], y: [Double]) = (
    [1565, 1600, 1650, 1700, 1750, 1800, 1810, 1821], [41, 60, 72, 45, 40, 79, 99, 54]
  )

  @Test(arguments: ["en_US", "de_DE"])
  func aYearAxisIsSpokenInYearsWithoutGrouping(locale: String) throws {
    // Built in code, titled Year: recognized by the title and values.
    let chart = Charts.line(x: Self.wheat.x, y: Self.wheat.y, title: "Wheat", xTitle: "Year")
    let text = spoken(chart, locale: locale)
    let year = locale == "de_DE" ? "im Jahr " : "in "
    #expect(
      text.contains(year + "1810") && text.contains(year + "1565") && text.contains(year + "1821"), "\(text)")
    for wrong in ["1,810", "1.810", "Year 1", "1,565", "1.565"] { #expect(!text.contains(wrong), "\(wrong): \(text)") }
    // Said by the chart file, whatever the title.
    let file = try chartFile(
      x: Self.wheat.x.map { "\(Int($0))" }, y: Self.wheat.y, xAxis: #"{ "kind": "year", "title": "Harvest" }"#)
    let fileText = spoken(file, locale: locale)
    #expect(
      fileText.contains(year + "1810") && !fileText.contains("1,810") && !fileText.contains("1.810"), "\(fileText)")
  }

  @Test func smallValuesOnAYearAxisStillCountYears() {
    let chart = Charts.line(x: (1...6).map(Double.init), y: [3, 4, 6, 7, 9, 12], title: "Savings", xTitle: "Year")
    let text = spoken(chart)
    #expect(text.contains("in Year 1") && text.contains("in Year 6"), "\(text)")
  }

  /// A numeric x axis titled with a counted unit in German, French or Spanish is spoken as the
  /// unit and its number, with each language's preposition and article.
  @Test(arguments: [
    ("Tag", "de_DE", "Price: Anstieg von 1 an Tag 1 auf 7 an Tag 4."),
    ("Woche", "de_DE", "Price: Anstieg von 1 in Woche 1 auf 7 in Woche 4."),
    ("Schritt", "de_DE", "Price: Anstieg von 1 bei Schritt 1 auf 7 bei Schritt 4."),
    ("Jour", "fr_FR", "Price\u{00A0}: hausse, de 1 au Jour 1 à 7 au Jour 4."),
    ("Semaine", "fr_FR", "Price\u{00A0}: hausse, de 1 à la Semaine 1 à 7 à la Semaine 4."),
    ("Étape", "fr_FR", "Price\u{00A0}: hausse, de 1 à l'Étape 1 à 7 à l'Étape 4."),
    ("Día", "es_ES", "Price: aumento de 1 el Día 1 a 7 el Día 4."),
    ("Semana", "es_ES", "Price: aumento de 1 en la Semana 1 a 7 en la Semana 4."),
    ("Paso", "es_ES", "Price: aumento de 1 en el Paso 1 a 7 en el Paso 4."),
    ("Day", "en_US", "Price rose from 1 on Day 1 to 7 on Day 4."),
    ("Minute", "en_US", "Price rose from 1 at Minute 1 to 7 at Minute 4."),
    ("Minute", "de_DE", "Price: Anstieg von 1 bei Minute 1 auf 7 bei Minute 4."),
    ("Minute", "fr_FR", "Price\u{00A0}: hausse, de 1 à la Minute 1 à 7 à la Minute 4."),
    ("Minuto", "es_ES", "Price: aumento de 1 en el Minuto 1 a 7 en el Minuto 4."),
    ("Seconde", "fr_FR", "Price\u{00A0}: hausse, de 1 à la Seconde 1 à 7 à la Seconde 4."),
    // An x that only numbers the points says so.
    ("Period", "en_US", "Price rose from 1 in Period 1 to 7 in Period 4."),
    ("Beobachtung", "de_DE", "Price: Anstieg von 1 bei Beobachtung 1 auf 7 bei Beobachtung 4."),
    ("Observation", "fr_FR", "Price\u{00A0}: hausse, de 1 à l'Observation 1 à 7 à l'Observation 4."),
    ("Muestra", "es_ES", "Price: aumento de 1 en la Muestra 1 a 7 en la Muestra 4."),
  ])
  func countedUnitsInEachLanguage(title: String, locale: String, expected: String) throws {
    let chart = try chartFile(
      x: ["1", "2", "3", "4"], y: [1, 3, 5, 7], xAxis: #"{ "kind": "numeric", "title": "\#(title)" }"#)
    let summary = ChartSummarizer(
      options: SummaryOptions(
        context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!))
    ).summarize(chart)
    #expect(summary.summary == expected)
  }

  /// French elides "de" before a start date that begins with a vowel: "(à partir d'août 2004)".
  @Test func aLaterStartElidesInFrench() throws {
    func series(_ name: String, months: ClosedRange<Int>) -> String {
      let points = months.map { #"{ "x": "2004-\#(String(format: "%02d", $0))-01", "y": \#($0 * 10) }"# }
      return #"{ "name": "\#(name)", "isContinuous": true, "points": [\#(points.joined(separator: ", "))] }"#
    }
    let json = #"""
      { "xAxis": { "kind": "date", "title": "Month" }, "yAxis": { "kind": "numeric", "title": "Price" },
        "series": [\#(series("A", months: 1...12)), \#(series("B", months: 8...12))] }
      """#
    let chart = try ChartFile.decode(Array(json.utf8))
    let french = ChartSummarizer(
      options: SummaryOptions(
        context: FormattingContext(locale: Locale(identifier: "fr_FR"), timeZone: TimeZone(identifier: "UTC")!))
    ).summarize(chart).summary
    #expect(french.contains("B (à partir d'août)"), "\(french)")
  }
}
