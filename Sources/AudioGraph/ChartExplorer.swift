public import ChartAccessibility
import ChartAlternatives
import ChartSummaries
import Foundation
public import SonificationCore
import TrendStatistics

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
    /// Up and down: in a box plot, the next higher and lower part of the current group (see
    /// ``ChartExplorer/boxParts(of:)``); in a heatmap, the row above and below (same column); in
    /// a candlestick, the previous and next of the period's open, high, low and close; in a
    /// stack, the layer above and below (the total above the top layer); elsewhere the previous
    /// and next series.
    case up, down
    case previousSeries = "previous-series"
    case nextSeries = "next-series"
    case play, faster, slower
    case minimum = "min"
    case maximum = "max"
    case summary, details, braille, help, quit
    /// Says the position and its context again: the series (or group, row) and the point.
    case `where`
    /// Jumps (see `ChartExplorer+Jumps.swift`): to the first point of the next or previous tenth
    /// of the series; to the nearest point to the right (next) or left (previous) whose value is
    /// higher or lower than the current one; to the next or previous unusual value (beyond
    /// Tukey's fences); to the next or previous point where the series crosses another.
    case nextTenth = "next-tenth"
    case previousTenth = "previous-tenth"
    case nextHigher = "next-higher"
    case previousHigher = "previous-higher"
    case nextLower = "next-lower"
    case previousLower = "previous-lower"
    case nextOutlier = "next-outlier"
    case previousOutlier = "previous-outlier"
    case nextCrossing = "next-crossing"
    case previousCrossing = "previous-crossing"
    /// Turns the position at the end of every move off and on (``ChartExplorer/showsPositions``).
    case positions
    /// Says the settings: speed, positions, speech, pitch range and where they are kept.
    case settings
    /// Turns spoken values off and on (``ChartExplorer/speaksValues``): whether the tool itself
    /// says every line aloud, after the point's tone.
    case speech
    /// Switches the points' lines between full and brief (``ChartExplorer/briefMessages``).
    case messages
    /// Down a level and back up (see ``ChartExplorer/Level``, `ChartExplorer+Levels.swift`):
    /// from the chart to a series, to its groups along x (years, then months, days, hours; or
    /// ranges of tens), to its points. Left, Right, Home and End then move within the level.
    case levelDown = "level-down"
    case levelUp = "level-up"
    /// Every series at the current x, said and played together (see
    /// `ChartExplorer.chordResponse()`).
    case chord
    /// Solo and mute the current series (see ``ChartExplorer/isHeard(_:)``): solo hears only
    /// it, mute silences it; the same command again undoes it.
    case solo, mute
    /// Plays the whole chart from the current point's x: every heard series (``isHeard(_:)``)
    /// together, and pauses it (see `ChartExplorer.playChart(announce:)`).
    case playAll = "play-all"

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
      case "play-chart": self = .playAll
      case "faster": self = .faster
      case "slower": self = .slower
      case "min", "minimum": self = .minimum
      case "max", "maximum": self = .maximum
      case "summary": self = .summary
      case "details": self = .details
      case "braille": self = .braille
      case "help": self = .help
      case "quit", "exit": self = .quit
      case "enter": self = .levelDown
      case "backspace": self = .levelUp
      default:
        guard let command = Command(rawValue: text.lowercased()) else { return nil }
        self = command
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
      case "w", "W": self = .where
      case "t": self = .nextTenth
      case "T": self = .previousTenth
      case "u": self = .nextHigher
      case "U": self = .previousHigher
      case "v": self = .nextLower
      case "V": self = .previousLower
      case "o": self = .nextOutlier
      case "O": self = .previousOutlier
      case "i": self = .nextCrossing
      case "I": self = .previousCrossing
      case "p": self = .positions
      case "P": self = .settings
      case "r", "R": self = .speech
      case "l", "L": self = .messages
      case "c", "C": self = .chord
      case "a": self = .solo
      case "n": self = .mute
      case "A": self = .playAll
      default: return nil
      }
    }
  }

  /// What to play in answer to a command.
  public enum Sound: Hashable, Sendable {
    /// The current point's tone.
    case tone(frequency: Double, timbre: Timbre)
    /// Several tones at once (``Command/chord``), in series order.
    case chord([ChordNote])
    /// Graph `variant` (see ``graphs``) from frame `fromFrame`; it lasts `frameCount` frames
    /// from there.
    case playGraph(variant: Int, fromFrame: Int, frameCount: Int)
    /// `frameCount` frames of graph `variant` from frame `fromFrame`: the part of the graph that
    /// plays a series or a group of its points, after which the graph stops.
    case playPart(variant: Int, fromFrame: Int, frameCount: Int)
    /// The graphs `variants` (see ``graphs``: the heard series at one speed) together, from
    /// frame `fromFrame`; they last `frameCount` frames from there (the longest of them).
    case playGraphs(variants: [Int], fromFrame: Int, frameCount: Int)
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

  /// The help text in `language` (`explore.help1` … `explore.help18`); the scripted commands
  /// themselves stay the English words.
  public static func helpLines(in language: LanguagePack) -> [String] {
    (1...18).map { language.text("explore.help\($0)") }
  }

  /// The language of every line the explorer says (`options.language`).
  public let language: LanguagePack

  func t(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
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
  public internal(set) var seriesIndex = 0
  /// The current point in the current series.
  public internal(set) var pointIndex = 0
  /// Index into ``speeds``.
  public internal(set) var speedIndex = 2
  /// The most cells of the braille line ``Command/braille`` prints (default 40).
  public var brailleWidth = BrailleLine.defaultWidth
  /// The price the cursor is on in a candlestick (up and down move it); the close at first.
  public internal(set) var priceField: OHLCColumns.Field = .close
  /// The audio graph's pitch mapping (y → pitch), for the tones of a candlestick's open, high
  /// and low and of a box plot's parts.
  let pitch: PitchMapping
  /// Where the graph started playing (frame in its variant), while it plays.
  public internal(set) var playing: (variant: Int, fromFrame: Int)?
  /// In a box plot, the current part of the current group (an index into
  /// ``boxParts(of:)``); starts at the median.
  public internal(set) var boxPartIndex = 0
  /// `true` for a box plot with box statistics: left and right move between groups, up and
  /// down through a group's parts.
  public let isBoxPlot: Bool
  /// A stacked chart's layers as given (``chart`` is then its stacked view: the layers and the
  /// total); `nil` for other charts.
  let stack: StackLayout?
  /// The y axis of the chart as given, whose provider writes a stack layer's own values.
  let stackValueAxis: AXNumericDataAxisDescriptor?
  /// Every series' x and y as numbers, for the jumps (built once, read on every jump).
  let columns: ExploreColumns
  /// A histogram's bins as `describe --points` says them (`ChartSummarizer.distributionPointLines`),
  /// without their full stops, by series then bin; `nil` for other charts. Made once: the lines
  /// come from every value.
  let binLines: [[String]]?
  /// Whether every move ends with its position ("point 3 of 12"); ``Command/positions``
  /// turns it off and on.
  public var showsPositions = true
  /// Whether the tool says every line aloud (spoken values; ``Command/speech`` turns it off and
  /// on). The explorer only keeps the setting: the caller speaks (`ExploreSpeaker`).
  public var speaksValues = false
  /// Whether a point's line is brief: its x and its y value without the unit, "Dec 15, 112"
  /// (`AXChartDescriptor.briefPointDescription`), as MAIDR's terse mode; ``Command/messages``
  /// switches. Heatmap cells, a stack's layers, a histogram's bins, a box plot's parts and a
  /// candlestick's prices keep their lines.
  public var briefMessages = false
  /// The pitch range the graphs were made with, as ``Command/settings`` says it ("C3-C6").
  public var pitchRangeText = "C3-C6"
  /// The speaking rate of spoken values in words per minute, as ``Command/settings`` says it.
  public var speechRate = 175
  /// The file the settings are kept in, as ``Command/settings`` says it; `nil` when they are
  /// neither read nor written.
  public var settingsFile: String?
  /// The level the cursor is on (``Level``); the points at first.
  public internal(set) var level = Level.point
  /// The parts beside the series at the series level: axes, reference lines, the legend.
  public let chartParts: [ExploreChartPart]
  /// At the series level, the chart part the cursor is on (an index into ``chartParts``);
  /// `nil` on a series (``seriesIndex``) and at every other level.
  public internal(set) var partIndex: Int?
  /// At a group level, the current group (an index into that grouping's groups).
  var groupIndex = 0
  /// The groupings of each series along x, found when first needed.
  let groupingCache = ExploreGroupings()
  /// The braille line of each series, made at start (`prepareSlowAnswers()`) or when first
  /// asked for.
  let brailleCache = ExploreBrailleLines()
  /// Each series' spoken days, for `goto` by spoken date, made at start
  /// (`prepareSlowAnswers()`) or when first needed.
  let spokenDaysCache = ExploreSpokenDaysCache()
  /// Each series' x texts, sorted, for `goto` by a category or by spoken x, made at start
  /// (`prepareSlowAnswers()`) or when first needed.
  let xTextCache = ExploreTextIndexCache()
  /// While a part plays (a level's move), its last point; `nil` while the graph plays to its
  /// end.
  var sliceEnd: Int?
  /// The series played solo (``Command/solo``): while set, no other series is heard.
  public internal(set) var soloSeries: Int?
  /// The muted series (``Command/mute``).
  public internal(set) var mutedSeries: Set<Int> = []
  /// Whether the playing graph (``playing``) is the whole chart (``Command/playAll``) rather
  /// than the current series alone; read only while ``playing`` is set.
  public internal(set) var playsChart = false

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
    // A stack is explored as it is heard: its layers, then its total (see `stackedView`).
    let source = chart
    stack = chart.kind?.isStacked == true ? StackLayout(chart: chart) : nil
    stackValueAxis = chart.yAxis
    let chart = chart.stackedView(totalName: options.language.text("stack.total"))
    self.chart = chart
    self.summary = summary
    self.detailLines = detailLines
    self.language = options.language
    pitch = PitchMapping(chart: chart, options: options)
    self.isBoxPlot = BoxPlotSound.applies(to: chart)
    self.columns = ExploreColumns(chart: chart)
    binLines = Self.binLines(of: chart, language: options.language)
    chartParts = Self.chartParts(of: chart, source: source, options: options)
    let seriesCount = chart.series.count
    var normal: [Sonification] = []
    for series in 0..<seriesCount {
      var single = options
      single.seriesPlayback = .single(series)
      normal.append(try ChartSonifier(options: single).sonify(source))
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
        graphs.append(try ChartSonifier(options: scaled).sonify(source))
      }
    }
    self.graphs = graphs
    if isBoxPlot { boxPartIndex = medianPart(of: 0) }
    prepareSlowAnswers()
  }

  var seriesCount: Int { chart.series.count }
  /// The number of points of the current series.
  var pointCount: Int { chart.series[seriesIndex].pointCount }
  /// Point `index` of the current series (made from the series' columns when it keeps them, so
  /// a move never makes every point's object).
  func point(_ index: Int) -> AXDataPoint { chart.series[seriesIndex].point(at: index) }
  private var currentVariant: Int { speedIndex * seriesCount + seriesIndex }

  /// The name a listener hears for series `index`.
  /// A heatmap's rows are its series, named by their labels as said in ``language``
  /// (`HeatmapGrid.spokenRowLabels(language:)`).
  public func seriesName(_ index: Int) -> String {
    if chart.kind == .heatmap, let grid = chart.heatmap, index < grid.rowCount {
      return grid.spokenRowLabels(language: language.identifier)[index]
    }
    return chart.seriesName(at: index, language: language)
  }

  /// "Series 1 of 2: IQ Score, 4 points." ("Series 2 of 2, 4 points." for a series without a
  /// name among several), in the chart kind's words: "Group 2 of 3: trt1, 10
  /// values." in a box plot, "Row 1 of 12: 1949, 12 cells." in a heatmap, bins of a histogram;
  /// "Group 1 of 3: USA, number of values not given." for box statistics without n.
  public func seriesLine(_ index: Int) -> String {
    let series = chart.series[index]
    if isBoxPlot, let distribution = series.distribution, !distribution.isCountKnown {
      return t(
        "groupLineNoCount",
        ["number": .count(index + 1), "total": .count(seriesCount), "series": .text(seriesName(index))])
    }
    let count = isBoxPlot ? (series.distribution?.count ?? series.pointCount) : series.pointCount
    // An untitled series among several is "Series 2 of 2, 4 points.", not "Series 2 of 2: Series
    // 2, …": its name would only repeat its number (as `describe` says it).
    let named = seriesCount == 1 || !(series.name ?? "").isEmpty
    return t(
      "seriesLine",
      [
        "number": .count(index + 1), "total": .count(seriesCount), "series": .text(seriesName(index)),
        "count": .count(count), "unit": .text(positionUnit), "named": .flag(named),
      ])
  }

  /// What to print and play when exploring starts: the chart's title, the first series and its
  /// first point.
  public func start() -> Response {
    heard(unsaidStart())
  }

  private func unsaidStart() -> Response {
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

  /// The current point's line after `prefix` ("Last point. ", "Minimum: "). The point's text
  /// starts with a capital only where it starts a sentence: French and Spanish write no capital
  /// after a colon ("Mínimo: enero de 2024, …").
  func pointResponse(prefix: String = "") -> Response {
    if isBoxPlot, !boxParts(of: seriesIndex).isEmpty { return boxPartResponse(prefix: prefix) }
    guard pointCount > 0 else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    let startsSentence = prefix.trimmingCharacters(in: .whitespaces).last.map { ".!?".contains($0) } ?? true
    return Response(
      lines: [prefix + positioned(startsSentence ? lineStartingDescription(pointIndex) : describe(pointIndex))],
      sound: tone(series: seriesIndex, point: pointIndex))
  }

  /// The description of point `index` of the current series, with its words in ``language``;
  /// in a heatmap the cell with both its labels: "year 1949, Jan: 112."
  func describe(_ index: Int) -> String {
    if chart.kind == .heatmap, let grid = chart.heatmap, seriesIndex < grid.rowCount, index < grid.columnCount {
      let cell = language.text(
        "heatmap.cell",
        [
          "row": .text(grid.spokenRowLabels(language: language.identifier)[seriesIndex]),
          "column": .text(grid.spokenColumnLabels(language: language.identifier)[index]),
          "rowTitle": .optional(grid.rowTitle), "columnTitle": .optional(grid.columnTitle),
        ])
      let value = grid.value(row: seriesIndex, column: index).map { _ in chart.pointValueTexts(point(index)).y }
      return language.text(
        "heatmap.cellLine",
        ["cell": .text(cell), "value": .text(value ?? language.text("value.missing"))])
    }
    if let line = stackPointLine(index) { return line }
    if let line = binLine(index) { return line }
    if briefMessages { return chart.briefPointDescription(point(index), language: language) }
    return chart.pointDescription(point(index), language: language)
  }

  /// A histogram's bin as `describe --points` says it, without its full stop: "15 to 20, 15
  /// values, 3%" (its edges, its count, its share of the values), not its centre and count as a
  /// point ("15–20, 18, 15"). `nil` for other charts.
  func binLine(_ index: Int) -> String? {
    guard let binLines, binLines.indices.contains(seriesIndex), binLines[seriesIndex].indices.contains(index)
    else { return nil }
    return binLines[seriesIndex][index]
  }

  /// The lines of `binLines`: `describe --points`' lines of a histogram (one per bin, each
  /// series' bins in turn), split by series and without their full stops; `nil` for other charts
  /// or when the lines do not match the bins.
  static func binLines(of chart: AXChartDescriptor, language: LanguagePack) -> [[String]]? {
    guard chart.kind == .histogram else { return nil }
    var context =
      (chart.xAxis as? AXNumericDataAxisDescriptor)?.formattingContext
      ?? FormattingContext(locale: Locale(identifier: language.identifier), timeZone: TimeZone(identifier: "UTC")!)
    context.language = language
    guard let lines = ChartSummarizer(options: SummaryOptions(context: context)).distributionPointLines(chart) else {
      return nil
    }
    var bySeries: [[String]] = []
    var next = 0
    for series in chart.series {
      let count = series.distribution?.bins?.counts.count ?? 0
      guard next + count <= lines.count else { return nil }
      bySeries.append(lines[next..<(next + count)].map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 })
      next += count
    }
    return bySeries
  }

  /// ``describe(_:)`` for the start of a line: "Décembre 2020, …" with a capital where the line
  /// starts with a date (`AXChartDescriptor.lineStart(_:of:)`); a heatmap's cell keeps its names.
  func lineStartingDescription(_ index: Int) -> String {
    let description = describe(index)
    guard chart.kind != .heatmap else { return description }
    return chart.lineStart(description, of: point(index))
  }

  /// A heatmap's rows are its series: moves to the cell above or below, in the same column.
  private mutating func moveRow(down: Bool) -> Response {
    let target = seriesIndex + (down ? 1 : -1)
    guard chart.series.indices.contains(target) else {
      return pointResponse(prefix: seriesEdge(first: !down) + " ")
    }
    seriesIndex = target
    pointIndex = min(pointIndex, max(0, pointCount - 1))
    return pointResponse()
  }

  /// "This is the first series." at the first or last series; "First row." in a heatmap, whose
  /// series are its rows.
  private func seriesEdge(first: Bool) -> String {
    guard chart.kind == .heatmap else { return t(first ? "firstSeries" : "lastSeries") }
    return t("levelEnd", ["end": .text(first ? "first" : "last"), "unit": .text("row")])
  }

  /// Moves to the next (or previous) series and names it, at the point whose x is nearest to
  /// the current point's (the same x when the series has it: sideways across the chart), or at
  /// its first point when the current series has no points.
  private mutating func moveSeries(forward: Bool) -> Response {
    let target = seriesIndex + (forward ? 1 : -1)
    guard chart.series.indices.contains(target) else {
      var response = pointResponse()
      response.lines.insert(seriesEdge(first: !forward), at: 0)
      return response
    }
    let here = columns.x[seriesIndex].indices.contains(pointIndex) ? columns.x[seriesIndex][pointIndex] : nil
    seriesIndex = target
    pointIndex = here.map { columns.nearestIndex(in: target, toX: $0) } ?? 0
    var response = pointResponse()
    response.lines.insert(seriesLine(seriesIndex), at: 0)
    if !isHeard(seriesIndex) { response.lines.insert(silentLine(seriesIndex), at: 1) }
    return response
  }

  /// Answers `command`. `playheadFrame` is the frame of the playing graph the listener hears
  /// now (used when pausing); pass `nil` when unknown.
  ///
  /// A series that is not heard (``isHeard(_:)``) plays nothing: its moves and a level's parts
  /// answer without sound, the play key and `where` say it is not heard, and a chord leaves its
  /// note out.
  public mutating func handle(_ command: Command, playheadFrame: Int? = nil) -> Response {
    let response = answer(command, playheadFrame: playheadFrame)
    return command == .braille ? response : heard(response)
  }

  /// ``handle(_:playheadFrame:)``'s answer before it is made heard.
  private mutating func answer(_ command: Command, playheadFrame: Int?) -> Response {
    var response = unsilenced(command, playheadFrame: playheadFrame)
    guard seriesCount > 0, partIndex == nil, !isHeard(seriesIndex) else { return response }
    switch response.sound {
    case .tone?:
      response.sound = nil
    case .playGraph?, .playPart?:
      response.sound = nil
      playing = nil
      sliceEnd = nil
      if command == .play || command == .playAll { response.lines = [silentLine(seriesIndex)] }
    default:
      break
    }
    if command == .where { response.lines.append(silentLine(seriesIndex)) }
    return response
  }

  private mutating func unsilenced(_ command: Command, playheadFrame: Int?) -> Response {
    guard seriesCount > 0 else {
      return command == .quit ? Response(lines: [], quits: true) : Response(lines: [t("noSeries")])
    }
    let wasPlaying = playing != nil
    if command != .play && command != .faster && command != .slower && command != .summary
      && command != .details && command != .braille && command != .help && command != .where
      && command != .positions && command != .settings && command != .speech && command != .messages
      && command != .playAll
    {
      playing = nil
    }
    if let response = levelCommand(command) { return response }
    if isBoxPlot, let response = boxMove(command) { return response }
    if let response = jump(command) { return response }
    switch command {
    case .right, .left:
      let target = pointIndex + (command == .right ? 1 : -1)
      guard (0..<pointCount).contains(target) else {
        return pointResponse(prefix: t(command == .right ? "lastPoint" : "firstPoint") + " ")
      }
      pointIndex = target
      return pointResponse()
    case .home:
      pointIndex = 0
      return pointResponse()
    case .end:
      pointIndex = max(0, pointCount - 1)
      return pointResponse()
    case .up, .down:
      // Up and down mean what the chart kind's second dimension is: a candlestick's prices, a
      // heatmap's rows; elsewhere the series (as previous and next series do).
      switch chart.kind {
      case .candlestick: return movePrice(up: command == .up)
      case .heatmap: return moveRow(down: command == .down)
      // A stack's layers are its series bottom to top, and the total above them: up goes up.
      case .stackedBar, .normalizedBar, .stackedArea: return moveRow(down: command == .up)
      default: return moveSeries(forward: command == .down)
      }
    case .nextSeries, .previousSeries:
      return moveSeries(forward: command == .nextSeries)
    case .minimum, .maximum:
      // The first lowest (highest) value, from the columns.
      let values = columns.y[seriesIndex]
      var found: Int?
      for index in values.indices where values[index].isFinite {
        if let known = found, command == .minimum ? values[index] >= values[known] : values[index] <= values[known] {
          continue
        }
        found = index
      }
      guard let best = found
      else { return Response(lines: [t("noValues", ["series": .text(seriesName(seriesIndex))])]) }
      pointIndex = best
      return pointResponse(prefix: t(command == .minimum ? "minimum" : "maximum") + " ")
    case .play, .playAll:
      if let playing {
        self.playing = nil
        var lines = [t("paused")]
        if let playheadFrame { lines = [pause(at: playheadFrame, in: playing.variant)] }
        return Response(lines: lines, sound: .stopGraph)
      }
      return command == .playAll ? playChart(announce: true) : startPlaying(announce: true)
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
        var response = playsChart ? playChart(announce: false) : startPlaying(announce: false)
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
    case .where:
      return whereResponse()
    case .positions, .settings, .speech, .messages:
      return settingsResponse(command)
    case .nextTenth, .previousTenth, .nextHigher, .previousHigher, .nextLower, .previousLower, .nextOutlier,
      .previousOutlier, .nextCrossing, .previousCrossing:
      return jump(command) ?? Response(lines: [])
    case .levelDown, .levelUp:
      return levelCommand(command) ?? Response(lines: [])
    case .chord:
      return chordResponse()
    case .solo, .mute:
      return soloOrMute(command, wasPlaying: wasPlaying, playheadFrame: playheadFrame)
    }
  }

  /// `response` as it is said: every line is heard (printed for a screen reader, or spoken), so a
  /// negative number in it is said with the word, "minus 4.3" and not "-4.3", which a screen
  /// reader at a low punctuation level reads as "4.3" (`LanguagePack.negativeNumbersInWords(_:)`:
  /// the values, and any number in a name or category). Only ``Command/braille``'s lines keep
  /// their signs: they are written for a braille display.
  func heard(_ response: Response) -> Response {
    var response = response
    response.lines = response.lines.map(language.negativeNumbersInWords)
    return response
  }

  /// What ``Command/braille`` prints: the current series' braille line (`BrailleLine`) after
  /// its line of text, then "Cursor on cell 3 of 40." (cells counted from 1 at the left), so a
  /// braille reader can find the current point on the line.
  public func brailleLines() -> [String] {
    let line = brailleCache.line(of: seriesIndex, width: max(1, brailleWidth), chart: chart, language: language)
    guard !line.cells.isEmpty else { return [line.description] }
    let cursor =
      (0..<pointCount).contains(pointIndex)
      ? line.cellOfPoint[pointIndex].map { t("cursor", ["cell": .count($0 + 1), "cells": .count(line.cellCount)]) }
      : nil
    return [line.description, line.cells, cursor ?? t("notOnLine")]
  }

  /// Answers the end of the graph (it played to its end): "Complete." (what VoiceOver says),
  /// and the cursor moves to the last point. The end of a part (a level's move) says nothing and
  /// moves nothing.
  public mutating func playbackEnded() -> Response {
    guard playing != nil else { return Response(lines: []) }
    playing = nil
    if sliceEnd != nil {
      sliceEnd = nil
      return Response(lines: [])
    }
    pointIndex = max(0, pointCount - 1)
    return Response(lines: [t("complete")])
  }

  mutating func startPlaying(announce: Bool) -> Response {
    let variant = currentVariant
    let graph = graphs[variant]
    guard pointCount > 0 else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    let played = graph.playedPoints.first { $0.seriesIndex == seriesIndex && $0.pointIndices.contains(pointIndex) }
    // From the point's sound, or from the start when the point is not heard; the first point
    // plays from the very start (with the start earcon).
    var from = pointIndex == 0 ? 0 : (played?.frame ?? 0)
    if from >= graph.frameCount { from = 0 }
    playing = (variant, from)
    playsChart = false
    sliceEnd = nil
    let lines =
      announce ? [t("playing", ["series": .text(seriesName(seriesIndex)), "point": .text(describe(pointIndex))])] : []
    return Response(
      lines: lines, sound: .playGraph(variant: variant, fromFrame: from, frameCount: graph.frameCount - from))
  }

  /// The point of the current series heard last at `frame` of graph `variant`.
  func lastPointHeard(at frame: Int, in variant: Int) -> Int? {
    graphs[variant].playedPoints
      .filter { $0.seriesIndex == seriesIndex && $0.frame <= frame }
      .max { $0.frame < $1.frame }?.pointIndices.first
  }

  private mutating func pause(at frame: Int, in variant: Int) -> String {
    if frame >= graphs[variant].frameCount {
      pointIndex = max(0, pointCount - 1)
      return t("completeAt", ["point": .text(describe(pointIndex))])
    }
    if let point = lastPointHeard(at: frame, in: variant) { pointIndex = point }
    return t("pausedAt", ["point": .text(describe(pointIndex))])
  }

  // MARK: Box plots

  /// A part of a box plot's group that up and down step through.
  public enum BoxPart: Hashable, Sendable {
    /// The lower whisker's end, Q1, the median, Q3 and the upper whisker's end.
    case minimum, firstQuartile, median, thirdQuartile, maximum
    /// Unusual value `number` (from 1) of `count`, in increasing order.
    case outlier(number: Int, count: Int)
  }

  /// The parts of group `series` in increasing order of value: the unusual values below the
  /// lower whisker, the five numbers, the unusual values above the upper whisker. Empty when the
  /// group has no box statistics.
  public func boxParts(of series: Int) -> [(part: BoxPart, value: Double)] {
    guard let box = chart.series[series].distribution?.box else { return [] }
    let outliers = box.outliers.sorted()
    let numbered = outliers.enumerated().map { (BoxPart.outlier(number: $0 + 1, count: outliers.count), $1) }
    let below = numbered.filter { $0.1 < box.lowerWhisker }
    let above = numbered.filter { $0.1 >= box.lowerWhisker }
    let five: [(part: BoxPart, value: Double)] = [
      (.minimum, box.lowerWhisker), (.firstQuartile, box.firstQuartile), (.median, box.median),
      (.thirdQuartile, box.thirdQuartile), (.maximum, box.upperWhisker),
    ]
    return below.map { (part: $0.0, value: $0.1) } + five + above.map { (part: $0.0, value: $0.1) }
  }

  private func medianPart(of series: Int) -> Int {
    boxParts(of: series).firstIndex { $0.part == .median } ?? 0
  }

  /// "trt1, median: 4.55." and the part's tone (an unusual value in the tick's bright timbre).
  func boxPartResponse(prefix: String = "") -> Response {
    let parts = boxParts(of: seriesIndex)
    let index = min(max(boxPartIndex, 0), parts.count - 1)
    let (part, value) = parts[index]
    var arguments: [String: MessageArgument] = [
      "series": .text(seriesName(seriesIndex)),
      "value": .text(chart.yStatisticText(value)),
    ]
    switch part {
    case .minimum: arguments["part"] = .text("minimum")
    case .firstQuartile: arguments["part"] = .text("q1")
    case .median: arguments["part"] = .text("median")
    case .thirdQuartile: arguments["part"] = .text("q3")
    case .maximum: arguments["part"] = .text("maximum")
    case .outlier(let number, let count):
      arguments["part"] = .text("outlier")
      arguments["number"] = .count(number)
      arguments["count"] = .count(count)
    }
    let isOutlier = if case .outlier = part { true } else { false }
    return Response(
      lines: [prefix + positioned(t("boxPart", arguments))],
      sound: .tone(
        frequency: pitch.map.frequency(for: value),
        timbre: isOutlier ? BoxPlotSound.tickTimbre : ChartSonifier.seriesTimbres[0]))
  }

  /// Left and right (and Home, End) move between groups, keeping the part (an unusual value
  /// goes to the median); up and down step through the group's parts. `nil` for the other
  /// commands.
  private mutating func boxMove(_ command: Command) -> Response? {
    let parts = boxParts(of: seriesIndex)
    switch command {
    case .up, .down:
      guard !parts.isEmpty else { return Response(lines: [t("noValues", ["series": .text(seriesName(seriesIndex))])]) }
      let target = boxPartIndex + (command == .up ? 1 : -1)
      guard parts.indices.contains(target) else {
        return boxPartResponse(prefix: t(command == .up ? "highestPart" : "lowestPart") + " ")
      }
      boxPartIndex = target
      return boxPartResponse()
    case .right, .left, .home, .end:
      let target: Int
      switch command {
      case .right: target = seriesIndex + 1
      case .left: target = seriesIndex - 1
      case .home: target = 0
      default: target = seriesCount - 1
      }
      guard chart.series.indices.contains(target) else {
        var response = pointResponse()
        response.lines.insert(t(command == .right ? "lastGroup" : "firstGroup"), at: 0)
        return response
      }
      let part = parts.indices.contains(boxPartIndex) ? parts[boxPartIndex].part : .median
      seriesIndex = target
      pointIndex = 0
      let targetParts = boxParts(of: target)
      let kept = if case .outlier = part { BoxPart.median } else { part }
      boxPartIndex = targetParts.firstIndex { $0.part == kept } ?? 0
      return pointResponse()
    case .nextSeries, .previousSeries:
      return boxMove(command == .nextSeries ? .right : .left)
    default:
      return nil
    }
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
