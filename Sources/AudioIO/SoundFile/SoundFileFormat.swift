import CSndFile  // internal by default: nothing C-typed escapes this module
import SonificationCore

/// The container a sound file is written in.
///
/// Which ``SampleEncoding`` each container accepts:
///
/// | Container | Encodings                         | Default  |
/// |-----------|-----------------------------------|----------|
/// | ``wav``   | ``SampleEncoding/pcm16``, ``SampleEncoding/pcm24``, ``SampleEncoding/float32`` | pcm16 |
/// | ``flac``  | ``SampleEncoding/pcm16``, ``SampleEncoding/pcm24`` (lossless, integers only) | pcm16 |
/// | ``ogg``   | ``SampleEncoding/vorbis`` (lossy)  | vorbis   |
public enum SoundFileFormat: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// RIFF WAVE (Microsoft WAV).
  case wav
  /// Free Lossless Audio Codec, native FLAC stream.
  case flac
  /// Ogg container holding a Vorbis stream.
  case ogg

  /// Recognises a file extension, without the dot and ignoring case.
  ///
  /// `"wav"` and `"wave"` give ``wav``; `"flac"` gives ``flac``; `"ogg"` and `"oga"` give ``ogg``.
  /// Anything else, including the empty string, gives `nil`.
  public init?(fileExtension: String) {
    switch fileExtension.lowercased() {
    case "wav", "wave": self = .wav
    case "flac": self = .flac
    case "ogg", "oga": self = .ogg
    default: return nil
    }
  }

  /// The conventional file extension, without the dot.
  public var fileExtension: String { rawValue }

  /// The encodings this container can store, in the order of the table above.
  public var supportedEncodings: [SampleEncoding] {
    switch self {
    case .wav: [.pcm16, .pcm24, .float32]
    case .flac: [.pcm16, .pcm24]
    case .ogg: [.vorbis]
    }
  }

  /// The encoding used when the caller does not choose one.
  public var defaultEncoding: SampleEncoding {
    switch self {
    case .wav, .flac: .pcm16
    case .ogg: .vorbis
    }
  }

  public var description: String {
    switch self {
    case .wav: "WAV"
    case .flac: "FLAC"
    case .ogg: "Ogg"
    }
  }

  /// The libsndfile major-format bits. libsndfile's constants import as `Int`.
  var sndfileMajorFormat: Int32 {
    switch self {
    case .wav: Int32(SF_FORMAT_WAV)
    case .flac: Int32(SF_FORMAT_FLAC)
    case .ogg: Int32(SF_FORMAT_OGG)
    }
  }

  /// The container for libsndfile major-format bits, or `nil` for containers this package
  /// does not write (AIFF, AU, ...). `SF_FORMAT_WAVEX` and `SF_FORMAT_RF64` count as ``wav``.
  init?(sndfileFormat: Int32) {
    switch Int(sndfileFormat) & Int(SF_FORMAT_TYPEMASK) {
    case Int(SF_FORMAT_WAV), Int(SF_FORMAT_WAVEX), Int(SF_FORMAT_RF64): self = .wav
    case Int(SF_FORMAT_FLAC): self = .flac
    case Int(SF_FORMAT_OGG): self = .ogg
    default: return nil
    }
  }
}

/// How samples are stored in the file.
///
/// `SampleEncoding` adds ``vorbis`` to the three PCM encodings. An Ogg file has no
/// PCM sample width, so a separate case is clearer than ignoring the encoding for Ogg.
/// ``SoundFileReader/encoding`` also reports it.
public enum SampleEncoding: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Signed 16-bit integers; 1 LSB = 2⁻¹⁵ ≈ 3.05e-5.
  ///
  /// Writers in this package quantize with ``PCMQuantizer``: × 32 768, round to nearest (halves
  /// to even), clip to −32 768...32 767, in WAV and FLAC alike (optionally with TPDF dither);
  /// reading scales by 1/32 768. So `-1.0` is stored exactly, `1.0` reads back as
  /// 32 767/32 768, any value in `-1...1` round-trips within ½ LSB (1 LSB with dither; values
  /// above 1 − ½ LSB clip to the largest integer, up to 1 LSB), and values on the grid
  /// `k / 32 768` round-trip exactly.
  case pcm16
  /// Signed 24-bit integers; 1 LSB = 2⁻²³ ≈ 1.19e-7. Same rules as ``pcm16`` with
  /// 8 388 608 in place of 32 768.
  case pcm24
  /// IEEE 754 single precision. A round trip is bit-exact; values outside `-1...1` are kept.
  case float32
  /// Ogg Vorbis, lossy and variable bit rate. Only valid in ``SoundFileFormat/ogg``.
  case vorbis

  /// Whether samples are stored as integers, so out-of-range floats must be clipped.
  public var isIntegerPCM: Bool { self == .pcm16 || self == .pcm24 }

  public var description: String {
    switch self {
    case .pcm16: "16-bit PCM"
    case .pcm24: "24-bit PCM"
    case .float32: "32-bit float"
    case .vorbis: "Vorbis"
    }
  }

  /// The libsndfile subformat bits.
  var sndfileSubformat: Int32 {
    switch self {
    case .pcm16: Int32(SF_FORMAT_PCM_16)
    case .pcm24: Int32(SF_FORMAT_PCM_24)
    case .float32: Int32(SF_FORMAT_FLOAT)
    case .vorbis: Int32(SF_FORMAT_VORBIS)
    }
  }

  /// The encoding for libsndfile subformat bits, or `nil` for others (8-bit, A-law, double, ...).
  init?(sndfileFormat: Int32) {
    switch Int(sndfileFormat) & Int(SF_FORMAT_SUBMASK) {
    case Int(SF_FORMAT_PCM_16): self = .pcm16
    case Int(SF_FORMAT_PCM_24): self = .pcm24
    case Int(SF_FORMAT_FLOAT): self = .float32
    case Int(SF_FORMAT_VORBIS): self = .vorbis
    default: return nil
    }
  }
}

/// The sample rates files may be written at, in hertz.
///
/// libsndfile 1.2.0 itself accepts more: WAV any positive rate, FLAC up to 655 350 Hz,
/// and Vorbis opens at any rate but writes nothing above 192 000 Hz (its encoder set-up
/// fails on the first write). This package keeps to the range `AudioFormat` promises.
public let supportedSoundFileSampleRates: ClosedRange<Double> = 8_000...192_000

extension SF_INFO {
  /// Checks `format`, `container` and `encoding` against this package's rules, then asks
  /// libsndfile (`sf_format_check`). Nothing is opened.
  static func validated(
    format: AudioFormat, container: SoundFileFormat, encoding: SampleEncoding
  ) throws(SoundFileError) -> SF_INFO {
    guard supportedSoundFileSampleRates.contains(format.sampleRate) else {
      throw .unsupportedFormat(
        reason: "sample rate \(format.sampleRate) Hz is outside 8000...192000 Hz")
    }
    guard format.sampleRate == format.sampleRate.rounded() else {
      throw .unsupportedFormat(
        reason: "sample rate \(format.sampleRate) Hz is not a whole number of hertz")
    }
    guard (1...2).contains(format.channelCount) else {
      throw .unsupportedFormat(
        reason: "\(format.channelCount) channels; only mono (1) and stereo (2) are supported")
    }
    guard container.supportedEncodings.contains(encoding) else {
      let allowed = container.supportedEncodings.map(\.rawValue).joined(separator: " or ")
      throw .unsupportedFormat(
        reason: "\(container) cannot store \(encoding) samples; use \(allowed)")
    }
    var info = SF_INFO()
    info.samplerate = Int32(format.sampleRate)
    info.channels = Int32(format.channelCount)
    info.format = container.sndfileMajorFormat | encoding.sndfileSubformat
    guard sf_format_check(&info) == SF_TRUE else {
      throw .unsupportedFormat(
        reason: "sf_format_check rejected \(container) \(encoding), "
          + "\(Int(format.sampleRate)) Hz, \(format.channelCount) channel(s)")
    }
    return info
  }
}

/// The message libsndfile holds for `handle`, or for the last failed open when `handle` is nil.
///
/// The corresponding C function is `sf_strerror`.
func sndfileMessage(_ handle: OpaquePointer?) -> String {
  guard let text = sf_strerror(handle) else { return "unknown libsndfile error" }
  return String(cString: text)
}
