// The sentences of a heatmap (`heatmap.*`); see EnglishCatalog+Heatmap.swift.

extension FrenchCatalog {
  static let heatmap: [String: String] = [
    "heatmap.orientation":
      "Carte de chaleur{title, select, none {} other {, {title}}}\u{00A0}: {rows, plural, one {# ligne} other {# lignes}}{rowTitle, select, none {} other { ({rowTitle})}} sur {columns, plural, one {# colonne} other {# colonnes}}{columnTitle, select, none {} other { ({columnTitle})}}.",
    "heatmap.cell":
      "{rowTitle, select, none {{row}} other {{rowTitle} {row}}}, {columnTitle, select, none {{column}} other {{columnTitle} {column}}}",
    "heatmap.extremes":
      "La valeur la plus élevée est {high} ({highCell}){highOthers, plural, =0 {} one {, comme dans une autre cellule} other {, comme dans # autres cellules}}\u{00A0}; la plus basse est {low} ({lowCell}){lowOthers, plural, =0 {} one {, comme dans une autre cellule} other {, comme dans # autres cellules}}.",
    "heatmap.averages":
      "{axis, select, row {Lignes} other {Colonnes}}{title, select, none {} other { ({title})}}\u{00A0}: moyenne la plus élevée {high}, {highMean}\u{00A0}; la plus basse {low}, {lowMean}.",
    "heatmap.trend":
      "Les valeurs {direction, select, up {augmentent} other {diminuent}} le long des {axis, select, row {lignes} other {colonnes}}{title, select, none {} other { ({title})}}, d'une moyenne de {firstMean} ({first}) à {lastMean} ({last}).",
    "heatmap.peak":
      "Le long des {axis, select, row {lignes} other {colonnes}}{title, select, none {} other { ({title})}}, les valeurs {kind, select, peak {culminent à une moyenne de {mean} ({label}) et sont plus basses vers {first} et {last}} other {sont au plus bas, à une moyenne de {mean} ({label}), et sont plus élevées vers {first} et {last}}}.",
    "heatmap.noPattern":
      "Pas de tendance régulière le long des {axis, select, row {lignes} other {colonnes}}{title, select, none {} other { ({title})}}.",
    "heatmap.spread":
      "Les valeurs vont de {min} à {max}\u{00A0}; la moitié se situe entre {q1} et {q3}.",
    "heatmap.empty":
      "{count, plural, one {Une cellule est vide.} other {# cellules sont vides.}}",
    "heatmap.row":
      "{row}\u{00A0}: {cells}\u{00A0}; moyenne {mean}.",
    "heatmap.cellValue":
      "{column} {value, select, none {vide} other {{value}}}",
    "details.heatmap":
      "{name, select, cells {Cellules} empty {Cellules vides} mean {Moyenne} sd {Écart type} q1 {Premier quartile} median {Médiane} q3 {Troisième quartile} rowAverages {Moyennes des lignes} columnAverages {Moyennes des colonnes} other {Motif}}",
  ]
}
