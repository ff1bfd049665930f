import CEspeakNG
import Glibc

/// libespeak-ng's functions, loaded with `dlopen` the first time speech is asked for, so a
/// process that speaks nothing neither pays for loading the library (about 3 ms a start) nor
/// needs it installed: `summarize` and `render` without `--speak` run where libespeak-ng1 is
/// absent, and `--speak` then fails with a clear ``SpeechError/unavailable(_:)``.
///
/// The module `CEspeakNG` gives only the header's types and constants; it does not link the
/// library, so calling one of its functions directly would fail to link.
struct EspeakLibrary {
  typealias SynthCallback =
    @convention(c) (
      UnsafeMutablePointer<Int16>?, Int32, UnsafeMutablePointer<espeak_EVENT>?
    ) -> Int32

  let initialize: @convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32
  let setSynthCallback: @convention(c) (SynthCallback?) -> Void
  let listVoices:
    @convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> UnsafeMutablePointer<
      UnsafePointer<espeak_VOICE>?
    >?
  let setVoiceByName: @convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR
  let setParameter: @convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR
  let synth:
    @convention(c) (
      UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
      UnsafeMutableRawPointer?
    ) -> espeak_ERROR
  let synchronize: @convention(c) () -> espeak_ERROR

  /// The library's file: the Debian package libespeak-ng1's soname. Tests name another file in
  /// the environment variable `AUDIOGRAPH_TEST_ESPEAK_LIBRARY` to see what a machine without the
  /// library gets.
  static var fileName: String {
    getenv("AUDIOGRAPH_TEST_ESPEAK_LIBRARY").map { String(cString: $0) } ?? "libespeak-ng.so.1"
  }

  /// Loads the library and every function AudioGraph calls, or says why it cannot.
  static func load() throws(SpeechError) -> EspeakLibrary {
    let fileName = Self.fileName
    guard let handle = dlopen(fileName, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "not found"
      throw .unavailable(
        "libespeak-ng is not installed (\(reason)); install the Debian packages libespeak-ng1 and espeak-ng-data")
    }
    func symbol<T>(_ name: String, as type: T.Type) throws(SpeechError) -> T {
      guard let address = dlsym(handle, name) else {
        throw .unavailable("\(fileName) has no function \(name)")
      }
      return unsafeBitCast(address, to: type)
    }
    return EspeakLibrary(
      initialize: try symbol(
        "espeak_Initialize",
        as: (@convention(c) (espeak_AUDIO_OUTPUT, Int32, UnsafePointer<CChar>?, Int32) -> Int32).self),
      setSynthCallback: try symbol("espeak_SetSynthCallback", as: (@convention(c) (SynthCallback?) -> Void).self),
      listVoices: try symbol(
        "espeak_ListVoices",
        as: (@convention(c) (UnsafeMutablePointer<espeak_VOICE>?) -> UnsafeMutablePointer<UnsafePointer<espeak_VOICE>?>?)
          .self),
      setVoiceByName: try symbol(
        "espeak_SetVoiceByName", as: (@convention(c) (UnsafePointer<CChar>?) -> espeak_ERROR).self),
      setParameter: try symbol(
        "espeak_SetParameter", as: (@convention(c) (espeak_PARAMETER, Int32, Int32) -> espeak_ERROR).self),
      synth: try symbol(
        "espeak_Synth",
        as: (@convention(c) (
          UnsafeRawPointer?, Int, UInt32, espeak_POSITION_TYPE, UInt32, UInt32, UnsafeMutablePointer<UInt32>?,
          UnsafeMutableRawPointer?
        ) -> espeak_ERROR).self),
      synchronize: try symbol("espeak_Synchronize", as: (@convention(c) () -> espeak_ERROR).self))
  }
}
