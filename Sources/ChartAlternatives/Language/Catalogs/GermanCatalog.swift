import ChartAccessibility

/// The German messages. Series names are never the grammatical subject of a verb ("Umsatz:
/// starker Anstieg um 65 %, …"), so a sentence reads right whatever the name's gender and
/// number. x values take "im" before months and years ("im Januar 2024", "im Jahr 2020"), "am"
/// before days, "um" before times.
enum GermanCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, candlestick, stack, explore, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "box.countNotGiven":
      "nicht angegeben",
    // The HTML page, the data table and the braille line
    "page.summary": "Zusammenfassung",
    "page.axes": "Achsen und Reihen",
    "page.audio": "Audiodiagramm",
    "page.audioText":
      "Das Audiodiagramm dauert {seconds} Sekunden. Die Zeit läuft entlang der X-Achse von links nach rechts, die Tonhöhe folgt y: Höhere Werte klingen höher.",
    "page.noAudio": "Das Audiodiagramm kann hier nicht abgespielt werden; die Datentabelle unten enthält jeden Wert.",
    "page.table": "Datentabelle",
    "page.noData": "Das Diagramm enthält keine Daten.",
    "page.braille": "Braille",
    "page.noSeries": "Das Diagramm hat keine Reihen.",
    "page.details": "Diagrammdetails",
    "page.noDetails": "Keine Merkmale oder Statistiken.",
    "page.features": "Merkmale",
    "page.statistics": "Statistiken",
    "table.binRange": "{low} bis {high}",
    "table.share": "Anteil",
    "table.series": "Reihe",
    "table.caption": "{title}, Datentabelle, {rows, plural, one {# Zeile} other {# Zeilen}}",
    "table.bound":
      "{series, select, none {{side, select, lower {Untergrenze} other {Obergrenze}}} other {{series}, {side, select, lower {Untergrenze} other {Obergrenze}}}}{level, select, none {} other { ({level})}}",
    "table.level": "{level}\u{00A0}%",
    "table.additionalAxis": "Zusätzliche Achse {number}",
    "table.label": "{series, select, none {Beschriftung} other {{series}, Beschriftung}}",
    "table.noData": "Keine Daten.",
    "table.pair": "{header}: {value}",
    "braille.noData": "{series}: keine Daten.",
    "braille.thinned":
      "{series}: {count, plural, one {# Wert} other {# Werte}} von {start} bis {end} in {width} Zellen, jeweils der Mittelwert der Werte im zugehörigen Abschnitt der X-Achse.",
    "braille.single": "{series}: {count, plural, one {# Wert} other {# Werte}} bei {x}, eine Zelle.",
    "braille.histogram":
      "{series}: {bins, plural, one {# Klasse} other {# Klassen}} von {low} bis {high}, {thinned, select, yes {in {width} Zellen, jede so hoch wie die mittlere Anzahl ihrer Klassen} other {je eine Zelle, so hoch wie ihre Anzahl}}. Kleinste Anzahl {fewest}, größte {most}.",
    "braille.each": "{series}: {count, plural, one {# Wert} other {# Werte}} von {first} bis {last}, je eine Zelle.",
    "braille.box":
      "{series}: Box-Plot von {min} bis {max}, Median {median}{outliers, plural, =0 {} one {, # ungewöhnlicher Wert} other {, # ungewöhnliche Werte}}. Die Skala von {low} bis {high} ist für alle Gruppen gleich.",
    "braille.lowHigh": " Tiefstwert {low}, Höchstwert {high}.",
    "braille.noValues": " Keine Werte.",
    "braille.missing":
      " {count, plural, one {# fehlender Wert ist eine leere Zelle} other {# fehlende Werte sind leere Zellen}}.",
    "explore.noPoints": "{series}: keine Punkte.",
    "explore.noValues": "{series}: keine Werte.",
    "explore.lastPoint": "Letzter Punkt.",
    "explore.firstPoint": "Erster Punkt.",
    "explore.lastSeries": "Das ist die letzte Reihe.",
    "explore.firstSeries": "Das ist die erste Reihe.",
    "explore.minimum": "Minimum:",
    "explore.maximum": "Maximum:",
    "explore.fastest": "Schnellstes Tempo.",
    "explore.slowest": "Langsamstes Tempo.",
    "explore.speed":
      "{speed, select, half {Halbes} threeQuarters {0,75-faches} normal {Normales} oneAndAHalf {1,5-faches} other {Doppeltes}} Tempo, {seconds} Sekunden.",
    "explore.cursor": "Cursor auf Zelle {cell} von {cells}.",
    "explore.notOnLine": "Der aktuelle Punkt ist in der Braille-Darstellung nicht enthalten.",
    "explore.completeAt": "Fertig. Aktueller Punkt: {point}.",
    "explore.pausedAt": "Angehalten: {point}.",
    "explore.playing": "Wiedergabe von {series} ab {point}.",
  ]
}
