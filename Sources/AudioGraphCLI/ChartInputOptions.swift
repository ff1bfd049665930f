import ArgumentParser
import ChartAccessibility
import Foundation

/// The chart to read and how: the file, its format, CSV column choices, locale and time zone.
/// Shared by every subcommand that reads one chart.
struct ChartInputOptions: ParsableArguments {
  @Argument(
    help:
      "A chart file: AudioGraph's JSON, CSV, a Plotly figure, a Vega-Lite spec, MAIDR JSON, or an HTML or SVG file embedding one. Use - for standard input."
  )
  var chart: String

  @OptionGroup var reading: ChartReadingOptions

  func validate() throws {
    try reading.validate(path: chart)
  }

  var context: FormattingContext { reading.context }

  /// Reads the chart, or prints why not and throws the matching exit status (65 or 66).
  /// Prints ``ChartReadingOptions/languageFallbackNote`` first, when there is one.
  func load() throws -> AXChartDescriptor {
    if let note = reading.languageFallbackNote { StandardError.write(note) }
    return try reading.load(path: chart)
  }
}

/// How charts are read, without the chart path: the input format, CSV column choices, locale
/// and time zone. `describe` takes one chart (``ChartInputOptions``); `render` takes several and
/// applies these options to each.
struct ChartReadingOptions: ParsableArguments {
  @Option(
    help:
      "The input format: json (AudioGraph's), csv, plotly, vega-lite or maidr (default: csv for .csv and .tsv files, otherwise told by the content)."
  )
  var inputFormat: InputFormat?

  @Option(
    help: "Which chart to read of a file with several (subplots, facets, charts of an HTML page), from 1 (default: 1)."
  )
  var subplot: Int?

  @Option(
    name: .customLong("data"),
    help: "A CSV, TSV or JSON file read as the data of a Vega-Lite spec whose data.url is on the web (or elsewhere).")
  var dataFile: String?

  @Option(help: "The locale numbers and dates are written in, such as en_US or de_DE.")
  var locale = "en_US"

  @Option(help: "The time zone dates are shown in, such as UTC or Europe/Berlin.")
  var timeZone = "UTC"

  @OptionGroup(title: "CSV input")
  var csv: CSVOptions

  enum InputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, csv, plotly
    case vegaLite = "vega-lite"
    case maidr

    /// The library's format, for the JSON formats.
    var importFormat: ChartImportFormat? {
      switch self {
      case .json: .chartFile
      case .csv: nil
      case .plotly: .plotly
      case .vegaLite: .vegaLite
      case .maidr: .maidr
      }
    }
  }

  /// The format to read `path` in: `--input-format`, else `.csv`/`.tsv` by extension, else
  /// `nil`: a JSON format (or an HTML or SVG page) told by the content.
  func resolvedFormat(for path: String) -> InputFormat? {
    if let inputFormat { return inputFormat }
    let lowered = path.lowercased()
    return lowered.hasSuffix(".csv") || lowered.hasSuffix(".tsv") ? .csv : nil
  }

  /// Whether `path` is AudioGraph's own chart file (so JSON pointers of findings are lines in it).
  func isChartFile(_ path: String) -> Bool {
    switch resolvedFormat(for: path) {
    case .json?: return true
    case nil:
      guard path != "-", let data = FileManager.default.contents(atPath: path) else { return false }
      let bytes = Array(data)
      return !ChartImport.isMarkup(bytes) && ChartImport.detectFormat(bytes) == .chartFile
    default: return false
    }
  }

  /// Checks the options against one chart path (a CSV option on a JSON file is refused).
  func validate(path: String) throws {
    guard
      Locale.availableIdentifiers.contains(locale)
        || Locale.availableIdentifiers.contains(locale.replacingOccurrences(of: "-", with: "_"))
    else {
      throw ValidationError("Unknown locale '\(locale)'. Use an identifier such as en_US, de_DE or fr_FR.")
    }
    guard TimeZone(identifier: timeZone) != nil else {
      throw ValidationError("Unknown time zone '\(timeZone)'. Use an identifier such as UTC or Europe/Berlin.")
    }
    if resolvedFormat(for: path) != .csv, let option = csv.firstGivenOption {
      throw ValidationError("\(option) applies only to CSV input; '\(path)' is read as JSON (see --input-format).")
    }
    if let subplot, subplot < 1 {
      throw ValidationError("--subplot counts from 1 (found \(subplot)).")
    }
    if let level = csv.confidenceLevel, !(level > 0 && level < 1) {
      throw ValidationError("--confidence-level must be between 0 and 1, such as 0.95.")
    }
    if let delimiter = csv.delimiter,
      delimiter.count != 1 || delimiter.first?.isASCII != true || delimiter == "\""
        || delimiter.first?.isNewline == true
    {
      throw ValidationError(
        "--delimiter must be a single ASCII character other than a quote or a line break, such as ';'.")
    }
    if let bins = csv.bins, bins < 1 {
      throw ValidationError("--bins must be at least 1, found \(bins).")
    }
    if let width = csv.binWidth, !(width > 0 && width.isFinite) {
      throw ValidationError("--bin-width must be a number above 0, found \(width).")
    }
    if csv.bins != nil && csv.binWidth != nil {
      throw ValidationError("Give --bins or --bin-width, not both.")
    }
    if csv.bins != nil || csv.binWidth != nil, let kind = csv.chartKind, kind == .box || kind == .candlestick {
      throw ValidationError("--bins and --bin-width apply to histograms, not to --chart \(kind.rawValue).")
    }
    if csv.valueColumn != nil || csv.groupColumn != nil, csv.chartKind == .candlestick {
      throw ValidationError(
        "--value-column and --group-column apply to histograms and box plots; a candlestick's columns are found by their headers (open, high, low, close)."
      )
    }
    if csv.chartKind == .heatmap {
      if csv.yColumns.count > 1 {
        throw ValidationError("A heatmap has one --y-column (the row labels), found \(csv.yColumns.count).")
      }
      if csv.bins != nil || csv.binWidth != nil || csv.groupColumn != nil || !csv.lowerColumns.isEmpty {
        throw ValidationError(
          "--bins, --bin-width, --group-column and interval columns do not apply to --chart heatmap.")
      }
    }
    if let kind = csv.chartKind?.kind, kind.isLayered,
      csv.valueColumn != nil || csv.groupColumn != nil || csv.bins != nil || csv.binWidth != nil
        || !csv.lowerColumns.isEmpty
    {
      throw ValidationError(
        "--value-column, --group-column, --bins, --bin-width and interval columns do not apply to --chart \(csv.chartKind!.rawValue); its layers are the series columns (--y-column)."
      )
    }
    if csv.lowerColumns.count != csv.upperColumns.count {
      throw ValidationError(
        "Give --lower-column and --upper-column in pairs (found \(csv.lowerColumns.count) lower and \(csv.upperColumns.count) upper)."
      )
    }
    if !csv.yColumns.isEmpty, !csv.lowerColumns.isEmpty, csv.lowerColumns.count != csv.yColumns.count {
      throw ValidationError(
        "Give one --lower-column and one --upper-column per --y-column (found \(csv.yColumns.count) --y-column and \(csv.lowerColumns.count) pairs)."
      )
    }
  }

  /// The locale and language every text is written in. A locale whose language has no language
  /// pack (see `LanguagePack.builtIn`) is written in English with the same region where the
  /// system knows such a locale (nl_NL → en_NL, else en_US), so no sentence mixes English words
  /// with another language's month names; ``languageFallbackNote`` says so.
  var context: FormattingContext {
    let requested = Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
    let zone = TimeZone(identifier: timeZone)!
    guard LanguagePack.builtIn(for: requested) == nil else {
      return FormattingContext(locale: requested, timeZone: zone)
    }
    return FormattingContext(locale: Locale(identifier: Self.englishFallback(for: requested)), timeZone: zone)
  }

  /// "en_" and the region of `locale` when the system knows that locale, else "en_US".
  static func englishFallback(for locale: Locale) -> String {
    guard let region = locale.region?.identifier, Locale.availableIdentifiers.contains("en_" + region) else {
      return "en_US"
    }
    return "en_" + region
  }

  /// The note for standard error when `--locale` names a language without a pack, else `nil`.
  var languageFallbackNote: String? {
    let requested = Locale(identifier: locale.replacingOccurrences(of: "-", with: "_"))
    guard LanguagePack.builtIn(for: requested) == nil else { return nil }
    let languages = LanguagePack.builtIn.map(\.identifier).joined(separator: ", ")
    return
      "note: there is no text in the language of \(locale) yet; writing English (\(Self.englishFallback(for: requested))). Languages: \(languages)."
  }

  /// Reads the chart at `path` (`-`: standard input), or throws its `ChartFileError`. Of a file
  /// with several charts, reads the one `--subplot` names (the first by default, with a note
  /// saying how many there are).
  func read(path: String) throws(ChartFileError) -> AXChartDescriptor {
    let format = resolvedFormat(for: path)
    let name = path == "-" ? "standard input" : path
    if format == .csv {
      let bytes = path == "-" ? try ChartFile.readAll(STDIN_FILENO, name: name) : try ChartFile.readFile(path)
      // A heatmap when --chart asks for one, when --value-column comes with --x-column or
      // --y-column (the long shape's columns), or when auto finds a heatmap in rows
      // (CSVHeatmap.isLongHeatmap, checked before distributions: its label columns repeat).
      // The file is scanned for the long shape at most once: its answer goes to the decoder.
      let namesHeatmapColumns = csv.valueColumn != nil && (csv.xColumn != nil || !csv.yColumns.isEmpty)
      let foundLongHeatmap =
        csv.chartKind == nil && csv.valueColumn == nil && csv.groupColumn == nil
        && CSVHeatmap.isLongHeatmap(bytes, delimiter: csv.delimiterCharacter(for: path))
      if csv.chartKind == .heatmap || (csv.chartKind == nil && namesHeatmapColumns) || foundLongHeatmap {
        if foundLongHeatmap {
          StandardError.write(
            "\(name): note: read as a heatmap (three columns: two of labels whose pairs appear once, and values); choose with --chart"
          )
        }
        return try CSVHeatmap.decode(
          bytes, fileName: name, options: csv.heatmapOptions(for: path), shape: foundLongHeatmap ? .long : nil,
          context: context)
      }
      if let chart = try readCandlestick(bytes, name: name, path: path) { return chart }
      if let chart = try readStack(bytes, name: name, path: path) { return chart }
      // A distribution when --chart asks for one, or when auto finds one in the file's shape.
      let distributionOptions = csv.distributionOptions(for: path)
      if csv.chartKind != nil || csv.valueColumn != nil || csv.groupColumn != nil || csv.bins != nil
        || csv.binWidth != nil || CSVDistribution.mayBeDistribution(bytes, delimiter: distributionOptions.delimiter)
      {
        if let plan = try CSVDistribution.decide(bytes, fileName: name, options: distributionOptions) {
          if let reason = plan.reason {
            StandardError.write(
              "\(name): note: read as a \(plan.kind == .histogram ? "histogram" : "box plot") (\(reason)); choose with --chart histogram, box or auto"
            )
          }
          return try CSVDistribution.decode(
            bytes, fileName: name, plan: plan, options: distributionOptions, context: context)
        }
      }
      return try CSVChart.decode(bytes, fileName: name, options: csv.options(for: path), context: context)
    }
    let charts: [AXChartDescriptor]
    if path == "-" {
      let bytes = try ChartFile.readAll(STDIN_FILENO, name: name)
      charts = try ChartImport.charts(
        bytes, fileName: name, format: format?.importFormat, dataFile: dataFile, context: context)
    } else {
      charts = try ChartImport.charts(path: path, format: format?.importFormat, dataFile: dataFile, context: context)
    }
    if let subplot {
      guard subplot <= charts.count else {
        let have = charts.count == 1 ? "1 chart" : "\(charts.count) charts"
        throw .invalid([
          ChartInputProblem(
            file: name, location: .whole, message: "there is no chart \(subplot) (--subplot): the file has \(have)")
        ])
      }
      return charts[subplot - 1]
    }
    if charts.count > 1 {
      let note = context.language.text(
        "cli.severalCharts", ["count": .count(charts.count)])
      StandardError.write(StatusText(context: context).note(note, file: name))
    }
    return charts[0]
  }

  /// Reads the chart, or prints why not and throws the matching exit status (65 or 66).
  func load(path: String) throws -> AXChartDescriptor {
    do throws(ChartFileError) {
      return try read(path: path)
    } catch {
      throw error.report()
    }
  }
}

/// Options that say how a CSV file becomes a chart.
struct CSVOptions: ParsableArguments {
  @Option(help: "The x column's header (default: the first column).")
  var xColumn: String?

  @Option(
    name: .customLong("y-column"), help: "A series column's header; repeat for several (default: every other column).")
  var yColumns: [String] = []

  @Option(help: "The x axis kind: numeric, date, year or categorical (default: inferred from the cells and header).")
  var xKind: XKindArgument?

  @Option(help: "The chart title.")
  var title: String?

  @Option(help: "The x axis title (default: the x column's header).")
  var xTitle: String?

  @Option(help: "The y axis title (default: the series column's header, or Value for several).")
  var yTitle: String?

  @Option(
    name: .customLong("lower-column"), help: "A column of interval lower bounds, one per series column, in order.")
  var lowerColumns: [String] = []

  @Option(
    name: .customLong("upper-column"), help: "A column of interval upper bounds, one per series column, in order.")
  var upperColumns: [String] = []

  @Option(help: "The level of the intervals, such as 0.95.")
  var confidenceLevel: Double?

  @Option(help: "The field separator (default: comma; tab for .tsv files).")
  var delimiter: String?

  @Flag(
    inversion: .prefixedNo,
    help: "Whether the series are lines (default: lines for numeric and date x, separate points for categories).")
  var continuous: Bool?

  @Option(
    name: .customLong("chart"),
    help:
      "What the CSV file shows: histogram (the distribution of one number column), box (one box per group), heatmap (a matrix, or one cell per row with --x-column, --y-column and --value-column), candlestick (open, high, low and close columns), stacked-bar, grouped-bar, normalized-bar or stacked-area (the series columns as layers over the x column, bottom to top) or auto (default: a candlestick of a file with open, high, low and close columns; a heatmap of three columns, two of labels whose pairs appear once and one of numbers; a histogram of a file with one number column; a box plot of a number column by a text column whose values repeat; else a line, bar or scatter chart)."
  )
  var chartKind: ChartKindArgument?

  @Option(
    help:
      "The column of observations for --chart histogram or box, or of a heatmap's values (default: the only number column; a heatmap's last column)."
  )
  var valueColumn: String?

  @Option(
    help:
      "The column of group names: one distribution per group (default for a box plot: the first text column whose values repeat)."
  )
  var groupColumn: String?

  @Option(
    help:
      "The number of equal histogram bins from the lowest to the highest value (default: NumPy's \"auto\" rule, rounded to a readable width)."
  )
  var bins: Int?

  @Option(
    help:
      "The width of the histogram bins, at multiples of it (default: NumPy's \"auto\" rule, rounded to a readable width)."
  )
  var binWidth: Double?

  /// The first CSV option given, as the user spelled it, for the "applies only to CSV" error.
  var firstGivenOption: String? {
    if xColumn != nil { return "--x-column" }
    if !yColumns.isEmpty { return "--y-column" }
    if xKind != nil { return "--x-kind" }
    if title != nil { return "--title" }
    if xTitle != nil { return "--x-title" }
    if yTitle != nil { return "--y-title" }
    if !lowerColumns.isEmpty { return "--lower-column" }
    if !upperColumns.isEmpty { return "--upper-column" }
    if confidenceLevel != nil { return "--confidence-level" }
    if delimiter != nil { return "--delimiter" }
    if continuous != nil { return "--continuous" }
    if chartKind != nil { return "--chart" }
    if valueColumn != nil { return "--value-column" }
    if groupColumn != nil { return "--group-column" }
    if bins != nil { return "--bins" }
    if binWidth != nil { return "--bin-width" }
    return nil
  }

  func options(for path: String) -> CSVChart.Options {
    CSVChart.Options(
      xColumn: xColumn, yColumns: yColumns, xKind: xKind?.kind, title: title, xTitle: xTitle,
      yTitle: yTitle, lowerColumns: lowerColumns, upperColumns: upperColumns,
      confidenceLevel: confidenceLevel, isContinuous: continuous,
      delimiter: delimiter?.first ?? (path.lowercased().hasSuffix(".tsv") ? "\t" : ","))
  }
}

extension CSVOptions {
  /// The options of the distribution reading (`--chart`, `--value-column`, `--group-column`,
  /// `--bins`, `--bin-width`).
  func distributionOptions(for path: String) -> CSVDistribution.Options {
    CSVDistribution.Options(
      kind: chartKind?.kind, valueColumn: valueColumn, groupColumn: groupColumn,
      binning: bins.map { .count($0) } ?? binWidth.map { .width($0) } ?? .automatic, title: title,
      delimiter: delimiter?.first ?? (path.lowercased().hasSuffix(".tsv") ? "\t" : ","))
  }
}

extension CSVOptions {
  /// The field separator for `path`: `--delimiter`, else tab for .tsv files, else comma.
  func delimiterCharacter(for path: String) -> Character {
    delimiter?.first ?? (path.lowercased().hasSuffix(".tsv") ? "\t" : ",")
  }

  /// The options of the heatmap reading: `--x-column` (the columns), the one `--y-column` (the
  /// rows), `--value-column`, `--title`, `--x-title` (what the columns are) and `--y-title`
  /// (what the values are).
  func heatmapOptions(for path: String) -> CSVHeatmap.Options {
    CSVHeatmap.Options(
      xColumn: xColumn, yColumn: yColumns.first, valueColumn: valueColumn, title: title, xTitle: xTitle,
      valueTitle: yTitle, delimiter: delimiterCharacter(for: path))
  }
}

/// `--chart`: histogram, box, heatmap, candlestick, stacked-bar, grouped-bar, normalized-bar,
/// stacked-area or auto.
enum ChartKindArgument: String, ExpressibleByArgument, CaseIterable {
  case histogram, box, heatmap, candlestick
  case stackedBar = "stacked-bar"
  case groupedBar = "grouped-bar"
  case normalizedBar = "normalized-bar"
  case stackedArea = "stacked-area"
  case auto

  /// The declared kind; `nil` for auto.
  var kind: ChartKind? {
    switch self {
    case .histogram: .histogram
    case .box: .boxPlot
    case .heatmap: .heatmap
    case .candlestick: .candlestick
    case .stackedBar: .stackedBar
    case .groupedBar: .groupedBar
    case .normalizedBar: .normalizedBar
    case .stackedArea: .stackedArea
    case .auto: nil
    }
  }
}

/// The x kind as a command-line value (`CSVChart.XKind` belongs to the library).
enum XKindArgument: String, ExpressibleByArgument, CaseIterable {
  case numeric, date, year, categorical

  var kind: CSVChart.XKind {
    switch self {
    case .numeric: .numeric
    case .date: .date
    case .year: .year
    case .categorical: .categorical
    }
  }
}
