import ArgumentParser
import AudioGraph
@_spi(FaultInjection) import AudioIO
import Foundation
import SonificationCore

/// The ALSA device options of the live commands (`play`, `explore`).
struct DeviceOptions: ParsableArguments {
  @Option(help: "The ALSA PCM device, such as default, plughw:0,0 or null (no sound).")
  var device = "default"

  @Option(help: "The device period in milliseconds (how much audio is computed at a time).")
  var periodMs = 8.0

  @Option(help: "The device buffer in milliseconds (larger survives a busy machine, but reacts later).")
  var bufferMs = 32.0

  func validate() throws {
    guard periodMs > 0, bufferMs > periodMs, bufferMs <= 2_000 else {
      throw ValidationError("--buffer-ms must be larger than --period-ms, both positive, and at most 2000.")
    }
  }

  /// The one line printed when the device cannot be opened (exit 69).
  func unavailable(_ error: ALSAError, instead: String) -> ExitCode {
    StandardError.write("audiograph: cannot open audio device '\(device)': \(error); \(instead)")
    return ExitStatus.deviceUnavailable
  }
}

/// Opens a player for a `SourceHandoff` on another thread.
final class DeviceOpening: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<AudioPlayer<DeferredSource>, ALSAError>?
  /// How long opening took, in seconds.
  private(set) var seconds = 0.0

  init(handoff: SourceHandoff, format: AudioFormat, options: DeviceOptions) {
    DispatchQueue.global(qos: .userInteractive).async { [self] in
      let start = monotonicSeconds()
      do throws(ALSAError) {
        result = .success(
          try AudioPlayer(
            source: handoff.source, device: options.device, format: format,
            periodMilliseconds: options.periodMs, bufferMilliseconds: options.bufferMs))
      } catch {
        result = .failure(error)
      }
      seconds = monotonicSeconds() - start
      done.signal()
    }
  }

  func wait() throws(ALSAError) -> AudioPlayer<DeferredSource> {
    done.wait()
    done.signal()
    return try result!.get()
  }
}

/// Test hook: with `AUDIOGRAPH_TEST_STALL=AFTER:SECONDS` in the environment (for example
/// `1.0:0.3`), the audio thread stalls once for SECONDS, AFTER seconds into playback, as an
/// overloaded machine would: the device really runs dry, and the underrun is recovered, counted
/// and reported like any other. Used by the tests to provoke underruns through the binary.
func scheduleTestStall<Source: RealtimeRenderSource & ~Copyable>(on player: AudioPlayer<Source>) {
  guard let text = ProcessInfo.processInfo.environment["AUDIOGRAPH_TEST_STALL"] else { return }
  let parts = text.split(separator: ":").compactMap { Double($0) }
  guard parts.count == 2, parts[0] >= 0, parts[1] > 0 else {
    StandardError.write("audiograph: AUDIOGRAPH_TEST_STALL must be AFTER:SECONDS, such as 1.0:0.3; ignored.")
    return
  }
  let stall = parts[1]
  DispatchQueue.global().asyncAfter(deadline: .now() + parts[0]) { player.simulateStall(seconds: stall) }
}

/// Monotonic time in seconds.
func monotonicSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// A moment written by one thread (a signal handler's queue) and read by another after it.
final class TimeMark: @unchecked Sendable {
  private(set) var seconds = 0.0
  func set() { seconds = monotonicSeconds() }
}

/// "12.3 ms".
func milliseconds(_ seconds: Double) -> String {
  String(format: "%.1f ms", locale: Locale(identifier: "en_US_POSIX"), seconds * 1000)
}

extension AudioGraphCommand {
  struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Play the audio graph of a chart through ALSA.",
      discussion: """
        Plays what 'audiograph render' would write for the same chart and options, sample for \
        sample, live. Prints one line when the graph starts and "Complete." at its end. Ctrl-C \
        fades out and stops at once (exit 130). Without a sound device, pass --device null to \
        run silently, or use 'audiograph render' to write a file. --speak LIST narrates the \
        graph as render does.
        """)

    @OptionGroup var input: ChartInputOptions
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var sound: SoundOptions

    @OptionGroup(title: "Narration")
    var speech: SpeechOptions

    @Flag(
      help:
        "Print the timeline (when each spoken phrase and the graph and its data start and end) before playing, and the measured start latency, stop time and pacing on standard error."
    )
    var timing = false

    func run() throws {
      // Open the device while the chart is read and sonified, so the sound starts as soon as
      // the graph is ready (opening can take tens of milliseconds, for example through JACK).
      let format = AudioFormat(sampleRate: Double(sound.sampleRate), channelCount: sound.channels)
      let handoff = SourceHandoff()
      let opening = DeviceOpening(handoff: handoff, format: format, options: deviceOptions)
      let chart = try input.load()
      var sonification: Sonification
      var options = try sound.options()
      options.language = input.context.language
      let narration = try speech.narration(locale: input.reading.locale, context: input.context)
      do throws(SonificationError) {
        sonification = try ChartSonifier(options: options).sonify(chart)
      } catch {
        StandardError.write("audiograph: error: \(input.chart): \(error).")
        throw ExitStatus.usage
      }
      if let narration {
        do throws(SpeechError) {
          sonification = try sonification.narrated(for: chart, options: narration)
        } catch {
          StandardError.write("audiograph: error: \(input.chart): \(error).")
          throw ExitStatus.deviceUnavailable
        }
      }
      let ready = monotonicSeconds()
      let player: AudioPlayer<DeferredSource>
      do {
        player = try opening.wait()
      } catch {
        throw deviceOptions.unavailable(
          error, instead: "use 'audiograph render \(input.chart) -o FILE.wav' to write a sound file instead.")
      }
      let opened = monotonicSeconds()
      var renderer = sonification.makeRenderer()
      renderer.prepare(format: format, maximumBlockFrameCount: player.periodFrameCount)
      handoff.deliver(renderer)
      let interruptedAt = TimeMark()
      let interrupt = InterruptHandler {
        interruptedAt.set()
        player.stop()
      }
      let starting = monotonicSeconds()
      player.start()
      scheduleTestStall(on: player)
      defer { withExtendedLifetime(handoff) {} }
      // Notes only once the device is known to work: a missing device gets its one line alone.
      let status = StatusText(context: input.context)
      for note in sonification.notSonified + sonification.timingNotes {
        StandardError.write(status.note(note, file: input.chart))
      }
      if timing { try StandardOutput.writeLines(status.timeline(sonification, name: input.chart)) }
      try StandardOutput.writeLines([
        status.playing(title: chart.title ?? input.chart, seconds: sonification.durationSeconds)
      ])
      let report: PlaybackReport
      do {
        report = try player.waitUntilFinished()
      } catch {
        StandardError.write("audiograph: playback on '\(deviceOptions.device)' failed: \(error)")
        throw ExitStatus.ioError
      }
      let finished = monotonicSeconds()
      reportUnderruns(report)
      if timing {
        var line =
          "audiograph: timing: start latency \(milliseconds(starting - ready + report.startLatencySeconds)) "
          + "from the graph being ready to its first period written (waiting for the device \(milliseconds(opened - ready)), "
          + "prepare \(milliseconds(starting - opened)), first period \(milliseconds(report.startLatencySeconds)); "
          + "opening the device took \(milliseconds(opening.seconds)))"
        if interrupt.wasInterrupted { line += ", stop \(milliseconds(finished - interruptedAt.seconds)) after Ctrl-C" }
        let audioSeconds = Double(report.framesPlayed) / sonification.sampleRate
        line += String(
          format: ", %d frames (%.3f s of audio) played in %.3f s, %d underrun%@.",
          locale: Locale(identifier: "en_US_POSIX"),
          report.framesPlayed, audioSeconds, finished - starting, report.underrunCount,
          report.underrunCount == 1 ? "" : "s")
        StandardError.write(line)
      }
      if interrupt.wasInterrupted { throw ExitCode(130) }
      try StandardOutput.writeLines([status.complete])
    }
  }
}
