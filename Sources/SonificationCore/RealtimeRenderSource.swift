/// Something a real-time playback loop can pull audio from: ``ScoreRenderer`` (a chart's score)
/// or ``LiveToneRenderer`` (a live value).
///
/// The loop calls ``prepare(format:maximumBlockFrameCount:)`` once before playback, then, on the
/// audio thread, for every period: ``applyPendingChanges(from:)`` and
/// ``render(into:frameCount:)``, and stops when ``isFinished``. Conforming types keep those three
/// real-time safe (no allocation, locks, reference counting or I/O).
///
/// A source is handed to the audio thread, so its type (the metatype) must be `Sendable`: any
/// type not isolated to a global actor is.
public protocol RealtimeRenderSource: ~Copyable, SendableMetatype {
  /// Allocates everything rendering needs. Not real-time safe.
  mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int)
  /// Pops and applies the control changes sent since the last period. Real-time safe.
  mutating func applyPendingChanges(from queue: ParameterQueue)
  /// Overwrites `frameCount` interleaved frames at the start of `output`. Real-time safe.
  mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int)
  /// Whether everything has been played (a live source never finishes by itself).
  var isFinished: Bool { get }
}

extension ScoreRenderer: RealtimeRenderSource {}
