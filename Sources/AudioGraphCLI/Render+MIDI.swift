import ArgumentParser
import AudioGraph
import Foundation

extension AudioGraphCommand.Render {
  /// What render writes: a sound file, or a Standard MIDI File of the same notes.
  enum OutputFormat: Equatable {
    case sound(SoundFileFormat)
    case midi

    /// `.mid` and `.midi` (any case) are MIDI; the sound files' extensions are theirs.
    init?(fileExtension: String) {
      if ["mid", "midi"].contains(fileExtension.lowercased()) {
        self = .midi
      } else if let format = SoundFileFormat(fileExtension: fileExtension) {
        self = .sound(format)
      } else {
        return nil
      }
    }

    var fileExtension: String {
      switch self {
      case .sound(let format): format.fileExtension
      case .midi: "mid"
      }
    }
  }

  /// Options that cannot mean anything in a MIDI file are refused (exit 64) rather than ignored:
  /// it holds notes, not samples (`--encoding`), and its player sets the level (`--gain`).
  func validateMIDIOptions(fileFormat: OutputFormat) throws {
    guard fileFormat == .midi else { return }
    if encoding != nil {
      throw ValidationError("--encoding does not apply to MIDI files: they hold notes, not samples.")
    }
    if sound.gain != 0 {
      throw ValidationError("--gain does not apply to MIDI files: the player that plays them sets the level.")
    }
    if speech.speak != nil {
      throw ValidationError("--speak does not apply to MIDI files: they hold notes, not speech; render a sound file.")
    }
  }

  /// Writes the sonification as a Standard MIDI File at `path` (atomically, like sound files),
  /// and records its line ("graph.mid: 10.60 seconds, MIDI, 4 tracks.") or the error in `outcome`.
  func writeMIDI(_ sonification: Sonification, chart: String, to path: String, outcome: inout Outcome) {
    let file: StandardMIDIFile
    do throws(MIDIExportError) {
      file = try sonification.midiFile(channelCount: sound.channels)
    } catch {
      outcome.errorLines.append(
        "audiograph: error: \(chart): \(error); play fewer series at once (--series sequential or a series number) "
          + "or hear intervals as --intervals modulation or off.")
      outcome.status = ExitStatus.usage
      return
    }
    if Interruption.isRequested {
      outcome.errorLines.append("audiograph: interrupted; '\(path)' was not written.")
      outcome.status = ExitCode(130)
      return
    }
    do throws(SoundFileError) {
      try Interruption.whileWriting { () throws(SoundFileError) in try file.write(to: path) }
    } catch {
      outcome.errorLines.append("audiograph: error: \(error)")
      outcome.status = ExitStatus.status(for: error)
      return
    }
    outcome.outputLine = status.renderedMIDI(
      path: path, seconds: sonification.durationSeconds, tracks: file.tracks.count)
  }
}
