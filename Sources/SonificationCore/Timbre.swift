import RealModule

/// A voice colour: a fixed recipe of harmonic amplitudes rendered by additive synthesis.
///
/// Every timbre is band-limited by construction: the renderer omits each harmonic whose
/// frequency is above 0.45 × sample rate and fades it in smoothly between 0.45 and 0.40 ×
/// sample rate, so no partial ever aliases and a gliding pitch never switches a partial on or off
/// with a step. Amplitudes are normalized to the same RMS as a unit sine (so timbres sound about
/// equally loud); the waveform peak of a rich timbre can therefore reach about 1.8× the gain,
/// and the renderer's limiter keeps the mix below −1 dBFS.
///
/// Use one timbre per series so that listeners can tell mixed series apart. Their spectra differ
/// in brightness: the spectral centroid (power-weighted mean harmonic number, as an interval
/// above the fundamental) is sine 0, mellow 3.1, soft 6.0, hollow 9.0, organ 11.9, bright 15.7
/// and nasal 22.3 semitones, so any two are at least 2.9 semitones apart (a test checks that on
/// rendered audio, C3 to C6: closest 2.94).
public enum Timbre: Int, Hashable, Sendable, CaseIterable {
  /// A pure sine: the cleanest pitch, the default for the first series.
  case sine
  /// Fundamental with three falling harmonics (1, 0.56, 0.56², 0.56³): a soft flute-like tone.
  case soft
  /// Sixteen harmonics at 1/k^0.9: a bright, saw-like, band-limited tone.
  case bright
  /// Odd harmonics at 1/k up to the 15th: a hollow, clarinet/square-like tone.
  case hollow
  /// Odd harmonics at 1/k^1.4 up to the 15th: a mellow tone between a triangle and a square.
  case mellow
  /// Harmonics 1, 2, 3, 4, 6, 8 like organ drawbars: a full, steady tone.
  case organ
  /// A formant-like bump at harmonics 3–5: a nasal, reedy tone.
  case nasal

  /// The highest harmonic number any timbre uses.
  public static var maximumHarmonicCount: Int { @_noLocks get { 16 } }

  /// Relative amplitudes of harmonics 1...16 (index 0 is the fundamental), normalized so that
  /// the sum of squares is 1 (the RMS of a unit-amplitude sine). Not real-time safe (allocates).
  public var harmonicAmplitudes: [Double] {
    var raw = [Double](repeating: 0, count: Timbre.maximumHarmonicCount)
    switch self {
    case .sine:
      raw[0] = 1
    case .soft:
      raw[0] = 1
      raw[1] = 0.56
      raw[2] = 0.56 * 0.56
      raw[3] = 0.56 * 0.56 * 0.56
    case .bright:
      for k in 1...16 { raw[k - 1] = Double.pow(Double(k), -0.9) }
    case .hollow:
      for k in stride(from: 1, through: 15, by: 2) { raw[k - 1] = 1 / Double(k) }
    case .mellow:
      for k in stride(from: 1, through: 15, by: 2) { raw[k - 1] = Double.pow(Double(k), -1.4) }
    case .organ:
      for (k, a) in [(1, 1.0), (2, 0.7), (3, 0.5), (4, 0.35), (6, 0.25), (8, 0.2)] { raw[k - 1] = a }
    case .nasal:
      for (k, a) in [(1, 0.5), (2, 0.4), (3, 0.8), (4, 1.0), (5, 0.7), (6, 0.3), (7, 0.15)] {
        raw[k - 1] = a
      }
    }
    let norm = raw.reduce(0) { $0 + $1 * $1 }.squareRoot()
    return raw.map { $0 / norm }
  }
}
