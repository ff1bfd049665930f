/// A CLDR plural category (Unicode TR 35, "Language Plural Rules").
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
  case zero, one, two, few, many, other
}

/// How a language chooses the plural form of a number: CLDR's cardinal rule, as a function of the
/// number's value. The operands are those of CLDR: `i` the integer digits of |n|, `v` the count
/// of visible fraction digits (0 for a whole number, else the digits of its shortest decimal
/// form: 1.5 has v = 1), `e` the exponent of a compact form (always 0 here).
///
/// Two rules are equal when their identifiers are.
public struct PluralRule: Sendable, Hashable, CustomStringConvertible {
  /// A name for the rule, such as "en" or "fr".
  public let identifier: String
  private let choose: @Sendable (Double) -> PluralCategory

  /// A rule of your own, for a language the built-in rules do not cover.
  public init(identifier: String, _ choose: @escaping @Sendable (Double) -> PluralCategory) {
    self.identifier = identifier
    self.choose = choose
  }

  /// The category of `value` (a non-finite value is `other`).
  public func category(of value: Double) -> PluralCategory {
    value.isFinite ? choose(value) : .other
  }

  public var description: String { identifier }

  public static func == (a: PluralRule, b: PluralRule) -> Bool { a.identifier == b.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

  /// `one` for exactly 1 written without fraction digits (i = 1 and v = 0), else `other`:
  /// English, German, Dutch, Swedish, Italian's cardinal rule. "1 point", "1.0 points", "0 points".
  public static let oneIsSingular = PluralRule(identifier: "one-is-singular") { value in
    value.magnitude == 1 ? .one : .other
  }

  /// French: `one` for i = 0 or 1 ("0,5 point", "1,9 point", "1 point"); `many` for a whole
  /// non-zero multiple of a million ("1 million de", "2 millions de" take "de"); else `other`.
  public static let french = PluralRule(identifier: "fr") { value in
    let magnitude = value.magnitude
    if magnitude < 2 { return .one }
    return isWholeMillions(magnitude) ? .many : .other
  }

  /// Spanish: `one` for exactly 1 (n = 1); `many` for a whole non-zero multiple of a million;
  /// else `other`.
  public static let spanish = PluralRule(identifier: "es") { value in
    let magnitude = value.magnitude
    if magnitude == 1 { return .one }
    return isWholeMillions(magnitude) ? .many : .other
  }

  private static func isWholeMillions(_ magnitude: Double) -> Bool {
    magnitude >= 1_000_000 && magnitude < 1e18 && magnitude == magnitude.rounded()
      && Int64(magnitude) % 1_000_000 == 0
  }
}
