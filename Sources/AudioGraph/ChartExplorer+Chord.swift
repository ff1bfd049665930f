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

  /// What ``Command/chord`` (`c`) answers: every series' point at the current point's x, said
  /// in one line in series order ("Chord at 2019: Rent 1,200 dollars, Food 450 dollars, Travel no
  /// value.") and played together, each at the pitch and in the timbre it has in its own audio
  /// graph (the notes of at most ``ExploreRenderer/chordVoiceCount`` series, the first ones,
  /// which the line then says). A series has a point at this x when one of its points has the
  /// same x value (number, date or category); the first such point is taken. A chart with one
  /// series, a box plot (whose groups have no common x) and a series without points have no
  /// chord: one line says so and nothing plays.
  func chordResponse() -> Response {
    guard seriesCount > 1, !isBoxPlot else {
      return Response(lines: [t("chordOneSeries", ["kind": .text(isBoxPlot ? "box" : "other")])])
    }
    guard pointCount > 0 else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    let here = point(pointIndex)
    let missing = language.text("value.missing")
    var parts: [String] = []
    var notes: [ChordNote] = []
    for series in 0..<seriesCount {
      let descriptor = chart.series[series]
      let index =
        series == seriesIndex
        ? pointIndex : (0..<descriptor.pointCount).first { descriptor.point(at: $0).x == here.x }
      var value = missing
      if let index {
        let point = descriptor.point(at: index)
        if point.y != nil { value = chart.pointValueTexts(point, language: language).y }
        if series < ExploreRenderer.chordVoiceCount,
          case .tone(let frequency, let timbre)? = tone(series: series, point: index)
        {
          notes.append(ChordNote(frequency: frequency, timbre: timbre))
        }
      }
      parts.append(t("chordPart", ["series": .text(seriesName(series)), "value": .text(value)]))
    }
    let x = chart.pointValueTexts(here, language: language).x
    var lines = [t("chord", ["x": .text(x), "parts": .text(parts.joined(separator: ", "))])]
    if seriesCount > ExploreRenderer.chordVoiceCount {
      lines.append(t("chordFirst", ["count": .count(ExploreRenderer.chordVoiceCount)]))
    }
    return Response(lines: lines, sound: notes.isEmpty ? nil : .chord(notes))
  }
}
