import Testing

@testable import TrendStatistics

@Suite struct LevelShiftTests {
  /// The Nile's flow dropped after 1898 (the first year of the lower level is 1899, index 28),
  /// from a mean of 1,097.75 to 849.97 (10⁸ m³). Reference values from NumPy (same formulas).
  @Test func nileShiftsIn1899() throws {
    let shift = try #require(LevelShift(RealSeries.nile))
    #expect(shift.index == 28)
    #expect(1871 + shift.index == 1899)
    #expect(abs(shift.before - 1097.75) < 1e-9)
    #expect(abs(shift.after - 849.9722222222222) < 1e-9)
    #expect(abs(shift.shift - (849.9722222222222 - 1097.75)) < 1e-9)
    #expect(abs(shift.standardizedShift - 1.9407105942129401) < 1e-9)
    #expect(abs(shift.lineRatio - 0.7191659557997215) < 1e-9)
    #expect(abs(shift.noiseRatio - 1.107) < 0.01, "\(shift)")
    #expect(shift.isStrong)
  }

  @Test func cleanStep() throws {
    let y = [Double](repeating: 2, count: 7) + [Double](repeating: 5, count: 5)
    let shift = try #require(LevelShift(y))
    #expect(
      shift == LevelShift(index: 7, before: 2, after: 5, standardizedShift: .infinity, lineRatio: 0, noiseRatio: 0))
    #expect(shift.isStrong)
  }

  @Test func noisyStepIsFoundWhereItIs() throws {
    var d = TestData(seed: 41)
    let y = (0..<200).map { ($0 < 130 ? 0.0 : 2.0) + d.normal() }
    let shift = try #require(LevelShift(y))
    #expect(abs(shift.index - 130) <= 3, "\(shift)")
    #expect(abs(shift.shift - 2) < 0.4, "\(shift)")
    #expect(shift.isStrong, "\(shift)")
  }

  /// A trend is "lower, then higher" too, but a line fits it better: never strong.
  @Test func linearTrendIsNotAStrongShift() {
    var d = TestData(seed: 42)
    for trial in 0..<50 {
      let y = (0..<100).map { 0.05 * Double($0) + d.normal() }
      let shift = LevelShift(y)
      #expect(shift.map { !$0.isStrong && $0.lineRatio > 1 } ?? true, "trial \(trial): \(String(describing: shift))")
    }
    let exact = (0..<50).map { 3 * Double($0) + 1 }
    let line = LevelShift(exact)
    #expect(line.map { !$0.isStrong && $0.lineRatio == .infinity } ?? true, "\(String(describing: line))")
  }

  @Test func randomWalksOfAHundredPointsAreNotStrongShifts() {
    var d = TestData(seed: 43)
    var strong = 0
    for _ in 0..<100 where LevelShift(d.randomWalk(100))?.isStrong == true { strong += 1 }
    #expect(strong <= 2, "\(strong) of 100")
  }

  /// Small integers: most steps equal, so σ̂ comes from the mean absolute deviation of the steps
  /// (0.97) and the tiny split of this steady series does not pass the penalty.
  @Test func steadyIntegersHaveNoShift() {
    let y: [Double] = [10, 11, 10, 12, 11, 10, 11, 10, 12, 11, 10, 11]
    #expect(LevelShift(y) == nil)
    let jump: [Double] = [10, 11, 10, 12, 11, 10, 30, 31, 29, 30, 31, 30]
    #expect(LevelShift(jump)?.index == 6)
  }

  @Test func noShift() {
    var d = TestData(seed: 44)
    #expect(LevelShift((0..<300).map { _ in d.normal() }) == nil)
    #expect(LevelShift([Double](repeating: 4, count: 20)) == nil)
    #expect(LevelShift([1, 2, 3, 4, 5, 6, 7]) == nil)  // fewer than 8
  }

  /// Prefix sums shifted by the first value keep large offsets exact.
  @Test func largeOffset() throws {
    let y = [Double](repeating: 1e9, count: 10) + [Double](repeating: 1e9 + 1, count: 10)
    let shift = try #require(LevelShift(y))
    #expect(shift.index == 10 && shift.before == 1e9 && shift.after == 1e9 + 1)
  }
}

@Suite struct NoiseScaleTests {
  @Test func formula() {
    // Steps 1, 1, 5, 1, 1: median 1, |d − 1| = 0, 0, 4, 0, 0, MAD 0 → the mean absolute
    // deviation 0.8 · √(π/2) / √2.
    #expect(abs(NoiseScale.pointToPoint([0, 1, 2, 7, 8, 9]) - 0.8 * (Double.pi / 4).squareRoot()) < 1e-15)
    #expect(NoiseScale.pointToPoint([1, 2, 3, 4]) == 0)
    // Steps 1, −1, 2, −2: median 0, MAD median(1, 1, 2, 2) = 1.5.
    #expect(abs(NoiseScale.pointToPoint([0, 1, 0, 2, 0]) - 1.5 / (0.6745 * 2.0.squareRoot())) < 1e-15)
    #expect(NoiseScale.pointToPoint([3]) == 0)
    #expect(NoiseScale.pointToPoint([]) == 0)
    // Non-finite values are skipped: the steps are 1, −1, 2, −2 again.
    #expect(NoiseScale.pointToPoint([0, .nan, 1, 0, .infinity, 2, 0]) == NoiseScale.pointToPoint([0, 1, 0, 2, 0]))
  }

  @Test func recoversTheNoiseUnderATrend() {
    var d = TestData(seed: 51)
    let y = (0..<20_000).map { 0.01 * Double($0) + 3 * d.normal() }
    #expect(abs(NoiseScale.pointToPoint(y) / 3 - 1) < 0.03)
  }

  /// Blom's approximation against the exact expected range of n standard normals
  /// (1.1284, 3.0775, 5.0152 for n = 2, 10, 100).
  @Test func noiseRange() {
    #expect(NoiseScale.noiseRange(count: 1) == 0)
    #expect(abs(NoiseScale.noiseRange(count: 2) / 1.1284 - 1) < 0.05)
    #expect(abs(NoiseScale.noiseRange(count: 10) / 3.0775 - 1) < 0.006)
    #expect(abs(NoiseScale.noiseRange(count: 100) / 5.0152 - 1) < 0.005)
    #expect(abs(NoiseScale.inverseNormal(0.975) - 1.959963984540054) < 1e-8)
    #expect(abs(NoiseScale.inverseNormal(0.001) + 3.090232306167813) < 1e-8)
    #expect(abs(NoiseScale.inverseNormal(0.5)) < 1e-15)
  }

  @Test func flatOrMoving() {
    var d = TestData(seed: 52)
    var flatNoise = 0
    for _ in 0..<100 where NoiseScale.isFlat((0..<200).map { _ in d.normal() }) { flatNoise += 1 }
    #expect(flatNoise == 100)
    // Two years of monthly CO2: two clear cycles of about 7 ppm are not flat.
    let (_, co2) = RealSeries.co2MonthlyPoints(fromYear: 1990, throughYear: 1991)
    #expect(abs(NoiseScale.movementRatio(co2) - 2.58) < 0.01)
    #expect(!NoiseScale.isFlat(co2))
    #expect(abs(NoiseScale.movementRatio(RealSeries.nile) - 1.585) < 0.01)
    #expect(NoiseScale.movementRatio([5, 5, 5]) == 0)
    #expect(NoiseScale.isFlat([5, 5, 5]))
    #expect(NoiseScale.movementRatio([1, 2, 3, 4]) == .infinity)
  }
}
