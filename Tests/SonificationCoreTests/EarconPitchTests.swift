import AudioGraphTestSupport
import SonificationCore
import Testing

/// Earcons cannot be mistaken for data: none has a pitch inside the pitch range in use.
///
/// Measure: the pitch strength of a sound, as Praat's harmonicity and YIN read it, is its
/// normalized autocorrelation r(τ) = Σ x[n]x[n+τ] / √(Σ x[n]² · Σ x[n+τ]²) at the lag τ of a
/// period. A steady tone has r ≈ 1 at its period; noise has no period, and its r after the
/// first zero crossing is small at every lag. `pitchStrength` is the largest r at any lag
/// whose pitch lies in a range (only lags after r's first zero crossing count: a low-passed
/// noise is correlated with itself over a fraction of a millisecond, which is not a pitch).
/// Praat calls a frame voiced above 0.45; the tolerance here is 0.4, over the whole earcon
/// and over every 30 ms window of it (hop 10 ms, windows holding at least 10 % of the loudest
/// window's energy). The pitched earcons before the change (the G3 missing-value buzz, the C6
/// maximum blip) measure 0.97 and more.
@Suite struct EarconPitchTests {
  static let sampleRate = 48_000.0
  static let tolerance = 0.4

  /// The largest normalized autocorrelation of `x` at lags of pitches in `range` (Hz), after
  /// its first zero crossing.
  static func pitchStrength(_ x: ArraySlice<Float>, range: ClosedRange<Double>, sampleRate: Double) -> Double {
    let samples = x.map(Double.init)
    let shortest = max(1, Int((sampleRate / range.upperBound).rounded(.down)))
    let longest = min(samples.count / 2, Int((sampleRate / range.lowerBound).rounded(.up)))
    guard longest >= shortest else { return 0 }
    func r(_ lag: Int) -> Double {
      var product = 0.0
      var first = 0.0
      var second = 0.0
      for n in 0..<(samples.count - lag) {
        product += samples[n] * samples[n + lag]
        first += samples[n] * samples[n]
        second += samples[n + lag] * samples[n + lag]
      }
      return first > 0 && second > 0 ? product / (first * second).squareRoot() : 0
    }
    var lag = 1
    while lag < longest && r(lag) > 0 { lag += 1 }
    var strongest = 0.0
    for t in max(lag, shortest)...longest { strongest = max(strongest, r(t)) }
    return strongest
  }

  /// The pitch strength of `samples` over the whole sound and over each window of 30 ms, or
  /// three periods of the lowest pitch of `range` if longer (a pitch needs a few periods to be
  /// heard), that holds at least 10 % of the loudest window's energy; windows start every 10 ms.
  static func strongestPitch(_ samples: [Float], range: ClosedRange<Double>) -> Double {
    var strongest = pitchStrength(samples[...], range: range, sampleRate: sampleRate)
    let window = Int(max(0.030, 3 / range.lowerBound) * sampleRate)
    let hop = Int(0.010 * sampleRate)
    guard samples.count > window else { return strongest }
    let starts = Array(stride(from: 0, through: samples.count - window, by: hop))
    let energies = starts.map { start in samples[start..<(start + window)].reduce(0.0) { $0 + Double($1 * $1) } }
    let loudest = energies.max() ?? 0
    for (start, energy) in zip(starts, energies) where energy >= 0.1 * loudest {
      strongest = max(strongest, pitchStrength(samples[start..<(start + window)], range: range, sampleRate: sampleRate))
    }
    return strongest
  }

  static func earcon(_ kind: Score.Earcon.Kind) -> [Float] {
    var score = Score(sampleRate: sampleRate)
    score.add(Score.Earcon(kind, startFrame: 0))
    return renderScore(score)
  }

  /// The default pitch range (C3 ... C6), and wider ones a user may choose.
  static let ranges: [ClosedRange<Double>] = [130.81...1_046.50, 55...4_000, 20...4_000]

  @Test(arguments: Score.Earcon.Kind.allCases)
  func noEarconHasAPitchInThePitchRangeInUse(kind: Score.Earcon.Kind) {
    let samples = Self.earcon(kind)
    for range in Self.ranges {
      let strength = Self.strongestPitch(samples, range: range)
      print("earcon \(kind), \(range) Hz: pitch strength \(strength)")
      #expect(strength < Self.tolerance, "\(kind) has a pitch in \(range) Hz: strength \(strength)")
    }
  }

  /// The measure finds a pitch where there is one: the old missing-value buzz (a 90 ms hollow
  /// G3 tone) and the old maximum blip (a 40 ms C6 sine), rendered as notes, and every timbre at
  /// C3 and C6.
  @Test func theMeasureHearsTones() {
    var buzz = Score(sampleRate: Self.sampleRate)
    buzz.add(Score.Note(startFrame: 0, lengthFrames: 4_320, frequency: 196, gain: 0.15, timbre: .hollow))
    var blip = Score(sampleRate: Self.sampleRate)
    blip.add(Score.Note(startFrame: 0, lengthFrames: 1_920, frequency: 1_046.5, gain: 0.15))
    for score in [buzz, blip] {
      let strength = Self.strongestPitch(renderScore(score), range: Self.ranges[0])
      #expect(strength > 0.85, "a tone measures \(strength)")
    }
    for timbre in Timbre.allCases {
      for frequency in [130.81, 1_046.5] {
        var score = Score(sampleRate: Self.sampleRate)
        score.add(Score.Note(startFrame: 0, lengthFrames: 4_800, frequency: frequency, timbre: timbre))
        let strength = Self.pitchStrength(renderScore(score)[...], range: Self.ranges[0], sampleRate: Self.sampleRate)
        #expect(strength > 0.85, "\(timbre) at \(frequency) Hz measures \(strength)")
      }
    }
  }

  /// An earcon is the same samples every time, at every block size and after a seek into it
  /// (the noise is computed from a fixed seed before rendering).
  @Test(arguments: Score.Earcon.Kind.allCases)
  func earconsAreBitReproducible(kind: Score.Earcon.Kind) {
    var score = Score(sampleRate: Self.sampleRate)
    score.panSweep = -1...1
    score.add(Score.Earcon(kind, startFrame: 100))
    score.add(Score.Earcon(kind, startFrame: 12_000, gain: 0.1))
    let reference = renderScore(score, channelCount: 2, blockSize: 4_096)
    for blockSize in [1, 7, 256] {
      #expect(renderScore(score, channelCount: 2, blockSize: blockSize) == reference, "block size \(blockSize)")
    }
    // Two renders of the same kind at two times: the same burst, scaled by the gain.
    let mono = renderScore(Self.withoutSweep(score))
    let length = EarconSound.frameCount(kind, sampleRate: Self.sampleRate)
    for i in 0..<length where abs(mono[100 + i]) > 1e-3 {
      #expect(abs(Double(mono[12_000 + i]) / Double(mono[100 + i]) - 0.1 / 0.15) < 1e-5)
    }
    // After a seek into the second earcon the samples are the render's (after the 5 ms fade-in).
    var renderer = ScoreRenderer(score: Self.withoutSweep(score))
    renderer.prepare(format: AudioFormat(sampleRate: Self.sampleRate, channelCount: 1), maximumBlockFrameCount: 512)
    let into = 12_000 + 10
    renderer.seek(toFrame: into)
    let tail = render(&renderer, frameCount: 12_000 + length - into, blockSize: 512, channelCount: 1)
    let fade = Int(0.005 * Self.sampleRate)
    #expect(Array(tail[fade...]) == Array(mono[(into + fade)..<(12_000 + length)]))
  }

  static func withoutSweep(_ score: Score) -> Score {
    var plain = score
    plain.panSweep = nil
    return plain
  }

  /// The same burst at every sample rate the renderer takes: starts and ends at zero, peaks at 1
  /// (0.7 for the tick), no NaN.
  @Test(arguments: [8_000.0, 44_100, 48_000, 192_000])
  func burstsAtEverySampleRate(sampleRate: Double) {
    for kind in Score.Earcon.Kind.allCases {
      let burst = EarconSound.samples(kind, sampleRate: sampleRate)
      #expect(burst.count == Int((kind.durationSeconds * sampleRate).rounded()))
      #expect(burst.first == 0 && burst.last == 0, "\(kind) starts and ends at zero")
      #expect(burst.allSatisfy { $0.isFinite })
      let peak = burst.map(abs).max() ?? 0
      #expect(abs(peak - (kind == .gridlineTick ? 0.7 : 1)) < 1e-12, "\(kind) at \(sampleRate) Hz peaks at \(peak)")
    }
  }
}
