import AudioGraph
import AudioIO
import ChartAccessibility
import Foundation

/// The lines the tool writes about its own work, in the language of `--locale`: the line for
/// each file written, playback, `--timing`'s timeline and the prefix of notes. Seconds are
/// written with the locale's decimal separator ("10,42"). Diagnostics (errors, `--help`, the
/// latency line of `play --timing`) stay English, like the argument parser's own messages.
struct StatusText {
  let context: FormattingContext

  var language: LanguagePack { context.language }

  /// `value` seconds with `decimals` decimals, as a message argument ("10.42", "10,42").
  func seconds(_ value: Double, decimals: Int = 2) -> MessageArgument {
    let text = String(format: "%.\(decimals)f", locale: Locale(identifier: "en_US_POSIX"), value)
    return .number(value, text: context.locale.withDecimalSeparator(text))
  }

  /// "chart.json: note: Series 1 (Sensor A) has no values: nothing of it is heard."
  func note(_ note: String, file: String) -> String {
    language.text("cli.note", ["file": .text(file), "note": .text(note)])
  }

  /// "out/iq-scores.wav: 10.63 seconds, WAV, 16-bit PCM, 44100 hertz, stereo."
  func rendered(_ file: RenderedFile) -> String {
    let encoding: MessageArgument =
      switch file.encoding {
      case .pcm16: "pcm16"
      case .pcm24: "pcm24"
      case .float32: "float32"
      case .vorbis: "vorbis"
      }
    return language.text(
      "cli.rendered",
      [
        "file": .text(file.path), "seconds": seconds(file.durationSeconds), "format": .text("\(file.fileFormat)"),
        "encoding": encoding, "rate": .text(String(Int(file.sampleRate))),
        "channels": file.channelCount == 1 ? "mono" : "stereo",
      ])
  }

  /// "graph.mid: 10.60 seconds, MIDI, 4 tracks."
  func renderedMIDI(path: String, seconds duration: Double, tracks: Int) -> String {
    language.text(
      "cli.renderedMIDI",
      ["file": .text(path), "seconds": seconds(duration), "tracks": .count(tracks)])
  }

  /// "page.html: HTML page, audio graph 10.42 seconds (ogg)." or "…, no audio."
  func html(path: String, isFigure: Bool, seconds duration: Double?, audio: String) -> String {
    language.text(
      "cli.html",
      [
        "file": .text(path), "kind": isFigure ? "figure" : "page",
        "seconds": duration.map { seconds($0) } ?? "", "audio": .text(audio),
      ])
  }

  /// "Playing IQ Score Trend: 10.6 seconds."
  func playing(title: String, seconds duration: Double) -> String {
    language.text("cli.playing", ["title": .text(title), "seconds": seconds(duration, decimals: 1)])
  }

  /// "Complete."
  var complete: String { language.text("cli.complete") }

  /// The timeline of a rendered or played audio graph, one line per phrase and per section, in
  /// playing order: "iq.wav: title from 0.00 to 1.52 seconds: IQ Score Trend." and
  /// "iq.wav: graph from 2.90 to 13.50 seconds, data from 3.15 to 13.15 seconds."
  func timeline(_ sonification: Sonification, name: String) -> [String] {
    let rate = sonification.sampleRate
    func at(_ frame: Int) -> MessageArgument { seconds(Double(frame) / rate) }
    var lines: [String] = []
    for segment in sonification.timeline {
      switch segment {
      case .phrase(let index):
        let phrase = sonification.phrases[index]
        lines.append(
          language.text(
            "cli.timing.phrase",
            [
              "file": .text(name), "kind": .text(phrase.kind.rawValue), "start": at(phrase.startFrame),
              "end": at(phrase.endFrame), "text": .text(phrase.text),
            ]))
      case .section(let index):
        let section = sonification.sections[index]
        let dataStart = section.startFrame + section.dataStartFrame
        lines.append(
          language.text(
            "cli.timing.section",
            [
              "file": .text(name), "title": .text(sonification.sections.count > 1 ? section.title : ""),
              "start": at(section.startFrame), "end": at(section.startFrame + section.frameCount),
              "dataStart": at(dataStart), "dataEnd": at(dataStart + section.dataFrameCount),
            ]))
      case .silence: break
      }
    }
    return lines
  }
}
