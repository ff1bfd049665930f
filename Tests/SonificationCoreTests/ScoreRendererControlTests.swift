import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// Band-limiting and live parameter changes.
@Suite struct ScoreRendererControlTests {
  /// Power at the aliases a naive (non-band-limited) synthesis would produce.
  static func aliasPowers(_ samples: [Float], fundamental: Double, sampleRate: Double) -> (
    fundamental: Double, worstAlias: Double
  ) {
    let windowed = hannWindowed(samples)
    let fundamentalPower = goertzelPower(windowed, frequency: fundamental, sampleRate: sampleRate)
    var worst = 0.0
    for k in 2...16 {
      let partial = Double(k) * fundamental
      guard partial > sampleRate / 2 else { continue }
      // Fold into 0...Nyquist.
      var alias = partial.truncatingRemainder(dividingBy: sampleRate)
      if alias > sampleRate / 2 { alias = sampleRate - alias }
      guard alias > 50 else { continue }
      worst = max(worst, goertzelPower(windowed, frequency: alias, sampleRate: sampleRate))
    }
    return (fundamentalPower, worst)
  }

  @Test(arguments: [Timbre.bright, .hollow, .organ, .nasal])
  func highNotesHaveNoAliasedPartials(timbre: Timbre) {
    let sampleRate = 22_050.0
    let fundamental = 2_700.0  // partials 4 and up lie above 0.45 × rate and must be omitted
    var score = Score(sampleRate: sampleRate)
    score.add(
      Score.Glide(
        keyPoints: [
          .init(frame: 0, frequency: fundamental, gain: 0.5),
          .init(frame: 11_025, frequency: fundamental, gain: 0.5),
        ], timbre: timbre))
    let samples = Array(renderScore(score)[2_000..<10_000])
    let (signal, alias) = Self.aliasPowers(samples, fundamental: fundamental, sampleRate: sampleRate)
    print("\(timbre) at \(fundamental) Hz: alias/fundamental = \(10 * Double.log10(alias / signal)) dB")
    #expect(alias < signal * 1e-8, "aliases at \(10 * Double.log10(alias / signal)) dB")
  }

  @Test func aNaiveSawtoothFailsTheSameCheck() {
    // The check can fail: a naive sawtooth at the same pitch has strong aliases.
    let sampleRate = 22_050.0
    let fundamental = 2_700.0
    var phase = 0.0
    let saw: [Float] = (0..<8_000).map { _ in
      phase = (phase + fundamental / sampleRate).truncatingRemainder(dividingBy: 1)
      return Float(0.5 * (2 * phase - 1))
    }
    let (signal, alias) = Self.aliasPowers(saw, fundamental: fundamental, sampleRate: sampleRate)
    #expect(alias > signal * 1e-3)
  }

  @Test func harmonicsAreOmittedNearNyquistAtEveryRate() {
    // A bright note at 3.5 kHz at 8 kHz sample rate keeps only its fundamental.
    var score = Score(sampleRate: 8_000)
    score.add(Score.Note(startFrame: 0, lengthFrames: 4_000, frequency: 3_500, timbre: .bright))
    let samples = Array(renderScore(score)[1_000..<3_000])
    let windowed = hannWindowed(samples)
    let fundamental = goertzelPower(windowed, frequency: 3_500, sampleRate: 8_000)
    let alias = goertzelPower(windowed, frequency: 1_000, sampleRate: 8_000)  // 7 kHz folded
    #expect(fundamental > 0 && alias < fundamental * 1e-8)
  }

  @Test func masterGainChangesGlideWithoutClicks() {
    var score = Score(sampleRate: 48_000)
    score.add(
      Score.Glide(keyPoints: [
        .init(frame: 0, frequency: 440, gain: 0.5), .init(frame: 48_000, frequency: 440, gain: 0.5),
      ]))
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    var samples = render(&renderer, frameCount: 12_000, blockSize: 256, channelCount: 1)
    renderer.apply(.masterGain(0.1))
    samples += render(&renderer, frameCount: 12_000, blockSize: 256, channelCount: 1)
    renderer.apply(.pitchScale(1.5))  // a fifth up, gliding multiplicatively over 20 ms
    samples += render(&renderer, frameCount: 12_000, blockSize: 256, channelCount: 1)
    #expect(detectClicks(samples).count == 0)
    let before = measureLevels(samples[6_000..<12_000]).peak
    let after = measureLevels(samples[14_000..<24_000]).peak
    #expect(abs(after / before - 0.1) < 0.002, "master gain 1 → 0.1: ratio \(after / before)")
    let pitch = estimatePitch(Array(samples[30_000..<32_000]), sampleRate: 48_000, minimumFrequency: 200)
    #expect(pitch.map { abs(centsDifference($0, 660)) < 1 } == true, "pitch scale 1.5: \(String(describing: pitch))")
  }

  @Test func pauseFadesOutHoldsPositionAndResumes() {
    var score = Score(sampleRate: 48_000)
    score.add(Score.Glide(keyPoints: [.init(frame: 0, frequency: 440), .init(frame: 48_000, frequency: 440)]))
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    var samples = render(&renderer, frameCount: 4_800, blockSize: 256, channelCount: 1)
    renderer.apply(.paused(true))
    samples += render(&renderer, frameCount: 4_800, blockSize: 256, channelCount: 1)
    let pausedAt = renderer.position
    #expect(pausedAt == 4_800 + 960, "time advances only during the 20 ms fade-out")
    #expect(samples[(4_800 + 960)...].allSatisfy { $0 == 0 })
    renderer.apply(.paused(false))
    samples += render(&renderer, frameCount: 4_800, blockSize: 256, channelCount: 1)
    let resumedAt = renderer.position
    #expect(resumedAt == pausedAt + 4_800)
    #expect(detectClicks(samples).count == 0)
  }

  @Test func changesArriveThroughTheQueue() {
    var score = Score(sampleRate: 48_000)
    score.add(
      Score.Glide(keyPoints: [
        .init(frame: 0, frequency: 440, gain: 0.5), .init(frame: 48_000, frequency: 440, gain: 0.5),
      ]))
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 1), maximumBlockFrameCount: 256)
    let queue = ParameterQueue(minimumCapacity: 8)
    var samples = render(&renderer, frameCount: 4_800, blockSize: 256, channelCount: 1)
    queue.push(.masterGain(0.5))
    queue.push(.seek(toFrame: 24_000))
    renderer.applyPendingChanges(from: queue)
    #expect(queue.pop() == nil)
    let position = renderer.position
    #expect(position == 24_000)
    samples += render(&renderer, frameCount: 4_800, blockSize: 256, channelCount: 1)
    let peak = measureLevels(samples[(4_800 + 2_000)...]).peak
    #expect(abs(peak - 0.25) < 0.005, "gain 0.5 × master 0.5: \(peak)")
  }

  @Test func loudnessCompensationTiltsHighNotesDown() {
    #expect(Score.loudnessCompensation(frequency: 261.625_565_300_6) == 1)
    #expect(abs(Score.loudnessCompensation(frequency: 1_046.5) - 0.7071) < 1e-3)
    #expect(Score.loudnessCompensation(frequency: 10) == 1.5)
    #expect(Score.loudnessCompensation(frequency: 20_000) == 0.5)
  }
}
