import ChartAccessibility

/// A change spoken in a sentence: a percent or y amount ("65%", "4 feet"), or a ratio of ten or
/// more, which reads as a factor ("a factor of 14.4").
struct Amount: Equatable {
  /// The number as written: "65%", "4 feet", or the ratio alone, "14.4".
  var text: String
  /// Whether `text` is a ratio to be read as a factor.
  var isFactor: Bool

  static func factor(_ ratio: String) -> Amount { Amount(text: ratio, isFactor: true) }
  static func plain(_ text: String) -> Amount { Amount(text: text, isFactor: false) }

  /// What a message's `factor` select chooses by: "yes" for a factor, "percent" for a percentage
  /// ("65 %", which takes an article in Spanish: "un aumento del 65 %", "subió un 74 %"), "no"
  /// otherwise. A language without a `percent` branch reads a percentage as `other`.
  var kind: MessageArgument { .text(isFactor ? "yes" : text.hasSuffix("%") ? "percent" : "no") }
}

/// Every sentence of a summary, in the language of a ``LanguagePack``. The logic decides *what* to
/// say and passes already formatted numbers and dates; the pack's messages decide *how* it reads.
/// Each method names its message key; the English message is quoted in its doc comment.
struct SummaryLanguage: Sendable {
  let pack: LanguagePack

  init(pack: LanguagePack = .english) { self.pack = pack }

  var isEnglish: Bool { pack.identifier == "en" }

  private func t(_ key: String, _ arguments: KeyValuePairs<String, MessageArgument> = [:]) -> String {
    pack.text(key, Dictionary(uniqueKeysWithValues: arguments.map { ($0.key, $0.value) }))
  }

  private static func direction(_ up: Bool) -> MessageArgument { .text(up ? "up" : "down") }
  /// "yes" when every value is a percentage ("23\u{00A0}%"), else "no": Spanish gives a
  /// percentage its article ("el máximo del 87 %", "en torno al 0,086 %").
  private static func isPercent(_ values: String...) -> MessageArgument {
    .text(values.allSatisfy { $0.hasSuffix("%") } ? "yes" : "no")
  }
  private static func amountArgument(_ amount: Amount?) -> MessageArgument { .optional(amount?.text) }
  private static func factorFlag(_ amount: Amount?) -> MessageArgument { amount?.kind ?? .flag(false) }

  // MARK: Numbers

  /// The scale for |value| ≥ 10⁶ (10⁶, 10⁹ or 10¹²); its word comes from ``largeNumber(_:scale:unit:)``.
  func largeNumberScale(_ magnitude: Double) -> Double {
    magnitude >= 1e12 ? 1e12 : magnitude >= 1e9 ? 1e9 : 1e6
  }

  /// "3.93 million", "1.25 billion dollars" (`number.large`): `number` is the scaled number as
  /// written, `value` its value (for the plural of the scale word).
  func largeNumber(_ number: String, value: Double, scale: Double, unit: String?) -> String {
    let scaleKey = scale >= 1e12 ? "trillion" : scale >= 1e9 ? "billion" : "million"
    let vowel = unit.map { ($0.first.map { "aeiouhAEIOUHéÉ".contains($0) }) ?? false } ?? false
    return t(
      "number.large",
      [
        "number": .number(value, text: number), "scale": .text(scaleKey), "unit": .optional(unit),
        "vowel": .flag(vowel),
      ])
  }

  /// "1.23 times 10 to the power of 20" (`number.powerOfTen`).
  func powerOfTen(mantissa: String, exponent: String) -> String {
    t("number.powerOfTen", ["mantissa": .text(mantissa), "exponent": .text(exponent)])
  }

  /// "The values": a series without a name on a y axis without a title (`fallback.seriesName`).
  func fallbackSeriesName() -> String { t("fallback.seriesName") }
  /// "the values": the y axis of a scatter plot without a title (`fallback.values`).
  func fallbackValues() -> String { t("fallback.values") }

  /// What an untitled x axis is called in a scatter's sentence: "x" (`fallback.xValues`).
  func fallbackXValues() -> String { t("fallback.xValues") }

  /// A template's `{trendVerb}`: "increased", "decreased" or "remained stable" (`template.trendVerb`).
  func templateTrendVerb(_ up: Bool?) -> String {
    t("template.trendVerb", ["direction": .text(up.map { $0 ? "up" : "down" } ?? "")])
  }
  /// A template's `{pointNoun}`: "point" or "points" (`template.point`).
  func templatePointNoun(_ count: Int) -> String { t("template.point", ["count": .count(count)]) }

  /// "1.5 percentage points" (`number.percentagePoints`).
  func percentagePoints(_ number: String, value: Double) -> String {
    t("number.percentagePoints", ["number": .number(value, text: number)])
  }

  /// "data point"/"data points" counted (`count.dataPoints`).
  func dataPoints(_ n: Int) -> String { t("count.dataPoints", ["count": .count(n)]) }

  /// An x value after its preposition: "in January 2024", "on March 5, 2010", "at 4:00 PM"
  /// (`x.year`, `x.quarter`, `x.month`, `x.day`, `x.dateTime`, `x.time`, `x.number`, `x.category`,
  /// `x.counted`, `x.provided`; the last two get the English preposition the value calls for).
  func xPhrase(role: String, preposition: String, gender: String = "", x: String, isVariable: Bool = false)
    -> String
  {
    t(
      "x." + role,
      [
        "x": .text(x), "preposition": .text(preposition), "gender": .text(gender),
        "variable": .text(isVariable ? "yes" : "no"),
      ])
  }

  /// A quarter in prose (`date.quarter`): "Q1 1959", "ersten Quartal 1959", "premier trimestre 1959",
  /// "primer trimestre de 1959"; `x` is an instant of the quarter, read in `context`'s calendar
  /// and time zone.
  func quarter(_ x: Double, in context: FormattingContext) -> String {
    let fields = context.calendarFields(of: x)
    return t("date.quarter", ["quarter": .count((fields.month - 1) / 3 + 1), "year": .text(String(fields.year))])
  }

  // MARK: Orientation (L1)

  /// "from January 2024 to June 2024", "vom 1. März bis zum 7. März" (`x.span`, or `x.spanStart`
  /// at the start of a sentence): two x values alone, `role` the kind of x value (``XWriter/Role``),
  /// so a language can say "vom … bis zum …" for days and "von … bis …" for months.
  func span(from: String, to: String, role: String, atStart: Bool = false) -> String {
    t(
      atStart ? "x.spanStart" : "x.span",
      ["from": .text(from), "to": .text(to), "role": .text(role), "vowel": .flag(Self.startsWithVowel(from))])
  }

  /// Whether an x value starts with a vowel or h, for languages that elide before one (French
  /// "d'avril", "d'août 2004").
  static func startsWithVowel(_ text: String) -> Bool {
    text.first.map { "aeiouyhàâäéèêëîïôöûüAEIOUYHÀÂÉÈÊÎÔÛ".contains($0) } ?? false
  }

  /// "Line chart of Website visits, 6 points from January 2024 to June 2024." (`orientation`)
  func orientation(kind: ChartKind, title: String?, count: Int, first: String?, last: String?, role: String) -> String {
    var span: String?
    if let first, let last, count > 1 { span = self.span(from: first, to: last, role: role) }
    return t(
      "orientation",
      [
        "kind": .text(kind.rawValue), "title": .optional(title), "count": .count(count), "span": .optional(span),
      ])
  }

  // MARK: Headlines (L3)

  /// "There is no data." (`noData`)
  func noData() -> String { t("noData") }

  /// "There is only one data point: 5 in 2020." (`singlePoint`)
  func singlePoint(y: String, x: String) -> String { t("singlePoint", ["y": .text(y), "x": .text(x)]) }

  /// "Sales stayed at 5 from 2020 to 2024." (`constant`; `from` and `to` are x values alone)
  func constant(series: String, y: String, from: String, to: String, role: String) -> String {
    t("constant", ["series": .text(series), "y": .text(y), "span": .text(span(from: from, to: to, role: role))])
  }

  /// An interior extreme of a short series: its kind ("high" or "low"), value and x phrase.
  struct Interior: Equatable {
    var isHigh: Bool
    var value: String
    var x: String
  }

  /// "Spending fell from $1,200 in January to $1,100 in March, after a high of $1,450 in February."
  /// (`fewPoints`, `fewPoints.unchanged`)
  func fewPoints(
    series: String, rose: Bool?, first: String, firstX: String, last: String, lastX: String, min: String, max: String,
    interior: Interior? = nil
  ) -> String {
    guard let rose else {
      return t(
        "fewPoints.unchanged", ["series": .text(series), "min": .text(min), "max": .text(max), "first": .text(first)])
    }
    return t(
      "fewPoints",
      [
        "series": .text(series), "direction": Self.direction(rose), "first": .text(first), "firstX": .text(firstX),
        "last": .text(last), "lastX": .text(lastX), "after": .optional(interior.map(afterInterior)),
      ])
  }

  /// ", after a high of $1,450 in February 2024" (`afterInterior`)
  func afterInterior(_ interior: Interior) -> String {
    t(
      "afterInterior",
      ["kind": .text(interior.isHigh ? "high" : "low"), "value": .text(interior.value), "x": .text(interior.x)])
  }

  /// "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June." (`trend`)
  /// `adverb` is "sharply", "steadily", "slightly" or `nil`; `beneath` is what moves around the
  /// trend: ", with fluctuations" or ", with a yearly cycle of about 6 ppm".
  func trend(
    series: String, rose: Bool, adverb: String?, by: Amount?, first: String, firstX: String, last: String,
    lastX: String, beneath: String?
  ) -> String {
    t(
      "trend",
      [
        "series": .text(series), "direction": Self.direction(rose), "adverb": .optional(adverb),
        "by": Self.amountArgument(by), "factor": Self.factorFlag(by), "first": .text(first),
        "firstX": .text(firstX), "last": .text(last), "lastX": .text(lastX), "beneath": .optional(beneath),
      ])
  }

  /// "Austin rose by 70%, from an average of 1,552 sales over the first year to 2,641 over the
  /// last, with a yearly cycle of about 1,300." (`trend.cycleMeans`): a trend beneath a calendar
  /// cycle measured between the means of its first and last whole cycles; `unit` is "year",
  /// "month", "week" or "day".
  func trendOfCycleMeans(
    series: String, rose: Bool, adverb: String?, by: Amount, first: String, last: String, unit: String,
    beneath: String?
  ) -> String {
    t(
      "trend.cycleMeans",
      [
        "series": .text(series), "direction": Self.direction(rose), "adverb": .optional(adverb),
        "by": .text(by.text), "factor": by.kind, "first": .text(first), "last": .text(last), "unit": .text(unit),
        "beneath": .optional(beneath),
      ])
  }

  /// "Crash rate fell steadily from 4.8% in Week 1 to 3.1% in Week 8, a decrease of 1.7 percentage
  /// points." (`percentPointTrend`)
  func percentPointTrend(
    series: String, rose: Bool, adverb: String?, first: String, firstX: String, last: String, lastX: String,
    points: String, beneath: String?
  ) -> String {
    t(
      "percentPointTrend",
      [
        "series": .text(series), "direction": Self.direction(rose), "adverb": .optional(adverb),
        "first": .text(first), "firstX": .text(firstX), "last": .text(last), "lastX": .text(lastX),
        "points": .text(points), "beneath": .optional(beneath),
      ])
  }

  /// ", with fluctuations" (`withFluctuations`)
  func withFluctuations() -> String { t("withFluctuations") }
  /// ", with a yearly cycle of about 6 ppm" (`withCycle`)
  func withCycle(_ cycle: String) -> String { t("withCycle", ["cycle": .text(cycle)]) }
  /// ", most of it after 1974", ", most of it before Q4 1968" (`mostOfIt`): where most of a
  /// trend's change happened. `x` is the x value alone (``XWriter/text(_:category:)``), `role`
  /// its kind (``XWriter/Role``) and `gender` a counted unit's gender, so a language can put its
  /// article before it ("nach dem vierten Quartal 1968", « après la semaine 3 »).
  func mostOfIt(after: Bool, x: String, role: String, gender: String) -> String {
    t(
      "mostOfIt",
      ["when": .text(after ? "after" : "before"), "x": .text(x), "role": .text(role), "gender": .text(gender)])
  }

  /// "a yearly cycle of about 6.4 ppm", "a cycle of about 11 years that swings by about 120"
  /// (`cycle.named`, `cycle.about`, `cycle.axis`).
  func cycle(_ period: SpokenPeriod, swing: String) -> String {
    switch period {
    case .named(let adjective, _):
      t("cycle.named", ["period": .text(adjective), "swing": .text(swing)])
    case .about(let amount, let value, let unit):
      t("cycle.about", ["amount": .number(value, text: amount), "unit": .text(unit), "swing": .text(swing)])
    case .along(let amount, let axis):
      t("cycle.axis", ["amount": .text(amount), "axis": .text(axis), "swing": .text(swing)])
    }
  }

  /// "every year", "about every 11 years", "about every 6.3 on the Angle axis" (`every.named`,
  /// `every.about`, `every.axis`).
  func every(_ period: SpokenPeriod) -> String {
    switch period {
    case .named(_, let unit): t("every.named", ["unit": .text(unit)])
    case .about(let amount, let value, let unit):
      t("every.about", ["amount": .number(value, text: amount), "unit": .text(unit)])
    case .along(let amount, let axis): t("every.axis", ["amount": .text(amount), "axis": .text(axis)])
    }
  }

  /// "every year, swinging by about 6.4 ppm" (`details.periodicity`)
  func periodicity(_ period: SpokenPeriod, swing: String) -> String {
    t("details.periodicity", ["every": .text(every(period)), "swing": .text(swing)])
  }

  /// "Daily high rose and fell in a yearly cycle of about 17 degrees Celsius, with no clear trend,
  /// between a low of -1.6 degrees Celsius on February 6, 2014 and a high of 35.6 degrees Celsius
  /// on August 11, 2014." (`cyclic`)
  /// With `trendBeneath`, the level beneath the cycle moved, and a sentence of its own says how
  /// (``cycleBeneath(rose:by:first:last:unit:)``, or a step): "with no clear trend" is left out.
  func cyclic(
    series: String, cycle: String, min: String, minX: String, max: String, maxX: String, trendBeneath: Bool = false
  ) -> String {
    t(
      "cyclic",
      [
        "series": .text(series), "cycle": .text(cycle), "min": .text(min), "minX": .text(minX), "max": .text(max),
        "maxX": .text(maxX), "trend": .text(trendBeneath ? "beneath" : "none"),
      ])
  }

  /// "Beneath the yearly cycle, the level fell by 12%, from an average of 2,178 deaths over the
  /// first year to 1,912 deaths over the last." (`cycle.beneath`); `unit` is the calendar cycle's
  /// unit: "year", "month", "week" or "day".
  func cycleBeneath(rose: Bool, by: Amount, first: String, last: String, unit: String) -> String {
    t(
      "cycle.beneath",
      [
        "direction": Self.direction(rose), "by": .text(by.text), "factor": by.kind, "first": .text(first),
        "last": .text(last), "unit": .text(unit),
      ])
  }

  /// "The yearly average peaked at 508 megalitres in 1981." (`cycle.turn`)
  func cycleTurn(peaked: Bool, value: String, when: String, unit: String) -> String {
    t(
      "cycle.turn",
      ["direction": Self.direction(peaked), "value": .text(value), "when": .text(when), "unit": .text(unit)])
  }

  /// "Beneath the yearly cycle, the level fell from an average of 2,524 sales in 2006 to 1,656 in
  /// 2010." (`cycle.move`)
  func cycleMove(rose: Bool, from: String, fromX: String, to: String, toX: String, unit: String) -> String {
    t(
      "cycle.move",
      [
        "direction": Self.direction(rose), "from": .text(from), "fromX": .text(fromX), "to": .text(to),
        "toX": .text(toX), "unit": .text(unit),
      ])
  }

  /// "The level dropped from about 1,100 to about 850 in 1899." (`levelShift`)
  func levelShift(up: Bool, before: String, after: String, x: String) -> String {
    t("levelShift", ["direction": Self.direction(up), "before": .text(before), "after": .text(after), "x": .text(x)])
  }

  /// "94 values, the 3 most extreme: …; …; …" (`details.outliersMany`), the descriptions
  /// joined by ``clauseList(_:)``.
  func manyOutliers(count: Int, shown: [String]) -> String {
    t("details.outliersMany", ["count": .count(count), "shown": .count(shown.count), "list": .text(clauseList(shown))])
  }

  /// Clauses that hold commas, joined as the language joins them (`series.separator`): "…; …"
  /// in English, "… ; …" with a no-break space in French.
  func clauseList(_ clauses: [String]) -> String { clauses.joined(separator: t("series.separator")) }

  /// "the level shifted from about 1,100 to about 850 in 1899" (`details.changePoint`)
  func changePoint(before: String, after: String, x: String) -> String {
    t("details.changePoint", ["before": .text(before), "after": .text(after), "x": .text(x)])
  }

  /// "Sales stayed roughly flat at about 5 from 2020 to 2024, ranging from 4 to 6." (`flat`)
  func flat(series: String, median: String, from: String, to: String, min: String, max: String, role: String)
    -> String
  {
    t(
      "flat",
      [
        "series": .text(series), "median": .text(median), "span": .text(span(from: from, to: to, role: role)),
        "min": .text(min), "max": .text(max), "percent": Self.isPercent(median, min, max),
      ])
  }

  /// One leg of a path headline: where the line goes next.
  struct Leg {
    var rose: Bool
    var amount: Amount?
    /// "peak" or "low" when the stop is called so ("to a peak of"), or nil.
    var label: String?
    var value: String
    /// "on October 9, 2007"
    var x: String
    /// For a leg that stays near one level rather than rising or falling ("then stayed near
    /// 1.98"): that level, as written; `value` and `x` are then not said.
    var staysNear: String? = nil
    /// How long the line stayed at the stop's value, as written ("7 weeks"), when it held it
    /// for several readings (``SummaryWriter/heldDuration(_:at:)``): ", where it stayed for 7
    /// weeks" (`path.held`).
    var heldFor: String? = nil
  }

  /// "Cases rose from 100 in Week 1 to a peak of 1,440 in Week 5, then fell to 82 in Week 13." With
  /// three legs the last one reads ", and ended at …"; a leg that stays near one level reads ", then
  /// stayed near 1.98" (`path.staysNear`). Without `ending`, the clause stops after its legs (for a
  /// list of series). (`path.start`, `path.then`, `path.ended`,
  /// `path.only`, `path.end`)
  ///
  /// `recovery`, when the last leg rises after a fall from an earlier high: whether it ends past
  /// that high, and whether the high is the series' peak (", still below its earlier peak").
  func path(
    series: String, first: String, firstX: String, legs: [Leg], recovery: (past: Bool, fromPeak: Bool)? = nil,
    overall: String? = nil, ending: Bool = true
  ) -> String {
    func stop(_ leg: Leg) -> [String: MessageArgument] {
      [
        "direction": Self.direction(leg.rose), "amount": Self.amountArgument(leg.amount),
        "factor": Self.factorFlag(leg.amount), "label": .optional(leg.label), "value": .text(leg.value),
        "x": .text(leg.x),
      ]
    }
    guard let head = legs.first else {
      return t("path.only", ["series": .text(series), "first": .text(first), "firstX": .text(firstX)])
    }
    var arguments = stop(head)
    arguments["series"] = .text(series)
    arguments["first"] = .text(first)
    arguments["firstX"] = .text(firstX)
    var text = pack.text("path.start", arguments)
    if let held = head.heldFor { text += t("path.held", ["duration": .text(held)]) }
    for (index, leg) in legs.enumerated().dropFirst() {
      if let level = leg.staysNear {
        text += t("path.staysNear", ["value": .text(level)])
        continue
      }
      let isLast = index == legs.count - 1
      text += pack.text(isLast && legs.count > 2 ? "path.ended" : "path.then", stop(leg))
      if let held = leg.heldFor { text += t("path.held", ["duration": .text(held)]) }
    }
    guard ending else { return text }
    return text
      + t(
        "path.end",
        [
          "overall": .optional(overall),
          "recovery": .text(recovery.map { $0.past ? "past" : "short" } ?? "none"),
          "earlier": .text(recovery?.fromPeak == true ? "peak" : "high"),
        ])
  }

  /// "down 28% overall", "up by a factor of 12 overall" (`overallChange`)
  func overallChange(up: Bool, by amount: Amount) -> String {
    t(
      "overallChange",
      ["direction": Self.direction(up), "amount": .text(amount.text), "factor": amount.kind])
  }

  /// "Sales fluctuated between 4 and 9 with no clear trend, starting at 5 in 2020 and ending at 6
  /// in 2024." (`fluctuating`)
  func fluctuating(series: String, min: String, max: String, first: String, firstX: String, last: String, lastX: String)
    -> String
  {
    t(
      "fluctuating",
      [
        "series": .text(series), "min": .text(min), "max": .text(max), "first": .text(first),
        "firstX": .text(firstX), "last": .text(last), "lastX": .text(lastX),
        // Spanish gives a percentage its article: "entre el 23 % y el 87 %".
        "percent": .text(min.hasSuffix("%") && max.hasSuffix("%") ? "yes" : "no"),
      ])
  }

  // MARK: Features and extremes (L2)

  /// "It peaked at 1,440 in Week 5." (`peaked`)
  func peakedFeature(value: String, x: String) -> String { t("peaked", ["value": .text(value), "x": .text(x)]) }
  /// "It dipped to 3 in Week 5." (`dipped`)
  func dippedFeature(value: String, x: String) -> String { t("dipped", ["value": .text(value), "x": .text(x)]) }

  /// "It fell 57% from a peak of 1,565.15 on October 9, 2007 to 676.53 on March 9, 2009." The
  /// start is called a peak (or a low) only when it is the series' highest (lowest) value.
  /// (`excursion`)
  /// With `approximate`, the two values are levels, said "about 13%".
  func excursion(
    falls: Bool, amount: Amount, from: String, fromX: String, fromIsExtreme: Bool, to: String, toX: String,
    approximate: Bool = false
  ) -> String {
    t(
      "excursion",
      [
        "direction": Self.direction(!falls), "amount": .text(amount.text), "factor": amount.kind,
        "extreme": .flag(fromIsExtreme), "from": .text(from), "fromX": .text(fromX), "to": .text(to),
        "toX": .text(toX), "approximate": .flag(approximate),
      ])
  }

  /// ", with a fall of 30% from 7,726 in April 2006 to 5,427 in January 2011" (`excursionClause`)
  func excursionClause(
    falls: Bool, amount: Amount, from: String, fromX: String, to: String, toX: String, approximate: Bool = false
  ) -> String {
    t(
      "excursionClause",
      [
        "direction": Self.direction(!falls), "amount": .text(amount.text), "factor": amount.kind,
        "from": .text(from), "fromX": .text(fromX), "to": .text(to), "toX": .text(toX),
        "approximate": .flag(approximate),
      ])
  }

  /// Appends ", then rose 65% to 1,115.10 on December 31, 2009" to an excursion sentence
  /// (`excursion.then`, which ends the sentence).
  /// `recovery` is "past" (", past its earlier high"), "short" (", still below its earlier high")
  /// or "none", for a rise after a fall measured against the high the fall started from.
  func thenExcursion(
    _ sentence: String, falls: Bool, amount: Amount, to: String, toX: String, recovery: String = "none",
    approximate: Bool = false
  ) -> String {
    String(sentence.dropLast())
      + t(
        "excursion.then",
        [
          "direction": Self.direction(!falls), "amount": .text(amount.text), "factor": amount.kind,
          "to": .text(to), "toX": .text(toX), "recovery": .text(recovery), "approximate": .flag(approximate),
        ])
  }

  /// "DAX showed no trend, scattering around an average of 0.07%; most values were between -1.1%
  /// and 1.3%." (`noise`); with `leavingOut`, the average and band leave out one reading named
  /// as far from the rest (`noise.leavingOut`).
  func noise(series: String, mean: String, low: String, high: String, leavingOut: Bool = false) -> String {
    t(
      leavingOut ? "noise.leavingOut" : "noise",
      ["series": .text(series), "mean": .text(mean), "low": .text(low), "high": .text(high)])
  }

  /// "One reading, 1,048 mph on February 12, 2013 at 8:00 AM, sits far above the values around
  /// it, about 13 mph.", or "The high is a single reading far above the values around it, about
  /// 13 mph." when `extreme` is "high" (or "low": the extremes sentence has named it). (`spike`)
  func spike(value: String, x: String, above: Bool, around: String, extreme: String = "none") -> String {
    t(
      "spike",
      [
        "value": .text(value), "x": .text(x), "direction": Self.direction(above), "around": .text(around),
        "extreme": .text(extreme),
      ])
  }

  /// "On the logarithmic scale, it grew about 21% a year, doubling about every 3.6 years."
  /// (`logGrowth`)
  func logGrowth(grows: Bool, rate: String, years: String, since: String? = nil) -> String {
    t(
      "logGrowth",
      ["direction": Self.direction(grows), "rate": .text(rate), "years": .text(years), "since": .optional(since)])
  }

  /// "On the logarithmic scales, Brain weight rises about as Body weight to the power of 0.75: ten
  /// times the Body weight goes with about 5.6 times the Brain weight." (`powerLaw`; `exponent`
  /// and `factor` are magnitudes, the sign is `rises`)
  func powerLaw(x: String, y: String, rises: Bool, exponent: String, factor: String) -> String {
    t(
      "powerLaw",
      [
        "x": .text(x), "y": .text(y), "direction": Self.direction(rises), "exponent": .text(exponent),
        "factor": .text(factor),
      ])
  }

  /// "12 of 48 values are missing." (`missingValues`)
  func missingValues(missing: Int, total: Int) -> String {
    t("missingValues", ["missing": .count(missing), "total": .count(total)])
  }

  /// "3 of 31 values are missing: 1916, 1940 and 1944." (`missingValuesAt`)
  func missingValues(missing: Int, total: Int, at list: String) -> String {
    t("missingValuesAt", ["missing": .count(missing), "total": .count(total), "list": .text(list)])
  }

  /// "One unusual value: 9 in 2021." / "Two unusual values: … and …." (`unusualValues`)
  func unusualValues(_ values: [(y: String, x: String)]) -> String {
    t(
      "unusualValues",
      [
        "count": .count(values.count), "firstY": .text(values[0].y), "firstX": .text(values[0].x),
        "secondY": .optional(values[safe: 1]?.y), "secondX": .optional(values[safe: 1]?.x),
      ])
  }

  /// "The high of 9 was in 2021 and the low of 2 in 2023." (`extremes`)
  func extremes(max: String, maxX: String, min: String, minX: String) -> String {
    t(
      "extremes",
      [
        "max": .text(max), "maxX": .text(maxX), "min": .text(min), "minX": .text(minX),
        "percent": Self.isPercent(max, min),
      ])
  }

  // MARK: Categories

  /// "Others is highest at 35% and Entertainment lowest at 15%." (`highestLowest`; the counts are
  /// how many names each list holds)
  func highestLowest(highest: [String], highestValue: String, lowest: [String], lowestValue: String) -> String {
    t(
      "highestLowest",
      [
        "highest": .text(names(highest)), "highestCount": .count(highest.count), "highestValue": .text(highestValue),
        "lowest": .text(names(lowest)), "lowestCount": .count(lowest.count), "lowestValue": .text(lowestValue),
      ])
  }

  /// "A, B and C" for up to three names, then "A, B, C and 4 others" (`names.more`).
  func names(_ names: [String]) -> String {
    if names.count <= 3 { return list(names) }
    return t(
      "names.more",
      ["names": .text(names.prefix(3).joined(separator: t("list.separator"))), "count": .count(names.count - 3)])
  }

  /// "Sales: every category is at 5." (`allEqual`)
  func allEqual(series: String, value: String) -> String {
    t("allEqual", ["series": .text(series), "value": .text(value)])
  }

  /// "Food: 30%, Transport: 20%, Entertainment: 15%, Others: 35%." (`categoryValue` for each pair,
  /// joined by `list.separator`, then `sentence.end`)
  func categoryValues(_ pairs: [(String, String)]) -> String {
    pairs.map { t("categoryValue", ["category": .text($0.0), "value": .text($0.1)]) }
      .joined(separator: t("list.separator")) + t("sentence.end")
  }

  /// "Others is the largest of 4 slices at 35%, then Food at 30% and Transport at 20%."
  /// (`pie.slices`, each of `rest` a `pie.slice`): the slices tied for the largest `share`, the
  /// pie's number of slices, and the other slices with their shares, in the order said.
  func pieSlices(largest: [String], share: String, count: Int, rest: [(String, String)]) -> String {
    let others = rest.map { t("pie.slice", ["name": .text($0.0), "share": .text($0.1)]) }
    return t(
      "pie.slices",
      [
        "largest": .text(list(largest)), "largestCount": .count(largest.count), "count": .count(count),
        "share": .text(share), "rest": .optional(others.isEmpty ? nil : list(others)),
      ])
  }

  /// "$1,200.00 for January, $1,450.50 for February.": every value of Chart Details' "Values"
  /// line, each with its category (`details.categoryValue`); the line's label already has the
  /// colon, so the pairs take none ("Values: January: $1,200.00" stacks two).
  func detailValues(_ pairs: [(String, String)]) -> String {
    pairs.map { t("details.categoryValue", ["category": .text($0.0), "value": .text($0.1)]) }
      .joined(separator: t("list.separator")) + t("sentence.end")
  }

  /// "In AAPL, the high …": a sentence about one series of several (`inSeries`; English lowers a
  /// first word its own catalog wrote, never a chart's string).
  func inSeries(_ series: String, _ sentence: String) -> String {
    t("inSeries", ["series": .text(series), "sentence": .text(sentence), "lowered": .text(lowercasedFirst(sentence))])
  }

  // MARK: Scatter

  private static func relationshipArguments(_ relationship: Relationship) -> [String: MessageArgument] {
    ["strength": .optional(relationship.strength), "direction": direction(relationship.positive)]
  }

  /// "There is a strong positive relationship between X and Y: as X increases, Y tends to
  /// increase." (`relationship`, `relationship.none`)
  func relationship(_ relationship: Relationship, x: String, y: String) -> String {
    guard relationship.strength != nil else { return noRelationship(x: x, y: y) }
    var arguments = Self.relationshipArguments(relationship)
    arguments["x"] = .text(x)
    arguments["y"] = .text(y)
    // French elides "de" before a vowel: « les valeurs d'Eruption length ».
    arguments["xVowel"] = .flag(Self.startsWithVowel(x))
    arguments["yVowel"] = .flag(Self.startsWithVowel(y))
    return pack.text("relationship", arguments)
  }

  func noRelationship(x: String, y: String) -> String { t("relationship.none", ["x": .text(x), "y": .text(y)]) }

  /// Every group says what the pooled points say (`relationship.everywhere`,
  /// `relationship.everywhere.none`).
  func relationshipEverywhere(_ relationship: Relationship, x: String, y: String, groups: [String]) -> String {
    var arguments = Self.relationshipArguments(relationship)
    arguments["x"] = .text(x)
    arguments["y"] = .text(y)
    arguments["groups"] = .text(list(groups))
    arguments["xVowel"] = .flag(Self.startsWithVowel(x))
    arguments["yVowel"] = .flag(Self.startsWithVowel(y))
    return pack.text(
      relationship.strength == nil ? "relationship.everywhere.none" : "relationship.everywhere", arguments)
  }

  /// "Across all 150 points, there is a weak negative relationship between X and Y, but within
  /// each series it is positive." (`relationship.acrossAll`)
  func relationshipAcrossAll(_ relationship: Relationship, count: Int, x: String, y: String, butWithinEach: Bool?)
    -> String
  {
    var arguments = Self.relationshipArguments(relationship)
    arguments["count"] = .count(count)
    arguments["x"] = .text(x)
    arguments["y"] = .text(y)
    arguments["within"] = .text(butWithinEach.map { $0 ? "up" : "down" } ?? "")
    return pack.text("relationship.acrossAll", arguments)
  }

  /// "Within each series: strong positive for setosa, moderate positive for versicolor and no
  /// clear relationship for virginica." (`relationship.group` for each, in `relationship.groups`)
  func groupRelationships(_ groups: [(String, Relationship)]) -> String {
    let parts = groups.map { name, relationship in
      var arguments = Self.relationshipArguments(relationship)
      arguments["name"] = .text(name)
      return pack.text("relationship.group", arguments)
    }
    return t("relationship.groups", ["groups": .text(list(parts))])
  }

  /// "Of the 8 series, 5 show a positive relationship, 2 show a negative relationship and 1 shows no clear
  /// relationship." (`relationship.counts`)
  func groupRelationshipCounts(total: Int, positive: Int, negative: Int) -> String {
    var parts: [String] = []
    if positive > 0 { parts.append(t("relationship.counts.positive", ["count": .count(positive)])) }
    if negative > 0 { parts.append(t("relationship.counts.negative", ["count": .count(negative)])) }
    let none = total - positive - negative
    if none > 0 { parts.append(t("relationship.counts.none", ["count": .count(none)])) }
    return t("relationship.counts", ["total": .count(total), "parts": .text(list(parts))])
  }

  // MARK: Several series

  /// "From January 2000 to March 2010, AAPL rose sharply by 760% to $223.02; MSFT fell by 28% to
  /// $28.80." (`series.clauses`, `series.clauses.span`; clauses joined by `series.separator`)
  func seriesClauses(_ clauses: [String], from: String?, to: String?, role: String) -> String {
    let joined = clauses.joined(separator: t("series.separator"))
    guard let from, let to else { return t("series.clauses", ["clauses": .text(joined)]) }
    return t(
      "series.clauses.span",
      ["clauses": .text(joined), "span": .text(span(from: from, to: to, role: role, atStart: true))])
  }

  /// The name of a series that starts later than the others, for its clause: "GOOG, from August
  /// 2004," (`series.startsLater`).
  func seriesStartingLater(_ name: String, start: String) -> String {
    t(
      "series.startsLater", ["series": .text(name), "start": .text(start), "vowel": .flag(Self.startsWithVowel(start))])
  }

  /// "MSFT has no data" (`series.noData`)
  func seriesHasNoData(_ name: String) -> String { t("series.noData", ["series": .text(name)]) }
  /// "MSFT has one value, 5 in 2020" (`series.single`)
  func seriesSingle(_ name: String, value: String, x: String) -> String {
    t("series.single", ["series": .text(name), "value": .text(value), "x": .text(x)])
  }
  /// "MSFT stayed at 5" (`series.constant`)
  func seriesConstant(_ name: String, value: String) -> String {
    t("series.constant", ["series": .text(name), "value": .text(value)])
  }

  /// "AAPL rose sharply by 760%, from $25.94 to $223.02", "B fell from 5 to 3", "C started and
  /// ended at 4" (`series.moved`, `series.unchanged`); `after` is appended inside the clause.
  func seriesMoved(
    _ name: String, rose: Bool?, adverb: String?, by: Amount?, from: String?, to: String, after: String? = nil
  ) -> String {
    guard let rose else { return t("series.unchanged", ["series": .text(name), "to": .text(to)]) + (after ?? "") }
    return t(
      "series.moved",
      [
        "series": .text(name), "direction": Self.direction(rose), "adverb": .optional(adverb),
        "by": Self.amountArgument(by), "factor": Self.factorFlag(by), "from": .optional(from), "to": .text(to),
      ]) + (after ?? "")
  }

  /// "IBM stayed near $90" (`series.flat`)
  func seriesFlat(_ name: String, near value: String) -> String {
    t("series.flat", ["series": .text(name), "value": .text(value), "percent": Self.isPercent(value)])
  }
  /// "Cases peaked at 1,440 in Week 5 and ended at 82" (`series.peak`)
  func seriesPeak(_ name: String, peak: String, x: String, end: String) -> String {
    t("series.peak", ["series": .text(name), "value": .text(peak), "x": .text(x), "end": .text(end)])
  }
  /// "Cases fell to a low of 3 in Week 5 and ended at 8" (`series.trough`)
  func seriesTrough(_ name: String, low: String, x: String, end: String) -> String {
    t("series.trough", ["series": .text(name), "value": .text(low), "x": .text(x), "end": .text(end)])
  }
  /// "JFK rose and fell in a daily cycle of about 13 degrees Fahrenheit, up to 71.06 degrees
  /// Fahrenheit on May 7, 2013 at 3:00 PM" (`series.cyclic`)
  func seriesCyclic(_ name: String, cycle: String, high: String, x: String) -> String {
    t("series.cyclic", ["series": .text(name), "cycle": .text(cycle), "high": .text(high), "x": .text(x)])
  }
  /// "DAX scattered around 0.05% with no trend" (`series.noise`)
  func seriesNoise(_ name: String, mean: String) -> String {
    t("series.noise", ["series": .text(name), "mean": .text(mean), "percent": Self.isPercent(mean)])
  }
  /// "B fluctuated between 4 and 9" (`series.fluctuated`)
  func seriesFluctuated(_ name: String, low: String, high: String) -> String {
    t("series.fluctuated", ["series": .text(name), "low": .text(low), "high": .text(high)])
  }

  /// "All 3 lines rose." (`allLines`)
  func allLines(count: Int, rose: Bool) -> String {
    t("allLines", ["count": .count(count), "direction": Self.direction(rose)])
  }

  /// "Both lines fell from 1640 to 1650: Males by 48% and Females by 49%." (`sharedExcursion`,
  /// `sharedExcursion.part`): the same fall or rise, between the same two x values, in every line.
  /// `span` is the two x values (``span(from:to:role:atStart:)``).
  func sharedExcursion(rose: Bool, span: String, parts: [(series: String, amount: Amount)]) -> String {
    let texts = parts.map {
      t(
        "sharedExcursion.part",
        [
          "series": .text($0.series), "amount": .text($0.amount.text), "factor": $0.amount.kind,
          "direction": Self.direction(rose),
        ])
    }
    return t(
      "sharedExcursion",
      [
        "count": .count(parts.count), "direction": Self.direction(rose), "span": .text(span),
        "parts": .text(list(texts)),
      ])
  }

  /// "Of 5 lines, 3 rose, 1 fell and 1 showed no clear trend." (`lineCounts`)
  func lineCounts(total: Int, rose: Int, fell: Int, other: Int) -> String {
    var parts: [String] = []
    if rose > 0 { parts.append(t("lineCounts.rose", ["count": .count(rose)])) }
    if fell > 0 { parts.append(t("lineCounts.fell", ["count": .count(fell)])) }
    if other > 0 { parts.append(t("lineCounts.other", ["count": .count(other)])) }
    return t("lineCounts", ["total": .count(total), "parts": .text(list(parts))])
  }

  /// "AAPL rose the most, by 760%." (`changedMost`)
  func changedMost(series: String, rose: Bool, by: Amount) -> String {
    t(
      "changedMost",
      ["series": .text(series), "direction": Self.direction(rose), "by": .text(by.text), "factor": by.kind])
  }
  /// Ties said as ties: "IQ score, Reading and Math each rose by 22 IQ points." when every
  /// series changed by the same amount (`all`), else "A and B rose the most, each by 22 IQ
  /// points." (`changedMostTied`)
  func changedMostTied(series: [String], all: Bool, rose: Bool, by: Amount) -> String {
    t(
      "changedMostTied",
      [
        "series": .text(names(series)), "all": .flag(all), "direction": Self.direction(rose), "by": .text(by.text),
        "factor": by.kind,
      ])
  }
  /// "AAPL ended highest, at $223.02." (`endedHighest`)
  func endedHighest(series: String, value: String) -> String {
    t("endedHighest", ["series": .text(series), "value": .text(value)])
  }
  /// "AAPL ended highest, at $223.02, and MSFT lowest, at $28.80." (`endedHighestAndLowest`)
  func endedHighestAndLowest(highest: String, high: String, lowest: String, low: String) -> String {
    t(
      "endedHighestAndLowest",
      ["highest": .text(highest), "high": .text(high), "lowest": .text(lowest), "low": .text(low)])
  }
  /// "A overtook B in 2005." (`overtook`)
  func overtook(_ leader: String, _ follower: String, x: String) -> String {
    t("overtook", ["leader": .text(leader), "follower": .text(follower), "x": .text(x)])
  }
  /// "JFK and LaGuardia cross repeatedly, 16 times; LaGuardia is higher 83% of the time."
  /// (`crossRepeatedly`)
  func crossRepeatedly(_ a: String, _ b: String, count: Int, leader: String, share: String) -> String {
    t(
      "crossRepeatedly",
      ["first": .text(a), "second": .text(b), "count": .count(count), "leader": .text(leader), "share": .text(share)])
  }

  /// "The Men line stays above the Women line throughout." for two lines that never cross or touch (`aboveThroughout`)
  func aboveThroughout(_ leader: String, _ follower: String) -> String {
    t("aboveThroughout", ["leader": .text(leader), "follower": .text(follower)])
  }

  /// "Diet 3 ended above Diet 4, but their intervals overlap there, so the difference is within
  /// the uncertainty." (`endedWithinUncertainty`)
  func endedWithinUncertainty(_ leader: String, _ follower: String) -> String {
    t("endedWithinUncertainty", ["leader": .text(leader), "follower": .text(follower)])
  }

  /// "The gap between A and B widened from 5 to 9." (`gap`)
  func gap(_ a: String, _ b: String, widened: Bool, from: String, to: String) -> String {
    t(
      "gap",
      [
        "first": .text(a), "second": .text(b), "direction": Self.direction(widened), "from": .text(from),
        "to": .text(to),
      ])
  }
  /// "3 more series are not described here." (`moreSeries`)
  func moreSeries(_ count: Int) -> String { t("moreSeries", ["count": .count(count)]) }

  // MARK: Confidence intervals

  /// "The 95% interval widens from plus or minus 2 in 2020 to plus or minus 6 in 2024."
  /// (`interval.width`; `level` is "95%" or nil for "uncertainty interval")
  func intervalWidth(level: String?, widens: Bool, from: String, fromX: String, to: String, toX: String) -> String {
    t(
      "interval.width",
      [
        "level": .optional(level), "direction": Self.direction(widens), "from": .text(from),
        "fromX": .text(fromX), "to": .text(to), "toX": .text(toX),
      ])
  }

  /// "The 95% intervals of every line widen from start to end." (`interval.everyLine`)
  func intervalsOfEveryLine(level: String?, widen: Bool) -> String {
    t("interval.everyLine", ["level": .optional(level), "direction": Self.direction(widen)])
  }

  /// "The 95% interval stays about plus or minus 2." (`interval.steady`)
  func intervalSteady(level: String?, width: String) -> String {
    t("interval.steady", ["level": .optional(level), "width": .text(width)])
  }

  /// "plus or minus 2 bpm" (`interval.plusOrMinus`)
  func plusOrMinus(_ halfWidth: String) -> String { t("interval.plusOrMinus", ["value": .text(halfWidth)]) }
  /// "between 48 bpm and 52 bpm" (`interval.between`)
  func between(_ lower: String, _ upper: String) -> String {
    t("interval.between", ["lower": .text(lower), "upper": .text(upper)])
  }

  /// Which two intervals a sentence compares: at two x values ("in 2020 and 2024",
  /// `interval.pair.x`) or of two categories ("of A and B", `interval.pair.categories`).
  func intervalPair(firstX: String, secondX: String, second: String) -> String {
    t("interval.pair.x", ["firstX": .text(firstX), "secondX": .text(secondX), "second": .text(second)])
  }
  func intervalPair(categories first: String, _ second: String) -> String {
    t("interval.pair.categories", ["first": .text(first), "second": .text(second)])
  }

  /// "The 95% intervals in 2020 and 2024 do not overlap." (`interval.noOverlap`,
  /// `interval.slightOverlap`, `interval.overlap`)
  func intervalsDoNotOverlap(level: String?, between pair: String) -> String {
    t("interval.noOverlap", ["level": .optional(level), "pair": .text(pair)])
  }
  func intervalsOverlapSlightly(level: String?, between pair: String) -> String {
    t("interval.slightOverlap", ["level": .optional(level), "pair": .text(pair)])
  }
  func intervalsOverlap(level: String?, between pair: String) -> String {
    t("interval.overlap", ["level": .optional(level), "pair": .text(pair)])
  }

  // MARK: Chart Details (features and statistics)

  /// "increasing" or "decreasing" (`details.trend`)
  func trendDirection(increasing: Bool) -> String { t("details.trend", ["direction": Self.direction(increasing)]) }

  /// "none" (`details.noTrend`)
  func noTrend() -> String { t("details.noTrend", ["reason": .text("none")]) }

  /// "none, because the fitted change of 4.2 degrees Celsius is small against the range of 37.2
  /// degrees Celsius, although the Mann-Kendall test finds an upward order" (`details.noTrend`):
  /// a significant test, too small a change to say.
  func noTrend(upward: Bool, change: String, range: String) -> String {
    t(
      "details.noTrend",
      ["reason": .text("small"), "direction": Self.direction(upward), "change": .text(change), "range": .text(range)])
  }

  /// "very strong" (`details.confidence`; `level` is none, weak, moderate, strong or veryStrong)
  func fitConfidence(_ level: String) -> String { t("details.confidence", ["level": .text(level)]) }

  /// "exponential, y equals …" (`details.model`; `kind` is linear, exponential, logarithmic, power
  /// or sinusoidal)
  func model(kind: String, equation: String, meaning: String?) -> String {
    t("details.model", ["kind": .text(kind), "equation": .text(equation), "meaning": .optional(meaning)])
  }

  /// "where x is the years since 1871" (`details.xYearsSince`)
  func xYearsSince(_ origin: String) -> String { t("details.xYearsSince", ["origin": .text(origin)]) }
  /// "where x is the months since January 2023" (`details.xSince`; `units` is the plural time
  /// unit, "months")
  func xSince(units: String, _ origin: String, role: String) -> String {
    t("details.xSince", ["units": .text(units), "origin": .text(origin), "role": .text(role)])
  }
  /// "where x is the position of the category, 0 for Week 1" (`details.xPosition`)
  func xPosition(first: String) -> String { t("details.xPosition", ["first": .text(first)]) }
  /// "where x is Horsepower" (`details.xIs`)
  func xIs(_ title: String) -> String { t("details.xIs", ["title": .text(title)]) }
  /// "where x is Height minus 58 inches" (`details.xMinus`)
  func xMinus(_ title: String, _ origin: String) -> String {
    t("details.xMinus", ["title": .text(title), "origin": .text(origin)])
  }

  /// "none" (`details.none`)
  func none() -> String { t("details.none") }
  /// "less than 0.0001" (`details.lessThan`)
  func lessThan(_ value: String) -> String { t("details.lessThan", ["value": .text(value)]) }
  /// "up 78", "down 1.5 percentage points, 28%" (`details.change`)
  func change(up: Bool, amount: String, relative: Amount?) -> String {
    t(
      "details.change",
      [
        "direction": Self.direction(up), "amount": .text(amount), "relative": Self.amountArgument(relative),
        "factor": Self.factorFlag(relative),
      ])
  }

  /// A feature's label: "Trend", "Best fitting model", … (`details.feature`)
  func featureLabel(_ kind: ChartSummary.Feature.Kind) -> String {
    t("details.feature", ["kind": .text(String(describing: kind))])
  }
  /// A statistic's label: "Minimum", "Mann-Kendall p-value", … (`details.statistic`; `name` is
  /// minimum, maximum, mean, median, count, missing, first, last, change, slope, rSquared,
  /// correlation, kendallTau, pValue or pooledCorrelation)
  func statisticLabel(_ name: String) -> String { t("details.statistic", ["name": .text(name)]) }
  /// "Website visits, Minimum: January 2024, 120." (`details.line`, `details.line.chart`)
  func detailLine(series: String?, label: String, value: String) -> String {
    guard let series else { return t("details.line.chart", ["label": .text(label), "value": .text(value)]) }
    return t("details.line", ["series": .text(series), "label": .text(label), "value": .text(value)])
  }

  // MARK: Equations

  /// The words of a fitted model's equation (`equation.*`): "y equals 2.5 times x plus 3.1".
  func equation(kind: String, parameters: [String], tails: [(negative: Bool, text: String)?]) -> String {
    func tail(_ index: Int, comma: Bool) -> String {
      guard let item = tails[safe: index], let item else { return "" }
      return t(
        "equation.term",
        ["sign": .text(item.negative ? "minus" : "plus"), "value": .text(item.text), "comma": .flag(comma)])
    }
    switch kind {
    case "linear":
      return t("equation.linear", ["a": .text(parameters[0]), "b": .text(tail(1, comma: false))])
    case "exponential":
      return t("equation.exponential", ["a": .text(parameters[0]), "b": .text(parameters[1])])
    case "logarithmic":
      return t("equation.logarithmic", ["a": .text(parameters[0]), "b": .text(tail(1, comma: false))])
    case "power":
      return t("equation.power", ["a": .text(parameters[0]), "b": .text(parameters[1])])
    default:
      return t(
        "equation.sinusoidal",
        [
          "a": .text(parameters[0]), "b": .text(parameters[1]), "c": .text(tail(2, comma: false)),
          "d": .text(tail(3, comma: true)),
        ])
    }
  }

  /// A negative number in words: "minus 2.5" (`value.negative`).
  func negative(_ text: String) -> String { t("value.negative", ["value": .text(text)]) }

  // MARK: Lists and rates

  /// "A", "A and B", "A, B and C" (`list.separator`, `list.last`).
  func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: t("list.separator")) + t("list.last") + items[items.count - 1]
  }

  /// "per month", "per 10 units of Height" (`rate.time`, `rate.unit`): `unit` is a time unit key
  /// (second … century, quarter) for `rate.time`, or the x unit's words for `rate.unit`.
  func ratePhrase(timeUnit: String) -> String { t("rate.time", ["unit": .text(timeUnit)]) }
  func ratePhrase(multiple: Int, text: String, one: String, other: String) -> String {
    t("rate.unit", ["multiple": .number(Double(multiple), text: text), "one": .text(one), "other": .text(other)])
  }
  /// "unit of Height" (`rate.unitOf`), "category" (`rate.category`)
  func unitOf(_ title: String) -> (one: String, other: String) {
    (
      t("rate.unitOf", ["title": .text(title), "count": .count(1)]),
      t("rate.unitOf", ["title": .text(title), "count": .count(2)])
    )
  }
  func category() -> (one: String, other: String) {
    (t("rate.category", ["count": .count(1)]), t("rate.category", ["count": .count(2)]))
  }

  /// "1 year", "11 years" as a period's unit (`unit.time`; `unit` is year … second or quarter).
  func timeUnit(_ unit: String, count: Double, text: String) -> String {
    t("unit.time", ["unit": .text(unit), "count": .number(count, text: text)])
  }

  private func lowercasedFirst(_ sentence: String) -> String {
    // Never change the case of user strings: only lower a first word this catalog wrote (the
    // Spanish "Opened: el valor más alto…": no capital after a colon).
    for starter in ["There ", "The ", "It ", "All ", "Of ", "El "] where sentence.hasPrefix(starter) {
      return starter.lowercased() + sentence.dropFirst(starter.count)
    }
    return sentence
  }
}
