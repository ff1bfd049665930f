import ArgumentParser
import AudioGraph
import Foundation
import OutputFiles
import Synchronization

extension AudioGraphCommand {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the audio graph of one or more charts to sound files or MIDI files.",
      discussion: """
        x becomes time and y becomes pitch, as in Apple's Audio Graphs: 10 seconds for a numeric \
        or date x axis, 0.8 seconds per category up to 10 seconds for categories. Pitch spans the \
        y axis' range; without a range in the chart, the lowest to the highest value, \
        confidence-interval bounds included. Discrete series \
        play one tone per point, continuous series a gliding tone. The first extra numeric axis \
        controls volume and tone length, the first extra categorical axis the timbre. \
        Confidence intervals are heard as two softer tones at the bounds (--intervals). Earcons \
        mark the start and the end (50 ms after the end of the x axis, or after the last sound \
        when that ends later), missing values, x gridlines and reference lines. In stereo the \
        sound moves from left to right. A series without values, and the time of a series' \
        single value, are told in notes.

        With --format mid (or -o NAME.mid) render writes a Standard MIDI File of the same notes \
        at the same times instead: one track per series, each timbre a General MIDI program, \
        pitch bend for the exact pitch (plus or minus 24 semitones), velocity and volume for \
        loudness, pan for the position, and the earcons on the percussion channel.

        --speak LIST narrates the graph with the espeak-ng voice for --locale (or --voice): the \
        title, the summary and the axes before it, each series' name before it plays, "End of \
        graph." after it. Speech never overlaps the tones, is as loud as they are, and the data \
        part is exactly what the same render without speech writes, only later. --timing prints \
        when each phrase and the data start and end; --timing-json writes that as JSON.

        Prints one line per file written: its path, duration and format. Notes about what a \
        chart holds that is not heard go to standard error. Several charts render at the same \
        time on all cores. An existing file is replaced only when the new one is complete; an \
        interrupted render (Ctrl-C) leaves it untouched and exits with 130. A replaced file keeps \
        its permissions; a symbolic link is followed and its target replaced; a device or a named \
        pipe (/dev/null, a FIFO) is written into, never replaced. With -o - (or -o /dev/stdout) \
        the file goes to standard output and its line to standard error. A chart given as \
        input is never overwritten, and two outputs are never the same file (exit 64). \
        --timing-json is written the same way, and only when every chart was rendered. SIGTERM \
        and SIGHUP are handled as Ctrl-C is.
        """)

    @Argument(help: "Chart files: .json (the chart file format) or .csv. Use - for JSON on standard input (with -o).")
    var charts: [String] = []

    @Option(
      name: [.customShort("o"), .customLong("output")],
      help: "The sound file to write (one chart only); - streams it to standard output (with --format).")
    var output: String?

    @Option(
      help:
        "Write one file per chart into this directory (made, with its parents, when missing), named after the chart: iq-scores.json becomes iq-scores.wav."
    )
    var outDir: String?

    @Option(
      help:
        "The file format (default: from the -o file's extension; wav with --out-dir); mid writes a Standard MIDI File of the same notes."
    )
    var format: FormatArgument?

    @Option(help: "How samples are stored (default: pcm16 for wav and flac; ogg is always Vorbis).")
    var encoding: EncodingArgument?

    @Option(
      help:
        "Noise added before rounding to pcm16 or pcm24: none (the nearest step) or tpdf (triangular noise of plus or minus one step, the same on every run)."
    )
    var dither: DitherArgument = .none

    @OptionGroup var sound: SoundOptions

    @OptionGroup(title: "Narration")
    var speech: SpeechOptions

    @Flag(help: "Print each file's timeline: when each spoken phrase and the graph and its data start and end.")
    var timing = false

    @Option(
      help: ArgumentHelp(
        "Write the timeline of every file as JSON to FILE (- for standard output), so a player can seek to the data.",
        valueName: "FILE"))
    var timingJson: String?

    @OptionGroup(title: "Chart input")
    var reading: ChartReadingOptions

    enum FormatArgument: String, ExpressibleByArgument, CaseIterable {
      case wav, flac, ogg, mid
      var fileFormat: OutputFormat { self == .mid ? .midi : .sound(SoundFileFormat(rawValue: rawValue)!) }
    }

    enum EncodingArgument: String, ExpressibleByArgument, CaseIterable {
      case pcm16, pcm24, float
      var encoding: SampleEncoding {
        switch self {
        case .pcm16: .pcm16
        case .pcm24: .pcm24
        case .float: .float32
        }
      }
    }

    enum DitherArgument: String, ExpressibleByArgument, CaseIterable {
      case none, tpdf
      var dither: PCMQuantizer.Dither { PCMQuantizer.Dither(rawValue: rawValue)! }
    }

    // MARK: Validation (exit 64)

    func validate() throws {
      guard !charts.isEmpty else { throw ValidationError("Give at least one chart file.") }
      switch (output, outDir) {
      case (nil, nil): throw ValidationError("Say where to write: -o FILE for one chart, or --out-dir DIR.")
      case (.some, .some): throw ValidationError("Use either -o or --out-dir, not both.")
      case (.some, nil) where charts.count > 1:
        throw ValidationError("-o writes one file; use --out-dir DIR for \(charts.count) charts.")
      default: break
      }
      if outDir == "" { throw ValidationError("--out-dir needs a directory; use --out-dir . for this one.") }
      if outDir != nil, charts.contains("-") {
        throw ValidationError("A chart from standard input needs -o FILE.")
      }
      if timingJson == AtomicSoundFileOutput.standardOutput, output == AtomicSoundFileOutput.standardOutput {
        throw ValidationError(
          "-o - and --timing-json - would both write to standard output; give --timing-json a file.")
      }
      let fileFormat = try resolvedFileFormat()
      try validateMIDIOptions(fileFormat: fileFormat)
      if let encoding, case .sound(let fileFormat) = fileFormat,
        !fileFormat.supportedEncodings.contains(encoding.encoding)
      {
        let allowed = fileFormat.supportedEncodings.filter { $0 != .vorbis }
        throw ValidationError(
          allowed.isEmpty
            ? "--encoding does not apply to ogg files (always Vorbis)."
            : "\(fileFormat) files cannot store \(encoding.rawValue) samples; use \(allowed.map { $0 == .float32 ? "float" : $0.rawValue }.joined(separator: " or "))."
        )
      }
      if dither != .none {
        guard case .sound(let soundFormat) = fileFormat,
          (encoding?.encoding ?? soundFormat.defaultEncoding).isIntegerPCM
        else {
          throw ValidationError(
            "--dither applies to pcm16 and pcm24 samples only; float and Vorbis samples are not rounded, and MIDI files hold notes."
          )
        }
      }
      for chart in charts { try reading.validate(path: chart) }
      if outDir != nil {
        var seen: [String: String] = [:]
        for chart in charts {
          let path = destination(for: chart, fileFormat: fileFormat)
          if let other = seen[path] {
            throw ValidationError("'\(other)' and '\(chart)' would both be written to '\(path)'.")
          }
          seen[path] = chart
        }
      }
    }

    /// Refuses, in one line, an output that is one of the input charts (`render b.json -o b.wav
    /// --timing-json b.json`) or two outputs that are the same file (`-o s.wav --timing-json
    /// s.wav`), by device and inode (links and other spellings of a name are caught), and an
    /// output that is a directory: before any chart is read.
    func refuseUnsafeOutputs(fileFormat: OutputFormat) throws {
      var outputs = charts.map {
        OutputCollisions.Output(
          option: output == nil ? "--out-dir" : "-o", path: destination(for: $0, fileFormat: fileFormat))
      }
      if let timingJson { outputs.append(OutputCollisions.Output(option: "--timing-json", path: timingJson)) }
      try AudioGraphCLI.refuseUnsafeOutputs(outputs, inputs: charts)
    }

    /// Whether the sound goes to standard output (`-o -`, `-o /dev/stdout`, or any name of the
    /// file standard output is): its line then goes to standard error, not into the sound.
    var soundGoesToStandardOutput: Bool {
      guard let output else { return false }
      if output == AtomicSoundFileOutput.standardOutput || output == "/dev/stdout" { return true }
      guard let identity = FileIdentity(output: output), identity.newName == nil else { return false }
      return identity == FileIdentity(output: OutputFile.standardOutput)
    }

    func resolvedFileFormat() throws -> OutputFormat {
      guard let output else { return format?.fileFormat ?? .sound(.wav) }
      if output == AtomicSoundFileOutput.standardOutput {
        guard let format else {
          throw ValidationError("-o - needs --format wav, flac, ogg or mid: standard output has no extension.")
        }
        return format.fileFormat
      }
      let fromExtension = OutputFormat(fileExtension: URL(fileURLWithPath: output).pathExtension)
      if let format {
        if let fromExtension, fromExtension != format.fileFormat {
          throw ValidationError("--format \(format.rawValue) does not match the extension of '\(output)'.")
        }
        return format.fileFormat
      }
      guard let fromExtension else {
        throw ValidationError(
          "Cannot tell the format from '\(output)'; name it .wav, .flac, .ogg or .mid, or use --format.")
      }
      return fromExtension
    }

    func destination(for chart: String, fileFormat: OutputFormat) -> String {
      if let output { return output }
      let base = URL(fileURLWithPath: chart).deletingPathExtension().lastPathComponent
      return URL(fileURLWithPath: outDir!).appendingPathComponent(base + "." + fileFormat.fileExtension).relativePath
    }

    // MARK: Running

    func run() throws {
      let fileFormat = try resolvedFileFormat()
      try refuseUnsafeOutputs(fileFormat: fileFormat)
      var soundOptions = try sound.options()
      soundOptions.language = reading.context.language
      let sonifier = ChartSonifier(options: soundOptions)
      let narration = try speech.narration(locale: reading.locale, context: reading.context)
      if let outDir { try OutputDirectory.prepare(outDir) }
      let turnstile = SynthesisTurnstile()
      Interruption.install()
      let progress = ProgressLine(enabled: isatty(STDERR_FILENO) == 1, fileCount: charts.count)

      // One job per chart, at most one per core; each writes only its own slot.
      let outcomes = UnsafeMutableBufferPointer<Outcome>.allocate(capacity: charts.count)
      outcomes.initialize(repeating: Outcome())
      defer {
        outcomes.deinitialize()
        outcomes.deallocate()
      }
      nonisolated(unsafe) let slots = outcomes
      // Workers (one per core) take the next chart index from a shared counter.
      let charts = self.charts
      let next = Atomic<Int>(0)
      let group = DispatchGroup()
      let workerCount = min(charts.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
      for _ in 0..<workerCount {
        DispatchQueue.global().async(group: group) {
          while true {
            let index = next.add(1, ordering: .relaxed).oldValue
            guard index < charts.count else { return }
            slots[index] = renderOne(
              chart: charts[index], index: index, sonifier: sonifier, fileFormat: fileFormat, progress: progress,
              narration: narration.map { ($0, turnstile) })
          }
        }
      }
      group.wait()
      progress.finish()

      var firstFailure: ExitCode?
      // Per chart, in the order given: the file's line, then its notes or errors.
      for outcome in outcomes {
        if let line = outcome.outputLine {
          // With -o - the sound is on standard output: its line goes to standard error.
          if soundGoesToStandardOutput {
            for line in [line] + outcome.timelineLines { StandardError.write(line) }
          } else {
            try StandardOutput.writeLines([line] + outcome.timelineLines)
          }
        }
        for line in outcome.errorLines { StandardError.write(line) }
        if let status = outcome.status, firstFailure == nil { firstFailure = status }
      }
      if Interruption.isRequested { throw ExitCode(130) }
      if let timingJson {
        // A timeline of only some of the charts would replace a complete one: not written when
        // a chart failed, so an earlier file stays as it was.
        if firstFailure != nil {
          StandardError.write("audiograph: '\(timingJson)' was not written: not every chart was rendered.")
        } else {
          let files = outcomes.compactMap(\.timelineJSON)
          let text =
            JSONValue.object(JSONObject([("version", .number(1)), ("files", .array(files))])).formattedText + "\n"
          let cancelled: Bool
          do throws(OutputFileError) {
            cancelled = try Interruption.whileWriting { () throws(OutputFileError) -> Bool in
              let file = try OutputFile(replacing: timingJson)
              try file.write(text)
              if Interruption.isRequested { return true }
              try file.commit()
              return false
            }
          } catch {
            StandardError.write("audiograph: error: \(error)")
            throw ExitStatus.status(for: error)
          }
          if cancelled { throw Html.interrupted(timingJson) }
        }
      }
      if let firstFailure { throw firstFailure }
    }

    /// The lines about each file written, in the language of `--locale`.
    var status: StatusText { StatusText(context: reading.context) }

    /// What happened to one chart: the line to print, notes and errors, and a failure status.
    struct Outcome {
      var outputLine: String?
      var errorLines: [String] = []
      var status: ExitCode?
      /// With --timing: the file's timeline, printed after its line.
      var timelineLines: [String] = []
      /// With --timing-json: the file's timeline.
      var timelineJSON: JSONValue?
    }

    func renderOne(
      chart: String, index: Int, sonifier: ChartSonifier, fileFormat: OutputFormat, progress: ProgressLine,
      narration: (options: NarrationOptions, turnstile: SynthesisTurnstile)? = nil
    ) -> Outcome {
      // Every chart passes the synthesis turnstile once, whether or not it reaches it.
      defer { narration?.turnstile.pass(index) }
      var outcome = Outcome()
      if Interruption.isRequested {
        outcome.status = ExitCode(130)
        return outcome
      }
      let descriptor: AXChartDescriptor
      do throws(ChartFileError) {
        descriptor = try reading.read(path: chart)
      } catch {
        switch error {
        case .cannotOpen:
          outcome.errorLines = [error.description]
          outcome.status = ExitStatus.cannotOpenInput
        case .invalid(let problems):
          outcome.errorLines = problems.prefix(ChartFileError.maximumProblemLines).map(\.description)
          if problems.count > ChartFileError.maximumProblemLines {
            outcome.errorLines.append("… and \(problems.count - ChartFileError.maximumProblemLines) more problems.")
          }
          outcome.status = ExitStatus.dataError
        }
        return outcome
      }
      var sonification: Sonification
      do throws(SonificationError) {
        sonification = try sonifier.sonify(descriptor)
      } catch {
        outcome.errorLines = ["audiograph: error: \(chart): \(error)."]
        outcome.status = ExitStatus.usage
        return outcome
      }
      outcome.errorLines = (sonification.notSonified + sonification.timingNotes).map { status.note($0, file: chart) }
      if let narration {
        // Synthesis in the order of the charts; resampling, levels and layout in parallel.
        let script = sonification.narrationScript(for: descriptor, options: narration.options)
        do throws(SpeechError) {
          let speech = try narration.turnstile.run(index) { () throws(SpeechError) -> [[Float]] in
            try Sonification.speech(for: script, options: narration.options)
          }
          sonification = sonification.narrated(
            script: script, speech: speech, wordsPerMinute: narration.options.wordsPerMinute)
        } catch {
          outcome.errorLines.append("audiograph: error: \(chart): \(error).")
          outcome.status = ExitStatus.deviceUnavailable
          return outcome
        }
      }
      let path = destination(for: chart, fileFormat: fileFormat)
      guard case .sound(let fileFormat) = fileFormat else {
        writeMIDI(sonification, chart: chart, to: path, outcome: &outcome)
        return outcome
      }
      progress.add(index: index, totalFrames: sonification.frameCount)
      do throws(RenderError) {
        let file = try Interruption.whileWriting { () throws(RenderError) -> RenderedFile in
          try sonification.write(
            to: path, channelCount: sound.channels, fileFormat: fileFormat, encoding: encoding?.encoding,
            dither: dither.dither, blockFrameCount: 4_096, progress: { progress.update(index: index, frames: $0) },
            isCancelled: { Interruption.isRequested })
        }
        outcome.outputLine = status.rendered(file)
        if timing { outcome.timelineLines = status.timeline(sonification, name: path) }
        if timingJson != nil { outcome.timelineJSON = Timeline.json(sonification, chart: chart, file: path) }
      } catch {
        switch error {
        case .cancelled:
          outcome.errorLines.append("audiograph: interrupted; '\(path)' was not written.")
          outcome.status = ExitCode(130)
        case .soundFile(let soundFileError):
          outcome.errorLines.append("audiograph: error: \(soundFileError)")
          outcome.status = ExitStatus.status(for: soundFileError)
        }
      }
      return outcome
    }
  }
}

/// "Rendering: 2 of 3 files, 45 percent", rewritten in place on a terminal (standard error),
/// at most twice a second and only once a render has run for a second. Silent otherwise.
final class ProgressLine: Sendable {
  private struct State {
    var totals: [Int: Int] = [:]
    var done: [Int: Int] = [:]
    var started = Date()
    var lastPrint: Date?
    var printed = false
  }

  private let enabled: Bool
  private let fileCount: Int
  private let state = Mutex(State())

  init(enabled: Bool, fileCount: Int) {
    self.enabled = enabled
    self.fileCount = fileCount
  }

  func add(index: Int, totalFrames: Int) {
    guard enabled else { return }
    state.withLock { $0.totals[index] = totalFrames }
  }

  func update(index: Int, frames: Int) {
    guard enabled else { return }
    let line: String? = state.withLock { state in
      state.done[index] = frames
      let now = Date()
      guard now.timeIntervalSince(state.started) >= 1,
        state.lastPrint.map({ now.timeIntervalSince($0) >= 0.5 }) ?? true
      else { return nil }
      state.lastPrint = now
      state.printed = true
      let total = max(1, state.totals.values.reduce(0, +))
      let percent = 100 * state.done.values.reduce(0, +) / total
      let finished = state.done.filter { state.totals[$0.key] == $0.value }.count
      return "Rendering: \(finished) of \(fileCount) files, \(percent) percent"
    }
    if let line { StandardError.writeRaw("\r\u{1B}[K" + line) }
  }

  /// Clears the line, if one was printed.
  func finish() {
    guard enabled, state.withLock({ $0.printed }) else { return }
    StandardError.writeRaw("\r\u{1B}[K")
  }
}

/// The directory of `render --out-dir`, made ready before any chart is rendered, so that a
/// directory that cannot be used gives one error line, not one per chart.
enum OutputDirectory {
  /// Makes `path` and each missing parent (like `mkdir -p`, with the permissions the umask
  /// leaves), or checks that the existing `path` is a directory this process can write into.
  ///
  /// - Throws: exit status 73 after printing one line naming the directory and the reason, such
  ///   as "audiograph: error: cannot use 'out.wav' as the output directory: it is not a
  ///   directory." or "audiograph: error: cannot create the output directory '/srv/out':
  ///   permission denied in '/srv'.".
  static func prepare(_ path: String) throws {
    func fail(_ message: String) -> ExitCode {
      StandardError.write("audiograph: error: \(message).")
      return ExitStatus.cannotCreateOutput
    }
    func reason(_ code: Int32) -> String {
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
    var info = stat()
    if stat(path, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw fail("cannot use '\(path)' as the output directory: it is not a directory")
      }
      guard access(path, W_OK | X_OK) == 0 else {
        throw fail("cannot write into the output directory '\(path)': \(reason(errno))")
      }
      return
    }
    // Each missing directory from the outermost in, so an error names the one that failed.
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
      if stat(prefix, &info) == 0 {
        guard info.st_mode & S_IFMT == S_IFDIR else {
          throw fail("cannot create the output directory '\(path)': '\(prefix)' is not a directory")
        }
        continue
      }
      if mkdir(prefix, 0o777) != 0, errno != EEXIST {
        let code = errno
        let parent = URL(fileURLWithPath: prefix).deletingLastPathComponent().path
        throw fail(
          code == EACCES || code == EROFS
            ? "cannot create the output directory '\(path)': \(reason(code)) in '\(parent)'"
            : "cannot create the output directory '\(path)': \(reason(code))")
      }
    }
  }
}
