/// A continuous tone whose pitch follows a live value, as Apple's `AXLiveAudioGraph` and
/// `audiograph monitor` need.
///
/// Values arrive as ``ParameterChange/liveValue(_:)`` through a ``ParameterQueue``; each is mapped
/// through ``pitchMap`` (exponential in value, clamped to the domain) and the pitch glides there
/// multiplicatively over ``glideSeconds``, phase-continuous, so updates never click. The tone is
/// silent until the first value arrives, then fades in; ``ParameterChange/paused(_:)`` fades it
/// out or in again, and ``ParameterChange/masterGain(_:)`` sets its level (linear ramp). The voice
/// is the same band-limited, loudness-balanced additive synthesis as ``ScoreRenderer``'s (one
/// shared mechanism): partials above 0.45 × the sample rate are left out, faded between 0.40
/// and 0.45, and a timbre other than the sine is as loud by BS.1770 as a sine of the same pitch
/// (``TimbreLoudness``). A centred stereo voice is −3 dB per channel (equal-power pan, as in
/// ``ScoreRenderer``). It never finishes by itself.
///
/// Lifecycle: `init` and ``prepare(format:maximumBlockFrameCount:)`` allocate; the rest is
/// real-time safe and compiler-checked (`@_noLocks`).
public struct LiveToneRenderer: ~Copyable, @unchecked Sendable {
  /// Maps live values to hertz.
  public let pitchMap: PitchMap
  /// How long a pitch change glides, in seconds.
  public let glideSeconds: Double
  public let timbre: Timbre
  /// The tone's level before ``ParameterChange/masterGain(_:)``, linear.
  public let gain: Double

  private var timbreVoices = TimbreVoices()
  private let harmonicOffset: Int
  private let harmonicCount: Int
  private var frequency = SmoothedValue(440, curve: .multiplicative)
  private var masterGain = SmoothedValue(1, curve: .linear)
  private var runGain = SmoothedValue(0, curve: .linear)
  private var phase = 0.0
  private var sampleRate = 48_000.0
  private var channelCount = 1
  private var hasValue = false
  private var isPaused = false

  public init(pitchMap: PitchMap, timbre: Timbre = .sine, gain: Double = 0.25, glideSeconds: Double = 0.05) {
    self.pitchMap = pitchMap
    self.timbre = timbre
    self.gain = gain
    self.glideSeconds = glideSeconds
    harmonicOffset = TimbreVoices.harmonicOffset(of: timbre)
    harmonicCount = TimbreVoices.harmonicCount(of: timbre)
  }

  public mutating func prepare(format: AudioFormat, maximumBlockFrameCount: Int) {
    sampleRate = format.sampleRate
    channelCount = format.channelCount
    timbreVoices.prepare(sampleRate: sampleRate)
    frequency.prepare(sampleRate: sampleRate, rampSeconds: glideSeconds)
    masterGain.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
    runGain.prepare(sampleRate: sampleRate, rampSeconds: ScoreRenderer.parameterRampSeconds)
  }

  public var isFinished: Bool { @_noLocks get { false } }

  /// The frequency the tone is gliding to, in hertz.
  public var targetFrequency: Double { @_noLocks get { frequency.target } }

  /// Applies one control change. Real-time safety: safe.
  @_noLocks
  public mutating func apply(_ change: ParameterChange) {
    switch change {
    case .liveValue(let value):
      guard value.isFinite else { return }
      let hertz = pitchMap.frequency(for: value)
      if hasValue {
        frequency.setTarget(hertz)
      } else {
        frequency.setImmediate(hertz)  // the first value starts at its pitch, fading in
        hasValue = true
      }
      if !isPaused { runGain.setTarget(1) }
    case .masterGain(let level):
      masterGain.setTarget(level.isFinite ? max(0, level) : masterGain.target)
    case .paused(let paused):
      isPaused = paused
      runGain.setTarget(paused || !hasValue ? 0 : 1)
    case .pitchScale, .seek, .explore:
      break
    }
  }

  @_noLocks
  public mutating func applyPendingChanges(from queue: ParameterQueue) {
    while let change = queue.pop() { apply(change) }
  }

  @_noLocks
  public mutating func render(into output: UnsafeMutableBufferPointer<Float>, frameCount: Int) {
    precondition(frameCount >= 0 && output.count >= frameCount * channelCount, "render: output buffer too small")
    let channelGain = channelCount == 2 ? 0.7071067811865476 : 1.0
    var sampleIndex = 0
    for _ in 0..<frameCount {
      let hertz = frequency.next()
      let level = gain * masterGain.next() * runGain.next() * channelGain
      var sample = 0.0
      if level > 0 {
        sample = timbreVoices.sample(phase: phase, frequency: hertz, offset: harmonicOffset, count: harmonicCount)
      }
      phase = RealtimeMath.fractionalPart(phase + hertz / sampleRate)
      // A safety clip at −1.01 dBFS (a literal: ScoreRenderer's ceiling getter is not
      // compiler-checked for real-time use). One voice at the default gain peaks at −12 dBFS,
      // so it is never reached; a sine's true peak is its sample peak within 0.03 dB.
      let value = Float(min(max(sample * level, -0.89), 0.89))
      output[sampleIndex] = value
      if channelCount == 2 { output[sampleIndex + 1] = value }
      sampleIndex += channelCount
    }
  }
}

extension LiveToneRenderer: RealtimeRenderSource {}
