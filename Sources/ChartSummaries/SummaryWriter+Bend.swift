import ChartAccessibility
import Foundation
import TrendStatistics

/// Where most of a trend's change happened (``SummaryWriter/changeBend(_:)``).
struct ChangeBend: Equatable {
  /// Whether the change came after the break (a flat first leg) or before it (a flat last leg).
  var after: Bool
  /// The break's point, an index into the analyzed points.
  var index: Int
  /// The share of the variance the broken stick explains, in [0, 1].
  var rSquared: Double
  /// The broken stick's squared error over the straight line's, in [0, 1]: the smaller, the
  /// sharper the bend.
  var lineErrorShare: Double
}

extension SummaryWriter {
  /// Where most of a rising or falling line's change happened, when it did not happen steadily
  /// (issue pattern "first and last stand in for the shape"): Bangladesh's fertility stayed
  /// near 6.9 children per woman until 1974 and fell from there, so "fell sharply by 68%, from
  /// 6.73 in 1960 to 2.12 in 2015, most of it after 1974".
  ///
  /// The rule (thresholds in ``ShapeRules``): a line chart's series said as a trend, of at least
  /// ``ShapeRules/patternMinimumPoints`` points, on a linear y axis (a logarithmic one speaks a
  /// growth rate instead), whose x is time or a counted unit (an x without a name, "after 58",
  /// would not tell what it is). The better of the two broken sticks (``BrokenStick``: flat,
  /// then sloped; or sloped, then flat; the break searched among all interior points), each leg
  /// covering ``ShapeRules/bendMinimumLegShare`` of the x span, explains ``ShapeRules/bendMinimumRSquared`` of the variance and leaves at most
  /// ``ShapeRules/bendMaximumLineError`` of the straight line's squared error; and the values
  /// themselves move at least ``ShapeRules/bendMinimumChangeShare`` of their first-to-last change
  /// on the sloped side. O(n).
  func changeBend(_ series: SeriesAnalysis) -> ChangeBend? {
    guard kind == .line, series.shape == .trend, series.n >= ShapeRules.patternMinimumPoints,
      (chart.yAxis?.scaleType ?? .linear) == .linear, let line = series.ordinary, line.sse > 0,
      [.year, .quarter, .month, .day, .dateTime, .time, .counted].contains(xWriter.role),
      [.rising, .falling].contains(trendDecision(series))
    else { return nil }
    let t = series.points.t
    let y = series.points.y
    guard zip(t, t.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    // The break is searched everywhere: a best break that a leg share had to hold back (a
    // random walk's, pressed against the edge of the allowed range) is no bend.
    let fits = Self.brokenSticks(t: t, y: y)
    guard let best = fits.min(by: { $0.sse < $1.sse }), best.rSquared >= ShapeRules.bendMinimumRSquared,
      best.sse <= ShapeRules.bendMaximumLineError * line.sse
    else { return nil }
    let breakShare = (t[best.breakIndex] - t[0]) / (t[t.count - 1] - t[0])
    guard min(breakShare, 1 - breakShare) >= ShapeRules.bendMinimumLegShare else { return nil }
    let after = best.flatLeg == .first
    let total = y[y.count - 1] - y[0]
    let sloped = after ? y[y.count - 1] - y[best.breakIndex] : y[best.breakIndex] - y[0]
    guard total != 0, sloped / total >= ShapeRules.bendMinimumChangeShare else { return nil }
    return ChangeBend(
      after: after, index: best.breakIndex, rSquared: best.rSquared, lineErrorShare: best.sse / line.sse)
  }

  /// The broken sticks of (t, y) with a flat first leg and with a flat last leg, in that order
  /// (each left out when there is none). Of ``parallelBrokenStickMinimumPoints`` points or
  /// more, the two are fitted on two threads at once (each O(n), about 8 ms on 10⁶ points); the
  /// fits are the same either way.
  static func brokenSticks(t: [Double], y: [Double]) -> [BrokenStick] {
    guard t.count >= parallelBrokenStickMinimumPoints else {
      return [BrokenStick.FlatLeg.first, .last].compactMap { BrokenStick(x: t, y: y, flatLeg: $0) }
    }
    final class Fits: @unchecked Sendable {
      // Each written by one thread only, read after both have ended.
      var first: BrokenStick?
      var last: BrokenStick?
    }
    let fits = Fits()
    DispatchQueue.concurrentPerform(iterations: 2) { part in
      if part == 0 {
        fits.first = BrokenStick(x: t, y: y, flatLeg: .first)
      } else {
        fits.last = BrokenStick(x: t, y: y, flatLeg: .last)
      }
    }
    return [fits.first, fits.last].compactMap { $0 }
  }

  /// From this many points on, ``brokenSticks(t:y:)`` fits its two sticks on two threads.
  static let parallelBrokenStickMinimumPoints = 50_000

  /// ", most of it after 1974" (see ``changeBend(_:)``), or `nil`.
  func changeBendClause(_ series: SeriesAnalysis) -> String? {
    guard let bend = changeBend(series) else { return nil }
    let point = series.points[bend.index]
    return language.mostOfIt(
      after: bend.after, x: xWriter.text(point.x, category: point.category), role: xWriter.role.rawValue,
      gender: xWriter.unitGender)
  }
}
