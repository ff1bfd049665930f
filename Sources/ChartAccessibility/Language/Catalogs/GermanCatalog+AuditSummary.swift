extension GermanCatalog {
  /// The audit's messages about an author's summary that contradicts the data (`audit.summary.*`).
  static let auditSummary: [String: String] = [:]
}
