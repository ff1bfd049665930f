import ArgumentParser
import ChartAccessibility
import ChartSummaries
import Foundation

extension AudioGraphCommand {
  struct Summarize: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write the summary a screen-reader user hears for a chart.",
      discussion: """
        Prints the summary on one line: what the data does (rose, fell, stayed flat, \
        fluctuated), by how much, from when to when, a notable feature, and what the confidence \
        intervals say. The same chart and options always give the same text.

        With --verbosity detailed, then prints the features and statistics of VoiceOver's Chart \
        Details, one per line. With --format json, prints summary, features, statistics and \
        facts (every number and choice behind the text).

        A template (--template, or the chart's summaryTemplate) replaces the default wording; \
        placeholders are written in braces, such as {count}, {pointNoun}, {xFirst}, {yMean} or \
        {trendVerb}; an unknown placeholder is an error. The chart's template is used only \
        for a summary in its language (summaryTemplateLanguage, English by default); in another \
        language the summary is the generated one, with a note.
        """)

    @OptionGroup var input: ChartInputOptions

    @Option(help: "text (what a screen reader says) or json (summary, features, statistics and facts).")
    var format: Describe.OutputFormat = .text

    @Option(help: "brief (one sentence), standard, or detailed (also features and statistics).")
    var verbosity: VerbosityArgument = .standard

    @Option(help: "A summary template with placeholders in braces; replaces the default wording.")
    var template: String?

    @Flag(help: "Open with the kind of chart, its title and its number of points (for alt text).")
    var orientation = false

    enum VerbosityArgument: String, ExpressibleByArgument, CaseIterable {
      case brief, standard, detailed
    }

    func validate() throws {
      if let template {
        do {
          _ = try SummaryTemplate(parsing: template)
        } catch {
          throw ValidationError("--template: \(error.message)")
        }
      }
    }

    func run() throws {
      let chart = try input.load()
      let options = SummaryOptions(
        context: input.context, verbosity: SummaryOptions.Verbosity(rawValue: verbosity.rawValue) ?? .standard,
        includeOrientation: orientation, template: try template.map { try SummaryTemplate(parsing: $0) },
        includesFacts: format == .json)
      let summarizer = ChartSummarizer(options: options)
      let summary = summarizer.summarize(chart)
      if let note = summarizer.templateNote(for: chart) {
        StandardError.write(StatusText(context: input.context).note(note, file: input.chart))
      }
      switch format {
      case .text:
        var lines = [summary.summary]
        if verbosity == .detailed { lines += summary.detailLines }
        try StandardOutput.writeLines(lines)
      case .json:
        try StandardOutput.write(summary.json.formattedText)
      }
      // Everything is written: end the process here rather than free a chart of a million
      // points object by object on the way out (about 4% of a large summary's time).
      withExtendedLifetime(chart) { Foundation.exit(0) }
    }
  }
}
