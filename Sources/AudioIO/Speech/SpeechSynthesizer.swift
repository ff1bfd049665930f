import CEspeakNG
import Synchronization

/// A voice of the installed speech synthesizer (espeak-ng), as ``SpeechSynthesizer/installedVoices()``
/// lists it.
public struct SpeechVoice: Hashable, Sendable, CustomStringConvertible {
  /// The voice's given name, for example "English (America)".
  public var name: String
  /// Its file within espeak-ng's data, for example "gmw/en-US": the name that selects exactly
  /// this voice.
  public var identifier: String
  /// The languages it speaks, its own first, as lowercase BCP 47-style codes such as "en-us"
  /// and "en" (in the order of its voice file).
  public var languages: [String]
  /// espeak-ng's priority of each of ``languages`` (lower is preferred).
  var languagePriorities: [Int]

  /// A voice description; the priorities of `languages` follow their order.
  public init(name: String, identifier: String, languages: [String]) {
    self.name = name
    self.identifier = identifier
    self.languages = languages
    languagePriorities = Array(languages.indices)
  }

  /// "en-us (English (America))": the first language and the name.
  public var description: String { "\(languages.first ?? identifier) (\(name))" }
}

/// Why speech could not be synthesized.
public enum SpeechError: Error, Hashable, Sendable, CustomStringConvertible {
  /// libespeak-ng could not start, typically because its data (the Debian package
  /// espeak-ng-data) is not installed.
  case unavailable(String)
  /// No installed voice has this name, identifier or language. `installed` lists every voice.
  case unknownVoice(String, installed: [SpeechVoice])
  /// A synthesis call failed with espeak-ng's error code.
  case synthesisFailed(function: String, code: Int)

  public var description: String {
    switch self {
    case .unavailable(let reason):
      "speech synthesis is unavailable: \(reason)"
    case .unknownVoice(let voice, let installed):
      "no installed espeak-ng voice speaks '\(voice)'; installed voices: "
        + installed.map(\.description).joined(separator: ", ")
    case .synthesisFailed(let function, let code):
      "\(function) failed with espeak-ng error \(code)"
    }
  }
}

/// Speech synthesis in process with libespeak-ng (not by running a program): text in, mono
/// 16-bit samples at espeak-ng's own rate (``sampleRate``, 22 050 Hz) out, as `Float` in −1...1.
///
/// libespeak-ng keeps one global synthesizer and is not thread-safe: every call here takes one
/// process-wide lock, so calls from several threads are serialized (a render of several charts
/// at once speaks one phrase at a time). The synthesizer is initialized on first use, in
/// synchronous mode: samples arrive through a callback while `espeak_Synth` runs, nothing is
/// played. Nothing is initialized when no speech is asked for.
///
/// Determinism: the same phrases synthesized in the same order by a fresh process give the same
/// samples, so `audiograph play` and `audiograph render` of one chart speak identically.
/// espeak-ng carries a little state (pitch flutter and waveform phase) from one phrase to the
/// next, so the same phrase after different earlier phrases can differ slightly in its samples
/// and by up to a few tens of milliseconds in length.
///
/// Real-time safety: unsafe (locks, allocates, reads voice files). Synthesize before playback.
public enum SpeechSynthesizer {
  /// espeak-ng's output rate: 22 050 samples per second.
  public static let sampleRate = 22_050.0
  /// The speaking rates espeak-ng accepts, in words per minute: 80 to 450.
  public static let wordsPerMinuteRange = 80...450
  /// espeak-ng's default rate: 175 words per minute.
  public static let defaultWordsPerMinute = 175

  /// Every installed voice, sorted by its own language code (then identifier). Not MBROLA voices
  /// or variants, which need more packages.
  ///
  /// - Throws: ``SpeechError/unavailable(_:)`` when libespeak-ng cannot start.
  public static func installedVoices() throws(SpeechError) -> [SpeechVoice] {
    try engine.withLock { state throws(SpeechError) in try state.voices() }
  }

  /// The installed voice called `name`: its identifier ("gmw/en-US"), its given name ("English
  /// (America)") or a language it speaks ("en-us", "de"; the voice that prefers that language
  /// most), compared without regard to case.
  ///
  /// - Throws: ``SpeechError/unknownVoice(_:installed:)`` naming every installed voice.
  public static func voice(named name: String) throws(SpeechError) -> SpeechVoice {
    let voices = try installedVoices()
    let wanted = name.lowercased()
    if let voice = voices.first(where: { $0.identifier.lowercased() == wanted || $0.name.lowercased() == wanted }) {
      return voice
    }
    if let voice = bestVoice(forLanguage: wanted, in: voices) { return voice }
    throw .unknownVoice(name, installed: voices)
  }

  /// The voice for a locale identifier such as "en_US", "de_DE", "fr-CA" or "es": the voice
  /// that prefers language-region most ("en-us"), else the one that prefers the language most
  /// ("de" for "de_AT", "en-gb" for "en_AU", "fr-fr" for "fr_CA").
  ///
  /// - Throws: ``SpeechError/unknownVoice(_:installed:)`` when no voice speaks the language.
  public static func voice(forLocale identifier: String) throws(SpeechError) -> SpeechVoice {
    let voices = try installedVoices()
    let parts = identifier.lowercased().split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" })
    guard let language = parts.first.map(String.init), !language.isEmpty else {
      throw .unknownVoice(identifier, installed: voices)
    }
    if parts.count > 1, let voice = bestVoice(forLanguage: language + "-" + parts[1], in: voices) { return voice }
    if let voice = bestVoice(forLanguage: language, in: voices) { return voice }
    throw .unknownVoice(identifier, installed: voices)
  }

  /// The samples of `text` spoken by `voice` at `wordsPerMinute` (clamped to
  /// ``wordsPerMinuteRange``): mono, at ``sampleRate``, each 16-bit sample divided by 32 768.
  /// Markup is not interpreted (`<` is read as text). Includes espeak-ng's own short silences
  /// before and after the speech. An empty text gives no samples.
  ///
  /// - Throws: ``SpeechError``.
  public static func synthesize(
    _ text: String, voice: SpeechVoice, wordsPerMinute: Int = defaultWordsPerMinute
  ) throws(SpeechError) -> [Float] {
    guard text.contains(where: { !$0.isWhitespace }) else { return [] }
    let rate = min(max(wordsPerMinute, wordsPerMinuteRange.lowerBound), wordsPerMinuteRange.upperBound)
    return try engine.withLock { state throws(SpeechError) -> [Float] in
      try state.start()
      let library = state.library!
      let selected = voice.identifier.withCString { library.setVoiceByName($0) }
      guard selected == EE_OK else {
        throw .synthesisFailed(function: "espeak_SetVoiceByName", code: Int(selected.rawValue))
      }
      let rated = library.setParameter(espeakRATE, Int32(rate), 0)
      guard rated == EE_OK else { throw .synthesisFailed(function: "espeak_SetParameter", code: Int(rated.rawValue)) }
      collected.removeAll(keepingCapacity: true)
      let bytes = Array(text.utf8CString)
      let status = bytes.withUnsafeBufferPointer { buffer in
        library.synth(buffer.baseAddress, buffer.count, 0, POS_CHARACTER, 0, UInt32(espeakCHARS_UTF8), nil, nil)
      }
      guard status == EE_OK else { throw .synthesisFailed(function: "espeak_Synth", code: Int(status.rawValue)) }
      let synchronized = library.synchronize()
      guard synchronized == EE_OK else {
        throw .synthesisFailed(function: "espeak_Synchronize", code: Int(synchronized.rawValue))
      }
      let samples = collected.map { Float($0) / 32_768 }
      collected.removeAll()
      return samples
    }
  }

  /// The voice among `voices` that lists `language` with the best (lowest) priority; ties go to
  /// the first identifier.
  static func bestVoice(forLanguage language: String, in voices: [SpeechVoice]) -> SpeechVoice? {
    var best: (voice: SpeechVoice, rank: Int)?
    for voice in voices {
      guard let rank = voice.languages.firstIndex(of: language) else { continue }
      let priority = voice.languagePriorities[rank]
      if best == nil || priority < best!.rank { best = (voice, priority) }
    }
    return best?.voice
  }

  // MARK: The one global engine

  // `Engine` is a class, so this global Mutex holds one reference, because of a defect of the
  // Swift 6.3.1 optimizer (-O only): a global `Mutex` whose value is a struct too large to pass in
  // registers and that holds an Optional is "statically initialized" by the InitializeStaticGlobals
  // pass with the value left out (SIL `struct $_Cell<Engine> ()`, `undef` in the IR), so the global
  // is all zero bytes and none of the struct's initial values is there. Zero bytes in
  // `startFailure: SpeechError?` read as a non-nil `.unavailable` with a null string, so every
  // `--speak` of the release build threw at once and crashed (SIGSEGV) printing that error, in
  // `SpeechError.description`. A class instance is made at run time, on first use. Neither typed
  // throws through `withLock`, the `nonisolated(unsafe)` sample buffer nor the `dlsym` casts (each
  // matches its declaration in speak_lib.h) was the cause. Minimal reproducer and the compiler
  // flag that shows it is this pass: Documentation/notes/static-mutex-miscompile.md.
  private static let engine = Mutex(Engine())

  /// espeak-ng's global state, touched only under ``engine``'s lock.
  final class Engine {
    var started = false
    var startFailure: SpeechError?
    /// The library's functions, once loaded.
    var library: EspeakLibrary?
    var cachedVoices: [SpeechVoice]?

    func start() throws(SpeechError) {
      if let startFailure { throw startFailure }
      if started { return }
      let library: EspeakLibrary
      do throws(SpeechError) {
        library = try EspeakLibrary.load()
      } catch {
        startFailure = error
        throw error
      }
      self.library = library
      // DONT_EXIT: a missing data directory must be an error, not exit(1) inside the library.
      let rate = library.initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, nil, Int32(espeakINITIALIZE_DONT_EXIT))
      guard rate > 0 else {
        let failure = SpeechError.unavailable(
          "libespeak-ng could not load its data (is the espeak-ng-data package installed?)")
        startFailure = failure
        throw failure
      }
      guard Double(rate) == SpeechSynthesizer.sampleRate else {
        let failure = SpeechError.unavailable("libespeak-ng speaks at \(rate) Hz, not 22050 Hz")
        startFailure = failure
        throw failure
      }
      library.setSynthCallback { samples, count, _ in
        if let samples, count > 0 {
          collected.append(contentsOf: UnsafeBufferPointer(start: samples, count: Int(count)))
        }
        return 0  // continue
      }
      started = true
    }

    func voices() throws(SpeechError) -> [SpeechVoice] {
      if let cachedVoices { return cachedVoices }
      try start()
      var result: [SpeechVoice] = []
      if let list = library!.listVoices(nil) {
        var index = 0
        while let entry = list[index] {
          let voice = entry.pointee
          index += 1
          guard let name = voice.name, let identifier = voice.identifier else { continue }
          var languages: [String] = []
          var priorities: [Int] = []
          if var cursor = voice.languages {
            // Pairs of a priority byte and a zero-terminated language, ended by a zero byte.
            while cursor.pointee != 0 {
              let priority = Int(UInt8(bitPattern: cursor.pointee))
              let language = String(cString: cursor + 1)
              languages.append(language.lowercased())
              priorities.append(priority)
              cursor += 1 + language.utf8.count + 1
            }
          }
          var entryVoice = SpeechVoice(
            name: String(cString: name), identifier: String(cString: identifier), languages: languages)
          entryVoice.languagePriorities = priorities
          result.append(entryVoice)
        }
      }
      result.sort { ($0.languages.first ?? "", $0.identifier) < ($1.languages.first ?? "", $1.identifier) }
      cachedVoices = result
      return result
    }
  }
}

/// Samples of the phrase being synthesized, appended by the synthesis callback. Touched only
/// while ``SpeechSynthesizer``'s lock is held (the callback runs inside `espeak_Synth`).
nonisolated(unsafe) private var collected: [Int16] = []
