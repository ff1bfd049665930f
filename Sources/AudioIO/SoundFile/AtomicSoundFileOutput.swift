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
/// The temporary name is the destination's name (shortened so that the whole stays within 255
/// bytes) with a random token, `.<name>.<token>.partial`, held with an exclusive `flock` while it
/// is written. A crash (`SIGKILL`, power loss) between creation and ``commit()`` can leave one
/// behind; the next output to the same destination removes such files when they are owned by
/// the same user and no longer locked, so they do not pile up.
///
/// Real-time safety: no method is safe on the audio thread (all perform file I/O).
public struct AtomicSoundFileOutput: ~Copyable {
  private var stream: SndFileOutputStream
  /// Cleared by `commit()` and `abandon()` so `deinit` does nothing afterwards. (`discard self`
  /// needs trivially destroyed stored properties; the paths are `String`s.)
  private var isOpen = true
  /// A second descriptor of the temporary file holding its `flock`, closed after the rename.
  private let lockDescriptor: Int32
  /// Where ``commit()`` puts the finished file.
  private let placement: Placement

  /// How the finished temporary file reaches the destination.
  private enum Placement {
    /// Renamed over this path (a regular file or a new one), then given this mode, owner and
    /// group when it replaces a file.
    case rename(to: String, keeping: (mode: mode_t, owner: uid_t, group: gid_t)?)
    /// Copied into this path, opened for writing (a device, a FIFO, a socket).
    case copy(to: String)
    /// Copied into this descriptor (standard output).
    case copyToDescriptor(Int32)
  }

  /// The destination name that streams to standard output instead of a file.
  public static let standardOutput = "-"

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

  /// The initializer with the WAV size limit as a parameter, for tests.
  init(
    replacing path: String, format: AudioFormat, fileFormat: SoundFileFormat,
    encoding: SampleEncoding?, expectedFrameCount: Int?, wavByteLimit: Int, dither: PCMQuantizer.Dither = .none
  ) throws(SoundFileError) {
    let encoding = encoding ?? fileFormat.defaultEncoding
    var info = try SF_INFO.validated(format: format, container: fileFormat, encoding: encoding)
    let bytesPerFrame = format.channelCount * (encoding == .pcm16 ? 2 : encoding == .pcm24 ? 3 : 4)
    let isRF64 =
      fileFormat == .wav && (expectedFrameCount.map { $0 > wavByteLimit / bytesPerFrame } ?? false)
    if isRF64 { info.format = Int32(SF_FORMAT_RF64) | encoding.sndfileSubformat }

    let placement: Placement
    let directory: String
    let name: String
    if path == Self.standardOutput || path == "/dev/stdout" {
      placement = .copyToDescriptor(STDOUT_FILENO)
      (directory, name) = (FileManager.default.temporaryDirectory.path, "standard-output")
    } else {
      guard !path.hasSuffix("/") else {
        throw .cannotCreate(path: path, function: "open", reason: "the name ends with '/', which names a directory")
      }
      let target = Self.followingLinks(path)
      var info = stat()
      if stat(target, &info) == 0 {
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
          throw .cannotCreate(path: path, function: "rename", reason: String(cString: strerror(EISDIR)))
        case S_IFREG:
          placement = .rename(to: target, keeping: (info.st_mode & 0o7777, info.st_uid, info.st_gid))
        default:
          placement = .copy(to: target)
        }
      } else {
        placement = .rename(to: target, keeping: nil)
      }
      if case .copy = placement {
        (directory, name) = (
          FileManager.default.temporaryDirectory.path, URL(fileURLWithPath: target).lastPathComponent
        )
      } else {
        let url = URL(fileURLWithPath: target)
        (directory, name) = (url.deletingLastPathComponent().path, url.lastPathComponent)
      }
    }
    let prefix = "." + Self.shortened(name) + "."
    Self.removeStalePartialFiles(in: directory, prefix: prefix)

    var opened: SndFileOutputStream?
    var lock: Int32 = -1
    for _ in 0..<16 {
      let token = String(UInt64.random(in: .min ... .max), radix: 36)
      let temporary = (directory as NSString).appendingPathComponent(prefix + token + ".partial")
      do {
        let created = try SndFileOutputStream.create(
          path: temporary, reportAs: path, info: info, encoding: encoding, dither: dither, exclusive: true)
        lock = open(temporary, O_RDONLY | O_CLOEXEC)
        if lock >= 0 { flock(lock, LOCK_EX | LOCK_NB) }
        opened = created
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
    self.placement = placement
    lockDescriptor = lock
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
    let temporary = stream.path
    defer {
      if lockDescriptor >= 0 { close(lockDescriptor) }
    }
    do {
      try stream.finish(sync: true)
    } catch {
      unlink(temporary)
      throw error
    }
    switch placement {
    case .rename(let destination, let keeping):
      if let keeping {
        // The replaced file's permissions and, where the user may, its owner and group.
        _ = chown(temporary, keeping.owner, keeping.group)
        _ = chmod(temporary, keeping.mode)
      }
      guard rename(temporary, destination) == 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        throw .renameFailed(from: temporary, to: destination, reason: reason)
      }
    case .copy(let destination):
      let descriptor = open(destination, O_WRONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        let reason = String(cString: strerror(errno))
        unlink(temporary)
        throw .cannotCreate(path: destinationPath, function: "open", reason: reason)
      }
      defer { close(descriptor) }
      try Self.copy(temporary, to: descriptor, reportAs: destinationPath)
    case .copyToDescriptor(let descriptor):
      try Self.copy(temporary, to: descriptor, reportAs: destinationPath)
    }
  }

  /// Copies the finished file at `temporary` into `descriptor`, then removes it.
  private static func copy(_ temporary: String, to descriptor: Int32, reportAs path: String) throws(SoundFileError) {
    defer { unlink(temporary) }
    let source = open(temporary, O_RDONLY | O_CLOEXEC)
    guard source >= 0 else {
      throw .readFailed(path: temporary, function: "open", reason: String(cString: strerror(errno)))
    }
    defer { close(source) }
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    while true {
      let count = read(source, buffer.baseAddress!, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw .readFailed(path: temporary, function: "read", reason: String(cString: strerror(errno)))
      }
      if count == 0 { return }
      var offset = 0
      while offset < count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          throw .closeFailed(path: path, function: "write", reason: String(cString: strerror(errno)))
        }
        offset += written
      }
    }
  }

  /// `path` with every symbolic link on its last component followed (at most 40, as the kernel
  /// allows); a dangling link gives the path it points to, which is then created.
  static func followingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(current, &buffer, buffer.count - 1)
      guard length > 0 else { return current }
      let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current =
        target.hasPrefix("/")
        ? target
        : (URL(fileURLWithPath: current).deletingLastPathComponent().path as NSString).appendingPathComponent(target)
    }
    return current
  }

  /// `name` cut (at a character boundary) so that a temporary name built from it,
  /// `.<name>.<token of up to 13>.partial`, stays within the 255 bytes a file name may have.
  static func shortened(_ name: String) -> String {
    let limit = 255 - 1 - 1 - 13 - ".partial".utf8.count
    guard name.utf8.count > limit else { return name }
    var result = ""
    for character in name {
      guard result.utf8.count + character.utf8.count <= limit else { break }
      result.append(character)
    }
    return result
  }

  /// Removes `prefix…​.partial` files in `directory` that this user owns and no writer holds
  /// (their `flock` is free): what a killed render left behind.
  static func removeStalePartialFiles(in directory: String, prefix: String) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".partial") {
      let path = (directory as NSString).appendingPathComponent(name)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_uid == geteuid() else { continue }
      let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { continue }
      if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { unlink(path) }
      close(descriptor)
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
    if lockDescriptor >= 0 { close(lockDescriptor) }
  }

  deinit {
    guard isOpen else { return }
    stream.discardClose()
    unlink(stream.path)
    if lockDescriptor >= 0 { close(lockDescriptor) }
  }
}
