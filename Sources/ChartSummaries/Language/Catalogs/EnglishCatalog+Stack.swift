extension EnglishCatalog {
  /// The sentences of stacked, normalized and grouped bar charts and stacked areas (`stack.*`,
  /// `grouped.*`), their point lines, Chart Details labels, table headers and explore lines.
  static let stack: [String: String] = [
    "stack.layers":
      "{kind, select, groupedBar {{count, plural, one {# series} other {# series}} in each group} other {{count, plural, one {# layer} other {# layers}}, bottom to top}}: {list}.",
    "stack.total": "Total",
    "stack.shareItem": "{layer} {share}",
    "stack.othersItem": "{count, plural, one {# other layer} other {# other layers}} {share}",
    "stack.shares": "Shares of the whole: {list}.",
    "stack.largest":
      "{layer} was the largest part {all, select, yes {in every {kind, select, stackedArea {point} other {bar}}} other {in {count} of the {total, plural, one {# {kind, select, stackedArea {point} other {bar}}} other {# {kind, select, stackedArea {points} other {bars}}}}}}.",
    "stack.shift":
      "From {first} to {last}, {fell, select, none {the share of {rose} rose from {roseFrom} to {roseTo}} other {the share of {fell} fell from {fellFrom} to {fellTo}{rose, select, none {} other { while that of {rose} rose from {roseFrom} to {roseTo}}}}}.",
    "stack.growth": "{layer} grew the most, from {from} to {to}.",
    "stack.negative":
      "{list} {count, plural, one {goes} other {go}} below zero; values below zero stack downward from zero and subtract from the total.",
    "stack.gap": "{x}: no values.",
    "stack.point":
      "{x}: {list}{normalized, select, yes {, of {total}} other {; total {total}}}.",
    "grouped.leaders":
      "{series} was highest {all, select, yes {in every category} other {in {count} of the {total, plural, one {# category} other {# categories}}}}{rest, select, none {} other {, {rest}}}.",
    "grouped.leaderItem": "{series} in {count}",
    "grouped.change": "to {series} {x}",
    "grouped.changes":
      "The lead changed {count, plural, one {once} other {# times}}: {list}{more, select, yes {, and later} other {}}.",
    "grouped.ledIn": "{series} was highest in {list}.",
    "grouped.point": "{x}: {list}; highest {series}.",
    "details.stack":
      "{name, select, sum {Sum} share {Share of the whole} firstShare {Share at the start} lastShare {Share at the end} highest {Highest in} other {Largest part in}}",
    "details.stackLargestCount":
      "{count} of {total, plural, one {# {kind, select, groupedBar {category} stackedArea {point} other {bar}}} other {# {kind, select, groupedBar {categories} stackedArea {points} other {bars}}}}",
  ]
}
