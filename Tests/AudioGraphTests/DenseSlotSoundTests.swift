import AudioGraph
import AudioGraphTestSupport
import Foundation
import SonificationCore
import Testing

/// Dense series as a listener hears them: real data without clicks and at the mapped pitch
/// (Fixtures/corpus/co2-weekly.json: 2,285 weekly values, 59 missing, averaged into 10 ms
/// slots), missing values inside dense slots heard, and gaps in a line silent however short.
@Suite struct DenseSlotSoundTests {
  static func co2() throws -> AXChartDescriptor {
    try ChartFile.read(path: fixtureURL("corpus/co2-weekly.json").path)
  }

  // MARK: Near-equal neighbours (co2-weekly)

  /// The default render (stereo, earcons on, 44.1 kHz) has no click in either channel.
  /// Detector: `detectClicks` with ratio 40 and a floor of 1e-4 × (48 000 / 44 100)², the
  /// detector the quality tests use for mixes with harmonic earcons (a second difference more
  /// than 40 times the local median); the data alone, with earcons off, is checked at ratio 6.
  /// Before the fix the default render had 6 clicks (jumps up to 0.2 of full scale).
  @Test func co2WeeklyRendersWithoutClicks() throws {
    let chart = try Self.co2()
    let samples = try ChartSonifier(options: SonificationOptions()).sonify(chart).renderSamples(channelCount: 2)
    for c in 0..<2 {
      let clicks = detectClicks(channel(samples, c, of: 2), ratio: 40, floor: 1e-4 * pow(48_000 / 44_100, 2))
      #expect(clicks.isEmpty, "channel \(c): \(clicks.count) clicks, first at frames \(Array(clicks.prefix(8)))")
    }
    let plain = try ChartSonifier(options: .plain()).sonify(chart).renderSamples(channelCount: 1)
    let clicks = detectClicks(plain, ratio: 6, floor: 1e-4 * pow(48_000 / 44_100, 2))
    #expect(clicks.isEmpty, "data alone: \(clicks.count) clicks, first at frames \(Array(clicks.prefix(8)))")
  }

  /// Every key point of co2-weekly where the line sounds at a steady level sounds within 5 cents
  /// of the documented mapping: the slot's value is the mean of its points' values, and its
  /// pitch C3 × 8^((v − lowest) / (highest − lowest)) (no y range in the file: the axis spans
  /// the lowest to the highest value). The pitch is measured over 1 ms or one period, whichever
  /// is longer (`fittedPitch`), centred on the key point. Key points where that window reaches
  /// into a glide's 30 ms attack or its release (after its last point) are left out: the
  /// measurement needs a steady level (it reads a rising tone tens of cents off). Before the fix
  /// the rattle put key points up to 205 cents off.
  @Test func co2WeeklyKeyPointsSoundAtTheirMappedPitch() throws {
    let chart = try Self.co2()
    let sonification = try ChartSonifier(options: .plain()).sonify(chart)
    let samples = sonification.renderSamples(channelCount: 1)
    let values = chart.series[0].dataPoints.map(\.y)
    let present = values.compactMap { $0 }
    let domain = present.min()!...present.max()!
    let played = sonification.playedPoints
    let attackFrames = Int(0.030 * 44_100)
    var worst = 0.0
    var measured = 0
    var runStart = 0
    for (k, point) in played.enumerated() {
      guard let value = point.value, point.isGlideKeyPoint else { continue }
      if k == 0 || played[k - 1].value == nil || !played[k - 1].isGlideKeyPoint { runStart = point.frame }
      let members = point.pointIndices.compactMap { values[$0] }
      let mean = members.reduce(0, +) / Double(members.count)
      #expect(abs(value - mean) <= 1e-9 * abs(mean), "slot at frame \(point.frame): value \(value), mean \(mean)")
      let expected = Expected.frequency(mean, domain: domain)
      #expect(abs(centsDifference(point.frequency!, expected)) < 0.01)
      let window = max(Int(0.001 * 44_100), Int((44_100 / expected).rounded()))
      let closesGlide = k == played.count - 1 || played[k + 1].value == nil || !played[k + 1].isGlideKeyPoint
      guard point.frame - window / 2 >= runStart + attackFrames, !closesGlide else { continue }
      let heard = fittedPitch(samples, at: point.frame, windowFrames: window, sampleRate: 44_100, near: expected)
      let cents = centsDifference(heard, expected)
      worst = max(worst, abs(cents))
      measured += 1
      #expect(abs(cents) < 5, "key point at frame \(point.frame) (\(mean) ppm): \(cents) cents")
    }
    #expect(measured > 700)
    print("co2-weekly: \(measured) key points at a steady level, worst pitch error \(worst) cents")
  }

  // MARK: Missing values inside dense slots

  /// A series of points one slot apart (10 ms for a line, 50 ms for tones; x in milliseconds
  /// over 0 ... 10 000, so every x and every slot boundary is exact) whose slots at 3, 5 and 7 s
  /// are made to hold more: at 3 s one value and one missing value (half missing), at 5 s two
  /// values and one missing (a minority), at 7 s only missing values.
  static func seriesWithMissingInSlots(continuous: Bool) -> AXChartDescriptor {
    let step = continuous ? 10 : 50
    var points: [(x: Double, y: Double?)] = []
    for ms in stride(from: 0, to: 10_000, by: step) {
      let x = Double(ms)
      let y = 50 + 30 * sin(x / 400)
      switch ms {
      case 3_000: points += [(x, y), (x + 4, nil)]
      case 5_000: points += [(x, y), (x + 3, y + 1), (x + 6, nil)]
      case 7_000: points += [(x, nil), (x + 5, nil)]
      default: points.append((x, y))
      }
    }
    return Charts.numeric(points, continuous: continuous, xRange: 0...10_000)
  }

  /// A slot at least half missing is heard as missing (the line breaks, or no tone), a slot
  /// with fewer missing than present values plays the mean of its values, and every slot that
  /// holds a missing value plays the missing-value sound: in the score (so WAV and live
  /// playback), in the MIDI file, and in render's notes.
  @Test(arguments: [true, false])
  func missingValuesInsideDenseSlotsAreHeard(continuous: Bool) throws {
    var options = SonificationOptions.plain()
    options.earcons = [.missingValues]
    let sonification = try ChartSonifier(options: options).sonify(Self.seriesWithMissingInSlots(continuous: continuous))
    let score = sonification.sections[0].score
    let buzzes = score.earcons.filter { $0.kind == .missingValue }.map(\.startFrame).sorted()
    let frameOf = { (x: Double) in Int((x * 44_100).rounded()) }
    #expect(buzzes == [frameOf(3.0), frameOf(5.0), frameOf(7.0)])
    let at3 = sonification.playedPoints.first { $0.frame == frameOf(3.0) }
    #expect(at3 != nil && at3?.value == nil && at3?.frequency == nil && at3?.pointIndices.count == 2)
    let at5 = sonification.playedPoints.first { $0.frame == frameOf(5.0) }
    let y5 = 50 + 30 * sin(5_000.0 / 400)
    #expect(at5?.pointIndices.count == 3)
    #expect(abs((at5?.value ?? 0) - (y5 + 0.5)) < 1e-12, "slot at 5 s: \(String(describing: at5?.value))")
    if continuous {
      // The line breaks at 3 s and 7 s, not at 5 s: three glides.
      #expect(score.glides.count == 3)
      #expect(!score.glides.contains { $0.keyPoints.contains { $0.frame == frameOf(3.0) } })
      #expect(score.glides.contains { $0.keyPoints.contains { $0.frame == frameOf(5.0) } })
    } else {
      #expect(!score.notes.contains { $0.startFrame == frameOf(3.0) })
      #expect(score.notes.contains { $0.startFrame == frameOf(5.0) })
    }
    // The same events in the MIDI file: a Vibraslap (key 58) on channel 10 at each buzz.
    let midi = try sonification.midiFile(channelCount: 1)
    let vibraslaps = midi.tracks.flatMap(\.events).compactMap { event -> Int? in
      if case .noteOn(channel: 9, key: 58, velocity: _) = event.message { return event.tick }
      return nil
    }.sorted()
    #expect(vibraslaps == buzzes.map { Int((Double($0) * 1_920 / 44_100).rounded()) })
    // And render says so.
    let note = sonification.notSonified.first { $0.contains("missing value") }
    #expect(
      note
        == "Series 1 (S) has 2 missing values in time slots that also hold values; each such slot plays the missing-value sound. 1 slot, at least half missing, is heard as missing. 1 slot, mostly values, plays the mean of its values."
    )
  }

  /// Without the missing-value earcon the note says so.
  @Test func theNoteSaysWhenTheMarkersAreOff() throws {
    let sonification = try ChartSonifier(options: .plain()).sonify(Self.seriesWithMissingInSlots(continuous: true))
    #expect(sonification.sections[0].score.earcons.isEmpty)
    let note = sonification.notSonified.first { $0.contains("missing value") }
    #expect(
      note
        == "Series 1 (S) has 2 missing values in time slots that also hold values. 1 slot, at least half missing, is heard as missing. 1 slot, mostly values, plays the mean of its values."
    )
  }

  // MARK: Short gaps

  /// A line of points 10 ms apart (x in milliseconds) with one missing value: the gap between
  /// the sounds around it (20 ms) is silent for at least its second half, with earcons off,
  /// whatever the release.
  @Test(arguments: [5_000, 2_500])
  func aShortGapInALineIsSilent(missingAt missing: Int) throws {
    let points = stride(from: 0, to: 10_000, by: 10).map { ms -> (x: Double, y: Double?) in
      let y: Double = 50 + 30 * sin(Double(ms) / 400)
      return (Double(ms), ms == missing ? nil : y)
    }
    let chart = Charts.numeric(points, continuous: true, xRange: 0...10_000)
    let samples = try ChartSonifier(options: .plain()).sonify(chart).renderSamples(channelCount: 1)
    let frame = { (ms: Int) in Int((Double(ms) / 1_000 * 44_100).rounded()) }
    let (before, after) = (frame(missing - 10), frame(missing + 10))
    let silent = samples[frame(missing)..<after]
    #expect(silent.allSatisfy { $0 == 0 }, "largest sample in the gap \(silent.map { abs($0) }.max()!)")
    // And the line sounds right up to the gap and right after it.
    #expect(measureLevels(samples[(before - 441)..<before]).rmsDecibels > -30)
    #expect(measureLevels(samples[(after + 441)..<(after + 882)]).rmsDecibels > -30)
  }

  /// A point alone between two missing values (a one-point run of a line, played as a tone)
  /// also leaves the gaps around it half silent.
  @Test func aLonePointBetweenGapsLeavesThemSilent() throws {
    let points = stride(from: 0, to: 10_000, by: 10).map { ms -> (x: Double, y: Double?) in
      let isMissing = ms == 4_990 || ms == 5_010
      let y: Double = 50 + 30 * sin(Double(ms) / 400)
      return (Double(ms), isMissing ? nil : y)
    }
    let chart = Charts.numeric(points, continuous: true, xRange: 0...10_000)
    let samples = try ChartSonifier(options: .plain()).sonify(chart).renderSamples(channelCount: 1)
    let frame = { (ms: Int) in Int((Double(ms) / 1_000 * 44_100).rounded()) }
    for (from, to) in [(4_990, 5_000), (5_010, 5_020)] {
      let gap = samples[frame(from)..<frame(to)]
      #expect(gap.allSatisfy { $0 == 0 }, "\(from)–\(to) ms: largest sample \(gap.map { abs($0) }.max()!)")
    }
    #expect(measureLevels(samples[frame(5_000)..<frame(5_005)]).peak > 0.01, "the lone point sounds")
  }
}
