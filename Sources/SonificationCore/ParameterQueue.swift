import Synchronization

/// A control change for a playing ``ScoreRenderer``, sent through a ``ParameterQueue``.
public enum ParameterChange: Hashable, Sendable {
  /// New master gain, linear (≥ 0); glides linearly over 20 ms.
  case masterGain(Double)
  /// New pitch scale, a frequency ratio (> 0, 2 = an octave up); glides multiplicatively over
  /// 20 ms. Values ≤ 0 or NaN are ignored.
  case pitchScale(Double)
  /// Pause (`true`: fade out over 20 ms, then hold position) or resume (`false`: fade back in).
  case paused(Bool)
  /// Jump to a score frame (see ``ScoreRenderer/seek(toFrame:)``).
  case seek(toFrame: Int)
  /// A new live value for a ``LiveToneRenderer``, in its pitch map's domain; the pitch glides
  /// there. Ignored by ``ScoreRenderer``.
  case liveValue(Double)
  /// A change for an ``ExploreRenderer`` (a point's tone, playing the graph from a frame).
  /// Ignored by the other sources.
  case explore(ExploreChange)
}

/// A single-producer, single-consumer queue of parameter changes, preallocated (miniaudio,
/// JUCE `AbstractFifo`).
///
/// One control thread calls ``push(_:)``; one audio thread calls ``pop()`` at the start of
/// each block and passes the plain values to ``ScoreRenderer/apply(_:)``. Capacity is rounded
/// up to a power of two; the queue holds at most `capacity` changes.
///
/// Real-time safety: ``pop()`` is safe on the audio thread (no allocation, no locks, no
/// waiting: two atomic loads and one store; `@_noLocks`, compiler-checked). ``push(_:)`` is
/// equally lock- and allocation-free (also `@_noLocks`) but is meant for the control thread.
/// `init` allocates; `deinit` frees. Changes queued but never popped are simply dropped.
/// Using more than one producer or more than one consumer at a time is a programming error.
public final class ParameterQueue: Sendable {
  /// How many changes fit (a power of two).
  public let capacity: Int
  private let mask: Int
  // Safe to share: slot i is written only by the producer before it publishes `tail`
  // (releasing), and read only by the consumer after it observes that `tail` (acquiring);
  // the consumer releases the slot by publishing `head`, which the producer acquires before
  // reusing it. The buffer is allocated in init and freed in deinit, when no thread uses it.
  nonisolated(unsafe) private let slots: UnsafeMutableBufferPointer<ParameterChange>
  private let head = Atomic<Int>(0)  // next slot to read; advanced by the consumer only
  private let tail = Atomic<Int>(0)  // next slot to write; advanced by the producer only

  /// Creates a queue holding at least `minimumCapacity` changes (rounded up to a power of two,
  /// at least 2). Not real-time safe (allocates).
  public init(minimumCapacity: Int) {
    precondition(
      minimumCapacity >= 1 && minimumCapacity <= 1 << 30,
      "ParameterQueue: capacity must be in 1...2^30")
    var size = 2
    while size < minimumCapacity { size <<= 1 }
    capacity = size
    mask = size - 1
    slots = .allocate(capacity: size)
    slots.initialize(repeating: .paused(false))
  }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// Appends `change`. Returns `false` (and drops nothing already queued) when the queue is
  /// full; the caller may retry later or coalesce. Never blocks. Producer thread only.
  @discardableResult
  @_noLocks
  public func push(_ change: ParameterChange) -> Bool {
    let t = tail.load(ordering: .relaxed)
    guard t &- head.load(ordering: .acquiring) < capacity else { return false }
    slots[t & mask] = change
    tail.store(t &+ 1, ordering: .releasing)
    return true
  }

  /// Removes and returns the oldest change, or `nil` when empty. Consumer (audio) thread only.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public func pop() -> ParameterChange? {
    let h = head.load(ordering: .relaxed)
    guard h != tail.load(ordering: .acquiring) else { return nil }
    let change = slots[h & mask]
    head.store(h &+ 1, ordering: .releasing)
    return change
  }

  /// The number of queued changes at some instant (exact only when neither side is running).
  public var approximateCount: Int {
    tail.load(ordering: .acquiring) &- head.load(ordering: .acquiring)
  }
}
