import RealModule

/// One sounding event as the renderer stores it: notes, glides and earcons all become
/// this shape in `prepare` (plain values only, so the render path reads it without ARC).
struct EventRecord {
  /// First frame of sound.
  var startFrame: Int
  /// Frame after the last sounding frame.
  var endFrame: Int
  /// Index of the first key point in the key buffer.
  var keyStart: Int
  /// Number of key points (≥ 1).
  var keyCount: Int
  /// Offset of the timbre's harmonic amplitudes in the harmonic table.
  var harmonicOffset: Int
  /// The timbre's last non-zero harmonic number (1 for a sine): the harmonic loop stops there.
  var harmonicCount: Int
  /// Pan in `-1...1`, and its equal-power gains (used when there is no pan sweep).
  var pan: Double
  var leftGain: Double
  var rightGain: Double
  /// Envelope, in frames (fractional), relative to `startFrame`.
  var attackFrames: Double
  var decayFrames: Double
  var sustainLevel: Double
  var releaseFrames: Double
  /// Modulation rates, in cycles per frame.
  var vibratoCyclesPerFrame: Double
  var tremoloCyclesPerFrame: Double
  /// `true` when no key point has vibrato or tremolo (skip the trigonometry).
  var isUnmodulated: Bool
  /// For an earcon, where its samples start in the renderer's earcon table (see
  /// ``EarconSound``): the event plays them, times its key point's gain, instead of an
  /// oscillator. −1 for tones and glides.
  var sampleStart: Int = -1
}

/// One key point as the renderer stores it.
struct KeyRecord {
  var frame: Int
  var frequency: Double
  var log2Frequency: Double
  var gain: Double
  var vibratoCents: Double
  var tremoloDepth: Double
}

/// The state of one playing voice.
struct VoiceState {
  /// Index into the event buffer.
  var event: Int
  /// Index (relative to the event's `keyStart`) of the key point at or before the current frame.
  var segment: Int
  /// Oscillator phase in cycles, `0..<1`.
  var phase: Double
  /// The glide frequency (before pitch scale and vibrato) at frame `frequencyFrame`, in hertz:
  /// carried from one block to the next so the multiplicative stepping continues exactly.
  var frequency: Double
  /// The frame `frequency` belongs to; any other frame recomputes it exactly.
  var frequencyFrame: Int
  /// Where the closed-form phase of the current key segment is measured from (see
  /// `ScoreRenderer.fillRunPhases`): the frame (`-1`: none; set again at the next run), the
  /// phase there (cycles, `0..<1`), the glide frequency there (Hz, before pitch scale) and the
  /// pitch scale it holds for. Valid only while the voice stays in `anchorSegment` at that scale.
  var anchorFrame: Int
  var anchorPhase: Double
  var anchorFrequency: Double
  var anchorScale: Double
  var anchorSegment: Int

  /// A voice at the start of `event` (first key segment, phase 0).
  @_noLocks
  init(event: Int, segment: Int, phase: Double) {
    self.event = event
    self.segment = segment
    self.phase = phase
    self.frequency = 0
    self.frequencyFrame = -1
    self.anchorFrame = -1
    self.anchorPhase = 0
    self.anchorFrequency = 0
    self.anchorScale = 1
    self.anchorSegment = -1
  }
}

extension ScoreRenderer {
  /// Compiles a score into event and key records sorted by start frame (allocates; not
  /// real-time safe).
  static func compile(_ score: Score) -> (events: [EventRecord], keys: [KeyRecord]) {
    let sr = score.sampleRate
    var pending: [(event: EventRecord, keys: [KeyRecord])] = []

    func key(
      _ frame: Int, _ frequency: Double, _ gain: Double, vibrato: Double = 0,
      tremolo: Double = 0
    ) -> KeyRecord {
      KeyRecord(
        frame: frame, frequency: frequency, log2Frequency: Double.log2(frequency), gain: gain,
        vibratoCents: vibrato, tremoloDepth: tremolo)
    }
    func record(
      start: Int, end: Int, timbre: Timbre, pan: Double, attack: Double, decay: Double,
      sustain: Double, release: Double, vibratoRate: Double = 0, tremoloRate: Double = 0,
      unmodulated: Bool = true
    ) -> EventRecord {
      let length = Double(end - start)
      var attack = attack
      var release = release
      if attack + release > length {
        let scale = length / (attack + release)
        attack *= scale
        release *= scale
      }
      let angle = (min(max(pan, -1), 1) + 1) * Double.pi / 4
      return EventRecord(
        startFrame: start, endFrame: end, keyStart: 0, keyCount: 0,
        harmonicOffset: TimbreVoices.harmonicOffset(of: timbre), harmonicCount: TimbreVoices.harmonicCount(of: timbre),
        pan: pan,
        leftGain: Double.cos(angle), rightGain: Double.sin(angle),
        attackFrames: attack, decayFrames: decay, sustainLevel: sustain, releaseFrames: release,
        vibratoCyclesPerFrame: vibratoRate / sr, tremoloCyclesPerFrame: tremoloRate / sr,
        isUnmodulated: unmodulated)
    }
    for note in score.notes {
      let end = note.startFrame + note.lengthFrames
      let event = record(
        start: note.startFrame, end: end, timbre: note.timbre, pan: note.pan,
        attack: Envelope.discreteAttackSeconds * sr, decay: Double(note.lengthFrames) / 5,
        sustain: Envelope.discreteSustainLevel, release: Envelope.discreteReleaseSeconds * sr)
      pending.append((event, [key(note.startFrame, note.frequency, note.gain)]))
    }

    for glide in score.glides {
      let keys = ScoreRenderer.holdingKeyPoints(glide.keyPoints, sampleRate: sr).map {
        key($0.frame, $0.frequency, $0.gain, vibrato: $0.vibratoCents, tremolo: $0.tremoloDepth)
      }
      let unmodulated = glide.keyPoints.allSatisfy { $0.vibratoCents == 0 && $0.tremoloDepth == 0 }
      let event = record(
        start: keys[0].frame, end: glide.endFrame(sampleRate: sr), timbre: glide.timbre,
        pan: glide.pan, attack: Envelope.continuousAttackSeconds * sr, decay: 0, sustain: 1,
        release: Double(glide.releaseFrames(sampleRate: sr)), vibratoRate: glide.vibratoRate,
        tremoloRate: glide.tremoloRate, unmodulated: unmodulated)
      pending.append((event, keys))
    }

    // Earcons play their noise bursts from the table (see `EarconSound`): no oscillator, no
    // envelope of the renderer's (the burst has its own), one key point for the gain.
    let earconOffsets = EarconSound.offsets(sampleRate: sr)
    for earcon in score.earcons {
      let s = earcon.startFrame
      let kindIndex = Score.Earcon.Kind.allCases.firstIndex(of: earcon.kind)!
      var event = record(
        start: s, end: s + EarconSound.frameCount(earcon.kind, sampleRate: sr), timbre: .sine, pan: earcon.pan,
        attack: 0, decay: 0, sustain: 1, release: 0)
      event.sampleStart = earconOffsets[kindIndex]
      pending.append((event, [key(s, 1_000, earcon.gain)]))
    }

    // Stable sort by start frame, so equal starts keep the order notes, glides, earcons.
    let order = pending.indices.sorted {
      (pending[$0].event.startFrame, $0) < (pending[$1].event.startFrame, $1)
    }
    var events: [EventRecord] = []
    var keys: [KeyRecord] = []
    events.reserveCapacity(order.count)
    for index in order {
      var event = pending[index].event
      event.keyStart = keys.count
      event.keyCount = pending[index].keys.count
      keys.append(contentsOf: pending[index].keys)
      events.append(event)
    }
    return (events, keys)
  }

  /// The shortest time a glide holds each key point's pitch on either side of the point's
  /// frame, in seconds: 1 ms. Low pitches hold longer: half a period of the point's pitch
  /// (3.8 ms at C3), so that a whole period sounds at the point's pitch. Either is cut to a
  /// quarter of the segment on that side when the points are closer.
  ///
  /// A glide that turned at the very instant of a key point would be heard short of it: the
  /// ear hears a pitch over about a millisecond, and over at least a period of a low tone. At a
  /// sharp corner of a steep line (three octaves in 100 ms, 36 cents per millisecond) the pitch
  /// over 1 ms around the point fell 9 cents short of the point's at C6, and 20 cents at C3, and
  /// the top and bottom of every turn were lost. Held, the point's own pitch sounds around its
  /// time, and the glide between two points takes the rest of the segment.
  public static var keyPointHoldSeconds: Double { 0.001 }

  /// `points` (a glide's key points, frames strictly increasing) with each point's pitch held on
  /// either side (see ``keyPointHoldSeconds``; none before the first point or after the last):
  /// before and after each point, a key point at the point's frequency is added where the held
  /// pitch ends. Gain, vibrato and tremolo of an added key point are the original straight
  /// line's values at its frame, so only the pitch changes. Allocates; not real-time safe.
  static func holdingKeyPoints(_ points: [Score.KeyPoint], sampleRate: Double) -> [Score.KeyPoint] {
    guard points.count >= 2 else { return points }
    /// A key point at `frame` on the segment from `a` to `b`, with the pitch of `pitch`.
    func holding(at frame: Int, pitch: Score.KeyPoint, from a: Score.KeyPoint, to b: Score.KeyPoint) -> Score.KeyPoint {
      let u = Double(frame - a.frame) / Double(b.frame - a.frame)
      return Score.KeyPoint(
        frame: frame, frequency: pitch.frequency, gain: a.gain + (b.gain - a.gain) * u,
        vibratoCents: a.vibratoCents + (b.vibratoCents - a.vibratoCents) * u,
        tremoloDepth: a.tremoloDepth + (b.tremoloDepth - a.tremoloDepth) * u)
    }
    var result: [Score.KeyPoint] = []
    result.reserveCapacity(3 * points.count)
    for (i, point) in points.enumerated() {
      let hold = Int((max(ScoreRenderer.keyPointHoldSeconds, 0.5 / point.frequency) * sampleRate).rounded())
      if i > 0 {
        let before = min(hold, (point.frame - points[i - 1].frame) / 4)
        if before > 0 {
          result.append(holding(at: point.frame - before, pitch: point, from: points[i - 1], to: point))
        }
      }
      result.append(point)
      if i + 1 < points.count {
        let after = min(hold, (points[i + 1].frame - point.frame) / 4)
        if after > 0 {
          result.append(holding(at: point.frame + after, pitch: point, from: point, to: points[i + 1]))
        }
      }
    }
    return result
  }

  /// The largest number of events sounding at once (≥ 1), with every event's end moved
  /// `endExtension` frames later.
  ///
  /// The renderer holds a voice for every event that sounds anywhere in the internal block it
  /// is rendering, so it needs the overlap with ends extended by the internal block length:
  /// two notes that do not overlap but both sound in one block need two voices.
  static func maximumOverlap(_ events: [EventRecord], extendingEndsBy endExtension: Int = 0) -> Int {
    var boundaries: [(frame: Int, delta: Int)] = []
    for event in events where event.endFrame > event.startFrame {
      boundaries.append((event.startFrame, 1))
      boundaries.append((event.endFrame + endExtension, -1))
    }
    // Ends before starts at the same frame: an event ending at f is silent from f.
    boundaries.sort { ($0.frame, $0.delta) < ($1.frame, $1.delta) }
    var current = 0
    var peak = 1
    for boundary in boundaries {
      current += boundary.delta
      peak = max(peak, current)
    }
    return peak
  }
}
