import ChartAccessibility
import Foundation

/// Checks an author's summary against the data, with the summarizer's analysis (its facts).
///
/// Three checks, each conservative (a sentence it cannot read is never flagged):
///
/// 1. **Direction.** Words of rising ("rose", "increased", "grew", "climbed", "went up", …) or of
///    falling ("fell", "decreased", "declined", "dropped", "went down", …), not negated by a
///    "not", "never" or "no" just before them. A summary with words of one direction only
///    contradicts the data when no series trends that way and at least one trends the other
///    way, a trend being the summarizer's (a significant Mann–Kendall trend, its direction the
///    sign of the Theil–Sen fitted change).
/// 2. **Values.** The numbers in "from A to B" (both numbers) and after "peaked at", "reached",
///    "high of", "low of", "maximum of", "minimum of" must be in the data: a y value, an
///    interval bound, an x value, the year of a date on the x axis, a fraction axis' value
///    as a percentage, or the gap between two series at the same x. A number with a scale word
///    also matches its unscaled value (an axis counted in thousands). A number matches a value that rounds to it at the number's written
///    precision ("1.2 million" matches 1,150,000 to 1,249,999). A number right after "about",
///    "around", "roughly", "nearly", "almost", "approximately", "over", "under", "some", "than"
///    or "~" is approximate and not checked, nor is one next to a month name (a date).
/// 3. **Counts.** "N points" (also "values", "data points", "measurements", "readings",
///    "observations", "categories", "bars", "slices", "series", and the chart's own point
///    noun): N must be the number of points of a series or of the chart, of categories, or of
///    series. "N days" (weeks, months, quarters, years, hours): N must be within one of such a
///    count (or of one less, the intervals between points), or of the x axis' date span in that
///    unit; here "over" means "during" ("over 12 months") and does not make the number
///    approximate.
///
/// Numbers are read as written in English (`1,234.5`), with an optional currency sign before,
/// `%` after and a scale word ("thousand", "million", "billion", "k", "m", "bn").
struct SummaryConsistency {
  let chart: AXChartDescriptor
  /// The summarizer's facts (`ChartSummary.facts`).
  let facts: JSONValue
  let context: FormattingContext

  /// A contradiction: what the summary says, what the data says, and measured values.
  struct Contradiction {
    var message: String
    var measurements: JSONObject
  }

  // MARK: Reading the summary

  /// A number as written in a summary.
  struct WrittenNumber {
    var value: Double
    /// Half a unit of the last written digit, times the scale: the rounding a match allows.
    var tolerance: Double
    var isPercent: Bool
    var isWhole: Bool
    var text: String
    /// The number before a scale word ("112" of "112 thousand"), which may belong to the unit
    /// ("112 thousand passengers" on an axis counted in thousands); `nil` without a scale word.
    var unscaled: Double?
  }

  enum Token {
    case word(String)
    case number(WrittenNumber)

    var word: String? {
      if case .word(let word) = self { word } else { nil }
    }
  }

  static let scales: [String: Double] = [
    "thousand": 1e3, "k": 1e3, "million": 1e6, "m": 1e6, "mn": 1e6, "billion": 1e9, "bn": 1e9, "b": 1e9,
    "trillion": 1e12,
  ]

  /// The summary as words (lowercased) and numbers.
  static func tokens(_ text: String) -> [Token] {
    var tokens: [Token] = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if character.isLetter {
        var word = ""
        while index < characters.count, characters[index].isLetter || characters[index] == "'" {
          word.append(characters[index])
          index += 1
        }
        let lowered = word.lowercased()
        // A scale word right after a number belongs to it ("1.2 million", "3k").
        if let scale = scales[lowered], case .number(var number)? = tokens.last, !number.isPercent {
          number.unscaled = number.value
          number.value *= scale
          number.tolerance *= scale
          number.isWhole = false
          number.text += (lowered.count <= 2 ? "" : " ") + word
          tokens[tokens.count - 1] = .number(number)
        } else {
          tokens.append(.word(lowered))
        }
        continue
      }
      if character.isASCII, character.isNumber {
        var digits = ""
        var fractionDigits: Int?
        let start = index
        while index < characters.count {
          let c = characters[index]
          if c.isASCII, c.isNumber {
            digits.append(c)
            if fractionDigits != nil { fractionDigits! += 1 }
          } else if c == ",", fractionDigits == nil, isThousandsSeparator(characters, at: index) {
            // Skipped: "1,234" is 1234.
          } else if c == ".", fractionDigits == nil, index + 1 < characters.count, characters[index + 1].isASCII,
            characters[index + 1].isNumber
          {
            digits.append(".")
            fractionDigits = 0
          } else {
            break
          }
          index += 1
        }
        var isPercent = false
        if index < characters.count, characters[index] == "%" {
          isPercent = true
          index += 1
        }
        let negative =
          start > 0 && (characters[start - 1] == "-" || characters[start - 1] == "\u{2212}")
          && (start < 2 || characters[start - 2].isWhitespace)
        guard var value = Double(digits) else { continue }
        if negative { value = -value }
        let decimals = fractionDigits ?? 0
        tokens.append(
          .number(
            WrittenNumber(
              value: value, tolerance: 0.5 * Foundation.pow(10, -Double(decimals)), isPercent: isPercent,
              isWhole: fractionDigits == nil, text: String(characters[start..<index]))))
        continue
      }
      if character == "~" { tokens.append(.word("~")) }
      index += 1
    }
    return tokens
  }

  /// Whether the comma at `index` separates thousands: exactly three digits follow it.
  static func isThousandsSeparator(_ characters: [Character], at index: Int) -> Bool {
    func isDigit(_ i: Int) -> Bool { i < characters.count && characters[i].isASCII && characters[i].isNumber }
    return isDigit(index + 1) && isDigit(index + 2) && isDigit(index + 3) && !isDigit(index + 4)
  }

  static let riseWords: Set<String> = [
    "rose", "rise", "rises", "rising", "risen", "increased", "increase", "increases", "increasing", "grew", "grow",
    "grows", "growing", "grown", "climbed", "climb", "climbs", "climbing", "upward", "upwards", "gained", "soared",
    "surged", "doubled", "tripled",
  ]
  static let fallWords: Set<String> = [
    "fell", "fall", "falls", "falling", "fallen", "decreased", "decrease", "decreases", "decreasing", "declined",
    "decline", "declines", "declining", "dropped", "drop", "drops", "dropping", "shrank", "shrink", "shrinks",
    "shrinking", "downward", "downwards", "plunged", "plummeted", "halved", "sank",
  ]
  static let negations: Set<String> = ["not", "never", "no", "didn't", "doesn't", "don't", "without"]
  static let hedges: Set<String> = [
    "about", "around", "roughly", "nearly", "almost", "approximately", "over", "under", "some", "than", "~",
    "circa", "approx", "above", "below",
  ]
  static let months: Set<String> = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
  ]
  static let valueLeads: [[String]] = [
    ["peaked", "at"], ["peak", "of"], ["reached"], ["high", "of"], ["low", "of"], ["maximum", "of"],
    ["minimum", "of"], ["bottomed", "out", "at"],
  ]
  static let countNouns: Set<String> = [
    "points", "values", "measurements", "readings", "observations", "categories", "bars", "slices", "series",
  ]
  static let timeUnits: [String: Double] = [
    "hours": 3_600, "days": 86_400, "weeks": 604_800, "months": 2_629_746, "quarters": 7_889_238,
    "years": 31_556_952,
  ]

  // MARK: Checks

  func contradictions(in summary: String) -> [Contradiction] {
    let tokens = Self.tokens(summary)
    return directionContradictions(tokens) + valueContradictions(tokens) + countContradictions(tokens)
  }

  /// The facts of each series: name, trend direction (+1, −1, 0) and first and last values.
  struct SeriesFacts {
    var name: String
    var direction: Int
    var first: Double?
    var last: Double?
  }

  var seriesFacts: [SeriesFacts] {
    guard case .object(let root) = facts, case .array(let list)? = root["series"] else { return [] }
    return list.compactMap { entry in
      guard case .object(let object) = entry else { return nil }
      var name = ""
      if case .string(let text)? = object["name"] { name = text }
      var direction = 0
      if case .bool(true)? = object["trending"] {
        var change = 0.0
        if case .number(let fitted)? = object["fittedChange"] {
          change = fitted
        } else if case .number(let plain)? = object["change"] {
          change = plain
        }
        direction = change > 0 ? 1 : change < 0 ? -1 : 0
      }
      func y(_ key: String) -> Double? {
        if case .object(let point)? = object[key], case .number(let value)? = point["y"] { return value }
        return nil
      }
      return SeriesFacts(name: name, direction: direction, first: y("first"), last: y("last"))
    }
  }

  func directionContradictions(_ tokens: [Token]) -> [Contradiction] {
    var said: [Int: String] = [:]
    for (index, token) in tokens.enumerated() {
      guard let word = token.word else { continue }
      let direction = Self.riseWords.contains(word) ? 1 : Self.fallWords.contains(word) ? -1 : 0
      guard direction != 0 else { continue }
      let before = tokens[max(0, index - 2)..<index].compactMap(\.word)
      if before.contains(where: Self.negations.contains) { continue }
      if said[direction] == nil { said[direction] = word }
    }
    // "went up" and "went down".
    for (index, token) in tokens.enumerated().dropLast() where ["went", "goes", "gone", "go"].contains(token.word) {
      if tokens[index + 1].word == "up", said[1] == nil { said[1] = "went up" }
      if tokens[index + 1].word == "down", said[-1] == nil { said[-1] = "went down" }
    }
    guard said.count == 1, let (direction, word) = said.first else { return [] }
    let series = seriesFacts
    guard !series.contains(where: { $0.direction == direction }),
      let opposite = series.first(where: { $0.direction == -direction })
    else { return [] }
    let formatter = yFormatter
    var actual = direction > 0 ? "falls" : "rises"
    if let first = opposite.first, let last = opposite.last {
      actual += " from \(formatter.string(for: first)) to \(formatter.string(for: last))"
    }
    let name = opposite.name.isEmpty ? "the series" : opposite.name
    return [
      Contradiction(
        message:
          "the summary says \"\(word)\", but \(name) \(actual) (a significant trend \(direction > 0 ? "down" : "up"))",
        measurements: JSONObject([
          ("word", .string(word)), ("series", .string(opposite.name)),
          ("trend", .string(direction > 0 ? "decreasing" : "increasing")),
        ]))
    ]
  }

  /// The y-axis formatter (unit and format of the axis).
  var yFormatter: ValueFormatter {
    ValueFormatter(format: chart.yAxis?.valueFormat, context: context)
  }

  /// Every value a number in the summary may stand for.
  var dataValues: [Double] {
    var values: [Double] = []
    let fraction = chart.yAxis?.valueFormat?.style == .fraction
    for series in chart.series {
      for point in series.dataPoints {
        if let y = point.y {
          values.append(y)
          if fraction { values.append(y * 100) }
        }
        if let interval = point.confidenceInterval { values += [interval.lowerBound, interval.upperBound] }
        if let x = point.x.number { values.append(x) }
      }
    }
    // The gap between two series at the same x ("the gap widened from 36 to 69").
    if chart.series.count > 1, chart.series.count <= 10 {
      let byX = chart.series.map { series in
        Dictionary(series.dataPoints.compactMap { p in p.y.map { (p.x, $0) } }, uniquingKeysWith: { a, _ in a })
      }
      for i in byX.indices {
        for j in byX.indices where j > i {
          for (x, a) in byX[i] { if let b = byX[j][x] { values.append(abs(a - b)) } }
        }
      }
    }
    if let x = chart.xAxis as? AXNumericDataAxisDescriptor, x.valueKind == .date {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone(identifier: "UTC")!
      let years = Set(
        chart.series.flatMap { $0.dataPoints.compactMap { $0.x.number } }
          .map { calendar.component(.year, from: Date(timeIntervalSince1970: $0)) })
      values += years.map(Double.init)
    }
    return values
  }

  static func matches(_ number: WrittenNumber, _ value: Double) -> Bool {
    if abs(value - number.value) <= number.tolerance + 1e-9 * max(1, abs(number.value)) { return true }
    guard let unscaled = number.unscaled, number.value != 0 else { return false }
    let tolerance = number.tolerance * unscaled / number.value
    return abs(value - unscaled) <= tolerance + 1e-9 * max(1, abs(unscaled))
  }

  /// Whether the number at `index` is approximate or part of a date (not checked).
  /// With `overIsDuration`, "over" reads as "during" ("over 12 months") rather than "more than".
  func isUnchecked(_ tokens: [Token], at index: Int, overIsDuration: Bool = false) -> Bool {
    if index > 0, let word = tokens[index - 1].word, !(overIsDuration && word == "over"),
      Self.hedges.contains(word) || Self.months.contains(word)
    {
      return true
    }
    if index + 1 < tokens.count, let word = tokens[index + 1].word, Self.months.contains(word) { return true }
    return false
  }

  func valueContradictions(_ tokens: [Token]) -> [Contradiction] {
    var checked: [(WrittenNumber, String)] = []
    for (index, token) in tokens.enumerated() {
      guard token.word == "from", index + 1 < tokens.count, case .number(let a) = tokens[index + 1],
        !isUnchecked(tokens, at: index + 1)
      else { continue }
      // "to B" within the next six tokens.
      for next in (index + 2)..<min(tokens.count - 1, index + 8) where tokens[next].word == "to" {
        if case .number(let b) = tokens[next + 1], !isUnchecked(tokens, at: next + 1) {
          checked.append((a, "from \(a.text) to \(b.text)"))
          checked.append((b, "from \(a.text) to \(b.text)"))
        }
        break
      }
    }
    for (index, token) in tokens.enumerated() {
      guard case .number(let number) = token, !isUnchecked(tokens, at: index) else { continue }
      for lead in Self.valueLeads where index >= lead.count {
        let words = tokens[(index - lead.count)..<index].compactMap(\.word)
        if words == lead { checked.append((number, lead.joined(separator: " ") + " " + number.text)) }
      }
    }
    let values = dataValues
    var result: [Contradiction] = []
    var reported = Set<String>()
    for (number, phrase) in checked {
      guard !values.contains(where: { Self.matches(number, $0) }), reported.insert(number.text).inserted else {
        continue
      }
      result.append(
        Contradiction(
          message: "the summary says \"\(phrase)\", but no value in the data is \(number.text)",
          measurements: JSONObject([("phrase", .string(phrase)), ("number", .number(number.value))])))
    }
    return result
  }

  func countContradictions(_ tokens: [Token]) -> [Contradiction] {
    var nouns = Self.countNouns
    if let forms = chart.nouns?.point { nouns.insert(forms.other.lowercased()) }
    let counts = chart.series.map(\.dataPoints.count)
    var allowed = Set(counts + [counts.reduce(0, +), chart.series.count])
    allowed.formUnion(chart.series.map { $0.dataPoints.filter { $0.y != nil }.count })
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      allowed.insert(categorical.categoryOrder.count)
    }
    var dateSpan: Double?
    if let x = chart.xAxis as? AXNumericDataAxisDescriptor, x.valueKind == .date {
      let xs = chart.series.flatMap { $0.dataPoints.compactMap { $0.x.number } }
      if let low = xs.min(), let high = xs.max() { dateSpan = high - low }
    }
    var result: [Contradiction] = []
    for (index, token) in tokens.enumerated().dropLast() {
      guard case .number(let number) = token, number.isWhole, !number.isPercent,
        let noun = tokens[index + 1].word, !isUnchecked(tokens, at: index, overIsDuration: Self.timeUnits[noun] != nil)
      else { continue }
      let n = Int(number.value)
      var nounPhrase = noun
      var isCount = nouns.contains(noun)
      if noun == "data", index + 2 < tokens.count, tokens[index + 2].word == "points" {
        nounPhrase = "data points"
        isCount = true
      }
      if isCount {
        guard !allowed.contains(n) else { continue }
      } else if let unit = Self.timeUnits[noun] {
        let near = allowed.contains { abs($0 - n) <= 1 || abs($0 - 1 - n) <= 1 }
        let spanNear = dateSpan.map { abs($0 / unit - Double(n)) <= 1 } ?? false
        guard !near, !spanNear, dateSpan != nil || chart.xAxis is AXCategoricalDataAxisDescriptor else { continue }
      } else {
        continue
      }
      let described =
        counts.count == 1 ? "\(counts[0]) points" : "\(counts.reduce(0, +)) points in \(counts.count) series"
      result.append(
        Contradiction(
          message: "the summary says \"\(number.text) \(nounPhrase)\", but the data has \(described)",
          measurements: JSONObject([
            ("phrase", .string("\(number.text) \(nounPhrase)")), ("number", .number(number.value)),
            ("pointCount", .number(Double(counts.reduce(0, +)))),
          ])))
    }
    return result
  }
}
