extension GermanCatalog {
  /// Die Ebenen des Explorers: das Diagramm, seine Reihen, Gruppen entlang x, die Punkte.
  static let levels: [String: String] = [
    "explore.levelChart":
      "Diagramm{title, select, none {} other {: {title}}}, {count, plural, one {# {unit, select, group {Gruppe} row {Zeile} other {Reihe}}} other {# {unit, select, group {Gruppen} row {Zeilen} other {Reihen}}}}; Enter geht zu ihnen hinunter.",
    "explore.levelTop":
      "Das ist die oberste Ebene, das ganze Diagramm.",
    "explore.levelBottom":
      "Das ist die unterste Ebene, die Punkte; Rücktaste geht hinauf.",
    "explore.levelChartOnly":
      "Auf dieser Ebene gibt es nur das Diagramm; Enter geht hinunter.",
    "explore.levelEnd":
      "{unit, select, year {{end, select, first {Erstes} other {Letztes}} Jahr} month {{end, select, first {Erster} other {Letzter}} Monat} day {{end, select, first {Erster} other {Letzter}} Tag} hour {{end, select, first {Erste} other {Letzte}} Stunde} range {{end, select, first {Erster} other {Letzter}} Bereich} group {{end, select, first {Erste} other {Letzte}} Gruppe} row {{end, select, first {Erste} other {Letzte}} Zeile} layer {{end, select, first {Erste} other {Letzte}} Schicht} part {{end, select, first {Erster} other {Letzter}} Teil} other {{end, select, first {Erste} other {Letzte}} Reihe}}.",
    "explore.partLine":
      "{line} Teil {number} von {total}.",
    "explore.partsAfter":
      "Nach den {unit, select, group {Gruppen} row {Zeilen} other {Reihen}}: die Achsen{references, plural, =0 {} one {, # Referenzlinie} other {, # Referenzlinien}}{legend, select, yes { und die Legende} other {}}.",
    "explore.partBottom":
      "Unter diesem Teil ist nichts; Rücktaste geht hinauf.",
    "explore.legend":
      "Legende: {lines}",
    "explore.group":
      "{label}: {count, plural, one {# {unit, select, bar {Balken} bin {Klasse} period {Periode} slice {Segment} other {Punkt}}} other {# {unit, select, bar {Balken} bin {Klassen} period {Perioden} slice {Segmente} other {Punkte}}}}{change, select, none {} other {, {change}}}",
    "explore.atGroup":
      "{line}, {unit, select, year {Jahr} month {Monat} day {Tag} hour {Stunde} other {Bereich}} {number} von {total}.",
    "explore.range":
      "{from} bis {to}",
    "explore.unchanged":
      "unverändert",
    "explore.help16":
      "Enter geht eine Ebene hinunter, die Rücktaste hinauf (level-down und level-up im Skript): das Diagramm, eine Reihe (nach den Reihen die Achsen, Referenzlinien und die Legende), ihre Jahre, Monate, Tage oder Stunden (Zehnerbereiche auf einer Zahlenachse), die Punkte; Links, Rechts, Pos1 und Ende bewegen sich innerhalb einer Ebene, und jeder Teil erklingt.",
  ]
}
