/// A chart turned into sound, ready to render: one or more sections of `Score`, played one
/// after the other, plus what was and was not sonified, and optionally spoken phrases around
/// them (``narrated(for:options:)``).
///
/// Mixed and single-series playback give one section; sequential playback gives one section
/// per series, with ``gapFrameCount`` frames of silence between sections. ``timeline`` gives
/// the playing order of sections, phrases and silences. Built by
/// ``ChartSonifier/sonify(_:)``; rendered by ``renderBlocks(channelCount:blockFrameCount:_:)``,
/// ``renderSamples(channelCount:blockFrameCount:)`` or
/// ``write(to:channelCount:fileFormat:encoding:dither:blockFrameCount:progress:isCancelled:)``.
public struct Sonification: Sendable {
  /// One complete audio graph: a score and its length.
  public struct Section: Sendable {
    /// What the section plays, for example "IQ Score" or "all series".
    public var title: String
    /// Indices (in `AXChartDescriptor.series`) of the series heard in this section.
    public var seriesIndices: [Int]
    /// The events. Frame 0 is the section's first frame.
    public var score: Score
    /// The section's length in frames: at least `score.frameCount`, and at least the end of
    /// the data window (so an empty series still lasts its duration).
    public var frameCount: Int
    /// The first frame of the data window (x-axis lower bound) within the section.
    public var dataStartFrame: Int
    /// The length of the data window (x-axis range) in frames.
    public var dataFrameCount: Int
    /// The first frame of this section in the whole rendering.
    public var startFrame: Int
  }

  /// Where a data point (or a slot of merged points) sounds, for tools that follow playback
  /// and for tests.
  public struct PlayedPoint: Hashable, Sendable {
    /// The series, as an index into `AXChartDescriptor.series`.
    public var seriesIndex: Int
    /// The points this sound stands for (several when a dense series merged a time slot).
    public var pointIndices: [Int]
    /// The frame (in the whole rendering) at which the tone starts or the glide passes the
    /// point's pitch.
    public var frame: Int
    /// The mapped pitch in hertz; `nil` for a missing value (a missing-value earcon).
    public var frequency: Double?
    /// The value the pitch was mapped from (the mean of merged points); `nil` when missing.
    public var value: Double?
    /// `true` for a key point of a continuous glide, `false` for a discrete tone.
    public var isGlideKeyPoint: Bool
    /// The tone's length in frames (discrete tones), 0 for glide key points.
    public var toneFrameCount: Int
  }

  /// The chart's title ("Audio graph" when it has none): the name of a MIDI export.
  public var title: String
  /// What the sections' notes and glides belong to (their `Score.Note.part`), in track order:
  /// each heard series' data, its interval bounds when it has bound voices, and the
  /// reference-line drones (see ``ChartSonifier/dataPart(_:)``). ``midiFile(channelCount:)``
  /// makes one track of each.
  public var parts: [MIDIExport.Part]
  /// Frames per second, in hertz.
  public var sampleRate: Double
  /// The sections, in playing order.
  public var sections: [Section]
  /// Frames of silence between successive sections.
  public var gapFrameCount: Int
  /// Every point heard, in section order, then series order, then time.
  public var playedPoints: [PlayedPoint]
  /// Sentences saying what in the chart is not heard (for example "Additional axis 2 (Region)
  /// is not sonified"). Empty when everything is.
  public var notSonified: [String]
  /// Sentences saying how the chart sounds (which axis controls what), for the CLI and docs.
  public var mappingDescription: [String]
  /// Sentences saying when something sounds that a listener could miss, for the CLI's notes: a
  /// series with a single value is one tone, and this says how many seconds into the rendering
  /// it sounds (the middle of the data part when the x axis has no width). Empty otherwise.
  public var timingNotes: [String] = []
  /// The spoken phrases, in playing order: empty unless ``narrated(for:options:)`` added them.
  public var phrases: [SpokenPhrase] = []
  /// The playing order once narration is added (see ``timeline``); `nil` before.
  var narratedTimeline: [Segment]? = nil

  /// The exact number of frames a rendering has: every section, gap, phrase and pause.
  public var frameCount: Int {
    guard let narratedTimeline else {
      return sections.reduce(0) { $0 + $1.frameCount } + max(0, sections.count - 1) * gapFrameCount
    }
    return narratedTimeline.reduce(0) { total, segment in
      switch segment {
      case .section(let index): total + sections[index].frameCount
      case .phrase(let index): total + phrases[index].frameCount
      case .silence(let frames): total + frames
      }
    }
  }

  /// The length in seconds (``frameCount`` / ``sampleRate``).
  public var durationSeconds: Double { Double(frameCount) / sampleRate }
}
