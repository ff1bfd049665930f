extension GermanCatalog {
  /// What the command-line tool says about its work (`cli.*`): the line for each file written,
  /// playback, the timeline of `--timing` and the prefix of notes. Diagnostics (errors, `--help`)
  /// are in English in every language.
  static let cli: [String: String] = [
    "cli.note": "{file}: Hinweis: {note}",
    "cli.severalCharts":
      "die Datei enthält {count} Diagramme (Teildiagramme, Facetten oder Diagramme einer Seite); gelesen wird Diagramm 1. Mit --subplot N ein anderes wählen.",
    "cli.rendered":
      "{file}: {seconds} Sekunden, {format}, {encoding, select, pcm16 {16-Bit-PCM} pcm24 {24-Bit-PCM} float32 {32-Bit-Gleitkomma} other {Vorbis}}, {rate} Hertz, {channels, select, mono {Mono} other {Stereo}}.",
    "cli.renderedMIDI": "{file}: {seconds} Sekunden, MIDI, {tracks, plural, one {# Spur} other {# Spuren}}.",
    "cli.html":
      "{file}: HTML-{kind, select, figure {Abbildung} other {Seite}}, {seconds, select, none {ohne Ton.} other {Audiodiagramm {seconds} Sekunden ({audio}).}}",
    "cli.playing": "Wiedergabe von {title}: {seconds} Sekunden.",
    "cli.complete": "Fertig.",
    "cli.timing.phrase":
      "{file}: {kind, select, title {Titel} summary {Zusammenfassung} axes {Achsen} series {Reihe} other {Ende}} von {start} bis {end} Sekunden: {text}",
    "cli.timing.section":
      "{file}: {title, select, none {Diagramm} other {Diagramm ({title})}} von {start} bis {end} Sekunden, Daten von {dataStart} bis {dataEnd} Sekunden.",
  ]
}
