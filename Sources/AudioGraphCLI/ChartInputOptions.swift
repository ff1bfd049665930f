import ArgumentParser
import ChartAccessibility
import Foundation

/// The chart to read and how: the file, its format, CSV column choices, locale and time zone.
/// Shared by every subcommand that reads one chart.
struct ChartInputOptions: ParsableArguments {
  @Argument(help: "A chart file: .json (the chart file format) or .csv. Use - for JSON on standard input.")
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
  @Option(help: "The input format, when the file extension does not tell: json or csv.")
  var inputFormat: InputFormat?

  @Option(help: "The locale numbers and dates are written in, such as en_US or de_DE.")
  var locale = "en_US"

  @Option(help: "The time zone dates are shown in, such as UTC or Europe/Berlin.")
  var timeZone = "UTC"

  @OptionGroup(title: "CSV input")
  var csv: CSVOptions

  enum InputFormat: String, ExpressibleByArgument, CaseIterable {
    case json, csv
  }

  /// The format to read `path` in: `--input-format`, else `.csv`/`.tsv` by extension, else JSON.
  func resolvedFormat(for path: String) -> InputFormat {
    if let inputFormat { return inputFormat }
    let lowered = path.lowercased()
    return lowered.hasSuffix(".csv") || lowered.hasSuffix(".tsv") ? .csv : .json
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
    if resolvedFormat(for: path) == .json, let option = csv.firstGivenOption {
      throw ValidationError("\(option) applies only to CSV input; '\(path)' is read as JSON (see --input-format).")
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

  /// Reads the chart at `path` (`-`: standard input), or throws its `ChartFileError`.
  func read(path: String) throws(ChartFileError) -> AXChartDescriptor {
    if path == "-" {
      let bytes = try ChartFile.readAll(STDIN_FILENO, name: "standard input")
      return resolvedFormat(for: path) == .csv
        ? try CSVChart.decode(bytes, fileName: "standard input", options: csv.options(for: path), context: context)
        : try ChartFile.decode(bytes, fileName: "standard input", context: context)
    }
    switch resolvedFormat(for: path) {
    case .json: return try ChartFile.read(path: path, context: context)
    case .csv: return try CSVChart.read(path: path, options: csv.options(for: path), context: context)
    }
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
