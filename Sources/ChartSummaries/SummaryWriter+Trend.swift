import ChartAccessibility
import Foundation
import TrendStatistics

/// The one trend decision of a series, taken where the summary takes it and read by every output
/// that speaks of a trend: the summary's headline, Chart Details' "Trend" feature, the JSON
/// facts' `trend` field and the HTML page (which shows the summary and Chart Details).
enum TrendDecision: Equatable {
  /// The summary says the series rose (`up`) or fell.
  case rising, falling
  /// The summary says no trend. `significantChange` is set when the Mann–Kendall test finds an
  /// order (|Z| ≥ 1.96) but the Theil–Sen change is under ``SummaryThresholds/trendMagnitude``
  /// of the range: that fitted change (in y units, signed).
  case none(significantChange: Double?)
  /// Too few points (fewer than ``SummaryThresholds/minimumTrendPoints``) or no order to judge
  /// a trend over (unordered categories).
  case notJudged

  /// "up", "down", "none" or `nil`, as the JSON facts write it.
  var factValue: String? {
    switch self {
    case .rising: "up"
    case .falling: "down"
    case .none: "none"
    case .notJudged: nil
    }
  }
}

extension SummaryWriter {
  /// Whether the summary says this series rose or fell, and if not, why not.
  ///
  /// The rule (the summary's, documented in "How summaries are written"): a trend is said when
  /// the series has at least five points, its Mann–Kendall |Z| is at least 1.96 (p < 0.05), its
  /// Theil–Sen change is at least a fifth of its range, no interior peak or dip dwarfs that change
  /// (then the path is told instead), a single line is not noise around a level (|τ| < 0.1 with
  /// lag-1 autocorrelation ≤ 0.3) and, among several lines, its range is not under a tenth of the
  /// chart's (then it is said to stay near its level). Scatter plots: the relationship the summary
  /// states (a significant Mann–Kendall test of y ordered by x), in the direction of Pearson's r.
  ///
  /// The best model's confidence (what Apple's Chart Details use) is not part of the decision: a
  /// confident fit to seven heart-rate readings with p = 0.27 is no trend.
  func trendDecision(_ series: SeriesAnalysis) -> TrendDecision {
    switch kind {
    case .bar, .pie, .histogram, .boxPlot, .heatmap, .stackedBar, .groupedBar, .normalizedBar:
      return .notJudged
    case .scatter:
      guard series.n >= options.thresholds.minimumTrendPoints else { return .notJudged }
      let relationship = relationship(series.points)
      guard relationship.strength != nil else { return .none(significantChange: nil) }
      return relationship.positive ? .rising : .falling
    case .line, .candlestick, .stackedArea: break
    }
    guard series.n >= options.thresholds.minimumTrendPoints else { return .notJudged }
    let namedOneByOne = (2...max(2, options.thresholds.maximumSeriesHeadlines)).contains(analyses.count)
    let saidAsTrend =
      series.shape == .trend && !isNoise(series) && !(namedOneByOne && looksFlatOnTheSharedAxis(series))
    if saidAsTrend { return series.fittedChange > 0 ? .rising : .falling }
    let significant =
      Swift.abs(series.mannKendall?.z ?? 0) >= options.thresholds.significanceZ - 1e-12 && series.range > 0
      && !series.isTrending
    return .none(significantChange: significant ? series.fittedChange : nil)
  }

  /// Chart Details' "Trend" text for a decision: "increasing", "decreasing", "none", or "none,
  /// because the fitted change of 4.2 degrees Celsius is small against the range of 37.2 degrees
  /// Celsius, although the Mann-Kendall test finds an upward order"; `nil` when no trend is
  /// judged.
  func trendDetail(_ decision: TrendDecision, series: SeriesAnalysis) -> String? {
    switch decision {
    case .rising: return language.trendDirection(increasing: true)
    case .falling: return language.trendDirection(increasing: false)
    case .notJudged: return nil
    case .none(let change):
      guard let change else { return language.noTrend() }
      return language.noTrend(
        upward: change > 0, change: formatter.yChange(change, derived: true),
        range: formatter.yChange(series.range, derived: true))
    }
  }

  /// A p-value as Chart Details write it: "less than 0.0001" below 0.0001 (a p-value that rounds
  /// to 0 is not 0), else 4 decimals below 0.001 and 3 above.
  func pValueText(_ p: Double) -> String {
    p < 0.0001
      ? language.lessThan(formatter.plain(0.0001, digits: 4))
      : formatter.plain(p, digits: p < 0.001 ? 4 : 3)
  }
}
