import ArgumentParser
import AudioGraph
import AudioIO
import ChartSummaries
import Foundation
import SonificationCore
import Synchronization

extension AudioGraphCommand {
  struct Explore: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Explore a chart point by point, hearing each point's tone (Chart Details).",
      discussion: """
        Keys: Left and Right step through the points, Home and End go to the first and last, \
        Page Up and Page Down (or [ and ]) change series, Space plays the series from the current \
        point and pauses it, + and - change the speed, m and M jump to the minimum and maximum, s \
        says the summary, d the features and statistics, b prints the braille line of the series \
        and the cell of the current point, h the help, q quits. w says where you are again (the \
        series and the point, with their positions). g, then a value and Enter, goes to that x \
        (a number, a date such as 2024-07, a category, or the start of the x as it is spoken; \
        Escape cancels). t and T go to the next and previous tenth of the series; u and v to the \
        nearest higher and lower value to the right, U and V to the left; o and O to the next \
        and previous unusual value (beyond 1.5 interquartile ranges from the quartiles); i and I \
        to the next and previous point where the series crosses another. p turns the positions \
        at the end of each move off and on; l switches a point's line between full and brief \
        (its x and value, without unit, label or interval, as MAIDR's terse mode); r turns spoken values on and off (the tool itself \
        says every line aloud with espeak-ng, after the point's tone, in the voice for --locale \
        or --voice, at --speech-rate; the next key cuts off what is being said; a group's \
        sound follows its description, and Space and A play without words); P says the \
        settings. Backspace goes up a level and \
        Enter down: the chart, a series (after the series come the axes, the reference lines \
        and the legend of the sounds, each said, a reference line on the y axis with its tone), \
        its groups along x (years, months, days and hours of a \
        date axis; ranges of tens, hundreds, ... of a number axis), its points; Left, Right, \
        Home and End move within a level, and each part is said with its position ("2012: 366 \
        points, down 9.5 degrees Celsius, year 1 of 4.") and played (a group its slice of the \
        graph). c plays every series at this x as a chord and says their values; a plays the \
        current series alone (solo) and n mutes it, each undone by a second press; A plays the \
        whole chart from the current point, every series that is heard together, and follows \
        solo and mute while it plays. Any other key says that it does nothing here.

        Every move prints the point's description on its own line, ending with its position \
        ("point 3 of 12"; group, bin, bar, slice, period, or row and column, as the chart kind \
        has them), for screen readers such as Orca, Speakup and Fenrir to read, and plays its \
        tone, at the pitch the audio graph gives it. A jump that finds nothing says so and stays. \
        When standard input is not a terminal, commands are read one per line instead: right, \
        left, home, end, up, down, next-series, previous-series, play, faster, slower, min, max, \
        where, goto VALUE, next-tenth, previous-tenth, next-higher, previous-higher, next-lower, \
        previous-lower, next-outlier, previous-outlier, next-crossing, previous-crossing, \
        level-up, level-down, chord, solo, mute, play-all, positions, messages, speech, settings, summary, \
        details, braille, help, quit, or the key characters; each waits for its sound to finish. \
        An unknown command is reported on standard error with its line number. --device null \
        explores without sound. --series N starts on series N; Space plays the current series \
        alone, A the whole chart.

        Settings stay from one session to the next, in $XDG_CONFIG_HOME/audiograph/settings \
        (~/.config/audiograph/settings without it): the speed, positions, messages and speech are \
        written when they change, and pitch-range and speech-rate lines there apply when --pitch-range \
        and --speech-rate are not given. \
        --no-settings neither reads nor writes them.

        In a box plot, Left and Right (and Home, End) move between the groups, and Up and Down \
        (up and down from a script) step through the current group's values from the lowest \
        unusual value through the minimum, quartiles, median and maximum to the highest; each \
        is said ("trt1, median: 4.55.") and played at its pitch, unusual values in the bright \
        timbre of their ticks. In a heatmap, Up and Down move to the row above and below, in \
        the same column; in a candlestick chart, they step through the period's open, high, low \
        and close; elsewhere they move to the previous and next series.
        """)

    @OptionGroup var input: ChartInputOptions
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var sound: SoundOptions

    @Flag(help: "Neither read nor write the settings file ($XDG_CONFIG_HOME/audiograph/settings).")
    var noSettings = false

    @Option(
      help: ArgumentHelp(
        "The espeak-ng voice of spoken values (r turns them on): a language such as en-us, de or fr-fr, or a voice name (default: the voice for --locale).",
        valueName: "VOICE"))
    var voice: String?

    @Option(
      help: ArgumentHelp(
        "The speaking rate of spoken values in words per minute, 80 to 450 (default: the settings file's speech-rate, else 175).",
        valueName: "WPM"))
    var speechRate: Int?

    func validate() throws {
      if let speechRate, !(80...450).contains(speechRate) {
        throw ValidationError("--speech-rate must be from 80 to 450 words per minute.")
      }
    }

    func run() throws {
      let chart = try input.load()
      // The kept settings: speed, positions, and the pitch range unless --pitch-range is given.
      let settingsFile = noSettings ? nil : ExploreSettingsFile()
      let stored = settingsFile?.read() ?? ExploreSettings()
      var sound = self.sound
      let pitchRangeGiven = CommandLine.arguments.contains { $0 == "--pitch-range" || $0.hasPrefix("--pitch-range=") }
      if !pitchRangeGiven && stored.pitchRange != sound.pitchRange {
        sound.pitchRange = stored.pitchRange
        if (try? sound.options()) == nil, let settingsFile {
          StandardError.write(
            "\(settingsFile.path): pitch-range '\(stored.pitchRange.prefix(40))' is not a pitch range; using \(self.sound.pitchRange)"
          )
          sound.pitchRange = self.sound.pitchRange
        }
      }
      let summary = ChartSummarizer(options: SummaryOptions(context: input.context)).summarize(chart).summary
      let details = ChartSummarizer(options: SummaryOptions(context: input.context, verbosity: .detailed))
        .summarize(chart).detailLines
      var explorer: ChartExplorer
      var options = try sound.options()
      options.language = input.context.language
      do throws(SonificationError) {
        explorer = try ChartExplorer(chart: chart, options: options, summary: summary, detailLines: details)
      } catch {
        StandardError.write("audiograph: error: \(input.chart): \(error).")
        throw ExitStatus.usage
      }
      // Spoken values: the speaker's queue goes to the renderer from the start; the synthesizer
      // loads only when speech is turned on.
      let speaker =
        deviceOptions.device == "null"
        ? nil
        : ExploreSpeaker(
          voiceName: voice, locale: input.reading.locale, wordsPerMinute: speechRate ?? stored.speechRate,
          sampleRate: explorer.graphs.first?.sampleRate ?? 48_000)
      let audio: ExploreAudio
      do {
        audio = try ExploreAudio(
          explorer: explorer, device: deviceOptions, channelCount: sound.channels, speech: speaker?.queue)
      } catch let error as ALSAError {
        throw deviceOptions.unavailable(
          error, instead: "use --device null to explore without sound, or 'audiograph render' to write a sound file.")
      }
      explorer.settings = stored
      explorer.pitchRangeText = sound.pitchRange
      explorer.speechRate = speechRate ?? stored.speechRate
      if explorer.speaksValues, let speaker, let problem = Self.start(speaker) {
        StandardError.write(problem)
        explorer.speaksValues = false
      }
      explorer.settingsFile = settingsFile?.path
      var saved = explorer.settings
      /// Writes the settings when a command changed them (once a warning if it cannot).
      var warnedAboutSettings = false
      func keepSettings(_ explorer: ChartExplorer) {
        guard let settingsFile, explorer.settings != saved else { return }
        saved = explorer.settings
        var kept = explorer.settings
        kept.pitchRange = stored.pitchRange
        kept.speechRate = stored.speechRate
        if let problem = settingsFile.write(kept), !warnedAboutSettings {
          StandardError.write(problem)
          warnedAboutSettings = true
        }
      }
      let interrupt = InterruptHandler { audio.stop() }
      if case .single(let series) = try sound.parsedSeries() {
        for _ in 0..<series { _ = explorer.handle(.nextSeries) }
      }
      let scripted = isatty(STDIN_FILENO) == 0
      // Keys act at once from the first line on: non-canonical input before anything is printed.
      let terminal = scripted ? nil : RawTerminal()
      defer { terminal?.restore() }
      let speech = ExploreSpeech(speaker: speaker, audio: audio)
      try answer(explorer.start(), audio: audio, explorer: &explorer, wait: scripted, speech: speech)

      if scripted {
        var lineNumber = 0
        while !interrupt.wasInterrupted, let line = readLine() {
          lineNumber += 1
          let text = line.trimmingCharacters(in: .whitespaces)
          if text.isEmpty || text.hasPrefix("#") { continue }
          if let target = Self.gotoTarget(text) {
            try answer(explorer.goTo(target), audio: audio, explorer: &explorer, wait: true, speech: speech)
            continue
          }
          guard let command = ChartExplorer.Command(line: text) else {
            StandardError.write(
              "standard input: line \(lineNumber): unknown command '\(text.prefix(40))'; type help for the commands.")
            continue
          }
          let response = explorer.handle(command, playheadFrame: audio.playheadFrame)
          try answer(response, audio: audio, explorer: &explorer, wait: true, speech: speech, command: command)
          keepSettings(explorer)
          if response.quits { break }
        }
      } else {
        var keys = KeyReader()
        loop: while !interrupt.wasInterrupted {
          if audio.graphHasEnded {
            try answer(explorer.playbackEnded(), audio: audio, explorer: &explorer, wait: false, speech: speech)
          }
          guard let key = keys.next(timeoutMilliseconds: 20) else { continue }
          if key == .endOfInput { break }
          if key == .goto {
            let prompt = explorer.language.text("explore.gotoPrompt")
            try StandardOutput.writeLines([prompt])
            speech.say([prompt], explorer: explorer)
            guard let typed = keys.typedLine(echo: { try? StandardOutput.write($0) }) else {
              let cancelled = explorer.language.text("explore.gotoCancelled")
              try StandardOutput.writeLines(["", cancelled])
              speech.say([cancelled], explorer: explorer)
              continue
            }
            try StandardOutput.writeLines([""])
            try answer(explorer.goTo(typed), audio: audio, explorer: &explorer, wait: false, speech: speech)
            continue
          }
          guard case .command(let command) = key else {
            if case .other(let name) = key {
              let line = explorer.language.text("explore.unknownKey", ["key": .optional(name)])
              try StandardOutput.writeLines([line])
              speech.say([line], explorer: explorer)
            }
            continue
          }
          let response = explorer.handle(command, playheadFrame: audio.playheadFrame)
          try answer(response, audio: audio, explorer: &explorer, wait: false, speech: speech, command: command)
          keepSettings(explorer)
          if response.quits { break loop }
        }
      }
      audio.stop()
      let report = audio.finish()
      if let report { reportUnderruns(report) }
      if interrupt.wasInterrupted { throw ExitCode(130) }
    }

    /// The text after `goto` on a scripted line ("goto 2012" → "2012"; "goto" alone → ""), `nil`
    /// for other lines.
    static func gotoTarget(_ line: String) -> String? {
      let lowered = line.lowercased()
      guard lowered == "goto" || lowered.hasPrefix("goto ") else { return nil }
      return String(line.dropFirst(4)).trimmingCharacters(in: .whitespaces)
    }

    /// The speaker started, or the one line that says why speech cannot start.
    static func start(_ speaker: ExploreSpeaker) -> String? {
      do throws(SpeechError) {
        try speaker.start()
        return nil
      } catch {
        return "audiograph: error: speech: \(error); spoken values stay off."
      }
    }

    /// Prints the response's lines, plays its sound and says its lines when speech is on; in
    /// scripted mode waits for the sound and the speech.
    func answer(
      _ response: ChartExplorer.Response, audio: ExploreAudio, explorer: inout ChartExplorer, wait: Bool,
      speech: ExploreSpeech, command: ChartExplorer.Command? = nil
    ) throws {
      if !response.lines.isEmpty { try StandardOutput.writeLines(response.lines) }
      if let sound = response.sound { audio.play(sound) }
      // Speech just turned on starts the synthesizer now, after its line is printed (the text
      // comes at once); if it cannot start, one line says why and speech is off again.
      if command == .speech, explorer.speaksValues, let problem = speech.start() {
        StandardError.write(problem)
        explorer.speaksValues = false
        try StandardOutput.writeLines([explorer.language.text("explore.speech", ["state": .text("off")])])
        return
      }
      speech.answer(response, command: command, explorer: explorer)
      guard wait else { return }
      audio.waitForSound()
      speech.waitUntilSaid()
      switch response.sound {
      case .playGraph, .playGraphs, .playPart:
        try answer(explorer.playbackEnded(), audio: audio, explorer: &explorer, wait: false, speech: speech)
        speech.waitUntilSaid()
      default:
        break
      }
    }
  }
}

/// The sound side of `explore`: an `ExplorePlayer` and what it is playing, or nothing with
/// `--device null`.
final class ExploreAudio: @unchecked Sendable {
  private let player: ExplorePlayer?
  private let sampleRate: Double
  private var waitUntilFrame = 0
  private var graph: (pushedAt: Int, fromFrame: Int, frameCount: Int)?

  init(explorer: ChartExplorer, device: DeviceOptions, channelCount: Int, speech: SpeechQueue?) throws {
    sampleRate = explorer.graphs.first?.sampleRate ?? 48_000
    guard device.device != "null" else {
      player = nil
      return
    }
    let renderer = ExploreRenderer(graphs: explorer.graphs.map(\.sequenceSource), speech: speech)
    let player = try ExplorePlayer(
      source: renderer, device: device.device, format: AudioFormat(sampleRate: sampleRate, channelCount: channelCount),
      periodMilliseconds: device.periodMs, bufferMilliseconds: device.bufferMs)
    self.player = player
    player.start()
  }

  func play(_ sound: ChartExplorer.Sound) {
    guard let player else { return }
    let now = player.framesPlayed
    let slack = 2 * player.periodFrameCount
    switch sound {
    case .tone(let frequency, let timbre):
      graph = nil
      _ = player.controls.push(.explore(.tone(frequency: frequency, timbre: timbre)))
      waitUntilFrame = now + slack + Int(ExploreRenderer.toneSeconds * sampleRate)
    case .chord(let notes):
      graph = nil
      for (index, note) in notes.enumerated() {
        _ = player.controls.push(
          .explore(.chordNote(frequency: note.frequency, timbre: note.timbre, index: index, count: notes.count)))
      }
      waitUntilFrame = now + slack + Int(ExploreRenderer.toneSeconds * sampleRate)
    case .playGraph(let variant, let fromFrame, let frameCount):
      _ = player.controls.push(.explore(.playGraph(variant: variant, fromFrame: fromFrame)))
      graph = (now, fromFrame, frameCount)
      waitUntilFrame = now + slack + Int(ScoreRenderer.parameterRampSeconds * sampleRate) + frameCount
    case .playPart(let variant, let fromFrame, let frameCount):
      _ = player.controls.push(.explore(.playGraphPart(variant: variant, fromFrame: fromFrame, frameCount: frameCount)))
      graph = (now, fromFrame, frameCount)
      waitUntilFrame = now + slack + Int(ScoreRenderer.parameterRampSeconds * sampleRate) + frameCount
    case .playGraphs(let variants, let fromFrame, let frameCount):
      // One change for all of them: their variants as bits from the first (64 at most).
      let first = variants.min() ?? 0
      let mask = variants.reduce(UInt64(0)) { $1 - first < 64 ? $0 | (1 << UInt64($1 - first)) : $0 }
      _ = player.controls.push(.explore(.playGraphs(firstVariant: first, mask: mask, fromFrame: fromFrame)))
      graph = (now, fromFrame, frameCount)
      waitUntilFrame = now + slack + Int(ScoreRenderer.parameterRampSeconds * sampleRate) + frameCount
    case .stopGraph:
      graph = nil
      _ = player.controls.push(.explore(.stopGraph))
      waitUntilFrame = now + slack
    }
  }

  /// Blocks until the last sound has been handed to the device.
  func waitForSound() {
    guard let player else { return }
    while player.framesPlayed < waitUntilFrame { usleep(2_000) }
  }

  /// Blocks until the device has been handed everything rendered so far, and the buffer after
  /// it (for speech, whose length only the renderer knows).
  func waitForDevice() {
    guard let player else { return }
    let end = player.framesPlayed + 2 * player.periodFrameCount + player.bufferFrameCount
    while player.framesPlayed < end { usleep(2_000) }
  }

  /// The frame of the playing graph the listener hears now (what was handed to the device, less
  /// the buffer still queued), or `nil` when no graph plays.
  var playheadFrame: Int? {
    guard let graph else { return nil }
    guard let player else { return graph.fromFrame + graph.frameCount }
    let heard = player.framesPlayed - graph.pushedAt - player.bufferFrameCount
    return graph.fromFrame + max(0, heard)
  }

  /// Whether a playing graph has been heard to its end (checked by the interactive loop).
  var graphHasEnded: Bool {
    guard graph != nil, let player, player.framesPlayed >= waitUntilFrame + player.bufferFrameCount else {
      return false
    }
    graph = nil
    return true
  }

  func stop() { player?.stop() }

  func finish() -> PlaybackReport? {
    guard let player else { return nil }
    return try? player.waitUntilFinished()
  }
}

/// Standard input as keys, with the terminal in non-canonical, no-echo mode.
///
/// The terminal is given back as it was on every way out: quitting, Ctrl-C (the caller's
/// ``InterruptHandler``), SIGTERM and SIGHUP (restored, then the process exits with 143 or 129),
/// and Ctrl-Z (SIGTSTP: restored before the process stops, and non-canonical again when the shell
/// continues it with `fg`). Thread-safe: the signals are handled on a dispatch queue.
final class RawTerminal: @unchecked Sendable {
  private var original = termios()
  private var raw = termios()
  private var changed = false
  private let lock = NSLock()
  private var sources: [any DispatchSourceSignal] = []
  /// Set while stopped by Ctrl-Z with the terminal given back.
  private let suspended = Atomic<Bool>(false)

  init() {
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return }
    raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    changed = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
    guard changed else { return }
    for signalNumber in [SIGTERM, SIGHUP] {
      watch(signalNumber) { [unowned self] in
        restore()
        _exit(128 + signalNumber)
      }
    }
    watch(SIGTSTP) { [unowned self] in
      restore()
      suspended.store(true, ordering: .sequentiallyConsistent)
      // Stop for real (SIGSTOP: a stop signal's default action is dropped in an orphaned
      // process group). `kill` returns before the stop takes hold, so the keys are taken again
      // on SIGCONT, when the shell continues the process (`fg`).
      kill(getpid(), SIGSTOP)
    }
    watch(SIGCONT) { [unowned self] in
      if suspended.exchange(false, ordering: .sequentiallyConsistent) { enter() }
    }
  }

  private func watch(_ signalNumber: Int32, _ handler: @escaping @Sendable () -> Void) {
    signal(signalNumber, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
    source.setEventHandler(handler: handler)
    source.resume()
    sources.append(source)
  }

  /// Non-canonical, no-echo mode again (after a stop).
  private func enter() {
    lock.lock()
    defer { lock.unlock() }
    changed = tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0
  }

  /// Puts the terminal back as it was. Safe to call more than once, from any thread.
  func restore() {
    lock.lock()
    defer { lock.unlock() }
    guard changed else { return }
    tcsetattr(STDIN_FILENO, TCSANOW, &original)
    changed = false
  }

  deinit {
    for source in sources { source.cancel() }
    for signalNumber in [SIGTERM, SIGHUP, SIGTSTP, SIGCONT] { signal(signalNumber, SIG_DFL) }
    restore()
  }
}

/// Decodes key presses (arrows, Home, End, Page Up/Down as escape sequences; characters).
struct KeyReader {
  enum Key: Equatable {
    case command(ChartExplorer.Command)
    /// `g`: the user types an x value, then Enter (``typedLine(echo:)`` reads it).
    case goto
    /// A key that does nothing: its character when it is a printable one, else `nil`.
    case other(String?)
    case endOfInput
  }

  private var pending: [UInt8] = []

  mutating func next(timeoutMilliseconds: Int32) -> Key? {
    if pending.isEmpty {
      guard let bytes = read(timeoutMilliseconds: timeoutMilliseconds) else { return nil }
      if bytes.isEmpty { return .endOfInput }
      pending = bytes
    }
    if pending[0] == 0x1B {
      // An escape sequence arrives in one read; wait briefly for the rest if it did not.
      if pending.count == 1, let more = read(timeoutMilliseconds: 30), !more.isEmpty { pending += more }
      var end = 1
      if pending.count > 1 && (pending[1] == UInt8(ascii: "[") || pending[1] == UInt8(ascii: "O")) {
        end = 2
        while end < pending.count && !(0x40...0x7E).contains(pending[end]) { end += 1 }
        end = min(end + 1, pending.count)
      }
      let sequence = String(decoding: pending[0..<end], as: UTF8.self)
      pending.removeFirst(end)
      switch sequence {
      case "\u{1B}[A", "\u{1B}OA": return .command(.up)
      case "\u{1B}[B", "\u{1B}OB": return .command(.down)
      case "\u{1B}[C", "\u{1B}OC": return .command(.right)
      case "\u{1B}[D", "\u{1B}OD": return .command(.left)
      case "\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~": return .command(.home)
      case "\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~": return .command(.end)
      case "\u{1B}[5~": return .command(.previousSeries)
      case "\u{1B}[6~": return .command(.nextSeries)
      default: return .other(nil)
      }
    }
    let byte = pending.removeFirst()
    if byte == 0x04 { return .endOfInput }  // Ctrl-D
    if byte == UInt8(ascii: "g") || byte == UInt8(ascii: "G") { return .goto }
    if byte == 0x0A || byte == 0x0D { return .command(.levelDown) }  // Enter
    if byte == 0x7F || byte == 0x08 { return .command(.levelUp) }  // Backspace
    guard byte < 0x80 else {
      // The rest of a character of several bytes (é): one unknown key.
      while let next = pending.first, next & 0xC0 == 0x80 { pending.removeFirst() }
      return .other(nil)
    }
    guard let command = ChartExplorer.Command(key: Character(Unicode.Scalar(byte))) else {
      return .other(byte > 0x20 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : nil)
    }
    return .command(command)
  }

  /// Reads typed text up to Enter, echoing each character through `echo`; Backspace deletes
  /// the last character. `nil` when Escape or Ctrl-D cancels, or input ends.
  mutating func typedLine(echo: (String) -> Void) -> String? {
    var bytes: [UInt8] = []
    while true {
      if pending.isEmpty {
        guard let more = read(timeoutMilliseconds: -1), !more.isEmpty else { return nil }
        pending = more
      }
      let byte = pending.removeFirst()
      switch byte {
      case 0x0A, 0x0D:
        return String(decoding: bytes, as: UTF8.self)
      case 0x1B, 0x04:
        pending.removeAll()
        return nil
      case 0x7F, 0x08:
        // Delete the last character (all its bytes).
        while let last = bytes.popLast(), last & 0xC0 == 0x80 {}
        echo("\u{8} \u{8}")
      default:
        guard byte >= 0x20 else { continue }
        bytes.append(byte)
        if byte < 0x80 { echo(String(Character(Unicode.Scalar(byte)))) }
      }
    }
  }

  /// Reads what is available, `nil` on timeout, empty at end of input.
  private func read(timeoutMilliseconds: Int32) -> [UInt8]? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, timeoutMilliseconds) > 0 else { return nil }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = Glibc.read(STDIN_FILENO, &buffer, buffer.count)
    return count <= 0 ? [] : Array(buffer[0..<count])
  }
}

/// Spoken values in `explore`: what to say of each answer, through an ``ExploreSpeaker`` (none
/// with `--device null`, where only the setting changes).
struct ExploreSpeech {
  let speaker: ExploreSpeaker?
  let audio: ExploreAudio

  /// Starts the synthesizer (once); the one line that says why it cannot start, else `nil`.
  /// Nothing to start with `--device null`.
  func start() -> String? {
    guard let speaker else { return nil }
    return AudioGraphCommand.Explore.start(speaker)
  }

  /// Says `lines` when speech is on.
  func say(_ lines: [String], explorer: ChartExplorer) {
    guard let speaker, explorer.speaksValues else { return }
    speaker.say(lines.joined(separator: " "))
  }

  /// Says the response's lines when speech is on (and "Speech off." when `command` just turned
  /// it off). A whole graph playing is heard without words (they stop), and the braille line,
  /// made for the fingers, is not read.
  func answer(_ response: ChartExplorer.Response, command: ChartExplorer.Command?, explorer: ChartExplorer) {
    guard let speaker, explorer.speaksValues || command == .speech else { return }
    switch response.sound {
    case .playGraph, .playGraphs:
      speaker.say(nil)
    default:
      speaker.say(command == .braille ? nil : response.lines.joined(separator: " "))
    }
  }

  /// Blocks until everything asked has been said (scripted mode).
  func waitUntilSaid() {
    guard let speaker else { return }
    guard speaker.queue.isBusy else { return }
    while speaker.queue.isBusy { usleep(2_000) }
    audio.waitForDevice()
  }
}
