public import Foundation
import Synchronization

/// Every sentence AudioGraph writes, in one language: the summaries, Chart Details, chart and
/// point descriptions. The logic decides *what* to say and passes already formatted numbers and
/// dates; the pack decides *how* it reads.
///
/// A pack is a catalog of messages, one per key, in a small subset of ICU MessageFormat (see
/// below), plus the language's CLDR plural rule. AudioGraph ships English (``english``), German
/// (``german``), French (``french``) and Spanish (``spanish``); an app adds a language by building
/// a pack from its own catalog, in code or from a JSON file, without changing the library:
///
///     let dutch = try LanguagePack(
///       identifier: "nl", name: "Nederlands", pluralRule: .oneIsSingular,
///       messages: ["trend.rose": "{series} steeg …", …])
///     var context = FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: .gmt)
///     context.language = dutch
///
/// **Messages.** `{name}` prints an argument; `{name, select, up {…} other {…}}` chooses a
/// branch by an argument's text (an empty argument chooses `none` when the message has such a
/// branch); `{name, plural, one {…} many {…} other {…}}` chooses by the number's plural category,
/// and `#` inside it prints the number. Apostrophes are plain text; braces are never literal.
///
/// **Completeness.** A pack has every key of the English pack and no other, and each message uses
/// only the arguments its English message uses (``messageArguments`` lists them). An
/// incomplete or misspelt catalog is refused when the pack is built, so text is never half in
/// one language and half in another.
public struct LanguagePack: Sendable, Hashable, CustomStringConvertible {
  /// The language's code, such as "en", "de" or "pt-BR" (BCP 47).
  public let identifier: String
  /// The language's own name, such as "Deutsch".
  public let name: String
  public let pluralRule: PluralRule
  private let messages: Messages
  /// How the pack writes counts; set by ``FormattingContext`` to its locale.
  var countWriter: CountWriter

  /// The locale whose digit grouping the pack writes counts (``MessageArgument/count(_:)``)
  /// with: the locale of the ``FormattingContext`` the pack was read from
  /// (`context.language`), or, for a pack used on its own, the locale of its ``identifier``
  /// ("de" groups "1.461").
  public var countLocale: Locale { countWriter.locale }

  /// A pack's messages: their sources, each parsed the first time it is used (a process that
  /// writes one summary parses a dozen messages, not all of them). Thread-safe.
  private final class Messages: Sendable {
    let sources: [String: String]
    private let parsed: Mutex<[String: MessageFormat]>

    init(sources: [String: String], parsed: [String: MessageFormat] = [:]) {
      self.sources = sources
      self.parsed = Mutex(parsed)
    }

    /// The parsed message `key`; `nil` for a key the pack does not have. A built-in message
    /// that does not parse is a programming error (tests parse every one).
    subscript(key: String) -> MessageFormat? {
      if let message = parsed.withLock({ $0[key] }) { return message }
      guard let source = sources[key] else { return nil }
      let message: MessageFormat
      do { message = try MessageFormat(parsing: source) } catch {
        fatalError("The message \(key) does not parse: \(error)")
      }
      parsed.withLock { $0[key] = message }
      return message
    }
  }

  /// A pack from a catalog of messages.
  ///
  /// - Throws: ``LanguagePackError`` naming every missing key, unknown key, message that does
  ///   not parse, and argument that the English message does not have.
  public init(identifier: String, name: String, pluralRule: PluralRule, messages: [String: String])
    throws(LanguagePackError)
  {
    var problems: [String] = []
    var parsed: [String: MessageFormat] = [:]
    let reference = Self.englishMessages
    for key in reference.keys.sorted() where messages[key] == nil { problems.append("\(key): missing") }
    for (key, source) in messages.sorted(by: { $0.key < $1.key }) {
      guard let english = reference[key] else {
        problems.append("\(key): not a message AudioGraph writes")
        continue
      }
      do {
        let message = try MessageFormat(parsing: source)
        let unknown = message.argumentNames.subtracting(english.argumentNames)
          .subtracting(EnglishCatalog.unusedArguments[key] ?? [])
        if !unknown.isEmpty {
          problems.append("\(key): no argument named \(unknown.sorted().map { "'\($0)'" }.joined(separator: ", "))")
        }
        parsed[key] = message
      } catch {
        problems.append("\(key): \(error)")
      }
    }
    guard problems.isEmpty else { throw LanguagePackError(identifier: identifier, problems: problems) }
    self.identifier = identifier
    self.name = name
    self.pluralRule = pluralRule
    self.messages = Messages(sources: messages, parsed: parsed)
    self.countWriter = CountWriter(locale: Locale(identifier: identifier))
  }

  /// A pack from a JSON catalog: an object with `identifier`, `name`, `plural` (one of "en" and
  /// the other one-is-singular languages, "fr", "es") and `messages` (an object of key → message).
  ///
  /// - Throws: ``LanguagePackError`` for JSON that is not such an object, or as the other
  ///   initializer does.
  public init(json data: Data) throws(LanguagePackError) {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let identifier = object["identifier"] as? String, let name = object["name"] as? String,
      let messages = object["messages"] as? [String: String]
    else {
      throw LanguagePackError(
        identifier: "?",
        problems: ["expected a JSON object with the strings 'identifier' and 'name' and the object 'messages'"])
    }
    let rule: PluralRule
    switch object["plural"] as? String ?? "en" {
    case "fr": rule = .french
    case "es": rule = .spanish
    case "en", "de", "nl", "sv", "it": rule = .oneIsSingular
    case let other:
      throw LanguagePackError(identifier: identifier, problems: ["plural: unknown rule '\(other)'; use en, fr or es"])
    }
    try self.init(identifier: identifier, name: name, pluralRule: rule, messages: messages)
  }

  /// A built-in pack: its messages are parsed when first used and not checked against the
  /// English catalog (``builtInProblems`` does that, and a test asserts it finds nothing), so a
  /// process pays only for the messages it writes.
  private init(trusted identifier: String, name: String, pluralRule: PluralRule, messages: [String: String]) {
    self.identifier = identifier
    self.name = name
    self.pluralRule = pluralRule
    self.messages = Messages(sources: messages)
    self.countWriter = CountWriter(locale: Locale(identifier: identifier))
  }

  /// The problems ``init(identifier:name:pluralRule:messages:)`` finds in each built-in catalog:
  /// empty when every built-in pack is complete (checked by a test, not at run time).
  static var builtInProblems: [LanguagePackError] {
    let catalogs: [(String, String, [String: String])] = [
      ("en", "English", EnglishCatalog.messages), ("de", "Deutsch", GermanCatalog.messages),
      ("fr", "Français", FrenchCatalog.messages), ("es", "Español", SpanishCatalog.messages),
    ]
    return catalogs.compactMap { identifier, name, messages -> LanguagePackError? in
      do throws(LanguagePackError) {
        _ = try LanguagePack(identifier: identifier, name: name, pluralRule: .oneIsSingular, messages: messages)
        return nil
      } catch {
        return error
      }
    }
  }

  /// The text of the message `key` with `arguments`. A key the pack does not have gives "" (keys
  /// are checked when the pack is built, so only a key AudioGraph does not write can be missing).
  public func text(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
    messages[key]?.render(arguments, plural: pluralRule, counts: countWriter) ?? ""
  }

  public var description: String { "\(name) (\(identifier))" }

  public static func == (a: LanguagePack, b: LanguagePack) -> Bool {
    a.identifier == b.identifier && a.name == b.name && a.messages.sources == b.messages.sources
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(name)
  }

  // MARK: Built-in packs

  public static let english = LanguagePack(
    trusted: "en", name: "English", pluralRule: .oneIsSingular, messages: EnglishCatalog.messages)
  public static let german = LanguagePack(
    trusted: "de", name: "Deutsch", pluralRule: .oneIsSingular, messages: GermanCatalog.messages)
  public static let french = LanguagePack(
    trusted: "fr", name: "Français", pluralRule: .french, messages: FrenchCatalog.messages)
  public static let spanish = LanguagePack(
    trusted: "es", name: "Español", pluralRule: .spanish, messages: SpanishCatalog.messages)

  /// The packs AudioGraph ships.
  public static let builtIn: [LanguagePack] = [english, german, french, spanish]

  /// The built-in pack for `locale`'s language (de_CH → German), or `nil` when there is none.
  public static func builtIn(for locale: Locale) -> LanguagePack? {
    // Only the pack asked for is built (each parses its catalog once, on first use).
    switch locale.language.languageCode?.identifier ?? String(locale.identifier.prefix(2)) {
    case "en": english
    case "de": german
    case "fr": french
    case "es": spanish
    default: nil
    }
  }

  /// Every message key and the arguments its message may use (those of the English message),
  /// for authors of a pack.
  public static var messageArguments: [String: [String]] {
    Dictionary(
      uniqueKeysWithValues: englishMessages.map { key, message in
        (key, message.argumentNames.union(EnglishCatalog.unusedArguments[key] ?? []).sorted())
      })
  }

  /// The English messages, parsed once: the reference every other pack is checked against.
  private static let englishMessages: [String: MessageFormat] = EnglishCatalog.messages.mapValues { source in
    do { return try MessageFormat(parsing: source) } catch { fatalError("English message does not parse: \(error)") }
  }
}

/// A language pack that cannot be built: every problem, one per line item ("trend.rose: missing").
public struct LanguagePackError: Error, Sendable, Hashable, CustomStringConvertible {
  public var identifier: String
  public var problems: [String]

  public var description: String {
    "The language pack '\(identifier)' has \(problems.count) problem\(problems.count == 1 ? "" : "s"): "
      + problems.joined(separator: "; ")
  }
}
