import SonificationCore

/// Scores shared by several test suites.
enum Fixtures {
  /// A bit of everything: discrete notes in several timbres, a glide with vibrato and tremolo,
  /// every earcon, overlapping events and a left → right pan sweep. About 1.6 s.
  static func mixedScore(sampleRate: Double = 48_000) -> Score {
    var score = Score(sampleRate: sampleRate)
    score.panSweep = -1...1
    let map = PitchMap(domain: 0...10, range: PitchRange.default.frequencies)
    let length = score.frame(atSeconds: Score.defaultToneLengthSeconds(medianSpacingSeconds: 0.12))
    let timbres = Timbre.allCases
    for (i, value) in [3.0, 7, 1, 9, 5, 5, 0, 10, 4, 6].enumerated() {
      score.add(
        Score.Note(
          startFrame: score.frame(atSeconds: 0.1 + 0.12 * Double(i)), lengthFrames: length,
          frequency: map.frequency(for: value), timbre: timbres[i % timbres.count],
          pan: i.isMultiple(of: 3) ? -0.3 : 0.2))
    }
    score.add(
      Score.Glide(
        keyPoints: [
          .init(frame: score.frame(atSeconds: 0.05), frequency: 220, gain: 0.2),
          .init(frame: score.frame(atSeconds: 0.5), frequency: 330, gain: 0.3, vibratoCents: 30),
          .init(frame: score.frame(atSeconds: 0.9), frequency: 277, gain: 0.25, vibratoCents: 0, tremoloDepth: 0.6),
          .init(frame: score.frame(atSeconds: 1.4), frequency: 440, gain: 0.25),
        ],
        timbre: .soft))
    for (i, kind) in Score.Earcon.Kind.allCases.enumerated() {
      score.add(Score.Earcon(kind, startFrame: score.frame(atSeconds: 0.02 + 0.2 * Double(i))))
    }
    return score
  }

  /// `count` loud (gain 1) glides stacked on top of each other, plus `count` loud notes: far
  /// above full scale without the limiter. About 2 s.
  static func loudStack(count: Int = 8, timbre: Timbre = .sine, sampleRate: Double = 48_000) -> Score {
    var score = Score(sampleRate: sampleRate)
    let frequencies = [220.0, 277.18, 329.63, 440, 554.37, 659.26, 880, 1108.73, 1318.5, 1760]
    for i in 0..<count {
      score.add(
        Score.Glide(
          keyPoints: [
            .init(
              frame: score.frame(atSeconds: 0.02 * Double(i)), frequency: frequencies[i % frequencies.count], gain: 1),
            .init(frame: score.frame(atSeconds: 1.0), frequency: frequencies[i % frequencies.count] * 1.5, gain: 1),
            .init(frame: score.frame(atSeconds: 2.0), frequency: frequencies[i % frequencies.count], gain: 1),
          ], timbre: timbre))
      score.add(
        Score.Note(
          startFrame: score.frame(atSeconds: 0.1 + 0.05 * Double(i)),
          lengthFrames: score.frame(atSeconds: 0.25), frequency: frequencies[(i + 3) % frequencies.count],
          gain: 1, timbre: timbre))
    }
    return score
  }
}
