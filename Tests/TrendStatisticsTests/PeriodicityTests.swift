import Testing

@testable import TrendStatistics

@Suite struct PeriodicityTests {
  // MARK: Synthetic series whose answer is known

  @Test func sineOnTrendWithNoise() throws {
    var d = TestData(seed: 1)
    let t = (0..<240).map(Double.init)
    let y = d.cycle(t, period: 12, amplitude: 10, slope: 0.5, noise: 2)
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / 12 - 1) < 0.01, "\(p)")
    #expect(abs(p.swing / 20 - 1) < 0.1, "\(p)")  // peak to trough of a sine of amplitude 10
    #expect(p.strength > 0.85 && p.strength <= 1, "\(p)")
    #expect(abs(p.cycles - 20) < 0.3, "\(p)")
    #expect(p.explainedVariance > 0.85 && p.explainedVariance <= 1, "\(p)")  // 50 / (50 + 4) = 0.93
  }

  @Test func irregularSpacing() throws {
    var d = TestData(seed: 2)
    let t = (0..<300).map { _ in d.uniform() * 300 }.sorted()
    let y = d.cycle(t, period: 15, amplitude: 5, slope: 0.05, noise: 1)
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / 15 - 1) < 0.02, "\(p)")
    #expect(abs(p.swing / 10 - 1) < 0.2, "\(p)")
    #expect(p.strength > 0.6, "\(p)")
  }

  @Test func aQuarterOfThePointsMissing() throws {
    var d = TestData(seed: 3)
    let all = (0..<480).map(Double.init)
    let y = d.cycle(all, period: 24, amplitude: 3, slope: -0.01, noise: 0.5)
    var t: [Double] = []
    var kept: [Double] = []
    for i in all.indices where d.uniform() >= 0.25 {
      t.append(all[i])
      kept.append(y[i])
    }
    #expect(t.count > 330 && t.count < 390)
    let p = try #require(Periodicity(t: t, y: kept))
    #expect(abs(p.period / 24 - 1) < 0.01, "\(p)")
    #expect(abs(p.swing / 6 - 1) < 0.1, "\(p)")
    #expect(abs(p.cycles - 20) < 0.3, "\(p)")
  }

  @Test func missingValuesAsNaNAreSkipped() throws {
    var d = TestData(seed: 4)
    let t = (0..<200).map(Double.init)
    var y = d.cycle(t, period: 10, amplitude: 2, slope: 0, noise: 0.2)
    for i in stride(from: 3, to: 200, by: 4) { y[i] = .nan }
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / 10 - 1) < 0.01, "\(p)")
    #expect(abs(p.swing / 4 - 1) < 0.1, "\(p)")
  }

  /// 5,000 daily points (in seconds) over 13.7 years: a yearly cycle under weather-like noise.
  @Test func fiveThousandDailyPoints() throws {
    var d = TestData(seed: 5)
    let t = (0..<5_000).map { Double($0) * day + 1.0e9 }
    var weather = 0.0
    let y = t.map { x -> Double in
      weather = 0.8 * weather + 1.5 * d.normal()
      return 12 + 8 * TestMath.sin(2 * Double.pi * x / julianYear) + weather + 0.00000001 * (x - 1.0e9)
    }
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / julianYear - 1) < 0.01, "\(p.period / day) days")
    #expect(abs(p.swing / 16 - 1) < 0.15, "\(p)")
    #expect(abs(p.cycles - 5_000 / 365.25) < 0.2, "\(p)")
    #expect(p.strength > 0.6, "\(p)")
  }

  /// A month of hourly temperatures: the daily cycle on a wandering weather trend.
  @Test func dailyCycleOnWanderingWeather() throws {
    var d = TestData(seed: 6)
    let hour = 3_600.0
    let t = (0..<(24 * 30)).map { Double($0) * hour }
    var weather = 0.0
    var drift = 0.0
    let y = t.map { x -> Double in
      drift = 0.97 * drift + 0.3 * d.normal()
      weather += drift * 0.1
      return 15 + 5 * TestMath.sin(2 * Double.pi * x / (24 * hour)) + weather + 0.5 * d.normal()
    }
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / (24 * hour) - 1) < 0.01, "\(p.period / hour) hours")
    #expect(abs(p.swing / 10 - 1) < 0.15, "\(p)")
  }

  /// More points than grid cells (200,000 > 8,192): the cells average many points each.
  @Test func manyPointsOnTheCappedGrid() throws {
    var d = TestData(seed: 7)
    let n = 200_000
    let t = (0..<n).map(Double.init)
    let y = d.cycle(t, period: 2_000, amplitude: 1, slope: 0.00001, noise: 1)
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / 2_000 - 1) < 0.005, "\(p)")
    #expect(abs(p.swing / 2 - 1) < 0.1, "\(p)")
    // Cycle variance 0.5 against noise 1: the points' share is 0.5 / 1.5.
    #expect(abs(p.explainedVariance - 1.0 / 3) < 0.05, "\(p)")
    #expect(abs(p.cycles - 100) < 0.5, "\(p)")
  }

  /// Two cycles exactly, very clean: the fewest this detector accepts.
  @Test func twoCleanCycles() throws {
    var d = TestData(seed: 8)
    let t = (0..<24).map(Double.init)
    let y = d.cycle(t, period: 12, amplitude: 4, slope: 0.3, noise: 0.2)
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / 12 - 1) < 0.05, "\(p)")
    #expect(abs(p.swing / 8 - 1) < 0.15, "\(p)")
    // One and a half cycles are not enough.
    #expect(Periodicity(t: Array(t.prefix(18)), y: Array(y.prefix(18))) == nil)
  }

  /// A period shorter than 4 grid cells (here 3 points) is aliased, not reported.
  @Test func periodsShorterThanFourSpacingsAreNotReported() {
    let t = (0..<300).map(Double.init)
    let y = t.map { TestMath.sin(2 * Double.pi * $0 / 3) }
    #expect(Periodicity(t: t, y: y) == nil)
    // Sampled every 0.25 the same cycle is 12 cells long and found.
    let fine = (0..<300).map { Double($0) * 0.25 }
    let p = Periodicity(t: fine, y: fine.map { TestMath.sin(2 * Double.pi * $0 / 3) })
    #expect(p.map { abs($0.period / 3 - 1) < 0.01 } == true, "\(String(describing: p))")
  }

  // MARK: Series that must not report a cycle

  @Test func stepFunction() {
    var d = TestData(seed: 9)
    let t = (0..<200).map(Double.init)
    let y = t.map { ($0 < 90 ? 10.0 : 14.0) + 0.5 * d.normal() }
    #expect(Periodicity(t: t, y: y) == nil)
    let clean = t.map { $0 < 90 ? 10.0 : 14.0 }
    #expect(Periodicity(t: t, y: clean) == nil)
  }

  @Test func linearTrends() {
    var d = TestData(seed: 10)
    let t = (0..<500).map(Double.init)
    #expect(Periodicity(t: t, y: t.map { 3 * $0 - 7 }) == nil)
    #expect(Periodicity(t: t, y: t.map { 0.02 * $0 + 0.1 * d.normal() }) == nil)
    #expect(Periodicity(t: t, y: t.map { 0.0001 * $0 * $0 }) == nil)
  }

  @Test func whiteNoiseNeverReportsACycle() {
    var d = TestData(seed: 11)
    var reported: [String] = []
    for n in [24, 60, 250, 1_000] {
      for trial in 0..<100 {
        let t = (0..<n).map(Double.init)
        let y = t.map { _ in d.normal() }
        if let p = Periodicity(t: t, y: y) { reported.append("n=\(n) trial=\(trial): \(p)") }
      }
    }
    #expect(reported.isEmpty, "\(reported)")
  }

  /// Random walks make humps, and a few of them can be evenly spaced by chance: fewer than 2% of
  /// 350 seeded walks of 60 to 5,000 points may report a cycle (the message lists them).
  @Test func randomWalksRarelyReportACycle() {
    var reported: [String] = []
    var trials = 0
    for n in [60, 250, 1_000, 5_000] {
      var d = TestData(seed: UInt64(12 + n))
      for trial in 0..<(n >= 5_000 ? 50 : 100) {
        trials += 1
        let t = (0..<n).map(Double.init)
        if let p = Periodicity(t: t, y: d.randomWalk(n)) { reported.append("n=\(n) trial=\(trial): \(p)") }
      }
    }
    #expect(Double(reported.count) < 0.02 * Double(trials), "\(reported.count) of \(trials): \(reported)")
  }

  @Test func fixedRandomWalksDoNotReportACycle() {
    var d = TestData(seed: 99)
    for n in [100, 500, 2_000] {
      let t = (0..<n).map(Double.init)
      #expect(Periodicity(t: t, y: d.randomWalk(n)) == nil, "n=\(n)")
    }
  }

  // MARK: Edge cases

  @Test func edgeCases() {
    let t = (0..<11).map(Double.init)
    #expect(Periodicity(t: t, y: t.map { TestMath.sin($0) }) == nil)  // fewer than 12 points
    let u = (0..<40).map(Double.init)
    #expect(Periodicity(t: u, y: u.map { _ in 5 }) == nil)  // constant
    #expect(Periodicity(t: u.map { _ in 3 }, y: u) == nil)  // zero span
    #expect(Periodicity(t: u.reversed(), y: u.map { TestMath.sin($0) }) == nil)  // descending
    #expect(Periodicity(t: [], y: []) == nil)
    let allNaN = u.map { _ in Double.nan }
    #expect(Periodicity(t: u, y: allNaN) == nil)
  }

  /// Found by fuzzing the summarizer: one x of 1.44e25 after 60 yearly x values made more
  /// spacings than an Int holds, which trapped; now the grid is capped like any long span.
  @Test func oneFarXDoesNotOverflowTheGrid() {
    var t = (0..<60).map { 1912 + Double($0) }
    t.append(1.444_444_444_444_444_4e25)
    let y = t.indices.map { 50 + TestMath.sin(Double($0)) }
    _ = Periodicity(t: t, y: y)
    let far = (0..<40).map { Double($0) } + [1e300, .greatestFiniteMagnitude]
    _ = Periodicity(t: far, y: far.indices.map { Double($0 % 7) })
    let wide = [-Double.greatestFiniteMagnitude] + (0..<40).map { Double($0) } + [.greatestFiniteMagnitude]
    _ = Periodicity(t: wide, y: wide.indices.map { Double($0 % 5) })
  }

  // MARK: Real series

  /// Mauna Loa CO2, 43 years of monthly means (t in seconds of the month starts): the yearly
  /// cycle of about 6 ppm on a curving rise of 55 ppm.
  @Test func co2MonthlyYearlyCycle() throws {
    let (t, y) = RealSeries.co2MonthlyPoints()
    #expect(t.count == 521)
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / julianYear - 1) < 0.002, "\(p.period / day) days")
    #expect(p.swing > 5.5 && p.swing < 7, "\(p)")
    #expect(p.strength > 0.97, "\(p)")
    #expect(p.explainedVariance > 0.95, "\(p)")
    #expect(abs(p.cycles - 43.8) < 0.2, "\(p)")
  }

  /// Two years of the same series: two clear 7 ppm cycles on a 3 ppm rise.
  @Test func co2TwoYears() throws {
    let (t, y) = RealSeries.co2MonthlyPoints(fromYear: 1990, throughYear: 1991)
    #expect(t.count == 24)
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / julianYear - 1) < 0.05, "\(p.period / day) days")
    #expect(p.swing > 6 && p.swing < 8, "\(p)")
    #expect(p.strength > 0.9, "\(p)")
  }

  /// Four years of daily maximum temperatures in Seattle: the yearly cycle of about 19 °C.
  @Test func seattleDailyTemperatures() throws {
    let start = secondsSinceEpoch(year: 2012, month: 1, day: 1)
    let y = RealSeries.seattleMaximum
    let t = y.indices.map { start + Double($0) * day }
    let p = try #require(Periodicity(t: t, y: y))
    #expect(abs(p.period / julianYear - 1) < 0.03, "\(p.period / day) days")
    #expect(p.swing > 16 && p.swing < 22, "\(p)")
    #expect(p.strength > 0.7, "\(p)")
    #expect(abs(p.cycles - 4) < 0.15, "\(p)")
  }

  /// Yearly sunspot numbers 1700–2008: the 11-year cycle (its autocorrelation peaks between
  /// 10 and 11 years; the cycle length varies from 9 to 14).
  @Test func sunspotCycle() throws {
    let y = RealSeries.sunspots
    let t = y.indices.map { Double(1700 + $0) }
    let p = try #require(Periodicity(t: t, y: y))
    #expect(p.period > 10 && p.period < 11.5, "\(p)")
    #expect(p.swing > 60 && p.swing < 120, "\(p)")
    #expect(p.strength > 0.6, "\(p)")
    #expect(p.explainedVariance > 0.6, "\(p)")
  }

  @Test func nileAndAppleHaveNoCycle() {
    let nile = RealSeries.nile
    #expect(Periodicity(t: nile.indices.map { Double(1871 + $0) }, y: nile) == nil)
    let aapl = RealSeries.aapl
    let t = aapl.indices.map { secondsSinceEpoch(year: 2000 + $0 / 12, month: $0 % 12 + 1, day: 1) }
    #expect(Periodicity(t: t, y: aapl) == nil)
  }
}
