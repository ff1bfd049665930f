import RealModule

/// Turns one or more ``Score``s into a ``StandardMIDIFile`` that plays the same events at the
/// same times: a musician or researcher can take an audio graph into a sequencer or notation
/// program, or analyse its notes. Built off the audio thread (it allocates freely).
///
///     var export = MIDIExport(sampleRate: 44_100, title: "IQ Score Trend",
///                             parts: [.init(id: 0, name: "IQ Score")])
///     export.add(score, startingAtFrame: 0)
///     let bytes = try export.file().bytes()     // a format 1 .mid file
///
/// The mapping, as a contract:
///
/// * **Time.** 960 ticks per quarter note at 120 beats per minute (500 000 µs per quarter note)
///   in 4/4: 1 920 ticks a second, so one tick is 1/1 920 s (0.52 ms) and MIDI time equals the
///   audio graph's time. An event at frame f of a score added at frame o sounds at tick
///   round((o + f) × 1 920 / sample rate), within 0.26 ms of the audio.
/// * **Tracks.** Track 1 is the conductor: the title as its name, the tempo and the time
///   signature. Then one track per ``Part``, in the order given (named after it, present even
///   when empty), holding the notes and glides whose ``Score/Note/part`` or
///   ``Score/Glide/part`` is its ``Part/id``; events of a part not listed get a track of their
///   own after them ("Part N"). Last, when the scores have earcons, the "Earcons" track on the
///   percussion channel.
/// * **Instruments.** A timbre is a General MIDI program (``program(for:)``): sine → Ocarina,
///   soft → Flute, bright → Lead 2 (sawtooth), hollow → Clarinet, mellow → Recorder, organ →
///   Drawbar Organ, nasal → Oboe.
/// * **Pitch.** A note is the nearest MIDI key to its frequency (A4 = 440 Hz is key 69, 12 keys
///   an octave) plus a pitch bend for the rest, so it sounds at the audio graph's exact pitch
///   (within 0.3 cent with the default bend range), quantized or not. A glide is one held key
///   (the middle of its pitch span) whose pitch bend follows the glide: exactly each key point's
///   pitch at its tick, linear in semitones between them, updated whenever it moves by a cent
///   (the vibrato of confidence-interval modulation included).
/// * **Bend range.** Every melodic channel's pitch-bend range is set with RPN 0,0 (controllers
///   101 and 100 to 0, data entry 6 to the semitones and 38 to 0 cents, then RPN 127,127 to close
///   it) to ±24 semitones (two octaves, the General MIDI 2 maximum), or, when a glide strays
///   further from its key (a pitch range over four octaves, deep modulation), to the smallest
///   whole number of semitones that holds every glide (``bendRangeSemitones``). 14-bit bend
///   values: 8 192 steps per bend range, 0.29 cent a step at ±24.
/// * **Loudness.** General MIDI 2 hears velocity and volume (controller 7) as 40·log₁₀(v/127)
///   dB, so both are 127 × √(gain): a note's velocity is ``velocity(gain:)`` of its gain (gain
///   1, full scale, is 127; a single discrete series' tone at C4, gain 0.5, is 90), and its
///   channel's volume is 127. A glide's velocity is that of its loudest key point and its
///   channel volume follows the rest: 127 × √(gain / loudest), at every key point and between
///   (gain is linear between key points), tremolo included. So a volume mapping (an extra axis)
///   is velocity for discrete tones and controller 7 for glides. The score's master gain is not
///   applied: a MIDI player sets its own level.
/// * **Pan.** Controller 10: the event's pan plus the score's pan sweep at that time, −1 → 0,
///   0 → 64, +1 → 127; sent before each note and whenever it changes during a glide. Mono
///   exports (`stereo: false`) keep every channel at 64.
/// * **Channels.** Each sounding note or glide needs a channel of its own while it sounds (its
///   pitch bend is per channel): a part's events go to as few channels as their overlaps allow
///   (a discrete series one, its two interval bounds two more), assigned in time order from the
///   15 melodic channels (all but channel 10); a channel freed by one part is reused by a later
///   one with its set-up (program, bend range, volume, pan) sent again. More than 15 at once
///   throws ``MIDIExportError/tooManyChannels(needed:available:)``.
/// * **Earcons** go to channel 10, the General MIDI percussion channel, as its instruments
///   (``percussionKey(for:)``): start Hi Wood Block (key 76), end Low Wood Block (77), missing
///   value Vibraslap (58), gridline Closed Hi-Hat (42), reference-line crossing Cabasa
///   (69), minimum two Low Bongo hits (61) and maximum two Hi Bongo hits (60), 60 ms apart, each
///   as long as the earcon sounds.
/// * **Envelopes, timbre details and the limiter** are the synthesizer's: the file holds when,
///   which pitch, how loud and where, not the waveform.
public struct MIDIExport: Sendable {
  /// A group of events that becomes one track: a series' data, its interval bounds, drones.
  public struct Part: Hashable, Sendable {
    /// The value of ``Score/Note/part`` and ``Score/Glide/part`` that selects its events.
    public var id: Int
    /// The track's name.
    public var name: String

    public init(id: Int, name: String) {
      self.id = id
      self.name = name
    }
  }

  /// Ticks per quarter note: 960.
  public static let ticksPerQuarterNote = 960
  /// The tempo: 500 000 µs per quarter note (120 beats per minute).
  public static let microsecondsPerQuarterNote = 500_000
  /// Ticks per second at that tempo: 1 920.
  public static let ticksPerSecond = 1_920
  /// The narrowest pitch-bend range written, in semitones either way: 24.
  public static let minimumBendRangeSemitones = 24
  /// The channel of earcons: 9 (channel 10 of the MIDI specification, General MIDI percussion).
  public static let percussionChannel = 9
  /// The channels notes and glides may use: every channel but the percussion channel (15).
  public static let melodicChannels = Array(0...8) + Array(10...15)
  /// The name of the earcon track.
  public static let earconTrackName = "Earcons"

  /// The sample rate every added score must have, in hertz.
  public let sampleRate: Double
  /// The conductor track's name.
  public var title: String
  /// The parts, one track each, in track order.
  public var parts: [Part]
  /// `false` keeps every channel's pan centred (a mono rendering).
  public var isStereo: Bool
  /// The frame the file ends at (every track's End of Track), or `nil` for the end of the last
  /// event. Set it to the rendering's length so the MIDI file lasts as long as the audio.
  public var endFrame: Int?
  private var scores: [(score: Score, offset: Int)] = []

  /// An export at `sampleRate` (a whole number of hertz, 8 000...192 000) with a title and parts.
  public init(sampleRate: Double, title: String, parts: [Part], stereo: Bool = true) {
    precondition(sampleRate > 0 && sampleRate == sampleRate.rounded(), "MIDIExport: bad sample rate")
    self.sampleRate = sampleRate
    self.title = title
    self.parts = parts
    self.isStereo = stereo
  }

  /// Adds a score whose frame 0 is frame `offset` of the export (sections played one after the
  /// other). Precondition: the score's sample rate is the export's and `offset ≥ 0`.
  public mutating func add(_ score: Score, startingAtFrame offset: Int) {
    precondition(score.sampleRate == sampleRate, "MIDIExport: the score's sample rate differs")
    precondition(offset >= 0, "MIDIExport: negative offset")
    scores.append((score, offset))
  }

  // MARK: Mapping rules

  /// The General MIDI program (0-based: the program number − 1) for a timbre: sine 79 Ocarina,
  /// soft 73 Flute, bright 81 Lead 2 (sawtooth), hollow 71 Clarinet, mellow 74 Recorder, organ
  /// 16 Drawbar Organ, nasal 68 Oboe.
  public static func program(for timbre: Timbre) -> Int {
    switch timbre {
    case .sine: 79
    case .soft: 73
    case .bright: 81
    case .hollow: 71
    case .mellow: 74
    case .organ: 16
    case .nasal: 68
    }
  }

  /// The General MIDI percussion key of an earcon on channel 10.
  public static func percussionKey(for kind: Score.Earcon.Kind) -> Int {
    switch kind {
    case .start: 76
    case .end: 77
    case .missingValue: 58
    case .gridlineTick: 42
    case .referenceLineCrossing: 69
    case .minimum: 61
    case .maximum: 60
    }
  }

  /// The velocity of a linear gain: round(127 × √gain), clamped to 1...127 (General MIDI 2's
  /// 40·log₁₀(v/127) dB curve, so 127 is gain 1 and every halving of velocity is 12 dB).
  public static func velocity(gain: Double) -> Int {
    let value = (127 * max(0, gain).squareRoot()).rounded()
    return value.isFinite ? min(max(Int(value), 1), 127) : 127
  }

  /// The pan controller (10) value of a pan in −1...1: −1 → 0, 0 → 64, +1 → 127 (clamped).
  public static func panController(_ pan: Double) -> Int {
    let p = min(max(pan.isFinite ? pan : 0, -1), 1)
    return p < 0 ? Int((64 + 64 * p).rounded()) : Int((64 + 63 * p).rounded())
  }

  /// The MIDI key number of a frequency, fractional: 69 + 12 × log₂(f / 440 Hz).
  public static func keyNumber(frequency: Double) -> Double { 69 + 12 * Double.log2(frequency / 440) }

  /// The tick of a frame at `sampleRate`: round(frame × 1 920 / sampleRate) (half up), exactly.
  static func tick(frame: Int, sampleRate: Int) -> Int {
    (frame * 2 * ticksPerSecond + sampleRate) / (2 * sampleRate)
  }

  // MARK: Collected voices

  /// A section's pan sweep in absolute frames (ScoreRenderer's rule: the sweep's position at
  /// frame t of the section is lower + (upper − lower) × min(t, total) / total).
  struct Sweep {
    var lower: Double
    var upper: Double
    var start: Int
    var total: Int

    func pan(atFrame frame: Double) -> Double {
      guard total > 0 else { return lower }
      let t = min(max(frame - Double(start), 0), Double(total))
      return lower + (upper - lower) * t / Double(total)
    }
  }

  /// One note or glide, in absolute frames.
  struct Voice {
    var part: Int
    var start: Int
    var end: Int
    var timbre: Timbre
    var pan: Double
    var sweep: Sweep?
    /// A note's frequency and gain; `nil` for a glide.
    var note: (frequency: Double, gain: Double)?
    /// A glide's key points (absolute frames), rates; empty for a note.
    var keys: [Score.KeyPoint] = []
    var vibratoRate = 0.0
    var tremoloRate = 0.0
    /// Key numbers (fractional) of the keys, and the MIDI key the voice holds.
    var semitones: [Double] = []
    var key = 60

    func pan(atFrame frame: Double) -> Double {
      min(max(pan + (sweep?.pan(atFrame: frame) ?? 0), -1), 1)
    }
  }

  struct Hit {
    var kind: Score.Earcon.Kind
    var start: Int
    var gain: Double
    var pan: Double
    var sweep: Sweep?
  }

  func collect() -> (voices: [Voice], hits: [Hit]) {
    var voices: [Voice] = []
    var hits: [Hit] = []
    for (score, offset) in scores {
      let sweep = score.panSweep.map {
        Sweep(lower: $0.lowerBound, upper: $0.upperBound, start: offset, total: score.frameCount)
      }
      for note in score.notes {
        var voice = Voice(
          part: note.part, start: offset + note.startFrame, end: offset + note.startFrame + note.lengthFrames,
          timbre: note.timbre, pan: note.pan, sweep: sweep, note: (note.frequency, note.gain))
        let exact = Self.keyNumber(frequency: note.frequency)
        voice.key = min(max(Int(exact.rounded()), 0), 127)
        voice.semitones = [exact]
        voices.append(voice)
      }
      for glide in score.glides {
        var keys = glide.keyPoints
        for k in keys.indices { keys[k].frame += offset }
        var voice = Voice(
          part: glide.part, start: keys[0].frame, end: offset + glide.endFrame(sampleRate: sampleRate),
          timbre: glide.timbre, pan: glide.pan, sweep: sweep, note: nil, keys: keys,
          vibratoRate: glide.vibratoRate, tremoloRate: glide.tremoloRate)
        voice.semitones = keys.map { Self.keyNumber(frequency: $0.frequency) }
        let depth = (keys.map(\.vibratoCents).max() ?? 0) / 100
        let low = voice.semitones.min()! - depth
        let high = voice.semitones.max()! + depth
        voice.key = min(max(Int(((low + high) / 2).rounded()), 0), 127)
        voices.append(voice)
      }
      for earcon in score.earcons {
        hits.append(
          Hit(kind: earcon.kind, start: offset + earcon.startFrame, gain: earcon.gain, pan: earcon.pan, sweep: sweep))
      }
    }
    // Stable: by start, then the order collected.
    let order = voices.indices.sorted { (voices[$0].start, $0) < (voices[$1].start, $1) }
    let hitOrder = hits.indices.sorted { (hits[$0].start, $0) < (hits[$1].start, $1) }
    return (order.map { voices[$0] }, hitOrder.map { hits[$0] })
  }

  /// The pitch-bend range the file sets, in semitones either way: at least
  /// ``minimumBendRangeSemitones``, more when a glide (with its vibrato) strays further from the
  /// key it holds, at most 127.
  public var bendRangeSemitones: Int { Self.bendRange(collect().voices) }

  static func bendRange(_ voices: [Voice]) -> Int {
    var needed = 0.0
    for voice in voices {
      let depth = (voice.keys.map(\.vibratoCents).max() ?? 0) / 100
      for s in voice.semitones { needed = max(needed, abs(s - Double(voice.key)) + depth) }
    }
    return min(127, max(minimumBendRangeSemitones, Int(needed.rounded(.up))))
  }

  // MARK: Building the file

  /// One event of a track before sorting: its tick, its place among events at that tick
  /// (note-offs, then set-up, then controllers, then bends, then note-ons), and the message.
  struct Pending {
    var tick: Int
    var rank: Int
    var message: StandardMIDIFile.Message
  }

  /// A run of voices of one part that never overlap, on one channel.
  struct Lane {
    var part: Int
    var voices: [Int] = []
    var start: Int
    var end: Int
    var channel = -1
  }

  /// The Standard MIDI File of every score added (see the type's documentation for the
  /// mapping).
  ///
  /// - Throws: ``MIDIExportError/tooManyChannels(needed:available:)`` when more than 15 notes
  ///   and glides sound at once (each needs a channel of its own for its pitch bend).
  public func file() throws(MIDIExportError) -> StandardMIDIFile {
    let (voices, hits) = collect()
    let range = Self.bendRange(voices)
    let rate = Int(sampleRate)
    func tick(_ frame: Int) -> Int { Self.tick(frame: frame, sampleRate: rate) }

    // Lanes: within each part, a voice takes the first lane that is free when it starts.
    var lanes: [Lane] = []
    var lanesOfPart: [Int: [Int]] = [:]
    for (index, voice) in voices.enumerated() {
      if let lane = lanesOfPart[voice.part, default: []].first(where: { lanes[$0].end <= voice.start }) {
        lanes[lane].voices.append(index)
        lanes[lane].end = voice.end
      } else {
        lanesOfPart[voice.part, default: []].append(lanes.count)
        lanes.append(Lane(part: voice.part, voices: [index], start: voice.start, end: voice.end))
      }
    }
    // Channels: lanes in order of their start take the first channel free by then.
    var freeFrom = [Int](repeating: Int.min, count: 16)
    for lane in lanes.indices.sorted(by: { (lanes[$0].start, $0) < (lanes[$1].start, $1) }) {
      guard let channel = Self.melodicChannels.first(where: { freeFrom[$0] <= lanes[lane].start }) else {
        throw .tooManyChannels(needed: Self.maximumOverlap(lanes), available: Self.melodicChannels.count)
      }
      lanes[lane].channel = channel
      freeFrom[channel] = lanes[lane].end
    }

    // Tracks: the parts given, then parts not given, then earcons.
    var trackOfPart: [Int: Int] = [:]
    var names: [String] = []
    for part in parts where trackOfPart[part.id] == nil {
      trackOfPart[part.id] = names.count
      names.append(part.name)
    }
    for voice in voices where trackOfPart[voice.part] == nil {
      trackOfPart[voice.part] = names.count
      names.append("Part \(voice.part)")
    }
    var pending = [[Pending]](repeating: [], count: names.count)
    for lane in lanes {
      emit(lane, voices: voices, bendRange: range, into: &pending[trackOfPart[lane.part]!])
    }

    let lastFrame = max(
      endFrame ?? 0, voices.map(\.end).max() ?? 0,
      hits.map { $0.start + Self.hitFrames($0.kind, sampleRate: sampleRate).end }.max() ?? 0)
    let endTick = tick(lastFrame)
    var tracks: [StandardMIDIFile.Track] = [
      StandardMIDIFile.Track(
        events: [
          .init(tick: 0, .trackName(title)),
          .init(tick: 0, .tempo(microsecondsPerQuarterNote: Self.microsecondsPerQuarterNote)),
          .init(tick: 0, .timeSignature(numerator: 4, denominatorPower: 2)),
        ], endTick: endTick)
    ]
    for (index, name) in names.enumerated() {
      tracks.append(Self.track(named: name, pending[index], endTick: endTick))
    }
    if !hits.isEmpty {
      tracks.append(Self.track(named: Self.earconTrackName, emitHits(hits), endTick: endTick))
    }
    return StandardMIDIFile(ticksPerQuarterNote: Self.ticksPerQuarterNote, tracks: tracks)
  }

  /// The track's events in order: its name, then by tick and rank (stable).
  static func track(named name: String, _ pending: [Pending], endTick: Int) -> StandardMIDIFile.Track {
    let order = pending.indices.sorted {
      (pending[$0].tick, pending[$0].rank, $0) < (pending[$1].tick, pending[$1].rank, $1)
    }
    var events = [StandardMIDIFile.Event(tick: 0, .trackName(name))]
    events.reserveCapacity(order.count + 1)
    for index in order { events.append(.init(tick: pending[index].tick, pending[index].message)) }
    return StandardMIDIFile.Track(events: events, endTick: endTick)
  }

  /// The most lanes that sound at once.
  static func maximumOverlap(_ lanes: [Lane]) -> Int {
    var boundaries: [(frame: Int, delta: Int)] = []
    for lane in lanes {
      boundaries.append((lane.start, 1))
      boundaries.append((lane.end, -1))
    }
    boundaries.sort { ($0.frame, $0.delta) < ($1.frame, $1.delta) }
    var current = 0
    var peak = 0
    for boundary in boundaries {
      current += boundary.delta
      peak = max(peak, current)
    }
    return peak
  }

  /// Ranks of events at one tick.
  enum Rank {
    static let noteOff = 0
    static let setUp = 1
    static let controller = 2
    static let bend = 3
    static let noteOn = 4
  }

  /// The events of one lane: its channel's set-up, then each voice.
  func emit(_ lane: Lane, voices: [Voice], bendRange: Int, into pending: inout [Pending]) {
    let rate = Int(sampleRate)
    func tick(_ frame: Int) -> Int { Self.tick(frame: frame, sampleRate: rate) }
    let channel = lane.channel
    let bendPerSemitone = 8_192 / Double(bendRange)
    func bend(_ semitones: Double, key: Int) -> Int {
      min(max(8_192 + Int(((semitones - Double(key)) * bendPerSemitone).rounded()), 0), 16_383)
    }
    var program = -1
    var volume = -1
    var panValue = -1
    var bendValue = -1
    func add(_ t: Int, _ rank: Int, _ message: StandardMIDIFile.Message) {
      pending.append(Pending(tick: t, rank: rank, message: message))
    }
    func control(_ t: Int, _ controller: Int, _ value: Int) {
      add(t, Rank.controller, .controlChange(channel: channel, controller: controller, value: value))
    }
    func setProgram(_ t: Int, _ timbre: Timbre) {
      let wanted = Self.program(for: timbre)
      guard wanted != program else { return }
      program = wanted
      add(t, Rank.setUp, .programChange(channel: channel, program: wanted))
    }
    func setVolume(_ t: Int, _ value: Int) {
      guard value != volume else { return }
      volume = value
      control(t, 7, value)
    }
    func setPan(_ t: Int, _ value: Int) {
      guard value != panValue else { return }
      panValue = value
      control(t, 10, value)
    }
    func setBend(_ t: Int, _ value: Int) {
      guard value != bendValue else { return }
      bendValue = value
      add(t, Rank.bend, .pitchBend(channel: channel, value: value))
    }

    // Set-up at the lane's first tick: the bend range (RPN 0,0, then the null RPN), volume, pan.
    let first = tick(lane.start)
    setProgram(first, voices[lane.voices[0]].timbre)
    for (controller, value) in [(101, 0), (100, 0), (6, bendRange), (38, 0), (101, 127), (100, 127)] {
      add(first, Rank.setUp, .controlChange(channel: channel, controller: controller, value: value))
    }
    if !isStereo { setPan(first, 64) }

    for index in lane.voices {
      let voice = voices[index]
      let start = tick(voice.start)
      let end = max(tick(voice.end), start + 1)
      setProgram(start, voice.timbre)
      if isStereo { setPan(start, Self.panController(voice.pan(atFrame: Double(voice.start)))) }
      if let note = voice.note {
        setVolume(start, 127)
        setBend(start, bend(voice.semitones[0], key: voice.key))
        add(start, Rank.noteOn, .noteOn(channel: channel, key: voice.key, velocity: Self.velocity(gain: note.gain)))
        add(end, Rank.noteOff, .noteOff(channel: channel, key: voice.key, velocity: 0))
        continue
      }
      // A glide: one held key; bend, volume and pan follow it tick by tick.
      let loudest = voice.keys.map(\.gain).max() ?? 0
      let deadband = max(1, Int((bendPerSemitone / 100).rounded(.down)))
      var keyTicks: [Int: Int] = [:]  // tick → key point index (the exact key pitch at its tick)
      for (k, key) in voice.keys.enumerated() where keyTicks[tick(key.frame)] == nil { keyTicks[tick(key.frame)] = k }
      var segment = 0
      for t in start..<end {
        let frame: Double
        if let k = keyTicks[t] {
          frame = Double(voice.keys[k].frame)
        } else {
          frame = max(Double(t) * sampleRate / Double(Self.ticksPerSecond), Double(voice.start))
        }
        let (semitones, gain) = glideState(voice, atFrame: frame, segment: &segment)
        let bendNow = bend(semitones, key: voice.key)
        let volumeNow = loudest > 0 ? min(127, Int((127 * (gain / loudest).squareRoot()).rounded())) : 0
        if t == start {
          setVolume(t, volumeNow)
          setBend(t, bendNow)
          add(t, Rank.noteOn, .noteOn(channel: channel, key: voice.key, velocity: Self.velocity(gain: loudest)))
        } else {
          if keyTicks[t] != nil || abs(bendNow - bendValue) >= deadband { setBend(t, bendNow) }
          setVolume(t, volumeNow)
        }
        if isStereo { setPan(t, Self.panController(voice.pan(atFrame: frame))) }
      }
      add(end, Rank.noteOff, .noteOff(channel: channel, key: voice.key, velocity: 0))
    }
  }

  /// A glide's pitch (fractional key number) and gain at an absolute frame, as the renderer
  /// plays it: linear in semitones and in gain between key points, held after the last; vibrato
  /// and tremolo by the age since the glide's start.
  ///
  /// `segment` is the index of the key point at or before the previous frame asked for: frames
  /// asked for in increasing order cost O(1) each.
  func glideState(_ voice: Voice, atFrame frame: Double, segment: inout Int) -> (semitones: Double, gain: Double) {
    let keys = voice.keys
    var k = min(segment, keys.count - 1)
    while k > 0 && Double(keys[k].frame) > frame { k -= 1 }
    while k + 1 < keys.count && Double(keys[k + 1].frame) <= frame { k += 1 }
    segment = k
    var semitones = voice.semitones[k]
    var gain = keys[k].gain
    var vibrato = keys[k].vibratoCents
    var tremolo = keys[k].tremoloDepth
    if k + 1 < keys.count && frame > Double(keys[k].frame) {
      let u = (frame - Double(keys[k].frame)) / Double(keys[k + 1].frame - keys[k].frame)
      semitones += (voice.semitones[k + 1] - semitones) * u
      gain += (keys[k + 1].gain - gain) * u
      vibrato += (keys[k + 1].vibratoCents - vibrato) * u
      tremolo += (keys[k + 1].tremoloDepth - tremolo) * u
    }
    let age = frame - Double(voice.start)
    if vibrato > 0 {
      semitones += vibrato / 100 * Double.sin(2 * Double.pi * age * voice.vibratoRate / sampleRate)
    }
    if tremolo > 0 {
      gain *= 1 - tremolo * (0.5 - 0.5 * Double.cos(2 * Double.pi * age * voice.tremoloRate / sampleRate))
    }
    return (semitones, gain)
  }

  /// Where the hits of an earcon start and how long each lasts, in frames: the earcon's
  /// duration, or for the minimum and maximum two 40 ms hits 60 ms apart.
  static func hitFrames(_ kind: Score.Earcon.Kind, sampleRate: Double) -> (hits: [(offset: Int, length: Int)], end: Int)
  {
    func frames(_ seconds: Double) -> Int { Int((seconds * sampleRate).rounded()) }
    let length = frames(kind.durationSeconds)
    switch kind {
    case .minimum, .maximum:
      let second = frames(0.060)
      return ([(0, frames(0.040)), (second, length - second)], length)
    default:
      return ([(0, length)], length)
    }
  }

  /// The earcon track's events on the percussion channel.
  func emitHits(_ hits: [Hit]) -> [Pending] {
    let rate = Int(sampleRate)
    let channel = Self.percussionChannel
    var pending: [Pending] = []
    let first = Self.tick(frame: hits[0].start, sampleRate: rate)
    pending.append(Pending(tick: first, rank: Rank.setUp, message: .programChange(channel: channel, program: 0)))
    pending.append(
      Pending(tick: first, rank: Rank.setUp, message: .controlChange(channel: channel, controller: 7, value: 127)))
    var panValue = -1
    for hit in hits {
      let key = Self.percussionKey(for: hit.kind)
      let velocity = Self.velocity(gain: hit.gain)
      let pan =
        isStereo ? Self.panController(min(max(hit.pan + (hit.sweep?.pan(atFrame: Double(hit.start)) ?? 0), -1), 1)) : 64
      for (offset, length) in Self.hitFrames(hit.kind, sampleRate: sampleRate).hits {
        let start = Self.tick(frame: hit.start + offset, sampleRate: rate)
        let end = max(Self.tick(frame: hit.start + offset + length, sampleRate: rate), start + 1)
        if pan != panValue {
          panValue = pan
          pending.append(
            Pending(
              tick: start, rank: Rank.controller, message: .controlChange(channel: channel, controller: 10, value: pan))
          )
        }
        pending.append(
          Pending(tick: start, rank: Rank.noteOn, message: .noteOn(channel: channel, key: key, velocity: velocity)))
        pending.append(
          Pending(tick: end, rank: Rank.noteOff, message: .noteOff(channel: channel, key: key, velocity: 0)))
      }
    }
    return pending
  }
}

/// Why a score cannot become a MIDI file.
public enum MIDIExportError: Error, Hashable, Sendable, CustomStringConvertible {
  /// More notes and glides sound at once than there are melodic channels (each needs its own
  /// channel for its pitch bend): `needed` at the busiest moment, `available` (15).
  case tooManyChannels(needed: Int, available: Int)

  public var description: String {
    switch self {
    case .tooManyChannels(let needed, let available):
      "a MIDI file has \(available) channels for notes and this audio graph needs \(needed) at once"
    }
  }
}
