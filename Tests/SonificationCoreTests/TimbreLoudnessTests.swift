import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// Every timbre is as loud as every other at every pitch of the data range (C3 to C6), by
/// BS.1770 loudness measured on rendered audio with the standard's own 48 kHz coefficients
/// (`standardLoudness48k`, independent of the renderer's K-weighting). Before the balance the
/// timbres had equal RMS only: 0.9 LU apart at C4 and 2.7 LU at C5 (the nasal timbre loudest).
@Suite struct TimbreLoudnessTests {
  static let sampleRate = 48_000.0
  /// The largest loudness difference allowed between two timbres at one pitch, in LU.
  static let maximumSpread = 1.0

  /// The BS.1770 loudness (LUFS) of a steady 1 s tone of `timbre` at `frequency` (gain 0.25,
  /// mono, 30 ms attack and 75 ms release included).
  static func loudness(_ timbre: Timbre, frequency: Double) -> Double {
    var score = Score(sampleRate: sampleRate)
    score.add(
      Score.Glide(
        keyPoints: [.init(frame: 0, frequency: frequency), .init(frame: 48_000, frequency: frequency)],
        timbre: timbre))
    return standardLoudness48k(renderScore(score))
  }

  /// MIDI notes 48 (C3) to 84 (C6) every 4 semitones, and 84.
  @Test(arguments: Array(stride(from: 48, through: 84, by: 4)))
  func everyTimbreIsWithinOneLUOfEveryOtherAtEveryPitch(midiNote: Int) {
    let frequency = 440 * Double.exp2(Double(midiNote - 69) / 12)
    let loudness = Timbre.allCases.map { ($0, Self.loudness($0, frequency: frequency)) }
    let values = loudness.map(\.1)
    let spread = values.max()! - values.min()!
    print(
      "note \(midiNote) (\(frequency) Hz): spread \(spread) LU; "
        + loudness.map { "\($0.0) \($0.1)" }.joined(separator: ", "))
    #expect(spread <= Self.maximumSpread, "note \(midiNote): \(loudness)")
    #expect(values.allSatisfy { $0.isFinite })
  }

  /// The renderer's table agrees with the exact gain within 0.15 dB from 20 Hz to 0.40 × the
  /// sample rate (where the fundamental starts to fade out; measured worst 0.100 dB at 8 kHz,
  /// 0.047 at 22.05 kHz, 0.010 at 48 kHz), the sine's gain is exactly 1, and a timbre rich in high partials is turned
  /// down more at C5 than at C3 (the K-weighting's shelf).
  @Test(arguments: [8_000.0, 22_050, 44_100, 48_000, 96_000])
  func theTableFollowsTheExactGain(sampleRate: Double) {
    let table = TimbreLoudness.table(sampleRate: sampleRate)
    var worst = 0.0
    table.withUnsafeBufferPointer { buffer in
      for (t, timbre) in Timbre.allCases.enumerated() {
        var frequency = 20.0
        while frequency < 0.40 * sampleRate {
          let exact = TimbreLoudness.gain(timbre, frequency: frequency, sampleRate: sampleRate)
          let looked = TimbreLoudness.lookUp(
            buffer.baseAddress!, offset: t * TimbreLoudness.entriesPerTimbre, frequency: frequency)
          worst = max(worst, abs(20 * Double.log10(looked / exact)))
          frequency *= 1.0073  // an eighth of a semitone, off the table's grid
        }
      }
    }
    #expect(worst < 0.15, "at \(sampleRate) Hz: \(worst) dB")
    #expect(TimbreLoudness.gain(.sine, frequency: 523.25, sampleRate: sampleRate) == 1)
    let c3 = TimbreLoudness.gain(.nasal, frequency: 130.81, sampleRate: 48_000)
    let c5 = TimbreLoudness.gain(.nasal, frequency: 523.25, sampleRate: 48_000)
    #expect(c5 < c3 && c5 < 1, "nasal: \(c3) at C3, \(c5) at C5")
  }
}
