import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// `summarize --format json` exposes every fact the wording rests on: cycles, falls and rises
/// with their dates, level shifts, each series' clause, pooled and per-group correlation. Checked
/// on real data against the independent truth in Fixtures/corpus/truth.json.
@Suite struct FactsTests {
  func facts(_ file: String) throws -> [String: Any] {
    let chart = try ChartFile.read(path: fixtureURL("corpus/" + file).path, context: .default)
    let summary = ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(chart)
    let data = Data(summary.json.formattedText.utf8)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  func series(_ facts: [String: Any]) throws -> [[String: Any]] {
    let inner = try #require(facts["facts"] as? [String: Any])
    return try #require(inner["series"] as? [[String: Any]])
  }

  @Test func aCycleHasItsPeriodSwingAndStrength() throws {
    let co2 = try series(facts("co2-monthly.json"))[0]
    let cycle = try #require(co2["cycle"] as? [String: Any])
    // truth.json: period 12 months, swing about 6 ppm (sine fit 5.9)
    let period = try #require(cycle["period"] as? Double)
    #expect(Swift.abs(period / (365.2425 * 86_400) - 1) < 0.02)
    #expect(cycle["periodText"] as? String == "every year")
    #expect((5.0...7.0).contains(try #require(cycle["swing"] as? Double)))
    #expect(cycle["spoken"] as? Bool == true)
  }

  @Test func aFallHasBothDatesAndItsSize() throws {
    let sp = try series(facts("sp500-2007-2009.json"))[0]
    let fall = try #require(sp["largestFall"] as? [String: Any])
    // truth.json: largest relative fall 56.8% from 1,565.15 (2007-10-09) to 676.53 (2009-03-09)
    #expect(fall["startXText"] as? String == "October 9, 2007")
    #expect(fall["endXText"] as? String == "March 9, 2009")
    #expect(fall["startY"] as? Double == 1565.15)
    #expect(fall["endY"] as? Double == 676.53)
    #expect(Swift.abs(try #require(fall["relativeChange"] as? Double) + 0.5677) < 0.001)
  }

  @Test func aLevelShiftHasItsYearAndLevels() throws {
    let nile = try series(facts("nile-flow.json"))[0]
    let shift = try #require(nile["levelShift"] as? [String: Any])
    // truth.json: best split before 1899, means 1,097.75 and 849.97
    #expect(shift["x"] as? Double == 1899)
    #expect(Swift.abs(try #require(shift["before"] as? Double) - 1097.75) < 0.01)
    #expect(Swift.abs(try #require(shift["after"] as? Double) - 849.97) < 0.01)
    #expect(shift["strong"] as? Bool == true)
  }

  @Test func groupsAndPooledPointsHaveTheirCorrelations() throws {
    let all = try facts("iris-sepal.json")
    let chart = try #require((all["facts"] as? [String: Any])?["chart"] as? [String: Any])
    let pooled = try #require(chart["pooledRelationship"] as? [String: Any])
    // truth.json: pooled Pearson r -0.1176, setosa 0.7426
    #expect(Swift.abs(try #require(pooled["pearsonR"] as? Double) + 0.1176) < 0.0005)
    let setosa = try #require(try series(all).first { $0["name"] as? String == "setosa" })
    let relationship = try #require(setosa["relationship"] as? [String: Any])
    #expect(Swift.abs(try #require(relationship["pearsonR"] as? Double) - 0.7426) < 0.0005)
    #expect(relationship["strength"] as? String == "strong")
  }

  @Test func eachSeriesHasItsClause() throws {
    let stocks = try series(facts("stocks-five.json"))
    let aapl = try #require(stocks.first { $0["name"] as? String == "AAPL" })
    #expect((aapl["clause"] as? String)?.hasPrefix("AAPL rose sharply by 760%, from $25.94 to $223.02") == true)
  }
}
