import ChartAccessibility
import Foundation

/// How x values are written in a summary and which preposition comes before them.
///
/// - Dates are written at the coarsest granularity that tells them apart (``DateGranularity``):
///   "in 2010", "in Q2 1980", "in March 2010", "on March 5, 2010", and with a time of day
///   "on July 28, 2010 at 4:00 PM"; when every date falls within one day (at least two dates),
///   the time alone, "at 4:00 PM"; when every date falls in one calendar year, the summary says
///   the year once (`yearOnce(in:)`). Quarterly dates read as months when the axis' own format
///   names another date style (the chart says "January 2024", so does the summary). Calendar days (dates written without a time, see
///   ``AXNumericDataAxisDescriptor/DateValues``) are written and measured in UTC, so they read the
///   same in every display time zone; instants in the context's time zone.
/// - Years (``AXNumericDataAxisDescriptor/isYearAxis(values:)``) are plain numbers without digit
///   grouping, "in 1810"; a negative year is named as one, "in the year minus 3816".
/// - A numeric axis titled with a counted unit and no format writes "Day 3", "Week 1", "Year 3",
///   "Trading day 3" (the unit the second of two words).
/// - A numeric axis whose title ends with a unit in parentheses and has no format writes the
///   unit after each value: "360 °C" for "Temperature (°C)", "1,582 days" for "Age (days)".
struct XWriter {
  enum Kind {
    /// `unit`: the unit a title names in parentheses, written after each value ("360 °C").
    case number(title: String, formatter: ValueFormatter, countsUnits: Bool, unit: String? = nil)
    case date(granularity: DateGranularity, formatter: ValueFormatter)
    case category
    /// The app's own strings (``AppStrings``).
    case provided((Double) -> String)
  }

  /// What kind of x value a phrase speaks, which sets its preposition in each language.
  enum Role: String {
    case year, quarter, month, day, dateTime, time, number, category
    /// A counted unit ("Day 3") or an app's own text, with the English preposition
    /// ("on", "in", "at") the value calls for.
    case counted, provided
  }

  let kind: Kind
  let role: Role
  /// Whether x is a measured variable (a scatter plot's), not a position or a time.
  let isVariable: Bool
  /// Whether the dates all fall within one calendar year (months, days or finer, and not within
  /// one day), so that `yearOnce(in:)` says the year once; `false` on every other axis (years,
  /// quarters, times of one day, numbers, categories).
  private var withinYear = false
  /// The x values `text(_:category:)` wrote while `withinYear` is set.
  private let written = WrittenDates()
  /// The English preposition of ``role`` for counted units and app text, or the caller's
  /// override (``SummaryOptions/xPreposition``), which every language then uses as it is.
  let preposition: String
  let isOverridden: Bool
  /// The gender of a counted unit's title (``countedUnitGenders``), "" when none is known.
  private(set) var unitGender = ""
  let language: SummaryLanguage
  /// The context dates on the axis are written and counted in: for calendar days the display
  /// context moved to UTC (``FormattingContext/forDates(_:)``), otherwise the display context.
  /// Use it for anything that takes calendar fields of x (time indices, "per month").
  let dateContext: FormattingContext

  /// The granularity of a date axis' values (in ``dateContext``), `nil` on other axes.
  var dateGranularity: DateGranularity? {
    if case .date(let granularity, _) = kind { granularity } else { datesBehindProvidedText }
  }

  /// For an app's own x strings that read as dates, over values that can be seconds since 1970
  /// (years 1900 to 2200): their granularity, so trends are measured per day or per month and not
  /// per second. `nil` otherwise.
  private(set) var datesBehindProvidedText: DateGranularity?

  /// Whether the x values are calendar years ("in 1810").
  var isYears: Bool {
    if case .number(_, let formatter, _, _) = kind { formatter.valueKind == .year } else { false }
  }

  /// Whether an x value written alone says what it is: a date, a year, a category, a counted
  /// unit ("Day 3"), a number with its title's unit ("360 °C") or with a format, or an app's
  /// own text; not a bare number ("3").
  var namesItsValues: Bool {
    if case .number(_, let formatter, let countsUnits, let unit) = kind {
      return countsUnits || unit != nil || formatter.valueKind == .year || formatter.format != nil
    }
    return true
  }

  /// Titles that name a counted unit, so x = 3 is written "Day 3", with the kind of English
  /// preposition the unit takes ("on", "in", "at"; each language's `x.counted` turns it into its
  /// own). English, German, French and Spanish titles are recognised in every language: the
  /// title is the author's.
  static let countedUnits: [String: String] = [
    // English
    "day": "on", "week": "in", "month": "in", "year": "in", "quarter": "in", "hour": "at",
    "round": "in", "step": "at", "trial": "in", "session": "in", "level": "at", "game": "in",
    "episode": "in", "lap": "on", "stage": "at", "phase": "in", "sprint": "in", "season": "in",
    "iteration": "at", "generation": "in", "epoch": "at", "run": "in", "test": "in", "wave": "in",
    "minute": "at", "second": "at", "period": "in", "observation": "at", "sample": "at", "point": "at",
    // German ("an Tag 3", "in Woche 3", "bei Schritt 3")
    "tag": "on", "woche": "in", "monat": "in", "jahr": "in", "quartal": "in", "stunde": "in",
    "runde": "in", "schritt": "at", "versuch": "in", "sitzung": "in", "stufe": "at", "spiel": "in",
    "folge": "in", "etappe": "at", "saison": "in", "epoche": "at", "lauf": "in", "welle": "in", "durchgang": "in",
    "sekunde": "at", "periode": "in", "beobachtung": "at", "zeitpunkt": "at", "punkt": "at",
    // "Minute", lowercased, is the English key ("bei Minute 3"), as is "Observation" in French
    // French ("au jour 3", "à la semaine 3", "à l'étape 3")
    "jour": "on", "semaine": "in", "mois": "in", "année": "in", "trimestre": "in",
    "heure": "at", "tour": "in", "manche": "in", "étape": "at", "essai": "in", "séance": "in",
    "niveau": "at", "partie": "in", "épisode": "in", "itération": "at",
    "génération": "in", "époque": "at", "vague": "in", "seconde": "at", "période": "in", "échantillon": "at",
    // Spanish ("el día 3", "en la semana 3", "en el paso 3")
    "día": "on", "semana": "in", "mes": "in", "año": "in", "hora": "at", "ronda": "in", "paso": "at",
    "intento": "in", "sesión": "in", "nivel": "at", "partida": "in", "episodio": "in", "vuelta": "on",
    "etapa": "at", "fase": "in", "temporada": "in", "iteración": "at", "generación": "in",
    "época": "at", "prueba": "in", "ola": "in", "minuto": "at", "segundo": "at", "periodo": "in", "período": "in",
    "observación": "at", "muestra": "at", "punto": "at",
    // Dutch, for the test language pack's word for a point ("bij punt 3")
    "punt": "at",
  ]

  /// Whether each x is a reading at a day or finer: a date axis at day, hour, minute or second
  /// granularity, or a numeric axis titled with a counted day, hour, minute or second ("Day").
  /// A single value far from its neighbours there is a reading (perhaps an error); in yearly,
  /// quarterly or monthly values it is an event of that period (Rwanda's life expectancy in 1994).
  var countsReadings: Bool {
    if let dateGranularity { return [.day, .hour, .minute, .second].contains(dateGranularity) }
    if case .number(let title, _, true, _) = kind {
      return Self.countedWord(title).map(Self.readingUnits.contains) ?? false
    }
    return false
  }

  /// Counted-unit titles of a day or less, in the four languages.
  static let readingUnits: Set<String> = [
    "day", "hour", "minute", "second", "tag", "stunde", "sekunde", "jour", "heure", "seconde", "día", "hora",
    "minuto", "segundo",
  ]

  /// The grammatical gender of French, Spanish and German counted-unit titles, for the article
  /// or preposition before them ("à la semaine 3", "en el mes 3", "an Tag 3"): "feminine",
  /// "masculine" or "neuter", or "elided" for a French word that takes "l'" ("à l'étape 3").
  /// Passed to `x.counted` as `gender`, empty for a word not listed (most often an English one):
  /// no article is guessed then ("bei Day 1.857", « pour Day 1857 », "en Day 1857", not "an Day",
  /// « au Day », "el Day").
  static let countedUnitGenders: [String: String] = [
    "semaine": "feminine", "année": "feminine", "heure": "elided", "manche": "feminine", "étape": "elided",
    "essai": "elided", "séance": "feminine", "partie": "feminine", "épisode": "elided", "saison": "feminine",
    "itération": "elided", "génération": "feminine", "époque": "elided", "vague": "feminine",
    "minute": "feminine", "seconde": "feminine", "période": "feminine", "observation": "elided",
    "échantillon": "elided",
    "semana": "feminine", "hora": "feminine", "ronda": "feminine", "sesión": "feminine", "partida": "feminine",
    "vuelta": "feminine", "etapa": "feminine", "fase": "feminine", "temporada": "feminine",
    "iteración": "feminine", "generación": "feminine", "época": "feminine", "prueba": "feminine",
    "ola": "feminine", "observación": "feminine", "muestra": "feminine",
    "jour": "masculine", "mois": "masculine", "an": "masculine", "tour": "masculine", "match": "masculine",
    "test": "masculine", "lot": "masculine", "cycle": "masculine", "niveau": "masculine", "trimestre": "masculine",
    "pas": "masculine", "point": "masculine",
    "día": "masculine", "mes": "masculine", "año": "masculine", "paso": "masculine", "partido": "masculine",
    "intento": "masculine", "turno": "masculine", "ciclo": "masculine", "nivel": "masculine", "lote": "masculine",
    "periodo": "masculine", "período": "masculine", "ensayo": "masculine", "episodio": "masculine",
    "minuto": "masculine", "segundo": "masculine", "juego": "masculine", "punto": "masculine",
    "tag": "masculine", "woche": "feminine", "stunde": "feminine", "sekunde": "feminine", "monat": "masculine",
    "jahr": "neuter", "runde": "feminine", "periode": "feminine", "schritt": "masculine", "spiel": "neuter",
    "versuch": "masculine", "sitzung": "feminine", "beobachtung": "feminine", "stichprobe": "feminine",
  ]

  /// - Parameters:
  ///   - values: the numeric x values of every point (dates as seconds since 1970).
  ///   - context: the display locale and time zone.
  ///   - override: a preposition to use instead of the one the values call for.
  ///   - isVariable: whether x is a measured variable, as on a scatter plot, rather than where
  ///     the values stand (a position, a time): Spanish then says "para 1,983 minutes" where a
  ///     line says "en 10 hours" (message `x.number`'s `variable`).
  init(
    axis: any AXDataAxisDescriptor, values: [Double], context: FormattingContext, language: SummaryLanguage,
    preposition override: String?, isVariable: Bool = false
  ) {
    self.isVariable = isVariable
    dateContext = context.forDates(of: axis, values: values)
    self.language = language
    isOverridden = override != nil
    guard let numeric = axis as? AXNumericDataAxisDescriptor else {
      kind = .category
      role = .category
      preposition = override ?? "in"
      return
    }
    if AppStrings.speaksProvidedText(numeric, values: values) {
      kind = .provided(numeric.valueDescriptionProvider)
      role = .provided
      let sample = AppStrings.samples(values).first.map(numeric.valueDescriptionProvider) ?? ""
      preposition = override ?? AppStrings.preposition(for: sample, countedUnits: Self.countedUnits)
      if AppStrings.readsAsDate(sample),
        values.allSatisfy({ !$0.isFinite || (-2_208_988_800...7_258_118_400).contains($0) })
      {
        datesBehindProvidedText = DateGranularity(of: values, in: dateContext)
      }
    } else if numeric.valueKind == .date {
      var granularity = DateGranularity(of: values, in: dateContext)
      if granularity == .quarter, case .date(let declared)? = numeric.valueFormat?.style, declared != .quarter {
        granularity = .month  // the chart's own format says how its dates read, such as months
      }
      var style = granularity.dateStyle
      let natural: String
      switch granularity {
      case .year:
        (natural, role) = ("in", .year)
      case .quarter:
        (natural, role) = ("in", .quarter)
      case .month:
        (natural, role) = ("in", .month)
      case .day:
        (natural, role) = ("on", .day)
      case .hour, .minute, .second:
        if Self.fallWithinOneDay(values, in: dateContext) {
          style = .time
          (natural, role) = ("at", .time)
        } else {
          (natural, role) = ("on", .dateTime)
        }
      }
      kind = .date(
        granularity: granularity,
        formatter: ValueFormatter(format: ValueFormat(style: .date(style)), valueKind: .date, context: dateContext))
      withinYear = granularity <= .month && style != .time && Self.fallWithinOneYear(values, in: dateContext)
      preposition = override ?? natural
    } else if numeric.isYearAxis(values: values) {
      kind = .number(
        title: numeric.title,
        formatter: ValueFormatter(
          format: numeric.valueFormat, valueKind: .year, context: context,
          defaults: .init(fractionDigits: ValueFormat.dataPrecisionFractionDigits(for: values))),
        countsUnits: false)
      role = .year
      preposition = override ?? "in"
    } else {
      // An untitled axis whose values number the points (1, 2, 3, … or 0, 1, 2, …) counts points:
      // "from 200 at point 1 to 261.6 at point 150", not "at 1", which says nothing.
      let numbersPoints =
        numeric.title.trimmingCharacters(in: .whitespaces).isEmpty && numeric.valueFormat == nil
        && Self.numbersPoints(values)
      let title = numbersPoints ? language.pack.text("x.pointWord") : numeric.title
      let word = Self.countedWord(title)
      let unitPreposition = word.flatMap { Self.countedUnits[$0] }
      let countsUnits = unitPreposition != nil && numeric.valueFormat == nil
      if countsUnits, let word { unitGender = Self.countedUnitGenders[word] ?? "" }
      kind = .number(
        title: title,
        formatter: ValueFormatter(
          format: numeric.valueFormat, context: context,
          defaults: .init(fractionDigits: ValueFormat.dataPrecisionFractionDigits(for: values))),
        countsUnits: countsUnits, unit: numeric.valueFormat == nil ? Self.titleUnit(title) : nil)
      role = countsUnits ? .counted : .number
      preposition = override ?? unitPreposition ?? "at"
    }
  }

  /// Whether `values` (the finite ones), in any order and with repeats, are the whole numbers
  /// from 1 (or 0) up to their count of distinct values: the points' numbers. O(n log n).
  static func numbersPoints(_ values: [Double]) -> Bool {
    let distinct = Array(Set(values.filter(\.isFinite))).sorted()
    guard let first = distinct.first, first == 0 || first == 1, distinct.count >= 2 else { return false }
    return distinct.enumerated().allSatisfy { $0.element == first + Double($0.offset) }
  }

  /// The counted unit a title names (a key of ``countedUnits``, lowercased): the whole title
  /// ("Day"), or the second of two words ("Trading day", "Time step"); `nil` otherwise ("Hour
  /// of day" counts hours, not days).
  static func countedWord(_ title: String) -> String? {
    let words = title.lowercased().split(separator: " ")
    guard (1...2).contains(words.count), let last = words.last, countedUnits[String(last)] != nil,
      title.allSatisfy({ $0.isLetter || $0 == " " })
    else { return nil }
    return String(last)
  }

  /// The unit a title names in parentheses at its end, "°C" of "Temperature (°C)", "days" of
  /// "Age (days)": at most 12 characters, no digits, no currency symbol (money has a format of
  /// its own). `nil` otherwise.
  static func titleUnit(_ title: String) -> String? {
    let trimmed = title.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "("), open > trimmed.startIndex else { return nil }
    let unit = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
      .trimmingCharacters(in: .whitespaces)
    guard (1...12).contains(unit.count), !unit.contains(where: { $0.isNumber || $0.isCurrencySymbol || $0 == "(" })
    else { return nil }
    return unit
  }

  /// A value and its title's unit: "360 °C", "1,582 days", "1 day", "45%".
  static func withUnit(_ value: String, _ unit: String, _ x: Double) -> String {
    if unit == "%" { return value + unit }
    // "days" of one is "1 day" (words of letters ending in s; not symbols such as "s" or "ms").
    if x == 1, unit.count > 2, unit.hasSuffix("s"), unit.allSatisfy(\.isLetter) {
      return value + " " + unit.dropLast()
    }
    return value + " " + unit
  }

  /// Whether there are at least two finite dates and all fall on one calendar day of `context`.
  static func fallWithinOneDay(_ values: [Double], in context: FormattingContext) -> Bool {
    var day: (year: Int, month: Int, day: Int)?
    var count = 0
    for value in values where value.isFinite {
      let fields = context.calendarFields(of: value)
      if let day, day != (fields.year, fields.month, fields.day) { return false }
      day = (fields.year, fields.month, fields.day)
      count += 1
    }
    return count >= 2
  }

  /// Whether there are at least two finite dates and all fall in one calendar year of `context`.
  static func fallWithinOneYear(_ values: [Double], in context: FormattingContext) -> Bool {
    var year: Int?
    var count = 0
    for value in values where value.isFinite {
      let fields = context.calendarFields(of: value)
      if let year, year != fields.year { return false }
      year = fields.year
      count += 1
    }
    return count >= 2
  }

  /// The value alone: "January 2024", "Q2 1980", "1810", "Day 3", "Week 1", "$32,000".
  func text(_ x: Double, category: String?) -> String {
    if withinYear, x.isFinite { written.insert(x) }
    return switch kind {
    case .category: category ?? ""
    case .date(.quarter, let formatter) where x.isFinite && formatter.format?.style == .date(.quarter):
      // A quarter in prose in the language's words ("im ersten Quartal 1959"); tables keep "Q1 1959".
      language.quarter(x, in: dateContext)
    case .date(_, let formatter): formatter.string(for: x)
    case .provided(let provider): provider(x)
    case .number(let title, let formatter, let countsUnits, let unit):
      countsUnits
        ? "\(title) \(formatter.string(for: x))"
        : unit.map { Self.withUnit(formatter.string(for: x), $0, x) }
          ?? formatter.string(for: x)
    }
  }

  /// Where a level (a median of many readings) was, in a calendar unit coarser than the
  /// readings', so no single reading is claimed: monthly or quarterly dates by their year ("in
  /// 2005"), daily and finer ones by their month ("in July 2013"); on other axes, and when the
  /// dates all fall in one year (that year then says nothing), ``phrase(_:category:)``.
  func levelPhrase(_ x: Double, category: String?) -> String {
    guard case .date(let granularity, _) = kind, x.isFinite, !isOverridden, !withinYear else {
      return phrase(x, category: category)
    }
    let style: ValueFormat.DateStyle
    let coarser: Role
    switch granularity {
    case .year: return phrase(x, category: category)
    case .quarter, .month: (style, coarser) = (.year, .year)
    case .day, .hour, .minute, .second: (style, coarser) = (.monthYear, .month)
    }
    let text = ValueFormatter(format: ValueFormat(style: .date(style)), valueKind: .date, context: dateContext)
      .string(for: x)
    return language.xPhrase(role: coarser.rawValue, preposition: preposition, gender: unitGender, x: text)
  }

  /// The value after its preposition: "in January 2024", "on Day 3", "in 1810",
  /// "on July 28, 2010 at 4:00 PM".
  func phrase(_ x: Double, category: String?) -> String {
    let value = text(x, category: category)
    if isOverridden { return preposition.isEmpty ? value : preposition + " " + value }
    // A year before the common era, written as a negative number, is named as a year: "in the
    // year minus 3816", not "in minus 3816".
    let role = isYears && x < 0 ? "negativeYear" : role.rawValue
    return language.xPhrase(
      role: role, preposition: preposition, gender: unitGender, x: value, isVariable: isVariable)
  }
}

// MARK: The year said once

extension XWriter {
  /// `summary` with the year said once: when every date of the chart falls in one calendar year
  /// (months, days, hours, minutes or seconds; not within one day, whose dates are times alone),
  /// the first date the text says keeps its year and every later one drops it, as a writer does:
  /// "From May 1, 2013 at 4:00 AM to May 4 at 3:00 AM, JFK … up to 62.96 on May 1 at 2:00 PM";
  /// "from 120 in January 2023 to a peak of 260 in July, then fell to 210 in December". When
  /// the text opens with a range of months or days, its end keeps the year instead: "From
  /// January to June 2024, Store visits fell …" (`opensWithRange`).
  ///
  /// Only dates this writer wrote (`text(_:category:)`) are changed, matched as whole words
  /// ("1. Mai 2013" is not found inside "11. Mai 2013"). A date without its year is
  /// ``ValueFormatter/stringWithoutYear(for:)`` of the axis' formatter, as `describe` writes an
  /// axis' range (a day "4. Mai um 03:00", "4 de mayo a las 3:00"; a month "Juli"); a date it
  /// cannot shorten keeps its year. `summary` is returned unchanged on other axes. Cost: three
  /// date formats per distinct date written, and one scan of `summary` per date.
  func yearOnce(in summary: String) -> String {
    guard withinYear, case .date(_, let formatter) = kind else { return summary }
    var forms: [(full: String, short: String)] = []
    for x in written.values.sorted() {
      if let short = formatter.stringWithoutYear(for: x) { forms.append((formatter.string(for: x), short)) }
    }
    // Every whole-word occurrence of a full date, in text order.
    var found: [(range: Range<String.Index>, short: String)] = []
    for form in forms {
      var start = summary.startIndex
      while let range = summary.range(of: form.full, range: start..<summary.endIndex) {
        let before = range.lowerBound > summary.startIndex ? summary[summary.index(before: range.lowerBound)] : " "
        let after = range.upperBound < summary.endIndex ? summary[range.upperBound] : " "
        if !(before.isLetter || before.isNumber || after.isLetter || after.isNumber) {
          found.append((range, form.short))
        }
        start = range.upperBound
      }
    }
    found.sort { $0.range.lowerBound < $1.range.lowerBound }
    guard found.count > 1 else { return summary }
    // The occurrence that keeps its year: the first, or the end of a range the text opens with.
    let keeper = role != .dateTime && Self.opensWithRange(summary, found[0].range, found[1].range) ? 1 : 0
    var result = String(summary[..<found[0].range.lowerBound])
    for (index, occurrence) in found.enumerated() {
      result += index == keeper ? summary[occurrence.range] : Substring(occurrence.short)
      let next = index + 1 < found.count ? found[index + 1].range.lowerBound : summary.endIndex
      result += summary[occurrence.range.upperBound..<next]
    }
    return result
  }

  /// Whether the first two dates of a text are the two ends of one range, joined by at most
  /// three words and nothing else ("January 2024 to June 2024", "1. Mai 2013 bis zum 4. Mai
  /// 2013", « janvier 2024 à juin 2024 », "enero de 2024 a junio de 2024"), so the year goes
  /// with its end, as writers put it: "from January to June 2024", "von Januar bis Juni 2024",
  /// « de janvier à juin 2024 », "de enero a junio de 2024". Months and days only: a date with a
  /// time keeps its year first ("May 1, 2013 at 4:00 AM to May 4 at 3:00 AM").
  private static func opensWithRange(
    _ summary: String, _ first: Range<String.Index>, _ second: Range<String.Index>
  ) -> Bool {
    let gap = summary[first.upperBound..<second.lowerBound]
    let words = gap.split(separator: " ")
    return (1...3).contains(words.count) && gap.allSatisfy { $0.isLetter || $0 == " " }
  }
}

extension XWriter {
  /// Counts the dates `other` wrote (a nested writer's, over the same x values: a candlestick's
  /// close, a stack's total) as written by this writer, so that `yearOnce(in:)` of a text that
  /// holds both says the year once.
  func countWritten(by other: XWriter) {
    for x in other.written.values { written.insert(x) }
  }
}

/// The distinct x values an `XWriter` wrote, shared by its copies (a summary writer is a value
/// that is copied while it writes). Used by one summary on one thread.
final class WrittenDates {
  private(set) var values: Set<Double> = []
  func insert(_ x: Double) { values.insert(x) }
}
