import RealModule

/// Timed sound events for one rendering, built off the audio thread (it allocates freely).
///
/// Times are in frames at ``sampleRate`` (use ``frame(atSeconds:)`` to convert). Frequencies
/// are in hertz, gains are linear (1 = full scale before the limiter), pans are in `-1...1`
/// (−1 left, 0 centre, +1 right, equal-power).
///
///     var score = Score(sampleRate: 48_000)
///     score.panSweep = -1...1                                  // left → right over the score
///     score.add(Score.Note(startFrame: 0, lengthFrames: 9_600, frequency: 440))
///     score.add(Score.Glide(keyPoints: [.init(frame: 0, frequency: 220, gain: 0.25),
///                                       .init(frame: 48_000, frequency: 440, gain: 0.25)]))
///     score.add(Score.Earcon(.end, startFrame: 48_000))
///
/// Loudness guide (measured, sine timbre, mono; a centred voice in stereo is 3 dB lower per
/// channel because panning is equal-power): a dense discrete series at ``Note/defaultGain``
/// (0.5, tones 90 % of the spacing) peaks at −6 dBFS with an RMS of about −16.5 dBFS; a glide at
/// ``KeyPoint/defaultGain`` (0.25) peaks at −12 dBFS with an RMS of about −15 dBFS. Earcons
/// default to ``Earcon/defaultGain`` (0.15), quieter than data. Mixing several series adds up;
/// the renderer's limiter keeps any mix at or below −1 dBFS, but scale gains by about
/// 1/√(series count) to avoid constant limiting. ``loudnessCompensation(frequency:)`` is an
/// optional tilt against shrill high notes.
public struct Score: Sendable {
  /// Frames per second that every frame position in this score is counted in, in hertz.
  public let sampleRate: Double
  /// Discrete tones, in the order added.
  public private(set) var notes: [Note] = []
  /// Continuous glides, in the order added.
  public private(set) var glides: [Glide] = []
  /// Earcons, in the order added.
  public private(set) var earcons: [Earcon] = []
  /// The earcons of ``earcons``, for finding a copy in O(1).
  private var earconsAdded: Set<Earcon> = []
  /// When set, every event's pan moves from `lowerBound` at frame 0 to `upperBound` at
  /// ``frameCount`` (added to the event's own pan, then clamped to `-1...1`).
  /// `-1...1` is the usual left → right sweep with x. `nil` (default): no sweep.
  public var panSweep: ClosedRange<Double>?
  /// Linear gain applied to the whole mix before the limiter. Default 1.
  public var masterGain: Double = 1

  /// An empty score at `sampleRate` (8 000 ... 192 000 Hz).
  public init(sampleRate: Double) {
    precondition(sampleRate > 0 && sampleRate.isFinite, "Score: sample rate must be positive")
    self.sampleRate = sampleRate
  }

  /// The nearest frame to `seconds` (rounded half away from zero).
  public func frame(atSeconds seconds: Double) -> Int { Int((seconds * sampleRate).rounded()) }

  /// The default discrete tone length rule: clamp(0.9 × median spacing, 30 ms, 250 ms), in
  /// seconds. `medianSpacingSeconds` is the median time between successive points; pass
  /// `.infinity` for a single point (gives 250 ms).
  public static func defaultToneLengthSeconds(medianSpacingSeconds: Double) -> Double {
    guard !medianSpacingSeconds.isNaN else { return 0.25 }
    return min(max(0.9 * medianSpacingSeconds, 0.030), 0.250)
  }

  /// A gain factor that keeps high notes from dominating low ones (the ear and most speakers
  /// favour 1–4 kHz): (261.63 Hz / frequency)^0.25, clamped to 0.5...1.5. That is 1 at C4,
  /// +1.5 dB at C3 and −4.5 dB at C6. Multiply a note's or key point's gain by it when building
  /// the score; the renderer applies no compensation itself.
  public static func loudnessCompensation(frequency: Double) -> Double {
    guard frequency > 0, frequency.isFinite else { return 1 }
    return min(max(Double.pow(261.625_565_300_6 / frequency, 0.25), 0.5), 1.5)
  }

  // MARK: Events

  /// A discrete, enveloped tone: attack 20 ms, decay to 0.3 of peak over a fifth of the tone,
  /// sustain, release 10 ms, all inside `lengthFrames` (the tone is silent from
  /// `startFrame + lengthFrames`). When the tone is shorter than attack + release, both are
  /// shortened in proportion. Envelope segments are smoothstep curves (no steps, no corners
  /// at the start or end).
  public struct Note: Hashable, Sendable {
    /// Default gain, linear: 0.5.
    public static let defaultGain = 0.5
    /// First frame of the tone (≥ 0).
    public var startFrame: Int
    /// Duration in frames (≥ 1), including the release.
    public var lengthFrames: Int
    /// Pitch in hertz (> 0). Harmonics above 0.45 × sample rate are omitted.
    public var frequency: Double
    /// Peak gain, linear (≥ 0).
    public var gain: Double
    /// Voice colour.
    public var timbre: Timbre
    /// Pan, `-1...1`.
    public var pan: Double
    /// Which part of the music the tone belongs to (for example one series' data, or its
    /// interval bounds), for exports that keep parts apart: ``MIDIExport`` makes one track per
    /// part. The renderer ignores it. Default 0.
    public var part: Int

    public init(
      startFrame: Int, lengthFrames: Int, frequency: Double, gain: Double = Note.defaultGain,
      timbre: Timbre = .sine, pan: Double = 0, part: Int = 0
    ) {
      self.startFrame = startFrame
      self.lengthFrames = lengthFrames
      self.frequency = frequency
      self.gain = gain
      self.timbre = timbre
      self.pan = pan
      self.part = part
    }
  }

  /// One key point of a ``Glide``.
  public struct KeyPoint: Hashable, Sendable {
    /// Default gain, linear: 0.25.
    public static let defaultGain = 0.25
    /// Frame at which the glide passes exactly through this point (≥ 0).
    public var frame: Int
    /// Pitch in hertz (> 0).
    public var frequency: Double
    /// Gain, linear (≥ 0).
    public var gain: Double
    /// Vibrato depth in cents (peak deviation, ≥ 0), e.g. to make a confidence interval audible.
    public var vibratoCents: Double
    /// Tremolo depth in `0...1`: the gain dips by up to this fraction once per tremolo cycle.
    public var tremoloDepth: Double

    public init(
      frame: Int, frequency: Double, gain: Double = KeyPoint.defaultGain,
      vibratoCents: Double = 0, tremoloDepth: Double = 0
    ) {
      self.frame = frame
      self.frequency = frequency
      self.gain = gain
      self.vibratoCents = vibratoCents
      self.tremoloDepth = tremoloDepth
    }
  }

  /// A continuous, phase-continuous tone through a series of key points.
  ///
  /// Between successive key points the frequency moves linearly in time and multiplicatively
  /// in hertz (linear in cents: the pitch at the midpoint is the geometric mean); gain, vibrato
  /// depth and tremolo depth move linearly. The renderer holds each key point's pitch for 1 ms
  /// on either side of its frame, or half a period of that pitch if longer (3.8 ms at C3), but
  /// at most a quarter of the segment on that side, so that the point's pitch is heard even at
  /// a sharp turn (``ScoreRenderer/keyPointHoldSeconds``); the pitch moves over the rest of the
  /// segment. Envelope: 30 ms attack from the first key point;
  /// the sound holds the last key point's pitch for a 75 ms release after it (or
  /// ``Glide/releaseFrameCount``; both shortened in proportion for very short glides). Key points must have strictly increasing frames;
  /// `Score.add(_:)` drops later duplicates of a frame (Apple's rule).
  public struct Glide: Hashable, Sendable {
    /// The key points, in increasing frame order; at least one.
    public var keyPoints: [KeyPoint]
    /// Voice colour.
    public var timbre: Timbre
    /// Pan, `-1...1`.
    public var pan: Double
    /// Vibrato rate in hertz (used where `vibratoCents > 0`). Default 5.5 Hz.
    public var vibratoRate: Double
    /// Tremolo rate in hertz (used where `tremoloDepth > 0`). Default 6 Hz.
    public var tremoloRate: Double
    /// Which part of the music the glide belongs to, as ``Note/part``. The renderer ignores
    /// it. Default 0.
    public var part: Int
    /// The release after the last key point, in frames (≥ 1), or `nil` (default) for the usual
    /// 75 ms. A line that breaks at a missing value shortens it, so that the gap is heard.
    public var releaseFrameCount: Int?

    public init(
      keyPoints: [KeyPoint], timbre: Timbre = .sine, pan: Double = 0,
      vibratoRate: Double = 5.5, tremoloRate: Double = 6, part: Int = 0, releaseFrameCount: Int? = nil
    ) {
      self.keyPoints = keyPoints
      self.timbre = timbre
      self.pan = pan
      self.vibratoRate = vibratoRate
      self.tremoloRate = tremoloRate
      self.part = part
      self.releaseFrameCount = releaseFrameCount
    }

    /// The release after the last key point, in frames: ``releaseFrameCount``, or 75 ms.
    public func releaseFrames(sampleRate: Double) -> Int {
      releaseFrameCount ?? Envelope.continuousReleaseFrames(sampleRate: sampleRate)
    }

    /// The frame after the last sounding frame: last key frame + the release (75 ms unless
    /// ``releaseFrameCount`` says otherwise).
    public func endFrame(sampleRate: Double) -> Int {
      (keyPoints.last?.frame ?? 0) + releaseFrames(sampleRate: sampleRate)
    }
  }

  /// A short, quiet, distinctive sound that marks something other than a data value.
  public struct Earcon: Hashable, Sendable {
    /// What the earcon marks. Each kind has its own sound, a burst of filtered noise without
    /// a pitch, so that no earcon sounds like a data value at any pitch range (see
    /// ``EarconSound`` for the recipes).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
      /// Start of the graph: a rising whoosh (noise, low-pass corner 600 Hz → 8 kHz), 120 ms.
      case start
      /// End of the graph: a falling whoosh (8 kHz → 600 Hz), 120 ms.
      case end
      /// A missing value (y is nil): a rattle of three mid-band noise grains, 90 ms.
      case missingValue
      /// A gridline crossing: a quiet tick of high noise, 8 ms.
      case gridlineTick
      /// A reference-line crossing: a shimmer of high noise decaying over 160 ms.
      case referenceLineCrossing
      /// The series minimum: two low noise thuds, 40 ms each, 60 ms apart.
      case minimum
      /// The series maximum: two high noise taps, 40 ms each, 60 ms apart.
      case maximum

      /// How long the earcon sounds, in seconds.
      public var durationSeconds: Double {
        switch self {
        case .start, .end: 0.12
        case .missingValue: 0.09
        case .gridlineTick: 0.008
        case .referenceLineCrossing: 0.16
        case .minimum, .maximum: 0.10
        }
      }
    }

    /// Default gain, linear: 0.15 (quieter than the data).
    public static let defaultGain = 0.15
    /// What it marks.
    public var kind: Kind
    /// First frame (≥ 0).
    public var startFrame: Int
    /// Gain, linear (≥ 0).
    public var gain: Double
    /// Pan, `-1...1`.
    public var pan: Double

    public init(_ kind: Kind, startFrame: Int, gain: Double = Earcon.defaultGain, pan: Double = 0) {
      self.kind = kind
      self.startFrame = startFrame
      self.gain = gain
      self.pan = pan
    }
  }

  // MARK: Building

  /// Adds a discrete tone. Preconditions: `startFrame >= 0`, `lengthFrames >= 1`,
  /// finite `frequency > 0`, finite `gain >= 0`, finite `pan`.
  public mutating func add(_ note: Note) {
    precondition(note.startFrame >= 0 && note.lengthFrames >= 1, "Score: bad note timing")
    precondition(note.frequency > 0 && note.frequency.isFinite, "Score: bad note frequency")
    precondition(note.gain >= 0 && note.gain.isFinite && note.pan.isFinite, "Score: bad gain/pan")
    notes.append(note)
  }

  /// Adds a glide. Key points are sorted by frame (stable) and later points at an already used
  /// frame are dropped. Preconditions: at least one key point; frames ≥ 0; finite positive
  /// frequencies; finite non-negative gains, vibrato and tremolo depths (tremolo ≤ 1);
  /// positive finite rates; a ``Glide/releaseFrameCount`` of at least 1.
  public mutating func add(_ glide: Glide) {
    precondition(!glide.keyPoints.isEmpty, "Score: a glide needs at least one key point")
    precondition(
      glide.vibratoRate > 0 && glide.vibratoRate.isFinite
        && glide.tremoloRate > 0 && glide.tremoloRate.isFinite && glide.pan.isFinite,
      "Score: bad glide rates or pan")
    precondition((glide.releaseFrameCount ?? 1) >= 1, "Score: a glide's release must be at least one frame")
    var cleaned = glide
    var sorted: [KeyPoint] = []
    for point in glide.keyPoints.enumerated().sorted(by: {
      ($0.element.frame, $0.offset) < ($1.element.frame, $1.offset)
    }).map(\.element) {
      precondition(
        point.frame >= 0 && point.frequency > 0 && point.frequency.isFinite
          && point.gain >= 0 && point.gain.isFinite
          && point.vibratoCents >= 0 && point.vibratoCents.isFinite
          && (0...1).contains(point.tremoloDepth), "Score: bad key point \(point)")
      if let last = sorted.last, last.frame == point.frame { continue }
      sorted.append(point)
    }
    cleaned.keyPoints = sorted
    glides.append(cleaned)
  }

  /// Adds an earcon, unless the score already holds the same one (kind, start frame, gain and
  /// pan): identical earcons sum in phase, so n series missing a value at one x would sound one
  /// earcon n times as loud (6 dB more for each doubling of the series), while the series' tones
  /// are mixed at 1/√n. Preconditions: `startFrame >= 0`, finite `gain >= 0`, finite `pan`.
  /// O(1) on average.
  public mutating func add(_ earcon: Earcon) {
    precondition(
      earcon.startFrame >= 0 && earcon.gain >= 0 && earcon.gain.isFinite
        && earcon.pan.isFinite, "Score: bad earcon")
    guard earconsAdded.insert(earcon).inserted else { return }
    earcons.append(earcon)
  }

  /// The exact number of frames a rendering of this score lasts: the frame after the last
  /// sounding frame of any event (0 for an empty score).
  public var frameCount: Int {
    var end = 0
    for note in notes { end = max(end, note.startFrame + note.lengthFrames) }
    for glide in glides { end = max(end, glide.endFrame(sampleRate: sampleRate)) }
    for earcon in earcons {
      end = max(end, earcon.startFrame + Int((earcon.kind.durationSeconds * sampleRate).rounded()))
    }
    return end
  }
}

/// Envelope constants shared by the score and the renderer: a discrete tone rises over 20 ms,
/// decays to 0.3 of its peak over a fifth of its length and releases over 10 ms; a continuous
/// glide rises over 30 ms and releases over 75 ms.
enum Envelope {
  static let discreteAttackSeconds = 0.020
  static let discreteReleaseSeconds = 0.010
  static let discreteSustainLevel = 0.3
  static let continuousAttackSeconds = 0.030
  static let continuousReleaseSeconds = 0.075

  static func continuousReleaseFrames(sampleRate: Double) -> Int {
    Int((continuousReleaseSeconds * sampleRate).rounded())
  }
}
