import AudioGraphTestSupport
import RealModule
import Testing

@testable import SonificationCore

/// The point tones of `explore` and the live tone of `monitor` play the same loudness-balanced
/// voices as a rendered graph (one mechanism, ``TimbreVoices``): every timbre within 1 LU of
/// every other at every pitch of the data range, by BS.1770 measured with the standard's own
/// 48 kHz coefficients (`standardLoudness48k`). Before they shared the mechanism, both played the
/// timbres at equal RMS only, and the nasal timbre was 2.7 LU louder than the sine at C5.
@Suite struct TimbreVoicesTests {
  static let sampleRate = 48_000.0
  /// The largest loudness difference allowed between two timbres at one pitch, in LU.
  static let maximumSpread = 1.0
  /// MIDI notes 48 (C3) to 84 (C6) every 6 semitones.
  static let notes = Array(stride(from: 48, through: 84, by: 6))

  static func hertz(_ midiNote: Int) -> Double { 440 * Double.exp2(Double(midiNote - 69) / 12) }

  /// The counts the renderers use are each timbre's last non-zero harmonic.
  @Test func harmonicCountsAreEachTimbresLastHarmonic() {
    for timbre in Timbre.allCases {
      let amplitudes = timbre.harmonicAmplitudes
      #expect(TimbreVoices.harmonicCount(of: timbre) == (amplitudes.lastIndex { $0 != 0 } ?? 0) + 1, "\(timbre)")
      #expect(TimbreVoices.harmonicOffset(of: timbre) == Timbre.allCases.firstIndex(of: timbre)! * 16)
    }
  }

  /// Loudness (LUFS) of 1.2 s of `monitor`'s live tone holding one value at `frequency`.
  static func liveToneLoudness(_ timbre: Timbre, frequency: Double) -> Double {
    // A pitch map whose domain 0...1 spans exactly this frequency, so value 0.5 sounds at it.
    let map = PitchMap(domain: 0...1, range: frequency...frequency)
    var tone = LiveToneRenderer(pitchMap: map, timbre: timbre)
    tone.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 1), maximumBlockFrameCount: 512)
    tone.apply(.liveValue(0.5))
    var samples = [Float](repeating: 0, count: 57_600)
    samples.withUnsafeMutableBufferPointer { buffer in
      var done = 0
      while done < buffer.count {
        let n = min(512, buffer.count - done)
        tone.render(into: UnsafeMutableBufferPointer(rebasing: buffer[done..<(done + n)]), frameCount: n)
        done += n
      }
    }
    return standardLoudness48k(samples)
  }

  /// Loudness (LUFS) of six `explore` point tones at `frequency`, one after the other (each
  /// 200 ms: attack, hold and release), as a listener pressing the right arrow hears them.
  static func exploreToneLoudness(_ timbre: Timbre, frequency: Double) -> Double {
    let silence = ScoreSequenceSource(
      sections: [(score: Score(sampleRate: sampleRate), frameCount: 4_800)], gapFrameCount: 0)
    var explorer = ExploreRenderer(graphs: [silence])
    let toneFrames = Int((ExploreRenderer.toneSeconds * sampleRate).rounded())
    explorer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 1), maximumBlockFrameCount: toneFrames)
    var samples: [Float] = []
    var block = [Float](repeating: 0, count: toneFrames)
    for _ in 0..<6 {
      explorer.apply(.explore(.tone(frequency: frequency, timbre: timbre)))
      block.withUnsafeMutableBufferPointer { explorer.render(into: $0, frameCount: toneFrames) }
      samples += block
    }
    return standardLoudness48k(samples)
  }

  static func spread(_ loudness: (Timbre) -> Double) -> (spread: Double, values: [(Timbre, Double)]) {
    let values = Timbre.allCases.map { ($0, loudness($0)) }
    let levels = values.map(\.1)
    return (levels.max()! - levels.min()!, values)
  }

  @Test(arguments: notes)
  func liveTonesOfEveryTimbreAreEquallyLoud(midiNote: Int) {
    let (spread, values) = Self.spread { Self.liveToneLoudness($0, frequency: Self.hertz(midiNote)) }
    #expect(values.allSatisfy { $0.1.isFinite && $0.1 > -40 }, "\(values)")
    #expect(spread <= Self.maximumSpread, "note \(midiNote): spread \(spread) LU, \(values)")
  }

  @Test(arguments: notes)
  func exploreTonesOfEveryTimbreAreEquallyLoud(midiNote: Int) {
    let (spread, values) = Self.spread { Self.exploreToneLoudness($0, frequency: Self.hertz(midiNote)) }
    #expect(values.allSatisfy { $0.1.isFinite && $0.1 > -40 }, "\(values)")
    #expect(spread <= Self.maximumSpread, "note \(midiNote): spread \(spread) LU, \(values)")
  }
}
