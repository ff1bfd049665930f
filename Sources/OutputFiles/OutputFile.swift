import Foundation
import Glibc

/// A file that appears at its destination complete or not at all: the one way `audiograph`
/// writes every output (sound files, MIDI files, HTML pages, timing JSON).
///
/// The bytes go to a temporary file, which ``commit()`` flushes to disk and moves to the
/// destination. If anything fails, or the value is dropped without ``commit()``, the temporary
/// file is removed and the destination is as it was.
///
///     let file = try OutputFile(replacing: "page.html")
///     try file.write("<!doctype html>…")
///     try file.commit()   // page.html now complete
///
/// What the destination is decides how it is written:
/// - a regular file, or nothing yet: the temporary file is made in the same directory and
///   renamed over the destination in one step. A replaced file keeps its permission bits (a
///   `0600` file stays `0600`) and, where the user may, its owner and group; a new file gets
///   `0666` less the umask.
/// - a symbolic link: followed (as `cp` and shells do), at most 40 links; its final target is
///   written as above and the link stays a link. A dangling link creates its target. A loop of
///   links (or a chain of more than 40) is refused (``OutputFileError/Category/cannotCreate``,
///   "Too many levels of symbolic links"), as the kernel refuses it.
/// - a device, a FIFO or a socket (`/dev/null`, a named pipe, a terminal), or
///   ``standardOutput`` (`-`, `/dev/stdout`): never replaced. The temporary file is made in the
///   temporary directory (`TMPDIR`) and copied into the destination at ``commit()``, so a pipe
///   receives complete bytes or none.
/// - a directory, or a name ending in `/`: refused (``OutputFileError/Category/cannotCreate``)
///   before anything is written.
///
/// The temporary file is named `.<name>.<token>.partial`: the destination's name, shortened at
/// a character boundary so the whole stays within 255 bytes (the user's name is never
/// shortened), and a random token of up to 13 characters. It is held with an exclusive `flock`
/// while it exists. A process killed between creation and ``commit()`` (`SIGKILL`, power loss,
/// a second Ctrl-C) can leave one behind; the next output to the same destination removes such
/// files when this user owns them and no process holds their lock.
///
/// Not thread-safe: one thread writes a file. Real-time safety: unsafe (file I/O).
public final class OutputFile {
  /// The destination name that means standard output.
  public static let standardOutput = "-"

  /// How the finished temporary file reaches the destination.
  public enum Placement: Hashable, Sendable {
    /// Renamed over `target` (a regular file or a new one; `target` has its links followed),
    /// keeping `mode`, `owner` and `group` when it replaces a file.
    case replace(target: String, keeping: Kept?)
    /// Copied into `target`, opened for writing: a device, a FIFO or a socket.
    case writeInto(target: String)
    /// Copied into standard output.
    case standardOutput
    /// Kept in the temporary directory and read back by ``takeBytes()`` (scratch space, such
    /// as the sound that `html` embeds in its page).
    case scratch

    /// What a replaced file passes on to its successor.
    public struct Kept: Hashable, Sendable {
      public var mode: UInt32
      public var owner: UInt32
      public var group: UInt32
    }
  }

  /// The destination as the caller named it (used in every error message).
  public let destinationPath: String
  /// How ``commit()`` places the file.
  public let placement: Placement
  /// The temporary file being written.
  public let temporaryPath: String
  /// The temporary file's descriptor (read and write), holding its `flock`; `-1` once the file
  /// is committed or abandoned. A writer that needs a descriptor of its own (libsndfile) takes a
  /// `dup` of it and closes that before ``commit()``.
  public private(set) var descriptor: Int32
  /// Text not yet written to the descriptor (``write(_:)-(String)`` collects 64 KiB at a time).
  private var pending: [UInt8] = []

  /// Starts a file that ``commit()`` puts at `path`.
  ///
  /// - Parameter path: The destination, ``standardOutput`` (`-`) or `/dev/stdout`. Its
  ///   directory must exist and be writable.
  /// - Throws: ``OutputFileError`` (``OutputFileError/Category/cannotCreate``) when `path` is a
  ///   directory or ends in `/`, or the temporary file cannot be created (a missing directory,
  ///   no permission, a read-only file system).
  ///
  /// The corresponding C functions are `lstat`, `readlink`, `stat`, `open` (`O_CREAT | O_EXCL`)
  /// and `flock`.
  public init(replacing path: String) throws(OutputFileError) {
    destinationPath = path
    let placement = try Self.placement(for: path)
    self.placement = placement
    let directory: String
    let name: String
    switch placement {
    case .replace(let target, _):
      let url = URL(fileURLWithPath: target)
      (directory, name) = (url.deletingLastPathComponent().path, url.lastPathComponent)
    case .writeInto(let target):
      (directory, name) = (Self.temporaryDirectory, URL(fileURLWithPath: target).lastPathComponent)
    case .standardOutput, .scratch:
      (directory, name) = (Self.temporaryDirectory, "standard-output")
    }
    (temporaryPath, descriptor) = try Self.createTemporary(in: directory, name: name, reportAs: path)
  }

  /// Starts a scratch file in the temporary directory, `.<name>.<token>.partial`, read back with
  /// ``takeBytes()`` and removed. Leftovers of a killed process are removed as for any output.
  ///
  /// - Throws: ``OutputFileError`` when the temporary directory is not writable.
  public init(scratchNamed name: String) throws(OutputFileError) {
    destinationPath = name
    placement = .scratch
    (temporaryPath, descriptor) = try Self.createTemporary(in: Self.temporaryDirectory, name: name, reportAs: name)
  }

  /// Writes `bytes` to `path` as a whole: ``init(replacing:)``, one write, ``commit()``.
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    let file = try OutputFile(replacing: path)
    try file.write(bytes)
    try file.commit()
  }

  /// Appends `text` as UTF-8 (collected and written 64 KiB at a time).
  ///
  /// - Throws: ``OutputFileError`` (``OutputFileError/Category/io``): the file is then
  ///   abandoned.
  public func write(_ text: String) throws(OutputFileError) {
    pending.append(contentsOf: text.utf8)
    if pending.count >= 1 << 16 { try flushPending() }
  }

  /// Appends `bytes`.
  ///
  /// - Throws: ``OutputFileError`` (``OutputFileError/Category/io``): the file is then
  ///   abandoned.
  public func write(_ bytes: [UInt8]) throws(OutputFileError) {
    try flushPending()
    try writeAll(bytes)
  }

  private func flushPending() throws(OutputFileError) {
    guard !pending.isEmpty else { return }
    defer { pending.removeAll(keepingCapacity: true) }
    try writeAll(pending)
  }

  private func writeAll(_ bytes: [UInt8]) throws(OutputFileError) {
    guard descriptor >= 0 else { throw failure(.io, "write", "the file was abandoned") }
    let descriptor = self.descriptor
    if let code = bytes.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }) {
      abandon()
      throw failure(.io, "write", String(cString: strerror(code)))
    }
  }

  /// Flushes the file to disk and places it at the destination (see ``Placement``).
  ///
  /// On success the destination holds the complete new bytes. On failure the temporary file is
  /// removed and the destination is unchanged (a device or a pipe may have received part of the
  /// bytes only when copying into it failed part-way).
  ///
  /// - Throws: ``OutputFileError`` (``OutputFileError/Category/io``; `.cannotCreate` when a
  ///   device cannot be opened).
  ///
  /// The corresponding C functions are `write`, `fsync`, `fchmod`, `fchown`, `rename`, `open`
  /// and `pread`.
  public func commit() throws(OutputFileError) {
    try flushPending()
    guard descriptor >= 0 else { throw failure(.io, "commit", "the file was abandoned") }
    defer { abandon() }
    switch placement {
    case .replace(let target, let kept):
      guard fsync(descriptor) == 0 else { throw failure(.io, "fsync", String(cString: strerror(errno))) }
      if let kept {
        // The replaced file's permissions and, where the user may, its owner and group.
        _ = fchown(descriptor, kept.owner, kept.group)
        _ = fchmod(descriptor, kept.mode)
      }
      guard rename(temporaryPath, target) == 0 else {
        throw failure(.io, "rename", String(cString: strerror(errno)))
      }
      // Renamed: the temporary name no longer exists; abandon() only closes the descriptor.
      renamed = true
    case .writeInto(let target):
      let output = open(target, O_WRONLY | O_CLOEXEC)
      guard output >= 0 else { throw failure(.cannotCreate, "open", String(cString: strerror(errno))) }
      defer { close(output) }
      try copy(to: output)
    case .standardOutput:
      try copy(to: STDOUT_FILENO)
    case .scratch:
      throw failure(.io, "commit", "a scratch file is read with takeBytes()")
    }
  }

  /// The scratch file's bytes; the file is removed.
  ///
  /// - Throws: ``OutputFileError`` (``OutputFileError/Category/io``) when reading fails.
  public func takeBytes() throws(OutputFileError) -> [UInt8] {
    try flushPending()
    guard descriptor >= 0 else { throw failure(.io, "read", "the file was abandoned") }
    defer { abandon() }
    let size = lseek(descriptor, 0, SEEK_END)
    guard size >= 0 else { throw failure(.io, "lseek", String(cString: strerror(errno))) }
    var bytes = [UInt8](repeating: 0, count: Int(size))
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + offset, $0.count - offset, off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        throw failure(.io, "pread", count == 0 ? "the file is shorter than it was" : String(cString: strerror(errno)))
      }
      offset += count
    }
    return bytes
  }

  private var renamed = false

  /// Closes and removes the temporary file, leaving the destination unchanged. Dropping the
  /// value does the same; calling it again does nothing.
  public func abandon() {
    guard descriptor >= 0 else { return }
    if !renamed { unlink(temporaryPath) }
    close(descriptor)  // releases the lock after the name is gone
    descriptor = -1
  }

  deinit { abandon() }

  private func failure(_ category: OutputFileError.Category, _ function: String, _ reason: String) -> OutputFileError {
    OutputFileError(path: destinationPath, category: category, function: function, reason: reason)
  }

  /// Copies the whole temporary file into `output`.
  private func copy(to output: Int32) throws(OutputFileError) {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 16)
    defer { buffer.deallocate() }
    var offset: off_t = 0
    while true {
      let count = pread(descriptor, buffer.baseAddress!, buffer.count, offset)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failure(.io, "pread", String(cString: strerror(errno))) }
      if count == 0 { return }
      if let code = Self.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: output) {
        throw failure(.io, "write", String(cString: strerror(code)))
      }
      offset += off_t(count)
    }
  }

  // MARK: Destinations

  /// Where temporary files for devices, pipes, standard output and scratch space go: `TMPDIR`
  /// or `/tmp`.
  public static var temporaryDirectory: String {
    let path = FileManager.default.temporaryDirectory.path
    return path.isEmpty ? "/tmp" : path
  }

  /// How a file for `path` would be placed; see the type's discussion.
  ///
  /// - Throws: ``OutputFileError`` (`.cannotCreate`) for a directory, a name ending in `/` or a
  ///   loop of symbolic links.
  public static func placement(for path: String) throws(OutputFileError) -> Placement {
    if path == standardOutput || path == "/dev/stdout" { return .standardOutput }
    guard !path.hasSuffix("/") else {
      throw OutputFileError(
        path: path, category: .cannotCreate, function: "open",
        reason: "the name ends with '/', which names a directory")
    }
    let target = followingLinks(path)
    var info = stat()
    // Still a link after 40: a loop (or a chain too long), which the kernel refuses too;
    // replacing one of its links would change what other names point to.
    if lstat(target, &info) == 0, info.st_mode & S_IFMT == S_IFLNK, stat(target, &info) != 0 {
      throw OutputFileError(
        path: path, category: .cannotCreate, function: "stat", reason: String(cString: strerror(ELOOP)))
    }
    guard stat(target, &info) == 0 else { return .replace(target: target, keeping: nil) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      throw OutputFileError(
        path: path, category: .cannotCreate, function: "open", reason: String(cString: strerror(EISDIR)))
    case S_IFREG:
      return .replace(
        target: target, keeping: Placement.Kept(mode: info.st_mode & 0o7777, owner: info.st_uid, group: info.st_gid))
    default:
      return .writeInto(target: target)
    }
  }

  /// `path` with every symbolic link on its last component followed (at most 40, as the kernel
  /// allows); a dangling link gives the path it points to, which is then created.
  public static func followingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      var info = stat()
      guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
      // The link's text, read into a buffer on the stack (no array to allocate and fill per link).
      let read = withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(PATH_MAX) + 1) { buffer in
        let length = readlink(current, buffer.baseAddress!, buffer.count - 1)
        return length > 0
          ? String(decoding: UnsafeRawBufferPointer(start: buffer.baseAddress, count: length), as: UTF8.self) : nil
      }
      guard let target = read else { return current }
      current = target.hasPrefix("/") ? target : directory(of: current) + target
    }
    return current
  }

  /// The directory part of `path` with its final `/` ("a/b/" for "a/b/c", "/" for "/c"), or "" for a
  /// name without a directory, so that a relative link's text appended to it names what the link
  /// names (the kernel reads a relative link from the directory that holds it).
  static func directory(of path: String) -> String {
    guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
    return String(path[...slash])
  }

  // MARK: Temporary files

  /// The longest token: `UInt64.max` in base 36.
  static let tokenLength = 13

  /// `name` cut (at a character boundary) so that a temporary name built from it,
  /// `.<name>.<token of up to 13>.partial`, stays within the 255 bytes a file name may have.
  public static func shortened(_ name: String) -> String {
    let limit = 255 - 1 - 1 - tokenLength - ".partial".utf8.count
    guard name.utf8.count > limit else { return name }
    var result = ""
    for character in name {
      guard result.utf8.count + character.utf8.count <= limit else { break }
      result.append(character)
    }
    return result
  }

  /// Creates and locks `.<name>.<token>.partial` in `directory`, first removing leftovers of
  /// killed writers of the same name.
  static func createTemporary(
    in directory: String, name: String, reportAs path: String
  ) throws(OutputFileError) -> (path: String, descriptor: Int32) {
    let prefix = "." + shortened(name) + "."
    removeStaleTemporaryFiles(in: directory, prefix: prefix)
    for _ in 0..<16 {
      let token = String(UInt64.random(in: .min ... .max), radix: 36)
      let temporary = (directory as NSString).appendingPathComponent(prefix + token + ".partial")
      let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if descriptor >= 0 {
        flock(descriptor, LOCK_EX | LOCK_NB)
        return (temporary, descriptor)
      }
      guard errno == EEXIST else {
        throw OutputFileError(
          path: path, category: .cannotCreate, function: "open", reason: String(cString: strerror(errno)))
      }
    }
    throw OutputFileError(
      path: path, category: .cannotCreate, function: "open", reason: String(cString: strerror(EEXIST)))
  }

  /// Removes `prefix…​.partial` files in `directory` that this user owns and no writer holds
  /// (their `flock` is free): what a killed writer left behind.
  public static func removeStaleTemporaryFiles(in directory: String, prefix: String) {
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

  /// Writes every byte to `descriptor`, retrying after interruptions and short writes; the
  /// `errno` of a failure, or `nil`.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < buffer.count {
      let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }
}
