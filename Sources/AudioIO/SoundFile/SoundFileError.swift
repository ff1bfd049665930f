/// An error from reading or writing a sound file.
///
/// Every ``description`` is one line that names the C function that failed and carries the
/// message from libsndfile (`sf_strerror`) or the C library (`strerror`).
///
/// A command-line tool maps ``category`` onto exit codes, for example with `<sysexits.h>`:
/// ``Category/unsupportedFormat`` → 64 (`EX_USAGE`), ``Category/cannotOpen`` → 66
/// (`EX_NOINPUT`), ``Category/cannotCreate`` → 73 (`EX_CANTCREAT`), ``Category/io`` → 74
/// (`EX_IOERR`).
public enum SoundFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The requested container, encoding, sample rate or channel count was rejected before any
  /// file was touched, by this package's rules or by `sf_format_check`.
  case unsupportedFormat(reason: String)

  /// The output file could not be created: the directory is missing, permission is denied,
  /// the file system is read-only or full, or the path names a directory.
  /// Nothing was written. `function` is the C function that failed (`open` or `sf_open_fd`).
  case cannotCreate(path: String, function: String, reason: String)

  /// An input file could not be opened or was not recognised. The C function is `sf_open`.
  case cannotOpen(path: String, reason: String)

  /// libsndfile accepted fewer frames than given (disk full, file size limit, encoder failure).
  /// The C function is `sf_writef_float`.
  case shortWrite(path: String, expected: Int, written: Int, reason: String)

  /// Reading samples failed part-way. The C function is `sf_readf_float` (or `sf_seek`).
  case readFailed(path: String, function: String, reason: String)

  /// Finishing the file failed: `sf_close`, `fsync` or `close` reported an error, so the file
  /// may be incomplete.
  case closeFailed(path: String, function: String, reason: String)

  /// Moving the finished temporary file over the destination failed. The C function is `rename`.
  /// The temporary file has been removed and the destination is unchanged.
  case renameFailed(from: String, to: String, reason: String)

  /// A coarse classification for mapping errors to exit codes or user messages.
  public enum Category: Hashable, Sendable {
    /// The request itself is invalid; retrying will not help.
    case unsupportedFormat
    /// An input file is missing, unreadable or not a sound file.
    case cannotOpen
    /// The output file could not be created; nothing was written.
    case cannotCreate
    /// Reading or writing failed after the file was open.
    case io
  }

  /// The coarse classification of this error.
  public var category: Category {
    switch self {
    case .unsupportedFormat: .unsupportedFormat
    case .cannotOpen: .cannotOpen
    case .cannotCreate: .cannotCreate
    case .shortWrite, .readFailed, .closeFailed, .renameFailed: .io
    }
  }

  public var description: String {
    switch self {
    case .unsupportedFormat(let reason):
      "unsupported sound file format: \(reason)"
    case .cannotCreate(let path, let function, let reason):
      "cannot create '\(path)': \(function) failed: \(reason)"
    case .cannotOpen(let path, let reason):
      "cannot open '\(path)': sf_open failed: \(reason)"
    case .shortWrite(let path, let expected, let written, let reason):
      "cannot write '\(path)': sf_writef_float wrote \(written) of \(expected) frames: \(reason)"
    case .readFailed(let path, let function, let reason):
      "cannot read '\(path)': \(function) failed: \(reason)"
    case .closeFailed(let path, let function, let reason):
      "cannot finish '\(path)': \(function) failed: \(reason)"
    case .renameFailed(let from, let to, let reason):
      "cannot move '\(from)' to '\(to)': rename failed: \(reason)"
    }
  }
}
