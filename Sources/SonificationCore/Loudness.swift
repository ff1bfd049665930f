import RealModule

/// Loudness and true peak as ITU-R BS.1770-4 and EBU R 128 measure them, for matching the level
/// of speech to the tones of an audio graph and for checking renders.
///
/// Real-time safety: unsafe (allocates). For offline use.
public enum Loudness {
  /// Integrated loudness in LUFS (equal to LKFS) of interleaved `samples`, by BS.1770-4:
  ///
  /// 1. K-weighting of each channel: the high-shelf (+4 dB above about 1.7 kHz) and the
  ///    high-pass (about 38 Hz) of the standard, designed for `sampleRate` by the bilinear
  ///    transform (the standard's 48 kHz coefficients are the special case);
  /// 2. mean square per channel over 400 ms blocks that start every 100 ms (75 % overlap), and
  ///    the block loudness −0.691 + 10 log10 of the channels' sum (every channel weighs 1: mono
  ///    and stereo, no surround);
  /// 3. absolute gate at −70 LUFS, then a relative gate 10 LU below the loudness of the blocks
  ///    that passed; the result is the loudness of the blocks that pass both.
  ///
  /// A signal shorter than one block is measured as a single block of its own length. Silence
  /// (or nothing above −70 LUFS) gives `-.infinity`.
  ///
  /// - Parameters:
  ///   - samples: Interleaved frames, full scale ±1.
  ///   - channelCount: 1 or more.
  ///   - sampleRate: In hertz (8 000 or more, so the filters stay below Nyquist).
  public static func integrated(_ samples: [Float], channelCount: Int, sampleRate: Double) -> Double {
    precondition(channelCount >= 1 && samples.count % channelCount == 0, "Loudness: bad channel count")
    let frameCount = samples.count / channelCount
    guard frameCount > 0 else { return -.infinity }
    // Squared K-weighted samples summed over the channels, per frame.
    var power = [Double](repeating: 0, count: frameCount)
    for channel in 0..<channelCount {
      var filter = KWeighting(sampleRate: sampleRate)
      for frame in 0..<frameCount {
        let y = filter.process(Double(samples[frame * channelCount + channel]))
        power[frame] += y * y
      }
    }
    let blockLength = Int((0.4 * sampleRate).rounded())
    let hop = Int((0.1 * sampleRate).rounded())
    var blocks: [Double] = []  // mean power per block
    if frameCount < blockLength {
      blocks.append(power.reduce(0, +) / Double(frameCount))
    } else {
      // Running sums: cumulative power, so each block is one subtraction.
      var cumulative = [Double](repeating: 0, count: frameCount + 1)
      for frame in 0..<frameCount { cumulative[frame + 1] = cumulative[frame] + power[frame] }
      var start = 0
      while start + blockLength <= frameCount {
        blocks.append((cumulative[start + blockLength] - cumulative[start]) / Double(blockLength))
        start += hop
      }
    }
    func lufs(_ meanPower: Double) -> Double { -0.691 + 10 * Double.log10(meanPower) }
    let absolute = blocks.filter { $0 > 0 && lufs($0) > -70 }
    guard !absolute.isEmpty else { return -.infinity }
    let relativeGate = lufs(absolute.reduce(0, +) / Double(absolute.count)) - 10
    let gated = absolute.filter { lufs($0) > relativeGate }
    return lufs(gated.reduce(0, +) / Double(gated.count))
  }

  /// The true peak of mono `samples` (full scale 1), linear (20 log10 of it is dBTP): the
  /// largest magnitude of the signal oversampled 4 times, the method of BS.1770-4 Annex 2 and
  /// EBU Tech 3341. The three in-between points of each sample interval are interpolated by a
  /// 32-tap windowed sinc per phase (Kaiser window β = 7, each phase normalized to unit gain at
  /// 0 Hz); the samples themselves count too. Within 0.05 dB for a sine at a quarter of the
  /// sample rate (Tech 3341's hardest case).
  public static func truePeak(_ samples: [Float]) -> Double {
    truePeakEnvelope(samples).reduce(0, max)
  }

  /// Per sample i, the largest magnitude of the 4× oversampled signal from sample i − 1 to
  /// sample i + 1 (the sample and the interpolated points on either side of it, as
  /// ``truePeak(_:)`` computes them). A gain that changes slowly scales it with the signal.
  public static func truePeakEnvelope(_ samples: [Float]) -> [Double] {
    let count = samples.count
    // Per sample: the largest of it and the three interpolated points after it.
    var after = [Double](repeating: 0, count: count)
    let taps = TruePeakTaps.shared.taps
    samples.withUnsafeBufferPointer { x in
      taps.withUnsafeBufferPointer { h in
        for i in 0..<count {
          var peak = Double(abs(x[i]))
          for phase in 0..<3 {
            var sum = 0.0
            let row = phase * TruePeakTaps.length
            let first = i - TruePeakTaps.before
            if first >= 0 && first + TruePeakTaps.length <= count {
              for j in 0..<TruePeakTaps.length { sum += Double(x[first + j]) * h[row + j] }
            } else {
              for j in 0..<TruePeakTaps.length where first + j >= 0 && first + j < count {
                sum += Double(x[first + j]) * h[row + j]
              }
            }
            peak = max(peak, abs(sum))
          }
          after[i] = peak
        }
      }
    }
    return (0..<count).map { i in i > 0 ? max(after[i], after[i - 1]) : after[i] }
  }
}

/// The 4× interpolator of ``Loudness/truePeak(_:)``: for phase p (the point p / 4 of a sample
/// interval after sample i, p = 1, 2, 3), the tap for sample i + j − 15 (j = 0…31) is
/// sinc(p / 4 − (j − 15)) times a Kaiser window of half-width 16.5 samples, normalized per phase.
struct TruePeakTaps: Sendable {
  static let length = 32
  static let before = 15
  static let shared = TruePeakTaps()
  let taps: [Double]

  init() {
    var taps = [Double](repeating: 0, count: 3 * Self.length)
    let beta = 7.0
    let halfWidth = Double(Self.length) / 2 + 0.5
    let normalization = SincTable.besselI0(beta)
    for phase in 0..<3 {
      let t = Double(phase + 1) / 4
      var sum = 0.0
      for j in 0..<Self.length {
        let u = t - Double(j - Self.before)
        let r = u / halfWidth
        let window = SincTable.besselI0(beta * max(0, 1 - r * r).squareRoot()) / normalization
        let sinc = Double.sin(Double.pi * u) / (Double.pi * u)
        taps[phase * Self.length + j] = sinc * window
        sum += taps[phase * Self.length + j]
      }
      for j in 0..<Self.length { taps[phase * Self.length + j] /= sum }
    }
    self.taps = taps
  }
}

/// BS.1770's K-weighting (pre-filter high shelf, then RLB high-pass) at any sample rate, from
/// the analogue prototypes of the standard's 48 kHz filters (the design libebur128 uses).
struct KWeighting {
  private var shelf: Biquad
  private var highPass: Biquad
  /// The sample rate the filters are designed for, in hertz.
  let sampleRate: Double

  init(sampleRate: Double) {
    self.sampleRate = sampleRate
    // High shelf: f0 1681.97 Hz, gain 4.0 dB, Q 0.7072.
    do {
      let f0 = 1_681.974_450_955_533
      let gain = 3.999_843_853_973_347
      let q = 0.707_175_236_955_419_6
      let k = Double.tan(Double.pi * f0 / sampleRate)
      let vh = Double.pow(10, gain / 20)
      let vb = Double.pow(vh, 0.499_666_774_154_541_6)
      let a0 = 1 + k / q + k * k
      shelf = Biquad(
        b0: (vh + vb * k / q + k * k) / a0, b1: 2 * (k * k - vh) / a0, b2: (vh - vb * k / q + k * k) / a0,
        a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    }
    // High-pass: f0 38.14 Hz, Q 0.5003.
    do {
      let f0 = 38.135_470_876_024_44
      let q = 0.500_327_037_323_877_3
      let k = Double.tan(Double.pi * f0 / sampleRate)
      let a0 = 1 + k / q + k * k
      highPass = Biquad(b0: 1, b1: -2, b2: 1, a1: 2 * (k * k - 1) / a0, a2: (1 - k / q + k * k) / a0)
    }
  }

  mutating func process(_ x: Double) -> Double { highPass.process(shelf.process(x)) }

  /// The high shelf's power gain at `omega` (radians per sample).
  func shelfResponse(_ omega: Double) -> Double { shelf.powerResponse(omega) }

  /// The high-pass's power gain at `omega` (radians per sample).
  func highPassResponse(_ omega: Double) -> Double { highPass.powerResponse(omega) }
}
