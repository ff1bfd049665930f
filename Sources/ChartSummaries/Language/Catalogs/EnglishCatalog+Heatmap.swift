// The sentences of a heatmap (`heatmap.*`): its orientation, extreme cells, row and column
// averages, the pattern along ordered rows or columns, the spread, and its rows one by one.
// `axis` is "row" or "column"; an absent title chooses the `none` branch.

extension EnglishCatalog {
  static let heatmap: [String: String] = [
    "heatmap.orientation":
      "Heatmap{title, select, none {} other { of {title}}}: {rows, plural, one {# row} other {# rows}}{rowTitle, select, none {} other { ({rowTitle})}} by {columns, plural, one {# column} other {# columns}}{columnTitle, select, none {} other { ({columnTitle})}}.",
    "heatmap.cell":
      "{rowTitle, select, none {{row}} other {{rowTitle} {row}}}, {columnTitle, select, none {{column}} other {{columnTitle} {column}}}",
    "heatmap.extremes":
      "The highest value is {high}, in {highCell}{highOthers, plural, =0 {} one { and one other cell} other { and # other cells}}; the lowest is {low}, in {lowCell}{lowOthers, plural, =0 {} one { and one other cell} other { and # other cells}}.",
    "heatmap.averages":
      "{axis, select, row {Rows} other {Columns}}{title, select, none {} other { ({title})}}: highest average {high}, {highMean}; lowest {low}, {lowMean}.",
    "heatmap.trend":
      "Values {direction, select, up {rise} other {fall}} along the {axis, select, row {rows} other {columns}}{title, select, none {} other { ({title})}}, from an average of {firstMean} in {first} to {lastMean} in {last}.",
    "heatmap.peak":
      "Along the {axis, select, row {rows} other {columns}}{title, select, none {} other { ({title})}}, values {kind, select, peak {peak in {label}, at an average of {mean}, and are lower toward {first} and {last}} other {dip in {label}, to an average of {mean}, and are higher toward {first} and {last}}}.",
    "heatmap.noPattern":
      "No steady pattern along the {axis, select, row {rows} other {columns}}{title, select, none {} other { ({title})}}.",
    "heatmap.spread":
      "Values range from {min} to {max}; half of them are between {q1} and {q3}.",
    "heatmap.empty":
      "{count, plural, one {One cell is empty.} other {# cells are empty.}}",
    "heatmap.row":
      "{row}: {cells}; average {mean}.",
    "heatmap.cellValue":
      "{column} {value, select, none {empty} other {{value}}}",
    "details.heatmap":
      "{name, select, cells {Cells} empty {Empty cells} mean {Mean} sd {Standard deviation} q1 {First quartile} median {Median} q3 {Third quartile} rowAverages {Row averages} columnAverages {Column averages} other {Pattern}}",
  ]
}
