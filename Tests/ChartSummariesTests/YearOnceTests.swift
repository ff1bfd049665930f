import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// A summary of dates within one calendar year says the year with its first date only.
@Suite struct YearOnceTests {
  /// Daily values from May 1 to May 11 of `year`, the high (9) on May 3 and the low (1) on May 11, plus
  /// `more` extra days after May 11.
  static func days(startingIn year: Int, more: Int = 0) -> AXChartDescriptor {
    let x = (0..<(11 + more)).map { Charts.date(year, 5, 1) + Double($0) * 86_400 }
    let y: [Double?] = [5, 6, 9, 5, 5, 4, 5, 3, 2, 2, 1] + Array(repeating: 1, count: more)
    return Charts.line(x: x, y: y, title: "Level", xTitle: "Date", xKind: .date)
  }

  @Test func theFirstDateKeepsItsYearAndTheOthersDropIt() {
    let summary = Self.days(startingIn: 2013).summary(orientation: true).summary
    #expect(summary.contains("from May 1, 2013 to May 11."), "\(summary)")
    #expect(!summary.contains("May 11, 2013"), "\(summary)")
    #expect(!summary.contains("May 3, 2013"), "\(summary)")
    let german = Self.days(startingIn: 2013).summary(locale: "de_DE", orientation: true).summary
    #expect(german.contains("vom 1. Mai 2013 bis zum 11. Mai."), "\(german)")
    // "1. Mai 2013" inside "11. Mai 2013" is not the first of May.
    #expect(!german.contains("11. Mai 2013"), "\(german)")
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
