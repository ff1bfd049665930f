import AudioGraphTestSupport
import SonificationCore
import Testing

/// Spoken values in `explore`: utterances handed through a ``SpeechQueue`` play after a point's
/// tone, exactly as appended; a newer utterance cuts off an older one within 5 ms, and an older
/// one's late samples are never heard; a part of a graph waits for the speech before it.
@Suite struct ExploreSpeechTests {
  static let sampleRate = 48_000.0
  static let fade = 240  // 5 ms

  /// An explorer over one graph: `graphFrames` frames of a 1 kHz tone at a quarter of full scale.
  static func explorer(speech: SpeechQueue, graphFrames: Int = 4_800) -> ExploreRenderer {
    var score = Score(sampleRate: sampleRate)
    score.add(Score.Note(startFrame: 0, lengthFrames: graphFrames, frequency: 1_000, gain: 0.5))
    let graph = ScoreSequenceSource(sections: [(score: score, frameCount: graphFrames)], gapFrameCount: 0)
    var explorer = ExploreRenderer(graphs: [graph], speech: speech)
    explorer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 1), maximumBlockFrameCount: 256)
    return explorer
  }

  static func queue() -> SpeechQueue { SpeechQueue(minimumCapacity: 48_000, fadeFrames: fade) }

  /// A recognisable "utterance": a ramp of distinct values (not a tone), `count` samples.
  static func clip(_ count: Int, offset: Float = 0) -> [Float] {
    (0..<count).map { offset + 0.1 + 0.2 * Float($0 % 1_000) / 1_000 }
  }

  static func append(_ clip: [Float], to queue: SpeechQueue, utterance: Int) {
    let appended = clip.withUnsafeBufferPointer { queue.append($0, utterance: utterance) }
    #expect(appended == clip.count)
  }

  /// Without a tone, an utterance's samples come out exactly, from the next block on.
  @Test func anUtterancePlaysExactlyAsAppended() {
    let queue = Self.queue()
    var explorer = Self.explorer(speech: queue)
    let utterance = queue.begin()
    let speech = Self.clip(3_000)
    Self.append(speech, to: queue, utterance: utterance)
    queue.finish(utterance: utterance)
    #expect(queue.isBusy)
    let output = ExploreChordTests.pull(&explorer, frames: 4_096)
    let exact = Array(output.prefix(3_000)) == speech
    #expect(exact, "the utterance, exactly")
    #expect(output[3_000...].allSatisfy { $0 == 0 })
    #expect(!queue.isBusy)
  }

  /// The speech waits while a tone sounds (200 ms): the first samples after the tone's release
  /// are the utterance's first; during the tone, the output is the tone alone.
  @Test func speechWaitsForThePointsTone() {
    let queue = Self.queue()
    var explorer = Self.explorer(speech: queue)
    var toneAlone = Self.explorer(speech: Self.queue())
    explorer.apply(.explore(.tone(frequency: 440, timbre: .sine)))
    toneAlone.apply(.explore(.tone(frequency: 440, timbre: .sine)))
    let utterance = queue.begin()
    let speech = Self.clip(2_000)
    Self.append(speech, to: queue, utterance: utterance)
    queue.finish(utterance: utterance)
    let toneFrames = Int(ExploreRenderer.toneSeconds * Self.sampleRate)
    let output = ExploreChordTests.pull(&explorer, frames: toneFrames + 4_096)
    let expected = ExploreChordTests.pull(&toneAlone, frames: toneFrames)
    let toneAloneWhileItSounds = Array(output.prefix(toneFrames)) == expected
    #expect(toneAloneWhileItSounds, "the tone alone while it sounds")
    // The speech starts at the first block after the tone's last sample.
    guard let start = output.indices.dropFirst(toneFrames - 1).first(where: { output[$0] >= 0.1 }) else {
      Issue.record("no speech after the tone")
      return
    }
    #expect(start - toneFrames < 256, "speech starts \(start - toneFrames) frames after the tone")
    let spoken = Array(output[start..<(start + 2_000)]) == speech
    #expect(spoken, "the utterance, exactly")
  }

  /// A new utterance cuts off the one being said: a 5 ms fade (never louder than the sample),
  /// then the new utterance from its first sample; samples the worker appends for the old one
  /// afterwards are never played.
  @Test func aNewUtteranceCutsOffTheOldWithinFiveMilliseconds() {
    let queue = Self.queue()
    var explorer = Self.explorer(speech: queue)
    let first = queue.begin()
    let old = Self.clip(20_000)
    Self.append(old, to: queue, utterance: first)
    let before = ExploreChordTests.pull(&explorer, frames: 1_024)
    let exact = before == Array(old.prefix(1_024))
    #expect(exact, "the first utterance, exactly")
    let second = queue.begin()
    // Late samples of the old utterance (the worker had not yet seen the cut)...
    Self.append(Self.clip(1_000, offset: 0.5), to: queue, utterance: first)
    queue.finish(utterance: first)
    // ... then the new one.
    let new = Self.clip(2_000, offset: -0.4)
    Self.append(new, to: queue, utterance: second)
    queue.finish(utterance: second)
    let after = ExploreChordTests.pull(&explorer, frames: 4_096)
    // The fade: 240 samples of the old utterance, each scaled down.
    for index in 0..<Self.fade {
      let gain = Float(Self.fade - index) / Float(Self.fade)
      #expect(abs(after[index] - old[1_024 + index] * gain) < 1e-6, "fade sample \(index)")
    }
    // Then the new utterance, whole; nothing of the late samples (all above 0.5).
    let rest = Array(after[Self.fade...])
    guard let start = rest.firstIndex(where: { $0 != 0 }) else {
      Issue.record("the new utterance is not heard")
      return
    }
    #expect(start < 256, "the new utterance starts \(start) frames after the fade")
    let newExact = Array(rest[start..<(start + 2_000)]) == new
    #expect(newExact, "the new utterance, exactly")
    #expect(!after.contains { $0 >= 0.5 }, "a late sample of the cut utterance was played")
  }

  /// An utterance begun with nothing to say (a graph plays, or speech with no words) cuts off
  /// the speech and leaves silence.
  @Test func anEmptyUtteranceSilencesTheSpeech() {
    let queue = Self.queue()
    var explorer = Self.explorer(speech: queue)
    let first = queue.begin()
    Self.append(Self.clip(20_000), to: queue, utterance: first)
    queue.finish(utterance: first)
    _ = ExploreChordTests.pull(&explorer, frames: 1_024)
    queue.finish(utterance: queue.begin())
    let after = ExploreChordTests.pull(&explorer, frames: 4_096)
    #expect(after[Self.fade...].allSatisfy { $0 == 0 })
    #expect(!queue.isBusy)
  }

  /// A part of a graph asked for while its description is being said starts when the speech
  /// ends; a whole graph starts at once.
  @Test func aPartOfTheGraphWaitsForItsDescription() {
    let queue = Self.queue()
    var explorer = Self.explorer(speech: queue)
    let utterance = queue.begin()
    Self.append(Self.clip(3_000), to: queue, utterance: utterance)
    queue.finish(utterance: utterance)
    explorer.apply(.explore(.playGraphPart(variant: 0, fromFrame: 0, frameCount: 2_400)))
    let output = ExploreChordTests.pull(&explorer, frames: 8_192)
    // The graph's 1 kHz tone is centred on zero; the clip is all positive.
    #expect(!output.prefix(3_000).contains { $0 < 0 }, "the part played over its description")
    #expect(output[3_000...].contains { $0 < -0.1 }, "the part did not play after the speech")

    let other = Self.queue()
    var whole = Self.explorer(speech: other)
    let spoken = other.begin()
    Self.append(Self.clip(3_000), to: other, utterance: spoken)
    whole.apply(.explore(.playGraph(variant: 0, fromFrame: 0)))
    let graph = ExploreChordTests.pull(&whole, frames: 2_048)
    #expect(graph.prefix(512).contains { $0 < 0 }, "a whole graph waited for speech")
  }
}
