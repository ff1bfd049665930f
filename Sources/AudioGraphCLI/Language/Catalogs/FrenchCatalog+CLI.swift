extension FrenchCatalog {
  /// What the command-line tool says about its work (`cli.*`): the line for each file written,
  /// playback, the timeline of `--timing` and the prefix of notes. Diagnostics (errors, `--help`)
  /// are in English in every language.
  static let cli: [String: String] = [
    "cli.note": "{file}\u{00A0}: remarque\u{00A0}: {note}",
    "cli.severalCharts":
      "le fichier contient {count}\u{00A0}graphiques (sous-graphiques, facettes ou graphiques d'une page)\u{00A0}; lecture du graphique 1. En choisir un autre avec --subplot N.",
    "cli.rendered":
      "{file}\u{00A0}: {seconds, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}}, {format}, {encoding, select, pcm16 {PCM 16 bits} pcm24 {PCM 24 bits} float32 {virgule flottante 32 bits} other {Vorbis}}, {rate} hertz, {channels, select, mono {mono} other {stéréo}}.",
    "cli.renderedMIDI":
      "{file}\u{00A0}: {seconds, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}}, MIDI, {tracks, plural, one {# piste} other {# pistes}}.",
    "cli.html":
      "{file}\u{00A0}: {kind, select, figure {figure} other {page}} HTML, {seconds, select, none {sans son.} other {graphique sonore de {seconds, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}} ({audio}).}}",
    "cli.playing": "Lecture de {title}\u{00A0}: {seconds, plural, one {#\u{00A0}seconde} other {#\u{00A0}secondes}}.",
    "cli.complete": "Terminé.",
    "cli.timing.phrase":
      "{file}\u{00A0}: {kind, select, title {titre} summary {résumé} axes {axes} series {série} other {fin}} de {start} à {end}\u{00A0}secondes\u{00A0}: {text}",
    "cli.timing.section":
      "{file}\u{00A0}: {title, select, none {graphique} other {graphique ({title})}} de {start} à {end}\u{00A0}secondes, données de {dataStart} à {dataEnd}\u{00A0}secondes.",
  ]
}
