public import AudioIO
public import SonificationCore

/// Plays a whole ``Sonification`` (every section, with the gaps) live through ALSA. What plays is,
/// sample for sample, what ``Sonification/renderBlocks(channelCount:blockFrameCount:_:)`` and
/// `audiograph render` produce.
public typealias SonificationPlayer = AudioPlayer<ScoreSequenceRenderer>

/// Plays point tones and audio graphs on demand, for `audiograph explore` (see ``ChartExplorer``).
public typealias ExplorePlayer = AudioPlayer<ExploreRenderer>

extension Sonification {
  /// The sections and gaps, as a real-time source needs them.
  public var sequenceSource: ScoreSequenceSource {
    ScoreSequenceSource(sections: sections.map { ($0.score, $0.frameCount) }, gapFrameCount: gapFrameCount)
  }

  /// A real-time source that plays this sonification: its ``timeline`` (the sections one after
  /// the other with ``gapFrameCount`` silent frames between them, and any spoken phrases),
  /// exactly as the offline renderings do.
  /// Not real-time safe (call before playback; the player prepares it).
  public func makeRenderer() -> ScoreSequenceRenderer {
    guard let narratedTimeline else {
      return ScoreSequenceRenderer(sections: sections.map { ($0.score, $0.frameCount) }, gapFrameCount: gapFrameCount)
    }
    return ScoreSequenceRenderer(
      segments: narratedTimeline.map { segment in
        switch segment {
        case .section(let index): .score(sections[index].score, frameCount: sections[index].frameCount)
        case .phrase(let index): .clip(phrases[index].samples)
        case .silence(let frames): .silence(frameCount: frames)
        }
      })
  }
}

extension AudioPlayer where Source == ScoreSequenceRenderer {
  /// Opens `device` and prepares `sonification` for it, at the sonification's sample rate.
  ///
  /// - Throws: `ALSAError` when the device is missing, busy or refuses the format.
  public convenience init(
    sonification: Sonification, device: String, channelCount: Int, periodMilliseconds: Double = 8,
    bufferMilliseconds: Double = 32
  ) throws(ALSAError) {
    try self.init(
      source: sonification.makeRenderer(), device: device,
      format: AudioFormat(sampleRate: sonification.sampleRate, channelCount: channelCount),
      periodMilliseconds: periodMilliseconds, bufferMilliseconds: bufferMilliseconds)
  }
}
