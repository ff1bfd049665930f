import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// The pieces of the block renderer that the other suites exercise only indirectly.
@Suite struct BlockRenderingTests {
  @Test func polynomialSineMatchesLibm() {
    var worst = 0.0
    for i in -2_000...12_000 {
      let cycles = Double(i) / 9_973 + 1e-7  // covers 0..<1, negatives and beyond 1
      let expected = Double.sin(2 * Double.pi * cycles)
      worst = max(worst, abs(RealtimeMath.sinCycles(cycles) - expected))
      worst = max(
        worst, abs(RealtimeMath.cosCycles(cycles - cycles.rounded(.down)) - Double.cos(2 * Double.pi * cycles)))
    }
    #expect(worst < 1e-10, "worst error \(worst)")
    for cycles in [0.0, 0.25, 0.5, 0.75, 0.999_999_999] {
      #expect(RealtimeMath.sinCyclesInRange(cycles) == RealtimeMath.sinCycles(cycles))
    }
  }

  /// After a burst the limiter has to squash, it releases, settles at exactly unity gain and
  /// passes the rest through untouched: the quiet tail is bit-identical to the same tail
  /// rendered without the burst.
  @Test func limiterSettlesBackToAnExactPassThrough() {
    func score(withBurst: Bool) -> Score {
      var score = Score(sampleRate: 48_000)
      if withBurst {
        for frequency in [220.0, 330, 440, 550] {
          score.add(Score.Note(startFrame: 0, lengthFrames: 9_600, frequency: frequency, gain: 1))
        }
      }
      score.add(
        Score.Glide(keyPoints: [
          .init(frame: 0, frequency: 300, gain: 0.2),
          .init(frame: 240_000, frequency: 600, gain: 0.2),
        ]))
      return score
    }
    let loud = renderScore(score(withBurst: true), blockSize: 333)
    let quiet = renderScore(score(withBurst: false), blockSize: 333)
    #expect(measureLevels(loud[0..<9_600]).peak <= 0.891_250_9)
    #expect(measureLevels(loud[0..<9_600]).peak > 0.8, "the burst is limited")
    // 50 ms release: settled well within 3 s of the burst.
    let tail = 9_600 + 3 * 48_000
    #expect(Array(loud[tail...]) == Array(quiet[tail...]))
    #expect(loud.count == quiet.count)
  }

  /// Voices are summed in event order whatever the block sizes, including when several start
  /// and end inside one internal block.
  @Test(arguments: [1, 3, 511, 512, 513, 2_000])
  func manyShortOverlappingNotesDoNotDependOnBlockSize(blockSize: Int) {
    var score = Score(sampleRate: 22_050)
    score.panSweep = -1...1
    for i in 0..<200 {
      score.add(
        Score.Note(
          startFrame: i * 97, lengthFrames: 300 + (i % 7) * 50, frequency: 200 + Double(i % 13) * 61,
          gain: 0.3, timbre: Timbre.allCases[i % Timbre.allCases.count], pan: Double(i % 5) / 2 - 1))
    }
    let reference = renderScore(score, channelCount: 2, blockSize: 4_096, extraFrames: 100)
    let samples = renderScore(score, channelCount: 2, blockSize: blockSize, extraFrames: 100)
    #expect(maxAbsDifference(reference, samples) == 0)
  }
}
