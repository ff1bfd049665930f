import AudioGraphTestSupport
import Foundation
import Testing

@testable import ChartAccessibility
@testable import ChartSummaries

/// A chart file's plain points stay columns of numbers (16 bytes a point instead of an object of
/// 56), and the summarizer reads those columns without making point objects. The summary must be
/// the same, word for word and fact for fact, as the one of the same chart whose points are
/// objects.
@Suite struct PlainPointSummaryTests {
  /// A chart file with one series per entry of `series` (each a list of (x, y) texts).
  static func file(xKind: String = "numeric", continuous: Bool = true, _ series: [[(String, String)]]) -> String {
    let entries = series.enumerated().map { index, points in
      let list = points.map { #"{"x": \#($0.0), "y": \#($0.1)}"# }.joined(separator: ", ")
      return #"{"name": "S\#(index)", "isContinuous": \#(continuous), "points": [\#(list)]}"#
    }
    return #"""
      {"version": 1, "title": "T", "xAxis": {"kind": "\#(xKind)", "title": "X"}, "yAxis": {"title": "Level"},
       "series": [\#(entries.joined(separator: ", "))]}
      """#
  }

  /// A seeded random walk with a 50-point cycle, rounded to 0.01 (so some values are −0).
  static func walk(_ n: Int, seed: UInt64, x: (Int) -> String = { "\($0 + 1)" }) -> [(String, String)] {
    var generator = SplitMix64(seed: seed)
    var level = 0.3
    return (0..<n).map { index in
      level += Double.random(in: -1...1, using: &generator) * 0.2
      let y = level + 3 * sin(2 * Double.pi * Double(index) / 50)
      return (x(index), String(format: "%.2f", y))
    }
  }

  static let cases: [(String, String)] = {
    var generator = SplitMix64(seed: 11)
    let walk = Self.walk(3_000, seed: 1)
    var withNulls = walk
    for index in stride(from: 7, to: withNulls.count, by: 97) { withNulls[index].1 = "null" }
    let shuffled = Self.walk(600, seed: 2).shuffled(using: &generator)
    let grouped = (0..<400).map { ("\($0 % 50)", String(format: "%.1f", Double($0 % 50) * 0.5 + Double($0 % 7))) }
    let months = Self.walk(60, seed: 3) { index in
      "\"\(2000 + index / 12)-\(String(format: "%02d", index % 12 + 1))-01\""
    }
    let years = Self.walk(71, seed: 4) { "\(1950 + $0)" }
    return [
      ("walk with negative zeros", file([walk])),
      ("missing values", file([withNulls])),
      ("points out of x order", file([shuffled])),
      ("grouped x (a scatter plot)", file(continuous: false, [grouped])),
      ("monthly dates", file(xKind: "date", [months])),
      ("years", file([years])),
      ("two series", file([Self.walk(300, seed: 5), Self.walk(280, seed: 6)])),
      ("discrete points in x order", file(continuous: false, [Self.walk(40, seed: 7)])),
      ("one point", file([[("1", "-0")]])),
      ("two points", file([[("1", "2"), ("2", "-0.5")]])),
      ("constant", file([(0..<20).map { ("\($0)", "4") }])),
      ("zeros, some written −0", file([(0..<20).map { ("\($0)", $0 % 3 == 0 ? "0" : "-0") }])),
      ("−0 lowest, then a rise", file([(0..<20).map { ("\($0)", $0 < 10 ? "-0" : "\(Double($0 - 10) * 1.5)") }])),
      ("−0 highest, then a fall", file([(0..<20).map { ("\($0)", $0 < 10 ? "-0.0" : "-\(Double($0 - 10) * 1.5)") }])),
      ("more points than the exact Theil–Sen limit", file([Self.walk(201_000, seed: 8)])),
    ]
  }()

  @Test(arguments: cases.indices)
  func summariesOfColumnsAndOfObjectsAreTheSame(index: Int) throws {
    let (name, text) = Self.cases[index]
    let columns = try ChartFile.decode(Array(text.utf8))
    let objects = try ChartFile.decode(Array(text.utf8))
    for series in objects.series { _ = series.dataPoints }
    #expect(columns.series.allSatisfy { $0.plainPointColumns != nil }, "\(name)")
    #expect(objects.series.allSatisfy { $0.plainPointColumns == nil }, "\(name)")
    // (Brief and detailed wording; the largest chart only in detail, which says the most.)
    for verbosity in text.count > 1_000_000 ? [.detailed] : [SummaryOptions.Verbosity.brief, .detailed] {
      let options = SummaryOptions(verbosity: verbosity)
      let fromColumns = ChartSummarizer(options: options).summarize(columns)
      let fromObjects = ChartSummarizer(options: options).summarize(objects)
      #expect(fromColumns.summary == fromObjects.summary, "\(name)")
      #expect(fromColumns.detailLines == fromObjects.detailLines, "\(name)")
      #expect(fromColumns.json.formattedText == fromObjects.json.formattedText, "\(name)")
    }
    #expect(
      columns.series.allSatisfy { $0.plainPointColumns != nil }, "\(name): summarizing made no point objects")
  }
}
