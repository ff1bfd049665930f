// Measurements that check rendered sound independently of the code under test (pitch, clicks,
// peaks, DC, loudness). Not real-time code: these allocate freely.
import RealModule

/// Power of `samples` at `frequency` (Goertzel), normalized so that a full-scale sine at that
/// frequency reads about 0.25 (|X|² / N²); any other frequency reads much less.
public func goertzelPower<C: Collection>(_ samples: C, frequency: Double, sampleRate: Double) -> Double
where C.Element == Float {
  let coefficient = 2 * Double.cos(2 * Double.pi * frequency / sampleRate)
  var s1 = 0.0
  var s2 = 0.0
  for sample in samples {
    let s0 = Double(sample) + coefficient * s1 - s2
    s2 = s1
    s1 = s0
  }
  let n = Double(samples.count)
  guard n > 0 else { return 0 }
  let power = s1 * s1 + s2 * s2 - coefficient * s1 * s2
  return power / (n * n)
}

/// The difference between two frequencies in cents: 1200 × log2(measured / reference).
public func centsDifference(_ measured: Double, _ reference: Double) -> Double {
  1200 * Double.log2(measured / reference)
}

/// Estimates the fundamental frequency, in hertz, of `samples` by the YIN method
/// (cumulative-mean-normalized difference function) with parabolic interpolation of the
/// lag. Works for pure and harmonic tones. Needs at least `sampleRate / minimumFrequency`
/// samples plus a few periods; returns `nil` when no clear period is found.
///
/// Accuracy on a steady sine at 48 kHz: well below 0.5 cent.
public func estimatePitch(
  _ samples: [Float], sampleRate: Double, minimumFrequency: Double = 60, maximumFrequency: Double = 4_000,
  threshold: Double = 0.15
) -> Double? {
  let maxLag = Int((sampleRate / minimumFrequency).rounded(.up))
  let minLag = max(2, Int((sampleRate / maximumFrequency).rounded(.down)))
  let window = samples.count - maxLag - 1
  guard window > minLag, maxLag > minLag else { return nil }
  let x = samples.map(Double.init)
  var difference = [Double](repeating: 0, count: maxLag + 2)
  for lag in 1...(maxLag + 1) {
    var sum = 0.0
    for n in 0..<window {
      let d = x[n] - x[n + lag]
      sum += d * d
    }
    difference[lag] = sum
  }
  var normalized = [Double](repeating: 1, count: maxLag + 2)
  var running = 0.0
  for lag in 1...(maxLag + 1) {
    running += difference[lag]
    normalized[lag] = running > 0 ? difference[lag] * Double(lag) / running : 1
  }
  var chosen: Int?
  var lag = minLag
  while lag <= maxLag {
    if normalized[lag] < threshold {
      while lag + 1 <= maxLag && normalized[lag + 1] < normalized[lag] { lag += 1 }
      chosen = lag
      break
    }
    lag += 1
  }
  if chosen == nil {
    // No dip below the threshold: take the global minimum if it is clear enough.
    var best = minLag
    for l in minLag...maxLag where normalized[l] < normalized[best] { best = l }
    guard normalized[best] < 0.4 else { return nil }
    chosen = best
  }
  guard let tau = chosen, tau > 1, tau <= maxLag else { return nil }
  // Parabolic interpolation on the raw difference function.
  let a = difference[tau - 1]
  let b = difference[tau]
  let c = difference[tau + 1]
  let denominator = a - 2 * b + c
  let offset = denominator > 0 ? 0.5 * (a - c) / denominator : 0
  return sampleRate / (Double(tau) + offset)
}

/// Peak, RMS and mean (DC) of some samples.
public struct LevelMeasurement: Sendable, CustomStringConvertible {
  /// Largest |sample|.
  public var peak: Double
  /// Root mean square.
  public var rms: Double
  /// Mean (DC offset).
  public var mean: Double
  /// Count of NaN or infinite samples.
  public var nonFiniteCount: Int
  /// 20 log10(peak).
  public var peakDecibels: Double { 20 * Double.log10(peak) }
  /// 20 log10(rms).
  public var rmsDecibels: Double { 20 * Double.log10(rms) }

  public var description: String {
    "peak \(peakDecibels) dBFS, RMS \(rmsDecibels) dBFS, DC \(mean), non-finite \(nonFiniteCount)"
  }
}

/// Measures peak, RMS and DC of `samples` (non-finite samples are counted, not summed).
public func measureLevels<C: Collection>(_ samples: C) -> LevelMeasurement where C.Element == Float {
  var peak = 0.0
  var squares = 0.0
  var sum = 0.0
  var bad = 0
  for sample in samples {
    let x = Double(sample)
    guard x.isFinite else {
      bad += 1
      continue
    }
    peak = max(peak, abs(x))
    squares += x * x
    sum += x
  }
  let n = Double(max(samples.count, 1))
  return LevelMeasurement(peak: peak, rms: (squares / n).squareRoot(), mean: sum / n, nonFiniteCount: bad)
}

/// The largest |a[i] − b[i]|; infinity when the counts differ.
public func maxAbsDifference(_ a: [Float], _ b: [Float]) -> Double {
  guard a.count == b.count else { return .infinity }
  var worst = 0.0
  for (x, y) in zip(a, b) { worst = max(worst, abs(Double(x) - Double(y))) }
  return worst
}

/// Indices where the signal has a click: a second difference |x[n+1] − 2x[n] + x[n−1]|
/// larger than `ratio` × the median |second difference| around it plus `floor`.
///
/// The median is taken over `window` samples centred on each hop of `hop` samples. It fires on
/// phase jumps, steps and one-sample spikes; a steady sine has max/median ≈ 1.4, so `ratio` 6
/// leaves a wide margin. (It also fires on every corner of a naive square or saw wave.)
///
/// `silentBelow`: when set, the median is taken over the window's sounding samples only: those
/// where |x| at n − 1, n or n + 1 reaches `silentBelow` (full scale 1). Without it, a window that
/// is more than half exact silence has median 0, so the smooth attack of a harmonic-rich tone
/// straight after silence is judged against `floor` alone and flagged (its second difference is
/// its amplitude × (2π f / rate)² per partial: at 22.05 kHz a 5 kHz partial at −70 dBFS exceeds
/// 1e-4). With it, an onset is judged against the sound that starts, and a real discontinuity
/// after silence is still caught: a step to a constant (the constant's second difference is
/// 0), a tone that starts without a ramp, a spike (see MeasurementTests). A window with no
/// sounding sample has median 0.
public func detectClicks(
  _ samples: [Float], ratio: Double = 6, floor: Double = 1e-4, window: Int = 128, hop: Int = 16,
  silentBelow: Double? = nil
) -> [Int] {
  guard samples.count >= 3 else { return [] }
  var second = [Double](repeating: 0, count: samples.count)
  var sounding = [Bool](repeating: true, count: samples.count)
  for n in 1..<(samples.count - 1) {
    second[n] = abs(Double(samples[n + 1]) - 2 * Double(samples[n]) + Double(samples[n - 1]))
  }
  if let silence = silentBelow {
    for n in samples.indices {
      let here = abs(Double(samples[n]))
      let before = n > 0 ? abs(Double(samples[n - 1])) : 0
      let after = n + 1 < samples.count ? abs(Double(samples[n + 1])) : 0
      sounding[n] = max(here, before, after) >= silence
    }
  }
  var clicks: [Int] = []
  var start = 0
  while start < samples.count {
    let centre = start + hop / 2
    let lower = max(0, centre - window / 2)
    let upper = min(samples.count, centre + window / 2)
    let sorted = (lower..<upper).filter { sounding[$0] }.map { second[$0] }.sorted()
    let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    let limit = ratio * median + floor
    for n in start..<min(start + hop, samples.count) where second[n] > limit {
      clicks.append(n)
    }
    start += hop
  }
  return clicks
}

/// One channel of interleaved samples.
public func channel(_ interleaved: [Float], _ index: Int, of channelCount: Int) -> [Float] {
  stride(from: index, to: interleaved.count, by: channelCount).map { interleaved[$0] }
}

/// A small, fast, seedable generator (SplitMix64) for reproducible randomized tests.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// `samples` multiplied by a Hann window (for leakage-free Goertzel measurements).
public func hannWindowed(_ samples: [Float]) -> [Float] {
  let n = samples.count
  guard n > 1 else { return samples }
  return samples.enumerated().map { i, x in
    Float(Double(x) * (0.5 - 0.5 * Double.cos(2 * Double.pi * Double(i) / Double(n - 1))))
  }
}

/// The true peak of one channel of `interleaved`, linear (20 log10 of it is dBTP), as ITU-R
/// BS.1770-4 Annex 2 measures it and EBU R128 meters report it: the largest |value| of the
/// signal oversampled 4 times by the standard's 48-tap interpolator (written out here from the
/// standard, independently of the renderer), or of the samples themselves. Direct form, in
/// `Double`; the signal is taken as silent before its first sample.
public func truePeak(_ interleaved: [Float], channel: Int = 0, of channelCount: Int = 1) -> (peak: Double, frame: Int) {
  let phase0: [Double] = [
    0.0017089843750, 0.0109863281250, -0.0196533203125, 0.0332031250000, -0.0594482421875, 0.1373291015625,
    0.9721679687500, -0.1022949218750, 0.0476074218750, -0.0266113281250, 0.0148925781250, -0.0083007812500,
  ]
  let phase1: [Double] = [
    -0.0291748046875, 0.0292968750000, -0.0517578125000, 0.0891113281250, -0.1665039062500, 0.4650878906250,
    0.7797851562500, -0.2003173828125, 0.1015625000000, -0.0582275390625, 0.0330810546875, -0.0189208984375,
  ]
  let phases = [phase0, phase1, phase1.reversed(), phase0.reversed()]
  let x = stride(from: channel, to: interleaved.count, by: channelCount).map { Double(interleaved[$0]) }
  var best = (peak: 0.0, frame: 0)
  for n in x.indices {
    if abs(x[n]) > best.peak { best = (abs(x[n]), n) }
    for taps in phases {
      var y = 0.0
      for k in 0..<12 where n - k >= 0 { y += taps[k] * x[n - k] }
      if abs(y) > best.peak { best = (abs(y), n) }
    }
  }
  return best
}

/// The pitch of a tone over `windowFrames` frames centred on `frame`, in hertz: the frequency
/// ω of the sinusoid a·cos(ωn) + b·sin(ωn) that fits those samples best (least squares over a,
/// b and ω; ω searched within a factor 1.3 of `near` by golden-section search to 1e-7 of its
/// value). A tone that holds one frequency over the window reads it exactly, whatever its
/// phase and however short the window (even less than a period); one whose frequency moves
/// reads a mean of it over the window. Meant for one tone alone, at a steady level (a level that
/// changes by a few percent over the window moves the reading by less than a cent).
///
/// The window the tests use is what the ear needs to hear a pitch: 1 ms, or one period of a
/// low tone (7.6 ms at C3), whichever is longer.
public func fittedPitch(
  _ samples: [Float], at frame: Int, windowFrames: Int, sampleRate: Double, near: Double
) -> Double {
  let first = frame - windowFrames / 2
  let x = (first..<(first + windowFrames)).map { Double(samples[$0]) }
  /// The residual of the best a·cos + b·sin at angular frequency w (radians per frame).
  func residual(_ w: Double) -> Double {
    var cc = 0.0
    var ss = 0.0
    var cs = 0.0
    var xc = 0.0
    var xs = 0.0
    var xx = 0.0
    for (n, value) in x.enumerated() {
      let t = Double(n) - Double(windowFrames - 1) / 2
      let c = Double.cos(w * t)
      let s = Double.sin(w * t)
      cc += c * c
      ss += s * s
      cs += c * s
      xc += value * c
      xs += value * s
      xx += value * value
    }
    let determinant = cc * ss - cs * cs
    guard determinant > 0 else { return xx }
    let a = (xc * ss - xs * cs) / determinant
    let b = (xs * cc - xc * cs) / determinant
    return xx - (a * xc + b * xs)
  }
  var low = 2 * Double.pi * near / 1.3 / sampleRate
  var high = 2 * Double.pi * near * 1.3 / sampleRate
  let ratio = (Double(5).squareRoot() - 1) / 2
  var left = high - ratio * (high - low)
  var right = low + ratio * (high - low)
  var leftValue = residual(left)
  var rightValue = residual(right)
  while high - low > 1e-7 * low {
    if leftValue < rightValue {
      high = right
      right = left
      rightValue = leftValue
      left = high - ratio * (high - low)
      leftValue = residual(left)
    } else {
      low = left
      left = right
      leftValue = rightValue
      right = low + ratio * (high - low)
      rightValue = residual(right)
    }
  }
  return (low + high) / 2 * sampleRate / (2 * Double.pi)
}
