import ArgumentParser
import ChartAccessibility
import ChartSummaries

extension AudioGraphCommand {
  struct Describe: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Say what VoiceOver's Describe Chart says about a chart.",
      discussion: """
        Prints the title, the summary (the chart's own, or the generated one when it has \
        none), each axis with its range, the reference lines, and each series with its number of points, one line each. With \
        --points, also one line per data point: its label, x, y and additional values, and its \
        confidence interval. With --format json, prints the validated chart in the chart file \
        format instead.
        """)

    @OptionGroup var input: ChartInputOptions

    @Option(help: "text (what a screen reader says) or json (the validated chart file).")
    var format: OutputFormat = .text

    @Flag(help: "Also describe every data point, one per line.")
    var points = false

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
      case text, json
    }

    func validate() throws {
      if format == .json, points {
        throw ValidationError("--points applies to --format text only; the JSON output has every point.")
      }
    }

    func run() throws {
      let chart = try input.load()
      switch format {
      case .text:
        let summarizer = ChartSummarizer(options: SummaryOptions(context: input.context))
        let generated = chart.summary == nil ? summarizer.summarize(chart).summary : nil
        if chart.summary == nil, let note = summarizer.templateNote(for: chart) {
          StandardError.write(StatusText(context: input.context).note(note, file: input.chart))
        }
        var lines = chart.describeChartLines(
          summary: generated, language: input.context.language, locale: input.context.locale)
        if points {
          // A histogram's bins and a box plot's groups are said as such ("15 to 20: 17 values, 3.4%").
          lines +=
            ChartSummarizer(options: SummaryOptions(context: input.context)).distributionPointLines(chart)
            ?? chart.pointDescriptionLines(language: input.context.language)
        }
        try StandardOutput.writeLines(lines)
      case .json:
        let text: String
        do throws(ChartFileError) {
          text = try ChartFile.encode(chart)
        } catch {
          throw error.report()
        }
        try StandardOutput.write(text)
      }
    }
  }
}
