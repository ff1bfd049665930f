/// Plays several ``Score``s one after the other, with silence between them: the real-time source
/// for a whole audio graph (a sonification's sections, for example one per series), and, for a
/// narrated graph, recorded speech between them (``Segment/clip(_:)``).
///
/// Every score gets its own ``ScoreRenderer``, all allocated and prepared in
/// ``prepare(format:maximumBlockFrameCount:)``. Segments play one after the other: a score
/// segment plays exactly its frame count (silence after its score ends), a silence segment
/// zeros, a clip segment its samples. The output is, sample for sample, what rendering each
/// section with a fresh renderer, each clip with ``SpokenClip/write(_:into:channelCount:gain:)``
/// and concatenating them gives, whatever the block sizes.
///
/// Changes (``ParameterChange``): ``ParameterChange/masterGain(_:)`` and
/// ``ParameterChange/pitchScale(_:)`` reach every section (so a fade-out continues into the next
/// one); the master gain also scales clips, ramped over ``ScoreRenderer/parameterRampSeconds``
/// (pitch does not change speech); ``ParameterChange/paused(_:)`` holds the position (also
/// inside a gap or a clip); ``ParameterChange/seek(toFrame:)`` takes a frame of the whole
/// sequence.
///
/// Lifecycle: `init` and `prepare` allocate; `render`, `seek`, `apply` and the getters are
/// real-time safe (`@_noLocks`).
public struct ScoreSequenceRenderer: ~Copyable, @unchecked Sendable {
  // @unchecked Sendable: the renderers are owned uniquely by this noncopyable value.

  /// One part of the sequence.
  public enum Segment: Sendable {
    /// A score that lasts `frameCount` frames (at least its ``Score/frameCount``).
    case score(Score, frameCount: Int)
    /// Mono samples at the sequence's rate (speech), centred: both channels get each sample
    /// times √½ in stereo (equal-power centre, the tones' pan law), mono gets it as it is.
    case clip([Float])
    /// `frameCount` zero frames.
    case silence(frameCount: Int)
  }

  /// Frames of silence between successive sections (0 for a sequence built from segments).
  public let gapFrameCount: Int
  private let scores: [Score]
  /// Per segment: 0 score, 1 clip, 2 silence.
  private let kinds: UnsafeMutableBufferPointer<Int>
  private let lengths: UnsafeMutableBufferPointer<Int>
  private let starts: UnsafeMutableBufferPointer<Int>
  /// Per segment: the renderer's index (score) or the first sample in `clipSamples` (clip).
  private let indices: UnsafeMutableBufferPointer<Int>
  private let clipSamples: UnsafeMutableBufferPointer<Float>
  private var renderers: UnsafeMutablePointer<ScoreRenderer>
  private var rendererCount = 0
  private var channelCount = 1
  private var segment = 0
  /// Frames played of the current clip or silence segment (score segments use their renderer's position).
  private var segmentPosition = 0
  private var isPaused = false
  private var clipGain = SmoothedValue(1, curve: .linear)

  private static let scoreKind = 0
  private static let clipKind = 1
  private static let silenceKind = 2

  /// A sequence of `sections` (each a score and the frames it lasts, at least the score's
  /// ``Score/frameCount``), separated by `gapFrameCount` frames of silence. Not real-time safe.
  public init(sections: [(score: Score, frameCount: Int)], gapFrameCount: Int) {
    precondition(gapFrameCount >= 0, "ScoreSequenceRenderer: negative gap")
    var segments: [Segment] = []
    for (index, section) in sections.enumerated() {
      if index > 0 { segments.append(.silence(frameCount: gapFrameCount)) }
      segments.append(.score(section.score, frameCount: section.frameCount))
    }
    self.init(segments: segments, gapFrameCount: gapFrameCount)
  }

  /// A sequence of `segments`, played in order. Not real-time safe.
  public init(segments: [Segment]) {
    self.init(segments: segments, gapFrameCount: 0)
  }

  private init(segments: [Segment], gapFrameCount: Int) {
    self.gapFrameCount = gapFrameCount
    kinds = .allocate(capacity: segments.count)
    lengths = .allocate(capacity: segments.count)
    starts = .allocate(capacity: segments.count)
    indices = .allocate(capacity: segments.count)
    var scores: [Score] = []
    var samples: [Float] = []
    var start = 0
    for (index, segment) in segments.enumerated() {
      starts[index] = start
      switch segment {
      case .score(let score, let frameCount):
        precondition(frameCount >= 0, "ScoreSequenceRenderer: negative section length")
        kinds[index] = Self.scoreKind
        lengths[index] = frameCount
        indices[index] = scores.count
        scores.append(score)
      case .clip(let clip):
        kinds[index] = Self.clipKind
        lengths[index] = clip.count
        indices[index] = samples.count
        samples += clip
      case .silence(let frameCount):
        precondition(frameCount >= 0, "ScoreSequenceRenderer: negative silence")
        kinds[index] = Self.silenceKind
        lengths[index] = frameCount
        indices[index] = 0
      }
      start += lengths[index]
    }
    self.scores = scores
    clipSamples = .allocate(capacity: max(1, samples.count))
    _ = clipSamples.initialize(from: samples)
    renderers = .allocate(capacity: max(1, scores.count))
  }

  deinit {
    for index in 0..<rendererCount { (renderers + index).deinitialize(count: 1) }
    renderers.deallocate()
    kinds.deallocate()
    lengths.deallocate()
    starts.deallocate()
    indices.deallocate()
    clipSamples.deallocate()
  }

  /// The number of sections (score segments).
  public var sectionCount: Int { @_noLocks get { scores.count } }

  /// The whole sequence's length in frames: every segment (the sections plus the gaps between them).
  public var frameCount: Int {
    @_noLocks get {
      lengths.isEmpty ? 0 : starts[lengths.count - 1] + lengths[lengths.count - 1]
    }
  }

  /// The frame of the whole sequence that `render` writes next.
  public var position: Int {
    @_noLocks get {
      if segment >= lengths.count { return frameCount }
      if kinds[segment] == Self.scoreKind { return starts[segment] + renderers[indices[segment]].position }
      return starts[segment] + segmentPosition
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
    clipGain = SmoothedValue(1, curve: .linear)
    clipGain.prepare(sampleRate: format.sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    segment = 0
    segmentPosition = 0
    isPaused = false
  }

  public var isFinished: Bool { @_noLocks get { segment >= lengths.count } }

  /// Moves to frame `frame` of the whole sequence (clamped): the section holding it seeks there
  /// (fading in, see ``ScoreRenderer/seek(toFrame:)``), later sections rewind to their start; a
  /// frame inside a gap waits out the rest of the gap, a frame inside a clip plays the rest of
  /// it. Real-time safety: safe.
  @_noLocks
  public mutating func seek(toFrame frame: Int) {
    guard rendererCount == scores.count, lengths.count > 0 else { return }
    let target = frame < 0 ? 0 : (frame > frameCount ? frameCount : frame)
    var index = lengths.count - 1
    while index > 0 && starts[index] > target { index -= 1 }
    // `index` is the last segment that starts at or before `target`.
    var later = index + 1
    while later < lengths.count {
      if kinds[later] == Self.scoreKind { renderers[indices[later]].seek(toFrame: 0) }
      later += 1
    }
    segment = index
    segmentPosition = target - starts[index]
    if kinds[index] == Self.scoreKind { renderers[indices[index]].seek(toFrame: target - starts[index]) }
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
      if case .masterGain(let gain) = change { clipGain.setTarget(gain.isFinite ? max(0, gain) : clipGain.target) }
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
      if segment >= lengths.count || rendererCount != scores.count {
        zero(output, from: done * channels, to: frameCount * channels)
        return
      }
      let kind = kinds[segment]
      if kind != Self.scoreKind {
        if isPaused {
          zero(output, from: done * channels, to: frameCount * channels)
          return
        }
        let remaining = lengths[segment] - segmentPosition
        let n = remaining < frameCount - done ? remaining : frameCount - done
        if kind == Self.clipKind {
          writeClip(from: indices[segment] + segmentPosition, count: n, into: output, at: done)
        } else {
          zero(output, from: done * channels, to: (done + n) * channels)
        }
        segmentPosition += n
        done += n
        if n == remaining { advanceSegment() }
        continue
      }
      let renderer = indices[segment]
      let remaining = lengths[segment] - renderers[renderer].position
      if remaining <= 0 {
        advanceSegment()
        continue
      }
      let n = remaining < frameCount - done ? remaining : frameCount - done
      renderers[renderer].render(
        into: UnsafeMutableBufferPointer(rebasing: output[(done * channels)...]), frameCount: n)
      done += n
      if !isPaused && n == remaining { advanceSegment() }
      if isPaused {  // a paused section holds its position: the rest of the block is its silence
        if done < frameCount {
          renderers[renderer].render(
            into: UnsafeMutableBufferPointer(rebasing: output[(done * channels)...]), frameCount: frameCount - done)
        }
        return
      }
    }
  }

  /// Writes `count` clip samples from `first`, centred and times the master gain, at frame `frame` of `output`.
  @_noLocks
  private mutating func writeClip(
    from first: Int, count: Int, into output: UnsafeMutableBufferPointer<Float>, at frame: Int
  ) {
    let samples = UnsafeBufferPointer(rebasing: clipSamples[first..<(first + count)])
    let destination = UnsafeMutableBufferPointer(rebasing: output[(frame * channelCount)...])
    if !clipGain.isSmoothing {
      SpokenClip.write(samples, into: destination, channelCount: channelCount, gain: clipGain.current)
      return
    }
    var i = 0
    while i < count {
      SpokenClip.write(
        UnsafeBufferPointer(rebasing: samples[i..<(i + 1)]),
        into: UnsafeMutableBufferPointer(rebasing: destination[(i * channelCount)...]), channelCount: channelCount,
        gain: clipGain.next())
      i += 1
    }
  }

  /// Moves past the current segment's end, to the start of the next one (or to the end).
  @_noLocks
  private mutating func advanceSegment() {
    segment += 1
    segmentPosition = 0
    if segment < lengths.count, kinds[segment] == Self.scoreKind {
      let renderer = indices[segment]
      if renderers[renderer].position != 0 { renderers[renderer].seek(toFrame: 0) }
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

/// How a clip of speech enters the output: the one formula both the offline renderings and
/// ``ScoreSequenceRenderer`` use, so they agree sample for sample.
public enum SpokenClip {
  /// The gain of a centred clip in each channel of a stereo output: √½ (equal power, as the
  /// tones are panned), so mono and stereo renderings have the same loudness.
  public static let stereoGain = 0.707_106_781_186_547_6

  /// Writes `samples` (mono) into the interleaved `output`, one frame each: mono gets
  /// `sample × gain`, stereo gets `sample × √½ × gain` in both channels (computed in `Double`,
  /// rounded once to `Float`). Real-time safety: safe.
  @_noLocks
  public static func write(
    _ samples: UnsafeBufferPointer<Float>, into output: UnsafeMutableBufferPointer<Float>, channelCount: Int,
    gain: Double
  ) {
    if channelCount == 1 {
      var i = 0
      while i < samples.count {
        output[i] = Float(Double(samples[i]) * gain)
        i += 1
      }
    } else {
      let factor = stereoGain * gain
      var i = 0
      while i < samples.count {
        let value = Float(Double(samples[i]) * factor)
        output[2 * i] = value
        output[2 * i + 1] = value
        i += 1
      }
    }
  }
}
