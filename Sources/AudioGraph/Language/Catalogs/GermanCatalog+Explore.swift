extension GermanCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.groupLineNoCount":
      "Gruppe {number} von {total}: {series}, Anzahl der Werte nicht angegeben.",
    "explore.at":
      "{line}, {unit, select, bar {Balken} bin {Klasse} group {Gruppe} period {Periode} slice {Segment} other {Punkt}} {number} von {total}.",
    "explore.atCell":
      "{line}, Zeile {row} von {rows}, Spalte {number} von {total}.",
    "explore.unknownKey":
      "{key, select, none {Diese Taste} other {{key}}} tut hier nichts; h für Hilfe.",
    "explore.gotoPrompt":
      "Gehe zu: einen x-Wert oder eine Kategorie eingeben, dann Eingabe; Escape bricht ab.",
    "explore.gotoNone":
      "Nichts auf der x-Achse passt zu {text}.",
    "explore.gotoCancelled":
      "Gehe zu abgebrochen.",
    "explore.notInBoxPlot":
      "In einem Box-Plot gehen Links und Rechts zu den Gruppen, Auf und Ab durch die Werte einer Gruppe; dieser Sprung geht entlang von Punkten.",
    "explore.tenth":
      "Zehntel {number}:",
    "explore.tenthEnd":
      "{end, select, first {Im ersten Zehntel.} other {Im letzten Zehntel.}}",
    "explore.outlier":
      "Ungewöhnlicher Wert {number} von {count}, {side, select, high {hoch} other {niedrig}}:",
    "explore.noOutliers":
      "{series} hat keine ungewöhnlichen Werte.",
    "explore.outlierEnd":
      "{end, select, first {Kein ungewöhnlicher Wert vor diesem Punkt.} other {Kein ungewöhnlicher Wert nach diesem Punkt.}}",
    "explore.crossing":
      "Kreuzt {others}, Kreuzung {number} von {count}:",
    "explore.noCrossings":
      "{series} kreuzt keine andere Reihe.",
    "explore.crossingEnd":
      "{end, select, first {Keine Kreuzung vor diesem Punkt.} other {Keine Kreuzung nach diesem Punkt.}}",
    "explore.oneSeries":
      "Das Diagramm hat eine Reihe; es gibt nichts zu kreuzen.",
    "explore.help7":
      "In einem Skript steht ein Befehl pro Zeile: right, left, home, end, up, down, next-series, previous-series, play, faster, slower, min, max, where, goto WERT, next-tenth, previous-tenth, next-higher, previous-higher, next-lower, previous-lower, next-outlier, previous-outlier, next-crossing, previous-crossing, chord, solo, mute, play-all, positions, messages, speech, settings, summary, details, braille, help, quit oder die Tastenzeichen.",
    "explore.help9":
      "w sagt, wo Sie sind: die Reihe und den Punkt, jeweils mit ihrer Position.",
    "explore.help10":
      "g, dann ein Wert und Eingabe, geht zu diesem x: eine Zahl, ein Datum wie 2024-07, eine Kategorie oder der Anfang des gesprochenen x; Escape bricht ab.",
    "explore.help11":
      "t und T gehen zum nächsten und vorigen Zehntel der Reihe.",
    "explore.help12":
      "u und v gehen zum nächsten höheren und niedrigeren Wert nach rechts; U und V suchen nach links.",
    "explore.help13":
      "o und O gehen zum nächsten und vorigen ungewöhnlichen Wert; i und I zum nächsten und vorigen Punkt, an dem diese Reihe eine andere kreuzt.",
    "explore.help14":
      "Jede Bewegung endet mit ihrer Position; eine Taste, die hier nichts tut, sagt das.",
    "explore.positions":
      "{state, select, on {Positionen an.} other {Positionen aus.}}",
    "explore.speech":
      "{state, select, on {Sprache an: Jede Zeile wird vorgelesen.} other {Sprache aus.}}",
    "explore.messages":
      "{state, select, brief {Kurze Meldungen: x und Wert eines Punkts.} other {Vollständige Meldungen.}}",
    "explore.settings":
      "Geschwindigkeit {speed, select, half {halb} threeQuarters {0,75-fach} normal {normal} oneAndAHalf {1,5-fach} other {doppelt}}; Positionen {state, select, on {an} other {aus}}; Meldungen {messages, select, brief {kurz} other {vollständig}}; Sprache {speech, select, on {an, {rate} Wörter pro Minute} other {aus}}; Tonhöhenbereich {range}; {file, select, none {Einstellungen werden weder gelesen noch geschrieben (--no-settings)} other {gespeichert in {file}}}.",
    "explore.help15":
      "p schaltet die Position am Ende jeder Bewegung aus und ein; l wechselt die Zeile eines Punkts zwischen vollständig und kurz (nur x und Wert); r schaltet die Sprache aus und ein (das Programm liest jede Zeile nach dem Ton vor); P sagt die Einstellungen, die von einer Sitzung zur nächsten bleiben.",
    "explore.chord":
      "Akkord bei {x}: {parts}.",
    "explore.chordPart":
      "{series} {value}",
    "explore.chordOneSeries":
      "{kind, select, box {Die Gruppen eines Boxplots haben kein gemeinsames x; ein Akkord spielt mehrere Reihen an einem x.} other {Das Diagramm hat eine Reihe; ein Akkord braucht mehrere.}}",
    "explore.chordFirst":
      "Zu hören sind die ersten {count} Reihen.",
    "explore.help17":
      "c spielt alle Reihen an diesem x zusammen, als Akkord, und sagt ihre Werte. a spielt diese Reihe allein (Solo), n schaltet sie stumm; ein zweiter Druck hebt beides auf.",
    "explore.solo":
      "{state, select, on {Solo: nur {series} ist zu hören.} other {Solo aus: alle Reihen sind zu hören, die nicht stummgeschaltet sind.}}",
    "explore.mute":
      "{state, select, on {{series} stummgeschaltet.} other {{series} wieder zu hören.}}",
    "explore.silent":
      "{reason, select, muted {{series} ist stummgeschaltet.} other {{series} ist nicht zu hören: {solo} spielt solo.}}",
    "explore.help18":
      "A spielt das ganze Diagramm ab diesem Punkt: alle Reihen, die zu hören sind, zusammen (play-all in einem Skript); Solo und Stummschalten wählen sie aus, und ein laufendes Diagramm folgt ihnen.",
    "explore.playingChart":
      "Wiedergabe des Diagramms ab {x}: {series}.",
    "explore.notHeard":
      "Nicht zu hören: {series}.",
    "explore.noneHeard":
      "Keine Reihe ist zu hören; n hebt die Stummschaltung der aktuellen Reihe auf, a spielt sie solo.",
  ]
}
