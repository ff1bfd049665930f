@testable import TrendStatistics

/// Seeded data for tests (SplitMix64, same generator as the library's internal one).
struct TestData {
  var rng: SplitMix64
  init(seed: UInt64) { rng = SplitMix64(seed: seed) }
  mutating func uniform() -> Double { rng.unit() }
  mutating func int(_ n: Int) -> Int { rng.below(n) }
  mutating func normal() -> Double {
    // Box–Muller with the library's log/cos via Double arithmetic
    let u1 = rng.unit()
    let u2 = rng.unit()
    return (-2 * logApprox(u1)).squareRoot() * cosApprox(2 * Double.pi * u2)
  }
  /// Random walk rounded to `decimals` decimals (many ties in y).
  mutating func roundedWalk(_ n: Int, decimals: Double = 1) -> [Double] {
    var v = 100.0
    var out: [Double] = []
    out.reserveCapacity(n)
    let scale = decimals == 0 ? 1 : (decimals == 1 ? 10.0 : 100.0)
    for _ in 0..<n {
      v += normal()
      out.append((v * scale).rounded() / scale)
    }
    return out
  }
}

func logApprox(_ x: Double) -> Double { TestMath.log(x) }
func cosApprox(_ x: Double) -> Double { TestMath.cos(x) }

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
private func cLog(_ x: Double) -> Double { log(x) }
private func cCos(_ x: Double) -> Double { cos(x) }
private func cExp(_ x: Double) -> Double { exp(x) }
private func cSin(_ x: Double) -> Double { sin(x) }
private func cPow(_ x: Double, _ y: Double) -> Double { pow(x, y) }
private func cErfc(_ x: Double) -> Double { erfc(x) }

/// C library math for building expected values (independent of the library's own code).
enum TestMath {
  static func log(_ x: Double) -> Double { cLog(x) }
  static func cos(_ x: Double) -> Double { cCos(x) }
  static func exp(_ x: Double) -> Double { cExp(x) }
  static func sin(_ x: Double) -> Double { cSin(x) }
  static func pow(_ x: Double, _ y: Double) -> Double { cPow(x, y) }
  static func erfc(_ x: Double) -> Double { cErfc(x) }
}

/// Brute-force O(n²) Mann–Kendall with the same tie conventions.
struct BruteMK {
  var s = 0
  var variance = 0.0
  var tauB = 0.0
  init(t: [Double], y: [Double]) {
    let n = y.count
    var tiesT = 0
    var tiesY = 0
    for i in 0..<n {
      for j in (i + 1)..<max(i + 1, n) {
        let a = t[j] - t[i]
        let b = y[j] - y[i]
        let sa = a > 0 ? 1 : (a < 0 ? -1 : 0)
        let sb = b > 0 ? 1 : (b < 0 ? -1 : 0)
        s += sa * sb
        if a == 0 { tiesT += 1 }
        if b == 0 { tiesY += 1 }
      }
    }
    func groups(_ v: [Double]) -> [Int] {
      var d: [Double: Int] = [:]
      for x in v { d[x, default: 0] += 1 }
      return Array(d.values)
    }
    let gt = groups(t)
    let gy = groups(y)
    let nd = Double(n)
    guard n >= 2 else { return }
    var v = nd * (nd - 1) * (2 * nd + 5)
    for g in gt {
      let d = Double(g)
      v -= d * (d - 1) * (2 * d + 5)
    }
    for g in gy {
      let d = Double(g)
      v -= d * (d - 1) * (2 * d + 5)
    }
    v /= 18
    var t2 = 0.0
    var y2 = 0.0
    var t3 = 0.0
    var y3 = 0.0
    for g in gt {
      let d = Double(g)
      t2 += d * (d - 1)
      t3 += d * (d - 1) * (d - 2)
    }
    for g in gy {
      let d = Double(g)
      y2 += d * (d - 1)
      y3 += d * (d - 1) * (d - 2)
    }
    v += t2 * y2 / (2 * nd * (nd - 1))
    if n > 2 { v += t3 * y3 / (9 * nd * (nd - 1) * (nd - 2)) }
    variance = v
    let tot = Double(n * (n - 1) / 2)
    let den = (tot - Double(tiesT)) * (tot - Double(tiesY))
    tauB = den > 0 ? Double(s) / ((tot - Double(tiesT)).squareRoot() * (tot - Double(tiesY)).squareRoot()) : 0
  }
}

func close(_ a: Double, _ b: Double, rel: Double = 1e-12, abs absTol: Double = 1e-12) -> Bool {
  abs(a - b) <= max(absTol, rel * max(abs(a), abs(b)))
}
