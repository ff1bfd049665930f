/// The one conversion from float samples to integers used by every integer output of this
/// package: 16- and 24-bit WAV and FLAC files (``SoundFileWriter``, ``AtomicSoundFileOutput``)
/// and ALSA devices that take 16-bit integers (``PCMPlayback``). So a WAV and a FLAC file of one
/// render hold the same integers, and a 16-bit device plays exactly the samples of a 16-bit file.
///
/// The rule, for a sample `x` and a bit depth `b` (16 or 24):
///
///     q = clamp(roundToNearestEven(x × 2^(b−1) + d), −2^(b−1), 2^(b−1) − 1)
///
/// * One scale factor, 2^(b−1) (32 768 at 16 bits, 8 388 608 at 24), the one libsndfile, ffmpeg
///   and sox divide by when they read integers back as floats: any value on the grid
///   k / 2^(b−1) is stored exactly and reads back unchanged; `-1.0` is the most negative integer
///   and `+1.0` clips to the most positive one (32 767 / 32 768 when read back).
/// * Round to nearest (halves to even): the error is at most half a step, and its mean over a
///   signal is zero (no DC offset, unlike truncation, which adds −½ step).
/// * Values beyond full scale clip to the integer range; NaN gives 0.
/// * `d` is the dither: 0 with ``Dither/none`` (the default), or TPDF noise with ``Dither/tpdf``.
///
/// With ``Dither/tpdf``, `d` is the difference of two uniform random numbers in `[0, 1)` steps,
/// triangular between −1 and +1 step (mean 0, 1/√6 step RMS): it turns the rounding error into a
/// steady noise floor that does not depend on the signal (about −101 dBFS RMS at 16 bits), so
/// the fade-out of a tone ends in noise rather than in a few steps of distortion. The noise is
/// deterministic: sample `n` of an output (counted in samples from its first, channels
/// interleaved) always gets the same `d`, a hash of `n` (SplitMix64), so the same render writes
/// the same file every time, whatever the block sizes. Dither is added everywhere, digital
/// silence included (which then reads −1, 0 or +1 step).
///
/// Real-time safety: every member is safe (`@_noLocks`: no allocation, locks or reference
/// counting), so ``PCMPlayback`` converts on the audio thread with it.
public struct PCMQuantizer: Sendable, Hashable {
  /// Whether noise is added before rounding.
  public enum Dither: String, Sendable, Hashable, CaseIterable {
    /// No dither: the nearest integer. Identical input gives identical integers in every
    /// output, file or device. The default.
    case none
    /// Triangular (TPDF) dither of ±1 step, deterministic (see ``PCMQuantizer``).
    case tpdf
  }

  /// Bits per integer sample: 16 or 24.
  public let bitDepth: Int
  /// The dither added before rounding.
  public let dither: Dither
  /// 2^(bitDepth − 1): the integer that full scale (1.0) maps to before clipping.
  public var scale: Double { @_noLocks get { Double(1 << (bitDepth - 1)) } }

  /// A quantizer to `bitDepth` bits (16 or 24; a precondition).
  ///
  /// Real-time safety: safe.
  @_noLocks
  public init(bitDepth: Int, dither: Dither = .none) {
    precondition(bitDepth == 16 || bitDepth == 24, "PCMQuantizer: bit depth must be 16 or 24")
    self.bitDepth = bitDepth
    self.dither = dither
  }

  /// The integer for sample `x`, the `sampleIndex`-th sample of its output (only the dither
  /// depends on it), in `−2^(bitDepth−1) ... 2^(bitDepth−1) − 1`.
  ///
  /// Real-time safety: safe.
  @_noLocks @inline(__always)
  public func quantize(_ x: Float, sampleIndex: Int) -> Int32 {
    let top = scale - 1
    let bottom = -scale
    var y = x == x ? Double(x) * scale : 0  // NaN → 0
    if dither == .tpdf { y += PCMQuantizer.triangularNoise(sampleIndex) }
    // Clamp first (so the rounding stays in its exact range), then round.
    y = y > top ? top : y
    y = y < bottom ? bottom : y
    // Nearest integer, halves to even: adding 1.5 × 2^52 leaves no fraction bits in the sum.
    let magic = 6_755_399_441_055_744.0
    return Int32((y + magic) - magic)
  }

  /// Converts `source` into `destination` (the same count; a precondition), sample `i` being
  /// sample `firstSampleIndex + i` of its output.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public func quantize(
    _ source: UnsafeBufferPointer<Float>, into destination: UnsafeMutableBufferPointer<Int16>, firstSampleIndex: Int
  ) {
    precondition(bitDepth == 16 && destination.count == source.count, "PCMQuantizer: 16 bits, equal counts")
    var i = 0
    while i < source.count {
      destination[i] = Int16(truncatingIfNeeded: quantize(source[i], sampleIndex: firstSampleIndex &+ i))
      i &+= 1
    }
  }

  /// Converts `source` into `destination` (the same count; a precondition) as 32-bit integers
  /// with the quantized value in the top `bitDepth` bits (shifted left by 32 − `bitDepth`), the
  /// layout libsndfile's `sf_writef_int` takes; sample `i` is sample `firstSampleIndex + i` of
  /// its output.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public func quantizeLeftAligned(
    _ source: UnsafeBufferPointer<Float>, into destination: UnsafeMutableBufferPointer<Int32>, firstSampleIndex: Int
  ) {
    precondition(destination.count == source.count, "PCMQuantizer: equal counts")
    let shift = Int32(32 - bitDepth)
    var i = 0
    while i < source.count {
      destination[i] = quantize(source[i], sampleIndex: firstSampleIndex &+ i) &<< shift
      i &+= 1
    }
  }

  /// TPDF noise for sample `n`, in steps: u₁ − u₂, two uniform numbers in `[0, 1)` from the two
  /// 32-bit halves of the (n + 1)-th output of SplitMix64 seeded with 0 (a counter-based
  /// generator: any sample's noise is computed directly, and every run is the same).
  @_noLocks @inline(__always)
  static func triangularNoise(_ n: Int) -> Double {
    var z = (UInt64(bitPattern: Int64(n)) &+ 1) &* 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z &>> 31
    let unit = 1.0 / 4_294_967_296.0  // 2^-32
    return Double(z & 0xFFFF_FFFF) * unit - Double(z &>> 32) * unit
  }
}
