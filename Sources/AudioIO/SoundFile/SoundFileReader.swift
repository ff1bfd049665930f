import CSndFile
public import SonificationCore

/// A sound file open for reading: any format libsndfile reads (WAV, FLAC, Ogg Vorbis, AIFF, ...).
/// Closed exactly once: by ``close()``, or at the end of its lifetime.
///
/// Samples come back as interleaved `Float`s. Integer PCM is scaled into `-1...1`
/// (16-bit by 1/32 768, 24-bit by 1/8 388 608); float files are returned unchanged.
///
///     var reader = try SoundFileReader(path: "tone.flac")
///     print(reader.sampleRate, reader.channelCount, reader.frameCount)
///     let samples = try reader.readAll()
///
/// Real-time safety: no method is safe on the audio thread (all perform file I/O).
public struct SoundFileReader: ~Copyable {
  private let handle: OpaquePointer
  /// Cleared by `close()` so `deinit` does not close twice (`discard self` needs trivially
  /// destroyed stored properties; `path` is a `String`).
  private var isOpen = true

  /// The path given at opening.
  public let path: String
  /// The sample rate (Hz) and channel count stored in the file.
  ///
  /// `channelCount` may exceed 2 for files this package did not write.
  public let format: AudioFormat
  /// The container, or `nil` for containers this package does not write (AIFF, AU, ...).
  public let fileFormat: SoundFileFormat?
  /// The sample encoding, or `nil` for encodings this package does not write (8-bit, A-law, ...).
  public let encoding: SampleEncoding?
  /// The number of frames in the file, as reported by libsndfile.
  public let frameCount: Int
  /// Frames per second, in hertz.
  public var sampleRate: Double { format.sampleRate }
  /// Samples per frame.
  public var channelCount: Int { format.channelCount }
  /// The raw libsndfile format word (`SF_INFO.format`), for diagnostics.
  public let libsndfileFormatCode: Int32

  /// Opens `path` for reading.
  ///
  /// - Throws: ``SoundFileError/cannotOpen(path:reason:)`` when the file is missing, unreadable
  ///   or not in a format libsndfile recognises.
  ///
  /// The corresponding C function is `sf_open`.
  public init(path: String) throws(SoundFileError) {
    var info = SF_INFO()
    guard let handle = sf_open(path, Int32(SFM_READ), &info) else {
      throw .cannotOpen(path: path, reason: sndfileMessage(nil))
    }
    self.handle = handle
    self.path = path
    format = AudioFormat(sampleRate: Double(info.samplerate), channelCount: Int(info.channels))
    fileFormat = SoundFileFormat(sndfileFormat: info.format)
    encoding = SampleEncoding(sndfileFormat: info.format)
    frameCount = Int(info.frames)
    libsndfileFormatCode = info.format
  }

  /// Reads up to `buffer.count / channelCount` whole frames into `buffer`.
  ///
  /// - Returns: The number of frames read; fewer than requested only at the end of the file,
  ///   and 0 once the end is reached.
  /// - Throws: ``SoundFileError/readFailed(path:function:reason:)`` when libsndfile reports an
  ///   error (a truncated or corrupt file).
  ///
  /// The corresponding C function is `sf_readf_float`.
  public mutating func read(into buffer: UnsafeMutableBufferPointer<Float>) throws(SoundFileError) -> Int {
    let frames = buffer.count / format.channelCount
    guard frames > 0, let base = buffer.baseAddress else { return 0 }
    let read = Int(sf_readf_float(handle, base, sf_count_t(frames)))
    if read < frames, sf_error(handle) != Int32(SF_ERR_NO_ERROR) {
      throw .readFailed(path: path, function: "sf_readf_float", reason: sndfileMessage(handle))
    }
    return max(read, 0)
  }

  /// Reads every remaining frame, in blocks of `blockFrameCount` frames.
  ///
  /// Memory grows with the file's length: use ``read(into:)`` to stream long files.
  ///
  /// The corresponding C function is `sf_readf_float`.
  public mutating func readAll(blockFrameCount: Int = 4_096) throws(SoundFileError) -> [Float] {
    precondition(blockFrameCount > 0, "blockFrameCount must be positive")
    var result: [Float] = []
    result.reserveCapacity(max(frameCount, 0) * format.channelCount)
    var block = [Float](repeating: 0, count: blockFrameCount * format.channelCount)
    while true {
      let read = try block.withUnsafeMutableBufferPointer { (buffer) throws(SoundFileError) in
        try self.read(into: buffer)
      }
      if read == 0 { break }
      result.append(contentsOf: block[0..<(read * format.channelCount)])
    }
    return result
  }

  /// Moves the read position to `frame` frames from the start (`0...frameCount`).
  ///
  /// The corresponding C function is `sf_seek`.
  public mutating func seek(toFrame frame: Int) throws(SoundFileError) {
    guard sf_seek(handle, sf_count_t(frame), SEEK_SET) >= 0 else {
      throw .readFailed(path: path, function: "sf_seek", reason: sndfileMessage(handle))
    }
  }

  /// Closes the file. Reading cannot fail to close in a way the caller can act on, so this
  /// does not throw; it exists to end the lifetime at a chosen point.
  ///
  /// The corresponding C function is `sf_close`.
  public consuming func close() {
    isOpen = false
    sf_close(handle)
  }

  deinit { if isOpen { sf_close(handle) } }
}
