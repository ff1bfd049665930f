import ChartAccessibility
import Foundation
import Testing
import TrendStatistics

/// The chart file's histogram and box-plot forms: values, bins with counts, box statistics;
/// round trips and located errors; and the CSV readings' errors.
@Suite struct DistributionFileTests {
  static func decode(_ text: String) throws(ChartFileError) -> AXChartDescriptor {
    try ChartFile.decode(Array(text.utf8), fileName: "chart.json")
  }

  static func problems(_ text: String) -> [String] {
    do {
      _ = try decode(text)
      return []
    } catch {
      guard case .invalid(let problems) = error else { return ["\(error)"] }
      return problems.map(\.description)
    }
  }

  @Test func valuesMakeAHistogramThatRoundTrips() throws {
    let chart = try Self.decode(
      """
      {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Age"}, "yAxis": {"title": "Count"},
       "series": [{"name": "Respondents", "values": [21, 22, 25, 31, 33, 34, 35, 38, 40, 47, 52, 58]}]}
      """)
    #expect(chart.kind == .histogram)
    let bins = try #require(chart.series[0].distribution?.bins)
    #expect(bins.edges == [20, 30, 40, 50, 60])
    #expect(bins.counts == [3, 5, 2, 2])
    // Apple-side points: bin middles and counts, labelled with the range.
    #expect(chart.series[0].dataPoints.map(\.x.number) == [25, 35, 45, 55])
    #expect(chart.series[0].dataPoints.map(\.y) == [3, 5, 2, 2])
    #expect(chart.series[0].dataPoints[0].label == "20–30")
    let written = try ChartFile.encode(chart)
    #expect(written.contains("\"values\""))
    #expect(!written.contains("\"points\""))
    let again = try ChartFile.decode(Array(written.utf8))
    #expect(again == chart)
  }

  @Test func givenEdgesBinTheValuesAndRoundTrip() throws {
    let chart = try Self.decode(
      """
      {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "x"},
       "series": [{"name": "", "values": [1, 2, 3, 4, 5, 6], "bins": {"edges": [0, 3, 6]}}]}
      """)
    #expect(chart.series[0].distribution?.bins == HistogramBins(edges: [0, 3, 6], counts: [2, 4]))
    let again = try ChartFile.decode(Array(try ChartFile.encode(chart).utf8))
    #expect(again == chart)
  }

  @Test func binsAndBoxStatisticsRoundTrip() throws {
    let chart = try Self.decode(
      """
      {"kind": "boxPlot", "xAxis": {"kind": "categorical", "title": "Class"}, "yAxis": {"title": "Score"},
       "series": [
        {"name": "7A", "box": {"min": 53, "q1": 64, "median": 70, "q3": 76.75, "max": 88, "n": 30, "outliers": [42]}},
        {"name": "7B", "values": [38, 48, 57, 58, 64, 72]}]}
      """)
    #expect(chart.kind == .boxPlot)
    #expect(chart.series[0].dataPoints.map(\.y) == [70])
    #expect(chart.series[0].dataPoints[0].x == .category("7A"))
    #expect(chart.series[1].distribution?.box?.median == 57.5)
    #expect((chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder == ["7A", "7B"])
    let again = try ChartFile.decode(Array(try ChartFile.encode(chart).utf8))
    #expect(again == chart)

    let binned = try Self.decode(
      """
      {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Minutes"},
       "series": [{"name": "", "bins": {"edges": [1.5, 2, 2.5], "counts": [55, 37]}}]}
      """)
    #expect(binned.series[0].dataPoints.map(\.x.number) == [1.75, 2.25])
    #expect(try ChartFile.decode(Array(try ChartFile.encode(binned).utf8)) == binned)
  }

  @Test func badDistributionsAreLocated() {
    #expect(
      Self.problems(
        """
        {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "x"},
         "series": [{"name": "", "bins": {"edges": [0, 2, 2, 3], "counts": [1, 2, 3]}}]}
        """) == ["chart.json: /series/0/bins/edges/2: bin edges must increase, but 2 follows 2"])
    #expect(
      Self.problems(
        """
        {"kind": "boxPlot", "xAxis": {"kind": "categorical", "title": "g"},
         "series": [{"name": "a", "box": {"min": 5, "q1": 4, "median": 6, "q3": 7, "max": 8, "n": 10}}]}
        """) == ["chart.json: /series/0/box: the five numbers must not decrease (min ≤ q1 ≤ median ≤ q3 ≤ max)"])
    #expect(
      Self.problems(
        """
        {"xAxis": {"kind": "numeric", "title": "x"}, "series": [{"name": "", "values": [1, 2]}]}
        """)
        == [
          "chart.json: /series/0/values: values belong to a histogram or box plot: add \"kind\": \"histogram\" or \"boxPlot\" to the chart"
        ])
    #expect(
      Self.problems(
        """
        {"kind": "histogam", "xAxis": {"kind": "numeric", "title": "x"}, "series": [{"name": "", "points": []}]}
        """)
        == [
          "chart.json: /kind: unknown chart kind \"histogam\"; did you mean \"histogram\"? (expected one of line, bar, scatter, pie, histogram, boxPlot, heatmap, candlestick, stackedBar, groupedBar, normalizedBar, stackedArea)"
        ])
    #expect(
      Self.problems(
        """
        {"kind": "boxPlot", "xAxis": {"kind": "categorical", "title": "g"},
         "series": [{"name": "a", "values": []}]}
        """) == ["chart.json: /series/0: the group \"a\" has no values"])
  }

  static func csvProblem(_ text: String, options: CSVDistribution.Options) -> String? {
    let bytes = Array(text.utf8)
    do {
      guard let plan = try CSVDistribution.decide(bytes, fileName: "data.csv", options: options) else { return nil }
      _ = try CSVDistribution.decode(bytes, fileName: "data.csv", plan: plan, options: options)
      return nil
    } catch {
      guard case .invalid(let problems) = error else { return "\(error)" }
      return problems.map(\.description).joined(separator: "\n")
    }
  }

  @Test func csvProblemsAreLocated() {
    #expect(
      Self.csvProblem("name\nAnna\nBert\n", options: .init(kind: .histogram))
        == "data.csv: line 2, column 1: name must hold numbers for a histogram, found \"Anna\"")
    #expect(
      Self.csvProblem("name,city\nAnna,Oslo\nBert,Rome\n", options: .init(kind: .histogram))
        == "data.csv: line 1: no column holds numbers only; name the values with --value-column")
    #expect(
      Self.csvProblem("name,age\nAnna,31\nBert,x\n", options: .init(kind: .histogram, valueColumn: "age"))
        == "data.csv: line 3, column 2: age must hold numbers for a histogram, found \"x\"")
    #expect(
      Self.csvProblem("class,score\nA,3\nA,4\nB,\nB,\n", options: .init(kind: .boxPlot))
        == "data.csv: the group \"B\" of class has no values in score")
    #expect(
      Self.csvProblem("class,score\nA,3\n", options: .init(kind: .boxPlot, valueColumn: "scor"))
        == "data.csv: line 1: --value-column \"scor\" is not a column; did you mean \"score\"? (columns: class, score)")
  }

  @Test func autoChoosesByTheFileShape() throws {
    let one = Array("age\n31\n45\n\n52\n".utf8)
    #expect(try CSVDistribution.decide(one, fileName: nil, options: .init())?.kind == .histogram)
    let grouped = Array("student,class,score\nA1,7A,3\nA2,7A,4\nB1,7B,5\nB2,7B,6\n".utf8)
    let plan = try #require(try CSVDistribution.decide(grouped, fileName: nil, options: .init()))
    #expect(plan.kind == .boxPlot && plan.valueColumn == "score" && plan.groupColumn == "class")
    #expect(plan.reason == "score by class, whose values repeat")
    // A line chart's file is none: x numbers and y numbers, or unique categories.
    #expect(try CSVDistribution.decide(Array("x,y\n1,2\n2,3\n3,5\n".utf8), fileName: nil, options: .init()) == nil)
    #expect(
      try CSVDistribution.decide(Array("fruit,sales\napple,2\npear,3\nplum,5\n".utf8), fileName: nil, options: .init())
        == nil)
    #expect(
      !CSVDistribution.mayBeDistribution(Array("date,y\n2020-01-01,2\n2020-01-01,3\n2020-01-02,5\n2020-01-02,5\n".utf8))
    )
  }
}

extension DistributionFileTests {
  @Test func aRowNumberColumnIsSkippedOnlyBesideValues() throws {
    let numbered = Array("id,feed,weight\n1,a,3\n2,a,4\n3,b,5\n4,b,6\n".utf8)
    #expect(try CSVDistribution.decide(numbered, fileName: nil, options: .init())?.valueColumn == "weight")
    // Values that happen to count up are still the values.
    let counting = Array("class,score\nA,1\nA,2\nB,3\nB,4\n".utf8)
    #expect(try CSVDistribution.decide(counting, fileName: nil, options: .init())?.valueColumn == "score")
  }
}
