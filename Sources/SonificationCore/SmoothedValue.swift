/// A control value that glides to each new target instead of jumping, so parameter changes
/// never click (JUCE's `SmoothedValue`).
///
/// * ``Curve/linear`` (use for gain): equal steps per frame.
/// * ``Curve/multiplicative`` (use for frequency): equal *ratios* per frame, so a pitch glide
///   is linear in cents. Values must be positive.
///
/// The ramp length is set in ``prepare(sampleRate:rampSeconds:)`` (off the audio thread) and
/// applies to every later ``setTarget(_:)``. A ramp always ends exactly on the target.
///
/// Real-time safety: every method except `prepare` is safe on the audio thread (`@_noLocks`).
public struct SmoothedValue: Hashable, Sendable {
  /// How the value moves between the current value and the target.
  public enum Curve: Hashable, Sendable {
    /// Constant difference per frame (gain).
    case linear
    /// Constant ratio per frame (frequency); values must be positive.
    case multiplicative
  }

  /// The curve chosen at initialization.
  public let curve: Curve
  /// The value the next call to ``next()`` moves from.
  public private(set) var current: Double
  /// The value the ramp ends on.
  public private(set) var target: Double
  /// Frames per ramp (0 = jump immediately).
  public private(set) var rampFrameCount: Int = 0
  private var remainingFrames = 0
  private var step = 0.0  // difference (linear) or ratio (multiplicative) per frame

  /// Creates a value resting at `value`. For ``Curve/multiplicative``, `value` must be positive.
  public init(_ value: Double, curve: Curve) {
    precondition(curve == .linear || value > 0, "SmoothedValue: multiplicative values must be > 0")
    self.curve = curve
    current = value
    target = value
  }

  /// Sets the ramp length to `rampSeconds` at `sampleRate` (rounded to whole frames) and
  /// ends any ramp in progress on its target.
  ///
  /// Real-time safety: safe, but meant for the prepare step.
  public mutating func prepare(sampleRate: Double, rampSeconds: Double) {
    precondition(sampleRate > 0 && rampSeconds >= 0)
    rampFrameCount = Int((rampSeconds * sampleRate).rounded())
    setImmediate(target)
  }

  /// Frames left in the ramp in progress (0 when resting on the target).
  public var remainingRampFrames: Int { @_noLocks get { remainingFrames } }

  /// `true` while a ramp is in progress.
  public var isSmoothing: Bool { @_noLocks get { remainingFrames > 0 } }

  /// Starts a ramp from the current value to `newTarget` lasting ``rampFrameCount`` frames.
  /// Multiplicative values ≤ 0 or NaN are ignored.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public mutating func setTarget(_ newTarget: Double) {
    if curve == .multiplicative && !(newTarget > 0) { return }
    if newTarget.isNaN { return }
    target = newTarget
    guard rampFrameCount > 0, newTarget != current else {
      current = newTarget
      remainingFrames = 0
      return
    }
    remainingFrames = rampFrameCount
    switch curve {
    case .linear:
      step = (newTarget - current) / Double(rampFrameCount)
    case .multiplicative:
      step = RealtimeMath.exp2(RealtimeMath.log2(newTarget / current) / Double(rampFrameCount))
    }
  }

  /// Jumps to `value` with no ramp.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public mutating func setImmediate(_ value: Double) {
    if curve == .multiplicative && !(value > 0) { return }
    current = value
    target = value
    remainingFrames = 0
  }

  /// Returns the value for this frame and advances one frame.
  ///
  /// Real-time safety: safe.
  @_noLocks @inline(__always)
  public mutating func next() -> Double {
    guard remainingFrames > 0 else { return current }
    remainingFrames -= 1
    if remainingFrames == 0 {
      current = target
    } else if curve == .linear {
      current += step
    } else {
      current *= step
    }
    return current
  }
}
