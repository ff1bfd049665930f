import Foundation
import Glibc
import SonificationCore
import Testing

@testable import AudioIO

/// What the atomic output does with each kind of destination: permissions kept, symbolic links
/// followed, devices and pipes written into (never replaced), names ending in '/', long names,
/// leftovers of killed renders, and WAV files too long for 32-bit sizes.
@Suite struct OutputDestinationTests {
  let format = AudioFormat(sampleRate: 8_000, channelCount: 1)
  var signal: [Float] { (0..<8_000).map { Float(sin(Double($0) * 0.05)) * 0.5 } }

  func mode(_ path: String) -> mode_t {
    var info = stat()
    lstat(path, &info)
    return info.st_mode
  }

  @Test func aReplacedFileKeepsItsPermissions() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("read-only.wav")
    try "earlier".write(toFile: path, atomically: false, encoding: .utf8)
    chmod(path, 0o444)
    var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav)
    try output.write(signal)
    try output.commit()
    #expect(mode(path) & 0o7777 == 0o444)
    #expect(try SoundFileReader(path: path).frameCount == 8_000)
  }

  @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try "earlier".write(toFile: directory.file("target.wav"), atomically: false, encoding: .utf8)
    symlink("target.wav", directory.file("link.wav"))
    var output = try AtomicSoundFileOutput(replacing: directory.file("link.wav"), format: format, fileFormat: .wav)
    try output.write(signal)
    try output.commit()
    #expect(mode(directory.file("link.wav")) & S_IFMT == S_IFLNK)
    #expect(try SoundFileReader(path: directory.file("target.wav")).frameCount == 8_000)
    #expect(try directory.contents() == ["link.wav", "target.wav"])
  }

  @Test func aNamedPipeIsWrittenIntoNotReplaced() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let fifo = directory.file("pipe")
    #expect(mkfifo(fifo, 0o600) == 0)
    // The reader copies what arrives through the pipe into a file.
    let copy = directory.file("copy.wav")
    let reader = Thread {
      let input = open(fifo, O_RDONLY)
      let output = open(copy, O_WRONLY | O_CREAT, 0o600)
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while true {
        let count = read(input, &buffer, buffer.count)
        if count <= 0 { break }
        _ = Glibc.write(output, buffer, count)
      }
      close(input)
      close(output)
    }
    reader.start()
    var output = try AtomicSoundFileOutput(replacing: fifo, format: format, fileFormat: .wav)
    let temporary = output.temporaryPath
    #expect(!temporary.hasPrefix(directory.path), "the temporary file is not next to a pipe")
    try output.write(signal)
    try output.commit()
    let deadline = Date().addingTimeInterval(5)
    while Date() < deadline, (try? SoundFileReader(path: copy).frameCount) != 8_000 {
      Thread.sleep(forTimeInterval: 0.02)
    }
    #expect(mode(fifo) & S_IFMT == S_IFIFO, "still a pipe")
    #expect(try SoundFileReader(path: copy).frameCount == 8_000)
  }

  @Test func aNameEndingInASlashIsRefusedBeforeWriting() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    #expect(
      throws: SoundFileError.cannotCreate(
        path: directory.file("x.wav/"), function: "open", reason: "the name ends with '/', which names a directory")
    ) { _ = try AtomicSoundFileOutput(replacing: directory.file("x.wav/"), format: format, fileFormat: .wav) }
    #expect(try directory.contents().isEmpty)
  }

  @Test func aNameOf250BytesStillGetsATemporaryFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let name = String(repeating: "é", count: 123) + ".wav"  // 250 bytes
    var output = try AtomicSoundFileOutput(replacing: directory.file(name), format: format, fileFormat: .wav)
    let temporary = output.temporaryPath
    #expect(URL(fileURLWithPath: temporary).lastPathComponent.utf8.count <= 255)
    try output.write(signal)
    try output.commit()
    #expect(try directory.contents() == [name])
  }

  @Test func leftoversOfAKilledRenderAreRemovedButNotFilesInUse() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let stale = directory.file(".graph.wav.abc123.partial")
    let busy = directory.file(".graph.wav.def456.partial")
    let other = directory.file(".other.wav.abc123.partial")
    for path in [stale, busy, other] { try "x".write(toFile: path, atomically: false, encoding: .utf8) }
    let holder = open(busy, O_RDONLY)
    defer { close(holder) }
    #expect(flock(holder, LOCK_EX) == 0)
    var output = try AtomicSoundFileOutput(replacing: directory.file("graph.wav"), format: format, fileFormat: .wav)
    try output.write(signal)
    try output.commit()
    #expect(try directory.contents() == [".graph.wav.def456.partial", ".other.wav.abc123.partial", "graph.wav"])
  }

  @Test func aWavTooLongForItsSizeFieldsIsRF64OrRefused() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // A 16,000-byte limit stands in for 4 GiB: 8,000 mono 16-bit frames fit, 8,001 do not.
    var long = try AtomicSoundFileOutput(
      replacing: directory.file("long.wav"), format: format, fileFormat: .wav, encoding: .pcm16,
      expectedFrameCount: 16_000, wavByteLimit: 16_000)
    let longIsRF64 = long.isRF64
    #expect(longIsRF64)
    try long.write(signal)
    try long.write(signal)
    try long.commit()
    let header = try Data(contentsOf: URL(fileURLWithPath: directory.file("long.wav"))).prefix(4)
    #expect(String(decoding: header, as: UTF8.self) == "RF64")
    #expect(try SoundFileReader(path: directory.file("long.wav")).frameCount == 16_000)

    var unknown = try AtomicSoundFileOutput(
      replacing: directory.file("plain.wav"), format: format, fileFormat: .wav, encoding: .pcm16,
      expectedFrameCount: nil, wavByteLimit: 16_000)
    let unknownIsRF64 = unknown.isRF64
    #expect(!unknownIsRF64)
    try unknown.write(signal)
    #expect(throws: SoundFileError.self) { try unknown.write([0.1]) }
    unknown.abandon()
    #expect(try directory.contents() == ["long.wav"])

    var short = try AtomicSoundFileOutput(
      replacing: directory.file("short.wav"), format: format, fileFormat: .wav, encoding: .pcm16,
      expectedFrameCount: 8_000, wavByteLimit: 16_000)
    try short.write(signal)
    try short.commit()
    let plain = try Data(contentsOf: URL(fileURLWithPath: directory.file("short.wav"))).prefix(4)
    #expect(String(decoding: plain, as: UTF8.self) == "RIFF")
  }
}
