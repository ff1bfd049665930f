import ChartAccessibility
import ChartAlternatives
import Testing

/// ChartAlternatives's messages: its catalog is complete in every built-in language.
@Suite struct MessageCatalogTests {
  @Test func theCatalogIsCompleteInEveryBuiltInLanguage() {
    #expect(
      MessageCatalog.alternatives.translationProblems.isEmpty, "\(MessageCatalog.alternatives.translationProblems)")
    #expect(MessageCatalog.alternatives.builtInLanguages == ["de", "es", "fr"])
    #expect(MessageCatalog.alternatives.name == "ChartAlternatives")
  }
}
