/// A Standard MIDI File (SMF, the `.mid` format of the MIDI Manufacturers Association's
/// "Standard MIDI Files 1.0"): a header and tracks of timed events, encoded to bytes by
/// ``bytes()``. Pure Swift, no Foundation; writing the bytes to disk is the caller's business
/// (`AudioIO` writes them atomically).
///
/// Times are absolute ticks (``Event/tick``); ``bytes()`` writes them as the variable-length
/// delta times of the format. Every channel message is written with its status byte (no running
/// status), so any reader parses the file message by message.
///
///     var file = StandardMIDIFile(ticksPerQuarterNote: 960)
///     file.tracks = [StandardMIDIFile.Track(events: [
///       .init(tick: 0, .trackName("Tune")),
///       .init(tick: 0, .tempo(microsecondsPerQuarterNote: 500_000)),   // 120 bpm: 1 920 ticks a second
///       .init(tick: 0, .noteOn(channel: 0, key: 69, velocity: 100)),   // A4
///       .init(tick: 960, .noteOff(channel: 0, key: 69, velocity: 0)),  // half a second later
///     ])]
///     let bytes = file.bytes()   // "MThd", format 1, one track
///
/// Ranges (preconditions, checked by ``bytes()``): channels 0...15 (channel 10 of the MIDI
/// specification, percussion in General MIDI, is 9 here), keys, velocities, controller numbers
/// and values and programs 0...127, pitch bend 0...16 383 (8 192 is no bend), ticks 0...2²⁸ − 1,
/// ticks per quarter note 1...32 767.
public struct StandardMIDIFile: Hashable, Sendable {
  /// What happens at a tick.
  public enum Message: Hashable, Sendable {
    /// Note on (status 0x9n); velocity 1...127 (0 would mean note off).
    case noteOn(channel: Int, key: Int, velocity: Int)
    /// Note off (status 0x8n), with a release velocity.
    case noteOff(channel: Int, key: Int, velocity: Int)
    /// Control change (status 0xBn): controller 0...127 to a value 0...127.
    case controlChange(channel: Int, controller: Int, value: Int)
    /// Program change (status 0xCn): the instrument, 0...127 (General MIDI program number − 1).
    case programChange(channel: Int, program: Int)
    /// Pitch bend (status 0xEn): 0...16 383, 8 192 is the unbent pitch; the range is set by RPN 0.
    case pitchBend(channel: Int, value: Int)
    /// Meta event 0x03: the track's name (UTF-8).
    case trackName(String)
    /// Meta event 0x01: free text (UTF-8).
    case text(String)
    /// Meta event 0x51: the tempo, in microseconds per quarter note (1...16 777 215).
    case tempo(microsecondsPerQuarterNote: Int)
    /// Meta event 0x58: a time signature of `numerator` over 2^`denominatorPower`, with 24 MIDI
    /// clocks per metronome click and 8 thirty-second notes per quarter note.
    case timeSignature(numerator: Int, denominatorPower: Int)
  }

  /// One message at an absolute time in ticks.
  public struct Event: Hashable, Sendable {
    /// Ticks since the start of the file (≥ 0).
    public var tick: Int
    /// What happens.
    public var message: Message

    public init(tick: Int, _ message: Message) {
      self.tick = tick
      self.message = message
    }
  }

  /// One track (`MTrk` chunk): events in non-decreasing tick order (events at the same tick
  /// keep their order). ``bytes()`` adds the End of Track meta event after the last event, or
  /// at ``endTick`` when that is later.
  public struct Track: Hashable, Sendable {
    public var events: [Event]
    /// Where the track ends, in ticks: the End of Track event is written at
    /// max(endTick, last event's tick). Default 0 (right after the last event).
    public var endTick: Int

    public init(events: [Event] = [], endTick: Int = 0) {
      self.events = events
      self.endTick = endTick
    }
  }

  /// The time division: ticks per quarter note, 1...32 767.
  public var ticksPerQuarterNote: Int
  /// The tracks, in order. Format 1: the first is conventionally the conductor track (tempo,
  /// time signature, title), the others play in parallel.
  public var tracks: [Track]

  public init(ticksPerQuarterNote: Int, tracks: [Track] = []) {
    self.ticksPerQuarterNote = ticksPerQuarterNote
    self.tracks = tracks
  }

  /// The file's bytes: the `MThd` header (length 6, format 1, the number of tracks, the time
  /// division) and one `MTrk` chunk per track, each event as a variable-length delta time and
  /// its bytes, ending with End of Track (`FF 2F 00`). Big-endian throughout, as the format
  /// requires.
  ///
  /// Preconditions: the ranges in the type's documentation, at most 65 535 tracks, and events in
  /// non-decreasing tick order within each track.
  public func bytes() -> [UInt8] {
    precondition((1...32_767).contains(ticksPerQuarterNote), "StandardMIDIFile: bad ticks per quarter note")
    precondition(tracks.count <= 65_535, "StandardMIDIFile: too many tracks")
    var out: [UInt8] = Array("MThd".utf8)
    Self.appendBigEndian(6, byteCount: 4, to: &out)
    Self.appendBigEndian(1, byteCount: 2, to: &out)
    Self.appendBigEndian(tracks.count, byteCount: 2, to: &out)
    Self.appendBigEndian(ticksPerQuarterNote, byteCount: 2, to: &out)
    for track in tracks {
      let body = Self.trackBody(track)
      out += Array("MTrk".utf8)
      Self.appendBigEndian(body.count, byteCount: 4, to: &out)
      out += body
    }
    return out
  }

  /// The bytes of a track chunk's body (without `MTrk` and its length).
  static func trackBody(_ track: Track) -> [UInt8] {
    var body: [UInt8] = []
    body.reserveCapacity(track.events.count * 4 + 4)
    var previous = 0
    for event in track.events {
      precondition(event.tick >= previous, "StandardMIDIFile: events out of order in a track")
      body += variableLengthQuantity(event.tick - previous)
      previous = event.tick
      body += messageBytes(event.message)
    }
    body += variableLengthQuantity(max(track.endTick, previous) - previous)
    body += [0xFF, 0x2F, 0x00]
    return body
  }

  /// A number as a MIDI variable-length quantity: seven bits per byte, most significant first,
  /// the top bit set on every byte but the last. 0 is `00`, 127 is `7F`, 128 is `81 00`,
  /// 0x0FFF_FFFF (the largest, 2²⁸ − 1) is `FF FF FF 7F`.
  ///
  /// Precondition: `0 ≤ value < 2²⁸`.
  public static func variableLengthQuantity(_ value: Int) -> [UInt8] {
    precondition(value >= 0 && value <= 0x0FFF_FFFF, "StandardMIDIFile: a variable-length quantity is 0 ..< 2^28")
    var groups = [UInt8(value & 0x7F)]
    var rest = value >> 7
    while rest > 0 {
      groups.append(UInt8(rest & 0x7F) | 0x80)
      rest >>= 7
    }
    return groups.reversed()
  }

  /// The bytes of one message (status byte included; meta events with `FF`, type and length).
  public static func messageBytes(_ message: Message) -> [UInt8] {
    func byte(_ value: Int, _ range: ClosedRange<Int>, _ what: String) -> UInt8 {
      precondition(range.contains(value), "StandardMIDIFile: \(what) \(value) is outside \(range)")
      return UInt8(value)
    }
    func meta(_ type: UInt8, _ data: [UInt8]) -> [UInt8] { [0xFF, type] + variableLengthQuantity(data.count) + data }
    switch message {
    case .noteOn(let channel, let key, let velocity):
      return [0x90 | byte(channel, 0...15, "channel"), byte(key, 0...127, "key"), byte(velocity, 1...127, "velocity")]
    case .noteOff(let channel, let key, let velocity):
      return [0x80 | byte(channel, 0...15, "channel"), byte(key, 0...127, "key"), byte(velocity, 0...127, "velocity")]
    case .controlChange(let channel, let controller, let value):
      return [
        0xB0 | byte(channel, 0...15, "channel"), byte(controller, 0...127, "controller"),
        byte(value, 0...127, "controller value"),
      ]
    case .programChange(let channel, let program):
      return [0xC0 | byte(channel, 0...15, "channel"), byte(program, 0...127, "program")]
    case .pitchBend(let channel, let value):
      precondition((0...16_383).contains(value), "StandardMIDIFile: pitch bend \(value) is outside 0...16383")
      return [0xE0 | byte(channel, 0...15, "channel"), UInt8(value & 0x7F), UInt8(value >> 7)]
    case .trackName(let name):
      return meta(0x03, Array(name.utf8))
    case .text(let text):
      return meta(0x01, Array(text.utf8))
    case .tempo(let microseconds):
      precondition((1...0xFF_FFFF).contains(microseconds), "StandardMIDIFile: tempo \(microseconds) out of range")
      return meta(0x51, [UInt8(microseconds >> 16), UInt8((microseconds >> 8) & 0xFF), UInt8(microseconds & 0xFF)])
    case .timeSignature(let numerator, let denominatorPower):
      return meta(0x58, [byte(numerator, 1...255, "numerator"), byte(denominatorPower, 0...7, "denominator"), 24, 8])
    }
  }

  static func appendBigEndian(_ value: Int, byteCount: Int, to bytes: inout [UInt8]) {
    for shift in stride(from: 8 * (byteCount - 1), through: 0, by: -8) { bytes.append(UInt8((value >> shift) & 0xFF)) }
  }
}
