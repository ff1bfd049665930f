import ChartAccessibility
import Foundation

/// The wording of bar and pie charts (and of short lines over ordered categories).
///
/// A short chart (up to ``SummaryThresholds/maximumListedCategories`` categories, six by
/// default) lists every value in order first, as apps write such summaries by hand, then
/// names the highest and lowest: "January: $1,200, February: $1,450, March: $1,100. February is
/// highest at $1,450 and March lowest at $1,100." A longer chart names the highest and lowest
/// first, then lists the values up to twelve. A pie chart says each slice's share once, largest
/// first: "Others is the largest of 4 slices at 35%, then Food at 30%, Transport at 20% and
/// Entertainment at 15%."
extension SummaryWriter {
  mutating func categoryWording() -> [String] {
    let nonEmpty = analyses.filter { $0.n > 0 }
    guard !nonEmpty.isEmpty else { return [language.noData()] }
    if nonEmpty.count == 1, kind == .bar, (2...options.thresholds.maximumListedCategories).contains(nonEmpty[0].n) {
      return shortCategoryWording(nonEmpty[0], ordered: false)
    }
    var sentences: [String] = []
    for series in nonEmpty.prefix(options.thresholds.maximumSeriesHeadlines) {
      var headline = highestLowest(series)
      // A series whose categories are all equal is already named by its sentence.
      if nonEmpty.count > 1, series.range != 0 { headline = language.inSeries(series.name, headline) }
      if kind == .pie {
        decisions.append("parts of a whole")
        let slices = pieSlices(series)
        sentences.append(nonEmpty.count > 1 ? language.inSeries(series.name, slices) : slices)
      } else {
        sentences.append(headline)
        if options.verbosity != .brief, series.n <= 12, nonEmpty.count == 1 {
          sentences.append(
            language.categoryValues(
              zip(series.points, formatter.list(series.points.map(\.y))).map { ($0.category ?? "", $1) }))
        }
      }
    }
    if nonEmpty.count > options.thresholds.maximumSeriesHeadlines {
      sentences.append(language.moreSeries(nonEmpty.count - options.thresholds.maximumSeriesHeadlines))
    }
    if options.verbosity == .brief { return Array(sentences.prefix(1)) }
    if let series = nonEmpty.first, nonEmpty.count == 1, let endpoints = barIntervalSentence(series) {
      sentences.append(endpoints)
    }
    return sentences
  }

  /// Every value in order, then the highest and lowest; a trend over ordered categories with
  /// five or six points leads with its headline.
  mutating func shortCategoryWording(_ series: SeriesAnalysis, ordered: Bool) -> [String] {
    decisions.append("short category chart: every value listed")
    let values = language.categoryValues(
      zip(series.points, formatter.list(series.points.map(\.y))).map { point, text in
        (point.category ?? xWriter.text(point.x, category: point.category), text)
      })
    if options.verbosity == .brief { return [values] }
    var sentences = [values]
    if ordered, series.shape == .trend { sentences.insert(headline(for: series), at: 0) }
    sentences.append(highestLowest(series))
    if let endpoints = barIntervalSentence(series) { sentences.append(endpoints) }
    return sentences
  }

  /// "February is highest at $1,450 and March lowest at $1,100." (ties named together).
  func highestLowest(_ series: SeriesAnalysis) -> String {
    if series.range == 0 { return language.allEqual(series: series.name, value: formatter.y(series.points[0].y)) }
    let high = series.points[series.maximumIndex].y
    let low = series.points[series.minimumIndex].y
    let highest = series.points.filter { $0.y == high }.map { $0.category ?? xWriter.text($0.x, category: nil) }
    let lowest = series.points.filter { $0.y == low }.map { $0.category ?? xWriter.text($0.x, category: nil) }
    let (highText, lowText) = formatter.pair(high, low)
    return language.highestLowest(highest: highest, highestValue: highText, lowest: lowest, lowestValue: lowText)
  }

  /// A pie's slices, each share said once, largest first (`pie.slices`, `pie.slice`): "Others is
  /// the largest of 4 slices at 35%, then Food at 30%, Transport at 20% and Entertainment at
  /// 15%."; slices tied for the largest share are named together ("… are the largest of 4
  /// slices, at 30% each"), the others follow in order of size (equal shares in the chart's
  /// order). A pie of one slice gives its share alone; one of equal slices says so ("Budget:
  /// every category is at 50%.").
  func pieSlices(_ series: SeriesAnalysis) -> String {
    let shares = shares(series)
    guard shares.count > 1 else { return language.categoryValues(shares) }
    let order = series.points.indices.sorted { (series.points[$0].y, -$0) > (series.points[$1].y, -$1) }
    let largestShare = shares[order[0]].1
    let largest = order.prefix { shares[$0].1 == largestShare }
    if largest.count == shares.count { return language.allEqual(series: series.name, value: largestShare) }
    return language.pieSlices(
      largest: largest.map { shares[$0].0 }, share: largestShare, count: shares.count,
      rest: order.dropFirst(largest.count).map { shares[$0] })
  }

  /// Each category's share of the total, rounded so the shares add up to exactly 100% (largest
  /// remainder). Values already in percent that add up to 100 (or fractions adding up to 1)
  /// are used as they are.
  func shares(_ series: SeriesAnalysis) -> [(String, String)] {
    let values = series.points.map { max($0.y, 0) }
    let total = values.reduce(0, +)
    // Shares already given as percents (or fractions) of a whole are spoken as given: 51.9%, 9.2%.
    if isPercentStyle,
      Swift.abs(total - (yFormat?.style == .fraction ? 1 : 100)) <= 0.005 * (yFormat?.style == .fraction ? 1 : 100)
    {
      return zip(series.points, formatter.list(series.points.map(\.y))).map { ($0.category ?? "", $1) }
    }
    guard total > 0 else { return series.points.map { ($0.category ?? "", formatter.y($0.y)) } }
    let percents = values.map { $0 / total * 100 }
    var rounded = percents.map { $0.rounded(.down) }
    var remaining = Int((100 - rounded.reduce(0, +)).rounded())
    let order = percents.indices.sorted { (percents[$0] - rounded[$0], -$0) > (percents[$1] - rounded[$1], -$1) }
    for index in order where remaining > 0 {
      rounded[index] += 1
      remaining -= 1
    }
    let percentFormatter = ValueFormatter(
      format: ValueFormat(style: .percent, fractionDigits: 0), context: options.context)
    return zip(series.points, rounded).map { ($0.category ?? "", percentFormatter.string(for: $1)) }
  }
}
