import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility
@testable import ChartSummaries

/// What the second language review found, as rules over every chart of the real-data corpus in
/// French and Spanish, the summary and Chart Details at the detailed verbosity: a factor is a
/// multiplication (« multiplication par 51,7 », "se multiplicó por 51,7"), not the calque of
/// "by a factor of" (« d'un facteur 51,7 », "aumento de 51,7 veces", which also reads as "51.7
/// times over"); a Spanish percentage takes its article ("del 87 %", "en torno al 0,086 %").
@Suite struct CorpusWordingTests {
  static let files = fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" }

  static func lines(_ file: String, locale: String) throws -> [String] {
    let summary = try corpusSummary(file, locale: locale, verbosity: .detailed)
    return [summary.summary] + summary.detailLines
  }

  /// The matches of `pattern` in `lines`, with the file's name.
  static func found(_ pattern: String, in lines: [String], file: String) -> [String] {
    lines.filter { $0.range(of: pattern, options: .regularExpression) != nil }.map { "\(file): \($0)" }
  }

  @Test func aFactorIsAMultiplication() throws {
    var problems: [String] = []
    for file in Self.files {
      problems += Self.found(#"d'un facteur|\bfacteur [0-9]"#, in: try Self.lines(file, locale: "fr_FR"), file: file)
      problems += Self.found(
        #"\b(de|una|cada una) [0-9][0-9.,]* veces|\([0-9][0-9.,]* veces\)"#, in: try Self.lines(file, locale: "es_ES"),
        file: file)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(
      try corpusSummaryText("us-population-census.json", locale: "fr_FR").hasPrefix(
        "US population\u{00A0}: forte hausse (multiplication par 51,7), de 3,93 million people en 1790"))
    #expect(
      try corpusSummaryText("us-population-census.json", locale: "es_ES").hasPrefix(
        "US population: fuerte aumento (multiplicación por 51,7), de 3,93 million people en 1790"))
  }

  @Test func spanishPercentagesTakeTheArticle() throws {
    var problems: [String] = []
    for file in Self.files {
      problems += Self.found(
        #"\b(de|a|entre|y|subió|bajó|en torno a) [0-9][0-9.,]*\u{00A0}%"#, in: try Self.lines(file, locale: "es_ES"),
        file: file)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(
      try corpusSummaryText("presidential-approval.json", locale: "es_ES")
        == "Approval: fluctuaciones entre el 23\u{00A0}% y el 87\u{00A0}% sin tendencia clara, del 87\u{00A0}% en el segundo trimestre de 1945 al 24\u{00A0}% en el cuarto trimestre de 1974. El máximo del 87\u{00A0}% se alcanzó en el segundo trimestre de 1945 y el mínimo del 23\u{00A0}% en el cuarto trimestre de 1951. Faltan 6 de 120 valores."
    )
  }
}
