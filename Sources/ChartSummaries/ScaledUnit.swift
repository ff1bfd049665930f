import ChartAccessibility

/// A unit that opens with a multiplier word, as data counted in thousands or millions writes it:
/// "thousand people", "thousands of jobs", "million therms", "Millionen Euro", « milliers de
/// personnes », "millones de personas". A summary says a value of 1,000 or more of the multiplier
/// at the next scale, "135.5 million jobs" for 135,450 "thousand jobs", as a writer does; smaller
/// values keep the unit as it is ("944 thousand jobs").
///
/// Recognised openings (matched without regard to case, one table per language, so the English
/// distance in "million miles" is not taken for Spanish thousands):
/// - English: "thousand", "million", "billion", and "thousands of", "millions of", "billions of";
/// - German: "Tausend", "Million", "Millionen", "Milliarde", "Milliarden";
/// - French: "mille", "milliers de", "million(s) de", "milliard(s) de" (also "d'" and "d’");
/// - Spanish: "mil", "miles de", "millón de", "millones de", "mil millones de".
/// A unit whose words after the opening start with another multiplier ("thousand million
/// tonnes", "hundred million cubic meters" does not open with one), or are empty, is not scaled;
/// nor is a unit in another language.
struct ScaledUnit: Hashable, Sendable {
  /// What the multiplier multiplies by: 1,000, 10⁶ or 10⁹.
  var factor: Double
  /// The unit without its multiplier: "people" of "thousand people", "personnes" of « milliers de
  /// personnes ».
  var rest: PluralForms

  /// The multiplier of `unit` (its words in the language with code `language`, "en", "de", "fr"
  /// or "es"; a regional code such as "de-AT" counts as its language), or `nil` when it opens with
  /// none, or its singular and plural forms disagree.
  init?(unit: PluralForms, language: String) {
    let primary = language.split(separator: "-").first.map(String.init) ?? language
    guard let openings = Self.openings[primary],
      let one = Self.split(unit.one, openings: openings),
      let other = Self.split(unit.other, openings: openings), one.factor == other.factor
    else { return nil }
    factor = one.factor
    rest = PluralForms(one: one.rest, other: other.rest)
  }

  /// `words` as an opening multiplier and the rest, or `nil`.
  private static func split(_ words: String, openings: [(words: String, factor: Double)]) -> (
    factor: Double, rest: String
  )? {
    let lower = words.lowercased()
    guard lower.count == words.count,
      let opening = openings.first(where: { lower.hasPrefix($0.words) })
    else { return nil }
    let rest = String(words.dropFirst(opening.words.count))
    let restLower = rest.lowercased()
    guard !rest.isEmpty, rest.first?.isLetter ?? false,
      !openings.contains(where: { restLower.hasPrefix($0.words) || restLower == $0.words.trimmingTrailingSpace })
    else { return nil }
    return (opening.factor, rest)
  }

  /// The openings of each language, longer ones first.
  static let openings: [String: [(words: String, factor: Double)]] = [
    "en": [
      ("thousands of ", 1e3), ("millions of ", 1e6), ("billions of ", 1e9), ("thousand ", 1e3), ("million ", 1e6),
      ("billion ", 1e9),
    ],
    "de": [("tausend ", 1e3), ("millionen ", 1e6), ("million ", 1e6), ("milliarden ", 1e9), ("milliarde ", 1e9)],
    "fr": [
      ("milliers de ", 1e3), ("milliers d'", 1e3), ("milliers d\u{2019}", 1e3), ("millions de ", 1e6),
      ("millions d'", 1e6), ("millions d\u{2019}", 1e6), ("million de ", 1e6), ("million d'", 1e6),
      ("million d\u{2019}", 1e6), ("milliards de ", 1e9), ("milliards d'", 1e9), ("milliards d\u{2019}", 1e9),
      ("milliard de ", 1e9), ("milliard d'", 1e9), ("milliard d\u{2019}", 1e9), ("mille ", 1e3),
    ],
    "es": [("mil millones de ", 1e9), ("miles de ", 1e3), ("millones de ", 1e6), ("millón de ", 1e6), ("mil ", 1e3)],
  ]
}

extension String {
  fileprivate var trimmingTrailingSpace: String { hasSuffix(" ") ? String(dropLast()) : self }
}
