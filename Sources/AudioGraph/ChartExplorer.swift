public import ChartAccessibility
import ChartAlternatives
import Foundation
public import SonificationCore

/// The interactive Chart Details of `audiograph explore`: a cursor on one data point that
/// commands move, and for every command the lines to print (what a screen reader reads) and the
/// sound to play.
///
/// Every move answers with the point's description (`AXChartDescriptor.pointDescription(_:)`,
/// what VoiceOver speaks for it) and its tone at the pitch the audio graph gives it. The graph of
/// the current series can be played from the current point at several speeds; pausing moves the
/// cursor to the point last heard. The type does no I/O and plays nothing itself: the caller
/// prints ``Response/lines`` and sends ``Response/sound`` to an ``ExplorePlayer``.
public struct ChartExplorer {
  /// What the user can ask.
  public enum Command: String, Hashable, Sendable, CaseIterable {
    case right, left, home, end
    /// Up and down: the row above and below in a heatmap (same column); in a candlestick, the
    /// previous and next of the period's open, high, low and close; elsewhere the previous and
    /// next series.
    case up, down
    case previousSeries = "previous-series"
    case nextSeries = "next-series"
    case play, faster, slower
    case minimum = "min"
    case maximum = "max"
    case summary, details, braille, help, quit

    /// The command for one line of scripted input: a word (`right`, `next-series`, `min`, …,
    /// case-insensitive, with a few synonyms) or the key character (`]`, `+`, `m`, `M`, `q`, …).
    /// `nil` for anything else.
    public init?(line: String) {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.count == 1, let key = text.first, let command = Command(key: key) {
        self = command
        return
      }
      switch text.lowercased() {
      case "right", "next": self = .right
      case "left", "previous", "prev": self = .left
      case "up": self = .up
      case "down": self = .down
      case "home", "first": self = .home
      case "end", "last": self = .end
      case "next-series", "page-down", "pagedown": self = .nextSeries
      case "previous-series", "prev-series", "page-up", "pageup": self = .previousSeries
      case "play", "pause", "space": self = .play
      case "faster": self = .faster
      case "slower": self = .slower
      case "min", "minimum": self = .minimum
      case "max", "maximum": self = .maximum
      case "summary": self = .summary
      case "details": self = .details
      case "braille": self = .braille
      case "help": self = .help
      case "quit", "exit": self = .quit
      default: return nil
      }
    }

    /// The command for a single key character, `nil` for other characters.
    public init?(key: Character) {
      switch key {
      case " ": self = .play
      case "[": self = .previousSeries
      case "]": self = .nextSeries
      case "+", "=": self = .faster
      case "-", "_": self = .slower
      case "m": self = .minimum
      case "M": self = .maximum
      case "s", "S": self = .summary
      case "d", "D": self = .details
      case "b", "B": self = .braille
      case "h", "H", "?": self = .help
      case "q", "Q": self = .quit
      default: return nil
      }
    }
  }

  /// What to play in answer to a command.
  public enum Sound: Hashable, Sendable {
    /// The current point's tone.
    case tone(frequency: Double, timbre: Timbre)
    /// Graph `variant` (see ``graphs``) from frame `fromFrame`; it lasts `frameCount` frames
    /// from there.
    case playGraph(variant: Int, fromFrame: Int, frameCount: Int)
    /// Stop the graph.
    case stopGraph
  }

  /// The answer to a command.
  public struct Response: Hashable, Sendable {
    /// Lines to print, one per line, in order.
    public var lines: [String]
    /// What to play, if anything.
    public var sound: Sound?
    /// `true` after ``Command/quit``.
    public var quits = false
  }

  /// The help text in English (the keys, and the words for scripted input).
  public static let helpLines = helpLines(in: .english)

  /// The help text in `language` (`explore.help1` … `explore.help7`); the scripted commands
  /// themselves stay the English words.
  public static func helpLines(in language: LanguagePack) -> [String] {
    (1...7).map { language.text("explore.help\($0)") }
  }

  /// The language of every line the explorer says (`options.language`).
  public let language: LanguagePack

  private func t(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    language.text("explore." + key, arguments)
  }

  /// The speeds offered, as multiples of the normal speed (``speedIndex`` picks one).
  public static let speeds: [Double] = [0.5, 0.75, 1, 1.5, 2]

  public let chart: AXChartDescriptor
  /// What `s` says: the chart's summary.
  public let summary: String
  /// What `d` says: the features and statistics, one per line.
  public let detailLines: [String]
  /// The playable graphs: for each speed, one sonification per series (series alone), in the
  /// order `speed × seriesCount + series`. Hand their ``Sonification/sequenceSource`` to the
  /// `ExploreRenderer`, in this order.
  public let graphs: [Sonification]
  /// The current series (index into `chart.series`).
  public private(set) var seriesIndex = 0
  /// The current point in the current series.
  public private(set) var pointIndex = 0
  /// Index into ``speeds``.
  public private(set) var speedIndex = 2
  /// The most cells of the braille line ``Command/braille`` prints (default 40).
  public var brailleWidth = BrailleLine.defaultWidth
  /// The price the cursor is on in a candlestick (up and down move it); the close at first.
  public internal(set) var priceField: OHLCColumns.Field = .close
  /// The audio graph's pitch mapping, for the tones of a candlestick's open, high and low.
  let pitch: PitchMapping
  /// Where the graph started playing (frame in its variant), while it plays.
  public private(set) var playing: (variant: Int, fromFrame: Int)?

  /// Prepares every graph (one per series and speed). Not real-time: sonifies the chart
  /// `speeds.count × series` times.
  ///
  /// - Parameters:
  ///   - chart: The chart to explore; every series with at least one point can be visited.
  ///   - summary: What ``Command/summary`` says (`ChartSummary.summary`).
  ///   - detailLines: What ``Command/details`` says (`ChartSummary.detailLines` of a detailed
  ///     summary).
  ///   - options: The sound options; ``SonificationOptions/seriesPlayback`` is replaced (each
  ///     series is played alone) and ``SonificationOptions/durationSeconds`` is scaled per speed.
  public init(
    chart: AXChartDescriptor, options: SonificationOptions, summary: String, detailLines: [String]
  ) throws(SonificationError) {
    self.chart = chart
    self.summary = summary
    self.detailLines = detailLines
    self.language = options.language
    pitch = PitchMapping(chart: chart, options: options)
    let seriesCount = chart.series.count
    var normal: [Sonification] = []
    for series in 0..<seriesCount {
      var single = options
      single.seriesPlayback = .single(series)
      normal.append(try ChartSonifier(options: single).sonify(chart))
    }
    var graphs: [Sonification] = []
    for speed in Self.speeds {
      for series in 0..<seriesCount {
        if speed == 1 {
          graphs.append(normal[series])
          continue
        }
        let base = normal[series]
        let seconds = Double(base.sections.first?.dataFrameCount ?? 0) / base.sampleRate
        var scaled = options
        scaled.seriesPlayback = .single(series)
        scaled.durationSeconds = max(0.01, seconds / speed)
        graphs.append(try ChartSonifier(options: scaled).sonify(chart))
      }
    }
    self.graphs = graphs
  }

  private var seriesCount: Int { chart.series.count }
  private var points: [AXDataPoint] { chart.series[seriesIndex].dataPoints }
  private var currentVariant: Int { speedIndex * seriesCount + seriesIndex }

  /// The name a listener hears for series `index`.
  public func seriesName(_ index: Int) -> String {
    let name = chart.series[index].name ?? ""
    return name.isEmpty ? language.text("describe.seriesName", ["number": .count(index + 1)]) : name
  }

  /// "Series 1 of 2: IQ Score, 4 points."
  public func seriesLine(_ index: Int) -> String {
    t(
      "seriesLine",
      [
        "number": .count(index + 1), "total": .count(seriesCount), "series": .text(seriesName(index)),
        "count": .count(chart.series[index].dataPoints.count),
      ])
  }

  /// What to print and play when exploring starts: the chart's title, the first series and its
  /// first point.
  public func start() -> Response {
    var lines = [t("start", ["title": .optional(chart.title.flatMap { $0.isEmpty ? nil : $0 })])]
    guard seriesCount > 0 else { return Response(lines: lines + [t("noSeries")]) }
    lines.append(seriesLine(seriesIndex))
    var response = pointResponse()
    response.lines = lines + response.lines
    return response
  }

  /// The tone of point `point` of series `series`: the pitch its sound has in the audio graph,
  /// in the series' timbre; `nil` when it is not heard (missing value, outside the x range).
  public func tone(series: Int, point: Int) -> Sound? {
    let graph = graphs[Self.speeds.firstIndex(of: 1)! * seriesCount + series]
    guard let played = graph.playedPoints.first(where: { $0.seriesIndex == series && $0.pointIndices.contains(point) }),
      let frequency = played.frequency
    else { return nil }
    return .tone(frequency: frequency, timbre: ChartSonifier.seriesTimbres[series % ChartSonifier.seriesTimbres.count])
  }

  private func pointResponse(prefix: String = "") -> Response {
    guard !points.isEmpty else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    return Response(lines: [prefix + describe(pointIndex)], sound: tone(series: seriesIndex, point: pointIndex))
  }

  /// The description of point `index` of the current series, with its words in ``language``;
  /// in a heatmap the cell with both its labels: "year 1949, Jan: 112."
  private func describe(_ index: Int) -> String {
    if chart.kind == .heatmap, let grid = chart.heatmap, seriesIndex < grid.rowCount, index < grid.columnCount {
      let cell = language.text(
        "heatmap.cell",
        [
          "row": .text(grid.rowLabels[seriesIndex]), "column": .text(grid.columnLabels[index]),
          "rowTitle": .optional(grid.rowTitle), "columnTitle": .optional(grid.columnTitle),
        ])
      let value = grid.value(row: seriesIndex, column: index).map { _ in chart.pointValueTexts(points[index]).y }
      return language.text(
        "heatmap.cellLine",
        ["cell": .text(cell), "value": .text(value ?? language.text("value.missing"))])
    }
    return chart.pointDescription(points[index], language: language)
  }

  /// A heatmap's rows are its series: moves to the cell above or below, in the same column.
  private mutating func moveRow(down: Bool) -> Response {
    let target = seriesIndex + (down ? 1 : -1)
    guard chart.series.indices.contains(target) else {
      return pointResponse(prefix: t(down ? "lastSeries" : "firstSeries") + " ")
    }
    seriesIndex = target
    pointIndex = min(pointIndex, max(0, points.count - 1))
    return pointResponse()
  }

  /// Moves to the next (or previous) series, at its first point, and names it.
  private mutating func moveSeries(forward: Bool) -> Response {
    let target = seriesIndex + (forward ? 1 : -1)
    guard chart.series.indices.contains(target) else {
      var response = pointResponse()
      response.lines.insert(t(forward ? "lastSeries" : "firstSeries"), at: 0)
      return response
    }
    seriesIndex = target
    pointIndex = 0
    var response = pointResponse()
    response.lines.insert(seriesLine(seriesIndex), at: 0)
    return response
  }

  /// Answers `command`. `playheadFrame` is the frame of the playing graph the listener hears
  /// now (used when pausing); pass `nil` when unknown.
  public mutating func handle(_ command: Command, playheadFrame: Int? = nil) -> Response {
    guard seriesCount > 0 else {
      return command == .quit ? Response(lines: [], quits: true) : Response(lines: [t("noSeries")])
    }
    let wasPlaying = playing != nil
    if command != .play && command != .faster && command != .slower && command != .summary
      && command != .details && command != .braille && command != .help
    {
      playing = nil
    }
    switch command {
    case .right, .left:
      let target = pointIndex + (command == .right ? 1 : -1)
      guard points.indices.contains(target) else {
        return pointResponse(prefix: t(command == .right ? "lastPoint" : "firstPoint") + " ")
      }
      pointIndex = target
      return pointResponse()
    case .home:
      pointIndex = 0
      return pointResponse()
    case .end:
      pointIndex = max(0, points.count - 1)
      return pointResponse()
    case .up, .down:
      // Up and down mean what the chart kind's second dimension is: a candlestick's prices, a
      // heatmap's rows; elsewhere the series (as previous and next series do).
      switch chart.kind {
      case .candlestick: return movePrice(up: command == .up)
      case .heatmap: return moveRow(down: command == .down)
      default: return moveSeries(forward: command == .down)
      }
    case .nextSeries, .previousSeries:
      return moveSeries(forward: command == .nextSeries)
    case .minimum, .maximum:
      let valued = points.indices.filter { points[$0].y?.isFinite == true }
      guard
        let best = command == .minimum
          ? valued.min(by: { points[$0].y! < points[$1].y! }) : valued.max(by: { points[$0].y! < points[$1].y! })
      else { return Response(lines: [t("noValues", ["series": .text(seriesName(seriesIndex))])]) }
      pointIndex = best
      return pointResponse(prefix: t(command == .minimum ? "minimum" : "maximum") + " ")
    case .play:
      if let playing {
        self.playing = nil
        var lines = [t("paused")]
        if let playheadFrame { lines = [pause(at: playheadFrame, in: playing.variant)] }
        return Response(lines: lines, sound: .stopGraph)
      }
      return startPlaying(announce: true)
    case .faster, .slower:
      let target = speedIndex + (command == .faster ? 1 : -1)
      guard Self.speeds.indices.contains(target) else {
        return Response(lines: [t(command == .faster ? "fastest" : "slowest")])
      }
      speedIndex = target
      let graph = graphs[currentVariant]
      let seconds = Double(graph.sections.first?.dataFrameCount ?? 0) / graph.sampleRate
      let secondsText = String(
        format: "%.1f", locale: Locale(identifier: language.identifier == "en" ? "en_US_POSIX" : language.identifier),
        seconds)
      let line = t(
        "speed", ["speed": .text(Self.speedKey(Self.speeds[speedIndex])), "seconds": .text(secondsText)])
      if wasPlaying, let playing, let playheadFrame {
        // Carry on from where the listener is, at the new speed.
        pointIndex = lastPointHeard(at: playheadFrame, in: playing.variant) ?? pointIndex
        var response = startPlaying(announce: false)
        response.lines.insert(line, at: 0)
        return response
      }
      return Response(lines: [line])
    case .summary:
      return Response(lines: [summary])
    case .details:
      return Response(lines: detailLines.isEmpty ? [language.text("page.noDetails")] : detailLines)
    case .braille:
      return Response(lines: brailleLines())
    case .help:
      return Response(lines: Self.helpLines(in: language))
    case .quit:
      return Response(lines: [], sound: wasPlaying ? .stopGraph : nil, quits: true)
    }
  }

  /// What ``Command/braille`` prints: the current series' braille line (`BrailleLine`) after
  /// its line of text, then "Cursor on cell 3 of 40." (cells counted from 1 at the left), so a
  /// braille reader can find the current point on the line.
  public func brailleLines() -> [String] {
    let line = BrailleLine(chart: chart, seriesIndex: seriesIndex, width: max(1, brailleWidth), language: language)
    guard !line.cells.isEmpty else { return [line.description] }
    let cursor =
      points.indices.contains(pointIndex)
      ? line.cellOfPoint[pointIndex].map { t("cursor", ["cell": .count($0 + 1), "cells": .count(line.cellCount)]) }
      : nil
    return [line.description, line.cells, cursor ?? t("notOnLine")]
  }

  /// Answers the end of the graph (it played to its end): "Complete." (what VoiceOver says),
  /// and the cursor moves to the last point.
  public mutating func playbackEnded() -> Response {
    guard playing != nil else { return Response(lines: []) }
    playing = nil
    pointIndex = max(0, points.count - 1)
    return Response(lines: [t("complete")])
  }

  private mutating func startPlaying(announce: Bool) -> Response {
    let variant = currentVariant
    let graph = graphs[variant]
    guard !points.isEmpty else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    let played = graph.playedPoints.first { $0.seriesIndex == seriesIndex && $0.pointIndices.contains(pointIndex) }
    // From the point's sound, or from the start when the point is not heard; the first point
    // plays from the very start (with the start earcon).
    var from = pointIndex == 0 ? 0 : (played?.frame ?? 0)
    if from >= graph.frameCount { from = 0 }
    playing = (variant, from)
    let lines =
      announce ? [t("playing", ["series": .text(seriesName(seriesIndex)), "point": .text(describe(pointIndex))])] : []
    return Response(
      lines: lines, sound: .playGraph(variant: variant, fromFrame: from, frameCount: graph.frameCount - from))
  }

  /// The point of the current series heard last at `frame` of graph `variant`.
  private func lastPointHeard(at frame: Int, in variant: Int) -> Int? {
    graphs[variant].playedPoints
      .filter { $0.seriesIndex == seriesIndex && $0.frame <= frame }
      .max { $0.frame < $1.frame }?.pointIndices.first
  }

  private mutating func pause(at frame: Int, in variant: Int) -> String {
    if frame >= graphs[variant].frameCount {
      pointIndex = max(0, points.count - 1)
      return t("completeAt", ["point": .text(describe(pointIndex))])
    }
    if let point = lastPointHeard(at: frame, in: variant) { pointIndex = point }
    return t("pausedAt", ["point": .text(describe(pointIndex))])
  }

  /// The key of a speed in `explore.speed`: "half", "0.75", "normal", "1.5", "double".
  static func speedKey(_ speed: Double) -> String {
    switch speed {
    case 1: "normal"
    case 0.5: "half"
    case 2: "double"
    case 0.75: "threeQuarters"
    default: "oneAndAHalf"
    }
  }
}
