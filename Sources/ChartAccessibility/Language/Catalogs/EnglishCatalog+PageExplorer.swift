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
    "soundKey.time":
      "Time runs along the x axis ({axis}){pan, select, yes {, and the sound moves from left to right} other {}}.",
    "soundKey.pitch":
      "Pitch gives the y axis ({axis}): {inverted, select, yes {the higher the value, the lower the tone} other {the higher the value, the higher the tone}}.",
    "soundKey.startEnd": "A rising whoosh of noise starts the audio graph and a falling whoosh ends it.",
    "soundKey.missing": "A short rattle of noise marks a missing value.",
    "soundKey.referenceLines": "A high shimmer of noise sounds where the data crosses a reference line.",
    "soundKey.gridlines": "A quiet tick sounds at each gridline of the x axis.",
    "soundKey.extrema": "Two low thuds mark the lowest value of each series, two high taps its highest.",
    "soundKey.intervalBounds":
      "Two softer voices play the lower and upper bound of each confidence interval: a narrow interval sounds almost as one note, a wide one as a chord.",
    "soundKey.intervalVibrato": "A vibrato as wide as its confidence interval makes a tone waver.",
    "soundKey.seriesTimbre":
      "{series}: the {timbre, select, sine {sine} soft {soft} bright {bright} hollow {hollow} mellow {mellow} organ {organ} other {nasal}} voice.",
    "soundKey.axis":
      "{axis}: {mapping, select, volume {the higher the value, the louder the tone} toneLength {the higher the value, the longer the tone} volumeAndToneLength {the higher the value, the louder and longer the tone} brightness {the higher the value, the brighter the voice} tremolo {the higher the value, the deeper the tremolo} other {each category in its own voice}}.",
    "page.seriesAudio": "Each series alone:",
    "page.seriesAudioLabel": "Audio graph of {series} in {title}",
    "page.soundNotes": "Notes on the audio graph:",
    "page.brailleIntro":
      "For a braille display: each series as one line of braille cells, from left to right along the x axis; the sentence before each line says what its cells show.",
    "page.brailleSummary": "Braille {lines, plural, one {line} other {lines}} ({lines})",
    "page.brailleLabel": "Braille line of {series}",
  ]
}
