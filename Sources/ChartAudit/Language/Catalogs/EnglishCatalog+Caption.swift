extension EnglishCatalog {
  /// The caption fact-checker's lines and facts (`caption.*`).
  ///
  /// Arguments: `sentence` counts the caption's sentences from 1; `claim` quotes the caption;
  /// `verdict` is "supported", "contradicted" or "not-checkable"; `error` is "value", "label",
  /// "trend", "comparison" or "count"; `fact` is one of the `caption.fact.*` texts (empty for a
  /// claim that is not checkable). `caption.line` puts a claim's `source` (the caption's file
  /// and line, or "caption") before the `caption.claim` text. In the facts, `value`, `first`,
  /// `last`, `firstValue` and `secondValue` are values with the y axis' unit, `label` an x value or category as the axis
  /// writes it, `series` a series name (empty for the only series), `extreme` "highest" or
  /// "lowest", `statistic` "mean" or "median", `direction` "up", "down" or "none", `role` how
  /// `label` is placed: "day" (a date, with or without its time: "on January 4"), "month",
  /// "quarter", "year" ("in"), or "other" (a category, a number, a time of day: "at").
  static let caption: [String: String] = [
    "caption.claim":
      "Sentence {sentence}, \"{claim}\": {verdict, select, supported {supported} contradicted {contradicted, {error, select, value {wrong value} label {wrong label} trend {wrong trend} comparison {wrong comparison} other {wrong count}}} other {not checkable}}{fact, select, none {} other {; in the data, {fact}}}.",
    "caption.line": "{source}: {claim}",
    "caption.counts":
      "{source}: {claims, plural, one {# claim} other {# claims}}; {supported} supported, {contradicted} contradicted, {unchecked} not checkable.",
    "caption.rule":
      "{error, select, value {A number the data does not have} label {A series, category or date that does not fit the value} trend {A direction the data does not go} comparison {An order the data does not have} other {A count the data does not have}}",
    "caption.fact.point": "{label} is {value}{series, select, none {} other { in {series}}}",
    "caption.fact.extreme":
      "{extreme, select, highest {the highest value} other {the lowest value}}{series, select, none {} other { of {series}}} is {value}, {role, select, day {on {label}} month {in {label}} quarter {in {label}} year {in {label}} other {at {label}}}",
    "caption.fact.statistic":
      "{statistic, select, mean {the mean} other {the median}}{series, select, none {} other { of {series}}} is {value}",
    "caption.fact.change": "from {from} to {to} the change is {change}",
    "caption.fact.nearest":
      "no value is {number}; the nearest is {value}, {role, select, day {on {label}} month {in {label}} quarter {in {label}} year {in {label}} other {at {label}}}",
    "caption.fact.trend":
      "{series, select, none {the series} other {{series}}} {direction, select, up {rises, a significant trend} down {falls, a significant trend} other {has no significant trend}}{first, select, none {} other {, from {first} to {last}}}",
    "caption.fact.direction": "from {first} to {last} is a {direction, select, up {rise} other {fall}}",
    "caption.fact.comparison": "{first} is {firstValue}, {second} is {secondValue}",
    "caption.fact.ranking": "{extreme, select, highest {the highest} other {the lowest}} is {label}, {value}",
    "caption.fact.count":
      "{pointCount, plural, one {# point} other {# points}}{seriesCount, plural, =1 {} other { in {seriesCount} series}}{categoryCount, select, none {} other {, {categoryCount} categories}}",
  ]
}
