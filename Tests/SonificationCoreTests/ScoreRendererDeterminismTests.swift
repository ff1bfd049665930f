import AudioGraphTestSupport
import SonificationCore
import Testing

/// Block processing equals sample processing (fundsp); reset and seek are exact (JUCE, dasp).
@Suite struct ScoreRendererDeterminismTests {
  /// The mixed score plus a loud stack, so that the limiter works hard during the comparison.
  static func demandingScore() -> Score {
    var score = Fixtures.mixedScore()
    for note in Fixtures.loudStack(count: 4).notes { score.add(note) }
    return score
  }

  static let reference: [Float] = renderScore(demandingScore(), channelCount: 2, blockSize: 4_096, extraFrames: 777)

  @Test(arguments: [1, 7, 256, 4_096, 10_000])
  func outputDoesNotDependOnBlockSize(blockSize: Int) {
    let samples = renderScore(Self.demandingScore(), channelCount: 2, blockSize: blockSize, extraFrames: 777)
    let difference = maxAbsDifference(Self.reference, samples)
    #expect(difference <= 1e-6, "block size \(blockSize): max difference \(difference)")
    #expect(difference == 0, "expected bit-exact output, got \(difference)")
  }

  @Test func randomBlockSizesIncludingZeroMatchTheReference() {
    let score = Self.demandingScore()
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: score.sampleRate, channelCount: 2), maximumBlockFrameCount: 512)
    let total = renderer.frameCount + 777
    var rng = SplitMix64(seed: 0xA0D10_6A4F)
    var output: [Float] = []
    var buffer = [Float](repeating: 0, count: 2 * 600)
    while output.count < 2 * total {
      let n = min(Int.random(in: 0...600, using: &rng), total - output.count / 2)
      buffer.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: n) }
      output += buffer[0..<(2 * n)]
    }
    #expect(maxAbsDifference(Self.reference, output) == 0)
  }

  @Test func zeroLengthBlockIsANoOp() {
    let score = Self.demandingScore()
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: score.sampleRate, channelCount: 2), maximumBlockFrameCount: 256)
    _ = render(&renderer, frameCount: 10_000, blockSize: 256, channelCount: 2)
    let before = renderer.position
    var sentinel: [Float] = [42, 42]
    sentinel.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: 0) }
    var empty: [Float] = []
    empty.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: 0) }
    let after = renderer.position
    #expect(before == 10_000 && after == 10_000)
    #expect(sentinel == [42, 42], "a zero-length render must not write")
    let rest = render(&renderer, frameCount: renderer.frameCount + 777 - 10_000, blockSize: 256, channelCount: 2)
    #expect(maxAbsDifference(Array(Self.reference[(2 * 10_000)...]), rest) == 0)
  }

  @Test func resetThenRenderAgainEqualsTheFirstRender() {
    let score = Self.demandingScore()
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: score.sampleRate, channelCount: 2), maximumBlockFrameCount: 512)
    let frames = renderer.frameCount + 777
    let first = render(&renderer, frameCount: frames, blockSize: 512, channelCount: 2)
    renderer.apply(.masterGain(0.3))  // parameters return to their prepared values on reset
    renderer.apply(.pitchScale(1.5))
    _ = render(&renderer, frameCount: 100, blockSize: 64, channelCount: 2)
    renderer.reset()
    let position = renderer.position
    #expect(position == 0)
    let second = render(&renderer, frameCount: frames, blockSize: 333, channelCount: 2)
    #expect(maxAbsDifference(first, second) == 0)
    #expect(maxAbsDifference(first, Self.reference) == 0)
  }

  @Test func seekIsSafeAndFadesIn() {
    let score = Self.demandingScore()
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: score.sampleRate, channelCount: 2), maximumBlockFrameCount: 512)
    let target = 30_000
    renderer.seek(toFrame: target)
    let position = renderer.position
    #expect(position == target)
    let samples = render(&renderer, frameCount: renderer.frameCount - target, blockSize: 512, channelCount: 2)
    let levels = measureLevels(samples)
    #expect(levels.nonFiniteCount == 0 && levels.peak <= 0.891_250_9)
    #expect(abs(samples[0]) < 1e-3 && abs(samples[1]) < 1e-3, "starts from silence after a seek")
    #expect(levels.peak > 0.1, "events sounding at the seek target are heard")
    // After the 5 ms fade and the 75 ms limiter memory, the audio matches an uninterrupted
    // render up to phase (same envelopes): compare levels over the last 0.3 s.
    let tail = 2 * 40_000
    let reference = Array(Self.reference[tail..<(2 * renderer.frameCount)])
    let seeked = Array(samples[(tail - 2 * target)...])
    #expect(abs(measureLevels(reference).rms - measureLevels(seeked).rms) < 0.1 * measureLevels(reference).rms)

    // Seeking past the end gives silence; seeking back to 0 equals a reset (parameters kept).
    renderer.seek(toFrame: 10_000_000)
    let end = renderer.position
    #expect(end == renderer.frameCount)
    #expect(render(&renderer, frameCount: 1_000, blockSize: 100, channelCount: 2).allSatisfy { $0 == 0 })
    renderer.seek(toFrame: 0)
    let again = render(&renderer, frameCount: renderer.frameCount + 777, blockSize: 4_096, channelCount: 2)
    #expect(maxAbsDifference(again, Self.reference) == 0)
  }

  @Test func renderBeforePrepareWritesSilence() {
    var renderer = ScoreRenderer(score: Fixtures.mixedScore())
    var buffer = [Float](repeating: 1, count: 64)
    buffer.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: 64) }
    #expect(buffer.allSatisfy { $0 == 0 })
  }

  @Test func sameOutputAtEverySupportedRateIsFiniteAndBounded() {
    for rate in [8_000.0, 22_050, 44_100, 96_000, 192_000] {
      let samples = renderScore(Fixtures.mixedScore(sampleRate: rate), channelCount: 2, blockSize: 1_000)
      let levels = measureLevels(samples)
      #expect(levels.nonFiniteCount == 0 && levels.peak <= 0.891_250_9 && levels.peak > 0.1, "\(rate) Hz: \(levels)")
    }
  }
}
