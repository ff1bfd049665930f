// The sentences of a heatmap (`heatmap.*`); see EnglishCatalog+Heatmap.swift.

extension GermanCatalog {
  static let heatmap: [String: String] = [
    "heatmap.orientation":
      "Heatmap{title, select, none {} other { zu {title}}}: {rows, plural, one {# Zeile} other {# Zeilen}}{rowTitle, select, none {} other { ({rowTitle})}} mal {columns, plural, one {# Spalte} other {# Spalten}}{columnTitle, select, none {} other { ({columnTitle})}}.",
    "heatmap.cell":
      "{rowTitle, select, none {{row}} other {{rowTitle} {row}}}, {columnTitle, select, none {{column}} other {{columnTitle} {column}}}",
    "heatmap.extremes":
      "Der höchste Wert ist {high} ({highCell}){highOthers, plural, =0 {} one {, ebenso in einer weiteren Zelle} other {, ebenso in # weiteren Zellen}}; der niedrigste ist {low} ({lowCell}){lowOthers, plural, =0 {} one {, ebenso in einer weiteren Zelle} other {, ebenso in # weiteren Zellen}}.",
    "heatmap.averages":
      "{axis, select, row {Zeilen} other {Spalten}}{title, select, none {} other { ({title})}}: höchster Durchschnitt {high}, {highMean}; niedrigster {low}, {lowMean}.",
    "heatmap.trend":
      "Die Werte {direction, select, up {steigen} other {fallen}} entlang der {axis, select, row {Zeilen} other {Spalten}}{title, select, none {} other { ({title})}}, von durchschnittlich {firstMean} ({first}) auf {lastMean} ({last}).",
    "heatmap.peak":
      "Entlang der {axis, select, row {Zeilen} other {Spalten}}{title, select, none {} other { ({title})}} {kind, select, peak {erreichen die Werte ihren Höhepunkt mit durchschnittlich {mean} ({label}) und sind zu {first} und {last} hin niedriger} other {erreichen die Werte ihren Tiefpunkt mit durchschnittlich {mean} ({label}) und sind zu {first} und {last} hin höher}}.",
    "heatmap.noPattern":
      "Kein gleichmäßiges Muster entlang der {axis, select, row {Zeilen} other {Spalten}}{title, select, none {} other { ({title})}}.",
    "heatmap.spread":
      "Die Werte reichen von {min} bis {max}; die Hälfte liegt zwischen {q1} und {q3}.",
    "heatmap.empty":
      "{count, plural, one {Eine Zelle ist leer.} other {# Zellen sind leer.}}",
    "heatmap.row":
      "{row}: {cells}; Durchschnitt {mean}.",
    "heatmap.cellValue":
      "{column} {value, select, none {leer} other {{value}}}",
    "details.heatmap":
      "{name, select, cells {Zellen} empty {Leere Zellen} mean {Mittelwert} sd {Standardabweichung} q1 {Erstes Quartil} median {Median} q3 {Drittes Quartil} rowAverages {Zeilendurchschnitte} columnAverages {Spaltendurchschnitte} other {Muster}}",
  ]
}
