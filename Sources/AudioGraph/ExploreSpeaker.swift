import AudioIO
import Foundation
public import SonificationCore

/// Says what `audiograph explore` prints, through its own sound (spoken values, for a listener
/// without a screen reader running): each text is synthesized with libespeak-ng on a worker
/// thread, trimmed, matched in loudness to a point's tone, resampled to the output rate and
/// handed to the `ExploreRenderer` through ``queue``. A new text cuts off the one being said
/// (a 5 ms fade), as a screen reader's next announcement does; the renderer says it after the
/// point's tone.
///
/// Level: each utterance's integrated loudness (BS.1770-4) is that of a sine tone at
/// `ExploreRenderer.toneGain` (about −11.7 LUFS), its true peak at or below
/// ``NarrationOptions/truePeakCeiling``, as the narration of `render --speak` is matched to
/// its tones.
///
/// The synthesizer starts only when speech is first wanted (``start()``): a session that never
/// turns speech on loads nothing.
///
/// Thread safety: ``start()`` and ``say(_:)`` are for one control thread; the synthesis runs on
/// one serial queue. Real-time safety: unsafe (synthesizes and allocates); only ``queue`` is read by the
/// render thread.
public final class ExploreSpeaker: @unchecked Sendable {
  /// The utterances, for `ExploreRenderer.init(graphs:speech:)`.
  public let queue: SpeechQueue
  /// The voice asked for (a voice name or language, as `--voice` takes it), `nil` for the
  /// locale's; and the locale.
  private let voiceName: String?
  private let locale: String
  /// The voice found by ``start()``.
  public private(set) var voice: SpeechVoice?
  /// The rate in words per minute (80 to 450).
  public let wordsPerMinute: Int
  private let sampleRate: Double
  private let resampler: Resampler
  private let loudness: Double
  private let worker = DispatchQueue(label: "audiograph.explore.speech")

  /// A speaker for output at `sampleRate` hertz in the voice named `voiceName` (a voice name or
  /// language, as `--voice` takes it), else the voice for `locale` ("de_DE"; English for a
  /// language other than English, German, French and Spanish, whose words the tool does not
  /// have). Loads nothing until ``start()``.
  public init(voiceName: String?, locale: String, wordsPerMinute: Int, sampleRate: Double) {
    self.voiceName = voiceName
    self.locale = locale
    self.wordsPerMinute = wordsPerMinute
    self.sampleRate = sampleRate
    resampler = Resampler(sourceRate: SpeechSynthesizer.sampleRate, targetRate: sampleRate)
    // Room for ten seconds of speech; a longer text waits for room as it is played.
    queue = SpeechQueue(minimumCapacity: Int(10 * sampleRate), fadeFrames: Int(0.005 * sampleRate))
    loudness = Self.toneLoudness(sampleRate: SpeechSynthesizer.sampleRate)
  }

  /// The integrated loudness of a point's tone held for a second (a sine at
  /// `ExploreRenderer.toneGain`), in LUFS.
  static func toneLoudness(sampleRate: Double) -> Double {
    let count = Int(sampleRate)
    let tone = (0..<count).map { Float(ExploreRenderer.toneGain * sin(2 * Double.pi * 440 * Double($0) / sampleRate)) }
    return Loudness.integrated(tone, channelCount: 1, sampleRate: sampleRate)
  }

  /// Starts the synthesizer and finds the voice (once; later calls return at once).
  ///
  /// - Throws: `SpeechError` when libespeak-ng cannot start or no installed voice fits.
  public func start() throws(SpeechError) {
    guard voice == nil else { return }
    if let voiceName {
      voice = try SpeechSynthesizer.voice(named: voiceName)
    } else {
      let language = String(locale.lowercased().prefix { $0.isLetter })
      voice = try SpeechSynthesizer.voice(forLocale: NarrationOptions.languages.contains(language) ? locale : "en_US")
    }
  }

  /// Cuts off what is being said and says `text` (nothing for `nil` or blank text, or before
  /// ``start()``). Returns at once; the speech follows when it is made (tens of milliseconds for
  /// a sentence).
  public func say(_ text: String?) {
    let utterance = queue.begin()
    let voice = self.voice
    worker.async { [self] in
      defer { queue.finish(utterance: utterance) }
      guard let text, let voice, text.contains(where: { !$0.isWhitespace }), queue.isCurrent(utterance) else {
        return
      }
      guard let spoken = try? SpeechSynthesizer.synthesize(text, voice: voice, wordsPerMinute: wordsPerMinute),
        queue.isCurrent(utterance)
      else { return }
      let levelled = Narration.levelMatched(
        Narration.trimmed(spoken, sampleRate: SpeechSynthesizer.sampleRate), loudness: loudness,
        sampleRate: SpeechSynthesizer.sampleRate)
      let clip = Narration.clamped(resampler.resample(levelled))
      var offset = 0
      while offset < clip.count, queue.isCurrent(utterance) {
        let appended = clip.withUnsafeBufferPointer {
          queue.append(UnsafeBufferPointer(rebasing: $0[offset...]), utterance: utterance)
        }
        offset += appended
        if appended == 0 { usleep(10_000) }
      }
    }
  }

  /// Blocks until everything asked has been made and handed over (for tests and scripts).
  public func waitUntilMade() {
    worker.sync {}
  }
}
