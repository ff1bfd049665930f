import ChartAccessibility
import Foundation

/// Reads the claims of one sentence of a caption (see ``CaptionChecker`` for what it reads).
struct SentenceReader {
  typealias Token = SummaryConsistency.Token

  let checker: CaptionChecker
  /// The sentence's tokens (a sentence's tokens follow each other in the caption).
  let tokens: [Token]
  /// The index of the sentence's first token among the caption's.
  let offset: Int
  let characters: [Character]
  /// The sentence's number, from 1.
  let number: Int
  /// The count claims of this sentence (read from its tokens alone).
  let counts: [SummaryConsistency.CountClaim]

  var data: CaptionData { checker.data }
  /// The sentence's mentions (set by ``claims()``).
  var sentenceMentions: [Mention] = []
  var language: LanguagePack { checker.context.language }

  init(
    checker: CaptionChecker, tokens: [Token], indices: [Int], characters: [Character], number: Int,
    counts: [SummaryConsistency.CountClaim]
  ) {
    self.checker = checker
    self.tokens = indices.map { tokens[$0] }
    offset = indices.first ?? 0
    self.characters = characters
    self.number = number
    self.counts = counts
  }

  // MARK: Where the sentence and its claims are

  /// The sentence in the caption: its first token to its last, with the punctuation that ends it.
  var sentenceRange: Range<Int> {
    guard let first = tokens.first, let last = tokens.last else { return 0..<0 }
    var end = last.range.upperBound
    while end < characters.count, ".!?;:)\"”»".contains(characters[end]) { end += 1 }
    return first.range.lowerBound..<end
  }

  /// A claim spanning the tokens `from` through `to` (indices of the sentence's tokens).
  func claim(
    _ from: Int, _ to: Int, _ verdict: CaptionClaim.Verdict, _ error: CaptionClaim.ErrorType? = nil,
    _ fact: CaptionFact? = nil
  ) -> CaptionClaim {
    let low = max(0, min(from, to))
    let high = min(tokens.count - 1, max(from, to))
    let range = tokens[low].range.lowerBound..<tokens[high].range.upperBound
    return CaptionClaim(
      sentence: number, text: String(characters[range]), range: range, verdict: verdict,
      error: verdict == .contradicted ? error : nil, fact: fact)
  }

  func word(_ i: Int) -> String? { tokens.indices.contains(i) ? tokens[i].word : nil }

  // MARK: Mentions of series, categories and dates

  enum Label: Equatable {
    case series(Int)
    case category(String)
    case date(year: Int, month: Int?)
  }

  struct Mention {
    var label: Label
    /// The mention's tokens.
    var first: Int
    var last: Int
  }

  /// Whether the words at `start` are `words` (a trailing possessive "'s" or "s" allowed).
  func matches(_ words: [String], at start: Int) -> Bool {
    guard !words.isEmpty, start + words.count <= tokens.count else { return false }
    for (k, expected) in words.enumerated() {
      guard let actual = tokens[start + k].word ?? tokens[start + k].number.map({ _ in tokens[start + k].text })
      else { return false }
      let isLast = k == words.count - 1
      if actual == expected { continue }
      if isLast, [expected + "'s", expected + "s", expected + "’s"].contains(actual) { continue }
      return false
    }
    return true
  }

  /// The tokens of a series' or category's name, even of the only series ("Dow Jones Industrial
  /// Average"): a statistic word there is part of the name.
  var nameTokens: Set<Int> {
    var taken = Set<Int>()
    let names = data.seriesWords + data.categoryWords.map(\.words)
    for words in names where !words.isEmpty {
      for start in tokens.indices where matches(words, at: start) { taken.formUnion(start..<(start + words.count)) }
    }
    return taken
  }

  var mentions: [Mention] {
    var found: [Mention] = []
    var taken = Set<Int>()
    func add(_ label: Label, _ words: [String]) {
      var start = 0
      while start < tokens.count {
        if !taken.contains(start), matches(words, at: start) {
          found.append(Mention(label: label, first: start, last: start + words.count - 1))
          taken.formUnion(start..<(start + words.count))
          start += words.count
        } else {
          start += 1
        }
      }
    }
    // Longer names first ("North America" before "America").
    var names: [(Label, [String])] = []
    if data.chart.series.count > 1 {
      for (s, words) in data.seriesWords.enumerated() where !words.isEmpty { names.append((.series(s), words)) }
    }
    for (category, words) in data.categoryWords where !words.isEmpty { names.append((.category(category), words)) }
    for (label, words) in names.sorted(by: { $0.1.count > $1.1.count }) { add(label, words) }
    for (i, token) in tokens.enumerated() where !taken.contains(i) {
      if let year = year(at: i) {
        // "March 1955", "marzo de 1955".
        let before = word(i - 1) == "de" ? 2 : 1
        let month = word(i - before).flatMap { CaptionWords.months[$0] }
        found.append(Mention(label: .date(year: year, month: month), first: month == nil ? i : i - before, last: i))
        _ = token
      }
    }
    return found.sorted { $0.first < $1.first }
  }

  /// The year a number names: four digits as written, a year the x axis has, not after a word
  /// that makes it a value.
  func year(at i: Int) -> Int? {
    guard let number = tokens[i].number, !number.isPercent, !number.isScaled, tokens[i].text.count == 4,
      tokens[i].text.allSatisfy(\.isNumber), let value = number.readings.first?.value,
      data.years.contains(Int(value))
    else { return nil }
    if let before = word(i - 1),
      CaptionWords.statistic[before] != nil || CaptionWords.single[before] == .approximate
        || CaptionWords.single[before] == .nearly
    {
      return nil
    }
    return Int(value)
  }

  /// Whether the number at `i` is a year the data does not have, after a word that makes it a
  /// date or at the start of a clause ("in 2007" on a chart of categories; "Population by
  /// continent, 2007"): context, not a value.
  func isContextYear(_ i: Int) -> Bool {
    guard let number = tokens[i].number, !number.isPercent, !number.isScaled, tokens[i].text.count == 4,
      tokens[i].text.allSatisfy(\.isNumber), let value = number.readings.first?.value, (1000...2100).contains(value)
    else { return false }
    // A year that starts a clause ("Population by continent, 2007").
    if i == 0 || tokens[i - 1].clause != tokens[i].clause { return true }
    return word(i - 1).map(CaptionWords.datePrepositions.contains) == true
  }

  func isCount(_ i: Int) -> Bool {
    if counts.contains(where: { $0.index == i }) { return true }
    guard let next = word(i + 1) else { return false }
    if data.unitNouns.contains(next) { return false }
    return SummaryConsistency.countNouns.contains(next) || SummaryConsistency.timeUnits[next] != nil
      || data.countNouns.contains(next) || (next == "data" && word(i + 2) == "points")
  }

  /// Whether the number at `i` is part of a date or a time ("5 March", "14 Uhr", "year 2020").
  func isDatePart(_ i: Int) -> Bool {
    // A day: a whole number from 1 to 31 next to a month in its clause ("5 March", "March 5").
    let isDay = tokens[i].number.map { $0.isWhole && !$0.isPercent && (1...31).contains($0.value) } ?? false
    func sameClause(_ k: Int) -> Bool { tokens.indices.contains(k) && tokens[k].clause == tokens[i].clause }
    let isYear = tokens[i].number.map { $0.isWhole && !$0.isScaled && (1000...2100).contains($0.value) } ?? false
    if let before = word(i - 1), sameClause(i - 1),
      ((isDay || isYear) && SummaryConsistency.months.contains(before)) || SummaryConsistency.yearWords.contains(before)
    {
      return true
    }
    if let after = word(i + 1), sameClause(i + 1),
      (isDay && SummaryConsistency.months.contains(after)) || SummaryConsistency.timeWords.contains(after)
    {
      return true
    }
    if let after = word(i + 1), ["de", "of"].contains(after), let month = word(i + 2),
      SummaryConsistency.months.contains(month)
    {
      return true
    }
    return false
  }

  // MARK: Claims

  func claims() -> [CaptionClaim] {
    var reader = self
    reader.sentenceMentions = mentions
    return reader.readClaims()
  }

  func readClaims() -> [CaptionClaim] {
    let mentions = sentenceMentions
    let directions = SummaryConsistency.directionWords(tokens)
    var claims: [CaptionClaim] = []
    claims += countClaims()
    claims += partClaims()
    claims += valueClaims(mentions, directions: directions)
    claims += trendClaims(mentions, directions)
    claims += comparisonClaims(mentions)
    return claims.sorted { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
  }

  // MARK: Counts

  /// The words of "6 of 120", "6 von 120", "37 sur 153", "6 de 120".
  static let partWords: Set<String> = ["of", "von", "sur", "de", "out"]

  /// The part and the whole of "6 of 120 values", "6 out of 120", "37 valeurs sur 153": two
  /// whole numbers in one clause joined by a word of a part, their token indices.
  func partOfWhole(at i: Int) -> (part: Int, whole: Int)? {
    func pair(_ a: Int) -> (Int, Int)? {
      guard tokens.indices.contains(a), let n = tokens[a].number, n.isWhole, !n.isPercent else { return nil }
      // A noun may come between ("37 valeurs sur 153").
      let join = word(a + 1).map(Self.partWords.contains) == true ? a + 1 : a + 2
      guard let w = word(join), Self.partWords.contains(w), join == a + 1 || word(a + 1) != nil else { return nil }
      let b = w == "out" && word(join + 1) == "of" ? join + 2 : join + 1
      guard tokens.indices.contains(b), let m = tokens[b].number, m.isWhole, !m.isPercent,
        tokens[b].clause == tokens[a].clause, m.value > n.value, year(at: b) == nil
      else { return nil }
      return (a, b)
    }
    if let found = pair(i) { return found }
    for a in [i - 2, i - 3, i - 4] where a >= 0 {
      if let found = pair(a), found.1 == i { return found }
    }
    return nil
  }

  func isPartOfWhole(_ i: Int) -> Bool { partOfWhole(at: i) != nil }

  /// "6 of 120 values are missing": when the whole is a series' number of points, the part
  /// must be its number of missing values or of values (a **count** error otherwise).
  func partClaims() -> [CaptionClaim] {
    var claims: [CaptionClaim] = []
    for i in tokens.indices {
      guard let (part, whole) = partOfWhole(at: i), part == i, let n = tokens[part].number?.value,
        let m = tokens[whole].number?.value
      else { continue }
      let totals = data.chart.series.map { series in
        (count: series.dataPoints.count, missing: series.dataPoints.filter { $0.y == nil }.count)
      }
      guard let series = totals.first(where: { Double($0.count) == m }) else { continue }
      let fact = CaptionFact(
        text: language.text(
          "caption.fact.count",
          ["pointCount": .count(series.count), "seriesCount": .count(totals.count), "categoryCount": .text("")]),
        value: Double(series.missing))
      let holds = totals.contains {
        Double($0.count) == m && (Double($0.missing) == n || Double($0.count - $0.missing) == n)
      }
      claims.append(claim(part, whole, holds ? .supported : .contradicted, .count, fact))
    }
    return claims
  }

  func countClaims() -> [CaptionClaim] {
    counts.map { count in
      let seriesCount = data.chart.series.count
      let pointCount = data.chart.series.reduce(0) { $0 + $1.dataPoints.count }
      var arguments: [String: MessageArgument] = [
        "pointCount": .count(pointCount), "seriesCount": .count(seriesCount),
      ]
      if let categorical = data.chart.xAxis as? AXCategoricalDataAxisDescriptor {
        arguments["categoryCount"] = .count(categorical.categoryOrder.count)
      } else {
        arguments["categoryCount"] = .text("")
      }
      let fact = CaptionFact(
        text: language.text("caption.fact.count", arguments), value: Double(pointCount))
      let last = word(count.index + 1) == "data" ? count.index + 2 : count.index + 1
      return claim(
        count.index, last, count.contradiction == nil ? .supported : .contradicted, .count, fact)
    }
  }

  // MARK: Values

  /// The series a claim is about: the named one nearest to token `i`, else every series.
  /// The nearest in the number's clause first, else the nearest before it (a sentence names
  /// its subject before the value: "North America ended highest, at 79,831, and Central America
  /// lowest"), else the nearest after it.
  func series(near i: Int, _ mentions: [Mention]) -> [Int] {
    let named = mentions.compactMap { mention -> (series: Int, mention: Mention)? in
      if case .series(let s) = mention.label { return (s, mention) }
      return nil
    }
    let clause = tokens.indices.contains(i) ? tokens[i].clause : nil
    if let nearest = named.filter({ tokens[$0.mention.first].clause == clause })
      .min(by: { abs($0.mention.first - i) < abs($1.mention.first - i) })
      ?? named.last(where: { $0.mention.last < i })
      ?? named.min(by: { abs($0.mention.first - i) < abs($1.mention.first - i) })
    {
      return [nearest.series]
    }
    return Array(data.points.indices)
  }

  /// Whether the number at `i` is the half-width of an interval: after "plus or minus", "plus
  /// minus", "plus ou moins", "más menos" or "±".
  func isPlusOrMinus(_ i: Int) -> Bool {
    let start = tokens[i].range.lowerBound
    if start > 0, characters[start - 1] == "±" || (start > 1 && characters[start - 2] == "±") { return true }
    guard let minus = word(i - 1), ["minus", "moins", "menos"].contains(minus) else { return false }
    if let before = word(i - 2), ["plus", "más", "mas"].contains(before) { return true }
    if let joiner = word(i - 2), ["or", "ou", "oder"].contains(joiner), let first = word(i - 3),
      ["plus"].contains(first)
    {
      return true
    }
    return false
  }

  /// Whether a date or category is already the label of a value before it in its clause ("a
  /// low of $53.01 in September 2002 and ended at $125.55": September 2002 is $53.01's).
  func isTaken(_ mention: Mention) -> Bool {
    for k in stride(from: mention.first - 1, through: max(0, mention.first - 6), by: -1) {
      guard tokens[k].clause == tokens[mention.first].clause else { return false }
      if tokens[k].number != nil, !isDatePart(k), year(at: k) == nil { return !isCount(k) }
    }
    return false
  }

  /// Whether the number at `i` is a figure about the data set or its units rather than a value
  /// of it, as data sets' documentation writes them (R's help pages: "in 10^8 m^3", "(Cobb (1978),
  /// Table 1, p.249)", "A time series of length 100", "15 observations on 2 variables", "a matrix
  /// with 7 rows and 8 columns", "the landmasses which exceed 10,000 square miles"): a base or
  /// an exponent of a power, a number after a reference word (table, page, figure, section), a
  /// length, a number of variables, columns or rows, or a threshold after "exceed".
  func isAboutTheData(_ i: Int) -> Bool {
    let range = tokens[i].range
    if range.lowerBound > 0, characters[range.lowerBound - 1] == "^" { return true }
    if range.upperBound < characters.count, characters[range.upperBound] == "^" { return true }
    if let before = word(i - 1),
      CaptionWords.referenceWords.contains(before) || CaptionWords.lengthWords.contains(before)
    {
      return true
    }
    if let before = word(i - 1), CaptionWords.thresholdWords.contains(before) { return true }
    if let after = word(i + 1), CaptionWords.tableShapeNouns.contains(after) { return true }
    return false
  }

  /// Whether the sentence names a year outside the chart's years, on a chart over years or dates
  /// ("The values for the first six months of 1979 are …" on a chart of 1973 to 1978): its
  /// values without a date of the chart are about another period.
  var namesAnotherPeriod: Bool {
    guard let first = data.years.min(), let last = data.years.max() else { return false }
    return tokens.indices.contains { k in
      guard isContextYear(k), let value = tokens[k].number?.value else { return false }
      return Int(value) < first || Int(value) > last
    }
  }

  /// Whether the number at `i` is in parentheses ("billion dollars (2005)").
  func isParenthesized(_ i: Int) -> Bool {
    let range = tokens[i].range
    return range.lowerBound > 0 && characters[range.lowerBound - 1] == "(" && range.upperBound < characters.count
      && characters[range.upperBound] == ")"
  }

  /// The date or category a value at `i` is about: the first one after it, within six tokens
  /// and no other number between ("42.29 years in 1960"); else one before it in its clause with
  /// no number between, or one that opens the sentence ("In 1990, … 42.3").
  func attached(_ i: Int, _ list: [Mention]) -> Mention? {
    if let after = list.first(where: { $0.first > i && $0.first - i <= 6 }),
      tokens[after.first].clause == tokens[i].clause,
      !((i + 1)..<after.first).contains(where: { tokens[$0].number != nil && !isDatePart($0) })
    {
      return after
    }
    // The ends of "from A to B" take only a date after them.
    if let range = valueRange(), range.0.0 == i || range.1.0 == i { return nil }
    guard let before = list.last(where: { $0.last < i }),
      !((before.last + 1)..<i).contains(where: { tokens[$0].number != nil && year(at: $0) == nil }),
      !isTaken(before)
    else { return nil }
    if tokens[before.last].clause == tokens[i].clause || before.first <= 2 { return before }
    return nil
  }

  /// The two dates of a change at `i`: the first two dates after it, before the next word of
  /// rising or falling ("fell 59 % from 44.13 in 1968 to 18.1 in 1977, then rose …").
  func datesAfter(_ i: Int, _ dates: [Mention], _ directions: [SummaryConsistency.DirectionWord]) -> [Mention]? {
    let stop = directions.first { $0.index > i }?.index ?? tokens.count
    let after = dates.filter { $0.first > i && $0.first < stop }
    if after.count >= 2 { return Array(after.prefix(2)) }
    return after.isEmpty ? nil : []
  }

  /// The sentence's date range, for a change without dates after it ("From 1960 to 1970, … rose 25 %").
  func fallbackRange(_ dates: [Mention]) -> [Mention] {
    if let range = dateRange(dates) { return [range.0, range.1] }
    return dates.count == 2 ? dates : []
  }

  /// The mention of a kind paired with the value at `i`: the one at the same position among its
  /// sentence's values when both are as many, else the nearest.
  func paired(_ values: [Int], _ i: Int, _ list: [Mention]) -> Mention? {
    guard !list.isEmpty else { return nil }
    if list.count == values.count, let position = values.firstIndex(of: i) { return list[position] }
    return list.min { abs($0.first - i) < abs($1.first - i) }
  }

  func valueClaims(_ mentions: [Mention], directions: [SummaryConsistency.DirectionWord]) -> [CaptionClaim] {
    let dates = mentions.filter { if case .date = $0.label { true } else { false } }
    let categories = mentions.filter { if case .category = $0.label { true } else { false } }
    let dateTokens = Set(dates.flatMap { $0.first...$0.last })
    var values: [Int] = []
    for (i, token) in tokens.enumerated() where token.number != nil {
      guard !dateTokens.contains(i), !isCount(i), !isDatePart(i), !isContextYear(i) else { continue }
      values.append(i)
    }
    var claims: [CaptionClaim] = []
    for i in values {
      let written = tokens[i].number!
      var hedge = CaptionWords.hedge(tokens, before: i)
      // "between about 3 and 20", "about 1,300 to 1,500": the second number of a range shares the first's hedge.
      if hedge == nil, let joiner = word(i - 1), CaptionWords.rangeJoiners.contains(joiner), i >= 2,
        tokens[i - 2].number != nil, let first = CaptionWords.hedge(tokens, before: i - 2)
      {
        hedge = (kind: first.kind, length: 0)
      }
      // "16 times", "an 11-year cycle": a count of events or a length, not a value.
      if let next = word(i + 1), CaptionWords.timesWords.contains(next) || CaptionWords.singularUnits.contains(next) {
        continue
      }
      var number = CaptionNumber(written: written, hedge: hedge?.kind ?? .exact, unitScale: data.unitScale)
      if directions.contains(where: { $0.direction < 0 }), !written.readings.contains(where: { $0.value < 0 }) {
        number.mayBeFall = true
      }
      var start = i - (hedge?.length ?? 0)
      // A statistic word among the five words before the number (not one of a name).
      var statistic: CaptionWords.Statistic?
      for k in stride(from: i - 1, through: max(0, i - 5), by: -1) {
        if tokens[k].number != nil { break }
        if nameTokens.contains(k) { continue }
        if let w = word(k), let found = CaptionWords.statistic[w] {
          statistic = found
          start = min(start, k)
          break
        }
      }
      // A cycle's swing, a level shift, an interval's half-width, a year in a unit ("(2005)"):
      // figures the checker does not read.
      if (max(0, i - 8)...(i + 1)).contains(where: { k in
        k != i && word(k).map { CaptionWords.unread.contains($0) && !data.titleWords.contains($0) } == true
      })
        || isPlusOrMinus(i) || isParenthesized(i) || nameTokens.contains(i) || isPartOfWhole(i) || isAboutTheData(i)
        || CaptionWords.shareOfTime.contains(where: { phrase in
          phrase.enumerated().allSatisfy { word(i + 1 + $0.offset) == $0.element }
        })
      {
        continue
      }
      let seriesList = series(near: i, mentions)
      let date = attached(i, dates)
      // "The values for the first six months of 1979 are 7798 7406 …" on a chart that ends in
      // 1978: values of another period, which the chart does not show.
      if date == nil, namesAnotherPeriod { continue }
      let category = attached(i, categories) ?? (categories.count == 1 && values.count == 1 ? categories[0] : nil)
      if let mention = date { start = min(start, mention.first) }
      if let mention = category { start = min(start, mention.first) }
      let end = max(i, date?.last ?? i, category?.last ?? i)
      // "rose by 25 %", "fell 59 % from …", "stieg um 5", "a augmenté de 10 %": a change, not a level.
      let afterDirection = directions.contains { $0.index == i - 1 || $0.index == i - 2 || $0.index == i - 3 }
      let inRange = valueRange().map { $0.0.0 == i || $0.1.0 == i } ?? false
      let isChange =
        !inRange
        && (afterDirection
          && (["by", "um", "de", "en", "of", "por", "par"].contains(word(i - 1))
            || directions.contains { $0.index == i - 1 })
          || ((max(0, i - 3)..<i).contains { word($0).map(CaptionWords.factorWords.contains) == true }))
      let result: (CaptionClaim.Verdict, CaptionClaim.ErrorType?, CaptionFact?)
      if isChange || (written.isPercent && !data.yIsPercent && category == nil) {
        result = changeVerdict(
          number, seriesList, dates: datesAfter(i, dates, directions) ?? fallbackRange(dates), at: i)
      } else if let statistic, category == nil {
        result = statisticVerdict(number, statistic, seriesList, date: date)
      } else if category != nil || date != nil {
        result = pointVerdict(number, seriesList, category: category, date: date, dates: dates)
      } else {
        result = generalVerdict(number, seriesList, dates: dates)
      }
      claims.append(claim(start, end, result.0, result.1, result.2))
    }
    return claims
  }

  /// A fact about one point.
  func pointFact(_ point: CaptionData.Point, value: Double? = nil, share: Bool = false) -> CaptionFact {
    let name = data.chart.series.count > 1 ? data.figures[safe: point.series]?.name : nil
    let shown = share ? data.percentText(value ?? point.y) : data.text(point.y)
    return CaptionFact(
      text: language.text(
        "caption.fact.point",
        [
          "series": .optional(name.flatMap { $0.isEmpty ? nil : $0 }), "label": .text(point.label),
          "value": .text(shown),
        ]),
      series: point.series, point: point.index, value: value ?? point.y)
  }

  func seriesName(_ s: Int) -> String? {
    guard data.chart.series.count > 1, let name = data.figures[safe: s]?.name, !name.isEmpty else { return nil }
    return name
  }

  func statisticVerdict(
    _ number: CaptionNumber, _ statistic: CaptionWords.Statistic, _ seriesList: [Int], date: Mention?
  ) -> (CaptionClaim.Verdict, CaptionClaim.ErrorType?, CaptionFact?) {
    var facts: [(value: Double, fact: CaptionFact, point: CaptionData.Point?)] = []
    for s in seriesList where !data.points[s].isEmpty {
      switch statistic {
      case .highest, .lowest:
        guard let point = data.extremePoint(series: s, highest: statistic == .highest) else { continue }
        let fact = CaptionFact(
          text: language.text(
            "caption.fact.extreme",
            [
              "extreme": .text(statistic == .highest ? "highest" : "lowest"), "series": .optional(seriesName(s)),
              "value": .text(data.text(point.y)), "label": .text(point.label),
              "role": data.labelRole(point.label, isCategory: point.category != nil),
            ]),
          series: s, point: point.index, value: point.y)
        facts.append((point.y, fact, point))
      case .mean, .median:
        guard let value = statistic == .mean ? data.figures[safe: s]?.mean : data.figures[safe: s]?.median else {
          continue
        }
        // The mean without the outliers the summary leaves out is the summarizer's mean too.
        if statistic == .mean, let other = data.figures[safe: s]?.meanWithoutOutliers, number.matches(other) {
          return (.supported, nil, nil)
        }
        // So is the mean of the first or last whole cycle beneath a calendar cycle.
        if statistic == .mean, data.figures[safe: s]?.cycleMeans.contains(where: { number.matches($0) }) == true {
          return (.supported, nil, nil)
        }
        let fact = CaptionFact(
          text: language.text(
            "caption.fact.statistic",
            [
              "statistic": .text(statistic == .mean ? "mean" : "median"), "series": .optional(seriesName(s)),
              "value": .text(data.text(value)),
            ]),
          series: s, value: value)
        facts.append((value, fact, nil))
      }
    }
    guard let first = facts.first else { return (.notCheckable, nil, nil) }
    let scaled = number.written.isPercent && data.chart.yAxis?.valueFormat?.style == .fraction ? 100.0 : 1
    guard let match = facts.first(where: { number.matches($0.value * scaled) }) else {
      // A local high or low ("then rose to a peak of 10.79 on April 4"): the value at its date,
      // or any value of the series, is not a contradiction.
      if statistic == .highest || statistic == .lowest {
        if let date, case .supported = pointVerdict(number, seriesList, category: nil, date: date, dates: []).0 {
          return (.supported, nil, first.fact)
        }
        if seriesList.contains(where: { s in data.points[s].contains { number.matches($0.y * scaled) } }) {
          return (.notCheckable, nil, nil)
        }
      }
      return (.contradicted, .value, first.fact)
    }
    // "peaked at 190.2 in 1957": the extreme's date.
    if let date, case .date(let year, let month) = date.label, let point = match.point,
      point.year != year || (month != nil && point.month != month)
    {
      // Another point with the same extreme value at the date named is right too.
      let tied = data.points[point.series].contains {
        $0.y == point.y && $0.year == year && (month == nil || $0.month == month)
      }
      if !tied { return (.contradicted, .label, match.fact) }
    }
    return (.supported, nil, match.fact)
  }

  /// The values a number may be about at a category or date: the points' values, and for a
  /// percentage of an axis that is not in percent, their shares of the total.
  func candidates(
    _ number: CaptionNumber, series: Int, category: String?, date: Label?
  ) -> [(value: Double, fact: CaptionFact)] {
    var year: Int?
    var month: Int?
    if case .date(let y, let m)? = date {
      year = y
      month = m
    }
    let points = data.points(series: series, category: category, year: year, month: month)
    var list: [(Double, CaptionFact)] = []
    let style = data.chart.yAxis?.valueFormat?.style
    for point in points {
      if number.written.isPercent, style == .fraction {
        list.append((point.y * 100, pointFact(point, value: point.y * 100, share: true)))
      } else if number.written.isPercent, !data.yIsPercent {
        let total = data.total(series: series)
        if total > 0, category != nil {
          list.append((point.y / total * 100, pointFact(point, value: point.y / total * 100, share: true)))
        }
      } else {
        list.append((point.y, pointFact(point)))
      }
    }
    // A year of a monthly series: its mean too ("in 1960, about 420").
    if points.count > 1, !number.written.isPercent || data.yIsPercent {
      let mean = points.reduce(0) { $0 + $1.y } / Double(points.count)
      list.append((mean * (style == .fraction ? 100 : 1), pointFact(points[0])))
    }
    return list
  }

  func pointVerdict(
    _ number: CaptionNumber, _ seriesList: [Int], category: Mention?, date: Mention?, dates: [Mention]
  ) -> (CaptionClaim.Verdict, CaptionClaim.ErrorType?, CaptionFact?) {
    var categoryName: String?
    if case .category(let name)? = category?.label { categoryName = name }
    var named: [(Double, CaptionFact)] = []
    for s in seriesList {
      named += candidates(number, series: s, category: categoryName, date: date?.label)
    }
    guard let first = named.first else { return generalVerdict(number, seriesList, dates: dates) }
    if let match = named.first(where: { number.matches($0.0) }) { return (.supported, nil, match.1) }
    // A level shift at the date: the levels before and after it ("to about 850 in 1899").
    if case .date(let year, let month)? = date?.label {
      for s in seriesList {
        guard let shift = data.figures[safe: s]?.levelShift,
          let point = data.points[s].first(where: { $0.index == shift.index }), point.year == year,
          month == nil || point.month == month, number.matches(shift.before) || number.matches(shift.after)
        else { continue }
        return (.supported, nil, nil)
      }
    }
    // The value of another category, date or series: the label does not fit.
    var others: [Double] = []
    for s in data.points.indices {
      if let categoryName {
        for other in data.categoryWords.map(\.category) where other != categoryName || !seriesList.contains(s) {
          others += candidates(number, series: s, category: other, date: date?.label).map(\.0)
        }
      }
      if case .date(let year, let month)? = date?.label {
        let granular = data.points[s].filter { point in
          (point.year != year || (month != nil && point.month != month)) || !seriesList.contains(s)
        }
        for point in granular where categoryName == nil || point.category == categoryName {
          others.append(
            number.written.isPercent && data.chart.yAxis?.valueFormat?.style == .fraction ? point.y * 100 : point.y)
        }
      }
    }
    // The value of another date or category the sentence names: which one it is about is not
    // clear ("870 and Bacillus anthracis …"), so not a contradiction.
    for mention in sentenceMentions where mention.label != category?.label && mention.label != date?.label {
      var name: String?
      if case .category(let other) = mention.label { name = other }
      let isDate = if case .date = mention.label { true } else { false }
      guard name != nil || isDate else { continue }
      for s in data.points.indices {
        let values = candidates(number, series: s, category: name, date: isDate ? mention.label : nil).map(\.0)
        if values.contains(where: number.matches) { return (.supported, nil, nil) }
      }
    }
    if others.contains(where: number.matches) { return (.contradicted, .label, first.1) }
    return (.contradicted, .value, first.1)
  }

  /// The value at a date: the point's, or the mean of the points in that year or month.
  func value(series s: Int, at label: Label) -> (value: Double, point: CaptionData.Point)? {
    guard case .date(let year, let month) = label else { return nil }
    let points = data.points(series: s, year: year, month: month)
    guard var first = points.first else { return nil }
    if month == nil, points.count > 1 { first.label = String(year) }
    return (points.reduce(0) { $0 + $1.y } / Double(points.count), first)
  }

  /// A change: between two dates (`dates` has two), else between the series' first and last
  /// values: the difference, the percent change or the factor. A change whose dates cannot be
  /// told (one date only) is not checkable.
  ///
  /// The base of a change need not be the first value: a change between any two values the
  /// sentence writes, in their order, is what the sentence says ("fell to a low of $7.07, then
  /// multiplied by 31.5 to $223.02": from the low, not from the first value).
  func changeVerdict(
    _ number: CaptionNumber, _ seriesList: [Int], dates: [Mention], at i: Int
  ) -> (CaptionClaim.Verdict, CaptionClaim.ErrorType?, CaptionFact?) {
    let isPercentChange = number.written.isPercent && !data.yIsPercent
    let written = tokens.indices.filter { k in
      k != i && tokens[k].number != nil && !(tokens[k].number!.isPercent && !data.yIsPercent) && year(at: k) == nil
        && !isCount(k) && !isDatePart(k) && !isContextYear(k)
    }.map { tokens[$0].number!.value }
    for (x, a) in written.enumerated() where a != 0 {
      for b in written[(x + 1)...] {
        let changes = isPercentChange ? [(b / a - 1) * 100] : [b - a, b / a]
        if changes.contains(where: { $0.isFinite && (number.matches($0) || number.matches(abs($0))) }) {
          return (.supported, nil, nil)
        }
      }
    }
    // The change between the sentence's own "from A to B" ("by 80 %, from 307 … to 59.93").
    if let range = valueRange() {
      let (a, b) = (range.0.1, range.1.1)
      let isPercent = number.written.isPercent && !data.yIsPercent
      let changes = isPercent ? [(b / a - 1) * 100] : [b - a, b / a]
      if changes.contains(where: { $0.isFinite && (number.matches($0) || number.matches(abs($0))) }) {
        return (.supported, nil, nil)
      }
    }
    guard dates.count == 2 || dates.isEmpty else { return (.notCheckable, nil, nil) }
    var first: CaptionFact?
    for s in seriesList {
      var a: (value: Double, label: String)?
      var b: (value: Double, label: String)?
      if dates.count == 2 {
        if let x = value(series: s, at: dates[0].label) { a = (x.value, x.point.label) }
        if let y = value(series: s, at: dates[1].label) { b = (y.value, y.point.label) }
      } else if let figures = data.figures[safe: s], let x = figures.first, let y = figures.last,
        let p = data.points[s].first, let q = data.points[s].last
      {
        a = (x, p.label)
        b = (y, q.label)
      }
      guard let a, let b else { continue }
      let difference = b.value - a.value
      let percent = a.value != 0 ? (b.value / a.value - 1) * 100 : .nan
      let factor = a.value != 0 ? b.value / a.value : .nan
      let isPercent = number.written.isPercent && !data.yIsPercent
      let candidates = isPercent ? [percent, abs(percent)] : [difference, abs(difference), factor]
      let shown = isPercent ? data.percentText(percent) : data.text(difference)
      let fact = CaptionFact(
        text: language.text(
          "caption.fact.change", ["from": .text(a.label), "to": .text(b.label), "change": .text(shown)]),
        series: s, value: isPercent ? percent : difference)
      if candidates.contains(where: { $0.isFinite && number.matches($0) }) { return (.supported, nil, fact) }
      if first == nil { first = fact }
    }
    // Without dates, a change may be of a part the sentence names otherwise: flag only changes
    // between two dates.
    // A change is contradicted only between the two ends of a range of dates ("from 1960 to
    // 1970"): other dates may bound a part of it the sentence describes otherwise.
    guard let first, dates.count == 2, let range = dateRange(dates), range.0.first == dates[0].first,
      range.1.first == dates[1].first
    else { return (.notCheckable, nil, nil) }
    return (.contradicted, .value, first)
  }

  /// A number without a label or statistic word: a value of the data or a figure of the summarizer.
  func generalVerdict(
    _ number: CaptionNumber, _ seriesList: [Int], dates: [Mention]
  ) -> (CaptionClaim.Verdict, CaptionClaim.ErrorType?, CaptionFact?) {
    let fraction = data.chart.yAxis?.valueFormat?.style == .fraction
    var nearest: (distance: Double, point: CaptionData.Point)?
    for s in seriesList {
      for point in data.points[s] {
        let value = fraction && number.written.isPercent ? point.y * 100 : point.y
        if number.matches(value) { return (.supported, nil, pointFact(point)) }
        let distance = abs(value - number.value)
        if nearest == nil || distance < nearest!.distance { nearest = (distance, point) }
      }
      if let figures = data.figures[safe: s] {
        var values =
          [figures.mean, figures.median, figures.change, figures.change.map(abs), figures.meanWithoutOutliers]
          .compactMap { $0 } + figures.otherFigures
        if number.written.isPercent || !data.yIsPercent {
          values += [figures.percentChange, figures.percentChange.map(abs)].compactMap { $0 }
        }
        if values.contains(where: number.matches) { return (.supported, nil, nil) }
      }
      if number.written.isPercent, !data.yIsPercent {
        let total = data.total(series: s)
        if total > 0, data.points[s].contains(where: { number.matches($0.y / total * 100) }) {
          return (.supported, nil, nil)
        }
      }
      if data.total(series: s) != 0, number.matches(data.total(series: s)) { return (.supported, nil, nil) }
    }
    // Every value the audit's summary check accepts (interval bounds, x values, gaps between series).
    if checker.consistency.dataValues.contains(where: number.matches) { return (.supported, nil, nil) }
    // Changes between two dates of the sentence.
    if dates.count == 2 {
      for s in seriesList {
        if let a = value(series: s, at: dates[0].label), let b = value(series: s, at: dates[1].label),
          number.matches(abs(b.value - a.value))
        {
          return (.supported, nil, nil)
        }
      }
    }
    guard let nearest else { return (.notCheckable, nil, nil) }
    // A percentage of an axis that is not in percent, without a date or category: a rate or a
    // share of something the data does not name ("about 21 % a year").
    if number.written.isPercent, !data.yIsPercent { return (.notCheckable, nil, nil) }
    let shown = number.written.isPercent && fraction ? nearest.point.y * 100 : nearest.point.y
    let fact = CaptionFact(
      text: language.text(
        "caption.fact.nearest",
        [
          "number": .text(number.written.text), "label": .text(nearest.point.label),
          "role": data.labelRole(nearest.point.label, isCategory: nearest.point.category != nil),
          "value": .text(number.written.isPercent && fraction ? data.percentText(shown) : data.text(shown)),
        ]),
      series: nearest.point.series, point: nearest.point.index, value: shown)
    return (.contradicted, .value, fact)
  }

  // MARK: Trends

  func trendClaims(
    _ mentions: [Mention], _ directions: [SummaryConsistency.DirectionWord]
  ) -> [CaptionClaim] {
    var claims: [CaptionClaim] = []
    let said = Set(directions.map(\.direction))
    let flat = tokens.indices.filter { i in
      word(i).map(CaptionWords.flat.contains) == true && !SummaryConsistency.isNegated(tokens, at: i)
    }
    // Both directions in one sentence ("rose, then fell") is a shape the overall trend cannot decide.
    if said.count == 2 { return [] }
    let dates = mentions.filter { if case .date = $0.label { true } else { false } }
    if let word = directions.first {
      let seriesList = series(near: word.index, mentions)
      if let range = valueRange() {
        let (a, b) = range
        let change = b.1 - a.1
        guard change != 0 else { return claims }
        let direction = change > 0 ? 1 : -1
        let fact = CaptionFact(
          text: language.text(
            "caption.fact.direction",
            [
              "first": .text(tokens[a.0].text), "last": .text(tokens[b.0].text),
              "direction": .text(direction > 0 ? "up" : "down"),
            ]))
        claims.append(
          claim(
            min(word.index, a.0), max(word.index, b.0), direction == word.direction ? .supported : .contradicted,
            .trend, fact))
      } else if let range = dateRange(dates) {
        let dates = [range.0, range.1]
        var verdicts: [(CaptionClaim.Verdict, CaptionFact)] = []
        for s in seriesList {
          guard let a = value(series: s, at: dates[0].label), let b = value(series: s, at: dates[1].label),
            a.value != b.value
          else { continue }
          let direction = b.value > a.value ? 1 : -1
          let fact = CaptionFact(
            text: language.text(
              "caption.fact.direction",
              [
                "first": .text(data.text(a.value)), "last": .text(data.text(b.value)),
                "direction": .text(direction > 0 ? "up" : "down"),
              ]),
            series: s, value: b.value - a.value)
          verdicts.append((direction == word.direction ? .supported : .contradicted, fact))
        }
        if let verdict = verdicts.first(where: { $0.0 == .supported }) ?? verdicts.first {
          claims.append(
            claim(
              min(word.index, dates[0].first), max(word.index, dates[1].last), verdict.0, .trend, verdict.1))
        }
      } else if dates.isEmpty {
        claims.append(overallTrend(word.direction, seriesList, at: word.index, phraseEnd: phraseEnd(word)))
      }
    } else if let i = flat.first, dates.count < 2, valueRange() == nil,
      data.points.count == 1 || mentions.contains(where: { if case .series = $0.label { true } else { false } })
    {
      let seriesList = series(near: i, mentions)
      claims.append(overallTrend(0, seriesList, at: i, phraseEnd: i))
    }
    return claims.filter { $0.verdict != .notCheckable }
  }

  /// The last token of a direction phrase ("went up", "nahm … zu").
  func phraseEnd(_ word: SummaryConsistency.DirectionWord) -> Int {
    let count = word.phrase.split(separator: " ").count
    if count > 1, word.index + 1 < tokens.count, word.phrase.hasSuffix(tokens[word.index + 1].text) {
      return word.index + count - 1
    }
    if count > 1 {
      // A separable particle at the clause's end.
      let clause = tokens[word.index].clause
      return (tokens.indices.last { tokens[$0].clause == clause }) ?? word.index
    }
    return word.index
  }

  /// Two dates of the sentence that make a range: "from 1960 to 2016", "between 1960 and 2016",
  /// "von 1960 bis 2016", "de 1960 à 2016", "entre 1960 et 2016", "desde 1960 hasta 2016".
  func dateRange(_ dates: [Mention]) -> (Mention, Mention)? {
    for (a, b) in zip(dates, dates.dropFirst()) {
      guard let start = word(a.first - 1), let ends = CaptionWords.dateRanges[start], let end = word(b.first - 1),
        ends.contains(end), b.first - a.last <= 3
      else { continue }
      return (a, b)
    }
    return nil
  }

  /// The words that say a number's minus sign aloud ("minus 0.11", "moins 0,11", "menos 0,11").
  static let minusWords: Set<String> = ["minus", "moins", "menos"]

  /// The number at `i`, negative after a spoken minus that is not "plus or minus"; `nil` when the
  /// token is not a number.
  func signed(_ i: Int) -> Double? {
    guard let number = tokens[i].number else { return nil }
    if let w = word(i - 1), Self.minusWords.contains(w), !isPlusOrMinus(i) { return -number.value }
    return number.value
  }

  /// "from A to B" with two values (not dates) in the sentence: their tokens and values.
  func valueRange() -> ((Int, Double), (Int, Double))? {
    let directions = SummaryConsistency.directionWords(tokens)
    var byHowMuch: ((Int, Double), (Int, Double))?
    for (i, token) in tokens.enumerated() {
      guard let start = token.word, let ends = SummaryConsistency.rangeWords[start], i + 1 < tokens.count
      else { continue }
      // "from a low of 72.36 to …", "de un mínimo de 72,36 a …": A may follow a statistic word,
      // and a spoken sign ("de moins 0,11 en 1880 à 0,82").
      var first = i + 1
      while first < min(tokens.count - 1, i + 4), let w = tokens[first].word,
        CaptionWords.statistic[w] != nil || CaptionWords.articles.contains(w) || ["of", "de", "von"].contains(w)
          || Self.minusWords.contains(w)
      {
        first += 1
      }
      guard let a = signed(first), year(at: first) == nil else { continue }
      // "hausse de 563 %, de 40,8 à 270,3", "baisse régulière de 35,1 points, de 87 % à 51,9 %":
      // a "de" soon after a word of rising or falling, with no number between, may say by how
      // much: a later range of the sentence is preferred to it ("subió de 112 a 432" has none).
      let mayBeAmount =
        start == "de"
        && (directions.contains(where: { d in
          d.index < i && i - d.index <= 3 && tokens[d.index].clause == token.clause
            && !(d.index..<i).contains { tokens[$0].number != nil }
        }))
      if start == "de", !mayBeAmount,
        word(i - 1).map({
          SummaryConsistency.frenchRiseWords.contains($0) || SummaryConsistency.frenchFallWords.contains($0)
        }) == true
      {
        continue
      }
      var next = first + 1
      // B's word may follow A's unit and a whole date: "from 4.07 percentage points on December
      // 28, 2015 to a peak of 10.79".
      while next < min(tokens.count - 1, first + 9) {
        if let w = tokens[next].word, ends.contains(w) {
          // "hausse de 760 % jusqu'à 223,02": after a word of rising or falling, "de … jusqu'à"
          // says by how much and to where, never from where.
          if mayBeAmount, ["jusqu'", "jusqu’"].contains(word(next - 1)) { break }
          // "to about 50", "to a low of 2.77": a hedge or a statistic may come before B.
          var at = next + 1
          while at < min(tokens.count - 1, next + 4), let w = tokens[at].word,
            CaptionWords.single[w] != nil || CaptionWords.statistic[w] != nil || CaptionWords.articles.contains(w)
              || ["of", "de", "von"].contains(w) || Self.minusWords.contains(w)
          {
            at += 1
          }
          if let b = signed(at), year(at: at) == nil {
            if !mayBeAmount { return ((first, a), (at, b)) }
            byHowMuch = byHowMuch ?? ((first, a), (at, b))
            break
          }
        }
        next += 1
      }
    }
    return byHowMuch
  }

  /// A direction (+1, −1, or 0 for "stable") against the summarizer's trend decision.
  func overallTrend(_ direction: Int, _ seriesList: [Int], at i: Int, phraseEnd: Int) -> CaptionClaim {
    var supported: CaptionFact?
    var contradicted: CaptionFact?
    for s in seriesList {
      guard let figures = data.figures[safe: s] else { continue }
      let fact = CaptionFact(
        text: language.text(
          "caption.fact.trend",
          [
            "series": .optional(figures.name.isEmpty ? nil : figures.name),
            "direction": .text(figures.direction > 0 ? "up" : figures.direction < 0 ? "down" : "none"),
            "first": .optional(figures.first.map(data.text)), "last": .optional(figures.last.map(data.text)),
          ]),
        series: s, value: figures.change)
      if direction == 0 {
        if figures.direction == 0 { supported = supported ?? fact } else { contradicted = contradicted ?? fact }
      } else if figures.direction == direction {
        supported = supported ?? fact
      } else if figures.direction == -direction {
        contradicted = contradicted ?? fact
      }
    }
    if let supported { return claim(i, phraseEnd, .supported, nil, supported) }
    if let contradicted { return claim(i, phraseEnd, .contradicted, .trend, contradicted) }
    return claim(i, phraseEnd, .notCheckable)
  }

  // MARK: Comparisons

  /// The value of a category or series a comparison names: a category's point (of the named or
  /// first series), a series' value at the sentence's date, or its mean.
  func comparedValue(_ label: Label, date: Label?, series: Int?, atEnd: Bool = false) -> (value: Double, text: String)?
  {
    switch label {
    case .category(let name):
      let s = series ?? 0
      guard let point = data.points(series: s, category: name).first else { return nil }
      return (point.y, name)
    case .series(let s):
      if let date, let found = value(series: s, at: date) { return (found.value, data.figures[safe: s]?.name ?? "") }
      // "ended highest", "Höchster Endwert": the last values.
      if atEnd, let last = data.figures[safe: s]?.last { return (last, data.figures[safe: s]?.name ?? "") }
      guard let mean = data.figures[safe: s]?.mean else { return nil }
      return (mean, data.figures[safe: s]?.name ?? "")
    case .date: return nil
    }
  }

  func comparisonClaims(_ mentions: [Mention]) -> [CaptionClaim] {
    let entities = mentions.filter {
      switch $0.label {
      case .category, .series: true
      case .date: false
      }
    }
    let dates = mentions.filter { if case .date = $0.label { true } else { false } }
    let date = dates.count == 1 ? dates[0].label : nil
    let isCategorical = data.chart.xAxis is AXCategoricalDataAxisDescriptor
    // The series of a categorical comparison: the named one.
    let namedSeries = entities.compactMap { mention -> Int? in
      if case .series(let s) = mention.label { return s }
      return nil
    }.first
    var claims: [CaptionClaim] = []
    for i in tokens.indices {
      guard let comparison = CaptionWords.comparison(tokens, at: i, isYear: { year(at: $0) != nil }) else { continue }
      // "fell the most", "the largest increase": a comparison of changes, not of values.
      if SummaryConsistency.directionWords(tokens).contains(where: { abs($0.index - i) <= 2 }) { continue }
      let candidates = entities.filter { mention in
        if case .series = mention.label { return !isCategorical }
        return true
      }
      let betweenDates = candidates.isEmpty && dates.count >= 2
      switch comparison {
      case .more where betweenDates, .less where betweenDates:
        // Two dates of one series: "higher in 1990 than in 1960".
        let s = namedSeries ?? 0
        guard data.points.count == 1 || namedSeries != nil, let a = value(series: s, at: dates[0].label),
          let b = value(series: s, at: dates[1].label), a.value != b.value
        else { continue }
        let holds = comparison == .more ? a.value > b.value : a.value < b.value
        let fact = CaptionFact(
          text: language.text(
            "caption.fact.comparison",
            [
              "first": .text(a.point.label), "firstValue": .text(data.text(a.value)), "second": .text(b.point.label),
              "secondValue": .text(data.text(b.value)),
            ]),
          series: s)
        claims.append(
          claim(
            min(i, dates[0].first), max(i, dates[1].last), holds ? .supported : .contradicted, .comparison, fact))
      case .more, .less:
        guard let a = candidates.last(where: { $0.last < i }) ?? candidates.first,
          let b = candidates.first(where: { $0.first > i && $0.first != a.first })
        else { continue }
        guard let va = comparedValue(a.label, date: date, series: namedSeries),
          let vb = comparedValue(b.label, date: date, series: namedSeries), va.value != vb.value
        else { continue }
        let holds = comparison == .more ? va.value > vb.value : va.value < vb.value
        let fact = CaptionFact(
          text: language.text(
            "caption.fact.comparison",
            [
              "first": .text(va.text), "firstValue": .text(data.text(va.value)), "second": .text(vb.text),
              "secondValue": .text(data.text(vb.value)),
            ]))
        claims.append(claim(a.first, b.last, holds ? .supported : .contradicted, .comparison, fact))
      case .most, .least:
        let named = candidates.min { abs($0.first - i) < abs($1.first - i) }
        if let named {
          // Every entity of the same kind, ranked.
          var ranked: [(value: Double, text: String, label: Label)] = []
          switch named.label {
          case .category:
            // Without a named series, the category may be the extreme of any series.
            if namedSeries == nil, data.points.count > 1,
              data.points.indices.contains(where: { s in
                let values = data.categoryWords.compactMap {
                  comparedValue(.category($0.category), date: date, series: s)
                }
                let mine = comparedValue(named.label, date: date, series: s)
                let best = comparison == .most ? values.map(\.value).max() : values.map(\.value).min()
                return mine != nil && mine?.value == best
              })
            {
              continue
            }
            for (category, _) in data.categoryWords {
              if let v = comparedValue(.category(category), date: date, series: namedSeries) {
                ranked.append((v.value, v.text, .category(category)))
              }
            }
          case .series:
            // A superlative beside a word of the end ("ended highest") ranks the last values.
            let atEnd = tokens.indices.contains {
              abs($0 - i) <= 4 && tokens[$0].word.map(CaptionWords.endWords.contains) == true
            }
            for s in data.points.indices {
              if let v = comparedValue(.series(s), date: date, series: nil, atEnd: atEnd) {
                ranked.append((v.value, v.text, .series(s)))
              }
            }
          case .date: continue
          }
          guard ranked.count > 1, var mine = ranked.first(where: { $0.label == named.label }) else { continue }
          let best = comparison == .most ? ranked.max { $0.value < $1.value }! : ranked.min { $0.value < $1.value }!
          // The extreme named anywhere in the sentence ("…, and the lowest, 3.64, Private Education").
          if candidates.contains(where: { $0.label == best.label }) { mine = best }
          let fact = CaptionFact(
            text: language.text(
              "caption.fact.ranking",
              [
                "extreme": .text(comparison == .most ? "highest" : "lowest"), "label": .text(best.text),
                "value": .text(data.text(best.value)),
              ]),
            value: best.value)
          claims.append(
            claim(
              min(i, named.first), max(i, named.last), mine.value == best.value ? .supported : .contradicted,
              .comparison, fact))
        } else if dates.count == 1, data.points.count == 1 || namedSeries != nil,
          !tokens.indices.contains(where: { tokens[$0].number != nil && year(at: $0) == nil && !isCount($0) })
        {
          // "the highest value came in 1957": the extreme's date.
          let s = namedSeries ?? 0
          guard case .date(let year, let month) = dates[0].label,
            let point = data.extremePoint(series: s, highest: comparison == .most)
          else { continue }
          let tied = data.points[s].contains {
            $0.y == point.y && $0.year == year && (month == nil || $0.month == month)
          }
          let fact = CaptionFact(
            text: language.text(
              "caption.fact.extreme",
              [
                "extreme": .text(comparison == .most ? "highest" : "lowest"), "series": .optional(seriesName(s)),
                "value": .text(data.text(point.y)), "label": .text(point.label),
                "role": data.labelRole(point.label, isCategory: point.category != nil),
              ]),
            series: s, point: point.index, value: point.y)
          claims.append(
            claim(min(i, dates[0].first), max(i, dates[0].last), tied ? .supported : .contradicted, .label, fact))
        }
      }
    }
    return claims
  }
}
