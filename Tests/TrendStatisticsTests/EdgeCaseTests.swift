import Testing

@testable import TrendStatistics

@Suite struct EdgeCaseTests {
  static let cases: [([Double], [Double])] = [
    ([], []), ([1], [3]), ([1, 2], [3, 3]), ([1, 2], [3, 4]), ([1, 1], [3, 4]),
    ([0, 1, 2], [1, 1, 1]), ([5, 5, 5, 5], [1, 2, 3, 4]), ([0, 1, 2, 3, 4], [1, 2, 3, 4, 5]),
    ([0, 0, 1, 1, 2], [2, 2, 2, 2, 2]), ([3, 1, 2, 0, 4], [1, -1, 0, 2, 2]),
  ]

  @Test(arguments: 0..<cases.count)
  func noCrashNoNaN(_ c: Int) {
    let (t, y) = Self.cases[c]
    let mk = MannKendall(t: t, y: y)
    for v in [mk.varianceS, mk.z, mk.zUncorrected, mk.tau, mk.tauB, mk.pValue, mk.pValueUncorrected] {
      #expect(v.isFinite)
    }
    if t.count < 5 { #expect(!mk.significant) }
    let ts = TheilSen(t: t, y: y)
    #expect(ts.slope.isFinite && ts.intercept.isFinite)
    #expect(ts.slope == TheilSen.bruteForceMedianSlope(t: t, y: y))
    let ols = LinearRegression(x: t, y: y)
    for v in [ols.slope, ols.intercept, ols.rSquared, ols.pearsonR] { #expect(v.isFinite) }
    let fit = ModelFit(x: t, y: y)
    #expect(fit.confidence.isFinite)
    for m in fit.models { #expect(m.score.isFinite) }
    #expect(OrderStatistics.median(y).isFinite)
    #expect(OrderStatistics.medianAbsoluteDeviation(y).isFinite)
    _ = OrderStatistics.modifiedZScoreOutliers(residuals: y, range: (y.max() ?? 0) - (y.min() ?? 0))
    _ = OrderStatistics.linearResidualOutliers(x: t, y: y)
  }

  @Test func constantAndAllTied() {
    let mk = MannKendall(t: [2, 2, 2, 2, 2, 2], y: [1, 2, 3, 4, 5, 6])
    #expect(mk.s == 0 && mk.z == 0 && mk.pValue == 1 && mk.tauB == 0)
    let ts = TheilSen(t: [2, 2, 2, 2], y: [1, 2, 3, 4])
    #expect(ts.slope == 0 && ts.intercept == 2.5 && ts.pairCount == 0)
    let c = MannKendall(y: [7, 7, 7, 7, 7, 7, 7])
    #expect(c.s == 0 && c.varianceS == 0 && c.pValue == 1)
  }
}
