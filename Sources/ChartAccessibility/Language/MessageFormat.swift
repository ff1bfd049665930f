import Foundation

/// A value given to a message: text as it is spoken, a number with its written form (the
/// number chooses the plural form, the text is what `#` and `{name}` print), or a count that the
/// pack writes.
public enum MessageArgument: Sendable, Hashable, ExpressibleByStringLiteral {
  case text(String)
  /// `value` chooses the plural category; `text` is how the number is written ("1.234", "1,5").
  case number(Double, text: String)
  /// A whole number of things (points, lines, series, findings), written by the pack that renders
  /// the message with the digit grouping of its ``LanguagePack/countLocale`` (the locale of the
  /// ``FormattingContext`` whose language it is), as ``ValueFormatter`` groups values: "1,461" in
  /// en_US, "1.461" in de_DE, "1461" and "14.610" in es_ES (four-digit numbers are not grouped in
  /// Spanish), and "1461" and "14 610" in fr_FR, grouped with an ordinary space from five digits
  /// (screen readers read the locale's own separator, a no-break or narrow no-break space, as
  /// two numbers). A `select` on a count reads its ASCII digits ("12").
  case count(Int)

  public init(stringLiteral value: String) { self = .text(value) }

  /// A yes/no choice for `select`: "yes" or "no".
  public static func flag(_ value: Bool) -> MessageArgument { .text(value ? "yes" : "no") }

  /// An optional text: `nil` selects the branch `none` of a `select` (and prints nothing).
  public static func optional(_ text: String?) -> MessageArgument { .text(text ?? "") }

  /// What `{name}` prints, counts written for `locale`.
  func text(counts locale: CountWriter) -> String {
    switch self {
    case .text(let text): text
    case .number(_, let text): text
    case .count(let n): locale.text(n)
    }
  }

  /// What a `select` compares with its branch names: a count's ASCII digits.
  var selectKey: String {
    switch self {
    case .text(let text): text
    case .number(_, let text): text
    case .count(let n): String(n)
    }
  }
}

/// Writes counts (``MessageArgument/count(_:)``) in a locale, with the digit grouping that
/// ``ValueFormatter`` uses for that locale's values.
struct CountWriter: Sendable, Hashable {
  let locale: Locale
  /// `false` where the locale groups with a space-like separator (French), which gets ordinary
  /// spaces instead, see ``Locale/groupsDigitsWithWhitespace``.
  private let groups: Bool
  /// Whether the locale writes ASCII digits, so that a count under 1,000 is `String(n)`.
  private let asciiDigits: Bool

  init(locale: Locale) {
    self.locale = locale
    groups = !locale.groupsDigitsWithWhitespace
    asciiDigits = locale.numberingSystem.identifier == "latn"
  }

  func text(_ n: Int) -> String {
    if asciiDigits, n > -1000, n < 1000 { return String(n) }
    guard groups else {
      return Locale.spaceGroupedDigits(n.formatted(IntegerFormatStyle<Int>(locale: locale).grouping(.never)))
    }
    return n.formatted(IntegerFormatStyle<Int>(locale: locale).grouping(.automatic))
  }
}

/// A message of a language pack, parsed: literal text, `{name}` arguments, and two choices
/// from ICU MessageFormat, kept deliberately small:
///
/// - `{name}` prints the argument (nothing when it is missing).
/// - `{name, select, up {…} down {…} other {…}}` chooses a branch by the argument's text; an
///   empty or missing argument chooses `none` when there is such a branch, and `other` is the
///   branch for anything not listed (required).
/// - `{name, plural, =0 {…} one {…} many {…} other {…}}` chooses by the number's CLDR plural
///   category in the pack's language (an exact `=N` first); inside it `#` prints the number's
///   text. `other` is required.
///
/// Branches nest. There is no quoting: apostrophes are plain text (French "l'axe"), and braces
/// are never literal.
struct MessageFormat: Sendable, Hashable {
  indirect enum Part: Sendable, Hashable {
    case literal(String)
    case argument(String)
    /// `#` inside a plural branch.
    case pound
    case select(String, [String: [Part]])
    case plural(String, [String: [Part]])
  }

  let parts: [Part]

  /// Every argument name the message reads, sorted.
  var argumentNames: Set<String> {
    var names: Set<String> = []
    func collect(_ parts: [Part]) {
      for part in parts {
        switch part {
        case .literal, .pound: break
        case .argument(let name): names.insert(name)
        case .select(let name, let branches), .plural(let name, let branches):
          names.insert(name)
          for branch in branches.values { collect(branch) }
        }
      }
    }
    collect(parts)
    return names
  }

  /// Parses `source`; throws a description of the first problem, with its character offset.
  init(parsing source: String) throws(MessageFormatError) {
    var parser = Parser(characters: Array(source))
    parts = try parser.parseParts(inPlural: false, nested: false)
  }

  /// The message with `arguments` filled in, choosing plural forms by `plural`.
  func render(_ arguments: [String: MessageArgument], plural: PluralRule, counts: CountWriter) -> String {
    var output = ""
    render(parts, arguments: arguments, plural: plural, counts: counts, pound: nil, into: &output)
    return output
  }

  private func render(
    _ parts: [Part], arguments: [String: MessageArgument], plural: PluralRule, counts: CountWriter, pound: String?,
    into output: inout String
  ) {
    for part in parts {
      switch part {
      case .literal(let text): output += text
      case .pound: output += pound ?? "#"
      case .argument(let name): output += arguments[name]?.text(counts: counts) ?? ""
      case .select(let name, let branches):
        let key = arguments[name]?.selectKey ?? ""
        let branch = branches[key.isEmpty && branches["none"] != nil ? "none" : key] ?? branches["other"] ?? []
        render(branch, arguments: arguments, plural: plural, counts: counts, pound: pound, into: &output)
      case .plural(let name, let branches):
        let argument = arguments[name]
        var branch: [Part]?
        var value = 0.0
        if case .number(let number, _) = argument { value = number }
        if case .count(let n) = argument { value = Double(n) }
        if let exact = branches["=" + Self.exactKey(value)] { branch = exact }
        if branch == nil { branch = branches[plural.category(of: value).rawValue] }
        render(
          branch ?? branches["other"] ?? [], arguments: arguments, plural: plural, counts: counts,
          pound: argument?.text(counts: counts), into: &output)
      }
    }
  }

  static func exactKey(_ value: Double) -> String {
    value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(value)
  }

  private struct Parser {
    let characters: [Character]
    var index = 0

    mutating func parseParts(inPlural: Bool, nested: Bool) throws(MessageFormatError) -> [Part] {
      var parts: [Part] = []
      var literal = ""
      func flush() {
        if !literal.isEmpty { parts.append(.literal(literal)) }
        literal = ""
      }
      while index < characters.count {
        let character = characters[index]
        if character == "}" {
          guard nested else { throw MessageFormatError(offset: index, problem: "a '}' that closes nothing") }
          break
        }
        if character == "{" {
          flush()
          parts.append(try parsePlaceholder(inPlural: inPlural))
          continue
        }
        if character == "#" && inPlural {
          flush()
          parts.append(.pound)
          index += 1
          continue
        }
        literal.append(character)
        index += 1
      }
      flush()
      return parts
    }

    mutating func skipSpaces() {
      while index < characters.count, characters[index] == " " { index += 1 }
    }

    mutating func word() -> String {
      var text = ""
      while index < characters.count,
        characters[index].isLetter || characters[index].isNumber || "_=-".contains(characters[index])
      {
        text.append(characters[index])
        index += 1
      }
      return text
    }

    mutating func parsePlaceholder(inPlural: Bool) throws(MessageFormatError) -> Part {
      let start = index
      index += 1  // "{"
      skipSpaces()
      let name = word()
      guard !name.isEmpty else { throw MessageFormatError(offset: start, problem: "a '{' without an argument name") }
      skipSpaces()
      guard index < characters.count else { throw MessageFormatError(offset: start, problem: "an unclosed '{'") }
      if characters[index] == "}" {
        index += 1
        return .argument(name)
      }
      guard characters[index] == "," else {
        throw MessageFormatError(offset: index, problem: "expected '}' or ',' after the argument name '\(name)'")
      }
      index += 1
      skipSpaces()
      let type = word()
      guard type == "select" || type == "plural" else {
        throw MessageFormatError(offset: index, problem: "unknown choice '\(type)': use select or plural")
      }
      skipSpaces()
      guard index < characters.count, characters[index] == "," else {
        throw MessageFormatError(offset: index, problem: "expected ',' after '\(type)'")
      }
      index += 1
      var branches: [String: [Part]] = [:]
      while true {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        guard index < characters.count else { throw MessageFormatError(offset: start, problem: "an unclosed '{'") }
        if characters[index] == "}" {
          index += 1
          break
        }
        let key = word()
        guard !key.isEmpty else { throw MessageFormatError(offset: index, problem: "expected a branch name") }
        if type == "plural", !key.hasPrefix("="), PluralCategory(rawValue: key) == nil {
          throw MessageFormatError(offset: index, problem: "'\(key)' is not a plural category")
        }
        guard branches[key] == nil else {
          throw MessageFormatError(offset: index, problem: "the branch '\(key)' appears twice")
        }
        skipSpaces()
        guard index < characters.count, characters[index] == "{" else {
          throw MessageFormatError(offset: index, problem: "expected '{' to open the branch '\(key)'")
        }
        index += 1
        let branch = try parseParts(inPlural: inPlural || type == "plural", nested: true)
        guard index < characters.count, characters[index] == "}" else {
          throw MessageFormatError(offset: index, problem: "an unclosed branch '\(key)'")
        }
        index += 1
        branches[key] = branch
      }
      guard branches["other"] != nil else {
        throw MessageFormatError(offset: start, problem: "the \(type) of '\(name)' has no 'other' branch")
      }
      return type == "select" ? .select(name, branches) : .plural(name, branches)
    }
  }
}

/// A message of a language pack that does not parse.
public struct MessageFormatError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The character offset of the problem in the message, from 0.
  public var offset: Int
  public var problem: String

  public var description: String { "at character \(offset + 1): \(problem)" }
}
