extension EnglishCatalog {
  /// What the command-line tool says about its work (`cli.*`): the line for each file written,
  /// playback, the timeline of `--timing` and the prefix of notes. Diagnostics (errors, `--help`)
  /// are in English in every language.
  static let cli: [String: String] = [
    "cli.note": "{file}: note: {note}",
    "cli.severalCharts":
      "the file has {count} charts (subplots, facets or charts of a page); reading chart 1. Choose one with --subplot N.",
    "cli.rendered":
      "{file}: {seconds} seconds, {format}, {encoding, select, pcm16 {16-bit PCM} pcm24 {24-bit PCM} float32 {32-bit float} other {Vorbis}}, {rate} hertz, {channels, select, mono {mono} other {stereo}}.",
    "cli.renderedMIDI": "{file}: {seconds} seconds, MIDI, {tracks, plural, one {# track} other {# tracks}}.",
    "cli.html":
      "{file}: HTML {kind, select, figure {figure} other {page}}, {seconds, select, none {no audio.} other {audio graph {seconds} seconds ({audio}).}}",
    "cli.playing": "Playing {title}: {seconds} seconds.",
    "cli.complete": "Complete.",
    "cli.timing.phrase":
      "{file}: {kind, select, title {title} summary {summary} axes {axes} series {series} other {end}} from {start} to {end} seconds: {text}",
    "cli.timing.section":
      "{file}: {title, select, none {graph} other {graph of {title}}} from {start} to {end} seconds, data from {dataStart} to {dataEnd} seconds.",
  ]
}
