import Foundation
import Testing

@testable import ChartAccessibility

/// Series read from files keep plain points (a number x and a y) as two columns of numbers until
/// `dataPoints` is read. Nothing else may tell: the same points, the same problems, equality.
@Suite struct PlainPointsTests {
  func chart(_ points: String, xAxis: String = #"{"kind": "numeric", "title": "x"}"#) throws -> AXChartDescriptor {
    try ChartFile.decode(
      Array(#"{"version": 1, "xAxis": \#(xAxis), "series": [{"name": "s", "points": [\#(points)]}]}"#.utf8))
  }

  @Test func aFilesPlainPointsStayColumnsUntilTheObjectsAreRead() throws {
    let chart = try chart(#"{"x": 1, "y": 2.5}, {"x": 2, "y": null}, {"x": 3, "y": -0}"#)
    let series = chart.series[0]
    let plain = try #require(series.plainPointColumns)
    #expect(plain.x == [1, 2, 3])
    #expect(plain.yValue(at: 0) == 2.5)
    #expect(plain.yValue(at: 1) == nil)
    #expect(series.pointCount == 3)
    // A point made from the columns, without making the series' objects.
    #expect(series.point(at: 0).y == 2.5)
    #expect(series.plainPointColumns != nil)

    let points = series.dataPoints
    #expect(series.plainPointColumns == nil, "the objects replace the columns")
    #expect(points.map(\.x) == [.number(1), .number(2), .number(3)])
    #expect(points.map(\.y) == [2.5, nil, 0])
    #expect(points[2].y?.sign == .minus, "−0 is kept as written")
    #expect(points.allSatisfy { $0.label == nil && $0.confidenceInterval == nil && $0.additionalValues.isEmpty })
    // The objects are the series' own from now on: changes stick.
    series.dataPoints[0].yValue = AXDataPointValue(number: 7)
    series.dataPoints.append(AXDataPoint(x: 4, y: 8))
    #expect(series.dataPoints.map(\.y) == [7, nil, 0, 8])
    #expect(series.dataPoints[0] === points[0])
  }

  /// Describing a chart reads the columns: the same lines as from point objects, and no objects
  /// made (a million points described took 127 MB with objects, 83 MB without).
  @Test func describingAChartMakesNoPointObjects() throws {
    let points = #"{"x": 1, "y": 2.5}, {"x": 2, "y": null}, {"x": 3, "y": 4}"#
    let columns = try chart(points)
    let objects = try chart(points)
    _ = objects.series[0].dataPoints
    #expect(objects.series[0].plainPointColumns == nil)
    let lines = columns.describeChartLines()
    #expect(columns.series[0].plainPointColumns != nil, "describing made point objects")
    #expect(lines == objects.describeChartLines())
    #expect(lines.last == "Series: s. Separate points, 3 data points, 1 missing value.")
  }

  @Test func copiesAndEqualityCompareThePoints() throws {
    let a = try chart(#"{"x": 1, "y": 2}, {"x": 2, "y": null}"#).series[0]
    let copy = try #require(a.copy() as? AXDataSeriesDescriptor)
    #expect(copy.plainPointColumns != nil)
    #expect(copy == a)
    let objects = try chart(#"{"x": 1, "y": 2}, {"x": 2, "y": null}"#).series[0]
    _ = objects.dataPoints
    #expect(objects.plainPointColumns == nil)
    #expect(objects == a && a == objects, "columns and objects with the same values are equal")
    let other = try chart(#"{"x": 1, "y": 2}, {"x": 2, "y": 3}"#).series[0]
    #expect(other != a)
    #expect(a.description == "<AXDataSeriesDescriptor name=s isContinuous=false dataPoints=2>")
    #expect(a.plainPointColumns != nil, "comparing and describing make no objects")
  }

  @Test func onlyPlainPointsOnNumericAndDateAxesBecomeColumns() throws {
    let dates = try chart(
      #"{"x": "2025-01-01", "y": 1}, {"x": "2025-01-02", "y": 2}"#, xAxis: #"{"kind": "date", "title": "day"}"#)
    #expect(dates.series[0].plainPointColumns?.x == [1_735_689_600, 1_735_776_000])
    #expect(dates.series[0].dataPoints.map(\.x) == [.number(1_735_689_600), .number(1_735_776_000)])
    let labelled = try chart(#"{"x": 1, "y": 2, "label": "peak"}, {"x": 2, "y": 3}"#)
    #expect(labelled.series[0].plainPointColumns == nil)
    #expect(labelled.series[0].dataPoints[0].label == "peak")
    let categories = try chart(
      #"{"x": "a", "y": 1}, {"x": "b", "y": 2}"#, xAxis: #"{"kind": "categorical", "title": "c"}"#)
    #expect(categories.series[0].plainPointColumns == nil)
    // A series made in code holds objects.
    let made = AXDataSeriesDescriptor(name: "m", isContinuous: true, dataPoints: [AXDataPoint(x: 1, y: 1)])
    #expect(made.plainPointColumns == nil)
  }

  @Test func columnsAreValidatedLikePoints() {
    #expect(throws: ChartFileError.self) { try chart(#"{"x": 1, "y": 1e101}"#) }
    do {
      _ = try chart(#"{"x": 1, "y": 2}, {"x": 1e101, "y": 1}"#)
      Issue.record("a number beyond 10^100 was read")
    } catch {
      #expect("\(error)".contains("/series/0/points/1/x"), "\(error)")
    }
  }
}

@Suite struct ColumnReservationTests {
  /// After the first 1,024 points the columns reserve room for the rest at the rate so far:
  /// enough that they are not copied again, not so much that memory is wasted.
  @Test func columnsAreReservedNearThePointCount() throws {
    let count = 20_000
    let points = (0..<count).map { #"{"x": \#($0), "y": \#(Double($0 % 97) / 4)}"# }.joined(separator: ", ")
    let json =
      #"{"version": 1, "xAxis": {"kind": "numeric", "title": "x"}, "series": [{"name": "s", "points": [\#(points)]}]}"#
    let fromJSON = try #require(ChartFile.decode(Array(json.utf8)).series[0].plainPointColumns)
    let csv = "x,y\n" + (0..<count).map { "\($0),\(Double($0 % 97) / 4)\n" }.joined()
    let fromCSV = try #require(CSVChart.decode(Array(csv.utf8)).series[0].plainPointColumns)
    for (name, plain) in [("JSON", fromJSON), ("CSV", fromCSV)] {
      #expect(plain.count == count, "\(name)")
      for column in [plain.x, plain.y] {
        #expect(column.capacity >= count && column.capacity <= count * 3 / 2, "\(name): \(column.capacity)")
      }
    }
    #expect(JSONParser.expectedCount(done: 1_024, used: 10_240, left: 100_000) == 11_000)
    #expect(JSONParser.expectedCount(done: 0, used: 0, left: 100) == 0)
  }
}
