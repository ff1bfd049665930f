import Synchronization

/// Speech for a live source: utterances of mono samples at the output's sample rate, made by
/// one worker thread and played by the render thread, each newer utterance cutting off the ones
/// before it, as a screen reader's next announcement cuts off the last.
///
/// Three threads take part, each with its own calls:
/// * the **control** thread calls ``begin()`` for every command it answers: what is being said
///   stops at once (a 5 ms fade) and the new utterance's number is returned;
/// * the **worker** (one thread, or one serial queue) makes that utterance's samples and hands
///   them over with ``append(_:utterance:)``, then calls ``finish(utterance:)`` (also when it
///   has nothing to say, or gives up);
/// * the **render** thread plays them through ``beginBlock(frameCount:holding:)``,
///   ``sample(_:)`` and ``endBlock(_:)`` (as ``ExploreRenderer`` does).
///
/// Samples of an utterance older than the newest begun one are never played, however late the
/// worker appends them: the worker's count of samples written and its utterance number are
/// published together, in one atomic word.
///
/// Capacity: ``capacity`` samples (a power of two) wait at most; the worker waits for room
/// (``append(_:utterance:)`` takes what fits). Utterance numbers have 24 bits: a session would
/// need 16 million commands to wrap them.
///
/// Real-time safety: every render-thread call is safe (`@_noLocks`: atomic loads and stores,
/// no allocation). `init` allocates and `deinit` frees.
public final class SpeechQueue: Sendable {
  /// How many samples fit (a power of two).
  public let capacity: Int
  private let mask: Int
  // Safe to share: samples at and after the published count are written only by the worker
  // before it publishes them (releasing); the render thread reads them only after it observes
  // that count (acquiring), and releases them by publishing `read`, which the worker acquires
  // before writing over them.
  nonisolated(unsafe) private let samples: UnsafeMutableBufferPointer<Float>
  /// The newest utterance begun (control thread).
  private let newest = Atomic<Int>(0)
  /// The worker's samples written (high bits) and the utterance they belong to (low 24 bits).
  private let published = Atomic<Int>(0)
  /// The first sample of the utterance last published (worker, before it publishes).
  private let utteranceStart = Atomic<Int>(0)
  /// The last utterance the worker finished (worker).
  private let finished = Atomic<Int>(0)
  /// Samples the render thread has consumed (render thread).
  private let read = Atomic<Int>(0)

  /// The render thread's own state (touched by no other thread).
  private struct Reader {
    /// The newest utterance whose cut the render thread has carried out.
    var handled = 0
    /// The utterance the render thread plays.
    var playing = 0
    /// Whether the last block played speech.
    var sounding = false
    /// Frames left of the fade-out of a cut utterance (0: no cut under way).
    var fadeRemaining = 0
    /// The first sample of the current block.
    var blockStart = 0
  }
  nonisolated(unsafe) private let reader: UnsafeMutablePointer<Reader>
  private let fadeFrames: Int

  private static let utteranceBits = 24
  private static let utteranceMask = (1 << utteranceBits) - 1

  /// A queue holding at least `minimumCapacity` samples (rounded up to a power of two), cutting
  /// off an utterance over `fadeFrames` frames (5 ms is 240 at 48 kHz). Not real-time safe.
  public init(minimumCapacity: Int, fadeFrames: Int) {
    precondition(minimumCapacity >= 1 && minimumCapacity <= 1 << 30, "SpeechQueue: capacity must be in 1...2^30")
    var size = 2
    while size < minimumCapacity { size <<= 1 }
    capacity = size
    mask = size - 1
    samples = .allocate(capacity: size)
    samples.initialize(repeating: 0)
    self.fadeFrames = max(1, fadeFrames)
    reader = .allocate(capacity: 1)
    reader.initialize(to: Reader())
  }

  deinit {
    samples.deallocate()
    reader.deinitialize(count: 1)
    reader.deallocate()
  }

  // MARK: Control thread

  /// Cuts off what is being said (the render thread fades it out over `fadeFrames`) and returns
  /// the number of the next utterance, for the worker. Control thread only.
  @discardableResult
  public func begin() -> Int {
    newest.wrappingAdd(1, ordering: .releasing).newValue & Self.utteranceMask
  }

  /// Whether speech is still to be heard: an utterance begun and not yet finished by the worker,
  /// or samples of the newest one not yet played. Any thread (a snapshot).
  public var isBusy: Bool {
    @_noLocks get {
      let newestBegun = newest.load(ordering: .acquiring) & Self.utteranceMask
      if finished.load(ordering: .acquiring) != newestBegun { return true }
      let state = published.load(ordering: .acquiring)
      guard state & Self.utteranceMask == newestBegun else { return false }
      return read.load(ordering: .acquiring) < state >> Self.utteranceBits
    }
  }

  // MARK: Worker

  /// Whether `utterance` is still the newest: the worker stops making it when not.
  public func isCurrent(_ utterance: Int) -> Bool {
    newest.load(ordering: .acquiring) & Self.utteranceMask == utterance
  }

  /// Hands over as many of `clip`'s samples as fit (all, unless the render thread is behind by
  /// nearly ``capacity``) as part of `utterance`, and returns how many. Worker only; the
  /// utterances must come in the order ``begin()`` numbered them.
  @discardableResult
  public func append(_ clip: UnsafeBufferPointer<Float>, utterance: Int) -> Int {
    let state = published.load(ordering: .relaxed)
    let written = state >> Self.utteranceBits
    if state & Self.utteranceMask != utterance { utteranceStart.store(written, ordering: .relaxed) }
    let room = capacity - (written - read.load(ordering: .acquiring))
    let count = min(room, clip.count)
    var index = 0
    while index < count {
      samples[(written + index) & mask] = clip[index]
      index += 1
    }
    published.store((written + count) << Self.utteranceBits | utterance, ordering: .releasing)
    return count
  }

  /// Marks `utterance` finished: the worker has appended all of it, or nothing. Worker only.
  public func finish(utterance: Int) {
    finished.store(utterance, ordering: .releasing)
  }

  // MARK: Render thread

  /// Prepares the speech of the next block of `frameCount` frames and returns how many of them
  /// have a sample (from the first; ``sample(_:)`` reads them). `holding` (a tone sounds) keeps
  /// the speech waiting; a cut is carried out even then. Render thread only.
  @_noLocks
  public func beginBlock(frameCount: Int, holding: Bool) -> Int {
    let reader = self.reader  // a local: `&&` would capture `self`, counting a reference
    let fadeFrames = self.fadeFrames
    let newestBegun = newest.load(ordering: .acquiring) & Self.utteranceMask
    let state = published.load(ordering: .acquiring)
    let written = state >> Self.utteranceBits
    let utterance = state & Self.utteranceMask
    var position = read.load(ordering: .relaxed)
    if newestBegun != reader.pointee.handled && reader.pointee.fadeRemaining == 0 {
      reader.pointee.handled = newestBegun
      if reader.pointee.sounding && position < written { reader.pointee.fadeRemaining = fadeFrames }
    }
    if reader.pointee.fadeRemaining > 0 {
      // The cut utterance fades out, up to the newest one's first sample if it has come.
      let end =
        utterance == reader.pointee.handled && utterance != reader.pointee.playing
        ? utteranceStart.load(ordering: .relaxed) : written
      reader.pointee.blockStart = position
      let count = min(min(frameCount, reader.pointee.fadeRemaining), max(0, end - position))
      if count > 0 { return count }
      reader.pointee.fadeRemaining = 0
      reader.pointee.sounding = false
    }
    if utterance != reader.pointee.handled {
      // Samples of an utterance cut off (or not yet the newest): never played.
      position = written
    } else if utterance != reader.pointee.playing {
      reader.pointee.playing = utterance
      position = max(position, utteranceStart.load(ordering: .relaxed))
    }
    read.store(position, ordering: .releasing)
    reader.pointee.blockStart = position
    guard !holding else {
      reader.pointee.sounding = false
      return 0
    }
    let count = min(frameCount, written - position)
    reader.pointee.sounding = count > 0
    return count
  }

  /// Sample `index` of the current block (below what ``beginBlock(frameCount:holding:)``
  /// returned), faded when the utterance is being cut off. Render thread only.
  @_noLocks
  public func sample(_ index: Int) -> Float {
    let reader = self.reader
    let value = samples[(reader.pointee.blockStart + index) & mask]
    guard reader.pointee.fadeRemaining > 0 else { return value }
    return value * Float(reader.pointee.fadeRemaining - index) / Float(fadeFrames)
  }

  /// Marks the block's `count` samples played. Render thread only.
  @_noLocks
  public func endBlock(_ count: Int) {
    let reader = self.reader
    guard count > 0 else { return }
    if reader.pointee.fadeRemaining > 0 {
      reader.pointee.fadeRemaining -= count
      if reader.pointee.fadeRemaining <= 0 {
        // The rest of the cut utterance is dropped by the next block.
        reader.pointee.fadeRemaining = 0
        reader.pointee.sounding = false
      }
    }
    read.store(reader.pointee.blockStart + count, ordering: .releasing)
  }
}
