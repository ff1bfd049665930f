import CSndFile
public import SonificationCore

/// A sound file open for writing, written in place. Closed exactly once: by ``close()``,
/// or at the end of its lifetime.
///
/// The writer streams: each ``write(_:)-(UnsafeBufferPointer<Float>)`` goes straight to
/// libsndfile, which keeps at most a small fixed buffer, so memory does not grow with duration.
///
/// `SoundFileWriter` truncates and overwrites `path` as it goes, so a failure leaves a partial
/// file. To replace a file only when it is complete, use ``AtomicSoundFileOutput``.
///
///     var writer = try SoundFileWriter(
///       path: "tone.wav", format: AudioFormat(sampleRate: 48_000, channelCount: 1),
///       fileFormat: .wav, encoding: .pcm16)
///     try writer.write(samples)   // [Float], interleaved
///     try writer.close()
///
/// Real-time safety: no method is safe on the audio thread (all perform file I/O).
public struct SoundFileWriter: ~Copyable {
  private var stream: SndFileOutputStream
  /// Cleared by `close()` so `deinit` does not close twice. (`discard self` would be the
  /// idiom, but it requires trivially destroyed stored properties and `path` is a `String`.)
  private var isOpen = true

  /// The sample rate and channel count of the file.
  public let format: AudioFormat
  /// The container being written.
  public let fileFormat: SoundFileFormat
  /// How samples are stored.
  public let encoding: SampleEncoding
  /// The path given at creation.
  public var path: String { stream.path }
  /// Frames accepted by libsndfile so far.
  public var framesWritten: Int { stream.framesWritten }

  /// Creates the file at `path`, truncating any existing file.
  ///
  /// - Parameters:
  ///   - path: Where to write, absolute or relative to the working directory.
  ///   - format: Sample rate 8 000...192 000 Hz, a whole number; 1 or 2 channels.
  ///   - fileFormat: The container.
  ///   - encoding: How samples are stored; `nil` picks ``SoundFileFormat/defaultEncoding``.
  ///     Must be one of ``SoundFileFormat/supportedEncodings``.
  ///   - dither: For ``SampleEncoding/pcm16`` and ``SampleEncoding/pcm24``, the dither added
  ///     before rounding (``PCMQuantizer/Dither/none`` by default); ignored for float and Vorbis.
  /// - Throws: ``SoundFileError/unsupportedFormat(reason:)`` (checked before the file is
  ///   touched, ending with `sf_format_check`), or ``SoundFileError/cannotCreate(path:function:reason:)``.
  ///
  /// Integer encodings are quantized by ``PCMQuantizer`` (× 2^(bits−1), round to nearest, clip
  /// to the integer range), so 1.5 is stored as full scale rather than wrapping to a negative
  /// value, and a WAV and a FLAC file of the same samples hold the same integers.
  ///
  /// The corresponding C functions are `sf_format_check`, `open` and `sf_open_fd`.
  public init(
    path: String, format: AudioFormat, fileFormat: SoundFileFormat,
    encoding: SampleEncoding? = nil, dither: PCMQuantizer.Dither = .none
  ) throws(SoundFileError) {
    let encoding = encoding ?? fileFormat.defaultEncoding
    let info = try SF_INFO.validated(format: format, container: fileFormat, encoding: encoding)
    do {
      stream = try SndFileOutputStream.create(
        path: path, info: info, encoding: encoding, dither: dither, exclusive: false)
    } catch {
      throw error.error
    }
    self.format = format
    self.fileFormat = fileFormat
    self.encoding = encoding
  }

  /// Writes interleaved frames at the current position.
  ///
  /// The file's `AudioFormat.channelCount` decides how many samples make a frame;
  /// `interleaved.count` must be a multiple of it (a precondition). An empty buffer is a no-op.
  ///
  /// - Parameter interleaved: Samples nominally in `-1...1`. Integer encodings quantize them
  ///   with ``PCMQuantizer`` (values outside clip); ``SampleEncoding/float32`` stores them
  ///   unchanged.
  /// - Throws: ``SoundFileError/shortWrite(path:expected:written:reason:)`` when libsndfile
  ///   accepts fewer frames than given.
  ///
  /// Real-time safety: unsafe (file I/O). The corresponding C functions are `sf_writef_float`
  /// (float and Vorbis), `sf_writef_short` (16-bit) and `sf_writef_int` (24-bit).
  public mutating func write(_ interleaved: UnsafeBufferPointer<Float>) throws(SoundFileError) {
    try stream.write(interleaved)
  }

  /// Writes interleaved frames from an array. See ``write(_:)-(UnsafeBufferPointer<Float>)``.
  public mutating func write(_ interleaved: [Float]) throws(SoundFileError) {
    try interleaved.withUnsafeBufferPointer { (buffer) throws(SoundFileError) in
      try stream.write(buffer)
    }
  }

  /// Finalises the header, flushes, and closes, reporting the errors `deinit` has to swallow.
  ///
  /// - Throws: ``SoundFileError/closeFailed(path:function:reason:)``.
  ///
  /// The corresponding C functions are `sf_close` and `close`.
  public consuming func close() throws(SoundFileError) {
    isOpen = false
    try stream.finish(sync: false)
  }

  deinit { if isOpen { stream.discardClose() } }
}
