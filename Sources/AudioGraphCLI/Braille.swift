import ArgumentParser
import ChartAccessibility
import ChartAlternatives

extension AudioGraphCommand {
  struct Braille: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Print each series as a line of braille for a refreshable braille display.",
      discussion: """
        For each series, prints a line of text (the series, the x values the braille spans, how \
        many values each cell holds, the lowest and highest value), then the braille line in \
        Unicode braille (U+2800 to U+28FF).

        Encoding (MAIDR's four levels, one value per cell): each cell shows its value's height as \
        two dots in one row, from the bottom up: dots 7-8 for the lowest quarter of the series' \
        range, dots 3-6, dots 2-5, and dots 1-4 for the highest quarter. A missing value, or a \
        stretch of x without points, is a blank cell. A series with more points than --width \
        is thinned the way the audio graph thins dense series: the x axis is cut into --width \
        equal parts and each cell holds the mean of the values in its part.

        A box plot's group is drawn as MAIDR draws a box: whiskers ⠒, the two halves of the \
        box ⠿, the median ⠸⠇, each unusual value ⠂, and blanks for empty stretches, each part \
        as many cells as its share of a value scale every group shares, so the lines of the \
        groups line up.
        """)

    @OptionGroup var input: ChartInputOptions

    @Option(help: ArgumentHelp("The most cells per line (default 40, a common display size).", valueName: "CELLS"))
    var width = BrailleLine.defaultWidth

    @Option(help: ArgumentHelp("Only this series (a number from 1).", valueName: "N"))
    var series: Int?

    func validate() throws {
      guard (1...10_000).contains(width) else { throw ValidationError("--width must be from 1 to 10000 cells.") }
      if let series, series < 1 { throw ValidationError("--series must be a series number from 1.") }
    }

    func run() throws {
      // A stack's braille lines are its layers' and then its total's (its stacked view).
      let chart = try input.load().stackedView(
        totalName: input.context.language.text("stack.total"), context: input.context)
      let seriesIndex = try checkedSeriesIndex(series, in: chart)
      var lines: [String] = []
      for line in BrailleLine.lines(for: chart, width: width, series: seriesIndex, language: input.context.language) {
        lines.append(line.description)
        if !line.cells.isEmpty { lines.append(line.cells) }
        // A candlestick's up and down periods, cell under cell.
        if let direction = line.directionLine(chart: chart, language: input.context.language), !line.cells.isEmpty {
          lines.append(direction.description)
          lines.append(direction.cells)
        }
      }
      if chart.series.isEmpty { lines = ["The chart has no series."] }
      try StandardOutput.writeLines(lines)
    }
  }
}
