/// Plays a ``Score`` block by block: the pull-model source behind both file rendering and live
/// playback.
///
/// Lifecycle (fundsp / JUCE style):
/// 1. ``init(score:)`` and ``prepare(format:maximumBlockFrameCount:)`` run off the audio thread
///    and allocate everything (event tables, voices, limiter delay lines).
/// 2. ``render(into:frameCount:)`` runs on the audio thread for any block size including 0.
/// 3. ``reset()`` and ``seek(toFrame:)`` reposition without allocating.
///
/// Signal path per frame: every sounding event (phase-continuous additive voice × envelope ×
/// gain, equal-power panned) is summed; the mix is multiplied by ``Score/masterGain``, then a
/// look-ahead peak limiter (2 ms look-ahead with S-shaped gain ramps, 50 ms release, ceiling
/// 0.89 = −1.01 dBFS) makes sure no output sample exceeds −1 dBFS. `prepare` allocates as many
/// voices as the score ever has sounding at once, so no event is ever dropped or stolen. The limiter's look-ahead is a per-frame delay line
/// that is pre-filled by `reset`/`seek`, so the output is aligned with the score (frame *n* of the
/// output is score frame *n*) and does not depend on block boundaries: rendering with any block
/// sizes gives bit-identical samples.
///
/// The renderer is a noncopyable value: it owns its buffers (freed in `deinit`), so two copies can
/// never share voice state. Move it to the audio thread; wrap it in a class if it must be shared.
///
/// Real-time safety: `render`, `reset`, `seek`, `apply` and the getters are `@_noLocks`
/// (compiler-checked: no allocation, locks, reference counting, existentials or unvetted calls).
public struct ScoreRenderer: ~Copyable, @unchecked Sendable {
  // @unchecked Sendable: the buffers are owned uniquely by this noncopyable value, so moving
  // it to another thread moves sole access with it.

  /// The limiter's ceiling: 0.89 (−1.01 dBFS), just below −1 dBFS (0.8913).
  public static var peakCeiling: Double { 0.89 }
  /// Look-ahead of the limiter, in seconds.
  public static var limiterLookAheadSeconds: Double { 0.002 }
  /// Release time constant of the limiter, in seconds.
  public static var limiterReleaseSeconds: Double { 0.050 }
  /// Fade-in after ``seek(toFrame:)`` to a frame other than 0, in seconds.
  public static var seekFadeSeconds: Double { 0.005 }
  /// Ramp length for ``ParameterChange`` smoothing (gain, pitch scale, pause), in seconds.
  public static var parameterRampSeconds: Double { 0.020 }

  private let score: Score

  // Format, set by prepare.
  private var sampleRate = 0.0
  private var channelCount = 0
  private var isPrepared = false
  /// The block size the host announced in `prepare` (informational: any size renders).
  public private(set) var maximumBlockFrameCount = 0

  // Compiled score, allocated in prepare.
  private var events = UnsafeMutableBufferPointer<EventRecord>(start: nil, count: 0)
  private var keys = UnsafeMutableBufferPointer<KeyRecord>(start: nil, count: 0)
  private var harmonics = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var voices = UnsafeMutableBufferPointer<VoiceState>(start: nil, count: 0)
  private var limiterMemory = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var totalFrames = 0
  private var panSweepLower = 0.0
  private var panSweepUpper = 0.0
  private var hasPanSweep = false

  // Playback state.
  /// The next output frame `render` writes (score frame), `0...` (may pass ``frameCount``).
  public private(set) var position = 0
  private var activeVoiceCount = 0
  private var nextEvent = 0
  private var masterGain = SmoothedValue(1, curve: .linear)
  private var pitchScale = SmoothedValue(1, curve: .multiplicative)
  private var runGain = SmoothedValue(1, curve: .linear)
  /// `true` while paused (after ``ParameterChange/paused(_:)``): the output fades out over
  /// ``parameterRampSeconds`` and then stays silent without advancing ``position``.
  public private(set) var isPaused = false
  private var fadeInRemaining = 0
  private var fadeInLength = 1

  // Limiter state (rings live in `limiterMemory`).
  private var lookAhead = 1
  private var limiterReleaseCoefficient = 0.0
  private var limiterEnvelope = 1.0
  private var boxLength = 1
  private var firstSum = 0.0
  private var secondSum = 0.0
  private var delayIndex = 0
  private var requiredIndex = 0
  private var boxIndex = 0

  /// Creates a renderer for `score`. Call ``prepare(format:maximumBlockFrameCount:)`` before
  /// rendering; until then `render` writes silence. Not real-time safe.
  public init(score: Score) {
    self.score = score
  }

  deinit {
    events.deallocate()
    keys.deallocate()
    harmonics.deallocate()
    voices.deallocate()
    limiterMemory.deallocate()
  }

  /// Allocates everything the render path needs and resets to frame 0.
  ///
  /// - Parameters:
  ///   - format: Output format. `sampleRate` must equal the score's ``Score/sampleRate``
  ///     (precondition) and `channelCount` must be 1 (mono: pan ignored) or 2 (stereo).
  ///   - maximumBlockFrameCount: The largest block the host will ask for (≥ 0). The renderer
  ///     keeps no per-block scratch, so larger blocks also work; the value is recorded only.
  ///
  /// Real-time safety: unsafe (allocates). May be called again to re-prepare.
  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    precondition(format.sampleRate == score.sampleRate,
                 "ScoreRenderer: format sample rate \(format.sampleRate) Hz differs from the score's \(score.sampleRate) Hz")
    precondition(format.channelCount == 1 || format.channelCount == 2,
                 "ScoreRenderer: channelCount must be 1 or 2")
    precondition(maximumBlockFrameCount >= 0)
    sampleRate = format.sampleRate
    channelCount = format.channelCount
    self.maximumBlockFrameCount = maximumBlockFrameCount

    let compiled = ScoreRenderer.compile(score)
    let overlap = ScoreRenderer.maximumOverlap(compiled.events)
    totalFrames = compiled.events.reduce(0) { max($0, $1.endFrame) }
    assert(totalFrames == score.frameCount, "compiled length disagrees with Score.frameCount")

    events.deallocate()
    keys.deallocate()
    harmonics.deallocate()
    voices.deallocate()
    limiterMemory.deallocate()
    events = .allocate(capacity: compiled.events.count)
    _ = events.initialize(fromContentsOf: compiled.events)
    keys = .allocate(capacity: compiled.keys.count)
    _ = keys.initialize(fromContentsOf: compiled.keys)

    let table = Timbre.allCases.flatMap(\.harmonicAmplitudes)
    harmonics = .allocate(capacity: table.count)
    _ = harmonics.initialize(fromContentsOf: table)
    voices = .allocate(capacity: overlap)
    voices.initialize(repeating: VoiceState(event: 0, segment: 0, phase: 0))

    boxLength = max(2, Int((ScoreRenderer.limiterLookAheadSeconds * sampleRate / 2).rounded()) + 1)
    lookAhead = 2 * (boxLength - 1)
    // Rings: delay left (L), delay right (L), required gain (L + 1), two boxes (M each).
    limiterMemory = .allocate(capacity: 3 * lookAhead + 1 + 2 * boxLength)
    limiterMemory.initialize(repeating: 0)
    limiterReleaseCoefficient = 1 - RealtimeMath.exp(-1 / (ScoreRenderer.limiterReleaseSeconds * sampleRate))
    fadeInLength = max(1, Int((ScoreRenderer.seekFadeSeconds * sampleRate).rounded()))

    if let sweep = score.panSweep {
      hasPanSweep = true
      panSweepLower = sweep.lowerBound
      panSweepUpper = sweep.upperBound
    } else {
      hasPanSweep = false
    }
    masterGain = SmoothedValue(score.masterGain, curve: .linear)
    masterGain.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    pitchScale.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    runGain.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    isPrepared = true
    reset()
  }

  /// The exact number of frames the score lasts (equal to ``Score/frameCount``); `render`
  /// writes silence from this frame on. 0 before `prepare`.
  ///
  /// Real-time safety: safe.
  public var frameCount: Int { @_noLocks get { totalFrames } }

  /// `true` once ``position`` has reached ``frameCount``.
  ///
  /// Real-time safety: safe.
  public var isFinished: Bool { @_noLocks get { position >= totalFrames } }

  /// The sample rate given to `prepare`, in hertz (0 before).
  ///
  /// Real-time safety: safe.
  public var preparedSampleRate: Double { @_noLocks get { sampleRate } }

  /// Returns to the freshly prepared state: frame 0, no voices, parameters at their initial
  /// values (master gain = the score's, pitch scale 1, not paused), limiter cleared.
  ///
  /// Real-time safety: safe (`@_noLocks`; renders the 2 ms limiter look-ahead internally).
  @_noLocks
  public mutating func reset() {
    guard isPrepared else { return }
    masterGain.setImmediate(score.masterGain)
    pitchScale.setImmediate(1)
    runGain.setImmediate(1)
    isPaused = false
    seekWithoutFade(toFrame: 0)
  }

  /// Moves playback to score frame `frame` (clamped to `0...frameCount`). Events already
  /// sounding at that frame start with phase 0 and their envelope at the right point; a seek to
  /// any frame other than 0 fades in over 5 ms so the jump does not click (the caller should fade
  /// out before seeking during playback, e.g. with ``ParameterChange/paused(_:)``). Parameters
  /// (gain, pitch scale, pause) keep their current values.
  ///
  /// Real-time safety: safe (`@_noLocks`; scans the event table once).
  @_noLocks
  public mutating func seek(toFrame frame: Int) {
    guard isPrepared else { return }
    seekWithoutFade(toFrame: frame)
    if position > 0 { fadeInRemaining = fadeInLength }
  }

  @_noLocks
  private mutating func seekWithoutFade(toFrame frame: Int) {
    let target = frame < 0 ? 0 : (frame > totalFrames ? totalFrames : frame)
    // Voices: every event that started before `target` and still sounds at it.
    activeVoiceCount = 0
    nextEvent = 0
    let internalStart = target  // the mix runs `lookAhead` frames ahead, starting here
    while nextEvent < events.count && events[nextEvent].startFrame < internalStart {
      if events[nextEvent].endFrame > internalStart && activeVoiceCount < voices.count {
        voices[activeVoiceCount] = VoiceState(event: nextEvent, segment: 0, phase: 0)
        activeVoiceCount += 1
      }
      nextEvent += 1
    }
    // Limiter: empty delay line, unity gain.
    var i = 0
    while i < limiterMemory.count {
      limiterMemory[i] = i < 2 * lookAhead ? 0 : 1
      i += 1
    }
    limiterEnvelope = 1
    firstSum = Double(boxLength)
    secondSum = Double(boxLength)
    delayIndex = 0
    requiredIndex = 0
    boxIndex = 0
    fadeInRemaining = 0
    // Pre-roll the look-ahead so that output frame n is score frame n.
    var t = internalStart
    while t < internalStart + lookAhead {
      let (left, right) = mixFrame(at: t)
      _ = limit(left, right)
      t += 1
    }
    position = target
  }

  /// Applies one control change (popped from a ``ParameterQueue`` by the driver). Gain and
  /// pitch scale glide over ``parameterRampSeconds`` (gain linearly, pitch multiplicatively).
  ///
  /// Real-time safety: safe.
  @_noLocks
  public mutating func apply(_ change: ParameterChange) {
    switch change {
    case .masterGain(let gain):
      masterGain.setTarget(gain.isFinite ? max(0, gain) : masterGain.target)
    case .pitchScale(let ratio):
      pitchScale.setTarget(ratio)
    case .paused(let paused):
      isPaused = paused
      runGain.setTarget(paused ? 0 : 1)
    case .seek(let frame):
      seek(toFrame: frame)
    case .liveValue:
      break
    case .explore: break
    }
  }

  /// Pops every pending change from `queue` and applies it, oldest first. Call at the start of
  /// each block on the audio thread (this renderer must be the queue's only consumer).
  ///
  /// Real-time safety: safe (`@_noLocks`).
  @_noLocks
  public mutating func applyPendingChanges(from queue: ParameterQueue) {
    while let change = queue.pop() {
      apply(change)
    }
  }

  /// Writes `frameCount` interleaved frames (``AudioFormat/channelCount`` samples each) to the
  /// start of `output`, overwriting it, and advances ``position`` by `frameCount` (unless paused).
  ///
  /// Any `frameCount ≥ 0` works, including 0 (a no-op) and blocks larger than the prepared
  /// maximum. Frames at or after ``frameCount`` are exact silence. Every sample is finite and in
  /// `-0.89...0.89`. Before `prepare`, writes silence (treating the output as mono).
  ///
  /// - Precondition: `output.count >= frameCount × channelCount`.
  ///
  /// Real-time safety: safe. `@_noLocks` makes the compiler reject allocation, locks,
  /// reference counting and unvetted calls anywhere in this body.
  @_noLocks
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    precondition(frameCount >= 0, "render: negative frameCount")
    let channels = isPrepared ? channelCount : 1
    precondition(output.count >= frameCount * channels, "render: output buffer too small")
    guard isPrepared else {
      var i = 0
      while i < frameCount { output[i] = 0; i += 1 }
      return
    }
    var frame = 0
    var sampleIndex = 0
    while frame < frameCount {
      let (left, right) = nextFrame()
      if channels == 2 {
        output[sampleIndex] = left
        output[sampleIndex + 1] = right
      } else {
        output[sampleIndex] = left
      }
      sampleIndex += channels
      frame += 1
    }
  }

  /// Produces one output frame (mono uses `left`).
  @_noLocks @inline(__always)
  private mutating func nextFrame() -> (Float, Float) {
    if isPaused && !runGain.isSmoothing && runGain.current == 0 { return (0, 0) }
    guard position < totalFrames else {
      position += 1
      _ = runGain.next()
      return (0, 0)
    }
    let gain = masterGain.next()
    let (mixLeft, mixRight) = mixFrame(at: position + lookAhead)
    var (left, right) = limit(mixLeft * gain, mixRight * gain)
    // Pause/resume fade: the linear ramp shaped into an S-curve, so it starts and ends
    // without a corner.
    var outputGain = ScoreRenderer.smoothstep(runGain.next())
    if fadeInRemaining > 0 {
      let x = 1 - Double(fadeInRemaining) / Double(fadeInLength)
      outputGain *= x * x * (3 - 2 * x)
      fadeInRemaining -= 1
    }
    left *= outputGain
    right *= outputGain
    position += 1
    let ceiling = ScoreRenderer.peakCeiling
    return (Float(RealtimeMath.clamp(left, -ceiling, ceiling)),
            Float(RealtimeMath.clamp(right, -ceiling, ceiling)))
  }

  /// One step of the look-ahead limiter: takes the mix at internal frame t, returns the mix at
  /// t − lookAhead times a gain that keeps its peak at or below `peakCeiling`.
  ///
  /// Gain computer: required gain r = min(1, ceiling / peak); h = minimum of r over the
  /// look-ahead window (lookAhead + 1 frames ahead); envelope e = min(h, release toward 1);
  /// applied gain = e smoothed by two cascaded moving averages of `boxLength` frames
  /// (lookAhead = 2 × (boxLength − 1)), which gives S-shaped gain ramps without corners. At a
  /// peak, every e the averages reach back to is ≤ that peak's required gain, so the peak is
  /// attenuated enough.
  @_noLocks @inline(__always)
  private mutating func limit(_ left: Double, _ right: Double) -> (Double, Double) {
    let L = lookAhead
    let M = boxLength
    let ceiling = ScoreRenderer.peakCeiling
    let peak = max(abs(left), abs(right))
    let required = peak > ceiling ? ceiling / peak : 1
    // Ring layout: [0, L) delay left; [L, 2L) delay right; [2L, 3L+1) required gain;
    // [3L+1, 3L+1+M) first box; [3L+1+M, 3L+1+2M) second box.
    let requiredBase = 2 * L
    let firstBase = 3 * L + 1
    let secondBase = firstBase + M
    limiterMemory[requiredBase + requiredIndex] = required
    requiredIndex = requiredIndex == L ? 0 : requiredIndex + 1
    var held = 1.0
    var j = 0
    while j <= L {
      let r = limiterMemory[requiredBase + j]
      if r < held { held = r }
      j += 1
    }
    let released = limiterEnvelope + (1 - limiterEnvelope) * limiterReleaseCoefficient
    limiterEnvelope = held < released ? held : released

    firstSum += limiterEnvelope - limiterMemory[firstBase + boxIndex]
    limiterMemory[firstBase + boxIndex] = limiterEnvelope
    let firstAverage = firstSum / Double(M)
    secondSum += firstAverage - limiterMemory[secondBase + boxIndex]
    limiterMemory[secondBase + boxIndex] = firstAverage
    boxIndex += 1
    if boxIndex == M {
      boxIndex = 0
      // Recompute exactly once per cycle so rounding never accumulates.
      var first = 0.0
      var second = 0.0
      var k = 0
      while k < M {
        first += limiterMemory[firstBase + k]
        second += limiterMemory[secondBase + k]
        k += 1
      }
      firstSum = first
      secondSum = second
    }
    var gain = secondSum / Double(M)
    if gain > 1 { gain = 1 }
    let delayedLeft = limiterMemory[delayIndex]
    let delayedRight = limiterMemory[L + delayIndex]
    limiterMemory[delayIndex] = left
    limiterMemory[L + delayIndex] = right
    delayIndex = delayIndex + 1 == L ? 0 : delayIndex + 1
    return (delayedLeft * gain, delayedRight * gain)
  }

  /// Sums every voice sounding at internal (score) frame `t`, then retires finished voices.
  @_noLocks
  private mutating func mixFrame(at t: Int) -> (Double, Double) {
    while nextEvent < events.count && events[nextEvent].startFrame <= t {
      if events[nextEvent].endFrame > t && activeVoiceCount < voices.count {
        voices[activeVoiceCount] = VoiceState(event: nextEvent, segment: 0, phase: 0)
        activeVoiceCount += 1
      }
      nextEvent += 1
    }
    let scale = pitchScale.next()
    var sweep = 0.0
    if hasPanSweep && totalFrames > 0 {
      let x = Double(t < totalFrames ? t : totalFrames) / Double(totalFrames)
      sweep = panSweepLower + (panSweepUpper - panSweepLower) * x
    }
    var left = 0.0
    var right = 0.0
    var v = 0
    while v < activeVoiceCount {
      let eventIndex = voices[v].event
      let sample = renderVoice(&voices[v], event: events[eventIndex], at: t, pitchScale: scale)
      var leftGain = events[eventIndex].leftGain
      var rightGain = events[eventIndex].rightGain
      if hasPanSweep {
        let p = RealtimeMath.clamp(events[eventIndex].pan + sweep, -1, 1)
        let angle = (p + 1) * (Double.pi / 4)
        leftGain = RealtimeMath.cos(angle)
        rightGain = RealtimeMath.sin(angle)
      }
      if channelCount == 2 {
        left += sample * leftGain
        right += sample * rightGain
      } else {
        left += sample
      }
      if t + 1 >= events[eventIndex].endFrame {
        activeVoiceCount -= 1
        voices[v] = voices[activeVoiceCount]
      } else {
        v += 1
      }
    }
    return (left, right)
  }

  /// One sample of one voice at score frame `t` (including envelope and gain), advancing its
  /// phase.
  @_noLocks @inline(__always)
  private func renderVoice(
    _ voice: inout VoiceState, event: EventRecord, at t: Int, pitchScale: Double
  ) -> Double {
    // Key segment: keys[segment].frame <= t < keys[segment + 1].frame, or the last key.
    let last = event.keyCount - 1
    while voice.segment < last && keys[event.keyStart + voice.segment + 1].frame <= t {
      voice.segment += 1
    }
    let k0 = keys[event.keyStart + voice.segment]
    var frequency = k0.frequency
    var gain = k0.gain
    var vibratoCents = k0.vibratoCents
    var tremoloDepth = k0.tremoloDepth
    if voice.segment < last && t > k0.frame {
      let k1 = keys[event.keyStart + voice.segment + 1]
      let u = Double(t - k0.frame) / Double(k1.frame - k0.frame)
      if k1.log2Frequency != k0.log2Frequency {
        frequency = RealtimeMath.exp2(k0.log2Frequency + (k1.log2Frequency - k0.log2Frequency) * u)
      }
      gain += (k1.gain - k0.gain) * u
      vibratoCents += (k1.vibratoCents - k0.vibratoCents) * u
      tremoloDepth += (k1.tremoloDepth - k0.tremoloDepth) * u
    }
    let age = Double(t - event.startFrame)
    if !event.isUnmodulated {
      if vibratoCents > 0 {
        let wobble = RealtimeMath.sin(2 * Double.pi * RealtimeMath.fractionalPart(age * event.vibratoCyclesPerFrame))
        frequency *= RealtimeMath.exp2(vibratoCents / 1200 * wobble)
      }
      if tremoloDepth > 0 {
        let dip = 0.5 - 0.5 * RealtimeMath.cos(2 * Double.pi * RealtimeMath.fractionalPart(age * event.tremoloCyclesPerFrame))
        gain *= 1 - tremoloDepth * dip
      }
    }
    frequency *= pitchScale

    // Additive synthesis: sin(kθ) by the Chebyshev recurrence from sin θ and cos θ.
    let theta = 2 * Double.pi * voice.phase
    let sine = RealtimeMath.sin(theta)
    let twoCosine = 2 * RealtimeMath.cos(theta)
    let nyquistGuard = 0.45 * sampleRate
    let fadeWidth = 0.05 * sampleRate
    var previous = 0.0  // sin(0 θ)
    var current = sine  // sin(1 θ)
    var sum = 0.0
    var k = 1
    while k <= Timbre.maximumHarmonicCount {
      let partial = Double(k) * frequency
      if partial >= nyquistGuard { break }
      let amplitude = harmonics[event.harmonicOffset + k - 1]
      if amplitude != 0 {
        let fade = (nyquistGuard - partial) / fadeWidth
        sum += amplitude * (fade >= 1 ? 1 : fade) * current
      }
      let following = twoCosine * current - previous
      previous = current
      current = following
      k += 1
    }
    voice.phase = RealtimeMath.fractionalPart(voice.phase + frequency / sampleRate)
    return sum * gain * envelopeLevel(event, age: age)
  }

  /// The envelope at `age` frames after the event's start, in `0...1`.
  ///
  /// Attack 0 → 1, decay 1 → sustain, sustain, and a release multiplier that reaches 0 at
  /// `endFrame`; every segment is a smoothstep curve x²(3 − 2x), so the level never steps and
  /// its slope is 0 at the start and the end.
  @_noLocks @inline(__always)
  private func envelopeLevel(_ event: EventRecord, age: Double) -> Double {
    var level: Double
    if age < event.attackFrames {
      level = ScoreRenderer.smoothstep(age / event.attackFrames)
    } else if age < event.attackFrames + event.decayFrames {
      let x = (age - event.attackFrames) / event.decayFrames
      level = 1 + (event.sustainLevel - 1) * ScoreRenderer.smoothstep(x)
    } else {
      level = event.sustainLevel
    }
    let releaseStart = Double(event.endFrame - event.startFrame) - event.releaseFrames
    if event.releaseFrames > 0 && age >= releaseStart {
      level *= 1 - ScoreRenderer.smoothstep((age - releaseStart) / event.releaseFrames)
    }
    return level
  }

  @_noLocks @inline(__always)
  static func smoothstep(_ x: Double) -> Double {
    let c = RealtimeMath.clamp(x, 0, 1)
    return c * c * (3 - 2 * c)
  }
}
