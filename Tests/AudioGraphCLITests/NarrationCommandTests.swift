import AudioGraphTestSupport
import AudioIO
import Foundation
import Testing

/// `render --speak` and `play --speak` through the built binary, with the real libespeak-ng, and
/// an independent measurement of the result (Scripts/check_narration.py: numpy, scipy,
/// soundfile, pyloudnorm, installed by Scripts/setup).
@Suite struct NarrationCommandTests {
  /// The interpreter of the venv Scripts/setup makes; the test fails (never skips) without it.
  static let python = packageRoot.appendingPathComponent(".build/narration-check-venv/bin/python").path

  func timeline(_ path: String) throws -> [[String: Any]] {
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
    let files = json?["files"] as? [[String: Any]]
    #expect(json?["version"] as? Int == 1)
    return files?.first?["timeline"] as? [[String: Any]] ?? []
  }

  /// Without --speak the file is what it always was; --timing adds only text.
  @Test func withoutSpeakTheFileIsUnchangedAndTimingPrintsTheGraph() throws {
    let directory = try temporaryDirectory("ag-narration")
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = directory.appendingPathComponent("plain.wav").path
    let timed = directory.appendingPathComponent("timed.wav").path
    let first = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "-o", plain])
    #expect(first.status == 0)
    let second = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "-o", timed, "--timing"])
    #expect(second.status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: plain)) == Data(contentsOf: URL(fileURLWithPath: timed)))
    #expect(
      second.standardOutput == """
        \(timed): 10.60 seconds, WAV, 16-bit PCM, 44100 hertz, stereo.
        \(timed): graph from 0.00 to 10.60 seconds, data from 0.25 to 10.25 seconds.

        """)
  }

  /// Every part spoken: the printed timeline and the JSON agree, and an independent measurement
  /// of the file finds speech exactly where the phrases are (count and edges within 20 ms),
  /// tones only inside the graph, each phrase and all speech within 2 LU of the tones
  /// (pyloudnorm), and the true peak at or below −1 dBTP (0.1 dB allowance for the two meters'
  /// interpolators).
  @Test func speakAllIsMeasuredIndependently() throws {
    let directory = try temporaryDirectory("ag-narration")
    defer { try? FileManager.default.removeItem(at: directory) }
    let wav = directory.appendingPathComponent("visits.wav").path
    let json = directory.appendingPathComponent("visits.json").path
    let result = try runAudiograph([
      "render", "Fixtures/charts/website-visits.json", "-o", wav, "--speak", "all", "--timing", "--timing-json", json,
    ])
    #expect(result.status == 0, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 7)
    #expect(lines[0].hasPrefix("\(wav): ") && lines[0].hasSuffix(" seconds, WAV, 16-bit PCM, 44100 hertz, stereo."))
    let kinds = lines.dropFirst().map { $0.dropFirst(wav.count + 2).prefix { $0 != " " } }
    #expect(kinds == ["title", "summary", "axes", "series", "graph", "end"])
    #expect(lines[1].hasSuffix(" seconds: Website visits, first half of 2024."))
    #expect(
      lines[2].hasSuffix(" seconds: Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June."))
    #expect(
      lines[3].hasSuffix(
        " seconds: X axis: Month. Dates from January to June 2024. Y axis: Website visits. Values from 0 to 250."))
    #expect(lines[4].hasSuffix(" seconds: Website visits."))
    #expect(lines[6].hasSuffix(" seconds: End of graph."))

    let items = try timeline(json)
    #expect(items.map { $0["kind"] as? String } == ["title", "summary", "axes", "series", "graph", "end"])
    let graph = try #require(items.first { $0["kind"] as? String == "graph" })
    let dataStart = try #require(graph["dataStart"] as? Double)
    let dataEnd = try #require(graph["dataEnd"] as? Double)
    #expect(abs(dataEnd - dataStart - 10) < 1e-9)
    #expect(lines[5].contains(String(format: "data from %.2f to %.2f seconds.", dataStart, dataEnd)))

    // The independent measurement.
    #expect(FileManager.default.isExecutableFile(atPath: Self.python), "run Scripts/setup: \(Self.python) is missing")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.python)
    process.arguments = [packageRoot.appendingPathComponent("Scripts/check_narration.py").path, wav]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let measured = try #require(try JSONSerialization.jsonObject(with: output) as? [String: Any])
    let segments = try #require(measured["segments"] as? [[String: Any]])
    let speech = segments.filter { $0["kind"] as? String == "speech" }
    let phrases = items.filter { $0["kind"] as? String != "graph" }
    #expect(speech.count == phrases.count, "\(segments)")
    for (found, phrase) in zip(speech, phrases) {
      let start = try #require(found["start"] as? Double)
      let end = try #require(found["end"] as? Double)
      #expect(abs(start - (phrase["start"] as? Double ?? -1)) < 0.02, "\(phrase["text"] ?? "")")
      #expect(abs(end - (phrase["end"] as? Double ?? -1)) < 0.02, "\(phrase["text"] ?? "")")
    }
    let graphStart = try #require(graph["start"] as? Double)
    let graphEnd = try #require(graph["end"] as? Double)
    for tones in segments where tones["kind"] as? String == "tones" {
      #expect(
        (tones["start"] as? Double ?? -1) >= graphStart - 0.001 && (tones["end"] as? Double ?? 1e9) <= graphEnd + 0.001)
    }
    let tonesLoudness = try #require(measured["tonesLoudness"] as? Double)
    let speechLoudness = try #require(measured["speechLoudness"] as? Double)
    #expect(abs(speechLoudness - tonesLoudness) < 2, "speech \(speechLoudness) LUFS, tones \(tonesLoudness) LUFS")
    for found in speech {
      if let loudness = found["loudness"] as? Double {
        #expect(abs(loudness - tonesLoudness) < 2, "phrase at \(found["start"] ?? 0): \(loudness) LUFS")
      }
    }
    let truePeak = try #require(measured["truePeakDecibels"] as? Double)
    #expect(truePeak <= -0.9, "\(truePeak) dBTP")
  }

  /// play --speak gives, sample for sample, what render --speak writes (ALSA file plugin).
  @Test func playSpeaksExactlyWhatRenderWrites() throws {
    let directory = try temporaryDirectory("ag-narration")
    defer { try? FileManager.default.removeItem(at: directory) }
    let capture = directory.appendingPathComponent("cap.raw").path
    let wav = directory.appendingPathComponent("graph.wav").path
    let options = [
      "--series", "sequential", "--sample-rate", "22050", "--speak", "title,series,end", "--speech-rate", "220",
      "--locale", "fr_FR",
    ]
    let played = try runAudiograph(
      ["play", "Fixtures/charts/city-temperatures.json", "--device", "file:FILE=\(capture),FORMAT=raw", "--timing"]
        + options)
    #expect(played.status == 0, "\(played.standardError)")
    // The timeline comes before "Lecture de …" (playing), in French.
    #expect(
      played.standardOutput.contains(
        "\u{00A0}secondes\u{00A0}: Fin du graphique.\nLecture de Average monthly temperature\u{00A0}: "),
      "\(played.standardOutput)")
    let rendered = try runAudiograph(
      ["render", "Fixtures/charts/city-temperatures.json", "-o", wav, "--encoding", "float"] + options)
    #expect(rendered.status == 0, "\(rendered.standardError)")
    let live = try readRawFloats(capture)
    var reader = try SoundFileReader(path: wav)
    let file = try reader.readAll()
    #expect(live.count >= file.count)
    #expect(Array(live.prefix(file.count)) == file, "played samples equal the rendered file's, bit for bit")
  }

  /// libespeak-ng is loaded only for speech: without it (a library name that does not exist),
  /// a render without --speak works and one with --speak exits 69, naming what to install and
  /// writing no file; and the binary does not link it.
  @Test func speechNeedsLibespeakNgOnlyWhenAskedFor() throws {
    let directory = try temporaryDirectory("ag-no-espeak")
    defer { try? FileManager.default.removeItem(at: directory) }
    let missing = ["AUDIOGRAPH_TEST_ESPEAK_LIBRARY": "libespeak-ng-missing.so.1"]
    let silent = directory.appendingPathComponent("silent.wav").path
    let plain = try runAudiograph(
      ["render", "Fixtures/charts/website-visits.json", "-o", silent], environment: missing)
    #expect(plain.status == 0, "\(plain.standardError)")
    #expect(FileManager.default.fileExists(atPath: silent))
    let spoken = directory.appendingPathComponent("spoken.wav").path
    let speech = try runAudiograph(
      ["render", "Fixtures/charts/website-visits.json", "-o", spoken, "--speak", "title"], environment: missing)
    #expect(speech.status == 69)
    #expect(
      speech.standardError
        == "audiograph: error: speech synthesis is unavailable: libespeak-ng is not installed (libespeak-ng-missing.so.1: cannot open shared object file: No such file or directory); install the Debian packages libespeak-ng1 and espeak-ng-data.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: spoken))
    #expect(!Self.dynamicallyLinks("libespeak-ng", audiographExecutable.path))
  }

  /// Whether `ldd` lists `library` among the binary's dependencies.
  static func dynamicallyLinks(_ library: String, _ binary: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ldd")
    process.arguments = [binary]
    let pipe = Pipe()
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return false }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.contains(library)
  }

  @Test func unknownVoicesAndBadListsAreUsageErrors() throws {
    let unknown = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", "/dev/null", "--format", "wav", "--speak", "all", "--voice",
      "xx-nowhere",
    ])
    #expect(unknown.status == 64)
    let lines = unknown.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(unknown.standardError)")
    #expect(
      lines.first?.hasPrefix(
        "audiograph: error: --voice: no installed espeak-ng voice speaks 'xx-nowhere'; installed voices: af (Afrikaans), "
      )
        == true)
    #expect(lines.first?.contains("en-us (English (America))") == true)
    #expect(lines.first?.contains("de (German)") == true)
    let badList = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", "x.wav", "--speak", "title,legend",
    ])
    #expect(badList.status == 64)
    #expect(
      badList.standardError.contains(
        "--speak takes a comma-separated list of title, summary, axes, series, end, or all; 'legend' is not one of them."
      ))
    let voiceAlone = try runAudiograph(["play", "Fixtures/charts/iq-scores.json", "--device", "null", "--voice", "de"])
    #expect(voiceAlone.status == 64)
    let rate = try runAudiograph([
      "play", "Fixtures/charts/iq-scores.json", "--device", "null", "--speak", "end", "--speech-rate", "500",
    ])
    #expect(rate.status == 64)
    let both = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", "-", "--format", "wav", "--timing-json", "-",
    ])
    #expect(both.status == 64)
  }
}
