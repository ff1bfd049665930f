import ChartAccessibility

extension ChartExplorer {
  /// The word for what the cursor steps through, as `explore.at` and `explore.seriesLine` select
  /// it: `group` (a box plot's groups, which left and right move between), `bin` (a histogram),
  /// `bar`, `slice` (a pie), `period` (a candlestick), `row` (a heatmap's series are its rows)
  /// or `point`.
  var positionUnit: String {
    if isBoxPlot { return "group" }
    switch chart.kind {
    case .histogram: return "bin"
    case .bar: return "bar"
    case .pie: return "slice"
    case .candlestick: return "period"
    case .heatmap: return "row"
    default: return "point"
    }
  }

  /// `line` (one move's text, with or without its final full stop) with the position at its end
  /// (`line` as it is when ``showsPositions`` is off):
  /// "July 2024, 16.4 degrees Celsius, point 3 of 4." ("group 2 of 3" in a box plot, "row 2 of
  /// 12, column 1 of 12" in a heatmap). Counted from 1; the total is the series' point count
  /// (the group count in a box plot).
  func positioned(_ line: String) -> String {
    guard showsPositions else { return line }
    var text = line
    while text.last == "." || text.last == " " { text.removeLast() }
    let pointCount = chart.series[seriesIndex].pointCount
    if isBoxPlot {
      return t(
        "at",
        ["line": .text(text), "unit": .text("group"), "number": .count(seriesIndex + 1), "total": .count(seriesCount)])
    }
    if chart.kind == .heatmap {
      return t(
        "atCell",
        [
          "line": .text(text), "row": .count(seriesIndex + 1), "rows": .count(seriesCount),
          "number": .count(pointIndex + 1), "total": .count(pointCount),
        ])
    }
    return t(
      "at",
      ["line": .text(text), "unit": .text(positionUnit), "number": .count(pointIndex + 1), "total": .count(pointCount)])
  }

  /// What ``Command/where`` says: the current series (group, row) with its place among the
  /// others, then the current point (or box part) with its position, and the point's tone.
  /// Changes nothing, and a playing graph plays on.
  func whereResponse() -> Response {
    let point = pointResponse()
    // While a graph plays, say where without interrupting it with a tone.
    return Response(lines: [seriesLine(seriesIndex)] + point.lines, sound: playing == nil ? point.sound : nil)
  }
}
