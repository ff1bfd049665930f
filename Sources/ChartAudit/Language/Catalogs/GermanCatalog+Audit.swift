extension GermanCatalog {
  /// The accessibility audit's findings and report (`audit.*`). Findings name things with their
  /// article ("die Textfarbe", "die X-Achse"); a series is "Reihe 2 (Verluste)", never the
  /// subject a verb must agree with.
  static let audit: [String: String] = [
    // The report
    "audit.place.topLevel": "oberste Ebene",
    "audit.severity": "{severity, select, error {Fehler} warning {Warnung} other {Hinweis}}",
    "audit.ruleCriterion": "{rule}, WCAG {criterion} Stufe {level}",
    "audit.finding": "{file}: {place}: {severity}: {rule}: {message} Abhilfe: {fix}",
    "audit.counts":
      "{file}: {errors} Fehler, {warnings, plural, one {# Warnung} other {# Warnungen}}, {notes, plural, one {# Hinweis} other {# Hinweise}}.",
    "audit.noFindings": "{file}: keine Befunde.",
    "audit.sarifMessage": "{message} Abhilfe: {fix}",

    // What each rule checks
    "audit.rule.text-contrast":
      "Text hat zum Hintergrund ein Kontrastverhältnis von mindestens 4,5:1 (3:1 bei großem Text).",
    "audit.rule.text-contrast-enhanced":
      "Text hat zum Hintergrund ein Kontrastverhältnis von mindestens 7:1 (4,5:1 bei großem Text).",
    "audit.rule.series-contrast":
      "Die Farbe jeder Reihe hat zum Hintergrund ein Kontrastverhältnis von mindestens 3:1.",
    "audit.rule.series-colors-distinct":
      "Die Farben der Reihen unterscheiden sich bei normalem Farbsehen und bei Protanopie, Deuteranopie und Tritanopie um mindestens {difference} CIEDE2000, oder die Reihen unterscheiden sich auf andere Weise.",
    "audit.rule.chart-title": "Das Diagramm hat einen Titel.",
    "audit.rule.axis-title": "Jede Achse hat einen Titel.",
    "audit.rule.axis-unit": "Jede numerische Achse nennt ihre Einheit oder ihr Format.",
    "audit.rule.series-name": "In einem Diagramm mit mehreren Reihen hat jede Reihe einen Namen.",
    "audit.rule.summary-missing": "Das Diagramm hat eine Zusammenfassung des Autors.",
    "audit.rule.summary-contradicts-data":
      "Die Zusammenfassung des Autors stimmt mit den Daten überein (Richtung, Anzahlen, erster und letzter Wert).",
    "audit.rule.too-many-series": "Es gibt nicht mehr Reihen als unterscheidbare Klangfarben ({timbres}).",
    "audit.rule.too-many-categories":
      "Im Standard-Audiodiagramm dauert jede Kategorie mindestens {seconds} Sekunden (höchstens {maximum} Kategorien).",
    "audit.rule.flat-y-range":
      "Die Daten umfassen mehr als {share}\u{00A0}% des Bereichs der Y-Achse, sodass sich ihre Tonhöhe hörbar ändert.",
    "audit.rule.long-point-label": "Punktbeschriftungen haben höchstens {maximum} Zeichen, kurz genug zum Anhören.",
    "audit.rule.not-sonified": "Alles, was das Diagramm enthält, ist in seinem Audiodiagramm zu hören.",
    "audit.rule.interval-as-values":
      "Ein Konfidenzintervall ist als Intervall jedes Punkts angegeben, nicht als zwei zusätzliche Achsen oder Reihen.",
    "audit.intervalAsValues":
      "Die {kind, select, axes {zusätzlichen Achsen} other {Reihen}} „{lower}“ und „{upper}“ sehen wie die untere und die obere Grenze eines Konfidenzintervalls aus; AudioGraph liest sie als andere Werte, das Intervall ist also weder zu hören noch wird es genannt",
    "audit.intervalAsValues.fix":
      "Geben Sie jedem Punkt sein Intervall, in der Diagrammdatei als {example}, im Code mit {code}, und entfernen Sie die {kind, select, axes {beiden Achsen} other {beiden Reihen}}",

    // Contrast
    "audit.background": "dem Hintergrund {color}",
    "audit.background.assumed": "dem Hintergrund {color} (angenommen: Die Datei gibt keinen Hintergrund in {key} an)",
    "audit.textContrast":
      "Die Textfarbe {color} auf {background}{dark, select, yes { im dunklen Modus} other {}} hat ein Kontrastverhältnis von {ratio}, weniger als die {minimum}, die WCAG {criterion} für {large, select, yes {großen Text} other {Text}} verlangt",
    "audit.seriesContrast":
      "{series} ist in {color} auf {background}{dark, select, yes { im dunklen Modus} other {}} gezeichnet: ein Kontrastverhältnis von {ratio}, weniger als die {minimum}, die WCAG 1.4.11 für grafische Objekte verlangt",
    "audit.ratio": "{ratio} zu 1",
    "audit.fix.noColor":
      "Keine {what, select, text {Textfarbe} other {Reihenfarbe}} erreicht auf diesem Hintergrund {minimum}; ändern Sie den Hintergrund",
    "audit.fix.color":
      "Verwenden Sie als {what, select, text {Textfarbe} other {Reihenfarbe}} {color} ({ratio}) oder eine {darker, select, yes {dunklere} other {hellere}} Farbe, oder einen {darker, select, yes {helleren} other {dunkleren}} Hintergrund",
    "audit.series": "Reihe {number}{details, select, none {} other { ({details})}}",
    "audit.reader":
      "{difference} für Betrachter {vision, select, normal {mit normalem Farbsehen} protanopia {mit Protanopie (Rotblindheit)} deuteranopia {mit Deuteranopie (Grünblindheit)} other {mit Tritanopie (Blaublindheit)}}",
    "audit.colorsDistinct":
      "{first} und {second}{dark, select, yes { im dunklen Modus} other {}} unterscheiden sich nach CIEDE2000 nur um {readers}, weniger als {threshold}; {otherCue, select, yes {die Reihen unterscheiden sich auch in der Darstellung ({firstKind, select, line {eine Linie} other {einzelne Punkte}} und {secondKind, select, line {eine Linie} other {einzelne Punkte}}), die Farbe ist also nicht das einzige Merkmal} other {die Diagrammdatei nennt kein anderes Merkmal (beide sind {firstKind, select, line {Linien} other {einzelne Punkte}}), nur die Farbe unterscheidet sie also}}",
    "audit.colorsDistinct.fix":
      "Wählen Sie Farben, die sich auch in der Helligkeit unterscheiden (eine dunkle, eine helle), oder geben Sie den Reihen verschiedene Markierungen oder Linienarten, oder beschriften Sie sie direkt",

    // Text alternatives
    "audit.title": "Das Diagramm hat keinen Titel",
    "audit.title.fix":
      "Fügen Sie einen „title“ hinzu, der nennt, was das Diagramm zeigt, etwa „Website-Besuche, erstes Halbjahr 2024“",
    "audit.axisTitle":
      "{axis, select, x {Die X-Achse} y {Die Y-Achse} other {Die zusätzliche Achse {number}}} hat keinen Titel",
    "audit.axisTitle.fix":
      "Fügen Sie einen „title“ hinzu, der sagt, was {axis, select, x {die X-Achse} y {die Y-Achse} other {die zusätzliche Achse {number}}} misst",
    "audit.axisUnit":
      "{axis, select, x {Die X-Achse} y {Die Y-Achse} other {Die zusätzliche Achse {number}}}{title, select, none {} other { ({title})}} hat keine Einheit und kein Format, ihre Werte werden also als bloße Zahlen gelesen",
    "audit.axisUnit.fix":
      "Fügen Sie ein „format“ mit einer Einheit oder einen Stil (percent, currency) hinzu, etwa {example}, oder nennen Sie die Einheit im Titel in Klammern",
    "audit.axisUnit.example": "Besuche",
    "audit.groupName":
      "Gruppe {number} von {count} des Box-Plots hat keinen Namen, Zuhörer können also nicht erkennen, welche Box es ist",
    "audit.groupName.fix":
      "Benennen Sie jede Gruppe: Geben Sie ihrer Reihe einen „name“, die Kategorie, für die ihre Box steht",
    "audit.seriesName":
      "Reihe {number} von {count} hat keinen Namen, Zuhörer können also nicht erkennen, welche es ist",
    "audit.seriesName.fix": "Fügen Sie einen „name“ hinzu, wie ihn die Legende zeigt",
    "audit.summaryMissing": "Das Diagramm hat keine Zusammenfassung; die von AudioGraph erzeugte wäre „{generated}“",
    "audit.summaryMissing.fix":
      "Fügen Sie eine „summary“ hinzu, die die Kernaussage des Diagramms nennt (die erzeugte kann als Ausgangspunkt dienen)",
    "audit.summaryContradicts.fix": "Berichtigen Sie die Zusammenfassung, sodass sie sagt, was die Daten zeigen",

    // Sonifiability
    "audit.tooManySeries":
      "Das Diagramm hat {count} Reihen, das Audiodiagramm aber nur {timbres} unterscheidbare Klangfarben; Reihe {next} und die folgenden klingen also wie frühere, wenn alle gleichzeitig erklingen",
    "audit.tooManySeries.fix":
      "Teilen Sie das Diagramm oder fassen Sie Reihen zusammen, sodass es höchstens {timbres} Reihen hat",
    "audit.tooManyCategories":
      "Die X-Achse hat {count} Kategorien; im 10 Sekunden langen Standard-Audiodiagramm dauert jede {seconds} Sekunden, weniger als die {minimum} Sekunden, ab denen Töne unterscheidbar sind",
    "audit.tooManyCategories.fix":
      "Fassen Sie die Kategorien zu höchstens {maximum} zusammen, oder teilen Sie das Diagramm",
    "audit.flatRange":
      "Die Daten umfassen {share}\u{00A0}% des Bereichs der Y-Achse (von {low} bis {high}), das Audiodiagramm klingt also wie ein einziger gleichbleibender Ton",
    "audit.flatRange.fix":
      "Engen Sie den Bereich der Y-Achse auf die Daten ein, oder lassen Sie „range“ weg, damit er den Daten folgt",
    "audit.longLabels":
      "{count, plural, one {# Punktbeschriftung} other {# Punktbeschriftungen}} von {series} {count, plural, one {ist} other {sind}} länger als {maximum} Zeichen (die längste hat {longest}), zu lang zum Anhören beim Erkunden",
    "audit.longLabels.fix":
      "Kürzen Sie die Beschriftungen auf wenige Wörter und geben Sie Einzelheiten in der Zusammenfassung an",
    "audit.notSonified": "Das Audiodiagramm lässt etwas aus. {note}",
    "audit.notSonified.fix":
      "Wenn Zuhörer es brauchen, nennen Sie es in der Zusammenfassung oder in den Punktbeschriftungen",
  ]
}
