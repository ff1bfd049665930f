import ChartAccessibility
import SonificationCore

extension ChartExplorer {
  /// One note of a chord: a series' tone at the current x.
  public struct ChordNote: Hashable, Sendable {
    /// The pitch the point has in its series' audio graph, in hertz.
    public var frequency: Double
    /// The series' timbre.
    public var timbre: Timbre

    public init(frequency: Double, timbre: Timbre) {
      self.frequency = frequency
      self.timbre = timbre
    }
  }

  /// What ``Command/chord`` (`c`) answers: every heard series' point at the current point's x,
  /// said in one line in series order ("Chord at 2019: Rent 1,200 dollars, Food 450 dollars,
  /// Travel no value.") and played together, each at the pitch and in the timbre it has in its
  /// own audio graph (the notes of at most ``ExploreRenderer/chordVoiceCount`` series, the first
  /// heard ones, which a line then says). A series has a point at this x when one of its points
  /// has the same x value (number, date or category); the first such point is taken. A series
  /// that is not heard (``isHeard(_:)``, solo and mute) is left out of the chord and its line,
  /// and a second line names it ("Not heard: Travel."); with no series heard, one line says so.
  /// A chart with one series, a box plot (whose groups have no common x) and a series without
  /// points have no chord: one line says so and nothing plays.
  func chordResponse() -> Response {
    guard seriesCount > 1, !isBoxPlot else {
      return Response(lines: [t("chordOneSeries", ["kind": .text(isBoxPlot ? "box" : "other")])])
    }
    guard pointCount > 0 else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    let heard = heardSeries
    guard !heard.isEmpty else { return Response(lines: [t("noneHeard")]) }
    let here = point(pointIndex)
    let hereX = columns.x[seriesIndex].indices.contains(pointIndex) ? columns.x[seriesIndex][pointIndex] : nil
    let numericX = chart.xAxis is AXNumericDataAxisDescriptor
    let missing = language.text("value.missing")
    var parts: [String] = []
    var notes: [ChordNote] = []
    for series in heard {
      let descriptor = chart.series[series]
      let index: Int?
      if series == seriesIndex {
        index = pointIndex
      } else if numericX, case .number = here.x, let hereX {
        // A number or date: found in the columns, without making every point's object.
        let found = columns.x[series].firstIndex(of: hereX)
        index = found.flatMap { descriptor.point(at: $0).x == here.x ? $0 : nil }
      } else {
        index = (0..<descriptor.pointCount).first { descriptor.point(at: $0).x == here.x }
      }
      var value = missing
      if let index {
        let point = descriptor.point(at: index)
        if point.y != nil { value = chart.pointValueTexts(point, language: language).y }
        if notes.count < ExploreRenderer.chordVoiceCount,
          case .tone(let frequency, let timbre)? = tone(series: series, point: index)
        {
          notes.append(ChordNote(frequency: frequency, timbre: timbre))
        }
      }
      parts.append(t("chordPart", ["series": .text(seriesName(series)), "value": .text(value)]))
    }
    let x = chart.pointValueTexts(here, language: language).x
    var lines = [t("chord", ["x": .text(x), "parts": .text(parts.joined(separator: ", "))])]
    if heard.count > ExploreRenderer.chordVoiceCount {
      lines.append(t("chordFirst", ["count": .count(ExploreRenderer.chordVoiceCount)]))
    }
    if let silent = notHeardLine() { lines.append(silent) }
    return Response(lines: lines, sound: notes.isEmpty ? nil : .chord(notes))
  }
}

extension ChartExplorer {
  /// Whether series `series` is heard: not muted, and no other series played solo. Soloing a
  /// muted series unmutes it; muting the solo series silences every series.
  public func isHeard(_ series: Int) -> Bool {
    !mutedSeries.contains(series) && (soloSeries == nil || soloSeries == series)
  }

  /// "JFK is muted." or "LaGuardia is not heard: JFK plays solo."
  func silentLine(_ series: Int) -> String {
    if mutedSeries.contains(series) {
      return t("silent", ["reason": .text("muted"), "series": .text(seriesName(series)), "solo": .text("")])
    }
    return t(
      "silent",
      ["reason": .text("solo"), "series": .text(seriesName(series)), "solo": .text(seriesName(soloSeries ?? 0))])
  }

  /// Answers ``Command/solo`` and ``Command/mute`` on the current series: "Solo: only JFK is
  /// heard.", "Solo off: …", "JFK muted.", "JFK heard again.". The whole chart
  /// (``Command/playAll``), when it plays, follows: it plays on from the point heard at
  /// `playheadFrame` with the series now heard (it stops when none is). A series playing alone
  /// stops (play again to hear it as now set).
  mutating func soloOrMute(_ command: Command, wasPlaying: Bool, playheadFrame: Int?) -> Response {
    let name = seriesName(seriesIndex)
    let line: String
    if command == .solo {
      soloSeries = soloSeries == seriesIndex ? nil : seriesIndex
      // Solo is to hear this series: a muted one is unmuted.
      if soloSeries != nil { mutedSeries.remove(seriesIndex) }
      line = t("solo", ["state": .text(soloSeries == nil ? "off" : "on"), "series": .text(name)])
    } else {
      let muted = mutedSeries.contains(seriesIndex)
      if muted { mutedSeries.remove(seriesIndex) } else { mutedSeries.insert(seriesIndex) }
      line = t("mute", ["state": .text(muted ? "off" : "on"), "series": .text(name)])
    }
    if wasPlaying && playsChart {
      if let playheadFrame {
        pointIndex = lastPointHeard(at: playheadFrame, in: speedIndex * seriesCount + seriesIndex) ?? pointIndex
      }
      var response = playChart(announce: false)
      response.lines.insert(line, at: 0)
      return response
    }
    return Response(lines: [line], sound: wasPlaying ? .stopGraph : nil)
  }
}
