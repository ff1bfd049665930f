import Foundation
import Glibc

/// Which file a path names, by device and inode rather than by spelling: `b.json`,
/// `./b.json`, a symbolic link to it and a hard link of it are the same file.
public struct FileIdentity: Hashable, Sendable {
  /// The device and inode of an existing file; for a file not yet created, those of the
  /// directory it would be created in, with its name.
  public var device: UInt64
  public var inode: UInt64
  /// `nil` for an existing file; the name to be created otherwise.
  public var newName: String?
  /// Whether the existing file is a regular file (replaced by an output, so an input there
  /// would be lost). `false` for a device, a pipe or a file not yet created.
  public var isRegularFile: Bool
  /// Whether the existing file is a character device (`/dev/null`, a terminal): two outputs
  /// may both write there.
  public var isCharacterDevice: Bool

  /// The identity of `path` for an output: ``OutputFile/standardOutput`` (`-`) is standard
  /// output's descriptor; links are followed. `nil` when neither the file nor its directory
  /// exists (creating it fails anyway).
  public init?(output path: String) {
    self.init(path: path, standardDescriptor: STDOUT_FILENO)
  }

  /// The identity of `path` for an input: `-` is standard input's descriptor.
  public init?(input path: String) {
    self.init(path: path, standardDescriptor: STDIN_FILENO)
  }

  private init?(path: String, standardDescriptor: Int32) {
    var info = stat()
    if path == OutputFile.standardOutput {
      guard fstat(standardDescriptor, &info) == 0 else { return nil }
      self.init(info)
      return
    }
    if stat(path, &info) == 0 {
      self.init(info)
      return
    }
    // Not there yet: the directory it would be created in, and its name.
    let target = OutputFile.followingLinks(path)
    let url = URL(fileURLWithPath: target)
    guard stat(url.deletingLastPathComponent().path, &info) == 0 else { return nil }
    self.init(info)
    newName = url.lastPathComponent
    isRegularFile = false
    isCharacterDevice = false
  }

  private init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    newName = nil
    isRegularFile = info.st_mode & S_IFMT == S_IFREG
    isCharacterDevice = info.st_mode & S_IFMT == S_IFCHR
  }
}

/// The refusals every command applies before it writes: an output that is one of its inputs,
/// and two outputs that are the same file.
public enum OutputCollisions {
  /// An output as a command names it: the option that gave it (`-o`, `--timing-json`) and
  /// its path.
  public struct Output: Hashable, Sendable {
    public var option: String
    public var path: String
    public init(option: String, path: String) {
      self.option = option
      self.path = path
    }
  }

  /// One line saying why writing `outputs` would lose data, or `nil` when it would not:
  /// - an output that is an input file (an existing regular file: a device or a pipe read and
  ///   written is not lost), "'b.json' (--timing-json) is the input 'b.json'; refusing to write
  ///   over an input.";
  /// - two outputs that are the same file (an existing one or one to be created; a character
  ///   device such as `/dev/null` may take both), "'s.wav' (-o) and 's.wav' (--timing-json) are
  ///   the same file; refusing to write one over the other.".
  ///
  /// Files are compared by device and inode (``FileIdentity``), so links and other spellings
  /// of a name are caught.
  public static func problem(outputs: [Output], inputs: [String]) -> String? {
    let inputIdentities = inputs.map { ($0, FileIdentity(input: $0)) }
    var seen: [FileIdentity: Output] = [:]
    for output in outputs {
      guard let identity = FileIdentity(output: output.path) else { continue }
      if identity.isRegularFile, let input = inputIdentities.first(where: { $0.1 == identity }) {
        return "'\(output.path)' (\(output.option)) is the input '\(input.0)'; refusing to write over an input."
      }
      if !identity.isCharacterDevice, let other = seen[identity] {
        return
          "'\(other.path)' (\(other.option)) and '\(output.path)' (\(output.option)) are the same file; refusing to write one over the other."
      }
      seen[identity] = output
    }
    return nil
  }
}
