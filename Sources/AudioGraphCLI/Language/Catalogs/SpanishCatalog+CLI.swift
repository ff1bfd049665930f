extension SpanishCatalog {
  /// What the command-line tool says about its work (`cli.*`): the line for each file written,
  /// playback, the timeline of `--timing` and the prefix of notes. Diagnostics (errors, `--help`)
  /// are in English in every language.
  static let cli: [String: String] = [
    "cli.note": "{file}: nota: {note}",
    "cli.severalCharts":
      "el archivo contiene {count} gráficos (subgráficos, facetas o gráficos de una página); se lee el gráfico 1. Elija otro con --subplot N.",
    "cli.rendered":
      "{file}: {seconds} segundos, {format}, {encoding, select, pcm16 {PCM de 16 bits} pcm24 {PCM de 24 bits} float32 {coma flotante de 32 bits} other {Vorbis}}, {rate} hercios, {channels, select, mono {mono} other {estéreo}}.",
    "cli.renderedMIDI": "{file}: {seconds} segundos, MIDI, {tracks, plural, one {# pista} other {# pistas}}.",
    "cli.html":
      "{file}: {kind, select, figure {figura} other {página}} HTML, {seconds, select, none {sin sonido.} other {gráfico sonoro de {seconds} segundos ({audio}).}}",
    "cli.playing": "Reproduciendo {title}: {seconds} segundos.",
    "cli.complete": "Terminado.",
    "cli.timing.phrase":
      "{file}: {kind, select, title {título} summary {resumen} axes {ejes} series {serie} other {fin}} de {start} a {end} segundos: {text}",
    "cli.timing.section":
      "{file}: {title, select, none {gráfico} other {gráfico ({title})}} de {start} a {end} segundos, datos de {dataStart} a {dataEnd} segundos.",
  ]
}
