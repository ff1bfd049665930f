import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// The real-time sources behind `audiograph play` and `explore`, rendered block by block as the
/// audio thread renders them.
@Suite struct LivePlaybackSourceTests {
  static func sequential(channels: Int = 2, sampleRate: Double = 22_050) throws -> Sonification {
    var options = SonificationOptions()
    options.sampleRate = sampleRate
    options.seriesPlayback = .sequential
    options.pan = channels == 2
    return try ChartSonifier(options: options).sonify(try Charts.fixture("city-temperatures.json"))
  }

  static func pull(
    _ renderer: inout ScoreSequenceRenderer, frames: Int, block: Int, channels: Int
  ) -> [Float] {
    let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: block * channels)
    defer { buffer.deallocate() }
    var samples: [Float] = []
    var done = 0
    while done < frames {
      let n = min(block, frames - done)
      renderer.render(into: buffer, frameCount: n)
      samples.append(contentsOf: buffer[0..<(n * channels)])
      done += n
    }
    return samples
  }

  @Test(arguments: [(2, 256), (2, 441), (1, 1_000), (2, 8_192)])
  func theSequenceIsTheOfflineRenderingSampleForSample(channels: Int, block: Int) throws {
    let sonification = try Self.sequential(channels: channels)
    #expect(sonification.sections.count == 3, "three series, one after the other, with gaps")
    var renderer = sonification.makeRenderer()
    renderer.prepare(
      format: AudioFormat(sampleRate: sonification.sampleRate, channelCount: channels), maximumBlockFrameCount: block)
    let frameCount = renderer.frameCount
    #expect(frameCount == sonification.frameCount)
    let live = Self.pull(&renderer, frames: sonification.frameCount, block: block, channels: channels)
    let finished = renderer.isFinished
    #expect(finished)
    #expect(live == sonification.renderSamples(channelCount: channels), "bit-identical to the offline rendering")
    // After the end: silence, and still finished.
    let tail = Self.pull(&renderer, frames: 500, block: block, channels: channels)
    #expect(tail.allSatisfy { $0 == 0 })
  }

  @Test func aSeekIntoAGapWaitsOutTheGapThenPlaysTheNextSectionFromItsStart() throws {
    let sonification = try Self.sequential(channels: 1)
    let offline = sonification.renderSamples(channelCount: 1)
    let second = sonification.sections[1]
    var renderer = sonification.makeRenderer()
    renderer.prepare(
      format: AudioFormat(sampleRate: sonification.sampleRate, channelCount: 1), maximumBlockFrameCount: 512)
    _ = Self.pull(&renderer, frames: 30_000, block: 512, channels: 1)
    let target = second.startFrame - 1_000  // inside the gap before the second section
    renderer.seek(toFrame: target)
    let position = renderer.position
    #expect(position == target)
    let after = Self.pull(&renderer, frames: 1_000 + second.frameCount, block: 333, channels: 1)
    #expect(after.prefix(1_000).allSatisfy { $0 == 0 }, "the rest of the gap is silent")
    #expect(
      Array(after.dropFirst(1_000)) == Array(offline[second.startFrame..<(second.startFrame + second.frameCount)]),
      "the second section plays exactly as in the full rendering")
  }

  @Test func pausingHoldsThePositionAndResumingContinues() throws {
    let sonification = try Self.sequential(channels: 1)
    var renderer = sonification.makeRenderer()
    renderer.prepare(
      format: AudioFormat(sampleRate: sonification.sampleRate, channelCount: 1), maximumBlockFrameCount: 256)
    _ = Self.pull(&renderer, frames: 20_000, block: 256, channels: 1)
    renderer.apply(.paused(true))
    _ = Self.pull(&renderer, frames: 2_048, block: 256, channels: 1)  // the 20 ms fade
    let held = renderer.position
    let silent = Self.pull(&renderer, frames: 10_000, block: 256, channels: 1)
    #expect(silent.allSatisfy { $0 == 0 })
    let stillHeld = renderer.position
    #expect(stillHeld == held)
    renderer.apply(.paused(false))
    _ = Self.pull(&renderer, frames: 1_000, block: 256, channels: 1)
    let resumed = renderer.position
    #expect(resumed == held + 1_000)
  }

  // MARK: Explore

  static func explorer(sampleRate: Double = 48_000) throws -> ChartExplorer {
    var options = SonificationOptions()
    options.sampleRate = sampleRate
    return try ChartExplorer(
      chart: try Charts.fixture("iq-scores.json"), options: options, summary: "Summary.", detailLines: ["Detail."])
  }

  static func renderer(for explorer: ChartExplorer) -> ExploreRenderer {
    var renderer = ExploreRenderer(graphs: explorer.graphs.map(\.sequenceSource))
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    return renderer
  }

  static func pull(_ renderer: inout ExploreRenderer, frames: Int) -> [Float] {
    let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: 256)
    defer { buffer.deallocate() }
    var samples: [Float] = []
    var done = 0
    while done < frames {
      let n = min(256, frames - done)
      renderer.render(into: buffer, frameCount: n)
      samples.append(contentsOf: buffer[0..<n])
      done += n
    }
    return samples
  }

  @Test func aPointsToneIsShortClickFreeAndAtTheGraphsPitchForThatPoint() throws {
    var explorer = try Self.explorer()
    var renderer = Self.renderer(for: explorer)
    _ = Self.pull(&renderer, frames: 4_800)  // the prepared graphs settle, silent
    var frequencies: [Double] = []
    var samples: [Float] = []
    for command in [ChartExplorer.Command.right, .right, .left, .end] {
      guard case .tone(let frequency, let timbre) = try #require(explorer.handle(command).sound) else {
        Issue.record("\(command) should play a tone")
        return
      }
      frequencies.append(frequency)
      renderer.apply(.explore(.tone(frequency: frequency, timbre: timbre)))
      samples += Self.pull(&renderer, frames: Int(ExploreRenderer.toneSeconds * 48_000) + 2_400)
    }
    // The same pitch as the audio graph gives the point: its played point's frequency.
    let graph = try ChartSonifier(
      options: {
        var o = SonificationOptions()
        o.sampleRate = 48_000
        return o
      }()
    )
    .sonify(try Charts.fixture("iq-scores.json"))
    #expect(
      frequencies
        == [1, 2, 1, 3].map { index in graph.playedPoints.first { $0.pointIndices.contains(index) }!.frequency! })
    let toneLength = Int(ExploreRenderer.toneSeconds * 48_000) + 2_400
    for (index, frequency) in frequencies.enumerated() {
      // 20 … 120 ms into the tone.
      let hold = hannWindowed(Array(samples[(index * toneLength + 960)..<(index * toneLength + 960 + 4_800)]))
      let power = goertzelPower(hold, frequency: frequency, sampleRate: 48_000)
      for neighbour in [frequency * 0.943_874, frequency * 1.059_463] {
        #expect(
          power > 100 * goertzelPower(hold, frequency: neighbour, sampleRate: 48_000),
          "tone \(index) is at \(frequency) Hz")
      }
      let after = samples[
        (index * toneLength + Int(ExploreRenderer.toneSeconds * 48_000) + 10)..<((index + 1) * toneLength)]
      #expect(after.allSatisfy { $0 == 0 }, "tone \(index) has ended")
    }
    #expect(detectClicks(samples).isEmpty, "no clicks")
    #expect(measureLevels(samples).peak < 0.89)
  }

  @Test func aNewToneDuringATonesFadesTheOldOneWithoutAClick() throws {
    var renderer = Self.renderer(for: try Self.explorer())
    renderer.apply(.explore(.tone(frequency: 300, timbre: .sine)))
    var samples = Self.pull(&renderer, frames: 3_000)
    renderer.apply(.explore(.tone(frequency: 600, timbre: .sine)))
    samples += Self.pull(&renderer, frames: 12_000)
    #expect(detectClicks(samples).isEmpty)
    let late = samples[8_000..<12_000]
    #expect(
      goertzelPower(late, frequency: 600, sampleRate: 48_000) > 100
        * goertzelPower(late, frequency: 300, sampleRate: 48_000))
  }

  @Test func playingTheGraphFromAPointThenStoppingIt() throws {
    var explorer = try Self.explorer()
    var renderer = Self.renderer(for: explorer)
    _ = explorer.handle(.right)
    guard case .playGraph(let variant, let from, let count) = explorer.handle(.play).sound else {
      Issue.record("play should play the graph")
      return
    }
    let graph = explorer.graphs[variant]
    #expect(from == graph.playedPoints[1].frame && count == graph.frameCount - from)
    renderer.apply(.explore(.playGraph(variant: variant, fromFrame: from)))
    let playing = Self.pull(&renderer, frames: 9_600)
    // The glide passes the second point's pitch where it starts (after the 5 ms seek fade).
    let window = playing[480..<2_880]
    let expected = graph.playedPoints[1].frequency!
    #expect(
      goertzelPower(window, frequency: expected, sampleRate: 48_000) > 10
        * goertzelPower(window, frequency: expected * 0.89, sampleRate: 48_000))
    renderer.apply(.explore(.stopGraph))
    let stopping = Self.pull(&renderer, frames: 4_800)
    #expect(stopping[1_200...].allSatisfy { $0 == 0 }, "silent 25 ms after stopping")
    #expect(detectClicks(playing + stopping).isEmpty)
  }
}
