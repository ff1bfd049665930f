import Foundation
import Glibc

/// Why a text file could not be written. The destination is untouched in every case.
public struct TextFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Category: Hashable, Sendable {
    /// The file could not be created: a missing directory, no permission, a directory in the way.
    case cannotCreate
    /// Writing, flushing or renaming failed (a full disk, an I/O error).
    case io
  }

  /// The destination's path.
  public var path: String
  public var category: Category
  /// The system's reason, such as "No such file or directory".
  public var reason: String

  public init(path: String, category: Category, reason: String) {
    self.path = path
    self.category = category
    self.reason = reason
  }

  /// "cannot create 'out/page.html': No such file or directory".
  public var description: String {
    switch category {
    case .cannotCreate: "cannot create '\(path)': \(reason)"
    case .io: "cannot write '\(path)': \(reason)"
    }
  }
}

/// A text file that appears at its destination complete or not at all, as `audiograph render`
/// writes sound files: the text goes to a new hidden file in the destination's directory
/// (`.<name>.<random>.partial`), which ``commit()`` flushes to disk and renames over the
/// destination in one step. If anything fails, or the file is dropped without ``commit()``, the
/// temporary file is removed and any earlier file at the destination is untouched.
///
/// The new file gets the usual permissions of a new file (`0666` less the umask).
final class AtomicTextFile {
  let destinationPath: String
  let temporaryPath: String
  private var descriptor: Int32

  /// Starts a file that will replace `path`.
  /// - Throws: ``TextFileError`` (`.cannotCreate`) when `path` is a directory or the temporary
  ///   file cannot be created.
  init(replacing path: String) throws(TextFileError) {
    destinationPath = path
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      throw TextFileError(path: path, category: .cannotCreate, reason: "it is a directory")
    }
    let url = URL(fileURLWithPath: path)
    let directory = url.deletingLastPathComponent().path
    let random = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    temporaryPath = (directory as NSString).appendingPathComponent(".\(url.lastPathComponent).\(random).partial")
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw TextFileError(path: path, category: .cannotCreate, reason: String(cString: strerror(errno)))
    }
  }

  /// Appends `text` as UTF-8.
  func write(_ text: String) throws(TextFileError) {
    var text = text
    let failure: Int32? = text.withUTF8 { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure {
      abandon()
      throw TextFileError(path: destinationPath, category: .io, reason: String(cString: strerror(failure)))
    }
  }

  /// Flushes the file to disk and renames it over the destination.
  func commit() throws(TextFileError) {
    guard descriptor >= 0 else {
      throw TextFileError(path: destinationPath, category: .io, reason: "the file was abandoned")
    }
    if fsync(descriptor) != 0 {
      let reason = String(cString: strerror(errno))
      abandon()
      throw TextFileError(path: destinationPath, category: .io, reason: reason)
    }
    close(descriptor)
    descriptor = -1
    if rename(temporaryPath, destinationPath) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw TextFileError(path: destinationPath, category: .io, reason: reason)
    }
  }

  /// Removes the temporary file; the destination stays as it was.
  func abandon() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
  }

  deinit { abandon() }
}
