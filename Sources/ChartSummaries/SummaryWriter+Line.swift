import ChartAccessibility
import Foundation
import TrendStatistics

/// The wording of a line chart with one series: the headline, then what else a sighted reader
/// sees at a glance (a large fall or rise inside the overall change, a level shift, an interior
/// peak or unusual values, the extremes of a fluctuating series), then confidence intervals and
/// missing values.
extension SummaryWriter {
  mutating func defaultWording() -> [String] {
    switch kind {
    case .bar, .pie, .histogram, .boxPlot, .heatmap, .stackedBar, .groupedBar, .normalizedBar:
      return categoryWording()
    case .scatter: return scatterWording()
    case .line, .candlestick, .stackedArea: break  // (a candlestick without prices: its close as a line)
    }
    let nonEmpty = analyses.filter { $0.n > 0 }
    if analyses.count > 1 { return severalLinesWording(nonEmpty) }
    guard let series = analyses.first else { return [language.noData()] }
    if chart.xAxis is AXCategoricalDataAxisDescriptor,
      (2...options.thresholds.maximumListedCategories).contains(series.n)
    {
      return shortCategoryWording(series, ordered: true)
    }
    return singleLineWording(series)
  }

  /// Sentences for one line, most important first; at most five after the orientation
  /// (extremes dropped first, then the interval width, then the feature).
  mutating func singleLineWording(_ series: SeriesAnalysis) -> [String] {
    // Noise first: a path through its extremes would be a story that is not there.
    if [.trend, .fluctuating, .peak, .trough].contains(series.shape), isNoise(series) {
      return noiseWording(series) + (options.verbosity == .brief ? [] : [missingSentence(series)].compactMap { $0 })
    }
    // A single reading far from the values around it, at the series' high or low, is not the
    // shape's peak or low: the shape is told without it, and the reading is said as such.
    if let (robust, spike) = withoutSpike(series) {
      decisions.append("reading \(series.points[spike.index].inputIndex) set aside for the shape")
      var sentences = singleLineWording(robust)
      sentences.insert(spikeSentence(spike, in: series), at: min(1, sentences.count))
      return sentences
    }
    let lead = headline(for: series)
    decisions.append("shape: \(series.shape.rawValue)")
    // A strong step (flat levels) is the story; a step that is only visible (wandering levels)
    // gives way to a fall or rise inside the series larger than its overall change: Rwanda's
    // collapse in 1994 and its recovery, not "the level jumped in 2003".
    var shift = levelShiftSentence(series)
    var story = shift == nil ? excursionSentence(series) : nil
    if let candidate = shift, !series.speaksCycle, series.levelShift?.isStrong != true,
      let excursion = excursionSentence(series),
      excursion.dominant
    {
      decisions.append("step at \(candidate.index) gives way to a fall or rise")
      shift = nil
      story = excursion
    }
    if options.verbosity == .brief {
      // A fall or rise larger than the whole change is part of the headline story.
      return [lead] + (story?.dominant == true ? [story!.text] : [])
    }
    var mentioned: Set<Int> = [0, series.n - 1]
    if let story { mentioned.formUnion(story.indices) }
    if [.peak, .fluctuating, .cyclic].contains(series.shape) { mentioned.insert(series.maximumIndex) }
    if [.trough, .fluctuating, .cyclic].contains(series.shape) { mentioned.insert(series.minimumIndex) }
    if let shift { mentioned.insert(shift.index) }

    var feature: String?
    // With a cycle too: the last crest above the end value is the highest a reader sees.
    if series.shape == .trend, let extreme = interiorExtreme(series), !mentioned.contains(extreme.index) {
      feature = extreme.text
      mentioned.insert(extreme.index)
    }
    // Outliers of a flat series lie within its stated range: nothing more to say about them.
    // An outlier next to a point already named (the day after a peak) is the same event.
    let nearby = max(2, series.n / 50)
    var unusual: [Int] = []
    for index in series.outliers
    where !mentioned.contains(where: { Swift.abs($0 - index) <= nearby })
      && !unusual.contains(where: { Swift.abs($0 - index) <= nearby })
    {
      unusual.append(index)  // two unusual values side by side are one event: the first is said
    }
    // Around a peak or a dip, values far from the median are the peak itself, not news; in a
    // cycle they are its crests.
    if feature == nil, !unusual.isEmpty, !series.speaksCycle, [.trend, .fluctuating].contains(series.shape) {
      feature = language.unusualValues(
        unusual.map { index in
          let point = series.points[index]
          return (formatter.y(point.y), xWriter.phrase(point.x, category: point.category))
        })
    }
    var extremes: String?
    // A series told as its legs has said its turning points; its extremes are among them.
    let legs = segments(series)
    if let legs { mentioned.formUnion(legs.stops) }
    if series.shape == .fluctuating, legs == nil, let low = series.points[safe: series.minimumIndex],
      let high = series.points[safe: series.maximumIndex]
    {
      let (maxText, minText) = formatter.pair(high.y, low.y)
      extremes = language.extremes(
        max: maxText, maxX: xWriter.phrase(high.x, category: high.category),
        min: minText, minX: xWriter.phrase(low.x, category: low.category))
    }
    var (width, endpoints) = intervalSentences(series)
    // A path (a peak, a low, legs) that does not say its overall change ("up 10% overall", said
    // where percents mean something) claims its legs, not the change from first to last: whether
    // the intervals at the two ends overlap is then for the detailed verbosity (Clinton's lead,
    // told as a rise to a peak, a fall to a low and an end, needs no "this change is within the
    // uncertainty" after it).
    let overallSaid =
      measuresRatios(series) && Swift.abs(series.percentChange ?? 0) >= 0.01 && series.change != 0
    if options.verbosity != .detailed, endpoints != nil, !overallSaid,
      [.peak, .trough].contains(series.shape) || legs != nil
    {
      endpoints = nil
      decisions.append("no interval endpoints after a path")
    }
    let missing = missingSentence(series)
    var parts: [String] = [lead]
    let growth = logGrowthSentence(series)
    // Growth measured from an interior low comes after the fall that leads to that low.
    let growthFromLow = (logGrowth(series)?.from ?? 0) > 0
    var optional = [
      growthFromLow ? nil : growth, shift?.text, cycleTrendSentence(series), cycleTurnSentence(series), story?.text,
      growthFromLow ? growth : nil,
      feature, extremes, width,
      endpoints, missing,
    ].compactMap { $0 }
    let budget = 4
    for (candidate, reason) in [(extremes, "extremes"), (width, "interval width"), (feature, "feature")] {
      guard optional.count > budget, let candidate else { continue }
      optional.removeAll { $0 == candidate }
      decisions.append("dropped \(reason) for the budget")
    }
    parts += optional
    return parts
  }

  /// The headline of one series.
  func headline(for series: SeriesAnalysis) -> String {
    guard let first = series.first, let last = series.last else { return language.noData() }
    let (y1, yn) = formatter.pair(first.y, last.y)
    let x1 = xWriter.phrase(first.x, category: first.category)
    let xn = xWriter.phrase(last.x, category: last.category)
    let x1Text = xWriter.text(first.x, category: first.category)
    let xnText = xWriter.text(last.x, category: last.category)
    let low = series.points[series.minimumIndex]
    let high = series.points[series.maximumIndex]
    switch series.shape {
    case .empty: return language.noData()
    case .single: return language.singlePoint(y: y1, x: x1)
    case .constant:
      return language.constant(series: series.name, y: y1, from: x1Text, to: xnText, role: xWriter.role.rawValue)
    case .few:
      let (lowText, highText) = formatter.pair(low.y, high.y)
      let hiddenText = hiddenInterior(series)
      return language.fewPoints(
        series: series.name, rose: series.change == 0 ? nil : series.change > 0, first: y1, firstX: x1, last: yn,
        lastX: xn,
        min: lowText, max: highText, interior: hiddenText)
    case .trend:
      let rose = series.fittedChange > 0
      // A clear cycle says more than ", with fluctuations".
      let shape =
        cycleWords(series).map { language.withCycle($0) }
        ?? (series.withFluctuations ? language.withFluctuations() : nil)
      // Where most of the change happened, when it did not happen steadily, comes first.
      let parts = [changeBendClause(series), shape].compactMap { $0 }
      let beneath = parts.isEmpty ? nil : parts.joined()
      if let ends = seasonalEnds(series), let unit = calendarCycle(series) {
        let (first, last) = formatter.pair(ends.firstCycleMean, ends.lastCycleMean)
        let relative = ends.cycleMeanChange / ends.firstCycleMean
        var amount: Amount = .plain(formatter.yChange(ends.cycleMeanChange, derived: true))
        if isPercentStyle {
          amount = .plain(formatter.percentagePoints(ends.cycleMeanChange))
        } else if series.speaksPercent, ends.firstCycleMean > 0 {
          let ratio = ends.lastCycleMean / ends.firstCycleMean
          amount = ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(Swift.abs(relative)))
        }
        let sharply = series.speaksPercent && ends.firstCycleMean > 0 && Swift.abs(relative) >= 0.5
        return language.trendOfCycleMeans(
          series: series.name, rose: ends.cycleMeanChange > 0, adverb: sharply ? "sharply" : nil, by: amount,
          first: first, last: last, unit: unit, beneath: beneath)
      }
      if isPercentStyle {
        return language.percentPointTrend(
          series: series.name, rose: rose, adverb: series.adverb, first: y1, firstX: x1, last: yn, lastX: xn,
          points: formatter.percentagePoints(series.change), beneath: beneath)
      }
      return language.trend(
        series: series.name, rose: rose, adverb: series.adverb, by: changeAmount(series, rose: rose), first: y1,
        firstX: x1, last: yn,
        lastX: xn, beneath: beneath)
    case .flat:
      let (lowText, highText) = formatter.pair(low.y, high.y)
      return language.flat(
        series: series.name, median: formatter.y(series.median, derived: true), from: x1Text, to: xnText,
        min: lowText, max: highText, role: xWriter.role.rawValue)
    case .peak, .trough:
      return pathHeadline(series)
    case .cyclic:
      let (lowText, highText) = formatter.pair(low.y, high.y)
      return language.cyclic(
        series: series.name, cycle: cycleWords(series) ?? "", min: lowText,
        minX: xWriter.phrase(low.x, category: low.category),
        max: highText, maxX: xWriter.phrase(high.x, category: high.category),
        trendBeneath: cycleTrend(series) != nil || cycleStep(series) != nil)
    case .fluctuating:
      if let polyline = segments(series) { return segmentedPath(series, polyline: polyline, ending: true) }
      let (lowText, highText) = formatter.pair(low.y, high.y)
      return language.fluctuating(
        series: series.name, min: lowText, max: highText, first: y1, firstX: x1, last: yn, lastX: xn)
    }
  }

  /// The headline of a peaked or dipping series, told as the path the line takes: "Cases rose
  /// from 100 in Week 1 to a peak of 1,440 in Week 5, then fell to 82 in Week 13."
  ///
  /// When the largest fall into the low starts at an earlier, higher point (or the largest
  /// rise to the peak at an earlier, lower point), that turn is a stop of its own, so the
  /// S&P 500 reads "rose from 1,416.6 … to a peak of 1,565.15 …, then fell 57% to a low of
  /// 676.53 …, and ended at 1,115.1 …". The leg that makes the largest movement carries its
  /// size where percents mean something and it is at least 25%.
  func pathHeadline(_ series: SeriesAnalysis) -> String {
    let ys = series.points.map(\.y)
    let relative = series.speaksPercent && ys.allSatisfy { $0 > 0 }
    let peaked = series.shape == .peak
    let move =
      peaked
      ? (relative ? Excursions.largestRelativeRise(ys) : Excursions.largestRise(ys))
      : (relative ? Excursions.largestRelativeFall(ys) : Excursions.largestFall(ys))
    let path = pathStops(series)
    let texts = formatter.list(path.map { ys[$0] })
    var legs: [SummaryLanguage.Leg] = []
    for (leg, (from, to)) in zip(path, path.dropFirst()).enumerated() {
      let rose = ys[to] > ys[from]
      var amount: Amount?
      // A ratio from a value near zero ("rose by a factor of 168" from 1) says little.
      if relative, let move, move.startIndex == from, move.endIndex == to, min(ys[from], ys[to]) >= 0.1 * series.median
      {
        let ratio = ys[to] / ys[from]
        if Swift.abs(Foundation.log(ratio)) >= -Foundation.log(0.75) {
          amount =
            ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(Swift.abs(ratio - 1)))
        }
      }
      let label: String? =
        to == series.maximumIndex ? "peak" : to == series.minimumIndex ? "low" : peaked ? "low" : "high"
      let point = series.points[to]
      legs.append(
        .init(
          rose: rose, amount: amount, label: to == series.n - 1 ? nil : label, value: texts[leg + 1],
          x: xWriter.phrase(point.x, category: point.category),
          heldFor: to == series.n - 1 ? nil : heldDuration(series, at: to)))
    }
    let first = series.points[0]
    // Where percents mean something, the net change too: "…, and ended at $28.80 in March 2010,
    // down 28% overall."
    var overall: String?
    if relative, let percent = series.percentChange, Swift.abs(percent) >= 0.01, series.change != 0 {
      overall = language.overallChange(
        up: series.change > 0, by: changeAmount(series, rose: series.change > 0) ?? .plain(formatter.percent(percent)))
    }
    let recovery = pathRecovery(series, path: path)
    return language.path(
      series: series.name, first: texts[0], firstX: xWriter.phrase(first.x, category: first.category), legs: legs,
      recovery: recovery.map { ($0.past, $0.fromPeak) }, overall: overall)
  }

  /// How long a line stayed at the value of its stop at `index`, said as a duration ("7
  /// weeks"), when the readings from there hold exactly that value ``ShapeRules/heldMinimumPoints``
  /// times or more in a row and x is a date or a year: economy-class passengers between
  /// Melbourne and Sydney "fell to a low of 0 on August 27, 1989, where it stayed for 7 weeks"
  /// (the pilots' dispute). The duration runs from the first of those readings to the next
  /// reading after them (or, at the end, one median step after the last), in the calendar unit
  /// of the data's spacing (weeks for weekly data, quarters for quarterly: the US unemployment
  /// rate's low of 3.4% "stayed for 3 quarters" from Q4 1968). `nil` otherwise.
  func heldDuration(_ series: SeriesAnalysis, at index: Int) -> String? {
    let ys = series.points.y
    var end = index
    while end + 1 < series.n, ys[end + 1] == ys[index] { end += 1 }
    let count = end - index + 1
    guard count >= ShapeRules.heldMinimumPoints, series.n >= 2 else { return nil }
    let xs = series.points.x
    let step = OrderStatistics.median(zip(xs.dropFirst(), xs).map { $0 - $1 })
    guard step > 0 else { return nil }
    let span = end + 1 < series.n ? xs[end + 1] - xs[index] : xs[end] - xs[index] + step
    let unit: (size: Double, name: String)
    if dateGranularity != nil {
      let day = 86_400.0
      let units: [(Double, String)] = [
        (365.2425 * day, "year"), (365.2425 * day / 4, "quarter"), (365.2425 * day / 12, "month"), (7 * day, "week"),
        (day, "day"), (3600, "hour"), (60, "minute"), (1, "second"),
      ]
      // The largest unit the spacing fills (weekly readings count weeks, monthly ones months).
      unit = units.first { step >= 0.9 * $0.0 } ?? units[units.count - 1]
    } else if xWriter.isYears {
      unit = (1, "year")
    } else {
      return nil
    }
    let amount = (span / unit.size).rounded()
    guard amount >= 2 else { return nil }
    let text = formatter.plain(amount, digits: 0)
    return text + " " + language.timeUnit(unit.name, count: amount, text: text)
  }

  /// The stops of a path headline, first and last included (see ``pathHeadline(_:)``).
  func pathStops(_ series: SeriesAnalysis) -> [Int] {
    let ys = series.points.map(\.y)
    let relative = series.speaksPercent && ys.allSatisfy { $0 > 0 }
    let peaked = series.shape == .peak
    let extreme = peaked ? series.maximumIndex : series.minimumIndex
    let move =
      peaked
      ? (relative ? Excursions.largestRelativeRise(ys) : Excursions.largestRise(ys))
      : (relative ? Excursions.largestRelativeFall(ys) : Excursions.largestFall(ys))
    var stops: Set<Int> = [extreme]
    // The other extreme, when it is interior too, is never hidden: "fell to a low of 3.4% in
    // Q4 1968, then rose to a peak of 10.7% in Q4 1982, and ended at 9.6%".
    // It must stand out from the stops beside it by a tenth of the range (a dip of 15 ms before
    // a 245 ms peak is not worth a stop).
    let other = peaked ? series.minimumIndex : series.maximumIndex
    if other > 0, other < series.n - 1 {
      let before = other < extreme ? ys[0] : ys[extreme]
      let after = other < extreme ? ys[extreme] : ys[series.n - 1]
      if min(Swift.abs(ys[other] - before), Swift.abs(ys[other] - after)) >= 0.1 * series.range { stops.insert(other) }
    }
    // The start of the largest move is a stop when it, too, stands out from the first value by
    // a tenth of the range (cholera deaths going from 1 to 0 the next day before the outbreak
    // is not a fall worth a leg), and when the leg to it spans at least two steps, as the legs
    // of `Segments` do (Clinton's lead dipping from 4.07 to 2.77 points in the first week
    // before rising to 10.79 is a rise from the start).
    if let move, move.endIndex == extreme, move.startIndex >= 2, move.startIndex < extreme,
      (peaked ? ys[0] - ys[move.startIndex] : ys[move.startIndex] - ys[0]) >= 0.1 * series.range
    {
      stops.insert(move.startIndex)
    }
    return [0] + stops.sorted() + [series.n - 1]
  }

  /// A path's recovery (issue pattern 11): when its last leg rises after a fall from an interior
  /// high, whether the end is past that high or still below it, so the listener need not compare
  /// the numbers: Zimbabwe's life expectancy "ended at 61.7 years in 2016, still below its
  /// earlier peak" of 64.9 in 1986. Said only when the rise wins back at least
  /// ``ShapeRules/recoveryMinimumShare`` of the fall (a small rebound at the end is no recovery
  /// to measure), and not when the end is below the first value (the overall change says so).
  /// `high` is the index of the high, `fromPeak` whether it is the series' highest.
  func pathRecovery(_ series: SeriesAnalysis, path: [Int]) -> (past: Bool, high: Int, fromPeak: Bool)? {
    guard [.peak, .trough].contains(series.shape), path.count >= 4 else { return nil }
    let ys = series.points.map(\.y)
    let end = path[path.count - 1]
    let low = path[path.count - 2]
    let high = path[path.count - 3]
    guard high > 0, ys[high] > ys[low], ys[end] > ys[low] else { return nil }
    guard ys[end] - ys[low] >= ShapeRules.recoveryMinimumShare * (ys[high] - ys[low]) else { return nil }
    let past = ys[end] > ys[high]
    // An end below the first value is below the high too: "down 20% overall" already says it.
    guard past || ys[end] > ys[0] else { return nil }
    return (past, high, high == series.maximumIndex)
  }

  /// "a yearly cycle of about 6.4 ppm", "a cycle of about 11 years that swings by about 120",
  /// when the series has a cycle worth saying (``SeriesAnalysis/speaksCycle``).
  func cycleWords(_ series: SeriesAnalysis) -> String? {
    guard series.speaksCycle, let cycle = series.cycle else { return nil }
    return language.cycle(spokenPeriod(cycle.period), swing: formatter.about(cycle.swing))
  }

  /// "The level dropped from about 1,100 to about 850 in 1899." for a step between two levels a
  /// reader sees (``TrendStatistics/LevelShift/isSpoken``) in a series without a clear cycle.
  /// With a spoken cycle, the step is the one beneath the cycle (``cycleStep(_:)``): "The level
  /// dropped from about 790 passengers to about 560 passengers in February 1983."
  func levelShiftSentence(_ series: SeriesAnalysis) -> (text: String, index: Int)? {
    if series.speaksCycle {
      guard let step = cycleStep(series), let point = series.points[safe: step.index] else { return nil }
      let shift = step.after - step.before
      return (
        language.levelShift(
          up: shift > 0,
          before: formatter.level(step.before, distinctFrom: [step.after], resolving: shift),
          after: formatter.level(step.after, distinctFrom: [step.before], resolving: shift),
          x: xWriter.phrase(point.x, category: point.category)), step.index
      )
    }
    guard let shift = series.levelShift, shift.isSpoken,
      let point = series.points[safe: shift.index]
    else { return nil }
    // A peak or a dip told as a path already moves from one level to another; a step is news
    // there only when it is very clear (three within-level deviations, and a line leaves at
    // least twice the error): wheat prices doubling in the 1790s.
    // Short series (under 20 points, 30 for a path) look like steps too easily: a smooth V
    // splits well into a low half and a high half.
    switch series.shape {
    case .trend, .fluctuating: guard series.n >= ShapeRules.patternMinimumPoints else { return nil }
    case .peak, .trough:
      guard series.n >= 30, shift.isStrong, shift.standardizedShift >= 3, shift.lineRatio <= 0.5 else { return nil }
    default: return nil
    }
    return (
      language.levelShift(
        up: shift.after > shift.before,
        before: formatter.level(shift.before, distinctFrom: [shift.after], resolving: shift.shift),
        after: formatter.level(shift.after, distinctFrom: [shift.before], resolving: shift.shift),
        x: xWriter.phrase(point.x, category: point.category)), shift.index
    )
  }

  /// The step beneath the cycle of a cyclic or trending series (``SeasonalChange/step``) when it
  /// moves the level by at least ``ShapeRules/seasonalStepMinimumShare`` of the range.
  func cycleStep(_ series: SeriesAnalysis) -> SeasonalChange.Step? {
    guard series.speaksCycle, [.cyclic, .trend].contains(series.shape), calendarCycle(series) != nil,
      let step = series.seasonalChange?.step,
      Swift.abs(step.after - step.before) >= ShapeRules.seasonalStepMinimumShare * series.range * (1 - 1e-12)
    else { return nil }
    return step
  }

  /// The trend beneath the cycle of a cyclic series without a step (``SeasonalChange``): the
  /// seasonal Mann–Kendall test significant, and the first and last cycles' means apart by at
  /// least ``ShapeRules/seasonalTrendMinimumShare`` of the range and
  /// ``ShapeRules/seasonalTrendMinimumOfLevels`` of the cycle means' own range, in the test's
  /// direction.
  func cycleTrend(_ series: SeriesAnalysis) -> SeasonalChange? {
    guard series.shape == .cyclic, calendarCycle(series) != nil, cycleStep(series) == nil,
      let change = series.seasonalChange,
      change.isTrendSignificant, (change.cycleMeanChange > 0) == (change.z > 0)
    else { return nil }
    let moved = Swift.abs(change.cycleMeanChange) * (1 + 1e-12)
    guard moved >= ShapeRules.seasonalTrendMinimumShare * series.range,
      moved >= ShapeRules.seasonalTrendMinimumOfLevels * change.cycleMeanRange
    else { return nil }
    return change
  }

  /// "Beneath the yearly cycle, the level fell by 12%, from an average of 2,178 deaths over the
  /// first year to 1,912 deaths over the last." (``cycleTrend(_:)``)
  func cycleTrendSentence(_ series: SeriesAnalysis) -> String? {
    guard let change = cycleTrend(series) else { return nil }
    let (first, last) = formatter.pair(change.firstCycleMean, change.lastCycleMean)
    let rose = change.cycleMeanChange > 0
    var amount: Amount = .plain(formatter.yChange(change.cycleMeanChange, derived: true))
    if series.speaksPercent, change.firstCycleMean > 0 {
      amount = .plain(formatter.percent(Swift.abs(change.cycleMeanChange / change.firstCycleMean)))
    }
    return language.cycleBeneath(
      rose: rose, by: amount, first: first, last: last, unit: calendarCycle(series) ?? "cycle")
  }

  /// "The yearly average peaked at 508 megalitres in 1981." or "Beneath the yearly cycle, the
  /// level fell from an average of 2,524 sales in 2006 to 1,656 in 2010.": beneath a yearly cycle whose whole cycles are
  /// calendar years (the first point in January, or the first quarter), what the yearly means
  /// did that the first and last years' means hide, by at least
  /// ``ShapeRules/seasonalTurnMinimumShare`` of the range:
  /// - the year with the highest (or lowest) mean, when it is neither the first nor the last
  ///   whole year and stands beyond both the first and the last year's mean (Australia's beer
  ///   production rose from 258 megalitres a quarter in 1956 to 508 in 1981 and fell back to
  ///   424); the larger departure when both stand out;
  /// - else the largest fall of the yearly means in a series whose level rose (or rise in one
  ///   whose level fell), between two whole years (Austin's home sales, which rose 70%, fell
  ///   from 2,524 a month in 2006 to 1,656 in 2010 before they rose again).
  /// `nil` otherwise, and with a step beneath the cycle (said on its own).
  mutating func cycleTurnSentence(_ series: SeriesAnalysis) -> String? {
    guard series.speaksCycle, [.cyclic, .trend].contains(series.shape), calendarCycle(series) == "year",
      cycleStep(series) == nil, let change = series.seasonalChange, dateGranularity != nil,
      let first = series.points[safe: 0]
    else { return nil }
    let firstMonth = xWriter.dateContext.calendarFields(of: first.x).month
    guard firstMonth == 1 else { return nil }
    let p = change.pointsPerCycle
    let lastWhole = (series.n / p - 1) * p
    let outer = (max(change.firstCycleMean, change.lastCycleMean), min(change.firstCycleMean, change.lastCycleMean))
    let high = change.highestCycle
    let low = change.lowestCycle
    let rise = high.mean - outer.0
    let dip = outer.1 - low.mean
    let needed = ShapeRules.seasonalTurnMinimumShare * series.range * (1 - 1e-12)
    func year(ofCycleAt start: Int) -> String {
      language.xPhrase(
        role: "year", preposition: "in", x: String(xWriter.dateContext.calendarFields(of: series.points[start].x).year))
    }
    let candidates = [(high, rise, true), (low, dip, false)].filter { cycle, size, _ in
      cycle.start > 0 && cycle.start < lastWhole && size >= needed
    }
    if let (cycle, _, peaked) = candidates.max(by: { $0.1 < $1.1 }) {
      decisions.append("cycle \(peaked ? "high" : "low") at \(series.points[cycle.start].inputIndex)")
      return language.cycleTurn(
        peaked: peaked, value: formatter.y(cycle.mean, derived: true), when: year(ofCycleAt: cycle.start), unit: "year")
    }
    // A fall of the yearly means against a rising level (or a rise against a falling one).
    let means = change.cycleMeans
    guard change.cycleMeanChange != 0, means.count >= 3 else { return nil }
    let rising = change.cycleMeanChange > 0
    guard let move = rising ? Excursions.largestFall(means) : Excursions.largestRise(means),
      Swift.abs(move.endValue - move.startValue) >= needed
    else { return nil }
    decisions.append("cycle means \(rising ? "fell" : "rose") from \(move.startIndex * p) to \(move.endIndex * p)")
    let (from, to) = formatter.pair(move.startValue, move.endValue)
    return language.cycleMove(
      rose: !rising, from: from, fromX: year(ofCycleAt: move.startIndex * p), to: to,
      toX: year(ofCycleAt: move.endIndex * p), unit: "year")
  }

  /// A rising or falling series with a calendar cycle whose first and last values sit at phases of
  /// the cycle far enough apart to distort its change (issue pattern "first and last stand in for
  /// the shape": Austin's home sales, January 2000 to July 2015, are a winter low against a summer
  /// high, "rose 238%", where the yearly averages rose 70%): its change measured between the
  /// means of the first and last whole cycles (``SeasonalChange``). Distorting: the two values'
  /// departures from their cycles' means differ by at least
  /// ``ShapeRules/seasonalEndsDistortion`` of the change of the means, in the fitted direction.
  func seasonalEnds(_ series: SeriesAnalysis) -> SeasonalChange? {
    guard series.shape == .trend, series.speaksCycle, calendarCycle(series) != nil,
      let change = series.seasonalChange, let first = series.first, let last = series.last,
      change.cycleMeanChange != 0, (change.cycleMeanChange > 0) == (series.fittedChange > 0)
    else { return nil }
    let distortion = Swift.abs((last.y - change.lastCycleMean) - (first.y - change.firstCycleMean))
    guard distortion >= ShapeRules.seasonalEndsDistortion * Swift.abs(change.cycleMeanChange) else { return nil }
    return change
  }

  /// The unit of a spoken calendar cycle ("year", "month", "week", "day"; see
  /// ``spokenPeriod(_:)``), else nil. Only a calendar cycle has seasons that line up from one
  /// cycle to the next, as ``SeasonalChange`` needs: the sunspots' cycle of about 11 years (9 to
  /// 14 in fact) and the lynx' of about 9.6 do not.
  func calendarCycle(_ series: SeriesAnalysis) -> String? {
    guard let cycle = series.cycle, case .named(_, let unit) = spokenPeriod(cycle.period) else { return nil }
    return unit
  }

  /// The interior value of a short series (two to four points) that lies beyond both ends
  /// and would be hidden by "rose from … to …": ("high", "$1,450", "in February 2024").
  func hiddenInterior(_ series: SeriesAnalysis) -> SummaryLanguage.Interior? {
    guard let first = series.first, let last = series.last else { return nil }
    let interior = series.points.indices.dropFirst().dropLast()
    let high = series.maximumIndex
    let low = series.minimumIndex
    let hidden =
      interior.contains(high) && series.points[high].y > max(first.y, last.y)
      ? high
      : interior.contains(low) && series.points[low].y < min(first.y, last.y) ? low : nil
    return hidden.map { index in
      let point = series.points[index]
      return SummaryLanguage.Interior(
        isHigh: index == high, value: formatter.distinct(point.y, from: [first.y, last.y]),
        x: xWriter.phrase(point.x, category: point.category))
    }
  }

  /// "65%", "a factor of 12" or "4 feet": the observed change, as a percent where that means
  /// something (see ``SeriesAnalysis/speaksPercent``) and does not round to nothing, else in y
  /// units; `nil` when the observed change runs against the fitted direction ("rose overall").
  func changeAmount(_ series: SeriesAnalysis, rose: Bool) -> Amount? {
    guard let first = series.first, let last = series.last, (series.change > 0) == rose, series.change != 0 else {
      return nil
    }
    if series.speaksPercent, let percent = series.percentChange, Swift.abs(percent) >= 0.005 {
      // Growth of ten times or more reads better as a factor than as "3,249,900%".
      let ratio = last.y / first.y
      return ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(percent))
    }
    return .plain(formatter.yChange(series.change))
  }

  /// Whether the chart's y values are percentages (changes are then percentage points).
  var isPercentStyle: Bool { yFormat?.isPercentage ?? false }

  /// "It peaked at …" when a trending series has an interior extreme beyond its endpoints.
  func interiorExtreme(_ series: SeriesAnalysis) -> (text: String, index: Int)? {
    guard let first = series.first, let last = series.last else { return nil }
    let high = series.points[series.maximumIndex]
    let low = series.points[series.minimumIndex]
    let limit = options.thresholds.shapeProminence * series.range - 1e-9 * max(Swift.abs(high.y), Swift.abs(low.y))
    let peakRise = high.y - max(first.y, last.y)
    let troughDrop = min(first.y, last.y) - low.y
    if peakRise >= limit, peakRise >= troughDrop {
      let value = formatter.distinct(high.y, from: [first.y, last.y])
      return (
        language.peakedFeature(value: value, x: xWriter.phrase(high.x, category: high.category)), series.maximumIndex
      )
    }
    if troughDrop >= limit {
      let value = formatter.distinct(low.y, from: [first.y, last.y])
      return (
        language.dippedFeature(value: value, x: xWriter.phrase(low.x, category: low.category)), series.minimumIndex
      )
    }
    return nil
  }

  /// "12 of 48 values are missing." when at least 5% of the points have no value; with up to
  /// ``ShapeRules/missingNamed`` missing, where: "3 of 31 values are missing: 1916, 1940 and
  /// 1944." (Olympic Games that were not held).
  func missingSentence(_ series: SeriesAnalysis) -> String? {
    let total = series.n + series.missing
    guard series.missing > 0, series.n > 0, Double(series.missing) >= 0.05 * Double(total) else { return nil }
    // Plain numbers without a unit ("missing: 2 and 3") would be heard as counts.
    if series.missing <= ShapeRules.missingNamed, xWriter.namesItsValues {
      let texts = missingXs(series).map { xWriter.text($0.x, category: $0.category) }
      if texts.count == series.missing {
        return language.missingValues(missing: series.missing, total: total, at: language.list(texts))
      }
    }
    return language.missingValues(missing: series.missing, total: total)
  }

  /// The x values of the points of `series` whose y is missing (a number, or a category's
  /// position and name), in input order; points whose x is missing too are left out. O(n).
  func missingXs(_ series: SeriesAnalysis) -> [(x: Double, category: String?)] {
    let data = series.series
    var found: [(x: Double, category: String?)] = []
    if let plain = data.plainPointColumns {
      for index in plain.x.indices where plain.yValue(at: index) == nil && plain.x[index].isFinite {
        found.append((plain.x[index], nil))
      }
      return found
    }
    for point in data.dataPoints where point.y.map({ !$0.isFinite }) ?? true {
      switch point.x {
      case .number(let x) where x.isFinite: found.append((x, nil))
      case .category(let name): found.append((0, name))
      default: break
      }
    }
    return found
  }

  // MARK: Falls and rises inside the overall change

  /// The largest fall or rise inside a trending, peaked or dipping series, when it is large
  /// against the overall change and would otherwise be hidden by the headline: the S&P 500's
  /// 57% fall from its October 2007 peak inside an overall fall of 21%; Apple's 79% fall before
  /// a 760% rise.
  ///
  /// Measured in percent (as log ratios) where percents mean something, else in y units. A
  /// movement against the overall direction is spoken when it is at least half the overall
  /// change; one in the same direction when it is at least 1.5 times the overall change (the
  /// series must have turned back). In y units it must also span a third of the range; in
  /// percent it must be at least 25%. When a fall and a rise both qualify and one starts where
  /// the other ends, both are spoken: "It fell 57% from … to …, then rose 65% to … ."
  ///
  /// - Returns: the sentence, the indices of the points it names, and whether the movement is
  ///   larger than the overall change (then even a brief summary says it).
  func excursionSentence(_ series: SeriesAnalysis) -> (text: String, indices: [Int], dominant: Bool)? {
    guard let story = storyExcursions(series) else { return nil }
    let (main, mainFalls) = story.chosen[0]
    let start = series.points[main.startIndex]
    let end = series.points[main.endIndex]
    let (startText, endText) = excursionValues(main, levels: story.levels)
    // A level's place is said in a coarser unit than a reading's (``XWriter/levelPhrase(_:category:)``).
    func place(_ point: AnalyzedPoint) -> String {
      story.levels
        ? xWriter.levelPhrase(point.x, category: point.category) : xWriter.phrase(point.x, category: point.category)
    }
    var text = language.excursion(
      falls: mainFalls, amount: excursionAmount(main, in: series), from: startText, fromX: place(start),
      fromIsExtreme: !story.levels && main.startIndex == (mainFalls ? series.maximumIndex : series.minimumIndex),
      to: endText, toX: place(end), approximate: story.levels)
    var indices = [main.startIndex, main.endIndex]
    if story.chosen.count == 2 {
      let (next, nextFalls) = story.chosen[1]
      let point = series.points[next.endIndex]
      // A rise after a fall is measured against the high the fall started from.
      let recovery = mainFalls && !nextFalls ? (next.endValue > main.startValue ? "past" : "short") : "none"
      let to =
        story.levels
        ? formatter.level(next.endValue, distinctFrom: [main.startValue, main.endValue])
        : formatter.distinct(point.y, from: [start.y, end.y])
      text = language.thenExcursion(
        text, falls: nextFalls, amount: excursionAmount(next, in: series), to: to, toX: place(point),
        recovery: recovery, approximate: story.levels)
      indices.append(next.endIndex)
    }
    return (text, indices, story.dominant)
  }

  /// ", with a fall of 30% from 7,726 in April 2006 to 5,427 in January 2011" for a series'
  /// clause on a chart with several series, when its largest movement is larger than its overall
  /// change or runs against it (`runsAgainst(_:_:)`).
  func excursionClause(_ series: SeriesAnalysis) -> String? {
    guard let story = storyExcursions(series), story.dominant || Self.runsAgainst(story.chosen[0], series)
    else { return nil }
    // The earlier of a fall and the recovery after it (or a rise and the fall after it): the
    // clause's change and end value then imply the second movement.
    let (main, falls) = story.chosen[0]
    let start = series.points[main.startIndex]
    let end = series.points[main.endIndex]
    let (startText, endText) = excursionValues(main, levels: story.levels)
    func place(_ point: AnalyzedPoint) -> String {
      story.levels
        ? xWriter.levelPhrase(point.x, category: point.category) : xWriter.phrase(point.x, category: point.category)
    }
    return language.excursionClause(
      falls: falls, amount: excursionAmount(main, in: series), from: startText, fromX: place(start),
      to: endText, toX: place(end), approximate: story.levels)
  }

  /// The start and end values of a movement as said: the two readings, or with `levels` the
  /// levels of their surroundings (``storyExcursions(_:)``), to the digits that tell them apart
  /// ("13", not "13.47", said after "about").
  func excursionValues(_ e: Excursion, levels: Bool) -> (from: String, to: String) {
    guard levels else { return formatter.pair(e.startValue, e.endValue) }
    let change = e.endValue - e.startValue
    return (
      formatter.level(e.startValue, distinctFrom: [e.endValue], resolving: change),
      formatter.level(e.endValue, distinctFrom: [e.startValue], resolving: change)
    )
  }

  /// Whether a movement runs against the series' overall direction (a fall in a series that
  /// ended higher than it started): Japan's arrivals in Australia fell by 77% from their 1997
  /// high within an overall rise of 590%, which the clause's "rose sharply" would hide.
  static func runsAgainst(_ movement: (Excursion, Bool), _ series: SeriesAnalysis) -> Bool {
    guard let first = series.first, let last = series.last else { return false }
    return movement.1 == (last.y >= first.y)
  }

  /// Whether the series' movements are measured as ratios (positive values with a meaningful zero).
  func measuresRatios(_ series: SeriesAnalysis) -> Bool {
    series.speaksPercent && series.points.allSatisfy { $0.y > 0 }
  }

  /// The size of a movement: |ln ratio| for ratio-measured series, else |change|.
  func excursionSize(_ e: Excursion, in series: SeriesAnalysis) -> Double {
    measuresRatios(series) ? Swift.abs(Foundation.log(e.endValue / e.startValue)) : Swift.abs(e.endValue - e.startValue)
  }

  /// "57%", "by a factor of 12" or "4 feet".
  func excursionAmount(_ e: Excursion, in series: SeriesAnalysis) -> Amount {
    if measuresRatios(series), min(e.startValue, e.endValue) >= 0.1 * series.median {
      let ratio = e.endValue / e.startValue
      return ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(Swift.abs(ratio - 1)))
    }
    return .plain(formatter.yChange(e.endValue - e.startValue))
  }

  /// The movements worth telling (see ``excursionSentence(_:)``), in the order they happened,
  /// whether one is at least as large as the overall change, and whether they are movements of
  /// levels rather than of readings.
  ///
  /// On a long series (``ShapeRules/surroundingsMinimumPoints``) a movement that starts or ends
  /// on a reading far from its surroundings (``endsOnSpike(_:in:)``) is not told between those
  /// readings: the movements are found again among the medians of blocks of the series (each
  /// ``ShapeRules/surroundingsPerPoints``-th of it on either side of its middle, about 50
  /// blocks), placed at each block's middle, and said as levels ("from about 13% in … to about
  /// 3% in …"). The US personal saving rate fell from a one-month spike of 17.3% in May 1975
  /// (a tax rebate) and its recovery ended on another, 12% in December 2012 (dividends paid
  /// early before a tax change), with the months around both near 13% and 8%. O(n log n).
  func storyExcursions(_ series: SeriesAnalysis) -> (chosen: [(Excursion, Bool)], dominant: Bool, levels: Bool)? {
    guard series.shape == .trend, series.n >= 5, let first = series.first, let last = series.last else { return nil }
    let ys = series.points.map(\.y)
    let relative = measuresRatios(series)
    let overall = excursionSize(
      Excursion(startIndex: 0, endIndex: series.n - 1, startValue: first.y, endValue: last.y), in: series)
    let rising = last.y >= first.y
    func size(_ e: Excursion) -> Double { excursionSize(e, in: series) }
    func qualifies(_ e: Excursion?, falling: Bool, levels: Bool = false) -> Excursion? {
      guard let e, e.startIndex != e.endIndex else { return nil }
      // The whole series, or a movement the headline already names, is nothing new.
      if e.startIndex == 0 && e.endIndex == series.n - 1 { return nil }
      let against = falling == rising
      // A movement in the overall direction that starts at the series' interior extreme (the
      // Dow's 1929 peak, before an 89% fall) is the story even when only a little larger than
      // the overall change.
      let fromInteriorExtreme =
        e.startIndex > 0 && e.startIndex == (falling ? series.maximumIndex : series.minimumIndex)
      let needed = (against ? 0.5 : fromInteriorExtreme ? 1.1 : 1.5) * overall
      let magnitude = size(e)
      guard magnitude >= needed - 1e-12 else { return nil }
      // With a cycle, a movement with the trend is the trend plus a swing; one against it must
      // be larger than two swings to be news.
      if series.speaksCycle, let cycle = series.cycle {
        guard against, Swift.abs(e.endValue - e.startValue) >= 2 * cycle.swing else { return nil }
      }
      // Large in itself: a quarter of the value, or a third of the chart's range; and far
      // beyond the noise (six point-to-point noise levels), so the gap between a noisy year's
      // low and a later year's high is not told as a fall and a recovery.
      let distance = Swift.abs(e.endValue - e.startValue)
      let visible = distance >= series.range / 3 - 1e-9 * series.range
      guard visible || (relative && magnitude >= -Foundation.log(0.75) - 1e-12) else { return nil }
      guard distance >= 6 * series.noise else { return nil }
      // On a long series, two single readings must stand for their surroundings: the weeks
      // around them move the same way, by at least half as much and by as much as the movement
      // needs (US gasoline supplied, weekly: a high week in August 1993 and an unusually low one
      // in January 1994 are 1.87 million barrels a day apart, their surroundings 0.5: a season
      // and two noisy weeks, not a fall).
      if series.n >= ShapeRules.surroundingsMinimumPoints, !levels {
        let half = series.n / ShapeRules.surroundingsPerPoints
        let around = Excursion(
          startIndex: e.startIndex, endIndex: e.endIndex,
          startValue: Self.surroundingMedian(ys, at: e.startIndex, half: half),
          endValue: Self.surroundingMedian(ys, at: e.endIndex, half: half))
        let moved = around.endValue - around.startValue
        guard moved * (e.endValue - e.startValue) > 0,
          Swift.abs(moved) >= ShapeRules.surroundingsMinimumShare * distance, size(around) >= needed - 1e-12
        else { return nil }
      }
      return e
    }
    func story(fall: Excursion?, rise: Excursion?) -> [(Excursion, Bool)] {
      guard let fall, let rise else { return fall.map { [($0, true)] } ?? rise.map { [($0, false)] } ?? [] }
      if fall.endIndex == rise.startIndex { return [(fall, true), (rise, false)] }
      if rise.endIndex == fall.startIndex { return [(rise, false), (fall, true)] }
      // A movement with the overall direction around one against it is the overall change seen
      // from a little inside its ends (internet users per minute: "rose 175% from 83 at minute 7
      // to 228 at minute 97" around a fall of 52% from 175 to 84); the fall inside is the news.
      if let inner = Self.innerExcursion(fall: fall, rise: rise, rising: rising) { return [inner] }
      return [size(fall) >= size(rise) ? (fall, true) : (rise, false)]
    }
    var chosen = story(
      fall: qualifies(relative ? Excursions.largestRelativeFall(ys) : Excursions.largestFall(ys), falling: true),
      rise: qualifies(relative ? Excursions.largestRelativeRise(ys) : Excursions.largestRise(ys), falling: false))
    var levels = false
    if series.n >= ShapeRules.surroundingsMinimumPoints, chosen.contains(where: { endsOnSpike($0.0, in: series) }) {
      let blocks = Self.blockMedians(ys, half: series.n / ShapeRules.surroundingsPerPoints)
      let values = blocks.map(\.value)
      func placed(_ e: Excursion?) -> Excursion? {
        e.map {
          Excursion(
            startIndex: blocks[$0.startIndex].index, endIndex: blocks[$0.endIndex].index, startValue: $0.startValue,
            endValue: $0.endValue)
        }
      }
      let fall = relative ? Excursions.largestRelativeFall(values) : Excursions.largestFall(values)
      let rise = relative ? Excursions.largestRelativeRise(values) : Excursions.largestRise(values)
      chosen = story(
        fall: qualifies(placed(fall), falling: true, levels: true),
        rise: qualifies(placed(rise), falling: false, levels: true))
      levels = true
    }
    guard !chosen.isEmpty else { return nil }
    let dominant = chosen.contains { size($0.0) >= overall - 1e-12 }
    return (chosen, dominant, levels)
  }

  /// Whether a movement starts or ends on a single reading: one that departs from the median of
  /// its ``ShapeRules/spikeHalfWindow`` neighbours on each side by at least
  /// ``ShapeRules/spikedEndShare`` of the movement between the medians of its two ends'
  /// surroundings (the ``ShapeRules/surroundingsPerPoints``-th of the series on each side). The
  /// saving rate's 12% of December 2012 sits 4.75 points above its six neighbours' 7.25%, at the
  /// end of a rise of 5.1 points between surroundings (0.93 of it). A turn of a daily price is
  /// no spike: IBM's close of 134 on September 1, 2000 is within a few dollars of the days
  /// beside it, though 16 above the median of the 65 days around it.
  func endsOnSpike(_ e: Excursion, in series: SeriesAnalysis) -> Bool {
    let ys = series.points.y
    let half = series.n / ShapeRules.surroundingsPerPoints
    let moved = Swift.abs(
      Self.surroundingMedian(ys, at: e.endIndex, half: half) - Self.surroundingMedian(ys, at: e.startIndex, half: half))
    func departure(_ index: Int) -> Double {
      let window = ShapeRules.spikeHalfWindow
      let neighbours = (Swift.max(0, index - window)...Swift.min(ys.count - 1, index + window)).filter { $0 != index }
      return Swift.abs(ys[index] - OrderStatistics.median(neighbours.map { ys[$0] }))
    }
    let limit = ShapeRules.spikedEndShare * moved
    return departure(e.startIndex) >= limit || departure(e.endIndex) >= limit
  }

  /// The medians of consecutive blocks of 2·`half` + 1 values, each with the index of its
  /// middle value; a last block shorter than `half` + 1 values joins the one before it. At
  /// least one block for a non-empty `ys`. O(n log half).
  static func blockMedians(_ ys: [Double], half: Int) -> [(index: Int, value: Double)] {
    let size = 2 * Swift.max(0, half) + 1
    var bounds: [Range<Int>] = stride(from: 0, to: ys.count, by: size).map { $0..<Swift.min(ys.count, $0 + size) }
    if bounds.count >= 2, let last = bounds.last, last.count < Swift.max(0, half) + 1 {
      bounds.removeLast()
      bounds[bounds.count - 1] = bounds[bounds.count - 1].lowerBound..<last.upperBound
    }
    return bounds.map { ((($0.lowerBound + $0.upperBound - 1) / 2), OrderStatistics.median(Array(ys[$0]))) }
  }

  /// The median of the values within `half` places of `index` (fewer at the ends), `index`'s
  /// own value included. O(half log half).
  static func surroundingMedian(_ ys: [Double], at index: Int, half: Int) -> Double {
    OrderStatistics.median(Array(ys[max(0, index - half)...min(ys.count - 1, index + half)]))
  }

  /// Of a qualifying fall and rise, the one against the overall direction (`rising`) when the
  /// other, with the overall direction, spans it (starts at or before it and ends at or after
  /// it), with whether it falls; `nil` otherwise.
  static func innerExcursion(fall: Excursion, rise: Excursion, rising: Bool) -> (Excursion, Bool)? {
    let (outer, inner) = rising ? (rise, fall) : (fall, rise)
    guard outer.startIndex <= inner.startIndex, outer.endIndex >= inner.endIndex else { return nil }
    return (inner, rising)
  }
}
