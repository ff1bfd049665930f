extension GermanCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "soundKey.time":
      "Die Zeit läuft entlang der x-Achse ({axis}){pan, select, yes {, und der Klang wandert von links nach rechts} other {}}.",
    "soundKey.pitch":
      "Die Tonhöhe gibt die y-Achse ({axis}) wieder: {inverted, select, yes {je höher der Wert, desto tiefer der Ton} other {je höher der Wert, desto höher der Ton}}.",
    "soundKey.startEnd": "Ein steigendes Rauschen eröffnet die Audiografik, ein fallendes Rauschen beendet sie.",
    "soundKey.missing": "Ein kurzes Rasseln aus Rauschen markiert einen fehlenden Wert.",
    "soundKey.referenceLines": "Ein hohes Rauschen erklingt, wo die Daten eine Referenzlinie kreuzen.",
    "soundKey.gridlines": "Ein leises Ticken erklingt an jeder Gitterlinie der x-Achse.",
    "soundKey.extrema":
      "Zwei dumpfe Schläge markieren den niedrigsten Wert jeder Reihe, zwei helle Klopfer ihren höchsten.",
    "soundKey.intervalBounds":
      "Zwei leisere Stimmen spielen die untere und obere Grenze jedes Konfidenzintervalls: ein schmales Intervall klingt fast wie ein Ton, ein breites wie ein Akkord.",
    "soundKey.intervalVibrato": "Ein Vibrato, so breit wie sein Konfidenzintervall, lässt einen Ton schwanken.",
    "soundKey.seriesTimbre":
      "{series}: Klangfarbe {timbre, select, sine {Sinus} soft {weich} bright {hell} hollow {hohl} mellow {sanft} organ {Orgel} other {näselnd}}.",
    "soundKey.axis":
      "{axis}: {mapping, select, volume {je höher der Wert, desto lauter der Ton} toneLength {je höher der Wert, desto länger der Ton} volumeAndToneLength {je höher der Wert, desto lauter und länger der Ton} brightness {je höher der Wert, desto heller die Stimme} tremolo {je höher der Wert, desto tiefer das Tremolo} other {jede Kategorie mit eigener Stimme}}.",
  ]
}
