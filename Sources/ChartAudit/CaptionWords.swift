import ChartAccessibility
import Foundation

/// A number of a caption with the hedge before it, which sets how close the data must be.
struct CaptionNumber {
  /// How a hedge before a number widens or bounds the match.
  enum Hedge {
    /// Within the number's written rounding.
    case exact
    /// "about", "etwa", "environ", "aproximadamente": within 5 % or half a unit of the last
    /// non-zero digit, whichever is larger.
    case approximate
    /// "nearly", "fast", "presque", "casi": at most the number, at least 90 % of it.
    case nearly
    /// "over", "more than", "über", "plus de", "más de": at least the number, at most 125 % of it.
    case over
    /// "under", "less than", "unter", "moins de", "menos de": at most the number, at least 80 % of it.
    case under
  }

  var written: SummaryConsistency.WrittenNumber
  var hedge: Hedge
  /// The scale of the y axis' unit ("million miles": 10⁶), by which a number with a scale word
  /// ("30.5 billion") is also compared; 1 for a unit without one.
  var unitScale: Double = 1
  /// Whether the sentence says a fall, so that "a fall of 9.2 %" is also −9.2 %.
  var mayBeFall = false

  var value: Double { written.value }

  /// Whether `value` is what the number says, with its hedge.
  func matches(_ value: Double) -> Bool {
    if unitScale != 1, written.isScaled, matchesScaled(value * unitScale) { return true }
    if mayBeFall, value < 0, matchesScaled(-value) { return true }
    return matchesScaled(value)
  }

  func matchesScaled(_ value: Double) -> Bool {
    let readings = written.readings + written.unscaled
    return readings.contains { reading in
      let n = reading.value
      let slack = reading.tolerance + 1e-9 * max(1, abs(n))
      switch hedge {
      case .exact:
        return abs(value - n) <= slack
      case .approximate:
        return abs(value - n) <= max(slack, 0.05 * abs(n), Self.lastDigitHalfUnit(n))
      case .nearly:
        return n >= 0 ? value <= n + slack && value >= 0.9 * n - slack : abs(value - n) <= 0.1 * abs(n)
      case .over:
        return n >= 0 ? value >= n - slack && value <= 1.25 * n + slack : abs(value - n) <= 0.25 * abs(n)
      case .under:
        return n >= 0 ? value <= n + slack && value >= 0.8 * n - slack : abs(value - n) <= 0.2 * abs(n)
      }
    }
  }

  /// Half a unit of the last non-zero digit of a whole number ("300": 50; "3,812": 0.5), 0 for
  /// a number with decimals.
  static func lastDigitHalfUnit(_ n: Double) -> Double {
    guard n != 0, n == n.rounded(), abs(n) < 1e15 else { return 0 }
    var unit = 1.0
    var rest = abs(n)
    while rest.truncatingRemainder(dividingBy: 10) == 0 {
      rest /= 10
      unit *= 10
    }
    return unit / 2
  }
}

/// The words a caption's claims are read by, in English, German, French and Spanish (the
/// audit's word lists, ``SummaryConsistency``, give the words of rising and falling, negations,
/// months, ranges and counts).
enum CaptionWords {
  /// A statistic a word before a number names.
  enum Statistic {
    case highest, lowest, mean, median
  }

  static let statistic: [String: Statistic] = {
    var words: [String: Statistic] = [:]
    for word in [
      "peak", "peaked", "peaking", "peaks", "high", "highest", "maximum", "max", "top", "topped", "topping", "record",
      "largest", "biggest", "greatest",
      "höchststand", "höchstwert", "höchsten", "höchste", "höchster", "spitze", "spitzenwert", "gipfelte", "maximal",
      "größte", "größten", "meisten",
      "pic", "sommet", "culminé", "culminant", "culmine", "maximale", "record", "haut",
      "máximo", "máxima", "pico", "récord", "cumbre", "tope",
    ] {
      words[word] = .highest
    }
    for word in [
      "low", "lowest", "minimum", "min", "bottomed", "bottom", "trough", "smallest", "least", "fewest",
      "tiefststand", "tiefstwert", "tiefpunkt", "niedrigsten", "niedrigste", "kleinste", "kleinsten", "minimal",
      "creux", "plancher", "minimale", "bas",
      "mínimo", "mínima", "fondo",
    ] {
      words[word] = .lowest
    }
    for word in [
      "average", "averaged", "averages", "averaging", "mean", "durchschnitt", "durchschnittlich", "mittel",
      "mittelwert", "schnitt", "moyenne", "moyen", "promedio", "promedió", "media",
    ] {
      words[word] = .mean
    }
    for word in ["median", "médiane", "mediana", "medianwert", "zentralwert"] { words[word] = .median }
    return words
  }()

  /// The hedge just before the number at `index` and how many words it has.
  static func hedge(
    _ tokens: [SummaryConsistency.Token], before index: Int
  ) -> (kind: CaptionNumber.Hedge, length: Int)? {
    func word(_ i: Int) -> String? {
      tokens.indices.contains(i) && tokens[i].sentence == tokens[index].sentence ? tokens[i].word : nil
    }
    if let a = word(index - 2), let b = word(index - 1), let kind = phrases[[a, b]] { return (kind, 2) }
    if let a = word(index - 3), let b = word(index - 2), let c = word(index - 1), let kind = phrases[[a, b, c]] {
      return (kind, 3)
    }
    if let b = word(index - 1), let kind = single[b] { return (kind, 1) }
    return nil
  }

  static let single: [String: CaptionNumber.Hedge] = {
    var words: [String: CaptionNumber.Hedge] = [:]
    for word in [
      "about", "around", "roughly", "approximately", "some", "~", "circa", "approx", "ca", "etwa", "rund", "rd",
      "ungefähr", "zirka", "circa", "environ", "env", "approximativement", "quelque", "aproximadamente", "aprox",
      "unos", "unas", "cerca", "estimated", "geschätzt", "estimé", "estimados",
    ] {
      words[word] = .approximate
    }
    for word in [
      "nearly", "almost", "fast", "knapp", "beinahe", "nahezu", "annähernd", "presque", "quasi", "quasiment", "casi",
    ] {
      words[word] = .nearly
    }
    for word in ["over", "above", "exceeding", "über", "mindestens", "superior"] { words[word] = .over }
    for word in ["under", "below", "unter", "höchstens", "apenas"] { words[word] = .under }
    return words
  }()

  static let phrases: [[String]: CaptionNumber.Hedge] = [
    ["more", "than"]: .over, ["greater", "than"]: .over, ["higher", "than"]: .over, ["at", "least"]: .over,
    ["less", "than"]: .under, ["fewer", "than"]: .under, ["lower", "than"]: .under, ["up", "to"]: .under,
    ["mehr", "als"]: .over, ["weniger", "als"]: .under, ["bis", "zu"]: .under,
    ["plus", "de"]: .over, ["au", "moins"]: .over, ["moins", "de"]: .under, ["près", "de"]: .nearly,
    ["autour", "de"]: .approximate, ["alentours", "de"]: .approximate, ["ordre", "de"]: .approximate,
    ["más", "de"]: .over, ["al", "menos"]: .over, ["menos", "de"]: .under, ["cerca", "de"]: .approximate,
    ["alrededor", "de"]: .approximate, ["en", "torno", "a"]: .approximate, ["a", "little", "over"]: .over,
    ["just", "over"]: .over, ["just", "under"]: .under, ["well", "over"]: .over,
  ]

  /// Months by name or abbreviation in the four languages: their number.
  static let months: [String: Int] = {
    let names: [[String]] = [
      ["january", "jan", "januar", "jänner", "janvier", "janv", "enero", "ene"],
      ["february", "feb", "februar", "feber", "février", "févr", "fév", "febrero"],
      ["march", "mar", "märz", "mär", "mrz", "mars", "marzo"],
      ["april", "apr", "avril", "avr", "abril", "abr"],
      ["may", "mai", "mayo"],
      ["june", "jun", "juni", "juin", "junio"],
      ["july", "jul", "juli", "juillet", "juil", "julio"],
      ["august", "aug", "août", "agosto", "ago"],
      ["september", "sep", "sept", "septembre", "septiembre", "setiembre", "set"],
      ["october", "oct", "oktober", "okt", "octobre", "octubre"],
      ["november", "nov", "novembre", "noviembre"],
      ["december", "dec", "dezember", "dez", "décembre", "déc", "diciembre", "dic"],
    ]
    var months: [String: Int] = [:]
    for (index, list) in names.enumerated() { for name in list { months[name] = index + 1 } }
    return months
  }()

  /// Time units in the singular: after a number they make a length ("an 11-year cycle", "a
  /// 3-month low"), not a value.
  static let singularUnits: Set<String> = [
    "year", "month", "week", "day", "hour", "minute", "quarter", "jahr", "jahres", "monat", "monats", "woche",
    "tag", "stunde", "an", "mois", "semaine", "jour", "heure", "año", "mes", "semana", "día", "hora",
  ]

  /// Words before a number (within six) that make it a figure the checker does not read: a
  /// cycle's swing, a level shift, an interval, a rate.
  static let unread: Set<String> = [
    "cycle", "swing", "amplitude", "level", "interval", "intervals", "zyklus", "schwankung", "schwankungen", "niveau",
    "konfidenzintervall", "intervall", "cycle", "amplitude", "intervalle", "ciclo", "amplitud", "nivel",
    "intervalo", "every", "alle", "tous", "cada", "doubling", "verdoppelt", "double", "duplica",
    // Distributions: "most values were between …".
    "most", "meisten", "plupart", "mayoría",
  ]

  /// Articles that may stand between "from" and a number ("from a low of 72.36", "de un mínimo de").
  static let articles: Set<String> = [
    "a", "an", "the", "ein", "einem", "einen", "einer", "dem", "den", "der", "un", "une", "le", "la", "l'", "una",
    "el",
  ]

  /// Words of a factor of change ("by a factor of 24.1", "um den Faktor 24,1").
  static let factorWords: Set<String> = [
    "factor", "faktor", "facteur", "multiplied", "multiplié", "multipliée", "multiplicó", "multiplica",
    "vervielfacht", "vervielfachte",
  ]

  /// Words after a percentage that make it a share of time ("higher 50% of the time").
  static let shareOfTime: [[String]] = [
    ["of", "the", "time"], ["der", "zeit"], ["du", "temps"], ["del", "tiempo"],
  ]

  /// Words between the two numbers of a range ("between 3 and 20", "1,300 to 1,500").
  static let rangeJoiners: Set<String> = ["and", "to", "und", "bis", "et", "à", "y", "a", "hasta"]

  /// Words after a number that count events, not values ("cross 16 times"): not checked.
  static let timesWords: Set<String> = ["times", "time", "mal", "fois", "veces", "vez"]

  /// Words before a number that refers to a source, not to the data: "Table 1", "p.249",
  /// "Figure 3", "Section 5.1", "Tabelle 2", "Seite 12", "tableau 3", "tabla 4", "página 5".
  static let referenceWords: Set<String> = [
    "table", "tab", "figure", "fig", "page", "p", "pp", "section", "chapter", "eq", "equation",
    "tabelle", "seite", "s", "abbildung", "abb", "kapitel", "abschnitt",
    "tableau", "chapitre", "équation",
    "tabla", "página", "pág", "figura", "capítulo", "sección", "ecuación",
  ]

  /// Words before a number that is a length of the data: "a time series of length 100".
  static let lengthWords: Set<String> = ["length", "länge", "longueur", "longitud"]

  /// Words before a number that is a threshold the values pass, not a value: "the landmasses
  /// which exceed 10,000 square miles".
  static let thresholdWords: Set<String> = [
    "exceed", "exceeds", "exceeding", "exceeded", "übersteigen", "übersteigt", "überschreiten", "überschreitet",
    "dépassent", "dépasse", "dépassant", "superan", "supera", "superando",
  ]

  /// Nouns after a number that count a table's shape, not the data's values: "2 variables",
  /// "8 columns", "7 rows".
  static let tableShapeNouns: Set<String> = [
    "variables", "columns", "rows", "variablen", "spalten", "zeilen", "colonnes", "lignes", "columnas", "filas",
  ]

  /// Words that open a range of dates ("from 1960 to 2016", "zwischen 1960 und 2016") and the
  /// words that may come before its end.
  static let dateRanges: [String: Set<String>] = [
    "from": ["to", "until", "through"], "between": ["and"], "von": ["bis", "zu"], "zwischen": ["und"],
    "de": ["à", "a"], "entre": ["et", "y"], "desde": ["hasta", "a"], "del": ["al"],
  ]

  /// Words before a year that make it a date ("in 2007", "seit 1990", "depuis 1990", "desde 1990").
  static let datePrepositions: Set<String> = [
    "in", "since", "until", "by", "during", "from", "to", "between", "and", "of", "through",
    "im", "seit", "bis", "von", "zwischen", "und", "jahr",
    "en", "depuis", "jusqu'en", "de", "à", "entre", "et", "année",
    "desde", "hasta", "del", "al", "y", "año", "a",
  ]

  /// Words that say a series did not change ("remained stable").
  static let flat: Set<String> = [
    "stable", "flat", "steady", "unchanged", "constant", "stagnated", "stagnant", "plateaued",
    "stabil", "konstant", "unverändert", "gleichbleibend", "stagnierte", "stagniert",
    "inchangé", "inchangée", "constante", "stagné", "stagne",
    "estable", "estables", "invariable", "estancado", "estancada", "estancó",
  ]

  /// A comparison a word makes.
  enum Comparison {
    case more, less, most, least
  }

  static let comparativeMore: Set<String> = [
    "higher", "larger", "greater", "bigger", "exceeded", "exceeds", "exceed", "outnumbered", "outnumber",
    "surpassed", "overtook", "outpaced", "ahead",
    "höher", "größer", "grösser", "übertraf", "übertrifft", "übertrafen", "überholte", "überstieg",
    "supérieur", "supérieure", "supérieurs", "supérieures", "dépassé", "dépasse", "dépassait", "devant",
    "mayor", "mayores", "superó", "supera", "superaba", "superior", "superiores",
  ]
  static let comparativeLess: Set<String> = [
    "lower", "smaller", "fewer", "trailed", "behind",
    "niedriger", "kleiner", "geringer",
    "inférieur", "inférieure", "inférieurs", "inférieures", "derrière",
    "menor", "menores", "inferior", "inferiores",
  ]
  static let superlativeMost: Set<String> = [
    "highest", "largest", "biggest", "greatest", "most",
    "höchste", "höchsten", "höchster", "größte", "größten", "größter", "meisten", "meiste",
  ]
  static let superlativeLeast: Set<String> = [
    "lowest", "smallest", "least", "fewest",
    "niedrigste", "niedrigsten", "niedrigster", "kleinste", "kleinsten", "kleinster", "wenigsten", "geringste",
    "geringsten",
  ]
  /// Words of a series' end ("ended highest", "Höchster Endwert", « valeur finale la plus
  /// élevée », "terminó con el valor más alto"): a superlative beside one ranks the last values.
  static let endWords: Set<String> = [
    "ended", "ends", "end", "ending", "endwert", "endete", "endeten", "schluss", "finale", "final", "fin", "terminó",
    "terminaron", "termina", "último", "última",
  ]
  /// "any other", "jede andere", "tout autre", "cualquier otro": a comparative with all others.
  static let otherWords: Set<String> = [
    "other", "others", "andere", "anderen", "anderer", "autre", "autres", "otro", "otra", "otros", "otras",
  ]
  /// Adjectives after French "plus"/"moins" and Spanish "más"/"menos" ("le plus élevé", "más alto").
  static let heightAdjectives: Set<String> = [
    "élevé", "élevée", "élevés", "élevées", "haut", "haute", "grand", "grande", "grands", "grandes", "important",
    "importante", "nombreux", "nombreuses", "peuplé", "peuplée",
    "alto", "alta", "altos", "altas", "elevado", "elevada", "grande", "grandes", "poblado", "poblada",
  ]
  /// Adjectives of the opposite sense ("plus bas", "más bajo").
  static let lowAdjectives: Set<String> = [
    "bas", "basse", "faible", "petit", "petite", "bajo", "baja", "bajos", "bajas", "pequeño", "pequeña",
  ]

  /// The comparison the word at `i` makes, if any ("higher", "the highest", "le plus élevé",
  /// "el más alto", "more … than"); a comparative before a number ("more than 300") is a hedge,
  /// not a comparison, unless the number is a year (`isYear` of its index: "höher als 1878").
  static func comparison(
    _ tokens: [SummaryConsistency.Token], at i: Int, isYear: (Int) -> Bool = { _ in false }
  ) -> Comparison? {
    guard let word = tokens[i].word else { return nil }
    func next(_ k: Int) -> SummaryConsistency.Token? { tokens.indices.contains(i + k) ? tokens[i + k] : nil }
    func previous(_ k: Int) -> String? { tokens.indices.contains(i - k) ? tokens[i - k].word : nil }
    // "more than 300": a hedge.
    if let after = next(1), after.word.map(["than", "als", "que", "de"].contains) == true, next(2)?.number != nil,
      !isYear(i + 2)
    {
      return nil
    }
    if next(1)?.number != nil, !isYear(i + 1) { return nil }
    // "most of it", "der größte Teil", "la mayor parte": a share of one amount, not a comparison.
    if ["most", "größte", "mayor"].contains(word), let after = next(1)?.word, ["of", "teil", "parte"].contains(after) {
      return nil
    }
    if comparativeMore.contains(word) || comparativeLess.contains(word) || ["more", "less", "fewer"].contains(word) {
      // "more than any other", "höher als jede andere", "plus que tout autre", "mayor que cualquier otro".
      let following = tokens[(i + 1)...].prefix(5).compactMap(\.word)
      if following.contains(where: otherWords.contains) {
        return comparativeLess.contains(word) || ["less", "fewer"].contains(word) ? .least : .most
      }
    }
    if comparativeMore.contains(word) { return .more }
    if comparativeLess.contains(word) { return .less }
    if superlativeMost.contains(word) { return .most }
    if superlativeLeast.contains(word) { return .least }
    // French and Spanish: "plus élevé", "le plus élevé", "más alto", "el más alto".
    if ["plus", "más", "moins", "menos"].contains(word), let adjective = next(1)?.word {
      let up = heightAdjectives.contains(adjective) ? 1 : lowAdjectives.contains(adjective) ? -1 : 0
      guard up != 0 else { return nil }
      let more = (["plus", "más"].contains(word) ? 1 : -1) * up > 0
      // The article before "plus"/"más", or before the noun they follow ("el valor más alto").
      let articles = ["le", "la", "les", "l'", "el", "los", "las"]
      let isSuperlative =
        previous(1).map(articles.contains) == true || previous(2).map(articles.contains) == true
      return isSuperlative ? (more ? .most : .least) : (more ? .more : .less)
    }
    // "more … than", "mehr … als": the comparative with "than" later in the sentence.
    if ["more", "mehr", "less", "weniger"].contains(word) {
      let hasThan = tokens[(i + 1)...].prefix(6).contains { ["than", "als"].contains($0.word) }
      if hasThan { return ["more", "mehr"].contains(word) ? .more : .less }
    }
    return nil
  }
}
