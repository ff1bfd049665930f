public import AudioIO
public import ChartAccessibility
public import ChartSummaries
import Foundation
import SonificationCore

/// What an audio graph says aloud, and how: the parts to speak, the voice, the speaking rate.
/// Used by ``Sonification/narrated(for:options:)``; `audiograph render --speak LIST` and
/// `play --speak LIST` build one from their options.
public struct NarrationOptions: Sendable, Hashable {
  /// The parts of the narration, spoken in this order around the graph.
  public struct Parts: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The chart's title (as `describe` says it), first.
    public static let title = Parts(rawValue: 1 << 0)
    /// The chart's own summary, or the generated brief summary when it has none.
    public static let summary = Parts(rawValue: 1 << 1)
    /// The x and y axes in words with their ranges (as `describe` says them).
    public static let axes = Parts(rawValue: 1 << 2)
    /// Each series' name just before it plays in sequential playback; before a mix (or one
    /// series), the names of the series heard, once.
    public static let series = Parts(rawValue: 1 << 3)
    /// "End of graph." after the last sound.
    public static let end = Parts(rawValue: 1 << 4)
    /// Every part.
    public static let all: Parts = [.title, .summary, .axes, .series, .end]

    /// The command-line names, in speaking order.
    public static let names: [(name: String, part: Parts)] = [
      ("title", .title), ("summary", .summary), ("axes", .axes), ("series", .series), ("end", .end),
    ]
  }

  /// What to speak. Empty: no narration.
  public var parts: Parts
  /// The espeak-ng voice (`SpeechSynthesizer.voice(forLocale:)` finds one for a locale).
  public var voice: SpeechVoice
  /// The speaking rate in words per minute, 80 to 450 (espeak-ng's range); default 175.
  public var wordsPerMinute: Int
  /// How the summary is written (its locale and verbosity); the default is the brief summary.
  public var summaryOptions: SummaryOptions

  public init(
    parts: Parts, voice: SpeechVoice, wordsPerMinute: Int = SpeechSynthesizer.defaultWordsPerMinute,
    summaryOptions: SummaryOptions = SummaryOptions(verbosity: .brief)
  ) {
    self.parts = parts
    self.voice = voice
    self.wordsPerMinute = wordsPerMinute
    self.summaryOptions = summaryOptions
  }

  /// Silence between a phrase and the phrase or graph before or after it at 175 words per
  /// minute: 0.6 s, longer than espeak-ng's own pause between sentences (about 0.35 s at that
  /// rate), so a listener hears where a phrase ends. Speech and tones never sound at the same time.
  public static let pauseSeconds = 0.6

  /// The pause at `wordsPerMinute`: ``pauseSeconds``, lengthened in proportion below 175 words
  /// per minute (as espeak-ng lengthens its own pauses): 0.6 × max(1, 175 / rate) seconds.
  public static func pauseSeconds(wordsPerMinute: Int) -> Double {
    pauseSeconds * max(1, 175 / Double(max(1, wordsPerMinute)))
  }
  /// The most data audio measured for the tones' loudness: the first 120 s of the graph's
  /// sections. Enough for a stable integrated loudness, and a day-long graph is not rendered twice.
  public static let maximumMeasuredSeconds = 120.0
  /// The speech loudness when the graph has no sound to match (every series empty): −17 LUFS,
  /// about a single line at the default gain.
  public static let fallbackLoudness = -17.0
  /// The highest true peak of speech: 0.89 (−1.01 dBTP), the tones' limiter ceiling.
  public static let truePeakCeiling = 0.89

  /// The languages whose words narration has for "End of graph.": English, German, French and
  /// Spanish. Any other language speaks English.
  public static let languages = ["en", "de", "fr", "es"]

  /// "End of graph." in `language` (a language code such as "de" or a locale such as "fr_FR"):
  /// the built-in language pack's `narration.end`, English for a language not in ``languages``.
  public static func endOfGraph(language: String) -> String {
    (LanguagePack.builtIn(for: Locale(identifier: language)) ?? .english).text("narration.end")
  }
}

/// A phrase of an audio graph's narration: its text, its place and its samples.
public struct SpokenPhrase: Sendable {
  /// Which part of the narration this is.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    case title, summary, axes, series, end
  }

  public var kind: Kind
  /// What is said.
  public var text: String
  /// The series named (``Kind/series`` only), as indices into `AXChartDescriptor.series`.
  public var seriesIndices: [Int]
  /// The speech: mono samples at the sonification's rate, trimmed of the synthesizer's leading
  /// and trailing silence, faded in and out over 5 ms, level-matched to the tones. In stereo each
  /// channel plays them times √½ (`SpokenClip.stereoGain`).
  public var samples: [Float]
  /// The phrase's first frame in the whole rendering.
  public var startFrame: Int

  /// The phrase's length in frames.
  public var frameCount: Int { samples.count }
  /// The frame after the phrase's last one.
  public var endFrame: Int { startFrame + samples.count }
}

extension Sonification {
  /// One part of the playing order: a section, a phrase or a silence.
  public enum Segment: Hashable, Sendable {
    /// ``sections``[i].
    case section(Int)
    /// ``phrases``[i].
    case phrase(Int)
    /// Frames of silence.
    case silence(frameCount: Int)
  }

  /// The playing order. Without narration: the sections with ``gapFrameCount`` frames of
  /// silence between them.
  public var timeline: [Segment] {
    if let narratedTimeline { return narratedTimeline }
    var segments: [Segment] = []
    for index in sections.indices {
      if index > 0 { segments.append(.silence(frameCount: gapFrameCount)) }
      segments.append(.section(index))
    }
    return segments
  }

  /// The words of each phrase `options` asks for and where it goes, without speech.
  ///
  /// Title, summary and axes come first; with ``NarrationOptions/Parts/series``, each
  /// sequential section is preceded by its series' name, and a single mixed section by the
  /// names of the series heard in it, joined with commas; "End of graph." comes last. An
  /// unnamed series is called "Series N". Phrases with no words (a chart without a summary
  /// to generate, a mix of empty series) are left out.
  public func narrationScript(for chart: AXChartDescriptor, options: NarrationOptions) -> [ScriptedPhrase] {
    let parts = options.parts
    var script: [ScriptedPhrase] = []
    let words = options.summaryOptions.context.language
    let lines = chart.describeChartLines(
      summary: nil, language: words, locale: options.summaryOptions.context.locale)
    if parts.contains(.title), let title = lines.first {
      script.append(ScriptedPhrase(kind: .title, text: title, place: .beforeGraph))
    }
    if parts.contains(.summary) {
      let text =
        chart.summary.flatMap { $0.isEmpty ? nil : $0 }
        ?? ChartSummarizer(options: options.summaryOptions).summarize(chart).summary
      if !text.isEmpty { script.append(ScriptedPhrase(kind: .summary, text: text, place: .beforeGraph)) }
    }
    if parts.contains(.axes) {
      // describeChartLines: the title, the chart's own summary when it has one, the x axis,
      // then the y axis when there is one.
      let xLine = (chart.summary?.isEmpty == false) ? 2 : 1
      let axisLines = lines.dropFirst(xLine).prefix(chart.yAxis == nil ? 1 : 2)
      if !axisLines.isEmpty {
        script.append(ScriptedPhrase(kind: .axes, text: axisLines.joined(separator: " "), place: .beforeGraph))
      }
    }
    if parts.contains(.series) {
      for (index, section) in sections.enumerated() {
        let heard = section.seriesIndices.filter { chart.series[$0].dataPoints.contains { $0.y != nil } }
        guard !heard.isEmpty else { continue }
        let names = heard.map { chart.seriesName(at: $0, language: words) }
        var text = names.joined(separator: ", ")
        if !".!?".contains(text.last ?? ".") { text += "." }
        script.append(ScriptedPhrase(kind: .series, text: text, seriesIndices: heard, place: .beforeSection(index)))
      }
    }
    if parts.contains(.end) {
      script.append(ScriptedPhrase(kind: .end, text: words.text("narration.end"), place: .afterGraph))
    }
    return script
  }

  /// This sonification with spoken phrases around its sections: the title, summary and axes
  /// before the graph, series names before the sections, "End of graph." after it (as
  /// ``narrationScript(for:options:)`` lays out), synthesized with libespeak-ng.
  ///
  /// * **Timing.** Phrases play one after the other from frame 0, with
  ///   ``NarrationOptions/pauseSeconds(wordsPerMinute:)`` of silence between a phrase and
  ///   whatever comes next or before; sequential sections keep their ``gapFrameCount`` before the next series' name.
  ///   Speech and tones never overlap: while a phrase plays, the tones are silent (fully ducked),
  ///   and every section plays exactly as without narration, shifted in time: its samples are
  ///   bit-identical to the same section of `self`. ``sections``' `startFrame`, ``playedPoints``'
  ///   frames and ``frameCount`` include the shift; ``timeline`` gives the order.
  /// * **Sound.** Each phrase is synthesized at 22 050 Hz, resampled to ``sampleRate`` by
  ///   `Resampler`, trimmed of silence below −60 dBFS (keeping 10 ms on each side) and faded in
  ///   and out over 5 ms.
  /// * **Level.** Each phrase is scaled to the integrated loudness (BS.1770-4, `Loudness`) of
  ///   the tones: the sections rendered in mono, at most
  ///   ``NarrationOptions/maximumMeasuredSeconds``, or ``NarrationOptions/fallbackLoudness``
  ///   when they are silent. Its true peak is kept at or below
  ///   ``NarrationOptions/truePeakCeiling`` by a look-ahead limiter (5 ms ramps), and the gain is
  ///   corrected after limiting, so speech and tones measure within 0.5 LU of each other unless
  ///   the tones are so loud (a high `--gain`) that the ceiling holds the speech below them.
  ///   Mono and stereo renderings have the same loudness (speech is centred at equal power).
  ///
  /// An empty ``NarrationOptions/parts`` returns `self` unchanged.
  ///
  /// - Throws: `SpeechError` when the synthesizer fails.
  ///
  /// Real-time safety: unsafe (synthesizes, renders the sections once to measure them).
  public func narrated(for chart: AXChartDescriptor, options: NarrationOptions) throws(SpeechError) -> Sonification {
    let script = narrationScript(for: chart, options: options)
    return narrated(
      script: script, speech: try Self.speech(for: script, options: options), wordsPerMinute: options.wordsPerMinute)
  }

  /// The synthesizer's samples for each phrase of `script` (22 050 Hz, as
  /// `SpeechSynthesizer.synthesize(_:voice:wordsPerMinute:)` gives them), in order: the one
  /// step of ``narrated(for:options:)`` that uses libespeak-ng, so a caller rendering several
  /// charts at once can run it in a fixed order (the synthesizer carries state from phrase to
  /// phrase) and the rest in parallel.
  ///
  /// - Throws: `SpeechError`.
  public static func speech(for script: [ScriptedPhrase], options: NarrationOptions) throws(SpeechError) -> [[Float]] {
    var speech: [[Float]] = []
    for phrase in script {
      speech.append(
        try SpeechSynthesizer.synthesize(phrase.text, voice: options.voice, wordsPerMinute: options.wordsPerMinute))
    }
    return speech
  }

  /// This sonification with `speech` (one clip per phrase of `script`, at
  /// `SpeechSynthesizer.sampleRate`) resampled, trimmed, level-matched and laid out as
  /// ``narrated(for:options:)`` describes, with the pauses for `wordsPerMinute` (the rate the
  /// speech was synthesized at). An empty script returns `self`.
  public func narrated(
    script: [ScriptedPhrase], speech: [[Float]], wordsPerMinute: Int = SpeechSynthesizer.defaultWordsPerMinute
  ) -> Sonification {
    precondition(script.count == speech.count, "narrated: one clip per phrase")
    guard !script.isEmpty else { return self }
    let resampler = Resampler(sourceRate: SpeechSynthesizer.sampleRate, targetRate: sampleRate)
    let target = Narration.toneLoudness(of: self)
    let speechRate = SpeechSynthesizer.sampleRate
    let clips = speech.map { samples in
      // Trimmed and levelled at the synthesizer's rate (half the work), then resampled; the
      // resampler's passband holds the level, and a last check keeps every sample at the ceiling.
      let levelled = Narration.levelMatched(
        Narration.trimmed(samples, sampleRate: speechRate), loudness: target, sampleRate: speechRate)
      return Narration.clamped(resampler.resample(levelled))
    }
    return laidOut(
      script: script, clips: clips, pauseSeconds: NarrationOptions.pauseSeconds(wordsPerMinute: wordsPerMinute))
  }

  /// Places `clips` (one per phrase of `script`) around the sections: a pause between two
  /// neighbours when either is a phrase, except where the sequential gap already separates them.
  func laidOut(script: [ScriptedPhrase], clips: [[Float]], pauseSeconds: Double) -> Sonification {
    enum Item {
      case phrase(Int)
      case section(Int)
      case gap
    }
    var items: [Item] = []
    for index in script.indices where script[index].place == .beforeGraph { items.append(.phrase(index)) }
    for sectionIndex in sections.indices {
      if sectionIndex > 0 { items.append(.gap) }
      for index in script.indices where script[index].place == .beforeSection(sectionIndex) {
        items.append(.phrase(index))
      }
      items.append(.section(sectionIndex))
    }
    for index in script.indices where script[index].place == .afterGraph { items.append(.phrase(index)) }

    let pause = Int((pauseSeconds * sampleRate).rounded())
    var result = self
    var segments: [Segment] = []
    var phrases: [SpokenPhrase] = []
    var sectionShift = [Int](repeating: 0, count: sections.count)
    var frame = 0
    var previous: Item?
    for item in items {
      switch (previous, item) {
      case (.phrase, .phrase), (.phrase, .section), (.section, .phrase):
        segments.append(.silence(frameCount: pause))
        frame += pause
      default: break
      }
      switch item {
      case .phrase(let index):
        let phrase = script[index]
        phrases.append(
          SpokenPhrase(
            kind: phrase.kind, text: phrase.text, seriesIndices: phrase.seriesIndices, samples: clips[index],
            startFrame: frame))
        segments.append(.phrase(phrases.count - 1))
        frame += clips[index].count
      case .section(let index):
        sectionShift[index] = frame - sections[index].startFrame
        result.sections[index].startFrame = frame
        segments.append(.section(index))
        frame += sections[index].frameCount
      case .gap:
        segments.append(.silence(frameCount: gapFrameCount))
        frame += gapFrameCount
      }
      previous = item
    }
    // Played points move with their section.
    result.playedPoints = playedPoints.map { point in
      var moved = point
      if let section = sections.lastIndex(where: { $0.startFrame <= point.frame }) {
        moved.frame += sectionShift[section]
      }
      return moved
    }
    result.phrases = phrases
    result.narratedTimeline = segments
    return result
  }
}

/// A phrase of the narration before it is spoken: its words and its place.
public struct ScriptedPhrase: Hashable, Sendable {
  /// Where a phrase goes.
  public enum Place: Hashable, Sendable {
    /// Before the first section (title, summary, axes).
    case beforeGraph
    /// Just before section i (series names).
    case beforeSection(Int)
    /// After the last section (the end).
    case afterGraph
  }

  public var kind: SpokenPhrase.Kind
  public var text: String
  public var seriesIndices: [Int] = []
  public var place: Place
}

/// The signal processing of narration: trimming, loudness matching, peak limiting.
enum Narration {
  /// `samples` without leading and trailing silence (below −60 dBFS), keeping 10 ms on each
  /// side, with 5 ms raised-cosine fades at both ends. All silence gives no samples.
  static func trimmed(_ samples: [Float], sampleRate: Double) -> [Float] {
    let threshold: Float = 0.001
    guard let first = samples.firstIndex(where: { abs($0) >= threshold }),
      let last = samples.lastIndex(where: { abs($0) >= threshold })
    else { return [] }
    let margin = Int((0.010 * sampleRate).rounded())
    var clip = Array(samples[max(0, first - margin)...min(samples.count - 1, last + margin)])
    let fade = min(Int((0.005 * sampleRate).rounded()), clip.count / 2)
    for i in 0..<fade {
      let gain = Float(0.5 - 0.5 * cos(Double.pi * (Double(i) + 0.5) / Double(fade)))
      clip[i] *= gain
      clip[clip.count - 1 - i] *= gain
    }
    return clip
  }

  /// The integrated loudness of the tones: the sections rendered in mono, at most
  /// ``NarrationOptions/maximumMeasuredSeconds`` of them.
  static func toneLoudness(of sonification: Sonification) -> Double {
    var remaining = Int(NarrationOptions.maximumMeasuredSeconds * sonification.sampleRate)
    var mono: [Float] = []
    for section in sonification.sections where remaining > 0 {
      var single = sonification
      single.sections = [section]
      single.phrases = []
      single.narratedTimeline = nil
      let count = min(section.frameCount, remaining)
      var cursor = SonificationCursor(single, channelCount: 1)
      let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: max(count, 1))
      defer { buffer.deallocate() }
      let rendered = cursor.render(into: buffer, frameCount: count)
      mono += buffer[..<rendered]
      remaining -= rendered
    }
    let loudness = Loudness.integrated(mono, channelCount: 1, sampleRate: sonification.sampleRate)
    return loudness.isFinite ? loudness : NarrationOptions.fallbackLoudness
  }

  /// `clip` scaled to `loudness` LUFS with its true peak at or below the ceiling.
  static func levelMatched(_ clip: [Float], loudness target: Double, sampleRate: Double) -> [Float] {
    guard !clip.isEmpty else { return clip }
    let measured = Loudness.integrated(clip, channelCount: 1, sampleRate: sampleRate)
    guard measured.isFinite else { return clip }
    // The true-peak envelope of the unscaled clip, per sample: the sample and the 4× oversampled
    // points on either side of it (Loudness.truePeak's interpolator). Scaling by a slowly
    // varying gain scales it.
    let peaks = Loudness.truePeakEnvelope(clip)
    let ceiling = NarrationOptions.truePeakCeiling
    var gain = pow(10, (target - measured) / 20)
    var result = clip
    for _ in 0..<8 {
      let limiterGain = lookAheadGains(peaks: peaks, gain: gain, ceiling: ceiling, sampleRate: sampleRate)
      result = clip.indices.map { Float(Double(clip[$0]) * gain * limiterGain[$0]) }
      let loudness = Loudness.integrated(result, channelCount: 1, sampleRate: sampleRate)
      let error = target - loudness
      if abs(error) < 0.05 || !loudness.isFinite { break }
      gain *= pow(10, error / 20)
      gain = min(gain, 1_000)  // at most +60 dB
    }
    // Intersample peaks of the limited signal: one last check, scaling down if needed.
    let peak = Loudness.truePeak(result)
    if peak > ceiling {
      let scale = ceiling / peak
      result = result.map { Float(Double($0) * scale) }
    }
    return result
  }

  /// `clip` with every sample within ±``NarrationOptions/truePeakCeiling`` (scaled down as a whole
  /// if one is not): the resampler's passband ripple must not push a sample over.
  static func clamped(_ clip: [Float]) -> [Float] {
    let peak = clip.reduce(0.0) { max($0, Double(abs($1))) }
    let ceiling = NarrationOptions.truePeakCeiling
    guard peak > ceiling else { return clip }
    return clip.map { Float(Double($0) * ceiling / peak) }
  }

  /// Per-sample limiter gains (≤ 1) so that `peaks × gain × limiter` stays at or below
  /// `ceiling`: the required gain, min-filtered over ±5 ms, then averaged over ±5 ms, so the
  /// gain ramps over 10 ms and is never above the required gain at any sample.
  static func lookAheadGains(peaks: [Double], gain: Double, ceiling: Double, sampleRate: Double) -> [Double] {
    let count = peaks.count
    let required = peaks.map { $0 * gain > ceiling ? ceiling / ($0 * gain) : 1 }
    guard required.contains(where: { $0 < 1 }) else { return required }
    let half = max(1, Int((0.005 * sampleRate).rounded()))
    // Sliding minimum over [i − half, i + half] (monotonic deque).
    var minimum = [Double](repeating: 1, count: count)
    var deque: [Int] = []
    var head = 0
    for i in 0..<(count + half) {
      if i < count {
        while deque.count > head && required[deque[deque.count - 1]] >= required[i] { deque.removeLast() }
        deque.append(i)
      }
      let center = i - half
      if center >= 0 {
        while deque[head] < center - half { head += 1 }
        minimum[center] = required[deque[head]]
      }
    }
    // Moving average over [i − half, i + half] (windows cut at the ends average what they hold,
    // padded with the edge value).
    var prefix = [Double](repeating: 0, count: count + 1)
    for i in 0..<count { prefix[i + 1] = prefix[i] + minimum[i] }
    return (0..<count).map { i in
      let low = max(0, i - half)
      let high = min(count - 1, i + half)
      let inside = prefix[high + 1] - prefix[low]
      let missing = Double(2 * half + 1 - (high - low + 1))
      let edge = i - half < 0 ? minimum[0] : minimum[count - 1]
      return min(1, (inside + missing * edge) / Double(2 * half + 1))
    }
  }
}
