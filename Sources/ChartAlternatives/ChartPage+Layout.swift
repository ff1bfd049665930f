import ChartAccessibility
import Foundation

extension ChartPage {
  /// The full page's style sheet (a fragment has none: the host page styles the class names).
  ///
  /// - **Reflow** (WCAG 1.4.10): at 320 CSS pixels wide (a 1280-pixel window at 400 % zoom)
  ///   the page does not scroll sideways: long words break, the audio player shrinks, and the
  ///   two things that cannot wrap, the data table and the braille lines, scroll sideways in
  ///   their own region (`.audiograph-scroll`, focusable and named, so a keyboard can scroll it).
  /// - **Dark mode**: under `prefers-color-scheme: dark`, light text on a dark background (the
  ///   page's `<meta name="color-scheme" content="light dark">` lets the browser's own controls
  ///   follow the scheme). Every pair of
  ///   colours has a contrast of at least 4.5 to 1 (checked by axe-core in both schemes).
  /// - **Forced colours** (Windows High Contrast, `forced-colors: active`): the browser's system
  ///   colours replace these, the focus outline included (its 2-pixel width stays), and the
  ///   braille cursor (`<mark>`) takes the system's Mark colours. No rule of the page turns
  ///   forcing off.
  static let style = """
    body { font-family: system-ui, sans-serif; line-height: 1.5; max-width: 60rem; margin: 0 auto; padding: 1rem; color: #1a1a1a; background: #fff; overflow-wrap: anywhere; }
    a { color: #0b57d0; }
    audio { max-width: 100%; }
    table { border-collapse: collapse; overflow-wrap: normal; }
    caption { text-align: left; font-weight: bold; padding-bottom: 0.25rem; }
    th, td { border: 1px solid #767676; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
    .audiograph-scroll { overflow-x: auto; max-width: 100%; }
    .audiograph-braille { font-size: 1.5rem; letter-spacing: 0.1em; white-space: nowrap; overflow-wrap: normal; margin: 0.25rem 0; }
    :focus-visible { outline: 2px solid #0b57d0; outline-offset: 2px; }
    @media (prefers-color-scheme: dark) {
      body { color: #e8e8e8; background: #121212; }
      a { color: #8ab4f8; }
      th, td { border-color: #8f8f8f; }
      :focus-visible { outline-color: #8ab4f8; }
    }
    """

  /// The braille section after its heading: a sentence on what the lines are, then the lines
  /// in a `<details>` element, closed (a screen reader speaking a 40-cell line cell by cell
  /// takes half a minute): each series' text line, then its cells in a focusable region named
  /// "Braille line of SERIES" that scrolls sideways on a narrow screen.
  ///
  /// `text` escapes a text that may quote the chart's words (and marks them: ``ChartWords``).
  func writeBraille<Failure: Error>(
    text: (String) -> String, to sink: (String) throws(Failure) -> Void
  ) throws(Failure) {
    let e = HTML.escape
    let words = context.language
    let lines = BrailleLine.lines(for: chart, width: brailleWidth, language: words)
    if lines.isEmpty {
      try sink("<p>\(e(words.text("page.noSeries")))</p>\n")
      return
    }
    try sink("<p>\(e(words.text("page.brailleIntro")))</p>\n")
    try sink(
      "<details class=\"audiograph-braille-lines\">\n<summary>\(e(words.text("page.brailleSummary", ["lines": count(lines.count)])))</summary>\n"
    )
    for line in lines {
      try sink("<p>\(text(line.description))</p>\n")
      guard !line.cells.isEmpty else { continue }
      let series =
        chart.series[line.seriesIndex].name.flatMap { $0.isEmpty ? nil : $0 }
        ?? words.text("describe.seriesName", ["number": .count(line.seriesIndex + 1)])
      let label = words.text("page.brailleLabel", ["series": .text(series)])
      try sink(
        "<div class=\"audiograph-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"\(e(label))\"><p class=\"audiograph-braille\">\(e(line.cells))</p></div>\n"
      )
    }
    try sink("</details>\n")
  }
}

extension ChartPage {
  /// After the mix: each series' own player (``seriesAudio``), in a list, each named after its
  /// series and the chart, so that the players of one page, and of two fragments on one page,
  /// all differ.
  /// `text` escapes a text that may quote the chart's words (and marks them: ``ChartWords``).
  func writeSeriesAudio<Failure: Error>(
    title: String, text: (String) -> String, to sink: (String) throws(Failure) -> Void
  ) throws(Failure) {
    let e = HTML.escape
    let words = context.language
    let shown = seriesAudio.filter { chart.series.indices.contains($0.seriesIndex) }
    guard !shown.isEmpty else { return }
    try sink("<p>\(e(words.text("page.seriesAudio")))</p>\n<ul class=\"audiograph-series-audio\">\n")
    for item in shown {
      let series =
        chart.series[item.seriesIndex].name.flatMap { $0.isEmpty ? nil : $0 }
        ?? words.text("describe.seriesName", ["number": .count(item.seriesIndex + 1)])
      let label = words.text("page.seriesAudioLabel", ["series": .text(series), "title": .text(title)])
      try sink(
        "<li>\(text(series)): <audio aria-label=\"\(e(label))\" controls preload=\"metadata\" src=\"data:\(e(item.audio.mediaType));base64,"
      )
      try sink(Data(item.audio.bytes).base64EncodedString())
      try sink("\">\(e(words.text("page.noAudio")))</audio></li>\n")
    }
    try sink("</ul>\n")
  }
}
