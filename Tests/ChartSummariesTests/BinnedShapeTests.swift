import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing
import TrendStatistics

/// Shape words for histograms that arrive as bins (no values): the shape tests run on each bin's
/// count spread evenly inside it. Checked against NumPy's bins of real data (truth.json) and the
/// shape SciPy finds in the raw values.
@Suite struct BinnedShapeTests {
  /// The chart file of a histogram given only as `bins`.
  static func binnedChart(_ name: String) throws -> (AXChartDescriptor, [String: Any]) {
    let truth = (DistributionTests.truth["histograms"] as! [String: Any])[name] as! [String: Any]
    let edges = (truth["edges"] as! [Double]).map { AXChartDescriptor.rawNumberText($0) }.joined(separator: ", ")
    let counts = (truth["counts"] as! [Int]).map(String.init).joined(separator: ", ")
    let text = """
      {"kind": "histogram", "xAxis": {"kind": "numeric", "title": "Eruption"}, "yAxis": {"title": "Count"},
       "series": [{"name": "Eruptions", "bins": {"edges": [\(edges)], "counts": [\(counts)]}}]}
      """
    return (try ChartFile.decode(Array(text.utf8), fileName: "chart.json"), truth)
  }

  @Test func oldFaithfulsBinsHaveItsTwoPeaks() throws {
    let (chart, _) = try Self.binnedChart("old-faithful-eruptions.csv")
    #expect(chart.series[0].distribution?.values.isEmpty == true)
    let summary = ChartSummarizer().summarize(chart).summary
    #expect(summary.contains("The distribution has 2 peaks, near 2 and 4.4."), "\(summary)")
  }
}
