import ChartAccessibility
import Foundation
import TrendStatistics

/// Every series' points as two columns of numbers, for the explorer's jumps: x (a number or date
/// in axis units; a category's place on the x axis) and y (NaN when missing). Built once when
/// exploring starts; the unusual values and crossings of a series are found the first time they
/// are asked for and kept. Not thread-safe (the explorer is used from one thread).
final class ExploreColumns {
  /// Per series, the x of every point, in point order.
  let x: [[Double]]
  /// Per series, the y of every point, in point order; NaN for a missing value.
  let y: [[Double]]
  private var outlierCache: [Int: [(index: Int, high: Bool)]] = [:]
  private var crossingCache: [Int: [(index: Int, others: [Int])]] = [:]

  init(chart: AXChartDescriptor) {
    let categories = (chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder ?? []
    let place = Dictionary(categories.enumerated().map { ($1, Double($0)) }, uniquingKeysWith: { a, _ in a })
    var xs: [[Double]] = []
    var ys: [[Double]] = []
    for series in chart.series {
      if let plain = series.plainPointColumns {
        xs.append(plain.x)
        ys.append(plain.y)
        continue
      }
      var x: [Double] = []
      var y: [Double] = []
      x.reserveCapacity(series.dataPoints.count)
      y.reserveCapacity(series.dataPoints.count)
      for (index, point) in series.dataPoints.enumerated() {
        switch point.x {
        case .number(let number): x.append(number)
        case .category(let name): x.append(place[name] ?? Double(index))
        }
        y.append(point.y ?? .nan)
      }
      xs.append(x)
      ys.append(y)
    }
    x = xs
    y = ys
  }

  /// The point of series `series` whose x is nearest to `value` (the first of equally near
  /// ones); 0 when the series has no points. One pass over the series' x column.
  func nearestIndex(in series: Int, toX value: Double) -> Int {
    var best = 0
    var bestDistance = Double.infinity
    for (index, x) in x[series].enumerated() {
      let distance = abs(x - value)
      if distance < bestDistance {
        best = index
        bestDistance = distance
      }
    }
    return best
  }

  /// The points of series `series` whose value lies beyond Tukey's fences (1.5 interquartile
  /// ranges below the first or above the third quartile, quartiles as NumPy's default), in
  /// point order, each with whether it lies above the upper fence. Empty for fewer than four
  /// values.
  func outliers(of series: Int) -> [(index: Int, high: Bool)] {
    if let known = outlierCache[series] { return known }
    let values = y[series]
    let sorted = RadixSort.ascending(values.filter(\.isFinite))
    var found: [(index: Int, high: Bool)] = []
    if sorted.count >= 4 {
      let q1 = Quantiles.linear(sorted: sorted, 0.25)
      let q3 = Quantiles.linear(sorted: sorted, 0.75)
      let low = q1 - 1.5 * (q3 - q1)
      let high = q3 + 1.5 * (q3 - q1)
      for index in values.indices where values[index] < low || values[index] > high {
        found.append((index, values[index] > high))
      }
    }
    outlierCache[series] = found
    return found
  }

  /// Where series `series` crosses the others: the first point on the new side of each crossing
  /// (or the point where the two meet), in point order, with the series it crosses there. The
  /// other series' value at a point's x is interpolated linearly between its two nearest points
  /// (only within its x range). Assumes each series' points are in increasing x, as a line's are;
  /// a series that is not is compared point by point with the same index.
  func crossings(of series: Int) -> [(index: Int, others: [Int])] {
    if let known = crossingCache[series] { return known }
    var byIndex: [Int: [Int]] = [:]
    for other in x.indices where other != series {
      for index in crossingPoints(of: series, with: other) { byIndex[index, default: []].append(other) }
    }
    let found = byIndex.keys.sorted().map { (index: $0, others: byIndex[$0]!) }
    crossingCache[series] = found
    return found
  }

  private func crossingPoints(of series: Int, with other: Int) -> [Int] {
    let ownX = x[series]
    let ownY = y[series]
    let otherX = x[other]
    let otherY = y[other]
    let ascending = Self.isAscending(otherX) && Self.isAscending(ownX)
    var found: [Int] = []
    var lastSign = 0
    var firstMeeting: Int?
    for index in ownX.indices {
      let otherValue: Double
      if ascending {
        otherValue = Self.interpolate(otherX, otherY, at: ownX[index])
      } else {
        otherValue = index < otherY.count ? otherY[index] : .nan
      }
      let difference = ownY[index] - otherValue
      guard difference.isFinite else {
        lastSign = 0
        firstMeeting = nil
        continue
      }
      let sign = difference > 0 ? 1 : difference < 0 ? -1 : 0
      if sign == 0 {
        if firstMeeting == nil { firstMeeting = index }
        continue
      }
      if lastSign != 0 && sign != lastSign { found.append(firstMeeting ?? index) }
      lastSign = sign
      firstMeeting = nil
    }
    return found
  }

  private static func isAscending(_ values: [Double]) -> Bool {
    var previous = -Double.infinity
    for value in values {
      if !(value >= previous) { return false }
      previous = value
    }
    return true
  }

  /// The y at `position` by linear interpolation in ascending `xs`; NaN outside their range or
  /// next to a missing value.
  private static func interpolate(_ xs: [Double], _ ys: [Double], at position: Double) -> Double {
    guard let first = xs.first, let last = xs.last, position >= first, position <= last else { return .nan }
    var low = 0
    var high = xs.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if xs[middle] <= position { low = middle } else { high = middle }
    }
    if xs[low] == position { return ys[low] }
    if xs[high] == position { return ys[high] }
    let fraction = (position - xs[low]) / (xs[high] - xs[low])
    return ys[low] + fraction * (ys[high] - ys[low])
  }
}

extension ChartExplorer {
  /// Answers the jump commands (tenths, higher and lower values, unusual values, crossings);
  /// `nil` for every other command. A jump that finds nothing says so and stays where it is.
  mutating func jump(_ command: Command) -> Response? {
    switch command {
    case .nextTenth, .previousTenth, .nextHigher, .previousHigher, .nextLower, .previousLower, .nextOutlier,
      .previousOutlier, .nextCrossing, .previousCrossing:
      break
    default: return nil
    }
    if isBoxPlot { return Response(lines: [t("notInBoxPlot")]) }
    let count = columns.y[seriesIndex].count
    guard count > 0 else { return Response(lines: [t("noPoints", ["series": .text(seriesName(seriesIndex))])]) }
    switch command {
    case .nextTenth, .previousTenth:
      return moveTenth(forward: command == .nextTenth, count: count)
    case .nextHigher, .previousHigher, .nextLower, .previousLower:
      return moveToValue(
        higher: command == .nextHigher || command == .previousHigher,
        forward: command == .nextHigher || command == .nextLower)
    case .nextOutlier, .previousOutlier:
      return moveToOutlier(forward: command == .nextOutlier)
    default:
      return moveToCrossing(forward: command == .nextCrossing)
    }
  }

  /// The first point of tenth `k` (0 … 9) of `count` points: ⌊k·count/10⌋. With fewer than ten
  /// points some tenths start at the same point, and a move goes to the next distinct one.
  static func tenthStart(_ k: Int, count: Int) -> Int { k * count / 10 }

  private mutating func moveTenth(forward: Bool, count: Int) -> Response {
    let starts = (0..<10).map { Self.tenthStart($0, count: count) }
    let target = forward ? starts.first { $0 > pointIndex } : starts.last { $0 < pointIndex }
    guard let target else {
      return pointResponse(prefix: t("tenthEnd", ["end": .text(forward ? "last" : "first")]) + " ")
    }
    pointIndex = target
    let tenth = starts.lastIndex { $0 <= target } ?? 0
    return pointResponse(prefix: t("tenth", ["number": .count(tenth + 1)]) + " ")
  }

  /// To the nearest point to the right (`forward`) or left whose value is higher (or lower) than
  /// the current point's. From a missing value, nothing is higher or lower.
  private mutating func moveToValue(higher: Bool, forward: Bool) -> Response {
    let values = columns.y[seriesIndex]
    let current = values[pointIndex]
    var target: Int?
    if current.isFinite {
      let step = forward ? 1 : -1
      var index = pointIndex + step
      while index >= 0 && index < values.count {
        let value = values[index]
        if higher ? value > current : value < current {
          target = index
          break
        }
        index += step
      }
    }
    let arguments: [String: MessageArgument] = [
      "which": .text(higher ? "higher" : "lower"), "direction": .text(forward ? "right" : "left"),
    ]
    guard let target else { return Response(lines: [t("noFurther", arguments)]) }
    pointIndex = target
    return pointResponse(prefix: t("further", arguments) + " ")
  }

  private mutating func moveToOutlier(forward: Bool) -> Response {
    let outliers = columns.outliers(of: seriesIndex)
    guard !outliers.isEmpty else {
      return Response(lines: [t("noOutliers", ["series": .text(seriesName(seriesIndex))])])
    }
    let place = forward ? outliers.firstIndex { $0.index > pointIndex } : outliers.lastIndex { $0.index < pointIndex }
    guard let place else {
      return Response(lines: [
        t("outlierEnd", ["end": .text(forward ? "last" : "first"), "count": .count(outliers.count)])
      ])
    }
    pointIndex = outliers[place].index
    let high = outliers[place].high
    return pointResponse(
      prefix: t(
        "outlier", ["number": .count(place + 1), "count": .count(outliers.count), "side": .text(high ? "high" : "low")])
        + " ")
  }

  private mutating func moveToCrossing(forward: Bool) -> Response {
    guard seriesCount > 1 else { return Response(lines: [t("oneSeries")]) }
    let crossings = columns.crossings(of: seriesIndex)
    guard !crossings.isEmpty else {
      return Response(lines: [t("noCrossings", ["series": .text(seriesName(seriesIndex))])])
    }
    let place = forward ? crossings.firstIndex { $0.index > pointIndex } : crossings.lastIndex { $0.index < pointIndex }
    guard let place else { return Response(lines: [t("crossingEnd", ["end": .text(forward ? "last" : "first")])]) }
    pointIndex = crossings[place].index
    let names = crossings[place].others.map(seriesName).joined(separator: ", ")
    return pointResponse(
      prefix: t("crossing", ["others": .text(names), "number": .count(place + 1), "count": .count(crossings.count)])
        + " ")
  }
}
