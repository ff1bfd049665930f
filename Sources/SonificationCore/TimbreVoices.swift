/// The band-limited additive voices of every ``Timbre``, one mechanism for every renderer that
/// plays a tone: ``ScoreRenderer`` (rendered and live graphs), ``ExploreRenderer`` (a point's tone
/// in `audiograph explore`) and ``LiveToneRenderer`` (`audiograph monitor`). A value therefore
/// sounds the same, timbre and loudness balance included, whichever way it is heard.
///
/// One sample of a voice is the sum of the timbre's harmonic amplitudes (``Timbre/harmonicAmplitudes``)
/// times sin(kθ), computed by the Chebyshev recurrence from sin θ and cos θ up to the timbre's
/// last non-zero harmonic. Harmonics at or above 0.45 × the sample rate are left out and those
/// between 0.40 and 0.45 × the sample rate faded in linearly, so no partial aliases. A timbre
/// other than the sine is then scaled by its loudness-balancing gain at the fundamental
/// (``TimbreLoudness``, read from a table made for the sample rate), so every timbre is as loud
/// by BS.1770 as a sine of the same pitch and amplitude (within 0.02 LU, a test checks it).
///
/// Lifecycle: `init` and ``prepare(sampleRate:)`` allocate; the sample functions are real-time
/// safe (`@_noLocks`: no allocation, no locks).
struct TimbreVoices: ~Copyable {
  /// Every timbre's harmonic amplitudes, timbre after timbre in `Timbre.allCases` order,
  /// ``Timbre/maximumHarmonicCount`` each. Allocated in `init`, freed in `deinit`.
  private let harmonics: UnsafeMutableBufferPointer<Double>
  /// Every timbre's loudness-balancing gain by frequency at the prepared sample rate
  /// (``TimbreLoudness/table(sampleRate:)``); empty before ``prepare(sampleRate:)``.
  private var gains = UnsafeMutableBufferPointer<Double>(start: nil, count: 0)
  /// Partials at or above this frequency (Hz) are omitted: 0.45 × the sample rate…
  private(set) var nyquistGuardFrequency = 0.45 * 48_000.0
  /// …and those above this one (0.40 × the sample rate) faded in.
  private(set) var fadeStartFrequency = 0.40 * 48_000.0
  /// 1 / (0.05 × the sample rate), the fade's slope per hertz.
  private(set) var inverseFadeWidth = 1 / (0.05 * 48_000.0)

  /// The voices, with no loudness table yet. Not real-time safe (allocates).
  init() {
    let table = Timbre.allCases.flatMap(\.harmonicAmplitudes)
    harmonics = .allocate(capacity: table.count)
    _ = harmonics.initialize(fromContentsOf: table)
  }

  deinit {
    harmonics.deallocate()
    gains.deallocate()
  }

  /// Sets the band limit and copies the loudness table for `sampleRate` (Hz) into the voices'
  /// own buffer. The table is computed once per sample rate in the process and kept
  /// (`TimbreLoudness.cachedTable(sampleRate:)`), so preparing again, at any sample rate already
  /// used, costs a copy. Not real-time safe (takes the cache's lock; allocates the first time,
  /// and computes the table the first time at a sample rate).
  mutating func prepare(sampleRate: Double) {
    nyquistGuardFrequency = 0.45 * sampleRate
    fadeStartFrequency = 0.40 * sampleRate
    inverseFadeWidth = 1 / (0.05 * sampleRate)
    let table = TimbreLoudness.cachedTable(sampleRate: sampleRate)
    if gains.count != table.count {
      gains.deallocate()
      gains = .allocate(capacity: table.count)
      _ = gains.initialize(fromContentsOf: table)
    } else {
      _ = gains.update(fromContentsOf: table)
    }
  }

  /// Where `timbre`'s harmonics start in the table (its place in `Timbre.allCases` ×
  /// ``Timbre/maximumHarmonicCount``). Real-time safe.
  @_noLocks @inline(__always)
  static func harmonicOffset(of timbre: Timbre) -> Int {
    let index =
      switch timbre {
      case .sine: 0
      case .soft: 1
      case .bright: 2
      case .hollow: 3
      case .mellow: 4
      case .organ: 5
      case .nasal: 6
      }
    return index * Timbre.maximumHarmonicCount
  }

  /// The number of harmonics `timbre` sounds: its last non-zero harmonic's number (1 for the
  /// sine, 16 at most). Real-time safe.
  @_noLocks @inline(__always)
  static func harmonicCount(of timbre: Timbre) -> Int {
    switch timbre {
    case .sine: 1
    case .soft: 4
    case .bright: 16
    case .hollow: 15
    case .mellow: 15
    case .organ: 8
    case .nasal: 7
    }
  }

  /// The amplitude of harmonic `number` (1 is the fundamental) of the timbre whose harmonics
  /// start at `offset`. Real-time safe.
  @_noLocks @inline(__always)
  func amplitude(offset: Int, number: Int) -> Double {
    harmonics[offset + number - 1]
  }

  /// One sample of a voice at `phase` (in cycles, `0..<1`) and fundamental `frequency` (Hz), for
  /// the timbre whose harmonics start at `offset` and number `count` (``harmonicOffset(of:)``,
  /// ``harmonicCount(of:)``): peak about 1 for the sine, up to about 1.8 for rich timbres.
  /// 0 when even the fundamental is at or above the band limit. Needs ``prepare(sampleRate:)``
  /// first. Real-time safe.
  @_noLocks @inline(__always)
  func sample(phase p: Double, frequency: Double, offset: Int, count: Int) -> Double {
    let nyquistGuard = nyquistGuardFrequency
    let sine = RealtimeMath.sinCyclesInRange(p)
    if count == 1 {
      if frequency >= nyquistGuard { return 0 }
      let amplitude = harmonics[offset]
      if frequency <= fadeStartFrequency { return amplitude * sine }
      let fade = (nyquistGuard - frequency) * inverseFadeWidth
      return amplitude * (fade >= 1 ? 1 : fade) * sine
    }
    var quarterLater = p + 0.25
    quarterLater = quarterLater >= 1 ? quarterLater - 1 : quarterLater
    let twoCosine = 2 * RealtimeMath.sinCyclesInRange(quarterLater)
    var previous = 0.0  // sin(0 θ)
    var current = sine  // sin(1 θ)
    var sum = 0.0
    var k = 1
    if Double(count) * frequency <= fadeStartFrequency {
      // Every partial is below the fade: no guard or fade per harmonic.
      while k <= count {
        sum += harmonics[offset + k - 1] * current
        let following = twoCosine * current - previous
        previous = current
        current = following
        k += 1
      }
      return sum * loudnessGain(offset: offset, frequency: frequency)
    }
    while k <= count {
      let partial = Double(k) * frequency
      if partial >= nyquistGuard { break }
      let amplitude = harmonics[offset + k - 1]
      if amplitude != 0 {
        let fade = (nyquistGuard - partial) * inverseFadeWidth
        sum += amplitude * (fade >= 1 ? 1 : fade) * current
      }
      let following = twoCosine * current - previous
      previous = current
      current = following
      k += 1
    }
    return sum * loudnessGain(offset: offset, frequency: frequency)
  }

  /// The loudness-balancing gain at `frequency` (Hz) of the timbre whose harmonics start at
  /// `offset`, from the table (1 before ``prepare(sampleRate:)``). Real-time safe.
  @_noLocks @inline(__always)
  func loudnessGain(offset: Int, frequency: Double) -> Double {
    guard let table = gains.baseAddress else { return 1 }  // not prepared
    let gainOffset = offset / Timbre.maximumHarmonicCount * TimbreLoudness.entriesPerTimbre
    return TimbreLoudness.lookUp(UnsafePointer(table), offset: gainOffset, frequency: frequency)
  }
}
