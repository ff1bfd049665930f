import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// Apple's timing rules, exact frame counts, series playback, the dense-series rule, missing
/// values, earcons and additional axes: the structure of the sonification.
@Suite struct ChartSonifierTimingTests {
  static let sampleRate = 44_100.0

  @Test func numericXLastsTenSecondsAndDurationOverrides() throws {
    let chart = Charts.numeric([(x: 0, y: 10), (x: 10, y: 90)], continuous: true)
    var options = SonificationOptions.plain()
    let release = Int((0.075 * Self.sampleRate).rounded())
    var sonification = try ChartSonifier(options: options).sonify(chart)
    // Last key point at the end of the 10 s window, then the 75 ms release: exact to the frame.
    #expect(sonification.frameCount == Int((10 * Self.sampleRate).rounded()) + release)
    #expect(sonification.renderSamples(channelCount: 2).count == 2 * sonification.frameCount)
    options.durationSeconds = 3.5
    sonification = try ChartSonifier(options: options).sonify(chart)
    #expect(sonification.frameCount == Int((3.5 * Self.sampleRate).rounded()) + release)
  }

  @Test(arguments: [(3, 2.4), (12, 9.6), (13, 10.0), (40, 10.0)])
  func categoricalXLastsPointEightSecondsPerCategoryUpToTen(categories: Int, seconds: Double) throws {
    let names = (0..<categories).map { "C\($0)" }
    let x = AXCategoricalDataAxisDescriptor(title: "Category", categoryOrder: names)
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...10, gridlinePositions: []) { "\($0)" }
    let points = names.enumerated().map { AXDataPoint(x: $0.element, y: Double($0.offset % 10)) }
    let chart = AXChartDescriptor(
      title: "Bars", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "S", isContinuous: false, dataPoints: points)])
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let section = try #require(sonification.sections.first)
    #expect(section.dataFrameCount == Int((seconds * Self.sampleRate).rounded()))
    // Category k starts at k / n of the window.
    for played in sonification.playedPoints {
      let k = played.pointIndices[0]
      #expect(played.frame == Int((Double(k) / Double(categories) * seconds * Self.sampleRate).rounded()))
    }
  }

  @Test func pointsArePlacedByXWithinTheAxisRangeAfterTheLeadIn() throws {
    let xs: [Double] = [-3, 0, 2.5, 7, 20]  // outside the range clamps to its ends
    let chart = Charts.numeric(xs.map { (x: $0, y: 50) }, continuous: false, xRange: 0...10)
    var options = SonificationOptions.plain()
    options.earcons = .standard
    let sonification = try ChartSonifier(options: options).sonify(chart)
    let played = sonification.playedPoints.sorted { $0.pointIndices[0] < $1.pointIndices[0] }
    let expected = [0.0, 2.5, 7, 10].map {
      Expected.frame(x: $0, range: 0...10, sampleRate: Self.sampleRate, earcons: true)
    }
    #expect(played.map(\.frame) == expected)
    // x = -3 clamps to 0, the same 50 ms slot as x = 0: one tone for both (the dense rule).
    #expect(played[0].pointIndices == [0, 1])
  }

  @Test func earconsMarkStartEndGridlinesReferenceLinesAndMissingValues() throws {
    let chart = Charts.numeric(
      [(x: 0, y: 20), (x: 2, y: 80), (x: 4, y: nil), (x: 6, y: 30), (x: 8, y: 60), (x: 10, y: 40)],
      continuous: true, gridlines: [5],
      referenceLines: [
        ReferenceLine(axis: .y, value: 50, label: "Target"),
        ReferenceLine(axis: .x, value: 3, label: "Event"),
      ])
    var options = SonificationOptions.plain()
    options.earcons = .standard
    let score = try #require(try ChartSonifier(options: options).sonify(chart).sections.first?.score)
    let kinds = score.earcons.map(\.kind)
    #expect(kinds.filter { $0 == .start }.count == 1)
    #expect(kinds.filter { $0 == .end }.count == 1)
    #expect(kinds.filter { $0 == .gridlineTick }.count == 1)
    #expect(kinds.filter { $0 == .missingValue }.count == 1)
    // y = 50 is crossed 20 → 80, 30 → 60 and 60 → 40 (not across the missing value), plus the x line.
    #expect(kinds.filter { $0 == .referenceLineCrossing }.count == 4)
    let crossing = try #require(score.earcons.filter { $0.kind == .referenceLineCrossing }.map(\.startFrame).min())
    // Linear y: 20 → 80 crosses 50 halfway between x = 0 and x = 2, that is x = 1.
    #expect(crossing == Expected.frame(x: 1, range: 0...10, sampleRate: Self.sampleRate, earcons: true))
    // The missing value splits the line into two glides: a gap, not a glide through it.
    #expect(score.glides.count == 2)
    let end = try #require(score.earcons.first { $0.kind == .end })
    #expect(
      end.startFrame == score.glides.map { $0.endFrame(sampleRate: Self.sampleRate) }.max()!
        + Int(0.05 * Self.sampleRate))
  }

  @Test func missingValuesInADiscreteSeriesSoundTheEarcon() throws {
    let chart = Charts.numeric([(x: 1, y: 10), (x: 2, y: nil), (x: 3, y: 30)], continuous: false)
    var options = SonificationOptions.plain()
    options.earcons = .standard
    let sonification = try ChartSonifier(options: options).sonify(chart)
    let score = sonification.sections[0].score
    #expect(score.notes.count == 2)
    #expect(
      score.earcons.filter { $0.kind == .missingValue }.map(\.startFrame)
        == [Expected.frame(x: 2, range: 0...10, sampleRate: Self.sampleRate, earcons: true)])
    #expect(sonification.playedPoints.filter { $0.frequency == nil }.count == 1)
  }

  /// Four series missing a value at the same x sound one missing-value earcon there, not four
  /// identical ones summed in phase (four times as loud, while the tones are mixed at 1/√4).
  @Test func seriesMissingTheSameValueSoundOneEarcon() throws {
    let series = (0..<4).map { index in
      AXDataSeriesDescriptor(
        name: "S\(index)", isContinuous: false,
        dataPoints: [
          AXDataPoint(x: 1, y: Double(10 + index)), AXDataPoint(x: 2, y: nil), AXDataPoint(x: 3, y: Double(30 - index)),
        ])
    }
    let chart = AXChartDescriptor(
      title: "Four", summary: nil,
      xAxis: AXNumericDataAxisDescriptor(title: "x", range: 1...3, gridlinePositions: []) { "\($0)" },
      yAxis: AXNumericDataAxisDescriptor(title: "y", range: 0...40, gridlinePositions: []) { "\($0)" },
      additionalAxes: [], series: series)
    var options = SonificationOptions.plain()
    options.earcons = .standard
    let score = try ChartSonifier(options: options).sonify(chart).sections[0].score
    #expect(score.earcons.filter { $0.kind == .missingValue }.count == 1)
    var direct = Score(sampleRate: 44_100)
    direct.add(Score.Earcon(.missingValue, startFrame: 10))
    direct.add(Score.Earcon(.missingValue, startFrame: 10))
    direct.add(Score.Earcon(.missingValue, startFrame: 11))
    #expect(direct.earcons.map(\.startFrame) == [10, 11])
  }

  @Test func seriesPlayMixedSequentiallyOrAlone() throws {
    let chart = try Charts.fixture("city-temperatures.json")
    var options = SonificationOptions.plain()
    let mixed = try ChartSonifier(options: options).sonify(chart)
    #expect(mixed.sections.count == 1)
    #expect(Set(mixed.sections[0].score.glides.map(\.timbre)).count == 3, "one timbre per series")
    options.seriesPlayback = .sequential
    let sequential = try ChartSonifier(options: options).sonify(chart)
    #expect(sequential.sections.count == 3)
    #expect(
      sequential.frameCount == sequential.sections.map(\.frameCount).reduce(0, +) + 2 * Int(0.5 * Self.sampleRate))
    #expect(
      sequential.sections.map(\.startFrame) == [
        0, sequential.sections[0].frameCount + sequential.gapFrameCount,
        sequential.sections[0].frameCount + sequential.sections[1].frameCount + 2 * sequential.gapFrameCount,
      ])
    #expect(sequential.renderSamples(channelCount: 1).count == sequential.frameCount)
    options.seriesPlayback = .single(1)
    let single = try ChartSonifier(options: options).sonify(chart)
    #expect(single.sections.count == 1 && single.sections[0].seriesIndices == [1])
    #expect(single.notSonified.contains { $0.contains("Only series 2 (Madrid)") })
    options.seriesPlayback = .single(3)
    #expect(throws: SonificationError.seriesOutOfRange(index: 3, seriesCount: 3)) {
      try ChartSonifier(options: options).sonify(chart)
    }
  }

  @Test func aDenseDiscreteSeriesPlaysOneToneperSlot() throws {
    // 100 000 points in a 15 s graph: at most one tone per 50 ms slot, each the mean of its points.
    var rng = SplitMix64(seed: 4)
    let count = 100_000
    let points = (0..<count).map { i in
      AXDataPoint(x: Double(i), y: 50 + 30 * sin(Double(i) / 5_000) + Double.random(in: -5...5, using: &rng))
    }
    let x = AXNumericDataAxisDescriptor(title: "X", range: 0...Double(count - 1), gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: 0...100, gridlinePositions: []) { "\($0)" }
    let chart = AXChartDescriptor(
      title: "Dense", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "S", isContinuous: false, dataPoints: points)])
    var options = SonificationOptions.plain()
    options.durationSeconds = 15
    let clock = ContinuousClock()
    var sonification: Sonification?
    let elapsed = try clock.measure { sonification = try ChartSonifier(options: options).sonify(chart) }
    let result = try #require(sonification)
    let notes = result.sections[0].score.notes
    #expect(notes.count == 300)
    #expect(result.playedPoints.map(\.pointIndices.count).reduce(0, +) == count, "every point is in exactly one tone")
    #expect(
      notes.allSatisfy { abs($0.lengthFrames - Int((0.045 * Self.sampleRate).rounded())) <= 22 },
      "0.9 × the median spacing, about 50 ms: \(Set(notes.map(\.lengthFrames)))")
    // A slot's value is the mean of its points.
    let slot = result.playedPoints[17]
    let mean = slot.pointIndices.map { points[$0].y! }.reduce(0, +) / Double(slot.pointIndices.count)
    #expect(abs(slot.value! - mean) < 1e-9)
    #expect(result.notSonified.contains { $0.contains("100,000 points play as 300 tones") })
    print("sonify 100 000 discrete points: \(elapsed)")
  }

  @Test func additionalAxesMapToVolumeLengthAndTimbre() throws {
    let chart = try Charts.fixture("cities-scatter.json")
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let notes = sonification.sections[0].score.notes.sorted { $0.startFrame < $1.startFrame }
    // Population 120 000 ... 2 300 000 (the axis range from the data): louder and longer with it.
    let populations: [Double] = [120_000, 450_000, 1_250_000, 88_000, 2_300_000]
    let loudest = notes[populations.firstIndex(of: 2_300_000)!]
    let quietest = notes[populations.firstIndex(of: 88_000)!]
    #expect(loudest.lengthFrames > quietest.lengthFrames)
    #expect(
      loudest.gain / Score.loudnessCompensation(frequency: loudest.frequency)
        > 3 * quietest.gain / Score.loudnessCompensation(frequency: quietest.frequency))
    // Region (South, North, West, North, West) → timbre by category index (North 0, South 1, West 2).
    #expect(notes.map(\.timbre) == [.soft, .sine, .bright, .sine, .bright])
    #expect(sonification.notSonified.isEmpty)
  }

  @Test func furtherAxesAreMappableAndReportedWhenNot() throws {
    let chart = try Charts.fixture("cities-scatter.json")
    let second = AXNumericDataAxisDescriptor(title: "Rainfall", range: 0...100, gridlinePositions: []) { "\($0)" }
    chart.additionalAxes.append(second)
    for point in chart.series[0].dataPoints { point.additionalValues.append(.number(50)) }
    let unmapped = try ChartSonifier(options: .plain()).sonify(chart)
    #expect(
      unmapped.notSonified == [
        "Additional axis 3 (Rainfall) is not sonified; it can be mapped to volume, tone length, brightness or tremolo."
      ])
    var options = SonificationOptions.plain()
    options.additionalAxisMappings = [2: .tremolo]
    let mapped = try ChartSonifier(options: options).sonify(chart)
    #expect(mapped.notSonified.isEmpty)
    // Tremolo needs a glide: every discrete tone became a held glide with depth 0.8 × 0.5.
    let glides = mapped.sections[0].score.glides
    #expect(glides.count == 5 && glides.allSatisfy { abs($0.keyPoints[0].tremoloDepth - 0.4) < 1e-12 })
    options.additionalAxisMappings = [2: .volume]
    let volume = try ChartSonifier(options: options).sonify(chart)
    #expect(volume.mappingDescription.contains("Additional axis 1 (Population): tone length."))
    #expect(volume.mappingDescription.contains("Additional axis 3 (Rainfall): volume."))
    options.additionalAxisMappings = [1: .volume]
    #expect(throws: SonificationError.mappingDoesNotFitAxis(index: 1, title: "Region", mapping: .volume)) {
      try ChartSonifier(options: options).sonify(chart)
    }
    options.additionalAxisMappings = [0: .brightness, 1: .timbre]
    #expect(throws: SonificationError.targetUsedTwice(.timbre)) { try ChartSonifier(options: options).sonify(chart) }
    options.additionalAxisMappings = [5: .volume]
    #expect(throws: SonificationError.axisOutOfRange(index: 5, axisCount: 3)) {
      try ChartSonifier(options: options).sonify(chart)
    }
  }

  @Test func panSweepsLeftToRightAcrossTheDataWindow() throws {
    let chart = Charts.numeric([(x: 0, y: 50), (x: 10, y: 50)], continuous: true)
    var options = SonificationOptions.plain()
    options.earcons = .standard
    options.pan = true
    let section = try ChartSonifier(options: options).sonify(chart).sections[0]
    let sweep = try #require(section.score.panSweep)
    let total = Double(section.score.frameCount)
    func pan(at frame: Int) -> Double {
      sweep.lowerBound + (sweep.upperBound - sweep.lowerBound) * Double(frame) / total
    }
    #expect(abs(pan(at: section.dataStartFrame) + 1) < 1e-9)
    #expect(abs(pan(at: section.dataStartFrame + section.dataFrameCount) - 1) < 1e-9)
    // Heard: the left channel dominates early, the right late.
    let samples = try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 2)
    let early = measureLevels(channel(Array(samples[(2 * 20_000)..<(2 * 30_000)]), 0, of: 2)).rms
    let earlyRight = measureLevels(channel(Array(samples[(2 * 20_000)..<(2 * 30_000)]), 1, of: 2)).rms
    let lateStart = section.dataStartFrame + section.dataFrameCount - 20_000
    let late = measureLevels(channel(Array(samples[(2 * lateStart)..<(2 * (lateStart + 10_000))]), 1, of: 2)).rms
    let lateLeft = measureLevels(channel(Array(samples[(2 * lateStart)..<(2 * (lateStart + 10_000))]), 0, of: 2)).rms
    #expect(early > 5 * earlyRight && late > 5 * lateLeft)
  }

  @Test func optionsOutOfRangeAreRefused() {
    var options = SonificationOptions.plain()
    options.durationSeconds = 0
    #expect(throws: SonificationError.invalidDuration(0)) {
      try ChartSonifier(options: options).sonify(Charts.numeric([], continuous: true))
    }
    options = .plain(sampleRate: 7_999)
    #expect(throws: SonificationError.invalidSampleRate(7_999)) {
      try ChartSonifier(options: options).sonify(Charts.numeric([], continuous: true))
    }
  }
}

/// Options that change placement and markers.
@Suite struct ChartSonifierOptionTests {
  static let sampleRate = 44_100.0

  @Test func evenlySpacedPlacementIgnoresGapsInX() throws {
    let chart = Charts.numeric([(x: 0, y: 10), (x: 1, y: 20), (x: 9, y: 30), (x: 10, y: 40)], continuous: false)
    var options = SonificationOptions.plain()
    options.xPlacement = .evenlySpaced
    let frames = try ChartSonifier(options: options).sonify(chart).playedPoints.map(\.frame)
    #expect(frames == [0, 0.25, 0.5, 0.75].map { Int(($0 * 10 * Self.sampleRate).rounded()) })
  }

  @Test func extremaEarconsMarkTheLowestAndHighestValue() throws {
    let chart = Charts.numeric([(x: 1, y: 50), (x: 3, y: 10), (x: 6, y: 90), (x: 8, y: 40)], continuous: true)
    var options = SonificationOptions.plain()
    options.earcons = .standard
    options.earcons.insert(.extrema)
    let earcons = try ChartSonifier(options: options).sonify(chart).sections[0].score.earcons
    #expect(
      earcons.first { $0.kind == .minimum }?.startFrame
        == Expected.frame(x: 3, range: 0...10, sampleRate: Self.sampleRate, earcons: true))
    #expect(
      earcons.first { $0.kind == .maximum }?.startFrame
        == Expected.frame(x: 6, range: 0...10, sampleRate: Self.sampleRate, earcons: true))
  }

  @Test func withoutEarconsThereIsNoLeadInAndNoMarker() throws {
    let chart = try Charts.fixture("heart-rate-missing.json")
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    #expect(sonification.sections[0].score.earcons.isEmpty)
    #expect(sonification.playedPoints.first?.frame == 0)
    #expect(
      sonification.notSonified.contains("Missing values are silent gaps without a marker (their earcons are off)."))
  }
}
