import AudioGraph
import ChartAccessibility
import ChartAlternatives
import ChartAudit
import ChartSummaries
import Foundation
import Testing

@testable import AudioGraphCLI

/// Every catalog, from the model's to the command-line tool's: each module owns its sentences,
/// complete in every built-in language, with French typography.
@Suite struct MessageCatalogTests {
  /// The tool's catalog requires every other, so its catalogs are all of them.
  static let catalogs = MessageCatalog.cli.catalogs

  @Test func everyCatalogIsCompleteInEveryBuiltInLanguageAndOwnsItsKeys() {
    #expect(
      Self.catalogs.map(\.name).sorted() == [
        "AudioGraph", "AudioGraphCLI", "ChartAccessibility", "ChartAlternatives", "ChartAudit", "ChartSummaries",
      ])
    for catalog in Self.catalogs {
      #expect(catalog.translationProblems.isEmpty, "\(catalog.name): \(catalog.translationProblems)")
    }
    // Each family of keys lives with the module that speaks it.
    func owner(_ key: String) -> String? { Self.catalogs.first { $0.englishMessages[key] != nil }?.name }
    #expect(owner("cli.rendered") == "AudioGraphCLI")
    #expect(owner("audit.title") == "ChartAudit")
    #expect(owner("caption.claim") == "ChartAudit")
    #expect(owner("trend") == "ChartSummaries")
    #expect(owner("describe.dataPoints") == "ChartAccessibility")
    #expect(owner("explore.help1") == "AudioGraph")
    #expect(owner("page.summary") == "ChartAlternatives")
    #expect(MessageCatalog.cli.englishMessages.keys.allSatisfy { $0.hasPrefix("cli.") })
    #expect(MessageCatalog.audit.englishMessages.keys.allSatisfy { $0.hasPrefix("audit.") || $0.hasPrefix("caption.") })
    // The tool speaks the built-in languages.
    #expect(LanguagePack.french.text("cli.complete", in: .cli) == "Terminé.")
  }

  /// French typography in every message of every French catalog: a no-break space (U+00A0, or the
  /// narrow U+202F) before ":", ";", "?" and "!", after "«" and before "»", so a line never breaks
  /// before the sign, the location before a line of the tool too (`{file} : `, the caption
  /// report's `{source} : `, the audit report's `{file} : {place} : `). The one exception: a colon
  /// after a digit (a time "8:00", a ratio "4,5:1").
  @Test func everyFrenchMessageHasItsNoBreakSpaces() {
    var problems: [String] = []
    for catalog in Self.catalogs {
      let french = catalog.translation("fr") ?? [:]
      #expect(french.count == catalog.englishMessages.count, "\(catalog.name)")
      for (key, text) in french.sorted(by: { $0.key < $1.key }) {
        for pattern in [#"(?<![\u00A0\u202F0-9]):|(?<![\u00A0\u202F])[;?!]"#, #"«(?!\u00A0)|(?<!\u00A0)»"#] {
          if let range = text.range(of: pattern, options: .regularExpression) {
            let start = text.index(range.lowerBound, offsetBy: -20, limitedBy: text.startIndex) ?? text.startIndex
            let end = text.index(range.upperBound, offsetBy: 10, limitedBy: text.endIndex) ?? text.endIndex
            problems.append("\(key): …\(text[start..<end])…")
          }
        }
      }
    }
    #expect(problems.isEmpty, "French messages without a no-break space: \(problems)")
  }
}
