import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import SonificationCore
import Testing

/// Each earcon kind on its own, reference-line drones (heard at the line's pitch for the whole
/// data window), the overall gain and a fixed tone length.
@Suite struct EarconDroneAndGainTests {
  static let sampleRate = 44_100.0

  /// A chart with one of everything an earcon marks: gridline, x and y reference lines (the
  /// series crosses y = 50 three times), a missing value, a lowest and a highest value.
  static func chart() -> AXChartDescriptor {
    Charts.numeric(
      [(x: 0, y: 20), (x: 2, y: 80), (x: 4, y: nil), (x: 6, y: 30), (x: 8, y: 60), (x: 10, y: 40)],
      continuous: true, gridlines: [5],
      referenceLines: [
        ReferenceLine(axis: .y, value: 50, label: "Target"), ReferenceLine(axis: .x, value: 3, label: "Event"),
      ])
  }

  static func earconKinds(_ earcons: SonificationOptions.Earcons) throws -> [Score.Earcon.Kind] {
    var options = SonificationOptions.plain()
    options.earcons = earcons
    return try ChartSonifier(options: options).sonify(chart()).sections[0].score.earcons.map(\.kind)
  }

  @Test func eachEarconKindCanBeOnAlone() throws {
    #expect(try Self.earconKinds([.startAndEnd]).sorted { "\($0)" < "\($1)" } == [.end, .start])
    #expect(try Self.earconKinds([.missingValues]) == [.missingValue])
    #expect(try Self.earconKinds([.gridlines]) == [.gridlineTick])
    // Crossings of y = 50: 20 → 80 and 30 → 60 (the missing value breaks 80 → 30), then 60 → 40;
    // plus the x = 3 line.
    #expect(try Self.earconKinds([.referenceLines]) == Array(repeating: .referenceLineCrossing, count: 4))
    #expect(try Self.earconKinds([.extrema]).sorted { "\($0)" < "\($1)" } == [.maximum, .minimum])
    #expect(try Self.earconKinds([]).isEmpty)
    let all = try Self.earconKinds(.all)
    #expect(all.count == 2 + 1 + 1 + 4 + 2)
  }

  @Test func theLeadInComesWithTheStartEarconOnly() throws {
    var options = SonificationOptions.plain()
    options.earcons = [.gridlines, .missingValues]
    var sonification = try ChartSonifier(options: options).sonify(Self.chart())
    #expect(sonification.sections[0].dataStartFrame == 0)
    options.earcons = [.startAndEnd]
    sonification = try ChartSonifier(options: options).sonify(Self.chart())
    #expect(sonification.sections[0].dataStartFrame == Int((0.25 * Self.sampleRate).rounded()))
  }

  @Test func notesSayWhichMarkersAreOff() throws {
    var options = SonificationOptions.plain()
    options.earcons = [.startAndEnd]
    let notes = try ChartSonifier(options: options).sonify(Self.chart()).notSonified
    #expect(notes.contains("Reference lines on the x axis are not sonified (their earcons are off)."))
    #expect(notes.contains("Reference lines on the y axis are not sonified (their earcons and drones are off)."))
    #expect(notes.contains("Gridlines on the x axis are not sonified (their earcons are off)."))
    #expect(notes.contains("Missing values are silent gaps without a marker (their earcons are off)."))
    options.referenceLineDrones = true
    let withDrones = try ChartSonifier(options: options).sonify(Self.chart()).notSonified
    #expect(!withDrones.contains { $0.hasPrefix("Reference lines on the y axis") })
  }

  /// The drone sits at the pitch of y = 50 (the geometric middle of C3–C6 for a 0–100 axis)
  /// over the whole data window, quietly: measured in 0.25 s windows while the data glides
  /// elsewhere, its partial is there with the drone and absent without it.
  @Test func aDroneSoundsAtTheReferenceLinePitchThroughTheDataWindow() throws {
    var options = SonificationOptions.plain()
    options.referenceLineDrones = true
    let line = Expected.frequency(50, domain: 0...100)
    let chart = Charts.numeric(
      [(x: 0, y: 90), (x: 10, y: 95)], continuous: true, yRange: 0...100,
      referenceLines: [ReferenceLine(axis: .y, value: 50, label: "Target")])
    let with = try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1)
    options.referenceLineDrones = false
    let without = try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1)
    // The limiter stays idle, so the drone is exactly what the two renders differ by.
    let difference = zip(with, without).map { $0 - $1 }
    let window = Int(0.25 * Self.sampleRate)
    for second in [0.5, 3.0, 6.0, 9.5] {
      let start = Int(second * Self.sampleRate)
      let droned = hannWindowed(Array(with[start..<(start + window)]))
      let plain = hannWindowed(Array(without[start..<(start + window)]))
      let level = goertzelPower(droned, frequency: line, sampleRate: Self.sampleRate)
      let floor = goertzelPower(plain, frequency: line, sampleRate: Self.sampleRate)
      #expect(level > 1_000 * floor, "at \(second) s: drone \(level), without \(floor)")
      let pitch = try #require(estimatePitch(Array(difference[start..<(start + window)]), sampleRate: Self.sampleRate))
      #expect(abs(centsDifference(pitch, line)) < 5, "at \(second) s: \(pitch) Hz, expected \(line) Hz")
    }
    // Quiet next to the data: the drone's level is at least 10 dB below the series' RMS.
    let data = measureLevels(without[Int(2 * Self.sampleRate)..<Int(8 * Self.sampleRate)]).rms
    let drone = measureLevels(difference[Int(2 * Self.sampleRate)..<Int(8 * Self.sampleRate)]).rms
    #expect(20 * log10(drone / data) < -10, "drone \(drone) against data \(data)")
    #expect(measureLevels(with).peak <= 0.891_250_9)
  }

  @Test func gainScalesTheLevelAndTheLimiterStillHoldsThePeak() throws {
    let chart = Charts.numeric([(x: 0, y: 10), (x: 10, y: 90)], continuous: true)
    var options = SonificationOptions.plain()
    let reference = measureLevels(try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1))
    options.gainDecibels = -12
    let quieter = measureLevels(try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1))
    #expect(abs(20 * log10(quieter.rms / reference.rms) + 12) < 0.01, "\(quieter.rms) vs \(reference.rms)")
    options.gainDecibels = 12
    let louder = measureLevels(try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1))
    #expect(louder.peak <= 0.891_250_9)
    #expect(louder.rms > 2 * reference.rms)
    options.gainDecibels = 13
    #expect(throws: SonificationError.invalidGain(13)) { try ChartSonifier(options: options).sonify(chart) }
    #expect(SonificationError.invalidGain(13).description == "the gain 13.0 dB must be from -40 to 12")
  }

  @Test func aFixedToneLengthReplacesTheAutomaticOne() throws {
    // Points 1 s apart: automatically 250 ms tones (0.9 × 1 s, at most 250 ms).
    let chart = Charts.numeric([(x: 1, y: 10), (x: 2, y: 50), (x: 3, y: 90)], continuous: false)
    var options = SonificationOptions.plain()
    let automatic = try ChartSonifier(options: options).sonify(chart).sections[0].score.notes.map(\.lengthFrames)
    #expect(automatic == Array(repeating: Int((0.25 * Self.sampleRate).rounded()), count: 3))
    options.toneLengthSeconds = 0.6
    let fixed = try ChartSonifier(options: options).sonify(chart).sections[0].score.notes.map(\.lengthFrames)
    #expect(fixed == Array(repeating: Int((0.6 * Self.sampleRate).rounded()), count: 3))
    options.toneLengthSeconds = 3
    #expect(throws: SonificationError.invalidToneLength(3)) { try ChartSonifier(options: options).sonify(chart) }
  }

  @Test func valuesBeyondTheChartLimitsInCodeAreSkippedNotTrapped() throws {
    // A descriptor built in code is not validated: ±1e308 values and a reference line at 1e308
    // (whose crossing time cannot be computed) are left out like missing values.
    let chart = Charts.numeric(
      [(x: 0, y: -1e308), (x: 1, y: 1e308), (x: 2, y: 20), (x: 3, y: 60), (x: 4, y: -1e308)], continuous: true,
      referenceLines: [
        ReferenceLine(axis: .y, value: 1e308, label: "Top"), ReferenceLine(axis: .y, value: 40, label: "Mid"),
      ])
    let samples = try ChartSonifier(options: .plain()).sonify(chart).renderSamples(channelCount: 1)
    #expect(samples.allSatisfy { $0.isFinite })
    #expect(samples.contains { $0 != 0 })
    var options = SonificationOptions.plain()
    options.earcons = [.referenceLines]
    let kinds = try ChartSonifier(options: options).sonify(chart).sections[0].score.earcons.map(\.kind)
    #expect(kinds.filter { $0 == .referenceLineCrossing }.count == 1)  // 20 → 60 crosses 40
  }

  @Test func aMixHoldsAtMost32SeriesWithSoundAndAGraphAtMostADay() throws {
    func chart(sounding: Int, empty: Int) -> AXChartDescriptor {
      let xAxis = AXNumericDataAxisDescriptor(title: "X", range: 0...2, gridlinePositions: []) { "\($0)" }
      let yAxis = AXNumericDataAxisDescriptor(title: "Y", range: 0...10, gridlinePositions: []) { "\($0)" }
      let series =
        (0..<sounding).map { index in
          AXDataSeriesDescriptor(
            name: "S\(index)", isContinuous: true,
            dataPoints: [AXDataPoint(x: 0, y: Double(index % 10)), AXDataPoint(x: 2, y: 5)])
        }
        + (0..<empty).map { AXDataSeriesDescriptor(name: "E\($0)", isContinuous: true, dataPoints: []) }
      return AXChartDescriptor(xAxis: xAxis, yAxis: yAxis, series: series)
    }
    var options = SonificationOptions.plain()
    options.durationSeconds = 0.2
    #expect(throws: Never.self) { try ChartSonifier(options: options).sonify(chart(sounding: 32, empty: 100)) }
    #expect(throws: SonificationError.tooManySeriesToMix(count: 33, limit: 32)) {
      try ChartSonifier(options: options).sonify(chart(sounding: 33, empty: 0))
    }
    options.seriesPlayback = .sequential
    #expect(throws: Never.self) { try ChartSonifier(options: options).sonify(chart(sounding: 33, empty: 0)) }
    options.durationSeconds = 30_000
    #expect(throws: SonificationError.self) { try ChartSonifier(options: options).sonify(chart(sounding: 3, empty: 0)) }
    options.durationSeconds = 20_000
    #expect(throws: Never.self) {
      _ = try ChartSonifier(options: options).sonify(chart(sounding: 3, empty: 0)).frameCount
    }
  }
}
