import ArgumentParser
import ChartAccessibility
import ChartAlternatives

extension AudioGraphCommand {
  struct Table: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print a chart's data as a table: one row per x value, one column per series.",
      discussion: """
        The series are aligned on x (a cell is blank where a series has no point), with columns \
        for interval bounds, additional axes and point labels where the chart has them. Values \
        are written exactly as 'describe --points' says them.

        Formats: text prints one row per line as "Header: value" pairs separated by commas, \
        without padding or rules, for a screen reader (blank cells are left out); markdown a \
        Markdown table; csv the raw values (unrounded numbers, ISO 8601 dates) for a \
        spreadsheet, which 'describe' reads back as CSV input; html a <table> with a caption \
        and row and column headers. Large tables are written as they are made.
        """)

    @OptionGroup var input: ChartInputOptions

    @Option(help: "text (for a screen reader), markdown, csv (raw values) or html.")
    var format: FormatArgument = .text

    @Option(help: ArgumentHelp("Only this series (a number from 1).", valueName: "N"))
    var series: Int?

    enum FormatArgument: String, ExpressibleByArgument, CaseIterable {
      case text, markdown, csv, html
      var format: DataTable.Format { DataTable.Format(rawValue: rawValue)! }
    }

    func validate() throws {
      if let series, series < 1 { throw ValidationError("--series must be a series number from 1.") }
    }

    func run() throws {
      let chart = try input.load()
      let seriesIndex = try checkedSeriesIndex(series, in: chart)
      let table = DataTable(
        chart: chart, series: seriesIndex, language: input.context.language, locale: input.context.locale)
      // Text for a terminal (text, markdown) has its control characters escaped, row breaks kept.
      let escapes = format == .text || format == .markdown
      try table.write(format: format.format) {
        try StandardOutput.write(escapes ? TerminalText.escaped($0, keepingLineBreaks: true) : $0)
      }
    }
  }
}

/// The 0-based index of `--series N` in `chart`, or `nil` for all; prints an error and throws
/// the usage status (64) when the chart has fewer series.
func checkedSeriesIndex(_ number: Int?, in chart: AXChartDescriptor) throws -> Int? {
  guard let number else { return nil }
  guard number <= chart.series.count else {
    let count = chart.series.count
    StandardError.write(
      "audiograph: error: --series \(number): the chart has \(count) series, numbered from 1."
    )
    throw ExitStatus.usage
  }
  return number - 1
}
