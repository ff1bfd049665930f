import Synchronization

/// Hands a prepared ``ScoreSequenceRenderer`` to a player created before the source existed, so the device can be
/// opened while the chart is still being read and sonified (opening a device can take tens of
/// milliseconds; preparing a graph should not wait for it, nor the graph for the device).
///
///     let handoff = SourceHandoff()
///     let player = try AudioPlayer(source: handoff.source, device: "default", format: format)  // on any thread
///     var renderer = sonification.makeRenderer()            // meanwhile: read, sonify
///     renderer.prepare(format: format, maximumBlockFrameCount: player.periodFrameCount)
///     handoff.deliver(renderer)
///     player.start()                                          // plays the graph from its first frame
///
/// Until a source is delivered, the ``DeferredSource`` plays silence (and is never finished).
/// Keep the handoff alive as long as the player: the source reads the handoff's slot.
public final class SourceHandoff: @unchecked Sendable {
  public typealias Wrapped = ScoreSequenceRenderer
  // The address of a heap-allocated, prepared `Wrapped`, or 0. Written once by `deliver`
  // (releasing), taken once by the audio thread (acquiring exchange).
  private let slot: UnsafeMutablePointer<Atomic<UInt>>

  public init() {
    slot = .allocate(capacity: 1)
    slot.initialize(to: Atomic<UInt>(0))
  }

  deinit {
    let left = slot.pointee.exchange(0, ordering: .acquiring)
    if left != 0, let pointer = UnsafeMutablePointer<Wrapped>(bitPattern: left) {
      pointer.deinitialize(count: 1)
      pointer.deallocate()
    }
    slot.deinitialize(count: 1)
    slot.deallocate()
  }

  /// The source to give the player. Create one per handoff.
  public var source: DeferredSource { DeferredSource(slot: slot) }

  /// Hands `source`, already prepared for the player's format, to the audio thread; it plays
  /// from the next period on. Call once. Not real-time safe (allocates).
  public func deliver(_ source: consuming Wrapped) {
    let pointer = UnsafeMutablePointer<Wrapped>.allocate(capacity: 1)
    pointer.initialize(to: source)
    let previous = slot.pointee.exchange(UInt(bitPattern: pointer), ordering: .releasing)
    precondition(previous == 0, "SourceHandoff.deliver called twice")
  }
}

/// The player side of a ``SourceHandoff``: silence until the source arrives, then the source.
///
/// `prepare` does not prepare the delivered source (the deliverer does, off the audio thread).
/// Changes sent before the source arrives are dropped. Real-time safety: `render`,
/// `applyPendingChanges` and `isFinished` are safe (`@_noLocks`).
public struct DeferredSource: ~Copyable, @unchecked Sendable {
  public typealias Wrapped = ScoreSequenceRenderer
  private let slot: UnsafeMutablePointer<Atomic<UInt>>
  private var wrapped: UnsafeMutablePointer<Wrapped>?
  private var channelCount = 1

  init(slot: UnsafeMutablePointer<Atomic<UInt>>) {
    self.slot = slot
  }

  deinit {
    if let wrapped {
      wrapped.deinitialize(count: 1)
      wrapped.deallocate()
    }
  }

  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    channelCount = format.channelCount
  }

  /// Whether a source has been delivered and taken.
  public var hasSource: Bool { @_noLocks get { wrapped != nil } }

  public var isFinished: Bool {
    @_noLocks get {
      guard let wrapped else { return false }
      return wrapped.pointee.isFinished
    }
  }

  @_noLocks
  private mutating func take() {
    guard wrapped == nil else { return }
    let address = slot.pointee.exchange(0, ordering: .acquiring)
    if address != 0 { wrapped = UnsafeMutablePointer<Wrapped>(bitPattern: address) }
  }

  @_noLocks
  public mutating func applyPendingChanges(from queue: ParameterQueue) {
    take()
    if let wrapped {
      wrapped.pointee.applyPendingChanges(from: queue)
    } else {
      while let _ = queue.pop() {}
    }
  }

  @_noLocks
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    take()
    if let wrapped {
      wrapped.pointee.render(into: output, frameCount: frameCount)
      return
    }
    var i = 0
    let end = frameCount * channelCount
    while i < end {
      output[i] = 0
      i += 1
    }
  }
}

extension DeferredSource: RealtimeRenderSource {}
