import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// A series told as its few main legs (``Segments``): the exact polyline search against a brute
/// force, and real charts of the corpus (truth from `Scripts/corpus/truth.py`).
@Suite struct SegmentsTests {
  /// The squared error of the polyline through `stops`, computed point by point.
  static func bruteError(_ y: [Double], _ stops: [Int]) -> Double {
    var error = 0.0
    for (i, j) in zip(stops, stops.dropFirst()) {
      for t in i...j {
        let line = y[i] + (y[j] - y[i]) * Double(t - i) / Double(j - i)
        error += (y[t] - line) * (y[t] - line)
      }
    }
    return error
  }

  @Test func prefixSumErrorsMatchPointByPoint() {
    var generator = SplitMix64(seed: 7)
    let y = (0..<60).map { index in
      1_000 * Double(index % 17) + Double.random(in: -50...50, using: &generator) + 143_000
    }
    let costs = Segments.Costs(y)
    for (i, j) in [(0, 59), (0, 2), (13, 40), (57, 59), (5, 6)] {
      let brute = Self.bruteError(y, [i, j])
      #expect(Swift.abs(costs.error(i, j) - brute) <= 1e-6 * max(1, brute), "\(i)...\(j)")
    }
  }

  /// The search finds the best two- and three-leg polylines (a brute force over every pair of
  /// interior stops agrees), before stops move to their legs' extremes.
  @Test func searchIsExact() {
    var generator = SplitMix64(seed: 11)
    for _ in 0..<20 {
      let n = Int.random(in: 8...30, using: &generator)
      let y = (0..<n).map { _ in Double.random(in: 0...10, using: &generator) }
      let mean = y.reduce(0, +) / Double(n)
      let total = y.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
      var bestThree = Double.infinity
      for a in 2...(n - 5) {
        for b in (a + 2)...(n - 3) { bestThree = min(bestThree, Self.bruteError(y, [0, a, b, n - 1])) }
      }
      // Asking for exactly what the best three legs explain must find three legs that good.
      let target = 1 - bestThree / total - 1e-9
      let found = Segments.polyline(y, maximumLegs: 3, minimumRSquared: target)
      #expect(found != nil)
      if let found { #expect(found.rSquared >= target - 1e-9) }
    }
  }

  @Test func constantAndShortSeriesHaveNoLegs() {
    #expect(Segments.polyline([1, 1, 1, 1, 1], minimumRSquared: 0.9) == nil)
    #expect(Segments.polyline([1, 2], minimumRSquared: 0.9) == nil)
  }

  /// Fertility in the United States, 1960–2015 (Gapminder): a fall to 1.74 in 1976 (the
  /// truth's minimum), then a level between 1.74 and 2.12. Two legs explain 96% of the variance
  /// (`Scripts/corpus/legs.py`, an independent NumPy search: stop at 1973, R² = 0.9606, which
  /// the facts report; the stop said is the low of 1976, where the polyline would explain 0.9247).
  @Test func unitedStatesFertilityFallsThenStays() throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try ChartFile.read(
      path: fixtureURL("corpus/gapminder-fertility-four-countries.json").path, context: context)
    let summary = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart)
    #expect(
      summary.summary.contains(
        "United States fell 53% from 3.67 in 1960 to a low of 1.74 in 1976, then stayed near 1.98."
      ))
    #expect(summary.summary.contains("All 4 lines fell."))
    guard case .object(let facts) = summary.facts, case .array(let series)? = facts["series"],
      case .object(let unitedStates)? = series.last, case .object(let rules)? = unitedStates["shapeRules"],
      case .object(let legs)? = rules["legs"], case .array(let stops)? = legs["stops"],
      case .number(let rSquared)? = legs["rSquared"]
    else { throw CocoaError(.coderValueNotFound) }
    #expect(stops == [.number(0), .number(16), .number(55)])
    #expect(Swift.abs(rSquared - 0.9606) < 0.0005)
  }

  /// Presidential approval, 1945–1974: three legs explain 36% (`Scripts/corpus/legs.py`), so it is still said to
  /// fluctuate, with no path invented through it.
  @Test func approvalStillFluctuates() throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try ChartFile.read(path: fixtureURL("corpus/presidential-approval.json").path, context: context)
    let text = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    #expect(text.hasPrefix("Approval fluctuated between 23% and 87% with no clear trend"))
  }

  /// Two lines of daily returns: each is noise (no ranking, no path), as one line alone is.
  @Test func noiseLinesAreNotRanked() throws {
    let context = FormattingContext(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    let chart = try ChartFile.read(path: fixtureURL("corpus/dax-cac-daily-returns-1998.json").path, context: context)
    let text = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    #expect(
      text.hasPrefix(
        "From Day 1,761 to Day 1,860, DAX scattered around 0.086% with no trend; CAC 40 scattered around 0.055% with no trend."
      ))
    #expect(!text.contains("the most"))
  }
}
