import ChartAccessibility
import Foundation

/// Checks an author's summary against the data, with the summarizer's analysis (its facts).
///
/// **Languages.** The summary is read in English, German, French and Spanish at once, whatever
/// the context's locale, because an author may write in any of them: every word list below is
/// the union of the four languages' words. Words are lowercased; letters with diacritics are
/// letters; an apostrophe (' or ’) between letters stays in the word ("didn't"), except after a
/// French elided article or particle ("l'", "d'", "n'", "qu'", "jusqu'", …), which becomes a
/// word of its own ("n'augmente" reads "n'" "augmente"). Quote marks (" “ ” „ « » ‹ ›) and
/// other symbols are skipped. Sentences end at ". ! ? ; :" (a period after an abbreviation such
/// as "Mio." or "ca.", after a day before a month as in "5. März", or before a lower-case word
/// or a digit ends none); clauses also end at commas. The three messages come from the context's
/// language pack (`audit.summary.direction`, `audit.summary.value`, `audit.summary.count`) and
/// quote the summary's words as written; the measurements are the same in every language.
///
/// Three checks, each conservative (a sentence or number it cannot read is never flagged):
///
/// 1. **Direction.** Words of rising or of falling, with their inflections: "rose", "increased",
///    "grew", "climbed", "went up", …; "stieg", "gestiegen", "wuchs", "zugenommen", "Anstieg",
///    "Zunahme", a separable "nahm … zu" / "legte … zu" whose particle ends the clause; "augmenté",
///    "hausse", "progressé", "grimpé", …; "aumentó", "subió", "creció", "aumento", "subida", …; and
///    "fell", "decreased", "declined", "went down", …; "sank", "gesunken", "fiel", "Rückgang",
///    "abgenommen", "nahm … ab", "ging … zurück", …; "diminué", "baisse", "chuté", "recul", …;
///    "bajó", "cayó", "disminuyó", "descenso", "caída", "a la baja", …. A word does not count when
///    a negation ("not", "never", "no", "nicht", "nie", "kein…", "ne", "n'", "pas", "jamais",
///    "aucun", "no", "nunca", "sin", …) is among the three words before it in its sentence, when
///    "nicht", "nie", "pas" or "jamais" follows it in its clause ("stieg nicht", "ne baisse pas"),
///    or when one of the two words before it is an extreme ("le minimum est descendu à 5", "el
///    mínimo bajó a 5" tell where the low was, not where the series went). A summary with words
///    of one direction only contradicts the data when no series trends that way and at least one
///    trends the other way, a trend being the summarizer's (a significant Mann–Kendall trend, its
///    direction the sign of the Theil–Sen fitted change).
/// 2. **Values.** The numbers of a range, "from A to B", "von A auf B", "von A bis B", "de A à
///    B", "de A a B", "de A hasta B", "del A al B", "desde A hasta B" (within one sentence, "to" at
///    most six words after A, no other range starting between; not "de" right after a French word
///    of rising or falling, which says by how much: "augmenté de 215 % jusqu'à 2131"), and the
///    number after "peaked at", "reached", "high of", "low of", "maximum of", "minimum of",
///    "Höchstwert von", "Höchststand von", "Spitze von", "Tiefstwert von", "erreichte", "maximum
///    de", "pic de", "atteint", "culminé à", "máximo de", "mínimo de", "pico de", "alcanzó",
///    "llegó a", … must be in the data (unless a word for a mean comes within four words before
///    the lead: "the yearly average peaked at 508" is a mean's high): a y value, an interval bound, an x value, the year of a
///    date on the x axis, a fraction axis' value as a percentage, a category written as a number
///    ("2020"), or the gap between two series at the same x. A number followed by a count noun or
///    a time unit ("von 12 Werten", "from 6 months") is not a value. A number with a scale word
///    also matches its unscaled value (an axis counted in thousands). A number matches a value
///    that rounds to it at the number's written precision ("1.2 million" matches 1,150,000 to
///    1,249,999). A number is approximate and not checked after a hedge: "about",
///    "around", "roughly", "nearly", "almost", "approximately", "over", "under", "some", "than",
///    "~"; "etwa", "rund", "ungefähr", "fast", "knapp", "über", "unter", "als" (of "mehr als"),
///    "bis zu"; "environ", "presque", "près de", "plus de", "moins de", "au moins", "autour de";
///    "aproximadamente", "alrededor de", "casi", "más de", "menos de", "unos", "cerca de", "en
///    torno a", …. Nor is a number that is part of a date or a time: next to a month name or its
///    abbreviation in any of the four languages ("im März 2024", "le 5 mars"), joined to one by
///    "de" or "of" ("el 5 de marzo de 2024"), after "Jahr", "year", "année" or "año", followed by
///    "Uhr", "h" or "pm", written with ":" ("14:30"), or joined to another number by "-", "–" or
///    "/" ("2024-03-05", "5/3", "10–20").
/// 3. **Counts.** "N points" (also "values", "data points", "measurements", "readings",
///    "observations", "categories", "bars", "slices", "series"; "Punkte", "Werte", "Datenpunkte",
///    "Messungen", "Kategorien", "Balken", "Reihen", "Datenreihen", …; "points", "valeurs",
///    "mesures", "catégories", "barres", "séries", …; "puntos", "valores", "mediciones",
///    "categorías", "barras", "series", …; and the chart's own point noun): N must be the number
///    of points of a series or of the chart, of categories, or of series. Not checked: points of
///    a change ("um 5 Punkte", "de 5 points", "en 5 puntos", "by 5 points", "5 points de
///    pourcentage", "5 puntos porcentuales"), part of a whole ("3 valeurs sur 12"), a subset
///    ("the top 3 values", "3 valeurs manquantes", "5 values above 100"). "N days" (weeks,
///    months, quarters, years, hours; "Tage", "Wochen", "Monate", "Quartale", "Jahre", "Stunden";
///    "jours", "semaines", "mois", "trimestres", "ans", "années", "heures"; "días", "semanas",
///    "meses", "trimestres", "años", "horas"): N must be within one of such a count (or of one
///    less, the intervals between points), or of the x axis' date span in that unit; here "over"
///    means "during" ("over 12 months") and does not make the number approximate; "every 3
///    months", "3 years ago", "vor 3 Jahren", "il y a 3 ans", "hace 3 años" are not checked.
///
/// **Numbers** are digit groups with separators, read under each convention that can read them:
/// the context's locale (`1.234,5` in de_DE and es_ES, `1 234,5` in fr_FR), English (`1,234.5`)
/// and the continental one (`1.234,5`, `1 234,5`), so that a summary in any of the four languages
/// is read whatever the locale. A decimal separator is followed by any number of digits; a
/// grouping separator ("," in English; "." in the continental convention; a no-break space
/// U+00A0, a narrow no-break space U+202F, a thin space or a space in every convention) by
/// exactly three, after a first group of one to three digits. A reading is the context's
/// locale's when it can read the number (the value the measurements report), else English's. A
/// number that conventions read differently ("1.234" or "1,234", one separator followed by three
/// digits) matches the data when any reading does, and is a count only when every reading is a
/// whole number; a number grouped by a plain space may also be its first group alone ("3 100"
/// may be two numbers). A number no convention reads ("1,2,3", "5.3.2024") is not read. A number
/// may have a currency sign before, "%" after (directly or after a space or no-break space: "65
/// %"), a minus sign ("-" or "−") after a space, and a scale word: "thousand", "k", "million",
/// "m", "mn", "billion" (10⁹, or 10¹² as the German and French word), "bn", "b", "trillion";
/// "Tausend", "Tsd.", "Mio.", "Millionen", "Mrd.", "Milliarde(n)", "Billion(en)"; "mille",
/// "millier(s)", "million(s)", "milliard(s)", "Md"; "mil", "millón", "millones", "millardo(s)",
/// "billón", "billones", "mil millones". Digits glued to letters ("Q1", "5th", "1er", "14h30")
/// are not a number, nor is an ordinal with a period ("1.º", and the German quarter "4. Quartal").
struct SummaryConsistency {
  let chart: AXChartDescriptor
  /// The summarizer's facts (`ChartSummary.facts`).
  let facts: JSONValue
  let context: FormattingContext
  /// For a caption: the span of a numeric x axis of years ("Year", "Jahr", "Année", "Año"), in
  /// years, so that "over 60 years" is checked as on a date axis; `nil` for the audit.
  var yearAxisSpan: Double? = nil

  /// A contradiction: what the summary says, what the data says, and measured values.
  struct Contradiction {
    var message: String
    var measurements: JSONObject
  }

  // MARK: Reading the summary

  /// One value a written number may stand for.
  struct Reading: Equatable {
    var value: Double
    /// Half a unit of the last written digit, times the scale: the rounding a match allows.
    var tolerance: Double
    /// Whether it was read without a decimal part.
    var isWhole: Bool
  }

  /// A number as written in a summary.
  struct WrittenNumber {
    /// The values the text may stand for, the context's reading first: one per number convention
    /// that reads it differently, scaled when a scale word follows.
    var readings: [Reading]
    /// With a scale word, the readings without it ("112" of "112 thousand", which may belong to
    /// the unit: "112 thousand passengers" on an axis counted in thousands); else empty.
    var unscaled: [Reading] = []
    var isPercent: Bool
    var text: String

    /// The first reading: the context's locale's, scaled.
    var value: Double { readings[0].value }
    var isScaled: Bool { !unscaled.isEmpty }

    /// Whether every reading is a whole number without a scale word (a count).
    var isWhole: Bool { !isScaled && readings.allSatisfy(\.isWhole) }

    func matches(_ value: Double) -> Bool {
      (readings + unscaled).contains { abs(value - $0.value) <= $0.tolerance + 1e-9 * max(1, abs($0.value)) }
    }
  }

  struct Token {
    enum Kind {
      case word(String)
      case number(WrittenNumber)
      /// Digits that are not a number the checks read: a time, a date, "Q1", "5th", "1,2,3".
      case unreadable
    }

    var kind: Kind
    /// The token as written ("Anstieg" for the word "anstieg"), which messages quote.
    var text: String
    /// The sentence the token is in (they end at ". ! ? ; :").
    var sentence: Int
    /// The clause the token is in (they also end at commas).
    var clause: Int
    /// Where the token is in the text, in characters (a scale word joined to its number included).
    var range: Range<Int> = 0..<0

    var word: String? {
      if case .word(let word) = kind { word } else { nil }
    }
    var number: WrittenNumber? {
      if case .number(let number) = kind { number } else { nil }
    }
  }

  /// A way of writing numbers: which characters group digits and which one starts the decimals.
  struct NumberConvention: Equatable {
    var grouping: Set<Character>
    var decimal: Character

    static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]
    static let english = NumberConvention(grouping: spaces.union([","]), decimal: ".")
    static let continental = NumberConvention(grouping: spaces.union(["."]), decimal: ",")

    /// The locale's convention (when it has a one-character decimal separator), then English,
    /// then the continental one, without repeats.
    static func conventions(for locale: Locale) -> [NumberConvention] {
      var list: [NumberConvention] = []
      if let decimal = locale.decimalSeparator, decimal.count == 1 {
        var grouping = spaces
        if let separator = locale.groupingSeparator, separator.count == 1 { grouping.insert(separator.first!) }
        list.append(NumberConvention(grouping: grouping, decimal: decimal.first!))
      }
      for convention in [english, continental] where !list.contains(convention) { list.append(convention) }
      return list
    }

    /// The digit groups and the separators between them read in this convention, or `nil` when
    /// it cannot read them.
    func read(_ groups: [String], _ separators: [Character]) -> Reading? {
      var decimalAt: Int?
      for (index, separator) in separators.enumerated() {
        if separator == decimal {
          guard decimalAt == nil else { return nil }
          decimalAt = index
        } else if !grouping.contains(separator) || decimalAt != nil {
          return nil
        }
      }
      let integerGroups = groups[0...(decimalAt ?? separators.count)]
      if integerGroups.count > 1 {
        guard (1...3).contains(integerGroups.first!.count), integerGroups.dropFirst().allSatisfy({ $0.count == 3 }),
          Set(separators[..<(decimalAt ?? separators.count)]).count == 1
        else { return nil }
      }
      let fraction = decimalAt.map { groups[$0 + 1] }
      guard let value = Double(integerGroups.joined() + (fraction.map { "." + $0 } ?? "")) else { return nil }
      return Reading(
        value: value, tolerance: 0.5 * Foundation.pow(10, -Double(fraction?.count ?? 0)), isWhole: fraction == nil)
    }
  }

  /// Scale words and the factors they may stand for ("billion" is 10⁹ in English, 10¹² in
  /// German and French).
  static let scales: [String: [Double]] = [
    "thousand": [1e3], "k": [1e3], "million": [1e6], "m": [1e6], "mn": [1e6], "billion": [1e9, 1e12], "bn": [1e9],
    "b": [1e9], "trillion": [1e12],
    // German
    "tausend": [1e3], "tsd": [1e3], "mio": [1e6], "millionen": [1e6], "mrd": [1e9], "milliarde": [1e9],
    "milliarden": [1e9], "billionen": [1e12],
    // French
    "mille": [1e3], "millier": [1e3], "milliers": [1e3], "millions": [1e6], "milliard": [1e9], "milliards": [1e9],
    "md": [1e9], "mds": [1e9], "billions": [1e9, 1e12],
    // Spanish ("mil millones" multiplies)
    "mil": [1e3], "millón": [1e6], "millones": [1e6], "millardo": [1e9], "millardos": [1e9], "billón": [1e12],
    "billones": [1e12],
  ]

  /// French elided words: "l'", "d'", "n'", … become words of their own.
  static let elisions: Set<String> = [
    "l", "d", "n", "qu", "j", "s", "c", "m", "t", "jusqu", "lorsqu", "puisqu", "quoiqu", "presqu",
  ]

  /// Letters glued to the digits before them that make them an ordinal or a time, not a number.
  static let gluedSuffixes: Set<String> = [
    "st", "nd", "rd", "th", "er", "re", "e", "ème", "eme", "o", "a", "º", "ª", "h", "x",
  ]

  /// Words after which a period does not end the sentence.
  static let abbreviations: Set<String> = [
    "ca", "bzw", "z", "b", "d", "h", "inkl", "ggf", "evtl", "rd", "mind", "max", "min", "env", "approx", "aprox",
    "vs", "nr", "no", "núm", "dr", "sr", "sra", "st", "mio", "mrd", "tsd", "md", "mds", "mn", "bn", "k", "m",
  ]

  static let characterSpaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]

  static func isDigit(_ character: Character) -> Bool { character.isASCII && character.isNumber }

  /// The summary as words (lowercased), numbers and unreadable digits, each with its sentence
  /// and clause. `locale` is the context's (see ``NumberConvention/conventions(for:)``).
  /// Whether the tokens end with the word the summaries write for a minus sign in text meant to
  /// be heard ("minus 4.3", "moins 4,3", "menos 4,3": the catalogs' `value.negative`), and not
  /// with the plus-or-minus of an interval ("plus or minus", "plus ou moins", "plus minus",
  /// "más menos"). The number after it is read as negative.
  static func followsMinusWord(_ tokens: [Token]) -> Bool {
    func word(_ offset: Int) -> String? {
      guard tokens.count > offset, case .word(let word) = tokens[tokens.count - 1 - offset].kind else { return nil }
      return word
    }
    guard let last = word(0), ["minus", "moins", "menos"].contains(last) else { return false }
    if let before = word(1) {
      if ["plus", "más", "mas"].contains(before) { return false }
      if ["or", "ou", "oder", "o"].contains(before), let first = word(2), ["plus", "más", "mas"].contains(first) {
        return false
      }
    }
    return true
  }

  ///
  /// With `colonEndsSentence` false a colon ends neither a sentence nor a clause, so that
  /// "Africa: 929.5 million people, Americas: 898.9 million people" pairs each label with its
  /// value (the caption checker's reading).
  static func tokens(
    _ text: String, locale: Locale = Locale(identifier: "en_US"), colonEndsSentence: Bool = true
  ) -> [Token] {
    let conventions = NumberConvention.conventions(for: locale)
    var tokens: [Token] = []
    let characters = Array(text)
    var sentence = 0
    var clause = 0
    var index = 0
    var tokenStart = 0
    func append(_ kind: Token.Kind, _ text: String) {
      tokens.append(Token(kind: kind, text: text, sentence: sentence, clause: clause, range: tokenStart..<index))
    }
    func digits(from start: Int) -> Int {
      var end = start
      while end < characters.count, isDigit(characters[end]) { end += 1 }
      return end - start
    }
    while index < characters.count {
      let character = characters[index]
      tokenStart = index
      if character.isLetter {
        let start = index
        var word = ""
        while index < characters.count {
          let c = characters[index]
          if c.isLetter {
            word.append(c)
          } else if c == "'" || c == "\u{2019}", index + 1 < characters.count, characters[index + 1].isLetter {
            word.append("'")
          } else {
            break
          }
          index += 1
        }
        let lowered = word.lowercased()
        let glued = start > 0 && isDigit(characters[start - 1])
        if let factors = scales[lowered], let last = tokens.last, last.clause == clause,
          case .number(var number) = last.kind, !number.isPercent
        {
          // A scale word right after a number belongs to it ("1.2 million", "3k", "2 mil millones").
          if !number.isScaled { number.unscaled = number.readings }
          number.readings = number.readings.flatMap { reading in
            factors.map { Reading(value: reading.value * $0, tolerance: reading.tolerance * $0, isWhole: false) }
          }
          number.text += (lowered.count <= 2 ? "" : " ") + word
          tokens[tokens.count - 1].kind = .number(number)
          tokens[tokens.count - 1].text = number.text
          tokens[tokens.count - 1].range = tokens[tokens.count - 1].range.lowerBound..<index
          continue
        }
        if glued, gluedSuffixes.contains(lowered), case .number? = tokens.last?.kind {
          tokens[tokens.count - 1].kind = .unreadable
          continue
        }
        if let apostrophe = word.firstIndex(of: "'"), elisions.contains(word[..<apostrophe].lowercased()) {
          let elided = String(word[...apostrophe])
          append(.word(elided.lowercased()), elided)
          let rest = String(word[word.index(after: apostrophe)...])
          if !rest.isEmpty { append(.word(rest.lowercased()), rest) }
        } else {
          append(.word(lowered), word)
        }
        continue
      }
      if isDigit(character) {
        let start = index
        var groups: [String] = []
        var separators: [Character] = []
        var current = ""
        while index < characters.count {
          let c = characters[index]
          if isDigit(c) {
            current.append(c)
            index += 1
            continue
          }
          let isSeparator = c == "," || c == "." || characterSpaces.contains(c) || conventions[0].grouping.contains(c)
          guard isSeparator, index + 1 < characters.count, isDigit(characters[index + 1]) else { break }
          if characterSpaces.contains(c) {
            // Digits grouped by a space: exactly three follow, after a group of at most three.
            guard current.count <= 3, digits(from: index + 1) == 3 else { break }
          }
          groups.append(current)
          separators.append(c)
          current = ""
          index += 1
        }
        groups.append(current)
        let gluedBefore =
          start > 0
          && (characters[start - 1].isLetter
            || (start > 1 && ["-", "/"].contains(characters[start - 1]) && characters[start - 2].isLetter))
        // A time ("14:30") or a date or range of numbers ("2024-03-05", "5/3", "10–20").
        var isJoined = false
        while index + 1 < characters.count, [":", "-", "/", "\u{2013}"].contains(characters[index]),
          isDigit(characters[index + 1])
        {
          isJoined = true
          index += 1
          while index < characters.count,
            isDigit(characters[index])
              || ([".", ","].contains(characters[index]) && index + 1 < characters.count
                && isDigit(characters[index + 1]))
          {
            index += 1
          }
        }
        // An ordinal with a period ("1.º", "2.ª"), or a German quarter ("4. Quartal 1980").
        let isOrdinal =
          index + 1 < characters.count && characters[index] == "." && characters[index + 1].isLetter
        let isQuarter =
          index + 9 < characters.count && characters[index] == "." && characterSpaces.contains(characters[index + 1])
          && String(characters[(index + 2)..<(index + 9)]).lowercased() == "quartal"
        if isOrdinal || isQuarter { index += 1 }
        if gluedBefore || isJoined || isOrdinal || isQuarter {
          append(.unreadable, String(characters[start..<index]))
          continue
        }
        var isPercent = false
        var probe = index
        if probe < characters.count, characterSpaces.contains(characters[probe]) { probe += 1 }
        if probe < characters.count, characters[probe] == "%" {
          isPercent = true
          index = probe + 1
        }
        let negative =
          (start > 0 && (characters[start - 1] == "-" || characters[start - 1] == "\u{2212}")
            && (start < 2 || characters[start - 2].isWhitespace)) || followsMinusWord(tokens)
        var readings: [Reading] = []
        for convention in conventions {
          if let reading = convention.read(groups, separators), !readings.contains(reading) {
            readings.append(reading)
          }
        }
        if separators.contains(" "), let first = Double(groups[0]) {
          // "3 100" may be two numbers.
          let alone = Reading(value: first, tolerance: 0.5, isWhole: true)
          if !readings.contains(alone) { readings.append(alone) }
        }
        guard !readings.isEmpty else {
          append(.unreadable, String(characters[start..<index]))
          continue
        }
        if negative {
          readings = readings.map { Reading(value: -$0.value, tolerance: $0.tolerance, isWhole: $0.isWhole) }
        }
        let written = String(characters[start..<index])
        append(.number(WrittenNumber(readings: readings, isPercent: isPercent, text: written)), written)
        continue
      }
      switch character {
      case ":" where !colonEndsSentence: break
      case "!", "?", ";", ":":
        sentence += 1
        clause += 1
      case ".":
        if endsSentence(characters, at: index, after: tokens.last) {
          sentence += 1
          clause += 1
        }
      // A dash between spaces joins clauses as a comma does ("Von 2001 bis 2017 – Coal: …").
      case ",", "\u{2013}", "\u{2014}": clause += 1
      case "~":
        index += 1
        append(.word("~"), "~")
        continue
      default: break
      }
      index += 1
    }
    return tokens
  }

  /// Whether the period at `index` ends a sentence: not after an abbreviation ("Mio.", "ca."),
  /// not after a day before a month ("5. März"), and not before a lower-case word or a digit.
  static func endsSentence(_ characters: [Character], at index: Int, after token: Token?) -> Bool {
    var next = index + 1
    while next < characters.count, characters[next].isWhitespace { next += 1 }
    guard next < characters.count else { return true }
    if characters[next].isLowercase { return false }
    // Before a digit, only after a number or a word of four letters or more ("… auf 2,9. 1865
    // war …"), not after a short abbreviation ("S. 5", "Abb. 3").
    if isDigit(characters[next]) {
      guard let token, token.number != nil || (token.word.map { $0.count >= 4 } ?? false),
        next > index + 1
      else { return false }
    }
    let gluedToPrevious = index > 0 && !characters[index - 1].isWhitespace
    if gluedToPrevious, let word = token?.word, abbreviations.contains(word) || months.contains(word) {
      return false
    }
    // "1,2 Mio. Euro": the scale word's period.
    if gluedToPrevious, characters[index - 1].isLetter, let number = token?.number, number.isScaled,
      let scale = number.text.split(whereSeparator: { !$0.isLetter }).last,
      abbreviations.contains(scale.lowercased())
    {
      return false
    }
    if gluedToPrevious, let number = token?.number, number.isWhole, (1...31).contains(number.value) {
      var end = next
      while end < characters.count, characters[end].isLetter { end += 1 }
      let following = String(characters[next..<end]).lowercased()
      if months.contains(following) || following.hasPrefix("quartal") { return false }
    }
    return true
  }

  // MARK: Words

  static let riseWords: Set<String> = frenchRiseWords.union([
    // English
    "rose", "rise", "rises", "rising", "risen", "increased", "increase", "increases", "increasing", "grew", "grow",
    "grows", "growing", "grown", "climbed", "climb", "climbs", "climbing", "upward", "upwards", "gained", "soared",
    "surged", "doubled", "tripled",
    // German
    "stieg", "stiegen", "steigt", "steigen", "gestiegen", "steigend", "steigende", "steigenden", "anstieg",
    "anstiege", "anstiegs", "anstiegen", "ansteigen", "wuchs", "wuchsen", "wächst", "wachsen", "gewachsen",
    "wachstum", "zugenommen", "zunahme", "zunahm", "zunahmen", "zunimmt", "zunehmen", "kletterte", "kletterten",
    "klettert", "geklettert", "zulegte", "zulegten", "zugelegt", "verdoppelte", "verdoppelten", "verdoppelt",
    "verdreifachte", "verdreifacht", "aufwärts", "steigerte", "steigerten", "gesteigert", "steigerung", "erhöhung",
    // Spanish
    "aumentó", "aumentaron", "aumenta", "aumentan", "aumentado", "aumentar", "aumento", "aumentos", "subió",
    "subieron", "sube", "suben", "subido", "subida", "subidas", "creció", "crecieron", "crece", "crecen", "crecido",
    "crecimiento", "incrementó", "incrementaron", "incrementa", "incrementado", "incremento", "duplicó",
    "triplicó", "alza", "repuntó", "repunte", "ascenso",
  ])
  static let fallWords: Set<String> = frenchFallWords.union([
    // English
    "fell", "fall", "falls", "falling", "fallen", "decreased", "decrease", "decreases", "decreasing", "declined",
    "decline", "declines", "declining", "dropped", "drop", "drops", "dropping", "shrank", "shrink", "shrinks",
    "shrinking", "downward", "downwards", "plunged", "plummeted", "halved", "sank",
    // German
    "sanken", "sinkt", "sinken", "gesunken", "sinkend", "sinkende", "fiel", "fielen", "fällt", "gefallen",
    "fallend", "fallende", "rückgang", "rückgänge", "rückgangs", "zurückgegangen", "zurückging", "zurückgingen",
    "zurückgeht", "abgenommen", "abnahme", "abnahm", "abnahmen", "abnimmt", "verringerte", "verringerten",
    "verringert", "verringerung", "schrumpfte", "schrumpften", "geschrumpft", "halbierte", "halbiert", "abwärts",
    "einbruch", "eingebrochen", "abgesackt",
    // Spanish
    "bajó", "bajaron", "bajado", "bajada", "bajadas", "cayó", "cayeron", "cae", "caído", "caída", "caídas",
    "disminuyó", "disminuyeron", "disminuye", "disminuyen", "disminuido", "disminución", "descendió",
    "descendieron", "desciende", "descienden", "descendido", "descenso", "decreció", "decrecimiento", "redujo",
    "redujeron", "reducción", "retrocedió", "retroceso", "desplomó", "desplome",
  ])
  /// French words of rising: after them "de" says by how much ("augmenté de 10 %"), not from where.
  static let frenchRiseWords: Set<String> = [
    "augmenté", "augmentée", "augmentés", "augmentées", "augmente", "augmentent", "augmentait", "augmentaient",
    "augmenter", "augmentation", "augmentations", "hausse", "hausses", "haussé", "progressé", "progresse",
    "progressent", "progression", "grimpé", "grimpe", "grimpent", "monté", "montée", "montés", "montées",
    "montent", "croissance", "croît", "crû", "accru", "accrue", "accrus", "accroissement", "doublé", "triplé",
    "bondi", "envolé", "envolée",
  ]
  /// French words of falling (see ``frenchRiseWords``).
  static let frenchFallWords: Set<String> = [
    "diminué", "diminuée", "diminue", "diminuent", "diminuait", "diminution", "diminutions", "baissé", "baissée",
    "baisse", "baisses", "baissent", "baissait", "chuté", "chute", "chutes", "chutent", "recul", "reculé", "recule",
    "reculent", "décliné", "décline", "déclin", "décru", "décroissance", "descendu", "descendue", "descend",
    "descendent", "descente", "régressé", "dégringolé", "plongé", "effondré", "effondrement", "repli",
  ]
  /// German verbs whose particle ends the clause ("nahm im Jahr 2024 zu"): particle → direction.
  static let separableVerbs: [String: [String: Int]] = {
    var verbs: [String: [String: Int]] = [:]
    for verb in ["nahm", "nahmen", "nimmt", "nehmen"] { verbs[verb] = ["zu": 1, "ab": -1] }
    for verb in ["legte", "legten", "legt"] { verbs[verb] = ["zu": 1] }
    for verb in ["ging", "gingen", "geht", "gehen"] { verbs[verb] = ["zurück": -1] }
    for verb in ["brach", "brachen", "bricht"] { verbs[verb] = ["ein": -1] }
    for verb in ["sackte", "sackten", "sackt"] { verbs[verb] = ["ab": -1] }
    return verbs
  }()
  static let negations: Set<String> = [
    "not", "never", "no", "didn't", "doesn't", "don't", "without", "hasn't", "haven't", "wasn't", "weren't",
    "isn't", "neither", "nor",
    "nicht", "nie", "niemals", "kein", "keine", "keinen", "keinem", "keiner", "keines", "ohne", "weder",
    "ne", "n'", "pas", "jamais", "aucun", "aucune", "sans", "ni",
    "nunca", "jamás", "ningún", "ninguna", "ninguno", "sin", "tampoco",
  ]
  /// Negations that follow the verb they negate ("stieg nicht", "ne baisse pas").
  static let negationsAfter: Set<String> = ["nicht", "nie", "niemals", "pas", "jamais"]
  /// Extremes: a direction word just after one says where the extreme was, not where the series went.
  static let extremes: Set<String> = [
    "minimum", "maximum", "mínimo", "máximo", "tiefststand", "höchststand", "tiefstwert", "höchstwert", "pic",
    "creux", "pico",
  ]
  static let hedges: Set<String> = [
    "about", "around", "roughly", "nearly", "almost", "approximately", "over", "under", "some", "than", "~",
    "circa", "approx", "above", "below",
    "etwa", "rund", "rd", "ungefähr", "fast", "knapp", "über", "unter", "ca", "zirka", "annähernd", "nahezu",
    "beinahe", "als", "mindestens", "höchstens",
    "environ", "env", "presque", "quasi", "quasiment", "approximativement", "que", "quelque", "quelques",
    "aproximadamente", "aprox", "casi", "unos", "unas", "apenas",
  ]
  /// Hedges of several words, just before the number.
  static let hedgePhrases: [[String]] = [
    ["bis", "zu"], ["près", "de"], ["plus", "de"], ["moins", "de"], ["au", "moins"], ["autour", "de"],
    ["alentours", "de"], ["ordre", "de"], ["dessus", "de"], ["dessous", "de"], ["supérieur", "à"],
    ["supérieure", "à"], ["supérieurs", "à"], ["supérieures", "à"], ["inférieur", "à"], ["inférieure", "à"],
    ["inférieurs", "à"], ["inférieures", "à"], ["alrededor", "de"], ["más", "de"], ["menos", "de"],
    ["cerca", "de"], ["en", "torno", "a"], ["al", "menos"], ["encima", "de"], ["debajo", "de"], ["superior", "a"],
    ["inferior", "a"],
  ]
  static let months: Set<String> = [
    "january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november",
    "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
    "januar", "jänner", "februar", "feber", "märz", "mai", "juni", "juli", "oktober", "dezember", "mär", "mrz",
    "okt", "dez",
    "janvier", "février", "mars", "avril", "juin", "juillet", "août", "septembre", "octobre", "novembre",
    "décembre", "janv", "févr", "fév", "avr", "juil", "déc",
    "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "setiembre",
    "octubre", "noviembre", "diciembre", "ene", "abr", "ago", "set", "dic",
  ]
  /// Words after which a number is a year ("im Jahr 2024").
  static let yearWords: Set<String> = ["year", "jahr", "jahres", "année", "año", "ejercicio"]
  /// Words after a number that make it a time ("14 Uhr").
  static let timeWords: Set<String> = ["uhr", "h", "pm"]
  /// Ranges: the word before A and the words that may come before B.
  static let rangeWords: [String: Set<String>] = [
    "from": ["to"], "von": ["auf", "bis"], "de": ["à", "a", "hasta"], "del": ["al"], "desde": ["hasta", "a"],
  ]
  static let valueLeads: [[String]] = [
    ["peaked", "at"], ["peak", "of"], ["reached"], ["high", "of"], ["low", "of"], ["maximum", "of"],
    ["minimum", "of"], ["bottomed", "out", "at"],
    ["höchstwert", "von"], ["höchststand", "von"], ["spitzenwert", "von"], ["spitze", "von"], ["tiefstwert", "von"],
    ["tiefststand", "von"], ["maximum", "von"], ["minimum", "von"], ["erreichte"], ["erreichten"],
    ["höchststand", "lag", "bei"], ["tiefststand", "lag", "bei"], ["gipfelte", "bei"],
    ["maximum", "de"], ["minimum", "de"], ["pic", "de"], ["sommet", "de"], ["creux", "de"], ["plus", "haut", "de"],
    ["plus", "bas", "de"], ["atteint"], ["atteignant"], ["culminé", "à"], ["culminant", "à"],
    ["máximo", "de"], ["mínimo", "de"], ["pico", "de"], ["alcanzó"], ["alcanzando"], ["alcanzaron"],
    ["llegó", "a"],
  ]
  static let countNouns: Set<String> = [
    "points", "values", "measurements", "readings", "observations", "categories", "bars", "slices", "series",
    "punkte", "punkten", "werte", "werten", "datenpunkte", "datenpunkten", "messungen", "messwerte", "messwerten",
    "beobachtungen", "kategorien", "balken", "segmente", "segmenten", "reihen", "datenreihen",
    "valeurs", "mesures", "relevés", "catégories", "barres", "secteurs", "séries",
    "puntos", "valores", "mediciones", "medidas", "observaciones", "lecturas", "categorías", "barras", "sectores",
  ]
  /// Count nouns that also name points of a change ("um 5 Punkte").
  static let pointNouns: Set<String> = ["points", "punkte", "punkten", "puntos"]
  /// Words before a number of points that make them points of a change ("by", "um", "de", "en").
  static let changePrepositions: Set<String> = ["by", "um", "de", "d'", "en"]
  /// Words after "N points" that make them percentage or basis points, or a part of a whole
  /// ("3 valeurs sur 12"), or a subset ("3 valeurs manquantes", "5 values above 100").
  static let afterCount: Set<String> = [
    "porcentuales", "básicos", "base", "of", "out", "von", "sur", "missing", "manquantes", "manquants",
    "manquent", "manque", "faltantes", "faltan", "fehlen", "fehlt", "les", "más", "above", "below", "over",
    "under", "über", "unter", "au", "en", "por", "sobre",
  ]
  /// Words before "N points" that make them a subset ("the top 3 values").
  static let subsets: Set<String> = [
    "top", "first", "last", "other", "ersten", "letzten", "höchsten", "niedrigsten", "weitere", "weiteren",
    "premiers", "premières", "derniers", "dernières", "autres", "primeros", "primeras", "últimos", "últimas",
    "otros", "otras",
  ]
  /// Words before a count of the y axis' unit that make it a span, not a value ("covers 57 years").
  static let spanWords: Set<String> = [
    "covers", "cover", "covering", "spans", "span", "spanning", "across", "umfasst", "umfassen", "erstreckt",
    "überspannt", "couvre", "couvrent", "couvrant", "abarca", "abarcan", "cubre", "cubren", "comprende",
  ]
  static let timeUnits: [String: Double] = {
    let hour = 3_600.0
    let day = 86_400.0
    let week = 604_800.0
    let month = 2_629_746.0
    let quarter = 7_889_238.0
    let year = 31_556_952.0
    return [
      "hours": hour, "days": day, "weeks": week, "months": month, "quarters": quarter, "years": year,
      "stunden": hour, "tage": day, "tagen": day, "wochen": week, "monate": month, "monaten": month,
      "quartale": quarter, "quartalen": quarter, "jahre": year, "jahren": year,
      "heures": hour, "jours": day, "semaines": week, "mois": month, "trimestres": quarter, "ans": year,
      "années": year,
      "horas": hour, "días": day, "semanas": week, "meses": month, "años": year,
    ]
  }()
  /// Words around "N months" that make it a time ago, a period or how long a value held ("every
  /// 3 months", "3 years ago", "where it stayed for 7 weeks", « maintenu pendant 3 trimestres »,
  /// "dort 7 Wochen lang"): not a count of the chart's data.
  static let timeBefore: Set<String> = ["every", "vor", "alle", "hace", "cada"]
  static let timeBeforePhrases: [[String]] = [
    ["y", "a"], ["tous", "les"], ["toutes", "les"], ["stayed", "for"], ["remained", "for"], ["held", "for"],
    ["maintenu", "pendant"], ["maintenue", "pendant"], ["resté", "pendant"], ["restée", "pendant"],
    ["mantuvo", "durante"], ["permaneció", "durante"], ["dort"],
  ]
  static let timeAfter: Set<String> = [
    "ago", "later", "earlier", "später", "früher", "plus", "après", "avant", "después", "antes",
  ]

  /// The factor of the scale words a y unit opens with: 10⁶ for "million miles", 10⁸ for "hundred
  /// million cubic meters", 1,000 for "thousand jobs" (the words of ``scales``, in any of the four
  /// languages, and "hundred"); 1 for a unit without one or no unit. A summary says 135,450
  /// "thousand jobs" as "135.5 million jobs", which is 135,450 times this factor.
  ///
  /// Plural openings joined to the noun count too, as the summaries' multipliers do: "thousands
  /// of jobs", « milliers de personnes », "miles de personas" (Spanish thousands only before
  /// "de", so the distance in "million miles" stays a noun). The unit's words in every language
  /// it has are read, and the largest factor is taken.
  static func unitScale(of unit: PluralForms?) -> Double {
    guard let unit else { return 1 }
    func scale(of text: String) -> Double {
      let words = CaptionData.words(text)
      var scale = 1.0
      for (index, word) in words.enumerated() {
        let next = index + 1 < words.count ? words[index + 1] : nil
        if word == "hundred" {
          scale *= 100
        } else if word == "thousands" || (word == "miles" && next == "de") {
          scale *= 1e3
        } else if let factor = scales[word]?.first {
          scale *= factor
        } else {
          break
        }
      }
      return scale
    }
    return ([unit.other] + unit.translations.values.map(\.other)).map(scale(of:)).max() ?? 1
  }

  // MARK: Checks

  func contradictions(in summary: String) -> [Contradiction] {
    let tokens = Self.tokens(summary, locale: context.locale)
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

  /// The words of the `count` tokens just before `index`, when they are all words of its sentence.
  static func words(_ tokens: [Token], before index: Int, count: Int) -> [String]? {
    guard index >= count else { return nil }
    let slice = tokens[(index - count)..<index]
    guard slice.allSatisfy({ $0.sentence == tokens[index].sentence }) else { return nil }
    let words = slice.compactMap(\.word)
    return words.count == count ? words : nil
  }

  /// Whether a negation says the direction word at `index` did not happen.
  static func isNegated(_ tokens: [Token], at index: Int) -> Bool {
    let token = tokens[index]
    for before in tokens[max(0, index - 3)..<index] where before.sentence == token.sentence {
      if let word = before.word, negations.contains(word) { return true }
    }
    if index + 1 < tokens.count, tokens[index + 1].clause == token.clause, let word = tokens[index + 1].word,
      negationsAfter.contains(word)
    {
      return true
    }
    return false
  }

  /// A word of rising or falling the text says (see the direction check): where it is, its
  /// direction (+1 or −1) and the words as written ("nahm zu", "went up").
  struct DirectionWord {
    var index: Int
    var direction: Int
    var phrase: String
  }

  /// Every word of rising or falling in the tokens that is not negated and does not tell where
  /// an extreme was: the single words in the order of the text, then "went up", "went down"
  /// and "a la baja".
  static func directionWords(_ tokens: [Token]) -> [DirectionWord] {
    var found: [DirectionWord] = []
    for (index, token) in tokens.enumerated() {
      guard let word = token.word else { continue }
      var direction = Self.riseWords.contains(word) ? 1 : Self.fallWords.contains(word) ? -1 : 0
      var phrase = token.text
      var negated = false
      if direction == 0, let particles = Self.separableVerbs[word] {
        // The particle is the clause's last word: "nahm im Jahr 2024 deutlich zu".
        let end = tokens[index...].firstIndex { $0.clause != token.clause } ?? tokens.count
        if end - 1 > index, let particle = tokens[end - 1].word, let particleDirection = particles[particle] {
          direction = particleDirection
          phrase = token.text + " " + tokens[end - 1].text
          negated = Self.isNegated(tokens, at: end - 1)
        }
      }
      guard direction != 0 else { continue }
      if negated || Self.isNegated(tokens, at: index) { continue }
      if tokens[max(0, index - 2)..<index].contains(where: {
        $0.sentence == token.sentence && $0.word.map(Self.extremes.contains) == true
      }) {
        continue
      }
      found.append(DirectionWord(index: index, direction: direction, phrase: phrase))
    }
    // "went up" and "went down"; "a la baja".
    for (index, token) in tokens.enumerated().dropLast() where ["went", "goes", "gone", "go"].contains(token.word) {
      if tokens[index + 1].word == "up" {
        found.append(DirectionWord(index: index, direction: 1, phrase: token.text + " " + tokens[index + 1].text))
      }
      if tokens[index + 1].word == "down" {
        found.append(DirectionWord(index: index, direction: -1, phrase: token.text + " " + tokens[index + 1].text))
      }
    }
    for index in tokens.indices.dropFirst(2) where tokens[index].word == "baja" {
      if words(tokens, before: index, count: 2) == ["a", "la"], !isNegated(tokens, at: index - 2) {
        found.append(
          DirectionWord(
            index: index - 2, direction: -1, phrase: tokens[(index - 2)...index].map(\.text).joined(separator: " ")))
      }
    }
    return found
  }

  func directionContradictions(_ tokens: [Token]) -> [Contradiction] {
    var said: [Int: String] = [:]
    for word in Self.directionWords(tokens) where said[word.direction] == nil { said[word.direction] = word.phrase }
    guard said.count == 1, let (direction, word) = said.first else { return [] }
    let series = seriesFacts
    guard !series.contains(where: { $0.direction == direction }),
      let opposite = series.first(where: { $0.direction == -direction })
    else { return [] }
    let formatter = yFormatter
    var first: String?
    var last: String?
    if let firstValue = opposite.first, let lastValue = opposite.last {
      first = formatter.string(for: firstValue)
      last = formatter.string(for: lastValue)
    }
    return [
      Contradiction(
        message: context.language.text(
          "audit.summary.direction",
          [
            "word": .text(word), "named": .flag(!opposite.name.isEmpty), "series": .text(opposite.name),
            "direction": .text(direction > 0 ? "down" : "up"), "first": .optional(first), "last": .optional(last),
          ]),
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
    // Categories written as numbers ("2020" on a bar chart of years).
    if let categorical = chart.xAxis as? AXCategoricalDataAxisDescriptor {
      for category in categorical.categoryOrder where category.count <= 20 {
        let tokens = Self.tokens(category, locale: context.locale)
        if tokens.count == 1, let number = tokens[0].number { values += number.readings.map(\.value) }
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

  /// Whether the number at `index` is approximate or part of a date or time (not checked).
  /// With `overIsDuration`, "over" reads as "during" ("over 12 months") rather than "more than".
  static func isUnchecked(_ tokens: [Token], at index: Int, overIsDuration: Bool = false) -> Bool {
    func word(_ i: Int) -> String? { tokens.indices.contains(i) ? tokens[i].word : nil }
    if let before = word(index - 1), !(overIsDuration && before == "over"),
      hedges.contains(before) || months.contains(before) || yearWords.contains(before)
    {
      return true
    }
    for phrase in hedgePhrases where words(tokens, before: index, count: phrase.count) == phrase { return true }
    if let after = word(index + 1), months.contains(after) || timeWords.contains(after) { return true }
    // "5 de marzo", "marzo de 2024", "5th of March".
    if let after = word(index + 1), ["de", "of"].contains(after), let month = word(index + 2), months.contains(month) {
      return true
    }
    if let before = word(index - 1), ["de", "of"].contains(before), let month = word(index - 2), months.contains(month)
    {
      return true
    }
    return false
  }

  /// Words for a mean, which a range may start from ("une moyenne de …"), and which make the
  /// number after a value lead, within four words after one, a mean's ("the yearly average
  /// peaked at 508", « le niveau moyen annuel a culminé à 508 »).
  static let meanWords: Set<String> = [
    "average", "mean", "moyenne", "moyen", "media", "medio", "promedio", "durchschnittlich", "durchschnitt",
    "jahresdurchschnitt", "mittel",
  ]

  func valueContradictions(_ tokens: [Token]) -> [Contradiction] {
    var checked: [(WrittenNumber, String)] = []
    // A number of a range that counts something is not a value ("von 12 Werten", "from 6 months").
    var nouns = Self.countNouns
    if let forms = chart.nouns?.point { nouns.insert(forms.other.lowercased()) }
    func isCheckedNumber(_ index: Int) -> WrittenNumber? {
      guard tokens.indices.contains(index), let number = tokens[index].number,
        !Self.isUnchecked(tokens, at: index)
      else { return nil }
      if index + 1 < tokens.count, let noun = tokens[index + 1].word,
        nouns.contains(noun) || Self.timeUnits[noun] != nil
      {
        return nil
      }
      return number
    }
    for (index, token) in tokens.enumerated() {
      guard let start = token.word, let ends = Self.rangeWords[start], let a = isCheckedNumber(index + 1) else {
        continue
      }
      // "augmenté de 215 % jusqu'à 2131": by how much, not from where.
      if start == "de", let before = index > 0 ? tokens[index - 1].word : nil,
        Self.frenchRiseWords.contains(before) || Self.frenchFallWords.contains(before)
      {
        continue
      }
      // "d'une moyenne de 2178 … à 1912", "de una media de 2178 … a 1912": from one mean to
      // another (a cycle's), not from one value to another.
      // Also a mean's movement, a word for a mean within four words before: "the yearly average
      // fell from 2,524 in 2006 to 1,656 in 2010".
      if tokens[max(0, index - 4)..<index].compactMap(\.word).contains(where: Self.meanWords.contains) { continue }
      // The word before B within the next six tokens of the sentence, unless another range starts first.
      var next = index + 2
      while next < min(tokens.count - 1, index + 8), tokens[next].sentence == token.sentence {
        if let word = tokens[next].word {
          if ends.contains(word) {
            if let b = isCheckedNumber(next + 1), tokens[next + 1].sentence == token.sentence {
              let phrase = "\(token.text) \(a.text) \(tokens[next].text) \(b.text)"
              checked.append((a, phrase))
              checked.append((b, phrase))
            }
            break
          }
          if Self.rangeWords[word] != nil, isCheckedNumber(next + 1) != nil { break }
        }
        next += 1
      }
    }
    for (index, token) in tokens.enumerated() {
      guard let number = token.number, !Self.isUnchecked(tokens, at: index) else { continue }
      for lead in Self.valueLeads where Self.words(tokens, before: index, count: lead.count) == lead {
        // A mean's high is no value of the data: "the yearly average peaked at 508".
        let subject = tokens[max(0, index - lead.count - 4)..<(index - lead.count)].compactMap(\.word)
        if subject.contains(where: Self.meanWords.contains) { continue }
        let words = tokens[(index - lead.count)..<index].map(\.text)
        checked.append((number, (words + [number.text]).joined(separator: " ")))
      }
    }
    let values = dataValues
    // "135.5 million jobs" of 135,450 on an axis counted in "thousand jobs".
    let unitScale = Self.unitScale(of: chart.yAxis?.valueFormat?.unit)
    func matches(_ number: WrittenNumber, _ value: Double) -> Bool {
      number.matches(value) || (unitScale != 1 && number.isScaled && number.matches(value * unitScale))
    }
    var result: [Contradiction] = []
    var reported = Set<String>()
    for (number, phrase) in checked {
      guard !values.contains(where: { matches(number, $0) }), reported.insert(number.text).inserted else { continue }
      result.append(
        Contradiction(
          message: context.language.text(
            "audit.summary.value", ["phrase": .text(phrase), "number": .text(number.text)]),
          measurements: JSONObject([("phrase", .string(phrase)), ("number", .number(number.value))])))
    }
    return result
  }

  func countContradictions(_ tokens: [Token]) -> [Contradiction] {
    countClaims(tokens).compactMap(\.contradiction)
  }

  /// A count the text states ("12 months", "5 categories"): where, and its contradiction when the
  /// data does not have it.
  struct CountClaim {
    /// The index of the count's number among the tokens.
    var index: Int
    var phrase: String
    var number: WrittenNumber
    /// The counts the data has that a count of this noun may be (the points, series and
    /// categories; for a time unit, the points and the x axis' span in that unit).
    var contradiction: Contradiction?
  }

  /// Every count the tokens state that the count check reads, with its contradiction when the
  /// data contradicts it. `extraNouns` are further nouns that count points or categories (a
  /// caption's "continents" on a chart whose x axis is "Continent").
  /// `unitNouns` are the y axis' unit ("years" of a life expectancy): a number before one is a
  /// value ("was 73 years"), not a count, unless a word of spanning comes just before it
  /// ("covers 57 years"; ``spanWords``).
  func countClaims(_ tokens: [Token], extraNouns: Set<String> = [], unitNouns: Set<String> = []) -> [CountClaim] {
    var nouns = Self.countNouns.union(extraNouns)
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
    } else if let years = yearAxisSpan {
      dateSpan = years * Self.timeUnits["years"]!
    }
    func word(_ i: Int) -> String? { tokens.indices.contains(i) ? tokens[i].word : nil }
    var result: [CountClaim] = []
    for (index, token) in tokens.enumerated().dropLast() {
      guard let number = token.number, number.isWhole, !number.isPercent, let noun = tokens[index + 1].word,
        !unitNouns.contains(noun) || Self.spanWords.contains(index > 0 ? tokens[index - 1].word ?? "" : ""),
        !Self.isUnchecked(tokens, at: index, overIsDuration: Self.timeUnits[noun] != nil)
      else { continue }
      let ns = number.readings.map { Int($0.value) }
      var nounPhrase = tokens[index + 1].text
      var nounCount = 1
      var isCount = nouns.contains(noun)
      if noun == "data", word(index + 2) == "points" {
        nounPhrase += " " + tokens[index + 2].text
        nounCount = 2
        isCount = true
      }
      if isCount {
        let after = word(index + 1 + nounCount)
        let isChange =
          Self.pointNouns.contains(noun) && word(index - 1).map(Self.changePrepositions.contains) == true
        let isPercentagePoints = after == "de" && ["pourcentage", "base"].contains(word(index + 3))
        let isPart =
          after.map(Self.afterCount.contains) == true || word(index - 1).map(Self.subsets.contains) == true
        guard !isChange, !isPercentagePoints, !isPart else { continue }
        if ns.contains(where: allowed.contains) {
          result.append(CountClaim(index: index, phrase: "\(number.text) \(nounPhrase)", number: number))
          continue
        }
      } else if let unit = Self.timeUnits[noun] {
        let isPeriod =
          word(index - 1).map(Self.timeBefore.contains) == true || word(index + 2).map(Self.timeAfter.contains) == true
          || Self.timeBeforePhrases.contains { Self.words(tokens, before: index, count: $0.count) == $0 }
        let near = ns.contains { n in allowed.contains { abs($0 - n) <= 1 || abs($0 - 1 - n) <= 1 } }
        let spanNear = dateSpan.map { span in ns.contains { abs(span / unit - Double($0)) <= 1 } } ?? false
        guard !isPeriod, dateSpan != nil || chart.xAxis is AXCategoricalDataAxisDescriptor else { continue }
        if near || spanNear {
          result.append(CountClaim(index: index, phrase: "\(number.text) \(nounPhrase)", number: number))
          continue
        }
      } else {
        continue
      }
      let total = counts.reduce(0, +)
      let contradiction =
        Contradiction(
          message: context.language.text(
            "audit.summary.count",
            [
              "phrase": .text("\(number.text) \(nounPhrase)"), "pointCount": .count(total),
              "seriesCount": .count(counts.count),
            ]),
          measurements: JSONObject([
            ("phrase", .string("\(number.text) \(nounPhrase)")), ("number", .number(number.value)),
            ("pointCount", .number(Double(total))),
          ]))
      result.append(
        CountClaim(
          index: index, phrase: "\(number.text) \(nounPhrase)", number: number, contradiction: contradiction))
    }
    return result
  }
}
