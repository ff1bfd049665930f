import AudioGraphTestSupport
import Foundation
import Testing

/// The 16-bit mono samples a device was given by `audiograph explore CHART` reading `script`
/// (one command a line), captured by ALSA's file plugin behind a 16-bit `linear` plugin, both
/// defined in a private `~/.asoundrc`. The file plugin's `null` slave takes samples as fast as
/// they come, so silences while the tool waits (for speech synthesis, say) are longer than in
/// real time; the sound itself is what a real device gets. Settings are not read or written.
func capturedExplore(_ chart: String, script: String, sampleRate: Int, extra: [String] = []) throws -> [Int16] {
  let session = try capturedExploreSession(chart, script: script, sampleRate: sampleRate, extra: extra)
  #expect(session.result.status == 0, "\(session.result.standardError)")
  return session.samples
}

/// ``capturedExplore(_:script:sampleRate:extra:)`` with the command's result (its output and
/// status), which is not checked.
func capturedExploreSession(_ chart: String, script: String, sampleRate: Int, extra: [String] = []) throws -> (
  samples: [Int16], result: CommandResult
) {
  let directory = try temporaryDirectory("ag-explore-capture")
  defer { try? FileManager.default.removeItem(at: directory) }
  let capture = try writeSixteenBitCaptureDevice(in: directory)
  let result = try runAudiograph(
    [
      "explore", chart, "--device", "s16capture:FILE=\(capture)", "--no-settings", "--channels", "1",
      "--sample-rate", String(sampleRate),
    ] + extra, input: Data(script.utf8), environment: ["HOME": directory.path])
  let bytes = (try? Data(contentsOf: URL(fileURLWithPath: capture))) ?? Data()
  let samples = bytes.withUnsafeBytes { raw in
    (0..<(raw.count / 2)).map { Int16(littleEndian: raw.loadUnaligned(fromByteOffset: $0 * 2, as: Int16.self)) }
  }
  return (samples, result)
}

/// Defines the ALSA device `s16capture:FILE=PATH` in `directory/.asoundrc` (run the tool with
/// `HOME` set to `directory`): a 16-bit `linear` plugin in front of the file plugin, whose `null`
/// slave takes the samples, so the file holds exactly the 16-bit little-endian integers a device
/// that refuses floats is given. Returns the capture file's path, `directory/cap.raw`, to pass
/// as `--device s16capture:FILE=\(path)`.
func writeSixteenBitCaptureDevice(in directory: URL) throws -> String {
  try """
  pcm.s16capture {
    @args [ FILE ]
    @args.FILE { type string }
    type linear
    slave { pcm { type file slave.pcm null file $FILE format raw } format S16_LE }
  }
  """.write(to: directory.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
  return directory.appendingPathComponent("cap.raw").path
}
