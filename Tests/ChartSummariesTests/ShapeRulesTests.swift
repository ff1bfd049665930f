import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// The shape rules' figures in the facts, on real charts of the corpus, against the independent
/// truth of `Scripts/corpus/truth.py` (`Fixtures/corpus/truth.json`): level shifts, the average of
/// a noisy series without its one spike, and the lists and patterns Chart Details may claim.
@Suite struct ShapeRulesTests {
  /// The summary of a corpus chart.
  /// The first series' facts.
  static func seriesFacts(_ summary: ChartSummary) throws -> JSONObject {
    guard case .object(let facts) = summary.facts, case .array(let series)? = facts["series"],
      case .object(let first)? = series.first
    else { throw CocoaError(.coderValueNotFound) }
    return first
  }

  /// The first series' truth: a value at a path of keys.
  static func truth(_ file: String, _ path: String...) throws -> Any? {
    let data = try Data(contentsOf: fixtureURL("corpus/truth.json"))
    let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let chart = try #require(all[file] as? [String: Any])
    var value: Any? = (chart["series"] as? [[String: Any]])?.first
    for key in path { value = (value as? [String: Any])?[key] }
    return value
  }

  static func number(_ object: JSONObject, _ path: String...) -> Double? {
    var value: JSONValue? = .object(object)
    for key in path {
      guard case .object(let inner)? = value else { return nil }
      value = inner[key]
    }
    if case .number(let number)? = value { return number }
    return nil
  }

  static func bool(_ object: JSONObject, _ path: String...) -> Bool? {
    var value: JSONValue? = .object(object)
    for key in path {
      guard case .object(let inner)? = value else { return nil }
      value = inner[key]
    }
    if case .bool(let flag)? = value { return flag }
    return nil
  }

  /// Britain's coal-mining disasters: about 3.25 a year until 1886, 0.97 from 1887 (truth:
  /// levelShift). Flat levels (noise ratio 1.2) and a line that leaves 15% more error than the
  /// step (line ratio 0.87): a strong step, said with its year and both levels.
  @Test func coalMineDisastersStepIn1887() throws {
    let summary = try corpusSummary("coal-mine-disasters.json")
    let facts = try Self.seriesFacts(summary)
    #expect(Self.number(facts, "levelShift", "x") == 1887)
    #expect(try Self.truth("coal-mine-disasters.json", "levelShift", "firstAfter") as? Double == 1887)
    let before = try #require(try Self.truth("coal-mine-disasters.json", "levelShift", "meanBefore") as? Double)
    let after = try #require(try Self.truth("coal-mine-disasters.json", "levelShift", "meanAfter") as? Double)
    #expect(abs((Self.number(facts, "levelShift", "before") ?? 0) - before) < 1e-5)
    #expect(abs((Self.number(facts, "levelShift", "after") ?? 0) - after) < 1e-5)
    #expect(Self.bool(facts, "levelShift", "strong") == true)
    #expect(summary.summary.contains("The level dropped from about 3.3 disasters to about 0.97 in 1887."))
  }

  /// A beaver's body temperature steps up when it leaves its lodge: the levels wander (noise
  /// ratio 2.8, not strong) but stand 4 within-level deviations apart with a line ratio of 0.40,
  /// so the step is said, with the digits that tell 37.06 from 37.89 degrees.
  @Test func beaverTemperatureStepIsVisible() throws {
    let summary = try corpusSummary("beaver-body-temperature.json")
    let facts = try Self.seriesFacts(summary)
    #expect(Self.bool(facts, "levelShift", "strong") == false)
    #expect(Self.bool(facts, "levelShift", "spoken") == true)
    let after = try #require(try Self.truth("beaver-body-temperature.json", "levelShift", "meanAfter") as? Double)
    #expect(abs((Self.number(facts, "levelShift", "after") ?? 0) - after) < 1e-3)
    #expect(
      summary.summary.contains(
        "The level jumped from about 37.06 degrees Celsius to about 37.89 on November 3 at 3:20 PM."
      ))
  }

  /// Rwanda's visible step in 2003 gives way to the collapse of 1994 and the recovery after it,
  /// which are larger than the overall change.
  @Test func rwandaTellsTheCollapseNotAStep() throws {
    let summary = try corpusSummary("rwanda-life-expectancy.json")
    #expect(!summary.summary.contains("The level"))
    #expect(summary.summary.contains("It fell 74% from 50.5 years in 1990 to 13.2 in 1994"))
  }

  /// Newark's hourly wind: the 1,048 mph reading is named as far above its neighbours, so the
  /// average and the band leave it out (truth: spikes.without), and the sentence says so.
  @Test func newarkAverageLeavesOutTheSpike() throws {
    let file = "newark-wind-february-2013.json"
    let summary = try corpusSummary(file)
    let facts = try Self.seriesFacts(summary)
    let mean = try #require(try Self.truth(file, "spikes", "without", "mean") as? Double)
    let p10 = try #require(try Self.truth(file, "spikes", "without", "p10") as? Double)
    let p90 = try #require(try Self.truth(file, "spikes", "without", "p90") as? Double)
    #expect(abs((Self.number(facts, "shapeRules", "mean") ?? 0) - mean) < 1e-4)
    #expect(abs((Self.number(facts, "shapeRules", "bandLow") ?? 0) - p10) < 1e-4)
    #expect(abs((Self.number(facts, "shapeRules", "bandHigh") ?? 0) - p90) < 1e-4)
    #expect(Self.number(facts, "shapeRules", "leftOut") != nil)
    #expect(
      summary.summary.hasPrefix(
        "EWR showed no trend; leaving out one reading far from the rest, it scattered around an average of 10.7 mph"))
  }

  /// Zimbabwe's life expectancy rose to 64.9 years in 1986, fell to 44.7 in 2004 and recovered
  /// to 61.7 by 2016 (truth: max, min, last): the rise wins back 84% of the fall, more than
  /// ``recoveryMinimumShare`` of a half, so the path says the end is still below the peak.
  @Test func zimbabweEndsBelowItsEarlierPeak() throws {
    let file = "zimbabwe-life-expectancy.json"
    let summary = try corpusSummary(file)
    let facts = try Self.seriesFacts(summary)
    let peak = try #require(try Self.truth(file, "max", "y") as? Double)
    let last = try #require(try Self.truth(file, "last", "y") as? Double)
    let low = try #require(try Self.truth(file, "min", "y") as? Double)
    #expect((last - low) / (peak - low) >= 0.5)
    #expect(Self.bool(facts, "shapeRules", "recovery", "pastHigh") == false)
    #expect(Self.number(facts, "shapeRules", "recovery", "high") == peak)
    #expect(Self.number(facts, "shapeRules", "recovery", "end") == last)
    #expect(summary.summary.contains("in 2016, still below its earlier peak"))
  }

  /// Deaths from lung disease in Britain, 1974–1979: men's line is above women's in all 72
  /// months (truth: crossings count 0, aboveShare 1), and the summary says so.
  @Test func lungDeathsMenAboveWomenThroughout() throws {
    let data = try Data(contentsOf: fixtureURL("corpus/truth.json"))
    let all = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let chart = try #require(all["uk-lung-deaths-by-sex.json"] as? [String: Any])
    let pair = try #require((chart["crossings"] as? [[String: Any]])?.first)
    #expect(pair["count"] as? Int == 0)
    #expect(pair["aboveShare"] as? Double == 1)
    #expect(pair["first"] as? String == "Men")
    let summary = try corpusSummary("uk-lung-deaths-by-sex.json")
    #expect(summary.summary.contains("The Men line stays above the Women line throughout."))
  }

  /// The DAX's 24 unusual daily returns are counted and the three most extreme named, not all read.
  @Test func longOutlierListsAreCounted() throws {
    let summary = try corpusSummary("dax-daily-returns.json", verbosity: .detailed)
    let outliers = summary.features.filter { $0.kind == .outliers }.map(\.text)
    #expect(outliers == ["24 values, the 3 most extreme: 36, minus 9.179%; 1,652, minus 5.83%; 38, 5.207%"])
  }

  /// No corpus chart's Chart Details lists more than five unusual values, or claims a change
  /// point or a cycle on a line of fewer than 20 points.
  @Test(arguments: fixtureNames(in: "corpus", extensions: ["json"]).filter { $0 != "truth.json" })
  func detailsStayListenable(_ file: String) throws {
    let summary = try corpusSummary(file, verbosity: .detailed)
    for feature in summary.features where feature.kind == .outliers {
      let items = feature.text.components(separatedBy: "; ").count
      #expect(items <= 5, "\(feature.text)")
    }
    guard case .object(let facts) = summary.facts, case .array(let series)? = facts["series"] else { return }
    let short = series.contains { value in
      guard case .object(let object) = value, case .number(let count)? = object["count"] else { return false }
      return count < 20
    }
    if short, series.count == 1 {
      #expect(!summary.features.contains { $0.kind == .changePoint || $0.kind == .periodicity }, "\(summary.features)")
    }
  }
}
