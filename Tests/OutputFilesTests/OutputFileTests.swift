import Foundation
import Glibc
import Testing

@testable import OutputFiles

/// A fresh private directory, removed by `remove()`.
struct Scratch {
  let path: String
  init(_ label: String = #function) throws {
    path = NSTemporaryDirectory() + "outputfiles-\(label.filter(\.isLetter).prefix(30))-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }
  func file(_ name: String) -> String { path + "/" + name }
  func contents() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: path).sorted() }
  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

func fileType(_ path: String) -> mode_t {
  var info = stat()
  lstat(path, &info)
  return info.st_mode & S_IFMT
}

func permissions(_ path: String) -> mode_t {
  var info = stat()
  stat(path, &info)
  return info.st_mode & 0o7777
}

/// The output writer against each kind of destination, with private FIFOs and device nodes
/// made in a temporary directory (never the system's).
@Suite struct OutputFileTests {
  @Test func aReplacedFileKeepsItsModeAndGetsTheNewBytes() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = scratch.file("page.html")
    try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o600)
    let file = try OutputFile(replacing: path)
    try file.write("new text")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier", "untouched until commit")
    try file.commit()
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text")
    #expect(permissions(path) == 0o600)
    #expect(try scratch.contents() == ["page.html"])
  }

  @Test func anAbandonedFileLeavesTheEarlierOneAndNoTemporaryFile() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let path = scratch.file("out.json")
    try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
    do {
      let file = try OutputFile(replacing: path)
      try file.write("half")
      #expect(URL(fileURLWithPath: file.temporaryPath).lastPathComponent.hasPrefix(".out.json."))
      #expect(try scratch.contents().count == 2)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "earlier")
    #expect(try scratch.contents() == ["out.json"])
  }

  @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    try "earlier".write(toFile: scratch.file("target.html"), atomically: false, encoding: .utf8)
    symlink("target.html", scratch.file("link.html"))
    try OutputFile.write(Array("new".utf8), to: scratch.file("link.html"))
    #expect(fileType(scratch.file("link.html")) == S_IFLNK)
    #expect(try String(contentsOfFile: scratch.file("target.html"), encoding: .utf8) == "new")
    #expect(try scratch.contents() == ["link.html", "target.html"])
  }

  /// A relative link is read from the directory that holds it, at every step of a chain that
  /// crosses directories, as the kernel reads it.
  @Test func aChainOfRelativeLinksIsFollowedFromEachLinksDirectory() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    mkdir(scratch.file("sub"), 0o755)
    try "earlier".write(toFile: scratch.file("sub/target.html"), atomically: false, encoding: .utf8)
    symlink("sub/middle.html", scratch.file("first.html"))
    symlink("target.html", scratch.file("sub/middle.html"))
    symlink("../first.html", scratch.file("sub/up.html"))
    #expect(OutputFile.followingLinks(scratch.file("first.html")) == scratch.file("sub/target.html"))
    #expect(OutputFile.followingLinks(scratch.file("sub/up.html")) == scratch.file("sub/../sub/target.html"))
    try OutputFile.write(Array("new".utf8), to: scratch.file("sub/up.html"))
    #expect(try String(contentsOfFile: scratch.file("sub/target.html"), encoding: .utf8) == "new")
    #expect(fileType(scratch.file("sub/up.html")) == S_IFLNK)
    #expect(OutputFile.directory(of: "a/b/c.wav") == "a/b/")
    #expect(OutputFile.directory(of: "/c.wav") == "/")
    #expect(OutputFile.directory(of: "c.wav") == "")
  }

  /// A loop of links: the kernel refuses to open it (ELOOP); writing used to replace one of
  /// its links with a regular file (found by the output-files fuzz target).
  @Test func aLoopOfSymbolicLinksIsRefusedAndLeftAsItWas() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    symlink("b.wav", scratch.file("a.wav"))
    symlink("a.wav", scratch.file("b.wav"))
    symlink("self.wav", scratch.file("self.wav"))
    for name in ["a.wav", "b.wav", "self.wav"] {
      #expect {
        try OutputFile.write(Array("new".utf8), to: scratch.file(name))
      } throws: { error in
        (error as? OutputFileError)?.category == .cannotCreate
          && (error as? OutputFileError)?.description.contains("Too many levels of symbolic links") == true
      }
    }
    #expect(fileType(scratch.file("a.wav")) == S_IFLNK)
    #expect(fileType(scratch.file("b.wav")) == S_IFLNK)
    #expect(fileType(scratch.file("self.wav")) == S_IFLNK)
    #expect(try scratch.contents() == ["a.wav", "b.wav", "self.wav"])
  }

  @Test func aPrivateFIFOIsWrittenIntoNotReplaced() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let fifo = scratch.file("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    nonisolated(unsafe) var received: [UInt8] = []
    let reader = Thread {
      let input = open(fifo, O_RDONLY)
      var buffer = [UInt8](repeating: 0, count: 4_096)
      while true {
        let count = read(input, &buffer, buffer.count)
        if count <= 0 { break }
        received += buffer[..<count]
      }
      close(input)
    }
    reader.start()
    let file = try OutputFile(replacing: fifo)
    #expect(!file.temporaryPath.hasPrefix(scratch.path), "no temporary file beside a pipe")
    try file.write("through the pipe")
    try file.commit()
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline, received.count < 16 { Thread.sleep(forTimeInterval: 0.01) }
    #expect(String(decoding: received, as: UTF8.self) == "through the pipe")
    #expect(fileType(fifo) == S_IFIFO, "still a FIFO")
    #expect(try scratch.contents() == ["pipe"])
  }

  /// A private null device (character device 1, 3) made with mknod: written into, never
  /// replaced by a regular file. Needs the right to make device nodes (root, not in a user
  /// namespace) and a file system that honours them.
  @Test func aPrivateDeviceNodeIsWrittenIntoNotReplaced() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let node = scratch.file("null")
    guard mknod(node, S_IFCHR | 0o666, nullDevice) == 0 else {
      Issue.record("mknod failed: \(String(cString: strerror(errno))); run as root to test device nodes")
      return
    }
    let kind = fileType(node)
    #expect(kind == S_IFCHR)
    let file = try OutputFile(replacing: node)
    if case .writeInto = file.placement {} else { Issue.record("placement \(file.placement)") }
    try file.write("discarded")
    do {
      try file.commit()
    } catch {
      // A file system mounted nodev refuses to open the node; it must still be a device.
      #expect(error.function == "open")
    }
    #expect(fileType(node) == S_IFCHR, "still a character device")
    #expect(try scratch.contents() == ["null"])
  }

  @Test func aNameOf235And250BytesWorksWithAShortenedTemporaryName() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    for name in [String(repeating: "a", count: 230) + ".html", String(repeating: "é", count: 123) + ".wav"] {
      let file = try OutputFile(replacing: scratch.file(name))
      #expect(URL(fileURLWithPath: file.temporaryPath).lastPathComponent.utf8.count <= 255)
      try file.write("x")
      try file.commit()
      #expect(FileManager.default.fileExists(atPath: scratch.file(name)))
    }
    #expect(try scratch.contents().count == 2)
  }

  @Test func leftoversOfAKilledWriterAreRemovedButNotFilesInUse() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let stale = scratch.file(".page.html.abc123.partial")
    let busy = scratch.file(".page.html.def456.partial")
    let other = scratch.file(".other.html.abc123.partial")
    for path in [stale, busy, other] { try "x".write(toFile: path, atomically: false, encoding: .utf8) }
    let holder = open(busy, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    try OutputFile.write(Array("page".utf8), to: scratch.file("page.html"))
    #expect(try scratch.contents() == [".other.html.abc123.partial", ".page.html.def456.partial", "page.html"])
  }

  @Test func aDirectoryOrANameEndingInASlashIsRefused() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    #expect(
      throws: OutputFileError(
        path: scratch.path, category: .cannotCreate, function: "open", reason: "Is a directory")
    ) { _ = try OutputFile(replacing: scratch.path) }
    #expect(
      throws: OutputFileError(
        path: scratch.file("x.html/"), category: .cannotCreate, function: "open",
        reason: "the name ends with '/', which names a directory")
    ) { _ = try OutputFile(replacing: scratch.file("x.html/")) }
    #expect(
      throws: OutputFileError(
        path: scratch.file("missing/x.html"), category: .cannotCreate, function: "open",
        reason: "No such file or directory")
    ) { _ = try OutputFile(replacing: scratch.file("missing/x.html")) }
    #expect(try scratch.contents().isEmpty)
  }

  @Test func aScratchFileIsReadBackAndRemoved() throws {
    let file = try OutputFile(scratchNamed: "outputfiles-test.bin")
    #expect(file.temporaryPath.hasPrefix(OutputFile.temporaryDirectory))
    try file.write([1, 2, 3])
    try file.write("ab")
    #expect(try file.takeBytes() == [1, 2, 3, 97, 98])
    #expect(!FileManager.default.fileExists(atPath: file.temporaryPath))
  }
}

/// Outputs that would overwrite an input or each other, by device and inode.
@Suite struct OutputCollisionTests {
  @Test func anOutputThatIsAnInputByAnyNameIsRefused() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let chart = scratch.file("b.json")
    try "{}".write(toFile: chart, atomically: false, encoding: .utf8)
    link(chart, scratch.file("hard.json"))
    symlink("b.json", scratch.file("soft.json"))
    for name in ["b.json", "hard.json", "soft.json"] {
      let problem = OutputCollisions.problem(
        outputs: [.init(option: "--timing-json", path: scratch.file(name))], inputs: [chart])
      #expect(
        problem
          == "'\(scratch.file(name))' (--timing-json) is the input '\(chart)'; refusing to write over an input.")
    }
    #expect(
      OutputCollisions.problem(outputs: [.init(option: "-o", path: scratch.file("other.json"))], inputs: [chart]) == nil
    )
  }

  @Test func twoOutputsThatAreTheSameFileAreRefusedExistingOrNew() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let new = scratch.file("s.wav")
    let again = scratch.path + "/./s.wav"
    #expect(
      OutputCollisions.problem(
        outputs: [.init(option: "-o", path: new), .init(option: "--timing-json", path: again)], inputs: [])
        == "'\(new)' (-o) and '\(again)' (--timing-json) are the same file; refusing to write one over the other.")
    try "x".write(toFile: new, atomically: false, encoding: .utf8)
    symlink("s.wav", scratch.file("link.json"))
    #expect(
      OutputCollisions.problem(
        outputs: [.init(option: "-o", path: new), .init(option: "--timing-json", path: scratch.file("link.json"))],
        inputs: []) != nil)
    #expect(
      OutputCollisions.problem(
        outputs: [.init(option: "-o", path: new), .init(option: "--timing-json", path: scratch.file("t.json"))],
        inputs: []) == nil)
  }

  @Test func aPrivateCharacterDeviceMayTakeTwoOutputs() throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    let node = scratch.file("null")
    guard mknod(node, S_IFCHR | 0o666, nullDevice) == 0 else {
      Issue.record("mknod failed: \(String(cString: strerror(errno)))")
      return
    }
    #expect(
      OutputCollisions.problem(
        outputs: [.init(option: "-o", path: node), .init(option: "--timing-json", path: node)], inputs: [node]) == nil)
  }
}

/// Linux's device number of the null device, character device 1, 3 (`makedev(1, 3)`).
let nullDevice = dev_t(0x103)
