extension GermanCatalog {
  /// The keyboard explorer of `audiograph html --interactive` (`page.explore.*`), and the
  /// accessible name of the page's audio player (`page.audioLabel`).
  static let pageExplorer: [String: String] = [
    "page.audioLabel": "Audiografik von {title}",
    "page.explore.heading": "Mit der Tastatur erkunden",
    "page.explore.keys":
      "Mit Tab zum Diagramm-Explorer unten. Links und Rechts gehen von Punkt zu Punkt, jeder mit seinem Ton; Auf und Ab oder [ und ] gehen zur vorigen und nächsten Reihe; Pos1 und Ende gehen zum ersten und letzten Punkt; m geht zum Minimum und M zum Maximum; u und v gehen zum nächsten höheren und niedrigeren Wert rechts, U und V links; die Leertaste spielt die Audiografik ab dem aktuellen Punkt und hält sie an; + und - ändern das Tempo; w sagt, wo Sie sind; b sagt den Braille-Cursor; h sagt diese Tasten. Der Explorer nimmt die Tasten, solange er den Fokus hat (ein Screenreader wechselt dort in den Fokusmodus); Tab verlässt ihn.",
    "page.explore.label": "Diagramm-Explorer, {title}",
    "page.explore.where": "{series}, Punkt {number} von {total}.",
    "page.explore.noAudio": "Diese Seite hat keine Audiografik zum Abspielen.",
    "page.tableFirstRows": "Die Tabelle zeigt die ersten {shown} von {rows} Zeilen; die CSV-Datei enthält alle.",
    "page.tableCaptionFirstRows": "{title}, Datentabelle, erste {shown} von {rows} Zeilen",
    "page.downloadCSV": "Die Daten als CSV-Datei herunterladen ({rows, plural, one {# Zeile} other {# Zeilen}})",
    "page.downloadZIP":
      "Die Daten als CSV-Datei in einem ZIP-Archiv herunterladen ({rows, plural, one {# Zeile} other {# Zeilen}})",
    "page.soundKey": "Was die Klänge bedeuten:",
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
    "page.seriesAudio": "Jede Reihe allein:",
    "page.seriesAudioLabel": "Audiografik von {series} in {title}",
    "page.soundNotes": "Hinweise zur Audiografik:",
    "page.brailleIntro":
      "Für eine Braillezeile: jede Reihe als eine Zeile Braillezellen, von links nach rechts entlang der x-Achse; der Satz vor jeder Zeile sagt, was ihre Zellen zeigen.",
    "page.brailleSummary": "{lines, plural, one {Braillezeile} other {Braillezeilen}} ({lines})",
    "page.brailleLabel": "Braillezeile von {series}",
  ]
}
