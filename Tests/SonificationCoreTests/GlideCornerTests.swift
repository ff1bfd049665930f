import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// Steep glides reach every key point's pitch: at each point's time, and at the top and bottom
/// of every turn, the pitch heard there (over 1 ms, or one period of a low tone) is within
/// 5 cents of the point's.
@Suite struct GlideCornerTests {
  static let sampleRate = 44_100.0
  static let low = 130.812_782_650_299_3  // C3
  static let high = 1_046.502_261_202_394_5  // C6

  /// A zigzag over three octaves with 100 ms between points (36 cents per millisecond, as a
  /// 10 s chart of 100 points spanning the pitch range), a sine at constant level.
  static func zigzag(values: [Double], spacingSeconds: Double = 0.1) -> (Score, [Score.KeyPoint]) {
    var score = Score(sampleRate: sampleRate)
    let keys = values.enumerated().map { i, t in
      Score.KeyPoint(
        frame: score.frame(atSeconds: 0.05 + spacingSeconds * Double(i)),
        frequency: low * Double.pow(high / low, t), gain: 0.25)
    }
    score.add(Score.Glide(keyPoints: keys))
    return (score, keys)
  }

  static func cents(_ measured: Double, _ expected: Double) -> Double { 1_200 * Double.log2(measured / expected) }

  /// The pitch heard at `frame` (see `fittedPitch`): over 1 ms or a period of `near`, whichever
  /// is longer.
  static func pitch(_ samples: [Float], at frame: Int, near: Double) -> Double {
    let window = max(Int(0.001 * sampleRate), Int((sampleRate / near).rounded()))
    return fittedPitch(samples, at: frame, windowFrames: window, sampleRate: sampleRate, near: near)
  }

  @Test func thePitchAtEveryKeyPointIsThePointsPitch() {
    let (score, keys) = Self.zigzag(values: [0, 1, 0, 1, 0.2, 0.9, 0.1, 0.6, 0, 1, 0.5])
    let samples = renderScore(score)
    var worst = 0.0
    for key in keys.dropFirst().dropLast() {
      let measured = Self.pitch(samples, at: key.frame, near: key.frequency)
      let error = Self.cents(measured, key.frequency)
      worst = max(worst, abs(error))
      #expect(abs(error) < 5, "key at frame \(key.frame), \(key.frequency) Hz: \(error) cents")
    }
    print("glide corners: worst pitch error at a key point \(worst) cents")
  }

  @Test func everyTurnReachesItsPoint() {
    let values = [0.5, 1, 0, 1, 0.2, 0.9, 0.1, 0.6, 0, 1, 0.5]
    let (score, keys) = Self.zigzag(values: values)
    let samples = renderScore(score)
    for i in 1..<(keys.count - 1) {
      let isTop = values[i] > values[i - 1] && values[i] > values[i + 1]
      let isBottom = values[i] < values[i - 1] && values[i] < values[i + 1]
      guard isTop || isBottom else { continue }
      // The pitch track around the turn, every 0.25 ms for ±5 ms.
      let track = stride(from: -220, through: 220, by: 11).map {
        Self.pitch(samples, at: keys[i].frame + $0, near: keys[i].frequency)
      }
      let reached = isTop ? track.max()! : track.min()!
      let error = Self.cents(reached, keys[i].frequency)
      #expect(abs(error) < 5, "\(isTop ? "top" : "bottom") at frame \(keys[i].frame): reaches \(error) cents")
    }
  }

  /// The measurement itself: a steady sine reads its frequency within 0.1 cent over 1 ms
  /// (less than a period of the lower ones).
  @Test(arguments: [140.0, 440, 1_000])
  func theOneMillisecondPitchOfASteadySineIsExact(frequency: Double) {
    var score = Score(sampleRate: Self.sampleRate)
    score.add(
      Score.Glide(keyPoints: [
        .init(frame: 0, frequency: frequency, gain: 0.25), .init(frame: 22_050, frequency: frequency, gain: 0.25),
      ]))
    let samples = renderScore(score)
    let measured = fittedPitch(
      samples, at: 11_000, windowFrames: 44, sampleRate: Self.sampleRate, near: frequency * 1.1)
    #expect(abs(Self.cents(measured, frequency)) < 0.1, "\(measured) Hz")
  }
}
