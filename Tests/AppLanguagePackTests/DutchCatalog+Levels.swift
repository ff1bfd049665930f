/// The explorer's levels: the chart, its series, groups along x, the points.
let dutchLevels: [String: String] = [
  "explore.levelChart":
    "Diagram{title, select, none {} other {: {title}}}, {count, plural, one {# {unit, select, group {groep} row {rij} other {reeks}}} other {# {unit, select, group {groepen} row {rijen} other {reeksen}}}}; Enter gaat erheen.",
  "explore.levelTop":
    "Dit is het hoogste niveau, het hele diagram.",
  "explore.levelBottom":
    "Dit is het laagste niveau, de punten; Backspace gaat omhoog.",
  "explore.levelChartOnly":
    "Het diagram is het enige op dit niveau; Enter gaat omlaag.",
  "explore.levelEnd":
    "{unit, select, year {{end, select, first {Eerste} other {Laatste}} jaar} month {{end, select, first {Eerste} other {Laatste}} maand} day {{end, select, first {Eerste} other {Laatste}} dag} hour {{end, select, first {Eerste} other {Laatste}} uur} range {{end, select, first {Eerste} other {Laatste}} bereik} group {{end, select, first {Eerste} other {Laatste}} groep} row {{end, select, first {Eerste} other {Laatste}} rij} layer {{end, select, first {Eerste} other {Laatste}} laag} part {{end, select, first {Eerste} other {Laatste}} deel} other {{end, select, first {Eerste} other {Laatste}} reeks}}.",
  "explore.partLine":
    "{line} Deel {number} van {total}.",
  "explore.partsAfter":
    "Na de {unit, select, group {groepen} row {rijen} other {reeksen}}: de assen{references, plural, =0 {} one {, # referentielijn} other {, # referentielijnen}}{legend, select, yes { en de legenda} other {}}.",
  "explore.partBottom":
    "Onder dit deel is niets; Backspace gaat omhoog.",
  "explore.legend":
    "Legenda: {lines}",
  "explore.group":
    "{label}: {count, plural, one {# {unit, select, bar {staaf} bin {klasse} period {periode} slice {segment} other {punt}}} other {# {unit, select, bar {staven} bin {klassen} period {periodes} slice {segmenten} other {punten}}}}{change, select, none {} other {, {change}}}",
  "explore.atGroup":
    "{line}, {unit, select, year {jaar} month {maand} day {dag} hour {uur} other {bereik}} {number} van {total}.",
  "explore.range":
    "{from} tot {to}",
  "explore.unchanged":
    "onveranderd",
  "explore.help16":
    "Enter gaat een niveau omlaag en Backspace omhoog (level-down en level-up in een script): het diagram, een reeks (na de reeksen de assen, referentielijnen en de legenda), haar jaren, maanden, dagen of uren (bereiken van tientallen op een getallenas), de punten; Links, Rechts, Home en End bewegen binnen een niveau, en elk deel klinkt.",
]
