/// What an ``ExploreRenderer`` is asked to do, sent as ``ParameterChange/explore(_:)``.
public enum ExploreChange: Hashable, Sendable {
  /// Play one short tone at `frequency` hertz in `timbre` (a data point's tone), stopping the
  /// graph if it plays. A tone already sounding fades out over 5 ms first, so nothing clicks.
  case tone(frequency: Double, timbre: Timbre)
  /// Play graph `variant` (for example one speed) from its frame `fromFrame`, stopping any tone.
  /// A graph already playing fades out over 20 ms first.
  case playGraph(variant: Int, fromFrame: Int)
  /// Play `frameCount` frames of graph `variant` from its frame `fromFrame` (a part of it, such
  /// as one year of a long series), then fade it out (20 ms) as ``stopGraph`` does. The part ends
  /// at the end of the block in which its last frame falls.
  case playGraphPart(variant: Int, fromFrame: Int, frameCount: Int)
  /// Fade the graph out (20 ms) and hold it.
  case stopGraph
}

/// The real-time source behind `audiograph explore`: short point tones on demand, and one of
/// several prepared audio graphs (``ScoreSequenceRenderer``s, for example the same chart at
/// several speeds) played from any frame.
///
/// The tone: attack 10 ms, hold ``toneHoldSeconds``, release 40 ms, every ramp an S-curve, the
/// same band-limited additive voices as ``ScoreRenderer`` at gain ``toneGain`` (centred, −3 dB per
/// channel in stereo). Phase is continuous across tones; a new tone while one sounds first fades
/// it out over 5 ms, then changes pitch. ``ParameterChange/masterGain(_:)`` (the player's stop)
/// fades everything.
///
/// Lifecycle: `init` and `prepare` allocate; the rest is real-time safe (`@_noLocks`).
public struct ExploreRenderer: ~Copyable, @unchecked Sendable {
  public static var toneGain: Double { @_noLocks get { 0.4 } }
  public static var toneAttackSeconds: Double { @_noLocks get { 0.010 } }
  public static var toneHoldSeconds: Double { @_noLocks get { 0.150 } }
  public static var toneReleaseSeconds: Double { @_noLocks get { 0.040 } }
  public static var toneSwitchSeconds: Double { @_noLocks get { 0.005 } }
  /// A tone's whole length: attack, hold and release.
  public static var toneSeconds: Double { @_noLocks get { toneAttackSeconds + toneHoldSeconds + toneReleaseSeconds } }

  private enum Stage { case idle, switching, attack, hold, release }

  private var graphs: UnsafeMutablePointer<ScoreSequenceRenderer>
  private let graphCount: Int
  private let harmonics: UnsafeMutableBufferPointer<Double>
  private var current = 0
  private var graphAudible = false
  private var graphFadeRemaining = 0
  private var pendingPlay: (variant: Int, frame: Int, frameCount: Int)?
  /// Frames of the playing graph left before it stops (`Int.max`: to its end).
  private var graphFramesLeft = Int.max
  private var sampleRate = 48_000.0
  private var channelCount = 1
  private var masterGain = SmoothedValue(1, curve: .linear)
  private var graphFadeFrames = 1

  // The tone voice.
  private var stage = Stage.idle
  private var level = 0.0
  private var step = 0.0
  private var framesLeft = 0
  private var frequency = 440.0
  private var timbreOffset = 0
  private var pendingFrequency = 440.0
  private var pendingTimbreOffset = 0
  private var phase = 0.0

  /// An explorer over `graphs` (at least one; all prepared with the same format). Not real-time
  /// safe.
  public init(graphs: consuming [ScoreSequenceSource]) {
    precondition(!graphs.isEmpty, "ExploreRenderer: give at least one graph")
    graphCount = graphs.count
    self.graphs = .allocate(capacity: graphs.count)
    for (index, graph) in graphs.enumerated() {
      (self.graphs + index).initialize(
        to: ScoreSequenceRenderer(sections: graph.sections, gapFrameCount: graph.gapFrameCount))
    }
    let table = Timbre.allCases.flatMap(\.harmonicAmplitudes)
    harmonics = .allocate(capacity: table.count)
    _ = harmonics.initialize(fromContentsOf: table)
  }

  deinit {
    graphs.deinitialize(count: graphCount)
    graphs.deallocate()
    harmonics.deallocate()
  }

  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    sampleRate = format.sampleRate
    channelCount = format.channelCount
    var index = 0
    while index < graphCount {
      graphs[index].prepare(format: format, maximumBlockFrameCount: maximumBlockFrameCount)
      graphs[index].apply(.paused(true))
      index += 1
    }
    masterGain.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    graphFadeFrames = Int(ScoreRenderer.parameterRampSeconds * sampleRate) + 1
    graphAudible = false
    stage = .idle
    level = 0
  }

  public var isFinished: Bool { @_noLocks get { false } }

  @_noLocks
  public mutating func apply(_ change: ParameterChange) {
    switch change {
    case .explore(.tone(let hertz, let timbre)):
      guard hertz > 0, hertz.isFinite else { return }
      stopGraph()
      pendingFrequency = hertz
      pendingTimbreOffset = ExploreRenderer.index(of: timbre) * Timbre.maximumHarmonicCount
      if level > 0 {
        ramp(to: 0, seconds: ExploreRenderer.toneSwitchSeconds)
        stage = .switching
      } else {
        startTone()
      }
    case .explore(.playGraph(let variant, let frame)):
      play(variant: variant, frame: frame, frameCount: Int.max)
    case .explore(.playGraphPart(let variant, let frame, let frameCount)):
      play(variant: variant, frame: frame, frameCount: Swift.max(0, frameCount))
    case .explore(.stopGraph), .paused(true):
      pendingPlay = nil
      stopGraph()
    case .masterGain(let gain):
      masterGain.setTarget(gain.isFinite ? max(0, gain) : masterGain.target)
    default:
      break
    }
  }

  @_noLocks
  public mutating func applyPendingChanges(from queue: ParameterQueue) {
    while let change = queue.pop() { apply(change) }
  }

  @_noLocks
  private mutating func play(variant: Int, frame: Int, frameCount: Int) {
    guard variant >= 0 && variant < graphCount else { return }
    if stage != .idle {
      ramp(to: 0, seconds: ExploreRenderer.toneSwitchSeconds)
      stage = .release
    }
    stopGraph()
    pendingPlay = (variant, frame, frameCount)
  }

  @_noLocks
  private mutating func stopGraph() {
    if graphAudible {
      graphs[current].apply(.paused(true))
      graphAudible = false
      graphFadeRemaining = graphFadeFrames
    }
  }

  /// The timbre's place in `Timbre.allCases` (the harmonic table's order).
  @_noLocks
  private static func index(of timbre: Timbre) -> Int {
    switch timbre {
    case .sine: 0
    case .soft: 1
    case .bright: 2
    case .hollow: 3
    case .mellow: 4
    case .organ: 5
    case .nasal: 6
    }
  }

  @_noLocks
  private mutating func ramp(to target: Double, seconds: Double) {
    let frames = Int(seconds * sampleRate) > 1 ? Int(seconds * sampleRate) : 1
    step = (target - level) / Double(frames)
    framesLeft = frames
  }

  @_noLocks
  private mutating func startTone() {
    frequency = pendingFrequency
    timbreOffset = pendingTimbreOffset
    ramp(to: 1, seconds: ExploreRenderer.toneAttackSeconds)
    stage = .attack
  }

  @_noLocks
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    precondition(frameCount >= 0 && output.count >= frameCount * channelCount, "render: output buffer too small")
    let channels = channelCount
    // The graph first (rendered only while it plays or fades out), then the tone on top.
    if graphFadeRemaining <= 0, let play = pendingPlay {
      pendingPlay = nil
      current = play.variant
      graphs[current].seek(toFrame: play.frame)
      graphs[current].apply(.paused(false))
      graphAudible = true
      graphFramesLeft = play.frameCount
    }
    if graphAudible || graphFadeRemaining > 0 {
      graphs[current].render(into: output, frameCount: frameCount)
    } else {
      var i = 0
      while i < frameCount * channels {
        output[i] = 0
        i += 1
      }
    }
    if graphFadeRemaining > 0 { graphFadeRemaining -= frameCount }
    if graphAudible && graphs[current].isFinished { graphAudible = false }
    if graphAudible && graphFramesLeft != Int.max {
      graphFramesLeft -= frameCount
      if graphFramesLeft <= 0 { stopGraph() }
    }

    let channelGain = channels == 2 ? 0.7071067811865476 : 1.0
    let nyquistGuard = 0.45 * sampleRate
    let fadeWidth = 0.05 * sampleRate
    var sampleIndex = 0
    var frame = 0
    while frame < frameCount {
      let gain = masterGain.next()
      var sample = 0.0
      if stage != .idle {
        let theta = 2 * Double.pi * phase
        let sine = RealtimeMath.sin(theta)
        let twoCosine = 2 * RealtimeMath.cos(theta)
        var previous = 0.0
        var currentHarmonic = sine
        var k = 1
        while k <= Timbre.maximumHarmonicCount {
          let partial = Double(k) * frequency
          if partial >= nyquistGuard { break }
          let amplitude = harmonics[timbreOffset + k - 1]
          if amplitude != 0 {
            let fade = (nyquistGuard - partial) / fadeWidth
            sample += amplitude * (fade >= 1 ? 1 : fade) * currentHarmonic
          }
          let following = twoCosine * currentHarmonic - previous
          previous = currentHarmonic
          currentHarmonic = following
          k += 1
        }
        let shaped = level * level * (3 - 2 * level)
        sample *= shaped * ExploreRenderer.toneGain * channelGain
        phase = RealtimeMath.fractionalPart(phase + frequency / sampleRate)
        advanceEnvelope()
      }
      var index = 0
      while index < channels {
        let mixed = (Double(output[sampleIndex + index]) + sample) * gain
        output[sampleIndex + index] = Float(RealtimeMath.clamp(mixed, -0.89, 0.89))  // ScoreRenderer.peakCeiling
        index += 1
      }
      sampleIndex += channels
      frame += 1
    }
  }

  @_noLocks @inline(__always)
  private mutating func advanceEnvelope() {
    if framesLeft > 0 {
      level += step
      framesLeft -= 1
      if framesLeft > 0 { return }
    }
    switch stage {
    case .switching:
      level = 0
      startTone()
    case .attack:
      level = 1
      stage = .hold
      framesLeft = Int(ExploreRenderer.toneHoldSeconds * sampleRate)
      step = 0
    case .hold:
      ramp(to: 0, seconds: ExploreRenderer.toneReleaseSeconds)
      stage = .release
    case .release:
      level = 0
      stage = .idle
    case .idle:
      break
    }
  }
}

extension ExploreRenderer: RealtimeRenderSource {}

/// The sections of one audio graph, for ``ExploreRenderer/init(graphs:)`` and
/// ``ScoreSequenceRenderer``.
public struct ScoreSequenceSource: Sendable {
  public var sections: [(score: Score, frameCount: Int)]
  public var gapFrameCount: Int

  public init(sections: [(score: Score, frameCount: Int)], gapFrameCount: Int) {
    self.sections = sections
    self.gapFrameCount = gapFrameCount
  }
}
