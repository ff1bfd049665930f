import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// Rendering to files: every format round-trips through libsndfile with the right rate,
/// channels and frame count; failures and cancellation leave an earlier file untouched.
@Suite struct SonificationFileTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ag-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  static let formats: [(SoundFileFormat, SampleEncoding?)] = [
    (.wav, .pcm16), (.wav, .pcm24), (.wav, .float32), (.flac, .pcm16), (.flac, .pcm24), (.ogg, nil),
  ]

  @Test(arguments: [8_000.0, 44_100, 192_000], [1, 2])
  func everyFormatRoundTrips(sampleRate: Double, channelCount: Int) throws {
    var options = SonificationOptions()
    options.sampleRate = sampleRate
    options.durationSeconds = 1.5
    let sonification = try ChartSonifier(options: options).sonify(try Charts.fixture("iq-scores.json"))
    let reference = sonification.renderSamples(channelCount: channelCount)
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (format, encoding) in Self.formats {
      let path = directory.appendingPathComponent("iq-\(encoding?.rawValue ?? "default").\(format.fileExtension)").path
      let file = try sonification.write(to: path, channelCount: channelCount, fileFormat: format, encoding: encoding)
      #expect(file.frameCount == sonification.frameCount)
      var reader = try SoundFileReader(path: path)
      #expect(reader.sampleRate == sampleRate)
      #expect(reader.channelCount == channelCount)
      #expect(
        reader.frameCount == sonification.frameCount, "\(format) \(String(describing: encoding)) at \(sampleRate) Hz")
      #expect(reader.fileFormat == format)
      let samples = try reader.readAll()
      #expect(samples.count == reference.count)
      // Tolerance tied to the format: 1 LSB for integer PCM (±rounding), exact for float;
      // Vorbis is lossy, so only its level is checked.
      switch encoding {
      case .pcm16?: #expect(maxAbsDifference(samples, reference) <= 1.0 / 32_768 + 1e-7)
      case .pcm24?: #expect(maxAbsDifference(samples, reference) <= 1.0 / 8_388_608 + 1e-7)
      case .float32?: #expect(samples == reference)
      default:
        let a = measureLevels(samples)
        let b = measureLevels(reference)
        #expect(abs(a.rmsDecibels - b.rmsDecibels) < 1.5, "Vorbis level \(a) vs \(b)")
      }
    }
  }

  @Test func aCancelledRenderLeavesTheEarlierFileAndNoTemporaryFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("graph.wav").path
    let earlier = Data("an earlier file".utf8)
    try earlier.write(to: URL(fileURLWithPath: path))
    let sonification = try ChartSonifier(options: .plain()).sonify(try Charts.fixture("daily-signups.json"))
    var blocks = 0
    #expect(throws: RenderError.cancelled) {
      try sonification.write(
        to: path, channelCount: 2, fileFormat: .wav, blockFrameCount: 1_024,
        progress: { _ in blocks += 1 }, isCancelled: { blocks >= 10 })
    }
    #expect(blocks == 10)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == earlier)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["graph.wav"])
  }

  @Test func aFileThatCannotBeCreatedIsReportedAsSuch() throws {
    let sonification = try ChartSonifier(options: .plain()).sonify(try Charts.fixture("single-order.json"))
    do {
      try sonification.write(to: "/nonexistent-directory/graph.wav", channelCount: 1, fileFormat: .wav)
      Issue.record("expected an error")
    } catch {
      guard case .soundFile(let soundFileError) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(soundFileError.category == .cannotCreate)
    }
  }

  @Test func progressCountsEveryFrame() throws {
    let sonification = try ChartSonifier(options: .plain()).sonify(try Charts.fixture("budget-pie.json"))
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var reported: [Int] = []
    let file = try sonification.write(
      to: directory.appendingPathComponent("pie.flac").path, channelCount: 2,
      fileFormat: .flac, blockFrameCount: 4_096, progress: { reported.append($0) })
    #expect(reported.last == sonification.frameCount)
    #expect(reported == reported.sorted())
    #expect(file.encoding == .pcm16 && file.fileFormat == .flac)
  }
}
