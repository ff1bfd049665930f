// The sentences of a heatmap (`heatmap.*`); see EnglishCatalog+Heatmap.swift.

extension SpanishCatalog {
  static let heatmap: [String: String] = [
    "heatmap.orientation":
      "Mapa de calor{title, select, none {} other {, {title}}}: {rows, plural, one {# fila} other {# filas}}{rowTitle, select, none {} other { ({rowTitle})}} por {columns, plural, one {# columna} other {# columnas}}{columnTitle, select, none {} other { ({columnTitle})}}.",
    "heatmap.cell":
      "{rowTitle, select, none {{row}} other {{rowTitle} {row}}}, {columnTitle, select, none {{column}} other {{columnTitle} {column}}}",
    "heatmap.extremes":
      "El valor más alto es {high} ({highCell}){highOthers, plural, =0 {} one {, igual que en otra celda} other {, igual que en # celdas más}}; el más bajo es {low} ({lowCell}){lowOthers, plural, =0 {} one {, igual que en otra celda} other {, igual que en # celdas más}}.",
    "heatmap.averages":
      "{axis, select, row {Filas} other {Columnas}}{title, select, none {} other { ({title})}}: promedio más alto {high}, {highMean}; más bajo {low}, {lowMean}.",
    "heatmap.trend":
      "Los valores {direction, select, up {suben} other {bajan}} a lo largo de las {axis, select, row {filas} other {columnas}}{title, select, none {} other { ({title})}}, de un promedio de {firstMean} en {first} a {lastMean} en {last}.",
    "heatmap.peak":
      "A lo largo de las {axis, select, row {filas} other {columnas}}{title, select, none {} other { ({title})}}, los valores {kind, select, peak {alcanzan su máximo en {label}, con un promedio de {mean}, y son más bajos hacia {first} y {last}} other {alcanzan su mínimo en {label}, con un promedio de {mean}, y son más altos hacia {first} y {last}}}.",
    "heatmap.noPattern":
      "No hay un patrón regular a lo largo de las {axis, select, row {filas} other {columnas}}{title, select, none {} other { ({title})}}.",
    "heatmap.spread":
      "Los valores van de {min} a {max}; la mitad está entre {q1} y {q3}.",
    "heatmap.empty":
      "{count, plural, one {Una celda está vacía.} other {# celdas están vacías.}}",
    "heatmap.row":
      "{row}: {cells}; promedio {mean}.",
    "heatmap.cellValue":
      "{column} {value, select, none {vacía} other {{value}}}",
    "details.heatmap":
      "{name, select, cells {Celdas} empty {Celdas vacías} mean {Media} sd {Desviación estándar} q1 {Primer cuartil} median {Mediana} q3 {Tercer cuartil} rowAverages {Promedios de filas} columnAverages {Promedios de columnas} other {Patrón}}",
  ]
}
