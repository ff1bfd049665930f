import ChartAccessibility

/// The English messages of the alternatives' catalog (`MessageCatalog.alternatives`): the
/// reference its translations and an app's pack are checked against. `table.*` writes the data
/// table, `braille.*` the braille line, `page.*` the web page and `explore.*` its explorer.
enum EnglishCatalog {
  /// Arguments passed to a message that the English message does not print: none here.
  static let unusedArguments: [String: [String]] = [:]

  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, candlestick, stack, explore, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "box.countNotGiven":
      "not given",
    // The HTML page, the data table and the braille line
    "page.summary": "Summary",
    "page.axes": "Axes and series",
    "page.audio": "Audio graph",
    "page.audioText":
      "The audio graph lasts {seconds} seconds. Time runs along the x axis from left to right and pitch follows y: higher values sound higher.",
    "page.noAudio": "The audio graph cannot be played here; the data table below has every value.",
    "page.table": "Data table",
    "page.noData": "The chart has no data.",
    "page.braille": "Braille",
    "page.noSeries": "The chart has no series.",
    "page.details": "Chart details",
    "page.noDetails": "No features or statistics.",
    "page.features": "Features",
    "page.statistics": "Statistics",
    "table.binRange": "{low} to {high}",
    "table.share": "Share",
    "table.series": "Series",
    "table.caption": "{title}, data table, {rows, plural, one {# row} other {# rows}}",
    "table.bound":
      "{series, select, none {{level, select, none {{side, select, lower {Lower bound} other {Upper bound}}} other {{level} {side, select, lower {lower bound} other {upper bound}}}}} other {{series} {level, select, none {} other {{level} }}{side, select, lower {lower bound} other {upper bound}}}}",
    "table.level": "{level}%",
    "table.additionalAxis": "Additional axis {number}",
    "table.label": "{series, select, none {Label} other {{series} label}}",
    "table.noData": "No data.",
    "table.pair": "{header}: {value}",
    "braille.noData": "{series}: no data.",
    "braille.thinned":
      "{series}: {count, plural, one {# value} other {# values}} from {start} to {end} in {width} cells, each the mean of the values in its part of the x axis.",
    "braille.single": "{series}: {count, plural, one {# value} other {# values}} at {x}, one cell.",
    "braille.histogram":
      "{series}: {bins, plural, one {# bin} other {# bins}} from {low} to {high}, {thinned, select, yes {in {width} cells, each as high as the mean count of its bins} other {one cell each, as high as its count}}. Lowest count {fewest}, highest {most}.",
    "braille.each": "{series}: {count, plural, one {# value} other {# values}} from {first} to {last}, one cell each.",
    "braille.box":
      "{series}: box plot from {min} to {max}, median {median}{outliers, plural, =0 {} one {, # unusual value} other {, # unusual values}}. The scale, from {low} to {high}, is the same for every group.",
    "braille.lowHigh": " Low {low}, high {high}.",
    "braille.noValues": " No values.",
    "braille.missing":
      " {count, plural, one {# missing value is a blank cell} other {# missing values are blank cells}}.",
    "explore.noPoints": "{series} has no points.",
    "explore.noValues": "{series} has no values.",
    "explore.lastPoint": "Last point.",
    "explore.firstPoint": "First point.",
    "explore.lastSeries": "This is the last series.",
    "explore.firstSeries": "This is the first series.",
    "explore.minimum": "Minimum:",
    "explore.maximum": "Maximum:",
    "explore.fastest": "Fastest speed.",
    "explore.slowest": "Slowest speed.",
    "explore.speed":
      "Speed {speed, select, half {half} threeQuarters {0.75 times} normal {normal} oneAndAHalf {1.5 times} other {double}}, {seconds} seconds.",
    "explore.cursor": "Cursor on cell {cell} of {cells}.",
    "explore.notOnLine": "The current point is not on the line.",
    "explore.completeAt": "Complete. At {point}.",
    "explore.pausedAt": "Paused at {point}.",
    "explore.playing": "Playing {series} from {point}.",
  ]
}
