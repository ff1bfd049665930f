import ChartAccessibility
import ChartSummaries
import Testing

/// ChartSummaries' messages: its catalog is complete in every built-in language, and its messages
/// choose by select and plural.
@Suite struct MessageCatalogTests {
  @Test func theCatalogIsCompleteInEveryBuiltInLanguage() {
    #expect(MessageCatalog.summaries.translationProblems.isEmpty, "\(MessageCatalog.summaries.translationProblems)")
    #expect(MessageCatalog.summaries.builtInLanguages == ["de", "es", "fr"])
    #expect(MessageCatalog.summaries.requires == [.chartModel])
  }

  @Test func selectPluralAndPoundFillAMessage() {
    let pack = LanguagePack.english
    func text(_ pack: LanguagePack, _ key: String, _ arguments: [String: MessageArgument]) -> String {
      pack.text(key, arguments, in: .summaries)
    }
    #expect(text(pack, "missingValues", ["missing": .count(1), "total": .count(48)]) == "1 of 48 values is missing.")
    #expect(
      text(pack, "missingValues", ["missing": .count(12), "total": .count(48)]) == "12 of 48 values are missing.")
    #expect(text(pack, "interval.plusOrMinus", ["value": "2 bpm"]) == "plus or minus 2 bpm")
    #expect(
      text(pack, "interval.steady", ["level": "", "width": "plus or minus 2"])
        == "The uncertainty interval stays about plus or minus 2.")
    #expect(
      text(pack, "interval.steady", ["level": "95%", "width": "plus or minus 2"])
        == "The 95% interval stays about plus or minus 2.")
    #expect(text(.german, "missingValues", ["missing": .count(1), "total": .count(48)]) == "1 von 48 Werten fehlt.")
    #expect(
      text(.french, "missingValues", ["missing": .count(1), "total": .count(48)]) == "Il manque 1 valeur sur 48.")
    // A message of a required catalog is found through this one.
    #expect(text(pack, "describe.dataPoints", ["count": .count(3)]) == "3 data points")
  }
}
