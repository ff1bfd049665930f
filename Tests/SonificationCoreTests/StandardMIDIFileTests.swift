import AudioGraphTestSupport
import RealModule
import SonificationCore
import Testing

/// The Standard MIDI File encoding, byte by byte against the specification's own examples, and
/// the rules of the score → MIDI mapping (ticks, velocity, pan, keys and bends, channels).
@Suite struct StandardMIDIFileTests {
  /// The variable-length quantities table of "Standard MIDI Files 1.0".
  static let quantities: [(Int, [UInt8])] = [
    (0x00, [0x00]), (0x40, [0x40]), (0x7F, [0x7F]), (0x80, [0x81, 0x00]), (0x2000, [0xC0, 0x00]),
    (0x3FFF, [0xFF, 0x7F]), (0x4000, [0x81, 0x80, 0x00]), (0x10_0000, [0xC0, 0x80, 0x00]),
    (0x1F_FFFF, [0xFF, 0xFF, 0x7F]), (0x20_0000, [0x81, 0x80, 0x80, 0x00]),
    (0x800_0000, [0xC0, 0x80, 0x80, 0x00]), (0xFFF_FFFF, [0xFF, 0xFF, 0xFF, 0x7F]),
  ]

  @Test func variableLengthQuantitiesMatchTheSpecification() {
    for (value, bytes) in Self.quantities {
      #expect(StandardMIDIFile.variableLengthQuantity(value) == bytes, "\(value)")
    }
  }

  /// Decoding, written here from the format's definition (7 bits a byte, top bit = more).
  static func decodeQuantity(_ bytes: [UInt8], at index: inout Int) -> Int {
    var value = 0
    while true {
      let byte = bytes[index]
      index += 1
      value = (value << 7) | Int(byte & 0x7F)
      if byte & 0x80 == 0 { return value }
    }
  }

  @Test func variableLengthQuantitiesRoundTrip() {
    var rng = SplitMix64(seed: 12)
    for _ in 0..<2_000 {
      let value = Int.random(in: 0...0xFFF_FFFF, using: &rng) >> Int.random(in: 0...27, using: &rng)
      let bytes = StandardMIDIFile.variableLengthQuantity(value)
      var index = 0
      #expect(Self.decodeQuantity(bytes, at: &index) == value && index == bytes.count)
      #expect(bytes.count <= 4 && bytes.dropLast().allSatisfy { $0 & 0x80 != 0 } && bytes.last! & 0x80 == 0)
    }
  }

  @Test func messagesHaveTheirStatusAndDataBytes() {
    let cases: [(StandardMIDIFile.Message, [UInt8])] = [
      (.noteOn(channel: 1, key: 60, velocity: 100), [0x91, 0x3C, 0x64]),
      (.noteOff(channel: 9, key: 76, velocity: 0), [0x89, 0x4C, 0x00]),
      (.controlChange(channel: 15, controller: 7, value: 127), [0xBF, 0x07, 0x7F]),
      (.programChange(channel: 0, program: 79), [0xC0, 0x4F]),
      (.pitchBend(channel: 2, value: 8_192), [0xE2, 0x00, 0x40]),  // LSB first, then MSB
      (.pitchBend(channel: 0, value: 16_383), [0xE0, 0x7F, 0x7F]),
      (.pitchBend(channel: 0, value: 8_325), [0xE0, 0x05, 0x41]),
      (.tempo(microsecondsPerQuarterNote: 500_000), [0xFF, 0x51, 0x03, 0x07, 0xA1, 0x20]),
      (.timeSignature(numerator: 4, denominatorPower: 2), [0xFF, 0x58, 0x04, 0x04, 0x02, 0x18, 0x08]),
      (.trackName("Ü"), [0xFF, 0x03, 0x02, 0xC3, 0x9C]),
      (.text(""), [0xFF, 0x01, 0x00]),
    ]
    for (message, bytes) in cases { #expect(StandardMIDIFile.messageBytes(message) == bytes, "\(message)") }
  }

  @Test func aSmallFileIsExactlyTheseBytes() {
    let file = StandardMIDIFile(
      ticksPerQuarterNote: 960,
      tracks: [
        .init(events: [.init(tick: 0, .tempo(microsecondsPerQuarterNote: 500_000))], endTick: 1_920),
        .init(events: [
          .init(tick: 0, .noteOn(channel: 0, key: 69, velocity: 90)),
          .init(tick: 200, .noteOff(channel: 0, key: 69, velocity: 0)),
        ]),
      ])
    let expected: [UInt8] =
      [0x4D, 0x54, 0x68, 0x64, 0, 0, 0, 6, 0, 1, 0, 2, 0x03, 0xC0]  // MThd, 6, format 1, 2 tracks, 960
      + [0x4D, 0x54, 0x72, 0x6B, 0, 0, 0, 12]  // MTrk, 12 bytes
      + [0x00, 0xFF, 0x51, 0x03, 0x07, 0xA1, 0x20, 0x8F, 0x00, 0xFF, 0x2F, 0x00]  // End of Track at 1 920
      + [0x4D, 0x54, 0x72, 0x6B, 0, 0, 0, 13]
      + [0x00, 0x90, 0x45, 0x5A, 0x81, 0x48, 0x80, 0x45, 0x00, 0x00, 0xFF, 0x2F, 0x00]
    #expect(file.bytes() == expected)
  }
}

/// The score → MIDI mapping's rules, on small scores.
@Suite struct MIDIExportRuleTests {
  @Test func velocityPanKeyAndTickRules() {
    #expect(MIDIExport.velocity(gain: 1) == 127)
    #expect(MIDIExport.velocity(gain: 0.5) == 90)
    #expect(MIDIExport.velocity(gain: 0.25) == 64)
    #expect(MIDIExport.velocity(gain: 0) == 1)
    #expect(MIDIExport.velocity(gain: 4) == 127)
    #expect([-1.0, -0.5, 0, 0.5, 1, 3].map(MIDIExport.panController) == [0, 32, 64, 96, 127, 127])
    #expect(MIDIExport.keyNumber(frequency: 440) == 69)
    #expect(abs(MIDIExport.keyNumber(frequency: 261.625_565_300_6) - 60) < 1e-9)
    #expect(
      MIDIExport.ticksPerSecond * MIDIExport.microsecondsPerQuarterNote == MIDIExport.ticksPerQuarterNote * 1_000_000)
  }

  /// The events of `track` of a file, with absolute ticks.
  static func events(_ file: StandardMIDIFile, track: Int) -> [StandardMIDIFile.Event] { file.tracks[track].events }

  @Test func aNoteIsTheNearestKeyPlusABendAtItsExactTick() throws {
    var score = Score(sampleRate: 44_100)
    // 450 Hz: key 69 + 38.9 cents; starts at frame 22 050 (0.5 s = tick 960), lasts 0.25 s.
    score.add(Score.Note(startFrame: 22_050, lengthFrames: 11_025, frequency: 450, gain: 0.5, part: 3))
    var export = MIDIExport(sampleRate: 44_100, title: "T", parts: [.init(id: 3, name: "Data")])
    export.add(score, startingAtFrame: 0)
    let file = try export.file()
    #expect(file.ticksPerQuarterNote == 960)
    #expect(file.tracks.count == 2)
    let events = Self.events(file, track: 1)
    #expect(events.first == .init(tick: 0, .trackName("Data")))
    let bend = 8_192 + Int((1_200 * Double.log2(450.0 / 440) / 100 / 24 * 8_192).rounded())
    #expect(events.contains(.init(tick: 960, .pitchBend(channel: 0, value: bend))))
    let on = try #require(events.firstIndex(of: .init(tick: 960, .noteOn(channel: 0, key: 69, velocity: 90))))
    #expect(events.firstIndex(of: .init(tick: 960, .pitchBend(channel: 0, value: bend)))! < on)
    #expect(events.contains(.init(tick: 1_440, .noteOff(channel: 0, key: 69, velocity: 0))))
    // RPN 0,0 sets ±24 semitones before anything sounds.
    let setUp = events.compactMap { event -> [Int]? in
      if case .controlChange(0, let controller, let value) = event.message, event.tick == 960 {
        return [controller, value]
      }
      return nil
    }
    #expect(Array(setUp.prefix(6)) == [[101, 0], [100, 0], [6, 24], [38, 0], [101, 127], [100, 127]])
  }

  @Test func overlappingVoicesGetChannelsOfTheirOwnAndChannelsAreReused() throws {
    var score = Score(sampleRate: 8_000)
    // Part 0: two tones one after the other (one channel). Part 1: two at once (two channels).
    score.add(Score.Note(startFrame: 0, lengthFrames: 800, frequency: 440, part: 0))
    score.add(Score.Note(startFrame: 800, lengthFrames: 800, frequency: 440, part: 0))
    score.add(Score.Note(startFrame: 0, lengthFrames: 800, frequency: 330, part: 1))
    score.add(Score.Note(startFrame: 0, lengthFrames: 800, frequency: 550, part: 1))
    // Part 2 starts when part 1 has ended: it reuses a freed channel.
    score.add(Score.Note(startFrame: 1_000, lengthFrames: 800, frequency: 660, part: 2))
    var export = MIDIExport(sampleRate: 8_000, title: "T", parts: [0, 1, 2].map { .init(id: $0, name: "P\($0)") })
    export.add(score, startingAtFrame: 0)
    let file = try export.file()
    func channels(_ track: Int) -> Set<Int> {
      Set(
        file.tracks[track].events.compactMap {
          if case .noteOn(let channel, _, _) = $0.message { channel } else { nil }
        })
    }
    #expect(channels(1) == [0])
    #expect(channels(2) == [1, 2])
    #expect(channels(3) == [1])
    // 16 tones at once do not fit the 15 melodic channels.
    var crowded = Score(sampleRate: 8_000)
    for k in 0..<16 { crowded.add(Score.Note(startFrame: 0, lengthFrames: 100, frequency: 200 + Double(k), part: k)) }
    var tooMany = MIDIExport(sampleRate: 8_000, title: "T", parts: [])
    tooMany.add(crowded, startingAtFrame: 0)
    #expect(throws: MIDIExportError.tooManyChannels(needed: 16, available: 15)) { try tooMany.file() }
  }

  @Test func aGlideHoldsOneKeyAndBendsThroughItsKeyPointsExactly() throws {
    var score = Score(sampleRate: 48_000)
    let keys: [Score.KeyPoint] = [
      .init(frame: 4_800, frequency: 220, gain: 0.25), .init(frame: 28_800, frequency: 880, gain: 0.125),
      .init(frame: 52_800, frequency: 440, gain: 0.25),
    ]
    score.add(Score.Glide(keyPoints: keys, timbre: .organ, part: 0))
    var export = MIDIExport(sampleRate: 48_000, title: "T", parts: [.init(id: 0, name: "Line")], stereo: false)
    export.add(score, startingAtFrame: 0)
    #expect(export.bendRangeSemitones == 24)
    let file = try export.file()
    let events = file.tracks[1].events
    // Key 69 (A4) is the middle of 220 ... 880 Hz (keys 57 ... 81).
    let ons = events.filter { if case .noteOn = $0.message { true } else { false } }
    #expect(ons == [.init(tick: 192, .noteOn(channel: 0, key: 69, velocity: 64))])
    #expect(events.contains(.init(tick: 192, .programChange(channel: 0, program: 16))))
    func bend(atTick tick: Int) -> Int? {
      events.last { event in
        if case .pitchBend = event.message { event.tick <= tick } else { false }
      }.flatMap { if case .pitchBend(_, let value) = $0.message { value } else { nil } }
    }
    // Each key point's pitch at its tick: −12, +12 and 0 semitones of ±24.
    #expect(bend(atTick: 192) == 8_192 - 4_096)
    #expect(bend(atTick: 1_152) == 8_192 + 4_096)
    #expect(bend(atTick: 2_112) == 8_192)
    // Halfway up (tick 672): within a cent of the geometric mean, 440 Hz.
    #expect(abs(try #require(bend(atTick: 672)) - 8_192) <= 4)
    // Volume follows the gain (127 × √(gain / loudest)); mono keeps the pan centred.
    let volumes = events.compactMap { if case .controlChange(0, 7, let v) = $0.message { v } else { nil } }
    #expect(volumes.first == 127 && volumes.contains(90))
    let pans = events.compactMap { if case .controlChange(0, 10, let v) = $0.message { v } else { nil } }
    #expect(pans == [64])
    // Ends with the 75 ms release: tick round((52 800 + 3 600) × 1 920 / 48 000).
    #expect(events.contains(.init(tick: 2_256, .noteOff(channel: 0, key: 69, velocity: 0))))
  }

  @Test func aGlideWiderThanTwoOctavesEachWayWidensTheBendRange() throws {
    var score = Score(sampleRate: 44_100)
    score.add(
      Score.Glide(keyPoints: [
        .init(frame: 0, frequency: 16), .init(frame: 44_100, frequency: 20_000),
      ]))
    var export = MIDIExport(sampleRate: 44_100, title: "T", parts: [])
    export.add(score, startingAtFrame: 0)
    // 16 Hz is key 11.6, 20 kHz key 135.1: the middle, key 73, is 62.1 semitones below the top.
    #expect(export.bendRangeSemitones == 63)
    let file = try export.file()
    #expect(file.tracks[1].events.first == .init(tick: 0, .trackName("Part 0")))
    #expect(file.tracks[1].events.contains(.init(tick: 0, .controlChange(channel: 0, controller: 6, value: 63))))
  }

  @Test func earconsArePercussionHitsAtTheirTimes() throws {
    var score = Score(sampleRate: 44_100)
    score.add(Score.Earcon(.start, startFrame: 0))
    score.add(Score.Earcon(.maximum, startFrame: 44_100))
    var export = MIDIExport(sampleRate: 44_100, title: "T", parts: [])
    export.add(score, startingAtFrame: 4_410)  // a second section, 0.1 s in
    let file = try export.file()
    #expect(
      file.tracks.map(\.events.first) == [.init(tick: 0, .trackName("T")), .init(tick: 0, .trackName("Earcons"))])
    let ons = file.tracks[1].events.filter { if case .noteOn = $0.message { true } else { false } }
    // Start at 0.1 s (tick 192), maximum at 1.1 s and 1.16 s (two Hi Bongo hits), velocity of 0.15.
    #expect(
      ons == [
        .init(tick: 192, .noteOn(channel: 9, key: 76, velocity: 49)),
        .init(tick: 2_112, .noteOn(channel: 9, key: 60, velocity: 49)),
        .init(tick: 2_227, .noteOn(channel: 9, key: 60, velocity: 49)),
      ])
  }
}
