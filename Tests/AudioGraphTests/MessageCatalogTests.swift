import AudioGraph
import ChartAccessibility
import Testing

/// AudioGraph's messages: its catalog is complete in every built-in language.
@Suite struct MessageCatalogTests {
  @Test func theCatalogIsCompleteInEveryBuiltInLanguage() {
    #expect(MessageCatalog.audioGraph.translationProblems.isEmpty, "\(MessageCatalog.audioGraph.translationProblems)")
    #expect(MessageCatalog.audioGraph.builtInLanguages == ["de", "es", "fr"])
    #expect(MessageCatalog.audioGraph.name == "AudioGraph")
  }
}
