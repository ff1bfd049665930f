import ChartAccessibility
import ChartSummaries
import Testing

/// Boundary tests on each threshold of the wording and of confidence intervals: lower bounds are inclusive.
@Suite struct ThresholdTests {
  /// y = 100, 100 + k, …, 100 + 4k at t = 0…4: Theil–Sen gives ŷ₁ = 100, so rel = 4k / 100.
  func ramp(rel: Double) -> AXChartDescriptor {
    let k = rel * 25
    return Charts.line(x: [0, 1, 2, 3, 4], y: (0...4).map { 100 + Double($0) * k }, title: "Sales")
  }

  @Test(arguments: [(0.05, "steadily"), (0.4999, "steadily"), (0.5, "sharply")])
  func adverbBoundaries(rel: Double, adverb: String) {
    let summary = ramp(rel: rel).summary().summary
    #expect(summary.hasPrefix("Sales rose \(adverb) by"), "\(summary)")
  }

  /// "Slightly" needs a change that is small against zero (under 5%) and on screen (under 35%
  /// of the range), both for the fit and for the first-to-last change the sentence speaks: a
  /// noisy series whose fitted and spoken rise are each about a third of its range, 4.6% of its
  /// level.
  @Test func slightlyNeedsASmallChangeOnScreenToo() {
    // y = 3000 + 3.5·t plus a zigzag of ±160 that is 0 at both ends (40 points): the fit and
    // the spoken change rise by about 137 over a range of about 440.
    let t = (0..<40).map(Double.init)
    let y = t.map { 3000 + 3.5 * $0 + ($0 == 0 || $0 == 39 ? 0 : (Int($0) % 2 == 0 ? -160 : 160)) }
    let chart = Charts.line(x: t, y: y, title: "Sales")
    let share = max(chart.fact("normalizedFittedChange")!, chart.fact("change")! / chart.fact("range")!)
    var at = SummaryThresholds()
    at.slightlyVisibleShare = share + 1e-6
    #expect(
      chart.summary(thresholds: at).summary.hasPrefix("Sales rose slightly by"),
      "\(chart.summary(thresholds: at).summary)")
    at.slightlyVisibleShare = share - 1e-6
    #expect(!chart.summary(thresholds: at).summary.contains("slightly"))
  }

  @Test func flatSpreadIsInclusive() {
    // median 100, R = 10: q = 0.10 is flat; R = 10.1 is not.
    let flat = Charts.line(x: [1, 2, 3, 4, 5], y: [100, 105, 100, 110, 100], title: "Load")
    #expect(flat.summary().summary.hasPrefix("Load stayed roughly flat at about 100"))
    let notFlat = Charts.line(x: [1, 2, 3, 4, 5], y: [100, 105, 100, 110.1, 100], title: "Load")
    #expect(!notFlat.summary().summary.contains("roughly flat"))
  }

  @Test func trendMagnitudeIsInclusive() {
    let chart = Charts.line(
      x: (0..<12).map(Double.init), y: [10, 30, 12, 31, 15, 33, 17, 36, 19, 38, 22, 40], title: "Load")
    let v = chart.fact("normalizedFittedChange")!
    var at = SummaryThresholds()
    at.trendMagnitude = v
    #expect(chart.summary(thresholds: at).summary.hasPrefix("Load rose"))
    var above = SummaryThresholds()
    above.trendMagnitude = v + 1e-6
    #expect(!chart.summary(thresholds: above).summary.hasPrefix("Load rose"))
  }

  @Test func steadilyNeedsBothRSquaredAndSteadiness() {
    let chart = Charts.line(x: [0, 1, 2, 3, 4, 5, 6, 7], y: [10, 12, 15, 14, 18, 20, 23, 25], title: "Load")
    let r2 = chart.fact("rSquared")!
    let steadiness = chart.fact("steadiness")!
    var at = SummaryThresholds()
    (at.steadilyRSquared, at.steadilySteadiness, at.sharply) = (r2, steadiness, 10)
    #expect(chart.summary(thresholds: at).summary.hasPrefix("Load rose steadily"))
    var above = at
    above.steadilySteadiness = steadiness + 1e-6
    #expect(!chart.summary(thresholds: above).summary.contains("steadily"))
  }

  @Test func fluctuationsBelowRSquaredThreshold() {
    let chart = Charts.line(
      x: (0..<12).map(Double.init), y: [10, 30, 12, 31, 15, 33, 17, 36, 19, 38, 22, 40], title: "Load")
    let r2 = chart.fact("rSquared")!
    var at = SummaryThresholds()
    at.fluctuationsRSquared = r2
    #expect(!chart.summary(thresholds: at).summary.contains("with fluctuations"))
    at.fluctuationsRSquared = r2 + 1e-6
    #expect(chart.summary(thresholds: at).summary.contains(", with fluctuations."))
  }

  @Test func peakProminenceIsInclusive() {
    // max 20 at the middle; y₁ = 10, yₙ = 15, R = 10: the rise over the last point is 0.5 R.
    let chart = Charts.line(x: [0, 1, 2, 3, 4, 5, 6], y: [10, 12, 16, 20, 17, 16, 15], title: "Load")
    var at = SummaryThresholds()
    (at.shapeProminence, at.significanceZ) = (0.5, 100)
    #expect(
      chart.summary(thresholds: at).summary.hasPrefix(
        "Load rose 100% from 10 at 0 to a peak of 20 at 3, then fell to 15 at 6, up 50% overall."))
    at.shapeProminence = 0.5 + 1e-6
    #expect(chart.summary(thresholds: at).summary.hasPrefix("Load fluctuated"))
  }

  @Test(arguments: [(1.5, "widens"), (1.4999, "stays about")])
  func intervalWideningBoundary(ratio: Double, words: String) {
    let intervals: [ClosedRange<Double>?] = [48...52, 48...52, 55 - 2 * ratio...55 + 2 * ratio]
    let chart = Charts.line(x: [0, 1, 2], y: [50, 50, 55], title: "Score", intervals: intervals, level: 0.9)
    let summary = chart.summary().summary
    #expect(summary.contains("The 90% interval \(words)"), "\(summary)")
  }

  @Test func intervalsNeedHalfThePoints() {
    let two: [ClosedRange<Double>?] = [9...11, nil, nil, 12...14]
    let chart = Charts.line(x: [0, 1, 2, 3], y: [10, 11, 12, 13], title: "Score", intervals: two)
    #expect(chart.summary().summary.contains("uncertainty interval"))
    let one: [ClosedRange<Double>?] = [9...11, nil, nil, nil]
    #expect(
      !Charts.line(x: [0, 1, 2, 3], y: [10, 11, 12, 13], title: "Score", intervals: one).summary().summary.contains(
        "interval"))
  }

  @Test func asymmetricIntervalsAreSpokenAsBounds() {
    let intervals: [ClosedRange<Double>?] = [9...11, 10...12, 11...17]
    let chart = Charts.line(x: [0, 1, 2], y: [10, 11, 12], title: "Score", intervals: intervals)
    #expect(chart.summary().summary.contains("widens from plus or minus 1 at 0 to between 11 and 17 at 2."))
  }

  @Test(arguments: [(0.2, "moderate"), (0.05, "strong")])
  func scatterStrength(noise: Double, strength: String) {
    var generator = LinearCongruential(seed: 3)
    let x = (0..<40).map(Double.init)
    let y = x.map { $0 + Double.random(in: -1...1, using: &generator) * noise * 100 }
    let xAxis = AXNumericDataAxisDescriptor(title: "Hours studied", range: 0...40, gridlinePositions: []) { "\($0)" }
    let points = zip(x, y).map { AXDataPoint(x: $0, y: $1) }.shuffled(using: &generator)
    let chart = AXChartDescriptor(
      xAxis: xAxis, yAxis: Charts.yAxis("Score"),
      series: [AXDataSeriesDescriptor(name: "Students", isContinuous: false, dataPoints: points)])
    #expect(
      chart.summary().summary
        == "There is a \(strength) positive relationship between Hours studied and Score: as Hours studied increases, Score tends to increase."
    )
  }
}

/// A tiny deterministic generator for test data.
struct LinearCongruential: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}
