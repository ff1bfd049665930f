import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// Every fixture chart renders clean: no sample above −1 dBFS, no NaN or Inf, no DC, no clicks,
/// silence at both ends, exact length, and the same samples at every block size.
@Suite struct ChartSonifierQualityTests {
  /// −1 dBFS.
  static let ceiling = pow(10, -1.0 / 20)

  static func defaultOptions(sampleRate: Double = 22_050) -> SonificationOptions {
    var options = SonificationOptions()
    options.sampleRate = sampleRate
    return options
  }

  @Test(arguments: Charts.validFixtures)
  func everyFixtureRendersCleanly(name: String) throws {
    let chart = try Charts.fixture(name)
    let sonification = try ChartSonifier(options: Self.defaultOptions()).sonify(chart)
    let samples = sonification.renderSamples(channelCount: 2, blockFrameCount: 1_000)
    #expect(samples.count == 2 * sonification.frameCount, "exact to the frame")
    let levels = measureLevels(samples)
    #expect(levels.nonFiniteCount == 0)
    #expect(levels.peak <= Self.ceiling, "\(name): \(levels)")
    #expect(abs(levels.mean) < 1e-3, "\(name): DC \(levels.mean)")
    #expect(levels.peak > 0.01, "\(name) is audible: \(levels)")
    for c in 0..<2 {
      let signal = channel(samples, c, of: 2)
      // Ratio 40: mixes of harmonic timbres (calibrated in SonificationCoreTests).
      // The floor is the core tests' 1e-4 at 48 kHz scaled to 22.05 kHz: a smooth signal's
      // second difference grows with 1 / rate². Silence below −120 dBFS is left out of the
      // median, so an onset after silence is judged against the sound that starts (see
      // MeasurementTests: a step, an unramped tone or a spike after silence is still caught).
      let clicks = detectClicks(signal, ratio: 40, floor: 1e-4 * pow(48_000 / 22_050, 2), silentBelow: 1e-6)
      if !clicks.isEmpty {
        let path = keepForListening(samples, channelCount: 2, sampleRate: 22_050, name: "\(name).clicks.wav")
        Issue.record("\(name), channel \(c): clicks at \(Array(clicks.prefix(5))); rendering kept at \(path)")
      }
      #expect(abs(signal[0]) < 1e-4, "\(name) starts from silence")
      #expect(abs(signal[signal.count - 1]) < 1e-3, "\(name) ends in silence")
    }
  }

  /// Sine-only single series without earcons: the strict click detector (ratio 6), at every
  /// point, glide corner and gap.
  @Test(arguments: [
    "daily-signups.json", "heart-rate-missing.json", "server-latency-reference.json", "monthly-expenses-bar.json",
  ])
  func sineSeriesHaveNoClicksByTheStrictDetector(name: String) throws {
    let chart = try Charts.fixture(name)
    var options = SonificationOptions.plain(sampleRate: 44_100)
    options.pan = true
    let samples = try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 2)
    for c in 0..<2 {
      let clicks = detectClicks(channel(samples, c, of: 2), ratio: 6)
      #expect(clicks.isEmpty, "\(name), channel \(c): clicks at \(Array(clicks.prefix(5)))")
    }
  }

  @Test(arguments: [1, 7, 256])
  func blockSizeDoesNotChangeTheSamples(blockSize: Int) throws {
    for name in ["iq-scores.json", "cities-scatter.json", "city-temperatures.json"] {
      var options = Self.defaultOptions()
      options.seriesPlayback = name == "city-temperatures.json" ? .sequential : .mixed
      let sonification = try ChartSonifier(options: options).sonify(try Charts.fixture(name))
      let reference = sonification.renderSamples(channelCount: 2, blockFrameCount: 4_096)
      let other = sonification.renderSamples(channelCount: 2, blockFrameCount: blockSize)
      #expect(maxAbsDifference(reference, other) <= 1e-6, "\(name) at block size \(blockSize)")
    }
  }

  @Test func renderingIsDeterministic() throws {
    let chart = try Charts.fixture("mean-scores-intervals.json")
    let a = try ChartSonifier(options: Self.defaultOptions()).sonify(chart).renderSamples(channelCount: 2)
    let b = try ChartSonifier(options: Self.defaultOptions()).sonify(chart).renderSamples(channelCount: 2)
    #expect(a == b)
  }

  @Test func aSingleSeriesIsLoudEnoughAndMixesStayBelowTheCeiling() throws {
    // A continuous sine series: RMS in the −20 ... −12 dBFS band while it plays.
    let chart = Charts.numeric([(x: 0, y: 30), (x: 5, y: 70), (x: 10, y: 50)], continuous: true)
    let samples = try ChartSonifier(options: .plain()).sonify(chart).renderSamples(channelCount: 1)
    let middle = measureLevels(samples[44_100..<(9 * 44_100)])
    #expect(middle.rmsDecibels > -20 && middle.rmsDecibels < -12, "\(middle)")
    // Twelve loud discrete series on top of each other: the limiter holds −1 dBFS.
    let x = AXNumericDataAxisDescriptor(title: "X", range: 0...10, gridlinePositions: []) { "\($0)" }
    let series = (0..<12).map { s in
      AXDataSeriesDescriptor(
        name: "S\(s)", isContinuous: s % 2 == 0,
        dataPoints: (0...10).map { AXDataPoint(x: Double($0), y: Double(($0 * 7 + s * 3) % 11)) })
    }
    let crowded = AXChartDescriptor(
      title: "Crowd", summary: nil, xAxis: x, yAxis: nil, additionalAxes: [], series: series)
    let loud = try ChartSonifier(options: Self.defaultOptions()).sonify(crowded).renderSamples(channelCount: 2)
    let levels = measureLevels(loud)
    #expect(levels.peak <= Self.ceiling && levels.nonFiniteCount == 0, "\(levels)")
  }
}
