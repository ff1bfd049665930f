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
/// generated one); the axes and series described as `describe` does; the audio graph (when
/// ``audio`` is given): its length stated in text, the key of its sounds (``soundKey``), the
/// render's notes (``soundNotes``), an `<audio controls>` element named "Audio graph of TITLE"
/// (so two charts' players on one page differ) with the sound in a `data:` URI, and a player
/// per series (``seriesAudio``); the features and statistics of Chart Details as lists (the key
/// numbers before the long table); the data table (``DataTable``, a `<table>` with a
/// `<caption>` and `<th scope>` headers, its first ``tableRowLimit`` rows, in a region that
/// scrolls sideways) after a link that downloads the whole data as CSV (a `data:` URL, the bytes
/// `table --format csv` writes, zipped when long); and the braille line of each series
/// (``BrailleLine``) with its text line, in a closed `<details>`.
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

  /// One series' own audio graph.
  public struct SeriesAudio: Hashable, Sendable {
    /// The series (an index into `chart.series`).
    public var seriesIndex: Int
    /// Its sound.
    public var audio: Audio

    public init(seriesIndex: Int, audio: Audio) {
      self.seriesIndex = seriesIndex
      self.audio = audio
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
  /// The most rows the data table shows, at least 1 (default ``defaultTableRowLimit``); the
  /// CSV download always has them all.
  public var tableRowLimit = ChartPage.defaultTableRowLimit
  /// Each series' audio graph alone, for a chart of several series (the mix, ``audio``, plays
  /// them together): each gets its own `<audio>` player after the mix, named "Audio graph of
  /// SERIES in TITLE". Empty by default (and ignored without ``audio``).
  public var seriesAudio: [SeriesAudio] = []
  /// The key of the sounds, one sentence each (what pitch, time, chimes, pings and voices mean;
  /// `ChartSonifier.soundKey(_:)` in AudioGraph makes it from the render's options), listed
  /// before the audio player. Empty by default.
  public var soundKey: [String] = []
  /// What the sound leaves out or merges, one sentence each, as `render` prints them as notes
  /// ("Series 1 (Sensor) has more points than can be heard one by one: …"); listed before the
  /// audio player. Empty by default.
  public var soundNotes: [String] = []

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
    // Text that may quote the chart's own words: escaped, those words marked with their
    // language when the chart says it is another than the page's (see ChartWords).
    let chartWords = ChartWords(chart: chart, pageLanguage: context.language.identifier)
    let t: (String) -> String = chartWords.map { marked in { marked.html($0) } } ?? HTML.escape
    func heading(_ key: String) -> String { e(words.text("page." + key)) }
    let title = chart.title.flatMap { $0.isEmpty ? nil : $0 } ?? words.text("describe.untitled")
    // The standard summary and the detailed one (for Chart Details), from one analysis.
    let summaries = ChartSummarizer(options: SummaryOptions(context: context))
      .summarize(chart, verbosities: [.standard, .detailed])
    let generated = summaries[0].summary
    let summary = chart.summary.flatMap { $0.isEmpty ? nil : $0 } ?? generated
    let details = summaries[1]
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
        <meta name="color-scheme" content="light dark">
        <title>\(e(title))</title>
        <style>
        \(Self.style)
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
    try sink("<figcaption><h\(titleLevel)>\(t(title))</h\(titleLevel)></figcaption>\n")

    try sink("<h\(section)>\(heading("summary"))</h\(section)>\n<p>\(t(summary))</p>\n")

    // The axes, reference lines and series, as `describe` says them (without title and summary).
    var described = chart.describeChartLines(language: words, locale: context.locale)
    described.removeFirst()
    if let own = chart.summary, !own.isEmpty { described.removeFirst() }
    try sink("<h\(section)>\(heading("axes"))</h\(section)>\n<ul>\n")
    for line in described { try sink("<li>\(t(line))</li>\n") }
    try sink("</ul>\n")

    if let audio {
      // The duration as the locale writes it, and as a plain number in data-seconds for scripts.
      let seconds = String(format: "%.2f", locale: Locale(identifier: "en_US_POSIX"), audio.durationSeconds)
      let spoken = String(format: "%.2f", locale: context.locale, audio.durationSeconds)
      let marker = "\u{E000}"
      let explanation = e(words.text("page.audioText", ["seconds": .text(marker)])).replacingOccurrences(
        of: marker, with: "<span class=\"audiograph-duration\" data-seconds=\"\(seconds)\">\(e(spoken))</span>")
      try sink("<h\(section)>\(heading("audio"))</h\(section)>\n<p>\(explanation)</p>\n")
      if !soundKey.isEmpty {
        try sink("<p>\(heading("soundKey"))</p>\n<ul class=\"audiograph-sound-key\">\n")
        for line in soundKey { try sink("<li>\(t(line))</li>\n") }
        try sink("</ul>\n")
      }
      if !soundNotes.isEmpty {
        try sink("<p>\(heading("soundNotes"))</p>\n<ul class=\"audiograph-sound-notes\">\n")
        for note in soundNotes { try sink("<li>\(t(note))</li>\n") }
        try sink("</ul>\n")
      }
      try sink(
        """
        <audio class="audiograph-audio" aria-label="\(e(words.text("page.audioLabel", ["title": .text(title)])))" controls preload="auto" src="data:\(e(audio.mediaType));base64,
        """)
      try sink(Data(audio.bytes).base64EncodedString())
      try sink("\">\(heading("noAudio"))</audio>\n")
      try writeSeriesAudio(title: title, text: t, to: sink)
    }

    try sink("<h\(section)>\(heading("details"))</h\(section)>\n")
    let detailLines = details.detailLines
    let features = detailLines.prefix(details.features.count)
    let statistics = detailLines.dropFirst(details.features.count)
    if features.isEmpty && statistics.isEmpty { try sink("<p>\(heading("noDetails"))</p>\n") }
    for (key, items) in [("features", features), ("statistics", statistics)] where !items.isEmpty {
      try sink("<h\(section + 1)>\(heading(key))</h\(section + 1)>\n<ul>\n")
      for item in items { try sink("<li>\(t(item))</li>\n") }
      try sink("</ul>\n")
    }
    try sink("<h\(section)>\(heading("table"))</h\(section)>\n")
    try writeData(DataTable(chart: chart, language: words, locale: context.locale), text: t, to: sink)

    try sink("<h\(section)>\(heading("braille"))</h\(section)>\n")
    try writeBraille(text: t, to: sink)

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
