public import SonificationCore

extension Sonification {
  /// The sonification as a Standard MIDI File (format 1) that plays the same notes at the same
  /// times: every section's score at its ``Section/startFrame``, one track per part of
  /// ``parts`` (each heard series, its interval bounds, the reference-line drones), the earcons
  /// on the percussion channel, and every track ending at ``frameCount``, so the file lasts as
  /// long as the audio. The mapping (ticks, instruments, pitch bend, velocity and controllers)
  /// is `MIDIExport`'s.
  ///
  /// - Parameter channelCount: 2 sweeps pan (controller 10) as the stereo audio does; 1 keeps
  ///   every channel centred.
  /// - Throws: `MIDIExportError.tooManyChannels(needed:available:)` when more than 15 notes and
  ///   glides sound at once (each needs a MIDI channel of its own for its pitch bend).
  public func midiFile(channelCount: Int = 2) throws(MIDIExportError) -> StandardMIDIFile {
    var export = MIDIExport(sampleRate: sampleRate, title: title, parts: parts, stereo: channelCount == 2)
    for section in sections { export.add(section.score, startingAtFrame: section.startFrame) }
    export.endFrame = frameCount
    return try export.file()
  }
}
