import RealModule

/// Gains that make every ``Timbre`` as loud as a sine of the same pitch, by the loudness model
/// of ITU-R BS.1770 (K-weighted power).
///
/// The harmonic amplitudes of a timbre have the RMS of a unit sine, but equal RMS is not equal
/// loudness: the ear (and BS.1770's K-weighting, a +4 dB shelf above about 1.7 kHz and a
/// high-pass near 38 Hz) weighs high partials more. Unbalanced, the nasal timbre was 2.7 LU
/// louder than the sine at C5. For a steady tone of timbre t at frequency f the K-weighted power
/// is Σₖ aₖ² · fadeₖ² · |K(k f)|² (aₖ the harmonic amplitudes, fadeₖ the renderer's band
/// limit: 0 at or above 0.45 × the sample rate, rising linearly to 1 at 0.40 × it), and the
/// balancing gain is √(|K(f)|² · fade₁² / that): the sine's is exactly 1, and every timbre
/// measures the same BS.1770 loudness as the sine at every pitch, so mixed series sound equally
/// loud whatever their timbres. The pitch tilt of `Score.loudnessCompensation(frequency:)`
/// applies on top, the same for every timbre.
///
/// ``gain(_:frequency:sampleRate:)`` computes the gain exactly (for tests and tables). The
/// renderer reads it from a table made once per sample rate (``table(sampleRate:)``, 64 points
/// per octave from 8 Hz to 32 kHz, linear within each step: within 0.1 dB of the exact gain
/// wherever the fundamental sounds unfaded, the worst where a partial fades out at the band
/// limit; 0.01 dB at 48 kHz) by ``lookUp(_:offset:frequency:)``, which is real-time safe.
public enum TimbreLoudness {
  /// Table points per octave.
  static let stepsPerOctave = 64
  /// The table's lowest frequency is 2^lowestExponent Hz (8 Hz).
  static let lowestExponent = 3
  /// Octaves the table covers: 8 Hz up to 2^(3 + 12) = 32 768 Hz.
  static let octaveCount = 12
  /// Entries per timbre in ``table(sampleRate:)``.
  public static var entriesPerTimbre: Int { @_noLocks get { octaveCount * stepsPerOctave + 1 } }

  /// The linear gain (> 0) that makes a steady tone of `timbre` at `frequency` (Hz) as loud by
  /// BS.1770 as a sine of the same amplitude and frequency, at `sampleRate` (Hz, with the
  /// renderer's band limit). 1 for the sine, and 1 where no partial sounds (frequency at or
  /// above 0.45 × the sample rate, or not positive and finite). Not real-time safe (computes
  /// the harmonic amplitudes).
  public static func gain(_ timbre: Timbre, frequency: Double, sampleRate: Double) -> Double {
    gain(
      timbre, amplitudes: timbre.harmonicAmplitudes, frequency: frequency, weighting: KWeighting(sampleRate: sampleRate)
    )
  }

  /// ``gain(_:frequency:sampleRate:)`` with the timbre's harmonic amplitudes and the
  /// K-weighting at the sample rate made by the caller, once for a whole table.
  static func gain(
    _ timbre: Timbre, amplitudes: [Double], frequency: Double, weighting: KWeighting
  ) -> Double {
    guard timbre != .sine, frequency > 0, frequency.isFinite else { return 1 }
    let sampleRate = weighting.sampleRate
    func fade(_ partial: Double) -> Double {
      let guardFrequency = 0.45 * sampleRate
      if partial >= guardFrequency { return 0 }
      return min(1, (guardFrequency - partial) / (0.05 * sampleRate))
    }
    let reference = fade(frequency) * fade(frequency) * weighting.power(atFrequency: frequency)
    var weighted = 0.0
    for (index, amplitude) in amplitudes.enumerated() where amplitude != 0 {
      let partial = Double(index + 1) * frequency
      let f = fade(partial)
      weighted += amplitude * amplitude * f * f * weighting.power(atFrequency: partial)
    }
    guard weighted > 0, reference > 0 else { return 1 }
    return (reference / weighted).squareRoot()
  }

  /// The gains of every timbre at `sampleRate`, timbre after timbre in the order of
  /// `Timbre.allCases`, ``entriesPerTimbre`` each: entry i of a timbre is its gain at
  /// 2^(3 + i / 64) Hz taken piecewise: octave o = i / 64, step s = i % 64, frequency
  /// 2^(3 + o) × (1 + s / 64). Computes every entry (about 42,000 evaluations of the
  /// K-weighting's response, with one design of its filters); renderers read the table of their sample rate from a cache
  /// instead (`cachedTable(sampleRate:)`). Allocates; not real-time safe.
  public static func table(sampleRate: Double) -> [Double] {
    let weighting = KWeighting(sampleRate: sampleRate)
    return Timbre.allCases.flatMap { timbre in
      let amplitudes = timbre.harmonicAmplitudes
      return (0..<entriesPerTimbre).map { i in
        gain(timbre, amplitudes: amplitudes, frequency: tableFrequency(i), weighting: weighting)
      }
    }
  }

  /// The tables of the last few sample rates renderers were prepared at.
  static let tableCache = SampleRateTableCache { table(sampleRate: $0) }

  /// ``table(sampleRate:)``, computed once per sample rate and then kept for the process (the
  /// last four sample rates; see `SampleRateTableCache`): what `TimbreVoices.prepare(sampleRate:)`
  /// copies. The same values as ``table(sampleRate:)``. Not real-time safe (locks; computes and
  /// allocates the first time).
  static func cachedTable(sampleRate: Double) -> [Double] {
    tableCache.table(sampleRate: sampleRate)
  }

  /// The frequency of entry `index` of one timbre's part of the table, in hertz.
  static func tableFrequency(_ index: Int) -> Double {
    let octave = index / stepsPerOctave
    let step = index % stepsPerOctave
    return Double.exp2(Double(lowestExponent + octave)) * (1 + Double(step) / Double(stepsPerOctave))
  }

  /// The gain at `frequency` (Hz) from a table of ``table(sampleRate:)`` for the timbre whose
  /// part starts at `offset`: linear between the two nearest entries (the octave from the
  /// floating-point exponent, the step from the significand, so no logarithm), clamped to the
  /// first and last entries outside 8 Hz ... 32 kHz; 1 for a frequency that is not finite.
  ///
  /// Real-time safety: safe (no allocation, no locks; a few arithmetic operations).
  @_noLocks @inline(__always)
  public static func lookUp(_ table: UnsafePointer<Double>, offset: Int, frequency: Double) -> Double {
    guard frequency.isFinite else { return 1 }
    let last = entriesPerTimbre - 1
    if !(frequency > 8) { return table[offset] }  // 2^lowestExponent
    let octave = Int(frequency.exponent) - lowestExponent
    if octave >= octaveCount { return table[offset + last] }
    let position = (frequency.significand - 1) * Double(stepsPerOctave)
    var step = Int(position)
    if step >= stepsPerOctave { step = stepsPerOctave - 1 }
    let fraction = position - Double(step)
    let index = octave * stepsPerOctave + step
    let lower = table[offset + index]
    return lower + fraction * (table[offset + index + 1] - lower)
  }
}

extension KWeighting {
  /// The power gain |K(e^{iω})|² of the K-weighting at `frequency` (Hz, below half of
  /// `sampleRate`): the high shelf's times the high-pass's.
  static func power(atFrequency frequency: Double, sampleRate: Double) -> Double {
    KWeighting(sampleRate: sampleRate).power(atFrequency: frequency)
  }

  /// The power gain |K(e^{iω})|² of this K-weighting at `frequency` (Hz, below half of its
  /// sample rate): the high shelf's times the high-pass's. Uses the filters' coefficients
  /// only, not their state.
  func power(atFrequency frequency: Double) -> Double {
    let omega = 2 * Double.pi * frequency / sampleRate
    return shelfResponse(omega) * highPassResponse(omega)
  }
}
