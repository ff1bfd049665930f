import ChartAccessibility
import Foundation
import TrendStatistics

/// Shape rules for one line: noise told as noise, a one-reading spike told as such, growth on a
/// logarithmic axis told as a rate, and a recovery measured against the high before the fall.
///
/// Every rule has its threshold here, and the figures it speaks are in the facts
/// (``SummaryFacts/SeriesFacts``'s `shape` entries, through ``SummaryWriter/decisions``).
enum ShapeRules {
  /// Noise: at least this many points.
  static let noiseMinimumPoints = 20
  /// Noise: |Kendall τ| below this (no trend a reader would see), or a Mann–Kendall test that
  /// finds no trend at the summary's significance level (DAX daily returns over 100 days:
  /// τ = −0.11, p = 0.12) …
  static let noiseMaximumTau = 0.1
  /// … or a trend too small to be said (`SeriesAnalysis.isTrending` false: US consumption's
  /// quarterly change, 1970–2016, τ = −0.14 at p = 0.004, yet a line explains 2.5% of it and
  /// moves by 9% of the range), and the lag-1 autocorrelation of y at most this (no path: each
  /// value says little about the next, as with daily returns, hourly wind or quarterly growth
  /// rates: US consumption 0.35).
  static let noiseMaximumLag1 = 0.4
  /// Noise: the band "most values" lie in, as lower and upper quantiles (the middle 80%).
  static let noiseBand = (low: 0.1, high: 0.9)
  /// Spike (Hampel's rule): the neighbours are this many points on each side …
  static let spikeHalfWindow = 3
  /// … a spike departs from their median by at least this many robust scales (1.4826 × the
  /// median absolute departure over the series) …
  static let spikeScales = 10.0
  /// … and by at least this share of the range.
  static let spikeRangeShare = 0.3
  /// Spikes said at most (more are not single readings but a pattern).
  static let spikesSpoken = 1
  /// Log growth: the least-squares line of log₂ y on years explains at least this share of the
  /// variance (below it, the series does not grow at one rate).
  static let logGrowthMinimumRSquared = 0.8
  /// Log growth: at least this many points.
  static let logGrowthMinimumPoints = 5
  /// Log growth measured from an interior low (when the whole series does not grow at one rate):
  /// the rise must hold at least this share of the points.
  static let logGrowthSinceLowMinimumShare = 0.5
  /// Two lines that cross at least this many times "cross repeatedly" (no "overtook").
  static let repeatedCrossings = 3
  /// A visible step (besides ``TrendStatistics/LevelShift/isStrong``): the two levels are apart
  /// by at least this many within-level standard deviations …
  static let visibleStepStandardizedShift = 3.0
  /// … and two levels leave at most this share of a straight line's squared error. The levels
  /// themselves may wander (a beaver's temperature, measles cases from one epidemic year to the
  /// next), so the noise ratio is not asked: this is what the eye sees as two levels, whatever
  /// made them. (About one random walk in six passes too; it then looks like two levels.)
  static let visibleStepMaximumLineRatio = 0.6
  /// A step or a cycle is said only on a series of at least this many points (a smooth V of
  /// fewer splits well into a low half and a high half; a dozen points show a cycle by chance).
  static let patternMinimumPoints = 20
  /// Several lines at the brief and standard verbosity (issue: "a summary longer than about 60
  /// words at the default verbosity needs a reason"): at most this many series' clauses carry
  /// the fall or rise inside them ("with a fall of 91% from $68.87 in February 2000 to $5.97 in
  /// September 2001"), the largest as spoken; the other clauses keep their overall change. The
  /// detailed verbosity keeps every one.
  static let seriesExcursionsSpoken = 1
  /// Several lines at the brief and standard verbosity: from this many series on, a clause that
  /// says its change as a percent or a factor ("rose sharply by 447%") and its end leaves out its
  /// start value, which the two imply: "GOOG rose sharply by 447% to $560.19". A change in y units
  /// or percentage points keeps it: a share is heard from where it started ("from 87% to 51.9%").
  static let seriesWithoutStartValues = 3
  /// Lists of unusual values in Chart Details name every value up to this many; a longer list
  /// is counted and only its ``namedOfManyOutliers`` most extreme are named (a list of 1,209
  /// values cannot be listened to; the data table has them all).
  static let listedOutliers = 5
  static let namedOfManyOutliers = 3
  /// A path that falls from an interior high and rises again is measured against that high
  /// ("still below its earlier peak") when the rise wins back at least this share of the fall.
  static let recoveryMinimumShare = 0.5
  /// A fall or rise inside a series of at least this many points is told only when the values
  /// around its two ends (``surroundingsPerPoints``: the n/100 values on each side) move the same
  /// way by at least ``surroundingsMinimumShare`` of the distance between the two readings.
  static let surroundingsMinimumPoints = 200
  static let surroundingsPerPoints = 100
  static let surroundingsMinimumShare = 0.5
  /// A movement on a long series whose start or end reading departs from its surroundings by at
  /// least this share of the movement between them is told between levels (see
  /// `SummaryWriter.storyExcursions(_:)`).
  static let spikedEndShare = 0.25
  /// A path's stop held for this many readings in a row says how long (see
  /// `SummaryWriter.heldDuration(_:at:)`).
  static let heldMinimumPoints = 3
  /// Legs (``Segments``): a fluctuating series is told as at most this many legs …
  static let segmentMaximumLegs = 3
  /// … when the polyline through their stops explains at least this share of the variance
  /// (fertility in the United States, 1960–2015: two legs explain 96%; women's conviction rates
  /// in Canada, 1931–1968, a rise to a wartime peak, a fall and a rise: three legs explain 76%;
  /// presidential approval over thirty years: three legs explain 36%, and it is said to
  /// fluctuate) …
  static let segmentMinimumRSquared = 0.75
  /// … on a series of at most this many points (the search is O(n²)) …
  static let segmentMaximumPoints = 2_000
  /// … and a leg whose change is under this share of the range stays near its median.
  static let segmentFlatShare = 0.15
  /// Beneath a cycle (``SeasonalChange``): a trend is said when the seasonal Mann–Kendall test is
  /// significant, the mean of the last cycle differs from the first cycle's by at least this
  /// share of the range (a drift under a tenth of the chart's height is hard to see beside the
  /// swing; lung-disease deaths 1974–1979: 10.3%) …
  static let seasonalTrendMinimumShare = 0.1
  /// … and by at least this share of the range of the means of the whole cycles, so that the
  /// level went somewhere rather than wandering (lung-disease deaths: the whole range, 266 of 266).
  static let seasonalTrendMinimumOfLevels = 0.5
  /// A step beneath a cycle is said when it moves the level by at least this share of the range
  /// (front-seat casualties after the seat-belt law of February 1983: 26%).
  static let seasonalStepMinimumShare = 0.15
  /// A trend beneath a calendar cycle is measured between the means of its first and last whole
  /// cycles, not its first and last values, when those values' departures from their cycles'
  /// means differ by at least this share of the means' change (Austin's home sales: 1.24; the
  /// airline passengers of 1949–1960, January against December: 0.08).
  static let seasonalEndsDistortion = 0.25
  /// A year beneath a yearly cycle whose mean stands beyond the first and the last year's by at
  /// least this share of the range is said (Australia's beer production: the 1981 mean 84
  /// megalitres above the last year's, 22% of the range).
  static let seasonalTurnMinimumShare = 0.1
  /// Several lines at the standard verbosity: past this many words of the English summary
  /// (runs between spaces; counted in English whatever the output language, so that every
  /// language leaves out the same sentences), "All 4 lines rose." is left out (each clause has
  /// said its direction), then "NZ ended highest, …" (each clause has said its end). Arrivals in
  /// Australia from four countries: 80 words with both.
  static let seriesWordBudget = 78
  /// A sentence on missing values names where they are when there are at most this many.
  static let missingNamed = 3
  /// "All 4 lines fell" needs at least this many points in every line.
  static let commonDirectionMinimumPoints = 5
  /// Two lines that never cross are said to be apart "throughout" when they share at least this
  /// many x values (over three points it is no news).
  static let apartMinimumPoints = 5
  /// Where most of a trend's change happened (``BrokenStick``): on a series of at least
  /// ``patternMinimumPoints`` points, the best broken stick with a flat first or last leg (its
  /// break searched among all interior points) leaves each leg at least this share of the x
  /// span …
  static let bendMinimumLegShare = 0.25
  /// … explains at least this share of the variance …
  static let bendMinimumRSquared = 0.9
  /// … leaves at most this share of the least-squares line's squared error (the bend is real,
  /// not a straight line's noise: Bangladesh's fertility 0.29, Iran's 0.61, a steady fall 1) …
  static let bendMaximumLineError = 2.0 / 3.0
  /// … and the data move by at least this share of their first-to-last change on the sloped
  /// side of the break, in the same direction (Bangladesh: 103% of the fall came after 1974).
  static let bendMinimumChangeShare = 0.85
  /// Several lines at the brief and standard verbosity: at most this many series' clauses say
  /// where most of their change happened, the sharpest bends (fertility in four countries: three
  /// bend, and two clauses say so); the detailed verbosity says every one.
  static let seriesBendsSpoken = 2
}

extension LevelShift {
  /// Whether the step is one a reader sees: strong (``TrendStatistics/LevelShift/isStrong``), or
  /// visible by ``ShapeRules/visibleStepStandardizedShift`` and
  /// ``ShapeRules/visibleStepMaximumLineRatio``.
  var isSpoken: Bool {
    isStrong
      || (standardizedShift >= ShapeRules.visibleStepStandardizedShift
        && lineRatio <= ShapeRules.visibleStepMaximumLineRatio)
  }
}

/// A reading far from the values around it.
struct Spike: Equatable {
  var index: Int
  /// The median of its neighbours.
  var neighbours: Double
}

extension SummaryWriter {
  /// The lag-1 autocorrelation of `y` (0 for a constant series). O(n).
  static func lag1Autocorrelation(_ y: [Double]) -> Double {
    guard y.count > 2 else { return 0 }
    let mean = y.reduce(0, +) / Double(y.count)
    var numerator = 0.0
    var denominator = 0.0
    var previous = y[0] - mean
    denominator += previous * previous
    for value in y.dropFirst() {
      let centered = value - mean
      numerator += previous * centered
      denominator += centered * centered
      previous = centered
    }
    return denominator > 0 ? numerator / denominator : 0
  }

  /// The `q` quantile of `sorted` by linear interpolation (NumPy's default).
  static func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = q * Double(sorted.count - 1)
    let lower = Int(position.rounded(.down))
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
  }

  /// Whether `series` is noise by ``ShapeRules``: enough points, no trend, no path, no cycle.
  func isNoise(_ series: SeriesAnalysis) -> Bool {
    guard series.n >= ShapeRules.noiseMinimumPoints, !series.speaksCycle, series.range > 0,
      let kendall = series.mannKendall,
      Swift.abs(kendall.tau) < ShapeRules.noiseMaximumTau
        || Swift.abs(kendall.z) < options.thresholds.significanceZ - 1e-12 || !series.isTrending
    else { return false }
    return Self.lag1Autocorrelation(series.points.y) <= ShapeRules.noiseMaximumLag1
  }

  /// Spikes by ``ShapeRules`` (Hampel's rule), largest departure first. O(n).
  static func spikes(_ y: [Double], range: Double) -> [Spike] {
    let n = y.count
    let half = ShapeRules.spikeHalfWindow
    guard n >= 2 * half + 2, range > 0 else { return [] }
    var departures = [Double](repeating: 0, count: n)
    var medians = [Double](repeating: 0, count: n)
    var window: [Double] = []
    window.reserveCapacity(2 * half)
    for index in 0..<n {
      window.removeAll(keepingCapacity: true)
      for other in max(0, index - half)...min(n - 1, index + half) where other != index { window.append(y[other]) }
      window.sort()
      let middle = window.count / 2
      let median = window.count % 2 == 1 ? window[middle] : (window[middle - 1] + window[middle]) / 2
      medians[index] = median
      departures[index] = y[index] - median
    }
    let scale = 1.4826 * OrderStatistics.median(departures.map { Swift.abs($0) })
    var found: [Spike] = []
    for index in 0..<n {
      let departure = Swift.abs(departures[index])
      if departure >= ShapeRules.spikeScales * scale, departure >= ShapeRules.spikeRangeShare * range {
        found.append(Spike(index: index, neighbours: medians[index]))
      }
    }
    return found.sorted { Swift.abs(y[$0.index] - $0.neighbours) > Swift.abs(y[$1.index] - $1.neighbours) }
  }

  /// For a line whose highest or lowest value is a single reading far from the values around it
  /// (issue pattern "an outlier is taken for the peak"; Hampel's rule of ``spikes(_:range:)``,
  /// and the only such reading, alone among calm neighbours (`isAlone(_:in:)`), on an x of
  /// readings (``XWriter/countsReadings``): the series analyzed without it (the reading is made missing),
  /// and the reading. The shape is then told without it and the reading said as such: the
  /// morning gold price of 1985–1989 "rose from $306.25 on Day 1 to a peak of $502.75 on Day
  /// 769, then fell …; one reading, $593.70 on Day 770, sits far above the values around it",
  /// not "to a peak of $593.70". `nil` when there is no such reading, on other kinds of chart,
  /// and for a series analyzed without one already. O(n) when neither extreme stands out from
  /// its neighbours by ``ShapeRules/spikeRangeShare`` of the range, else O(n log n).
  func withoutSpike(_ series: SeriesAnalysis) -> (SeriesAnalysis, Spike)? {
    guard kind == .line, xWriter.countsReadings, series.n >= ShapeRules.patternMinimumPoints, series.range > 0
    else { return nil }
    let ys = series.points.y
    let half = ShapeRules.spikeHalfWindow
    // Only an extreme that stands out from its neighbours can be a spike: a cheap test first.
    func standsOut(_ index: Int) -> Bool {
      let neighbours = (max(0, index - half)...min(ys.count - 1, index + half)).filter { $0 != index }.map { ys[$0] }
      return Swift.abs(ys[index] - OrderStatistics.median(neighbours)) >= ShapeRules.spikeRangeShare * series.range
    }
    guard standsOut(series.maximumIndex) || standsOut(series.minimumIndex) else { return nil }
    let spikes = Self.spikes(ys, range: series.range)
    guard (1...ShapeRules.spikesSpoken).contains(spikes.count), let spike = spikes.first,
      spike.index == series.maximumIndex || spike.index == series.minimumIndex,
      Self.isAlone(spike, in: ys), let copy = series.series.copy() as? AXDataSeriesDescriptor
    else { return nil }
    copy.dataPoints[series.points[spike.index].inputIndex].yValue = nil
    let robust = analyze(copy, series.name)
    guard robust.n >= ShapeRules.patternMinimumPoints else { return nil }
    return (robust, spike)
  }

  /// Whether a spike stands alone: its neighbours (``ShapeRules/spikeHalfWindow`` on each side)
  /// are calm, so that it departs from their median by at least ``ShapeRules/spikeScales`` of
  /// their own robust scale (1.4826 × their median absolute departure from their median). The
  /// gold price's $593.70 departs by about 25 of its neighbours' scales; the 127 cholera deaths of
  /// September 2, 1854 by about 3, amid an outbreak that rises and falls around them.
  static func isAlone(_ spike: Spike, in ys: [Double]) -> Bool {
    let half = ShapeRules.spikeHalfWindow
    let neighbours = (max(0, spike.index - half)...min(ys.count - 1, spike.index + half))
      .filter { $0 != spike.index }.map { ys[$0] }
    let scale = 1.4826 * OrderStatistics.median(neighbours.map { Swift.abs($0 - spike.neighbours) })
    return Swift.abs(ys[spike.index] - spike.neighbours) >= ShapeRules.spikeScales * scale
  }

  /// "One reading, $593.70 on Day 770, sits far above the values around it, about $487."
  func spikeSentence(_ spike: Spike, in series: SeriesAnalysis) -> String {
    let point = series.points[spike.index]
    return language.spike(
      value: formatter.y(point.y), x: xWriter.phrase(point.x, category: point.category),
      above: point.y > spike.neighbours,
      around: formatter.level(spike.neighbours))
  }

  /// The average and the band of most values (``ShapeRules/noiseBand``) of a noisy series, and
  /// the index of the spike they leave out: a single spike (``ShapeRules/spikesSpoken``) is named
  /// as a reading far from the rest, likely an error, so it does not pull the average (Newark's
  /// hourly wind averages 12.4 mph without its 1,048 mph reading, 21.2 mph with it). O(n log n).
  func noiseFigures(_ series: SeriesAnalysis) -> (mean: Double, low: Double, high: Double, leftOut: Spike?) {
    let ys = series.points.y
    let spikes = Self.spikes(ys, range: series.range)
    let leftOut = (1...ShapeRules.spikesSpoken).contains(spikes.count) ? spikes.first : nil
    var kept = ys
    if let leftOut { kept.remove(at: leftOut.index) }
    let sorted = kept.sorted()
    let mean = kept.isEmpty ? 0 : kept.reduce(0, +) / Double(kept.count)
    return (
      mean, Self.quantile(sorted, ShapeRules.noiseBand.low), Self.quantile(sorted, ShapeRules.noiseBand.high), leftOut
    )
  }

  /// The sentences of a noisy series: no trend, the average and the band of most values, the
  /// extremes as extremes, and a spike when one reading stands far from its neighbours (left out
  /// of the average and the band, which say so).
  mutating func noiseWording(_ series: SeriesAnalysis) -> [String] {
    let figures = noiseFigures(series)
    decisions.append("shape: noise")
    // The band is computed (quantiles between data values): both ends rounded alike, "between
    // 0.59 and 1.3", not one end with the data's four digits.
    let (lowText, highText) = formatter.pair(figures.low, figures.high, derived: true)
    var sentences = [
      language.noise(
        series: series.name, mean: formatter.y(figures.mean, derived: true), low: lowText, high: highText,
        leavingOut: figures.leftOut != nil)
    ]
    if options.verbosity == .brief { return sentences }
    let lowPoint = series.points[series.minimumIndex]
    let highPoint = series.points[series.maximumIndex]
    let (maxText, minText) = formatter.pair(highPoint.y, lowPoint.y)
    sentences.append(
      language.extremes(
        max: maxText, maxX: xWriter.phrase(highPoint.x, category: highPoint.category),
        min: minText, minX: xWriter.phrase(lowPoint.x, category: lowPoint.category)))
    if let spike = figures.leftOut {
      let point = series.points[spike.index]
      decisions.append("spike: \(spike.index)")
      sentences.append(
        language.spike(
          value: formatter.y(point.y), x: xWriter.phrase(point.x, category: point.category),
          above: point.y > spike.neighbours,
          around: formatter.level(spike.neighbours),
          extreme: spike.index == series.maximumIndex ? "high" : spike.index == series.minimumIndex ? "low" : "none"))
    }
    return sentences
  }

  /// Growth on a logarithmic y axis whose x is in years or dates, by ``ShapeRules``: the yearly
  /// rate (0.21 for 21% a year; negative when shrinking), the years to double (or halve), the
  /// share of the variance of log₂ y the fit explains, and the index it is measured from: 0 for
  /// the whole series, else the series' low, when the whole series does not grow at one rate but
  /// the rise from an interior low to the end does and covers at least
  /// ``ShapeRules/logGrowthSinceLowMinimumShare`` of the points (AAPL, 2000–2010: the whole fit
  /// explains 77%, the rise since March 2003 87%, doubling about every 1.5 years). `nil` when the
  /// axis is linear, x is not time, or neither grows at one rate.
  func logGrowth(_ series: SeriesAnalysis) -> (rate: Double, doublingYears: Double, rSquared: Double, from: Int)? {
    guard (chart.yAxis?.scaleType ?? .linear) != .linear, series.n >= ShapeRules.logGrowthMinimumPoints,
      series.points.y.allSatisfy({ $0 > 0 })
    else { return nil }
    let years: [Double]
    if dateGranularity != nil {
      years = series.points.x.map { $0 / (365.2425 * 86_400) }
    } else if xWriter.role == .year {
      years = series.points.x
    } else {
      return nil
    }
    let logs = series.points.y.map { Foundation.log2($0) }
    func fit(from start: Int) -> (rate: Double, doublingYears: Double, rSquared: Double, from: Int)? {
      let fit = LinearRegression(x: Array(years[start...]), y: Array(logs[start...]), computeResiduals: false)
      guard fit.rSquared >= ShapeRules.logGrowthMinimumRSquared, fit.slope != 0, fit.slope.isFinite else { return nil }
      return (Foundation.pow(2, fit.slope) - 1, 1 / Swift.abs(fit.slope), fit.rSquared, start)
    }
    if let whole = fit(from: 0) { return whole }
    let low = series.minimumIndex
    let points = series.n - low
    guard low > 0, points >= ShapeRules.logGrowthMinimumPoints,
      Double(points) >= ShapeRules.logGrowthSinceLowMinimumShare * Double(series.n),
      let rise = fit(from: low), rise.rate > 0
    else { return nil }
    return rise
  }

  /// "On the logarithmic scale, it grew about 21% a year, doubling about every 3.6 years.", or
  /// from an interior low, "From March 2003, on the logarithmic scale, it grew …" (see
  /// ``logGrowth(_:)``).
  func logGrowthSentence(_ series: SeriesAnalysis) -> String? {
    guard let growth = logGrowth(series) else { return nil }
    let start = series.points[growth.from]
    return language.logGrowth(
      grows: growth.rate > 0, rate: formatter.percent(growth.rate),
      years: formatter.significant(growth.doublingYears, digits: 2),
      since: growth.from == 0 ? nil : xWriter.text(start.x, category: start.category))
  }

  /// The figures of the shape rules for `--format json`: the lag-1 autocorrelation, whether the
  /// series is noise with its band and spikes, and the growth rate on a logarithmic axis.
  func shapeFacts(_ series: SeriesAnalysis) -> JSONObject {
    func number(_ value: Double) -> JSONValue { value.isFinite ? .number(value == 0 ? 0 : value) : .null }
    var object = JSONObject()
    object["lag1Autocorrelation"] = number(Self.lag1Autocorrelation(series.points.y))
    let noise = isNoise(series)
    object["noise"] = .bool(noise)
    if noise {
      let figures = noiseFigures(series)
      object["mean"] = number(figures.mean)
      object["bandLow"] = number(figures.low)
      object["bandHigh"] = number(figures.high)
      object["leftOut"] = figures.leftOut.map { .number(Double(series.points[$0.index].inputIndex)) } ?? .null
      object["spikes"] = .array(
        Self.spikes(series.points.y, range: series.range).map { spike in
          .object(
            JSONObject([
              ("index", .number(Double(series.points[spike.index].inputIndex))),
              ("y", number(series.points[spike.index].y)), ("neighbours", number(spike.neighbours)),
            ]))
        })
    }
    if [.peak, .trough].contains(series.shape), let recovery = pathRecovery(series, path: pathStops(series)) {
      object["recovery"] = .object(
        JSONObject([
          ("pastHigh", .bool(recovery.past)), ("highIndex", .number(Double(series.points[recovery.high].inputIndex))),
          ("high", number(series.points[recovery.high].y)), ("end", number(series.points[series.n - 1].y)),
        ]))
    }
    if let polyline = segments(series) {
      object["legs"] = .object(
        JSONObject([
          ("stops", .array(polyline.stops.map { .number(Double(series.points[$0].inputIndex)) })),
          ("rSquared", number(polyline.rSquared)),
        ]))
    }
    if let bend = changeBend(series) {
      object["bend"] = .object(
        JSONObject([
          ("changeAfter", .bool(bend.after)), ("at", .number(Double(series.points[bend.index].inputIndex))),
          ("rSquared", number(bend.rSquared)), ("lineErrorShare", number(bend.lineErrorShare)),
        ]))
    }
    if let growth = logGrowth(series) {
      object["logGrowth"] = .object(
        JSONObject([
          ("ratePerYear", number(growth.rate)), ("doublingYears", number(growth.doublingYears)),
          ("rSquared", number(growth.rSquared)), ("from", .number(Double(series.points[growth.from].inputIndex))),
        ]))
    }
    return object
  }
}
