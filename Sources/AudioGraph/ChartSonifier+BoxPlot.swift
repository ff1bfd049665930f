import ChartAccessibility
import Foundation
import SonificationCore
import TrendStatistics

/// How a box plot sounds: each group as a quick run of its five numbers, then its outliers as
/// ticks, groups one after another with a gap (as Chart2Music plays a box).
///
/// At normal length (no ``SonificationOptions/durationSeconds``) every group gets the same slot:
///
/// * **The run**: minimum (lower whisker) → Q1 → median → Q3 → maximum (upper whisker), one tone
///   every ``stepSeconds`` (0.15 s), each ``toneSeconds`` (0.1 s) long; the median is accented:
///   ``medianToneSeconds`` (0.14 s) long and ``medianGainFactor`` (1.6, about +4 dB) louder. Pitch
///   is the y axis' pitch map, as for any chart. Every group plays in the first series' timbre
///   (a pure sine), so groups are compared by pitch alone.
/// * **Outliers**: after the run, in increasing order, one short tick (``tickSeconds``, 0.03 s,
///   bright timbre, at the outlier's pitch) every ``tickStepSeconds`` (0.06 s). At most
///   ``maximumTicks`` (16) ticks per group: more outliers are split, in increasing order, into 16
///   runs of nearly equal size, each heard as one tick at its mean.
/// * **The gap**: ``gapSeconds`` (0.4 s) of silence before the next group.
///
/// The slot is the run, plus the ticks of the group with the most ticks, plus the gap; group k
/// of n starts at k / n of the data window (its category's place on the x axis, as for a bar
/// chart). A given ``SonificationOptions/durationSeconds`` stretches or shrinks every time above
/// by the same factor (tones stay at least 30 ms, ticks at least 10 ms).
enum BoxPlotSound {
  static let stepSeconds = 0.15
  static let toneSeconds = 0.1
  static let medianToneSeconds = 0.14
  static let medianGainFactor = 1.6
  static let tickSeconds = 0.03
  static let tickStepSeconds = 0.06
  static let maximumTicks = 16
  static let gapSeconds = 0.4
  /// The timbre of outlier ticks: bright, so a tick is not mistaken for a run's tone.
  static let tickTimbre = Timbre.bright

  /// `true` when `chart` is a box plot that has at least one group with box statistics.
  static func applies(to chart: AXChartDescriptor) -> Bool {
    chart.kind == .boxPlot && chart.series.contains { $0.distribution?.box != nil }
  }

  /// The values heard as ticks: the sorted outliers, or (more than ``maximumTicks``) the means of
  /// ``maximumTicks`` consecutive runs of nearly equal size.
  static func tickValues(_ box: BoxStatistics) -> [Double] {
    let sorted = box.outliers.sorted()
    guard sorted.count > maximumTicks else { return sorted }
    return (0..<maximumTicks).map { k in
      let run = sorted[(k * sorted.count / maximumTicks)..<((k + 1) * sorted.count / maximumTicks)]
      return run.reduce(0, +) / Double(run.count)
    }
  }

  /// One group's slot at normal length, in seconds: the run, the ticks of the group with the
  /// most, and the gap.
  static func slotSeconds(_ chart: AXChartDescriptor) -> Double {
    let ticks = chart.series.map { $0.distribution?.box.map { tickValues($0).count } ?? 0 }.max() ?? 0
    return 5 * stepSeconds + Double(ticks) * tickStepSeconds + gapSeconds
  }

  /// The data window at normal length: one slot per category of the x axis (or per series when
  /// the axis is not categorical).
  static func durationSeconds(_ chart: AXChartDescriptor) -> Double {
    let groups = (chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder.count ?? chart.series.count
    return Double(max(groups, 1)) * slotSeconds(chart)
  }
}

extension ChartSonifier.Builder {
  /// Adds group `seriesIndex`'s run and ticks (``BoxPlotSound``) and its played point (the
  /// median tone, standing for the series' one Apple-side point).
  mutating func addBoxRun(
    seriesIndex: Int, leadIn: Int, to score: inout Score, played: inout [Sonification.PlayedPoint]
  ) {
    let series = chart.series[seriesIndex]
    guard let box = series.distribution?.box else { return }
    let groups = (chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder.count ?? chart.series.count
    let position =
      series.dataPoints.first.flatMap { x.position($0.x) } ?? Double(seriesIndex) / Double(max(groups, 1))
    let scale = x.durationSeconds / BoxPlotSound.durationSeconds(chart)
    let start = leadIn + frames(position * x.durationSeconds)
    let part = ChartSonifier.dataPart(seriesIndex)
    let five = [box.lowerWhisker, box.firstQuartile, box.median, box.thirdQuartile, box.upperWhisker]
    for (step, value) in five.enumerated() {
      let isMedian = step == 2
      let frequency = pitch.map.frequency(for: value)
      let seconds = isMedian ? BoxPlotSound.medianToneSeconds : BoxPlotSound.toneSeconds
      let frame = start + frames(Double(step) * BoxPlotSound.stepSeconds * scale)
      let length = max(frames(0.030), frames(seconds * scale), 1)
      let gain = Score.Note.defaultGain * (isMedian ? BoxPlotSound.medianGainFactor : 1) * compensation(frequency)
      score.add(
        Score.Note(
          startFrame: frame, lengthFrames: length, frequency: frequency, gain: gain,
          timbre: ChartSonifier.seriesTimbres[0], part: part))
      if isMedian {
        played.append(
          .init(
            seriesIndex: seriesIndex, pointIndices: series.dataPoints.isEmpty ? [] : [0], frame: frame,
            frequency: frequency, value: value, isGlideKeyPoint: false, toneFrameCount: length))
      }
    }
    let ticksStart = start + frames(5 * BoxPlotSound.stepSeconds * scale)
    for (k, value) in BoxPlotSound.tickValues(box).enumerated() {
      let frequency = pitch.map.frequency(for: value)
      score.add(
        Score.Note(
          startFrame: ticksStart + frames(Double(k) * BoxPlotSound.tickStepSeconds * scale),
          lengthFrames: max(frames(0.010), frames(BoxPlotSound.tickSeconds * scale), 1), frequency: frequency,
          gain: Score.Note.defaultGain * compensation(frequency), timbre: BoxPlotSound.tickTimbre, part: part))
    }
  }
}
