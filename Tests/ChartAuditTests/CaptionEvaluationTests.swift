import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import Foundation
import Testing

/// The labelled caption set (Fixtures/captions/captions.json, written by
/// Scripts/captions/make_captions.py from the corpus with pandas): the checker must meet the
/// targets of Fixtures/captions/RESULTS.md in every language: recall of each error type at least
/// 0.9, precision at least 0.95, true captions flagged at most 2 %, and no uncheckable caption
/// flagged.
@Suite struct CaptionEvaluationTests {
  struct Record {
    var id: String
    var chart: String
    var locale: String
    var label: String
    var caption: String
  }

  static let records: [Record] = {
    guard let data = try? Data(contentsOf: fixtureURL("captions/captions.json")),
      let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return list.compactMap { entry in
      guard let id = entry["id"] as? String, let chart = entry["chart"] as? String,
        let locale = entry["locale"] as? String, let label = entry["label"] as? String,
        let caption = entry["caption"] as? String
      else { return nil }
      return Record(id: id, chart: chart, locale: locale, label: label, caption: caption)
    }
  }()

  static let errorTypes = CaptionClaim.ErrorType.allCases.map(\.rawValue)

  @Test func theSetHasItsSize() {
    let english = Self.records.filter { $0.locale == "en_US" }
    #expect(english.count >= 300)
    #expect(Set(english.map(\.chart)).count >= 40)
    for locale in ["de_DE", "fr_FR", "es_ES"] { #expect(Self.records.filter { $0.locale == locale }.count >= 50) }
  }

  @Test(arguments: ["en_US", "de_DE", "fr_FR", "es_ES"])
  func meetsTheTargets(locale: String) throws {
    let records = Self.records.filter { $0.locale == locale }
    var checkers: [String: CaptionChecker] = [:]
    var flags: [(record: Record, types: Set<String>)] = []
    for record in records {
      if checkers[record.chart] == nil {
        let chart = try ChartFile.decode(Array(try Data(contentsOf: fixtureURL("corpus/\(record.chart)"))))
        checkers[record.chart] = CaptionChecker(
          chart: chart,
          context: FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!))
      }
      let result = checkers[record.chart]!.check(record.caption)
      flags.append((record, Set(result.claims.compactMap { $0.error?.rawValue })))
    }
    for type in Self.errorTypes {
      let injected = flags.filter { $0.record.label == type }
      let found = injected.filter { $0.types.contains(type) }
      let flagged = flags.filter { $0.types.contains(type) }
      #expect(!injected.isEmpty)
      let recall = Double(found.count) / Double(max(1, injected.count))
      let precision = flagged.isEmpty ? 1 : Double(found.count) / Double(flagged.count)
      #expect(
        recall >= 0.9,
        "\(locale) \(type): recall \(recall), missed \(injected.filter { !$0.types.contains(type) }.map(\.record.id))")
      #expect(
        precision >= 0.95,
        "\(locale) \(type): precision \(precision), wrong \(flagged.filter { $0.record.label != type }.map(\.record.id))"
      )
    }
    let truths = flags.filter { $0.record.label == "true" }
    let flaggedTruths = truths.filter { !$0.types.isEmpty }
    #expect(
      Double(flaggedTruths.count) <= 0.02 * Double(truths.count), "\(locale): \(flaggedTruths.map(\.record.id))")
    let uncheckable = flags.filter { $0.record.label == "uncheckable" }
    #expect(!uncheckable.isEmpty)
    #expect(uncheckable.allSatisfy { $0.types.isEmpty })
  }
}
