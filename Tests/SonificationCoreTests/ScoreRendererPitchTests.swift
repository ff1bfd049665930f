import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// Pitch heard at each point equals the pitch map's value for it.
@Suite struct ScoreRendererPitchTests {
  static let sampleRate = 48_000.0
  static let map = PitchMap(domain: 0...100, range: PitchRange.default.frequencies)
  static let values: [Double] = [0, 12.5, 37, 50, 81, 100]

  @Test(arguments: [Timbre.sine, .soft, .hollow])
  func discreteTonesSoundAtTheMappedPitch(timbre: Timbre) throws {
    var score = Score(sampleRate: Self.sampleRate)
    let spacing = score.frame(atSeconds: 0.3)
    let length = score.frame(atSeconds: 0.25)
    for (i, value) in Self.values.enumerated() {
      score.add(
        Score.Note(
          startFrame: 1_000 + i * spacing, lengthFrames: length,
          frequency: Self.map.frequency(for: value), timbre: timbre))
    }
    let samples = renderScore(score, blockSize: 512)
    var worst = 0.0
    for (i, value) in Self.values.enumerated() {
      // Sustain part of the tone: from 80 ms to 80 ms + 60 ms after its start.
      let start = 1_000 + i * spacing + score.frame(atSeconds: 0.08)
      let segment = Array(samples[start..<(start + score.frame(atSeconds: 0.06))])
      let expected = Self.map.frequency(for: value)
      let measured = try #require(estimatePitch(segment, sampleRate: Self.sampleRate, minimumFrequency: 100))
      let cents = centsDifference(measured, expected)
      worst = max(worst, abs(cents))
      #expect(abs(cents) < 5, "value \(value): expected \(expected) Hz, measured \(measured) Hz (\(cents) cents)")
    }
    print("discrete \(timbre): worst pitch error \(worst) cents")
  }

  @Test func glideKeyPointsAndInterpolationMatchTheMapping() throws {
    let sr = Self.sampleRate
    var score = Score(sampleRate: sr)
    let keyValues: [Double] = [40, 55, 45, 70, 60]
    let keySpacing = score.frame(atSeconds: 0.8)
    let firstKey = score.frame(atSeconds: 0.1)
    let keys = keyValues.enumerated().map { i, value in
      Score.KeyPoint(frame: firstKey + i * keySpacing, frequency: Self.map.frequency(for: value))
    }
    score.add(Score.Glide(keyPoints: keys))
    let samples = renderScore(score, blockSize: 333)

    func measure(at frame: Int, expected: Double) throws -> Double {
      let window = score.frame(atSeconds: 0.01)
      let period = Int(sr / expected)
      let start = frame - (window + period) / 2
      let segment = Array(samples[start..<(start + window + score.frame(atSeconds: 1.0 / 100) + 2)])
      let measured = try #require(estimatePitch(segment, sampleRate: sr, minimumFrequency: 100))
      return centsDifference(measured, expected)
    }

    var worstAtKeys = 0.0
    // Interior key points and the first and last ones (after the attack / before the release).
    for (i, key) in keys.enumerated() {
      let frame = i == 0 ? key.frame + score.frame(atSeconds: 0.04) : key.frame
      let expected = i == 0 ? Self.glideFrequency(keys, at: frame) : key.frequency
      let cents = try measure(at: frame, expected: expected)
      worstAtKeys = max(worstAtKeys, abs(cents))
      #expect(abs(cents) < 5, "key \(i): \(cents) cents")
    }
    var worstBetween = 0.0
    for i in 0..<(keys.count - 1) {
      for fraction in [0.25, 0.5, 0.75] {
        let frame = keys[i].frame + Int(fraction * Double(keySpacing))
        let expected = Self.glideFrequency(keys, at: frame)
        let cents = try measure(at: frame, expected: expected)
        worstBetween = max(worstBetween, abs(cents))
        #expect(abs(cents) < 20, "between keys \(i) and \(i + 1) at \(fraction): \(cents) cents")
      }
    }
    print("glide: worst pitch error at key points \(worstAtKeys) cents, between \(worstBetween) cents")
  }

  /// The expected glide pitch: geometric interpolation between key points (independent of the
  /// renderer's code).
  static func glideFrequency(_ keys: [Score.KeyPoint], at frame: Int) -> Double {
    guard let next = keys.firstIndex(where: { $0.frame > frame }), next > 0 else {
      return frame < keys[0].frame ? keys[0].frequency : keys[keys.count - 1].frequency
    }
    let a = keys[next - 1]
    let b = keys[next]
    let u = Double(frame - a.frame) / Double(b.frame - a.frame)
    return a.frequency * Double.pow(b.frequency / a.frequency, u)
  }

  @Test func vibratoAndTremoloDepthsAreAudible() {
    // A later layer maps confidence-interval width to modulation depth: check both are real.
    let sr = Self.sampleRate
    var score = Score(sampleRate: sr)
    score.add(
      Score.Glide(
        keyPoints: [
          .init(frame: 0, frequency: 440, gain: 0.3, vibratoCents: 50),
          .init(frame: 48_000, frequency: 440, gain: 0.3, vibratoCents: 50, tremoloDepth: 0),
        ], vibratoRate: 5))
    let vibrato = renderScore(score)
    var deviations: [Double] = []
    var start = 4_800
    while start + 1_000 < 44_000 {
      if let hz = estimatePitch(Array(vibrato[start..<(start + 1_000)]), sampleRate: sr, minimumFrequency: 350) {
        deviations.append(centsDifference(hz, 440))
      }
      start += 480
    }
    let widest = deviations.map(abs).max() ?? 0
    print("vibrato 50 cents: measured peak deviation \(widest) cents")
    #expect((40.0...55.0).contains(widest))

    var tremoloScore = Score(sampleRate: sr)
    tremoloScore.add(
      Score.Glide(
        keyPoints: [
          .init(frame: 0, frequency: 440, gain: 0.3, tremoloDepth: 0.5),
          .init(frame: 48_000, frequency: 440, gain: 0.3, tremoloDepth: 0.5),
        ], tremoloRate: 4))
    let tremolo = renderScore(tremoloScore)
    let peaks = stride(from: 4_800, to: 43_000, by: 480).map { measureLevels(tremolo[$0..<($0 + 480)]).peak }
    let ratio = (peaks.min() ?? 0) / (peaks.max() ?? 1)
    print("tremolo depth 0.5: measured min/max level \(ratio)")
    #expect(abs(ratio - 0.5) < 0.05)
  }
}
