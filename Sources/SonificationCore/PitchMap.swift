/// Maps data values onto audible frequencies.
///
/// Pitch is heard logarithmically, so the map interpolates in octaves: equal steps in value
/// give equal musical intervals (exponential in value, linear in semitones):
///
///     t = clamp((v − domain.lower) / (domain.upper − domain.lower), 0, 1)   // 1 − t if inverted
///     f = range.lower × (range.upper / range.lower)^t
///
///     let map = PitchMap(domain: 0...100, range: 220...880)
///     map.frequency(for: 50)   // 440 Hz
///
/// Rules for edge cases (never a division by zero):
/// * Values outside `domain` clamp to the nearest end of `range`; `+infinity` gives the top.
/// * A flat or degenerate domain (zero, negative or non-finite width, or NaN bounds) maps every
///   value to the **geometric middle** of `range`, √(lower × upper), whatever the polarity.
/// * A NaN value also maps to the geometric middle (callers should sound the missing-value
///   earcon for absent values instead).
/// * On a ``AxisScale/log10`` or ``AxisScale/naturalLog`` axis the map uses log(v) and
///   log(domain); values ≤ 0 clamp to the bottom (top if inverted); a domain whose lower bound
///   is ≤ 0 is degenerate (flat rule).
/// * ``quantization`` snaps the result to the nearest allowed note (see ``PitchQuantization``)
///   that lies inside `range`.
public struct PitchMap: Hashable, Sendable {
  /// The data values that span the whole pitch range (normally the y-axis range, not the
  /// data's own minimum and maximum, so that two charts with the same axis sound alike).
  public var domain: ClosedRange<Double>
  /// Lowest and highest frequency, in hertz. Both positive (checked at initialization).
  public private(set) var range: ClosedRange<Double>
  /// How the axis spaces values.
  public var scale: AxisScale
  /// When `true`, larger values give lower pitches.
  public var inverted: Bool
  /// Snapping to musical notes; ``PitchQuantization/none`` keeps the continuous pitch.
  public var quantization: PitchQuantization

  /// Creates a map.
  ///
  /// - Parameters:
  ///   - domain: The value range that spans `range` (see the type's edge-case rules).
  ///   - range: Frequencies in hertz; the lower bound must be positive (precondition).
  ///     The default is C3 ... C6 (130.81 ... 1046.50 Hz).
  ///   - scale: How the axis spaces values: linear, or logarithmic for a log10 or ln axis.
  ///   - inverted: When `true`, larger values give lower pitches.
  ///   - quantization: Snapping to musical notes; ``PitchQuantization/none`` keeps the
  ///     continuous pitch.
  public init(
    domain: ClosedRange<Double>,
    range: ClosedRange<Double> = PitchRange.default.frequencies,
    scale: AxisScale = .linear,
    inverted: Bool = false,
    quantization: PitchQuantization = .none
  ) {
    precondition(
      range.lowerBound > 0 && range.upperBound.isFinite,
      "PitchMap: the pitch range must be positive and finite, got \(range)")
    self.domain = domain
    self.range = range
    self.scale = scale
    self.inverted = inverted
    self.quantization = quantization
  }

  /// Creates a map over a parsed ``PitchRange``.
  public init(
    domain: ClosedRange<Double>, pitchRange: PitchRange, scale: AxisScale = .linear,
    inverted: Bool = false, quantization: PitchQuantization = .none
  ) {
    self.init(
      domain: domain, range: pitchRange.frequencies, scale: scale, inverted: inverted,
      quantization: quantization)
  }

  /// The geometric middle of ``range``, √(lower × upper), in hertz: where flat data sounds.
  ///
  /// Real-time safety: safe.
  public var geometricMiddleFrequency: Double {
    @_noLocks get { RealtimeMath.sqrt(range.lowerBound * range.upperBound) }
  }

  /// The position of `value` along the pitch range, in `0...1` (after clamping, scaling and
  /// polarity); 0.5 for a flat domain or a NaN value.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public func normalizedPosition(for value: Double) -> Double {
    let lower: Double
    let upper: Double
    var v = value
    switch scale {
    case .linear:
      lower = domain.lowerBound
      upper = domain.upperBound
    case .log10, .naturalLog:
      guard domain.lowerBound > 0 else { return 0.5 }
      let isTen = scale == .log10
      lower = isTen ? RealtimeMath.log10(domain.lowerBound) : RealtimeMath.log(domain.lowerBound)
      upper = isTen ? RealtimeMath.log10(domain.upperBound) : RealtimeMath.log(domain.upperBound)
      if value.isNaN { return 0.5 }
      if value <= 0 {
        v = -Double.infinity
      } else {
        v = isTen ? RealtimeMath.log10(value) : RealtimeMath.log(value)
      }
    }
    let span = upper - lower
    guard span > 0, span.isFinite, !v.isNaN else { return 0.5 }
    let t: Double
    if v <= lower {
      t = 0
    } else if v >= upper {
      t = 1
    } else {
      t = RealtimeMath.clamp((v - lower) / span, 0, 1)
    }
    return inverted ? 1 - t : t
  }

  /// The frequency, in hertz, that represents `value`; always inside ``range``.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public func frequency(for value: Double) -> Double {
    let t = normalizedPosition(for: value)
    let low = range.lowerBound
    let high = range.upperBound
    let f = low * RealtimeMath.exp2(t * RealtimeMath.log2(high / low))
    let continuous = RealtimeMath.clamp(f, low, high)
    return quantization.snap(continuous, within: range)
  }
}

/// How an axis spaces its values.
public enum AxisScale: String, Hashable, Sendable, CaseIterable {
  /// Equal value steps are equal distances.
  case linear
  /// Base-10 logarithmic axis: the map uses log10(value).
  case log10
  /// Natural-log axis: the map uses ln(value).
  case naturalLog
}

/// Snapping of mapped pitches to notes of 12-tone equal temperament (A4 = 440 Hz).
///
/// Scale degrees are counted from the pitch class of the note nearest to the pitch range's
/// lower bound (so "C3-C6" with ``major`` gives C major). The result is the allowed note
/// nearest (in cents) to the continuous pitch; ties go to the lower note. If that note falls
/// outside the pitch range, the nearest allowed note inside the range is used; if no allowed
/// note lies inside the range, the continuous pitch is kept.
public enum PitchQuantization: String, Hashable, Sendable, CaseIterable {
  /// Continuous pitch.
  case none
  /// Every semitone.
  case chromatic
  /// Major scale: degrees 0 2 4 5 7 9 11 semitones above the root.
  case major
  /// Natural minor scale: degrees 0 2 3 5 7 8 10.
  case minor
  /// Major pentatonic: degrees 0 2 4 7 9.
  case pentatonic

  /// Bit `k` set when pitch class `k` semitones above the root is allowed.
  var allowedDegreeMask: Int {
    switch self {
    case .none, .chromatic: 0b1111_1111_1111
    case .major: 0b1010_1011_0101  // 0 2 4 5 7 9 11
    case .minor: 0b0101_1010_1101  // 0 2 3 5 7 8 10
    case .pentatonic: 0b0010_1001_0101  // 0 2 4 7 9
    }
  }

  /// Snaps `frequency` (Hz) to the nearest allowed note inside `range`.
  ///
  /// Real-time safety: safe.
  @_noLocks
  public func snap(_ frequency: Double, within range: ClosedRange<Double>) -> Double {
    if self == .none { return frequency }
    let mask = allowedDegreeMask
    let root = RealtimeMath.round(PitchRange.midiNote(frequency: range.lowerBound))
    // Tiny tolerance so a bound that is exactly a note (C3, C6) counts as inside.
    let lowestMidi = PitchRange.midiNote(frequency: range.lowerBound) - 1e-9
    let highestMidi = PitchRange.midiNote(frequency: range.upperBound) + 1e-9
    let midi = PitchRange.midiNote(frequency: frequency)
    var best = Double.nan
    var bestDistance = Double.infinity
    // Allowed notes are at most 3 semitones apart in every scale here, so ±12 always finds one
    // when the range holds one.
    let centre = RealtimeMath.round(midi)
    var offset = -12.0
    while offset <= 12 {
      let candidate = centre + offset
      offset += 1
      guard candidate >= lowestMidi, candidate <= highestMidi else { continue }
      let degree = Int(candidate - root) % 12
      let positiveDegree = degree < 0 ? degree + 12 : degree
      guard mask & (1 << positiveDegree) != 0 else { continue }
      let distance = abs(candidate - midi)
      if distance < bestDistance - 1e-12 {
        best = candidate
        bestDistance = distance
      }
    }
    if best.isNaN { return frequency }
    return PitchRange.frequency(midiNote: best)
  }
}
