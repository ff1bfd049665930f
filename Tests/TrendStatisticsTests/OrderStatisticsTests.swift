import Testing

@testable import TrendStatistics

@Suite struct OrderStatisticsTests {
  @Test func medianMatchesSort() {
    var d = TestData(seed: 3)
    for n in [1, 2, 3, 4, 5, 10, 101, 1000, 4097] {
      for levels in [1, 2, 10, 1_000_000] {
        let v = (0..<n).map { _ in Double(d.int(levels)) }
        let s = v.sorted()
        let expected = n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2
        #expect(OrderStatistics.median(v) == expected)
      }
    }
    #expect(OrderStatistics.median([]) == 0)
    // adversarial: sorted and organ-pipe inputs stay fast and right
    let sorted = (0..<100_000).map(Double.init)
    #expect(OrderStatistics.median(sorted) == 49_999.5)
  }

  @Test func madAndModifiedZ() {
    // MAD of [1,1,2,2,4,6,9] = 1 (median 2, deviations 1,1,0,0,2,4,7)
    #expect(OrderStatistics.medianAbsoluteDeviation([1, 1, 2, 2, 4, 6, 9]) == 1)
    // Website visits (120 to 198): residuals from Theil–Sen, max |M| = 1.35, no outliers
    let y: [Double] = [120, 135, 149, 166, 180, 198]
    let ts = TheilSen(y: y)
    let e = y.enumerated().map { $0.element - (ts.intercept + ts.slope * Double($0.offset)) }
    let m = OrderStatistics.modifiedZScores(e).map { abs($0) }.max()!
    #expect((m * 100).rounded() / 100 == 1.35)
    #expect(OrderStatistics.modifiedZScoreOutliers(residuals: e, range: 78).isEmpty)
    // Example 2: week 3 has |M| = 6.2 but deviates 0.27 < 0.2R = 0.34
    let y2: [Double] = [4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1]
    let ts2 = TheilSen(y: y2)
    let e2 = y2.enumerated().map { $0.element - (ts2.intercept + ts2.slope * Double($0.offset)) }
    let z2 = OrderStatistics.modifiedZScores(e2)
    #expect((abs(z2[2]) * 10).rounded() / 10 == 6.2)
    #expect(OrderStatistics.modifiedZScoreOutliers(residuals: e2, range: 1.7).isEmpty)
    // a real outlier
    let spike: [Double] = [10, 11, 10, 12, 50, 11, 10, 12]
    let med = OrderStatistics.median(spike)
    let out = OrderStatistics.modifiedZScoreOutliers(residuals: spike.map { $0 - med }, range: 40)
    #expect(out.map(\.index) == [4])
    // MAD = 0 with a deviating point
    let flat: [Double] = [5, 5, 5, 5, 5, 9]
    let o2 = OrderStatistics.modifiedZScoreOutliers(residuals: flat.map { $0 - 5 }, range: 4)
    #expect(o2.map(\.index) == [5] && o2[0].score == .infinity)
    #expect(OrderStatistics.modifiedZScoreOutliers(residuals: [1, 2, 3, 40], range: 39).isEmpty)  // n < 5
  }

  @Test func appleLinearResidualRule() {
    var y = (0..<20).map { 2 * Double($0) + ($0 % 2 == 0 ? 0.5 : -0.5) }
    y[13] += 30
    let x = (0..<20).map(Double.init)
    #expect(OrderStatistics.linearResidualOutliers(x: x, y: y).map(\.index) == [13])
    #expect(OrderStatistics.linearResidualOutliers(x: Array(x.prefix(7)), y: Array(y.prefix(7))).isEmpty)
  }

  @Test func steadiness() {
    // Example 2: steadiness 6/7; example 6: 4/4
    #expect(OrderStatistics.steadiness([4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1], fittedChange: -1) == 6.0 / 7.0)
    #expect(OrderStatistics.steadiness([50, 52, 55, 57, 60], fittedChange: 1) == 1)
    #expect(OrderStatistics.steadiness([1], fittedChange: 1) == 0)
  }
}

/// The windowed median of large arrays is the selection's median, and the point-to-point noise
/// computed with it is bit for bit the one computed with two selections, on data that moves the
/// window's sample (sorted, reversed, heavily tied, a plateau with a zero MAD, a jump, signed
/// zeros around a zero median).
@Suite struct WindowedMedianTests {
  /// The noise as it was computed before the windowed medians: two selections in place.
  static func selectedNoise(_ y: [Double]) -> Double {
    var steps: [Double] = []
    var previous = Double.nan
    for value in y where value.isFinite {
      if previous.isFinite { steps.append(value - previous) }
      previous = value
    }
    guard !steps.isEmpty else { return 0 }
    let median = OrderStatistics.medianInPlace(&steps)
    var total = 0.0
    for i in steps.indices {
      steps[i] = abs(steps[i] - median)
      total += steps[i]
    }
    let mad = OrderStatistics.medianInPlace(&steps)
    if mad > 0 { return mad / (0.6745 * 2.0.squareRoot()) }
    return total / Double(steps.count) * (Double.pi / 2).squareRoot() / 2.0.squareRoot()
  }

  static func series(_ shape: Int, count: Int) -> [Double] {
    var d = TestData(seed: UInt64(77 + shape))
    var walk = 0.0
    return (0..<count).map { i in
      switch shape {
      case 0: return d.normal()
      case 1: return Double(i) * 0.5 + d.normal()
      case 2: return Double(count - i) * 0.25
      case 3: return Double(d.int(5))
      case 4: return i % 3 == 0 ? Double(d.int(1_000)) : 7
      case 5: return (i < count / 2 ? 0 : 100) + d.normal() * 0.01
      case 7: return [-0.0, 0.0, 0.0, -0.0, 1, -1, 0.5][d.int(7)]
      default:
        walk += (d.normal() * 100).rounded() / 100
        return walk
      }
    }
  }

  @Test(arguments: [0, 1, 2, 3, 4, 5, 6, 7], [65_536, 100_001, 200_000])
  func matchesTheSelections(shape: Int, count: Int) {
    let y = Self.series(shape, count: count)
    #expect(NoiseScale.pointToPoint(y).bitPattern == Self.selectedNoise(y).bitPattern)
    var copy = y
    let selected = OrderStatistics.medianInPlace(&copy)
    let windowed = y.withUnsafeBufferPointer(OrderStatistics.medianByWindow)
    if let windowed { #expect(windowed == selected) }
    // Spread-out values: the window holds the median.
    if [0, 1, 2, 6].contains(shape) { #expect(windowed != nil) }
  }

  @Test func smallArraysAreLeftToTheSelection() {
    #expect([1.0, 2, 3].withUnsafeBufferPointer(OrderStatistics.medianByWindow) == nil)
  }
}
