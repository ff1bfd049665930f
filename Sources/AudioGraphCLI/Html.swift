import ArgumentParser
import AudioGraph
import ChartAlternatives
import Foundation
import OutputFiles

extension AudioGraphCommand {
  struct Html: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write an accessible HTML page of a chart: summary, audio graph, data table, braille.",
      discussion: """
        The page holds the title as its heading, the summary, the axes and series as 'describe' \
        says them, the audio graph as an <audio> player with its length in text, a key of what \
        its sounds mean and the notes 'render' prints (with several series mixed, also a player \
        for each series alone), the features and statistics of Chart Details, the data table \
        (the same as 'table --format html', its first 1,000 rows) after a link that downloads \
        the whole data as CSV (zipped when over 100 kB), and the braille line of each series \
        (as 'braille' prints it, in a closed <details>). It is self-contained: the sound and the data are inside the page \
        (data: URIs), there is no script and no external resource. A chart without a single \
        value gets no audio graph. \
        With --fragment, writes one <figure> element to embed in another page instead.

        The sound is rendered as 'render' renders it, with the same sound options. The file is \
        written as 'render' writes files: replaced only when the new one is complete (on an \
        error or Ctrl-C nothing is written, exit 130 when interrupted), keeping its \
        permissions; a symbolic link is followed; a device or a named pipe is written into, \
        never replaced. The chart given as input is never overwritten.

        With --interactive, the page also carries one inline script (still no external \
        resource) that adds a keyboard explorer: Left and Right step through the points, each \
        with its tone at the audio graph's pitch and its sentence (as 'describe --points' says \
        it) in a live region; Up and Down change series; Home and End, m and M (minimum, \
        maximum), u, v, U and V (next higher and lower value), Space (play and pause from the \
        point), + and - (speed), w, b and h as in 'explore'. Without script the page is the \
        page without --interactive.
        """)

    @OptionGroup var input: ChartInputOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The HTML file to write.")
    var output: String

    @Flag(help: "Write one <figure> element to embed in a page, instead of a whole page.")
    var fragment = false

    @Flag(help: "Add a keyboard explorer (one inline script): a tone and a sentence per point.")
    var interactive = false

    @Option(help: "The embedded sound: ogg (Ogg Vorbis, small), wav, or none.")
    var audio: AudioArgument = .ogg

    @OptionGroup(title: "Sound")
    var sound: SoundOptions

    enum AudioArgument: String, ExpressibleByArgument, CaseIterable {
      case ogg, wav, none
    }

    func run() throws {
      Interruption.install()
      try refuseUnsafeOutput(output, option: "-o", inputs: [input.chart])
      let chart = try input.load()
      var embedded: ChartPage.Audio?
      var sonification: Sonification?
      // A chart without a single value gets no audio graph: it would be silence between chimes.
      let hasValues = chart.series.contains { $0.pointCount > $0.missingYCount }
      if audio != .none, hasValues { (embedded, sonification) = try renderAudio(chart) }
      var page = ChartPage(chart: chart, context: input.context, audio: embedded)
      page.soundNotes = sonification.map { $0.notSonified + $0.timingNotes } ?? []
      if embedded != nil { page.soundKey = ChartSonifier(options: try soundOptions()).soundKey(chart) }
      // Several series played together: each also alone, in a player of its own.
      if embedded != nil, chart.series.count > 1, try soundOptions().seriesPlayback == .mixed {
        for index in chart.series.indices where chart.series[index].pointCount > chart.series[index].missingYCount {
          let (alone, _) = try renderAudio(chart, playback: .single(index), printingNotes: false)
          page.seriesAudio.append(ChartPage.SeriesAudio(seriesIndex: index, audio: alone))
        }
      }
      if interactive { page.exploration = try exploration(chart, heardIn: sonification) }
      let cancelled: Bool
      do throws(OutputFileError) {
        cancelled = try Interruption.whileWriting { () throws(OutputFileError) -> Bool in
          let file = try OutputFile(replacing: output)
          try page.write(fragment: fragment) { (text: String) throws(OutputFileError) in try file.write(text) }
          if Interruption.isRequested { return true }  // dropped: the temporary file is removed
          try file.commit()
          return false
        }
      } catch {
        StandardError.write("audiograph: error: \(error)")
        throw ExitStatus.status(for: error)
      }
      if cancelled { throw Self.interrupted(output) }
      let line = StatusText(context: input.context).html(
        path: output, isFigure: fragment, seconds: embedded?.durationSeconds, audio: audio.rawValue)
      // With -o - the page is on standard output: its line goes to standard error.
      if case .standardOutput = try? OutputFile.placement(for: output) {
        StandardError.write(line)
      } else {
        try StandardOutput.write(line + "\n")
      }
    }

    /// Prints that `path` was not written and returns the status of an interruption (130).
    static func interrupted(_ path: String) -> ExitCode {
      StandardError.write("audiograph: interrupted; '\(path)' was not written.")
      return ExitCode(130)
    }

    /// Renders the chart's sound as `render` does, into a scratch file in the temporary
    /// directory (removed afterwards, or by the next run if this one is killed), and returns its
    /// bytes.
    /// With `playback`, renders the series that way instead of as the sound options say
    /// (`printingNotes` false: its notes are not printed).
    func renderAudio(
      _ chart: AXChartDescriptor, playback: SonificationOptions.SeriesPlayback? = nil, printingNotes: Bool = true
    ) throws -> (ChartPage.Audio, Sonification) {
      let sonification = try sonify(chart, playback: playback)
      for note in sonification.notSonified + sonification.timingNotes where printingNotes {
        StandardError.write(StatusText(context: input.context).note(note, file: input.chart))
      }
      let fileFormat: SoundFileFormat = audio == .wav ? .wav : .ogg
      let encoded: (bytes: [UInt8], file: RenderedFile)
      do throws(RenderError) {
        encoded = try Interruption.whileWriting { () throws(RenderError) in
          try sonification.encoded(
            scratchName: "audiograph-html.\(fileFormat.fileExtension)", channelCount: sound.channels,
            fileFormat: fileFormat, isCancelled: { Interruption.isRequested })
        }
      } catch {
        switch error {
        case .cancelled: throw Self.interrupted(output)
        case .soundFile(let soundFileError):
          StandardError.write("audiograph: error: \(soundFileError)")
          throw ExitStatus.status(for: soundFileError)
        }
      }
      let page = ChartPage.Audio(
        bytes: encoded.bytes, mediaType: fileFormat == .wav ? "audio/wav" : "audio/ogg",
        durationSeconds: encoded.file.durationSeconds)
      return (page, sonification)
    }

    /// The chart's sonification with the sound options (exit 64 with one line when they do
    /// not fit the chart).
    func sonify(_ chart: AXChartDescriptor, playback: SonificationOptions.SeriesPlayback? = nil) throws
      -> Sonification
    {
      var options = try soundOptions()
      if let playback { options.seriesPlayback = playback }
      let sonifier = ChartSonifier(options: options)
      do throws(SonificationError) {
        return try sonifier.sonify(chart)
      } catch {
        StandardError.write("audiograph: error: \(input.chart): \(error).")
        throw ExitStatus.usage
      }
    }

    func soundOptions() throws -> SonificationOptions {
      var options = try sound.options()
      options.language = input.context.language
      return options
    }

    /// The explorer's tones: every point's pitch as the engine maps it, and when it sounds in
    /// the embedded audio graph (`sonification`; without one, the chart is sonified for the
    /// pitches alone).
    func exploration(_ chart: AXChartDescriptor, heardIn sonification: Sonification?) throws
      -> ChartPage.Exploration
    {
      let sonifier = ChartSonifier(options: try soundOptions())
      let heard = try sonification ?? sonify(chart)
      let tones = sonifier.pointTones(chart, heardIn: heard)
      return ChartPage.Exploration(
        series: tones.series.map {
          ChartPage.Exploration.Series(
            timbre: $0.timbre, frequencies: $0.frequencies, seconds: sonification == nil ? [] : $0.seconds)
        })
    }
  }
}

/// Refuses (one line, exit 64) an output that is one of the inputs or that is a directory:
/// before anything is read or rendered.
func refuseUnsafeOutput(_ output: String, option: String, inputs: [String]) throws {
  try refuseUnsafeOutputs([OutputCollisions.Output(option: option, path: output)], inputs: inputs)
}

/// Refuses (one line) outputs that would overwrite an input or each other (exit 64), or that
/// cannot be files (a directory, a name ending in '/': exit 73), before anything is read or
/// rendered.
func refuseUnsafeOutputs(_ outputs: [OutputCollisions.Output], inputs: [String]) throws {
  if let problem = OutputCollisions.problem(outputs: outputs, inputs: inputs) {
    StandardError.write("audiograph: error: \(problem)")
    throw ExitStatus.usage
  }
  for output in outputs {
    do throws(OutputFileError) {
      _ = try OutputFile.placement(for: output.path)
    } catch {
      StandardError.write("audiograph: error: \(error)")
      throw ExitStatus.status(for: error)
    }
  }
}
