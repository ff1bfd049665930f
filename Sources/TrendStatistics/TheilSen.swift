internal import Dispatch

/// Theil–Sen robust line: slope = median of pairwise slopes, exact, in O(n log n) expected time.
///
/// * slope b = median{ (y_j − y_i)/(t_j − t_i) : t_i < t_j } over all N pairs with distinct t,
///   each slope computed in Double exactly as written (the same expression as SciPy's
///   `theilslopes` and as a brute-force O(n²) loop), and for even N the mean (a+b)/2 of the two
///   middle slopes (NumPy `median`).
/// * intercept a = median(y) − b·median(t) (SciPy convention).
/// * Edge cases: n = 0 → b = 0, a = 0; n = 1 or all t tied (N = 0) → b = 0, a = median(y)
///   (SciPy would return NaN; we never return NaN). Duplicate points are fine; pairs with tied t
///   are skipped, as in SciPy. Constant y → b = 0.
///
/// Algorithm (randomised slope selection, after Matoušek 1991 / Dillencourt–Mount–Netanyahu 1992):
/// for a candidate slope s, the pairs with slope ≤ s are exactly the pairs whose order by the
/// key u = y − s·t differs from their order at s = −∞ (by t), so counting them is counting
/// inversions between two orders. Keys are double-doubles (FMA two-product + two-sum) and ties
/// are broken symbolically (s⁺/s⁻: then by t, then by index), so every pair changes order exactly
/// once and counts at different s are consistent. One pass = LSD radix sort of the keys (O(n)),
/// ranks, and a merge sort of the rank sequence counting inversions (O(n log n)); the same merge
/// Bernoulli-samples inverted pairs with geometric skipping (O(samples) extra).
/// Rounds: round 1 draws ≈min(2n, 2²¹) random pairs directly; each round picks new bounds (lo, hi] ±3.5
/// binomial standard deviations around the target rank in the sample and verifies them by
/// counting; the next round samples ≈min(2n, 2²¹) slopes from inside the window. Once ≤ `cap`
/// slopes (max(2²⁰, min(8n, 2²³))) remain they are listed and the exact order statistics selected
/// by quickselect; a final check makes sure no slope outside the window can have a computed
/// value on the wrong side (rounding margin), else the window is widened. A large block of
/// identical slopes (e.g. many exactly-zero slopes in rounded data, or the few slope values of
/// data with few distinct t and y, such as a staircase repeated many times) is detected, when
/// the sample's bounds around the target are equal or cannot move, and resolved by counting
/// #slopes < v and ≤ v; for a value no Double holds (1/3), by counting the slopes within the
/// nudge (≈10⁻¹² relative) of v and selecting among their computed values, listed when there
/// are at most 2²³ of them. Two rounds for n ≈ 10⁶, three for n ≈ 10⁷: expected O(n log n)
/// time, O(n) memory (≈ 75 bytes of scratch per point plus the listed window ≤ 64 MiB). Passes over ≥ 65,536
/// points run as 8–16 fixed Dispatch tasks per step (radix histogram/scatter, gathers, merge
/// levels split at merge-path co-ranks) on the 2 cores. The random choices only
/// affect speed, never the result, and the generator is seeded (default seed fixed).
/// Exactness caveat: inside a tie block of a non-zero value v, slopes whose real value equals v
/// to ~1e−30 relative are taken as v, and in a block of more than 2²³ slopes within the nudge of
/// a value no Double holds, the targets are taken as that block's sampled computed value; a
/// brute force could differ in the last bits there. If the
/// selection has not converged after 60 rounds (not observed) the current window is listed
/// whatever its size.
/// Preconditions: finite inputs of sane magnitude (|y|, |s·t| well below 1e300), n < 2³¹.
public struct TheilSen: Sendable, Equatable {
  public let slope: Double
  public let intercept: Double
  /// Number of pairs with distinct t (N).
  public let pairCount: Int

  /// Default seed of the internal generator (results do not depend on it).
  public static let defaultSeed: UInt64 = 0x5EED_7E11_5E40_0001

  /// Time-series form, t = 0…n−1.
  public init(y: [Double], seed: UInt64 = TheilSen.defaultSeed) {
    let t = (0..<y.count).map(Double.init)
    self.init(t: t, y: y, seed: seed)
  }

  public init(t: [Double], y: [Double], seed: UInt64 = TheilSen.defaultSeed) {
    precondition(t.count == y.count)
    self = t.withUnsafeBufferPointer { tp in
      y.withUnsafeBufferPointer { yp in TheilSen.compute(t: tp, y: yp, seed: seed) }
    }
  }

  public static func compute(
    t: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    seed: UInt64 = TheilSen.defaultSeed
  ) -> TheilSen {
    compute(t: t, y: y, seed: seed, enumerationLimit: nil)
  }

  static func compute(
    t: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>,
    seed: UInt64, enumerationLimit: Int?, parallelThreshold: Int? = nil
  ) -> TheilSen {
    precondition(t.count == y.count)
    let n = y.count
    if n == 0 { return TheilSen(slope: 0, intercept: 0, pairCount: 0) }
    let (b, pairs) = medianSlope(
      t: t, y: y, seed: seed, enumerationLimit: enumerationLimit,
      parallelThreshold: parallelThreshold)
    let a = OrderStatistics.median(y) - b * OrderStatistics.median(t)
    return TheilSen(slope: b, intercept: a, pairCount: pairs)
  }

  init(slope: Double, intercept: Double, pairCount: Int) {
    self.slope = slope
    self.intercept = intercept
    self.pairCount = pairCount
  }

  /// Median pairwise slope and N. Internal; `enumerationLimit` lets tests force the fast path.
  static func medianSlope(
    t: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, seed: UInt64,
    enumerationLimit: Int?, parallelThreshold: Int? = nil
  ) -> (Double, Int) {
    // Few distinct t (heavily tied x): counted group by group, exactly, in O(K·n log n).
    if enumerationLimit == nil, parallelThreshold == nil, let result = fewTimesMedianSlope(t: t, y: y) {
      return result
    }
    var engine = SlopeSelector(t: t, y: y, seed: seed)
    let N = engine.pairCount
    if N == 0 { return (0, 0) }
    if let limit = enumerationLimit { engine.cap = max(1, limit) }
    if let p = parallelThreshold { engine.parallelThreshold = max(2, p) }
    let k2 = N / 2
    let k1 = N % 2 == 1 ? k2 : k2 - 1
    let (v1, v2) = engine.solve(k1, k2)
    return (k1 == k2 ? v1 : (v1 + v2) / 2, N)
  }

  /// Brute force O(n²) reference (for tests and small inputs): same slope expression, NumPy
  /// median. Returns 0 when no pair has distinct t.
  static func bruteForceMedianSlope(t: [Double], y: [Double]) -> Double {
    var s: [Double] = []
    for i in 0..<t.count { for j in 0..<t.count where t[j] > t[i] { s.append((y[j] - y[i]) / (t[j] - t[i])) } }
    if s.isEmpty { return 0 }
    s.sort()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }
}

/// Deterministic 64-bit generator (SplitMix64).
struct SplitMix64 {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  @inline(__always) mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// Uniform in (0, 1].
  @inline(__always) mutating func unit() -> Double { Double((next() >> 11) + 1) * 0x1p-53 }
  @inline(__always) mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}

/// A position on the slope line: s⁺ (plus) or s⁻; s may be ±∞.
struct SlopeBound: Equatable {
  var s: Double
  var plus: Bool
}

/// Bernoulli(p) sampler over the stream of inversion pairs, with geometric skipping.
struct PairSampler {
  var p: Double
  var invLogQ: Double
  var skip: Int = 0
  var values: [Double] = []
  init(p: Double, rng: inout SplitMix64, expected: Int) {
    self.p = p
    invLogQ = p < 1 && p > 0 ? 1 / _log1p(-p) : 0
    values.reserveCapacity(max(16, expected))
    skip = draw(&rng)
  }
  @inline(__always) func draw(_ rng: inout SplitMix64) -> Int {
    if p >= 1 { return 0 }
    if p <= 0 { return Int.max / 4 }
    let g = _log(rng.unit()) * invLogQ
    return g >= 1.0e15 ? Int.max / 4 : Int(g)
  }
}

/// Reusable O(n) work buffers (allocated once per selection: re-allocating them for every
/// pass costs page faults that are comparable to the work itself at 10⁷ points).
final class SelectorScratch {
  let n: Int
  let items: UnsafeMutablePointer<UInt64>
  let other: UnsafeMutablePointer<UInt64>
  let seq: UnsafeMutablePointer<UInt32>
  let mergeBuffer: UnsafeMutablePointer<UInt32>
  private(set) var ty: UnsafeMutablePointer<SIMD2<Double>>?
  init(n: Int) {
    self.n = n
    let m = max(n, 1)
    items = .allocate(capacity: m)
    other = .allocate(capacity: m)
    seq = .allocate(capacity: m)
    mergeBuffer = .allocate(capacity: m)
  }
  func pointPairs() -> UnsafeMutablePointer<SIMD2<Double>> {
    if let ty { return ty }
    let p = UnsafeMutablePointer<SIMD2<Double>>.allocate(capacity: max(n, 1))
    ty = p
    return p
  }
  deinit {
    items.deallocate()
    other.deallocate()
    seq.deallocate()
    mergeBuffer.deallocate()
    ty?.deallocate()
  }
}

/// Sort record for the radix sort: order-preserving bits of the key's high part + point index.
struct RadixItem {
  var key: UInt64
  var i: UInt32
}

struct SlopeSelector {
  let t: UnsafeBufferPointer<Double>
  let y: UnsafeBufferPointer<Double>
  let n: Int
  /// Order at −∞: point indices by (t, y, index).
  var base: [Int32]
  let pairCount: Int
  var rng: SplitMix64
  var cap: Int
  /// Slopes sampled inside the current window per round (merge sampling) and in the first
  /// round (direct random pairs, cheaper per sample).
  let sampleSize: Int
  let directSampleSize: Int
  let maxAbsY: Double
  let maxAbsT: Double
  let minGapT: Double
  /// The most slopes of one block of equal slopes listed to select among their computed values
  /// (`settleBlock(at:)` in ``solve(_:_:)``): 2²³, 64 MiB.
  static let blockListingLimit = 1 << 23
  /// Inputs of at least this many points count inversions on two threads.
  var parallelThreshold = 1 << 16
  // scratch, indexed by point index
  var highs: [Double]
  var lows: [Double]
  var rank: [UInt32]
  let scratch: SelectorScratch

  init(t: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>, seed: UInt64) {
    precondition(y.count < Int(Int32.max), "at most 2^31 − 1 points")
    self.t = t
    self.y = y
    let n = y.count
    self.n = n
    rng = SplitMix64(seed: seed)
    var strictly = true
    for i in 1..<max(1, n) where !(t[i - 1] < t[i]) {
      strictly = false
      break
    }
    var idx = [Int32](unsafeUninitializedCapacity: n) { buf, c in
      for i in 0..<n { buf[i] = Int32(i) }
      c = n
    }
    if !strictly {
      idx.sort { a, b in
        let ta = t[Int(a)]
        let tb = t[Int(b)]
        if ta != tb { return ta < tb }
        let ya = y[Int(a)]
        let yb = y[Int(b)]
        if ya != yb { return ya < yb }
        return a < b
      }
    }
    base = idx
    var ties = 0
    var gap = Double.infinity
    var i = 0
    while i < n {
      var j = i + 1
      let ti = t[Int(idx[i])]
      while j < n && t[Int(idx[j])] == ti { j += 1 }
      ties += (j - i) * (j - i - 1) / 2
      if j < n { gap = min(gap, t[Int(idx[j])] - ti) }
      i = j
    }
    pairCount = n * (n - 1) / 2 - ties
    minGapT = gap.isFinite && gap > 0 ? gap : 1
    var my = 0.0
    var mt = 0.0
    for k in 0..<n {
      my = max(my, abs(y[k]))
      mt = max(mt, abs(t[k]))
    }
    maxAbsY = my
    maxAbsT = mt
    // list the window once it holds ≤ cap slopes (≤ 64 MiB of doubles for large n)
    cap = max(1 << 20, min(8 * n, 1 << 23))
    sampleSize = min(max(2 * n, 1 << 14), 1 << 21)
    directSampleSize = min(max(2 * n, 1 << 14), 1 << 21)
    highs = [Double](repeating: 0, count: n)
    lows = [Double](repeating: 0, count: n)
    rank = [UInt32](repeating: 0, count: n)
    scratch = SelectorScratch(n: n)
  }

  /// Bound on |σ_true − σ_dd| for a pair misordered by double-double key rounding near s.
  @inline(__always) func eps(_ s: Double) -> Double {
    let u2 = 0x1p-106
    return 16 * u2 * (maxAbsY + abs(s) * maxAbsT) / minGapT + 1e-300
  }

  /// Rounding margin between a computed slope and the bound s.
  @inline(__always) func margin(_ s: Double) -> Double { 1e-14 * abs(s) + 2 * eps(s) }

  /// Outward nudge applied to sampled bounds (larger than `margin`).
  @inline(__always) func nudge(_ s: Double) -> Double { 1e-12 * abs(s) + 8 * eps(s) }

  // MARK: ordering

  /// Runs body(lo, hi) over 0..<n; when `parallel`, as 8 fixed parts handed by Dispatch to
  /// whichever worker thread is free.
  @inline(__always)
  static func forRange(_ n: Int, parallel: Bool, _ body: @Sendable (Int, Int) -> Void) {
    if parallel {
      DispatchQueue.concurrentPerform(iterations: 8) { w in body(w * n / 8, (w + 1) * n / 8) }
    } else {
      body(0, n)
    }
  }

  /// Keys at s for every point (by point index): u = y − s·t as a normalised double-double
  /// (h, l), −0 normalised to +0; at −∞ (t, y), at +∞ (−t, y). Also writes the radix records
  /// (top key bits | index) into `scratch.items`.
  mutating func fillKeys(_ bound: SlopeBound, keyMask: UInt64) {
    let s = bound.s
    let tp = SendablePointer(p: UnsafeMutablePointer(mutating: t.baseAddress!))
    let yp = SendablePointer(p: UnsafeMutablePointer(mutating: y.baseAddress!))
    let items = SendablePointer(p: scratch.items)
    let parallel = n >= parallelThreshold
    let n = self.n
    highs.withUnsafeMutableBufferPointer { hwb in
      lows.withUnsafeMutableBufferPointer { lwb in
        let hw = SendablePointer(p: hwb.baseAddress!)
        let lw = SendablePointer(p: lwb.baseAddress!)
        SlopeSelector.forRange(n, parallel: parallel) { lo, hi in
          if s == -.infinity {
            for i in lo..<hi {
              hw.p[i] = tp.p[i] + 0.0
              lw.p[i] = yp.p[i] + 0.0
            }
          } else if s == .infinity {
            for i in lo..<hi {
              hw.p[i] = -tp.p[i] + 0.0
              lw.p[i] = yp.p[i] + 0.0
            }
          } else {
            for i in lo..<hi {
              let ti = tp.p[i]
              let yi = yp.p[i]
              let prod = s * ti
              let pe = (-prod).addingProduct(s, ti)  // s·t − prod exactly (FMA)
              let sum = yi - prod  // two-sum y + (−prod)
              let bb = sum - yi
              let err = (yi - (sum - bb)) + (-prod - bb)
              let low = err - pe
              let hh = sum + low  // renormalise
              let b2 = hh - sum
              let ll = (sum - (hh - b2)) + (low - b2)
              hw.p[i] = hh + 0.0
              lw.p[i] = ll + 0.0
            }
          }
          for i in lo..<hi { items.p[i] = (SlopeSelector.sortable(hw.p[i]) & keyMask) | UInt64(i) }
        }
      }
    }
  }

  /// Order-preserving map Double → UInt64 (for −0 already normalised).
  @inline(__always) static func sortable(_ x: Double) -> UInt64 {
    let b = x.bitPattern
    return (b & 0x8000_0000_0000_0000) != 0 ? ~b : b | 0x8000_0000_0000_0000
  }

  /// Point indices sorted by the strict total order at `bound`: key (h, l), then t (descending
  /// at s⁺, ascending at s⁻), then index. LSD radix sort of records (top 64 − b bits of the
  /// order-preserving h bits | point index in the low b = ⌈log₂ n⌉ bits), then runs with equal
  /// key bits are finished by comparison on the full key. O(n) plus the (rare, short) runs.
  mutating func sortedOrder(_ bound: SlopeBound) -> [Int32] {
    let n = self.n
    let items = scratch.items
    // low bits: point index; high bits: the top of the order-preserving key bits
    let lowBits = max(1, Int.bitWidth - (n - 1).leadingZeroBitCount)
    let indexMask: UInt64 = (1 << UInt64(lowBits)) - 1
    let keyMask = ~indexMask
    fillKeys(bound, keyMask: keyMask)
    let sorted = RadixSort.sort(items, scratch.other, n, lowBits: lowBits, parallel: n >= parallelThreshold)
    // extract indices and finish runs of equal key bits with the full comparator; the two
    // halves are split at a run boundary
    let plus = bound.plus
    let parallel = n >= parallelThreshold
    var splitAt = parallel ? n / 2 : n
    while splitAt > 0 && splitAt < n && sorted[splitAt] & keyMask == sorted[splitAt - 1] & keyMask { splitAt += 1 }
    let split = splitAt
    let srt = SendablePointer(p: sorted)
    let tp = SendablePointer(p: UnsafeMutablePointer(mutating: t.baseAddress!))
    var order = [Int32](repeating: 0, count: n)
    highs.withUnsafeBufferPointer { hwb in
      lows.withUnsafeBufferPointer { lwb in
        order.withUnsafeMutableBufferPointer { opb in
          let hw = SendablePointer(p: UnsafeMutablePointer(mutating: hwb.baseAddress!))
          let lw = SendablePointer(p: UnsafeMutablePointer(mutating: lwb.baseAddress!))
          let op = SendablePointer(p: opb.baseAddress!)
          let body: @Sendable (Int) -> Void = { w in
            let lo = w == 0 ? 0 : split
            let hi = w == 0 ? split : n
            for k in lo..<hi { op.p[k] = Int32(truncatingIfNeeded: srt.p[k] & indexMask) }
            var i = lo
            while i < hi {
              let top = srt.p[i] & keyMask
              var j = i + 1
              while j < hi && srt.p[j] & keyMask == top { j += 1 }
              if j - i > 1 {
                var window = UnsafeMutableBufferPointer(start: op.p + i, count: j - i)
                window.sort { a, b in
                  let ha = hw.p[Int(a)]
                  let hb = hw.p[Int(b)]
                  if ha != hb { return ha < hb }
                  let la = lw.p[Int(a)]
                  let lb = lw.p[Int(b)]
                  if la != lb { return la < lb }
                  let ta = tp.p[Int(a)]
                  let tb = tp.p[Int(b)]
                  if ta != tb { return plus ? ta > tb : ta < tb }
                  return a < b
                }
              }
              i = j
            }
          }
          if parallel { DispatchQueue.concurrentPerform(iterations: 2, execute: body) } else { body(0) }
        }
      }
    }
    return order
  }

  /// The order at `bound` and the number of pairs whose relative order differs from `input`
  /// (inversions). When `sampler` is given, each inverted pair's computed slope
  /// (y_j − y_i)/(t_j − t_i) is kept with probability sampler.p.
  mutating func orderAt(
    _ bound: SlopeBound, from input: [Int32],
    sampler: inout PairSampler?
  ) -> (order: [Int32], inversions: Int) {
    let order = sortedOrder(bound)
    let n = self.n
    if n < 2 { return (order, 0) }
    let parallel = n >= parallelThreshold
    let sampling = sampler != nil
    let seq = SendablePointer(p: scratch.seq)
    let ty = SendablePointer(p: sampling ? scratch.pointPairs() : UnsafeMutablePointer(bitPattern: 16)!)
    let tp = SendablePointer(p: UnsafeMutablePointer(mutating: t.baseAddress!))
    let yp = SendablePointer(p: UnsafeMutablePointer(mutating: y.baseAddress!))
    rank.withUnsafeMutableBufferPointer { rb in
      order.withUnsafeBufferPointer { ob in
        input.withUnsafeBufferPointer { ib in
          let r = SendablePointer(p: rb.baseAddress!)
          let o = SendablePointer(p: UnsafeMutablePointer(mutating: ob.baseAddress!))
          let inp = SendablePointer(p: UnsafeMutablePointer(mutating: ib.baseAddress!))
          SlopeSelector.forRange(n, parallel: parallel) { lo, hi in
            for k in lo..<hi { r.p[Int(o.p[k])] = UInt32(k) }
            if sampling {
              for k in lo..<hi {
                let i = Int(o.p[k])
                ty.p[k] = SIMD2(tp.p[i], yp.p[i])
              }
            }
          }
          SlopeSelector.forRange(n, parallel: parallel) { lo, hi in
            for k in lo..<hi { seq.p[k] = r.p[Int(inp.p[k])] }
          }
        }
      }
    }
    var inv = 0
    let threshold = parallelThreshold
    let ctx = RankContext(ty: UnsafePointer(ty.p))
    var smp = sampler ?? PairSampler(p: 0, rng: &rng, expected: 0)
    // The caller's copy let go, so that the counting may release the slopes' reserved room.
    sampler = nil
    inv = RankInversions.count(
      seq.p, scratch.mergeBuffer, n, ctx, sampler: &smp, rng: &rng, sampling: sampling,
      parallelThreshold: threshold)
    if sampling { sampler = smp }
    return (order, inv)
  }

  // MARK: selection

  /// Values of the k1-th and k2-th smallest slopes (0-based, k2 ∈ {k1, k1+1}).
  mutating func solve(_ k1In: Int, _ k2In: Int) -> (Double, Double) {
    var k1 = k1In
    var k2 = k2In
    var known1: Double? = nil
    var known2: Double? = nil
    var lo = SlopeBound(s: -.infinity, plus: true)
    var cLo = 0
    var orderLo = base
    var hi = SlopeBound(s: .infinity, plus: true)
    var cHi = pairCount
    var samples: [Double]? = nil
    var complete: [Double]? = nil  // all slopes of (lo, hi] when already listed
    var m = sampleSize
    var none: PairSampler? = nil
    var iteration = 0

    /// Settles the block of slopes equal to `v`, a slope inside the window (lo, hi], in two to
    /// five ordering passes: returns the result when both targets are in the block; otherwise
    /// records a target found in it and moves the window past the block.
    ///
    /// The block is the slopes whose real value is `v` when there are any. A value such as 1/3,
    /// which a Double cannot hold, has none: the slopes computed as `v` then lie within rounding
    /// of it, and the block is the slopes within ``nudge(_:)`` of `v` (about 10⁻¹² relative;
    /// distinct slopes of real data are much farther apart). Their computed values are listed
    /// and the targets selected exactly among them, unless there are more than
    /// ``blockListingLimit`` (64 MiB of them): then the targets in the block are taken as `v`,
    /// which is at most the rounding of a slope's computation away from them. Without this, data with few distinct values of both t and y
    /// (a staircase repeated many times) made no progress and listed billions of slopes.
    func settleBlock(at v: Double) -> (Double, Double)? {
      var below = SlopeBound(s: v, plus: false)
      var above = SlopeBound(s: v, plus: true)
      var rm = orderAt(below, from: base, sampler: &none)
      var rp = orderAt(above, from: base, sampler: &none)
      var value1 = v
      var value2 = v
      if rp.inversions == rm.inversions {
        below = SlopeBound(s: v - nudge(v), plus: true)
        above = SlopeBound(s: v + nudge(v), plus: true)
        rm = orderAt(below, from: base, sampler: &none)
        rp = orderAt(above, from: base, sampler: &none)
        let (cm, cp) = (rm.inversions, rp.inversions)
        let in1 = cm <= k1 && k1 < cp
        let in2 = cm <= k2 && k2 < cp
        if in1 || in2, cp - cm <= max(cap, Self.blockListingLimit) {
          var smp: PairSampler? = PairSampler(p: 1, rng: &rng, expected: cp - cm)
          _ = orderAt(above, from: rm.order, sampler: &smp)
          var values = smp!.values
          if values.count == cp - cm {
            if in1 { value1 = OrderStatistics.select(&values, k1 - cm) }
            if in2 { value2 = OrderStatistics.select(&values, k2 - cm) }
          }
        }
      }
      let cm = rm.inversions
      let cp = rp.inversions
      let in1 = cm <= k1 && k1 < cp
      let in2 = cm <= k2 && k2 < cp
      if in1 && in2 { return (known1 ?? value1, known2 ?? value2) }
      if in1 {
        known1 = known1 ?? value1
        k1 = k2
        lo = above
        cLo = cp
        orderLo = rp.order
      } else if in2 {
        known2 = known2 ?? value2
        k2 = k1
        hi = below
        cHi = cm
      } else if k2 < cm {
        hi = below
        cHi = cm
      } else {
        lo = above
        cLo = cp
        orderLo = rp.order
      }
      samples = nil
      complete = nil
      return nil
    }

    while true {
      iteration += 1
      let K = cHi - cLo
      if K <= max(cap, 256) || iteration > 60 {
        var vals: [Double]
        if let c = complete, c.count == K {
          vals = c
        } else {
          var smp: PairSampler? = PairSampler(p: 1, rng: &rng, expected: K)
          _ = orderAt(hi, from: orderLo, sampler: &smp)
          vals = smp!.values
        }
        complete = nil
        if vals.isEmpty { return (known1 ?? 0, known2 ?? 0) }  // unreachable when counts are consistent
        let i1 = min(max(k1 - cLo, 0), vals.count - 1)
        let i2 = min(max(k2 - cLo, 0), vals.count - 1)
        let v1 = OrderStatistics.select(&vals, i1)
        var v2 = v1
        if i2 != i1 {  // the next order statistic is the minimum above position i1
          v2 = vals[i2]
          for q in vals[i2...] where q < v2 { v2 = q }
        }
        let lowOK = lo.s == -.infinity || v1 > lo.s + margin(lo.s)
        let highOK = hi.s == .infinity || v2 < hi.s - margin(hi.s)
        if (lowOK && highOK) || iteration > 60 { return (known1 ?? v1, known2 ?? v2) }
        if !lowOK {
          let nl = SlopeBound(s: lo.s - nudge(lo.s) - 1e-300, plus: true)
          let r = orderAt(nl, from: base, sampler: &none)
          lo = nl
          cLo = r.inversions
          orderLo = r.order
        }
        if !highOK {
          let nh = SlopeBound(s: hi.s + nudge(hi.s) + 1e-300, plus: true)
          let r = orderAt(nh, from: orderLo, sampler: &none)
          hi = nh
          cHi = cLo + r.inversions
        }
        samples = nil
        continue
      }
      complete = nil
      if samples == nil {
        let p = min(1.0, Double(m) / Double(K))
        if lo.s == -.infinity && hi.s == .infinity {
          var out: [Double] = []
          let md = max(m, directSampleSize)
          out.reserveCapacity(md)
          var attempts = 0
          while out.count < md && attempts < 64 * md {
            attempts += 1
            let i = rng.below(n)
            let j = rng.below(n)
            let dt = t[j] - t[i]
            if dt != 0 { out.append((y[j] - y[i]) / dt) }
          }
          samples = out
        } else {
          var smp: PairSampler? = PairSampler(p: p, rng: &rng, expected: Int(Double(K) * p * 1.1))
          _ = orderAt(hi, from: orderLo, sampler: &smp)
          samples = smp!.values
        }
      }
      var S = samples!
      samples = nil
      let M = S.count
      if M < 64 {
        m = min(m * 4, 1 << 24)
        continue
      }
      let f1 = Double(k1 - cLo) / Double(K)
      let f2 = Double(k2 - cLo + 1) / Double(K)
      // ranks of the targets inside the sample ± 3.5 binomial standard deviations
      let sd1 = (Double(M) * f1 * (1 - f1)).squareRoot()
      let sd2 = (Double(M) * f2 * (1 - f2)).squareRoot()
      let il = Int((f1 * Double(M) - 3.5 * sd1 - 2).rounded(.down))
      let ih = Int((f2 * Double(M) + 3.5 * sd2 + 2).rounded(.up))
      let sLow = il >= 0 ? OrderStatistics.select(&S, il) : -Double.infinity
      let sHigh = ih < M ? OrderStatistics.select(&S, ih, from: max(il + 1, 0)) : Double.infinity
      if il >= 0 && ih < M && sLow == sHigh {
        // A large block of identical slopes around the target.
        if let result = settleBlock(at: sLow) { return result }
        continue
      }
      var progressed = false
      if il >= 0 {
        let cand = sLow - nudge(sLow)
        if cand > lo.s && cand < hi.s {
          let nl = SlopeBound(s: cand, plus: true)
          let r = orderAt(nl, from: base, sampler: &none)
          progressed = true
          if r.inversions <= k1 {
            lo = nl
            cLo = r.inversions
            orderLo = r.order
          } else {
            hi = nl
            cHi = r.inversions
            continue
          }
        }
      }
      if ih < M {
        let cand = sHigh + nudge(sHigh)
        if cand > lo.s && cand < hi.s {
          let nh = SlopeBound(s: cand, plus: true)
          let kEst = max(1.0, Double(ih - max(il, 0)) / Double(M) * Double(K))
          // list everything when the new window will be small enough anyway
          let p = kEst <= Double(cap) ? 1.0 : min(1.0, Double(m) / kEst)
          var smp: PairSampler? = PairSampler(p: p, rng: &rng, expected: Int(min(kEst, Double(m)) * 1.1))
          let r = orderAt(nh, from: orderLo, sampler: &smp)
          progressed = true
          let c = cLo + r.inversions
          if k2 < c {
            hi = nh
            cHi = c
            let newK = cHi - cLo
            if p >= 1 {
              complete = smp!.values
            } else if Double(smp!.values.count) >= 0.5 * min(Double(m), Double(newK)) && newK > cap {
              samples = smp!.values
            }
          } else {
            lo = nh
            cLo = c
            orderLo = r.order
          }
        }
      }
      if !progressed {
        if il >= 0 || ih < M {
          // A bound of the sample is the window's own lowest (or highest) slope value: a block
          // of identical slopes at the window's edge (heavily tied data: few distinct values of
          // t and of y), which no bound between two slopes can split, and which a larger
          // sample only finds again. Counting it moves the window past it or finds the target
          // in it.
          if let result = settleBlock(at: il >= 0 ? sLow : sHigh) { return result }
        } else {
          m = min(m * 4, 1 << 24)
        }
      }
    }

  }
}

struct SendablePointer<T>: @unchecked Sendable {
  let p: UnsafeMutablePointer<T>
}

/// LSD radix sorts: of numbers (``ascending(_:)``, public) and of the Theil–Sen slopes' records.
public enum RadixSort {
  /// Stable LSD sort of UInt64 records by their bits [lowBits, 64) (the low bits carry the point
  /// index), 10-bit digits (4 passes for the 40 key bits at n ≤ 2²⁴), digits that are the same
  /// for every record skipped. With `parallel`, each pass histograms and scatters 8 fixed parts
  /// as Dispatch tasks; part w's records of a digit precede part w+1's, so the result is
  /// identical. Returns the buffer (`items` or `other`) holding the sorted records.
  static func sort(
    _ items: UnsafeMutablePointer<UInt64>, _ other: UnsafeMutablePointer<UInt64>, _ n: Int,
    lowBits: Int, parallel: Bool
  ) -> UnsafeMutablePointer<UInt64> {
    if n < 2 { return items }
    let digitBits = 10
    let radix = 1 << 10
    let mask = UInt64(radix - 1)
    let parts = parallel ? 8 : 1
    let hist = SendablePointer(p: UnsafeMutablePointer<Int>.allocate(capacity: parts * radix))
    let off = SendablePointer(p: UnsafeMutablePointer<Int>.allocate(capacity: parts * radix))
    defer {
      hist.p.deallocate()
      off.p.deallocate()
    }
    var src = items
    var dst = other
    var shiftBits = lowBits
    while shiftBits < 64 {
      let shift = UInt64(shiftBits)
      shiftBits += digitBits
      hist.p.initialize(repeating: 0, count: parts * radix)
      let s = SendablePointer(p: src)
      let d = SendablePointer(p: dst)
      let histogram: @Sendable (Int) -> Void = { w in
        let lo = w * n / parts
        let hi = (w + 1) * n / parts
        let h = hist.p + radix * w
        for q in lo..<hi { h[Int(truncatingIfNeeded: (s.p[q] >> shift) & mask)] += 1 }
      }
      if parallel { DispatchQueue.concurrentPerform(iterations: parts, execute: histogram) } else { histogram(0) }
      var constant = false
      for dg in 0..<radix {
        var c = 0
        for w in 0..<parts { c += hist.p[radix * w + dg] }
        if c != 0 {
          constant = c == n
          break
        }
      }
      if constant { continue }
      var sum = 0
      for dg in 0..<radix {
        for w in 0..<parts {
          off.p[radix * w + dg] = sum
          sum += hist.p[radix * w + dg]
        }
      }
      let scatter: @Sendable (Int) -> Void = { w in
        let lo = w * n / parts
        let hi = (w + 1) * n / parts
        let o = off.p + radix * w
        for q in lo..<hi {
          let it = s.p[q]
          let dg = Int(truncatingIfNeeded: (it >> shift) & mask)
          d.p[o[dg]] = it
          o[dg] &+= 1
        }
      }
      if parallel { DispatchQueue.concurrentPerform(iterations: parts, execute: scatter) } else { scatter(0) }
      swap(&src, &dst)
    }
    return src
  }

  static func sort(_ items: inout [RadixItem]) {
    let n = items.count
    if n < 2 { return }
    if n < 256 {
      items.sort { $0.key < $1.key }
      return
    }
    let bits = 11
    let radix = 1 << 11
    let passes = 6
    var hist = [Int](repeating: 0, count: radix * passes)
    for it in items {
      var k = it.key
      for p in 0..<passes {
        hist[p * radix + Int(k & UInt64(radix - 1))] += 1
        k >>= UInt64(bits)
      }
    }
    var other = items
    var srcIsItems = true
    for p in 0..<passes {
      // skip a digit that is the same for every key
      let base = p * radix
      var constant = false
      for d in 0..<radix where hist[base + d] != 0 {
        constant = hist[base + d] == n
        break
      }
      if constant { continue }
      var offsets = [Int](repeating: 0, count: radix)
      var sum = 0
      for d in 0..<radix {
        offsets[d] = sum
        sum += hist[base + d]
      }
      let shift = UInt64(p * bits)
      if srcIsItems {
        items.withUnsafeBufferPointer { src in
          other.withUnsafeMutableBufferPointer { dst in
            offsets.withUnsafeMutableBufferPointer { off in
              for it in src {
                let d = Int((it.key >> shift) & UInt64(radix - 1))
                dst[off[d]] = it
                off[d] += 1
              }
            }
          }
        }
      } else {
        other.withUnsafeBufferPointer { src in
          items.withUnsafeMutableBufferPointer { dst in
            offsets.withUnsafeMutableBufferPointer { off in
              for it in src {
                let d = Int((it.key >> shift) & UInt64(radix - 1))
                dst[off[d]] = it
                off[d] += 1
              }
            }
          }
        }
      }
      srcIsItems.toggle()
    }
    if !srcIsItems { items = other }
  }
}

/// What the sampler needs to turn a pair of ranks into a slope: (t, y) of the point at each
/// rank, interleaved so one cache line serves both.
struct RankContext: @unchecked Sendable {
  let ty: UnsafePointer<SIMD2<Double>>
}

struct PointerPair32: @unchecked Sendable {
  let s: UnsafeMutablePointer<UInt32>
  let d: UnsafeMutablePointer<UInt32>
}

struct SharedRanks: @unchecked Sendable {
  let a: UnsafeMutablePointer<UInt32>
  let buffer: UnsafeMutablePointer<UInt32>
  let samplers: UnsafeMutablePointer<PairSampler>
  let rngs: UnsafeMutablePointer<SplitMix64>
  let counts: UnsafeMutablePointer<Int>
}

/// Inversion counting (and Bernoulli sampling of inverted pairs) on a permutation of ranks,
/// by merge sort. O(n log n + samples).
enum RankInversions {
  static let run = 16

  @inline(__always)
  static func block(
    _ left: UnsafeMutablePointer<UInt32>, _ len: Int, _ b: UInt32, _ ctx: RankContext,
    _ smp: inout PairSampler, _ rng: inout SplitMix64
  ) {
    var r = smp.skip
    if r >= len {
      smp.skip = r - len
      return
    }
    let pb = ctx.ty[Int(b)]
    while r < len {
      let pa = ctx.ty[Int(left[r])]
      smp.values.append((pb.y - pa.y) / (pb.x - pa.x))
      r += 1 + smp.draw(&rng)
    }
    smp.skip = r - len
  }

  /// Merges src[i0..<iEnd] with src[j0..<jEnd] into dst from k0; the left run ends at `mid`
  /// (an element taken from the right jumps over all of src[i..<mid]).
  @inline(__always)
  static func merge(
    _ src: UnsafeMutablePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>,
    _ i0: Int, _ iEnd: Int, _ mid: Int, _ j0: Int, _ jEnd: Int, _ k0: Int,
    _ ctx: RankContext, _ inv: inout Int,
    _ smp: inout PairSampler, _ rng: inout SplitMix64, _ sampling: Bool
  ) {
    var i = i0
    var j = j0
    var k = k0
    if sampling {
      // Branchless but for the sampler: an element taken from the right makes `mid - i`
      // inverted pairs, which are skipped (`block` not called) unless the sampler's next pick
      // falls among them, the rare case when the sampling probability is small.
      var c = 0
      while i < iEnd && j < jEnd {
        let bj = src[j]
        let ai = src[i]
        let right = bj < ai
        let pairs = right ? mid &- i : 0
        if smp.skip < pairs {
          block(src + i, pairs, bj, ctx, &smp, &rng)
        } else {
          smp.skip &-= pairs
        }
        dst[k] = right ? bj : ai
        c &+= pairs
        j &+= right ? 1 : 0
        i &+= right ? 0 : 1
        k &+= 1
      }
      inv &+= c
    } else {
      var c = 0
      while i < iEnd && j < jEnd {
        let bj = src[j]
        let ai = src[i]
        let right = bj < ai
        dst[k] = right ? bj : ai
        c &+= right ? mid &- i : 0
        j &+= right ? 1 : 0
        i &+= right ? 0 : 1
        k &+= 1
      }
      inv &+= c
    }
    while i < iEnd {
      dst[k] = src[i]
      i += 1
      k += 1
    }
    while j < jEnd {
      let bj = src[j]
      if i < mid {
        inv += mid - i
        if sampling { block(src + i, mid - i, bj, ctx, &smp, &rng) }
      }
      dst[k] = bj
      j += 1
      k += 1
    }
  }

  /// Sorts a[lo..<hi] completely (result in a), counting inversions inside it.
  static func sortRange(
    _ a: UnsafeMutablePointer<UInt32>, _ buf: UnsafeMutablePointer<UInt32>, _ lo: Int, _ hi: Int,
    _ ctx: RankContext, _ inv: inout Int,
    _ smp: inout PairSampler, _ rng: inout SplitMix64, _ sampling: Bool
  ) {
    var start = lo
    while start < hi {
      let end = min(start + run, hi)
      var i = start + 1
      while i < end {
        let v = a[i]
        var j = i
        while j > start && v < a[j - 1] { j -= 1 }
        if j < i {
          inv += i - j
          if sampling { block(a + j, i - j, v, ctx, &smp, &rng) }
          var m = i
          while m > j {
            a[m] = a[m - 1]
            m -= 1
          }
          a[j] = v
        }
        i += 1
      }
      start = end
    }
    // merge levels: first inside cache-sized chunks (2¹⁶ ranks = 256 KiB), then across them
    func passes(_ l0: Int, _ h0: Int, from width0: Int) {
      var src = a
      var dst = buf
      var inBuf = false
      var width = width0
      let count = h0 - l0
      while width < count {
        var l = l0
        while l < h0 {
          let mid = min(l + width, h0)
          let h = min(l + 2 * width, h0)
          if mid < h && src[mid] < src[mid - 1] {
            merge(src, dst, l, mid, mid, mid, h, l, ctx, &inv, &smp, &rng, sampling)
          } else {
            (dst + l).update(from: src + l, count: h - l)
          }
          l = h
        }
        swap(&src, &dst)
        inBuf.toggle()
        width *= 2
      }
      if inBuf { (a + l0).update(from: buf + l0, count: count) }
    }
    let chunk = 1 << 16
    var c0 = lo
    while c0 < hi {
      let c1 = min(c0 + chunk, hi)
      passes(c0, c1, from: run)
      c0 = c1
    }
    passes(lo, hi, from: chunk)
  }

  /// Merge-path split: number of left elements among the first p outputs.
  static func coRank(
    _ left: UnsafeMutablePointer<UInt32>, _ nL: Int, _ right: UnsafeMutablePointer<UInt32>,
    _ nR: Int, _ p: Int
  ) -> Int {
    var lo = max(0, p - nR)
    var hi = min(p, nL)
    while lo < hi {
      let a = (lo + hi) / 2
      let b = p - a
      if b > 0 && left[a] < right[b - 1] { lo = a + 1 } else { hi = a }
    }
    return lo
  }

  /// Total inversions of a[0..<n]. From `parallelThreshold` on, the work is cut into 8 leaf
  /// runs sorted as independent tasks, then merged level by level, each merge split into
  /// segments at merge-path co-ranks so that every level offers ≥ 8 tasks; Dispatch hands the
  /// tasks to whichever of the 2 worker threads is free (robust when other processes load a
  /// core). The task split is fixed and each task has its own generator seeded from `rng`, so
  /// runs are reproducible; the count never depends on the schedule.
  static func count(
    _ a: UnsafeMutablePointer<UInt32>, _ buffer: UnsafeMutablePointer<UInt32>, _ n: Int,
    _ ctx: RankContext, sampler smp: inout PairSampler, rng: inout SplitMix64, sampling: Bool,
    parallelThreshold: Int
  ) -> Int {
    var inv = 0
    if n < parallelThreshold {
      sortRange(a, buffer, 0, n, ctx, &inv, &smp, &rng, sampling)
      return inv
    }
    let parts = 8
    let maxTasks = 16
    let samplers = UnsafeMutablePointer<PairSampler>.allocate(capacity: maxTasks)
    let rngs = UnsafeMutablePointer<SplitMix64>.allocate(capacity: maxTasks)
    let counts = UnsafeMutablePointer<Int>.allocate(capacity: maxTasks)
    // The tasks share the expected number of slopes; the caller's reservation is released
    // (the slopes are gathered into one array of the exact size at the end).
    let expectedPerTask = sampling ? smp.values.capacity / maxTasks : 0
    if smp.values.isEmpty { smp.values = [] }
    for w in 0..<maxTasks {
      var r = SplitMix64(seed: rng.next())
      (samplers + w).initialize(
        to: PairSampler(p: sampling ? smp.p : 0, rng: &r, expected: expectedPerTask))
      (rngs + w).initialize(to: r)
      counts[w] = 0
    }
    defer {
      samplers.deinitialize(count: maxTasks)
      samplers.deallocate()
      rngs.deinitialize(count: maxTasks)
      rngs.deallocate()
      counts.deallocate()
    }
    let work = SharedRanks(a: a, buffer: buffer, samplers: samplers, rngs: rngs, counts: counts)
    var runs = (0...parts).map { $0 * n / parts }
    let leafBounds = runs
    DispatchQueue.concurrentPerform(iterations: parts) { w in
      sortRange(
        work.a, work.buffer, leafBounds[w], leafBounds[w + 1], ctx, &work.counts[w],
        &work.samplers[w], &work.rngs[w], sampling)
    }
    var src = a
    var dst = buffer
    while runs.count > 2 {
      // tasks: (i0, iEnd, mid, j0, jEnd, k0)
      var tasks: [(Int, Int, Int, Int, Int, Int)] = []
      var next: [Int] = [0]
      let merges = (runs.count - 1) / 2
      let segments = max(1, parts / max(1, merges))
      var r = 0
      while r + 2 < runs.count {
        let lo = runs[r]
        let mid = runs[r + 1]
        let hi = runs[r + 2]
        var prevI = lo
        var prevJ = mid
        for q in 1...segments {
          let p = q == segments ? hi - lo : (hi - lo) * q / segments
          let i = q == segments ? mid : lo + coRank(src + lo, mid - lo, src + mid, hi - mid, p)
          let j = q == segments ? hi : mid + (p - (i - lo))
          tasks.append((prevI, i, mid, prevJ, j, lo + (prevI - lo) + (prevJ - mid)))
          prevI = i
          prevJ = j
        }
        next.append(hi)
        r += 2
      }
      if r + 1 < runs.count {  // odd run left over: copy
        let lo = runs[r]
        let hi = runs[r + 1]
        tasks.append((lo, hi, hi, hi, hi, lo))
        next.append(hi)
      }
      let s = PointerPair32(s: src, d: dst)
      let taskList = tasks
      DispatchQueue.concurrentPerform(iterations: taskList.count) { w in
        let (i0, iEnd, mid, j0, jEnd, k0) = taskList[w]
        let slot = w % maxTasks
        merge(
          s.s, s.d, i0, iEnd, mid, j0, jEnd, k0, ctx, &work.counts[slot], &work.samplers[slot],
          &work.rngs[slot], sampling)
      }
      swap(&src, &dst)
      runs = next
    }
    if src != a { a.update(from: src, count: n) }
    for w in 0..<maxTasks { inv += counts[w] }
    if sampling {
      // One allocation of the exact size (not a chain of doublings), and each task's slopes
      // freed once copied: the listed window can hold millions of slopes.
      var total = smp.values.count
      for w in 0..<maxTasks { total += samplers[w].values.count }
      smp.values.reserveCapacity(total)
      for w in 0..<maxTasks {
        smp.values.append(contentsOf: samplers[w].values)
        samplers[w].values = []
      }
    }
    return inv
  }
}
