import AudioGraphTestSupport
import SonificationCore
import Testing

/// No clicks, no clipping (no sample above −1 dBFS), no NaN, no DC, exact length.
@Suite struct ScoreRendererQualityTests {
  /// A score exercising note starts and ends (including a 30 ms note), a steep pitch change,
  /// vibrato, tremolo and earcons, in the given timbre.
  static func clickTestScore(timbre: Timbre) -> Score {
    var score = Score(sampleRate: 48_000)
    score.panSweep = -1...1
    let map = PitchMap(domain: 0...10)
    for (i, value) in [2.0, 8, 8, 3, 10, 0].enumerated() {
      score.add(
        Score.Note(
          startFrame: score.frame(atSeconds: 0.05 + 0.15 * Double(i)),
          lengthFrames: score.frame(atSeconds: i == 3 ? 0.03 : 0.14),
          frequency: map.frequency(for: value), timbre: timbre))
    }
    score.add(
      Score.Glide(
        keyPoints: [
          .init(frame: score.frame(atSeconds: 0.0), frequency: 200),
          .init(frame: score.frame(atSeconds: 0.3), frequency: 600),
          .init(frame: score.frame(atSeconds: 0.31), frequency: 300),  // a steep pitch change
          .init(frame: score.frame(atSeconds: 0.7), frequency: 300, vibratoCents: 40),
          .init(frame: score.frame(atSeconds: 1.0), frequency: 500, tremoloDepth: 0.8),
        ], timbre: timbre))
    return score
  }

  /// The second-difference detector assumes a smooth waveform: a sine's |second difference|
  /// peaks at 1.4 × its median, so ratio 6 catches −40 dBFS steps. Harmonic timbres are
  /// spikier in the second difference (k² weighting), so they get a ratio calibrated to their
  /// crest factor, which still catches phase jumps and steps of a few percent of full scale.
  @Test(arguments: [(Timbre.sine, 6.0), (.soft, 40), (.organ, 40)])
  func noClicksAnywhere(timbre: Timbre, ratio: Double) {
    for channelCount in [1, 2] {
      let score = Self.clickTestScore(timbre: timbre)
      let samples = renderScore(score, channelCount: channelCount, blockSize: 256, extraFrames: 1_000)
      for c in 0..<channelCount {
        let signal = channel(samples, c, of: channelCount)
        let clicks = detectClicks(signal, ratio: ratio)
        let firstClicks = Array(clicks.prefix(8))
        #expect(clicks.count == 0, "\(timbre), channel \(c): \(clicks.count) clicks, first at \(firstClicks)")
        #expect(abs(signal[0]) < 1e-4, "the render starts from silence")
        let end = score.frameCount - 1
        #expect(abs(signal[end]) < 1e-3, "the render ends in silence, got \(signal[end])")
        #expect(signal[(end + 1)...].allSatisfy { $0 == 0 }, "exact silence after the end")
      }
    }
  }

  @Test(arguments: Score.Earcon.Kind.allCases)
  func earconsAreShortQuietAndClickFree(kind: Score.Earcon.Kind) {
    var score = Score(sampleRate: 48_000)
    score.add(Score.Earcon(kind, startFrame: 480))
    let samples = renderScore(score, extraFrames: 100)
    let levels = measureLevels(samples)
    #expect(score.frameCount == 480 + score.frame(atSeconds: kind.durationSeconds))
    #expect(levels.peak > 0.02, "\(kind) is audible: \(levels)")
    #expect(levels.peak <= 0.3, "\(kind) is quiet: \(levels)")
    #expect(samples[..<480].allSatisfy { $0 == 0 })
    // Earcons are noise: its second difference is as rough as a rich timbre's, so the
    // harmonic-timbre ratio applies (see noClicksAnywhere); a step still shows at the first and
    // last frames, where the bursts start and end at zero.
    let clicks = detectClicks(samples, ratio: 40)
    #expect(clicks.count == 0, "\(kind): clicks at \(Array(clicks.prefix(5)))")
  }

  @Test func earconsAreDistinct() {
    // Each pair of earcons differs clearly in band and rhythm: a fingerprint of the energy in
    // six octave-wide bands (Goertzel probes at a sixth of an octave, summed per band) in each
    // 20 ms of the first 160 ms; the cosine between two fingerprints stays below 0.9.
    var probes = [125.0]  // 125 Hz ... 7.1 kHz, 2^(1/6) apart
    while probes.count < 36 { probes.append(probes.last! * 1.122_462_048_309_373) }
    let segment = 960
    var fingerprints: [[Double]] = []
    for kind in Score.Earcon.Kind.allCases {
      var score = Score(sampleRate: 48_000)
      score.add(Score.Earcon(kind, startFrame: 0))
      let samples = renderScore(score, extraFrames: 8 * segment)
      var fingerprint: [Double] = []
      for s in 0..<8 {
        let piece = samples[(s * segment)..<((s + 1) * segment)]
        for band in 0..<6 {
          fingerprint.append(
            probes[(band * 6)..<((band + 1) * 6)].reduce(0) {
              $0 + goertzelPower(piece, frequency: $1, sampleRate: 48_000)
            })
        }
      }
      fingerprints.append(fingerprint)
    }
    for i in fingerprints.indices {
      for j in fingerprints.indices where j > i {
        let a = fingerprints[i]
        let b = fingerprints[j]
        let dot = zip(a, b).map(*).reduce(0, +)
        let cosine = dot / ((a.map { $0 * $0 }.reduce(0, +) * b.map { $0 * $0 }.reduce(0, +)).squareRoot())
        #expect(
          cosine < 0.9, "\(Score.Earcon.Kind.allCases[i]) and \(Score.Earcon.Kind.allCases[j]) sound alike (\(cosine))")
      }
    }
  }

  @Test func clickDetectorFindsAStepInjectedIntoARender() {
    var score = Score(sampleRate: 48_000)
    score.add(Score.Note(startFrame: 0, lengthFrames: 9_600, frequency: 440))
    var samples = renderScore(score)
    #expect(detectClicks(samples).isEmpty)
    samples[5_000] += 0.01  // a 0.01 (−40 dBFS) spike
    #expect(detectClicks(samples).contains(5_000))
  }

  @Test(arguments: [Timbre.sine, .bright, .hollow])
  func eightLoudOverlappingVoicesStayBelowMinusOneDecibel(timbre: Timbre) {
    let score = Fixtures.loudStack(count: 8, timbre: timbre)
    for channelCount in [1, 2] {
      let samples = renderScore(score, channelCount: channelCount, blockSize: 1_024)
      let levels = measureLevels(samples)
      // DC of an enveloped tone is bounded by about gain / (π f T): long scores have less.
      print("8 loud \(timbre) voices, \(channelCount) ch: \(levels)")
      #expect(levels.nonFiniteCount == 0)
      #expect(levels.peak <= 0.891_250_9, "peak \(levels.peak)")
      #expect(levels.peak > 0.8, "the limiter should hold the peak near the ceiling")
      #expect(abs(levels.mean) < 1e-3, "DC \(levels.mean)")
      if timbre == .sine {
        // The limiter adds no clicks: every click the detector reports in the limited render
        // it also reports in the same score played 26 dB quieter (never limited). (Dense
        // mixes of sines have a high crest factor in the second difference, so the detector
        // does flag a few smooth interference peaks in both.)
        var quietScore = score
        quietScore.masterGain = 0.05
        let quiet = renderScore(quietScore, channelCount: channelCount, blockSize: 1_024)
        #expect(measureLevels(quiet).peak < 0.8, "the quiet render is not limited")
        for c in 0..<channelCount {
          let limitedClicks = Set(detectClicks(channel(samples, c, of: channelCount)))
          let unlimitedClicks = Set(detectClicks(channel(quiet, c, of: channelCount), floor: 0.05e-4))
          let added = limitedClicks.subtracting(unlimitedClicks).sorted()
          #expect(added.count == 0, "limiter clicks at \(Array(added.prefix(5))) (channel \(c))")
        }
      }
    }
  }

  @Test func mixedScoreIsFiniteUnclippedAndWithoutDC() {
    let score = Fixtures.mixedScore()
    let samples = renderScore(score, channelCount: 2, blockSize: 300)
    let levels = measureLevels(samples)
    print("mixed score: \(levels)")
    #expect(levels.nonFiniteCount == 0)
    #expect(levels.peak <= 0.891_250_9)
    #expect(abs(levels.mean) < 1e-3)
    let runs = zip(samples, samples.dropFirst()).filter { abs($0) >= 0.999 && abs($1) >= 0.999 }
    #expect(runs.isEmpty)
  }

  @Test func singleSeriesLoudness() {
    // One discrete series (defaults) and one continuous series: report RMS for the integrator.
    var discrete = Score(sampleRate: 48_000)
    let spacing = discrete.frame(atSeconds: 0.2)
    for i in 0..<10 {
      discrete.add(
        Score.Note(
          startFrame: i * spacing, lengthFrames: discrete.frame(atSeconds: 0.18),
          frequency: 261.63 * Double(i + 4) / 4))
    }
    var continuous = Score(sampleRate: 48_000)
    continuous.add(Score.Glide(keyPoints: [.init(frame: 0, frequency: 220), .init(frame: 96_000, frequency: 880)]))
    for (name, score) in [("discrete", discrete), ("continuous", continuous)] {
      let levels = measureLevels(renderScore(score, channelCount: 1))
      print("single \(name) series (mono): \(levels)")
      #expect((-30.0 ... -10.0).contains(levels.rmsDecibels), "\(name): \(levels)")
      #expect(levels.peakDecibels < -1)
    }
  }

  @Test func exactTotalFrameCount() {
    var score = Score(sampleRate: 48_000)
    score.add(Score.Note(startFrame: 100, lengthFrames: 4_800, frequency: 440))
    #expect(score.frameCount == 4_900)
    score.add(Score.Glide(keyPoints: [.init(frame: 0, frequency: 300), .init(frame: 10_000, frequency: 400)]))
    #expect(score.frameCount == 10_000 + 3_600)  // + 75 ms release
    score.add(Score.Earcon(.end, startFrame: 20_000))
    #expect(score.frameCount == 20_000 + 5_760)  // 120 ms
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: 48_000, channelCount: 2), maximumBlockFrameCount: 512)
    let frames = renderer.frameCount
    #expect(frames == 25_760)
    let samples = render(&renderer, frameCount: frames + 500, blockSize: 512, channelCount: 2)
    #expect(samples[(2 * frames)...].allSatisfy { $0 == 0 })
    #expect(samples[(2 * frames - 200)..<(2 * frames)].contains { $0 != 0 })
    let finished = renderer.isFinished
    #expect(finished)
    #expect(Score(sampleRate: 8_000).frameCount == 0)
  }

  @Test(arguments: [8_000.0, 11_025, 22_050, 44_100, 48_000, 88_200, 96_000, 192_000])
  func rendererAndScoreAgreeOnLengthAtEveryRate(sampleRate: Double) {
    let score = Fixtures.mixedScore(sampleRate: sampleRate)
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 1), maximumBlockFrameCount: 0)
    let frames = renderer.frameCount
    #expect(frames == score.frameCount)
    #expect(
      frames == score.frame(atSeconds: 1.4) + score.frame(atSeconds: 0.075)
        || frames == score.frame(atSeconds: 1.42 + 0.16), "ends with the glide's release or the last earcon")
  }

  @Test func emptyScoreRendersSilence() {
    var renderer = ScoreRenderer(score: Score(sampleRate: 8_000))
    renderer.prepare(format: AudioFormat(sampleRate: 8_000, channelCount: 1), maximumBlockFrameCount: 64)
    let samples = render(&renderer, frameCount: 100, blockSize: 64, channelCount: 1)
    #expect(samples.allSatisfy { $0 == 0 })
  }

  @Test func discreteEnvelopeFollowsTheADSRRule() {
    // Attack 20 ms to the gain, decay to 0.3 × gain over a fifth of the tone, release 10 ms.
    var score = Score(sampleRate: 48_000)
    score.add(Score.Note(startFrame: 0, lengthFrames: 24_000, frequency: 1_000, gain: 0.5))  // 500 ms
    let samples = renderScore(score)
    func peak(_ range: Range<Int>) -> Double { measureLevels(samples[range]).peak }
    #expect(abs(peak(900..<1_020) - 0.5) < 0.01, "peak at the end of the attack")
    #expect(peak(0..<48) < 0.01, "the attack starts from silence")
    #expect(abs(peak(6_000..<22_000) - 0.15) < 0.005, "sustain at 0.3 of the peak")
    #expect(peak(23_952..<24_000) < 0.01, "released at the end")
  }

  @Test(arguments: [(-1.0, 1.0, 0.0), (1.0, 0.0, 1.0), (0.0, 0.7071, 0.7071)])
  func equalPowerPan(pan: Double, expectedLeft: Double, expectedRight: Double) {
    var score = Score(sampleRate: 48_000)
    score.add(
      Score.Glide(
        keyPoints: [.init(frame: 0, frequency: 500, gain: 0.4), .init(frame: 24_000, frequency: 500, gain: 0.4)],
        pan: pan))
    let samples = renderScore(score, channelCount: 2)
    let left = measureLevels(channel(samples, 0, of: 2)[4_800..<20_000]).peak / 0.4
    let right = measureLevels(channel(samples, 1, of: 2)[4_800..<20_000]).peak / 0.4
    #expect(abs(left - expectedLeft) < 0.01 && abs(right - expectedRight) < 0.01, "L \(left) R \(right)")
  }

  @Test func panSweepMovesLeftToRight() {
    var score = Score(sampleRate: 48_000)
    score.panSweep = -1...1
    score.add(Score.Note(startFrame: 0, lengthFrames: 4_800, frequency: 440))
    score.add(Score.Note(startFrame: 43_200, lengthFrames: 4_800, frequency: 440))
    let samples = renderScore(score, channelCount: 2)
    let left = channel(samples, 0, of: 2)
    let right = channel(samples, 1, of: 2)
    let firstRatio = measureLevels(left[0..<4_800]).rms / measureLevels(right[0..<4_800]).rms
    let lastRatio = measureLevels(left[43_200..<48_000]).rms / measureLevels(right[43_200..<48_000]).rms
    #expect(firstRatio > 5, "first note mostly left: L/R \(firstRatio)")
    #expect(lastRatio < 0.2, "last note mostly right: L/R \(lastRatio)")
  }
}
