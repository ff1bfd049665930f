extension EnglishCatalog {
  /// The accessibility audit's findings and report (`audit.*`). A finding's message and fix are
  /// sentences without their final period (the report adds it) that start in lower case after
  /// "RULE: "; "title", "format" and the other quoted keys are the chart file's, not words.
  /// Numbers arrive formatted (ratios "4.5:1", `dark`, `large` and similar flags "yes" or "no").
  static let audit: [String: String] = [
    // The report
    "audit.place.topLevel": "top level",
    "audit.severity": "{severity, select, error {error} warning {warning} other {note}}",
    "audit.ruleCriterion": "{rule}, WCAG {criterion} level {level}",
    "audit.finding": "{file}: {place}: {severity}: {rule}: {message} Fix: {fix}",
    "audit.counts":
      "{file}: {errors, plural, one {# error} other {# errors}}, {warnings, plural, one {# warning} other {# warnings}}, {notes, plural, one {# note} other {# notes}}.",
    "audit.noFindings": "{file}: no findings.",
    "audit.sarifMessage": "{message} Fix: {fix}",

    // What each rule checks (SARIF's rule descriptions)
    "audit.rule.text-contrast": "Text contrasts with the background by at least 4.5:1 (3:1 for large text).",
    "audit.rule.text-contrast-enhanced": "Text contrasts with the background by at least 7:1 (4.5:1 for large text).",
    "audit.rule.series-contrast": "Each series' colour contrasts with the background by at least 3:1.",
    "audit.rule.series-colors-distinct":
      "Series colours differ by at least {difference} CIEDE2000 with normal vision and with protanopia, deuteranopia and tritanopia, or the series differ in another way.",
    "audit.rule.chart-title": "The chart has a title.",
    "audit.rule.axis-title": "Every axis has a title.",
    "audit.rule.axis-unit": "Every numeric axis says its unit or format.",
    "audit.rule.series-name": "Every series of a chart with several has a name.",
    "audit.rule.summary-missing": "The chart has an author's summary.",
    "audit.rule.summary-contradicts-data":
      "The author's summary agrees with the data (direction, counts, first and last values).",
    "audit.rule.too-many-series": "There are no more series than distinct timbres ({timbres}).",
    "audit.rule.too-many-categories":
      "Each category lasts at least {seconds} seconds in the default audio graph (at most {maximum} categories).",
    "audit.rule.flat-y-range":
      "The data spans more than {share}% of the y-axis range, so its pitch changes audibly.",
    "audit.rule.long-point-label": "Point labels are at most {maximum} characters, short enough to hear.",
    "audit.rule.not-sonified": "Everything the chart holds is heard in its audio graph.",
    "audit.rule.interval-as-values":
      "A confidence interval is given as each point's interval, not as two extra axes or series.",
    "audit.intervalAsValues":
      "the {kind, select, axes {additional axes} other {series}} \"{lower}\" and \"{upper}\" look like the lower and upper bounds of a confidence interval; AudioGraph reads them as other values, so the interval is neither heard nor said",
    "audit.intervalAsValues.fix":
      "give each point its interval, {example} in the chart file or {code} in code, and remove the {kind, select, axes {two axes} other {two series}}",

    // Contrast
    "audit.background": "the background {color}",
    "audit.background.assumed": "the background {color} (assumed: the file gives no {key} background)",
    "audit.textContrast":
      "the text colour {color} on {background}{dark, select, yes { in dark mode} other {}} has a contrast ratio of {ratio}, below the {minimum} that WCAG {criterion} requires for {large, select, yes {large text} other {text}}",
    "audit.seriesContrast":
      "{series} is drawn in {color} on {background}{dark, select, yes { in dark mode} other {}}: a contrast ratio of {ratio}, below the {minimum} that WCAG 1.4.11 requires for graphical objects",
    "audit.ratio": "{ratio}:1",
    "audit.fix.noColor":
      "no {what, select, text {text colour} other {series colour}} reaches {minimum} on this background; change the background",
    "audit.fix.color":
      "use {color} or {darker, select, yes {darker} other {lighter}} as the {what, select, text {text colour} other {series colour}} ({ratio}), or a {darker, select, yes {lighter} other {darker}} background",
    "audit.series": "series {number}{details, select, none {} other { ({details})}}",
    "audit.reader":
      "{difference} for a reader {vision, select, normal {with normal colour vision} protanopia {with protanopia (red-blind)} deuteranopia {with deuteranopia (green-blind)} other {with tritanopia (blue-blind)}}",
    "audit.colorsDistinct":
      "{first} and {second}{dark, select, yes { in dark mode} other {}} differ by only {readers} in CIEDE2000, below {threshold}; {otherCue, select, yes {the series also differ in kind ({firstKind, select, line {a line} other {separate points}} and {secondKind, select, line {a line} other {separate points}}), so colour is not the only cue} other {the chart file states no other cue (both are {firstKind, select, line {lines} other {separate points}}), so colour is the only way to tell them apart}}",
    "audit.colorsDistinct.fix":
      "choose colours that also differ in lightness (one dark, one light), or give the series different markers or line styles, or label them directly",

    // Text alternatives
    "audit.title": "the chart has no title",
    "audit.title.fix":
      "add a \"title\" that names what the chart shows, such as \"Website visits, first half of 2024\"",
    "audit.axisTitle":
      "the {axis, select, x {x axis} y {y axis} other {additional axis {number}}} has no title",
    "audit.axisTitle.fix":
      "add a \"title\" that says what the {axis, select, x {x axis} y {y axis} other {additional axis {number}}} measures",
    "audit.axisUnit":
      "the {axis, select, x {x axis} y {y axis} other {additional axis {number}}}{title, select, none {} other { ({title})}} has no unit or format, so its values are read as bare numbers",
    "audit.axisUnit.fix":
      "add a \"format\" with a unit, such as {example}, or a style (percent, currency), or give the unit in the title in parentheses",
    "audit.axisUnit.example": "visits",
    "audit.groupName":
      "group {number} of {count} of the box plot has no name, so a listener cannot tell which box it is",
    "audit.groupName.fix":
      "name each group: give its series a \"name\", the category its box stands for",
    "audit.seriesName": "series {number} of {count} has no name, so a listener cannot tell which it is",
    "audit.seriesName.fix": "add a \"name\" as the legend shows it",
    "audit.summaryMissing": "the chart has no summary; AudioGraph would generate \"{generated}\"",
    "audit.summaryMissing.fix":
      "add a \"summary\" that states the chart's key message (the generated one is a starting point)",
    "audit.summaryContradicts.fix": "correct the summary so that it says what the data shows",

    // Sonifiability
    "audit.tooManySeries":
      "the chart has {count} series but the audio graph has {timbres} distinct timbres, so series {next} and later sound like earlier ones when all play together",
    "audit.tooManySeries.fix": "split the chart, or combine series, so that it has at most {timbres}",
    "audit.tooManyCategories":
      "the x axis has {count} categories; in the default 10-second audio graph each lasts {seconds} seconds, less than the {minimum} seconds that tells tones apart",
    "audit.tooManyCategories.fix": "group the categories into at most {maximum}, or split the chart",
    "audit.flatRange":
      "the data spans {share}% of the y-axis range ({low} to {high}), so the audio graph is one flat pitch",
    "audit.flatRange.fix": "narrow the y-axis range to the data, or leave \"range\" out so that it follows the data",
    "audit.longLabels":
      "{count} point {count, plural, one {label} other {labels}} of {series} {count, plural, one {is} other {are}} longer than {maximum} characters (the longest has {longest}), too long to hear while exploring",
    "audit.longLabels.fix": "shorten the labels to a few words and put details in the summary",
    "audit.notSonified": "the audio graph leaves something out: {note}",
    "audit.notSonified.fix": "if listeners need it, say it in the summary or in point labels",
  ]
}
