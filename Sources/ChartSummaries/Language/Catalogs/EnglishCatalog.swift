import ChartAccessibility

/// The English messages of the summarizer's catalog (`MessageCatalog.summaries`): the reference
/// its translations and an app's pack are checked against. Keys are grouped by what they write:
/// `number.*` numbers with words, `x.*` an x value after its preposition, the summary's sentences,
/// `details.*` Chart Details, `equation.*` a fitted model in words, `heatmap.*`, `candlestick.*`
/// and `stack.*` the sentences of those charts.
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
    "highestLowest": ["highestCount", "lowestCount"],
    // "yes" when both ends are percentages (Spanish gives them the article: "entre el 23 %").
    "fluctuating": ["percent"],
    "flat": ["percent"],
    "extremes": ["percent"],
    "series.flat": ["percent"],
    "series.noise": ["percent"],
    // Whether the x and y titles start with a vowel (French elides "de": « d'Eruption length »).
    "relationship": ["xVowel", "yVowel"],
    "relationship.everywhere": ["xVowel", "yVowel"],
    "relationship.everywhere.none": ["xVowel", "yVowel"],
    "inSeries": ["sentence"],
    "interval.pair.x": ["secondX"],
    "path.ended": ["direction", "amount", "factor"],
    // A factor is a multiplication or a division in French and Spanish.
    "sharedExcursion.part": ["direction"],
    "number.large": ["vowel"],
    "details.xSince": ["role"],
    "x.span": ["role", "vowel"],
    "x.spanStart": ["role", "vowel"],
    "x.counted": ["gender"],
    // "yes" when x is a measured variable, as on a scatter plot (Spanish "para 1,983 minutes").
    "x.number": ["variable"],
    "series.startsLater": ["vowel"],
    "mostOfIt": ["role", "gender"],
  ]

  /// Every message of this catalog: its sections merged.
  static let messages = LanguageCatalog.merged(sentences, heatmap, candlestick, stack)

  /// The catalog's sentences that have no section of their own.
  static let sentences: [String: String] = [
    // Numbers
    "number.large":
      "{number} {scale, select, trillion {trillion} billion {billion} other {million}}{unit, select, none {} other { {unit}}}",
    "number.percentagePoints": "{number} {number, plural, one {percentage point} other {percentage points}}",
    "fallback.xValues": "x",
    "fallback.values": "the values",
    "template.trendVerb": "{direction, select, up {increased} down {decreased} other {remained stable}}",
    "template.point": "{count, plural, one {point} other {points}}",
    "template.otherLanguage":
      "The chart's summary template is written in {language, select, en {English} de {German} fr {French} es {Spanish} other {the language {code}}}; the summary is the generated one, in English.",
    "count.dataPoints": "{count} {count, plural, one {data point} other {data points}}",

    // x values after their preposition
    "x.year": "in {x}",
    "x.negativeYear": "in the year {x}",
    "x.quarter": "in {x}",
    "x.month": "in {x}",
    "x.day": "on {x}",
    "x.dateTime": "on {x}",
    "x.time": "at {x}",
    "x.pointWord": "point",
    "x.number": "at {x}",
    "x.category": "in {x}",
    "x.counted": "{preposition} {x}",
    "x.provided": "{preposition} {x}",

    // Orientation
    "orientation":
      "{kind, select, line {Line chart} bar {Bar chart} scatter {Scatter plot} histogram {Histogram} boxPlot {Box plot} candlestick {Candlestick chart} stackedBar {Stacked bar chart} groupedBar {Grouped bar chart} normalizedBar {Normalized bar chart} stackedArea {Stacked area chart} other {Pie chart}}{title, select, none {} other { of {title}}}, {count, plural, one {# {kind, select, bar {bar} stackedBar {bar} normalizedBar {bar} groupedBar {group} pie {slice} histogram {bin} boxPlot {group} candlestick {period} other {point}}} other {# {kind, select, bar {bars} stackedBar {bars} normalizedBar {bars} groupedBar {groups} pie {slices} histogram {bins} boxPlot {groups} candlestick {periods} other {points}}}}{span, select, none {} other { {span}}}.",
    "distribution.center":
      "{series}: {count, plural, one {# value} other {# values}}, median {median}.",
    "distribution.spread":
      "Half the values are between {q1} and {q3}; all are between {min} and {max}.",
    "distribution.shape":
      "{shape, select, symmetric {The distribution is roughly symmetric.} skewedRight {The distribution is skewed to the right, with a long tail of high values.} skewedLeft {The distribution is skewed to the left, with a long tail of low values.} other {The distribution is roughly symmetric but has heavy tails: more extreme values than a bell curve.}}",
    "distribution.peaks":
      "The distribution has {count} peaks, near {peaks}.",
    "distribution.outliers":
      "{direction, select, up {{count, plural, one {One value is unusually high} other {# values are unusually high}}, above {fence}} other {{count, plural, one {One value is unusually low} other {# values are unusually low}}, below {fence}}}.",
    "distribution.bin":
      "{low} to {high}, {count, plural, one {# value} other {# values}}, {share}.",
    "box.group":
      "{group}: median {median}, middle half {q1} to {q3}.",
    "box.fiveNumbers":
      "{count, plural, one {# value} other {# values}}; minimum {min}, first quartile {q1}, median {median}, third quartile {q3}, maximum {max}{outliers, select, none {} other {; unusual values: {outliers}}}.",
    "box.highestLowest":
      "{highest} has the highest median, {lowest} the lowest.",
    "box.groupsRange":
      "{count} groups, with medians from {low} in {lowest} to {high} in {highest}.",
    "box.comparison":
      "{verdict, select, differClearly {The groups differ clearly.} differSlightly {The groups differ slightly and overlap a lot.} other {The groups overlap, with no clear difference.}}",
    "box.outliers":
      "Unusual values: {list}.",
    "box.outliersIn":
      "{count} in {group}",
    "box.countUnknown":
      "The data does not say how many values each group has.",
    "box.fiveNumbersNoCount":
      "number of values not given; minimum {min}, first quartile {q1}, median {median}, third quartile {q3}, maximum {max}{outliers, select, none {} other {; unusual values: {outliers}}}.",
    "details.distribution":
      "{name, select, q1 {First quartile} q3 {Third quartile} iqr {Interquartile range} sd {Standard deviation} skewness {Skewness} kurtosis {Excess kurtosis} bins {Bins} groups {Groups} peaks {Peaks} test {Group comparison} other {Unusual values}}",
    "details.test":
      "Kruskal-Wallis H {h}, p {p}, effect size {effect}",

    // Headlines of one series
    "noData": "There is no data.",
    "singlePoint": "There is only one data point: {y} {x}.",
    "constant": "{series} stayed at {y} {span}.",
    "fewPoints.unchanged": "{series} ranged from {min} to {max}, starting and ending at {first}.",
    "fewPoints": "{series} {direction, select, up {rose} other {fell}} from {first} {firstX} to {last} {lastX}{after}.",
    "afterInterior": ", after a {kind, select, high {high} other {low}} of {value} {x}",
    "trend":
      "{series} {direction, select, up {rose} other {fell}}{adverb, select, sharply { sharply} steadily { steadily} slightly { slightly} other {}}{by, select, none { overall,} other { by {factor, select, yes {a factor of {by}} other {{by}}},}} from {first} {firstX} to {last} {lastX}{beneath}.",
    "trend.cycleMeans":
      "{series} {direction, select, up {rose} other {fell}}{adverb, select, sharply { sharply} other {}} by {factor, select, yes {a factor of {by}} other {{by}}}, from an average of {first} over the first {unit, select, year {year} month {month} week {week} other {day}} to {last} over the last{beneath}.",
    "percentPointTrend":
      "{series} {direction, select, up {rose} other {fell}}{adverb, select, sharply { sharply} steadily { steadily} slightly { slightly} other {}} from {first} {firstX} to {last} {lastX}, {direction, select, up {an increase} other {a decrease}} of {points}{beneath}.",
    "withFluctuations": ", with fluctuations",
    "withCycle": ", with {cycle}",
    "mostOfIt": ", most of it {when, select, after {after} other {before}} {x}",
    "cycle.named":
      "a {period, select, yearly {yearly} monthly {monthly} weekly {weekly} other {daily}} cycle of about {swing}",
    "cycle.about":
      "a cycle of about {amount} {unit, select, year {{amount, plural, one {year} other {years}}} quarter {{amount, plural, one {quarter} other {quarters}}} month {{amount, plural, one {month} other {months}}} week {{amount, plural, one {week} other {weeks}}} day {{amount, plural, one {day} other {days}}} hour {{amount, plural, one {hour} other {hours}}} minute {{amount, plural, one {minute} other {minutes}}} other {{amount, plural, one {second} other {seconds}}}} that swings by about {swing}",
    "cycle.axis": "a cycle of about {amount} on the {axis} axis that swings by about {swing}",
    "every.named": "every {unit, select, year {year} month {month} week {week} other {day}}",
    "every.about":
      "about every {amount} {unit, select, year {{amount, plural, one {year} other {years}}} quarter {{amount, plural, one {quarter} other {quarters}}} month {{amount, plural, one {month} other {months}}} week {{amount, plural, one {week} other {weeks}}} day {{amount, plural, one {day} other {days}}} hour {{amount, plural, one {hour} other {hours}}} minute {{amount, plural, one {minute} other {minutes}}} other {{amount, plural, one {second} other {seconds}}}}",
    "every.axis": "about every {amount} on the {axis} axis",
    "cyclic":
      "{series} rose and fell in {cycle},{trend, select, none { with no clear trend,} other {}} between a low of {min} {minX} and a high of {max} {maxX}.",
    "cycle.move":
      "Beneath the {unit, select, year {yearly} month {monthly} week {weekly} other {daily}} cycle, the level {direction, select, up {rose} other {fell}} from an average of {from} {fromX} to {to} {toX}.",
    "cycle.turn":
      "The {unit, select, year {yearly} month {monthly} week {weekly} other {daily}} average {direction, select, up {peaked at} other {bottomed out at}} {value} {when}.",
    "cycle.beneath":
      "Beneath the {unit, select, year {yearly} month {monthly} week {weekly} other {daily}} cycle, the level {direction, select, up {rose} other {fell}} by {factor, select, yes {a factor of {by}} other {{by}}}, from an average of {first} over the first {unit, select, year {year} month {month} week {week} other {day}} to {last} over the last.",
    "levelShift":
      "The level {direction, select, up {jumped} other {dropped}} from about {before} to about {after} {x}.",
    "flat": "{series} stayed roughly flat at about {median} {span}, ranging from {min} to {max}.",
    "path.only": "{series} was at {first} {firstX}.",
    "path.start":
      "{series} {direction, select, up {rose} other {fell}}{amount, select, none {} other { {factor, select, yes {by a factor of {amount}} other {{amount}}}}} from {first} {firstX} to {label, select, peak {a peak of } low {a low of } high {a high of } other {}}{value} {x}",
    "path.then":
      ", then {direction, select, up {rose} other {fell}}{amount, select, none {} other { {factor, select, yes {by a factor of {amount}} other {{amount}}}}} to {label, select, peak {a peak of } low {a low of } high {a high of } other {}}{value} {x}",
    "path.staysNear": ", then stayed near {value}",
    "path.held": ", where it stayed for {duration}",
    "path.ended":
      ", and ended at {label, select, peak {a peak of } low {a low of } high {a high of } other {}}{value} {x}",
    "path.end":
      "{recovery, select, past {, past its earlier {earlier, select, peak {peak} other {high}}} short {, still below its earlier {earlier, select, peak {peak} other {high}}} other {}}{overall, select, none {} other {, {overall}}}.",
    "overallChange":
      "{direction, select, up {up} other {down}} {factor, select, yes {by a factor of {amount}} other {{amount}}} overall",
    "fluctuating":
      "{series} fluctuated between {min} and {max} with no clear trend, starting at {first} {firstX} and ending at {last} {lastX}.",

    // Features and extremes
    "peaked": "It peaked at {value} {x}.",
    "dipped": "It dipped to {value} {x}.",
    "excursion":
      "It {direction, select, up {rose} other {fell}} {factor, select, yes {by a factor of {amount}} other {{amount}}} from {extreme, select, yes {{direction, select, up {a low of } other {a peak of }}} other {}}{approximate, select, yes {about } other {}}{from} {fromX} to {approximate, select, yes {about } other {}}{to} {toX}.",
    "excursionClause":
      ", with {direction, select, up {a rise} other {a fall}} {factor, select, yes {by a factor of {amount}} other {of {amount}}} from {approximate, select, yes {about } other {}}{from} {fromX} to {approximate, select, yes {about } other {}}{to} {toX}",
    "excursion.then":
      ", then {direction, select, up {rose} other {fell}} {factor, select, yes {by a factor of {amount}} other {{amount}}} to {approximate, select, yes {about } other {}}{to} {toX}{recovery, select, past {, past its earlier high} short {, still below its earlier high} other {}}.",
    "missingValuesAt": "{missing} of {total} values {missing, plural, one {is} other {are}} missing: {list}.",
    "missingValues": "{missing} of {total} values {missing, plural, one {is} other {are}} missing.",
    "unusualValues":
      "{count, plural, one {One unusual value: {firstY} {firstX}.} other {Two unusual values: {firstY} {firstX} and {secondY} {secondX}.}}",
    "noise":
      "{series} showed no trend, scattering around an average of {mean}; most values were between {low} and {high}.",
    "noise.leavingOut":
      "{series} showed no trend; leaving out one reading far from the rest, it scattered around an average of {mean}, and most values were between {low} and {high}.",
    "spike":
      "{extreme, select, high {The high is a single reading far above} low {The low is a single reading far below} other {One reading, {value} {x}, sits far {direction, select, up {above} other {below}}}} the values around it, about {around}.",
    "logGrowth":
      "{since, select, none {On the logarithmic scale} other {From {since}, on the logarithmic scale}}, it {direction, select, up {grew} other {shrank}} about {rate} a year, {direction, select, up {doubling} other {halving}} about every {years} years.",
    "powerLaw":
      "On the logarithmic scales, {y} {direction, select, up {rises} other {falls}} about as {x} to the power of {direction, select, up {} other {minus }}{exponent}: ten times the {x} goes with about {factor} times the {y}.",
    "extremes": "The high of {max} was {maxX} and the low of {min} {minX}.",

    // Categories
    "highestLowest": "{highest} is highest at {highestValue} and {lowest} lowest at {lowestValue}.",
    "names.more": "{names} and {count} others",
    "allEqual": "{series}: every category is at {value}.",
    "categoryValue": "{category}: {value}",
    "pie.slices":
      "{largest} {largestCount, plural, one {is the largest of {count} slices at {share}} other {are the largest of {count} slices, at {share} each}}{rest, select, none {} other {, then {rest}}}.",
    "pie.slice": "{name} at {share}",
    "inSeries": "In {series}, {lowered}",
    "sentence.end": ".",

    // Scatter plots
    "relationship":
      "There is a {strength} {direction, select, up {positive} other {negative}} relationship between {x} and {y}: as {x} increases, {y} tends to {direction, select, up {increase} other {decrease}}.",
    "relationship.none": "There is no clear relationship between {x} and {y}.",
    "relationship.everywhere":
      "There is a {strength} {direction, select, up {positive} other {negative}} relationship between {x} and {y} across all points and within each of {groups}: as {x} increases, {y} tends to {direction, select, up {increase} other {decrease}}.",
    "relationship.everywhere.none":
      "There is no clear relationship between {x} and {y}, across all points or within any of {groups}.",
    "relationship.acrossAll":
      "Across all {count} points, there is {strength, select, none {no clear relationship} other {a {strength} {direction, select, up {positive} other {negative}} relationship}} between {x} and {y}{within, select, up {, but within each series it is positive} down {, but within each series it is negative} other {}}.",
    "relationship.group":
      "{strength, select, none {no clear relationship} other {{strength} {direction, select, up {positive} other {negative}}}} for {name}",
    "relationship.groups": "Within each series: {groups}.",
    "relationship.counts": "Of the {total} series, {parts}.",
    "relationship.counts.positive": "{count, plural, one {# shows} other {# show}} a positive relationship",
    "relationship.counts.negative": "{count, plural, one {# shows} other {# show}} a negative relationship",
    "relationship.counts.none": "{count, plural, one {# shows} other {# show}} no clear relationship",

    // Several series
    "series.clauses": "{clauses}.",
    "series.clauses.span": "{span}, {clauses}.",
    "series.separator": "; ",
    "series.startsLater": "{series}, from {start},",
    "series.noData": "{series} has no data",
    "series.single": "{series} has one value, {value} {x}",
    "series.constant": "{series} stayed at {value}",
    "series.unchanged": "{series} started and ended at {to}",
    "series.moved":
      "{series} {direction, select, up {rose} other {fell}}{adverb, select, sharply { sharply} steadily { steadily} slightly { slightly} other {}}{by, select, none {{from, select, none { overall} other {}}} other { by {factor, select, yes {a factor of {by}} other {{by}}}{from, select, none {} other {,}}}}{from, select, none {} other { from {from}}} to {to}",
    "series.flat": "{series} stayed near {value}",
    "series.peak": "{series} peaked at {value} {x} and ended at {end}",
    "series.trough": "{series} fell to a low of {value} {x} and ended at {end}",
    "series.cyclic": "{series} rose and fell in {cycle}, up to {high} {x}",
    "series.noise": "{series} scattered around {mean} with no trend",
    "series.fluctuated": "{series} fluctuated between {low} and {high}",
    "allLines": "All {count} lines {direction, select, up {rose} other {fell}}.",
    "sharedExcursion":
      "{count, plural, =2 {Both lines} other {All {count} lines}} {direction, select, up {rose} other {fell}} {span}: {parts}.",
    "sharedExcursion.part": "{series} by {factor, select, yes {a factor of {amount}} other {{amount}}}",
    "lineCounts": "Of {total} lines, {parts}.",
    "lineCounts.rose": "{count} rose",
    "lineCounts.fell": "{count} fell",
    "lineCounts.other": "{count} showed no clear trend",
    "changedMost":
      "{series} {direction, select, up {rose} other {fell}} the most, by {factor, select, yes {a factor of {by}} other {{by}}}.",
    "endedHighest": "{series} ended highest, at {value}.",
    "changedMostTied":
      "{all, select, yes {{series} each {direction, select, up {rose} other {fell}} by {factor, select, yes {a factor of {by}} other {{by}}}.} other {{series} {direction, select, up {rose} other {fell}} the most, each by {factor, select, yes {a factor of {by}} other {{by}}}.}}",
    "endedHighestAndLowest": "{highest} ended highest, at {high}, and {lowest} lowest, at {low}.",
    "overtook": "{leader} overtook {follower} {x}.",
    "aboveThroughout": "The {leader} line stays above the {follower} line throughout.",
    "crossRepeatedly":
      "{first} and {second} cross repeatedly, {count} times; {leader} is higher {share} of the time.",
    "endedWithinUncertainty":
      "{leader} ended above {follower}, but their intervals overlap there, so the difference is within the uncertainty.",
    "gap":
      "The gap between {first} and {second} {direction, select, up {widened} other {narrowed}} from {from} to {to}.",
    "moreSeries": "{count} more {count, plural, one {series is} other {series are}} not described here.",

    // Confidence intervals
    "interval.width":
      "The {level, select, none {uncertainty interval} other {{level} interval}} {direction, select, up {widens} other {narrows}} from {from} {fromX} to {to} {toX}.",
    "interval.everyLine":
      "The {level, select, none {uncertainty intervals} other {{level} intervals}} of every line {direction, select, up {widen} other {narrow}} from start to end.",
    "interval.steady": "The {level, select, none {uncertainty interval} other {{level} interval}} stays about {width}.",
    "interval.plusOrMinus": "plus or minus {value}",
    "interval.between": "between {lower} and {upper}",
    "interval.pair.x": "{firstX} and {second}",
    "interval.pair.categories": "of {first} and {second}",
    "interval.noOverlap":
      "The {level, select, none {uncertainty intervals} other {{level} intervals}} {pair} do not overlap.",
    "interval.slightOverlap":
      "The {level, select, none {uncertainty intervals} other {{level} intervals}} {pair} overlap slightly, but the change is larger than their combined uncertainty.",
    "interval.overlap":
      "The {level, select, none {uncertainty intervals} other {{level} intervals}} {pair} overlap, so this change is within the uncertainty.",

    // Chart Details
    "details.trend": "{direction, select, up {increasing} other {decreasing}}",
    "details.noTrend":
      "{reason, select, small {none, because the fitted change of {change} is small against the range of {range}, although the Mann-Kendall test finds {direction, select, up {an upward} other {a downward}} order} other {none}}",
    "details.confidence":
      "{level, select, veryStrong {very strong} strong {strong} moderate {moderate} weak {weak} other {none}}",
    "details.model":
      "{kind, select, linear {linear} exponential {exponential} logarithmic {logarithmic} power {power} other {sinusoidal}}, {equation}{meaning, select, none {} other {, {meaning}}}",
    "details.xYearsSince": "where x is the years since {origin}",
    "details.xMinus": "where x is {title} minus {origin}",
    "details.xSince": "where x is the {units} since {origin}",
    "details.xPosition": "where x is the position of the category, 0 for {first}",
    "details.xIs": "where x is {title}",
    "details.none": "none",
    "details.lessThan": "less than {value}",
    "details.outliersMany": "{count} values, the {shown} most extreme: {list}",
    "details.changePoint": "the level shifted from about {before} to about {after} {x}",
    "details.periodicity": "{every}, swinging by about {swing}",
    "details.change":
      "{direction, select, up {up} other {down}} {amount}{relative, select, none {} other {, {factor, select, yes {a factor of {relative}} other {{relative}}}}}",
    "details.feature":
      "{kind, select, trend {Trend} model {Best fitting model} confidence {Fit confidence} outliers {Outliers} peak {Peak} trough {Low point} values {Values} periodicity {Periodicity} other {{kind, select, changePoint {Change point} other {Direction changes}}}}",
    "details.statistic":
      "{name, select, minimum {Minimum} maximum {Maximum} mean {Mean} median {Median} count {Count} missing {Missing} first {First} last {Last} change {Change} slope {Slope} rSquared {R squared} correlation {Correlation} kendallTau {Kendall tau} pValue {Mann-Kendall p-value} other {Correlation across all points}}",
    "details.line": "{series}, {label}: {value}",
    "details.line.chart": "{label}: {value}",
    "details.categoryValue": "{value} for {category}",

    // Rates
    "rate.time":
      "per {unit, select, second {second} minute {minute} hour {hour} day {day} week {week} month {month} year {year} decade {decade} century {century} other {quarter}}",
    "rate.unit": "per {multiple, plural, =1 {{one}} =1000000 {million {other}} other {# {other}}}",
    "rate.unitOf": "{count, plural, one {unit} other {units}}{title, select, none {} other { of {title}}}",
    "rate.category": "{count, plural, one {category} other {categories}}",
    "unit.time":
      "{unit, select, year {{count, plural, one {year} other {years}}} quarter {{count, plural, one {quarter} other {quarters}}} month {{count, plural, one {month} other {months}}} week {{count, plural, one {week} other {weeks}}} day {{count, plural, one {day} other {days}}} hour {{count, plural, one {hour} other {hours}}} minute {{count, plural, one {minute} other {minutes}}} other {{count, plural, one {second} other {seconds}}}}",

    // Equations
    "equation.linear": "y equals {a} times x{b}",
    "equation.exponential": "y equals {a} times e to the power of {b} times x",
    "equation.logarithmic": "y equals {a} times the natural log of x{b}",
    "equation.power": "y equals {a} times x to the power of {b}",
    "equation.sinusoidal": "y equals {a} times the sine of {b} times x{c}{d}",
    "equation.term": "{comma, select, yes {,} other {}} {sign, select, minus {minus} other {plus}} {value}",
    "x.span": "from {from} to {to}",
    "x.spanStart": "From {from} to {to}",
  ]
}
