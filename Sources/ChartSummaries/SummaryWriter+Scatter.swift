import ChartAccessibility
import Foundation
import TrendStatistics

/// How strongly y follows x in a set of points: Pearson r, with a Mann–Kendall test of y
/// ordered by x deciding whether there is a relationship at all.
struct Relationship: Equatable {
  /// "weak", "moderate", "strong"; `nil` when the test finds no clear relationship.
  var strength: String?
  var positive: Bool
  /// Pearson r of (x, y); `nil` for fewer than 3 points or no variation.
  var r: Double?
  var n: Int

  /// The same words: both "no clear relationship", or the same strength and direction.
  func saysTheSame(as other: Relationship) -> Bool {
    strength == other.strength && (strength == nil || positive == other.positive)
  }
}

/// The wording of scatter plots.
///
/// One series: "There is a strong positive relationship between X and Y: as X increases, Y
/// tends to increase." Several series (groups): the relationship across all points and within
/// each group. When every group says what the pooled points say, one sentence says so; when
/// they differ (Simpson's paradox: iris sepals are weakly negative pooled, positive within each
/// species), both are said, so no single group's relationship is presented as the chart's.
extension SummaryWriter {
  func relationship(_ points: [AnalyzedPoint]) -> Relationship {
    relationship(x: points.map(\.x), y: points.map(\.y))
  }

  /// The relationship of the points (`x[i]`, `y[i]`). Up to
  /// ``SeriesAnalysis/theilSenExactLimit`` points, the order of the points does not change the
  /// test (Mann–Kendall orders by x itself; points of equal x count as neither concordant nor
  /// discordant) and changes r only in its last bits. Above it, the test is that of the
  /// subsample ``SeriesAnalysis/largeSeriesSample(t:y:)`` of the points in their order (for a
  /// series' own points, the test ``SeriesAnalysis/mannKendall`` reports); r is of every point.
  func relationship(x: [Double], y: [Double]) -> Relationship {
    let test: MannKendall?
    if let sample = SeriesAnalysis.largeSeriesSample(t: x, y: y) {
      test = MannKendall(t: sample.t, y: sample.y)
    } else {
      test = x.count >= 2 ? MannKendall(t: x, y: y) : nil
    }
    let significant =
      (test?.n ?? 0) >= options.thresholds.minimumTrendPoints
      && Swift.abs(test?.z ?? 0) >= options.thresholds.significanceZ
    let r = x.count >= 3 ? LinearRegression(x: x, y: y, computeResiduals: false).pearsonR : nil
    guard significant, let r, r.isFinite, r != 0 else {
      return Relationship(strength: nil, positive: (r ?? 0) > 0, r: r, n: x.count)
    }
    let strength =
      Swift.abs(r) < options.thresholds.weakCorrelation
      ? "weak"
      : Swift.abs(r) < options.thresholds.moderateCorrelation ? "moderate" : "strong"
    return Relationship(strength: strength, positive: r > 0, r: r, n: x.count)
  }

  /// The relationship of every point of `series` taken together (the pooled points of a
  /// scatter plot's groups), from their x and y columns: 16 bytes a point.
  func pooledRelationship(_ series: [SeriesAnalysis]) -> Relationship {
    let total = series.reduce(0) { $0 + $1.n }
    var x: [Double] = []
    var y: [Double] = []
    x.reserveCapacity(total)
    y.reserveCapacity(total)
    for analysis in series {
      x += analysis.points.x
      y += analysis.points.y
    }
    return relationship(x: x, y: y)
  }

  /// The power law of a chart whose x and y axes are both logarithmic (``ModelFit/logLogPower(x:y:)``,
  /// the straight line those axes show), or `nil` when either axis is linear, x is a date, or a
  /// value is not positive. The one fit of such a chart: the summary's sentence and Chart
  /// Details' model both say it.
  func logLogPower(_ series: SeriesAnalysis) -> FittedModel? {
    guard let xAxis = chart.xAxis as? AXNumericDataAxisDescriptor, xAxis.scaleType != .linear,
      (chart.yAxis?.scaleType ?? .linear) != .linear, dateGranularity == nil
    else { return nil }
    return ModelFit.logLogPower(x: series.points.x, y: series.points.y)
  }

  /// "On the logarithmic scales, Brain weight rises about as Body weight to the power of 0.75:
  /// ten times the Body weight goes with about 5.6 times the Brain weight." for a log–log chart
  /// whose power law explains at least ``ShapeRules/logGrowthMinimumRSquared`` of the variance of
  /// log y, with an exponent of at least 0.05 in magnitude; two significant digits. `nil`
  /// otherwise.
  func powerLawSentence(_ series: SeriesAnalysis, x: String, y: String) -> String? {
    guard series.n >= ShapeRules.logGrowthMinimumPoints, let law = logLogPower(series),
      law.confidence >= ShapeRules.logGrowthMinimumRSquared, Swift.abs(law.parameters[1]) >= 0.05
    else { return nil }
    let exponent = law.parameters[1]
    return language.powerLaw(
      x: x, y: y, rises: exponent > 0, exponent: formatter.significant(Swift.abs(exponent), digits: 2),
      factor: formatter.significant(Foundation.pow(10, exponent), digits: 2))
  }

  mutating func scatterWording() -> [String] {
    // An untitled axis is named for what it is ("between x and Sales"), never left blank.
    let xTitle =
      chart.xAxis.title.trimmingCharacters(in: .whitespaces).isEmpty ? language.fallbackXValues() : chart.xAxis.title
    let yTitle =
      chart.yAxis.map(\.title).flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
      ?? language.fallbackValues()
    let groups = analyses.filter { $0.n > 0 }
    guard !groups.isEmpty else { return [language.noData()] }
    if groups.count == 1 {
      let single = relationship(groups[0].points)
      decisions.append("scatter: \(single.strength ?? "no significant relationship")")
      let lead = language.relationship(single, x: xTitle, y: yTitle)
      guard options.verbosity != .brief, let law = powerLawSentence(groups[0], x: xTitle, y: yTitle) else {
        return [lead]
      }
      return [lead, law]
    }
    let pooled = pooledRelationship(groups)
    let each = groups.map { relationship($0.points) }
    let names = groups.map(\.name)
    if each.allSatisfy({ $0.saysTheSame(as: pooled) }) {
      decisions.append("scatter: every group as pooled (\(pooled.strength ?? "none"))")
      return [language.relationshipEverywhere(pooled, x: xTitle, y: yTitle, groups: names)]
    }
    decisions.append("scatter: groups differ from the pooled points")
    let sameDirection = each.allSatisfy { $0.strength != nil && $0.positive == each[0].positive }
    let lead = language.relationshipAcrossAll(
      pooled, count: groups.reduce(0) { $0 + $1.n }, x: xTitle, y: yTitle,
      butWithinEach: sameDirection && !each[0].saysTheSame(as: pooled) ? each[0].positive : nil)
    if options.verbosity == .brief { return [lead] }
    if groups.count > options.thresholds.maximumSeriesHeadlines {
      let positive = each.filter { $0.strength != nil && $0.positive }.count
      let negative = each.filter { $0.strength != nil && !$0.positive }.count
      return [lead, language.groupRelationshipCounts(total: groups.count, positive: positive, negative: negative)]
    }
    return [lead, language.groupRelationships(Array(zip(names, each)))]
  }
}
