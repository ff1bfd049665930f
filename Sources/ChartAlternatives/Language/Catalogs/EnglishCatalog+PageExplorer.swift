extension EnglishCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "page.audioLabel": "Audio graph of {title}",
    "page.explore.heading": "Explore by keyboard",
    "page.explore.keys":
      "Tab to the chart explorer below. Left and Right step through the points, each with its tone; Up and Down, or [ and ], go to the previous and next series; Home and End go to the first and last point; m goes to the minimum and M to the maximum; u and v go to the nearest higher and lower value to the right, U and V to the left; Space plays the audio graph from the current point and pauses it; + and - change the speed; w says where you are; b says the braille cursor; h says these keys. The explorer takes the keys while it has the focus (a screen reader switches to focus mode there); Tab leaves it.",
    "page.explore.label": "Chart explorer, {title}",
    "page.explore.where": "{series}, point {number} of {total}.",
    "page.explore.noAudio": "This page has no audio graph to play.",
    "page.tableFirstRows": "The table shows the first {shown} of {rows} rows; the CSV file has them all.",
    "page.tableCaptionFirstRows": "{title}, data table, first {shown} of {rows} rows",
    "page.downloadCSV": "Download the data as a CSV file ({rows, plural, one {# row} other {# rows}})",
    "page.downloadZIP": "Download the data as a CSV file in a ZIP archive ({rows, plural, one {# row} other {# rows}})",
    "page.soundKey": "What the sounds mean:",
    "page.seriesAudio": "Each series alone:",
    "page.seriesAudioLabel": "Audio graph of {series} in {title}",
    "page.soundNotes": "Notes on the audio graph:",
    "page.brailleIntro":
      "For a braille display: each series as one line of braille cells, from left to right along the x axis; the sentence before each line says what its cells show.",
    "page.brailleSummary": "Braille {lines, plural, one {line} other {lines}} ({lines})",
    "page.brailleLabel": "Braille line of {series}",
  ]
}
