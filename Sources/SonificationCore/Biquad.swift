import RealModule

/// A second-order IIR section in direct form I, normalized so that a0 = 1: the one filter
/// section of the engine, used by the earcons' noise bands and by BS.1770's K-weighting.
///
/// Designs follow Robert Bristow-Johnson's audio-EQ cookbook. Processing is one multiply-add
/// chain per sample and allocates nothing (real-time safe once made); the designs compute
/// sines and cosines, cheap enough to redesign every sample of a sweep.
struct Biquad {
  /// A cookbook design: the corner in hertz (between 0 and half the sample rate, exclusive) and
  /// the quality factor (0.707 is Butterworth, maximally flat).
  enum Design {
    case lowPass(Double, q: Double)
    case highPass(Double, q: Double)
  }

  private(set) var b0: Double
  private(set) var b1: Double
  private(set) var b2: Double
  private(set) var a1: Double
  private(set) var a2: Double
  private var x1 = 0.0, x2 = 0.0, y1 = 0.0, y2 = 0.0

  /// A section with these coefficients (already divided by a0) and silent history.
  init(b0: Double, b1: Double, b2: Double, a1: Double, a2: Double) {
    self.b0 = b0
    self.b1 = b1
    self.b2 = b2
    self.a1 = a1
    self.a2 = a2
  }

  /// A section of `design` at `sampleRate` (hertz), with silent history.
  init(_ design: Design, sampleRate: Double) {
    self.init(b0: 1, b1: 0, b2: 0, a1: 0, a2: 0)
    redesign(design, sampleRate: sampleRate)
  }

  /// Takes the coefficients of `design` and keeps the history, so that a corner can sweep
  /// sample by sample without a click.
  mutating func redesign(_ design: Design, sampleRate: Double) {
    switch design {
    case .lowPass(let hertz, let q):
      let w = 2 * Double.pi * hertz / sampleRate
      let alpha = Double.sin(w) / (2 * q)
      let c = Double.cos(w)
      let a0 = 1 + alpha
      b0 = (1 - c) / 2 / a0
      b1 = (1 - c) / a0
      b2 = b0
      a1 = -2 * c / a0
      a2 = (1 - alpha) / a0
    case .highPass(let hertz, let q):
      let w = 2 * Double.pi * hertz / sampleRate
      let alpha = Double.sin(w) / (2 * q)
      let c = Double.cos(w)
      let a0 = 1 + alpha
      b0 = (1 + c) / 2 / a0
      b1 = -(1 + c) / a0
      b2 = b0
      a1 = -2 * c / a0
      a2 = (1 - alpha) / a0
    }
  }

  /// The next output sample for input sample `x`. Real-time safe.
  mutating func process(_ x: Double) -> Double {
    let y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
    x2 = x1
    x1 = x
    y2 = y1
    y1 = y
    return y
  }

  /// |H(e^{iω})|², the power gain at `omega` (radians per sample, 0 to π).
  func powerResponse(_ omega: Double) -> Double {
    let c1 = Double.cos(omega)
    let s1 = Double.sin(omega)
    let c2 = Double.cos(2 * omega)
    let s2 = Double.sin(2 * omega)
    let numeratorReal = b0 + b1 * c1 + b2 * c2
    let numeratorImaginary = -(b1 * s1 + b2 * s2)
    let denominatorReal = 1 + a1 * c1 + a2 * c2
    let denominatorImaginary = -(a1 * s1 + a2 * s2)
    return (numeratorReal * numeratorReal + numeratorImaginary * numeratorImaginary)
      / (denominatorReal * denominatorReal + denominatorImaginary * denominatorImaginary)
  }
}

/// Biquad sections run one after the other (a higher-order filter). Processing allocates
/// nothing; making one allocates its array of sections.
struct BiquadCascade {
  private var sections: [Biquad]

  /// The sections of `designs`, in order, at `sampleRate` (hertz). Empty `designs` pass the
  /// input through unchanged.
  init(_ designs: [Biquad.Design], sampleRate: Double) {
    sections = designs.map { Biquad($0, sampleRate: sampleRate) }
  }

  /// The next output sample for input sample `x`. Real-time safe.
  mutating func process(_ x: Double) -> Double {
    var out = x
    for index in sections.indices { out = sections[index].process(out) }
    return out
  }
}
