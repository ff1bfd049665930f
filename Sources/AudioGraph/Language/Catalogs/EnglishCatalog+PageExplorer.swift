extension EnglishCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
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
  ]
}
