import ChartAccessibility
import ChartAudit
import Testing

/// ChartAudit's messages: its catalog is complete in every built-in language.
@Suite struct MessageCatalogTests {
  @Test func theCatalogIsCompleteInEveryBuiltInLanguage() {
    #expect(MessageCatalog.audit.translationProblems.isEmpty, "\(MessageCatalog.audit.translationProblems)")
    #expect(MessageCatalog.audit.builtInLanguages == ["de", "es", "fr"])
    #expect(MessageCatalog.audit.name == "ChartAudit")
  }
}
