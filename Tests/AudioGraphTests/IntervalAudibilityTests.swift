import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// Confidence intervals are heard: bounds mode adds softer voices at the
/// bounds' pitches; modulation mode adds a vibrato whose depth grows with the interval's width.
@Suite struct IntervalAudibilityTests {
  static let sampleRate = 44_100.0

  static func options(_ intervals: SonificationOptions.IntervalEncoding) -> SonificationOptions {
    var options = SonificationOptions.plain(sampleRate: sampleRate)
    options.intervals = intervals
    return options
  }

  /// Goertzel power (Hann window) of `samples[range]` at `frequency`.
  static func power(_ samples: [Float], _ range: Range<Int>, _ frequency: Double) -> Double {
    goertzelPower(hannWindowed(Array(samples[range])), frequency: frequency, sampleRate: sampleRate)
  }

  @Test func boundsVoicesSoundAtTheBoundsOfADiscretePoint() throws {
    let chart = Charts.numeric([(x: 5, y: 50)], continuous: false, intervals: [30...70])
    let withBounds = try ChartSonifier(options: Self.options(.bounds)).sonify(chart).renderSamples(channelCount: 1)
    let without = try ChartSonifier(options: Self.options(.off)).sonify(chart).renderSamples(channelCount: 1)
    let start = Expected.frame(x: 5, range: 0...10, sampleRate: Self.sampleRate, earcons: false)
    let sustain = (start + Int(0.06 * Self.sampleRate))..<(start + Int(0.20 * Self.sampleRate))
    let main = Expected.frequency(50, domain: 0...100)
    let lower = Expected.frequency(30, domain: 0...100)
    let upper = Expected.frequency(70, domain: 0...100)
    let mainPower = Self.power(withBounds, sustain, main)
    for bound in [lower, upper] {
      let heard = Self.power(withBounds, sustain, bound)
      let silent = Self.power(without, sustain, bound)
      #expect(heard > 100 * silent, "a voice at \(bound) Hz: \(heard) vs \(silent) without bounds")
      // 0.35 of the main voice's amplitude (±50 % for the loudness compensation tilt).
      let amplitudeRatio = (heard / mainPower).squareRoot()
      #expect(amplitudeRatio > 0.35 / 1.5 && amplitudeRatio < 0.35 * 1.5, "bound at \(bound) Hz: \(amplitudeRatio)")
    }
  }

  @Test func boundsGlidesFollowTheIntervalsOfALine() throws {
    let ys: [Double] = [40, 60, 50]
    let intervals: [ClosedRange<Double>?] = [30...50, 45...75, 20...80]
    let chart = Charts.numeric(
      ys.enumerated().map { (x: Double($0.offset * 4 + 1), y: Optional($0.element)) },
      continuous: true, intervals: intervals)
    let sonification = try ChartSonifier(options: Self.options(.bounds)).sonify(chart)
    #expect(sonification.sections[0].score.glides.count == 3, "the line and two bound glides")
    let samples = sonification.renderSamples(channelCount: 1)
    let without = try ChartSonifier(options: Self.options(.off)).sonify(chart).renderSamples(channelCount: 1)
    for (i, interval) in intervals.enumerated() {
      let frame = Expected.frame(x: Double(i * 4 + 1), range: 0...10, sampleRate: Self.sampleRate, earcons: false)
      // 100 ms windows (resolution well under three semitones); the line moves less than
      // 20 cents in one. First point: after the attack; last: before the release.
      let length = Int(0.1 * Self.sampleRate)
      let start = i == 0 ? frame + Int(0.04 * Self.sampleRate) : (i == 2 ? frame - length : frame - length / 2)
      let window = start..<(start + length)
      for bound in [interval!.lowerBound, interval!.upperBound] {
        let f = Expected.frequency(bound, domain: 0...100)
        let heard = Self.power(samples, window, f)
        let silent = Self.power(without, window, f)
        #expect(heard > 20 * silent, "point \(i), bound \(bound): \(heard) with bounds vs \(silent) without")
      }
    }
  }

  @Test func modulationDepthGrowsWithTheIntervalWidth() throws {
    var excursions: [Double] = []
    for width in [4.0, 16, 40] {
      let chart = Charts.numeric(
        [(x: 0, y: 50), (x: 10, y: 50)], continuous: true,
        intervals: [(50 - width / 2)...(50 + width / 2), (50 - width / 2)...(50 + width / 2)])
      let samples = try ChartSonifier(options: Self.options(.modulation)).sonify(chart).renderSamples(channelCount: 1)
      // Pitch track over two seconds in the middle, 10 ms windows every 5 ms.
      var cents: [Double] = []
      let centre = Expected.frequency(50, domain: 0...100)
      var start = 4 * Int(Self.sampleRate)
      while start < 6 * Int(Self.sampleRate) {
        if let f = estimatePitch(
          Array(samples[start..<(start + 882)]), sampleRate: Self.sampleRate, minimumFrequency: 100)
        {
          cents.append(centsDifference(f, centre))
        }
        start += 220
      }
      let excursion = (cents.max()! - cents.min()!) / 2
      // Documented depth: half the bounds' distance in cents; 3 octaves over 0...100 is 36 cents per unit.
      let expected = 36 * width / 2
      #expect(
        abs(excursion - expected) < 0.25 * expected,
        "width \(width): vibrato ±\(excursion) cents, expected ±\(expected)")
      excursions.append(excursion)
    }
    #expect(excursions[0] < excursions[1] && excursions[1] < excursions[2])
  }

  @Test func discreteTonesWithIntervalsBecomeVibratoGlidesInModulationMode() throws {
    let chart = Charts.numeric([(x: 2, y: 50), (x: 6, y: 50)], continuous: false, intervals: [40...60, nil])
    let score = try ChartSonifier(options: Self.options(.modulation)).sonify(chart).sections[0].score
    #expect(score.notes.count == 1, "the point without an interval stays a tone")
    let glide = try #require(score.glides.first)
    #expect(abs(glide.keyPoints[0].vibratoCents - 360) < 1e-6)
  }

  @Test func offMeansNoIntervalVoicesAndANote() throws {
    let chart = try Charts.fixture("iq-scores.json")
    let silent = try ChartSonifier(options: Self.options(.off)).sonify(chart)
    #expect(silent.sections[0].score.glides.count == 1)
    #expect(silent.notSonified.contains("Confidence intervals are not sonified (intervals are off)."))
    // Default: bounds, audible without asking.
    let audible = try ChartSonifier(options: SonificationOptions()).sonify(chart)
    #expect(
      audible.sections[0].score.glides.count == 5, "the line, a bounds pair over points 1-2, a held pair at point 4")
  }
}
