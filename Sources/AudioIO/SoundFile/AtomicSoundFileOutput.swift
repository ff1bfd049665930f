import CSndFile
import Foundation
import Glibc
import OutputFiles
public import SonificationCore

/// A sound file that appears at its destination complete or not at all.
///
/// Frames are written to a new, uniquely named hidden file in the destination's directory
/// (`.<name>.<random>.partial`). ``commit()`` finishes that file, flushes it to disk and
/// renames it over the destination in one step. While frames are written, the kernel is asked
/// every few megabytes to start writing them to disk, so the flush at ``commit()`` is short. If anything fails, or if the value is
/// dropped without ``commit()`` (including when an error is thrown past it), the temporary
/// file is removed and any earlier file at the destination is untouched.
///
///     var output = try AtomicSoundFileOutput(
///       replacing: "chart.flac", format: AudioFormat(sampleRate: 44_100, channelCount: 2),
///       fileFormat: .flac, encoding: .pcm24)
///     for block in blocks { try output.write(block) }   // streamed; memory stays flat
///     try output.commit()                               // chart.flac now complete
///
/// What the destination is decides how it is written:
/// - a regular file, or nothing yet: replaced by rename as above. A replaced file keeps its
///   permission bits (a `0444` file stays `0444`) and, where allowed, its owner and group; a new
///   file gets `0666` less the umask.
/// - a symbolic link: followed (as `cp` and shells do): its final target is written as above and
///   the link stays a link.
/// - a device, a FIFO or a socket (`/dev/null`, a named pipe), or ``standardOutput`` (`-`): never
///   replaced. The sound is rendered to a temporary file in the temporary directory and copied
///   into it at ``commit()``, so a pipe gets a complete file with correct header sizes.
/// - a directory, or a name ending in `/`: refused before anything is rendered.
///
/// These are the rules of `OutputFile` (module OutputFiles), which this type writes through:
/// the temporary name is the destination's name (shortened so that the whole stays within 255
/// bytes) with a random token, `.<name>.<token>.partial`, held with an exclusive `flock` while it
/// is written. A crash (`SIGKILL`, power loss) between creation and ``commit()`` can leave one
/// behind; the next output to the same destination removes such files when they are owned by
/// the same user and no longer locked, so they do not pile up.
///
/// Real-time safety: no method is safe on the audio thread (all perform file I/O).
public struct AtomicSoundFileOutput: ~Copyable {
  private var stream: SndFileOutputStream
  /// Cleared by `commit()` and `abandon()` so `deinit` does nothing afterwards. (`discard self`
  /// needs trivially destroyed stored properties.)
  private var isOpen = true
  /// The temporary file and where it goes; the stream writes a `dup` of its descriptor.
  private let file: OutputFile

  /// The destination name that streams to standard output instead of a file.
  public static let standardOutput = "-"

  /// The path that ``commit()`` replaces.
  public let destinationPath: String
  /// The hidden file being written: in the same directory as ``destinationPath``, or in the
  /// temporary directory for a device, a pipe, standard output or a scratch file.
  public var temporaryPath: String { stream.path }
  /// The sample rate and channel count of the file.
  public let format: AudioFormat
  /// The container being written.
  public let fileFormat: SoundFileFormat
  /// How samples are stored.
  public let encoding: SampleEncoding
  /// Frames accepted by libsndfile so far.
  public var framesWritten: Int { stream.framesWritten }
  /// Whether a WAV file is written as RF64 (the 64-bit WAV of EBU Tech 3306), because the
  /// expected length holds more than ``wavDataByteLimit`` bytes of samples.
  public let isRF64: Bool
  /// The sample bytes a plain WAV file can hold: its size fields are 32 bits (4 GiB), less room
  /// for the header. A longer WAV is written as RF64 when its length is given up front; without
  /// it, writing past this limit fails (never a WAV whose sizes wrap around).
  public static let wavDataByteLimit = 0xFFFF_FFFF - 4_096
  /// ``wavDataByteLimit``, lowered in tests.
  private let wavByteLimit: Int

  /// Starts writing a file that will replace `path` on ``commit()``.
  ///
  /// - Parameters:
  ///   - path: The destination. Its directory must exist and be writable; the file itself
  ///     need not exist. It must not be a directory.
  ///   - format: Sample rate 8 000...192 000 Hz, a whole number; 1 or 2 channels.
  ///   - fileFormat: The container.
  ///   - encoding: How samples are stored; `nil` picks ``SoundFileFormat/defaultEncoding``.
  ///   - expectedFrameCount: The number of frames that will be written, when known: a WAV file
  ///     whose samples would exceed ``wavDataByteLimit`` is then written as RF64. `nil` for
  ///     unknown (a plain WAV, and writing past the limit throws).
  ///   - dither: For ``SampleEncoding/pcm16`` and ``SampleEncoding/pcm24``, the dither added
  ///     before rounding (``PCMQuantizer/Dither/none`` by default); ignored for float and Vorbis.
  /// - Throws: ``SoundFileError/unsupportedFormat(reason:)`` before touching the disk, or
  ///   ``SoundFileError/cannotCreate(path:function:reason:)`` when the temporary file cannot
  ///   be created (missing directory, permission denied, read-only file system) or `path`
  ///   is a directory. The error's `path` is the destination.
  ///
  /// The corresponding C functions are `sf_format_check`, `open` (`O_CREAT | O_EXCL`) and `sf_open_fd`.
  public init(
    replacing path: String, format: AudioFormat, fileFormat: SoundFileFormat,
    encoding: SampleEncoding? = nil, expectedFrameCount: Int? = nil, dither: PCMQuantizer.Dither = .none
  ) throws(SoundFileError) {
    try self.init(
      replacing: path, format: format, fileFormat: fileFormat, encoding: encoding,
      expectedFrameCount: expectedFrameCount, wavByteLimit: Self.wavDataByteLimit, dither: dither)
  }

  /// Starts writing a sound file in the temporary directory (`TMPDIR`), named
  /// `.<name>.<token>.partial`, that ``takeBytes()`` reads back and removes: for a sound that is
  /// wanted as bytes (the sound `html` embeds in its page). Leftovers of a killed process are
  /// removed by the next one, as for every output.
  ///
  /// - Throws: as ``init(replacing:format:fileFormat:encoding:expectedFrameCount:dither:)``.
  public init(
    scratchFor name: String, format: AudioFormat, fileFormat: SoundFileFormat, encoding: SampleEncoding? = nil,
    expectedFrameCount: Int? = nil
  ) throws(SoundFileError) {
    try self.init(
      replacing: name, format: format, fileFormat: fileFormat, encoding: encoding,
      expectedFrameCount: expectedFrameCount, wavByteLimit: Self.wavDataByteLimit, scratch: true)
  }

  /// The initializer with the WAV size limit as a parameter, for tests.
  init(
    replacing path: String, format: AudioFormat, fileFormat: SoundFileFormat,
    encoding: SampleEncoding?, expectedFrameCount: Int?, wavByteLimit: Int, dither: PCMQuantizer.Dither = .none,
    scratch: Bool = false
  ) throws(SoundFileError) {
    let encoding = encoding ?? fileFormat.defaultEncoding
    var info = try SF_INFO.validated(format: format, container: fileFormat, encoding: encoding)
    let bytesPerFrame = format.channelCount * (encoding == .pcm16 ? 2 : encoding == .pcm24 ? 3 : 4)
    let isRF64 =
      fileFormat == .wav && (expectedFrameCount.map { $0 > wavByteLimit / bytesPerFrame } ?? false)
    if isRF64 { info.format = Int32(SF_FORMAT_RF64) | encoding.sndfileSubformat }

    let file: OutputFile
    do throws(OutputFileError) {
      file = try scratch ? OutputFile(scratchNamed: path) : OutputFile(replacing: path)
    } catch {
      throw SoundFileError(error)
    }
    let descriptor = dup(file.descriptor)
    guard descriptor >= 0 else {
      throw .cannotCreate(path: path, function: "dup", reason: String(cString: strerror(errno)))
    }
    let opened = try SndFileOutputStream.opening(
      descriptor: descriptor, path: file.temporaryPath, reportAs: path, info: info, encoding: encoding, dither: dither)
    self.file = file
    self.isRF64 = isRF64
    self.wavByteLimit = wavByteLimit
    stream = opened
    stream.writebackIntervalSamples = 1 << 21  // 8 MB of float input; commit() fsyncs
    destinationPath = path
    self.format = format
    self.fileFormat = fileFormat
    self.encoding = encoding
  }

  /// Writes interleaved frames to the temporary file.
  ///
  /// `interleaved.count` must be a multiple of `AudioFormat.channelCount` (a precondition).
  /// An empty buffer is a no-op. Integer encodings are quantized by ``PCMQuantizer`` (samples
  /// outside `-1...1` clip).
  ///
  /// - Throws: ``SoundFileError/shortWrite(path:expected:written:reason:)`` (naming the
  ///   destination) when libsndfile accepts fewer frames than given (disk full, file size
  ///   limit). The output is then unusable: drop it or call ``abandon()`` rather than committing.
  ///
  /// Real-time safety: unsafe (file I/O). The corresponding C functions are `sf_writef_float`
  /// (float and Vorbis), `sf_writef_short` (16-bit) and `sf_writef_int` (24-bit).
  public mutating func write(_ interleaved: UnsafeBufferPointer<Float>) throws(SoundFileError) {
    if fileFormat == .wav, !isRF64 {
      let bytesPerSample = encoding == .pcm16 ? 2 : encoding == .pcm24 ? 3 : 4
      let frames = stream.framesWritten + interleaved.count / format.channelCount
      if frames > wavByteLimit / (bytesPerSample * format.channelCount) {
        throw .shortWrite(
          path: destinationPath, expected: interleaved.count / format.channelCount, written: 0,
          reason: "a WAV file holds at most 4 GiB of samples; write FLAC, or give the length up front for RF64")
      }
    }
    try stream.write(interleaved)
  }

  /// Writes interleaved frames from an array. See ``write(_:)-(UnsafeBufferPointer<Float>)``.
  public mutating func write(_ interleaved: [Float]) throws(SoundFileError) {
    try interleaved.withUnsafeBufferPointer { (buffer) throws(SoundFileError) in
      try write(buffer)
    }
  }

  /// Finishes the temporary file, flushes it to disk and renames it over ``destinationPath``.
  ///
  /// On success the destination holds the complete new file. On failure the temporary file is
  /// removed and the destination is unchanged.
  ///
  /// - Throws: ``SoundFileError/closeFailed(path:function:reason:)`` or
  ///   ``SoundFileError/renameFailed(from:to:reason:)``.
  ///
  /// The corresponding C functions are `sf_close`, `fsync`, `close` and `rename`.
  public consuming func commit() throws(SoundFileError) {
    isOpen = false
    do {
      try stream.finish(sync: false)  // the file's own commit() flushes it to disk
    } catch {
      file.abandon()
      throw error
    }
    if fileFormat == .ogg {
      do throws(OutputFileError) {
        try OggStreamSerial.fix(in: file)
      } catch {
        file.abandon()
        throw SoundFileError(error)
      }
    }
    do throws(OutputFileError) {
      try file.commit()
    } catch {
      throw SoundFileError(error)
    }
  }

  /// The finished file's bytes, for an output made with ``init(scratchFor:format:fileFormat:encoding:expectedFrameCount:)``;
  /// the temporary file is removed.
  ///
  /// - Throws: ``SoundFileError/closeFailed(path:function:reason:)``.
  public consuming func takeBytes() throws(SoundFileError) -> [UInt8] {
    isOpen = false
    do {
      try stream.finish(sync: false)
    } catch {
      file.abandon()
      throw error
    }
    do throws(OutputFileError) {
      if fileFormat == .ogg { try OggStreamSerial.fix(in: file) }
      return try file.takeBytes()
    } catch {
      throw SoundFileError(error)
    }
  }

  /// Closes and removes the temporary file, leaving the destination unchanged.
  ///
  /// Dropping the value does the same; this spells the intent out.
  ///
  /// The corresponding C functions are `sf_close`, `close` and `unlink`.
  public consuming func abandon() {
    isOpen = false
    stream.discardClose()
    file.abandon()
  }

  deinit {
    guard isOpen else { return }
    stream.discardClose()
    file.abandon()
  }
}

extension SoundFileError {
  /// The sound file error for an output file's: `cannotCreate` stays, a failed `rename` is
  /// ``renameFailed(from:to:reason:)``, every other failure ``closeFailed(path:function:reason:)``.
  init(_ error: OutputFileError) {
    switch error.category {
    case .cannotCreate: self = .cannotCreate(path: error.path, function: error.function, reason: error.reason)
    case .io: self = .closeFailed(path: error.path, function: error.function, reason: error.reason)
    }
  }
}
