extension EnglishCatalog {
  /// A candlestick chart's sentences (`candlestick.*`), its period lines and Chart Details labels.
  static let candlestick: [String: String] = [
    "candlestick.range": "The highest high was {high} {highX}, the lowest low {low} {lowX}.",
    "candlestick.upDown":
      "{up} of the {count, plural, one {# period} other {# periods}} closed above their open and {down} below{unchanged, plural, =0 {} one {; one closed where it opened} other {; # closed where they opened}}.",
    "candlestick.largestMove":
      "{direction, select, up {The largest rise in one period was {change}, {x}} other {The largest fall in one period was {change}, {x}}}.",
    "candlestick.volatility":
      "{period, select, day {The daily range} week {The weekly range} month {The monthly range} year {The yearly range} other {The range of a period}} from low to high averaged {average} of the close{most, select, none {} other {{single, select, yes {; the widest was {mostAverage}, {most}} other {, highest {most} ({mostAverage} on average)}}}}.",
    "candlestick.point":
      "{x}: open {open}, high {high}, low {low}, close {close}{direction, select, up {, up} down {, down} other {, unchanged}}{volume, select, none {} other {, volume {volume}}}.",
    "candlestick.gap": "{x}: no prices.",
    "details.candlestick":
      "{name, select, periods {Periods} up {Periods up} down {Periods down} highestHigh {Highest high} lowestLow {Lowest low} rise {Largest one-period rise} fall {Largest one-period fall} range {Average range} other {Widest range}}",
  ]
}
