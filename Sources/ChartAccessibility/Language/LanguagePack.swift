public import Foundation

/// Every sentence AudioGraph writes, in one language: the summaries, Chart Details, chart and
/// point descriptions, the alternatives, the audit. The logic decides *what* to say and passes
/// already formatted numbers and dates; the pack decides *how* it reads.
///
/// Messages are kept in catalogs (``MessageCatalog``), one per module, each owned by the module
/// that writes its sentences. A message is one of a small subset of ICU MessageFormat (see below),
/// and a pack adds its language's CLDR plural rule. AudioGraph ships English (``english``), German
/// (``german``), French (``french``) and Spanish (``spanish``), each with every catalog; an app
/// adds a language by building a pack from its own messages, in code or from a JSON file, without
/// changing the library. It names the catalogs of the parts of AudioGraph it uses (a catalog
/// brings those it requires: `.audit` stands for every message the audit writes, including the
/// summaries it quotes):
///
///     let dutch = try LanguagePack(
///       identifier: "nl", name: "Nederlands", pluralRule: .oneIsSingular,
///       messages: ["trend.rose": "{series} steeg …", …], catalogs: [.summaries])
///     var context = FormattingContext(locale: Locale(identifier: "nl_NL"), timeZone: .gmt)
///     context.language = dutch
///
/// **Messages.** `{name}` prints an argument; `{name, select, up {…} other {…}}` chooses a
/// branch by an argument's text (an empty argument chooses `none` when the message has such a
/// branch); `{name, plural, one {…} many {…} other {…}}` chooses by the number's plural category,
/// and `#` inside it prints the number. Apostrophes are plain text; braces are never literal.
///
/// **Completeness.** A pack has every key of its catalogs and no other, and each message uses
/// only the arguments its English message uses (``MessageCatalog/messageArguments`` lists them).
/// An incomplete or misspelt pack is refused when it is built, so text is never half in one
/// language and half in another.
public struct LanguagePack: Sendable, Hashable, CustomStringConvertible {
  /// The language's code, such as "en", "de" or "pt-BR" (BCP 47).
  public let identifier: String
  /// The language's own name, such as "Deutsch".
  public let name: String
  public let pluralRule: PluralRule
  private let source: Source
  /// How the pack writes counts; set by ``FormattingContext`` to its locale.
  var countWriter: CountWriter

  /// The locale whose digit grouping the pack writes counts (``MessageArgument/count(_:)``)
  /// with: the locale of the ``FormattingContext`` the pack was read from
  /// (`context.language`), or, for a pack used on its own, the locale of its ``identifier``
  /// ("de" groups "1.461").
  public var countLocale: Locale { countWriter.locale }

  /// Where a pack's messages come from.
  private enum Source: Sendable, Hashable {
    /// A built-in language: each catalog's own translation, parsed when first used.
    case builtIn
    /// An app's pack: its messages (checked and parsed when the pack was built), for `catalogs`
    /// and those they require.
    case app(sources: [String: String], parsed: [String: MessageFormat], catalogs: Set<MessageCatalog>)
  }

  /// A pack from an app's messages for the catalogs of the parts of AudioGraph it uses.
  ///
  /// `catalogs` names the catalogs of the modules whose text the app asks for, such as
  /// `[.summaries]` for summaries and Chart Details, or `[.audit]` for the audit (a catalog
  /// brings every catalog it ``MessageCatalog/requires``). `messages` must have every key of
  /// those catalogs and no other.
  ///
  /// Text is asked of the pack by the modules AudioGraph is made of, each with its own catalog.
  /// Using the pack with a module whose catalog it was not built for (a pack built for
  /// `[.summaries]` set on the context of an audit) is a programming error: a precondition
  /// failure that names the catalog to add.
  ///
  /// - Throws: ``LanguagePackError`` naming every missing key, key of none of the catalogs,
  ///   message that does not parse, and argument that the English message does not have.
  public init(
    identifier: String, name: String, pluralRule: PluralRule, messages: [String: String],
    catalogs: [MessageCatalog]
  ) throws(LanguagePackError) {
    let all = MessageCatalog.closure(of: catalogs)
    var (parsed, problems) = Self.check(messages, in: all)
    if catalogs.isEmpty {
      problems = ["no catalogs: name those of the parts of AudioGraph the app uses, such as [.summaries]"]
      parsed = [:]
    }
    guard problems.isEmpty else { throw LanguagePackError(identifier: identifier, problems: problems) }
    self.identifier = identifier
    self.name = name
    self.pluralRule = pluralRule
    self.source = .app(sources: messages, parsed: parsed, catalogs: Set(all))
    self.countWriter = CountWriter(locale: Locale(identifier: identifier))
  }

  /// A pack from a JSON catalog: an object with `identifier`, `name`, `plural` (one of "en" and
  /// the other one-is-singular languages, "fr", "es") and `messages` (an object of key → message),
  /// for `catalogs` as the other initializer takes them.
  ///
  /// - Throws: ``LanguagePackError`` for JSON that is not such an object, or as the other
  ///   initializer does.
  public init(json data: Data, catalogs: [MessageCatalog]) throws(LanguagePackError) {
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
    try self.init(identifier: identifier, name: name, pluralRule: rule, messages: messages, catalogs: catalogs)
  }

  /// A built-in pack: each catalog gives its own translation into `identifier`, parsed when
  /// first used and not checked here (``MessageCatalog/translationProblems`` does that, and a
  /// test asserts it finds nothing), so a process pays only for the messages it writes.
  private init(builtIn identifier: String, name: String, pluralRule: PluralRule) {
    self.identifier = identifier
    self.name = name
    self.pluralRule = pluralRule
    self.source = .builtIn
    self.countWriter = CountWriter(locale: Locale(identifier: identifier))
  }

  /// The messages of `messages` parsed, and every problem that keeps them from being a pack for
  /// exactly `catalogs` (not those they require: the caller lists every catalog).
  static func check(_ messages: [String: String], in catalogs: [MessageCatalog]) -> (
    parsed: [String: MessageFormat], problems: [String]
  ) {
    var problems: [String] = []
    var parsed: [String: MessageFormat] = [:]
    for catalog in catalogs {
      for key in catalog.englishMessages.keys.sorted() where messages[key] == nil {
        problems.append("\(key): missing (\(catalog.name))")
      }
    }
    for (key, source) in messages.sorted(by: { $0.key < $1.key }) {
      guard let catalog = catalogs.first(where: { $0.englishMessages[key] != nil }),
        let arguments = catalog.arguments(of: key)
      else {
        let names = catalogs.map(\.name).joined(separator: ", ")
        problems.append("\(key): not a message of the pack's catalogs (\(names))")
        continue
      }
      do {
        let message = try MessageFormat(parsing: source)
        let unknown = message.argumentNames.subtracting(arguments)
        if !unknown.isEmpty {
          problems.append("\(key): no argument named \(unknown.sorted().map { "'\($0)'" }.joined(separator: ", "))")
        }
        parsed[key] = message
      } catch {
        problems.append("\(key): \(error)")
      }
    }
    return (parsed, problems)
  }

  /// The problems ``check(_:in:)`` finds.
  static func problems(_ messages: [String: String], in catalogs: [MessageCatalog]) -> [String] {
    check(messages, in: catalogs).problems
  }

  /// The text of the message `key` of `catalog` (or of a catalog it requires) with `arguments`.
  ///
  /// Each module of AudioGraph asks with its own catalog. A key of none of these catalogs, and a
  /// pack an app built without `catalog`, are programming errors (precondition failures).
  public func text(_ key: String, _ arguments: [String: MessageArgument] = [:], in catalog: MessageCatalog) -> String {
    guard let owner = catalog.owner(of: key) else {
      preconditionFailure("\(key) is a message of neither \(catalog.name)'s catalog nor one it requires")
    }
    let message: MessageFormat?
    switch source {
    case .builtIn:
      message = owner.message(key, language: identifier)
    case .app(_, let parsed, let catalogs):
      guard catalogs.contains(catalog) else {
        let names = catalogs.map(\.name).sorted().joined(separator: ", ")
        preconditionFailure(
          "The language pack '\(identifier)' is used by \(catalog.name) but was built for the catalogs \(names): "
            + "add \(catalog.name)'s catalog to the pack's catalogs")
      }
      message = parsed[key]
    }
    return message?.render(arguments, plural: pluralRule, counts: countWriter) ?? ""
  }

  public var description: String { "\(name) (\(identifier))" }

  public static func == (a: LanguagePack, b: LanguagePack) -> Bool {
    a.identifier == b.identifier && a.name == b.name && a.source == b.source
  }
  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
    hasher.combine(name)
  }

  // MARK: Built-in packs

  public static let english = LanguagePack(builtIn: "en", name: "English", pluralRule: .oneIsSingular)
  public static let german = LanguagePack(builtIn: "de", name: "Deutsch", pluralRule: .oneIsSingular)
  public static let french = LanguagePack(builtIn: "fr", name: "Français", pluralRule: .french)
  public static let spanish = LanguagePack(builtIn: "es", name: "Español", pluralRule: .spanish)

  /// The packs AudioGraph ships.
  public static let builtIn: [LanguagePack] = [english, german, french, spanish]

  /// The built-in pack for `locale`'s language (de_CH → German), or `nil` when there is none.
  public static func builtIn(for locale: Locale) -> LanguagePack? {
    switch locale.language.languageCode?.identifier ?? String(locale.identifier.prefix(2)) {
    case "en": english
    case "de": german
    case "fr": french
    case "es": spanish
    default: nil
    }
  }

  /// Every message key a pack for `catalogs` has (those of the catalogs they require too) and
  /// the arguments its message may use (those of the English message), for authors of a pack.
  public static func messageArguments(for catalogs: [MessageCatalog]) -> [String: [String]] {
    MessageCatalog.closure(of: catalogs).reduce(into: [:]) { result, catalog in
      result.merge(catalog.messageArguments) { a, _ in a }
    }
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
