import ChartAccessibility

/// The German messages. Series names are never the grammatical subject of a verb ("Umsatz:
/// starker Anstieg um 65 %, …"), so a sentence reads right whatever the name's gender and
/// number. x values take "im" before months and years ("im Januar 2024", "im Jahr 2020"), "am"
/// before days, "um" before times.
enum GermanCatalog {
  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack, explore, levels, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "narration.end": "Ende des Diagramms.",
    // Notes about what an audio graph does not let a listener hear
    "sound.emptySeries": "Reihe {number} ({series}) hat keine Werte, daher ist von ihr nichts zu hören.",
    "sound.onlyMissing":
      "Reihe {number} ({series}) hat nur fehlende Werte: {markers, select, yes {Zu hören sind nur ihre Markierungen} other {Von ihr ist nichts zu hören}}.",
    "sound.singleValue":
      "Reihe {number} ({series}) hat einen einzigen Wert: ein Ton, {seconds} Sekunden nach Beginn des Audiodiagramms{flat, select, yes { (in der Mitte der Daten, da alle Punkte dasselbe x haben)} other {}}.",
    "sound.merged":
      "Reihe {number} ({series}) hat mehr Punkte, als einzeln zu hören sind: {continuous, select, yes {Ihre {count} Punkte werden zu {items} Stützpunkten zusammengefasst} other {Ihre {count} Punkte erklingen als {items} Töne}}, jeweils der Mittelwert der Punkte aus {milliseconds} Millisekunden.",
    "sound.missingMerged":
      "Reihe {number} ({series}) hat {count, plural, one {# fehlenden Wert} other {# fehlende Werte}} in Zeitabschnitten, die auch Werte enthalten{markers, select, yes {; jeder solche Abschnitt spielt den Ton für fehlende Werte} other {}}.",
    "sound.missingMergedGaps":
      "{slots, plural, one {# Abschnitt, mindestens zur Hälfte fehlend, klingt als fehlender Wert} other {# Abschnitte, mindestens zur Hälfte fehlend, klingen als fehlende Werte}}.",
    "sound.missingMergedMeans":
      "{slots, plural, one {# Abschnitt, überwiegend mit Werten, spielt den Mittelwert seiner Werte} other {# Abschnitte, überwiegend mit Werten, spielen den Mittelwert ihrer Werte}}.",
    "sound.additionalAxis":
      "Zusätzliche Achse {number} ({axis}) wird nicht vertont; sie kann {numeric, select, yes {Lautstärke, Tonlänge, Klanghelligkeit oder Tremolo} other {die Klangfarbe}} steuern.",
    "sound.toneLength": "Die Tonlänge gilt nur für Reihen aus Einzelpunkten; durchgehende Reihen behalten ihre Länge.",
    "sound.yGridlines": "Gitterlinien der Y-Achse werden nicht vertont; die Tonhöhe gibt den y-Wert wieder.",
    "sound.intervalsOff": "Konfidenzintervalle werden nicht vertont (Intervalle sind ausgeschaltet).",
    "sound.xReferenceLines": "Referenzlinien der X-Achse werden nicht vertont (ihre Signaltöne sind ausgeschaltet).",
    "sound.yReferenceLines":
      "Referenzlinien der Y-Achse werden nicht vertont (ihre Signaltöne und Haltetöne sind ausgeschaltet).",
    "sound.xGridlines": "Gitterlinien der X-Achse werden nicht vertont (ihre Signaltöne sind ausgeschaltet).",
    "sound.missingSilent": "Fehlende Werte sind stille Lücken ohne Markierung (ihre Signaltöne sind ausgeschaltet).",
    "sound.onlySeries":
      "Nur Reihe {number} ({series}) ist zu hören, {others, plural, one {eine weitere Reihe nicht} other {# weitere Reihen nicht}}.",
    "sound.unknownCategories":
      "{count, plural, one {# Punkt der Reihe {number} ({series}) hat eine Kategorie, die nicht auf der X-Achse liegt, und ist nicht zu hören} other {# Punkte der Reihe {number} ({series}) haben eine Kategorie, die nicht auf der X-Achse liegt, und sind nicht zu hören}}.",
    // explore
    "explore.help1":
      "Tasten: Pfeil links und Pfeil rechts gehen zum vorigen und nächsten Punkt; Pos1 und Ende springen zum ersten und letzten Punkt.",
    "explore.help2": "Bild auf und Bild ab, oder [ und ], wechseln zur vorigen und nächsten Reihe.",
    "explore.help3":
      "Leertaste spielt das Audiodiagramm dieser Reihe ab dem aktuellen Punkt ab oder hält es an; + und - ändern das Tempo.",
    "explore.help4":
      "m springt zum Minimum, Umschalt+M zum Maximum; s liest die Zusammenfassung vor, d die Merkmale und Statistiken.",
    "explore.help5": "b zeigt diese Reihe in Braille und die Zelle des aktuellen Punkts.",
    "explore.help6": "h liest diese Hilfe vor; q beendet das Erkunden.",
    "explore.help8":
      "In einem Box-Plot gehen Links und Rechts zur vorigen und nächsten Gruppe; Auf und Ab (up und down in einem Skript) gehen durch ihre Werte, vom niedrigsten ungewöhnlichen Wert über Minimum, Quartile und Median bis zum höchsten.",
    "explore.boxPart":
      "{series}, {part, select, minimum {Minimum} q1 {erstes Quartil} median {Median} q3 {drittes Quartil} maximum {Maximum} other {ungewöhnlicher Wert {number} von {count}}}: {value}.",
    "explore.highestPart":
      "Höchster Wert.",
    "explore.lowestPart":
      "Niedrigster Wert.",
    "explore.lastGroup":
      "Das ist die letzte Gruppe.",
    "explore.firstGroup":
      "Das ist die erste Gruppe.",
    "explore.start": "Erkunden: {title, select, none {ein Diagramm} other {{title}}}. h für Hilfe, q zum Beenden.",
    "explore.noSeries": "Das Diagramm hat keine Reihen.",
    "explore.paused": "Angehalten.",
    "explore.complete": "Fertig.",
  ]
}
