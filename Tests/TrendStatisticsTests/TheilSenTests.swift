import Testing

@testable import TrendStatistics

@Suite struct TheilSenTests {
  @Test func summarizerExample1() {
    let ts = TheilSen(y: [120, 135, 149, 166, 180, 198])
    #expect(ts.slope == 15.5)  // SciPy theilslopes: 15.5, intercept 118.75
    #expect(ts.intercept == 118.75)
    let ex2 = TheilSen(y: [4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1])
    #expect(close(ex2.slope, -0.24142857142857138, rel: 1e-15))  // SciPy
    #expect(close(ex2.intercept, 4.845, rel: 1e-15))
  }

  @Test func tiedTimesMatchSciPy() {
    // SciPy theilslopes(y, t) -> slope -0.1, intercept 2.25
    let t: [Double] = [1, 1, 2, 2, 2, 3, 4, 4, 5, 6]
    let y: [Double] = [3, 1, 2, 2, 5, 1, 4, 4, 0, 2]
    let ts = TheilSen(t: t, y: y)
    #expect(close(ts.slope, -0.1, rel: 1e-15))
    #expect(close(ts.intercept, 2.25, rel: 1e-15))
  }

  /// Exact equality with the O(n²) brute force, on the default path and with the fast
  /// (sampling + counting) path forced by a tiny enumeration limit.
  @Test(arguments: [2, 3, 4, 5, 8, 17, 64, 200, 511, 1200, 2000])
  func equalsBruteForce(_ n: Int) {
    var d = TestData(seed: UInt64(77 + n))
    let trials = n >= 1000 ? 3 : 8
    for trial in 0..<trials {
      var t: [Double]
      var y: [Double]
      switch trial % 4 {
      case 0:
        t = (0..<n).map(Double.init)
        y = d.roundedWalk(n)  // ties in y
      case 1:
        t = (0..<n).map { _ in Double(d.int(max(2, n / 4))) }  // ties in t
        y = (0..<n).map { _ in Double(d.int(7)) * 0.1 }
      case 2:
        t = (0..<n).map { _ in d.uniform() * 100 }
        y = (0..<n).map { _ in d.normal() }
      default:
        t = (0..<n).map { _ in Double(d.int(max(2, n / 2))) * 0.5 }
        y = t.map { 0.3 * $0 + Double(d.int(3)) }  // heavy slope ties
      }
      let brute = TheilSen.bruteForceMedianSlope(t: t, y: y)
      // default path, forced sampling rounds (tiny enumeration limits), and the two-thread
      // radix/merge code (parallel threshold lowered)
      for (limit, par) in [(nil, nil), (1, nil), (16, nil), (997, nil), (1, 2), (300, 64)] as [(Int?, Int?)] {
        let fast = t.withUnsafeBufferPointer { tp in
          y.withUnsafeBufferPointer { yp in
            TheilSen.compute(t: tp, y: yp, seed: 42, enumerationLimit: limit, parallelThreshold: par)
          }
        }
        #expect(
          fast.slope == brute, "n=\(n) trial=\(trial) limit=\(String(describing: limit)) par=\(String(describing: par))"
        )
        #expect(!fast.intercept.isNaN)
      }
    }
  }

  @Test func zeroSlopeTieBlock() {
    // Most slopes are exactly 0; forced through the tie-block path.
    var d = TestData(seed: 5)
    let n = 600
    let t = (0..<n).map(Double.init)
    let y = (0..<n).map { _ in d.uniform() < 0.9 ? 1.0 : Double(d.int(3)) }
    let brute = TheilSen.bruteForceMedianSlope(t: t, y: y)
    let fast = t.withUnsafeBufferPointer { tp in
      y.withUnsafeBufferPointer { yp in
        TheilSen.compute(t: tp, y: yp, seed: 1, enumerationLimit: 50, parallelThreshold: 100)
      }
    }
    #expect(fast.slope == brute)
  }

  /// The median of every pair's computed slope for data whose points take few distinct (t, y)
  /// values, counted pair of values by pair of values (NumPy's median), so that it stays exact
  /// and cheap for any number of points.
  static func groupedMedianSlope(t: [Double], y: [Double]) -> Double {
    var counts: [SIMD2<Double>: Int] = [:]
    for (ti, yi) in zip(t, y) { counts[SIMD2(ti, yi), default: 0] += 1 }
    let values = counts.keys.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    var slopes: [(slope: Double, count: Int)] = []
    for a in values {
      for b in values where b.x > a.x { slopes.append(((b.y - a.y) / (b.x - a.x), counts[a]! * counts[b]!)) }
    }
    slopes.sort { $0.slope < $1.slope }
    let total = slopes.reduce(0) { $0 + $1.count }
    func slope(rank: Int) -> Double {
      var seen = 0
      for entry in slopes {
        seen += entry.count
        if rank < seen { return entry.slope }
      }
      return slopes.last!.slope
    }
    return total % 2 == 1 ? slope(rank: total / 2) : (slope(rank: total / 2 - 1) + slope(rank: total / 2)) / 2
  }

  /// Few distinct values of both t and y (a staircase repeated, coin flips at repeated times):
  /// huge blocks of equal slopes, some of a value no Double holds (1/3). The general selection
  /// used to make no progress on them and then list every slope (23 GB for 100,000 points).
  @Test(arguments: [5, 17, 40, 100])
  func blocksOfEqualSlopesAreSettled(groups: Int) {
    var generator = SplitMix64(seed: UInt64(groups))
    let n = 600
    let t = (0..<n).map { Double($0 % groups) }
    let shapes: [(String, [Double])] = [
      ("staircase", t.map { ($0 / 3).rounded(.down) }),
      ("coin", t.map { _ in Double(generator.below(2)) }),
      ("line of slope 1/3", t.map { $0 / 3 }),
      ("tenths", t.map { $0 / 10 }),
    ]
    for (name, y) in shapes {
      let expected = TheilSen.bruteForceMedianSlope(t: t, y: y)
      for (limit, par) in [(nil, nil), (1, nil), (50, nil), (997, 64)] as [(Int?, Int?)] {
        let fast = t.withUnsafeBufferPointer { tp in
          y.withUnsafeBufferPointer { yp in
            TheilSen.compute(t: tp, y: yp, seed: 3, enumerationLimit: limit, parallelThreshold: par)
          }
        }
        // Exact, except that a block of more slopes than the listing limit within rounding of
        // one value is taken as that value (one rounding of a slope away at most).
        #expect(
          Swift.abs(fast.slope - expected) <= 4 * expected.ulp,
          "\(name), groups \(groups), limit \(String(describing: limit))")
        if limit == nil { #expect(fast.slope == expected, "\(name), groups \(groups)") }
      }
    }
  }

  @Test func aStaircaseOfAHundredThousandPointsTakesLittle() {
    for groups in [17] {
      let t = (0..<100_000).map { Double($0 % groups) }
      let y = t.map { ($0 / 3).rounded(.down) }
      #expect(TheilSen(t: t, y: y).slope == Self.groupedMedianSlope(t: t, y: y), "groups \(groups)")
    }
  }

  @Test func seedDoesNotChangeResult() {
    var d = TestData(seed: 9)
    let y = d.roundedWalk(3000)
    let t = (0..<y.count).map(Double.init)
    let results = [1, 2, 3].map { seed in
      t.withUnsafeBufferPointer { tp in
        y.withUnsafeBufferPointer { yp in TheilSen.compute(t: tp, y: yp, seed: UInt64(seed), enumerationLimit: 5000) }
      }
    }
    #expect(results[0] == results[1] && results[1] == results[2])
    #expect(results[0].slope == TheilSen.bruteForceMedianSlope(t: t, y: y))
  }
}

/// Data with few distinct t values takes the group-by-group selection; it must agree exactly with
/// the brute force, including tie blocks and every rank when the bisection is forced.
@Suite struct TheilSenFewTimesTests {
  @Test(arguments: [1, 2, 3, 8, 16, 17])
  func equalsBruteForceOnHeavilyTiedTimes(groups: Int) {
    var generator = SplitMix64(seed: UInt64(9 + groups))
    for trial in 0..<20 {
      let n = 2 + Int(generator.below(300))
      let t = (0..<n).map { _ in Double(generator.below(groups)) * 1.5 - 3 }
      // Rounded y: many equal slopes, as in real data.
      let y = (0..<n).map { _ in (Double(generator.below(2_000)) / 100 - 10) * (trial % 3 == 0 ? 1 : 0.1) }
      let expected = TheilSen.bruteForceMedianSlope(t: t, y: y)
      #expect(TheilSen(t: t, y: y).slope == expected, "groups \(groups), trial \(trial), n \(n)")
    }
  }

  @Test func everyRankMatchesWhenTheBisectionIsForced() {
    var generator = SplitMix64(seed: 5)
    let t = (0..<120).map { Double($0 % 5) }
    let y = (0..<120).map { _ in Double(generator.below(40)) / 4 }
    var slopes: [Double] = []
    for i in t.indices { for j in t.indices where t[j] > t[i] { slopes.append((y[j] - y[i]) / (t[j] - t[i])) } }
    slopes.sort()
    let times = (0..<5).map(Double.init)
    let groups = times.map { time in t.indices.filter { t[$0] == time }.map { y[$0] }.sorted() }
    let selector = FewTimesSelector(times: times, groups: groups)
    for rank in stride(from: 0, to: slopes.count - 1, by: 97) {
      let (first, second) = selector.select(rank, limit: 3)
      #expect(first == slopes[rank] && second == slopes[rank + 1], "rank \(rank)")
    }
  }

  @Test func aZeroSlopeTieBlockIsExact() {
    // Half of all pairs have slope exactly 0: the bisection meets a block no Double splits.
    let t = (0..<400).map { Double($0 % 4) }
    let y = (0..<400).map { $0 % 8 < 4 ? 1.0 : Double($0 % 3) }
    #expect(TheilSen(t: t, y: y).slope == TheilSen.bruteForceMedianSlope(t: t, y: y))
  }
}
