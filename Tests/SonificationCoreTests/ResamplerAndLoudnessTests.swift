import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// A sine of `frequency` hertz and `amplitude` at `rate`, `count` samples, starting at phase 0.
private func sine(_ frequency: Double, amplitude: Double = 0.5, rate: Double, count: Int) -> [Float] {
  (0..<count).map { Float(amplitude * Double.sin(2 * Double.pi * frequency * Double($0) / rate)) }
}

/// The RMS, in decibels relative to `reference`, of `output` minus the exact sine, over the
/// middle of the signal (a filter's length away from both ends).
private func residualDecibels(
  _ output: [Float], frequency: Double, amplitude: Double, rate: Double, reference: Double
) -> Double {
  let margin = Int(0.02 * rate)
  var sum = 0.0
  for n in margin..<(output.count - margin) {
    let exact = amplitude * Double.sin(2 * Double.pi * frequency * Double(n) / rate)
    let difference = Double(output[n]) - exact
    sum += difference * difference
  }
  let rms = (sum / Double(output.count - 2 * margin)).squareRoot()
  return 20 * Double.log10(max(rms, 1e-30) / reference)
}

private func rmsDecibels(_ samples: ArraySlice<Float>) -> Double {
  let meanSquare = samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)
  return 10 * Double.log10(max(meanSquare, 1e-30))
}

@Suite struct ResamplerTests {
  /// 22 050 Hz to 44 100 Hz (2:1), 48 000 Hz (320:147) and 44 101 Hz (the tabulated filter):
  /// a sine comes out as the same sine at the new rate (frequency, amplitude and phase), with
  /// everything else (passband error, images) at least 90 dB down, from 100 Hz to the passband's
  /// edge (0.88 × 11 025 = 9 702 Hz).
  @Test(arguments: [44_100.0, 48_000.0, 44_101.0])
  func aSineKeepsItsFrequencyAmplitudeAndPhaseAndNothingElseIsAbove90dB(targetRate: Double) {
    let source = 22_050.0
    for frequency in [100.0, 1_000.0, 5_000.0, 9_500.0] {
      let input = sine(frequency, rate: source, count: 11_025)
      let output = Resampler(sourceRate: source, targetRate: targetRate).resample(input)
      #expect(output.count == Int((11_025 * targetRate / source).rounded()))
      let residual = residualDecibels(output, frequency: frequency, amplitude: 0.5, rate: targetRate, reference: 0.5)
      #expect(residual < -90, "\(frequency) Hz to \(targetRate) Hz: residual \(residual) dB")
    }
    // The pitch, measured: within 0.01 cent of 1 kHz.
    let output = Resampler(sourceRate: source, targetRate: targetRate).resample(
      sine(1_000, rate: source, count: 11_025))
    let pitch = estimatePitch(Array(output[2_000..<12_000]), sampleRate: targetRate)
    #expect(pitch.map { abs(centsDifference($0, 1_000)) < 0.01 } == true, "\(String(describing: pitch))")
  }

  /// Lowering the rate (22 050 Hz to 8 000 Hz): a 3 kHz sine (inside 0.88 × 4 000 Hz) passes
  /// exactly; a 6 kHz sine, above the new Nyquist frequency, would alias to 2 kHz and is at
  /// least 90 dB down instead.
  @Test func loweringTheRateRejectsAliasesBy90dB() {
    let resampler = Resampler(sourceRate: 22_050, targetRate: 8_000)
    let passed = resampler.resample(sine(3_000, rate: 22_050, count: 22_050))
    #expect(residualDecibels(passed, frequency: 3_000, amplitude: 0.5, rate: 8_000, reference: 0.5) < -90)
    let aliased = resampler.resample(sine(6_000, rate: 22_050, count: 22_050))
    let level = rmsDecibels(aliased[400..<(aliased.count - 400)]) - 20 * Double.log10(0.5 / 2.0.squareRoot())
    #expect(level < -90, "alias at \(level) dB")
  }

  /// An equal rate changes nothing; the output is as long as the time the input spans.
  @Test func lengthsAndTheIdentity() {
    let input = sine(440, rate: 22_050, count: 1_000)
    #expect(Resampler(sourceRate: 22_050, targetRate: 22_050).resample(input) == input)
    #expect(Resampler(sourceRate: 22_050, targetRate: 96_000).resample(input).count == 4_354)
    #expect(Resampler(sourceRate: 22_050, targetRate: 44_100).resample([]).isEmpty)
  }
}

@Suite struct LoudnessTests {
  /// BS.1770-4: a 0 dBFS 1 kHz sine in one channel reads −3.01 LKFS, so amplitude 0.1 (−20 dB)
  /// reads −23.01; at any rate the filters are designed for.
  @Test(arguments: [44_100.0, 48_000.0, 22_050.0])
  func aOneKilohertzSineAtMinus20dBFSReadsMinus23LUFS(rate: Double) {
    let tone = sine(1_000, amplitude: 0.1, rate: rate, count: Int(3 * rate))
    let loudness = Loudness.integrated(tone, channelCount: 1, sampleRate: rate)
    #expect(abs(loudness - -23.01) < 0.05, "\(loudness) LUFS at \(rate) Hz")
    // Both channels of a stereo signal count: the same tone in both reads 3.01 LU more.
    let stereo = tone.flatMap { [$0, $0] }
    #expect(abs(Loudness.integrated(stereo, channelCount: 2, sampleRate: rate) - (loudness + 3.01)) < 0.01)
  }

  /// The gates: silence (absolute gate, −70 LUFS) and a part more than 10 LU quieter (relative
  /// gate) do not lower the reading.
  @Test func silenceAndMuchQuieterPartsAreGatedOut() {
    let rate = 48_000.0
    // 10 s, so the few blocks that straddle its end (and count, as the standard says) weigh little.
    let tone = sine(1_000, amplitude: 0.1, rate: rate, count: Int(10 * rate))
    let withSilence = tone + [Float](repeating: 0, count: Int(10 * rate))
    #expect(abs(Loudness.integrated(withSilence, channelCount: 1, sampleRate: rate) - -23.01) < 0.1)
    let quiet = sine(1_000, amplitude: 0.005, rate: rate, count: Int(4 * rate))
    #expect(abs(Loudness.integrated(tone + quiet, channelCount: 1, sampleRate: rate) - -23.01) < 0.1)
    #expect(Loudness.integrated([Float](repeating: 0, count: 48_000), channelCount: 1, sampleRate: rate) == -.infinity)
  }

  /// EBU Tech 3341's true-peak case: a quarter-rate sine sampled 45° off its peaks has samples
  /// at 0.707 of its amplitude; the true peak is the amplitude (within 0.05 dB).
  @Test func truePeakFindsThePeakBetweenSamples() {
    let rate = 48_000.0
    // Faded in and out over 10 ms: an abrupt start has a real overshoot of its own.
    let samples = (0..<4_800).map { n -> Float in
      let fade = min(1, Double(min(n, 4_799 - n)) / 480)
      return Float(fade * 0.5 * Double.sin(Double.pi / 2 * Double(n) + Double.pi / 4))
    }
    #expect(abs(samples.map { abs($0) }.max()! - 0.3536) < 0.001)
    let peak = Loudness.truePeak(samples)
    #expect(abs(20 * Double.log10(peak / 0.5)) < 0.05, "\(peak) at \(rate) Hz")
  }
}

@Suite struct SpeechClipSequenceTests {
  /// A sequence of a score, a silence and a clip renders, whatever the block size, exactly the
  /// score's own rendering, zeros, and the clip times √½ in both channels; a master gain of 0
  /// fades the clip over the ramp and then silences it.
  @Test func clipsPlayExactlyAndBlockSizesDoNotMatter() {
    var score = Score(sampleRate: 22_050)
    score.add(Score.Note(startFrame: 100, lengthFrames: 2_000, frequency: 440))
    let clip = (0..<3_000).map { Float(0.4 * Double.sin(Double($0) * 0.05)) }
    var outputs: [[Float]] = []
    for block in [1, 64, 4_096] {
      var sequence = ScoreSequenceRenderer(
        segments: [.score(score, frameCount: 2_500), .silence(frameCount: 300), .clip(clip)])
      sequence.prepare(format: AudioFormat(sampleRate: 22_050, channelCount: 2), maximumBlockFrameCount: 4_096)
      let total = sequence.frameCount
      #expect(total == 5_800)
      var output = [Float](repeating: 1, count: 5_800 * 2)
      var done = 0
      output.withUnsafeMutableBufferPointer { buffer in
        while done < 5_800 {
          let n = min(block, 5_800 - done)
          sequence.render(into: UnsafeMutableBufferPointer(rebasing: buffer[(done * 2)...]), frameCount: n)
          done += n
        }
      }
      let finished = sequence.isFinished
      #expect(finished)
      outputs.append(output)
    }
    #expect(outputs[0] == outputs[1] && outputs[1] == outputs[2])
    var alone = ScoreRenderer(score: score)
    alone.prepare(format: AudioFormat(sampleRate: 22_050, channelCount: 2), maximumBlockFrameCount: 4_096)
    let scoreOnly = render(&alone, frameCount: 2_500, blockSize: 4_096, channelCount: 2)
    #expect(Array(outputs[0][..<5_000]) == scoreOnly)
    #expect(outputs[0][5_000..<5_600].allSatisfy { $0 == 0 })
    let expected = clip.flatMap { sample -> [Float] in
      let value = Float(Double(sample) * SpokenClip.stereoGain)
      return [value, value]
    }
    #expect(Array(outputs[0][5_600...]) == expected)

    // A stop (master gain 0) inside the clip fades it out over 20 ms, then silence.
    var sequence = ScoreSequenceRenderer(segments: [.clip(clip)])
    sequence.prepare(format: AudioFormat(sampleRate: 22_050, channelCount: 1), maximumBlockFrameCount: 4_096)
    var first = [Float](repeating: 0, count: 1_000)
    first.withUnsafeMutableBufferPointer { sequence.render(into: $0, frameCount: 1_000) }
    #expect(first == Array(clip[..<1_000]))
    sequence.apply(.masterGain(0))
    var rest = [Float](repeating: 0, count: 2_000)
    rest.withUnsafeMutableBufferPointer { sequence.render(into: $0, frameCount: 2_000) }
    let ramp = Int((ScoreRenderer.parameterRampSeconds * 22_050).rounded())
    #expect(abs(rest[0]) < abs(clip[1_000]) && abs(rest[0]) > 0.9 * abs(clip[1_000]))
    #expect(rest[ramp...].allSatisfy { $0 == 0 })
  }
}
