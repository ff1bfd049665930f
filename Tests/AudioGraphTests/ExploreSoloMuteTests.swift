import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import SonificationCore
import Testing

/// Solo and mute (`a` and `n`): a series that is not heard plays no tone, no graph and no note
/// of a chord, in the explorer's answers and in the sound rendered from them.
@Suite struct ExploreSoloMuteTests {
  /// Low: y = 10 at x = 0 … 3; High: y = 90 at the same x (pitches two octaves apart).
  /// Starts `explorer` and plays the chord at its first point: its two notes, Low's then
  /// High's; records an issue and gives `nil` when the chord is not two notes.
  static func startedChord(_ explorer: inout ChartExplorer) -> [ChartExplorer.ChordNote]? {
    _ = explorer.start()
    guard case .chord(let notes)? = explorer.handle(.chord).sound, notes.count == 2 else {
      Issue.record("a chord of two notes at the first point")
      return nil
    }
    return notes
  }

  static func explorer() throws -> ChartExplorer {
    let x = AXNumericDataAxisDescriptor(title: "X", range: 0...3, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    func series(_ name: String, _ value: Double) -> AXDataSeriesDescriptor {
      AXDataSeriesDescriptor(
        name: name, isContinuous: false, dataPoints: (0...3).map { AXDataPoint(x: Double($0), y: value) })
    }
    let chart = AXChartDescriptor(
      title: "Solo", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [series("Low", 10), series("High", 90)])
    var options = SonificationOptions()
    options.sampleRate = 48_000
    return try ChartExplorer(chart: chart, options: options, summary: "Summary.", detailLines: [])
  }

  /// The chord rendered as `explore` sends it to the renderer.
  static func render(_ sound: ChartExplorer.Sound?, graphs: [ScoreSequenceSource]) -> [Float] {
    var renderer = ExploreRenderer(graphs: graphs)
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    if case .chord(let notes)? = sound {
      for (index, note) in notes.enumerated() {
        renderer.apply(
          .explore(.chordNote(frequency: note.frequency, timbre: note.timbre, index: index, count: notes.count)))
      }
    }
    return LivePlaybackSourceTests.pull(&renderer, frames: Int(ExploreRenderer.toneSeconds * 48_000))
  }

  @Test func aMutedSeriesIsSaidButNotHeard() throws {
    var explorer = try Self.explorer()
    guard let both = Self.startedChord(&explorer) else { return }
    let (low, high) = (both[0].frequency, both[1].frequency)
    #expect(high > 3 * low)
    #expect(explorer.handle(.mute).lines == ["Low muted."])
    #expect(explorer.handle(.right).sound == nil, "no tone on a muted series")
    let play = explorer.handle(.play)
    #expect(play.lines == ["Low is muted."] && play.sound == nil)
    #expect(explorer.playing == nil)
    #expect(explorer.handle(.where).lines.last == "Low is muted.")
    let chord = explorer.handle(.chord)
    #expect(chord.lines == ["Chord at 1.0: High 90.0.", "Not heard: Low."])
    #expect(chord.sound == .chord([both[1]]))
    // Rendered: High's pitch sounds, Low's is 40 dB below it (Goertzel power, 1/10,000).
    let samples = Self.render(chord.sound, graphs: explorer.graphs.map(\.sequenceSource))
    let atHigh = goertzelPower(samples, frequency: high, sampleRate: 48_000)
    let atLow = goertzelPower(samples, frequency: low, sampleRate: 48_000)
    #expect(atHigh > 1e-4)
    #expect(atLow < atHigh / 10_000)
    let unmuted = Self.render(.chord(both), graphs: explorer.graphs.map(\.sequenceSource))
    #expect(goertzelPower(unmuted, frequency: low, sampleRate: 48_000) > atHigh / 10, "Low sounds when not muted")
    // Down to High, which is heard; mute again undoes it.
    let down = explorer.handle(.down)
    #expect(down.lines == ["Series 2 of 2: High, 4 points.", "1.0, 90.0, point 2 of 4."])
    #expect(down.sound != nil)
    _ = explorer.handle(.up)
    #expect(explorer.handle(.mute).lines == ["Low heard again."])
    #expect(explorer.handle(.right).sound != nil)
  }

  @Test func soloHearsOnlyTheCurrentSeries() throws {
    var explorer = try Self.explorer()
    _ = explorer.start()
    #expect(explorer.handle(.solo).lines == ["Solo: only Low is heard."])
    let down = explorer.handle(.down)
    #expect(
      down.lines == [
        "Series 2 of 2: High, 4 points.", "High is not heard: Low plays solo.", "0.0, 90.0, point 1 of 4.",
      ]
    )
    #expect(down.sound == nil)
    guard case .chord(let notes)? = explorer.handle(.chord).sound else {
      Issue.record("Low's note plays")
      return
    }
    #expect(notes.count == 1)
    // Solo on a muted series unmutes it; solo again is off.
    _ = explorer.handle(.mute)
    #expect(explorer.handle(.solo).lines == ["Solo: only High is heard."])
    #expect(explorer.isHeard(1) && !explorer.isHeard(0))
    #expect(explorer.handle(.solo).lines == ["Solo off: every series that is not muted is heard."])
    #expect(explorer.isHeard(0) && explorer.isHeard(1))
  }
}
