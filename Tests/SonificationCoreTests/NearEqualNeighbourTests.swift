import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// Neighbouring key points of a glide whose values differ by a rounding step or a few hundred
/// (as the means of dense slots often do) glide cleanly: no click, and each point's pitch is
/// heard at its time.
///
/// Click detector: `detectClicks` with ratio 6 and floor 1e-4 (a second difference more than
/// six times the local median plus 1e-4 of full scale), the detector the renderer's quality
/// tests use for a sine; a clean glide never fires it. Before the fix a line with values
/// 321.79999999999995 and 321.8 next to each other jumped by up to half a cycle of phase
/// every 256 frames (the glide's phase divided an ulp's rounding error of a frequency
/// difference by r − 1 ≈ 10⁻¹⁸).
@Suite struct NearEqualNeighbourTests {
  static let sampleRate = 48_000.0

  /// `x` advanced by `steps` representable doubles.
  static func advanced(_ x: Double, by steps: Int) -> Double {
    var y = x
    for _ in 0..<steps { y = y.nextUp }
    return y
  }

  /// A sine glide through `frequencies` at `frames`, at a constant level.
  static func glide(_ frequencies: [Double], frames: [Int]) -> Score {
    var score = Score(sampleRate: sampleRate)
    score.add(
      Score.Glide(keyPoints: zip(frames, frequencies).map { .init(frame: $0, frequency: $1, gain: 0.25) }))
    return score
  }

  /// The pitch heard at `frame`: over 1 ms, or one period of `near` if longer.
  static func pitch(_ samples: [Float], at frame: Int, near: Double) -> Double {
    let window = max(Int(0.001 * sampleRate), Int((sampleRate / near).rounded()))
    return fittedPitch(samples, at: frame, windowFrames: window, sampleRate: sampleRate, near: near)
  }

  /// The issue's line: four points, 321.79999999999995 and 321.8 side by side (one ulp apart),
  /// on a y axis of 300 ... 400 mapped to C3 ... C6, 0.1 s apart.
  @Test func theFourPointLineWithNeighboursOneUlpApartHasNoClick() {
    let map = PitchMap(domain: 300...400)
    let values = [310, 321.799_999_999_999_95, 321.8, 340]
    #expect(values[1].nextUp == values[2])
    let frames = [2_400, 7_200, 12_000, 16_800]
    let samples = renderScore(Self.glide(values.map(map.frequency(for:)), frames: frames))
    let clicks = detectClicks(samples, ratio: 6, floor: 1e-4)
    #expect(clicks.isEmpty, "\(clicks.count) clicks, first at \(Array(clicks.prefix(8)))")
    for (frame, value) in zip(frames.dropFirst().dropLast(), values.dropFirst().dropLast()) {
      let expected = map.frequency(for: value)
      let cents = centsDifference(Self.pitch(samples, at: frame, near: expected), expected)
      #expect(abs(cents) < 5, "at frame \(frame): \(cents) cents")
    }
  }

  /// Property: two neighbouring key points 0 to 1,000 ulps apart (in the value, or in the
  /// frequency itself), anywhere in the pitch range, 5 to 60 ms apart, between two ordinary
  /// points: no click, and the pitch at both within 5 cents (1 ms window). 160 seeded cases.
  @Test func randomNearEqualNeighboursGlideWithoutClicks() {
    var random = SplitMix64(seed: 31)
    let map = PitchMap(domain: 0...1_000)
    var failures = 0
    for trial in 0..<160 {
      let ulps = Int.random(in: 0...1_000, using: &random)
      let value = Double.random(in: 1...999, using: &random)
      let frequencies: [Double]
      if trial.isMultiple(of: 2) {
        frequencies = [
          map.frequency(for: Double.random(in: 0...1_000, using: &random)), map.frequency(for: value),
          map.frequency(for: Self.advanced(value, by: ulps)),
          map.frequency(for: Double.random(in: 0...1_000, using: &random)),
        ]
      } else {
        let f = map.frequency(for: value)
        frequencies = [
          map.frequency(for: Double.random(in: 0...1_000, using: &random)), f, Self.advanced(f, by: ulps),
          map.frequency(for: Double.random(in: 0...1_000, using: &random)),
        ]
      }
      // The near-equal pair after the 30 ms attack (1,440 frames), 5 to 60 ms apart.
      var frames = [Int.random(in: 0...2_000, using: &random)]
      frames.append(frames[0] + Int.random(in: 1_500...2_880, using: &random))
      for _ in 2..<4 { frames.append(frames.last! + Int.random(in: 240...2_880, using: &random)) }
      let samples = renderScore(Self.glide(frequencies, frames: frames))
      let clicks = detectClicks(samples, ratio: 6, floor: 1e-4)
      var worstCents = 0.0
      for k in 1...2 {
        let cents = centsDifference(Self.pitch(samples, at: frames[k], near: frequencies[k]), frequencies[k])
        worstCents = max(worstCents, abs(cents))
      }
      if !clicks.isEmpty || worstCents >= 5 {
        failures += 1
        if failures <= 5 {
          Issue.record(
            "trial \(trial): \(ulps) ulps at \(frequencies[1]) Hz, frames \(frames): \(clicks.count) clicks (first at \(Array(clicks.prefix(4)))), pitch off by \(worstCents) cents"
          )
        }
      }
    }
    #expect(failures == 0, "\(failures) of 160 trials failed")
  }
}
