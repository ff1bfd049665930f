import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// The limiter holds the true peak, the samples and the points between them as ITU-R
/// BS.1770-4 reconstructs them 4× oversampled (measured by the independent meter of the test
/// support), at or below its ceiling, −1.2 dBTP (within 1e-5, 0.0001 dB, of it: the gain
/// changes a little across the 12 frames of an interpolated point), under EBU R128's −1 dBTP.
@Suite struct TruePeakLimiterTests {
  static func decibels(_ x: Double) -> Double { 20 * Double.log10(x) }

  /// Eight loud voices (far above full scale unlimited), bright timbres whose harmonics reach
  /// high: the sample peaks are held and so are the points between them.
  @Test(arguments: [Timbre.sine, .bright, .nasal, .organ])
  func loudStacksStayBelowTheTruePeakCeiling(timbre: Timbre) {
    let score = Fixtures.loudStack(count: 8, timbre: timbre, sampleRate: 44_100)
    for channelCount in [1, 2] {
      let samples = renderScore(score, channelCount: channelCount, blockSize: 1_024)
      for c in 0..<channelCount {
        let measured = truePeak(samples, channel: c, of: channelCount)
        #expect(
          measured.peak <= ScoreRenderer.peakCeiling * (1 + 1e-5),
          "\(timbre), \(channelCount) ch: \(Self.decibels(measured.peak)) dBTP at frame \(measured.frame)")
        #expect(measured.peak <= 0.891_250_9, "above −1 dBTP")
        #expect(measured.peak > 0.8, "the limiter holds the peak near the ceiling")
      }
    }
  }

  /// A fast, bright, loud glide over a wide range at 48 kHz: where inter-sample peaks exceed
  /// the samples most (the sample-peak limiter let them reach −0.6 dBTP).
  @Test(arguments: [22_050.0, 48_000, 96_000])
  func brightGlidesStayBelowTheCeilingAtEveryRate(sampleRate: Double) {
    var score = Score(sampleRate: sampleRate)
    for (i, timbre) in [Timbre.bright, .nasal, .hollow].enumerated() {
      score.add(
        Score.Glide(
          keyPoints: [
            .init(frame: 0, frequency: 300 + 40 * Double(i), gain: 1),
            .init(frame: score.frame(atSeconds: 0.3), frequency: 2_000 + 100 * Double(i), gain: 1),
            .init(frame: score.frame(atSeconds: 0.6), frequency: 150, gain: 1),
          ], timbre: timbre, pan: Double(i - 1) * 0.5))
    }
    score.masterGain = 4
    let samples = renderScore(score, channelCount: 2, blockSize: 333)
    for c in 0..<2 {
      let measured = truePeak(samples, channel: c, of: 2)
      #expect(
        measured.peak <= ScoreRenderer.peakCeiling * (1 + 1e-5),
        "\(sampleRate) Hz, channel \(c): \(Self.decibels(measured.peak)) dBTP at frame \(measured.frame)")
    }
  }

  /// A renderer made with headroom limits that much lower (Ogg Vorbis files use 1 dB).
  @Test func headroomLowersTheCeiling() {
    let score = Fixtures.loudStack(count: 8, timbre: .bright, sampleRate: 44_100)
    var renderer = ScoreRenderer(score: score, headroomDecibels: 1)
    #expect(abs(Self.decibels(renderer.ceiling) - Self.decibels(ScoreRenderer.peakCeiling) + 1) < 1e-9)
    renderer.prepare(format: AudioFormat(sampleRate: 44_100, channelCount: 1), maximumBlockFrameCount: 512)
    let samples = render(&renderer, frameCount: renderer.frameCount, blockSize: 512, channelCount: 1)
    let measured = truePeak(samples)
    #expect(measured.peak <= renderer.ceiling * (1 + 1e-5), "\(Self.decibels(measured.peak)) dBTP")
    #expect(measured.peak > renderer.ceiling * 0.95)
  }

  /// Quiet material (below ceiling ÷ 2.02, −7.2 dBFS) skips the detector and passes untouched:
  /// exactly the samples of the same score 6 dB quieter, times 2.
  @Test func quietMaterialPassesUntouched() {
    var score = Score(sampleRate: 44_100)
    score.add(Score.Note(startFrame: 0, lengthFrames: 22_050, frequency: 440, gain: 0.1, timbre: .bright))
    score.masterGain = 2
    let loud = renderScore(score, blockSize: 256)
    score.masterGain = 1
    let quiet = renderScore(score, blockSize: 256)
    #expect(measureLevels(loud).peak < 0.43)
    #expect(loud == quiet.map { 2 * $0 })
  }
}
