import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// `explore`'s chord (`c`): up to eight point tones at once, each at 1/n of a tone's gain, with
/// the envelope of a single tone, no clicks, and a single tone afterwards silencing the chord.
@Suite struct ExploreChordTests {
  static let sampleRate = 48_000.0

  static func explorer() -> ExploreRenderer {
    let silence = ScoreSequenceSource(
      sections: [(score: Score(sampleRate: sampleRate), frameCount: 4_800)], gapFrameCount: 0)
    var explorer = ExploreRenderer(graphs: [silence])
    explorer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 1), maximumBlockFrameCount: 256)
    return explorer
  }

  static func pull(_ explorer: inout ExploreRenderer, frames: Int) -> [Float] {
    var output: [Float] = []
    var block = [Float](repeating: 0, count: 256)
    var done = 0
    while done < frames {
      let n = min(256, frames - done)
      block.withUnsafeMutableBufferPointer { explorer.render(into: $0, frameCount: n) }
      output += block.prefix(n)
      done += n
    }
    return output
  }

  /// C4, E4 and G4 in three timbres: each sounds at a third of a tone's level (Goertzel power a
  /// ninth of the single tone's at its fundamental, within 0.5 dB), a frequency between them
  /// is silent, the chord ends with the tone's length and peaks no higher than one tone can.
  @Test func aChordSoundsEveryNoteAtAThirdOfTheLevelOfOneTone() {
    let notes: [(Double, Timbre)] = [(261.63, .sine), (329.63, .soft), (392.0, .bright)]
    var explorer = Self.explorer()
    for (index, note) in notes.enumerated() {
      explorer.apply(.explore(.chordNote(frequency: note.0, timbre: note.1, index: index, count: notes.count)))
    }
    let length = Int(ExploreRenderer.toneSeconds * Self.sampleRate)
    let chord = Self.pull(&explorer, frames: length + 2_400)
    // The hold: 10 ms after the attack to 150 ms.
    let hold = hannWindowed(Array(chord[960..<7_680]))
    for note in notes {
      var alone = Self.explorer()
      alone.apply(.explore(.tone(frequency: note.0, timbre: note.1)))
      let single = hannWindowed(Array(Self.pull(&alone, frames: length)[960..<7_680]))
      let ratio =
        goertzelPower(hold, frequency: note.0, sampleRate: Self.sampleRate)
        / goertzelPower(single, frequency: note.0, sampleRate: Self.sampleRate)
      #expect(abs(10 * Double.log10(ratio * 9)) < 0.5, "\(note.0) Hz: power ratio \(ratio), a ninth expected")
    }
    #expect(goertzelPower(hold, frequency: 300, sampleRate: Self.sampleRate) < 1e-4)
    #expect(chord[(length + 10)...].allSatisfy { $0 == 0 }, "silent after the tone's length")
    #expect(chord.map { abs($0) }.max()! < 0.4 * 1.8)
  }

  /// A chord of three sines starts and ends without a click (the click detector flags the steep
  /// edges of a bright, saw-like timbre itself, so sines show the envelope alone).
  @Test func aChordStartsAndEndsWithoutAClick() {
    var explorer = Self.explorer()
    for (index, hertz) in [261.63, 329.63, 392.0].enumerated() {
      explorer.apply(.explore(.chordNote(frequency: hertz, timbre: .sine, index: index, count: 3)))
    }
    let chord = Self.pull(&explorer, frames: 12_000)
    #expect(chord.contains { abs($0) > 0.1 })
    #expect(detectClicks(chord, silentBelow: 1e-4).isEmpty)
  }

  /// A single tone after a chord fades the chord's other notes out (5 ms) and plays alone.
  @Test func aToneAfterAChordSilencesTheOtherNotes() {
    var explorer = Self.explorer()
    explorer.apply(.explore(.chordNote(frequency: 261.63, timbre: .sine, index: 0, count: 2)))
    explorer.apply(.explore(.chordNote(frequency: 392.0, timbre: .sine, index: 1, count: 2)))
    _ = Self.pull(&explorer, frames: 2_400)
    explorer.apply(.explore(.tone(frequency: 523.25, timbre: .sine)))
    let after = Self.pull(&explorer, frames: 7_200)
    let hold = hannWindowed(Array(after[1_200..<7_200]))
    #expect(goertzelPower(hold, frequency: 392.0, sampleRate: Self.sampleRate) < 1e-6)
    #expect(goertzelPower(hold, frequency: 261.63, sampleRate: Self.sampleRate) < 1e-6)
    // A sine at 0.4, Hann-windowed, reads 0.01.
    #expect(goertzelPower(hold, frequency: 523.25, sampleRate: Self.sampleRate) > 0.005)
    #expect(detectClicks(after, silentBelow: 1e-4).isEmpty)
  }

  /// Notes past the eighth, and notes with no pitch, are ignored.
  @Test func notesBeyondTheBankAreIgnored() {
    var explorer = Self.explorer()
    explorer.apply(.explore(.chordNote(frequency: 261.63, timbre: .sine, index: 8, count: 9)))
    explorer.apply(.explore(.chordNote(frequency: .nan, timbre: .sine, index: 0, count: 9)))
    #expect(Self.pull(&explorer, frames: 4_800).allSatisfy { $0 == 0 })
  }
}
