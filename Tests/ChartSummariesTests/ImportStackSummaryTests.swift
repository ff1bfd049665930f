import AudioGraphTestSupport
import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// What AudioGraph says of the stacks Plotly, Altair and py-maidr wrote (Fixtures/imports), word
/// for word. Every figure was checked against pandas on the data given to the library
/// (Fixtures/imports/truth.json holds the layers and the totals): Iowa's sources make 71.74%,
/// 19.0% and 9.27% of the whole, its total rose 38.9% from 40,651 to 56,476, Fossil Fuels fell
/// from 86.99% to 51.93% of a year and Renewables rose from 3.53% to 38.84%; barley's 1931
/// yields are 53.86% of the whole and beat 1932's at 5 of the 6 sites; the jobs' net change fell
/// from 312 to -802 (March 2009), ended at 234, and private services lead in 96 of 119 months
/// with 62.4% of the absolute changes; the normalized shares MAIDR carries average 72.91%,
/// 17.73% and 9.36%. And a chart with error bars, whose intervals the summary compares.
@Suite struct ImportStackSummaryTests {
  static let iowa =
    "3 layers, bottom to top: Fossil Fuels, Nuclear Energy and Renewables. Total rose by 39%, from 40,651 in 2001 to 56,476 in 2017. Fossil Fuels was the largest part in every point. Shares of the whole: Fossil Fuels 72%, Renewables 19% and Nuclear Energy 9.3%. From 2001 to 2017, the share of Fossil Fuels fell from 87% to 52% while that of Renewables rose from 3.5% to 39%. Renewables grew the most, from 1,437 to 21,933."

  static let expected: [String: String] = [
    "plotly-area.json": iowa,
    "plotly-iowa-tonexty.json": iowa,
    "maidr-iowa-stackplot.html": iowa,
    "vl-area.json": iowa.replacingOccurrences(
      of: "Fossil Fuels, Nuclear Energy and Renewables", with: "Renewables, Nuclear Energy and Fossil Fuels"),
    "maidr-iowa-stacked.maidr.json": iowa.replacingOccurrences(of: "every point", with: "every bar"),
    "plotly-iowa-normalized.json":
      "3 layers, bottom to top: Fossil Fuels, Nuclear Energy and Renewables. Fossil Fuels was the largest part in every bar. Shares of the whole: Fossil Fuels 72%, Renewables 19% and Nuclear Energy 9.3%. From 2001 to 2017, the share of Fossil Fuels fell from 87% to 52% while that of Renewables rose from 3.5% to 39%.",
    "maidr-iowa-normalized.html":
      "3 layers, bottom to top: Fossil Fuels, Nuclear Energy and Renewables. Fossil Fuels was the largest part in every bar. Shares of the whole: Fossil Fuels 73%, Renewables 18% and Nuclear Energy 9.4%. From 2001 to 2017, the share of Fossil Fuels fell from 87% to 52% while that of Renewables rose from 3.5% to 39%.",
    "plotly-stacked-bars.json":
      "2 layers, bottom to top: 1931 and 1932. University Farm: 653, Waseca: 962, Morris: 708, Crookston: 748, Grand Rapids: 499, Duluth: 560. Waseca is highest at 962 and Grand Rapids lowest at 499. 1931 was the largest part in 5 of the 6 bars. Shares of the whole: 1931 54% and 1932 46%.",
    "vl-stacked-bars.json":
      "2 layers, bottom to top: 1932 and 1931. Crookston: 748, Duluth: 560, Grand Rapids: 499, Morris: 708, University Farm: 653, Waseca: 962. Waseca is highest at 962 and Grand Rapids lowest at 499. 1931 was the largest part in 5 of the 6 bars. Shares of the whole: 1931 54% and 1932 46%.",
    "vl-barley-normalized.json":
      "6 layers, bottom to top: Crookston, Duluth, Grand Rapids, Morris, University Farm and Waseca. Waseca was the largest part in every bar. Shares of the whole: Waseca 23%, Crookston 18%, Morris 17%, University Farm 16%, Duluth 14% and 1 other layer 12%.",
    "plotly-jobs-relative.json":
      "3 layers, bottom to top: Goods-producing, Private service-providing and Government. Total fell from 312 in February 2006 to a low of minus 802 in March 2009, then rose to a peak of 522 in May 2010, and ended at 234 in December 2015. Private service-providing was the largest part in 96 of the 119 bars. Shares of the whole: Private service-providing 62%, Goods-producing 25% and Government 13%. From February 2006 to December 2015, the share of Goods-producing fell from 22% to 15% while that of Private service-providing rose from 68% to 78%. Goods-producing, Private service-providing and Government go below zero; values below zero stack downward from zero and subtract from the total.",
    "plotly-barley-grouped-bars.json":
      "2 series in each group: 1931 and 1932. 1931 was highest in 5 of the 6 categories, 1932 in 1. 1932 was highest in Morris.",
    "vl-barley-grouped.json":
      "2 series in each group: 1931 and 1932. 1931 was highest in 5 of the 6 categories, 1932 in 1. 1932 was highest in Morris.",
    "maidr-barley-dodged.html":
      "2 series in each group: 1931 and 1932. 1931 was highest in 5 of the 6 categories, 1932 in 1. 1932 was highest in Morris.",
  ]

  /// Plotly error bars are the points' intervals: Japan's 95% interval of mean fuel economy
  /// (pandas: 29.11 to 31.79 mpg) lies above the USA's (19.29 to 20.88).
  @Test func saysWhatErrorBarsShow() throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try #require(
      try ChartImport.charts(path: fixtureURL("imports/plotly-cars-error-bars.json").path, context: context).first)
    let summary = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    #expect(
      summary
        == "USA: 20, Europe: 28, Japan: 30. Japan is highest at 30 and USA lowest at 20. The uncertainty intervals of Japan and USA do not overlap."
    )
  }

  @Test(arguments: expected.keys.sorted())
  func saysWhatTheStackShows(file: String) throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try #require(
      try ChartImport.charts(path: fixtureURL("imports/" + file).path, context: context).first)
    let summary = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    #expect(summary == Self.expected[file], "\(file)")
  }
}
