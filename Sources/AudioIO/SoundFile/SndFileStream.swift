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
    exclusive: Bool
  ) throws(CreateFailure) -> SndFileOutputStream {
    let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (exclusive ? O_EXCL : O_TRUNC)
    let fd = open(path, flags, 0o666)
    guard fd >= 0 else {
      let code = errno
      throw CreateFailure(
        errno: code,
        error: .cannotCreate(path: reportedPath ?? path, function: "open", reason: String(cString: strerror(code))))
    }
    var info = info
    guard let handle = sf_open_fd(fd, Int32(SFM_WRITE), &info, Int32(SF_FALSE)) else {
      let reason = sndfileMessage(nil)
      close(fd)
      if exclusive { unlink(path) }
      throw CreateFailure(
        errno: 0, error: .cannotCreate(path: reportedPath ?? path, function: "sf_open_fd", reason: reason))
    }
    // libsndfile wraps out-of-range floats around when converting to integers unless told to clip.
    if encoding.isIntegerPCM {
      _ = sf_command(handle, Int32(SFC_SET_CLIPPING), nil, Int32(SF_TRUE))
    }
    // A float WAV gets no PEAK chunk: libsndfile would otherwise scan every sample written for
    // each channel's peak (about a sixth of a stereo float render's time), for an optional
    // header chunk that readers do not need.
    if encoding == .float32 {
      _ = sf_command(handle, Int32(SFC_SET_ADD_PEAK_CHUNK), nil, Int32(SF_FALSE))
    }
    return SndFileOutputStream(
      handle: handle, descriptor: fd, path: path, reportedPath: reportedPath ?? path, channelCount: Int(info.channels))
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
    let written = Int(sf_writef_float(handle, base, sf_count_t(frames)))
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

  /// Closes libsndfile (which finalises headers and flushes encoders), optionally `fsync`s,
  /// then closes the descriptor. Every step runs even if an earlier one failed; the first
  /// failure is thrown.
  func finish(sync: Bool) throws(SoundFileError) {
    var failure: SoundFileError?
    let rc = sf_close(handle)
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
    close(descriptor)
  }
}
