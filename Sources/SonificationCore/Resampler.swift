import RealModule

/// Converts a mono signal from one sample rate to another with a Kaiser-windowed sinc filter
/// (band-limited interpolation): used to bring speech from the synthesizer's 22 050 Hz to an
/// audio graph's rate, and to oversample for true-peak measurement.
///
/// The filter is specified against the lower of the two Nyquist frequencies,
/// B = min(source, target) / 2:
///
/// * **passband** 0 to 0.88 × B (9 702 Hz from 22 050 Hz), gain 1 within ±0.001 dB;
/// * **transition** 0.88 × B to B, cutoff (−6 dB) at 0.94 × B;
/// * **stopband** from B up: at least 90 dB down, so images (when raising the rate) and aliases
///   (when lowering it) are inaudible under any tone the graph plays.
///
/// The filter is linear phase and centred: output sample k is the band-limited signal at
/// input time k × source / target, so a resampled signal starts at the same instant and keeps
/// its timing exactly (no delay to compensate). Samples before the first and after the last
/// input sample count as zero. The output has round(count × target / source) samples.
///
/// The windowed sinc (Kaiser window, β = 9.5, 2 × 50.5 / s input samples long where s =
/// min(1, target / source)) is computed exactly per phase when target / source is a ratio of
/// whole numbers with at most 4 096 phases (22 050 to 44 100, 48 000 or 96 000 Hz); for other
/// ratios it is tabulated once per process at 4 096 points per zero crossing and read with
/// linear interpolation (error below 10⁻⁷ of full scale per tap). Cost per output sample:
/// about 101 / s multiply-adds.
///
/// Real-time safety: unsafe (allocates the output). For offline use.
public struct Resampler: Sendable {
  /// Input samples per second, in hertz.
  public let sourceRate: Double
  /// Output samples per second, in hertz.
  public let targetRate: Double

  /// The highest frequency passed unchanged, as a fraction of the lower Nyquist frequency: 0.88.
  public static let passbandFraction = 0.88
  /// The stopband's minimum attenuation in decibels: 90.
  public static let stopbandAttenuationDecibels = 90.0

  /// A resampler from `sourceRate` to `targetRate` (both positive and finite).
  public init(sourceRate: Double, targetRate: Double) {
    precondition(
      sourceRate > 0 && targetRate > 0 && sourceRate.isFinite && targetRate.isFinite,
      "Resampler: rates must be positive and finite")
    self.sourceRate = sourceRate
    self.targetRate = targetRate
  }

  /// The number of output samples for `count` input samples: round(count × target / source).
  public func outputCount(forInputCount count: Int) -> Int {
    Int((Double(count) * targetRate / sourceRate).rounded())
  }

  /// `input` at ``targetRate``. An equal rate returns `input` unchanged.
  public func resample(_ input: [Float]) -> [Float] {
    if sourceRate == targetRate { return input }
    let outputCount = outputCount(forInputCount: input.count)
    guard outputCount > 0, !input.isEmpty else { return [] }
    if let polyphase = Polyphase(sourceRate: sourceRate, targetRate: targetRate) {
      return polyphase.resample(input, outputCount: outputCount)
    }
    let table = SincTable.shared
    let s = min(1, targetRate / sourceRate)
    let halfWidth = SincTable.halfWidth / s  // in input samples
    let step = sourceRate / targetRate  // input samples per output sample
    let indexScale = s * Double(SincTable.pointsPerUnit)
    var output = [Float](repeating: 0, count: outputCount)
    input.withUnsafeBufferPointer { x in
      table.values.withUnsafeBufferPointer { g in
        let last = x.count - 1
        for k in 0..<outputCount {
          let tau = Double(k) * step
          let first = max(0, Int((tau - halfWidth).rounded(.up)))
          let end = min(last, Int((tau + halfWidth).rounded(.down)))
          guard first <= end else { continue }
          var sum = 0.0
          var n = first
          while n <= end {
            let position = abs(tau - Double(n)) * indexScale
            let i = Int(position)
            if i + 1 < g.count {
              let fraction = position - Double(i)
              sum += Double(x[n]) * (g[i] + (g[i + 1] - g[i]) * fraction)
            }
            n += 1
          }
          output[k] = Float(sum * s)
        }
      }
    }
    return output
  }

  /// The same filter for a rational ratio target / source = up / down (in lowest terms) with at
  /// most 4 096 phases (22 050 Hz to 44 100 or 48 000 Hz): each phase's taps are computed once,
  /// straight from the windowed sinc, so each output sample costs only its multiply-adds.
  struct Polyphase {
    let up: Int
    let down: Int
    /// Taps per phase and the offset of the first tap from the phase's base input sample.
    let tapCount: Int
    let firstOffset: Int
    /// `up` rows of `tapCount` taps: row p holds h((p / up) − offset − j) for the input sample
    /// `base + offset + j`, where base = ⌊k × down / up⌋ and p = k × down mod up.
    let taps: [Double]

    init?(sourceRate: Double, targetRate: Double) {
      guard sourceRate == sourceRate.rounded(), targetRate == targetRate.rounded(), sourceRate < 1e9,
        targetRate < 1e9
      else { return nil }
      var a = Int(sourceRate)
      var b = Int(targetRate)
      while b != 0 { (a, b) = (b, a % b) }
      up = Int(targetRate) / a
      down = Int(sourceRate) / a
      guard up <= 4_096 else { return nil }
      let s = min(1, targetRate / sourceRate)
      let halfWidth = SincTable.halfWidth / s
      firstOffset = -Int(halfWidth.rounded(.down)) - 1
      tapCount = 2 * Int(halfWidth.rounded(.down)) + 4
      var taps = [Double](repeating: 0, count: up * tapCount)
      let normalization = SincTable.besselI0(SincTable.beta)
      for phase in 0..<up {
        let fraction = Double(phase) / Double(up)
        for j in 0..<tapCount {
          // Distance from the output instant (base + fraction) to input sample base + offset + j.
          let u = fraction - Double(firstOffset + j)
          let v = abs(u) * s
          guard v < SincTable.halfWidth else { continue }
          let r = v / SincTable.halfWidth
          let window = SincTable.besselI0(SincTable.beta * (1 - r * r).squareRoot()) / normalization
          let x = SincTable.cutoff * v
          let sinc = x == 0 ? 1 : Double.sin(Double.pi * x) / (Double.pi * x)
          taps[phase * tapCount + j] = s * SincTable.cutoff * sinc * window
        }
      }
      self.taps = taps
    }

    func resample(_ input: [Float], outputCount: Int) -> [Float] {
      var output = [Float](repeating: 0, count: outputCount)
      input.withUnsafeBufferPointer { x in
        taps.withUnsafeBufferPointer { h in
          output.withUnsafeMutableBufferPointer { y in
            for k in 0..<outputCount {
              let base = (k * down) / up
              let phase = (k * down) % up
              let row = phase * tapCount
              let start = base + firstOffset
              var sum = 0.0
              if start >= 0 && start + tapCount <= x.count {
                for j in 0..<tapCount { sum += Double(x[start + j]) * h[row + j] }
              } else {
                for j in 0..<tapCount where start + j >= 0 && start + j < x.count {
                  sum += Double(x[start + j]) * h[row + j]
                }
              }
              y[k] = Float(sum)
            }
          }
        }
      }
      return output
    }
  }
}

/// The prototype filter g(v) = 0.94 × sinc(0.94 v) × kaiser(v / 50.5), v ≥ 0 in units where the
/// lower Nyquist frequency is half a cycle per unit, at ``pointsPerUnit`` points per unit.
struct SincTable: Sendable {
  /// Half the window, in units: 50.5. From Kaiser's formula for 95 dB over a transition of
  /// 0.12 × B: (95 − 7.95) / (2.285 × 2π × 0.06 × 2) ≈ 50.5.
  static let halfWidth = 50.5
  static let cutoff = 0.94
  static let beta = 9.5
  static let pointsPerUnit = 4_096
  static let shared = SincTable()

  let values: [Double]

  init() {
    let count = Int(Self.halfWidth * Double(Self.pointsPerUnit)) + 2
    let normalization = Self.besselI0(Self.beta)
    values = (0..<count).map { index in
      let v = Double(index) / Double(Self.pointsPerUnit)
      guard v < Self.halfWidth else { return 0 }
      let r = v / Self.halfWidth
      let window = Self.besselI0(Self.beta * (1 - r * r).squareRoot()) / normalization
      let x = Self.cutoff * v
      let sinc = x == 0 ? 1 : Double.sin(Double.pi * x) / (Double.pi * x)
      return Self.cutoff * sinc * window
    }
  }

  /// The modified Bessel function of the first kind, order 0 (power series, to 1e-17).
  static func besselI0(_ x: Double) -> Double {
    var sum = 1.0
    var term = 1.0
    let quarterSquare = x * x / 4
    var k = 1.0
    while term > sum * 1e-17 {
      term *= quarterSquare / (k * k)
      sum += term
      k += 1
    }
    return sum
  }
}
