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
  /// Noise: |Kendall τ| below this (no trend a reader would see) …
  static let noiseMaximumTau = 0.1
  /// … and the lag-1 autocorrelation of y at most this (no path: each value says little about the
  /// next, as with daily returns or hourly wind).
  static let noiseMaximumLag1 = 0.3
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
  /// Two lines that cross at least this many times "cross repeatedly" (no "overtook").
  static let repeatedCrossings = 3
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
      let kendall = series.mannKendall, Swift.abs(kendall.tau) < ShapeRules.noiseMaximumTau
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

  /// The sentences of a noisy series: no trend, the average and the band of most values, the
  /// extremes as extremes, and a spike when one reading stands far from its neighbours.
  mutating func noiseWording(_ series: SeriesAnalysis) -> [String] {
    let ys = series.points.y
    let sorted = ys.sorted()
    let low = Self.quantile(sorted, ShapeRules.noiseBand.low)
    let high = Self.quantile(sorted, ShapeRules.noiseBand.high)
    decisions.append("shape: noise")
    let (lowText, highText) = formatter.pair(low, high)
    var sentences = [
      language.noise(series: series.name, mean: formatter.y(series.mean, derived: true), low: lowText, high: highText)
    ]
    if options.verbosity == .brief { return sentences }
    let spikes = Self.spikes(ys, range: series.range)
    let lowPoint = series.points[series.minimumIndex]
    let highPoint = series.points[series.maximumIndex]
    let (maxText, minText) = formatter.pair(highPoint.y, lowPoint.y)
    sentences.append(
      language.extremes(
        max: maxText, maxX: xWriter.phrase(highPoint.x, category: highPoint.category),
        min: minText, minX: xWriter.phrase(lowPoint.x, category: lowPoint.category)))
    if (1...ShapeRules.spikesSpoken).contains(spikes.count), let spike = spikes.first {
      let point = series.points[spike.index]
      decisions.append("spike: \(spike.index)")
      sentences.append(
        language.spike(
          value: formatter.y(point.y), x: xWriter.phrase(point.x, category: point.category),
          above: point.y > spike.neighbours,
          around: isPercentStyle ? formatter.y(spike.neighbours) : formatter.about(spike.neighbours),
          extreme: spike.index == series.maximumIndex ? "high" : spike.index == series.minimumIndex ? "low" : "none"))
    }
    return sentences
  }

  /// Growth on a logarithmic y axis whose x is in years or dates, by ``ShapeRules``: the yearly
  /// rate (0.21 for 21% a year; negative when shrinking) and the years to double (or halve);
  /// `nil` when the axis is linear, x is not time, or the series does not grow at one rate.
  func logGrowth(_ series: SeriesAnalysis) -> (rate: Double, doublingYears: Double, rSquared: Double)? {
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
    let fit = LinearRegression(x: years, y: series.points.y.map { Foundation.log2($0) }, computeResiduals: false)
    guard fit.rSquared >= ShapeRules.logGrowthMinimumRSquared, fit.slope != 0, fit.slope.isFinite else { return nil }
    return (Foundation.pow(2, fit.slope) - 1, 1 / Swift.abs(fit.slope), fit.rSquared)
  }

  /// "On the logarithmic scale, it grew about 21% a year, doubling about every 3.6 years." (see
  /// ``logGrowth(_:)``).
  func logGrowthSentence(_ series: SeriesAnalysis) -> String? {
    guard let growth = logGrowth(series) else { return nil }
    return language.logGrowth(
      grows: growth.rate > 0, rate: formatter.percent(growth.rate),
      years: formatter.significant(growth.doublingYears, digits: 2))
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
      let sorted = series.points.y.sorted()
      object["bandLow"] = number(Self.quantile(sorted, ShapeRules.noiseBand.low))
      object["bandHigh"] = number(Self.quantile(sorted, ShapeRules.noiseBand.high))
      object["spikes"] = .array(
        Self.spikes(series.points.y, range: series.range).map { spike in
          .object(
            JSONObject([
              ("index", .number(Double(series.points[spike.index].inputIndex))),
              ("y", number(series.points[spike.index].y)), ("neighbours", number(spike.neighbours)),
            ]))
        })
    }
    if let growth = logGrowth(series) {
      object["logGrowth"] = .object(
        JSONObject([
          ("ratePerYear", number(growth.rate)), ("doublingYears", number(growth.doublingYears)),
          ("rSquared", number(growth.rSquared)),
        ]))
    }
    return object
  }
}
