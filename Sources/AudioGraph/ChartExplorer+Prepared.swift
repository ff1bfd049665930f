import ChartAccessibility
import ChartAlternatives

/// The braille lines of the explored chart, one per series and width, made once and kept (a
/// line is drawn from every point of its series: 30 ms for 100,000 points). Not thread-safe (the
/// explorer is used from one thread).
final class ExploreBrailleLines {
  private var lines: [Int: [Int: BrailleLine]] = [:]

  /// The braille line of series `series` at `width` cells, made the first time it is asked for.
  func line(of series: Int, width: Int, chart: AXChartDescriptor, language: LanguagePack) -> BrailleLine {
    if let known = lines[series]?[width] { return known }
    let line = BrailleLine(chart: chart, seriesIndex: series, width: width, language: language)
    lines[series, default: [:]][width] = line
    return line
  }
}

extension ChartExplorer {
  /// The most series whose crossings are all found when exploring starts (the work grows with
  /// the square of the series count); with more, each series' crossings are found the first
  /// time they are asked for.
  static let crossingsFoundAtStartForSeries = 8

  /// Does at start what would otherwise make a key's first press slow on a long series: every
  /// series' braille line at the current width, its groupings along x (the levels) and the
  /// digits of its changes, its x texts for `goto` (the days' dates, or every point's category
  /// or spoken x when AudioGraph writes it), and, for up to ``crossingsFoundAtStartForSeries`` series, every
  /// crossing. Not real-time; O(series × points), and O(series² × points × log points) for the
  /// crossings.
  func prepareSlowAnswers() {
    for series in chart.series.indices where chart.series[series].pointCount > 0 {
      _ = brailleCache.line(of: series, width: max(1, brailleWidth), chart: chart, language: language)
      if chart.kind != .heatmap && !isBoxPlot {
        if !groupingCache.groupings(of: series, chart: chart, x: columns.x[series]).isEmpty {
          _ = changeWords(of: series)
        }
        // The sorted x texts for `goto`, unless the day's dates serve (or an app's closure
        // writes them: it is called only when a `goto` needs it).
        if spokenDays(of: series) == nil && xTextsAreAudioGraphs { _ = xTexts(of: series) }
      }
    }
    if seriesCount > 1 && seriesCount <= Self.crossingsFoundAtStartForSeries {
      for series in chart.series.indices { _ = columns.crossings(of: series) }
    }
  }
}
