import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// The explorer's levels as heard: a group of points plays its part of the graph, from the first
/// of its points heard to the next group's first, and then the graph stops.
@Suite struct ExploreLevelsSoundTests {
  /// x = 1 … 30 on a number axis (written "1.0"): grouped by tens (1–9, 10–19, 20–29, 30), y = 3x.
  static func explorer() throws -> ChartExplorer {
    var options = SonificationOptions()
    options.sampleRate = 48_000
    let chart = Charts.numeric(
      (1...30).map { (x: Double($0), y: Double($0) * 3) }, continuous: true, xRange: 0...31, yRange: 0...100)
    return try ChartExplorer(chart: chart, options: options, summary: "Summary.", detailLines: [])
  }

  @Test func upALevelFromAPointGoesToItsGroupAndPlaysItsPart() throws {
    var explorer = try Self.explorer()
    _ = explorer.handle(.end)
    _ = explorer.handle(.left)  // x = 29
    let up = explorer.handle(.levelUp)
    #expect(up.lines == ["20.0 to 30.0: 10 points, up 27, 45%, range 3 of 4."])
    #expect(explorer.level == .group(depth: 0))
    guard case .playPart(let variant, let from, let count) = up.sound else {
      Issue.record("a group should play its part, not \(String(describing: up.sound))")
      return
    }
    let graph = explorer.graphs[variant]
    let frame = { (index: Int) in graph.playedPoints.first { $0.pointIndices.contains(index) }!.frame }
    #expect(from == frame(19) && from + count == frame(29), "from x = 20 to x = 30")
    // Left: the group before; Home; Left at the first says so and stays.
    #expect(explorer.handle(.left).lines == ["10.0 to 20.0: 10 points, up 27, 90%, range 2 of 4."])
    #expect(
      explorer.handle(.home).lines == ["0.0 to 10.0: 9 points, up 24, 800%, range 1 of 4."])
    #expect(
      explorer.handle(.left).lines == ["First range.", "0.0 to 10.0: 9 points, up 24, 800%, range 1 of 4."])
    // The series above, then the chart; down again to the group the cursor is in, then points.
    #expect(explorer.handle(.levelUp).lines == ["Series 1 of 1: S, 30 points."])
    #expect(
      explorer.handle(.levelUp).lines == [
        "Chart: Test, 1 series; Enter goes down to them. After the series: the axes and the legend."
      ])
    #expect(explorer.handle(.levelUp).lines.first == "This is the top level, the whole chart.")
    _ = explorer.handle(.levelDown)
    #expect(explorer.handle(.levelDown).lines == ["0.0 to 10.0: 9 points, up 24, 800%, range 1 of 4."])
    #expect(explorer.handle(.levelDown).lines == ["1.0, 3.0, point 1 of 30."])
    #expect(explorer.level == .point)
  }

  @Test func aPartPlaysItsFramesThenTheGraphStops() throws {
    var explorer = try Self.explorer()
    _ = explorer.handle(.right)
    guard case .playPart(let variant, let from, let count) = explorer.handle(.levelUp).sound else {
      Issue.record("a group should play its part")
      return
    }
    var renderer = ExploreRenderer(graphs: explorer.graphs.map(\.sequenceSource))
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    renderer.apply(.explore(.playGraphPart(variant: variant, fromFrame: from, frameCount: count)))
    let samples = LivePlaybackSourceTests.pull(&renderer, frames: count + 9_600)
    let graph = explorer.graphs[variant].renderSamples(channelCount: 1)
    // The part is the graph's own frames (after the first block's seek), and silent 20 ms (the
    // fade) plus a block after its end.
    #expect(samples[256..<(count - 256)].contains { $0 != 0 })
    #expect(Array(samples[1_000..<2_000]) == Array(graph[(from + 1_000)..<(from + 2_000)]))
    #expect(samples[(count + 960 + 256)...].allSatisfy { $0 == 0 }, "silent after the part")
    // The end of a part says nothing and leaves the cursor where it is.
    let ended = explorer.playbackEnded()
    #expect(ended.lines.isEmpty && explorer.pointIndex == 1)
  }
}
