import Testing
import TrendStatistics

/// The example on the module's documentation page (TrendStatistics.md), with the values it states.
@Suite struct OverviewExampleTests {
  @Test func websiteVisits() throws {
    let visits: [Double] = [120, 135, 149, 166, 180, 198]  // one value a month

    let trend = MannKendall(y: visits)
    #expect(trend.s == 15)  // all 15 pairs of months rise
    #expect((trend.z * 100).rounded() / 100 == 2.63)
    #expect(trend.significant)  // n ≥ 5 and |Z| ≥ 1.96

    let line = TheilSen(y: visits)
    #expect(line.slope == 15.5)  // visits per month: the median of the 15 pairwise slopes
    #expect(line.intercept == 118.75)

    let regression = LinearRegression(y: visits)
    #expect((regression.rSquared * 1000).rounded() / 1000 == 0.999)

    let models = ModelFit(x: [0, 1, 2, 3, 4, 5], y: visits)
    let best = try #require(models.best)
    #expect(best.kind == .linear)
    #expect(models.confidenceLevel == .veryStrong)
    #expect(best.spokenEquation == "y equals 15.5 times x plus 119")
  }
}
