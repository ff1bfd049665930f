extension EnglishCatalog {
  /// The explorer's positions, jumps, feedback and the help lines for them (`explore.*`).
  static let explore: [String: String] = [
    "explore.groupLineNoCount":
      "Group {number} of {total}: {series}, number of values not given.",
    "explore.at":
      "{line}, {unit, select, bar {bar} bin {bin} group {group} period {period} slice {slice} other {point}} {number} of {total}.",
    "explore.atCell":
      "{line}, row {row} of {rows}, column {number} of {total}.",
    "explore.unknownKey":
      "{key, select, none {That key} other {{key}}} does nothing here; h for help.",
    "explore.gotoPrompt":
      "Go to: type an x value or category, then Enter; Escape cancels.",
    "explore.gotoNone":
      "Nothing on the x axis matches {text}.",
    "explore.gotoCancelled":
      "Go to cancelled.",
    "explore.notInBoxPlot":
      "In a box plot, Left and Right go to the groups and Up and Down through a group's values; this jump works along points.",
    "explore.tenth":
      "Tenth {number}:",
    "explore.tenthEnd":
      "{end, select, first {In the first tenth.} other {In the last tenth.}}",
    "explore.outlier":
      "Unusual value {number} of {count}, {side, select, high {high} other {low}}:",
    "explore.noOutliers":
      "{series} has no unusual values.",
    "explore.outlierEnd":
      "{end, select, first {No unusual value before this point.} other {No unusual value after this point.}}",
    "explore.crossing":
      "Crosses {others}, crossing {number} of {count}:",
    "explore.noCrossings":
      "{series} crosses no other series.",
    "explore.crossingEnd":
      "{end, select, first {No crossing before this point.} other {No crossing after this point.}}",
    "explore.oneSeries":
      "The chart has one series; there is nothing to cross.",
    "explore.help7":
      "From a script, one command per line: right, left, home, end, up, down, next-series, previous-series, play, faster, slower, min, max, where, goto VALUE, next-tenth, previous-tenth, next-higher, previous-higher, next-lower, previous-lower, next-outlier, previous-outlier, next-crossing, previous-crossing, chord, solo, mute, play-all, positions, messages, speech, settings, summary, details, braille, help, quit, or the key characters.",
    "explore.help9":
      "w says where you are: the series and the point, each with its position.",
    "explore.help10":
      "g, then a value and Enter, goes to that x: a number, a date such as 2024-07, a category, or the start of the x as it is spoken; Escape cancels.",
    "explore.help11":
      "t and T go to the next and previous tenth of the series.",
    "explore.help12":
      "u and v go to the nearest higher and lower value to the right; U and V look to the left.",
    "explore.help13":
      "o and O go to the next and previous unusual value; i and I to the next and previous point where this series crosses another.",
    "explore.help14":
      "Every move ends with its position; a key that does nothing here says so.",
    "explore.positions":
      "{state, select, on {Positions on.} other {Positions off.}}",
    "explore.speech":
      "{state, select, on {Speech on: every line is said aloud.} other {Speech off.}}",
    "explore.messages":
      "{state, select, brief {Brief messages: a point's x and value.} other {Full messages.}}",
    "explore.settings":
      "Speed {speed, select, half {half} threeQuarters {0.75 times} normal {normal} oneAndAHalf {1.5 times} other {double}}; positions {state, select, on {on} other {off}}; messages {messages, select, brief {brief} other {full}}; speech {speech, select, on {on, {rate} words a minute} other {off}}; pitch range {range}; {file, select, none {settings are neither read nor written (--no-settings)} other {kept in {file}}}.",
    "explore.help15":
      "p turns the positions at the end of each move off and on; l switches a point's line between full and brief (its x and value only); r turns speech off and on (the tool says every line aloud, after the tone); P says the settings, which are kept from one session to the next.",
    "explore.chord":
      "Chord at {x}: {parts}.",
    "explore.chordPart":
      "{series} {value}",
    "explore.chordOneSeries":
      "{kind, select, box {A box plot's groups have no common x; a chord plays several series at one x.} other {The chart has one series; a chord needs several.}}",
    "explore.chordFirst":
      "The first {count} series are heard.",
    "explore.help17":
      "c plays every series at this x together, as a chord, and says their values. a plays this series alone (solo) and n mutes it; pressed again, each is undone.",
    "explore.solo":
      "{state, select, on {Solo: only {series} is heard.} other {Solo off: every series that is not muted is heard.}}",
    "explore.mute":
      "{state, select, on {{series} muted.} other {{series} heard again.}}",
    "explore.silent":
      "{reason, select, muted {{series} is muted.} other {{series} is not heard: {solo} plays solo.}}",
    "explore.help18":
      "A plays the whole chart from this point: every series that is heard, together (play-all from a script); solo and mute choose them, and a playing chart follows them.",
    "explore.playingChart":
      "Playing the chart from {x}: {series}.",
    "explore.notHeard":
      "Not heard: {series}.",
    "explore.noneHeard":
      "No series is heard; n unmutes the current series, a plays it solo.",
  ]
}
