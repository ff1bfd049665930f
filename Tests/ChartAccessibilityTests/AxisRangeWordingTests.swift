import ChartAccessibility
import Foundation
import Testing

/// The words around an axis' range in each language: a day takes an article or contraction in
/// some languages ("du 1er mars au 7 mars", "vom 1. März bis zum 7. März"), a bare year does not
/// ("von 2020 bis 2024", "entre 2020 et 2024"), and a Spanish percentage does ("del 0\u{00A0}% al 6\u{00A0}%").
@Suite struct AxisRangeWordingTests {
  static let yearsChart = #"""
    { "xAxis": { "kind": "date", "title": "Year", "format": { "style": "date", "date": "year" } },
      "yAxis": { "kind": "numeric", "title": "Share", "range": [0, 6], "format": { "style": "percent" } },
      "series": [{ "name": "Share", "points": [{ "x": "2020-01-01", "y": 1 }, { "x": "2024-01-01", "y": 5 }] }] }
    """#

  static func lines(_ locale: String, _ language: LanguagePack) throws -> [String] {
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: .gmt)
    let chart = try ChartFile.decode(Array(yearsChart.utf8), context: context)
    return chart.describeChartLines(language: language, locale: Locale(identifier: locale))
  }

  @Test func yearsAreARangeWithoutTheArticleOfADay() throws {
    #expect(try Self.lines("de_DE", .german)[1] == "X-Achse: Year. Zeitraum von 2020 bis 2024.")
    #expect(try Self.lines("fr_FR", .french)[1] == "Axe X\u{00A0}: Year. Dates comprises entre 2020 et 2024.")
    #expect(try Self.lines("es_ES", .spanish)[1] == "Eje X: Year. Fechas de 2020 a 2024.")
  }

  @Test func aSpanishPercentageRangeTakesTheArticle() throws {
    #expect(try Self.lines("es_ES", .spanish)[2] == "Eje Y: Share. Valores del 0\u{00A0}% al 6\u{00A0}%.")
    #expect(try Self.lines("de_DE", .german)[2] == "Y-Achse: Share. Werte von 0\u{00A0}% bis 6\u{00A0}%.")
  }

  /// A negative lower bound is said in words, and "del menos" is not Spanish: "de menos 3 % a 6 %"
  /// (the second review's last Spanish finding).
  @Test func aNegativeSpanishPercentageRangeTakesNoArticle() throws {
    let chart = Self.yearsChart.replacingOccurrences(of: #""range": [0, 6]"#, with: #""range": [-3, 6]"#)
    let context = FormattingContext(locale: Locale(identifier: "es_ES"), timeZone: .gmt)
    let lines = try ChartFile.decode(Array(chart.utf8), context: context)
      .describeChartLines(language: .spanish, locale: Locale(identifier: "es_ES"))
    #expect(lines[2] == "Eje Y: Share. Valores de menos 3\u{00A0}% a 6\u{00A0}%.")
  }
}
