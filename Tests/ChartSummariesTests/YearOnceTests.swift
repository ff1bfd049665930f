import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// A summary of dates within one calendar year says the year once: with its first date, or with
/// the end of the range it opens with.
@Suite struct YearOnceTests {
  /// Daily values from May 1 to May 11 of `year`, the high (9) on May 3 and the low (1) on May 11, plus
  /// `more` extra days after May 11.
  static func days(startingIn year: Int, more: Int = 0) -> AXChartDescriptor {
    let x = (0..<(11 + more)).map { Charts.date(year, 5, 1) + Double($0) * 86_400 }
    let y: [Double?] = [5, 6, 9, 5, 5, 4, 5, 3, 2, 2, 1] + Array(repeating: 1, count: more)
    return Charts.line(x: x, y: y, title: "Level", xTitle: "Date", xKind: .date)
  }

  @Test func theFirstDateKeepsItsYearAndTheOthersDropIt() {
    let summary = Self.days(startingIn: 2013).summary().summary
    #expect(
      summary.contains("from 5 on May 1, 2013 to 1 on May 11. It fell 89% from a peak of 9 on May 3 to 1 on May 11."),
      "\(summary)")
    #expect(summary.components(separatedBy: "2013").count == 2, "\(summary)")
    let german = Self.days(startingIn: 2013).summary(locale: "de_DE").summary
    #expect(
      german.contains(
        "von 5 am 1. Mai 2013 auf 1 am 11. Mai. Zwischenzeitlich fiel der Wert um 89\u{00A0}% von einem Höchststand von 9 am 3. Mai"
      ), "\(german)")
    #expect(german.components(separatedBy: "2013").count == 2, "\(german)")
  }

  @Test func aRangeTheTextOpensWithSaysTheYearAtItsEnd() {
    let summary = Self.days(startingIn: 2013).summary(orientation: true).summary
    #expect(summary.contains("11 points from May 1 to May 11, 2013."), "\(summary)")
    #expect(summary.components(separatedBy: "2013").count == 2, "\(summary)")
    let german = Self.days(startingIn: 2013).summary(locale: "de_DE", orientation: true).summary
    #expect(german.contains("vom 1. Mai bis zum 11. Mai 2013."), "\(german)")
    // "1. Mai 2013" inside "11. Mai 2013" is not the first of May.
    #expect(german.components(separatedBy: "2013").count == 2, "\(german)")
  }

  /// Monthly values of 2023: 120 in January, a peak of 260 in July, 210 in December.
  static var months: AXChartDescriptor {
    let y: [Double?] = [120, 135, 150, 160, 190, 230, 260, 240, 200, 170, 150, 210]
    let x = (1...12).map { Charts.date(2023, $0, 1) }
    return Charts.line(x: x, y: y, title: "Sales", xTitle: "Month", xKind: .date)
  }

  /// Per language: the body says the year with January only; the orientation opens with the
  /// range and says the year once, at its end.
  @Test(arguments: [
    (
      "en_US", "from 120 in January 2023 to a peak of 260 in July, then fell to 210 in December",
      "12 points from January to December 2023."
    ),
    (
      "de_DE", "von 120 im Januar 2023 auf einen Höchststand von 260 im Juli, dann Rückgang auf 210 im Dezember",
      "12 Punkte von Januar bis Dezember 2023."
    ),
    (
      "fr_FR", "de 120 en janvier 2023 à un pic de 260 en juillet, puis baisse jusqu'à 210 en décembre",
      "12 points de janvier à décembre 2023."
    ),
    (
      "es_ES", "desde 120 en enero de 2023 hasta un máximo de 260 en julio, luego descenso hasta 210 en diciembre",
      "12 puntos de enero a diciembre de 2023."
    ),
  ])
  func monthsSayTheirYearOnce(locale: String, body: String, opening: String) {
    let summary = Self.months.summary(locale: locale).summary
    #expect(summary.contains(body), "\(summary)")
    let oriented = Self.months.summary(locale: locale, orientation: true).summary
    #expect(oriented.contains(opening), "\(oriented)")
    #expect(oriented.components(separatedBy: "2023").count == 2, "\(oriented)")
  }

  @Test func datesAcrossTwoYearsKeepTheirYears() {
    // From May 1, 2013 over 260 days: into January 2014.
    let summary = Self.days(startingIn: 2013, more: 250).summary(orientation: true).summary
    #expect(summary.contains("from May 1, 2013 to January 16, 2014"), "\(summary)")
  }

  @Test func hoursDropTheYearAndKeepTheirTime() {
    let x = (0..<72).map { Charts.date(2013, 5, 1) + 4 * 3600 + Double($0) * 3600 }
    let y: [Double?] = (0..<72).map { 50 + 10 * sin(Double($0) * 2 * .pi / 24) }
    let chart = Charts.line(x: x, y: y, title: "Temperature", xTitle: "Time", xKind: .date)
    let summary = chart.summary(orientation: true).summary
    #expect(summary.contains("72 points from May 1, 2013 at 4:00 AM to May 4 at 3:00 AM."), "\(summary)")
    let spanish = chart.summary(locale: "es_ES", orientation: true).summary
    #expect(spanish.contains("del 1 de mayo de 2013 a las 4:00 al 4 de mayo a las 3:00."), "\(spanish)")
    let yearsAfterTheFirst = summary.components(separatedBy: "2013").count - 1
    #expect(yearsAfterTheFirst == 1, "\(summary)")
  }
}
