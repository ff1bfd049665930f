import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// The dense-series slots computed exactly, what an empty series and a single value sound like,
/// the default y range with confidence intervals, and when the end earcon sounds.
@Suite struct SlotAndEdgeTimingTests {
  static let sampleRate = 44_100.0

  /// Cents between two frequencies.
  static func cents(_ a: Double, _ b: Double) -> Double { 1_200 * log2(a / b) }

  /// `count` points whose x values are the exact slot boundaries and midpoints of `slots` equal
  /// slots of `xRange`, in a discrete series: every boundary point starts its slot, so slot k holds
  /// the points 2k and 2k + 1 exactly (integer arithmetic: x = lower + k × step with every value a
  /// whole number, so the expected slot needs no floating point).
  static func boundaryChart(lower: Double, step: Double, slots: Int) -> (AXChartDescriptor, [Double]) {
    let count = 2 * slots
    let ys = (0..<count).map { Double(10 + (($0 * 37) % 81)) }
    let points = (0..<count).map { i in AXDataPoint(x: lower + Double(i) * step / 2, y: ys[i]) }
    let x = AXNumericDataAxisDescriptor(
      title: "X", range: lower...(lower + Double(slots) * step), gridlinePositions: []
    ) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    let chart = AXChartDescriptor(
      title: "Boundaries", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "S", isContinuous: false, dataPoints: points)])
    return (chart, ys)
  }

  /// 400 points on the boundaries and midpoints of the 200 slots of 50 ms (10 s), on a plain axis,
  /// on a date axis (seconds since 1970, hours apart) and with a duration that is no whole number
  /// of slots (7.33 s: 147 equal slots of 49.9 ms): every boundary point is in its own slot, and
  /// each tone is the mean of exactly its slot's two values, within 0.5 cent.
  @Test(arguments: [(0.0, 2.0, 10.0), (1_700_000_000, 7_200, 10), (-3, 2, 7.33)])
  func boundaryPointsLandInTheirOwnSlotAndTonesAreTheSlotMean(lower: Double, step: Double, seconds: Double) throws {
    let slots = Int((seconds / ChartSonifier.discreteSlotSeconds - 1e-9).rounded(.up))
    let (chart, ys) = Self.boundaryChart(lower: lower, step: step, slots: slots)
    var options = SonificationOptions.plain()
    options.durationSeconds = seconds
    let sonification = try ChartSonifier(options: options).sonify(chart)
    let played = sonification.playedPoints
    // Boundary points (even indices) heard in the tone of an earlier slot.
    let early = played.reduce(0) { count, tone in
      count + tone.pointIndices.dropFirst().filter { $0 % 2 == 0 }.count
    }
    #expect(played.count == slots, "\(played.count) tones for \(slots) slots")
    #expect(early == 0, "\(early) of \(slots) boundary points are heard in the slot before their own")
    #expect(played.map(\.pointIndices) == (0..<slots).map { [2 * $0, 2 * $0 + 1] })
    // Each tone against the documented mean of the slot its first point belongs to.
    let notes = sonification.sections[0].score.notes.sorted { $0.startFrame < $1.startFrame }
    #expect(notes.count == played.count)
    var worst = 0.0
    for (tone, note) in zip(played, notes) {
      let k = tone.pointIndices[0] / 2
      let mean = (ys[2 * k] + ys[2 * k + 1]) / 2
      worst = max(worst, abs(Self.cents(note.frequency, Expected.frequency(mean, domain: 0...100))))
    }
    #expect(worst <= 0.5, "worst tone is \(worst) cents from its slot's mean")
    print("boundary slots (\(lower), \(step), \(seconds) s): \(early) boundary points early, worst \(worst) cents")
  }
}
