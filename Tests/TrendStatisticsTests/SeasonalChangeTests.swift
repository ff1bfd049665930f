import Foundation
import Testing

@testable import TrendStatistics

/// ``SeasonalChange``: the trend and the lasting step beneath a calendar cycle. Monthly series on
/// t = 0, 1, 2, … months with a period of 12.
@Suite struct SeasonalChangeTests {
  /// A yearly swing of ±100 with noise of sd 10 over `years` years, plus `extra(i)`.
  static func monthly(years: Int, seed: UInt64, extra: (Int) -> Double = { _ in 0 }) -> [Double] {
    var data = TestData(seed: seed)
    return (0..<(12 * years)).map { i in
      1000 + 100 * Foundation.sin(2 * Double.pi * Double(i) / 12) + 10 * data.normal() + extra(i)
    }
  }

  static func months(_ count: Int) -> [Double] { (0..<count).map(Double.init) }

  /// Hand-checked: three years, 12 phases of three values each, every phase rising by 1 a year:
  /// S = 3 per phase, Var(S) = 3·2·11/18 per phase; z = (36 − 1)/√44.
  @Test func seasonalMannKendallSumsThePhases() throws {
    let y = (0..<36).map { Double($0 / 12) + Double($0 % 12) * 10 }
    let change = try #require(SeasonalChange(t: Self.months(36), y: y, period: 12))
    #expect(change.pointsPerCycle == 12)
    #expect(change.s == 36)
    #expect(Swift.abs(change.varianceS - 12 * 66.0 / 18) < 1e-9)
    #expect(Swift.abs(change.z - 35 / (12 * 66.0 / 18).squareRoot()) < 1e-12)
    #expect(change.firstCycleMean == 55)
    #expect(change.lastCycleMean == 57)
    #expect(change.cycleMeanRange == 2)
    #expect(change.isTrendSignificant)
  }

  /// A fall of 3.5% of the level over six years, under a twentieth of a swing of ±400: the seasonal test finds
  /// it with more than twice the whole-series Mann–Kendall's z (the lung-disease deaths' situation).
  @Test func aTrendBeneathTheSwingIsSignificant() throws {
    let y = Self.monthly(years: 6, seed: 7) { i in
      -0.5 * Double(i) + 300 * Foundation.sin(2 * Double.pi * Double(i) / 12)
    }
    let change = try #require(SeasonalChange(t: Self.months(72), y: y, period: 12))
    let whole = MannKendall(y: y)
    #expect(change.z < -4, "\(change.z)")
    #expect(Swift.abs(change.z) > 2 * Swift.abs(whole.z), "\(change.z) \(whole.z)")
    #expect(Swift.abs(change.lastCycleMean - change.firstCycleMean + 30) < 10)
    #expect(change.step == nil)
  }

  /// No trend and no step: over 40 seeds, the seasonal test is significant about 5% of the time
  /// (at most 5 of 40) and no step is found more than twice.
  @Test func noiseAroundACycleRarelyTrendsOrSteps() {
    var significant = 0
    var steps = 0
    for seed in 1...40 {
      let y = Self.monthly(years: 8, seed: UInt64(seed))
      guard let change = SeasonalChange(t: Self.months(96), y: y, period: 12) else { continue }
      if change.isTrendSignificant { significant += 1 }
      if change.step != nil { steps += 1 }
    }
    #expect(significant <= 5, "\(significant)")
    #expect(steps <= 2, "\(steps)")
  }

  /// A lasting drop of 60 (less than the swing of 200) after month 100 of 16 years: the step is
  /// found at month 100, with the 12-month means on each side.
  @Test func aLastingStepIsFoundWhereItIs() throws {
    let y = Self.monthly(years: 16, seed: 3) { $0 >= 100 ? -60 : 0 }
    let change = try #require(SeasonalChange(t: Self.months(192), y: y, period: 12))
    let step = try #require(change.step)
    #expect(step.index == 100)
    let before = y[88..<100].reduce(0, +) / 12
    let after = y[100..<112].reduce(0, +) / 12
    #expect(step.before == before)
    #expect(step.after == after)
    #expect(Swift.abs(step.shift + 60) < 15, "\(step.shift)")
  }

  /// A one-year bump of 60 (El Niño): the level comes back, so it is not a step.
  @Test func aBumpThatComesBackIsNotAStep() throws {
    let y = Self.monthly(years: 16, seed: 3) { (100..<112).contains($0) ? 60 : 0 }
    let change = try #require(SeasonalChange(t: Self.months(192), y: y, period: 12))
    #expect(change.step == nil, "\(String(describing: change.step))")
  }

  /// Irregular spacing (a gap of three months), fewer than three cycles, or fewer than four
  /// points per cycle: no seasons to compare.
  @Test func needsARegularSeriesOfThreeWholeCycles() {
    var t = Self.months(48)
    t.removeSubrange(20..<23)
    let y = Self.monthly(years: 4, seed: 1)
    #expect(SeasonalChange(t: t, y: Array(y[0..<45]), period: 12) == nil)
    #expect(SeasonalChange(t: Self.months(35), y: Array(y[0..<35]), period: 12) == nil)
    #expect(SeasonalChange(t: Self.months(48), y: y, period: 3) == nil)
    #expect(SeasonalChange(t: Self.months(48), y: y, period: 12) != nil)
  }

  /// The real series: the UK's lung-disease deaths (1974–1979) fall beneath the yearly cycle;
  /// truth from Scripts/corpus/truth.py (Hirsch's test over calendar months in NumPy): z −4.56,
  /// first year's mean 2,178.33, last year's 1,911.5.
  @Test func lungDiseaseDeathsFallBeneathTheCycle() throws {
    let y: [Double] = [
      3035, 2552, 2704, 2554, 2014, 1655, 1721, 1524, 1596, 2074, 2199, 2512, 2933, 2889, 2938, 2497, 1870, 1726, 1607,
      1545, 1396, 1787, 2076, 2837, 2787, 3891, 3179, 2011, 1636, 1580, 1489, 1300, 1356, 1653, 2013, 2823, 3102, 2294,
      2385, 2444, 1748, 1554, 1498, 1361, 1346, 1564, 1640, 2293, 2815, 3137, 2679, 1969, 1870, 1633, 1529, 1366, 1357,
      1570, 1535, 2491, 3084, 2605, 2573, 2143, 1693, 1504, 1461, 1354, 1333, 1492, 1781, 1915,
    ]
    let change = try #require(SeasonalChange(t: Self.months(y.count), y: y, period: 12))
    #expect(Swift.abs(change.z + 4.56) < 0.005, "\(change.z)")
    #expect(Swift.abs(change.firstCycleMean - 26_140.0 / 12) < 1e-9)
    #expect(Swift.abs(change.lastCycleMean - 1911.5) < 1e-9)
    #expect(change.step == nil)
  }
}
