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
    "page.seriesAudio": "Jede Reihe allein:",
    "page.seriesAudioLabel": "Audiografik von {series} in {title}",
    "page.soundNotes": "Hinweise zur Audiografik:",
    "page.brailleIntro":
      "Für eine Braillezeile: jede Reihe als eine Zeile Braillezellen, von links nach rechts entlang der x-Achse; der Satz vor jeder Zeile sagt, was ihre Zellen zeigen.",
    "page.brailleSummary": "{lines, plural, one {Braillezeile} other {Braillezeilen}} ({lines})",
    "page.brailleLabel": "Braillezeile von {series}",
  ]
}
