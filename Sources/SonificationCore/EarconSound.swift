import RealModule

/// The sounds of the earcons: short bursts of filtered noise, without a pitch, so that no
/// earcon can be mistaken for a data value at any pitch range.
///
/// A data value is a pitched tone; an earcon that is a pitched tone inside the pitch range in
/// use (a G3 buzz for a missing value, a C6 blip for the maximum) sounds like one more data
/// point. Noise has no period, so every earcon here is unpitched whatever the pitch range: its
/// normalized autocorrelation stays far below a tone's at every lag a pitch between 20 Hz and
/// 4 kHz would have. Each kind differs from the others in band, length and rhythm:
///
/// | kind | sound |
/// |---|---|
/// | ``Score/Earcon/Kind/start`` | a 120 ms rising whoosh: noise through a low-pass whose corner sweeps from 600 Hz up to 8 kHz |
/// | ``Score/Earcon/Kind/end`` | the same whoosh falling, 8 kHz down to 600 Hz |
/// | ``Score/Earcon/Kind/missingValue`` | a 90 ms rattle: three grains of mid-band noise (300 Hz to 3 kHz) 30 ms apart, each decaying |
/// | ``Score/Earcon/Kind/gridlineTick`` | an 8 ms tick of high noise (above 2 kHz), quieter than the others |
/// | ``Score/Earcon/Kind/referenceLineCrossing`` | a 160 ms shimmer: high noise (above 5 kHz) decaying |
/// | ``Score/Earcon/Kind/minimum`` | two low thuds (noise below 1.2 kHz), 40 ms each, 60 ms apart |
/// | ``Score/Earcon/Kind/maximum`` | two high taps (noise above 3 kHz), 40 ms each, 60 ms apart |
///
/// Corners above 0.3 × the sample rate are lowered to it (at 8 kHz a 5 kHz corner is 2.4 kHz).
///
/// The noise comes from a SplitMix64 generator with a fixed seed per kind, and every burst is
/// computed once per sample rate and kept for the process (`cachedTable(sampleRate:)`), then
/// copied into each renderer when it is prepared: the renderer only reads it back, sample by sample, scaled by the earcon's gain and panned. So an earcon is the
/// same samples every time, in every render and at every block size (renders stay
/// bit-reproducible), and playing one allocates nothing on the audio thread. Every burst starts
/// and ends at exactly zero (S-shaped 2 ms attack, 10 ms release; 1 ms and 3 ms for the tick)
/// and peaks at 1 before the earcon's gain (0.7 for the tick).
public enum EarconSound {
  /// Two low-pass stages at 12 kHz after the high-passed bursts (tick, crossing shimmer, maximum
  /// taps): noise left up to Nyquist makes inter-sample peaks that a 4× resampler (sox) reads
  /// above the sample peak, so a loud render passed the BS.1770 true-peak check but not sox's
  /// (−0.79 dB at --gain 12 on server-latency-reference, against −1 dB).
  static let nyquistGuard: [Biquad.Design] = [.lowPass(12_000, q: 0.707), .lowPass(12_000, q: 0.707)]

  /// The frames of one earcon of `kind` at `sampleRate`: its duration, rounded.
  public static func frameCount(_ kind: Score.Earcon.Kind, sampleRate: Double) -> Int {
    Int((kind.durationSeconds * sampleRate).rounded())
  }

  /// Where each kind's samples start in `table(sampleRate:)`, in the order of
  /// `Score.Earcon.Kind.allCases`.
  static func offsets(sampleRate: Double) -> [Int] {
    var offsets: [Int] = []
    var next = 0
    for kind in Score.Earcon.Kind.allCases {
      offsets.append(next)
      next += frameCount(kind, sampleRate: sampleRate)
    }
    return offsets
  }

  /// The samples of every kind at `sampleRate`, one after the other in the order of
  /// `Score.Earcon.Kind.allCases` (see `offsets(sampleRate:)`). Allocates; not real-time safe.
  static func table(sampleRate: Double) -> [Double] {
    Score.Earcon.Kind.allCases.flatMap { samples($0, sampleRate: sampleRate) }
  }

  /// The tables of the last few sample rates renderers were prepared at.
  static let tableCache = SampleRateTableCache { table(sampleRate: $0) }

  /// `table(sampleRate:)`, computed once per sample rate and then kept for the process (the
  /// last four sample rates; see `SampleRateTableCache`): what ``ScoreRenderer`` copies when it
  /// is prepared for a score with earcons. The same values as `table(sampleRate:)`. Not
  /// real-time safe (locks; computes and allocates the first time).
  static func cachedTable(sampleRate: Double) -> [Double] {
    tableCache.table(sampleRate: sampleRate)
  }

  /// One earcon of `kind` at `sampleRate`, before its gain: ``frameCount(_:sampleRate:)``
  /// samples, the first and last 0, the largest magnitude 1 (0.7 for the gridline tick).
  /// Allocates; not real-time safe.
  public static func samples(_ kind: Score.Earcon.Kind, sampleRate sr: Double) -> [Double] {
    let count = frameCount(kind, sampleRate: sr)
    guard count > 0 else { return [] }
    var noise = NoiseGenerator(seed: 0x5EED_0000 &+ UInt64(Score.Earcon.Kind.allCases.firstIndex(of: kind)!))
    let top = 0.3 * sr
    func corner(_ hz: Double) -> Double { min(hz, top) }
    func cornered(_ designs: [Biquad.Design]) -> [Biquad.Design] {
      designs.map {
        switch $0 {
        case .lowPass(let hz, let q): .lowPass(corner(hz), q: q)
        case .highPass(let hz, let q): .highPass(corner(hz), q: q)
        }
      }
    }
    var out = [Double](repeating: 0, count: count)
    var level = 1.0
    switch kind {
    case .start, .end:
      // A low-pass (two second-order sections) whose corner sweeps in log frequency.
      let (from, to) = kind == .start ? (600.0, 8_000.0) : (8_000.0, 600.0)
      var first = Biquad(.lowPass(corner(from), q: 0.707), sampleRate: sr)
      var second = first
      for n in 0..<count {
        let u = Double(n) / Double(max(count - 1, 1))
        let hz = corner(from * Double.pow(to / from, u))
        first.redesign(.lowPass(hz, q: 0.707), sampleRate: sr)
        second.redesign(.lowPass(hz, q: 0.707), sampleRate: sr)
        out[n] =
          second.process(first.process(noise.next())) * envelope(n, count, attack: 0.002 * sr, release: 0.010 * sr)
      }
    case .missingValue:
      var band = BiquadCascade(
        cornered([.highPass(300, q: 0.707), .highPass(300, q: 0.707), .lowPass(3_000, q: 0.707)]), sampleRate: sr)
      let grain = 0.030 * sr
      for n in 0..<count {
        let inGrain = Double(n).truncatingRemainder(dividingBy: grain)
        // Each grain rises over 1 ms and decays with a 7 ms time constant.
        let rise = ScoreRenderer.smoothstep(inGrain / (0.001 * sr))
        let grainLevel = rise * Double.exp(-inGrain / (0.007 * sr))
        out[n] = band.process(noise.next()) * grainLevel * envelope(n, count, attack: 0.002 * sr, release: 0.010 * sr)
      }
    case .gridlineTick:
      level = 0.7
      var band = BiquadCascade(
        cornered([.highPass(2_000, q: 0.707), .highPass(2_000, q: 0.707)] + Self.nyquistGuard), sampleRate: sr)
      for n in 0..<count {
        out[n] =
          band.process(noise.next()) * Double.exp(-Double(n) / (0.003 * sr))
          * envelope(n, count, attack: 0.001 * sr, release: 0.003 * sr)
      }
    case .referenceLineCrossing:
      var band = BiquadCascade(
        cornered([.highPass(5_000, q: 0.707), .highPass(5_000, q: 0.707)] + Self.nyquistGuard), sampleRate: sr)
      for n in 0..<count {
        out[n] =
          band.process(noise.next()) * Double.exp(-Double(n) / (0.045 * sr))
          * envelope(n, count, attack: 0.002 * sr, release: 0.010 * sr)
      }
    case .minimum, .maximum:
      let filters: [Biquad.Design] =
        kind == .minimum
        ? [.highPass(80, q: 0.707), .lowPass(1_200, q: 0.707), .lowPass(1_200, q: 0.707)]
        : [.highPass(3_000, q: 0.707), .highPass(3_000, q: 0.707)] + Self.nyquistGuard
      var band = BiquadCascade(cornered(filters), sampleRate: sr)
      // Two 40 ms hits 60 ms apart; the second ends exactly at the earcon's end.
      let second = Int((0.060 * sr).rounded())
      let hit = Int((0.040 * sr).rounded())
      for n in 0..<count {
        let (age, length) = n < second ? (n, hit) : (n - second, count - second)
        let x = band.process(noise.next())
        guard age < length else { continue }
        out[n] =
          x * Double.exp(-Double(age) / (0.012 * sr)) * envelope(age, length, attack: 0.002 * sr, release: 0.010 * sr)
      }
    }
    let peak = out.reduce(0) { max($0, abs($1)) }
    return peak > 0 ? out.map { $0 * level / peak } : out
  }

  /// An S-shaped attack from 0 at frame 0 and an S-shaped release to 0 at frame `count − 1`.
  static func envelope(_ n: Int, _ count: Int, attack: Double, release: Double) -> Double {
    let x = Double(n)
    let end = Double(count - 1)
    let rise = attack > 0 ? ScoreRenderer.smoothstep(x / attack) : 1
    let fall = release > 0 ? ScoreRenderer.smoothstep((end - x) / release) : 1
    return rise * fall
  }

  /// SplitMix64, giving uniform noise in −1 ..< 1.
  struct NoiseGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> Double {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      z ^= z >> 31
      return Double(z >> 11) * 0x1p-52 - 1
    }
  }
}
