import ChartAccessibility

extension ChartExplorer {
  /// The series heard now (``isHeard(_:)``), in series order.
  var heardSeries: [Int] { (0..<seriesCount).filter(isHeard) }

  /// "Not heard: Travel, Rent." for the series that solo and mute leave out; `nil` when every
  /// series is heard.
  func notHeardLine() -> String? {
    let silent = (0..<seriesCount).filter { !isHeard($0) }
    guard !silent.isEmpty else { return nil }
    return t("notHeard", ["series": .text(silent.map(seriesName).joined(separator: ", "))])
  }

  /// What ``Command/playAll`` (`A`) answers: the whole chart from the current point's x, every
  /// heard series (solo and mute decide which) together at the current speed, each series'
  /// graph at 1/√count of its gain as a mixed chart plays them. Says "Playing the chart from
  /// 2019: Rent, Food." and, when solo or mute leave series out, "Not heard: Travel.". Pausing
  /// (Space or `A` again) moves the cursor to the current series' point last heard, as Space
  /// does. With no series heard, one line says so and nothing plays. A box plot and a heatmap,
  /// whose series do not share the x, play the current series alone (as Space does).
  mutating func playChart(announce: Bool) -> Response {
    guard !isBoxPlot, chart.kind != .heatmap else { return startPlaying(announce: announce) }
    guard pointCount > 0 else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    let heard = heardSeries
    guard !heard.isEmpty else {
      playing = nil
      return Response(lines: [t("noneHeard")], sound: .stopGraph)
    }
    let variant = speedIndex * seriesCount + seriesIndex
    let graph = graphs[variant]
    let played = graph.playedPoints.first { $0.seriesIndex == seriesIndex && $0.pointIndices.contains(pointIndex) }
    // As Space: from the point's sound, from the very start at the first point.
    var from = pointIndex == 0 ? 0 : (played?.frame ?? 0)
    if from >= graph.frameCount { from = 0 }
    let variants = heard.map { speedIndex * seriesCount + $0 }
    let length = variants.map { graphs[$0].frameCount }.max() ?? graph.frameCount
    playing = (variant, from)
    playsChart = true
    sliceEnd = nil
    var lines: [String] = []
    if announce {
      lines.append(
        t(
          "playingChart",
          [
            "x": .text(chart.pointValueTexts(point(pointIndex), language: language).x),
            "series": .text(heard.map(seriesName).joined(separator: ", ")),
          ]))
      if let silent = notHeardLine() { lines.append(silent) }
    }
    return Response(lines: lines, sound: .playGraphs(variants: variants, fromFrame: from, frameCount: length - from))
  }
}
