/// The English messages of the model layer's catalog (`MessageCatalog.chartModel`): the reference
/// its translations and an app's pack are checked against. `describe.*` and `point.*` write the
/// chart's and a point's description, `value.*` values that are not numbers, `date.*` dates,
/// `list.*` the joints of a list.
///
/// Arguments that choose: `direction` is "up" or "down"; flags (`factor`, `range`, `extreme`,
/// `comma`, `vowel`) are "yes" or "no"; an optional argument that is absent is empty and chooses
/// a `none` branch.
enum EnglishCatalog {
  /// Arguments AudioGraph passes to a message that the English message does not print, so
  /// another language may use them: how many names a list holds (for a verb's number), the
  /// sentence before English lowers its first word, the second x with its preposition, and the
  /// movement of a path's last leg.
  static let unusedArguments: [String: [String]] = [
    "date.atTime": ["hour"],
    "describe.range": ["role"],
  ]

  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "number.powerOfTen": "{mantissa} times 10 to the power of {exponent}",
    "value.notANumber": "not a number",
    "value.infinity": "infinity",
    "value.minusInfinity": "minus infinity",
    "value.missing": "no value",
    "fallback.seriesName": "The values",

    // Distributions: histograms and box plots
    "axis.count":
      "Count",
    "list.separator": ", ",
    "list.last": " and ",
    "csv.valueAxis": "Value",
    "value.negative": "minus {value}",
    "date.atTime": "{date} at {time}",
    "date.quarter": "Q{quarter} {year}",
    "date.quarterAlone": "Q{quarter}",

    // The chart's description (describe) and a point's
    "describe.untitled": "Untitled chart",
    "describe.untitledAxis": "untitled",
    "describe.xAxis": "{heatmap, select, yes {Columns} other {X axis}}: {axis}",
    "describe.yAxis": "{heatmap, select, yes {Cell values} other {Y axis}}: {axis}",
    "describe.additionalAxis": "Additional axis {number}: {axis}",
    "describe.referenceLine": "Reference line on the {axis, select, x {x} other {y}} axis: {label}, at {value}.",
    "describe.noCategories": "No categories.",
    "describe.categories": "{count, plural, one {# category} other {# categories}}: {list}",
    "describe.categoriesRange": "{count, plural, one {# category} other {# categories}}, from {first} to {last}",
    "describe.noData": "No data yet.",
    "describe.single": "{kind, select, date {A single date} year {A single year} other {A single value}}, {value}",
    "point.inSeries": "{series}: {point}",
    "describe.range": "{kind, select, date {Dates} year {Years} other {Values}} from {lower} to {upper}",
    "describe.log10": "Logarithmic scale, base 10.",
    "describe.ln": "Natural logarithmic scale.",
    "describe.seriesHeader":
      "{several, select, yes {Series {number} of {total}{named, select, no {. } other {: }}} other {Series: }}",
    "describe.heatmapRow":
      "{total, plural, one {Row} other {Row {number} of {total}}}: {name}, {count, plural, =0 {no cells} one {# cell} other {# cells}}{empty, plural, =0 {} other {, # empty}}.",
    "describe.group":
      "{several, select, yes {Group {number} of {total}} other {Group}}{named, select, no {, } other {: {name}, }}{known, select, no {number of values not given} other {{count, plural, one {# value} other {# values}}}}.",
    "describe.bins":
      "{bins, plural, =0 {no bins} one {# bin} other {# bins}}, {count, plural, one {# value} other {# values}}",
    "describe.pieSlices": "Pie chart, {count, plural, one {# slice} other {# slices}}",
    "describe.seriesKind": "{continuous, select, yes {Line} other {Separate points}}",
    "describe.dataPoints": "{count, plural, =0 {no data points} one {# data point} other {# data points}}",
    "describe.missing": "{count, plural, one {# missing value} other {# missing values}}",
    "describe.intervals":
      "{all, select, yes {all} other {{count}}} with {level, select, none {uncertainty} other {{level} confidence}} intervals",
    "describe.seriesName": "Series {number}",
    "point.interval": ". Confidence interval: {lower} to {upper}",
  ]
}
