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
