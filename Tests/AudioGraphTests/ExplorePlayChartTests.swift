import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import SonificationCore
import Testing

/// The whole chart (`A`, `play-all`): the graphs of the heard series together, following solo
/// and mute, in the explorer's answers and in the sound the renderer makes of them.
@Suite struct ExplorePlayChartTests {
  /// `sound` rendered as `explore` sends it to the renderer: `seconds` of mono at 48 kHz.
  static func render(_ sound: ChartExplorer.Sound?, graphs: [ScoreSequenceSource], seconds: Double) -> [Float] {
    var renderer = ExploreRenderer(graphs: graphs)
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    guard case .playGraphs(let variants, let from, _)? = sound, let first = variants.min() else { return [] }
    let mask = variants.reduce(UInt64(0)) { $0 | (1 << UInt64($1 - first)) }
    renderer.apply(.explore(.playGraphs(firstVariant: first, mask: mask, fromFrame: from)))
    return LivePlaybackSourceTests.pull(&renderer, frames: Int(seconds * 48_000))
  }

  /// The graphs at normal speed of Low and High (series 0 and 1 of 2; speed 2 of 5).
  static let lowGraph = 4
  static let highGraph = 5

  @Test func theHeardSeriesPlayTogether() throws {
    var explorer = try ExploreSoloMuteTests.explorer()
    guard let notes = ExploreSoloMuteTests.startedChord(&explorer) else { return }
    let (low, high) = (notes[0].frequency, notes[1].frequency)
    let graphs = explorer.graphs.map(\.sequenceSource)
    let length = max(explorer.graphs[Self.lowGraph].frameCount, explorer.graphs[Self.highGraph].frameCount)

    let both = explorer.handle(.playAll)
    #expect(both.lines == ["Playing the chart from 0.0: Low, High."])
    #expect(both.sound == .playGraphs(variants: [Self.lowGraph, Self.highGraph], fromFrame: 0, frameCount: length))
    #expect(explorer.playing != nil && explorer.playsChart)
    let mixed = Self.render(both.sound, graphs: graphs, seconds: 0.5)
    let mixedLow = goertzelPower(mixed, frequency: low, sampleRate: 48_000)
    let mixedHigh = goertzelPower(mixed, frequency: high, sampleRate: 48_000)
    #expect(mixedLow > 1e-4 && mixedHigh > 1e-4, "both series sound")
    // A again pauses, as Space does.
    let paused = explorer.handle(.playAll, playheadFrame: 0)
    #expect(paused.sound == .stopGraph && explorer.playing == nil)
    #expect(paused.lines == ["Paused at 0.0, 10.0."])

    // Low muted: High alone, and the line says who is left out.
    #expect(explorer.handle(.mute).lines == ["Low muted."])
    let one = explorer.handle(.playAll)
    #expect(one.lines == ["Playing the chart from 0.0: High.", "Not heard: Low."])
    #expect(one.sound == .playGraphs(variants: [Self.highGraph], fromFrame: 0, frameCount: length))
    let alone = Self.render(one.sound, graphs: graphs, seconds: 0.5)
    #expect(goertzelPower(alone, frequency: high, sampleRate: 48_000) > mixedHigh / 4)
    #expect(goertzelPower(alone, frequency: low, sampleRate: 48_000) < mixedLow / 1_000, "Low is 30 dB down or more")
  }

  @Test func soloAndMuteWhileTheChartPlaysChangeWhatItPlaysFromThePointHeard() throws {
    var explorer = try ExploreSoloMuteTests.explorer()
    _ = explorer.start()
    let length = max(explorer.graphs[Self.lowGraph].frameCount, explorer.graphs[Self.highGraph].frameCount)
    _ = explorer.handle(.playAll)
    // The listener hears point 2 (x = 2) when Low is muted: the chart plays on from there.
    let point2 = try #require(explorer.graphs[Self.lowGraph].playedPoints.first { $0.pointIndices.contains(2) })
    let muted = explorer.handle(.mute, playheadFrame: point2.frame + 10)
    #expect(muted.lines == ["Low muted."])
    #expect(
      muted.sound == .playGraphs(variants: [Self.highGraph], fromFrame: point2.frame, frameCount: length - point2.frame)
    )
    #expect(explorer.pointIndex == 2 && explorer.playsChart)
    // Solo on the muted series: only it plays.
    let solo = explorer.handle(.solo, playheadFrame: point2.frame)
    #expect(solo.lines == ["Solo: only Low is heard."])
    #expect(
      solo.sound == .playGraphs(variants: [Self.lowGraph], fromFrame: point2.frame, frameCount: length - point2.frame))
    // Muting the solo series silences every series: the chart stops and says so, as the chord does.
    let none = explorer.handle(.mute, playheadFrame: point2.frame)
    #expect(none.lines == ["Low muted.", "No series is heard; n unmutes the current series, a plays it solo."])
    #expect(none.sound == .stopGraph && explorer.playing == nil)
    #expect(explorer.handle(.chord).lines == ["No series is heard; n unmutes the current series, a plays it solo."])
    #expect(explorer.handle(.playAll).sound == .stopGraph)
  }

  @Test func theChordLeavesOutWhatIsNotHeard() throws {
    var explorer = try ExploreSoloMuteTests.explorer()
    _ = explorer.start()
    _ = explorer.handle(.right)
    #expect(explorer.handle(.chord).lines == ["Chord at 1.0: Low 10.0, High 90.0."])
    _ = explorer.handle(.down)
    _ = explorer.handle(.solo)
    let chord = explorer.handle(.chord)
    #expect(chord.lines == ["Chord at 1.0: High 90.0.", "Not heard: Low."])
    guard case .chord(let notes)? = chord.sound else {
      Issue.record("High's note plays")
      return
    }
    #expect(notes.count == 1)
  }
}
