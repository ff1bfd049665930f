/// Why an output file could not be written. In every case the destination is as it was: an
/// earlier file is untouched, a device or a pipe received nothing, and no temporary file is left.
///
/// Every ``description`` is one line naming the destination, the C function that failed and the
/// system's reason. A command-line tool maps ``category`` onto exit codes, for example with
/// `<sysexits.h>`: ``Category/cannotCreate`` → 73 (`EX_CANTCREAT`), ``Category/io`` → 74
/// (`EX_IOERR`).
public struct OutputFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Category: Hashable, Sendable {
    /// The file could not be created: a missing directory, no permission, a read-only file
    /// system, a directory in the way, or a name ending in `/`. Nothing was written.
    case cannotCreate
    /// Writing, flushing, copying or renaming failed after the temporary file was made (a full
    /// disk, a file size limit, an I/O error).
    case io
  }

  /// The destination as the caller named it.
  public var path: String
  public var category: Category
  /// The C function that failed: `open`, `write`, `fsync`, `rename`, or a short description.
  public var function: String
  /// The system's reason, such as "No such file or directory".
  public var reason: String

  public init(path: String, category: Category, function: String, reason: String) {
    self.path = path
    self.category = category
    self.function = function
    self.reason = reason
  }

  /// "cannot create 'out/page.html': open failed: No such file or directory", or "cannot write
  /// 'page.html': write failed: No space left on device".
  public var description: String {
    switch category {
    case .cannotCreate: "cannot create '\(path)': \(function) failed: \(reason)"
    case .io: "cannot write '\(path)': \(function) failed: \(reason)"
    }
  }
}
