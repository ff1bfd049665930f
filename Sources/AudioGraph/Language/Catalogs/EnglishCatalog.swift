import ChartAccessibility

/// The English messages of AudioGraph's catalog (`MessageCatalog.audioGraph`): the reference its
/// translations and an app's pack are checked against. `sound.*` and `soundKey.*` say what the
/// sound does, `explore.*` writes the explorer's lines.
enum EnglishCatalog {
  /// Arguments passed to a message that the English message does not print: none here.
  static let unusedArguments: [String: [String]] = [:]

  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack, explore, levels, pageExplorer)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    "narration.end": "End of graph.",
    // Notes about what an audio graph does not let a listener hear
    "sound.emptySeries": "Series {number} ({series}) has no values, so nothing is heard for it.",
    "sound.onlyMissing":
      "Series {number} ({series}) has only missing values: {markers, select, yes {only their markers are heard} other {nothing is heard for it}}.",
    "sound.singleValue":
      "Series {number} ({series}) has a single value: one tone, {seconds} seconds into the graph{flat, select, yes { (the middle of the data, as every point has the same x)} other {}}.",
    "sound.merged":
      "Series {number} ({series}) has more points than can be heard one by one: its {count} points play as {items} {continuous, select, yes {key points} other {tones}}, each the mean of the points in {milliseconds} milliseconds.",
    "sound.missingMerged":
      "Series {number} ({series}) has {count, plural, one {# missing value} other {# missing values}} in time slots that also hold values{markers, select, yes {; each such slot plays the missing-value sound} other {}}.",
    "sound.missingMergedGaps":
      "{slots, plural, one {# slot, at least half missing, is heard as missing} other {# slots, at least half missing, are heard as missing}}.",
    "sound.missingMergedMeans":
      "{slots, plural, one {# slot, mostly values, plays the mean of its values} other {# slots, mostly values, play the mean of their values}}.",
    "sound.additionalAxis":
      "Additional axis {number} ({axis}) is not sonified; it can be mapped to {numeric, select, yes {volume, tone length, brightness or tremolo} other {timbre}}.",
    "sound.toneLength": "Tone length applies to discrete series only; continuous series keep their length.",
    "sound.yGridlines": "Gridlines on the y axis are not sonified; pitch gives the y value.",
    "sound.intervalsOff": "Confidence intervals are not sonified (intervals are off).",
    "sound.xReferenceLines": "Reference lines on the x axis are not sonified (their earcons are off).",
    "sound.yReferenceLines": "Reference lines on the y axis are not sonified (their earcons and drones are off).",
    "sound.xGridlines": "Gridlines on the x axis are not sonified (their earcons are off).",
    "sound.missingSilent": "Missing values are silent gaps without a marker (their earcons are off).",
    "sound.onlySeries":
      "Only series {number} ({series}) is heard; {others} other series {others, plural, one {is} other {are}} not.",
    "sound.unknownCategories":
      "{count, plural, one {# point of series {number} ({series}) has a category that is not on the x axis and is not heard} other {# points of series {number} ({series}) have a category that is not on the x axis and are not heard}}.",
    // explore
    "explore.help1": "Keys: Left and Right step through the points; Home and End go to the first and last point.",
    "explore.help2": "Page Up and Page Down, or [ and ], go to the previous and next series.",
    "explore.help3":
      "Space plays the graph of this series from the current point, and pauses it; + and - change the speed.",
    "explore.help4": "m goes to the minimum and M to the maximum; s says the summary, d the features and statistics.",
    "explore.help5": "b prints the braille line of this series and the cell the current point is in.",
    "explore.help6": "h says this help; q quits.",
    "explore.help8":
      "In a box plot, Left and Right go to the previous and next group; Up and Down (up and down from a script) step through its values, from the lowest unusual value through minimum, quartiles and median to the highest.",
    "explore.boxPart":
      "{series}, {part, select, minimum {minimum} q1 {first quartile} median {median} q3 {third quartile} maximum {maximum} other {unusual value {number} of {count}}}: {value}.",
    "explore.highestPart":
      "Highest value.",
    "explore.lowestPart":
      "Lowest value.",
    "explore.lastGroup":
      "This is the last group.",
    "explore.firstGroup":
      "This is the first group.",
    "explore.start": "Exploring {title, select, none {a chart} other {{title}}}. Press h for help, q to quit.",
    "explore.noSeries": "The chart has no series.",
    "explore.paused": "Paused.",
    "explore.complete": "Complete.",
  ]
}
