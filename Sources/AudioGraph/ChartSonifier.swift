public import ChartAccessibility
import Foundation
public import SonificationCore

/// Turns an `AXChartDescriptor` into a ``Sonification``: x becomes time, y becomes pitch.
///
///     let chart = try ChartFile.read(path: "Fixtures/charts/iq-scores.json")
///     let sonification = try ChartSonifier().sonify(chart)
///     try sonification.write(to: "iq.wav", channelCount: 2, fileFormat: .wav)
///
/// The mapping, as a contract (Apple's rules where Apple has one, AudioGraph's own otherwise):
///
/// * **Time.** The data window lasts ``SonificationOptions/durationSeconds``, by default 10 s for
///   a numeric or date x axis and min(10 s, 0.8 s × categories) for a categorical one. A point
///   at x sounds at lead-in + (clamp(x) − lower) / (upper − lower) × duration (a zero-width x
///   range puts every point in the middle, so a lone point is one tone halfway through, and
///   ``Sonification/timingNotes`` says when); a category at lead-in + index / count × duration.
///   The lead-in is ``leadInSeconds`` with earcons (the start earcon plays in it), 0 without.
/// * **Pitch.** `PitchMap` over the **y-axis range** (when the chart has no y axis: the lowest
///   to the highest value, confidence-interval bounds included, which is also what the chart
///   file reader gives an axis without a range, so every bound has a pitch of its own),
///   exponential in y, log10/ln y axes map log(y), flat ranges give the geometric middle
///   of the pitch range; quantization and inversion as in the options.
/// * **Discrete series** (`isContinuous == false`): one enveloped tone per point, length
///   clamp(0.9 × median spacing, 30 ms, 250 ms) (`Score.defaultToneLengthSeconds(medianSpacingSeconds:)`),
///   or ``SonificationOptions/toneLengthSeconds``.
/// * **Continuous series**: one phase-continuous glide through the points in x order; a missing
///   value (y is nil) breaks the glide (silence) and sounds the missing-value earcon; a point
///   alone between missing values is a discrete tone.
/// * **Dense series.** The data window is cut into ⌈duration / width⌉ equal slots of at most
///   ``discreteSlotSeconds`` (discrete) or ``continuousSlotSeconds`` (continuous). A point is in
///   slot ⌊slots × (x − lower) / (upper − lower)⌋ (category k of n: ⌊slots × k / n⌋; the k-th of
///   n evenly spaced points likewise), computed exactly, so a point on a boundary always starts
///   the later slot (`TimeSlots`). A slot holding
///   one point plays it exactly; a slot holding several plays **one** tone (or key point) at
///   the first point's time whose value is the mean of the slot's values (intervals: the mean
///   bounds; extra numeric axes: the mean; category: the first point's). A slot whose points
///   are all missing sounds one missing-value earcon. So a discrete series never plays more
///   than 20 tones a second, and 100 000 points in 15 s become at most 300 tones.
/// * **Several series**: mixed (gains × 1/√series, timbre by series index: sine, soft, bright,
///   hollow, mellow, organ, nasal), sequential, or one; see ``SonificationOptions/SeriesPlayback``.
/// * **Heatmaps** (`ChartKind.heatmap`): the rows (the series) play one after another, in
///   order, with ``sequentialGapSeconds`` of silence between rows, even when playback is mixed;
///   each row sweeps its columns left to right (pan by column), pitch by value over the whole
///   grid's value range, all rows in one timbre (sine).
/// * **Stacks** (`ChartKind.isStacked`): played as the chart's
///   `AXChartDescriptor.stackedView(totalName:context:)`: the layers, then the total as one more
///   series, pitch over a range holding both. Mixed playback plays the total alone (the main
///   voice); ``SonificationOptions/SeriesPlayback/single(_:)`` plays one layer (or, one past the
///   last layer, the total); sequential plays the layers bottom to top, then the total. A
///   normalized chart plays each layer's share (0 to 100%), one layer after another when mixed.
/// * **Additional axes**: see ``AdditionalAxisMapping``; a per-point timbre change in a
///   continuous series starts a new glide at that point (the old one releases while the new one
///   attacks).
/// * **Confidence intervals**: see ``SonificationOptions/IntervalEncoding``. In modulation mode a
///   discrete tone that has an interval is played as a held glide (30 ms attack, no decay, 75 ms
///   release) because only glides carry vibrato; its vibrato rate rises to give at least two
///   cycles (at most 12 Hz).
/// * **Earcons** (quiet, 0.15 gain): start at frame 0; end ``endEarconGapSeconds`` after the
///   end of the x axis, or after the last sound when that ends later (silence before it means
///   the data stops before the axis does); a missing-value rattle at each missing point; a tick at each x-axis gridline; a
///   shimmer where a series crosses a y-axis reference line (continuous: at the interpolated
///   crossing time; discrete: with the first tone on the other side) and at each x-axis
///   reference line; optionally taps at each series' minimum and maximum. Each kind can be
///   turned off (``SonificationOptions/Earcons``); the lead-in exists only with the start earcon.
/// * **Reference-line drones** (optional, ``SonificationOptions/referenceLineDrones``): a quiet
///   held tone (hollow timbre, ``droneGain``) at the pitch of each y-axis reference line inside
///   the y range, over the whole data window.
/// * **Stereo**: the pan sweeps from hard left at the x-axis lower bound to hard right at the
///   upper bound (earcons before and after sit at the ends).
/// * **Histograms** play their bins left to right as a bar chart: one tone per bin (its
///   Apple-side point, at the middle of the bin), pitch by count.
/// * **Box plots** (`AXChartDescriptor.kind` `.boxPlot` with box statistics): each group a
///   quick run minimum → Q1 → median (accented: longer and about 4 dB louder) → Q3 → maximum,
///   one tone every 0.15 s, then its outliers as short bright ticks at their pitches, then 0.4 s
///   of silence; groups in the x axis' order. The data window is one equal slot per group (the
///   run, the most ticks any group has, the gap); a given duration scales every time by the same
///   factor. More than 16 outliers in a group are heard as 16 ticks, each the mean of a run of
///   consecutive outliers. The median's tone is the group's played point.
/// * **Loudness**: tones 0.5, glides 0.25 (before the series and volume factors), times the
///   loudness compensation, times the master gain (``SonificationOptions/gainDecibels``); the
///   renderer's limiter keeps every sample at or below −1 dBFS.
public struct ChartSonifier: Sendable {
  /// Silence before the data window when the start earcon is on (it sounds in it): 0.25 s.
  public static let leadInSeconds = 0.25
  /// Time between the end of the x axis (or the last sound, when that ends later) and the end
  /// earcon: 0.05 s.
  public static let endEarconGapSeconds = 0.05
  /// Gain of a reference-line drone (before loudness compensation): 0.05, about 14 dB below a
  /// single continuous series, so the data stays in front.
  public static let droneGain = 0.05

  /// The score's master gain for ``SonificationOptions/gainDecibels``: 10^(dB / 20).
  public static func masterGain(decibels: Double) -> Double { Foundation.pow(10, decibels / 20) }
  /// Silence between sections in sequential playback: 0.5 s.
  public static let sequentialGapSeconds = 0.5

  /// The most series with sound that ``SonificationOptions/SeriesPlayback/mixed`` plays at once:
  /// 32. Seven timbres and a few pitch registers cannot keep more apart by ear, and every voice
  /// sounding at once costs rendering time (20,000 mixed series took 40 s for 1.5 s of audio).
  /// Series without a value are not counted. More series throw
  /// ``SonificationError/tooManySeriesToMix(count:limit:)``; play them one after another or one
  /// at a time instead.
  public static let maximumMixedSeries = 32

  /// The longest audio graph, all sections together: 86,400 s (one day), the same bound as a
  /// single duration. Longer throws ``SonificationError/tooLong(seconds:limit:)`` while the score
  /// is built, before any audio is rendered.
  public static let maximumTotalSeconds = 86_400.0
  /// The widest slot of a dense discrete series: 0.05 s (at most 20 tones per second).
  public static let discreteSlotSeconds = 0.05
  /// The widest slot of a dense continuous series: 0.01 s (at most 100 key points per second).
  public static let continuousSlotSeconds = 0.01
  /// Gain of an interval bound voice relative to the data voice: 0.35.
  public static let boundsGainRatio = 0.35
  /// Length of the bound voices for a continuous point whose neighbours have no interval: 0.1 s.
  public static let boundsHoldSeconds = 0.1
  /// Largest vibrato depth in modulation mode: 1200 cents (one octave each way).
  public static let maximumVibratoCents = 1_200.0
  /// Timbres by series index (and by category for a categorical axis mapped to timbre).
  public static let seriesTimbres: [Timbre] = [.sine, .soft, .bright, .hollow, .mellow, .organ, .nasal]
  /// Timbres from dull to bright, for ``AdditionalAxisMapping/brightness``.
  public static let brightnessTimbres: [Timbre] = [.sine, .mellow, .soft, .organ, .hollow, .nasal, .bright]

  /// The `Score.Note.part` of a series' data tones and glides: 2 × its index. Parts keep
  /// series apart for the MIDI export (``Sonification/parts``); the sound does not depend on them.
  public static func dataPart(_ seriesIndex: Int) -> Int { 2 * seriesIndex }
  /// The part of a series' interval-bound voices: 2 × its index + 1.
  public static func boundsPart(_ seriesIndex: Int) -> Int { 2 * seriesIndex + 1 }
  /// The part of the reference-line drones: −1.
  public static let dronePart = -1

  /// The options every `sonify` call uses.
  public var options: SonificationOptions

  public init(options: SonificationOptions = SonificationOptions()) {
    self.options = options
  }

  /// The sonification of `chart`.
  ///
  /// - Throws: ``SonificationError`` when the options do not fit the chart (a series or axis it
  ///   does not have, a mapping of the wrong kind) or are out of range.
  public func sonify(_ chart: AXChartDescriptor) throws(SonificationError) -> Sonification {
    let sampleRate = options.sampleRate
    guard (8_000...192_000).contains(sampleRate), sampleRate == sampleRate.rounded() else {
      throw .invalidSampleRate(sampleRate)
    }
    if let seconds = options.durationSeconds, !(seconds > 0 && seconds <= 86_400) {
      throw .invalidDuration(seconds)
    }
    guard (-40...12).contains(options.gainDecibels) else { throw .invalidGain(options.gainDecibels) }
    if let seconds = options.toneLengthSeconds, !(0.03...2).contains(seconds) { throw .invalidToneLength(seconds) }
    // A stack is heard as its layers and total (see `stackedView(totalName:context:)`).
    let chart = chart.stackedView(totalName: options.language.text("stack.total"))
    let axes = try resolveAxes(chart)
    var x = XTiming(chart: chart, options: options)
    let boxPlot = BoxPlotSound.applies(to: chart)
    if boxPlot, options.durationSeconds == nil { x.durationSeconds = BoxPlotSound.durationSeconds(chart) }
    let pitch = PitchMapping(chart: chart, options: options)

    let groups: [[Int]]
    switch options.seriesPlayback {
    case .mixed where chart.kind == .heatmap && chart.heatmap != nil:
      // A heatmap's rows play one after another: rows in order, each a sweep over the columns.
      groups = chart.series.indices.map { [$0] }
    case .mixed where chart.kind == .stackedBar || chart.kind == .stackedArea:
      // A stack's main voice is its total (the last series of its stacked view).
      groups = [[chart.series.count - 1]]
    case .mixed where chart.kind == .normalizedBar:
      // A normalized stack's total is always 100%: its layers' shares play one after another.
      groups = chart.series.indices.map { [$0] }
    case .mixed:
      // Only series with a value to hear count: empty ones cost nothing.
      let sounding = chart.series.count { series in
        series.dataPoints.contains { $0.y.map { ChartValueLimits.holds($0) } ?? false }
      }
      // A box plot's groups play one after another, never at once.
      guard sounding <= Self.maximumMixedSeries || boxPlot else {
        throw .tooManySeriesToMix(count: sounding, limit: Self.maximumMixedSeries)
      }
      groups = [Array(chart.series.indices)]
    case .sequential: groups = chart.series.indices.map { [$0] }
    case .single(let index):
      guard chart.series.indices.contains(index) else {
        throw .seriesOutOfRange(index: index, seriesCount: chart.series.count)
      }
      groups = [[index]]
    }

    var builder = Builder(
      chart: chart, options: options, axes: axes, x: x, pitch: pitch, sampleRate: sampleRate)
    var sections: [Sonification.Section] = []
    var played: [Sonification.PlayedPoint] = []
    let gap = Int((ChartSonifier.sequentialGapSeconds * sampleRate).rounded())
    var start = 0
    for group in groups.isEmpty ? [[]] : groups {
      var (section, points) = builder.section(seriesIndices: group)
      section.startFrame = start
      played += points.map {
        var p = $0
        p.frame += start
        return p
      }
      start += section.frameCount + gap
      sections.append(section)
      if Double(start) / sampleRate > Self.maximumTotalSeconds {
        throw .tooLong(
          seconds: Double(start - gap) / sampleRate + Double(groups.count - sections.count)
            * Double(section.frameCount + gap) / sampleRate,
          limit: Self.maximumTotalSeconds)
      }
    }
    let heard = groups.flatMap { $0 }
    return Sonification(
      title: chart.title ?? "Audio graph", parts: parts(chart, heard: heard, sections: sections),
      sampleRate: sampleRate, sections: sections, gapFrameCount: gap, playedPoints: played,
      notSonified: notes(chart, axes: axes, merged: builder.mergeNotes) + emptySeriesNotes(chart, heard: heard),
      mappingDescription: describeMapping(chart, axes: axes, x: x, pitch: pitch),
      timingNotes: singleValueNotes(chart, heard: heard, played: played, x: x, sampleRate: sampleRate))
  }

  /// The parts the sections' events are labelled with, in track order: each heard series'
  /// data (named after the series), then its interval bounds when it has bound voices ("NAME,
  /// interval bounds"), and last the reference-line drones when there are any.
  func parts(_ chart: AXChartDescriptor, heard: [Int], sections: [Sonification.Section]) -> [MIDIExport.Part] {
    var used = Set<Int>()
    for section in sections {
      for note in section.score.notes { used.insert(note.part) }
      for glide in section.score.glides { used.insert(glide.part) }
    }
    var parts: [MIDIExport.Part] = []
    for index in heard {
      let name = seriesName(chart, index)
      parts.append(MIDIExport.Part(id: Self.dataPart(index), name: name))
      if used.contains(Self.boundsPart(index)) {
        parts.append(MIDIExport.Part(id: Self.boundsPart(index), name: "\(name), interval bounds"))
      }
    }
    if used.contains(Self.dronePart) { parts.append(MIDIExport.Part(id: Self.dronePart, name: "Reference lines")) }
    return parts
  }

  // MARK: Series with nothing or one thing to hear

  /// The number of values of a series that can sound: finite y within `ChartValueLimits`.
  static func valueCount(_ series: AXDataSeriesDescriptor) -> Int {
    series.dataPoints.count { $0.y.map { ChartValueLimits.holds($0) } ?? false }
  }

  /// "Series 2 (Sensor B) has no values: nothing is heard for it." for each heard series without
  /// a value; a series with only missing values is heard as their markers (when those are on).
  func emptySeriesNotes(_ chart: AXChartDescriptor, heard: [Int]) -> [String] {
    var notes: [String] = []
    for index in heard where Self.valueCount(chart.series[index]) == 0 {
      var arguments = seriesArguments(chart, index)
      if chart.series[index].dataPoints.contains(where: { $0.y == nil }) {
        arguments["markers"] = .flag(options.earcons.contains(.missingValues))
        notes.append(options.language.text("sound.onlyMissing", arguments))
      } else {
        notes.append(options.language.text("sound.emptySeries", arguments))
      }
    }
    return notes
  }

  /// When the single value of a one-value series sounds, in seconds from the start of the
  /// rendering: "Series 1 (Orders) has a single value: one tone, 5.25 seconds into the graph
  /// (the middle of the data, as every point has the same x)." The parenthesis is added when
  /// the x axis has no width (every point has the same x and the chart gives no range), which
  /// puts every point in the middle of the data window.
  func singleValueNotes(
    _ chart: AXChartDescriptor, heard: [Int], played: [Sonification.PlayedPoint], x: XTiming, sampleRate: Double
  ) -> [String] {
    var notes: [String] = []
    let flatX = x.numericRange.map { !($0.upperBound - $0.lowerBound > 0) } ?? false
    for index in heard where Self.valueCount(chart.series[index]) == 1 {
      guard let tone = played.first(where: { $0.seriesIndex == index && $0.frequency != nil }) else { continue }
      var arguments = seriesArguments(chart, index)
      arguments["seconds"] = .text(localizedNumber(formatSeconds(Double(tone.frame) / sampleRate)))
      arguments["flat"] = .flag(flatX)
      notes.append(options.language.text("sound.singleValue", arguments))
    }
    return notes
  }

  // MARK: Additional axes

  /// What each additional axis does, after defaults and the options' overrides.
  struct ResolvedAxes {
    var mapping: [AdditionalAxisMapping]
    /// Index of the axis per target (at most one each).
    var volume: Int?
    var toneLength: Int?
    var brightness: Int?
    var tremolo: Int?
    var timbre: Int?
  }

  func resolveAxes(_ chart: AXChartDescriptor) throws(SonificationError) -> ResolvedAxes {
    let count = chart.additionalAxes.count
    for index in options.additionalAxisMappings.keys where !(0..<count).contains(index) {
      throw .axisOutOfRange(index: index, axisCount: count)
    }
    var mapping = [AdditionalAxisMapping](repeating: .off, count: count)
    // Defaults first (Apple's rule), then explicit choices; an explicit choice of a target takes
    // it away from the axis that had it by default.
    let firstNumeric = chart.additionalAxes.firstIndex { $0 is AXNumericDataAxisDescriptor }
    let firstCategorical = chart.additionalAxes.firstIndex { $0 is AXCategoricalDataAxisDescriptor }
    let chosenTargets = Set(options.additionalAxisMappings.values.flatMap(ChartSonifier.targets))
    if let i = firstNumeric, options.additionalAxisMappings[i] == nil {
      let remaining = ChartSonifier.targets(.volumeAndToneLength).filter { !chosenTargets.contains($0) }
      mapping[i] = remaining.count == 2 ? .volumeAndToneLength : (remaining.first ?? .off)
    }
    if let i = firstCategorical, options.additionalAxisMappings[i] == nil, !chosenTargets.contains(.timbre),
      !chosenTargets.contains(.brightness)
    {
      mapping[i] = .timbre
    }
    for (index, choice) in options.additionalAxisMappings {
      let axis = chart.additionalAxes[index]
      if choice != .off, choice.needsNumericAxis != (axis is AXNumericDataAxisDescriptor) {
        throw .mappingDoesNotFitAxis(index: index, title: axis.title, mapping: choice)
      }
      mapping[index] = choice
    }
    var resolved = ResolvedAxes(mapping: mapping)
    var used: Set<AdditionalAxisMapping> = []
    for (index, choice) in mapping.enumerated() {
      for target in ChartSonifier.targets(choice) {
        guard used.insert(target).inserted else { throw .targetUsedTwice(target) }
        switch target {
        case .volume: resolved.volume = index
        case .toneLength: resolved.toneLength = index
        case .brightness: resolved.brightness = index
        case .tremolo: resolved.tremolo = index
        case .timbre: resolved.timbre = index
        case .volumeAndToneLength, .off: break
        }
      }
    }
    // Brightness and timbre both choose the timbre: refuse the pair.
    if resolved.brightness != nil && resolved.timbre != nil { throw .targetUsedTwice(.timbre) }
    return resolved
  }

  /// The single targets a mapping uses.
  static func targets(_ mapping: AdditionalAxisMapping) -> [AdditionalAxisMapping] {
    switch mapping {
    case .volumeAndToneLength: [.volume, .toneLength]
    case .off: []
    default: [mapping]
    }
  }

  // MARK: Reporting

  func notes(_ chart: AXChartDescriptor, axes: ResolvedAxes, merged: [String]) -> [String] {
    var notes: [String] = []
    let words = options.language
    for (index, axis) in chart.additionalAxes.enumerated() where axes.mapping[index] == .off {
      notes.append(
        words.text(
          "sound.additionalAxis",
          [
            "number": .count(index + 1), "axis": .text(axis.title),
            "numeric": .flag(axis is AXNumericDataAxisDescriptor),
          ]))
    }
    if axes.toneLength != nil, chart.series.contains(where: \.isContinuous) {
      notes.append(words.text("sound.toneLength"))
    }
    if let y = chart.yAxis, !y.gridlinePositions.isEmpty {
      notes.append(words.text("sound.yGridlines"))
    }
    let hasIntervals = chart.series.contains { $0.dataPoints.contains { $0.confidenceInterval != nil } }
    if hasIntervals && options.intervals == .off {
      notes.append(words.text("sound.intervalsOff"))
    }
    let earcons = options.earcons
    if !earcons.contains(.referenceLines) {
      let xLines = chart.referenceLines.filter { $0.axis == .x }.count
      let yLines = chart.referenceLines.count - xLines
      if xLines > 0 { notes.append(words.text("sound.xReferenceLines")) }
      if yLines > 0 && !options.referenceLineDrones {
        notes.append(words.text("sound.yReferenceLines"))
      }
    }
    if !earcons.contains(.gridlines), let x = chart.xAxis as? AXNumericDataAxisDescriptor, !x.gridlinePositions.isEmpty
    {
      notes.append(words.text("sound.xGridlines"))
    }
    if !earcons.contains(.missingValues), chart.series.contains(where: { $0.dataPoints.contains { $0.y == nil } }) {
      notes.append(words.text("sound.missingSilent"))
    }
    if case .single(let index) = options.seriesPlayback, chart.series.count > 1 {
      var arguments = seriesArguments(chart, index)
      arguments["others"] = .count(chart.series.count - 1)
      notes.append(words.text("sound.onlySeries", arguments))
    }
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      let known = Set(categorical.categoryOrder)
      for (index, series) in chart.series.enumerated() {
        let unknown = series.dataPoints.filter { $0.x.category.map { !known.contains($0) } ?? true }.count
        if unknown > 0 {
          var arguments = seriesArguments(chart, index)
          arguments["count"] = .count(unknown)
          notes.append(words.text("sound.unknownCategories", arguments))
        }
      }
    }
    return notes + merged
  }

  /// A series' number (from 1) and name for a note: its name, or "Series N" in the options'
  /// language.
  func seriesArguments(_ chart: AXChartDescriptor, _ index: Int) -> [String: MessageArgument] {
    Self.seriesArguments(chart, index, language: options.language)
  }

  static func seriesArguments(_ chart: AXChartDescriptor, _ index: Int, language: LanguagePack)
    -> [String: MessageArgument]
  {
    let name = chart.seriesName(at: index, language: language)
    return ["number": .count(index + 1), "series": .text(name)]
  }

  /// `text` (a number written with ".") with the decimal separator of the options' language.
  func localizedNumber(_ text: String) -> String {
    Locale(identifier: options.language.identifier).withDecimalSeparator(text)
  }

  func describeMapping(_ chart: AXChartDescriptor, axes: ResolvedAxes, x: XTiming, pitch: PitchMapping) -> [String] {
    var lines = ["X axis (\(chart.xAxis.title)): time, \(formatSeconds(x.durationSeconds)) seconds."]
    let low = pitch.map.range.lowerBound
    let high = pitch.map.range.upperBound
    lines.append(
      "Y axis (\(chart.yAxis?.title ?? "values")): pitch, \(formatSeconds(low)) to \(formatSeconds(high)) hertz\(options.invertedPitch ? ", inverted" : "")."
    )
    for (index, axis) in chart.additionalAxes.enumerated() where axes.mapping[index] != .off {
      let target =
        switch axes.mapping[index] {
        case .volumeAndToneLength: "volume and tone length"
        case .toneLength: "tone length"
        default: axes.mapping[index].rawValue
        }
      lines.append("Additional axis \(index + 1) (\(axis.title)): \(target).")
    }
    if chart.kind == .stackedBar || chart.kind == .stackedArea {
      lines.append(
        "Stack: the total as the main voice; one layer with --series N, the layers then the total with --series sequential."
      )
    } else if chart.kind == .normalizedBar {
      lines.append("Normalized stack: each layer's share of its bar, 0 to 100%, one layer after another.")
    }
    if BoxPlotSound.applies(to: chart) {
      lines.append(
        "Box plot: each group a run minimum, Q1, median (accented), Q3, maximum, then its outliers as ticks.")
    }
    switch options.intervals {
    case .off: break
    case .bounds: lines.append("Confidence intervals: two softer tones at the bounds.")
    case .modulation: lines.append("Confidence intervals: a vibrato as wide as the interval.")
    }
    return lines
  }
}

func seriesName(_ chart: AXChartDescriptor, _ index: Int) -> String {
  chart.series[index].name ?? "Series \(index + 1)"
}

/// "10", "2.5", "130.81".
func formatSeconds(_ value: Double) -> String {
  let rounded = (value * 100).rounded() / 100
  return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
}

// MARK: - Time and pitch

/// Apple's timing rules: where each point sits in the data window, and how long the window is.
struct XTiming {
  var durationSeconds: Double
  let categoryIndex: [String: Int]
  let categoryCount: Int
  let numericRange: ClosedRange<Double>?
  let placement: SonificationOptions.XPlacement
  let gridlines: [Double]
  let isCategorical: Bool

  init(chart: AXChartDescriptor, options: SonificationOptions) {
    placement = options.xPlacement
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      var index: [String: Int] = [:]
      for (i, c) in categorical.categoryOrder.enumerated() where index[c] == nil { index[c] = i }
      categoryIndex = index
      isCategorical = true
      categoryCount = categorical.categoryOrder.count
      numericRange = nil
      gridlines = []
      durationSeconds = options.durationSeconds ?? min(10, 0.8 * Double(max(categoryCount, 1)))
    } else {
      categoryIndex = [:]
      isCategorical = false
      categoryCount = 0
      let numeric = chart.xAxis as? AXNumericDataAxisDescriptor
      numericRange = numeric?.range
      gridlines = numeric?.gridlinePositions ?? []
      durationSeconds = options.durationSeconds ?? 10
    }
  }

  /// The position of an x value in the window, `0...1`, or `nil` when it has no place (a
  /// category not on the axis, a non-finite number).
  func position(_ value: AXDataPoint.Value) -> Double? {
    if isCategorical {
      guard let category = value.category, let index = categoryIndex[category] else { return nil }
      return Double(index) / Double(categoryCount)
    }
    return position(number: value.number ?? 0)
  }

  /// The dense-series slot of an x value, computed exactly (`TimeSlots`): category k of n in
  /// slot ⌊slots × k / n⌋, a number in ⌊slots × (x − lower) / (upper − lower)⌋ without rounding
  /// error, a zero-width axis in the middle slot; `nil` where ``position(_:)`` is `nil`.
  func slot(_ value: AXDataPoint.Value, in slots: TimeSlots) -> Int? {
    if isCategorical {
      guard let category = value.category, let index = categoryIndex[category] else { return nil }
      return slots.index(ofStep: index, of: categoryCount)
    }
    let x = value.number ?? 0
    guard let range = numericRange, ChartValueLimits.holds(x) else { return nil }
    let width = range.upperBound - range.lowerBound
    guard width > 0, width.isFinite else { return slots.index(ofStep: 1, of: 2) }
    return slots.index(ofValue: x, lower: range.lowerBound, upper: range.upperBound)
  }

  /// The position of a numeric x value (also reference lines and gridlines).
  func position(number x: Double) -> Double? {
    guard let range = numericRange, ChartValueLimits.holds(x) else { return nil }
    let width = range.upperBound - range.lowerBound
    guard width > 0, width.isFinite else { return 0.5 }
    return min(max((x - range.lowerBound) / width, 0), 1)
  }
}

/// The y → pitch map and the axis scale used for crossings and interval widths.
struct PitchMapping {
  let map: PitchMap
  /// The same map without quantization (interval widths in cents).
  let continuousMap: PitchMap
  let scale: AxisScale
  /// The y values the pitch range spans (the y-axis range, or the lowest to the highest value
  /// and confidence-interval bound).
  let range: ClosedRange<Double>?

  init(chart: AXChartDescriptor, options: SonificationOptions) {
    switch chart.yAxis?.scaleType {
    case .log10: scale = .log10
    case .ln: scale = .naturalLog
    default: scale = .linear
    }
    let domain: ClosedRange<Double>
    if let y = chart.yAxis {
      domain = y.range
    } else {
      var values: [Double] = []
      for series in chart.series {
        for point in series.dataPoints {
          if let y = point.y, ChartValueLimits.holds(y) { values.append(y) }
          if let ci = point.confidenceInterval {
            values += [ci.lowerBound, ci.upperBound].filter { ChartValueLimits.holds($0) }
          }
        }
      }
      domain = (values.min() ?? 0)...(values.max() ?? 1)
    }
    range = domain
    map = PitchMap(
      domain: domain, range: options.pitchRange.frequencies, scale: scale,
      inverted: options.invertedPitch, quantization: options.quantization)
    continuousMap = PitchMap(
      domain: domain, range: options.pitchRange.frequencies, scale: scale,
      inverted: options.invertedPitch, quantization: .none)
  }

  /// The value in the axis' own spacing (log for log axes), for finding crossings; `nil` when
  /// a log axis gets a value ≤ 0.
  func scaled(_ value: Double) -> Double? {
    switch scale {
    case .linear: return value
    case .log10: return value > 0 ? Foundation.log10(value) : nil
    case .naturalLog: return value > 0 ? Foundation.log(value) : nil
    }
  }

  /// Half the interval's pitch width in cents, capped at ``ChartSonifier/maximumVibratoCents``.
  func vibratoCents(_ interval: ClosedRange<Double>) -> Double {
    let low = continuousMap.frequency(for: interval.lowerBound)
    let high = continuousMap.frequency(for: interval.upperBound)
    let cents = abs(600 * Foundation.log2(high / low))
    return min(cents.isFinite ? cents : 0, ChartSonifier.maximumVibratoCents)
  }
}
