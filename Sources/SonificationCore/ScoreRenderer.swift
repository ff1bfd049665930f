/// Plays a ``Score`` block by block: the pull-model source behind both file rendering and live
/// playback.
///
/// Lifecycle (fundsp / JUCE style):
/// 1. ``init(score:headroomDecibels:)`` and ``prepare(format:maximumBlockFrameCount:)`` run off the audio thread
///    and allocate everything (event tables, voices, limiter delay lines).
/// 2. ``render(into:frameCount:)`` runs on the audio thread for any block size including 0.
/// 3. ``reset()`` and ``seek(toFrame:)`` reposition without allocating.
///
/// Signal path per frame: every sounding event (phase-continuous additive voice × envelope ×
/// gain, equal-power panned) is summed; the mix is multiplied by ``Score/masterGain`` (from the
/// first frame), then a look-ahead true-peak limiter (2 ms S-shaped gain ramps plus the 11
/// frames its peak detector looks at, 50 ms release) keeps every sample and every point between
/// samples, as ITU-R BS.1770-4 reconstructs them 4× oversampled, at or below ``ceiling``
/// (``peakCeiling``, −1.2 dBTP, by default). `prepare` allocates as many voices as the score
/// ever has sounding within one internal block (512 frames), so no event is ever dropped or
/// stolen. The limiter's look-ahead is a per-frame delay line that is pre-filled by
/// `reset`/`seek` (through the master gain, like every other frame), so the output is aligned
/// with the score (frame *n* of the output is score frame *n*).
///
/// Processing is stage by stage over pieces of up to 512 frames: each voice adds its frames to
/// a mix buffer (a polynomial sine of the phase instead of libm; at a steady pitch scale every
/// frame's phase in closed form from the key segment's start (`ClosedFormGlide`), so frames
/// are independent and the loops vectorize; the harmonic loop stopping at the timbre's last
/// non-zero harmonic), then master gain, limiter (whose delay line is the front of the mix
/// buffer; while it is idle and nothing comes near the ceiling, frames pass untouched, and the
/// 4× interpolation runs only over pieces with a sample above −7.2 dBFS), output
/// gain. Every stage's state advances exactly as it would frame by frame, every frame's value
/// depends only on the score and the frame, and voices are summed in event order, so
/// rendering with any block sizes gives bit-identical samples.
///
/// The renderer is a noncopyable value: it owns its buffers (freed in `deinit`), so two copies can
/// never share voice state. Move it to the audio thread; wrap it in a class if it must be shared.
///
/// Real-time safety: `render`, `reset`, `seek`, `apply` and the getters are `@_noLocks`
/// (compiler-checked: no allocation, locks, reference counting, existentials or unvetted calls).
public struct ScoreRenderer: ~Copyable, @unchecked Sendable {
  // @unchecked Sendable: the buffers are owned uniquely by this noncopyable value, so moving
  // it to another thread moves sole access with it.

  /// The limiter's ceiling on the true peak, linear: 0.871 (−1.2 dBTP). Every output sample,
  /// and every point between samples as the 4× interpolator of ITU-R BS.1770-4 (what EBU R128
  /// meters use) reconstructs it, stays at or below it. That is 0.2 dB under the
  /// −1 dBTP that EBU R128 allows, because four points per frame can miss the top of a sharp
  /// peak between them: meters that interpolate at other points (sox's and ffmpeg's resamplers)
  /// read up to about 0.16 dB more on dense, bright mixes. A renderer made with
  /// `headroomDecibels` lowers it further (see ``init(score:headroomDecibels:)``).
  public static var peakCeiling: Double { 0.870_963_589_956_080_6 }
  /// Look-ahead of the limiter, in seconds.
  public static var limiterLookAheadSeconds: Double { 0.002 }
  /// The true-peak interpolator of ITU-R BS.1770-4 (Annex 2), which EBU R128 meters use:
  /// 4 phases of 12 taps, phase p giving the point p/4 + 1/8 of a frame after x(n − 6) as
  /// Σₖ h_p[k] · x(n − k). The limiter keeps these points, as well as the samples, at or below
  /// ``ceiling``; the largest sum of |h_p[k]| (2.02) sets the level (ceiling ÷ 2.02, −7.2 dBFS
  /// by default) below which no point can exceed it.
  static let truePeakFilter: [Double] = {
    let phase0 = [
      0.001_708_984_375_0, 0.010_986_328_125_0, -0.019_653_320_312_5, 0.033_203_125_000_0,
      -0.059_448_242_187_5, 0.137_329_101_562_5, 0.972_167_968_750_0, -0.102_294_921_875_0,
      0.047_607_421_875_0, -0.026_611_328_125_0, 0.014_892_578_125_0, -0.008_300_781_250_0,
    ]
    let phase1 = [
      -0.029_174_804_687_5, 0.029_296_875_000_0, -0.051_757_812_500_0, 0.089_111_328_125_0,
      -0.166_503_906_250_0, 0.465_087_890_625_0, 0.779_785_156_250_0, -0.200_317_382_812_5,
      0.101_562_500_000_0, -0.058_227_539_062_5, 0.033_081_054_687_5, -0.018_920_898_437_5,
    ]
    // The filter is symmetric: phases 2 and 3 are phases 1 and 0 reversed.
    return phase0 + phase1 + phase1.reversed() + phase0.reversed()
  }()
  /// Taps per phase of ``truePeakFilter``.
  static var truePeakTapCount: Int { @_noLocks get { 12 } }
  /// Release time constant of the limiter, in seconds.
  public static var limiterReleaseSeconds: Double { 0.050 }
  /// Fade-in after ``seek(toFrame:)`` to a frame other than 0, in seconds.
  public static var seekFadeSeconds: Double { 0.005 }
  /// Ramp length for ``ParameterChange`` smoothing (gain, pitch scale, pause), in seconds.
  public static var parameterRampSeconds: Double { 0.020 }

  private let score: Score
  /// This renderer's ceiling: ``peakCeiling`` lowered by the headroom given at creation.
  public let ceiling: Double

  // Format, set by prepare.
  private var sampleRate = 0.0
  private var channelCount = 0
  private var isPrepared = false
  /// The block size the host announced in `prepare` (informational: any size renders).
  public private(set) var maximumBlockFrameCount = 0

  // Compiled score, allocated in prepare.
  private var events = UnsafeMutableBufferPointer<EventRecord>(start: nil, count: 0)
  private var keys = UnsafeMutableBufferPointer<KeyRecord>(start: nil, count: 0)
  /// The timbres' additive voices and loudness table (``TimbreVoices``), the same as the
  /// explore and monitor tones use.
  private var timbreVoices = TimbreVoices()
  /// Every earcon kind's noise burst at the prepared sample rate (``EarconSound``).
  private var earconSamples = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var voices = UnsafeMutableBufferPointer<VoiceState>(start: nil, count: 0)
  private var limiterMemory = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// The true-peak detector's result: the required gain of each new frame of a piece.
  private var requiredGains = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// The detector's coefficients in the symmetric form of ``detectPeaks(frameCount:)``, halved:
  /// (h₀[i] + h₀[11 − i]) / 2, (h₀[i] − h₀[11 − i]) / 2, the same for h₁, i = 0 ... 5; and its
  /// input, one channel's frames of a piece and the 11 before them, as `Float`.
  private var detectorCoefficients = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
  private var detectorInput = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
  /// The larger interpolated point of each frame of a piece (detector scratch).
  private var detectorPeaks = UnsafeMutableBufferPointer<Float>(start: nil, count: 0)
  /// Below this level (ceiling ÷ the interpolator's largest gain, with a margin) no frame, and
  /// no point between frames, can exceed the ceiling: pieces quieter than it skip the detector.
  private var truePeakGate = 0.0
  /// Per channel, the limiter's look-ahead delay line followed by the piece being mixed:
  /// `[0, lookAhead)` holds the last `lookAhead` mixed frames, not yet output, and
  /// `mixLeft`/`mixRight` view the `internalBlockFrameCount` frames after them, where the
  /// voices sum a new piece. The limiter then writes the piece's output, `lookAhead` frames
  /// behind the mix, to `[0, n)`, and `advanceDelayLine(by:)` moves the newest `lookAhead`
  /// mixed frames to the front: a delay line without a ring to copy through.
  private var delayedLeft = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var delayedRight = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var mixLeft = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var mixRight = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// Scratch for one internal block: the pitch scale per frame.
  private var pitchScales = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// Scratch for one voice over one internal block: phase, frequency and level per frame.
  private var runPhases = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var runFrequencies = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var runLevels = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// One key segment's glide over one chunk (``ClosedFormGlide``): r^j (`0..<256`) and
  /// r^0 + … + r^(j−1) (`0...256`), r being the segment's frequency ratio per frame.
  private var chunkRatios = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var chunkSums = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// The tables of a segment whose pitch holds still (r = 1): r^j = 1, and the sums are
  /// `frameRamp` (0, 1, 2, …). Kept apart, so that a glide's held key points (see
  /// `keyPointHoldSeconds`) do not make the renderer rebuild the glide's tables after each.
  private var unitRatios = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// The r − 1 the chunk tables were built for (NaN: not built).
  private var chunkTableRatioMinusOne = Double.nan
  /// 0, 1, 2, … as doubles, one per frame of an internal block: adding one to an exact
  /// integer gives the same value as converting the sum, but in loops that vectorize.
  private var frameRamp = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  private var totalFrames = 0
  private var inverseTotalFrames = 0.0
  private var inverseSampleRate = 0.0
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

  // Limiter state (the delay lines are `delayedLeft`/`delayedRight`; the gain computer's rings
  // live in `limiterMemory`).
  private var lookAhead = 1
  private var limiterReleaseCoefficient = 0.0
  private var limiterEnvelope = 1.0
  private var boxLength = 1
  private var firstSum = 0.0
  private var secondSum = 0.0
  private var requiredIndex = 0
  private var boxIndex = 0
  /// `true` while the limiter is exactly in its idle state (see `limit(frameCount:)`).
  private var limiterIsIdle = true

  /// Creates a renderer for `score`. Call ``prepare(format:maximumBlockFrameCount:)`` before
  /// rendering; until then `render` writes silence. Not real-time safe.
  ///
  /// - Parameters:
  ///   - score: What to play.
  ///   - headroomDecibels: How far below ``peakCeiling`` this renderer's ``ceiling`` is, in
  ///     decibels, `0...` (default 0). A lossy encoder adds overshoot of its own, so the Ogg
  ///     Vorbis files of `AudioGraph` are rendered with headroom to decode below −1 dBFS.
  public init(score: Score, headroomDecibels: Double = 0) {
    precondition(headroomDecibels >= 0 && headroomDecibels.isFinite, "ScoreRenderer: headroom must be 0 dB or more")
    self.score = score
    ceiling = ScoreRenderer.peakCeiling * RealtimeMath.pow(10, -headroomDecibels / 20)
  }

  deinit { deallocateBuffers() }

  /// Frees every buffer `prepare` allocated (each is empty before the first `prepare`).
  private func deallocateBuffers() {
    events.deallocate()
    keys.deallocate()
    earconSamples.deallocate()
    voices.deallocate()
    limiterMemory.deallocate()
    detectorCoefficients.deallocate()
    detectorInput.deallocate()
    detectorPeaks.deallocate()
    requiredGains.deallocate()
    delayedLeft.deallocate()  // mixLeft and mixRight are views into these
    delayedRight.deallocate()
    pitchScales.deallocate()
    runPhases.deallocate()
    runFrequencies.deallocate()
    runLevels.deallocate()
    chunkRatios.deallocate()
    chunkSums.deallocate()
    unitRatios.deallocate()
    frameRamp.deallocate()
  }

  /// Allocates everything the render path needs and resets to frame 0.
  ///
  /// - Parameters:
  ///   - format: Output format. `sampleRate` must equal the score's ``Score/sampleRate``
  ///     (precondition) and `channelCount` must be 1 (mono: pan ignored) or 2 (stereo).
  ///   - maximumBlockFrameCount: The largest block the host will ask for (≥ 0). The renderer
  ///     works internally in pieces of at most 512 frames with scratch of that fixed size, so
  ///     larger blocks also work; the value is recorded only.
  ///
  /// The tables that depend on the sample rate alone (the timbres' loudness gains, the
  /// earcons' noise bursts) are computed the first time any renderer is prepared at that rate
  /// and kept for the process; later prepares copy them.
  ///
  /// Real-time safety: unsafe (allocates; takes the lock of those tables' cache). May be
  /// called again to re-prepare.
  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    precondition(
      format.sampleRate == score.sampleRate,
      "ScoreRenderer: format sample rate \(format.sampleRate) Hz differs from the score's \(score.sampleRate) Hz")
    precondition(
      format.channelCount == 1 || format.channelCount == 2,
      "ScoreRenderer: channelCount must be 1 or 2")
    precondition(maximumBlockFrameCount >= 0)
    sampleRate = format.sampleRate
    channelCount = format.channelCount
    self.maximumBlockFrameCount = maximumBlockFrameCount

    let compiled = ScoreRenderer.compile(score)
    let overlap = ScoreRenderer.maximumOverlap(
      compiled.events, extendingEndsBy: ScoreRenderer.internalBlockFrameCount)
    totalFrames = compiled.events.reduce(0) { max($0, $1.endFrame) }
    assert(totalFrames == score.frameCount, "compiled length disagrees with Score.frameCount")

    deallocateBuffers()
    boxLength = max(2, Int((ScoreRenderer.limiterLookAheadSeconds * sampleRate / 2).rounded()) + 1)
    lookAhead = 2 * (boxLength - 1) + ScoreRenderer.truePeakTapCount - 1
    requiredGains = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    requiredGains.initialize(repeating: 1)
    let taps = ScoreRenderer.truePeakTapCount
    let largestGain = (0..<4).map { phase in
      ScoreRenderer.truePeakFilter[(phase * taps)..<((phase + 1) * taps)].reduce(0) { $0 + abs($1) }
    }.max()!
    // A margin of 1e-4 (far more than the detector's Float rounding), so that a frame below the
    // gate gets exactly 1 from the detector too.
    truePeakGate = ceiling / (max(1, largestGain) * (1 + 1e-4))
    let filter = ScoreRenderer.truePeakFilter
    var symmetric: [Float] = []
    for phase in 0..<2 {
      let h = Array(filter[(phase * taps)..<((phase + 1) * taps)])
      symmetric += (0..<6).map { Float((h[$0] + h[taps - 1 - $0]) / 2) }
      symmetric += (0..<6).map { Float((h[$0] - h[taps - 1 - $0]) / 2) }
    }
    detectorCoefficients = .allocate(capacity: symmetric.count)
    _ = detectorCoefficients.initialize(fromContentsOf: symmetric)
    detectorInput = .allocate(capacity: ScoreRenderer.internalBlockFrameCount + taps - 1)
    detectorInput.initialize(repeating: 0)
    detectorPeaks = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    detectorPeaks.initialize(repeating: 0)
    delayedLeft = .allocate(capacity: lookAhead + ScoreRenderer.internalBlockFrameCount)
    delayedLeft.initialize(repeating: 0)
    delayedRight = .allocate(capacity: lookAhead + ScoreRenderer.internalBlockFrameCount)
    delayedRight.initialize(repeating: 0)
    mixLeft = UnsafeMutableBufferPointer(rebasing: delayedLeft[lookAhead...])
    mixRight = UnsafeMutableBufferPointer(rebasing: delayedRight[lookAhead...])
    pitchScales = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    pitchScales.initialize(repeating: 1)
    runPhases = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    runPhases.initialize(repeating: 0)
    runFrequencies = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    runFrequencies.initialize(repeating: 0)
    runLevels = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    runLevels.initialize(repeating: 0)
    chunkRatios = .allocate(capacity: ClosedFormGlide.chunkFrameCount)
    chunkRatios.initialize(repeating: 1)
    chunkSums = .allocate(capacity: ClosedFormGlide.chunkFrameCount + 1)
    chunkSums.initialize(repeating: 0)
    unitRatios = .allocate(capacity: ClosedFormGlide.chunkFrameCount)
    unitRatios.initialize(repeating: 1)
    chunkTableRatioMinusOne = .nan
    frameRamp = .allocate(capacity: ScoreRenderer.internalBlockFrameCount)
    _ = frameRamp.initialize(from: (0..<ScoreRenderer.internalBlockFrameCount).lazy.map(Double.init))
    inverseTotalFrames = totalFrames > 0 ? 1 / Double(totalFrames) : 0
    inverseSampleRate = 1 / sampleRate
    timbreVoices.prepare(sampleRate: sampleRate)
    events = .allocate(capacity: compiled.events.count)
    _ = events.initialize(fromContentsOf: compiled.events)
    keys = .allocate(capacity: compiled.keys.count)
    _ = keys.initialize(fromContentsOf: compiled.keys)

    let earconTable =
      compiled.events.contains { $0.sampleStart >= 0 } ? EarconSound.cachedTable(sampleRate: sampleRate) : []
    earconSamples = .allocate(capacity: earconTable.count)
    _ = earconSamples.initialize(fromContentsOf: earconTable)
    voices = .allocate(capacity: overlap)
    voices.initialize(repeating: VoiceState(event: 0, segment: 0, phase: 0))

    // Rings: required gain (L + 1), two boxes (M each).
    limiterMemory = .allocate(capacity: lookAhead + 1 + 2 * boxLength)
    limiterMemory.initialize(repeating: 1)
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
      limiterMemory[i] = 1
      i += 1
    }
    i = 0
    while i < lookAhead {
      delayedLeft[i] = 0
      delayedRight[i] = 0
      i += 1
    }
    limiterEnvelope = 1
    firstSum = Double(boxLength)
    secondSum = Double(boxLength)
    requiredIndex = 0
    boxIndex = 0
    limiterIsIdle = true
    fadeInRemaining = 0
    // Pre-roll the look-ahead so that output frame n is score frame n. The pre-rolled frames
    // go through the master gain like every later frame (at its current value: a ramp in
    // progress continues from the first rendered frame), so the gain holds from frame 0.
    var t = internalStart
    while t < internalStart + lookAhead {
      var n = internalStart + lookAhead - t
      if n > ScoreRenderer.internalBlockFrameCount { n = ScoreRenderer.internalBlockFrameCount }
      mix(from: t, frameCount: n)
      applyMasterGain(frameCount: n, advancing: false)
      limit(frameCount: n)
      advanceDelayLine(by: n)
      t += n
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
  /// `-ceiling...ceiling`. Before `prepare`, writes silence (treating the output as mono).
  ///
  /// The block is processed in pieces of at most `internalBlockFrameCount` (512) frames, one stage
  /// at a time over each piece (voices, master gain, limiter, output gain). Every stage's state
  /// advances exactly as it would one frame at a time, so the samples do not depend on how the
  /// host splits the render into blocks.
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
      while i < frameCount {
        output[i] = 0
        i += 1
      }
      return
    }
    var done = 0
    while done < frameCount {
      // Paused and faded out: silence, and time stands still until the next change.
      if isPaused && !runGain.isSmoothing && runGain.current == 0 {
        var i = done * channels
        while i < frameCount * channels {
          output[i] = 0
          i += 1
        }
        return
      }
      guard position < totalFrames else {
        // After the end: exact silence (the pause fade keeps running).
        position += 1
        _ = runGain.next()
        output[done * channels] = 0
        if channels == 2 { output[done * channels + 1] = 0 }
        done += 1
        continue
      }
      var n = frameCount - done
      if n > ScoreRenderer.internalBlockFrameCount { n = ScoreRenderer.internalBlockFrameCount }
      if n > totalFrames - position { n = totalFrames - position }
      if isPaused && runGain.remainingRampFrames < n { n = runGain.remainingRampFrames }
      renderPiece(into: output, at: done, frameCount: n)
      done += n
    }
  }

  /// The largest number of frames each stage processes at once (the scratch buffers' size).
  static var internalBlockFrameCount: Int { @_noLocks get { 512 } }

  /// Frames between exact recomputations of a glide's frequency (at frames that are multiples
  /// of this); in between, the frequency is stepped by a constant ratio per frame.
  static var frequencyResyncMask: Int { @_noLocks get { 63 } }

  /// Renders `n` (1...internalBlockFrameCount) output frames from ``position`` (which is before
  /// the end) into `output` starting at frame `offset`.
  @_noLocks
  private mutating func renderPiece(into output: UnsafeMutableBufferPointer<Float>, at offset: Int, frameCount n: Int) {
    let stereo = channelCount == 2
    // 1. The mix at internal frames position + lookAhead ..< + n.
    mix(from: position + lookAhead, frameCount: n)
    // 2. Master gain, per frame.
    applyMasterGain(frameCount: n, advancing: true)
    // 3. Limiter: the mix goes in, the limited mix lookAhead frames earlier comes out in
    // delayedLeft/delayedRight[0..<n].
    limit(frameCount: n)
    // 4. Pause/resume and seek fades, the final clamp, and conversion to Float.
    let ceiling = self.ceiling
    let plain = !runGain.isSmoothing && runGain.current == 1 && fadeInRemaining == 0
    var i = 0
    if plain && !stereo {
      while i < n {
        output[offset &+ i] = Float(ScoreRenderer.clamp(delayedLeft[i], toCeiling: ceiling))
        i &+= 1
      }
    } else if plain {
      var j = 2 &* offset
      while i < n {
        output[j] = Float(ScoreRenderer.clamp(delayedLeft[i], toCeiling: ceiling))
        output[j &+ 1] = Float(ScoreRenderer.clamp(delayedRight[i], toCeiling: ceiling))
        j &+= 2
        i &+= 1
      }
    } else {
      while i < n {
        // Pause/resume fade: the linear ramp shaped into an S-curve, so it starts and ends
        // without a corner.
        var outputGain = ScoreRenderer.smoothstep(runGain.next())
        if fadeInRemaining > 0 {
          let x = 1 - Double(fadeInRemaining) / Double(fadeInLength)
          outputGain *= x * x * (3 - 2 * x)
          fadeInRemaining -= 1
        }
        if stereo {
          output[2 * (offset + i)] = Float(RealtimeMath.clamp(delayedLeft[i] * outputGain, -ceiling, ceiling))
          output[2 * (offset + i) + 1] = Float(RealtimeMath.clamp(delayedRight[i] * outputGain, -ceiling, ceiling))
        } else {
          output[offset + i] = Float(RealtimeMath.clamp(delayedLeft[i] * outputGain, -ceiling, ceiling))
        }
        i += 1
      }
    }
    advanceDelayLine(by: n)
    position += n
  }

  /// Multiplies the `n` new frames in `mixLeft`/`mixRight` by the master gain: frame by frame
  /// while it ramps (advancing the ramp only if `advancing`; the look-ahead pre-roll holds it),
  /// otherwise by its steady value (skipped when that is exactly 1).
  @_noLocks
  private mutating func applyMasterGain(frameCount n: Int, advancing: Bool) {
    let stereo = channelCount == 2
    if masterGain.isSmoothing && advancing {
      var i = 0
      while i < n {
        let gain = masterGain.next()
        mixLeft[i] *= gain
        if stereo { mixRight[i] *= gain }
        i += 1
      }
      return
    }
    let gain = masterGain.current
    guard gain != 1 else { return }
    var i = 0
    while i < n {
      mixLeft[i] *= gain
      i += 1
    }
    if stereo {
      i = 0
      while i < n {
        mixRight[i] *= gain
        i += 1
      }
    }
  }

  // MARK: Limiter

  /// The look-ahead limiter over the `n` new frames in `mixLeft`/`mixRight`: each one goes into
  /// the delay line, and the frame `lookAhead` frames earlier (`delayedLeft`/`delayedRight[i]`
  /// for new frame i) is multiplied, in place, by a gain that keeps its true peak (its samples
  /// and the points between them, as ``truePeakFilter`` interpolates them) at or below
  /// ``ceiling``. Call ``advanceDelayLine(by:)`` once those outputs have been used.
  ///
  /// While the limiter is idle (unity gain, nothing over the ceiling in its window, its
  /// smoothing filters settled at exactly 1) and every new frame's required gain is 1, the gain
  /// is exactly 1 and frames pass untouched; that fast path gives bit-identical results to the
  /// full step, so where it starts and stops does not change the output.
  ///
  /// Real-time safety: safe (`@_noLocks`: no allocation or locks; bounded work, at most the
  /// detector's 24 multiply-adds per frame and channel and one pass over the lookAhead + 1
  /// required gains per frame while the limiter works).
  @_noLocks
  private mutating func limit(frameCount n: Int) {
    let stereo = channelCount == 2
    let L = lookAhead
    // requiredGains[i] for i in `detected`; every other new frame needs no limiting.
    let detected = detectPeaks(frameCount: n)
    var i = 0
    while i < n {
      if limiterIsIdle {
        // Frames up to the next one that needs limiting pass through untouched.
        var end = i < detected.lowerBound ? detected.lowerBound : i
        while end < detected.upperBound && requiredGains[end] == 1 { end &+= 1 }
        if end >= detected.upperBound { end = n }
        let count = end &- i
        requiredIndex = (requiredIndex &+ count) % (L &+ 1)
        boxIndex = (boxIndex &+ count) % boxLength
        i = end
        if i < n { limiterIsIdle = false }
      } else {
        let gain = limitStep(detected.contains(i) ? requiredGains[i] : 1)
        delayedLeft[i] *= gain
        if stereo { delayedRight[i] *= gain }
        i += 1
        // Settled again? (Checked when the box sums have just been recomputed exactly.)
        if boxIndex == 0 && limiterEnvelope == 1 { limiterIsIdle = limiterHasSettled() }
      }
    }
  }

  /// The true-peak detector over the `n` new frames: for new frame t (`mixLeft[i]`), the gain
  /// that brings the peak of frames t − 11 ... t to the ceiling, where the peak is the larger of
  /// |x(t − 6)| and the four points that ``truePeakFilter`` interpolates between frames t − 6
  /// and t − 5 from those 12 frames (both channels in stereo), into `requiredGains[i]`
  /// (1 when nothing exceeds the ceiling), for the new frames i in the range it returns; every
  /// other new frame needs gain 1, because none of its 12 frames exceeds `truePeakGate`, so
  /// neither can any point between them. A piece below the gate (−7.2 dBFS) costs one
  /// comparison per sample and returns an empty range.
  ///
  /// The interpolation runs in `Float`, four frames at a time, and uses the filter's symmetry
  /// (phases 3 and 2 are phases 0 and 1 reversed): with pᵢ = x(t − i) + x(t − 11 + i) and
  /// qᵢ = x(t − i) − x(t − 11 + i) for i = 0 ... 5, phases 0 and 3 are (S ± D) / 2 where
  /// S = Σ (h₀[i] + h₀[11 − i]) pᵢ and D = Σ (h₀[i] − h₀[11 − i]) qᵢ, so the larger of the two
  /// is (|S| + |D|) / 2 (likewise for phases 1 and 2): 24 multiply-adds per frame and channel
  /// instead of 48. Its rounding (about 1e-6 of the peak) is far inside the gate's margin, so a
  /// frame gets the same gain whether or not its piece is interpolated, and every frame's
  /// value depends only on its 12 frames, computed in the same order whatever the piece: the
  /// result does not depend on block sizes.
  ///
  /// Real-time safety: safe (`@_noLocks`; works in buffers allocated by `prepare`; a fixed
  /// amount of work per frame).
  @_noLocks
  private mutating func detectPeaks(frameCount n: Int) -> Range<Int> {
    let stereo = channelCount == 2
    let L = lookAhead
    let history = ScoreRenderer.truePeakTapCount &- 1  // 11
    let gate = truePeakGate
    // Counted without branches first: usually nothing is that loud.
    var loud = 0
    var j = L &- history
    while j < L &+ n {
      loud &+= abs(delayedLeft[j]) > gate ? 1 : 0
      j &+= 1
    }
    if stereo {
      j = L &- history
      while j < L &+ n {
        loud &+= abs(delayedRight[j]) > gate ? 1 : 0
        j &+= 1
      }
    }
    guard loud > 0 else { return 0..<0 }
    // The first and last loud samples, and the new frames whose 12 frames reach them.
    var firstLoud = L &- history
    while !(abs(delayedLeft[firstLoud]) > gate || (stereo && abs(delayedRight[firstLoud]) > gate)) {
      firstLoud &+= 1
    }
    var lastLoud = L &+ n &- 1
    while !(abs(delayedLeft[lastLoud]) > gate || (stereo && abs(delayedRight[lastLoud]) > gate)) {
      lastLoud &-= 1
    }
    let from = max(0, firstLoud &- L)
    let to = min(n, lastLoud &- L &+ history &+ 1)
    let centre = history &- 5  // x(t − 6): the frame the interpolated points follow
    var i = from
    if stereo {
      while i < to {
        let left = abs(delayedLeft[L &+ i &- centre])
        let right = abs(delayedRight[L &+ i &- centre])
        requiredGains[i] = left > right ? left : right
        i &+= 1
      }
    } else {
      while i < to {
        requiredGains[i] = abs(delayedLeft[L &+ i &- centre])
        i &+= 1
      }
    }
    guard let c = UnsafePointer(detectorCoefficients.baseAddress), let input = detectorInput.baseAddress,
      let peaks = detectorPeaks.baseAddress
    else { return 0..<0 }
    let count = to &- from
    j = 0
    while j < count {
      peaks[j] = 0
      j &+= 1
    }
    // The coefficients in registers: loads from `c` inside the loop could alias the stores to
    // `peaks` as far as the compiler knows, which would keep the loop from vectorizing.
    let (e0, e1, e2, e3, e4, e5) = (c[0], c[1], c[2], c[3], c[4], c[5])
    let (o0, o1, o2, o3, o4, o5) = (c[6], c[7], c[8], c[9], c[10], c[11])
    let (f0, f1, f2, f3, f4, f5) = (c[12], c[13], c[14], c[15], c[16], c[17])
    let (g0, g1, g2, g3, g4, g5) = (c[18], c[19], c[20], c[21], c[22], c[23])
    for channel in 0..<(stereo ? 2 : 1) {
      guard let x = (channel == 0 ? delayedLeft : delayedRight).baseAddress else { break }
      // input[r + 11 − k] is x(t − k) for frame t = from + r.
      let first = x + (L &+ from &- history)
      j = 0
      while j < count &+ history {
        input[j] = Float(first[j])
        j &+= 1
      }
      var r = 0
      while r < count {
        let v = UnsafePointer(input + r)
        // pₖ and qₖ: frame t − k with frame t − 11 + k.
        let p0 = v[11] + v[0]
        let q0 = v[11] - v[0]
        let p1 = v[10] + v[1]
        let q1 = v[10] - v[1]
        let p2 = v[9] + v[2]
        let q2 = v[9] - v[2]
        let p3 = v[8] + v[3]
        let q3 = v[8] - v[3]
        let p4 = v[7] + v[4]
        let q4 = v[7] - v[4]
        let p5 = v[6] + v[5]
        let q5 = v[6] - v[5]
        var s0 = e0 * p0
        s0 += e1 * p1
        s0 += e2 * p2
        s0 += e3 * p3
        s0 += e4 * p4
        s0 += e5 * p5
        var d0 = o0 * q0
        d0 += o1 * q1
        d0 += o2 * q2
        d0 += o3 * q3
        d0 += o4 * q4
        d0 += o5 * q5
        var s1 = f0 * p0
        s1 += f1 * p1
        s1 += f2 * p2
        s1 += f3 * p3
        s1 += f4 * p4
        s1 += f5 * p5
        var d1 = g0 * q0
        d1 += g1 * q1
        d1 += g2 * q2
        d1 += g3 * q3
        d1 += g4 * q4
        d1 += g5 * q5
        let outer = abs(s0) + abs(d0)  // the larger of phases 0 and 3
        let inner = abs(s1) + abs(d1)  // the larger of phases 1 and 2
        let point = outer > inner ? outer : inner
        peaks[r] = point > peaks[r] ? point : peaks[r]  // the larger of the two channels'
        r &+= 1
      }
    }
    // The gain: ceiling ÷ the larger of the sample and the points, exactly 1 when that is at
    // or below the ceiling.
    let ceiling = self.ceiling
    i = from
    while i < to {
      let sample = requiredGains[i]
      let point = Double(peaks[i &- from])
      var peak = point > sample ? point : sample
      peak = peak > ceiling ? peak : ceiling
      requiredGains[i] = ceiling / peak
      i &+= 1
    }
    return from..<to
  }

  /// Moves the delay line on by `n` frames (after ``limit(frameCount:)`` and the output):
  /// the newest `lookAhead` mixed frames become the front of `delayedLeft`/`delayedRight`.
  @_noLocks
  private func advanceDelayLine(by n: Int) {
    let L = lookAhead
    var j = 0
    while j < L {
      delayedLeft[j] = delayedLeft[n &+ j]
      j &+= 1
    }  // forward: the source is ahead
    if channelCount == 2 {
      j = 0
      while j < L {
        delayedRight[j] = delayedRight[n &+ j]
        j &+= 1
      }
    }
  }

  /// `true` when the gain computer is exactly at rest: envelope 1, box sums exact, and every
  /// ring entry 1.
  @_noLocks
  private func limiterHasSettled() -> Bool {
    let M = boxLength
    guard limiterEnvelope == 1 && firstSum == Double(M) && secondSum == Double(M) else { return false }
    var j = 0
    while j < limiterMemory.count {
      if limiterMemory[j] != 1 { return false }
      j += 1
    }
    return true
  }

  /// One step of the look-ahead limiter's gain computer: takes the required gain r of internal
  /// frame t (from ``detectPeaks(frameCount:)``: what the 12 frames t − 11 ... t need) and
  /// returns the gain for the mix at t − lookAhead.
  ///
  /// Gain computer: h = minimum of r over the last lookAhead + 1 frames; envelope
  /// e = min(h, release toward 1), snapped to exactly 1 once it is within 1e-9 of it with
  /// nothing to limit (so the limiter settles and the idle fast path takes over); applied gain
  /// = e smoothed by two cascaded moving averages of `boxLength` frames, which gives S-shaped
  /// gain ramps without corners. With lookAhead = 2 × (boxLength − 1) + 11, every e the
  /// averages reach back to, for output frame p, is ≤ the r of every frame t in p ... p + 11,
  /// that is of every group of 12 frames that holds p: each sample, and each point between
  /// samples that p contributes to, is attenuated enough.
  @_noLocks @inline(__always)
  private mutating func limitStep(_ required: Double) -> Double {
    let L = lookAhead
    let M = boxLength
    // Ring layout: [0, L+1) required gain; [L+1, L+1+M) first box; [L+1+M, L+1+2M) second box.
    let requiredBase = 0
    let firstBase = L + 1
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
    if held == 1 && limiterEnvelope > 1 - 1e-9 { limiterEnvelope = 1 }

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
    return gain
  }

  // MARK: Voices

  /// Overwrites `mixLeft`/`mixRight[0..<n]` with the sum of every voice sounding at internal
  /// (score) frames `t0 ..< t0 + n`, voice by voice, then retires the voices that have ended.
  ///
  /// Voices are kept in event order (starting events are appended, ended ones removed without
  /// reordering), so every frame's sum is taken in the same order whatever the block sizes.
  @_noLocks
  private mutating func mix(from t0: Int, frameCount n: Int) {
    let stereo = channelCount == 2
    var i = 0
    while i < n {
      mixLeft[i] = 0
      i += 1
    }
    if stereo {
      i = 0
      while i < n {
        mixRight[i] = 0
        i += 1
      }
    }
    let t1 = t0 + n
    while nextEvent < events.count && events[nextEvent].startFrame < t1 {
      if events[nextEvent].endFrame > events[nextEvent].startFrame && activeVoiceCount < voices.count {
        voices[activeVoiceCount] = VoiceState(event: nextEvent, segment: 0, phase: 0)
        activeVoiceCount += 1
      }
      nextEvent += 1
    }
    // Pitch scale: one value per frame while it glides.
    let scaleIsSmoothing = pitchScale.isSmoothing
    if scaleIsSmoothing {
      i = 0
      while i < n {
        pitchScales[i] = pitchScale.next()
        i += 1
      }
    }
    let scale = pitchScale.current
    var v = 0
    while v < activeVoiceCount {
      let event = events[voices[v].event]
      let from = event.startFrame > t0 ? event.startFrame : t0
      let to = event.endFrame < t1 ? event.endFrame : t1
      if from < to {
        renderVoice(v, from: from, to: to, blockStart: t0, scaleIsSmoothing: scaleIsSmoothing, scale: scale)
      }
      v += 1
    }
    // Retire ended voices, keeping the others in order.
    var kept = 0
    v = 0
    while v < activeVoiceCount {
      if events[voices[v].event].endFrame > t1 {
        if kept != v { voices[kept] = voices[v] }
        kept += 1
      }
      v += 1
    }
    activeVoiceCount = kept
  }

  /// Adds voice `v`'s frames `from ..< to` (internal frames, within the block starting at
  /// `blockStart`) to the mix, key segment by key segment.
  @_noLocks
  private mutating func renderVoice(
    _ v: Int, from: Int, to: Int, blockStart: Int, scaleIsSmoothing: Bool, scale: Double
  ) {
    var voice = voices[v]
    let event = events[voice.event]
    if event.sampleStart >= 0 {
      renderSampledRun(event: event, from: from, to: to, blockStart: blockStart)
      return
    }
    let last = event.keyCount - 1
    var t = from
    while t < to {
      // Key segment: keys[segment].frame <= t < keys[segment + 1].frame, or the last key.
      while voice.segment < last && keys[event.keyStart + voice.segment + 1].frame <= t {
        voice.segment += 1
      }
      let k0 = keys[event.keyStart + voice.segment]
      var runEnd = to
      if voice.segment < last {
        let nextFrame = keys[event.keyStart + voice.segment + 1].frame
        if nextFrame < runEnd { runEnd = nextFrame }
      }
      if event.isUnmodulated {
        renderPlainRun(
          &voice, event: event, k0: k0, from: t, to: runEnd, blockStart: blockStart,
          scaleIsSmoothing: scaleIsSmoothing, scale: scale)
      } else {
        renderModulatedRun(
          &voice, event: event, k0: k0, from: t, to: runEnd, blockStart: blockStart,
          scaleIsSmoothing: scaleIsSmoothing, scale: scale)
      }
      t = runEnd
    }
    voices[v] = voice
  }

  /// Frames `from ..< to` of an earcon: its noise burst from the table, times its gain, panned.
  /// Every frame's sample depends only on the frame (no oscillator state), and the pitch scale
  /// does not apply (noise has no pitch).
  @_noLocks @inline(__always)
  private func renderSampledRun(event: EventRecord, from: Int, to: Int, blockStart: Int) {
    let gain = keys[event.keyStart].gain
    let stereo = channelCount == 2
    var t = from
    while t < to {
      let sample = earconSamples[event.sampleStart &+ (t &- event.startFrame)] * gain
      addToMix(sample, event: event, at: t, index: t &- blockStart, stereo: stereo)
      t &+= 1
    }
  }

  /// Frames `from ..< to` of an unmodulated voice inside one key segment, one stage at a time:
  /// (1) phase, frequency and level (gain × envelope) per frame, serially (the glide's
  /// frequency stepped by a constant ratio per frame, recomputed exactly at the segment's start
  /// and at every frame that is a multiple of 64); (2) the oscillator times the level, summed
  /// into the mix (a loop without branches for the common sine case, so it vectorizes).
  @_noLocks @inline(__always)
  private mutating func renderPlainRun(
    _ voice: inout VoiceState, event: EventRecord, k0: KeyRecord, from: Int, to: Int, blockStart: Int,
    scaleIsSmoothing: Bool, scale: Double
  ) {
    let n = to &- from
    let hasNext = voice.segment < event.keyCount - 1
    let k1 = hasNext ? keys[event.keyStart + voice.segment + 1] : k0
    let length = Double(k1.frame - k0.frame)
    let inverseLength = hasNext ? 1 / length : 0
    let glides = hasNext && k1.log2Frequency != k0.log2Frequency
    let log2Span = k1.log2Frequency - k0.log2Frequency
    let gainSpan = hasNext ? k1.gain - k0.gain : 0
    // The envelope is flat (sustain) over the whole run?
    let firstAge = Double(from - event.startFrame)
    let lastAge = Double(to - 1 - event.startFrame)
    let releaseStart = Double(event.endFrame - event.startFrame) - event.releaseFrames
    let envelopeIsFlat =
      firstAge >= event.attackFrames + event.decayFrames
      && !(event.releaseFrames > 0 && lastAge >= releaseStart)
    let sustainLevel = event.sustainLevel

    // 1. The level per frame: gain, linear over the key segment from the frames elapsed since
    // the key point (exact integers, so frames are independent), times the envelope.
    let elapsed = Double(from &- k0.frame)
    let levelIsConstant = envelopeIsFlat && gainSpan == 0
    let constantLevel = k0.gain * sustainLevel
    var i = 0
    if levelIsConstant {
      while i < n {
        runLevels[i] = constantLevel
        i &+= 1
      }
    } else if envelopeIsFlat {
      while i < n {
        runLevels[i] = (k0.gain + gainSpan * ((elapsed + frameRamp[i]) * inverseLength)) * sustainLevel
        i &+= 1
      }
    } else {
      while i < n {
        let gain = k0.gain + gainSpan * ((elapsed + frameRamp[i]) * inverseLength)
        runLevels[i] = gain * envelopeLevel(event, age: Double(from &+ i &- event.startFrame))
        i &+= 1
      }
    }

    // 2. Phase and frequency per frame: in closed form at a steady pitch scale (frames are
    // independent, so the loops vectorize), serially while it glides.
    let base = from &- blockStart
    let stereo = channelCount == 2
    var highest: Double
    var closedForm: ClosedFormGlide?
    if scaleIsSmoothing {
      highest = fillRunPhasesSerially(
        &voice, k0: k0, from: from, to: to, blockStart: blockStart, glides: glides, log2Span: log2Span,
        length: length, ratio: glides ? RealtimeMath.exp2(log2Span / length) : 1)
    } else {
      let glide = closedFormGlide(
        &voice, k0: k0, from: from, glides: glides, log2Span: log2Span, length: length, scale: scale)
      // A sine voice needs every frame's frequency only near the band limit (checked below).
      let (top, end) = fillRunPhases(glide, from: from, to: to, frequencies: event.harmonicCount > 1)
      highest = top
      voice.phase = end
      voice.frequencyFrame = -1
      closedForm = glide
    }
    if !(highest >= 0) { highest = .infinity }  // NaN: take the careful path below
    let isPlainSine = event.harmonicCount == 1 && highest <= timbreVoices.fadeStartFrequency
    if !isPlainSine && event.harmonicCount == 1, let glide = closedForm {
      _ = fillRunPhases(glide, from: from, to: to, frequencies: true)
    }

    // 3. Oscillator × level, into the mix.
    if isPlainSine {
      let amplitude = timbreVoices.amplitude(offset: event.harmonicOffset, number: 1)
      if stereo && hasPanSweep {
        let start = Double(from)
        i = 0
        while i < n {
          let sample = amplitude * RealtimeMath.sinCyclesInRange(runPhases[i]) * runLevels[i]
          let (leftGain, rightGain) = sweptPanGains(event, atFrame: start + frameRamp[i])  // exact integers
          mixLeft[base &+ i] += sample * leftGain
          mixRight[base &+ i] += sample * rightGain
          i &+= 1
        }
      } else if stereo {
        let leftGain = event.leftGain
        let rightGain = event.rightGain
        i = 0
        while i < n {
          let sample = amplitude * RealtimeMath.sinCyclesInRange(runPhases[i]) * runLevels[i]
          mixLeft[base &+ i] += sample * leftGain
          mixRight[base &+ i] += sample * rightGain
          i &+= 1
        }
      } else {
        i = 0
        while i < n {
          mixLeft[base &+ i] += amplitude * RealtimeMath.sinCyclesInRange(runPhases[i]) * runLevels[i]
          i &+= 1
        }
      }
      return
    }
    i = 0
    while i < n {
      let sample = harmonicSum(phase: runPhases[i], frequency: runFrequencies[i], event: event) * runLevels[i]
      addToMix(sample, event: event, at: from &+ i, index: base &+ i, stereo: stereo)
      i &+= 1
    }
  }

  /// Stage 1 of ``renderPlainRun`` while the pitch scale glides: phase and frequency frame by
  /// frame (a serial recurrence: the phase sums every frame's frequency). The glide frequency
  /// is stepped by `ratio` per frame and recomputed exactly at every frame that is a multiple
  /// of 64. Forgets the voice's closed-form anchor. Returns the highest frequency (Hz).
  @_noLocks @inline(__always)
  private mutating func fillRunPhasesSerially(
    _ voice: inout VoiceState, k0: KeyRecord, from: Int, to: Int, blockStart: Int, glides: Bool,
    log2Span: Double, length: Double, ratio: Double
  ) -> Double {
    let n = to &- from
    let mask = ScoreRenderer.frequencyResyncMask
    let inverseRate = inverseSampleRate
    var frequency = k0.frequency
    if glides {
      frequency =
        voice.frequencyFrame == from && from != k0.frame
        ? voice.frequency : ScoreRenderer.exactFrequency(k0: k0, log2Span: log2Span, length: length, at: from)
    }
    var phase = voice.phase
    var highest = 0.0
    var i = 0
    while i < n {
      let f = frequency * pitchScales[from &- blockStart &+ i]
      runPhases[i] = phase
      runFrequencies[i] = f
      highest = f > highest ? f : highest
      var next = phase + f * inverseRate
      if next >= 1 {
        next -= 1
        if next >= 1 { next = RealtimeMath.fractionalPart(next) }
      }
      phase = next
      i &+= 1
      if glides {
        let t = from &+ i
        frequency =
          t & mask == 0
          ? ScoreRenderer.exactFrequency(k0: k0, log2Span: log2Span, length: length, at: t) : frequency * ratio
      }
    }
    voice.phase = phase
    voice.frequency = frequency
    voice.frequencyFrame = to
    voice.anchorFrame = -1
    return highest
  }

  /// The closed-form glide of voice `voice` over its current key segment at the steady pitch
  /// scale `scale` (see ``ClosedFormGlide``), anchored where the voice entered the segment or
  /// where the pitch scale last settled. Fills the chunk tables.
  @_noLocks @inline(__always)
  private mutating func closedFormGlide(
    _ voice: inout VoiceState, k0: KeyRecord, from: Int, glides: Bool, log2Span: Double, length: Double,
    scale: Double
  ) -> ClosedFormGlide {
    if !(voice.anchorFrame >= 0 && voice.anchorFrame <= from && voice.anchorSegment == voice.segment
      && voice.anchorScale == scale)
    {
      voice.anchorFrame = from
      voice.anchorPhase = voice.phase
      voice.anchorFrequency =
        glides
        ? ScoreRenderer.exactFrequency(k0: k0, log2Span: log2Span, length: length, at: from) : k0.frequency
      voice.anchorScale = scale
      voice.anchorSegment = voice.segment
    }
    // r − 1, accurately (r is within 1e-4 of 1 for any glide slower than an octave in 10 ms),
    // and the chunk tables, built again only when r changes (they depend on nothing else; a
    // steady pitch, r = 1, uses `unitRatios` and `frameRamp` instead).
    let logRatio = glides ? log2Span / length * 0.693_147_180_559_945_3 : 0
    let ratioMinusOne = glides ? RealtimeMath.expMinusOne(logRatio) : 0
    if ratioMinusOne != 0 && !(ratioMinusOne == chunkTableRatioMinusOne) {
      let ratio = 1 + ratioMinusOne
      let chunk = ClosedFormGlide.chunkFrameCount
      var power = 1.0
      var sum = 0.0
      var j = 0
      while j < chunk {
        chunkRatios[j] = power
        chunkSums[j] = sum
        sum += power
        power *= ratio
        j &+= 1
      }
      chunkSums[chunk] = sum
      chunkTableRatioMinusOne = ratioMinusOne
    }
    return ClosedFormGlide(
      k0: k0, log2Span: log2Span, length: length, glides: glides, scale: scale,
      cyclesPerHertz: scale * inverseSampleRate, ratioMinusOne: ratioMinusOne, logRatio: logRatio,
      anchor: voice.anchorFrame, anchorPhase: voice.anchorPhase, anchorFrequency: voice.anchorFrequency)
  }

  /// Fills `runPhases` (and `runFrequencies` if `frequencies`) for frames `from ..< to` of
  /// `glide`. Returns the highest frequency of the run (Hz; the glide is monotonic within a
  /// segment, so it is at one end) and the phase at `to`, which the voice carries on.
  @_noLocks @inline(__always)
  private func fillRunPhases(
    _ glide: ClosedFormGlide, from: Int, to: Int, frequencies: Bool
  ) -> (highest: Double, endPhase: Double) {
    let steady = glide.ratioMinusOne == 0
    let chunkRatios = steady ? unitRatios : self.chunkRatios
    let chunkSums = steady ? frameRamp : self.chunkSums
    var t = from
    var chunk = glide.chunk(containing: t)
    let first = chunk.frequency * chunkRatios[from &- chunk.start]
    while true {
      let end = glide.chunkEnd(after: t, limit: to)
      let count = end &- t
      let offset = t &- chunk.start
      let run = t &- from
      var i = 0
      while i < count {
        runPhases[run &+ i] = RealtimeMath.wrapCycles(chunk.phase + chunk.step * chunkSums[offset &+ i])
        i &+= 1
      }
      if frequencies {
        i = 0
        while i < count {
          runFrequencies[run &+ i] = chunk.frequency * chunkRatios[offset &+ i]
          i &+= 1
        }
      }
      t = end
      if t == to { break }
      chunk = glide.chunk(containing: t)
    }
    let last = chunk.frequency * chunkRatios[to &- 1 &- chunk.start]
    let endPhase = RealtimeMath.wrapCycles(chunk.phase + chunk.step * chunkSums[to &- chunk.start])
    return (first > last ? first : last, endPhase)
  }

  /// The glide frequency at frame `t` of the segment starting at `k0` (geometric interpolation).
  @_noLocks @inline(__always)
  static func exactFrequency(k0: KeyRecord, log2Span: Double, length: Double, at t: Int) -> Double {
    guard t > k0.frame else { return k0.frequency }
    return RealtimeMath.exp2(k0.log2Frequency + log2Span * (Double(t - k0.frame) / length))
  }

  /// Frames `from ..< to` of a voice with vibrato or tremolo inside one key segment, computed
  /// frame by frame (rare: confidence intervals rendered as modulation).
  @_noLocks @inline(__always)
  private mutating func renderModulatedRun(
    _ voice: inout VoiceState, event: EventRecord, k0: KeyRecord, from: Int, to: Int, blockStart: Int,
    scaleIsSmoothing: Bool, scale: Double
  ) {
    let hasNext = voice.segment < event.keyCount - 1
    let k1 = hasNext ? keys[event.keyStart + voice.segment + 1] : k0
    let stereo = channelCount == 2
    var phase = voice.phase
    var t = from
    while t < to {
      var frequency = k0.frequency
      var gain = k0.gain
      var vibratoCents = k0.vibratoCents
      var tremoloDepth = k0.tremoloDepth
      if hasNext && t > k0.frame {
        let u = Double(t - k0.frame) / Double(k1.frame - k0.frame)
        if k1.log2Frequency != k0.log2Frequency {
          frequency = RealtimeMath.exp2(k0.log2Frequency + (k1.log2Frequency - k0.log2Frequency) * u)
        }
        gain += (k1.gain - k0.gain) * u
        vibratoCents += (k1.vibratoCents - k0.vibratoCents) * u
        tremoloDepth += (k1.tremoloDepth - k0.tremoloDepth) * u
      }
      let age = Double(t - event.startFrame)
      if vibratoCents > 0 {
        let wobble = RealtimeMath.sinCycles(RealtimeMath.fractionalPart(age * event.vibratoCyclesPerFrame))
        frequency *= RealtimeMath.exp2(vibratoCents / 1200 * wobble)
      }
      if tremoloDepth > 0 {
        let dip = 0.5 - 0.5 * RealtimeMath.cosCycles(RealtimeMath.fractionalPart(age * event.tremoloCyclesPerFrame))
        gain *= 1 - tremoloDepth * dip
      }
      if scaleIsSmoothing { frequency *= pitchScales[t - blockStart] } else if scale != 1 { frequency *= scale }
      let sample = oscillate(&phase, frequency: frequency, event: event) * gain * envelopeLevel(event, age: age)
      addToMix(sample, event: event, at: t, index: t - blockStart, stereo: stereo)
      t += 1
    }
    voice.phase = phase
    voice.anchorFrame = -1
    voice.frequencyFrame = -1
  }

  /// One sample of the event's timbre at `phase` (in cycles) and `frequency`, then advances the
  /// phase by one frame.
  @_noLocks @inline(__always)
  private func oscillate(_ phase: inout Double, frequency: Double, event: EventRecord) -> Double {
    let p = phase
    var next = p + frequency * inverseSampleRate
    if next >= 1 {
      next -= 1
      if next >= 1 { next = RealtimeMath.fractionalPart(next) }
    }
    phase = next
    return harmonicSum(phase: p, frequency: frequency, event: event)
  }

  /// One sample of the event's timbre at `phase` (in cycles, `0..<1`) and `frequency`
  /// (``TimbreVoices/sample(phase:frequency:offset:count:)``: band-limited, loudness-balanced).
  @_noLocks @inline(__always)
  private func harmonicSum(phase p: Double, frequency: Double, event: EventRecord) -> Double {
    timbreVoices.sample(phase: p, frequency: frequency, offset: event.harmonicOffset, count: event.harmonicCount)
  }

  /// Adds one voice sample at internal frame `t` to the mix at `index`, panned in stereo.
  @_noLocks @inline(__always)
  private func addToMix(_ sample: Double, event: EventRecord, at t: Int, index: Int, stereo: Bool) {
    guard stereo else {
      mixLeft[index] += sample
      return
    }
    var leftGain = event.leftGain
    var rightGain = event.rightGain
    if hasPanSweep {
      (leftGain, rightGain) = sweptPanGains(event, atFrame: Double(t))
    }
    mixLeft[index] += sample * leftGain
    mixRight[index] += sample * rightGain
  }

  /// The left and right gains of `event` at internal frame `t` (a whole number) while the pan sweeps across the
  /// graph: the event's pan plus the sweep's position at `t`, clamped to −1...1, panned at equal
  /// power (angle (p + 1) π/4, that is (p + 1)/8 of a cycle). Without branches, so loops over
  /// it vectorize.
  @_noLocks @inline(__always)
  private func sweptPanGains(_ event: EventRecord, atFrame t: Double) -> (left: Double, right: Double) {
    let last = Double(totalFrames)
    let x = (t < last ? t : last) * inverseTotalFrames
    let p = RealtimeMath.clamp(event.pan + panSweepLower + (panSweepUpper - panSweepLower) * x, -1, 1)
    let cycles = (p + 1) * 0.125  // 0...¼
    return (RealtimeMath.sinCyclesInRange(cycles + 0.25), RealtimeMath.sinCyclesInRange(cycles))
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

  /// `x` limited to ±`ceiling` (NaN gives −ceiling, like `RealtimeMath.clamp`), with selects
  /// rather than branches so the output loop vectorizes.
  @_noLocks @inline(__always)
  static func clamp(_ x: Double, toCeiling ceiling: Double) -> Double {
    let below = x > ceiling ? ceiling : x
    return below >= -ceiling ? below : -ceiling
  }

  @_noLocks @inline(__always)
  static func smoothstep(_ x: Double) -> Double {
    let c = RealtimeMath.clamp(x, 0, 1)
    return c * c * (3 - 2 * c)
  }
}
