/// How ``ChartSonifier`` turns a chart into sound. Every default is the mapping documented on
/// ``ChartSonifier`` (Apple's timing, C3 to C6, intervals audible as two softer voices).
///
///     var options = SonificationOptions()
///     options.durationSeconds = 5
///     options.pitchRange = try PitchRange(parsing: "C3-C6")
///     options.seriesPlayback = .sequential
///     options.intervals = .modulation
public struct SonificationOptions: Hashable, Sendable {
  /// Which series are heard, and when.
  public enum SeriesPlayback: Hashable, Sendable {
    /// Every series at once, each in its own timbre (Apple's "all series").
    case mixed
    /// One series after the other, each a complete audio graph (its own start earcon and pan
    /// sweep), separated by ``ChartSonifier/sequentialGapSeconds`` of silence.
    case sequential
    /// Only the series at this index (0-based) of `AXChartDescriptor.series`.
    case single(Int)
  }

  /// How confidence intervals (`AXDataPoint.confidenceInterval`) are heard.
  public enum IntervalEncoding: String, Hashable, Sendable, CaseIterable {
    /// Not at all.
    case off
    /// Two softer voices (0.35 × the data voice's gain, same timbre) at the pitches of the
    /// interval's lower and upper bound: a narrow interval is a near-unison, a wide one a
    /// wide chord. Continuous series: two extra glides through the bounds, over each run of
    /// consecutive points that have intervals.
    case bounds
    /// A vibrato (5.5 Hz) on the data voice whose peak deviation is half the distance, in
    /// cents, between the pitches of the interval's bounds (capped at 1200 cents), so the tone
    /// wobbles across the interval: the wider the interval, the deeper the wobble.
    case modulation
  }

  /// Which short marker sounds play; each can be turned on or off on its own.
  public struct Earcons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A chime at the start (in a 0.25 s lead-in before the data) and at the end.
    public static let startAndEnd = Earcons(rawValue: 1 << 0)
    /// A short rattle of noise where a point has no y value.
    public static let missingValues = Earcons(rawValue: 1 << 1)
    /// A quiet tick at each x-axis gridline.
    public static let gridlines = Earcons(rawValue: 1 << 2)
    /// A shimmer of noise where a series crosses a y-axis reference line, and at each x-axis reference line.
    public static let referenceLines = Earcons(rawValue: 1 << 3)
    /// Two noise taps at each series' lowest and highest value.
    public static let extrema = Earcons(rawValue: 1 << 4)

    /// The default: every kind but ``extrema``.
    public static let standard: Earcons = [.startAndEnd, .missingValues, .gridlines, .referenceLines]
    /// Every kind.
    public static let all: Earcons = [.standard, .extrema]

    /// The names the command line uses, in this order: `start-end`, `missing`, `gridlines`,
    /// `reference-lines`, `extrema`.
    public static let names: [(name: String, earcons: Earcons)] = [
      ("start-end", .startAndEnd), ("missing", .missingValues), ("gridlines", .gridlines),
      ("reference-lines", .referenceLines), ("extrema", .extrema),
    ]
  }

  /// Where points sit in time.
  public enum XPlacement: String, Hashable, Sendable, CaseIterable {
    /// Proportional to x within the x-axis range (gaps in x stay audible). Categories: index /
    /// count. The default.
    case proportional
    /// Evenly spaced in the order of x ("steady beat"), whatever the gaps.
    case evenlySpaced
  }

  /// Output sample rate in hertz, 8 000...192 000, a whole number. Default 44 100 (Apple's).
  public var sampleRate: Double = 44_100
  /// The length of the data part of the graph (x-axis range → time), in seconds, or `nil` for
  /// Apple's rule: 10 s for a numeric or date x axis, min(10 s, 0.8 s × categories) for a
  /// categorical one. Must be positive and at most 86 400.
  public var durationSeconds: Double?
  /// The pitches the y-axis range spans. Default C3...C6.
  public var pitchRange: PitchRange = .default
  /// Snapping pitches to notes. Default none.
  public var quantization: PitchQuantization = .none
  /// Larger values give lower pitches. Default `false`.
  public var invertedPitch = false
  /// Which series play. Default ``SeriesPlayback/mixed``.
  public var seriesPlayback: SeriesPlayback = .mixed
  /// How confidence intervals sound. Default ``IntervalEncoding/bounds``: audible whenever a
  /// series has intervals.
  public var intervals: IntervalEncoding = .bounds
  /// The length of each discrete tone in seconds, 0.03...2 (before a volume-and-length axis
  /// scales it), or `nil` for clamp(0.9 × the series' median spacing, 30 ms, 250 ms), so dense
  /// series do not smear. Default `nil`.
  public var toneLengthSeconds: Double?
  /// Which earcons play. Default ``Earcons/standard`` (all but the extrema taps); `[]` for none.
  public var earcons: Earcons = .standard
  /// A quiet, steady tone at the pitch of each y-axis reference line (whose value is inside the
  /// y-axis range) for the whole data part of the graph, so the data can be heard against it
  /// (an option, because a steady tone under the whole graph is not to every listener's taste).
  /// Default `false`.
  public var referenceLineDrones = false
  /// Pan from left to right with x in stereo output. Default `true`.
  public var pan = true
  /// Multiply each tone's gain by `Score.loudnessCompensation(frequency:)` so high notes do
  /// not dominate. Default `true`.
  public var loudnessCompensation = true
  /// The overall level, in decibels relative to the default (a single series has an RMS level
  /// of about −17 dBFS), −40...12. Whatever the level, the limiter keeps every sample at or
  /// below −1 dBFS, so raising it makes dense or mixed graphs denser rather than clipped.
  /// Default 0.
  public var gainDecibels = 0.0
  /// Where points sit in time. Default ``XPlacement/proportional``.
  public var xPlacement: XPlacement = .proportional
  /// What an additional axis controls, by its index in `AXChartDescriptor.additionalAxes`.
  /// Axes not listed get the default: the first numeric axis → volume and tone length, the
  /// first categorical axis → timbre, every other axis → not sonified (and reported in
  /// ``Sonification/notSonified``). Each target may be used by one axis only.
  public var additionalAxisMappings: [Int: AdditionalAxisMapping] = [:]
  /// The language of the notes about what is not heard (``Sonification/notSonified``,
  /// ``Sonification/timingNotes``); English by default.
  public var language: LanguagePack = .english

  public init() {}
}

/// What an additional axis (`AXChartDescriptor.additionalAxes`) controls in the sound.
///
/// `t` is the value's position in the axis' range, `0...1` (clamped; a zero-width range gives 1;
/// a missing or wrongly typed value gives 1 for volume and length, 0 for tremolo).
public enum AdditionalAxisMapping: String, Hashable, Sendable, CaseIterable {
  /// Numeric: gain × (0.25 + 0.75 t), linear over the axis' range (−12 dB ... 0 dB).
  case volume
  /// Numeric, discrete series only: tone length × (0.4 + 0.6 t), at least 30 ms.
  case toneLength
  /// Numeric: both ``volume`` and ``toneLength`` (Apple's mapping of the first numeric axis).
  case volumeAndToneLength
  /// Numeric: the timbre, from dull to bright: sine, mellow, soft, organ, hollow, nasal,
  /// bright (t split into seven equal steps). Replaces the series' own timbre.
  case brightness
  /// Numeric: a 6 Hz tremolo whose depth is 0.8 t (the tone's gain dips by up to 80 %).
  /// Depth rather than rate carries the value because a glide has one tremolo rate, so a rate
  /// could not follow the values point by point inside a continuous series.
  case tremolo
  /// Categorical: one timbre per category, in the axis' category order (sine, soft, bright,
  /// hollow, mellow, organ, nasal, then again). Replaces the series' own timbre.
  case timbre
  /// Not sonified (reported in ``Sonification/notSonified``).
  case off

  /// Whether the mapping needs a numeric axis (`false`: categorical, or ``off``).
  public var needsNumericAxis: Bool {
    switch self {
    case .volume, .toneLength, .volumeAndToneLength, .brightness, .tremolo: true
    case .timbre, .off: false
    }
  }
}

/// Why a chart cannot be sonified with the given options.
public enum SonificationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``SonificationOptions/SeriesPlayback/single(_:)`` named a series the chart does not have.
  case seriesOutOfRange(index: Int, seriesCount: Int)
  /// ``SonificationOptions/additionalAxisMappings`` named an axis the chart does not have.
  case axisOutOfRange(index: Int, axisCount: Int)
  /// A numeric mapping for a categorical axis or ``AdditionalAxisMapping/timbre`` for a
  /// numeric one.
  case mappingDoesNotFitAxis(index: Int, title: String, mapping: AdditionalAxisMapping)
  /// Two axes were mapped to the same target.
  case targetUsedTwice(AdditionalAxisMapping)
  /// The duration is not positive, not finite or longer than a day.
  case invalidDuration(Double)
  /// The sample rate is outside 8 000...192 000 Hz or not a whole number.
  case invalidSampleRate(Double)
  /// ``SonificationOptions/gainDecibels`` is outside −40...12 dB.
  case invalidGain(Double)
  /// ``SonificationOptions/toneLengthSeconds`` is outside 0.03...2 s.
  case invalidToneLength(Double)
  /// More series with sound than ``ChartSonifier/maximumMixedSeries`` are to be mixed.
  case tooManySeriesToMix(count: Int, limit: Int)
  /// The whole audio graph (every section, sequential series one after another) would be longer
  /// than ``ChartSonifier/maximumTotalSeconds``.
  case tooLong(seconds: Double, limit: Double)

  public var description: String {
    switch self {
    case .seriesOutOfRange(let index, let count):
      "series \(index + 1) was chosen but the chart has \(count) series"
    case .axisOutOfRange(let index, let count):
      "additional axis \(index + 1) was mapped but the chart has \(count) additional axes"
    case .mappingDoesNotFitAxis(let index, let title, let mapping):
      "additional axis \(index + 1) (\(title)) cannot be mapped to \(mapping.rawValue): "
        + (mapping == .timbre ? "timbre needs a categorical axis" : "\(mapping.rawValue) needs a numeric axis")
    case .targetUsedTwice(let mapping):
      "two additional axes are mapped to \(mapping.rawValue); each target takes one axis"
    case .invalidDuration(let seconds):
      "the duration \(seconds) s must be positive and at most 86400 s"
    case .invalidSampleRate(let hz):
      "the sample rate \(hz) Hz must be a whole number from 8000 to 192000"
    case .invalidGain(let decibels):
      "the gain \(decibels) dB must be from -40 to 12"
    case .invalidToneLength(let seconds):
      "the tone length \(seconds) s must be from 0.03 to 2"
    case .tooManySeriesToMix(let count, let limit):
      "\(count) series would sound at once, but a mix holds at most \(limit) (more cannot be told apart, and "
        + "each costs rendering time); play them one after another (--series sequential) or one at a time "
        + "(--series N)"
    case .tooLong(let seconds, let limit):
      "the audio graph would last \(Int(seconds.rounded())) s, longer than the \(Int(limit)) s (one day) an audio "
        + "graph may last; choose fewer series or a shorter --duration"
    }
  }
}
