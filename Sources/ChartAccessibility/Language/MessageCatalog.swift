import Synchronization

/// The messages of one part of AudioGraph, owned by the module that writes them: its English
/// messages (the reference), its built-in translations and the catalogs it builds on.
///
/// Each module keeps the sentences it speaks: ``chartModel`` (this module: chart and point
/// descriptions, values that are not numbers), `summaries` (ChartSummaries: summaries and Chart
/// Details), `alternatives` (ChartAlternatives: the data table, braille line and web page),
/// `audioGraph` (AudioGraph: sound notes and the explorer) and `audit` (ChartAudit: the audit's
/// findings and the caption check). A catalog ``requires`` the catalogs of the modules its module
/// builds on, so `.audit` stands for the audit's messages and every message below them. No key is
/// in two catalogs.
///
/// An app that adds a language names the catalogs of the parts of AudioGraph it uses when it
/// builds its pack (see ``LanguagePack/init(identifier:name:pluralRule:messages:catalogs:)``);
/// ``messageArguments`` lists what each catalog asks for.
public final class MessageCatalog: Sendable, Hashable, CustomStringConvertible {
  /// The name of the module whose messages these are, such as "ChartSummaries".
  public let name: String
  /// The catalogs of the modules this catalog's module builds on: their messages are used with
  /// this catalog's, and a pack built for this catalog must have them too.
  public let requires: [MessageCatalog]
  /// This catalog's English messages (not those of the catalogs it requires), key → message:
  /// the reference every translation of the catalog is checked against.
  public let englishMessages: [String: String]
  /// Arguments passed to a message that its English message does not print, so another
  /// language may use them (a count for a verb's number, a flag for an elision).
  private let unusedArguments: [String: [String]]
  /// The built-in translations by language code ("de", "fr", "es"); each is built when its
  /// language is first used.
  private let translations: [String: @Sendable () -> [String: String]]
  /// Every catalog this one requires, directly or not, each once.
  let allRequired: [MessageCatalog]
  /// Parsed messages by language code and key, each parsed the first time it is used (a process
  /// that writes one summary parses a dozen messages, not all of them).
  private let parsed = Mutex<[String: [String: MessageFormat]]>([:])

  /// A module's catalog. `english` holds its English messages; `translations` its messages in
  /// each other built-in language ("de", "fr", "es"), which a test checks against `english`
  /// (``translationProblems``).
  package init(
    name: String, english: [String: String], unusedArguments: [String: [String]] = [:],
    translations: [String: @Sendable () -> [String: String]], requires: [MessageCatalog] = []
  ) {
    self.name = name
    self.englishMessages = english
    self.unusedArguments = unusedArguments
    self.translations = translations
    self.requires = requires
    var all: [MessageCatalog] = []
    var seen: Set<ObjectIdentifier> = []
    func visit(_ catalog: MessageCatalog) {
      guard seen.insert(ObjectIdentifier(catalog)).inserted else { return }
      all.append(catalog)
      catalog.requires.forEach(visit)
    }
    requires.forEach(visit)
    allRequired = all
    for catalog in all {
      for key in english.keys where catalog.englishMessages[key] != nil {
        preconditionFailure("\(key) is in the catalogs \(name) and \(catalog.name)")
      }
    }
  }

  /// Every key of this catalog (not those of the catalogs it requires) and the arguments its
  /// message may use: those of the English message, sorted.
  public var messageArguments: [String: [String]] {
    englishMessages.keys.reduce(into: [:]) { result, key in result[key] = arguments(of: key)?.sorted() }
  }

  /// The arguments a message of this catalog may use; `nil` for a key of another catalog.
  func arguments(of key: String) -> Set<String>? {
    guard let english = message(key, language: "en") else { return nil }
    return english.argumentNames.union(unusedArguments[key] ?? [])
  }

  /// The languages this catalog is translated into besides English.
  public var builtInLanguages: [String] { translations.keys.sorted() }

  /// This catalog and every catalog it requires, directly or not, this one first.
  public var catalogs: [MessageCatalog] { [self] + allRequired }

  /// The catalog among ``catalogs`` that has `key`.
  func owner(of key: String) -> MessageCatalog? {
    if englishMessages[key] != nil { return self }
    return allRequired.first { $0.englishMessages[key] != nil }
  }

  /// The built-in message `key` of this catalog in `language` ("en" for English), parsed on
  /// first use; `nil` for a key this catalog does not have. A built-in message that does not
  /// parse, or a built-in language without the key, is a programming error (tests check every
  /// message).
  func message(_ key: String, language: String) -> MessageFormat? {
    if let message = parsed.withLock({ $0[language]?[key] }) { return message }
    guard englishMessages[key] != nil else { return nil }
    let source: String
    if language == "en" {
      source = englishMessages[key]!
    } else {
      guard let translation = translations[language]?()[key] else {
        preconditionFailure("The catalog \(name) has no message \(key) in '\(language)'")
      }
      source = translation
    }
    let message: MessageFormat
    do { message = try MessageFormat(parsing: source) } catch {
      preconditionFailure("The message \(key) of \(name) in '\(language)' does not parse: \(error)")
    }
    parsed.withLock { $0[language, default: [:]][key] = message }
    return message
  }

  /// The problems ``LanguagePack/init(identifier:name:pluralRule:messages:catalogs:)`` finds in
  /// each built-in translation of this catalog alone: empty when every one is complete (checked
  /// by a test, not at run time).
  package var translationProblems: [LanguagePackError] {
    builtInLanguages.compactMap { language -> LanguagePackError? in
      let problems = LanguagePack.problems(translations[language]!(), in: [self])
      return problems.isEmpty ? nil : LanguagePackError(identifier: language, problems: problems)
    }
  }

  /// The built-in translation of this catalog into `language`, key → message (for tests).
  package func translation(_ language: String) -> [String: String]? {
    language == "en" ? englishMessages : translations[language]?()
  }

  public var description: String { name }

  public static func == (a: MessageCatalog, b: MessageCatalog) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The catalogs of `catalogs` and those they require, each once, in order.
  static func closure(of catalogs: [MessageCatalog]) -> [MessageCatalog] {
    var seen: Set<ObjectIdentifier> = []
    return catalogs.flatMap(\.catalogs).filter { seen.insert(ObjectIdentifier($0)).inserted }
  }
}

/// Helpers for the built-in catalogs, which each module keeps in sections (one file per part of
/// the module) and merges into one dictionary per language.
package enum LanguageCatalog {
  /// The sections' messages as one dictionary. A key in two sections is a programming error.
  package static func merged(_ sections: [String: String]...) -> [String: String] {
    var result: [String: String] = [:]
    for section in sections {
      for (key, message) in section {
        let earlier = result.updateValue(message, forKey: key)
        precondition(earlier == nil, "\(key) is in two sections of a catalog")
      }
    }
    return result
  }
}
