import CSndFile
import Glibc
import SonificationCore

/// The C state behind an open output file: a libsndfile handle on a descriptor this module opened.
///
/// Copyable on purpose so the two `~Copyable` owners (``SoundFileWriter`` and
/// ``AtomicSoundFileOutput``) can share the code; each owner closes it exactly once.
/// Opening the descriptor with `open(2)` first, rather than letting `sf_open` do it, tells
/// "cannot create the file" (errno from `open`) apart from every later failure, and lets
/// ``finish(sync:)`` report `fsync` and `close` errors that `sf_close` would hide.
struct SndFileOutputStream {
  let handle: OpaquePointer
  let descriptor: Int32
  /// The file being written.
  let path: String
  /// The path errors name: the destination, for an atomic output's temporary file.
  let reportedPath: String
  let channelCount: Int
  /// For 16- and 24-bit encodings, the quantizer that turns the float samples into the
  /// integers written (``PCMQuantizer``), and a scratch buffer of ``scratchSampleCount`` integers
  /// they are converted into (freed by ``finish(sync:)`` or ``discardClose()``); `nil` for
  /// float and Vorbis, which take the floats as they are.
  let quantizer: PCMQuantizer?
  private let scratch: UnsafeMutableRawPointer?
  /// Samples converted per libsndfile call.
  static let scratchSampleCount = 8_192
  private(set) var framesWritten = 0
  /// When set, the kernel is asked to start writing the file to disk (without waiting) each
  /// time this many samples have been written since the last request, so that the `fsync` of
  /// ``finish(sync:)`` finds little left to flush: writeback overlaps rendering instead of
  /// following it (for a 230 MB file, `fsync` went from 115 ms to 3 ms). `nil`: no requests.
  var writebackIntervalSamples: Int?
  private var samplesSinceWriteback = 0

  /// Creates the file and opens libsndfile on it.
  ///
  /// - Parameter exclusive: `true` fails with `EEXIST` if `path` exists (`O_EXCL`);
  ///   `false` truncates an existing file.
  /// - Throws: ``CreateFailure``: a ``SoundFileError/cannotCreate(path:function:reason:)``
  ///   plus the `errno` from `open` (0 when `sf_open_fd` failed), so callers can retry on `EEXIST`.
  static func create(
    path: String, reportAs reportedPath: String? = nil, info: SF_INFO, encoding: SampleEncoding,
    dither: PCMQuantizer.Dither = .none, exclusive: Bool
  ) throws(CreateFailure) -> SndFileOutputStream {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
    let fd = open(path, flags, 0o666)
    guard fd >= 0 else {
      let code = errno
      throw CreateFailure(
        errno: code,
        error: .cannotCreate(path: reportedPath ?? path, function: "open", reason: String(cString: strerror(code))))
    }
    do throws(SoundFileError) {
      return try opening(
        descriptor: fd, path: path, reportAs: reportedPath, info: info, encoding: encoding, dither: dither)
    } catch {
      if exclusive { unlink(path) }
      throw CreateFailure(errno: 0, error: error)
    }
  }

  /// Opens libsndfile on `fd`, a new empty file at `path` opened for writing, which the stream
  /// then owns (``finish(sync:)`` and ``discardClose()`` close it; so does a failure here).
  ///
  /// - Throws: ``SoundFileError/cannotCreate(path:function:reason:)`` when `sf_open_fd` fails.
  static func opening(
    descriptor fd: Int32, path: String, reportAs reportedPath: String? = nil, info: SF_INFO,
    encoding: SampleEncoding, dither: PCMQuantizer.Dither = .none
  ) throws(SoundFileError) -> SndFileOutputStream {
    var info = info
    guard let handle = sf_open_fd(fd, Int32(SFM_WRITE), &info, Int32(SF_FALSE)) else {
      let reason = sndfileMessage(nil)
      close(fd)
      throw .cannotCreate(path: reportedPath ?? path, function: "sf_open_fd", reason: reason)
    }
    // A float WAV gets no PEAK chunk: libsndfile would otherwise scan every sample written for
    // each channel's peak (about a sixth of a stereo float render's time), for an optional
    // header chunk that readers do not need.
    if encoding == .float32 {
      _ = sf_command(handle, Int32(SFC_SET_ADD_PEAK_CHUNK), nil, Int32(SF_FALSE))
    }
    // Integers are quantized here (PCMQuantizer) and handed to libsndfile as integers, which it
    // stores unchanged: its own float conversion truncates for WAV and rounds for FLAC.
    let quantizer: PCMQuantizer? =
      switch encoding {
      case .pcm16: PCMQuantizer(bitDepth: 16, dither: dither)
      case .pcm24: PCMQuantizer(bitDepth: 24, dither: dither)
      case .float32, .vorbis: nil
      }
    let scratch =
      quantizer == nil ? nil : UnsafeMutableRawPointer.allocate(byteCount: scratchSampleCount * 4, alignment: 16)
    return SndFileOutputStream(
      handle: handle, descriptor: fd, path: path, reportedPath: reportedPath ?? path, channelCount: Int(info.channels),
      quantizer: quantizer, scratch: scratch)
  }

  struct CreateFailure: Error {
    var errno: Int32
    var error: SoundFileError
  }

  /// Writes whole frames; throws if libsndfile accepts fewer than given.
  mutating func write(_ interleaved: UnsafeBufferPointer<Float>) throws(SoundFileError) {
    precondition(
      interleaved.count % channelCount == 0,
      "SoundFile write: \(interleaved.count) samples is not a whole number of \(channelCount)-channel frames")
    let frames = interleaved.count / channelCount
    guard frames > 0, let base = interleaved.baseAddress else { return }
    let written = quantizer == nil ? Int(sf_writef_float(handle, base, sf_count_t(frames))) : writeIntegers(interleaved)
    if written > 0 { framesWritten += written }
    if let interval = writebackIntervalSamples, written > 0 {
      samplesSinceWriteback += written * channelCount
      if samplesSinceWriteback >= interval {
        // Advisory: an error here shows up again, and is reported, at `fsync`.
        _ = csndfile_start_writeback(descriptor)
        samplesSinceWriteback = 0
      }
    }
    guard written == frames else {
      throw .shortWrite(
        path: reportedPath, expected: frames, written: max(written, 0),
        reason: sndfileMessage(handle))
    }
  }

  /// Quantizes `interleaved` (whole frames) chunk by chunk into the scratch buffer and writes
  /// the integers: `sf_writef_short` for 16 bits, `sf_writef_int` (left-aligned) for 24 bits.
  /// Returns the frames libsndfile accepted (fewer than given only on an error).
  private func writeIntegers(_ interleaved: UnsafeBufferPointer<Float>) -> Int {
    guard let quantizer, let scratch else { return 0 }
    let chunkFrames = Self.scratchSampleCount / channelCount
    var frame = 0
    let frames = interleaved.count / channelCount
    while frame < frames {
      let count = min(chunkFrames, frames - frame)
      let source = UnsafeBufferPointer(rebasing: interleaved[(frame * channelCount)..<((frame + count) * channelCount)])
      let first = (framesWritten + frame) * channelCount
      let accepted: Int
      if quantizer.bitDepth == 16 {
        let integers = scratch.bindMemory(to: Int16.self, capacity: source.count)
        quantizer.quantize(
          source, into: UnsafeMutableBufferPointer(start: integers, count: source.count), firstSampleIndex: first)
        accepted = Int(sf_writef_short(handle, integers, sf_count_t(count)))
      } else {
        let integers = scratch.bindMemory(to: Int32.self, capacity: source.count)
        quantizer.quantizeLeftAligned(
          source, into: UnsafeMutableBufferPointer(start: integers, count: source.count), firstSampleIndex: first)
        accepted = Int(sf_writef_int(handle, integers, sf_count_t(count)))
      }
      if accepted != count { return frame + max(accepted, 0) }
      frame += count
    }
    return frames
  }

  /// Closes libsndfile (which finalises headers and flushes encoders), optionally `fsync`s,
  /// then closes the descriptor. Every step runs even if an earlier one failed; the first
  /// failure is thrown.
  func finish(sync: Bool) throws(SoundFileError) {
    var failure: SoundFileError?
    let rc = sf_close(handle)
    scratch?.deallocate()
    if rc != 0 {
      failure = .closeFailed(
        path: reportedPath, function: "sf_close",
        reason: String(cString: sf_error_number(rc)))
    }
    if sync, fsync(descriptor) != 0, failure == nil {
      failure = .closeFailed(path: reportedPath, function: "fsync", reason: String(cString: strerror(errno)))
    }
    if close(descriptor) != 0, failure == nil {
      failure = .closeFailed(path: reportedPath, function: "close", reason: String(cString: strerror(errno)))
    }
    if let failure { throw failure }
  }

  /// Closes everything and ignores errors (the end-of-lifetime path).
  func discardClose() {
    sf_close(handle)
    scratch?.deallocate()
    close(descriptor)
  }
}
