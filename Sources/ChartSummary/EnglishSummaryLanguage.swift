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
    if kind == .pie { text = text.replacingOccurrences(of: " bars", with: " slices").replacingOccurrences(of: " bar", with: " slice") }
    if let first, let last, count > 1 { text += " from \(first) to \(last)" }
    return text + "."
  }

  // MARK: Headlines (L3)

  func noData() -> String { "There is no data." }

  func singlePoint(y: String, x: String) -> String { "There is only one data point: \(y) \(x)." }

  func constant(series: String, y: String, from: String, to: String) -> String {
    "\(series) stayed at \(y) from \(from) to \(to)."
  }

  func fewPoints(series: String, rose: Bool?, first: String, firstX: String, last: String, lastX: String, min: String, max: String) -> String {
    guard let rose else { return "\(series) ranged from \(min) to \(max), starting and ending at \(first)." }
    return "\(series) \(rose ? "rose" : "fell") from \(first) \(firstX) to \(last) \(lastX)."
  }

  /// "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June 2024."
  func trend(series: String, rose: Bool, adverb: String?, by: String?, first: String, firstX: String, last: String, lastX: String, fluctuations: Bool) -> String {
    var text = "\(series) \(rose ? "rose" : "fell")" + (adverb.map { " " + $0 } ?? "")
    text += by.map { " by \($0), from" } ?? " overall, from"
    text += " \(first) \(firstX) to \(last) \(lastX)"
    return text + (fluctuations ? ", with fluctuations." : ".")
  }

  /// "Crash rate fell steadily from 4.8% in Week 1 to 3.1% in Week 8, a decrease of 1.7 percentage points."
  func percentPointTrend(series: String, rose: Bool, adverb: String?, first: String, firstX: String, last: String, lastX: String, points: String, fluctuations: Bool) -> String {
    var text = "\(series) \(rose ? "rose" : "fell")" + (adverb.map { " " + $0 } ?? "")
    text += " from \(first) \(firstX) to \(last) \(lastX), \(rose ? "an increase" : "a decrease") of \(points) percentage points"
    return text + (fluctuations ? ", with fluctuations." : ".")
  }

  func flat(series: String, median: String, from: String, to: String, min: String, max: String) -> String {
    "\(series) stayed roughly flat at about \(median) from \(from) to \(to), ranging from \(min) to \(max)."
  }

  func peak(series: String, first: String, peak: String, peakX: String, last: String) -> String {
    "\(series) rose from \(first) to a peak of \(peak) \(peakX), then fell to \(last)."
  }

  func trough(series: String, first: String, low: String, lowX: String, last: String) -> String {
    "\(series) fell from \(first) to a low of \(low) \(lowX), then rose to \(last)."
  }

  func fluctuating(series: String, min: String, max: String, first: String, firstX: String, last: String, lastX: String) -> String {
    "\(series) fluctuated between \(min) and \(max) with no clear trend, starting at \(first) \(firstX) and ending at \(last) \(lastX)."
  }

  // MARK: Features and extremes (L2)

  func peakedFeature(value: String, x: String) -> String { "It peaked at \(value) \(x)." }
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

  func relationship(strength: String, positive: Bool, x: String, y: String) -> String {
    "There is a \(strength) \(positive ? "positive" : "negative") relationship between \(x) and \(y): as \(x) increases, \(y) tends to \(positive ? "increase" : "decrease")."
  }

  func noRelationship(x: String, y: String) -> String { "There is no clear relationship between \(x) and \(y)." }

  // MARK: Several series

  func allLines(count: Int, rose: Bool) -> String { "All \(count) lines \(rose ? "rose" : "fell")." }

  func lineCounts(total: Int, rose: Int, fell: Int, other: Int) -> String {
    var parts: [String] = []
    if rose > 0 { parts.append("\(rose) rose") }
    if fell > 0 { parts.append("\(fell) fell") }
    if other > 0 { parts.append("\(other) showed no clear trend") }
    return "Of \(total) lines, " + list(parts) + "."
  }

  func roseMost(series: String, by: String) -> String { "\(series) rose the most, by \(by)." }
  func endedHighest(series: String, value: String) -> String { "\(series) ended highest, at \(value)." }

  // MARK: Intervals (§6.5)

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
