/// The accessibility audit's messages in Dutch.
let dutchAudit: [String: String] = [:]
