import ArgumentParser
import AudioIO
import Foundation
import SonificationCore
import Synchronization

extension AudioGraphCommand {
  struct Monitor: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Sonify numbers from standard input live, one per line.",
      discussion: """
        Plays a continuous tone whose pitch follows each number as it arrives, for example \
        `tail -f metrics | audiograph monitor --range 0-100`. With --range, the low end sounds \
        at the bottom of the pitch range and the high end at the top (values outside are \
        clamped); without it, the range grows with the values seen so far. A line that is not a \
        number is reported on standard error and skipped. The tone fades out at the end of the \
        input or on Ctrl-C.
        """)

    @Option(help: "The ALSA PCM device, such as default, plughw:0,0 or null.")
    var device = "default"

    // Unconditional: "-20-40" starts with a dash but is the option's value, not an option.
    @Option(
      parsing: .unconditional,
      help: "The values that span the pitch range, as LOW-HIGH (for example 0-100 or -20-40).")
    var range: String?

    @Option(help: "The pitch range, in hertz (200-2000) or note names (C3-C6).")
    var pitchRange = "C3-C6"

    @Option(help: "Sample rate in hertz.")
    var sampleRate = 48_000

    @Option(help: "The device period in milliseconds.")
    var periodMs = 8.0

    @Option(help: "The device buffer in milliseconds.")
    var bufferMs = 32.0

    func validate() throws {
      if let range, Self.parseRange(range) == nil {
        throw ValidationError("--range must be LOW-HIGH with LOW below HIGH, such as 0-100; found '\(range)'.")
      }
      do { _ = try PitchRange(parsing: pitchRange) } catch { throw ValidationError("--pitch-range: \(error)") }
      guard (8_000...192_000).contains(sampleRate) else {
        throw ValidationError("--sample-rate must be between 8000 and 192000 Hz.")
      }
      // The same limits as play and explore.
      guard periodMs > 0, bufferMs > periodMs, bufferMs <= 2_000 else {
        throw ValidationError("--buffer-ms must be larger than --period-ms, both positive, and at most 2000.")
      }
    }

    /// "0-100" → 0...100; "-20-40" → -20...40; "-10--5" → -10...-5.
    static func parseRange(_ text: String) -> ClosedRange<Double>? {
      let characters = Array(text)
      for index in characters.indices.dropFirst()
      where characters[index] == "-" && characters[index - 1] != "e" && characters[index - 1] != "-" {
        guard let low = Double(String(characters[..<index])), let high = Double(String(characters[(index + 1)...])),
          low.isFinite, high.isFinite, low < high
        else { continue }
        return low...high
      }
      return nil
    }

    func run() throws {
      let pitchMap = PitchMap(domain: 0...1, pitchRange: try PitchRange(parsing: pitchRange))
      // The null device has no clock: a player would render silence as fast as the CPU allows.
      // Without sound there is nothing to play; the input is still read and checked.
      let player: LiveTonePlayer?
      do {
        player =
          device == "null"
          ? nil
          : try LiveTonePlayer(
            source: LiveToneRenderer(pitchMap: pitchMap), device: device,
            format: AudioFormat(sampleRate: Double(sampleRate), channelCount: 2),
            periodMilliseconds: periodMs, bufferMilliseconds: bufferMs)
      } catch {
        StandardError.write(
          "audiograph: cannot open audio device '\(device)': \(error). Choose another with --device (aplay -L lists them)."
        )
        throw ExitStatus.deviceUnavailable
      }
      let interrupt = InterruptHandler { player?.stop() }
      player?.start()
      var scale = ValueScale(fixed: range.flatMap(Self.parseRange))
      var lineNumber = 0
      while !interrupt.wasInterrupted, let line = readLine() {
        lineNumber += 1
        let text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty { continue }
        guard let value = Double(text), value.isFinite else {
          StandardError.write("standard input: line \(lineNumber): \"\(text.prefix(40))\" is not a number; skipped")
          continue
        }
        _ = player?.controls.push(.liveValue(scale.normalize(value)))
      }
      guard let player else {
        if interrupt.wasInterrupted { throw ExitCode(130) }
        return
      }
      player.stop()
      let report: PlaybackReport
      do { report = try player.waitUntilFinished() } catch {
        StandardError.write("audiograph: playback on '\(device)' failed: \(error)")
        throw ExitStatus.ioError
      }
      reportUnderruns(report)
      if interrupt.wasInterrupted { throw ExitCode(130) }
    }
  }
}

/// Maps values to 0…1: over a fixed range, or over the range of the values seen so far.
struct ValueScale {
  var fixed: ClosedRange<Double>?
  private var low = Double.infinity
  private var high = -Double.infinity

  init(fixed: ClosedRange<Double>?) { self.fixed = fixed }

  mutating func normalize(_ value: Double) -> Double {
    let range: ClosedRange<Double>
    if let fixed {
      range = fixed
    } else {
      low = min(low, value)
      high = max(high, value)
      range = low...high
    }
    let span = range.upperBound - range.lowerBound
    return span > 0 ? min(max((value - range.lowerBound) / span, 0), 1) : 0.5
  }
}

/// Turns SIGINT (Ctrl-C) into a call to `onInterrupt`, on a dispatch queue, not in a signal
/// handler; the default action comes back when the handler is released.
final class InterruptHandler {
  /// Shared with the dispatch handler.
  private final class Flag: Sendable {
    let value = Atomic<Bool>(false)
  }

  private let source: any DispatchSourceSignal
  private let flag = Flag()

  init(onInterrupt: @escaping @Sendable () -> Void) {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    let flag = self.flag
    source.setEventHandler {
      flag.value.store(true, ordering: .releasing)
      onInterrupt()
    }
    source.resume()
  }

  var wasInterrupted: Bool { flag.value.load(ordering: .acquiring) }

  deinit {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }
}

/// Prints the underruns of a playback, if any, on standard error.
func reportUnderruns(_ report: PlaybackReport) {
  guard report.underrunCount > 0 else { return }
  StandardError.write(
    "audiograph: \(report.underrunCount) underrun\(report.underrunCount == 1 ? "" : "s") during playback (audible gaps); a larger --buffer-ms may help."
  )
}
