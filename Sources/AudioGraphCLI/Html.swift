import ArgumentParser
import AudioGraph
import ChartAlternatives
import Foundation

extension AudioGraphCommand {
  struct Html: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write an accessible HTML page of a chart: summary, audio graph, data table, braille.",
      discussion: """
        The page holds the title as its heading, the summary, the axes and series as 'describe' \
        says them, the audio graph as an <audio> player with its length in text, the data table \
        (the same as 'table --format html'), the braille line of each series (as 'braille' \
        prints it) and the features and statistics of Chart Details. It is self-contained: the \
        sound is inside the page (a data: URI), there is no script and no external resource. \
        With --fragment, writes one <figure> element to embed in another page instead.

        The sound is rendered as 'render' renders it, with the same sound options. The file is \
        replaced only when the new one is complete; on an error nothing is written.
        """)

    @OptionGroup var input: ChartInputOptions

    @Option(name: [.customShort("o"), .customLong("output")], help: "The HTML file to write.")
    var output: String

    @Flag(help: "Write one <figure> element to embed in a page, instead of a whole page.")
    var fragment = false

    @Option(help: "The embedded sound: ogg (Ogg Vorbis, small), wav, or none.")
    var audio: AudioArgument = .ogg

    @OptionGroup(title: "Sound")
    var sound: SoundOptions

    enum AudioArgument: String, ExpressibleByArgument, CaseIterable {
      case ogg, wav, none
    }

    func run() throws {
      let chart = try input.load()
      var embedded: ChartPage.Audio?
      if audio != .none { embedded = try renderAudio(chart) }
      let page = ChartPage(chart: chart, context: input.context, audio: embedded)
      do throws(TextFileError) {
        try page.write(to: output, fragment: fragment)
      } catch {
        StandardError.write("audiograph: error: \(error).")
        throw error.category == .cannotCreate ? ExitStatus.cannotCreateOutput : ExitStatus.ioError
      }
      let line = StatusText(context: input.context).html(
        path: output, isFigure: fragment, seconds: embedded?.durationSeconds, audio: audio.rawValue)
      try StandardOutput.write(line + "\n")
    }

    /// Renders the chart's sound as `render` does, into a temporary file, and returns its bytes.
    func renderAudio(_ chart: AXChartDescriptor) throws -> ChartPage.Audio {
      var options = try sound.options()
      options.language = input.context.language
      let sonification: Sonification
      do throws(SonificationError) {
        sonification = try ChartSonifier(options: options).sonify(chart)
      } catch {
        StandardError.write("audiograph: error: \(input.chart): \(error).")
        throw ExitStatus.usage
      }
      for note in sonification.notSonified + sonification.timingNotes {
        StandardError.write(StatusText(context: input.context).note(note, file: input.chart))
      }
      let fileFormat: SoundFileFormat = audio == .wav ? .wav : .ogg
      let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "audiograph-html-\(UUID().uuidString)")
      let path = directory.appendingPathComponent("graph.\(fileFormat.fileExtension)").path
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      } catch {
        StandardError.write("audiograph: error: cannot create a temporary directory: \(error.localizedDescription)")
        throw ExitStatus.cannotCreateOutput
      }
      defer { try? FileManager.default.removeItem(at: directory) }
      let file: RenderedFile
      do throws(RenderError) {
        file = try sonification.write(to: path, channelCount: sound.channels, fileFormat: fileFormat)
      } catch {
        StandardError.write("audiograph: error: \(error)")
        throw ExitStatus.ioError
      }
      guard let data = FileManager.default.contents(atPath: path) else {
        StandardError.write("audiograph: error: cannot read the rendered sound '\(path)'.")
        throw ExitStatus.ioError
      }
      return ChartPage.Audio(
        bytes: Array(data), mediaType: fileFormat == .wav ? "audio/wav" : "audio/ogg",
        durationSeconds: file.durationSeconds)
    }
  }
}
