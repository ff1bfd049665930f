import ChartAccessibility
import Foundation
import TrendStatistics

/// A series told as its few main legs (issue pattern "first and last stand in for the shape"):
/// a line that neither trends, peaks once nor cycles, but moves in two or three clear legs,
/// "United States fell 53% from 3.67 in 1960 to a low of 1.74 in 1976, then stayed near 1.98",
/// rather than "fluctuated between 1.74 and 3.67".
///
/// The legs are the best polyline through data points: the first and last points are stops, and
/// one or two interior points are chosen to leave the least squared error between the values and
/// the straight lines joining the stops (an exact search, O(n²) for three legs). The fewest legs
/// whose polyline explains at least ``ShapeRules/segmentMinimumRSquared`` of the variance are
/// used; none when no polyline of at most ``ShapeRules/segmentMaximumLegs`` legs does. Each
/// interior stop then moves to the extreme its leg runs to (the low of a fall, the high of a rise)
/// between its neighbouring stops: the listener hears the low, 1.74 in 1976, not the bend of the
/// fit, 1.87 in 1973, and the peak of women's conviction rates in Canada, 157.3 in 1940, not the
/// fit's bend a year before it (the polyline through the fit's stops decides whether the series
/// reads as legs; the extremes are what is said, and they are values of the data).
enum Segments {
  /// The stops (indices into `y`, first and last included, each interior one moved to its leg's
  /// extreme) and the share of the variance explained by the polyline the search found (through
  /// the stops before they moved), which decided that the series reads as legs.
  struct Polyline: Equatable {
    var stops: [Int]
    var rSquared: Double
  }

  /// Prefix sums for the squared error of a straight line between two points of `y`, in O(1).
  /// The values are centred on their mean first, so large levels (143,000 jobs) keep their digits.
  struct Costs {
    private let y: [Double]
    private let sum: [Double]
    private let sumSquares: [Double]
    private let sumIndexed: [Double]

    init(_ values: [Double]) {
      let mean = values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count)
      y = values.map { $0 - mean }
      var sum = [0.0]
      var sumSquares = [0.0]
      var sumIndexed = [0.0]
      sum.reserveCapacity(y.count + 1)
      sumSquares.reserveCapacity(y.count + 1)
      sumIndexed.reserveCapacity(y.count + 1)
      for (t, value) in y.enumerated() {
        sum.append(sum[t] + value)
        sumSquares.append(sumSquares[t] + value * value)
        sumIndexed.append(sumIndexed[t] + Double(t) * value)
      }
      self.sum = sum
      self.sumSquares = sumSquares
      self.sumIndexed = sumIndexed
    }

    /// The squared error of the values `i...j` around the straight line from `(i, y[i])` to
    /// `(j, y[j])`; `i < j`.
    func error(_ i: Int, _ j: Int) -> Double {
      let m = Double(j - i + 1)
      let length = Double(j - i)
      let yi = y[i]
      let slope = (y[j] - yi) / length
      let sy = sum[j + 1] - sum[i]
      let syy = sumSquares[j + 1] - sumSquares[i]
      let sty = sumIndexed[j + 1] - sumIndexed[i]
      let di = Double(i)
      // Σ t over i...j, and Σ (t − i)² = L(L+1)(2L+1)/6 with L = j − i.
      let st = (Double(i) + Double(j)) * m / 2
      let deviationSquares = syy - 2 * yi * sy + m * yi * yi
      let deviationTimesIndex = sty - di * sy - yi * st + di * yi * m
      let indexSquares = length * (length + 1) * (2 * length + 1) / 6
      return max(0, deviationSquares - 2 * slope * deviationTimesIndex + slope * slope * indexSquares)
    }

    /// The squared error of the polyline through `stops`.
    func error(stops: [Int]) -> Double {
      zip(stops, stops.dropFirst()).reduce(0) { $0 + error($1.0, $1.1) }
    }
  }

  /// The polyline of the fewest legs (one to `maximumLegs`, at most three) that explains at
  /// least `minimumRSquared` of the variance of `y`, each leg spanning at least two steps, and
  /// its interior stops moved to the extremes their legs run to (see the type's comment);
  /// `nil` when none does. O(n²).
  static func polyline(_ y: [Double], maximumLegs: Int = 3, minimumRSquared: Double) -> Polyline? {
    let n = y.count
    guard n >= 3 else { return nil }
    let mean = y.reduce(0, +) / Double(n)
    let total = y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
    guard total > 0 else { return nil }
    let costs = Costs(y)
    let last = n - 1
    let minimumLeg = 2
    func explained(_ stops: [Int]) -> Double { 1 - costs.error(stops: stops) / total }
    var best: [Int]?
    search: for legs in 1...min(max(1, maximumLegs), 3) {
      var candidate: (stops: [Int], error: Double)?
      switch legs {
      case 1:
        candidate = ([0, last], costs.error(0, last))
      case 2:
        guard n > 2 * minimumLeg else { break }
        for s in minimumLeg...(last - minimumLeg) {
          let error = costs.error(0, s) + costs.error(s, last)
          if candidate == nil || error < candidate!.error { candidate = ([0, s, last], error) }
        }
      default:
        guard n > 3 * minimumLeg else { break }
        for a in minimumLeg...(last - 2 * minimumLeg) {
          let head = costs.error(0, a)
          for b in (a + minimumLeg)...(last - minimumLeg) {
            let error = head + costs.error(a, b) + costs.error(b, last)
            if candidate == nil || error < candidate!.error { candidate = ([0, a, b, last], error) }
          }
        }
      }
      if let candidate, 1 - candidate.error / total >= minimumRSquared {
        best = candidate.stops
        break search
      }
    }
    guard let found = best else { return nil }
    var stops = found
    // Move each interior stop to the extreme its leg runs to, between its neighbouring stops.
    for k in stride(from: 1, to: stops.count - 1, by: 1) {
      let before = stops[k - 1]
      let after = stops[k + 1]
      let falls = y[stops[k]] < y[before]
      var target = stops[k]
      for index in (before + 1)..<after where falls ? y[index] < y[target] : y[index] > y[target] {
        target = index
      }
      var moved = stops
      moved[k] = target
      if target != stops[k] { stops = moved }
    }
    return Polyline(stops: stops, rSquared: explained(found))
  }
}

extension SummaryWriter {
  /// The legs of a fluctuating series (``Segments``), by ``ShapeRules``: at most
  /// ``ShapeRules/segmentMaximumLegs`` legs explaining at least
  /// ``ShapeRules/segmentMinimumRSquared`` of the variance, on a series of
  /// ``ShapeRules/patternMinimumPoints`` to ``ShapeRules/segmentMaximumPoints`` points; a leg
  /// that changes by less than ``ShapeRules/segmentFlatShare`` of the range stays near its
  /// median. `nil` when the series is not fluctuating, is noise, or its legs do not read as a
  /// path: the first leg flat, or two moving legs in a row in the same direction.
  func segments(_ series: SeriesAnalysis) -> Segments.Polyline? {
    guard series.shape == .fluctuating,
      (ShapeRules.patternMinimumPoints...ShapeRules.segmentMaximumPoints).contains(series.n), !isNoise(series)
    else { return nil }
    let ys = series.points.y
    guard let polyline = series.legsPolyline, polyline.stops.count >= 3 else { return nil }
    let moves = zip(polyline.stops, polyline.stops.dropFirst()).map { ys[$0.1] - ys[$0.0] }
    let flat = moves.map { Swift.abs($0) < ShapeRules.segmentFlatShare * series.range }
    guard !flat[0] else { return nil }
    for index in moves.indices.dropFirst() where !flat[index] && !flat[index - 1] {
      guard (moves[index] > 0) != (moves[index - 1] > 0) else { return nil }
    }
    return polyline
  }

  /// The path of a segmented series (``segments(_:)``): "United States fell 53% from 3.67 in
  /// 1960 to a low of 1.74 in 1976, then stayed near 1.98"; with `ending`, the sentence's end
  /// and the overall change too. The largest moving leg carries its size as a percent where
  /// percents mean something and it is at least 25%.
  func segmentedPath(_ series: SeriesAnalysis, polyline: Segments.Polyline, name: String? = nil, ending: Bool)
    -> String
  {
    let ys = series.points.y
    let stops = polyline.stops
    let relative = series.speaksPercent && ys.allSatisfy { $0 > 0 }
    let texts = formatter.list(stops.map { ys[$0] })
    let largest = zip(stops, stops.dropFirst()).enumerated().max {
      Swift.abs(ys[$0.element.1] - ys[$0.element.0]) < Swift.abs(ys[$1.element.1] - ys[$1.element.0])
    }?.offset
    var legs: [SummaryLanguage.Leg] = []
    for (leg, (from, to)) in zip(stops, stops.dropFirst()).enumerated() {
      let point = series.points[to]
      let x = xWriter.phrase(point.x, category: point.category)
      if Swift.abs(ys[to] - ys[from]) < ShapeRules.segmentFlatShare * series.range {
        let median = OrderStatistics.median(Array(ys[from...to]))
        legs.append(.init(rose: ys[to] > ys[from], value: "", x: x, staysNear: formatter.y(median, derived: true)))
        continue
      }
      var amount: Amount?
      if relative, leg == largest {
        let ratio = ys[to] / ys[from]
        if Swift.abs(Foundation.log(ratio)) >= -Foundation.log(0.75) {
          amount =
            ratio >= 10 ? .factor(formatter.significant(ratio)) : .plain(formatter.percent(Swift.abs(ratio - 1)))
        }
      }
      let label: String? = to == series.maximumIndex ? "peak" : to == series.minimumIndex ? "low" : nil
      legs.append(
        .init(
          rose: ys[to] > ys[from], amount: amount, label: to == series.n - 1 ? nil : label, value: texts[leg + 1],
          x: x))
    }
    let first = series.points[0]
    var overall: String?
    if ending, relative, let percent = series.percentChange, Swift.abs(percent) >= 0.01, series.change != 0 {
      overall = language.overallChange(
        up: series.change > 0, by: changeAmount(series, rose: series.change > 0) ?? .plain(formatter.percent(percent)))
    }
    return language.path(
      series: name ?? series.name, first: texts[0], firstX: xWriter.phrase(first.x, category: first.category),
      legs: legs, overall: overall, ending: ending)
  }
}
