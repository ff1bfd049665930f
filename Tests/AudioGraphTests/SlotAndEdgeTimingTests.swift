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

  /// A series with no values is named on standard error's notes, with what is heard for it.
  @Test func anEmptySeriesIsNamedInTheNotes() throws {
    let x = AXNumericDataAxisDescriptor(title: "X", range: 0...10, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    let chart = AXChartDescriptor(
      title: "Two", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [
        AXDataSeriesDescriptor(
          name: "Full", isContinuous: true, dataPoints: [AXDataPoint(x: 0, y: 10), AXDataPoint(x: 10, y: 90)]),
        AXDataSeriesDescriptor(name: "Sensor B", isContinuous: true, dataPoints: []),
        AXDataSeriesDescriptor(
          name: "Gaps", isContinuous: false, dataPoints: [AXDataPoint(x: 2, y: nil), AXDataPoint(x: 4, y: nil)]),
      ])
    var options = SonificationOptions.plain()
    options.earcons = .standard
    let notes = try ChartSonifier(options: options).sonify(chart).notSonified
    #expect(notes.contains("Series 2 (Sensor B) has no values, so nothing is heard for it."))
    #expect(notes.contains("Series 3 (Gaps) has only missing values: only their markers are heard."))
    options.earcons = []
    #expect(
      try ChartSonifier(options: options).sonify(chart).notSonified.contains(
        "Series 3 (Gaps) has only missing values: nothing is heard for it."))
    // A series that is not played (--series 1) gets the "only series 1" note, not this one.
    options.seriesPlayback = .single(0)
    #expect(!(try ChartSonifier(options: options).sonify(chart).notSonified.contains { $0.contains("no values") }))
  }

  /// A single value sounds at its x; when the x axis has no width (one point and no range in the
  /// file) that is the middle of the data window. The timing note says when.
  @Test func aSingleValueSoundsInTheMiddleOfAnAxisWithoutWidthAndSaysWhen() throws {
    let sonification = try ChartSonifier(options: SonificationOptions()).sonify(try Charts.fixture("single-order.json"))
    let note = try #require(sonification.playedPoints.first)
    let middle = Int((0.25 * Self.sampleRate).rounded()) + Int((5 * Self.sampleRate).rounded())
    #expect(note.frame == middle)
    #expect(
      sonification.timingNotes == [
        "Series 1 (Orders) has a single value: one tone, 5.25 seconds into the graph (the middle of the data, as every point has the same x)."
      ])
    // On an axis with a range it sounds at its x (2.5 of 0...10: 2.5 s after the 0.25 s lead-in).
    let chart = Charts.numeric([(x: 2.5, y: 40)], continuous: true)
    var options = SonificationOptions()
    options.pan = false
    let placed = try ChartSonifier(options: options).sonify(chart)
    #expect(placed.playedPoints.map(\.frame) == [Int((0.25 * Self.sampleRate).rounded()) + Int(2.5 * Self.sampleRate)])
    #expect(placed.timingNotes == ["Series 1 (S) has a single value: one tone, 2.75 seconds into the graph."])
    // Two values: no note.
    #expect(
      try ChartSonifier().sonify(Charts.numeric([(x: 1, y: 1), (x: 2, y: 2)], continuous: true)).timingNotes.isEmpty)
  }

  /// Without a range in the file, the y axis spans the values and the confidence-interval bounds,
  /// so the highest upper bound is the top of the pitch range and the data sounds below it.
  @Test func theDefaultYRangeHoldsTheIntervalBounds() throws {
    let json = """
      { "version": 1, "title": "T", "xAxis": { "kind": "numeric", "title": "X" },
        "yAxis": { "kind": "numeric", "title": "Y" },
        "series": [{ "name": "S", "isContinuous": false,
          "points": [{ "x": 0, "y": 50, "ci": [40, 60] }, { "x": 1, "y": 70, "ci": [65, 90] }, { "x": 2, "y": 55 }] }] }
      """
    let chart = try ChartFile.decode(Array(json.utf8))
    let y = try #require(chart.yAxis)
    #expect(y.range == 40...90)
    var options = SonificationOptions.plain()
    options.intervals = .bounds
    let notes = try ChartSonifier(options: options).sonify(chart).sections[0].score.notes
    let top = try #require(notes.map(\.frequency).max())
    let bottom = try #require(notes.map(\.frequency).min())
    #expect(abs(Self.cents(top, Expected.c6)) < 0.01)
    #expect(abs(Self.cents(bottom, Expected.c3)) < 0.01)
    // The same rule without a y axis (Swift charts may leave it out).
    let noAxis = AXChartDescriptor(
      title: "T", summary: nil, xAxis: chart.xAxis, yAxis: nil, additionalAxes: [], series: chart.series)
    let sonified = try ChartSonifier(options: options).sonify(noAxis)
    #expect(
      sonified.mappingDescription.contains { $0.hasPrefix("Y axis (values): pitch, 130.81 to 1046.5 hertz") })
    #expect(sonified.sections[0].score.notes.map(\.frequency) == notes.map(\.frequency))
  }

  /// The user documentation says the same about the default y range and the end earcon as the code.
  @Test func theDocumentationStatesTheRangeAndEndEarconRules() throws {
    let sound = try String(
      contentsOf: packageRoot.appendingPathComponent("Documentation/Sound.md"), encoding: .utf8)
    let docc = try String(
      contentsOf: packageRoot.appendingPathComponent("Sources/AudioGraph/Documentation.docc/AudioGraph.md"),
      encoding: .utf8)
    let unfolded = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
    for text in [unfolded(sound), unfolded(docc)] {
      #expect(text.contains("the lowest to the highest value, confidence-interval bounds included"))
      #expect(text.contains("50 ms after the end of the x axis, or after the last sound when that ends later"))
    }
  }

  /// The end earcon sounds 50 ms after the end of the x axis, or after the last sound when that
  /// ends later: a discrete series whose data stops before the axis ends leaves that silence.
  @Test func theEndEarconFollowsTheEndOfTheXAxisOrTheLastSound() throws {
    var options = SonificationOptions.plain()
    options.earcons = .standard
    let gap = Int((0.05 * Self.sampleRate).rounded())
    let axisEnd = Int((0.25 * Self.sampleRate).rounded()) + Int((10 * Self.sampleRate).rounded())
    // Data to x = 7 of 0...10: the end earcon still waits for the end of the axis.
    let early = Charts.numeric([(x: 0, y: 10), (x: 3.5, y: 50), (x: 7, y: 90)], continuous: false)
    let earlyScore = try ChartSonifier(options: options).sonify(early).sections[0].score
    #expect(earlyScore.earcons.first { $0.kind == .end }?.startFrame == axisEnd + gap)
    // A tone at the end of the axis rings on: the end earcon follows it.
    let late = Charts.numeric([(x: 0, y: 10), (x: 5, y: 50), (x: 10, y: 90)], continuous: false)
    let lateScore = try ChartSonifier(options: options).sonify(late).sections[0].score
    let lastTone = try #require(lateScore.notes.map { $0.startFrame + $0.lengthFrames }.max())
    #expect(lastTone > axisEnd)
    #expect(lateScore.earcons.first { $0.kind == .end }?.startFrame == lastTone + gap)
  }
}
