/// Every sentence of the default wording, in English. The logic decides *what* to say and
/// passes already formatted numbers and dates; this type decides *how* it reads. Another language
/// is another type with the same methods; a language without a sentence falls back to English
/// for that whole sentence.
struct EnglishSummaryLanguage: Sendable {
  // MARK: Numbers

  /// The scale and word for |value| ≥ 10⁶.
  func largeNumberScale(_ magnitude: Double) -> (Double, String) {
    if magnitude >= 1e12 { return (1e12, "trillion") }
    if magnitude >= 1e9 { return (1e9, "billion") }
    return (1e6, "million")
  }

  /// "a factor of 32,500"
  func factor(_ ratio: String) -> String { "a factor of \(ratio)" }

  /// "by a factor of 14.4", after a verb: "rose by a factor of 14.4".
  func byFactor(_ ratio: String) -> String { "by a factor of \(ratio)" }

  func count(_ n: Int, _ forms: PluralWords) -> String { "\(n) \(n == 1 ? forms.one : forms.other)" }

  struct PluralWords {
    var one: String
    var other: String
  }

  static let point = PluralWords(one: "point", other: "points")
  static let dataPoint = PluralWords(one: "data point", other: "data points")

  // MARK: Orientation (L1)

  func orientation(kind: ChartKind, title: String?, count: Int, first: String?, last: String?) -> String {
    let kindWords =
      switch kind {
      case .line: "Line chart"
      case .bar: "Bar chart"
      case .scatter: "Scatter plot"
      case .pie: "Pie chart"
      }
    var text = kindWords + (title.map { " of \($0)" } ?? "")
    text += ", " + self.count(count, kind == .bar || kind == .pie ? PluralWords(one: "bar", other: "bars") : Self.point)
    if kind == .pie {
      text = text.replacingOccurrences(of: " bars", with: " slices").replacingOccurrences(of: " bar", with: " slice")
    }
    if let first, let last, count > 1 { text += " from \(first) to \(last)" }
    return text + "."
  }

  // MARK: Headlines (L3)

  func noData() -> String { "There is no data." }

  func singlePoint(y: String, x: String) -> String { "There is only one data point: \(y) \(x)." }

  func constant(series: String, y: String, from: String, to: String) -> String {
    "\(series) stayed at \(y) from \(from) to \(to)."
  }

  /// "Spending fell from $1,200 in January to $1,100 in March, after a high of $1,450 in February."
  func fewPoints(
    series: String, rose: Bool?, first: String, firstX: String, last: String, lastX: String, min: String, max: String,
    interior: (kind: String, value: String, x: String)? = nil
  ) -> String {
    guard let rose else { return "\(series) ranged from \(min) to \(max), starting and ending at \(first)." }
    let after = interior.map(afterInterior) ?? ""
    return "\(series) \(rose ? "rose" : "fell") from \(first) \(firstX) to \(last) \(lastX)\(after)."
  }

  /// ", after a high of $1,450 in February 2024"
  func afterInterior(_ interior: (kind: String, value: String, x: String)) -> String {
    ", after a \(interior.kind) of \(interior.value) \(interior.x)"
  }

  /// "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June 2024."
  /// `beneath` is what moves around the trend: ", with fluctuations" or ", with a yearly cycle of
  /// about 6 ppm".
  func trend(
    series: String, rose: Bool, adverb: String?, by: String?, first: String, firstX: String, last: String,
    lastX: String, beneath: String?
  ) -> String {
    var text = "\(series) \(rose ? "rose" : "fell")" + (adverb.map { " " + $0 } ?? "")
    text += by.map { " by \($0), from" } ?? " overall, from"
    text += " \(first) \(firstX) to \(last) \(lastX)"
    return text + (beneath ?? "") + "."
  }

  /// "Crash rate fell steadily from 4.8% in Week 1 to 3.1% in Week 8, a decrease of 1.7 percentage points."
  func percentPointTrend(
    series: String, rose: Bool, adverb: String?, first: String, firstX: String, last: String, lastX: String,
    points: String, beneath: String?
  ) -> String {
    var text = "\(series) \(rose ? "rose" : "fell")" + (adverb.map { " " + $0 } ?? "")
    text += " from \(first) \(firstX) to \(last) \(lastX), \(rose ? "an increase" : "a decrease") of \(points)"
    return text + (beneath ?? "") + "."
  }

  func withFluctuations() -> String { ", with fluctuations" }
  func withCycle(_ cycle: String) -> String { ", with \(cycle)" }

  /// "a yearly cycle of about 6.4 ppm", "a cycle of about 11 years that swings by about 120".
  func cycle(_ period: SpokenPeriod, swing: String) -> String {
    period.adjective != nil ? "\(period.cycle) of about \(swing)" : "\(period.cycle) that swings by about \(swing)"
  }

  /// "Daily high rose and fell in a yearly cycle of about 17 degrees Celsius, with no clear trend,
  /// between a low of -1.6 degrees Celsius on February 6, 2014 and a high of 35.6 degrees Celsius
  /// on August 11, 2014."
  func cyclic(series: String, cycle: String, min: String, minX: String, max: String, maxX: String) -> String {
    "\(series) rose and fell in \(cycle), with no clear trend, between a low of \(min) \(minX) and a high of \(max) \(maxX)."
  }

  /// "The level dropped from about 1,100 to about 850 in 1899."
  func levelShift(up: Bool, before: String, after: String, x: String) -> String {
    "The level \(up ? "jumped" : "dropped") from about \(before) to about \(after) \(x)."
  }

  func flat(series: String, median: String, from: String, to: String, min: String, max: String) -> String {
    "\(series) stayed roughly flat at about \(median) from \(from) to \(to), ranging from \(min) to \(max)."
  }

  /// One leg of a path headline: where the line goes next.
  struct Leg {
    var rose: Bool
    /// "57%", or nil.
    var amount: String?
    /// "peak" or "low" when the stop is the series' extreme.
    var label: String?
    var value: String
    /// "on October 9, 2007"
    var x: String
  }

  /// "Cases rose from 100 in Week 1 to a peak of 1,440 in Week 5, then fell to 82 in Week 13." With
  /// three legs the last one reads ", and ended at …".
  func path(series: String, first: String, firstX: String, legs: [Leg], overall: String? = nil) -> String {
    func verb(_ leg: Leg) -> String { (leg.rose ? "rose" : "fell") + (leg.amount.map { " " + $0 } ?? "") }
    func stop(_ leg: Leg) -> String { (leg.label.map { "a \($0) of " } ?? "") + "\(leg.value) \(leg.x)" }
    guard let head = legs.first else { return "\(series) was at \(first) \(firstX)." }
    var text = "\(series) \(verb(head)) from \(first) \(firstX) to \(stop(head))"
    for (index, leg) in legs.enumerated().dropFirst() {
      let isLast = index == legs.count - 1
      text += isLast && legs.count > 2 ? ", and ended at \(stop(leg))" : ", then \(verb(leg)) to \(stop(leg))"
    }
    return text + (overall.map { ", " + $0 } ?? "") + "."
  }

  /// "down 28% overall", "up by a factor of 12 overall"
  func overallChange(up: Bool, by amount: String) -> String {
    "\(up ? "up" : "down") \(amount) overall"
  }

  func fluctuating(series: String, min: String, max: String, first: String, firstX: String, last: String, lastX: String)
    -> String
  {
    "\(series) fluctuated between \(min) and \(max) with no clear trend, starting at \(first) \(firstX) and ending at \(last) \(lastX)."
  }

  // MARK: Features and extremes (L2)

  func peakedFeature(value: String, x: String) -> String { "It peaked at \(value) \(x)." }

  /// "It fell 57% from a peak of 1,565.15 on October 9, 2007 to 676.53 on March 9, 2009." The
  /// start is called a peak (or a low) only when it is the series' highest (lowest) value.
  func excursion(falls: Bool, amount: String, from: String, fromX: String, fromIsExtreme: Bool, to: String, toX: String)
    -> String
  {
    let start = fromIsExtreme ? (falls ? "a peak of " : "a low of ") : ""
    return "It \(falls ? "fell" : "rose") \(amount) from \(start)\(from) \(fromX) to \(to) \(toX)."
  }

  /// ", with a fall of 30% from 7,726 in April 2006 to 5,427 in January 2011"
  func excursionClause(falls: Bool, amount: String, from: String, fromX: String, to: String, toX: String) -> String {
    let noun =
      amount.hasPrefix("by ")
      ? "\(falls ? "a fall" : "a rise") \(amount)" : "\(falls ? "a fall" : "a rise") of \(amount)"
    return ", with \(noun) from \(from) \(fromX) to \(to) \(toX)"
  }

  /// Appends ", then rose 65% to 1,115.10 on December 31, 2009" to an excursion sentence.
  func thenExcursion(_ sentence: String, falls: Bool, amount: String, to: String, toX: String) -> String {
    String(sentence.dropLast()) + ", then \(falls ? "fell" : "rose") \(amount) to \(to) \(toX)."
  }

  /// "12 of 48 values are missing."
  func missingValues(missing: Int, total: Int) -> String {
    "\(missing) of \(total) values \(missing == 1 ? "is" : "are") missing."
  }
  func dippedFeature(value: String, x: String) -> String { "It dipped to \(value) \(x)." }

  func unusualValues(_ values: [(y: String, x: String)]) -> String {
    let listed = values.map { "\($0.y) \($0.x)" }
    return values.count == 1 ? "One unusual value: \(listed[0])." : "Two unusual values: \(listed[0]) and \(listed[1])."
  }

  func extremes(max: String, maxX: String, min: String, minX: String) -> String {
    "The high of \(max) was \(maxX) and the low of \(min) \(minX)."
  }

  // MARK: Categories

  func highestLowest(highest: String, highestValue: String, lowest: String, lowestValue: String) -> String {
    "\(highest) is highest at \(highestValue) and \(lowest) lowest at \(lowestValue)."
  }

  /// "A, B and C" for up to three names, then "A, B, C and 4 others".
  func names(_ names: [String]) -> String {
    if names.count <= 3 { return list(names) }
    return names.prefix(3).joined(separator: ", ") + " and \(names.count - 3) others"
  }

  func allEqual(series: String, value: String) -> String { "\(series): every category is at \(value)." }

  /// "Food: 30%, Transport: 20%, Entertainment: 15%, Others: 35%."
  func categoryValues(_ pairs: [(String, String)]) -> String {
    pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "."
  }

  func inSeries(_ series: String, _ sentence: String) -> String { "In \(series), " + lowercasedFirst(sentence) }

  // MARK: Scatter

  func relationship(_ relationship: Relationship, x: String, y: String) -> String {
    guard let strength = relationship.strength else { return noRelationship(x: x, y: y) }
    let positive = relationship.positive
    return
      "There is a \(strength) \(positive ? "positive" : "negative") relationship between \(x) and \(y): as \(x) increases, \(y) tends to \(positive ? "increase" : "decrease")."
  }

  func noRelationship(x: String, y: String) -> String { "There is no clear relationship between \(x) and \(y)." }

  /// Every group says what the pooled points say.
  func relationshipEverywhere(_ relationship: Relationship, x: String, y: String, groups: [String]) -> String {
    guard let strength = relationship.strength else {
      return "There is no clear relationship between \(x) and \(y), across all points or within any of \(list(groups))."
    }
    let positive = relationship.positive
    return
      "There is a \(strength) \(positive ? "positive" : "negative") relationship between \(x) and \(y) across all points and within each of \(list(groups)): as \(x) increases, \(y) tends to \(positive ? "increase" : "decrease")."
  }

  /// "Across all 150 points, there is a weak negative relationship between X and Y, but within
  /// each series it is positive."
  func relationshipAcrossAll(_ relationship: Relationship, count: Int, x: String, y: String, butWithinEach: Bool?)
    -> String
  {
    let what =
      relationship.strength.map { "a \($0) \(relationship.positive ? "positive" : "negative") relationship" }
      ?? "no clear relationship"
    let but = butWithinEach.map { ", but within each series it is \($0 ? "positive" : "negative")" } ?? ""
    return "Across all \(count) points, there is \(what) between \(x) and \(y)\(but)."
  }

  /// "Within each series: strong positive for setosa, moderate positive for versicolor and no
  /// clear relationship for virginica."
  func groupRelationships(_ groups: [(String, Relationship)]) -> String {
    let parts = groups.map { name, relationship in
      relationship.strength.map { "\($0) \(relationship.positive ? "positive" : "negative") for \(name)" }
        ?? "no clear relationship for \(name)"
    }
    return "Within each series: \(list(parts))."
  }

  func groupRelationshipCounts(total: Int, positive: Int, negative: Int) -> String {
    var parts: [String] = []
    if positive > 0 { parts.append("\(positive) show a positive relationship") }
    if negative > 0 { parts.append("\(negative) a negative one") }
    if total - positive - negative > 0 { parts.append("\(total - positive - negative) no clear relationship") }
    return "Of the \(total) series, " + list(parts) + "."
  }

  // MARK: Several series

  /// "From January 2000 to March 2010, AAPL rose sharply by 760% to $223.02; MSFT fell by 28% to $28.80."
  func seriesClauses(_ clauses: [String], from: String?, to: String?) -> String {
    let span = from.flatMap { from in to.map { "From \(from) to \($0), " } } ?? ""
    return span + clauses.joined(separator: "; ") + "."
  }

  /// "GOOG, from August 2004, rose …" for a series that starts later than the others.
  func seriesFrom(_ name: String, start: String, clause: String) -> String {
    guard clause.hasPrefix(name) else { return clause }
    return "\(name), from \(start),\(clause.dropFirst(name.count))"
  }

  func seriesHasNoData(_ name: String) -> String { "\(name) has no data" }
  func seriesSingle(_ name: String, value: String, x: String) -> String { "\(name) has one value, \(value) \(x)" }
  func seriesConstant(_ name: String, value: String) -> String { "\(name) stayed at \(value)" }

  /// "AAPL rose sharply by 760% to $223.02", "B fell from 5 to 3", "C started and ended at 4".
  /// "AAPL rose by 760%, from $25.94 to $223.02", "B fell from 5 to 3".
  func seriesMoved(_ name: String, rose: Bool?, adverb: String?, by: String?, from: String?, to: String) -> String {
    guard let rose else { return "\(name) started and ended at \(to)" }
    var text = "\(name) \(rose ? "rose" : "fell")" + (adverb.map { " " + $0 } ?? "")
    if let by { text += " by \(by)" + (from == nil ? "" : ",") } else if from == nil { text += " overall" }
    if let from { text += " from \(from)" }
    return text + " to \(to)"
  }

  func seriesFlat(_ name: String, near value: String) -> String { "\(name) stayed near \(value)" }
  func seriesPeak(_ name: String, peak: String, x: String, end: String) -> String {
    "\(name) peaked at \(peak) \(x) and ended at \(end)"
  }
  func seriesTrough(_ name: String, low: String, x: String, end: String) -> String {
    "\(name) fell to a low of \(low) \(x) and ended at \(end)"
  }
  func seriesCyclic(_ name: String, cycle: String) -> String { "\(name) rose and fell in \(cycle)" }
  func seriesFluctuated(_ name: String, low: String, high: String) -> String {
    "\(name) fluctuated between \(low) and \(high)"
  }

  func allLines(count: Int, rose: Bool) -> String { "All \(count) lines \(rose ? "rose" : "fell")." }

  func lineCounts(total: Int, rose: Int, fell: Int, other: Int) -> String {
    var parts: [String] = []
    if rose > 0 { parts.append("\(rose) rose") }
    if fell > 0 { parts.append("\(fell) fell") }
    if other > 0 { parts.append("\(other) showed no clear trend") }
    return "Of \(total) lines, " + list(parts) + "."
  }

  func changedMost(series: String, rose: Bool, by: String) -> String {
    "\(series) \(rose ? "rose" : "fell") the most, by \(by)."
  }
  func endedHighest(series: String, value: String) -> String { "\(series) ended highest, at \(value)." }
  func endedHighestAndLowest(highest: String, high: String, lowest: String, low: String) -> String {
    "\(highest) ended highest, at \(high), and \(lowest) lowest, at \(low)."
  }
  func overtook(_ leader: String, _ follower: String, x: String) -> String { "\(leader) overtook \(follower) \(x)." }
  func gap(_ a: String, _ b: String, widened: Bool, from: String, to: String) -> String {
    "The gap between \(a) and \(b) \(widened ? "widened" : "narrowed") from \(from) to \(to)."
  }
  func moreSeries(_ count: Int) -> String {
    "\(count) more \(count == 1 ? "series is" : "series are") not described here."
  }

  // MARK: Confidence intervals

  func intervalLabel(level: String?, plural: Bool) -> String {
    (level.map { "\($0) interval" } ?? "uncertainty interval") + (plural ? "s" : "")
  }

  func intervalWidth(label: String, change: String, from: String, fromX: String, to: String, toX: String) -> String {
    "The \(label) \(change) from \(from) \(fromX) to \(to) \(toX)."
  }

  func intervalSteady(label: String, width: String) -> String { "The \(label) stays about \(width)." }

  func plusOrMinus(_ halfWidth: String) -> String { "plus or minus \(halfWidth)" }
  func between(_ lower: String, _ upper: String) -> String { "between \(lower) and \(upper)" }

  func intervalsDoNotOverlap(label: String, between pair: String) -> String { "The \(label) \(pair) do not overlap." }
  func intervalsOverlapSlightly(label: String, between pair: String) -> String {
    "The \(label) \(pair) overlap slightly, but the change is larger than their combined uncertainty."
  }
  func intervalsOverlap(label: String, between pair: String) -> String {
    "The \(label) \(pair) overlap, so this change is within the uncertainty."
  }

  // MARK: Chart Details (features and statistics)

  func trendDirection(increasing: Bool) -> String { increasing ? "increasing" : "decreasing" }

  func modelName(_ kind: String) -> String { kind }

  /// "where x is the years since 1871"
  func xYearsSince(_ origin: String) -> String { "where x is the years since \(origin)" }
  /// "where x is Height minus 58 inches"
  func xMinus(_ title: String, _ origin: String) -> String { "where x is \(title) minus \(origin)" }

  func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }

  func lowercasedFirst(_ sentence: String) -> String {
    // Never change the case of user strings: only lower a first word this catalog wrote.
    for starter in ["There ", "The ", "It ", "All ", "Of "] where sentence.hasPrefix(starter) {
      return starter.lowercased() + sentence.dropFirst(starter.count)
    }
    return sentence
  }
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
