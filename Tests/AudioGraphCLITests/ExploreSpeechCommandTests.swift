import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// Spoken values in `explore` (`r`, `speech` from a script), heard on a device: ALSA's file
/// plugin captures what the device is given. With speech on, the device gets each line's speech
/// after the point's tone, at the loudness of a tone; with it off, only the tones.
@Suite(.serialized) struct ExploreSpeechCommandTests {
  static let chart = "Fixtures/charts/city-temperatures.json"
  static let sampleRate = 22_050.0
  /// Non-silent: above −50 dBFS.
  static let threshold: Int16 = 104

  /// The 16-bit mono samples the device was given for `script`.
  static func captured(_ script: String) throws -> [Int16] {
    try capturedExplore(chart, script: script, sampleRate: Int(sampleRate))
  }

  /// The samples of `text` as the explorer's speaker says it alone (no tone), in this process.
  static func spoken(_ text: String) throws -> [Float] {
    let speaker = ExploreSpeaker(voiceName: nil, locale: "en_US", wordsPerMinute: 175, sampleRate: sampleRate)
    try speaker.start()
    let silence = ScoreSequenceSource(
      sections: [(score: Score(sampleRate: sampleRate), frameCount: 1)], gapFrameCount: 0)
    var renderer = ExploreRenderer(graphs: [silence], speech: speaker.queue)
    renderer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 1), maximumBlockFrameCount: 512)
    speaker.say(text)
    speaker.waitUntilMade()
    var output: [Float] = []
    var block = [Float](repeating: 0, count: 512)
    while speaker.queue.isBusy {
      block.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: 512) }
      output += block
    }
    return output
  }

  static func nonSilent(_ samples: [Int16]) -> Int { samples.count { abs(Int($0)) > Int(threshold) } }

  /// A voice that is not installed: "Speech on" is said at once, then one line on standard
  /// error says why speech cannot start, "Speech off." follows, and only the tones are heard.
  @Test func aSynthesizerThatCannotStartLeavesSpeechOff() throws {
    let session = try capturedExploreSession(
      Self.chart, script: "speech\nright\nsettings\nq\n", sampleRate: Int(Self.sampleRate),
      extra: ["--voice", "nosuchvoice"])
    #expect(session.result.status == 0, "\(session.result.standardError)")
    let errors = session.result.standardError.split(separator: "\n")
    #expect(errors.count == 1)
    let expected = "audiograph: error: speech: no installed espeak-ng voice speaks 'nosuchvoice'; installed voices:"
    #expect(errors.first?.hasPrefix(expected) == true)
    #expect(errors.first?.hasSuffix("; spoken values stay off.") == true)
    let lines = session.result.standardOutput.split(separator: "\n").dropFirst(3).map(String.init)
    #expect(lines.first == "Speech on: every line is said aloud.")
    #expect(lines.dropFirst().first == "Speech off.")
    #expect(lines.last?.contains("; speech off;") == true)
    let toneSeconds = Double(Self.nonSilent(session.samples)) / Self.sampleRate
    #expect(abs(toneSeconds - 2 * ExploreRenderer.toneSeconds) < 0.03, "only the two tones: \(toneSeconds) s")
  }

  /// Speech on, one step right: the device gets the two tones (start and step) and, besides them,
  /// exactly as much sound as the two lines take to say ("Speech on: …" and the point's
  /// description), within 0.15 s; with speech off, the two tones alone.
  @Test func theLinesAreSaidAfterTheirTones() throws {
    let tonesOnly = try Self.captured("right\nq\n")
    let withSpeech = try Self.captured("speech\nright\nq\n")
    let toneFrames = Self.nonSilent(tonesOnly)
    let toneSeconds = Double(toneFrames) / Self.sampleRate
    // Two tones of 0.2 s (attack, hold, release; the quietest edges below the threshold).
    #expect(abs(toneSeconds - 2 * ExploreRenderer.toneSeconds) < 0.03, "tones alone: \(toneSeconds) s")
    let lines = ["Speech on: every line is said aloud.", "April 2024, 4.5 degrees Celsius, point 2 of 4."]
    let expected = try lines.map { line in
      try Self.spoken(line).count { abs($0) * 32_768 > Float(Self.threshold) }
    }
    let speechSeconds = Double(Self.nonSilent(withSpeech) - toneFrames) / Self.sampleRate
    let expectedSeconds = Double(expected.reduce(0, +)) / Self.sampleRate
    #expect(expectedSeconds > 3, "the two lines take \(expectedSeconds) s to say")
    #expect(abs(speechSeconds - expectedSeconds) < 0.15, "speech heard: \(speechSeconds) s, said: \(expectedSeconds) s")
    // The speech is as loud as a tone: its RMS within 3 dB of the tone's hold.
    let loud = withSpeech.map { Double($0) / 32_768 }
    let tone = tonesOnly.map { Double($0) / 32_768 }.filter { abs($0) > 0.01 }
    let speech = loud.filter { abs($0) > 0.01 }
    func rms(_ x: [Double]) -> Double { (x.reduce(0) { $0 + $1 * $1 } / Double(max(1, x.count))).squareRoot() }
    let difference = 20 * log10(rms(speech) / rms(tone))
    #expect(abs(difference) < 3, "speech against tone: \(difference) dB")
  }
}
