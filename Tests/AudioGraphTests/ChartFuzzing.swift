import AudioGraph

/// What each coverage-guided fuzz target does with one input, shared by the fuzz targets in
/// `Tests/Fuzz` (which compile this file into their binaries) and by `FuzzRegressionTests`
/// (which runs every saved reproducer through the same code, so a fixed finding stays fixed).
///
/// An input that does not decode is a normal outcome: a thrown error is never a finding. Only a
/// trap (a failed precondition, an overflow, an index out of range), a sanitizer report or a hang
/// is. The checks below trap on purpose when an accepted chart breaks a promise of the API.
///
/// How an input becomes a chart (the same rule in every target): JSON
/// (`ChartFile.decode`) when its first byte that is not white space is `{`, CSV
/// (`CSVChart.decode`) otherwise, with the CSV options that ``csvInput(_:)`` picks.
enum ChartFuzzing {
  /// The chart reader target: every input through both readers, whatever it looks like. A chart
  /// either reader accepts must be writable, and what the writer makes of it must read back.
  static func chartReader(_ bytes: [UInt8]) {
    var charts: [AXChartDescriptor] = []
    do {
      charts.append(try ChartFile.decode(bytes, fileName: "fuzz.json"))
    } catch {
      consume(error.description)
    }
    do {
      let csv = csvInput(bytes)
      charts.append(try CSVChart.decode(csv.bytes, fileName: "fuzz.csv", options: csv.options))
    } catch {
      consume(error.description)
    }
    for chart in charts {
      let text: String
      do {
        text = try ChartFile.encode(chart)
      } catch {
        consume(error.description)
        continue
      }
      do {
        _ = try ChartFile.decode(Array(text.utf8), fileName: "round-trip.json")
      } catch {
        fatalError("a chart the reader accepted does not read back after writing: \(error)\n\(text)")
      }
    }
  }

  /// The summarizer target: the chart's summary at the verbosity ``verbosity(for:)`` picks
  /// (the detailed one with the orientation sentence, the way alt text is written) and as the
  /// chart kind that ``kindOverride(for:)`` picks, its detail lines and facts, and the chart's
  /// description and point descriptions, in the locale ``context(for:)`` picks. One summary per
  /// input rather than every verbosity of every input: the fuzzer covers the combinations over
  /// many inputs, and four times as many inputs run per second.
  static func summarizer(_ bytes: [UInt8]) {
    let context = context(for: bytes)
    guard let chart = decodeChart(bytes, context: context) else { return }
    let verbosity = verbosity(for: bytes)
    let options = SummaryOptions(
      context: context, verbosity: verbosity, includeOrientation: verbosity == .detailed,
      kind: kindOverride(for: bytes))
    let summary = ChartSummarizer(options: options).summarize(chart)
    consume(summary.detailLines)
    consume(summary.json)
    consume(chart.describeChartLines(summary: summary.summary, language: context.language, locale: context.locale))
    consume(chart.pointDescriptionLines(language: context.language))
  }

  /// The chart-to-score target: the chart sonified with the default options (scores are built,
  /// not rendered: the default data part is at most 10 s, and only a few short windows of each
  /// section are rendered), then once more with the options ``sonificationVariant(for:)`` picks.
  /// Every rendered sample must be finite and within ±1.
  static func sonifier(_ bytes: [UInt8]) {
    guard let chart = decodeChart(bytes) else { return }
    sonify(chart, options: SonificationOptions())
    sonify(chart, options: sonificationVariant(for: bytes))
  }

  // MARK: Decoding

  /// The chart in `bytes`, read in `context`, or `nil` when neither reader accepts them (see
  /// the type's rule).
  static func decodeChart(_ bytes: [UInt8], context: FormattingContext = .default) -> AXChartDescriptor? {
    try? decodeChartThrowing(bytes, context: context)
  }

  /// The chart in `bytes`, read in `context` (see the type's rule), or the reader's error.
  static func decodeChartThrowing(
    _ bytes: [UInt8], context: FormattingContext = .default
  ) throws(ChartFileError) -> AXChartDescriptor {
    if isJSON(bytes) {
      return try ChartFile.decode(bytes, fileName: "fuzz.json", context: context)
    }
    let csv = csvInput(bytes)
    return try CSVChart.decode(csv.bytes, fileName: "fuzz.csv", options: csv.options, context: context)
  }

  /// Whether `bytes` are read as a chart file: the first byte that is not white space is `{`.
  static func isJSON(_ bytes: [UInt8]) -> Bool {
    bytes.first { !isWhiteSpace($0) } == UInt8(ascii: "{")
  }

  /// The CSV options for an input, and the bytes to read with them. An input that ends in a
  /// byte from 1 to 6 (a control character no CSV file ends in) is read without that byte and
  /// with other options: a forced x kind (numeric, date, year, categorical), a semicolon
  /// delimiter, or discrete points and a title. Any other input is read with the defaults.
  static func csvInput(_ bytes: [UInt8]) -> (bytes: [UInt8], options: CSVChart.Options) {
    var options = CSVChart.Options()
    guard let last = bytes.last, (1...6).contains(last) else { return (bytes, options) }
    switch last {
    case 1: options.xKind = .numeric
    case 2: options.xKind = .date
    case 3: options.xKind = .year
    case 4: options.xKind = .categorical
    case 5: options.delimiter = ";"
    default:
      options.isContinuous = false
      options.title = "Fuzz"
    }
    return (Array(bytes.dropLast()), options)
  }

  /// The verbosity of the summarizer target's summary, chosen by the input's length divided by
  /// 3 (so that it varies independently of the kind and the locale).
  static func verbosity(for bytes: [UInt8]) -> SummaryOptions.Verbosity {
    let all = SummaryOptions.Verbosity.allCases
    return all[all.index(all.startIndex, offsetBy: (bytes.count / 3) % all.count)]
  }

  /// The chart kind the summarizer target summarizes as (`nil`: the chart's own), chosen by the
  /// input's length.
  static func kindOverride(for bytes: [UInt8]) -> ChartKind? {
    let kinds: [ChartKind?] = [nil] + ChartKind.allCases
    return kinds[bytes.count % kinds.count]
  }

  /// Sonification options other than the defaults, chosen by the input's length: every earcon,
  /// vibrato intervals, evenly spaced points, reference-line drones, series one after the
  /// other, and a short data part (1 s) so that sequential sections stay short.
  static func sonificationVariant(for bytes: [UInt8]) -> SonificationOptions {
    var options = SonificationOptions()
    options.durationSeconds = 1
    options.earcons = .all
    switch bytes.count % 4 {
    case 0:
      options.intervals = .modulation
      options.xPlacement = .evenlySpaced
    case 1:
      options.seriesPlayback = .sequential
      options.referenceLineDrones = true
    case 2:
      options.seriesPlayback = .single(0)
      options.invertedPitch = true
      options.toneLengthSeconds = 0.03
    default:
      options.intervals = .off
      options.pan = false
      options.sampleRate = 8_000
    }
    return options
  }

  // MARK: Sonifying

  /// The most sections rendered (in part) per sonification, and the windows per section.
  static let renderedSectionLimit = 4
  static let windowsPerSection = 6
  static let windowFrameCount = 256

  private static func sonify(_ chart: AXChartDescriptor, options: SonificationOptions) {
    let sonification: Sonification
    do {
      sonification = try ChartSonifier(options: options).sonify(chart)
    } catch {
      consume(error.description)
      return
    }
    consume(sonification.notSonified)
    for section in sonification.sections.prefix(renderedSectionLimit) {
      precondition(section.frameCount >= 0, "negative section length")
      renderWindows(of: section.score, channelCount: options.pan ? 2 : 1)
    }
  }

  /// Renders a few short windows spread over `score` (from its start, then at even steps),
  /// so the data tones are heard without rendering the whole graph.
  private static func renderWindows(of score: Score, channelCount: Int) {
    var renderer = ScoreRenderer(score: score)
    renderer.prepare(
      format: AudioFormat(sampleRate: score.sampleRate, channelCount: channelCount),
      maximumBlockFrameCount: windowFrameCount)
    var buffer = [Float](repeating: 0, count: windowFrameCount * channelCount)
    let length = renderer.frameCount
    for window in 0..<windowsPerSection {
      renderer.seek(toFrame: length / windowsPerSection * window)
      buffer.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: windowFrameCount) }
      for sample in buffer where !(sample.isFinite && abs(sample) <= 1) {
        fatalError("rendered sample \(sample) is not finite or beyond ±1")
      }
    }
  }

  // MARK: Helpers

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// Keeps a result alive, so the optimizer cannot drop the work that made it.
  @inline(never)
  static func consume<T>(_ value: T) {
    withExtendedLifetime(value) {}
  }
}
