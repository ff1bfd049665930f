import AudioGraph
import Foundation

/// `AudioGraphBenchmarks render`: the performance targets of issue 4, measured side by side in one
/// run (release build). Prints a Markdown table.
///
/// * One continuous series, 600 s at 48 kHz, `audiograph render` end to end (process start,
///   chart file, render, file write, fsync, rename; runs alternate with sox's, each into a
///   fresh path after `sync`) against
///   `sox -D -n -r 48000 -b 16 out.wav synth 600 sine 200-2000` (mono PCM16) and the same with
///   `-c 2 -e floating-point -b 32` (stereo float32); target: at least 4 × faster.
/// * 100 000 discrete points in a 15 s graph, `audiograph render` of a generated chart file end
///   to end; target: under 0.25 s.
/// * One hour of stereo (44.1 kHz, PCM16): peak resident memory of the process (`/usr/bin/time
///   -f %M`, the kernel's VmHWM); target: under 64 MB. Also 60 s, to show memory is flat.
/// * In process, for the analysis: the 600 s series rendered to memory blocks only (no file).
///
/// Options: `--runs N` (default 3; timings are the median), `--skip-hour`.
enum RenderBenchmarks {
  struct Row {
    var name: String
    var value: String
    var target: String
    var verdict: String
  }

  static func run(arguments: [String]) {
    var runs = 3
    if let i = arguments.firstIndex(of: "--runs"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) { runs = n }
    let skipHour = arguments.contains("--skip-hour")
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("audiograph").path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      fail("build audiograph next to AudioGraphBenchmarks first: swift build -c release")
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AudioGraphBenchmarks-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    // Charts.
    let sweep = path("sweep.json")
    write(sweepChart(), to: sweep)
    let dense = path("dense-100000.json")
    write(denseChart(count: 100_000), to: dense)

    var rows: [Row] = []
    let common = ["--pitch-range", "200-2000", "--no-earcons", "--no-pan", "--intervals", "off"]

    // 1. 600 s mono PCM16 vs sox.
    let (soxMono, ours) = pairedMedians(
      runs, outputs: [path("sox-mono.wav"), path("ours-mono.wav")],
      {
        time(
          "/usr/bin/sox",
          ["-D", "-n", "-r", "48000", "-b", "16", path("sox-mono.wav"), "synth", "600", "sine", "200-2000"])
      },
      {
        time(
          executable,
          [
            "render", sweep, "-o", path("ours-mono.wav"), "--duration", "600", "--sample-rate", "48000", "--channels",
            "1",
          ] + common)
      })
    rows.append(Row(name: "600 s, 48 kHz mono PCM16 WAV: sox", value: seconds(soxMono), target: "", verdict: ""))
    rows.append(
      Row(
        name: "600 s, 48 kHz mono PCM16 WAV: audiograph render", value: seconds(ours),
        target: "≥ 4× faster than sox", verdict: ratio(soxMono, ours)))

    // 2. 600 s stereo float32 vs sox.
    let (soxStereo, oursStereo) = pairedMedians(
      runs, outputs: [path("sox-stereo.wav"), path("ours-stereo.wav")],
      {
        time(
          "/usr/bin/sox",
          [
            "-D", "-n", "-r", "48000", "-c", "2", "-e", "floating-point", "-b", "32", path("sox-stereo.wav"),
            "synth", "600", "sine", "200-2000",
          ])
      },
      {
        time(
          executable,
          [
            "render", sweep, "-o", path("ours-stereo.wav"), "--duration", "600", "--sample-rate", "48000",
            "--channels", "2", "--encoding", "float",
          ] + common)
      })
    rows.append(Row(name: "600 s, 48 kHz stereo float32 WAV: sox", value: seconds(soxStereo), target: "", verdict: ""))
    rows.append(
      Row(
        name: "600 s, 48 kHz stereo float32 WAV: audiograph render", value: seconds(oursStereo),
        target: "≥ 4× faster than sox", verdict: ratio(soxStereo, oursStereo)))
    for name in ["sox-mono.wav", "ours-mono.wav", "sox-stereo.wav", "ours-stereo.wav"] {
      try? FileManager.default.removeItem(atPath: path(name))
    }

    // 3. In process: render only, no file (where the time goes).
    if let chart = try? ChartFile.read(path: sweep) {
      var options = SonificationOptions()
      options.sampleRate = 48_000
      options.durationSeconds = 600
      options.earcons = []
      options.pan = false
      options.pitchRange = try! PitchRange(parsing: "200-2000")
      if let sonification = try? ChartSonifier(options: options).sonify(chart) {
        let start = Date()
        var checksum: Float = 0
        sonification.renderBlocks(channelCount: 1) { checksum += $0[0] }
        let elapsed = Date().timeIntervalSince(start)
        let nanoseconds = elapsed / Double(sonification.frameCount) * 1e9
        rows.append(
          Row(
            name: "600 s, 48 kHz mono: ScoreRenderer alone, in process (no file)", value: seconds(elapsed),
            target: "", verdict: String(format: "%.0f ns per frame", nanoseconds) + (checksum.isNaN ? "!" : "")))
      }
    }

    // 3b. Where the renderer's time goes: 30 s at 48 kHz per case, in process, no file.
    rows += rendererBreakdown()

    // 4. 100 000 discrete points in a 15 s graph, end to end.
    let denseTime = median(runs) { time(executable, ["render", dense, "-o", path("dense.wav"), "--duration", "15"]) }
    rows.append(
      Row(
        name: "100 000 discrete points, 15 s graph (44.1 kHz stereo PCM16), end to end", value: seconds(denseTime),
        target: "< 0.25 s", verdict: denseTime < 0.25 ? "met" : "missed"))

    // 4b. Where the dense case's time goes, in process.
    do {
      let clock = Date()
      let chart = try ChartFile.read(path: dense)
      let parsed = Date()
      var options = SonificationOptions()
      options.durationSeconds = 15
      let sonification = try ChartSonifier(options: options).sonify(chart)
      let sonified = Date()
      var checksum: Float = 0
      sonification.renderBlocks(channelCount: 2) { checksum += $0[0] }
      let rendered = Date()
      rows.append(
        Row(
          name: "  of which: reading and validating the 3 MB chart file (ChartFile.read, in ChartAccessibility)",
          value: seconds(parsed.timeIntervalSince(clock)), target: "", verdict: ""))
      rows.append(
        Row(
          name: "  of which: ChartSonifier.sonify (100 000 points → 300 tones)",
          value: seconds(sonified.timeIntervalSince(parsed)), target: "", verdict: ""))
      rows.append(
        Row(
          name: "  of which: rendering 15.4 s of stereo (ScoreRenderer, no file)",
          value: seconds(rendered.timeIntervalSince(sonified)), target: "",
          verdict: checksum.isNaN ? "NaN!" : ""))
    } catch {
      fail("dense chart: \(error)")
    }

    // 5. Peak memory: 60 s and one hour of stereo at 44.1 kHz.
    let minute = peakMemory(executable, ["render", sweep, "-o", path("minute.wav"), "--duration", "60"])
    rows.append(
      Row(name: "60 s stereo render (44.1 kHz PCM16): peak memory", value: megabytes(minute), target: "", verdict: ""))
    try? FileManager.default.removeItem(atPath: path("minute.wav"))
    if !skipHour {
      let start = Date()
      let hour = peakMemory(executable, ["render", sweep, "-o", path("hour.wav"), "--duration", "3600"])
      let elapsed = Date().timeIntervalSince(start)
      rows.append(
        Row(
          name: "One-hour stereo render (44.1 kHz PCM16, \(seconds(elapsed))): peak memory", value: megabytes(hour),
          target: "< 64 MB", verdict: hour.map { $0 < 64 * 1024 ? "met" : "missed" } ?? "not measured"))
      try? FileManager.default.removeItem(atPath: path("hour.wav"))
    }

    print("| measurement | result | target | verdict |")
    print("|---|---|---|---|")
    for row in rows { print("| \(row.name) | \(row.value) | \(row.target) | \(row.verdict) |") }
    print("")
    print("Timings are the median of \(runs) runs; wall-clock time of the whole process.")
  }

  /// `AudioGraphBenchmarks render-kernels`: only the in-process renderer breakdown (seconds to run).
  /// `filter`: only the cases whose name contains it.
  static func runKernels(filter: String?) {
    print("| measurement | result |")
    print("|---|---|")
    for row in rendererBreakdown(filter: filter) { print("| \(row.name) | \(row.value) |") }
  }

  /// `AudioGraphBenchmarks write-only`: the file side alone, 600 s at 48 kHz of a precomputed sine
  /// block through `AtomicSoundFileOutput` (libsndfile, page cache, writeback, fsync, rename):
  /// the floor under the render timings, which overlap rendering with writing.
  static func runWriteOnly() {
    let directory = FileManager.default.temporaryDirectory.path
    for (channels, encoding) in [(1, SampleEncoding.pcm16), (2, .float32)] {
      let frames = 32_768
      var block = [Float](repeating: 0, count: frames * channels)
      for i in block.indices { block[i] = Float(0.5 * sin(Double(i / channels) * 0.05)) }
      let path = directory + "/audiograph-write-only-\(getpid())-\(channels).wav"
      var best = Double.infinity
      for _ in 0..<3 {
        let start = Date()
        var output = try! AtomicSoundFileOutput(
          replacing: path, format: AudioFormat(sampleRate: 48_000, channelCount: channels), fileFormat: .wav,
          encoding: encoding)
        for _ in 0..<(600 * 48_000 / frames) { try! output.write(block) }
        try! output.commit()
        best = min(best, Date().timeIntervalSince(start))
      }
      try? FileManager.default.removeItem(atPath: path)
      print("600 s, \(channels == 1 ? "mono PCM16" : "stereo float32"): writing alone \(seconds(best)) (best of 3)")
    }
  }

  /// Nanoseconds per frame of `ScoreRenderer` for scores that isolate its costs.
  static func rendererBreakdown(filter: String? = nil) -> [Row] {
    let rate = 48_000.0
    let frames = Int(30 * rate)
    func perFrame(_ score: Score, channels: Int) -> Double {
      var renderer = ScoreRenderer(score: score)
      renderer.prepare(format: AudioFormat(sampleRate: rate, channelCount: channels), maximumBlockFrameCount: 4_096)
      let block = UnsafeMutableBufferPointer<Float>.allocate(capacity: 4_096 * channels)
      defer { block.deallocate() }
      let start = Date()
      var done = 0
      while done < frames {
        let n = min(4_096, frames - done)
        renderer.render(into: block, frameCount: n)
        done += n
      }
      return Date().timeIntervalSince(start) / Double(frames) * 1e9
    }
    func glide(_ timbre: Timbre) -> Score {
      var score = Score(sampleRate: rate)
      score.add(
        Score.Glide(
          keyPoints: [.init(frame: 0, frequency: 200), .init(frame: frames, frequency: 2_000)], timbre: timbre))
      return score
    }
    var silent = Score(sampleRate: rate)  // no voice sounds until the very end: limiter and loop only
    silent.add(Score.Note(startFrame: frames, lengthFrames: 10, frequency: 440))
    var panned = glide(.sine)
    panned.panSweep = -1...1
    // The render benchmark's sweep chart as `audiograph render` sonifies it (30 s here):
    // loudness compensation makes the gain vary along the glide.
    var options = SonificationOptions()
    options.sampleRate = rate
    options.durationSeconds = 30
    options.earcons = []
    options.pan = false
    options.pitchRange = try! PitchRange(parsing: "200-2000")
    let sweep = try! ChartSonifier(options: options).sonify(try! ChartFile.decode(Array(sweepChart().utf8))).sections[0]
      .score
    var loudSweep = sweep  // as `--gain 12` makes it: far above the ceiling, the limiter always working
    loudSweep.masterGain = 3.981_071_705_534_973
    let cases: [(String, Score, Int)] = [
      ("the sweep chart (loudness-compensated glide), mono", sweep, 1),
      ("the sweep chart (loudness-compensated glide), stereo", sweep, 2),
      ("the sweep chart at +12 dB (the limiter always working), stereo", loudSweep, 2),
      ("no voice sounding (frame loop and look-ahead limiter only), mono", silent, 1),
      ("one sine glide, mono", glide(.sine), 1),
      ("one bright glide (16 harmonics), mono", glide(.bright), 1),
      ("one sine glide, stereo (no pan sweep)", glide(.sine), 2),
      ("one sine glide with the pan sweep, stereo", panned, 2),
    ]
    return cases.filter { filter == nil || $0.0.contains(filter!) }.map { name, score, channels in
      Row(
        name: "  ScoreRenderer, \(name)",
        value: String(format: "%.1f ns per frame", perFrame(score, channels: channels)),
        target: "", verdict: "")
    }
  }

  // MARK: Charts

  /// One continuous series rising linearly over its y range (like sox's 200 → 2000 Hz sweep
  /// when rendered with --pitch-range 200-2000), 601 points.
  static func sweepChart() -> String {
    let points = (0...600).map { #"{ "x": \#($0), "y": \#($0) }"# }.joined(separator: ", ")
    return """
      { "version": 1, "title": "Sweep", "xAxis": { "kind": "numeric", "title": "Second", "range": [0, 600] },
        "yAxis": { "kind": "numeric", "title": "Value", "range": [0, 600] },
        "series": [{ "name": "Sweep", "isContinuous": true, "points": [\(points)] }] }
      """
  }

  /// `count` discrete points of a noisy seasonal signal (seeded).
  static func denseChart(count: Int) -> String {
    var state: UInt64 = 42
    func random() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Double((z ^ (z >> 31)) >> 11) / Double(1 << 53)
    }
    var text =
      #"{ "version": 1, "title": "Dense", "xAxis": { "kind": "numeric", "title": "Index", "range": [0, \#(count - 1)] },"#
    text +=
      #" "yAxis": { "kind": "numeric", "title": "Value", "range": [0, 100] }, "series": [{ "name": "Samples", "isContinuous": false, "points": ["#
    var parts: [String] = []
    parts.reserveCapacity(count)
    for i in 0..<count {
      let y = 50 + 30 * sin(Double(i) / 5_000) + 10 * (random() - 0.5)
      parts.append(#"{"x":\#(i),"y":\#(String(format: "%.3f", y))}"#)
    }
    text += parts.joined(separator: ",") + "] }] }\n"
    return text
  }

  // MARK: Measuring

  static func write(_ text: String, to path: String) {
    do { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } catch { fail("cannot write \(path): \(error)") }
  }

  /// Wall-clock seconds of one run of `executable` (stdout and stderr discarded); exits on failure.
  static func time(_ executable: String, _ arguments: [String]) -> Double {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let start = Date()
    do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
    process.waitUntilExit()
    let elapsed = Date().timeIntervalSince(start)
    guard process.terminationStatus == 0 else {
      fail("\(executable) \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
    return elapsed
  }

  /// Peak resident memory in KB (`/usr/bin/time -f %M`), or nil when that tool is missing.
  static func peakMemory(_ executable: String, _ arguments: [String]) -> Int? {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", executable] + arguments
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
  }

  /// The medians of `runs` timings of `a` and of `b`, taken alternately (a, b, a, b, …) so that
  /// both see the same machine. Before each run the files in `outputs` are deleted and the disk
  /// is synced, outside the timing: no run pays for freeing the previous run's file (50–60 ms
  /// for 230 MB here, the same for both, in sox's `O_TRUNC` or our `rename`) or waits for the
  /// disk to take it. Our render still `fsync`s its own file before renaming it into place;
  /// sox does not.
  static func pairedMedians(_ runs: Int, outputs: [String], _ a: () -> Double, _ b: () -> Double) -> (Double, Double) {
    func fresh() {
      for path in outputs { try? FileManager.default.removeItem(atPath: path) }
      sync()
    }
    var first: [Double] = []
    var second: [Double] = []
    for _ in 0..<max(1, runs) {
      fresh()
      first.append(a())
      fresh()
      second.append(b())
    }
    first.sort()
    second.sort()
    return (first[first.count / 2], second[second.count / 2])
  }

  static func median(_ runs: Int, _ body: () -> Double) -> Double {
    let times = (0..<max(1, runs)).map { _ in body() }.sorted()
    return times[times.count / 2]
  }

  static func seconds(_ value: Double) -> String { String(format: "%.3f s", value) }

  static func megabytes(_ kilobytes: Int?) -> String {
    kilobytes.map { String(format: "%.1f MB", Double($0) / 1024) } ?? "not measured"
  }

  /// "0.14× (missed)" or "5.2× (met)": how many times faster than the reference.
  static func ratio(_ reference: Double, _ ours: Double) -> String {
    let r = reference / ours
    return String(format: "%.2f× sox's speed", r) + (r >= 4 ? " (met)" : " (missed)")
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("AudioGraphBenchmarks: \(message)\n".utf8))
    exit(1)
  }
}
