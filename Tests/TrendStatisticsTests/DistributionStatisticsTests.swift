import Testing
import TrendStatistics

/// Quantiles, boxes, bins and the group test on small cases worked by hand (NumPy gives the
/// same numbers; real data is compared in DistributionTests).
@Suite struct DistributionStatisticsTests {
  @Test func linearQuantilesAreRType7() {
    let values: [Double] = [1, 2, 3, 4]
    // h = 3p: 0.75 → between 1 and 2; 2.25 → 3.25.
    #expect(Quantiles.linear(sorted: values, 0.25) == 1.75)
    #expect(Quantiles.linear(sorted: values, 0.5) == 2.5)
    #expect(Quantiles.linear(sorted: values, 0.75) == 3.25)
    #expect(Quantiles.linear(sorted: values, 0) == 1)
    #expect(Quantiles.linear(sorted: values, 1) == 4)
    #expect(Quantiles.linear(sorted: [Double](), 0.5) == 0)
  }

  @Test func tukeyFencesFindOutliers() throws {
    let box = try #require(BoxStatistics(sorted: [1, 10, 11, 12, 13, 14, 40]))
    // Q1 10.5, Q3 13.5, IQR 3: fences 6 and 18.
    #expect(box.firstQuartile == 10.5 && box.thirdQuartile == 13.5 && box.median == 12)
    #expect(box.outliers == [1, 40])
    #expect(box.lowerWhisker == 10 && box.upperWhisker == 14)
    #expect(box.minimum == 1 && box.maximum == 40)
  }

  @Test func readableWidths() {
    #expect(HistogramBins.readableWidth(near: 4.83) == (units: 5, exponent: 0))
    #expect(HistogramBins.readableWidth(near: 0.36) == (units: 5, exponent: -1))
    #expect(HistogramBins.readableWidth(near: 130) == (units: 1, exponent: 2))
    #expect(HistogramBins.readableWidth(near: 0.24) == (units: 25, exponent: -2))
    #expect(HistogramBins.edges(covering: 0.13, 0.61, units: 1, exponent: -1) == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
  }

  @Test func binsCountLikeNumPy() {
    // The last bin holds its upper edge; values outside are not counted.
    let bins = HistogramBins.counting(sorted: [-1, 0, 0.5, 1, 2, 3, 3, 4], edges: [0, 1, 2, 3])
    #expect(bins.counts == [2, 1, 3])
    #expect(HistogramBins.equal(sorted: [2, 2, 2], binCount: 1) == HistogramBins(edges: [1.5, 2.5], counts: [3]))
    #expect(HistogramBins.width(5, sorted: [0, 4, 5, 10])?.edges == [0, 5, 10])
    #expect(
      HistogramBins(edges: [0, 1, 1], counts: [1, 1]).problem
        == "the edges must increase, but edge 2 is not above edge 1")
  }

  @Test func kruskalWallisOfTwoGroups() throws {
    // Ranks 1…3 and 4…6: H = 12/(6·7)·(36/3 + 225/3) − 21 = 3.857142…; SciPy: p = 0.049535.
    let test = try #require(GroupComparison(groups: [[1, 2, 3], [4, 5, 6]]))
    #expect(abs(test.statistic - 27.0 / 7) < 1e-12)
    #expect(abs(test.pValue - 0.04953461343562649) < 1e-9)
    #expect(test.degreesOfFreedom == 1)
    #expect(GroupComparison(groups: [[1, 1], [1]]) == nil)
  }

  @Test func chiSquaredSurvival() {
    #expect(abs(SpecialFunctions.chiSquaredSurvival(3.841458820694124, degreesOfFreedom: 1) - 0.05) < 1e-12)
    #expect(abs(SpecialFunctions.chiSquaredSurvival(11.070497693516351, degreesOfFreedom: 5) - 0.05) < 1e-12)
    #expect(SpecialFunctions.chiSquaredSurvival(0, degreesOfFreedom: 3) == 1)
  }
}
