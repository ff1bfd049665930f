/// What an ``ExploreRenderer`` is asked to do, sent as ``ParameterChange/explore(_:)``.
public enum ExploreChange: Hashable, Sendable {
  /// Play one short tone at `frequency` hertz in `timbre` (a data point's tone), stopping the
  /// graph if it plays. A tone already sounding fades out over 5 ms first, so nothing clicks.
  case tone(frequency: Double, timbre: Timbre)
  /// Note `index` (0-based) of a chord of `count` notes (1 ... ``ExploreRenderer/chordVoiceCount``)
  /// played together: at `frequency` hertz in `timbre`, each at 1/`count` of a tone's gain, so the
  /// chord never peaks higher than one tone. Send the notes in order, in one go; note 0 stops the
  /// graph and fades out whatever sounds (5 ms), as ``tone(frequency:timbre:)`` does.
  case chordNote(frequency: Double, timbre: Timbre, index: Int, count: Int)
  /// Play graph `variant` (for example one speed) from its frame `fromFrame`, stopping any tone.
  /// A graph already playing fades out over 20 ms first.
  case playGraph(variant: Int, fromFrame: Int)
  /// Play `frameCount` frames of graph `variant` from its frame `fromFrame` (a part of it, such
  /// as one year of a long series), then fade it out (20 ms) as ``stopGraph`` does. The part ends
  /// at the end of the block in which its last frame falls.
  case playGraphPart(variant: Int, fromFrame: Int, frameCount: Int)
  /// Play the graphs `firstVariant + i` for every bit `i` set in `mask` together, from their
  /// frame `fromFrame` (the heard series of a whole chart, each prepared alone at one speed),
  /// each at 1/√count of its gain as a mixed chart plays its series; stopping any tone. A graph
  /// already playing fades out over 20 ms first. They stop together, when the last ends.
  case playGraphs(firstVariant: Int, mask: UInt64, fromFrame: Int)
  /// Fade the graph out (20 ms) and hold it.
  case stopGraph
}

/// The real-time source behind `audiograph explore`: short point tones on demand, and one of
/// several prepared audio graphs (``ScoreSequenceRenderer``s, for example the same chart at
/// several speeds) played from any frame.
///
/// The tone: attack 10 ms, hold ``toneHoldSeconds``, release 40 ms, every ramp an S-curve, the
/// same band-limited, loudness-balanced additive voices as ``ScoreRenderer`` (one shared
/// mechanism) at gain ``toneGain`` (centred, −3 dB per channel in stereo). Phase is continuous
/// across tones; a new tone while one sounds first fades it out over 5 ms, then changes pitch.
/// A chord (``ExploreChange/chordNote(frequency:timbre:index:count:)``) sounds up to
/// ``chordVoiceCount`` such tones at once, each at 1/count of the gain. Several graphs play
/// together (``ExploreChange/playGraphs(firstVariant:mask:fromFrame:)``), each rendered into a
/// block buffer made by `prepare` and added.
/// ``ParameterChange/masterGain(_:)`` (the player's stop) fades everything.
///
/// Speech (optional, ``init(graphs:speech:)``): the utterances of a ``SpeechQueue``, added at
/// the queue's level (centred, −3 dB per channel in stereo, as the tone). An utterance waits
/// while a tone or chord sounds, so a point's value is said after its tone; a part of a graph
/// (``ExploreChange/playGraphPart(variant:fromFrame:frameCount:)``) waits until the speech
/// before it has been said (``SpeechQueue/isBusy``), so a group's description comes before its
/// sound. A whole graph starts at once.
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
  /// The most notes a chord sounds (the voices of the tone bank).
  public static var chordVoiceCount: Int { @_noLocks get { 8 } }

  private enum Stage { case idle, switching, attack, hold, release }

  /// One voice of the tone bank: its envelope, its pitch and timbre, and what it plays next.
  private struct ToneVoice {
    var stage = Stage.idle
    var level = 0.0
    var step = 0.0
    var framesLeft = 0
    var frequency = 440.0
    var timbreOffset = 0
    var timbreHarmonicCount = 1
    /// Linear gain relative to ``ExploreRenderer/toneGain`` (1 for a tone, 1/n in a chord of n).
    var gain = 1.0
    var pendingFrequency = 440.0
    var pendingTimbre = Timbre.sine
    var pendingGain = 1.0
    var phase = 0.0

    @_noLocks
    mutating func ramp(to target: Double, frames: Int) {
      step = (target - level) / Double(frames)
      framesLeft = frames
    }
  }

  private var graphs: UnsafeMutablePointer<ScoreSequenceRenderer>
  private let graphCount: Int
  private var timbreVoices = TimbreVoices()
  /// The playing graph, or the first of those playing together (``currentMask``).
  private var current = 0
  /// The graphs playing together: bit `i` is graph `current + i` (1: graph `current` alone).
  private var currentMask: UInt64 = 1
  /// The gain of each graph playing together (1/√count).
  private var mixGain = 1.0
  /// One block of one graph, when several play together (made by `prepare`).
  private var mixBlock = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
  private var graphAudible = false
  private var graphFadeRemaining = 0
  private var pendingPlay: (variant: Int, mask: UInt64, frame: Int, frameCount: Int)?
  /// What is said, if anything (see ``init(graphs:speech:)``): kept alive by `speechOwner`,
  /// read without reference counting on the render thread.
  private let speech: Unmanaged<SpeechQueue>?
  private let speechOwner: SpeechQueue?
  /// Frames of the playing graph left before it stops (`Int.max`: to its end).
  private var graphFramesLeft = Int.max
  private var sampleRate = 48_000.0
  private var channelCount = 1
  private var masterGain = SmoothedValue(1, curve: .linear)
  private var graphFadeFrames = 1

  /// The tone bank: ``chordVoiceCount`` voices (voice 0 plays a single tone).
  private let tones: UnsafeMutablePointer<ToneVoice>

  /// An explorer over `graphs` (at least one; all prepared with the same format), saying the
  /// utterances of `speech` when one is given (mono samples at the output's sample rate). Not
  /// real-time safe.
  public init(graphs: consuming [ScoreSequenceSource], speech: SpeechQueue? = nil) {
    self.speech = speech.map { Unmanaged.passUnretained($0) }
    speechOwner = speech
    precondition(!graphs.isEmpty, "ExploreRenderer: give at least one graph")
    graphCount = graphs.count
    self.graphs = .allocate(capacity: graphs.count)
    for (index, graph) in graphs.enumerated() {
      (self.graphs + index).initialize(
        to: ScoreSequenceRenderer(sections: graph.sections, gapFrameCount: graph.gapFrameCount))
    }
    tones = .allocate(capacity: ExploreRenderer.chordVoiceCount)
    tones.initialize(repeating: ToneVoice(), count: ExploreRenderer.chordVoiceCount)
  }

  deinit {
    graphs.deinitialize(count: graphCount)
    graphs.deallocate()
    tones.deinitialize(count: ExploreRenderer.chordVoiceCount)
    tones.deallocate()
    mixBlock.deallocate()
  }

  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    sampleRate = format.sampleRate
    channelCount = format.channelCount
    timbreVoices.prepare(sampleRate: sampleRate)
    var index = 0
    while index < graphCount {
      graphs[index].prepare(format: format, maximumBlockFrameCount: maximumBlockFrameCount)
      graphs[index].apply(.paused(true))
      index += 1
    }
    masterGain.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    graphFadeFrames = Int(ScoreRenderer.parameterRampSeconds * sampleRate) + 1
    mixBlock.deallocate()
    mixBlock = .allocate(capacity: Swift.max(1, maximumBlockFrameCount) * format.channelCount)
    graphAudible = false
    currentMask = 1
    var voice = 0
    while voice < ExploreRenderer.chordVoiceCount {
      tones[voice] = ToneVoice()
      voice += 1
    }
  }

  public var isFinished: Bool { @_noLocks get { false } }

  @_noLocks
  public mutating func apply(_ change: ParameterChange) {
    switch change {
    case .explore(.tone(let hertz, let timbre)):
      guard hertz > 0, hertz.isFinite else { return }
      stopGraph()
      silenceTones(from: 1)
      play(hertz, timbre, gain: 1, voice: 0)
    case .explore(.chordNote(let hertz, let timbre, let index, let count)):
      guard hertz > 0, hertz.isFinite, index >= 0, index < ExploreRenderer.chordVoiceCount, count >= 1 else { return }
      let notes = Swift.min(count, ExploreRenderer.chordVoiceCount)
      if index == 0 {
        stopGraph()
        silenceTones(from: notes)
      }
      play(hertz, timbre, gain: 1 / Double(notes), voice: index)
    case .explore(.playGraph(let variant, let frame)):
      play(variant: variant, mask: 1, frame: frame, frameCount: Int.max)
    case .explore(.playGraphPart(let variant, let frame, let frameCount)):
      play(variant: variant, mask: 1, frame: frame, frameCount: Swift.max(0, frameCount))
    case .explore(.playGraphs(let first, let mask, let frame)):
      // Only graphs that exist: bits past the last graph are dropped.
      let available = graphCount - first
      let kept = available >= 64 ? mask : (available > 0 ? mask & ((1 << UInt64(available)) - 1) : 0)
      guard kept != 0 else { return }
      play(variant: first, mask: kept, frame: frame, frameCount: Int.max)
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
  private mutating func play(variant: Int, mask: UInt64, frame: Int, frameCount: Int) {
    guard variant >= 0 && variant < graphCount else { return }
    silenceTones(from: 0)
    stopGraph()
    pendingPlay = (variant, mask, frame, frameCount)
  }

  @_noLocks
  private mutating func stopGraph() {
    if graphAudible {
      var bits = currentMask
      while bits != 0 {
        graphs[current + bits.trailingZeroBitCount].apply(.paused(true))
        bits &= bits - 1
      }
      graphAudible = false
      graphFadeRemaining = graphFadeFrames
    }
  }

  /// Whether every playing graph has played to its end.
  @_noLocks
  private func currentGraphsFinished() -> Bool {
    var bits = currentMask
    while bits != 0 {
      if !graphs[current + bits.trailingZeroBitCount].isFinished { return false }
      bits &= bits - 1
    }
    return true
  }

  /// Renders the playing graphs into `output`: the one alone straight in, several one block of
  /// `mixBlock` at a time, added at ``mixGain``.
  @_noLocks
  private mutating func renderGraphs(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    let channels = channelCount
    if currentMask == 1 {
      graphs[current].render(into: output, frameCount: frameCount)
      return
    }
    var i = 0
    while i < frameCount * channels {
      output[i] = 0
      i += 1
    }
    let blockFrames = mixBlock.count / channels
    var done = 0
    while done < frameCount {
      let n = Swift.min(blockFrames, frameCount - done)
      var bits = currentMask
      while bits != 0 {
        graphs[current + bits.trailingZeroBitCount].render(into: mixBlock, frameCount: n)
        var sample = 0
        while sample < n * channels {
          output[done * channels + sample] += Float(Double(mixBlock[sample]) * mixGain)
          sample += 1
        }
        bits &= bits - 1
      }
      done += n
    }
  }

  /// Frames of a ramp lasting `seconds` (at least 1).
  @_noLocks
  private func frames(_ seconds: Double) -> Int {
    Int(seconds * sampleRate) > 1 ? Int(seconds * sampleRate) : 1
  }

  /// Starts tone voice `voice` at `hertz` in `timbre` at `gain` (× ``toneGain``): at once when it
  /// is silent, after a 5 ms fade when it sounds.
  @_noLocks
  private mutating func play(_ hertz: Double, _ timbre: Timbre, gain: Double, voice: Int) {
    tones[voice].pendingFrequency = hertz
    tones[voice].pendingTimbre = timbre
    tones[voice].pendingGain = gain
    if tones[voice].level > 0 {
      tones[voice].ramp(to: 0, frames: frames(ExploreRenderer.toneSwitchSeconds))
      tones[voice].stage = .switching
    } else {
      startTone(voice)
    }
  }

  /// Fades tone voices `first` and after out over 5 ms.
  @_noLocks
  private mutating func silenceTones(from first: Int) {
    var voice = first
    while voice < ExploreRenderer.chordVoiceCount {
      if tones[voice].stage != .idle {
        tones[voice].ramp(to: 0, frames: frames(ExploreRenderer.toneSwitchSeconds))
        tones[voice].stage = .release
      }
      voice += 1
    }
  }

  @_noLocks
  private mutating func startTone(_ voice: Int) {
    let timbre = tones[voice].pendingTimbre
    tones[voice].frequency = tones[voice].pendingFrequency
    tones[voice].gain = tones[voice].pendingGain
    tones[voice].timbreOffset = TimbreVoices.harmonicOffset(of: timbre)
    tones[voice].timbreHarmonicCount = TimbreVoices.harmonicCount(of: timbre)
    tones[voice].ramp(to: 1, frames: frames(ExploreRenderer.toneAttackSeconds))
    tones[voice].stage = .attack
  }

  @_noLocks
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    precondition(frameCount >= 0 && output.count >= frameCount * channelCount, "render: output buffer too small")
    let channels = channelCount
    // The graph first (rendered only while it plays or fades out), then the tone on top.
    // A part of a graph (a frame count) waits for the speech that describes it.
    if graphFadeRemaining <= 0, let play = pendingPlay, play.frameCount == Int.max || !speechIsBusy {
      pendingPlay = nil
      current = play.variant
      currentMask = play.mask
      var bits = play.mask
      var count = 0
      while bits != 0 {
        let variant = current + bits.trailingZeroBitCount
        graphs[variant].seek(toFrame: play.frame)
        graphs[variant].apply(.paused(false))
        count += 1
        bits &= bits - 1
      }
      mixGain = 1 / RealtimeMath.sqrt(Double(count))
      graphAudible = true
      graphFramesLeft = play.frameCount
    }
    if graphAudible || graphFadeRemaining > 0 {
      renderGraphs(into: output, frameCount: frameCount)
    } else {
      var i = 0
      while i < frameCount * channels {
        output[i] = 0
        i += 1
      }
    }
    if graphFadeRemaining > 0 { graphFadeRemaining -= frameCount }
    if graphAudible && currentGraphsFinished() { graphAudible = false }
    if graphAudible && graphFramesLeft != Int.max {
      graphFramesLeft -= frameCount
      if graphFramesLeft <= 0 { stopGraph() }
    }

    let channelGain = channels == 2 ? 0.7071067811865476 : 1.0
    var tonesSounding = false
    var voiceIndex = 0
    while voiceIndex < ExploreRenderer.chordVoiceCount {
      if tones[voiceIndex].stage != .idle { tonesSounding = true }
      voiceIndex += 1
    }
    let speechCount =
      speech?._withUnsafeGuaranteedRef { $0.beginBlock(frameCount: frameCount, holding: tonesSounding) } ?? 0
    var sampleIndex = 0
    var frame = 0
    while frame < frameCount {
      let gain = masterGain.next()
      var sample = 0.0
      var voice = 0
      while voice < ExploreRenderer.chordVoiceCount {
        if tones[voice].stage != .idle {
          let tone = tones[voice]
          let shaped = tone.level * tone.level * (3 - 2 * tone.level)
          sample +=
            timbreVoices.sample(
              phase: tone.phase, frequency: tone.frequency, offset: tone.timbreOffset, count: tone.timbreHarmonicCount)
            * shaped * tone.gain
          tones[voice].phase = RealtimeMath.fractionalPart(tone.phase + tone.frequency / sampleRate)
          advanceEnvelope(voice)
        }
        voice += 1
      }
      sample *= ExploreRenderer.toneGain * channelGain
      if frame < speechCount, let speech {
        sample += Double(speech._withUnsafeGuaranteedRef { $0.sample(frame) }) * channelGain
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
    speech?._withUnsafeGuaranteedRef { $0.endBlock(speechCount) }
  }

  /// Whether speech is still to be said (``SpeechQueue/isBusy``); `false` without speech.
  private var speechIsBusy: Bool {
    @_noLocks get { speech?._withUnsafeGuaranteedRef { $0.isBusy } ?? false }
  }

  @_noLocks @inline(__always)
  private mutating func advanceEnvelope(_ voice: Int) {
    if tones[voice].framesLeft > 0 {
      tones[voice].level += tones[voice].step
      tones[voice].framesLeft -= 1
      if tones[voice].framesLeft > 0 { return }
    }
    switch tones[voice].stage {
    case .switching:
      tones[voice].level = 0
      startTone(voice)
    case .attack:
      tones[voice].level = 1
      tones[voice].stage = .hold
      tones[voice].framesLeft = Int(ExploreRenderer.toneHoldSeconds * sampleRate)
      tones[voice].step = 0
    case .hold:
      tones[voice].ramp(to: 0, frames: frames(ExploreRenderer.toneReleaseSeconds))
      tones[voice].stage = .release
    case .release:
      tones[voice].level = 0
      tones[voice].stage = .idle
    case .idle:
      break
    }
  }
}

extension ExploreRenderer: RealtimeRenderSource {}

/// The sections of one audio graph, for ``ExploreRenderer/init(graphs:speech:)`` and
/// ``ScoreSequenceRenderer``.
public struct ScoreSequenceSource: Sendable {
  public var sections: [(score: Score, frameCount: Int)]
  public var gapFrameCount: Int

  public init(sections: [(score: Score, frameCount: Int)], gapFrameCount: Int) {
    self.sections = sections
    self.gapFrameCount = gapFrameCount
  }
}
