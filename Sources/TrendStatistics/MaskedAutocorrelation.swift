/// Autocorrelation of a regularly gridded series with empty cells, through a radix-2 FFT
/// (Wiener–Khinchin: the autocovariance is the inverse transform of the power spectrum of the
/// zero-padded series).
///
/// With x_b the centred value of cell b (0 when the cell is empty) and m_b ∈ {0, 1} its mask,
/// C(L) = Σ_b x_b·x_{b+L} sums only over pairs whose cells both hold data, and
/// N(L) = Σ_b m_b·m_{b+L} counts those pairs. The autocorrelation at lag L is
/// r(L) = (C(L)/N(L)) / (C(0)/N(0)) (the "unbiased" estimator: each lag averaged over its own pairs),
/// 0 where N(L) = 0. It can exceed 1 in magnitude at lags with few pairs; callers clamp.
///
/// Cost: O(N log N) per series with N the power of two ≥ 2·B (at most 16,384 for B ≤ 8,192 cells);
/// the pair counts are computed once per mask. Memory O(N).
struct MaskedAutocorrelation {
  /// Number of cells B.
  let count: Int
  /// FFT length N (power of two ≥ 2B, so that the circular correlation equals the linear one).
  let length: Int
  /// N(L) for L in 0..<B.
  private(set) var pairs: [Double]
  private let cosTable: [Double]
  private let sinTable: [Double]
  private var re: [Double]
  private var im: [Double]

  /// Prepares the transform for `mask` (1 where a cell holds data, 0 where it is empty).
  init(mask: [Double]) {
    count = mask.count
    var n = 2
    while n < 2 * max(count, 1) { n <<= 1 }
    length = n
    var c = [Double](repeating: 0, count: n / 2)
    var s = [Double](repeating: 0, count: n / 2)
    for k in 0..<(n / 2) {
      let angle = 2 * Double.pi * Double(k) / Double(n)
      c[k] = _cos(angle)
      s[k] = _sin(angle)
    }
    cosTable = c
    sinTable = s
    re = [Double](repeating: 0, count: n)
    im = [Double](repeating: 0, count: n)
    pairs = []
    pairs = lagProducts(mask).map { $0.rounded() }
  }

  /// r(L) for L in 0..<B of the series `x` (already centred, 0 in empty cells).
  /// All zeros when C(0) = 0.
  mutating func correlations(_ x: [Double]) -> [Double] {
    precondition(x.count == count)
    let products = lagProducts(x)
    var r = [Double](repeating: 0, count: count)
    guard count > 0, pairs[0] > 0, products[0] > 0 else { return r }
    let variance = products[0] / pairs[0]
    for lag in 0..<count where pairs[lag] > 0 { r[lag] = products[lag] / pairs[lag] / variance }
    return r
  }

  /// Σ_b x_b·x_{b+L} for L in 0..<B.
  private mutating func lagProducts(_ x: [Double]) -> [Double] {
    let n = length
    for i in 0..<n {
      re[i] = i < count ? x[i] : 0
      im[i] = 0
    }
    transform(inverse: false)
    for i in 0..<n {
      re[i] = re[i] * re[i] + im[i] * im[i]
      im[i] = 0
    }
    transform(inverse: true)
    let scale = 1 / Double(n)
    return (0..<count).map { re[$0] * scale }
  }

  /// In-place iterative radix-2 decimation-in-time FFT of (re, im); unnormalised both ways.
  private mutating func transform(inverse: Bool) {
    let n = length
    let sign = inverse ? 1.0 : -1.0
    re.withUnsafeMutableBufferPointer { re in
      im.withUnsafeMutableBufferPointer { im in
        cosTable.withUnsafeBufferPointer { cs in
          sinTable.withUnsafeBufferPointer { sn in
            var j = 0
            for i in 1..<n {
              var bit = n >> 1
              while j & bit != 0 {
                j ^= bit
                bit >>= 1
              }
              j |= bit
              if i < j {
                re.swapAt(i, j)
                im.swapAt(i, j)
              }
            }
            var size = 2
            while size <= n {
              let half = size / 2
              let step = n / size
              var start = 0
              while start < n {
                for k in 0..<half {
                  let wr = cs[k * step]
                  let wi = sign * sn[k * step]
                  let a = start + k
                  let b = a + half
                  let xr = re[b] * wr - im[b] * wi
                  let xi = re[b] * wi + im[b] * wr
                  re[b] = re[a] - xr
                  im[b] = im[a] - xi
                  re[a] += xr
                  im[a] += xi
                }
                start += size
              }
              size <<= 1
            }
          }
        }
      }
    }
  }
}
