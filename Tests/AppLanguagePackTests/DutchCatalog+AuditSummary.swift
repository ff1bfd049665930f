/// The audit's messages about an author's summary that contradicts the data, in Dutch.
let dutchAuditSummary: [String: String] = [:]
