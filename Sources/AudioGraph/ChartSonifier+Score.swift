import ChartAccessibility
import Foundation
import SonificationCore

extension ChartSonifier {
  /// Builds the score of one section (one or more series). Allocates freely: never on the
  /// audio thread.
  struct Builder {
    let chart: AXChartDescriptor
    let options: SonificationOptions
    let axes: ResolvedAxes
    let x: XTiming
    let pitch: PitchMapping
    let sampleRate: Double
    /// Sentences about merged dense series, one per series (added once even in sequential mode),
    /// and about missing values merged with values in a slot.
    var mergeNotes: [String] = []
    private var notedSeries: Set<Int> = []
    private var notedMissing: Set<Int> = []

    init(
      chart: AXChartDescriptor, options: SonificationOptions, axes: ResolvedAxes, x: XTiming,
      pitch: PitchMapping, sampleRate: Double
    ) {
      self.chart = chart
      self.options = options
      self.axes = axes
      self.x = x
      self.pitch = pitch
      self.sampleRate = sampleRate
    }

    func frames(_ seconds: Double) -> Int { Int((seconds * sampleRate).rounded()) }

    /// One sound: a single point, or the merged points of one dense time slot.
    struct Item {
      var frame: Int
      var y: Double?
      var interval: ClosedRange<Double>?
      var volumeT: Double?
      var lengthT: Double?
      var brightnessT: Double?
      var tremoloT: Double?
      var category: Int?
      /// A candlestick's direction over the item's periods: 0 rising or unchanged (the last close
      /// not below the first open), 1 falling, `nil` when not a candlestick.
      var direction: Int?
      var pointIndices: [Int]
      /// How many of the slot's points have a value, and how many are missing. A slot at least
      /// half missing is heard as missing (`y` is `nil`); any missing point in it plays the
      /// missing-value sound.
      var valueCount = 0
      var missingCount = 0
    }

    // MARK: Section

    mutating func section(seriesIndices: [Int]) -> (Sonification.Section, [Sonification.PlayedPoint]) {
      let earcons = options.earcons
      let leadIn = earcons.contains(.startAndEnd) ? frames(ChartSonifier.leadInSeconds) : 0
      let dataFrames = frames(x.durationSeconds)
      var score = Score(sampleRate: sampleRate)
      var played: [Sonification.PlayedPoint] = []
      let sounding = seriesIndices.filter { !chart.series[$0].dataPoints.isEmpty }
      let seriesGain = 1 / Double(max(sounding.count, 1)).squareRoot()

      let boxPlot = BoxPlotSound.applies(to: chart)
      for index in seriesIndices {
        if boxPlot {
          addBoxRun(seriesIndex: index, leadIn: leadIn, to: &score, played: &played)
          continue
        }
        let items = items(seriesIndex: index, leadIn: leadIn)
        // A candlestick's periods are tones (each period's close, in its direction's timbre).
        if chart.series[index].isContinuous && !isCandlestick(index) {
          addContinuous(items, seriesIndex: index, gain: seriesGain, to: &score, played: &played)
        } else {
          addDiscrete(items, seriesIndex: index, gain: seriesGain, to: &score, played: &played)
        }
        if earcons.contains(.referenceLines) {
          addCrossings(items, continuous: chart.series[index].isContinuous, to: &score)
        }
        if earcons.contains(.extrema) { addExtrema(items, to: &score) }
      }
      if options.referenceLineDrones { addDrones(from: leadIn, frameCount: dataFrames, to: &score) }

      if earcons.contains(.gridlines) {
        for line in x.gridlines {
          guard let range = x.numericRange, range.contains(line), let position = x.position(number: line) else {
            continue
          }
          score.add(Score.Earcon(.gridlineTick, startFrame: leadIn + frames(position * x.durationSeconds)))
        }
      }
      if earcons.contains(.referenceLines) {
        for line in chart.referenceLines where line.axis == .x {
          guard let range = x.numericRange, range.contains(line.value),
            let position = x.position(number: line.value)
          else { continue }
          score.add(Score.Earcon(.referenceLineCrossing, startFrame: leadIn + frames(position * x.durationSeconds)))
        }
      }
      if earcons.contains(.startAndEnd) {
        score.add(Score.Earcon(.start, startFrame: 0))
        // The end of the x axis, or the last sound when that rings on later (a tone at the end of
        // the axis, a glide's release): silence before the end earcon means the data stops
        // before the axis does, as a gap in x is heard as silence.
        let lastSound = max(score.frameCount, leadIn + dataFrames)
        score.add(Score.Earcon(.end, startFrame: lastSound + frames(ChartSonifier.endEarconGapSeconds)))
      }
      score.masterGain = ChartSonifier.masterGain(decibels: options.gainDecibels)

      // Left at the x-axis lower bound, right at the upper bound: the renderer's sweep runs
      // linearly from frame 0 to the score's last frame, so extend it past ±1 on both sides
      // (pans are clamped to -1...1).
      let total = score.frameCount
      if options.pan, dataFrames > 0, total > 0 {
        let slope = 2 / Double(dataFrames)
        let lower = -1 - slope * Double(leadIn)
        score.panSweep = lower...(lower + slope * Double(total))
      }

      let title = seriesIndices.count == 1 ? seriesName(chart, seriesIndices[0]) : "all series"
      let section = Sonification.Section(
        title: title, seriesIndices: seriesIndices, score: score,
        frameCount: max(total, leadIn + dataFrames), dataStartFrame: leadIn, dataFrameCount: dataFrames,
        startFrame: 0)
      return (section, played)
    }

    // MARK: Points → items (the dense-series rule)

    mutating func items(seriesIndex: Int, leadIn: Int) -> [Item] {
      let series = chart.series[seriesIndex]
      let duration = x.durationSeconds
      let slotSeconds = series.isContinuous ? ChartSonifier.continuousSlotSeconds : ChartSonifier.discreteSlotSeconds
      // Equal slots cover the window; x at the upper bound belongs to the last slot. Each point's
      // slot is computed exactly from its x (not from its rounded position), so a point on a
      // boundary starts the later slot. The braille line (ChartAlternatives) thins dense series
      // by the same slots.
      let slots = TimeSlots(span: duration, slotWidth: slotSeconds)
      var positioned: [(position: Double, slot: Int, index: Int)] = []
      positioned.reserveCapacity(series.dataPoints.count)
      for (index, point) in series.dataPoints.enumerated() {
        if let position = x.position(point.x), let slot = x.slot(point.x, in: slots) {
          positioned.append((position, slot, index))
        }
      }
      if x.placement == .evenlySpaced {
        positioned.sort { ($0.position, $0.index) < ($1.position, $1.index) }
        let count = positioned.count
        for k in positioned.indices {
          positioned[k].position = Double(k) / Double(count)
          positioned[k].slot = slots.index(ofStep: k, of: count)
        }
      } else {
        // Slots rise with x as positions do; only points whose rounded positions tie across a
        // slot boundary can leave them out of order, and then the slot decides.
        positioned.sort { ($0.position, $0.index) < ($1.position, $1.index) }
        if zip(positioned, positioned.dropFirst()).contains(where: { $0.slot > $1.slot }) {
          positioned.sort { ($0.slot, $0.position, $0.index) < ($1.slot, $1.position, $1.index) }
        }
      }
      var items: [Item] = []
      for run in slots.runs(ofSortedSlots: positioned.map(\.slot)) {
        items.append(item(series: series, group: positioned[run.range], leadIn: leadIn))
      }
      if items.count < positioned.count, notedSeries.insert(seriesIndex).inserted {
        var arguments = ChartSonifier.seriesArguments(chart, seriesIndex, language: options.language)
        arguments["count"] = .count(positioned.count)
        arguments["items"] = .count(items.count)
        arguments["continuous"] = .flag(series.isContinuous)
        arguments["milliseconds"] = .count(Int(slotSeconds * 1000))
        mergeNotes.append(options.language.text("sound.merged", arguments))
      }
      noteMissingValuesMerged(items, seriesIndex: seriesIndex)
      return items
    }

    /// "Series 1 (CO2) has 33 missing values in time slots that also hold values; each such slot
    /// plays the missing-value sound. 14 slots, at least half missing, are heard as missing. 19
    /// slots, mostly values, play the mean of their values." Once per series, when a slot holds
    /// both values and missing values.
    mutating func noteMissingValuesMerged(_ items: [Item], seriesIndex: Int) {
      let mixed = items.filter { $0.valueCount > 0 && $0.missingCount > 0 }
      guard !mixed.isEmpty, notedMissing.insert(seriesIndex).inserted else { return }
      let words = options.language
      var arguments = ChartSonifier.seriesArguments(chart, seriesIndex, language: words)
      arguments["count"] = .count(mixed.reduce(0) { $0 + $1.missingCount })
      arguments["markers"] = .flag(options.earcons.contains(.missingValues))
      var sentences = [words.text("sound.missingMerged", arguments)]
      let heardAsMissing = mixed.count { $0.y == nil }
      if heardAsMissing > 0 {
        sentences.append(words.text("sound.missingMergedGaps", ["slots": .count(heardAsMissing)]))
      }
      if mixed.count > heardAsMissing {
        sentences.append(words.text("sound.missingMergedMeans", ["slots": .count(mixed.count - heardAsMissing)]))
      }
      mergeNotes.append(sentences.joined(separator: " "))
    }

    func item(
      series: AXDataSeriesDescriptor, group: ArraySlice<(position: Double, slot: Int, index: Int)>, leadIn: Int
    ) -> Item {
      let first = group[group.startIndex]
      var item = Item(frame: leadIn + frames(first.position * x.durationSeconds), pointIndices: group.map(\.index))
      var sum = 0.0
      var count = 0
      var lowerSum = 0.0
      var upperSum = 0.0
      var intervals = 0
      for member in group {
        let point = series.dataPoints[member.index]
        guard let y = point.y, ChartValueLimits.holds(y) else { continue }
        sum += y
        count += 1
        if let interval = point.confidenceInterval {
          lowerSum += interval.lowerBound
          upperSum += interval.upperBound
          intervals += 1
        }
      }
      item.valueCount = count
      item.missingCount = group.count - count
      // A slot at least half missing is heard as missing; otherwise as the mean of its values.
      if count > 0 && 2 * item.missingCount < group.count { item.y = sum / Double(count) }
      if intervals > 0 { item.interval = (lowerSum / Double(intervals))...(upperSum / Double(intervals)) }
      if chart.kind == .candlestick, let ohlc = series.ohlc, ohlc.count == series.pointCount {
        candlestick(ohlc, group: group, into: &item)
      }
      func numericT(_ axisIndex: Int?) -> Double? {
        guard let axisIndex, let axis = chart.additionalAxes[axisIndex] as? AXNumericDataAxisDescriptor else {
          return nil
        }
        var total = 0.0
        var n = 0
        for member in group {
          let values = series.dataPoints[member.index].additionalValues
          if axisIndex < values.count, case .number(let v) = values[axisIndex], ChartValueLimits.holds(v) {
            total += v
            n += 1
          }
        }
        guard n > 0 else { return nil }
        let width = axis.range.upperBound - axis.range.lowerBound
        guard width > 0 else { return 1 }
        return min(max((total / Double(n) - axis.range.lowerBound) / width, 0), 1)
      }
      item.volumeT = numericT(axes.volume)
      item.lengthT = numericT(axes.toneLength)
      item.brightnessT = numericT(axes.brightness)
      item.tremoloT = numericT(axes.tremolo)
      if let axisIndex = axes.timbre, let axis = chart.additionalAxes[axisIndex] as? AXCategoricalDataAxisDescriptor {
        for member in group {
          let values = series.dataPoints[member.index].additionalValues
          if axisIndex < values.count, case .category(let c) = values[axisIndex],
            let position = axis.categoryOrder.firstIndex(of: c)
          {
            item.category = position
            break
          }
        }
      }
      return item
    }

    // MARK: Per-item sound parameters

    func timbre(_ item: Item, seriesIndex: Int) -> Timbre {
      if let direction = item.direction { return ChartSonifier.candlestickTimbres[direction] }
      if axes.timbre != nil, let category = item.category {
        return ChartSonifier.seriesTimbres[category % ChartSonifier.seriesTimbres.count]
      }
      if axes.brightness != nil, let t = item.brightnessT {
        return ChartSonifier.brightnessTimbres[min(6, Int(t * 7))]
      }
      // A heatmap's rows are one kind of thing: one timbre, the first, for all of them.
      if chart.kind == .heatmap { return ChartSonifier.seriesTimbres[0] }
      return ChartSonifier.seriesTimbres[seriesIndex % ChartSonifier.seriesTimbres.count]
    }

    func volume(_ item: Item) -> Double { item.volumeT.map { 0.25 + 0.75 * $0 } ?? 1 }
    func tremolo(_ item: Item) -> Double { (item.tremoloT ?? 0) * 0.8 }
    func compensation(_ frequency: Double) -> Double {
      options.loudnessCompensation ? Score.loudnessCompensation(frequency: frequency) : 1
    }

    func toneLengthSeconds(_ items: [Item]) -> Double {
      if let fixed = options.toneLengthSeconds { return fixed }
      var spacings: [Double] = []
      for k in items.indices.dropFirst() {
        spacings.append(Double(items[k].frame - items[k - 1].frame) / sampleRate)
      }
      spacings.sort()
      let median: Double
      if spacings.isEmpty {
        median = .infinity
      } else if spacings.count % 2 == 1 {
        median = spacings[spacings.count / 2]
      } else {
        median = (spacings[spacings.count / 2 - 1] + spacings[spacings.count / 2]) / 2
      }
      return Score.defaultToneLengthSeconds(medianSpacingSeconds: median)
    }

    // MARK: Discrete series

    func addDiscrete(
      _ items: [Item], seriesIndex: Int, gain seriesGain: Double, to score: inout Score,
      played: inout [Sonification.PlayedPoint]
    ) {
      let baseLength = toneLengthSeconds(items)
      for item in items {
        guard let y = item.y else {
          if options.earcons.contains(.missingValues) { score.add(Score.Earcon(.missingValue, startFrame: item.frame)) }
          played.append(
            .init(
              seriesIndex: seriesIndex, pointIndices: item.pointIndices, frame: item.frame,
              frequency: nil, value: nil, isGlideKeyPoint: false, toneFrameCount: 0))
          continue
        }
        if item.missingCount > 0, options.earcons.contains(.missingValues) {
          score.add(Score.Earcon(.missingValue, startFrame: item.frame))
        }
        let length = addTone(
          item, value: y, seriesIndex: seriesIndex, lengthSeconds: baseLength,
          gain: seriesGain, to: &score)
        played.append(
          .init(
            seriesIndex: seriesIndex, pointIndices: item.pointIndices, frame: item.frame,
            frequency: pitch.map.frequency(for: y), value: y, isGlideKeyPoint: false,
            toneFrameCount: length))
      }
    }

    /// One discrete tone (and its interval voices), at most `maximumFrameCount` frames long when
    /// given (a point of a line alone between two breaks). Returns its length in frames.
    @discardableResult
    func addTone(
      _ item: Item, value y: Double, seriesIndex: Int, lengthSeconds: Double, gain seriesGain: Double,
      maximumFrameCount: Int? = nil, to score: inout Score
    ) -> Int {
      let frequency = pitch.map.frequency(for: y)
      let lengthFactor = item.lengthT.map { 0.4 + 0.6 * $0 } ?? 1
      var length = max(frames(0.030), frames(lengthSeconds * lengthFactor), 1)
      if let maximumFrameCount { length = min(length, maximumFrameCount) }
      let gain = Score.Note.defaultGain * seriesGain * volume(item)
      let timbre = timbre(item, seriesIndex: seriesIndex)
      let vibrato = options.intervals == .modulation ? item.interval.map(pitch.vibratoCents) ?? 0 : 0
      let tremoloDepth = tremolo(item)
      if vibrato > 0 || tremoloDepth > 0 {
        // Only glides carry vibrato and tremolo: a held glide of the tone's length (its release
        // shortened to half the tone when the tone is cut short before a break).
        let release = maximumFrameCount == nil ? frames(0.075) : max(1, min(frames(0.075), length / 2))
        let seconds = Double(length) / sampleRate
        let keyGain = gain * 0.5 * compensation(frequency)
        score.add(
          Score.Glide(
            keyPoints: [
              .init(
                frame: item.frame, frequency: frequency, gain: keyGain, vibratoCents: vibrato,
                tremoloDepth: tremoloDepth),
              .init(
                frame: item.frame + max(1, length - release), frequency: frequency, gain: keyGain,
                vibratoCents: vibrato, tremoloDepth: tremoloDepth),
            ],
            timbre: timbre, vibratoRate: min(12, max(5.5, 2 / seconds)), tremoloRate: 6,
            part: ChartSonifier.dataPart(seriesIndex), releaseFrameCount: maximumFrameCount == nil ? nil : release))
      } else {
        score.add(
          Score.Note(
            startFrame: item.frame, lengthFrames: length, frequency: frequency,
            gain: gain * compensation(frequency), timbre: timbre, part: ChartSonifier.dataPart(seriesIndex)))
      }
      if options.intervals == .bounds, let interval = item.interval {
        for bound in [interval.lowerBound, interval.upperBound] {
          let f = pitch.map.frequency(for: bound)
          score.add(
            Score.Note(
              startFrame: item.frame, lengthFrames: length, frequency: f,
              gain: gain * ChartSonifier.boundsGainRatio * compensation(f), timbre: timbre,
              part: ChartSonifier.boundsPart(seriesIndex)))
        }
      }
      return length
    }

    // MARK: Continuous series

    func addContinuous(
      _ items: [Item], seriesIndex: Int, gain seriesGain: Double, to score: inout Score,
      played: inout [Sonification.PlayedPoint]
    ) {
      let firstPlayed = played.endIndex
      // Runs: valued items between missing ones; a timbre change closes the run at the
      // changing point and starts the next run there.
      var runs: [[Item]] = []
      /// Runs followed by a break in the line (a slot heard as missing) before the next run.
      var breakAfter: Set<Int> = []
      var current: [Item] = []
      var currentIsSplit = false
      func close() {
        if !(currentIsSplit && current.count == 1), !current.isEmpty { runs.append(current) }
        current = []
        currentIsSplit = false
      }
      for item in items {
        guard item.y != nil else {
          close()
          if !runs.isEmpty { breakAfter.insert(runs.count - 1) }
          if options.earcons.contains(.missingValues) { score.add(Score.Earcon(.missingValue, startFrame: item.frame)) }
          played.append(
            .init(
              seriesIndex: seriesIndex, pointIndices: item.pointIndices, frame: item.frame,
              frequency: nil, value: nil, isGlideKeyPoint: true, toneFrameCount: 0))
          continue
        }
        if item.missingCount > 0, options.earcons.contains(.missingValues) {
          score.add(Score.Earcon(.missingValue, startFrame: item.frame))
        }
        if let last = current.last, timbre(last, seriesIndex: seriesIndex) != timbre(item, seriesIndex: seriesIndex) {
          current.append(item)
          close()
          current = [item]
          currentIsSplit = true
        } else {
          current.append(item)
        }
      }
      close()

      let singleLength = toneLengthSeconds(items)
      var playedFrames: Set<Int> = []
      for (r, run) in runs.enumerated() {
        // Before a break the sound ends halfway to the next sound, so that the gap is heard
        // however short: a shorter release, or a shorter tone.
        let soundLimit: Int? =
          breakAfter.contains(r) && r + 1 < runs.count
          ? max(1, (runs[r + 1][0].frame - run[run.count - 1].frame) / 2) : nil
        if run.count == 1 {
          let item = run[0]
          let length = addTone(
            item, value: item.y!, seriesIndex: seriesIndex, lengthSeconds: singleLength,
            gain: seriesGain, maximumFrameCount: soundLimit, to: &score)
          if playedFrames.insert(item.frame).inserted {
            played.append(
              .init(
                seriesIndex: seriesIndex, pointIndices: item.pointIndices, frame: item.frame,
                frequency: pitch.map.frequency(for: item.y!), value: item.y, isGlideKeyPoint: false,
                toneFrameCount: length))
          }
          continue
        }
        let keys = run.map { item -> Score.KeyPoint in
          let f = pitch.map.frequency(for: item.y!)
          let vibrato = options.intervals == .modulation ? item.interval.map(pitch.vibratoCents) ?? 0 : 0
          return Score.KeyPoint(
            frame: item.frame, frequency: f,
            gain: Score.KeyPoint.defaultGain * seriesGain * volume(item) * compensation(f),
            vibratoCents: vibrato, tremoloDepth: tremolo(item))
        }
        let timbre = timbre(run[0], seriesIndex: seriesIndex)
        let release = soundLimit.map { min($0, frames(0.075)) }
        score.add(
          Score.Glide(
            keyPoints: keys, timbre: timbre, part: ChartSonifier.dataPart(seriesIndex), releaseFrameCount: release))
        for (item, key) in zip(run, keys) where playedFrames.insert(item.frame).inserted {
          played.append(
            .init(
              seriesIndex: seriesIndex, pointIndices: item.pointIndices, frame: item.frame,
              frequency: key.frequency, value: item.y, isGlideKeyPoint: true, toneFrameCount: 0))
        }
        if options.intervals == .bounds {
          addBoundGlides(
            run, keys: keys, timbre: timbre, part: ChartSonifier.boundsPart(seriesIndex), releaseFrameCount: release,
            to: &score)
        }
      }
      // Missing values were recorded as they came, glides after: restore time order.
      played[firstPlayed...].sort { $0.frame < $1.frame }
    }

    /// Glides through the interval bounds over each stretch of consecutive points that have
    /// intervals; a lone point with an interval gets a short held pair. A stretch that ends with
    /// the run releases over `releaseFrameCount` (`nil`: 75 ms), as the run's glide does.
    func addBoundGlides(
      _ run: [Item], keys: [Score.KeyPoint], timbre: Timbre, part: Int, releaseFrameCount: Int?,
      to score: inout Score
    ) {
      var stretch: [Int] = []
      func flush() {
        defer { stretch = [] }
        guard !stretch.isEmpty else { return }
        for side in 0..<2 {
          var boundKeys: [Score.KeyPoint] = []
          for k in stretch {
            let interval = run[k].interval!
            let f = pitch.map.frequency(for: side == 0 ? interval.lowerBound : interval.upperBound)
            let gain = keys[k].gain / compensation(keys[k].frequency) * ChartSonifier.boundsGainRatio * compensation(f)
            boundKeys.append(.init(frame: run[k].frame, frequency: f, gain: gain))
          }
          if boundKeys.count == 1 {
            var held = boundKeys[0]
            held.frame += max(1, frames(ChartSonifier.boundsHoldSeconds))
            boundKeys.append(held)
          }
          let endsTheRun = stretch.last == run.count - 1
          score.add(
            Score.Glide(
              keyPoints: boundKeys, timbre: timbre, part: part, releaseFrameCount: endsTheRun ? releaseFrameCount : nil)
          )
        }
      }
      for k in run.indices {
        if run[k].interval != nil { stretch.append(k) } else { flush() }
      }
      flush()
    }

    // MARK: Earcons that follow the data

    /// A shimmer (an earcon) where the series crosses a y-axis reference line.
    func addCrossings(_ items: [Item], continuous: Bool, to score: inout Score) {
      for line in chart.referenceLines where line.axis == .y {
        guard ChartValueLimits.holds(line.value), let level = pitch.scaled(line.value) else { continue }
        for k in items.indices.dropFirst() {
          guard let a = items[k - 1].y.flatMap(pitch.scaled), let b = items[k].y.flatMap(pitch.scaled) else { continue }
          let before = a - level
          let after = b - level
          guard (before >= 0) != (after >= 0) else { continue }
          let frame: Int
          if continuous {
            // In 0...1 (the signs differ); a level or values too large to subtract cross midway.
            let ratio = before / (before - after)
            let fraction = ratio.isFinite ? min(max(ratio, 0), 1) : 0.5
            frame = items[k - 1].frame + Int((fraction * Double(items[k].frame - items[k - 1].frame)).rounded())
          } else {
            frame = items[k].frame
          }
          score.add(Score.Earcon(.referenceLineCrossing, startFrame: frame))
        }
      }
    }

    /// A quiet held tone at the pitch of each y-axis reference line inside the y range, over the
    /// data window (``ChartSonifier/droneGain``, the hollow timbre, loudness-compensated).
    func addDrones(from start: Int, frameCount: Int, to score: inout Score) {
      guard frameCount > 0 else { return }
      for line in chart.referenceLines where line.axis == .y {
        guard let range = pitch.range, range.contains(line.value) else { continue }
        let frequency = pitch.map.frequency(for: line.value)
        let gain = ChartSonifier.droneGain * compensation(frequency)
        score.add(
          Score.Glide(
            keyPoints: [
              .init(frame: start, frequency: frequency, gain: gain),
              .init(frame: start + frameCount, frequency: frequency, gain: gain),
            ],
            timbre: .hollow, part: ChartSonifier.dronePart))
      }
    }

    /// Blips at the series' lowest and highest value (first occurrence of each).
    func addExtrema(_ items: [Item], to score: inout Score) {
      let valued = items.filter { $0.y != nil }
      guard valued.count >= 2, let low = valued.min(by: { $0.y! < $1.y! }),
        let high = valued.max(by: { $0.y! < $1.y! }),
        low.y! < high.y!
      else { return }
      score.add(Score.Earcon(.minimum, startFrame: low.frame))
      score.add(Score.Earcon(.maximum, startFrame: high.frame))
    }
  }
}
