/// The explorer's positions, jumps, feedback and the help lines for them.
let dutchExplore: [String: String] = [
  "explore.seriesLine":
    "{unit, select, group {Groep} row {Rij} other {Reeks}} {number} van {total}{named, select, no {, } other {: {series}, }}{count, plural, one {# {unit, select, bar {staaf} bin {klasse} group {waarde} period {periode} slice {segment} row {cel} other {punt}}} other {# {unit, select, bar {staven} bin {klassen} group {waarden} period {periodes} slice {segmenten} row {cellen} other {punten}}}}.",
  "explore.groupLineNoCount":
    "Groep {number} van {total}: {series}, aantal waarden niet gegeven.",
  "explore.at":
    "{line}, {unit, select, bar {staaf} bin {klasse} group {groep} period {periode} slice {segment} other {punt}} {number} van {total}.",
  "explore.atCell":
    "{line}, rij {row} van {rows}, kolom {number} van {total}.",
  "explore.unknownKey":
    "{key, select, none {Die toets} other {{key}}} doet hier niets; h voor hulp.",
  "explore.gotoPrompt":
    "Ga naar: typ een x-waarde of categorie, dan Enter; Escape annuleert.",
  "explore.gotoNone":
    "Niets op de x-as past bij {text}.",
  "explore.gotoCancelled":
    "Ga naar geannuleerd.",
  "explore.notInBoxPlot":
    "In een boxplot gaan Links en Rechts naar de groepen en Omhoog en Omlaag door de waarden van een groep; deze sprong gaat langs punten.",
  "explore.tenth":
    "Tiende {number}:",
  "explore.tenthEnd":
    "{end, select, first {In het eerste tiende.} other {In het laatste tiende.}}",
  "explore.further":
    "{which, select, higher {Hoger} other {Lager}} {direction, select, right {naar rechts} other {naar links}}:",
  "explore.noFurther":
    "{which, select, higher {Geen hogere waarde} other {Geen lagere waarde}} {direction, select, right {rechts} other {links}}.",
  "explore.outlier":
    "Ongewone waarde {number} van {count}, {side, select, high {hoog} other {laag}}:",
  "explore.noOutliers":
    "{series}: geen ongewone waarden.",
  "explore.outlierEnd":
    "{end, select, first {Geen ongewone waarde voor dit punt.} other {Geen ongewone waarde na dit punt.}}",
  "explore.crossing":
    "Kruist {others}, kruising {number} van {count}:",
  "explore.noCrossings":
    "{series} kruist geen andere reeks.",
  "explore.crossingEnd":
    "{end, select, first {Geen kruising voor dit punt.} other {Geen kruising na dit punt.}}",
  "explore.oneSeries":
    "Het diagram heeft één reeks; er is niets te kruisen.",
  "explore.help7":
    "Vanuit een script, één opdracht per regel: right, left, home, end, up, down, next-series, previous-series, play, faster, slower, min, max, where, goto WAARDE, next-tenth, previous-tenth, next-higher, previous-higher, next-lower, previous-lower, next-outlier, previous-outlier, next-crossing, previous-crossing, chord, solo, mute, play-all, positions, messages, speech, settings, summary, details, braille, help, quit, of de toetstekens.",
  "explore.help9":
    "w zegt waar je bent: de reeks en het punt, elk met zijn positie.",
  "explore.help10":
    "g, dan een waarde en Enter, gaat naar die x: een getal, een datum zoals 2024-07, een categorie of het begin van de uitgesproken x; Escape annuleert.",
  "explore.help11":
    "t en T gaan naar het volgende en vorige tiende van de reeks.",
  "explore.help12":
    "u en v gaan naar de dichtstbijzijnde hogere en lagere waarde rechts; U en V zoeken links.",
  "explore.help13":
    "o en O gaan naar de volgende en vorige ongewone waarde; i en I naar het volgende en vorige punt waar deze reeks een andere kruist.",
  "explore.help14":
    "Elke beweging eindigt met haar positie; een toets die hier niets doet, zegt dat.",
  "explore.positions":
    "{state, select, on {Posities aan.} other {Posities uit.}}",
  "explore.speech":
    "{state, select, on {Spraak aan: elke regel wordt voorgelezen.} other {Spraak uit.}}",
  "explore.messages":
    "{state, select, brief {Korte meldingen: x en waarde van een punt.} other {Volledige meldingen.}}",
  "explore.settings":
    "Snelheid {speed, select, half {half} threeQuarters {0,75 keer} normal {normaal} oneAndAHalf {1,5 keer} other {dubbel}}; posities {state, select, on {aan} other {uit}}; meldingen {messages, select, brief {kort} other {volledig}}; spraak {speech, select, on {aan, {rate} woorden per minuut} other {uit}}; toonbereik {range}; {file, select, none {instellingen worden niet gelezen of geschreven (--no-settings)} other {bewaard in {file}}}.",
  "explore.help15":
    "p zet de positie aan het eind van elke beweging uit en aan; l wisselt de regel van een punt tussen volledig en kort (alleen x en waarde); r zet de spraak uit en aan (het programma leest elke regel voor, na de toon); P zegt de instellingen, die van sessie tot sessie blijven.",
  "explore.chord":
    "Akkoord bij {x}: {parts}.",
  "explore.chordPart":
    "{series} {value}",
  "explore.chordOneSeries":
    "{kind, select, box {De groepen van een boxplot hebben geen gemeenschappelijke x; een akkoord speelt meerdere reeksen bij één x.} other {Het diagram heeft één reeks; een akkoord vraagt er meer.}}",
  "explore.chordFirst":
    "De eerste {count} reeksen klinken.",
  "explore.help17":
    "c speelt alle reeksen bij deze x samen, als akkoord, en zegt hun waarden. a laat alleen deze reeks horen (solo) en n dempt haar; nog eens drukken maakt het ongedaan.",
  "explore.solo":
    "{state, select, on {Solo: alleen {series} is te horen.} other {Solo uit: elke reeks die niet gedempt is, is te horen.}}",
  "explore.mute":
    "{state, select, on {{series} gedempt.} other {{series} weer te horen.}}",
  "explore.silent":
    "{reason, select, muted {{series} is gedempt.} other {{series} is niet te horen: {solo} speelt solo.}}",
  "explore.help18":
    "A speelt de hele grafiek vanaf dit punt: alle reeksen die te horen zijn, samen (play-all vanuit een script); solo en dempen kiezen ze, en een spelende grafiek volgt ze.",
  "explore.playingChart":
    "De grafiek speelt vanaf {x}: {series}.",
  "explore.notHeard":
    "Niet te horen: {series}.",
  "explore.noneHeard":
    "Geen reeks is te horen; n heft het dempen van de huidige reeks op, a speelt haar solo.",
]
