import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

/// Stacked, normalized and grouped bars and stacked areas of real data (Fixtures/stacks: Iowa's
/// electricity by source, Nightingale's Crimean War deaths by cause, U.S. job changes by sector,
/// barley yields by site and year, all from vega-datasets) against the figures
/// Scripts/stacks/truth.py computes with pandas, and what the summaries must and must not say.
@Suite struct StackTests {
  /// Fixtures/stacks/truth.json (read each time: `Any` is not sendable).
  static var truth: [String: Any] {
    let data = try! Data(contentsOf: fixtureURL("stacks/truth.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }
  static let files = truth.keys.sorted()

  /// The fixture read as `--chart` reads it: the CSV chart, its series declared layers of `kind`.
  static func chart(
    _ name: String, kind: ChartKind = .stackedBar, context: FormattingContext = .default
  ) throws -> AXChartDescriptor {
    let bytes = Array(try Data(contentsOf: fixtureURL("stacks/\(name)")))
    let chart = try CSVChart.decode(bytes, fileName: name, context: context)
    chart.setLayered(kind)
    return chart
  }

  static func close(_ a: Double?, _ b: Any?) -> Bool {
    guard let a, let b = b as? Double else { return a == nil && (b == nil || b is NSNull) }
    return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
  }

  /// The x value at `index` as truth.py writes it: the category, the year, or the ISO date.
  static func xText(_ layout: StackLayout, _ index: Int) -> String {
    switch layout.xValues[index] {
    case .category(let name): return name
    case .number(let x):
      if abs(x) > 100_000 {
        return ISO8601DateFormatter.string(
          from: Date(timeIntervalSince1970: x), timeZone: TimeZone(identifier: "UTC")!, formatOptions: .withFullDate)
      }
      return String(Int(x))
    }
  }

  @Test(arguments: files)
  func figuresMatchPandas(name: String) throws {
    let truth = Self.truth[name] as! [String: Any]
    let chart = try Self.chart(name)
    let layout = StackLayout(chart: chart)
    let statistics = StackStatistics(values: layout.values)
    #expect(statistics.count == truth["count"] as! Int)
    let totals = truth["totals"] as! [Double]
    #expect(statistics.totals.count == totals.count)
    for (found, expected) in zip(statistics.totals, totals) { #expect(Self.close(found, expected)) }
    for (key, found) in [("highestTotal", statistics.highestTotal), ("lowestTotal", statistics.lowestTotal)] {
      let expected = truth[key] as! [String: Any]
      let at = try #require(found)
      #expect(Self.close(at.value, expected["value"]), "\(key)")
      #expect(Self.xText(layout, at.index) == expected["x"] as! String, "\(key)")
    }
    let layers = truth["layers"] as! [[String: Any]]
    #expect(layout.layerNames == layers.map { $0["name"] as! String })
    for (index, layer) in layers.enumerated() {
      #expect(Self.close(statistics.sums[index], layer["sum"]), "sum of \(index)")
      #expect(Self.close(statistics.overallShares[index], layer["share"]), "share of \(index)")
      #expect(Self.close(statistics.firstShares[index], layer["firstShare"]), "first share of \(index)")
      #expect(Self.close(statistics.lastShares[index], layer["lastShare"]), "last share of \(index)")
      #expect(statistics.largestCounts[index] == layer["largestCount"] as! Int, "largest count of \(index)")
      #expect(statistics.negativeCounts[index] == layer["negativeCount"] as! Int, "negatives of \(index)")
    }
    #expect(statistics.leadChanges.map { Self.xText(layout, $0) } == truth["leadChanges"] as! [String])
    for (key, found) in [
      ("shareFall", statistics.shareFall), ("shareRise", statistics.shareRise), ("growth", statistics.growth),
    ] {
      guard let expected = truth[key] as? [String: Any] else {
        #expect(found == nil, "\(key)")
        continue
      }
      let change = try #require(found, "\(key)")
      #expect(layout.layerNames[change.layer] == expected["layer"] as! String, "\(key)")
      #expect(Self.close(change.from, expected["from"]), "\(key) from")
      #expect(Self.close(change.to, expected["to"]), "\(key) to")
    }
  }

  @Test func iowaMustSay() throws {
    let chart = try Self.chart("iowa-electricity.csv")
    let summary = ChartSummarizer(options: SummaryOptions(includeOrientation: true)).summarize(chart).summary
    for sentence in [
      "Stacked bar chart, 17 bars from 2001 to 2017.",
      "3 layers, bottom to top: Fossil Fuels, Nuclear Energy and Renewables.",
      "Fossil Fuels was the largest part in every bar.",
      "Shares of the whole: Fossil Fuels 72%, Renewables 19% and Nuclear Energy 9.3%.",
      "From 2001 to 2017, the share of Fossil Fuels fell from 87% to 52% while that of Renewables rose from 3.5% to 39%.",
      "Renewables grew the most, from 1,437 to 21,933.",
    ] {
      #expect(summary.contains(sentence), "missing: \(sentence)\nin: \(summary)")
    }
    #expect(summary.contains("Total"), "the total's story: \(summary)")
    #expect(!summary.contains("below zero"))
  }

  @Test func normalizedTellsSharesNotTotals() throws {
    let chart = try Self.chart("iowa-electricity.csv", kind: .normalizedBar)
    let summary = ChartSummarizer(options: SummaryOptions(includeOrientation: true)).summarize(chart).summary
    #expect(summary.hasPrefix("Normalized bar chart, 17 bars from 2001 to 2017."))
    #expect(summary.contains("the share of Fossil Fuels fell from 87% to 52%"))
    #expect(!summary.contains("Total"), "a normalized chart shows no totals: \(summary)")
    #expect(!summary.contains("grew the most"))
    let lines = ChartSummarizer().distributionPointLines(chart) ?? []
    #expect(lines.first == "2001: Fossil Fuels 87%, Nuclear Energy 9.5%, Renewables 3.5%, of 40,651.")
  }

  @Test func employmentStacksBelowZero() throws {
    let chart = try Self.chart("employment-change.csv", kind: .stackedArea)
    let layout = StackLayout(chart: chart)
    // March 2009: goods −348, private services −438, government −16 (BLS, thousands).
    let march = try #require(layout.xValues.indices.first { Self.xText(layout, $0) == "2009-03-01" })
    #expect(layout.total(at: march) == -802)
    #expect(layout.values.map { $0[march] } == [-348, -438, -16])
    #expect(layout.segment(layer: 1, at: march) == (-348, -786))
    let extent = try #require(layout.extent)
    #expect(extent.lowerBound <= -802)
    let summary = ChartSummarizer().summarize(chart).summary
    #expect(
      summary.contains(
        "Goods-producing, Private service-providing and Government go below zero; values below zero stack downward from zero and subtract from the total."
      ), "\(summary)")
    #expect(chart.series.allSatisfy { $0.isContinuous })
  }

  @Test func relativeStackingPutsNegativesBelowZero() {
    let layout = StackLayout(
      xValues: [.category("A")], layerNames: ["a", "b", "c", "d"], values: [[3], [-2], [4], [-1]])
    #expect(layout.segment(layer: 0, at: 0) == (0, 3))
    #expect(layout.segment(layer: 1, at: 0) == (0, -2))
    #expect(layout.segment(layer: 2, at: 0) == (3, 7))
    #expect(layout.segment(layer: 3, at: 0) == (-2, -3))
    #expect(layout.total(at: 0) == 4)
    #expect(layout.extent == -3...7)
    #expect(layout.share(layer: 1, at: 0) == -0.2)
  }

  @Test func barleyGroupedSaysWhereTheLeadChanges() throws {
    let chart = try Self.chart("barley-sites.csv", kind: .groupedBar)
    let summary = ChartSummarizer(options: SummaryOptions(includeOrientation: true)).summarize(chart).summary
    #expect(
      summary
        == "Grouped bar chart, 6 groups. 2 series in each group: 1931 and 1932. 1931 was highest in 5 of the 6 categories, 1932 in 1. 1932 was highest in Morris."
    )
    #expect(!summary.contains("changed"), "sites have no order: no lead changes over them")
    let lines = ChartSummarizer().distributionPointLines(chart) ?? []
    #expect(lines[2] == "Morris: 1931 292.87, 1932 415.13; highest 1932.")
  }

  @Test func crimeaAreaMustSay() throws {
    let chart = try Self.chart("crimea.csv", kind: .stackedArea)
    let summary = ChartSummarizer(options: SummaryOptions(includeOrientation: true)).summarize(chart).summary
    #expect(summary.hasPrefix("Stacked area chart, 24 points from April 1854 to March 1856."), "\(summary)")
    #expect(summary.contains("Disease was the largest part in 19 of the 24 points."), "\(summary)")
    #expect(summary.contains("Shares of the whole: Disease 60%, Other 22% and Wounds 18%."), "\(summary)")
  }

  @Test(arguments: ["de_DE", "fr_FR", "es_ES"])
  func otherLanguagesSayTheShift(locale: String) throws {
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try Self.chart("iowa-electricity.csv", context: context)
    let summary = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    let expected =
      switch locale {
      case "de_DE":
        "Von 2001 bis 2017 fiel der Anteil von Fossil Fuels von 87\u{00A0}% auf 52\u{00A0}%, während der von Renewables von 3,5\u{00A0}% auf 39\u{00A0}% stieg."
      case "fr_FR":
        "De 2001 à 2017, la part de Fossil Fuels est tombée de 87\u{00A0}% à 52\u{00A0}%, tandis que celle de Renewables est montée de 3,5\u{00A0}% à 39\u{00A0}%."
      default:
        "De 2001 a 2017, la participación de Fossil Fuels bajó del 87\u{00A0}% al 52\u{00A0}%, mientras que la de Renewables subió del 3,5\u{00A0}% al 39\u{00A0}%."
      }
    #expect(summary.contains(expected), "\(summary)")
    #expect(!summary.contains("{"))
  }

  @Test func factsHoldTheShares() throws {
    let facts = ChartSummarizer().summarize(try Self.chart("iowa-electricity.csv")).facts
    guard case .object(let object) = facts, case .array(let layers)? = object["layers"],
      case .object(let renewables) = layers[2]
    else {
      Issue.record("no layers in the facts")
      return
    }
    #expect(object["kind"] == .string("stackedBar"))
    #expect(renewables["name"] == .string("Renewables"))
    #expect(renewables["largestCount"] == .number(0))
    guard case .object(let highest)? = object["highestTotal"] else {
      Issue.record("no highest total")
      return
    }
    #expect(highest["value"] == .number(57509))
  }
}
