public import ChartAccessibility
import ChartSummaries
import Foundation
public import OutputFiles

/// An accessible HTML page (or one `<figure>` to embed) with everything AudioGraph knows how to
/// say about a chart, for a web server, a static site or a file to share.
///
///     let page = ChartPage(chart: chart, context: context, audio: audio)
///     let html = page.html()                      // for a web server
///     try page.write(to: "iq.html")               // for a file: atomic
///
/// The page, in order: the title as the heading; the summary (the chart's own, else the
/// generated one); the axes and series described as `describe` does; the audio graph as an
/// `<audio controls>` element named "Audio graph of TITLE" (so two charts' players on one
/// page differ) with the sound in a `data:` URI and its length stated in text (when ``audio``
/// is given); the data table (``DataTable``, a `<table>` with a `<caption>` and
/// `<th scope>` headers); the braille line of each series (``BrailleLine``) with its text line;
/// and the features and statistics of Chart Details as lists.
///
/// **Self-contained and readable without scripts.** No JavaScript (unless ``exploration`` is
/// set: then two `<script>` elements at the end of the figure add the keyboard explorer, and
/// removing them gives this page byte for byte), no external resource (the only style is a
/// short `<style>` element in the page; the fragment has none and uses class names
/// `audiograph-…` for the host page to style). Every chart string is escaped.
///
/// **Accessibility.** A full page has `lang`, a `<title>`, one `<main>` landmark, one `<h1>`
/// (the title) and `<h2>` section headings; the text is written so that axe-core finds no WCAG
/// 2 A or AA violation (checked in a real browser by `Scripts/test-html-a11y`). `lang` is the
/// language of the sentences (the context's `LanguagePack`) with the locale's region
/// (``languageTag``: "en-US", "de-DE"; "en-DE" for English words with German numbers).
///
/// This type does no audio rendering: the caller renders the sound (for example with
/// `Sonification.write(to:…)` in AudioGraph) and passes its bytes, which keeps this module free
/// of the audio layer.
public struct ChartPage {
  /// An encoded sound to embed.
  public struct Audio: Hashable, Sendable {
    /// The whole encoded file (a WAV or Ogg Vorbis file's bytes).
    public var bytes: [UInt8]
    /// Its media type, such as "audio/ogg" or "audio/wav".
    public var mediaType: String
    /// Its length in seconds (stated in the text, with two decimals).
    public var durationSeconds: Double

    public init(bytes: [UInt8], mediaType: String, durationSeconds: Double) {
      self.bytes = bytes
      self.mediaType = mediaType
      self.durationSeconds = durationSeconds
    }
  }

  /// The chart.
  public var chart: AXChartDescriptor
  /// The locale and time zone of the generated summary and details (the axes' values are
  /// written by the axes' providers, built when the chart was read), and the page's region.
  public var context: FormattingContext
  /// The sound to embed, or `nil` for none (the audio section is left out).
  public var audio: Audio?
  /// The width of the braille lines, in cells, at least 1 (default 40).
  public var brailleWidth: Int
  /// The keyboard explorer's tones, or `nil` for a page without script (the default).
  public var exploration: Exploration?

  public init(
    chart: AXChartDescriptor, context: FormattingContext = .default, audio: Audio? = nil,
    brailleWidth: Int = BrailleLine.defaultWidth, exploration: Exploration? = nil
  ) {
    self.chart = chart
    self.context = context
    self.audio = audio
    self.brailleWidth = max(1, brailleWidth)
    self.exploration = exploration
  }

  /// The page's language tag: the language of its text (the context's `LanguagePack`), with
  /// the context's region when it has one: "en-US", "de-DE", "fr".
  public var languageTag: String {
    let language = context.language.identifier
    return context.locale.region.map { "\(language)-\($0.identifier)" } ?? language
  }

  /// The HTML: a complete HTML5 document, or with `fragment` one `<figure>` element (whose
  /// title is an `<h2>` and sections `<h3>`, to sit under a page's `<h1>`, and which carries
  /// its own `lang`, ``languageTag``).
  public func html(fragment: Bool = false) -> String {
    var result = ""
    write(fragment: fragment) { result += $0 }
    return result
  }

  /// Writes ``html(fragment:)`` to `path`, streamed, atomically: the file appears complete or
  /// not at all, and an earlier file at `path` is replaced only when the new one is complete.
  ///
  /// It is written by `OutputFile` (module OutputFiles), as every output of `audiograph` is: a
  /// replaced file keeps its permissions, a symbolic link is followed, a device or a named pipe
  /// is written into and never replaced.
  ///
  /// - Throws: `OutputFileError`: `.cannotCreate` when the file cannot be created (a missing
  ///   directory, no permission, a directory at `path`), `.io` when writing fails.
  public func write(to path: String, fragment: Bool = false) throws(OutputFileError) {
    let file = try OutputFile(replacing: path)
    try write(fragment: fragment) { (text: String) throws(OutputFileError) in try file.write(text) }
    try file.commit()
  }

  /// Hands the HTML to `sink` in pieces, in order (the data table row by row in chunks).
  public func write<Failure: Error>(fragment: Bool, to sink: (String) throws(Failure) -> Void) throws(Failure) {
    let e = HTML.escape
    let words = context.language
    func heading(_ key: String) -> String { e(words.text("page." + key)) }
    let title = chart.title.flatMap { $0.isEmpty ? nil : $0 } ?? words.text("describe.untitled")
    let generated = ChartSummarizer(options: SummaryOptions(context: context)).summarize(chart).summary
    let summary = chart.summary.flatMap { $0.isEmpty ? nil : $0 } ?? generated
    let details = ChartSummarizer(options: SummaryOptions(context: context, verbosity: .detailed)).summarize(chart)
    let titleLevel = fragment ? 2 : 1
    let section = titleLevel + 1

    if !fragment {
      try sink(
        """
        <!DOCTYPE html>
        <html lang="\(e(languageTag))">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(e(title))</title>
        <style>
        body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; background: #fff; }
        table { border-collapse: collapse; }
        caption { text-align: left; font-weight: bold; padding-bottom: 0.25rem; }
        th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
        .audiograph-braille { font-size: 1.5rem; letter-spacing: 0.1em; }
        </style>
        </head>
        <body>
        <main>

        """)
    }
    // A fragment says its language itself: the host page's may be another.
    try sink(
      fragment
        ? "<figure class=\"audiograph-chart\" lang=\"\(e(languageTag))\">\n" : "<figure class=\"audiograph-chart\">\n")
    try sink("<figcaption><h\(titleLevel)>\(e(title))</h\(titleLevel)></figcaption>\n")

    try sink("<h\(section)>\(heading("summary"))</h\(section)>\n<p>\(e(summary))</p>\n")

    // The axes, reference lines and series, as `describe` says them (without title and summary).
    var described = chart.describeChartLines(language: words, locale: context.locale)
    described.removeFirst()
    if let own = chart.summary, !own.isEmpty { described.removeFirst() }
    try sink("<h\(section)>\(heading("axes"))</h\(section)>\n<ul>\n")
    for line in described { try sink("<li>\(e(line))</li>\n") }
    try sink("</ul>\n")

    if let audio {
      // The duration as the locale writes it, and as a plain number in data-seconds for scripts.
      let seconds = String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), audio.durationSeconds)
      let spoken = String(format: "%.2f", locale: context.locale, audio.durationSeconds)
      let marker = "\u{E000}"
      let explanation = e(words.text("page.audioText", ["seconds": .text(marker)])).replacingOccurrences(
        of: marker, with: "<span class=\"audiograph-duration\" data-seconds=\"\(seconds)\">\(e(spoken))</span>")
      try sink(
        """
        <h\(section)>\(heading("audio"))</h\(section)>
        <p>\(explanation)</p>
        <audio class="audiograph-audio" aria-label="\(e(words.text("page.audioLabel", ["title": .text(title)])))" controls preload="auto" src="data:\(e(audio.mediaType));base64,
        """)
      try sink(Data(audio.bytes).base64EncodedString())
      try sink("\">\(heading("noAudio"))</audio>\n")
    }

    let table = DataTable(chart: chart, language: words, locale: context.locale)
    try sink("<h\(section)>\(heading("table"))</h\(section)>\n")
    if table.rowCount == 0 {
      try sink("<p>\(heading("noData"))</p>\n")
    } else {
      try table.write(format: .html, to: sink)
    }

    let lines = BrailleLine.lines(for: chart, width: brailleWidth, language: words)
    try sink("<h\(section)>\(heading("braille"))</h\(section)>\n")
    if lines.isEmpty { try sink("<p>\(heading("noSeries"))</p>\n") }
    for line in lines {
      try sink("<p>\(e(line.description))</p>\n")
      if !line.cells.isEmpty { try sink("<p class=\"audiograph-braille\">\(e(line.cells))</p>\n") }
    }

    try sink("<h\(section)>\(heading("details"))</h\(section)>\n")
    let detailLines = details.detailLines
    let features = detailLines.prefix(details.features.count)
    let statistics = detailLines.dropFirst(details.features.count)
    if features.isEmpty && statistics.isEmpty { try sink("<p>\(heading("noDetails"))</p>\n") }
    for (key, items) in [("features", features), ("statistics", statistics)] where !items.isEmpty {
      try sink("<h\(section + 1)>\(heading(key))</h\(section + 1)>\n<ul>\n")
      for item in items { try sink("<li>\(e(item))</li>\n") }
      try sink("</ul>\n")
    }
    if let exploration, !chart.series.isEmpty {
      // Progressive enhancement: only these two elements differ from the page without script.
      try sink("<script type=\"application/json\" class=\"audiograph-explore-data\">")
      try sink(explorationJSON(exploration, title: title, headingLevel: section))
      try sink("</script>\n<script>\n\(Self.explorerScript)\n</script>\n")
    }
    try sink("</figure>\n")
    if !fragment { try sink("</main>\n</body>\n</html>\n") }
  }
}
