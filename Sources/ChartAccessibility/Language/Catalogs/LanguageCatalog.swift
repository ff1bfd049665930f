/// Helpers for the built-in catalogs, which are kept in sections (one file per part of
/// AudioGraph) and merged into one catalog per language.
enum LanguageCatalog {
  /// The sections' messages as one catalog. A key in two sections is a programming error.
  static func merged(_ sections: [String: String]...) -> [String: String] {
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
