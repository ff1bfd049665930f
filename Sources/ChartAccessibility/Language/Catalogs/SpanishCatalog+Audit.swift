extension SpanishCatalog {
  /// The accessibility audit's findings and report (`audit.*`).
  static let audit: [String: String] = [:]
}
