extension EnglishCatalog {
  /// The explorer's levels: the chart, its series, groups along x, the points (`explore.*`).
  static let levels: [String: String] = [
    "explore.levelChart":
      "Chart{title, select, none {} other {: {title}}}, {count, plural, one {# {unit, select, group {group} row {row} other {series}}} other {# {unit, select, group {groups} row {rows} other {series}}}}; Enter goes down to them.",
    "explore.levelTop":
      "This is the top level, the whole chart.",
    "explore.levelBottom":
      "This is the lowest level, the points; Backspace goes up.",
    "explore.levelChartOnly":
      "The chart is the only part at this level; Enter goes down.",
    "explore.levelEnd":
      "{end, select, first {First} other {Last}} {unit, select, year {year} month {month} day {day} hour {hour} range {range} group {group} row {row} layer {layer} part {part} other {series}}.",
    "explore.partLine":
      "{line} Part {number} of {total}.",
    "explore.partsAfter":
      "After the {unit, select, group {groups} row {rows} other {series}}: the axes{references, plural, =0 {} one {, # reference line} other {, # reference lines}}{legend, select, yes { and the legend} other {}}.",
    "explore.partBottom":
      "Nothing is below this part; Backspace goes up.",
    "explore.legend":
      "Legend: {lines}",
    "explore.group":
      "{label}: {count, plural, one {# {unit, select, bar {bar} bin {bin} period {period} slice {slice} other {point}}} other {# {unit, select, bar {bars} bin {bins} period {periods} slice {slices} other {points}}}}{change, select, none {} other {, {change}}}",
    "explore.atGroup":
      "{line}, {unit, select, year {year} month {month} day {day} hour {hour} other {range}} {number} of {total}.",
    "explore.range":
      "{from} to {to}",
    "explore.unchanged":
      "unchanged",
    "explore.help16":
      "Enter goes down a level and Backspace up (level-down and level-up from a script): the chart, a series (after the series, the axes, reference lines and legend), its years, months, days or hours (ranges of tens on a number axis), the points; Left, Right, Home and End move within a level, and each part plays.",
  ]
}
