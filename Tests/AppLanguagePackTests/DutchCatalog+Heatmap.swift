/// A heatmap's sentences in Dutch.
let dutchHeatmap: [String: String] = [
  "heatmap.orientation":
    "Heatmap{title, select, none {} other { van {title}}}: {rows, plural, one {# rij} other {# rijen}}{rowTitle, select, none {} other { ({rowTitle})}} bij {columns, plural, one {# kolom} other {# kolommen}}{columnTitle, select, none {} other { ({columnTitle})}}.",
  "heatmap.cell":
    "{rowTitle, select, none {{row}} other {{rowTitle} {row}}}, {columnTitle, select, none {{column}} other {{columnTitle} {column}}}",
  "heatmap.extremes":
    "De hoogste waarde is {high} ({highCell}){highOthers, plural, =0 {} one {, ook in één andere cel} other {, ook in # andere cellen}}; de laagste is {low} ({lowCell}){lowOthers, plural, =0 {} one {, ook in één andere cel} other {, ook in # andere cellen}}.",
  "heatmap.averages":
    "{axis, select, row {Rijen} other {Kolommen}}{title, select, none {} other { ({title})}}: hoogste gemiddelde {high}, {highMean}; laagste {low}, {lowMean}.",
  "heatmap.trend":
    "De waarden {direction, select, up {stijgen} other {dalen}} langs de {axis, select, row {rijen} other {kolommen}}{title, select, none {} other { ({title})}}, van gemiddeld {firstMean} bij {first} tot {lastMean} bij {last}.",
  "heatmap.peak":
    "Langs de {axis, select, row {rijen} other {kolommen}}{title, select, none {} other { ({title})}} {kind, select, peak {pieken de waarden bij {label}, gemiddeld {mean}, en zijn ze lager naar {first} en {last} toe} other {dalen de waarden het diepst bij {label}, gemiddeld {mean}, en zijn ze hoger naar {first} en {last} toe}}.",
  "heatmap.noPattern":
    "Geen vast patroon langs de {axis, select, row {rijen} other {kolommen}}{title, select, none {} other { ({title})}}.",
  "heatmap.spread": "De waarden lopen van {min} tot {max}; de helft ligt tussen {q1} en {q3}.",
  "heatmap.empty": "{count, plural, one {Eén cel is leeg.} other {# cellen zijn leeg.}}",
  "heatmap.row": "{row}: {cells}; gemiddeld {mean}.",
  "heatmap.cellLine": "{cell}: {value}.",
  "heatmap.cellValue": "{column} {value, select, none {leeg} other {{value}}}",
  "details.heatmap":
    "{name, select, cells {Cellen} empty {Lege cellen} mean {Gemiddelde} sd {Standaardafwijking} q1 {Eerste kwartiel} median {Mediaan} q3 {Derde kwartiel} rowAverages {Rijgemiddelden} columnAverages {Kolomgemiddelden} other {Patroon}}",
]
