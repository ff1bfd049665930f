/// The phase and frequency of one voice over one key segment at a steady pitch scale, in
/// closed form, so that every frame can be computed independently of the others (the loops
/// over it vectorize) and independently of where blocks begin and end.
///
/// Within a key segment the glide's frequency is geometric, f(t) = f(A)·rᵗ⁻ᴬ, so the phase is
/// a geometric sum: φ(t) = φ(A) + s/rate · f(A) · (rᵗ⁻ᴬ − 1) / (r − 1), or φ(A) + s/rate · f(A) ·
/// (t − A) when the pitch holds still, where s is the pitch scale and A the anchor: the frame
/// where the voice entered the segment (or where the pitch scale last settled), whose phase the
/// voice carried there. Both rⁿ − 1 and r − 1 are computed as `expm1` of n·λ and λ (λ = ln r),
/// each to a relative error of an ulp, so the quotient is accurate for every r, however close
/// to 1. (Taking rⁿ − 1 as the difference f(t) − f(A) of two rounded frequencies, as this once
/// did, divides a rounding error of an ulp of f by r − 1: when two neighbouring key points
/// differ by a rounding step, r − 1 is about 10⁻¹⁸, and the phase jumped by up to half a cycle
/// at every chunk, a click every 5 ms.)
///
/// Frames are taken in chunks of 256 aligned to multiples of 256 (the first chunk starts at the
/// anchor). At a chunk's start c, f(c) is computed exactly (`exp2`) and φ(c) by the formula;
/// inside it, φ(c + j) = φ(c) + s/rate · f(c) · (r⁰ + … + rʲ⁻¹) and f(c + j) = f(c) · rʲ, from
/// two tables that depend only on r (the renderer keeps them while r stays the same). Where two
/// chunks meet, the phase differs from the continued sum by less than 1e-7 cycles, far below
/// anything audible.
///
/// Real-time safety: every member is safe (no allocation; one `exp2` and one `expm1` per chunk).
struct ClosedFormGlide {
  /// Frames per chunk (a power of two): one `exp2` and one `expm1` per chunk; rʲ is a product of at most 255
  /// factors (relative error below 6e-14).
  static var chunkFrameCount: Int { @_noLocks get { 256 } }
  static var chunkMask: Int { @_noLocks get { 255 } }

  /// The segment's first key point.
  let k0: KeyRecord
  /// log₂ of the segment's frequency ratio, and its length in frames.
  let log2Span: Double
  let length: Double
  /// `false` when the frequency holds still over the segment (r = 1).
  let glides: Bool
  /// The steady pitch scale s, and s / sample rate (cycles per frame per hertz).
  let scale: Double
  let cyclesPerHertz: Double
  /// r − 1, computed as `expm1(λ)` so that slow glides keep their precision; 0 without a glide.
  let ratioMinusOne: Double
  /// λ = ln r, the natural logarithm of the frequency ratio per frame; 0 without a glide.
  let logRatio: Double
  /// The anchor A, the phase there (cycles, `0..<1`) and the unscaled frequency there (Hz).
  let anchor: Int
  let anchorPhase: Double
  let anchorFrequency: Double

  @_noLocks @inline(__always)
  init(
    k0: KeyRecord, log2Span: Double, length: Double, glides: Bool, scale: Double, cyclesPerHertz: Double,
    ratioMinusOne: Double, logRatio: Double, anchor: Int, anchorPhase: Double, anchorFrequency: Double
  ) {
    self.k0 = k0
    self.log2Span = log2Span
    self.length = length
    self.glides = glides
    self.scale = scale
    self.cyclesPerHertz = cyclesPerHertz
    self.ratioMinusOne = ratioMinusOne
    self.logRatio = logRatio
    self.anchor = anchor
    self.anchorPhase = anchorPhase
    self.anchorFrequency = anchorFrequency
  }

  /// What a chunk's frames are computed from.
  struct Chunk {
    /// The chunk's first frame (a multiple of 256, or the anchor).
    var start: Int
    /// φ(start), in cycles, `0..<1`.
    var phase: Double
    /// s/rate · f(start): times r⁰ + … + rʲ⁻¹, the phase advance j frames on.
    var step: Double
    /// s · f(start), in hertz.
    var frequency: Double

    @_noLocks @inline(__always)
    init(start: Int, phase: Double, step: Double, frequency: Double) {
      self.start = start
      self.phase = phase
      self.step = step
      self.frequency = frequency
    }
  }

  /// The chunk holding frame `t` (`t ≥ anchor`).
  @_noLocks @inline(__always)
  func chunk(containing t: Int) -> Chunk {
    let aligned = t & ~ClosedFormGlide.chunkMask
    let start = aligned > anchor ? aligned : anchor
    let frequency =
      start == anchor || !glides
      ? anchorFrequency : ScoreRenderer.exactFrequency(k0: k0, log2Span: log2Span, length: length, at: start)
    var phase = anchorPhase
    if start != anchor {
      let frames = Double(start &- anchor)
      phase +=
        ratioMinusOne != 0
        ? cyclesPerHertz * anchorFrequency * (RealtimeMath.expMinusOne(frames * logRatio) / ratioMinusOne)
        : cyclesPerHertz * anchorFrequency * frames
    }
    return Chunk(
      start: start, phase: RealtimeMath.wrapCycles(phase), step: cyclesPerHertz * frequency,
      frequency: scale * frequency)
  }

  /// The frame after the last of `t`'s chunk, or `limit` if that comes first.
  @_noLocks @inline(__always)
  func chunkEnd(after t: Int, limit: Int) -> Int {
    let end = (t & ~ClosedFormGlide.chunkMask) &+ ClosedFormGlide.chunkFrameCount
    return end < limit ? end : limit
  }

}
