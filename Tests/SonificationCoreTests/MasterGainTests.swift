import AudioGraphTestSupport
import SonificationCore
import Testing

/// ``Score/masterGain`` scales every frame from frame 0, including the frames the limiter's
/// look-ahead renders before the first block, so a gain never jumps in at the start earcon.
@Suite struct MasterGainTests {
  /// A start earcon and a quiet note at frame 0: nothing comes near the limiter's ceiling at
  /// 6 dB more, so the louder render is exactly twice the other (× 2 is exact in floating point).
  static func quietScore(masterGain: Double) -> Score {
    var score = Score(sampleRate: 44_100)
    score.add(Score.Earcon(.start, startFrame: 0))
    score.add(Score.Note(startFrame: 0, lengthFrames: 4_410, frequency: 300, gain: 0.05))
    score.masterGain = masterGain
    return score
  }

  @Test(arguments: [1, 64, 4_096])
  func theGainScalesEveryFrameFromFrameZero(blockSize: Int) {
    let unity = renderScore(Self.quietScore(masterGain: 1), blockSize: blockSize)
    let doubled = renderScore(Self.quietScore(masterGain: 2), blockSize: blockSize)
    #expect(measureLevels(doubled).peak < 0.5, "nothing is limited")
    #expect(unity.count == doubled.count)
    let differing = unity.indices.filter { doubled[$0] != 2 * unity[$0] }
    #expect(differing.count == 0, "\(differing.count) frames differ, the first \(Array(differing.prefix(5)))")
  }

  /// At +12 dB every sample of the first 10 ms (the start earcon's attack) is 3.98 times the
  /// sample at 0 dB: the gain does not jump in after the limiter's 2 ms look-ahead.
  @Test func theStartIsScaledFromTheFirstSampleAtLargeGain() {
    let unity = renderScore(Self.quietScore(masterGain: 1))
    let louder = renderScore(Self.quietScore(masterGain: 3.981_071_705_534_973))  // +12 dB
    let frames = 441
    for i in 1..<frames where abs(unity[i]) > 1e-4 {
      let gain = Double(louder[i] / unity[i])
      #expect(abs(gain - 3.981) < 0.001, "frame \(i): \(louder[i]) is \(gain) × \(unity[i])")
      if abs(gain - 3.981) >= 0.001 { break }
    }
  }
}
