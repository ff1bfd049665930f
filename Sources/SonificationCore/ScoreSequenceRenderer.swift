/// Plays several ``Score``s one after the other, with silence between them: the real-time source
/// for a whole audio graph (a sonification's sections, for example one per series).
///
/// Every score gets its own ``ScoreRenderer``, all allocated and prepared in
/// ``prepare(format:maximumBlockFrameCount:)``. Section *i* plays exactly `frameCounts[i]`
/// frames (silence after its score ends), then `gapFrameCount` zero frames follow before the
/// next. The output is, sample for sample, what rendering each section with a fresh renderer and
/// concatenating them with the gaps gives, whatever the block sizes.
///
/// Changes (``ParameterChange``): ``ParameterChange/masterGain(_:)`` and
/// ``ParameterChange/pitchScale(_:)`` reach every section (so a fade-out continues into the next
/// one); ``ParameterChange/paused(_:)`` holds the position (also inside a gap);
/// ``ParameterChange/seek(toFrame:)`` takes a frame of the whole sequence.
///
/// Lifecycle: `init` and `prepare` allocate; `render`, `seek`, `apply` and the getters are
/// real-time safe (`@_noLocks`).
public struct ScoreSequenceRenderer: ~Copyable, @unchecked Sendable {
  // @unchecked Sendable: the renderers are owned uniquely by this noncopyable value.

  /// Frames of silence between successive sections.
  public let gapFrameCount: Int
  private let scores: [Score]
  private let lengths: UnsafeMutableBufferPointer<Int>
  private let starts: UnsafeMutableBufferPointer<Int>
  private var renderers: UnsafeMutablePointer<ScoreRenderer>
  private var rendererCount = 0
  private var channelCount = 1
  private var section = 0
  private var gapRemaining = 0
  private var isPaused = false

  /// A sequence of `sections` (each a score and the frames it lasts, at least the score's
  /// ``Score/frameCount``), separated by `gapFrameCount` frames of silence. Not real-time safe.
  public init(sections: [(score: Score, frameCount: Int)], gapFrameCount: Int) {
    precondition(gapFrameCount >= 0, "ScoreSequenceRenderer: negative gap")
    scores = sections.map(\.score)
    self.gapFrameCount = gapFrameCount
    lengths = .allocate(capacity: sections.count)
    starts = .allocate(capacity: sections.count)
    var start = 0
    for (index, section) in sections.enumerated() {
      precondition(section.frameCount >= 0, "ScoreSequenceRenderer: negative section length")
      lengths[index] = section.frameCount
      starts[index] = start
      start += section.frameCount + gapFrameCount
    }
    renderers = .allocate(capacity: max(1, sections.count))
  }

  deinit {
    for index in 0..<rendererCount { (renderers + index).deinitialize(count: 1) }
    renderers.deallocate()
    lengths.deallocate()
    starts.deallocate()
  }

  /// The number of sections.
  public var sectionCount: Int { @_noLocks get { lengths.count } }

  /// The whole sequence's length in frames: the sections plus the gaps between them.
  public var frameCount: Int {
    @_noLocks get {
      lengths.isEmpty ? 0 : starts[lengths.count - 1] + lengths[lengths.count - 1]
    }
  }

  /// The frame of the whole sequence that `render` writes next.
  public var position: Int {
    @_noLocks get {
      if section >= lengths.count { return frameCount }
      if gapRemaining > 0 { return starts[section] - gapRemaining }
      return starts[section] + renderers[section].position
    }
  }

  /// Allocates and prepares one ``ScoreRenderer`` per section, and moves to frame 0.
  /// Not real-time safe.
  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    for index in 0..<rendererCount { (renderers + index).deinitialize(count: 1) }
    rendererCount = 0
    for (index, score) in scores.enumerated() {
      var renderer = ScoreRenderer(score: score)
      renderer.prepare(format: format, maximumBlockFrameCount: maximumBlockFrameCount)
      (renderers + index).initialize(to: renderer)
      rendererCount += 1
    }
    channelCount = format.channelCount
    section = 0
    gapRemaining = 0
    isPaused = false
  }

  public var isFinished: Bool { @_noLocks get { section >= lengths.count } }

  /// Moves to frame `frame` of the whole sequence (clamped): the section holding it seeks there
  /// (fading in, see ``ScoreRenderer/seek(toFrame:)``), later sections rewind to their start; a
  /// frame inside a gap waits out the rest of the gap. Real-time safety: safe.
  @_noLocks
  public mutating func seek(toFrame frame: Int) {
    guard rendererCount == lengths.count, lengths.count > 0 else { return }
    let target = frame < 0 ? 0 : (frame > frameCount ? frameCount : frame)
    var index = lengths.count - 1
    while index > 0 && starts[index] - gapFrameCount > target { index -= 1 }
    // `index` is the last section whose start (minus its gap) is at or before `target`.
    var later = index + 1
    while later < lengths.count {
      renderers[later].seek(toFrame: 0)
      later += 1
    }
    section = index
    if index > 0 && target < starts[index] {
      gapRemaining = starts[index] - target
      renderers[index].seek(toFrame: 0)
    } else {
      gapRemaining = 0
      renderers[index].seek(toFrame: target - starts[index])
    }
  }

  /// Applies one change. Real-time safety: safe.
  @_noLocks
  public mutating func apply(_ change: ParameterChange) {
    switch change {
    case .seek(let frame):
      seek(toFrame: frame)
    case .paused(let paused):
      isPaused = paused
      fallthrough
    default:
      var index = 0
      while index < rendererCount {
        renderers[index].apply(change)
        index += 1
      }
    }
  }

  @_noLocks
  public mutating func applyPendingChanges(from queue: ParameterQueue) {
    while let change = queue.pop() { apply(change) }
  }

  /// Writes `frameCount` interleaved frames to the start of `output`. Real-time safety: safe.
  @_noLocks
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    precondition(frameCount >= 0 && output.count >= frameCount * channelCount, "render: output buffer too small")
    let channels = channelCount
    var done = 0
    while done < frameCount {
      if section >= rendererCount {
        zero(output, from: done * channels, to: frameCount * channels)
        return
      }
      if gapRemaining > 0 {
        if isPaused {
          zero(output, from: done * channels, to: frameCount * channels)
          return
        }
        let n = gapRemaining < frameCount - done ? gapRemaining : frameCount - done
        zero(output, from: done * channels, to: (done + n) * channels)
        gapRemaining -= n
        done += n
        continue
      }
      let remaining = lengths[section] - renderers[section].position
      if remaining <= 0 {
        advanceSection()
        continue
      }
      let n = remaining < frameCount - done ? remaining : frameCount - done
      renderers[section].render(
        into: UnsafeMutableBufferPointer(rebasing: output[(done * channels)...]), frameCount: n)
      done += n
      if !isPaused && n == remaining { advanceSection() }
      if isPaused {  // a paused section holds its position: the rest of the block is its silence
        if done < frameCount {
          renderers[section].render(
            into: UnsafeMutableBufferPointer(rebasing: output[(done * channels)...]), frameCount: frameCount - done)
        }
        return
      }
    }
  }

  /// Moves past the current section's end: into the gap before the next one, or to the end.
  @_noLocks
  private mutating func advanceSection() {
    section += 1
    if section < rendererCount {
      gapRemaining = gapFrameCount
      if renderers[section].position != 0 { renderers[section].seek(toFrame: 0) }
    }
  }

  @_noLocks @inline(__always)
  private func zero(_ output: UnsafeMutableBufferPointer<Float>, from start: Int, to end: Int) {
    var i = start
    while i < end {
      output[i] = 0
      i += 1
    }
  }
}

extension ScoreSequenceRenderer: RealtimeRenderSource {}
