import AudioIO
import Foundation
import Glibc
import SonificationCore
import Testing

@Suite struct AtomicSoundFileOutputTests {
  let format = AudioFormat(sampleRate: 48_000, channelCount: 2)

  /// Writes a recognisable earlier file at `path` and returns its bytes.
  func earlierFile(at path: String) throws -> Data {
    var writer = try SoundFileWriter(path: path, format: format, fileFormat: .wav, encoding: .pcm16)
    try writer.write(sineSignal(frameCount: 4_800, channelCount: 2, sampleRate: 48_000))
    try writer.close()
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }

  @Test func commitReplacesTheFileAndLeavesNoTemporary() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("chart.flac")
    try "an earlier file".write(toFile: path, atomically: false, encoding: .utf8)

    var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .flac, encoding: .pcm24)
    #expect(output.temporaryPath.hasPrefix(directory.path + "/.chart.flac."))
    #expect(output.temporaryPath.hasSuffix(".partial"))
    #expect(try directory.contents().count == 2)  // destination + hidden temporary
    try output.write(sineSignal(frameCount: 48_000, channelCount: 2, sampleRate: 48_000))
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "an earlier file")  // untouched until commit
    try output.commit()

    #expect(try directory.contents() == ["chart.flac"])
    var reader = try SoundFileReader(path: path)
    #expect(reader.fileFormat == .flac && reader.encoding == .pcm24)
    #expect(reader.frameCount == 48_000)
    #expect(try reader.readAll().count == 96_000)
  }

  @Test func commitCreatesANewFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("new.ogg")
    var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .ogg)
    try output.write(sineSignal(frameCount: 24_000, channelCount: 2, sampleRate: 48_000))
    #expect(!FileManager.default.fileExists(atPath: path))
    try output.commit()
    #expect(try directory.contents() == ["new.ogg"])
    #expect(try SoundFileReader(path: path).frameCount == 24_000)
  }

  @Test func droppingWithoutCommitLeavesTheEarlierFileByteIdentical() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("chart.wav")
    let before = try earlierFile(at: path)
    var temporary = ""
    do {
      var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav, encoding: .float32)
      temporary = output.temporaryPath
      try output.write(noiseSignal(sampleCount: 20_000, seed: 1))
      #expect(FileManager.default.fileExists(atPath: temporary))
    }  // dropped here
    #expect(!temporary.isEmpty && !FileManager.default.fileExists(atPath: temporary))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try directory.contents() == ["chart.wav"])
  }

  @Test func abandonLeavesTheEarlierFileByteIdentical() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("chart.wav")
    let before = try earlierFile(at: path)
    var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav)
    try output.write(noiseSignal(sampleCount: 2_000, seed: 2))
    output.abandon()
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try directory.contents() == ["chart.wav"])
  }

  /// A render that fails part-way (here: the caller throws) must not disturb the earlier file.
  @Test func errorThrownWhileRenderingLeavesTheEarlierFile() throws {
    struct RenderFailed: Error {}
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("chart.wav")
    let before = try earlierFile(at: path)
    func render() throws {
      var output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav)
      try output.write(noiseSignal(sampleCount: 2_000, seed: 2))
      throw RenderFailed()
    }
    #expect(throws: RenderFailed.self) { try render() }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try directory.contents() == ["chart.wav"])
  }

  @Test func missingDirectoryIsCannotCreate() throws {
    let path = "/nonexistent-\(UUID().uuidString)/chart.wav"
    let error = #expect(throws: SoundFileError.self) {
      _ = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav)
    }
    #expect(error == .cannotCreate(path: path, function: "open", reason: "No such file or directory"))
    #expect(error?.category == .cannotCreate)
    #expect(error?.description == "cannot create '\(path)': open failed: No such file or directory")
  }

  @Test func directoryAtTheDestinationIsCannotCreate() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("taken")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    let error = #expect(throws: SoundFileError.self) {
      _ = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .wav)
    }
    #expect(error?.category == .cannotCreate)
    #expect(try directory.contents() == ["taken"])
  }

  @Test func unsupportedFormatTouchesNothing() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("chart.flac")
    let error = #expect(throws: SoundFileError.self) {
      _ = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: .flac, encoding: .float32)
    }
    #expect(error?.category == .unsupportedFormat)
    #expect(try directory.contents().isEmpty)
  }

  // MARK: A real write failure: the file size limit (RLIMIT_FSIZE) in a child process

  static let shortWriteDirectoryVariable = "AUDIOIO_SHORT_WRITE_DIRECTORY"

  /// Runs `shortWriteChild` in a child process whose file size limit is about 1 MB, with
  /// SIGXFSZ ignored so `write(2)` fails with EFBIG instead of killing the process.
  @Test func diskErrorMidStreamIsShortWriteAndLeavesTheEarlierFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let path = directory.file("chart.wav")
    let before = try earlierFile(at: path)  // ~19 KB, under the limit
    let child = try runTestInChildProcess(
      named: "shortWriteChild", environment: [Self.shortWriteDirectoryVariable: directory.path],
      shellPrefix: "trap '' XFSZ; ulimit -f 2048")
    let report = (try? String(contentsOfFile: directory.file("report.txt"), encoding: .utf8)) ?? ""
    #expect(child.status == 0, "child failed:\n\(child.output.suffix(2_000))")
    #expect(report.hasPrefix("cannot write '\(path)': sf_writef_float wrote "), "report: \(report)")
    #expect(report.contains("File too large"), "report: \(report)")
    #expect(report.contains("category: io"), "report: \(report)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try directory.contents() == ["chart.wav", "report.txt"])
  }

  /// The child half of the test above; does nothing unless the parent set the variable.
  @Test func shortWriteChild() throws {
    guard let directory = ProcessInfo.processInfo.environment[Self.shortWriteDirectoryVariable] else { return }
    var report = "no error"
    do {
      var output = try AtomicSoundFileOutput(
        replacing: directory + "/chart.wav", format: format, fileFormat: .wav, encoding: .float32)
      let block = noiseSignal(sampleCount: 2 * 4_096, seed: 9)
      for _ in 0..<1_000 { try output.write(block) }  // 32 MB, far past the limit
      try output.commit()
    } catch {
      report = "\(error)\ncategory: \(error.category)"
    }
    try report.write(toFile: directory + "/report.txt", atomically: false, encoding: .utf8)
  }
}
