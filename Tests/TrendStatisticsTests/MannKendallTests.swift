import Testing

@testable import TrendStatistics

@Suite struct MannKendallTests {
  // SciPy 1.17.1 values computed once with
  // python3 -c "from scipy import stats; import numpy as np; y=...; r=stats.kendalltau(np.arange(len(y)),y,method='asymptotic'); print(r.statistic, r.pvalue)"
  @Test func summarizerExample1() {
    let mk = MannKendall(y: [120, 135, 149, 166, 180, 198])
    #expect(mk.s == 15)
    #expect(close(mk.varianceS, 6 * 5 * 17 / 18))
    #expect((mk.z * 100).rounded() / 100 == 2.63)
    #expect(mk.tau == 1)
    #expect(close(mk.tauB, 0.9999999999999999, rel: 1e-15))
    #expect(close(mk.pValueUncorrected, 0.004832240868896141, rel: 1e-12))  // SciPy kendalltau p
    #expect(mk.significant)
  }

  @Test func summarizerExample2() {
    let mk = MannKendall(y: [4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1])
    #expect(mk.s == -26)
    #expect((mk.z * 100).rounded() / 100 == -3.09)
    #expect(close(mk.tauB, -0.9285714285714285, rel: 1e-14))
    #expect(close(mk.pValueUncorrected, 0.0012968957989590631, rel: 1e-12))
    #expect(mk.significant)
  }

  @Test func summarizerExample3And4() {
    let flat = MannKendall(y: [62, 61, 63, 62, 61, 62, 63])
    #expect(flat.s == 4 && close(flat.varianceS, 116.0 / 3.0))
    #expect((flat.z * 100).rounded() / 100 == 0.48)  // a flat series: not significant
    #expect(close(flat.tauB, 0.2182178902359924, rel: 1e-14))
    #expect(close(flat.pValueUncorrected, 0.5200505273047947, rel: 1e-12))
    #expect(!flat.significant)
    let volatile = MannKendall(y: [50, 72, 45, 80, 48, 77, 52, 75])
    #expect((volatile.z * 100).rounded() / 100 == 0.62)
    #expect(close(volatile.tauB, 0.21428571428571427, rel: 1e-14))
    #expect(close(volatile.pValueUncorrected, 0.45790105544025494, rel: 1e-12))
    #expect(!volatile.significant)
  }

  @Test func summarizerExample6() {
    let mk = MannKendall(y: [50, 52, 55, 57, 60])
    #expect((mk.z * 100).rounded() / 100 == 2.20)
    #expect(close(mk.pValueUncorrected, 0.014305878435429648, rel: 1e-12))
    #expect(mk.significant)
  }

  @Test func tiedTimesMatchSciPy() {
    // SciPy: kendalltau(t, y, method='asymptotic') -> (-0.075, 0.7789439900409902)
    let t: [Double] = [1, 1, 2, 2, 2, 3, 4, 4, 5, 6]
    let y: [Double] = [3, 1, 2, 2, 5, 1, 4, 4, 0, 2]
    let mk = MannKendall(t: t, y: y)
    #expect(close(mk.tauB, -0.075, rel: 1e-14))
    #expect(close(mk.pValueUncorrected, 0.7789439900409902, rel: 1e-12))
    // permuting the input does not matter
    let perm = [9, 3, 0, 7, 1, 8, 2, 6, 5, 4]
    let mk2 = MannKendall(t: perm.map { t[$0] }, y: perm.map { y[$0] })
    #expect(mk2 == mk)
  }

  @Test(arguments: [0, 1, 2, 3, 7, 50, 333, 1000])
  func matchesBruteForceWithTies(_ n: Int) {
    var d = TestData(seed: UInt64(1000 + n))
    for trial in 0..<6 {
      let levels = [2, 3, 5, 50, 1_000_000][trial % 5]
      let y = (0..<n).map { _ in Double(d.int(levels)) * 0.1 }
      let tIndex = (0..<n).map(Double.init)
      let tTied = (0..<n).map { _ in Double(d.int(max(1, n / 3))) }
      for t in [tIndex, tTied] {
        let mk = MannKendall(t: t, y: y)
        let b = BruteMK(t: t, y: y)
        #expect(mk.s == b.s)
        #expect(close(mk.varianceS, b.variance, rel: 1e-12, abs: 1e-9))
        #expect(close(mk.tauB, b.tauB, rel: 1e-12))
        if n >= 2 { #expect(close(mk.tau, Double(b.s) / Double(n * (n - 1) / 2))) }
        let sd = b.variance.squareRoot()
        let z = b.variance > 0 ? (b.s > 0 ? Double(b.s - 1) / sd : (b.s < 0 ? Double(b.s + 1) / sd : 0)) : 0
        #expect(close(mk.z, z, rel: 1e-12))
        #expect(mk.pValue >= 0 && mk.pValue <= 1 && !mk.pValue.isNaN)
      }
      let mkIndex = MannKendall(y: y)
      #expect(mkIndex == MannKendall(t: tIndex, y: y))
    }
  }

  /// The sorted y kept from the test is y sorted, and the median read from it is bit for bit
  /// the selection's median, for odd and even n, with ties and with tied t.
  @Test(arguments: [0, 1, 2, 3, 8, 51, 1000])
  func sortedYGivesTheSameMedian(_ n: Int) {
    var d = TestData(seed: UInt64(2000 + n))
    let y = (0..<n).map { _ in Double(d.int(n / 2 + 2)) * 0.37 - 5 }
    let tTied = (0..<n).map { _ in Double(d.int(max(1, n / 3))) }
    for t in [(0..<n).map(Double.init), tTied] {
      let (test, sortedY) = MannKendall.withSortedY(t: t, y: y)
      #expect(test == MannKendall(t: t, y: y))
      #expect(sortedY == y.sorted())
      #expect(OrderStatistics.median(sorted: sortedY).bitPattern == OrderStatistics.median(y).bitPattern)
    }
  }

  /// −0 and +0 are tied (no pair of them is discordant), and the sorted y keeps each zero's sign
  /// in input order, bit for bit what a stable sort gives, among negative and positive values.
  @Test(arguments: [2, 17, 40, 1000])
  func signedZerosAreTiedAndKeepTheirSigns(_ n: Int) {
    var d = TestData(seed: UInt64(3000 + n))
    let y = (0..<n).map { _ -> Double in
      switch d.int(5) {
      case 0: -0.0
      case 1: 0.0
      default: Double(d.int(7) - 3) * 0.25
      }
    }
    let t = (0..<n).map(Double.init)
    let (test, sortedY) = MannKendall.withSortedY(t: t, y: y)
    #expect(test.s == BruteMK(t: t, y: y).s)
    let stable = y.indices.sorted { (y[$0], $0) < (y[$1], $1) }.map { y[$0].bitPattern }
    #expect(sortedY.map(\.bitPattern) == stable)
  }

  @Test func erfcAgainstLibm() {
    var x = -6.0
    while x <= 26 {
      let a = SpecialFunctions.erfc(x)
      let b = TestMath.erfc(x)
      #expect(close(a, b, rel: 1e-14, abs: 1e-300), "x = \(x): \(a) vs \(b)")
      x += 0.0731
    }
    #expect(SpecialFunctions.erfc(0) == 1)
    #expect(
      SpecialFunctions.twoSidedNormalPValue(1.959964) > 0.04999
        && SpecialFunctions.twoSidedNormalPValue(1.959964) < 0.05)
  }
}
