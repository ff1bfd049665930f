import Foundation
import Glibc

/// Bytes written to a file that appears complete or not at all, by the rules of
/// ``AtomicSoundFileOutput`` (for files whose bytes are all in memory, such as a MIDI file).
///
/// What the destination is decides how it is written:
/// - a regular file, or nothing yet: the bytes go to a new hidden file in the same directory,
///   `.<name>.<token>.partial` (held with an exclusive `flock` while written), which is flushed
///   to disk and renamed over the destination in one step. A replaced file keeps its permission
///   bits and, where allowed, its owner and group; a new file gets `0666` less the umask. Stale
///   `.partial` files of the same name left by a killed writer of the same user are removed.
/// - a symbolic link: followed; its final target is written as above and the link stays.
/// - a device, a FIFO or a socket (`/dev/null`, a named pipe), or
///   ``AtomicSoundFileOutput/standardOutput`` (`-`): written into directly, never replaced
///   (the bytes are complete before the first one is written).
/// - a directory, or a name ending in `/`: refused.
///
/// If anything fails the temporary file is removed and any earlier file at the destination is
/// untouched.
///
/// Real-time safety: unsafe (file I/O).
public enum AtomicFile {
  /// Writes `bytes` to `path` as described above.
  ///
  /// - Throws: ``SoundFileError/cannotCreate(path:function:reason:)`` (the file or its
  ///   temporary file cannot be created: a missing directory, no permission, a directory in the
  ///   way), ``SoundFileError/closeFailed(path:function:reason:)`` (`write` or `fsync` failed:
  ///   a full disk, an I/O error) or ``SoundFileError/renameFailed(from:to:reason:)``.
  ///
  /// The corresponding C functions are `open` (`O_CREAT | O_EXCL`), `flock`, `write`, `fsync`
  /// and `rename`.
  public static func write(_ bytes: [UInt8], to path: String) throws(SoundFileError) {
    if path == AtomicSoundFileOutput.standardOutput || path == "/dev/stdout" {
      try writeAll(bytes, to: STDOUT_FILENO, reportAs: path)
      return
    }
    guard !path.hasSuffix("/") else {
      throw .cannotCreate(path: path, function: "open", reason: "the name ends with '/', which names a directory")
    }
    let target = AtomicSoundFileOutput.followingLinks(path)
    var info = stat()
    var keeping: (mode: mode_t, owner: uid_t, group: gid_t)?
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        throw .cannotCreate(path: path, function: "rename", reason: String(cString: strerror(EISDIR)))
      case S_IFREG:
        keeping = (info.st_mode & 0o7777, info.st_uid, info.st_gid)
      default:
        // A device, FIFO or socket: written into, never replaced.
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
          throw .cannotCreate(path: path, function: "open", reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, reportAs: path)
        return
      }
    }
    let url = URL(fileURLWithPath: target)
    let directory = url.deletingLastPathComponent().path
    let prefix = "." + AtomicSoundFileOutput.shortened(url.lastPathComponent) + "."
    AtomicSoundFileOutput.removeStalePartialFiles(in: directory, prefix: prefix)

    var descriptor: Int32 = -1
    var temporary = ""
    for _ in 0..<16 {
      let token = String(UInt64.random(in: .min ... .max), radix: 36)
      temporary = (directory as NSString).appendingPathComponent(prefix + token + ".partial")
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else {
      throw .cannotCreate(path: path, function: "open", reason: String(cString: strerror(errno)))
    }
    flock(descriptor, LOCK_EX | LOCK_NB)
    do throws(SoundFileError) {
      try writeAll(bytes, to: descriptor, reportAs: path)
      guard fsync(descriptor) == 0 else {
        throw SoundFileError.closeFailed(path: path, function: "fsync", reason: String(cString: strerror(errno)))
      }
      if let keeping {
        // The replaced file's permissions and, where the user may, its owner and group.
        _ = fchown(descriptor, keeping.owner, keeping.group)
        _ = fchmod(descriptor, keeping.mode)
      }
      guard rename(temporary, target) == 0 else {
        throw SoundFileError.renameFailed(from: temporary, to: target, reason: String(cString: strerror(errno)))
      }
    } catch {
      close(descriptor)
      unlink(temporary)
      throw error
    }
    close(descriptor)
  }

  /// Writes every byte to `descriptor`, retrying after interruptions and short writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32, reportAs path: String) throws(SoundFileError) {
    let failure: Int32? = bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure {
      throw .closeFailed(path: path, function: "write", reason: String(cString: strerror(failure)))
    }
  }
}
