import CSndFile
import Foundation
import Glibc
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
/// The new file gets the usual permissions for a new file (`0666` less the umask), not those
/// of the file it replaces. If the destination is a symbolic link, the link itself is replaced. A crash (`SIGKILL`, power loss) between creation and ``commit()``
/// can leave a `.partial` file behind; the destination is still intact.
///
/// Real-time safety: no method is safe on the audio thread (all perform file I/O).
public struct AtomicSoundFileOutput: ~Copyable {
  private var stream: SndFileOutputStream
  /// Cleared by `commit()` and `abandon()` so `deinit` does nothing afterwards. (`discard self`
  /// needs trivially destroyed stored properties; the paths are `String`s.)
  private var isOpen = true

  /// The path that ``commit()`` replaces.
  public let destinationPath: String
  /// The hidden file being written, in the same directory as ``destinationPath``.
  public var temporaryPath: String { stream.path }
  /// The sample rate and channel count of the file.
  public let format: AudioFormat
  /// The container being written.
  public let fileFormat: SoundFileFormat
  /// How samples are stored.
  public let encoding: SampleEncoding
  /// Frames accepted by libsndfile so far.
  public var framesWritten: Int { stream.framesWritten }

  /// Starts writing a file that will replace `path` on ``commit()``.
  ///
  /// - Parameters:
  ///   - path: The destination. Its directory must exist and be writable; the file itself
  ///     need not exist. It must not be a directory.
  ///   - format: Sample rate 8 000...192 000 Hz, a whole number; 1 or 2 channels.
  ///   - fileFormat: The container.
  ///   - encoding: How samples are stored; `nil` picks ``SoundFileFormat/defaultEncoding``.
  /// - Throws: ``SoundFileError/unsupportedFormat(reason:)`` before touching the disk, or
  ///   ``SoundFileError/cannotCreate(path:function:reason:)`` when the temporary file cannot
  ///   be created (missing directory, permission denied, read-only file system) or `path`
  ///   is a directory. The error's `path` is the destination.
  ///
  /// The corresponding C functions are `sf_format_check`, `open` (`O_CREAT | O_EXCL`) and `sf_open_fd`.
  public init(
    replacing path: String, format: AudioFormat, fileFormat: SoundFileFormat,
    encoding: SampleEncoding? = nil
  ) throws(SoundFileError) {
    let encoding = encoding ?? fileFormat.defaultEncoding
    let info = try SF_INFO.validated(format: format, container: fileFormat, encoding: encoding)

    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw .cannotCreate(path: path, function: "rename", reason: String(cString: strerror(EISDIR)))
    }

    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let name = url.lastPathComponent
    var opened: SndFileOutputStream?
    for _ in 0..<16 {
      let token = String(UInt64.random(in: .min ... .max), radix: 36)
      let temporary = (directory as NSString).appendingPathComponent(".\(name).\(token).partial")
      do {
        opened = try SndFileOutputStream.create(
          path: temporary, reportAs: path, info: info, encoding: encoding, exclusive: true)
        break
      } catch  where error.errno == EEXIST {
        continue  // another writer picked the same name; draw again
      } catch {
        throw error.error
      }
    }
    guard let opened else {
      throw .cannotCreate(path: path, function: "open", reason: String(cString: strerror(EEXIST)))
    }
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
  /// An empty buffer is a no-op. Integer encodings clip samples outside `-1...1`.
  ///
  /// - Throws: ``SoundFileError/shortWrite(path:expected:written:reason:)`` (naming the
  ///   destination) when libsndfile accepts fewer frames than given (disk full, file size
  ///   limit). The output is then unusable: drop it or call ``abandon()`` rather than committing.
  ///
  /// Real-time safety: unsafe (file I/O). The corresponding C function is `sf_writef_float`.
  public mutating func write(_ interleaved: UnsafeBufferPointer<Float>) throws(SoundFileError) {
    try stream.write(interleaved)
  }

  /// Writes interleaved frames from an array. See ``write(_:)-(UnsafeBufferPointer<Float>)``.
  public mutating func write(_ interleaved: [Float]) throws(SoundFileError) {
    try interleaved.withUnsafeBufferPointer { (buffer) throws(SoundFileError) in
      try stream.write(buffer)
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
    let destination = destinationPath
    do {
      try stream.finish(sync: true)
    } catch {
      unlink(stream.path)
      throw error
    }
    guard rename(stream.path, destination) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(stream.path)
      throw .renameFailed(from: stream.path, to: destination, reason: reason)
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
    unlink(stream.path)
  }

  deinit {
    guard isOpen else { return }
    stream.discardClose()
    unlink(stream.path)
  }
}
