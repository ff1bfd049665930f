import ChartAccessibility
import Foundation
import TrendStatistics

/// The wording of a line chart with several series.
///
/// Up to ``SummaryThresholds/maximumSeriesHeadlines`` series (five by default) are each named
/// in a short clause of one sentence ("From January 2000 to March 2010, AAPL rose sharply by
/// 760% to $223.02; MSFT fell by 28% to $28.80."), then compared: which rose (or fell) the most,
/// measured by the same measure the clauses speak (percent when every clause speaks a percent,
/// else the change in y units), which ended highest, and for two series whether one overtook
/// the other or the gap between them widened or narrowed. More series are counted, with the
/// extremes named. Short of the detailed verbosity the clauses keep to a budget: only the
/// largest fall or rise inside a series is said (`ShapeRules.seriesExcursionsSpoken`), and
/// from three series on a clause that says its change as a percent or a factor leaves out its
/// start value (`ShapeRules.seriesWithoutStartValues`). A series whose clause tells a cycle is
/// not ranked: its first and last values are two phases of the cycle.
extension SummaryWriter {
  mutating func severalLinesWording(_ series: [SeriesAnalysis]) -> [String] {
    guard !series.isEmpty else { return [language.noData()] }
    if series.count > options.thresholds.maximumSeriesHeadlines { return manyLinesWording(series) }
    var (sentences, compared) = severalLinesSentences(series)
    // Over the word budget, "All 4 lines rose." goes first (each clause has said its direction),
    // then "NZ ended highest, …" (the clauses have said every end value). The words are counted
    // in English in every language, so that every language says the same facts.
    guard options.verbosity != .detailed, let compared else { return sentences }
    let dropped: [Comparison]
    if language.isEnglish {
      dropped = overBudget(sentences, compared: compared)
    } else {
      var english = inEnglish()
      let (englishSentences, englishCompared) = english.severalLinesSentences(series)
      dropped = englishCompared.map { english.overBudget(englishSentences, compared: $0) } ?? []
    }
    for comparison in dropped {
      let sentence = comparison == .allLines ? compared.allLines : compared.endedHighest
      sentences.removeAll { $0 == sentence }
      decisions.append("dropped \(comparison.rawValue) for the budget")
    }
    return sentences
  }

  /// A comparison of the lines that the word budget may leave out.
  enum Comparison: String {
    case allLines = "all lines"
    case endedHighest = "ended highest"
  }

  /// The comparisons to leave out of `sentences` (this writer's words) for the word budget
  /// (``ShapeRules/seriesWordBudget``): "All 4 lines rose." first, then "… ended highest".
  func overBudget(_ sentences: [String], compared: (allLines: String?, endedHighest: String?)) -> [Comparison] {
    var words = sentences.reduce(0) { $0 + formatter.unitOnce(in: $1).split(separator: " ").count }
    var dropped: [Comparison] = []
    for (candidate, comparison) in [(compared.allLines, Comparison.allLines), (compared.endedHighest, .endedHighest)] {
      guard let candidate, words > ShapeRules.seriesWordBudget else { continue }
      words -= sentences.filter { $0 == candidate }.reduce(0) {
        $0 + formatter.unitOnce(in: $1).split(separator: " ").count
      }
      dropped.append(comparison)
    }
    return dropped
  }

  /// The sentences of a chart of several lines before the word budget, and the comparisons it
  /// may leave out (`nil` at the brief verbosity, which says no comparison).
  private mutating func severalLinesSentences(_ series: [SeriesAnalysis]) -> (
    sentences: [String], compared: (allLines: String?, endedHighest: String?)?
  ) {
    decisions.append("one clause per series")
    let firstX = series.compactMap(\.first).min { $0.x < $1.x }
    let lastX = series.compactMap(\.last).max { $0.x < $1.x }
    // Short of the detailed verbosity, the clauses keep to a budget (`ShapeRules`): the
    // largest falls or rises inside the series, and no start value where change and end imply it.
    let budgeted = options.verbosity != .detailed
    // The same fall or rise in every line is said once, after the clauses.
    let shared = sharedExcursionSentence(series)
    let excursions = shared != nil ? [] : budgeted ? excursionsSpoken(series) : Set(series.indices)
    let startValues = !budgeted || series.count < ShapeRules.seriesWithoutStartValues
    if budgeted, excursions.count < series.filter({ excursionClause($0) != nil }).count {
      decisions.append("excursions of \(excursions.count) series spoken, the largest")
    }
    if !startValues { decisions.append("no start values in the clauses") }
    let bends = bendsSpoken(
      series, excursions: shared != nil ? Set(series.indices) : excursions, budgeted: budgeted)
    let clauses = series.indices.map { index -> String in
      let analysis = series[index]
      // A series that starts later than the others says so: "GOOG, from August 2004, rose …".
      var name = analysis.name
      if let start = analysis.first, let firstX, start.x != firstX.x {
        name = language.seriesStartingLater(name, start: xWriter.text(start.x, category: start.category))
      }
      let excursion = excursions.contains(index) && excursionClause(analysis) != nil
      // A series that ends before the others says when: "… rose by 500% to 30 shillings in 1810".
      var endPhrase: String?
      if let end = analysis.last, let lastX, end.x != lastX.x, analysis.shape == .trend || analysis.shape == .few,
        !excursion
      {
        endPhrase = xWriter.phrase(end.x, category: end.category)
      }
      return seriesClause(
        analysis, name: name, excursion: excursion, startValue: startValues, bend: bends.contains(index),
        endPhrase: endPhrase)
    }
    var from = firstX.map { xWriter.text($0.x, category: $0.category) }
    var to = lastX.map { xWriter.text($0.x, category: $0.category) }
    // The orientation sentence just said this span: "… from January 2023 to December 2024.
    // Widgets rose …", not "… to December 2024. From January 2023 to December 2024, Widgets …".
    let span = orientationSpan()
    if options.includeOrientation, span.first == from, span.last == to {
      from = nil
      to = nil
    }
    var sentences = [language.seriesClauses(clauses, from: from, to: to, role: xWriter.role.rawValue)]
    if options.verbosity == .brief { return (sentences, nil) }
    if let shared {
      decisions.append("one fall or rise shared by every line")
      sentences.append(shared)
    }
    let compared = comparisons(series)
    sentences += compared.sentences
    if let intervals = intervalsOfEveryLineSentence(series) { sentences.append(intervals) }
    return (sentences, (compared.allLines, compared.endedHighest))
  }

  /// "Both lines fell from 1640 to 1650: Males by 48% and Females by 49%.": when every line's
  /// clause would carry a fall or rise inside it (``excursionClause(_:)``), all in the same
  /// direction, between the same two x values, and said in percent or as a factor, the movement
  /// is one event of the chart and is said once (Arbuthnot's christenings of boys and girls in
  /// London, both halved in the Civil War years). `nil` otherwise.
  func sharedExcursionSentence(_ series: [SeriesAnalysis]) -> String? {
    guard series.count >= 2 else { return nil }
    var parts: [(series: String, amount: Amount)] = []
    var span: (from: AnalyzedPoint, to: AnalyzedPoint, falls: Bool)?
    for analysis in series {
      guard excursionClause(analysis) != nil, let story = storyExcursions(analysis), measuresRatios(analysis)
      else { return nil }
      let (movement, falls) = story.chosen[0]
      let from = analysis.points[movement.startIndex]
      let to = analysis.points[movement.endIndex]
      if let span, span.from.x != from.x || span.to.x != to.x || span.falls != falls { return nil }
      span = (from, to, falls)
      parts.append((analysis.name, excursionAmount(movement, in: analysis)))
    }
    guard let span else { return nil }
    return language.sharedExcursion(
      rose: !span.falls,
      span: language.span(
        from: xWriter.text(span.from.x, category: span.from.category),
        to: xWriter.text(span.to.x, category: span.to.category), role: xWriter.role.rawValue),
      parts: parts)
  }

  /// The indices of the series whose clauses say where most of their change happened
  /// (``changeBend(_:)``), among those whose clause says no fall or rise inside them: every one
  /// at the detailed verbosity, else at most ``ShapeRules/seriesBendsSpoken``, the sharpest bends
  /// (the least squared error left against the straight line's).
  func bendsSpoken(_ series: [SeriesAnalysis], excursions: Set<Int>, budgeted: Bool) -> Set<Int> {
    // Each series' bend is fitted once (two O(n) fits).
    let bends = series.indices.map { index in
      excursions.contains(index) && excursionClause(series[index]) != nil ? nil : changeBend(series[index])
    }
    let candidates = series.indices.filter { bends[$0] != nil }
    guard budgeted else { return Set(candidates) }
    let sharpness = candidates.map { bends[$0]?.lineErrorShare ?? 1 }
    let order = candidates.indices.sorted { sharpness[$0] != sharpness[$1] ? sharpness[$0] < sharpness[$1] : $0 < $1 }
    return Set(order.prefix(ShapeRules.seriesBendsSpoken).map { candidates[$0] })
  }

  /// The indices of the series whose clauses carry the fall or rise inside them: at most
  /// `ShapeRules.seriesExcursionsSpoken`, the largest as spoken (the log of the ratio when
  /// every such series measures ratios, else the change as a share of the chart's y range).
  func excursionsSpoken(_ series: [SeriesAnalysis]) -> Set<Int> {
    let candidates = series.indices.compactMap { index -> (index: Int, excursion: Excursion, dominant: Bool)? in
      guard excursionClause(series[index]) != nil, let story = storyExcursions(series[index]) else { return nil }
      return (index, story.chosen[0].0, story.dominant)
    }
    let ratios = candidates.allSatisfy { measuresRatios(series[$0.index]) }
    func size(_ candidate: (index: Int, excursion: Excursion, dominant: Bool)) -> Double {
      let e = candidate.excursion
      if ratios { return excursionSize(e, in: series[candidate.index]) }
      return Swift.abs(e.endValue - e.startValue) / max(sharedYSpan.range, .leastNonzeroMagnitude)
    }
    let sizes: [Double] = candidates.map(size)
    // A movement larger than its series' whole change first; then the larger; stable: of two
    // equal sizes, the series named first.
    let order: [Int] = candidates.indices.sorted { (i: Int, j: Int) -> Bool in
      if candidates[i].dominant != candidates[j].dominant { return candidates[i].dominant }
      return sizes[i] != sizes[j] ? sizes[i] > sizes[j] : i < j
    }
    return Set(order.prefix(ShapeRules.seriesExcursionsSpoken).map { candidates[$0].index })
  }

  /// Whether a rising or falling series' clause speaks its change as a percent or a factor
  /// (`changeAmount(_:rose:)`), not in y units or percentage points.
  func speaksRelativeChange(_ series: SeriesAnalysis) -> Bool {
    guard !isPercentStyle, series.speaksPercent, let percent = series.percentChange else { return false }
    return Swift.abs(percent) >= 0.005
  }

  /// One series' clause: "AAPL rose sharply by 760% to $223.02", "IBM stayed near $90".
  ///
  /// A series whose whole range is under a tenth of the chart's (all series together) looks
  /// flat on the shared axis and is said to stay near its median (or, when its range is more than
  /// half its median, between its low and its high), whatever its own statistics say: nuclear
  /// power's share moving from 9.4% to 9.2% beside renewables rising by 35 points.
  /// Without `excursion`, a rising or falling series' clause leaves out the fall or rise inside
  /// it; without `startValue`, a clause that says its change as a percent or a factor leaves out
  /// its start value.
  ///
  /// `bend` adds where most of a rising or falling series' change happened (``changeBend(_:)``)
  /// when no fall or rise inside it is said; `endPhrase` ("in 1810") follows the end value of a
  /// series that ends before the others.
  func seriesClause(
    _ series: SeriesAnalysis, name: String? = nil, excursion: Bool = true, startValue: Bool = true,
    bend: Bool = false, endPhrase: String? = nil
  ) -> String {
    let name = name ?? series.name
    guard let first = series.first, let last = series.last else { return language.seriesHasNoData(name) }
    let high = series.points[series.maximumIndex]
    let low = series.points[series.minimumIndex]
    if looksFlatOnTheSharedAxis(series) {
      // Flat beside the others, yet not near any one value of its own: MSFT between $15.81 and
      // $43.22 under AAPL's $223 is not "near $24.11". Its range is said when it is more than half
      // its median's size.
      if series.range > 0.5 * abs(series.median) {
        let (a, b) = formatter.pair(low.y, high.y)
        return language.seriesFluctuated(name, low: a, high: b)
      }
      return language.seriesFlat(name, near: formatter.y(series.median, derived: true))
    }
    // Noise has no path to tell: "DAX scattered around 0.05% with no trend".
    if [.trend, .fluctuating, .peak, .trough].contains(series.shape), isNoise(series) {
      return language.seriesNoise(name, mean: formatter.y(noiseFigures(series).mean, derived: true))
    }
    switch series.shape {
    case .empty: return language.seriesHasNoData(name)
    case .single:
      return language.seriesSingle(
        name, value: formatter.y(first.y), x: xWriter.phrase(first.x, category: first.category))
    case .constant: return language.seriesConstant(name, value: formatter.y(first.y))
    case .few:
      let (a, b) = formatter.span(first.y, last.y)
      return language.seriesMoved(
        name, rose: series.change == 0 ? nil : series.change > 0, adverb: nil, by: nil, from: a,
        to: [b, endPhrase].compactMap { $0 }.joined(separator: " "),
        after: hiddenInterior(series).map { language.afterInterior($0) })
    case .trend:
      let rose = series.fittedChange > 0
      let by = isPercentStyle ? .plain(formatter.percentagePoints(series.change)) : changeAmount(series, rose: rose)
      let (a, b) = formatter.span(first.y, last.y)
      let after = excursion ? excursionClause(series) : nil
      return language.seriesMoved(
        name, rose: rose, adverb: series.adverb, by: by, from: startValue || !speaksRelativeChange(series) ? a : nil,
        to: [b, endPhrase].compactMap { $0 }.joined(separator: " "),
        after: after ?? (bend ? changeBendClause(series) : nil))
    case .flat: return language.seriesFlat(name, near: formatter.y(series.median, derived: true))
    case .peak:
      let (peak, end) = formatter.pair(high.y, last.y)
      return language.seriesPeak(name, peak: peak, x: xWriter.phrase(high.x, category: high.category), end: end)
    case .trough:
      let (bottom, end) = formatter.pair(low.y, last.y)
      return language.seriesTrough(name, low: bottom, x: xWriter.phrase(low.x, category: low.category), end: end)
    case .cyclic:
      // The highest crest: where the cycle rides on a drift, the listener hears where it led.
      return language.seriesCyclic(
        name, cycle: cycleWords(series) ?? "", high: formatter.y(high.y),
        x: xWriter.phrase(high.x, category: high.category))
    case .fluctuating:
      if let polyline = segments(series) { return segmentedPath(series, polyline: polyline, name: name, ending: false) }
      let (a, b) = formatter.pair(low.y, high.y)
      return language.seriesFluctuated(name, low: a, high: b)
    }
  }

  /// Whether a series' range is under a tenth of the range of all series together (at least
  /// five points, and at least two series).
  func looksFlatOnTheSharedAxis(_ series: SeriesAnalysis) -> Bool {
    guard series.n >= 5, sharedYSpan.seriesWithValues > 1, series.range > 0 else { return false }
    return series.range < 0.1 * sharedYSpan.range
  }

  /// Whether every series' clause speaks its change as a percent (then rankings use percents).
  func ranksByPercent(_ series: [SeriesAnalysis]) -> Bool {
    !isPercentStyle && series.allSatisfy { $0.speaksPercent && $0.percentChange != nil }
  }

  /// The change a ranking compares, in the measure the clauses speak.
  func rankedChange(_ series: SeriesAnalysis, byPercent: Bool) -> Double {
    byPercent ? (series.percentChange ?? 0) : series.change
  }

  /// "AAPL rose the most, by 760%. AAPL ended highest, at $223.02." and, for two series, who
  /// overtook whom or how the gap changed.
  mutating func comparisons(_ series: [SeriesAnalysis]) -> (
    sentences: [String], allLines: String?, endedHighest: String?
  ) {
    var sentences: [String] = []
    var allLines: String?
    var endedHighest: String?
    let measured = series.filter { $0.n >= 2 }
    let byPercent = ranksByPercent(measured)
    decisions.append("ranked by \(byPercent ? "percent change" : "change in y units")")
    // Only a change a clause speaks is ranked. Noise has no change worth ranking: its last value
    // is one draw among many. Nor has a cycle: its first and last values are two phases of the
    // cycle (JFK's hourly temperatures "rose the most" from 4 AM on the first day to 3 AM on the
    // last). Nor a peak, a dip or a path: the deaths from "other" causes in the Crimea, which
    // "peaked at 361 … and ended at 35", did not "rise the most, by 30 deaths".
    // Nor a rise with a fall against it inside that it never made up (Japan's arrivals "rose by
    // 590%" from 1981 to 2012, ending far below their 1997 high after a fall of 77%): its
    // first-to-last change is not how it moved.
    let moving = measured.filter {
      [.trend, .few].contains($0.shape) && !looksFlatOnTheSharedAxis($0) && !isNoise($0)
        && !fallsOrRisesAgainstItself($0)
    }
    let rising = moving.filter { $0.change > 0 }
    let falling = moving.filter { $0.change < 0 }
    // "All 4 lines fell." when every line ended visibly lower (or higher) than it started.
    if let direction = commonDirection(measured) {
      decisions.append("all lines \(direction ? "rose" : "fell")")
      allLines = language.allLines(count: measured.count, rose: direction)
      sentences.append(allLines!)
    }
    func amount(_ s: SeriesAnalysis) -> Amount {
      if isPercentStyle { return .plain(formatter.percentagePoints(s.change)) }
      if byPercent, let percent = s.percentChange, let first = s.first, let last = s.last {
        let ratio = last.y / first.y
        return ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(percent))
      }
      return .plain(formatter.yChange(s.change))
    }
    // The leader and the runner-up: when their amounts print the same, the leader's gets a digit
    // more, so "rose the most" is heard to be true.
    func leader(_ group: [SeriesAnalysis], rose: Bool) -> String? {
      let ranked = group.sorted { rankedChange($0, byPercent: byPercent) > rankedChange($1, byPercent: byPercent) }
      guard let top = rose ? ranked.first : ranked.last, group.count >= 2 else { return nil }
      let second = rose ? ranked[1] : ranked[ranked.count - 2]
      // Ties are said as ties: three series that each rose by exactly 22 are not one winner.
      let topChange = rankedChange(top, byPercent: byPercent)
      let tied = ranked.filter {
        Swift.abs(rankedChange($0, byPercent: byPercent) - topChange) <= 1e-9 * Swift.abs(topChange)
      }
      if tied.count >= 2 {
        return language.changedMostTied(
          series: tied.map(\.name), all: tied.count == series.count, rose: rose, by: amount(top))
      }
      var text = amount(top)
      if text == amount(second), byPercent, !isPercentStyle, let percent = top.percentChange, Swift.abs(percent) < 100 {
        text = .plain(
          ValueFormatter(format: ValueFormat(style: .percent, fractionDigits: 1), context: options.context).string(
            for: Swift.abs(percent) * 100))
      }
      return language.changedMost(series: top.name, rose: rose, by: text)
    }
    if let sentence = leader(rising, rose: true) ?? leader(falling, rose: false) { sentences.append(sentence) }
    // With two series the gap sentence says how they stand; "ended highest" is for three or more.
    let ranked = measured.filter { !isNoise($0) }
    if ranked.count >= 3, let highest = ranked.max(by: { ($0.last?.y ?? -.infinity) < ($1.last?.y ?? -.infinity) }),
      let last = highest.last
    {
      let others = ranked.filter { $0.name != highest.name }.compactMap { $0.last?.y }
      endedHighest = language.endedHighest(series: highest.name, value: formatter.distinct(last.y, from: others))
      sentences.append(endedHighest!)
    }
    if measured.count == 2, let gap = gapSentence(measured[0], measured[1]) { sentences.append(gap) }
    return (sentences, allLines, endedHighest)
  }

  /// Whether the largest fall or rise inside `series` worth telling (``storyExcursions(_:)``)
  /// runs against its overall direction and the series ends short of where that movement
  /// started: Japan's arrivals ended at 101.9 thousand, below the 228 thousand their fall started
  /// from; Apple's 79% fall of 2000–2003 started at $33.95, and it ended at $223.02.
  func fallsOrRisesAgainstItself(_ series: SeriesAnalysis) -> Bool {
    guard let story = storyExcursions(series), Self.runsAgainst(story.chosen[0], series), let last = series.last
    else { return false }
    let (movement, falls) = story.chosen[0]
    return falls ? last.y < movement.startValue : last.y > movement.startValue
  }

  /// The direction every one of three or more series moved in, first value to last, when each
  /// has at least ``ShapeRules/commonDirectionMinimumPoints`` points (four monthly temperatures
  /// from January to October tell a season, not a rise) and moved by at least ``SummaryThresholds/trendMagnitude`` of its own range (an end visibly
  /// above or below the start) and none is noise or flat on the shared axis: fertility fell in
  /// all four countries from 1960 to 2015, including the United States, whose fall ended in 1976.
  /// `true` for rose, `false` for fell, `nil` otherwise.
  func commonDirection(_ series: [SeriesAnalysis]) -> Bool? {
    guard series.count >= 3, let first = series.first, first.change != 0 else { return nil }
    let rose = first.change > 0
    let all = series.allSatisfy {
      $0.n >= ShapeRules.commonDirectionMinimumPoints && $0.change != 0 && ($0.change > 0) == rose
        && Swift.abs($0.change) >= options.thresholds.trendMagnitude * $0.range - 1e-12
        && !isNoise($0) && !looksFlatOnTheSharedAxis($0)
    }
    return all ? rose : nil
  }

  /// For two series on the same x values: "B overtook A in 2005." when the sign of A − B
  /// changed for good (the last crossing), else "The gap between A and B widened from 3 to 12."
  /// when it grew or shrank by half or more; before that, "The A line stays above the B line
  /// throughout." when A − B never changes sign or touches zero. `nil` when the series share fewer than 3 x values.
  func gapSentence(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> String? {
    var bValues: [Double: Double] = [:]
    for point in b.points where bValues[point.x] == nil { bValues[point.x] = point.y }
    var shared: [(x: AnalyzedPoint, d: Double)] = []
    var seen = Set<Double>()
    for point in a.points where seen.insert(point.x).inserted {
      if let other = bValues[point.x] { shared.append((point, point.y - other)) }
    }
    guard shared.count >= 3, let first = shared.first, let last = shared.last else { return nil }
    // Lines that cross again and again have no single overtaking: say so, and which is higher
    // more of the time (a share the listener can check).
    let (crossings, share) = Self.crossings(shared.map(\.d))
    if crossings >= ShapeRules.repeatedCrossings {
      let leader = share >= 0.5 ? a : b
      return language.crossRepeatedly(
        a.name, b.name, count: crossings, leader: leader.name, share: formatter.percent(max(share, 1 - share)))
    }
    if first.d != 0, last.d != 0, (first.d > 0) != (last.d > 0) {
      // Intervals that overlap at the end cannot support "overtook".
      if let aIntervals = intervals(a), let bIntervals = intervals(b), let aEnd = aIntervals.last,
        let bEnd = bIntervals.last, aEnd.point.x == last.x.x, bEnd.point.x == last.x.x,
        aEnd.lower <= bEnd.upper, bEnd.lower <= aEnd.upper
      {
        return language.endedWithinUncertainty(last.d > 0 ? a.name : b.name, last.d > 0 ? b.name : a.name)
      }
      // The last x where the sign flipped to the final one.
      var crossing = shared.count - 1
      while crossing > 0, (shared[crossing - 1].d > 0) == (last.d > 0), shared[crossing - 1].d != 0 { crossing -= 1 }
      let leader = last.d > 0 ? a : b
      let follower = last.d > 0 ? b : a
      let point = shared[crossing].x
      return language.overtook(leader.name, follower.name, x: xWriter.phrase(point.x, category: point.category))
    }
    // Lines that never meet: which one is above all the way is news to a listener who cannot
    // see the two lines apart (men's lung-disease deaths above women's in every month of six
    // years), said before how the gap changed.
    let apart =
      crossings == 0 && shared.count >= ShapeRules.apartMinimumPoints && shared.allSatisfy({ $0.d != 0 })
      ? language.aboveThroughout(first.d > 0 ? a.name : b.name, first.d > 0 ? b.name : a.name) : nil
    let start = Swift.abs(first.d)
    let end = Swift.abs(last.d)
    guard start > 0, end / start >= 1.5 || end / start <= 1 / 1.5 else { return apart }
    let (from, to) = formatter.pair(start, end)
    let gap = language.gap(a.name, b.name, widened: end > start, from: from, to: to)
    return apart.map { $0 + " " + gap } ?? gap
  }

  /// How often the sign of `differences` (first minus second, at shared x) changes, zeros
  /// skipped, and the share of them where the first is above. O(n).
  static func crossings(_ differences: [Double]) -> (count: Int, firstAboveShare: Double) {
    var count = 0
    var previous = 0.0
    var above = 0
    for d in differences {
      if d > 0 { above += 1 }
      guard d != 0 else { continue }
      let sign: Double = d > 0 ? 1 : -1
      if previous != 0, sign != previous { count += 1 }
      previous = sign
    }
    return (count, differences.isEmpty ? 0 : Double(above) / Double(differences.count))
  }

  /// The crossings of two series at the x values both have (for the facts).
  func crossings(_ a: SeriesAnalysis, _ b: SeriesAnalysis) -> (count: Int, firstAboveShare: Double) {
    var bValues: [Double: Double] = [:]
    for point in b.points where bValues[point.x] == nil { bValues[point.x] = point.y }
    var seen = Set<Double>()
    var differences: [Double] = []
    for point in a.points where seen.insert(point.x).inserted {
      if let other = bValues[point.x] { differences.append(point.y - other) }
    }
    return Self.crossings(differences)
  }

  // MARK: More series than are named one by one

  mutating func manyLinesWording(_ series: [SeriesAnalysis]) -> [String] {
    decisions.append("more than \(options.thresholds.maximumSeriesHeadlines) series: summarized together")
    let rose = series.filter { trendDecision($0) == .rising }
    let fell = series.filter { trendDecision($0) == .falling }
    var sentences: [String] = []
    if rose.count == series.count || fell.count == series.count {
      sentences.append(language.allLines(count: series.count, rose: rose.count == series.count))
    } else {
      sentences.append(
        language.lineCounts(
          total: series.count, rose: rose.count, fell: fell.count, other: series.count - rose.count - fell.count))
    }
    if options.verbosity == .brief { return sentences }
    let measured = series.filter { $0.n >= 2 }
    let byPercent = ranksByPercent(measured)
    decisions.append("ranked by \(byPercent ? "percent change" : "change in y units")")
    func amount(_ s: SeriesAnalysis) -> String {
      if isPercentStyle { return formatter.percentagePoints(s.change) }
      if byPercent, let percent = s.percentChange { return formatter.percent(percent) }
      return formatter.yChange(s.change)
    }
    let ranked = measured.sorted { rankedChange($0, byPercent: byPercent) > rankedChange($1, byPercent: byPercent) }
    if let most = ranked.first, most.change > 0 {
      sentences.append(language.changedMost(series: most.name, rose: true, by: .plain(amount(most))))
    }
    if let least = ranked.last, least.change < 0 {
      sentences.append(language.changedMost(series: least.name, rose: false, by: .plain(amount(least))))
    }
    let byLast = measured.sorted { ($0.last?.y ?? 0) > ($1.last?.y ?? 0) }
    if let highest = byLast.first, let lowest = byLast.last, highest.name != lowest.name, let high = highest.last,
      let low = lowest.last
    {
      let (highText, lowText) = formatter.pair(high.y, low.y)
      sentences.append(
        language.endedHighestAndLowest(highest: highest.name, high: highText, lowest: lowest.name, low: lowText))
    }
    return sentences
  }
}
