import ChartAccessibility
import Foundation
import Testing
import TrendStatistics

/// A histogram's or box plot's series given as points with only y: the observations, read as
/// `values` are (and written back as `values`); points with x stay points.
@Suite struct DistributionPointsTests {
  static func decode(_ text: String) throws(ChartFileError) -> AXChartDescriptor {
    try ChartFile.decode(Array(text.utf8), fileName: "chart.json")
  }

  @Test func yOnlyPointsAreTheObservations() throws {
    let values = [21.0, 22, 25, 31, 33, 34, 35, 38, 40, 47, 52, 58]
    let points = values.map { "{\"y\": \(Int($0))}" }.joined(separator: ", ")
    let chart = try Self.decode(
      """
      {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Age"}, "yAxis": {"title": "Count"},
       "series": [{"name": "Respondents", "points": [\(points)]}]}
      """)
    let distribution = try #require(chart.series[0].distribution)
    #expect(distribution.values == values.sorted())
    // The same bins as the `values` form (DistributionFileTests): 20–30, 30–40, 40–50, 50–60.
    #expect(distribution.bins?.edges == [20, 30, 40, 50, 60])
    #expect(distribution.bins?.counts == [3, 5, 2, 2])
    #expect(chart.series[0].dataPoints.map(\.y) == [3, 5, 2, 2])
    let written = try ChartFile.encode(chart)
    #expect(written.contains("\"values\""))
    #expect(try ChartFile.decode(Array(written.utf8)) == chart)
  }

  @Test func yOnlyPointsOfABoxPlotGroup() throws {
    let chart = try Self.decode(
      """
      {"kind": "boxPlot", "xAxis": {"kind": "categorical", "title": "Class", "categories": ["7A"]},
       "yAxis": {"title": "Score"},
       "series": [{"name": "7A", "points": [{"y": 1}, {"y": 2}, {"y": 3}, {"y": 4}, {"y": 100}]}]}
      """)
    let box = try #require(chart.series[0].distribution?.box)
    #expect(box.median == 3)
    #expect(box.firstQuartile == 2)
    #expect(box.thirdQuartile == 4)
    #expect(box.outliers == [100])
    #expect(chart.series[0].dataPoints.map(\.y) == [3])
  }

  /// Points with x in a histogram are refused, with the forms that work.
  @Test func pointsWithXAreRefused() throws {
    #expect(throws: ChartFileError.self) {
      try Self.decode(
        """
        {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Age"},
         "series": [{"name": "Bins", "points": [{"x": 25, "y": 3}, {"y": 5}]}]}
        """)
    }
    do {
      _ = try Self.decode(
        """
        {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Age"},
         "series": [{"name": "Bins", "points": [{"x": 25, "y": 3}, {"x": 35, "y": 5}]}]}
        """)
      Issue.record("points with x were read")
    } catch {
      #expect(
        "\(error)"
          == "chart.json: /series/0: a series of a histogram needs values, bins, box statistics or points with only y (its values)"
      )
    }
  }
}

/// Describe Chart says a box plot's series as groups of observations and a histogram's as bins,
/// never "Separate points, 1 data point".
@Suite struct DistributionDescribeTests {
  @Test func boxPlotGroupsAreSaidAsGroups() throws {
    let chart = try DistributionPointsTests.decode(
      """
      {"kind": "boxPlot", "xAxis": {"kind": "categorical", "title": "Class", "categories": ["7A", "7B", "7C"]},
       "yAxis": {"title": "Score"},
       "series": [{"name": "7A", "values": [1, 2, 3, 4, 100]},
                  {"name": "7B", "values": [2, 3, 4]},
                  {"name": "7C", "box": {"min": 1, "q1": 2, "median": 3, "q3": 4, "max": 5}}]}
      """)
    // A group without a name (possible through the API; a chart file must name it) is not
    // "Group 2 of 3: Group 2".
    chart.series[1].name = nil
    let lines = chart.describeChartLines()
    #expect(
      Array(lines.suffix(3)) == [
        "Group 1 of 3: 7A, 5 values.", "Group 2 of 3, 3 values.", "Group 3 of 3: 7C, number of values not given.",
      ])
    #expect(chart.describeChartLines(language: .german).last == "Gruppe 3 von 3: 7C, Anzahl der Werte nicht angegeben.")
    #expect(chart.describeChartLines(language: .french).suffix(3).first == "Groupe 1 sur 3\u{00A0}: 7A, 5 valeurs.")
    #expect(chart.describeChartLines(language: .spanish).suffix(2).first == "Grupo 2 de 3, 3 valores.")
  }

  @Test func histogramSeriesCountsBinsAndValues() throws {
    let chart = try DistributionPointsTests.decode(
      """
      {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Age"}, "yAxis": {"title": "Count"},
       "series": [{"name": "Respondents", "values": [21, 22, 25, 31, 33, 34, 35, 38, 40, 47, 52, 58]}]}
      """)
    #expect(chart.describeChartLines().last == "Series: Respondents. 4 bins, 12 values.")
    #expect(chart.describeChartLines(language: .german).last == "Reihe: Respondents. 4 Klassen, 12 Werte.")
    #expect(chart.describeChartLines(language: .french).last == "Série\u{00A0}: Respondents. 4 classes, 12 valeurs.")
    #expect(chart.describeChartLines(language: .spanish).last == "Serie: Respondents. 4 intervalos, 12 valores.")
  }
}
