extension EnglishCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.seriesLine":
      "{unit, select, group {Group} row {Row} other {Series}} {number} of {total}{named, select, no {, } other {: {series}, }}{count, plural, one {# {unit, select, bar {bar} bin {bin} group {value} period {period} slice {slice} row {cell} other {point}}} other {# {unit, select, bar {bars} bin {bins} group {values} period {periods} slice {slices} row {cells} other {points}}}}.",
    "explore.further":
      "{which, select, higher {Higher} other {Lower}} {direction, select, right {to the right} other {to the left}}:",
    "explore.noFurther":
      "{which, select, higher {No higher value} other {No lower value}} {direction, select, right {to the right} other {to the left}}.",
  ]
}
