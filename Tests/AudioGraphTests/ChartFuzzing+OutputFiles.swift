import Foundation
import Glibc
import OutputFiles

/// The fuzz target for the one way every output is written (``OutputFile``) and the refusals
/// before it (``OutputCollisions``): each input is a short program of file operations in a
/// private scratch directory (regular files with modes, symbolic links (dangling, chained,
/// looping), hard links, directories, named pipes, a character device like `/dev/null` when the
/// process may make one), interleaved with outputs written, abandoned or refused.
///
/// What must hold after every step (any other outcome traps):
/// - a committed output reads back as the bytes written, through the name it was given; a
///   replaced regular file keeps its permission bits; a symbolic link stays a link; a device or a
///   pipe stays one;
/// - an output that fails, or is abandoned, leaves every file as it was;
/// - no temporary file (`*.partial`) is left behind, in the directory or in `TMPDIR`;
/// - ``OutputCollisions/problem(outputs:inputs:)`` refuses exactly when an output is an
///   existing regular input file or two outputs are the same file, by device and inode.
///
/// The directory is on `/dev/shm` when there is one (a RAM file system, where `fsync` costs
/// nothing), so the target runs at thousands of inputs per second. A named pipe is never
/// written (opening it would wait for a reader): its placement is checked, and an output to it
/// is abandoned.
extension ChartFuzzing {
  /// The scratch directory of this process, made once; `TMPDIR` points into it, so the
  /// temporary files of devices and pipes stay inside too.
  static let outputScratch: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    let root = "\(base)/audiograph-fuzz-\(getpid())"
    mkdir(root, 0o700)
    mkdir(root + "/tmp", 0o700)
    setenv("TMPDIR", root + "/tmp", 1)
    return root
  }()

  /// Whether this process may make a character device (root, as in CI's containers).
  static let canMakeDevices: Bool = geteuid() == 0

  /// The device number of `/dev/null` (major 1, minor 3, as glibc's `makedev` encodes it).
  static let nullDevice: dev_t = (1 << 8) | 3

  /// The names the program uses, relative to the work directory: plain, in a subdirectory,
  /// long (a temporary name must be shortened to fit 255 bytes), with a line break, and one
  /// that starts with a dash.
  static let outputNames: [String] = [
    "a.wav", "b.json", "sub/c.html", String(repeating: "é", count: 120) + ".wav", "line\nbreak.txt", "-x",
  ]

  /// Serializes ``outputFiles(_:)``: the work directory and `TMPDIR` are one per process, and
  /// Swift Testing runs test cases in parallel (two inputs at once would each see the other's
  /// files change and report it as a broken promise). libFuzzer calls the target from one
  /// thread, so the lock costs it nothing.
  private static let outputFilesLock = NSLock()

  /// The output-files target (see the extension's discussion).
  static func outputFiles(_ bytes: [UInt8]) {
    outputFilesLock.lock()
    defer { outputFilesLock.unlock() }
    let work = outputScratch + "/work"
    removeTree(work)
    mkdir(work, 0o700)
    mkdir(work + "/sub", 0o700)
    defer { removeTree(work) }
    let paths = outputNames.map { work + "/" + $0 }
    var index = 0
    func next() -> Int {
      defer { index += 1 }
      return index < bytes.count ? Int(bytes[index]) : 0
    }
    var steps = 0
    while index < bytes.count, steps < 16 {
      steps += 1
      let operation = next() % 10
      let path = paths[next() % paths.count]
      let other = paths[next() % paths.count]
      let argument = next()
      switch operation {
      case 0:
        // A regular file with some content and a mode.
        removeEntry(path)
        let modes: [mode_t] = [0o600, 0o644, 0o640, 0o755]
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, modes[argument % modes.count])
        if descriptor >= 0 {
          let bytes = content(argument)
          _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
          close(descriptor)
        }
      case 1:
        removeEntry(path)
        symlink(argument % 2 == 0 ? other : URL(fileURLWithPath: other).lastPathComponent, path)
      case 2:
        removeEntry(path)
        link(other, path)
      case 3:
        removeEntry(path)
        mkdir(path, 0o700)
      case 4:
        removeEntry(path)
        mkfifo(path, 0o600)
      case 5:
        removeEntry(path)
        if canMakeDevices { mknod(path, S_IFCHR | 0o666, nullDevice) }
      case 6, 7:
        writeOutput(content(argument), to: path, commits: operation == 6)
        // Only an output makes temporary files, so only after one can one be left behind.
        // (Listing three directories after every step was a third of the target's time,
        // mostly opendir's 32 KiB buffer under AddressSanitizer.)
        checkNoTemporaryFiles(in: work)
      case 8:
        checkCollisions(outputs: [path, other], inputs: [])
      default:
        checkCollisions(outputs: [path], inputs: [other])
      }
    }
  }

  // MARK: Steps

  /// Writes `bytes` to `path` and commits (or abandons), then checks the outcome.
  private static func writeOutput(_ bytes: [UInt8], to path: String, commits: Bool) {
    let before = snapshot(of: path)
    let target = OutputFile.followingLinks(path)
    let targetBefore = snapshot(of: target)
    let everything = snapshotOfWork()
    if targetBefore.type == S_IFIFO {
      // Never opened for writing here: no reader would come.
      guard case .writeInto = try? OutputFile.placement(for: path) else {
        fatalError("a named pipe is not written into: \(path)")
      }
      return
    }
    var committed = false
    do {
      let file = try OutputFile(replacing: path)
      try file.write(bytes)
      if commits {
        try file.commit()
        committed = true
      } else {
        file.abandon()
      }
    } catch {
      consume(error.description)
    }
    guard committed else {
      precondition(snapshotOfWork() == everything, "an output that was not committed changed files: \(path)")
      return
    }
    let after = snapshot(of: path)
    if before.type == S_IFLNK { precondition(after.type == S_IFLNK, "a symbolic link was replaced: \(path)") }
    let targetAfter = snapshot(of: target)
    switch targetBefore.type {
    case S_IFCHR:
      precondition(targetAfter.type == S_IFCHR, "a device was replaced: \(target)")
    case S_IFREG:
      precondition(targetAfter.type == S_IFREG && targetAfter.content == bytes, "the output does not read back")
      precondition(targetAfter.mode == targetBefore.mode, "a replaced file's mode changed")
    default:
      precondition(targetAfter.type == S_IFREG && targetAfter.content == bytes, "a new output does not read back")
    }
  }

  /// Checks ``OutputCollisions`` against an identity computed here with `stat`.
  private static func checkCollisions(outputs: [String], inputs: [String]) {
    let named = outputs.enumerated().map { OutputCollisions.Output(option: "-o\($0.offset)", path: $0.element) }
    let problem = OutputCollisions.problem(outputs: named, inputs: inputs)
    let found = outputs.map(identity(of:))
    var expected = false
    for input in inputs {
      guard let inputFile = identity(of: input), inputFile.type == S_IFREG else { continue }
      if found.contains(where: { $0?.device == inputFile.device && $0?.inode == inputFile.inode }) { expected = true }
    }
    if outputs.count == 2 {
      if let first = found[0], let second = found[1] {
        if first.device == second.device && first.inode == second.inode && first.type != S_IFCHR { expected = true }
      } else if found[0] == nil && found[1] == nil {
        // Neither exists yet: the same file when both would be created under the same name.
        let (first, second) = (OutputFile.followingLinks(outputs[0]), OutputFile.followingLinks(outputs[1]))
        if first == second && identity(of: URL(fileURLWithPath: first).deletingLastPathComponent().path) != nil {
          expected = true
        }
      }
    }
    precondition(
      (problem != nil) == expected,
      "OutputCollisions said \(problem ?? "nothing") for outputs \(outputs), inputs \(inputs)")
  }

  /// The device, inode and type of the file `path` names (links followed), or `nil`.
  private static func identity(of path: String) -> (device: UInt64, inode: UInt64, type: mode_t)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return (UInt64(info.st_dev), UInt64(info.st_ino), info.st_mode & S_IFMT)
  }

  /// Traps when a temporary file is left in `work`, its subdirectory or `TMPDIR`.
  private static func checkNoTemporaryFiles(in work: String) {
    for directory in [work, work + "/sub", outputScratch + "/tmp"] {
      if let left = names(in: directory).first(where: { $0.hasSuffix(".partial") }) {
        fatalError("a temporary file was left behind: \(directory)/\(left)")
      }
    }
  }

  // MARK: File system helpers

  /// What a path holds: its type (after `lstat`), its permission bits and, for a regular file,
  /// its bytes.
  private struct Entry: Equatable {
    var type: mode_t
    var mode: mode_t
    var content: [UInt8]?
    var linkTarget: String?
  }

  private static func snapshot(of path: String) -> Entry {
    var info = stat()
    guard lstat(path, &info) == 0 else { return Entry(type: 0, mode: 0, content: nil, linkTarget: nil) }
    let type = info.st_mode & S_IFMT
    var entry = Entry(type: type, mode: info.st_mode & 0o7777, content: nil, linkTarget: nil)
    if type == S_IFREG { entry.content = readAll(path) }
    if type == S_IFLNK {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink(path, &buffer, buffer.count - 1)
      entry.linkTarget =
        length < 0 ? nil : String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return entry
  }

  /// The bytes of the regular file `path`, or `nil` when it cannot be read. (POSIX calls:
  /// Foundation's file reading leaks its buffers under LeakSanitizer on Linux.)
  private static func readAll(_ path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var result: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4_096)
    while true {
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { return count == 0 ? result : nil }
      result += buffer[..<count]
    }
  }

  /// The names in `directory` (without `.` and `..`), by `readdir`.
  private static func names(in directory: String) -> [String] {
    guard let stream = opendir(directory) else { return [] }
    defer { closedir(stream) }
    var result: [String] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { result.append(name) }
    }
    return result
  }

  private static func snapshotOfWork() -> [String: Entry] {
    var result: [String: Entry] = [:]
    let work = outputScratch + "/work"
    for directory in [work, work + "/sub"] {
      for name in names(in: directory) {
        result[directory + "/" + name] = snapshot(of: directory + "/" + name)
      }
    }
    return result
  }

  /// Some bytes to write, their length and content chosen by `argument`.
  private static func content(_ argument: Int) -> [UInt8] {
    [UInt8](repeating: UInt8(truncatingIfNeeded: argument &* 31), count: argument % 7 * 300)
  }

  private static func removeEntry(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR { removeTree(path) } else { unlink(path) }
  }

  /// Removes `path` and, for a directory, everything in it (links are removed, not followed).
  private static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      for name in names(in: path) { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
