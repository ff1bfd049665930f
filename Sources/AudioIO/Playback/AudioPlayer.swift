public import Foundation
public import SonificationCore
import Synchronization

/// Plays a chart's score live through ALSA. What plays is, sample for sample, what an offline
/// render of the same score writes.
public typealias ScorePlayer = AudioPlayer<ScoreRenderer>

/// Plays a live value as a gliding tone through ALSA (`AXLiveAudioGraph`, `audiograph monitor`):
/// send `ParameterChange.liveValue(_:)` through ``AudioPlayer/controls``.
public typealias LiveTonePlayer = AudioPlayer<LiveToneRenderer>

/// Plays a `RealtimeRenderSource` (from SonificationCore) live through ALSA on a dedicated audio
/// thread.
///
public final class AudioPlayer<Source: RealtimeRenderSource & ~Copyable>: @unchecked Sendable {
  /// Changes for the audio thread (single producer: the control thread).
  public let controls: ParameterQueue
  /// The device's underrun counter, readable from any thread.
  public let statistics: PlaybackStatistics
  /// The period and buffer the device granted, in frames.
  public let periodFrameCount: Int
  public let bufferFrameCount: Int
  public let format: AudioFormat

  private let stopRequested = Atomic<Bool>(false)
  private let framesWritten = Atomic<Int>(0)
  private let finished = DispatchSemaphore(value: 0)
  private let startedAt = Atomic<Int>(0)
  private let threadHandle = Atomic<UInt>(0)
  /// Tests only: a stall the audio thread performs once, in nanoseconds (see `simulateStall`).
  private let pendingStallNanoseconds = Atomic<Int>(0)
  private let firstWriteAt = Atomic<Int>(0)
  // Handed from the control thread to the audio thread once, in `start()`; afterwards only the
  // audio thread touches it, and the control thread reads the outcome after `finished` signals.
  nonisolated(unsafe) private var engine: Engine?
  nonisolated(unsafe) private var outcome: ALSAError?

  /// The source and the device, owned by the audio thread while playing.
  private final class Engine {
    var source: Source
    var playback: PCMPlayback
    let buffer: UnsafeMutableBufferPointer<Float>

    init(source: consuming Source, playback: consuming PCMPlayback, bufferSampleCount: Int) {
      self.source = source
      self.playback = playback
      buffer = .allocate(capacity: bufferSampleCount)
      buffer.initialize(repeating: 0)
    }

    deinit { buffer.deallocate() }
  }

  /// Opens `device` and prepares `source` for it. Not real-time safe (allocates, opens the device).
  ///
  /// - Throws: ``ALSAError`` when the device is missing, busy or refuses the format.
  public init(
    source: consuming Source, device: String, format: AudioFormat, periodMilliseconds: Double = 8,
    bufferMilliseconds: Double = 32, controlCapacity: Int = 64
  ) throws(ALSAError) {
    let playback = try PCMPlayback(
      device: device, format: format, periodMilliseconds: periodMilliseconds,
      bufferMilliseconds: bufferMilliseconds)
    let periodFrames = playback.periodFrameCount
    source.prepare(format: format, maximumBlockFrameCount: periodFrames)
    self.format = format
    periodFrameCount = periodFrames
    bufferFrameCount = playback.bufferFrameCount
    statistics = playback.statistics
    controls = ParameterQueue(minimumCapacity: controlCapacity)
    engine = Engine(source: source, playback: playback, bufferSampleCount: periodFrames * format.channelCount)
  }

  /// Starts the audio thread. Call once.
  public func start() {
    precondition(engine != nil, "ScorePlayer.start() called twice")
    startedAt.store(Self.nowNanoseconds(), ordering: .relaxed)
    let thread = Thread { [self] in self.run() }
    thread.name = "AudioGraph audio"
    thread.qualityOfService = .userInteractive
    thread.stackSize = 1 << 20
    thread.start()
  }

  /// Fades out and stops. Safe to call from any thread, more than once, and after the end.
  public func stop() {
    _ = controls.push(.masterGain(0))
    stopRequested.store(true, ordering: .releasing)
  }

  /// Blocks until the audio thread has drained the device and finished.
  ///
  /// - Returns: what happened. Throws the ``ALSAError`` that ended playback early, if any.
  @discardableResult
  public func waitUntilFinished() throws(ALSAError) -> PlaybackReport {
    finished.wait()
    finished.signal()  // later waits return at once
    if let outcome { throw outcome }
    let started = startedAt.load(ordering: .relaxed)
    let first = firstWriteAt.load(ordering: .relaxed)
    return PlaybackReport(
      framesPlayed: framesWritten.load(ordering: .relaxed), underrunCount: statistics.underrunCount,
      stoppedEarly: stopRequested.load(ordering: .acquiring),
      startLatencySeconds: first > started ? Double(first - started) / 1e9 : 0)
  }

  /// The audio thread's POSIX handle once it runs, else `nil`: for `pthread_setschedparam`
  /// (real-time priority, where the system allows it) or `pthread_kill`.
  public var audioThread: pthread_t? {
    let handle = threadHandle.load(ordering: .acquiring)
    return handle == 0 ? nil : pthread_t(handle)
  }

  /// Fault injection for tests: makes the audio thread sleep once for `seconds` before its next
  /// period, as a descheduled or overloaded thread would, so a test can provoke a real underrun
  /// (the device really runs dry; recovery and counting are the real ones). `@_spi` keeps it out
  /// of the public API; the `audiograph` binary reaches it only through `AUDIOGRAPH_TEST_STALL`.
  @_spi(FaultInjection)
  public func simulateStall(seconds: Double) {
    pendingStallNanoseconds.store(Int(seconds * 1e9), ordering: .releasing)
  }

  /// Frames handed to the device so far. Real-time safety: safe (atomic load).
  public var framesPlayed: Int { framesWritten.load(ordering: .relaxed) }

  // MARK: The audio thread

  private func run() {
    guard let engine else { return }
    self.engine = nil
    threadHandle.store(UInt(pthread_self()), ordering: .releasing)
    defer { finished.signal() }
    let frames = periodFrameCount
    let fadeFrames = Int((ScoreRenderer.parameterRampSeconds * format.sampleRate).rounded(.up)) + frames
    var fadeRemaining = -1  // counting down once a stop is seen
    do {
      while true {
        if fadeRemaining < 0, stopRequested.load(ordering: .acquiring) { fadeRemaining = fadeFrames }
        let stall = pendingStallNanoseconds.exchange(0, ordering: .acquiring)
        if stall > 0 {
          var duration = timespec(tv_sec: stall / 1_000_000_000, tv_nsec: stall % 1_000_000_000)
          nanosleep(&duration, nil)
        }
        engine.source.applyPendingChanges(from: controls)
        engine.source.render(into: engine.buffer, frameCount: frames)
        try engine.playback.write(UnsafeBufferPointer(engine.buffer))
        if framesWritten.add(frames, ordering: .relaxed).newValue == frames {
          firstWriteAt.store(Self.nowNanoseconds(), ordering: .relaxed)
        }
        if fadeRemaining >= 0 {
          fadeRemaining -= frames
          if fadeRemaining <= 0 { break }
        } else if engine.source.isFinished {
          break
        }
      }
      try engine.playback.drain()
    } catch {
      outcome = error
      try? engine.playback.drop()
    }
  }

  private static func nowNanoseconds() -> Int {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return time.tv_sec * 1_000_000_000 + time.tv_nsec
  }
}

/// How a live playback went.
public struct PlaybackReport: Sendable, Hashable {
  /// Frames handed to the device, including the final period (which may run past the score).
  public var framesPlayed: Int
  /// Underruns (and suspends) recovered during playback; each is an audible gap.
  public var underrunCount: Int
  /// Whether ``AudioPlayer/stop()`` ended playback before the score's end.
  public var stoppedEarly: Bool
  /// From ``AudioPlayer/start()`` to the first period handed to the device, in seconds.
  public var startLatencySeconds: Double
}

extension AudioPlayer where Source == ScoreRenderer {
  /// Opens `device` and prepares `score` for it, at the score's sample rate.
  public convenience init(
    score: Score, device: String, channelCount: Int, periodMilliseconds: Double = 8,
    bufferMilliseconds: Double = 32
  ) throws(ALSAError) {
    try self.init(
      source: ScoreRenderer(score: score), device: device,
      format: AudioFormat(sampleRate: score.sampleRate, channelCount: channelCount),
      periodMilliseconds: periodMilliseconds, bufferMilliseconds: bufferMilliseconds)
  }
}
