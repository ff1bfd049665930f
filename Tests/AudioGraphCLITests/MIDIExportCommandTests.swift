import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph render --format mid`, checked by an independent reader: the file written by the
/// real binary is read with Python's mido (Scripts/check_midi.py, pinned by Scripts/setup) and
/// compared with the events of the Score the renderer plays for the same chart and options:
/// note times within 1 ms, pitches (bend included) within 5 cents, velocities, volumes and pans,
/// one track per series.
@Suite struct MIDIExportCommandTests {
  static let python = packageRoot.appendingPathComponent(".build/python-tools/bin/python")

  /// The expectation file of Scripts/check_midi.py for a sonification, from its scores.
  static func expectations(_ sonification: Sonification, stereo: Bool) throws -> Data {
    let rate = sonification.sampleRate
    let names = Dictionary(sonification.parts.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    var notes: [[String: Any]] = []
    var glides: [[String: Any]] = []
    var hits: [[String: Any]] = []
    var earconTrack = false
    for section in sonification.sections {
      let score = section.score
      let offset = section.startFrame
      /// The renderer's pan: the event's plus the sweep's position at the frame, clamped.
      func pan(_ own: Double, at frame: Int) -> Double {
        guard let sweep = score.panSweep, score.frameCount > 0 else { return min(max(own, -1), 1) }
        let x = Double(min(frame, score.frameCount)) / Double(score.frameCount)
        return min(max(own + sweep.lowerBound + (sweep.upperBound - sweep.lowerBound) * x, -1), 1)
      }
      for note in score.notes {
        notes.append([
          "track": try #require(names[note.part]),
          "start": Double(offset + note.startFrame) / rate,
          "end": Double(offset + note.startFrame + note.lengthFrames) / rate,
          "frequency": note.frequency, "gain": note.gain, "pan": pan(note.pan, at: note.startFrame),
        ])
      }
      for glide in score.glides {
        let start = glide.keyPoints[0].frame
        // The pitch the renderer plays at each key point's frame: the key's, times the vibrato
        // there (its depth in cents × sin(2π × age × rate), age counted from the glide's start).
        let keys: [[Double]] = glide.keyPoints.map { key in
          let age = Double(key.frame - start)
          let vibrato = key.vibratoCents * sin(2 * Double.pi * age * glide.vibratoRate / rate)
          return [Double(offset + key.frame) / rate, key.frequency * pow(2, vibrato / 1_200), key.gain]
        }
        glides.append([
          "track": try #require(names[glide.part]),
          "start": Double(offset + start) / rate,
          "end": Double(offset + glide.endFrame(sampleRate: rate)) / rate, "keys": keys,
        ])
      }
      for earcon in score.earcons {
        earconTrack = true
        let key = MIDIExport.percussionKey(for: earcon.kind)
        let starts = earcon.kind == .minimum || earcon.kind == .maximum ? [0, 0.06] : [0]
        for delay in starts {
          hits.append(["start": Double(offset + earcon.startFrame) / rate + delay, "key": key, "gain": earcon.gain])
        }
      }
    }
    let trackNames = [sonification.title] + sonification.parts.map(\.name) + (earconTrack ? ["Earcons"] : [])
    let object: [String: Any] = [
      "trackNames": trackNames, "stereo": stereo, "notes": notes, "glides": glides, "hits": hits,
    ]
    return try JSONSerialization.data(withJSONObject: object)
  }

  /// Renders `chart` to MIDI through the binary, writes the expectations of the same chart and
  /// options, runs the mido check and returns its summary line.
  @discardableResult
  static func check(
    _ chart: String, arguments: [String], options: SonificationOptions, channels: Int = 2
  ) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ag-midi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let midi = directory.appendingPathComponent("graph.mid")
    let result = try runAudiograph(["render", "Fixtures/charts/\(chart)", "-o", midi.path] + arguments)
    #expect(result.status == 0, "\(result.standardError)")
    let sonification = try ChartSonifier(options: options).sonify(
      chart.hasSuffix(".csv")
        ? try CSVChart.read(path: fixtureURL("charts/\(chart)").path, options: csvOptions(chart))
        : try ChartFile.read(path: fixtureURL("charts/\(chart)").path))
    #expect(
      result.standardOutput
        == "\(midi.path): \(String(format: "%.2f", sonification.durationSeconds)) seconds, MIDI, "
        + "\(sonification.parts.count + 1 + (sonification.sections.contains { !$0.score.earcons.isEmpty } ? 1 : 0)) tracks.\n"
    )
    let expected = directory.appendingPathComponent("expected.json")
    try expectations(sonification, stereo: channels == 2).write(to: expected)
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      Issue.record("\(python.path) is missing: run Scripts/setup (it installs mido for this test)")
      return ""
    }
    let process = Process()
    process.executableURL = python
    process.arguments = [packageRoot.appendingPathComponent("Scripts/check_midi.py").path, midi.path, expected.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(chart) \(arguments): \(text)")
    print("MIDI \(chart) \(arguments.joined(separator: " ")): \(text)", terminator: "")
    return text
  }

  static func csvOptions(_ name: String) throws -> CSVChart.Options {
    var options = CSVChart.Options()
    let args = try String(contentsOf: fixtureURL("charts/\(name).args"), encoding: .utf8).split(separator: "\n")
    var i = 0
    while i + 1 < args.count {
      switch args[i] {
      case "--y-column": options.yColumns.append(String(args[i + 1]))
      case "--lower-column": options.lowerColumns.append(String(args[i + 1]))
      case "--upper-column": options.upperColumns.append(String(args[i + 1]))
      case "--confidence-level": options.confidenceLevel = Double(args[i + 1])
      case "--title": options.title = String(args[i + 1])
      default: break
      }
      i += 2
    }
    return options
  }

  @Test func aLineWithIntervalBoundsAndEarcons() throws {
    // Glides with pitch bend, the bounds on a track of their own, start and end earcons.
    let line = try Self.check("iq-scores.json", arguments: [], options: SonificationOptions())
    #expect(line.hasPrefix("4 tracks"), "\(line)")
  }

  @Test func discreteTonesWithVolumeLengthAndTimbreAxes() throws {
    // Velocity carries the volume axis; the region axis changes the program from tone to tone.
    try Self.check("cities-scatter.json", arguments: [], options: SonificationOptions())
  }

  @Test func sequentialSeriesInMono() throws {
    var options = SonificationOptions()
    options.seriesPlayback = .sequential
    options.sampleRate = 22_050
    let line = try Self.check(
      "city-temperatures.json", arguments: ["--series", "sequential", "--channels", "1", "--sample-rate", "22050"],
      options: options, channels: 1)
    #expect(line.hasPrefix("5 tracks"), "one track per series, the conductor and the earcons: \(line)")
  }

  @Test func modulatedIntervalsQuantizedPitchesDronesAndEveryEarcon() throws {
    var options = SonificationOptions()
    options.intervals = .modulation
    try Self.check("mean-scores-intervals.json", arguments: ["--intervals", "modulation"], options: options)
    options = SonificationOptions()
    options.quantization = .chromatic
    options.referenceLineDrones = true
    options.earcons = .all
    try Self.check(
      "iq-scores.json", arguments: ["--quantize", "chromatic", "--reference-drones", "--earcons", "all"],
      options: options)
    options = SonificationOptions()
    options.earcons = .all
    try Self.check("heart-rate-missing.json", arguments: ["--earcons", "all"], options: options)
    try Self.check(
      "weekly-sales.csv",
      arguments: [
        "--y-column", "revenue", "--lower-column", "revenue_low",
        "--upper-column", "revenue_high", "--confidence-level", "0.9", "--title", "Weekly revenue",
      ], options: SonificationOptions())
  }

  // MARK: The command's rules

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("ag-midi-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A chart of `count` continuous series, each with confidence intervals, as JSON.
  static func manySeriesWithIntervals(_ count: Int) -> Data {
    let series = (0..<count).map { i in
      """
      { "name": "S\(i)", "isContinuous": true, "points": [{ "x": 0, "y": \(i), "ci": [\(i - 1), \(i + 1)] },
        { "x": 1, "y": \(i + 1), "ci": [\(i), \(i + 2)] }] }
      """
    }
    return Data(
      """
      { "version": 1, "title": "Many", "xAxis": { "kind": "numeric", "title": "X" },
        "yAxis": { "kind": "numeric", "title": "Y" }, "series": [\(series.joined(separator: ","))] }
      """.utf8)
  }

  @Test func theFormatComesFromTheExtensionOrTheOptionAndGoesWhereTheOthersGo() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // .midi, any case, is MIDI too; --out-dir names files .mid.
    let upper = directory.appendingPathComponent("G.MIDI").path
    var result = try runAudiograph(["render", "Fixtures/charts/single-order.json", "-o", upper, "--duration", "1"])
    #expect(result.status == 0 && result.standardOutput.hasPrefix("\(upper): 1.42 seconds, MIDI, 3 tracks."))
    #expect(try Data(contentsOf: URL(fileURLWithPath: upper)).prefix(4) == Data("MThd".utf8))
    result = try runAudiograph(
      [
        "render", "Fixtures/charts/iq-scores.json", "Fixtures/charts/budget-pie.json", "--out-dir", directory.path,
        "--format", "mid",
      ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.split(separator: "\n").count == 2)
    for name in ["iq-scores.mid", "budget-pie.mid"] {
      #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path))
    }
    // Standard output: the file, its line on standard error.
    let streamed = directory.appendingPathComponent("streamed.mid")
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", "\"$0\" render Fixtures/charts/iq-scores.json -o - --format mid > \"$1\" 2> \"$1.err\"",
      audiographExecutable.path, streamed.path,
    ]
    shell.currentDirectoryURL = packageRoot
    try shell.run()
    shell.waitUntilExit()
    #expect(shell.terminationStatus == 0)
    let written = try Data(contentsOf: directory.appendingPathComponent("iq-scores.mid"))
    #expect(try Data(contentsOf: streamed) == written)
    #expect(
      try String(contentsOf: URL(fileURLWithPath: streamed.path + ".err"), encoding: .utf8).hasPrefix(
        "-: 10.60 seconds, MIDI, 4 tracks."))
    // A device is written into.
    result = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "-o", "/dev/null", "--format", "mid"])
    #expect(result.status == 0)
    // A read-only file is replaced and stays read-only, with no temporary file left behind.
    let readOnly = directory.appendingPathComponent("ro.mid").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: readOnly))
    chmod(readOnly, 0o444)
    result = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "-o", readOnly])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(try Data(contentsOf: URL(fileURLWithPath: readOnly)) == written)
    let mode = try FileManager.default.attributesOfItem(atPath: readOnly)[.posixPermissions] as? Int
    #expect(mode == 0o444)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path).allSatisfy { !$0.hasSuffix(".partial") })
  }

  @Test(arguments: [
    (["-o", "/nonexistent-directory/g.mid"], 73, "audiograph: error: cannot create '/nonexistent-directory/g.mid'"),
    (["-o", "/dev/full", "--format", "mid"], 74, "audiograph: error: cannot finish '/dev/full': write failed"),
    (
      ["-o", "g.mid", "--encoding", "pcm24"], 64,
      "--encoding does not apply to MIDI files: they hold notes, not samples."
    ),
    (
      ["-o", "g.mid", "--gain", "-6"], 64,
      "--gain does not apply to MIDI files: the player that plays them sets the level."
    ),
    (["-o", "-"], 64, "-o - needs --format wav, flac, ogg or mid: standard output has no extension."),
    (["-o", "g.mp3"], 64, "Cannot tell the format from 'g.mp3'; name it .wav, .flac, .ogg or .mid, or use --format."),
    (["-o", "g.wav", "--format", "mid"], 64, "--format mid does not match the extension of 'g.wav'."),
  ])
  func badRequestsExitWithTheDocumentedStatus(arguments: [String], status: Int32, message: String) throws {
    let result = try runAudiograph(["render", "Fixtures/charts/iq-scores.json"] + arguments)
    #expect(result.status == status, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(result.standardOutput.isEmpty)
  }

  @Test func moreVoicesAtOnceThanChannelsIsAUsageErrorThatSaysWhatToDo() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("many.mid").path
    // Six lines with interval bounds: 18 voices at once, 15 channels.
    var result = try runAudiograph(["render", "-", "-o", path], input: Self.manySeriesWithIntervals(6))
    #expect(result.status == 64)
    #expect(
      result.standardError.contains(
        "audiograph: error: -: a MIDI file has 15 channels for notes and this audio graph needs 18 at once; play fewer series at once (--series sequential or a series number) or hear intervals as --intervals modulation or off."
      ), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: path))
    // One after the other, they fit.
    result = try runAudiograph(
      ["render", "-", "-o", path, "--series", "sequential"], input: Self.manySeriesWithIntervals(6))
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix("MIDI, 14 tracks.\n"), "\(result.standardOutput)")
  }
}
