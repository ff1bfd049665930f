import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// The pitch heard at each point equals the mapping's value, through chart → score → render
/// within 5 cents at tones and key points, 20 cents between key points.
@Suite struct ChartSonifierPitchTests {
  static let sampleRate = 44_100.0
  static let values: [Double] = [0, 12.5, 37, 50, 81, 100, 64]

  /// The pitch of `samples[start ..< start + length]` in cents from `expected`.
  static func cents(_ samples: [Float], start: Int, length: Int, expected: Double, sampleRate: Double = sampleRate)
    throws -> Double
  {
    let segment = Array(samples[start..<(start + length)])
    let measured = try #require(estimatePitch(segment, sampleRate: sampleRate, minimumFrequency: 100))
    return centsDifference(measured, expected)
  }

  @Test func discreteTonesSoundAtTheMappedPitch() throws {
    let points = Self.values.enumerated().map { (x: Double($0.offset), y: Optional($0.element)) }
    let chart = Charts.numeric(points, continuous: false, xRange: 0...7)
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let samples = sonification.renderSamples(channelCount: 1)
    #expect(sonification.playedPoints.count == Self.values.count)
    var worst = 0.0
    for (i, value) in Self.values.enumerated() {
      let start = Expected.frame(x: Double(i), range: 0...7, sampleRate: Self.sampleRate, earcons: false)
      // Tone length: clamp(0.9 × 10/7 s, 30 ms, 250 ms) = 250 ms; measure its sustain.
      let offset = Int(0.08 * Self.sampleRate)
      let cents = try Self.cents(
        samples, start: start + offset, length: Int(0.06 * Self.sampleRate),
        expected: Expected.frequency(value, domain: 0...100))
      worst = max(worst, abs(cents))
      #expect(abs(cents) < 5, "value \(value): \(cents) cents")
    }
    print("chart discrete tones: worst pitch error \(worst) cents")
  }

  @Test func continuousKeyPointsAndGlidesFollowTheMapping() throws {
    let ys: [Double] = [40, 55, 45, 70, 60, 20]
    let points = ys.enumerated().map { (x: Double($0.offset * 2), y: Optional($0.element)) }
    let chart = Charts.numeric(points, continuous: true, xRange: 0...10)
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let samples = sonification.renderSamples(channelCount: 1)
    let sr = Self.sampleRate
    let keyFrames = points.map { Expected.frame(x: $0.x, range: 0...10, sampleRate: sr, earcons: false) }
    let keyFrequencies = ys.map { Expected.frequency($0, domain: 0...100) }
    /// Geometric interpolation between key points (the glide's documented shape).
    func expected(at frame: Int) -> Double {
      guard let k = keyFrames.lastIndex(where: { $0 <= frame }) else { return keyFrequencies[0] }
      guard k + 1 < keyFrames.count else { return keyFrequencies[k] }
      let u = Double(frame - keyFrames[k]) / Double(keyFrames[k + 1] - keyFrames[k])
      return keyFrequencies[k] * pow(keyFrequencies[k + 1] / keyFrequencies[k], u)
    }
    // 10 ms windows centred on the frame (the pitch moves, so keep the window short).
    let window = Int(0.01 * sr)
    var worstKeys = 0.0
    var worstBetween = 0.0
    for (i, frame) in keyFrames.enumerated() {
      // First key: after the 30 ms attack; last key: just before it (the release follows).
      let centre = i == 0 ? frame + Int(0.04 * sr) : (i == keyFrames.count - 1 ? frame - window : frame)
      let cents = try Self.cents(
        samples, start: centre - window / 2 - 200, length: window + 400, expected: expected(at: centre))
      worstKeys = max(worstKeys, abs(cents))
      #expect(abs(cents) < 5, "key point \(i): \(cents) cents")
    }
    for i in 0..<(keyFrames.count - 1) {
      for fraction in [0.25, 0.5, 0.75] {
        let centre = keyFrames[i] + Int(fraction * Double(keyFrames[i + 1] - keyFrames[i]))
        let cents = try Self.cents(
          samples, start: centre - window / 2 - 200, length: window + 400, expected: expected(at: centre))
        worstBetween = max(worstBetween, abs(cents))
        #expect(abs(cents) < 20, "between \(i) and \(i + 1) at \(fraction): \(cents) cents")
      }
    }
    print("chart glide: worst at key points \(worstKeys) cents, between \(worstBetween) cents")
  }

  @Test func aWrittenFileReadBackHasTheMappedPitches() throws {
    let points = Self.values.enumerated().map { (x: Double($0.offset), y: Optional($0.element)) }
    let chart = Charts.numeric(points, continuous: false, xRange: 0...7)
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ag-pitch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("tones.wav").path
    try sonification.write(to: path, channelCount: 1, fileFormat: .wav, encoding: .pcm16)
    var reader = try SoundFileReader(path: path)
    #expect(reader.frameCount == sonification.frameCount)
    let samples = try reader.readAll()
    for (i, value) in Self.values.enumerated() {
      let start =
        Expected.frame(x: Double(i), range: 0...7, sampleRate: Self.sampleRate, earcons: false)
        + Int(0.08 * Self.sampleRate)
      let cents = try Self.cents(
        samples, start: start, length: Int(0.06 * Self.sampleRate),
        expected: Expected.frequency(value, domain: 0...100))
      #expect(abs(cents) < 5, "value \(value) in the file: \(cents) cents")
    }
  }

  @Test func logAxesMapLogarithmsOfValues() throws {
    let ys: [Double] = [10, 100, 1_000, 31_623, 1_000_000]
    let points = ys.enumerated().map { (x: Double($0.offset * 2), y: Optional($0.element)) }
    let chart = Charts.numeric(points, continuous: false, xRange: 0...10, yRange: 10...1_000_000, scale: .log10)
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let samples = sonification.renderSamples(channelCount: 1)
    for (i, y) in ys.enumerated() {
      let t = (log10(y) - 1) / 5
      let expected = Expected.c3 * pow(Expected.c6 / Expected.c3, t)
      let start =
        Expected.frame(x: points[i].x, range: 0...10, sampleRate: Self.sampleRate, earcons: false)
        + Int(0.08 * Self.sampleRate)
      let cents = try Self.cents(samples, start: start, length: Int(0.06 * Self.sampleRate), expected: expected)
      #expect(abs(cents) < 5, "log value \(y): \(cents) cents")
    }
  }

  @Test func pitchRangeInversionAndQuantizationApply() throws {
    let ys: [Double] = [0, 33, 100]
    let points = ys.enumerated().map { (x: Double($0.offset * 4), y: Optional($0.element)) }
    let chart = Charts.numeric(points, continuous: false, xRange: 0...10)
    var options = SonificationOptions.plain()
    options.pitchRange = try PitchRange(parsing: "200-800")
    options.invertedPitch = true
    options.quantization = .chromatic
    let samples = try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1)
    for (i, y) in ys.enumerated() {
      // Inverted: 100 → 200 Hz, 0 → 800 Hz; then the nearest semitone (A4 = 440) inside 200...800.
      let continuous = Expected.frequency(100 - y, domain: 0...100, low: 200, high: 800)
      var midi = (69 + 12 * log2(continuous / 440)).rounded()
      if 440 * pow(2, (midi - 69) / 12) < 200 { midi += 1 }
      if 440 * pow(2, (midi - 69) / 12) > 800 { midi -= 1 }
      let expected = 440 * pow(2, (midi - 69) / 12)
      let start =
        Expected.frame(x: points[i].x, range: 0...10, sampleRate: Self.sampleRate, earcons: false)
        + Int(0.08 * Self.sampleRate)
      let cents = try Self.cents(samples, start: start, length: Int(0.06 * Self.sampleRate), expected: expected)
      #expect(abs(cents) < 5, "value \(y): expected \(expected) Hz, \(cents) cents off")
    }
  }

  @Test func aFlatYRangeMapsToTheGeometricMiddle() throws {
    let chart = Charts.numeric([(x: 5, y: 7)], continuous: false, xRange: 0...10, yRange: 7...7)
    let samples = try ChartSonifier(options: .plain()).sonify(chart).renderSamples(channelCount: 1)
    let start =
      Expected.frame(x: 5, range: 0...10, sampleRate: Self.sampleRate, earcons: false) + Int(0.08 * Self.sampleRate)
    let cents = try Self.cents(
      samples, start: start, length: Int(0.06 * Self.sampleRate),
      expected: (Expected.c3 * Expected.c6).squareRoot())
    #expect(abs(cents) < 5)
  }
}
