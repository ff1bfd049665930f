import AudioGraphTestSupport
import RealModule
import Testing

/// The measuring tools themselves: they must detect what the other tests rely on them to detect.
@Suite struct MeasurementTests {
  static func sine(_ frequency: Double, count: Int, amplitude: Double = 0.5, sampleRate: Double = 48_000) -> [Float] {
    (0..<count).map { Float(amplitude * Double.sin(2 * Double.pi * frequency * Double($0) / sampleRate)) }
  }

  @Test(arguments: [110.0, 261.63, 440, 1_046.5, 3_000])
  func pitchEstimatorIsAccurateAndResolvesFiveCents(frequency: Double) throws {
    let estimate = try #require(
      estimatePitch(Self.sine(frequency, count: 4_000), sampleRate: 48_000, minimumFrequency: 100))
    #expect(abs(centsDifference(estimate, frequency)) < 0.5)
    let detuned = frequency * Double.exp2(6.0 / 1_200)
    let detunedEstimate = try #require(
      estimatePitch(Self.sine(detuned, count: 4_000), sampleRate: 48_000, minimumFrequency: 100))
    #expect(abs(centsDifference(detunedEstimate, frequency)) > 5, "a 6-cent error must be visible")
  }

  @Test func goertzelReadsAQuarterForAFullScaleSine() {
    let samples = Self.sine(1_000, count: 4_800, amplitude: 1)
    #expect(abs(goertzelPower(samples, frequency: 1_000, sampleRate: 48_000) - 0.25) < 0.01)
    #expect(goertzelPower(samples, frequency: 1_059.46, sampleRate: 48_000) < 0.25e-3)
  }

  @Test func clickDetectorFiresOnPhaseJumpsAndSpikesButNotOnASine() {
    var samples = Self.sine(440, count: 9_600)
    #expect(detectClicks(samples).isEmpty)
    // A 90° phase jump.
    let jumped = Self.sine(440, count: 9_600).enumerated().map { i, _ in
      Float(0.5 * Double.sin(2 * Double.pi * 440 * Double(i) / 48_000 + (i >= 4_800 ? Double.pi / 2 : 0)))
    }
    #expect(!detectClicks(jumped).isEmpty)
    samples[3_000] += 0.02
    #expect(detectClicks(samples).contains(3_000))
  }

  /// The fixture check's settings at 22.05 kHz: ratio 40, floor 1e-4 × (48 / 22.05)², and
  /// silence below −120 dBFS left out of the median. A bright, saw-like tone (16 harmonics at
  /// 1/k, E5, peak 0.5) rising out of exact silence over a 20 ms S-curve, its first steep edge
  /// 13 samples in, passes; without `silentBelow` that onset is flagged (the window's median is
  /// the silence's 0, and the edge's second difference, 0.0017, is judged against the floor,
  /// 0.00047, alone: the false click once seen in cities-scatter at 8.67 s, the bright timbre's
  /// edge 31 samples after silence). A real discontinuity
  /// after or inside sound is still caught: a step from silence to a constant −60 dBFS, a
  /// C4 sine (peak 0.1) that starts at its crest without a ramp, a spike of 0.025 and a step of
  /// 0.025 inside that sine.
  @Test func clickDetectorJudgesAnOnsetFromSilenceByTheSoundThatStarts() {
    let rate = 22_050.0
    let floor = 1e-4 * Double.pow(48_000 / rate, 2)
    let clicks = { (x: [Float]) in detectClicks(x, ratio: 40, floor: floor, silentBelow: 1e-6) }
    func smoothstep(_ x: Double) -> Double { x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x) }
    let onset = 2_000
    let count = 6_000
    let saw = (0..<count).map { n -> Double in
      var sum = 0.0
      for k in 1...16 where 659.26 * Double(k) < 0.40 * rate {
        sum += Double.sin(2 * Double.pi * 659.26 * Double(k * n) / rate + 5 * Double(k)) / Double(k)
      }
      return sum
    }
    let sawPeak = saw.reduce(0) { max($0, abs($1)) }
    let bright = (0..<count).map { n in
      n < onset ? Float(0) : Float(0.5 * saw[n] / sawPeak * smoothstep(Double(n - onset) / (0.020 * rate)))
    }
    #expect(clicks(bright).isEmpty, "a smooth onset: \(clicks(bright).prefix(5))")
    #expect(!detectClicks(bright, ratio: 40, floor: floor).isEmpty, "judged against silence, it is flagged")

    let step = (0..<count).map { n in Float(n < onset ? 0 : 0.001) }
    #expect(!clicks(step).isEmpty, "a step to −60 dBFS after silence")
    let sine = (0..<count).map { n in 0.1 * Double.cos(2 * Double.pi * 261.63 * Double(n - onset) / rate) }
    let abrupt = (0..<count).map { n in n < onset ? Float(0) : Float(sine[n]) }
    #expect(clicks(abrupt).contains(onset), "a sine starting at its crest")
    let smooth = (0..<count).map { n in
      n < onset ? Float(0) : Float(sine[n] * smoothstep(Double(n - onset) / (0.020 * rate)))
    }
    #expect(clicks(smooth).isEmpty, "the same sine with its attack")
    var spiked = smooth
    spiked[4_000] += 0.025
    #expect(clicks(spiked).contains(4_000), "a spike inside the sine")
    var stepped = smooth
    for n in 4_500..<count { stepped[n] += 0.025 }
    #expect(clicks(stepped).contains(4_500), "a step inside the sine")
  }

  @Test func levelsAndDifferences() {
    let levels = measureLevels([0.5, -0.5, 0.5, -0.5] as [Float])
    #expect(levels.peak == 0.5 && levels.rms == 0.5 && levels.mean == 0)
    #expect(measureLevels([Float.nan, 1]).nonFiniteCount == 1)
    #expect(maxAbsDifference([1, 2], [1, 2.5]) == 0.5)
    #expect(maxAbsDifference([1], [1, 2]) == .infinity)
  }

  @Test func seededGeneratorIsReproducible() {
    var a = SplitMix64(seed: 42)
    var b = SplitMix64(seed: 42)
    #expect((0..<10).map { _ in a.next() } == (0..<10).map { _ in b.next() })
  }
}
