import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import SonificationCore
import Testing
import TrendStatistics

/// How histograms and box plots sound (ChartSonifier's contract), on real data
/// (Fixtures/distributions) with the five numbers from NumPy (`truth.json`), not from the code
/// under test.
@Suite struct DistributionSoundTests {
  static var truth: [String: Any] {
    let data = try! Data(contentsOf: fixtureURL("distributions/truth.json"))
    return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
  }

  /// The file read as `audiograph` reads it with `--chart auto`.
  static func chart(_ name: String) throws -> AXChartDescriptor {
    let bytes = Array(try Data(contentsOf: fixtureURL("distributions/\(name)")))
    let options = CSVDistribution.Options()
    let plan = try #require(try CSVDistribution.decide(bytes, fileName: name, options: options))
    return try CSVDistribution.decode(bytes, fileName: name, plan: plan, options: options, context: .default)
  }

  static func options() -> SonificationOptions {
    var options = SonificationOptions.plain(sampleRate: 48_000)
    options.loudnessCompensation = false
    return options
  }

  static func frames(_ seconds: Double) -> Int { Int((seconds * 48_000).rounded()) }

  /// PlantGrowth by treatment: three runs of five tones at the NumPy five numbers' pitches, the
  /// median accented, trt1's two outliers as bright ticks after its run, one slot per group.
  @Test func boxPlotPlaysEachGroupAsARunThenItsOutliers() throws {
    let chart = try Self.chart("plant-growth.csv")
    #expect(chart.kind == .boxPlot)
    let groups = (Self.truth["groups"] as! [String: Any])["plant-growth.csv"] as! [String: Any]
    let truth = groups["groups"] as! [[String: Any]]
    let sonification = try ChartSonifier(options: Self.options()).sonify(chart)
    #expect(sonification.sections.count == 1)
    let notes = sonification.sections[0].score.notes.sorted { $0.startFrame < $1.startFrame }
    #expect(notes.count == 5 + 7 + 5)
    #expect(sonification.sections[0].score.glides.isEmpty)
    let domain = try #require(chart.yAxis).range
    // The run (0.75 s), trt1's two ticks (0.12 s), the gap (0.4 s).
    let slot = 0.75 + 2 * 0.06 + 0.4
    #expect(sonification.sections[0].dataFrameCount == Self.frames(3 * slot))
    var index = 0
    for (k, group) in truth.enumerated() {
      let five = ["lowerWhisker", "q1", "median", "q3", "upperWhisker"].map { group[$0] as! Double }
      let start = Self.frames(Double(k) * slot)
      for (step, value) in five.enumerated() {
        let note = notes[index]
        index += 1
        #expect(note.startFrame == start + Self.frames(Double(step) * 0.15), "\(group["name"]!) step \(step)")
        #expect(
          abs(note.frequency - Expected.frequency(value, domain: domain)) < 1e-6,
          "\(group["name"]!) step \(step): \(note.frequency) Hz")
        #expect(note.timbre == .sine)
        #expect(note.lengthFrames == Self.frames(step == 2 ? 0.14 : 0.1))
        #expect(abs(note.gain - (step == 2 ? 0.8 : 0.5)) < 1e-12)
      }
      for (t, outlier) in (group["outliers"] as! [Double]).enumerated() {
        let tick = notes[index]
        index += 1
        #expect(tick.startFrame == start + Self.frames(0.75) + Self.frames(Double(t) * 0.06))
        #expect(abs(tick.frequency - Expected.frequency(outlier, domain: domain)) < 1e-6)
        #expect(tick.timbre == .bright)
        #expect(tick.lengthFrames == Self.frames(0.03))
      }
    }
    // Each group's played point is its median tone (the series' one Apple-side point).
    #expect(sonification.playedPoints.map(\.seriesIndex) == [0, 1, 2])
    for (point, group) in zip(sonification.playedPoints, truth) {
      #expect(abs(point.value! - (group["median"] as! Double)) < 1e-12)
    }
  }

  /// A given duration scales every time of the box plot by the same factor.
  @Test func aGivenDurationScalesTheRuns() throws {
    let chart = try Self.chart("plant-growth.csv")
    var options = Self.options()
    options.durationSeconds = 2 * 3 * 1.27
    let normal = try ChartSonifier(options: Self.options()).sonify(chart).sections[0].score.notes
    let slow = try ChartSonifier(options: options).sonify(chart).sections[0].score.notes
    #expect(normal.count == slow.count)
    for (a, b) in zip(normal, slow) {
      #expect(abs(b.startFrame - 2 * a.startFrame) <= 1)
      #expect(abs(b.lengthFrames - 2 * a.lengthFrames) <= 1)
      #expect(a.frequency == b.frequency)
    }
  }

  /// More than 16 outliers: 16 ticks, each the mean of a run of consecutive sorted outliers.
  @Test func manyOutliersBecomeSixteenTicks() throws {
    let outliers = (0..<40).map { 100 + Double($0) }
    let box = BoxStatistics(
      count: 100, lowerWhisker: 0, firstQuartile: 10, median: 20, thirdQuartile: 30, upperWhisker: 60,
      outliers: outliers)
    let axis = AXCategoricalDataAxisDescriptor(title: "Group", categoryOrder: ["A"])
    let y = AXNumericDataAxisDescriptor(title: "Value", range: 0...140, gridlinePositions: []) { "\($0)" }
    let series = AXDataSeriesDescriptor(name: "A", isContinuous: false, dataPoints: [])
    series.setDistribution(SeriesDistribution(box: box), kind: .boxPlot)
    let chart = AXChartDescriptor(
      title: "Many", summary: nil, xAxis: axis, yAxis: y, additionalAxes: [], series: [series])
    chart.kind = .boxPlot
    let notes = try ChartSonifier(options: Self.options()).sonify(chart).sections[0].score.notes
    let ticks = notes.filter { $0.timbre == .bright }.sorted { $0.startFrame < $1.startFrame }
    #expect(ticks.count == 16)
    // Runs of 40 / 16: sizes 2, 3, 2, 3, … (k × 40 / 16 rounded down as boundaries).
    let bounds = (0...16).map { $0 * 40 / 16 }
    for k in 0..<16 {
      let run = outliers[bounds[k]..<bounds[k + 1]]
      let mean = run.reduce(0, +) / Double(run.count)
      #expect(abs(ticks[k].frequency - Expected.frequency(mean, domain: 0...140)) < 1e-6, "tick \(k)")
    }
  }

  /// The MIDI export has the same notes as the audio: one note-on per tone and tick.
  @Test func boxPlotMIDIHasEveryToneAndTick() throws {
    let chart = try Self.chart("plant-growth.csv")
    let midi = try ChartSonifier(options: Self.options()).sonify(chart).midiFile(channelCount: 1)
    let noteOns = midi.tracks.flatMap(\.events).filter {
      if case .noteOn = $0.message { return true }
      return false
    }
    #expect(noteOns.count == 17)
  }

  /// A histogram plays its bins left to right, one tone per bin, pitch by count (NumPy's counts).
  @Test func histogramPlaysBinsLeftToRightPitchByCount() throws {
    let chart = try Self.chart("old-faithful-eruptions.csv")
    let truth = (Self.truth["histograms"] as! [String: Any])["old-faithful-eruptions.csv"] as! [String: Any]
    let counts = truth["counts"] as! [Int]
    let sonification = try ChartSonifier(options: Self.options()).sonify(chart)
    let played = sonification.playedPoints
    #expect(played.count == counts.count)
    #expect(played.map(\.pointIndices) == counts.indices.map { [$0] })
    #expect(zip(played, played.dropFirst()).allSatisfy { $0.frame < $1.frame })
    let domain = try #require(chart.yAxis).range
    #expect(domain.lowerBound == 0)
    for (point, count) in zip(played, counts) {
      #expect(point.value == Double(count))
      #expect(abs(point.frequency! - Expected.frequency(Double(count), domain: domain)) < 1e-6)
    }
  }

  // MARK: explore

  static func explorer(_ name: String) throws -> ChartExplorer {
    try ChartExplorer(chart: try chart(name), options: options(), summary: "Summary.", detailLines: ["Detail."])
  }

  /// A box plot whose data gives no count of values (py-maidr's): each group is announced
  /// without one, never as "1 value".
  @Test func exploreSaysAnUnknownCount() throws {
    let chart = try #require(
      try ChartImport.charts(path: fixtureURL("imports/maidr-cars-box.maidr.json").path).first)
    let explorer = try ChartExplorer(chart: chart, options: Self.options(), summary: "Summary.", detailLines: [])
    #expect(explorer.seriesLine(1) == "Group 2 of 3: Europe, number of values not given.")
  }

  /// Left and right move between groups keeping the part; up and down step through a group's
  /// unusual values and five numbers (NumPy's, truth.json), each said and played at its pitch.
  @Test func exploreStepsThroughGroupsAndTheirParts() throws {
    var explorer = try Self.explorer("plant-growth.csv")
    #expect(explorer.isBoxPlot)
    let chart = explorer.chart
    let domain = try #require(chart.yAxis).range
    #expect(
      explorer.start().lines.suffix(2) == ["Group 1 of 3: ctrl, 10 values.", "ctrl, median: 5.15, group 1 of 3."])
    #expect(explorer.handle(.up).lines == ["ctrl, third quartile: 5.29, group 1 of 3."])
    var response = explorer.handle(.right)
    #expect(response.lines == ["trt1, third quartile: 4.87, group 2 of 3."])
    guard case .tone(let frequency, let timbre) = response.sound else {
      Issue.record("a part plays a tone")
      return
    }
    #expect(abs(frequency - Expected.frequency(4.869999999999999, domain: domain)) < 1e-6)
    #expect(timbre == .sine)
    #expect(explorer.handle(.up).lines == ["trt1, maximum: 4.89, group 2 of 3."])
    response = explorer.handle(.up)
    #expect(response.lines == ["trt1, unusual value 1 of 2: 5.87, group 2 of 3."])
    if case .tone(let frequency, let timbre) = response.sound {
      #expect(abs(frequency - Expected.frequency(5.87, domain: domain)) < 1e-6)
      #expect(timbre == .bright)
    } else {
      Issue.record("an unusual value plays a tone")
    }
    #expect(explorer.handle(.up).lines == ["trt1, unusual value 2 of 2: 6.03, group 2 of 3."])
    #expect(explorer.handle(.up).lines == ["Highest value. trt1, unusual value 2 of 2: 6.03, group 2 of 3."])
    // From an unusual value, the next group's median.
    #expect(explorer.handle(.right).lines == ["trt2, median: 5.44, group 3 of 3."])
    #expect(explorer.handle(.right).lines == ["This is the last group.", "trt2, median: 5.44, group 3 of 3."])
    #expect(explorer.handle(.down).lines == ["trt2, first quartile: 5.27, group 3 of 3."])
    #expect(explorer.handle(.down).lines == ["trt2, minimum: 4.92, group 3 of 3."])
    #expect(explorer.handle(.down).lines == ["Lowest value. trt2, minimum: 4.92, group 3 of 3."])
    #expect(explorer.handle(.home).lines == ["ctrl, minimum: 4.17, group 1 of 3."])
  }

  /// On other charts (here a histogram of one series) up and down move between series, as
  /// previous and next series do, and a move counts bins; a bin is said as `describe --points`
  /// says it (its edges, count and share), not as its centre and count; arrows up and down are
  /// words too.
  @Test func upAndDownOutsideABoxPlot() throws {
    var explorer = try Self.explorer("old-faithful-eruptions.csv")
    #expect(!explorer.isBoxPlot)
    #expect(explorer.handle(.up).lines == ["This is the first series.", "1.5 to 1.75, 4 values, 1.5%, bin 1 of 15."])
    #expect(explorer.handle(.down).lines == ["This is the last series.", "1.5 to 1.75, 4 values, 1.5%, bin 1 of 15."])
    #expect(ChartExplorer.Command(line: "up") == .up)
    #expect(ChartExplorer.Command(line: "DOWN") == .down)
    #expect(ChartExplorer.helpLines.count == 18)  // the last is the whole chart's key
  }
}
