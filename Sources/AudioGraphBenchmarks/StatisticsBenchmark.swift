// The TrendStatistics kernels, each timed alone and beside SciPy (Scripts/bench-statistics).
//
//   AudioGraphBenchmarks statistics [--n N] [--seed S] [--small M] [--data FILE] [--repeat R]
//
// Generates a seeded random walk with ties (y rounded to 1 decimal, t = 1…N), optionally writes it
// to FILE (raw little-endian float64, y only) so Scripts/bench_statistics.py can run SciPy on the
// same data, then times each TrendStatistics kernel (best of R runs) and prints one
// `key=value` line per measurement plus results for cross-checking.
import TrendStatistics

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

func now() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// CPU time of the whole process (all threads), seconds.
func cpuNow() -> Double {
  var ts = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
  return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Peak resident memory (VmHWM), in kilobytes.
func peakRSSkB() -> Int { SummaryBenchmark.memoryKilobytes("VmHWM") }

struct Generator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE5_E4B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  mutating func unit() -> Double { Double((next() >> 11) + 1) * 0x1p-53 }
  mutating func normal() -> Double {
    let u1 = unit()
    let u2 = unit()
    return (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
  }
}

func arg(_ name: String, _ def: Int) -> Int {
  let a = CommandLine.arguments
  if let i = a.firstIndex(of: name), i + 1 < a.count, let v = Int(a[i + 1]) { return v }
  return def
}
func argString(_ name: String) -> String? {
  let a = CommandLine.arguments
  if let i = a.firstIndex(of: name), i + 1 < a.count { return a[i + 1] }
  return nil
}

func fmt(_ v: Double) -> String { "\(v)" }

func runStatistics() {
  let n = arg("--n", 1_000_000)
  let seed = UInt64(arg("--seed", 1))
  let small = arg("--small", 10_000)
  let repeats = max(1, arg("--repeat", 1))
  var g = Generator(state: seed)
  var y = [Double](repeating: 0, count: n)
  var v = 100.0
  for i in 0..<n {
    v += g.normal() * 0.5 + 0.001
    y[i] = (v * 10).rounded() / 10
  }
  let t = (0..<n).map { Double($0 + 1) }
  if let path = argString("--data") {
    guard let f = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    _ = y.withUnsafeBufferPointer { fwrite($0.baseAddress, 8, n, f) }
    fclose(f)
  }
  print("n=\(n)")
  print("seed=\(seed)")

  var cpuTotal = 0.0
  func time<T>(_ label: String, _ body: () -> T) -> (T, Double) {
    var best = Double.infinity
    var bestCPU = Double.infinity
    var result: T? = nil
    for _ in 0..<repeats {
      let start = now()
      let cpuStart = cpuNow()
      result = body()
      best = min(best, now() - start)
      bestCPU = min(bestCPU, cpuNow() - cpuStart)
    }
    print("time.\(label)=\(best)")
    print("cpu.\(label)=\(bestCPU)")
    cpuTotal += bestCPU
    return (result!, best)
  }

  let total0 = now()
  let (mk, tMK) = time("mannKendall") { MannKendall(t: t, y: y) }
  let (ts, tTS) = time("theilSen") { TheilSen(t: t, y: y) }
  let (ols, tOLS) = time("ols") { LinearRegression(x: t, y: y) }
  let (robust, tRobust) = time("medianMADOutliers") { () -> (Double, Double, Int) in
    let med = OrderStatistics.median(y)
    let mad = OrderStatistics.medianAbsoluteDeviation(y)
    var e = [Double](repeating: 0, count: n)
    for i in 0..<n { e[i] = y[i] - (ts.intercept + ts.slope * t[i]) }
    let range = (y.max() ?? 0) - (y.min() ?? 0)
    let out = OrderStatistics.modifiedZScoreOutliers(residuals: e, range: range)
    let apple = OrderStatistics.linearResidualOutliers(x: t, y: y)
    let fitted = (ts.intercept + ts.slope * t[n - 1]) - (ts.intercept + ts.slope * t[0])
    _ = OrderStatistics.steadiness(y, fittedChange: fitted)
    return (med, mad, out.count + apple.count)
  }
  let (fit, tFit) = time("modelFit") { ModelFit(x: t, y: y) }
  let total = tMK + tTS + tOLS + tRobust + tFit
  _ = total0
  print("time.total=\(total)")
  print("cpu.total=\(cpuTotal)")
  print("result.mk.s=\(mk.s)")
  print("result.mk.tauB=\(fmt(mk.tauB))")
  print("result.mk.pUncorrected=\(fmt(mk.pValueUncorrected))")
  print("result.mk.z=\(fmt(mk.z))")
  print("result.theilSen.slope=\(fmt(ts.slope))")
  print("result.theilSen.intercept=\(fmt(ts.intercept))")
  print("result.ols.slope=\(fmt(ols.slope))")
  print("result.ols.r2=\(fmt(ols.rSquared))")
  print("result.median=\(fmt(robust.0))")
  print("result.mad=\(fmt(robust.1))")
  print("result.outliers=\(robust.2)")
  print("result.bestModel=\(fit.best.map { "\($0.kind.rawValue) \($0.equation) score \($0.score)" } ?? "none")")

  // Pattern kernels (after the totals, so those stay comparable with earlier runs): the walk
  // (no cycle: every candidate is checked), a cycle of 10,000 points under unit noise, and a
  // positive price-like walk for the relative excursions.
  let cycle = t.map { 5 * sin(2 * Double.pi * $0 / 10_000) + g.normal() }
  var level = 0.0
  let prices = (0..<n).map { _ -> Double in
    level += 0.001 * g.normal()
    return 100 * exp(level)
  }
  let (walkCycle, _) = time("periodicityWalk") { Periodicity(t: t, y: y) }
  let (foundCycle, _) = time("periodicityCycle") { Periodicity(t: t, y: cycle) }
  let (moves, _) = time("excursions") {
    (
      Excursions.largestFall(prices), Excursions.largestRise(prices),
      Excursions.largestRelativeFall(prices), Excursions.largestRelativeRise(prices)
    )
  }
  let (shift, _) = time("levelShift") { LevelShift(y) }
  let (movement, _) = time("noiseScale") { NoiseScale.movementRatio(y) }
  print("result.periodicity.walk=\(walkCycle.map { "\($0.period)" } ?? "none")")
  print("result.periodicity.cycle=\(foundCycle.map { "\($0.period) swing \($0.swing)" } ?? "none")")
  print("result.excursions.relativeFall=\(moves.2.map { "\($0.relativeChange)" } ?? "none")")
  print("result.levelShift.index=\(shift.map { "\($0.index)" } ?? "none")")
  print("result.noiseScale.movementRatio=\(fmt(movement))")

  // Theil–Sen on heavily tied times: t = i mod K (K distinct times, N/K points each) on the same
  // y. Up to 16 distinct times are counted group by group; from 17 on, the general selection
  // handles the ties. Both must stay O(n log n)-ish, far from the N²/2 pairs.
  for groups in [8, 17, 100, 1_000] {
    let tied = (0..<n).map { Double($0 % groups) }
    let (line, _) = time("theilSenTies\(groups)") { TheilSen(t: tied, y: y) }
    print("result.theilSenTies\(groups).slope=\(fmt(line.slope))")
    print("result.theilSenTies\(groups).pairs=\(line.pairCount)")
    // A staircase repeated: y = ⌊t/3⌋, so the slopes take a few values in huge blocks, one of
    // them 1/3, which no Double holds.
    let steps = tied.map { ($0 / 3).rounded(.down) }
    let (stairs, _) = time("theilSenStairs\(groups)") { TheilSen(t: tied, y: steps) }
    print("result.theilSenStairs\(groups).slope=\(fmt(stairs.slope))")
  }

  // Small prefix for the O(n²) SciPy theilslopes comparison
  let m = min(small, n)
  let ys = Array(y.prefix(m))
  let tsml = Array(t.prefix(m))
  let (tsSmall, _) = time("theilSenSmall") { TheilSen(t: tsml, y: ys) }
  let (mkSmall, _) = time("mannKendallSmall") { MannKendall(t: tsml, y: ys) }
  print("small=\(m)")
  print("result.small.mk.pUncorrected=\(fmt(mkSmall.pValueUncorrected))")
  let tiny = min(40, n)
  let mkTiny = MannKendall(t: Array(t.prefix(tiny)), y: Array(y.prefix(tiny)))
  let tsTiny = TheilSen(t: Array(t.prefix(tiny)), y: Array(y.prefix(tiny)))
  print("tiny=\(tiny)")
  print("result.tiny.mk.tauB=\(fmt(mkTiny.tauB))")
  print("result.tiny.mk.pUncorrected=\(fmt(mkTiny.pValueUncorrected))")
  print("result.tiny.theilSen.slope=\(fmt(tsTiny.slope))")
  print("result.tiny.theilSen.intercept=\(fmt(tsTiny.intercept))")
  print("result.small.theilSen.slope=\(fmt(tsSmall.slope))")
  print("result.small.mk.tauB=\(fmt(mkSmall.tauB))")
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  let cpu =
    Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) * 1e-6
    + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) * 1e-6
  print("cpuSeconds=\(cpu)")
  print("peakRSSkB=\(peakRSSkB())")
}

/// Independent O(n²) check of the fast Theil–Sen median on a large seeded series (exercises the
/// two-thread passes): counts pairs whose computed slope is below / at most the result.
func verifyTheilSen() {
  let n = arg("--n", 60_000)
  var g = Generator(state: UInt64(arg("--seed", 7)))
  var v = 100.0
  var y = [Double](repeating: 0, count: n)
  for i in 0..<n {
    v += g.normal() * 0.5
    y[i] = (v * 10).rounded() / 10
  }
  let t = (0..<n).map { Double($0 + 1) }
  let start = now()
  let ts = TheilSen(t: t, y: y)
  let fast = now() - start
  // the median of N slopes: (N odd) #below ≤ (N−1)/2 < #atMost; (N even) both middle values
  var below = 0
  var atMost = 0
  var lowerMid = -Double.infinity
  var upperMid = Double.infinity
  let b = ts.slope
  for i in 0..<n {
    for j in (i + 1)..<n {
      let q = (y[j] - y[i]) / (t[j] - t[i])
      if q < b {
        below += 1
        if q > lowerMid { lowerMid = q }
      }
      if q <= b { atMost += 1 } else if q < upperMid { upperMid = q }
    }
  }
  let total = n * (n - 1) / 2
  var ok: Bool
  if total % 2 == 1 {
    ok = below <= (total - 1) / 2 && (total - 1) / 2 < atMost
  } else {
    let k1 = total / 2 - 1
    let k2 = total / 2
    // value of order statistic k: b itself when below ≤ k < atMost, else the neighbours
    func value(_ k: Int) -> Double { k < below ? lowerMid : (k < atMost ? b : upperMid) }
    ok = (value(k1) + value(k2)) / 2 == b
  }
  print("n=\(n) slope=\(b) fastSeconds=\(fast) pairs=\(total) below=\(below) atMost=\(atMost) verified=\(ok)")
}
