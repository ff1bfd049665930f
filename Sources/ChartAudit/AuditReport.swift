public import ChartAccessibility

/// The audit of one chart file, ready to report.
public struct AuditedChart: Sendable {
  /// The file's path as the user gave it.
  public var file: String
  public var findings: [AuditFinding]
  /// The file's text, to give each finding a line and column; `nil` for input that is not a
  /// chart file (CSV), whose findings point at the equivalent chart file.
  public var locator: JSONLocator?

  /// For a chart that could not be read: one line per problem ("chart.json:3:7: …", "cannot
  /// open: no such file"); `nil` for a chart that was read and audited. An unreadable chart
  /// fails the check and is reported as a failed entry (JSON) or a tool execution notification
  /// (SARIF), so a report never looks clean because a chart was never checked.
  public var readProblems: [String]?

  public init(file: String, findings: [AuditFinding], locator: JSONLocator? = nil) {
    self.file = file
    self.findings = findings
    self.locator = locator
  }

  /// A chart that could not be read, with its problems, one line each.
  public static func unreadable(file: String, problems: [String]) -> AuditedChart {
    var chart = AuditedChart(file: file, findings: [])
    chart.readProblems = problems
    return chart
  }

  /// Whether the chart fails the check: unreadable, or a failing finding.
  func fails(strict: Bool) -> Bool { readProblems != nil || ChartAuditor.fails(findings, strict: strict) }

  func count(_ severity: AuditFinding.Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

/// The three report formats of `audiograph check`: text for people (one finding per line),
/// JSON for scripts, SARIF 2.1.0 for code-scanning tools.
public enum AuditReport {
  /// One line per finding, then one line per chart with its counts:
  ///
  ///     chart.json: /colors/text: error: text-contrast, WCAG 1.4.3 level AA: the text colour #7A7A7A on the background #F9F9F9 has a contrast ratio of 4.08:1, below the 4.5:1 that WCAG 1.4.3 requires for text. Fix: use #767676 or darker as the text colour (4.54:1), or a lighter background.
  ///     chart.json: 1 error, 0 warnings, 0 notes.
  ///
  /// Written for a screen reader: words rather than symbols, the rule and criterion before the
  /// message, sentences that end with a period. A pointer to the whole chart reads "top level".
  ///
  /// The words around the findings (severity, "level", "Fix", the counts) are `language`'s, as
  /// the findings' messages are the auditor's language (the context of ``ChartAuditor/Options``);
  /// rule ids, criteria, pointers and colours are the same in every language:
  ///
  ///     chart.json: /colors/text: Fehler: text-contrast, WCAG 1.4.3 Stufe AA: …
  public static func text(_ charts: [AuditedChart], language: LanguagePack = .english) -> String {
    var lines: [String] = []
    // An unreadable chart's problems went to standard error; "no findings" would be untrue.
    for chart in charts where chart.readProblems == nil {
      for finding in chart.findings {
        let place = finding.pointer.isEmpty ? language.text("audit.place.topLevel") : finding.pointer
        lines.append(
          language.text(
            "audit.finding",
            [
              "file": .text(chart.file), "place": .text(place),
              "severity": .text(language.text("audit.severity", ["severity": .text(finding.severity.rawValue)])),
              "rule": .text(ruleText(finding.rule, language: language)),
              "message": .text(sentence(finding.message, language: language)),
              "fix": .text(sentence(finding.fix, language: language)),
            ]))
      }
      func count(_ severity: AuditFinding.Severity) -> MessageArgument {
        .count(chart.count(severity))
      }
      lines.append(
        chart.findings.isEmpty
          ? language.text("audit.noFindings", ["file": .text(chart.file)])
          : language.text(
            "audit.counts",
            ["file": .text(chart.file), "errors": count(.error), "warnings": count(.warning), "notes": count(.note)])
      )
    }
    // One finding is one line: a line break or escape sequence from a chart is shown, not obeyed.
    return lines.map { UnsafeCharacters.visible($0) + "\n" }.joined()
  }

  /// "text-contrast, WCAG 1.4.3 level AA", or the id alone for a rule without a criterion.
  static func ruleText(_ rule: AuditRule, language: LanguagePack) -> String {
    guard let criterion = rule.criterion else { return rule.id }
    return language.text(
      "audit.ruleCriterion",
      ["rule": .text(rule.id), "criterion": .text(criterion.number), "level": .text(criterion.level.description)])
  }

  /// `text` ending with a sentence's end: as it is when it ends with ".", "!" or "?", also inside
  /// a closing quotation mark ("… 0.20.\"", „… 0,20.“, « … 0,20. »), else with "." added.
  ///
  /// In Spanish a full stop goes after the closing guillemet, as the RAE's rule has it: a
  /// quotation ending "… 1960.»" ends the sentence "… 1960»." (its question or exclamation mark
  /// stays inside).
  static func sentence(_ text: String, language: LanguagePack = .english) -> String {
    if language.identifier == "es", text.hasSuffix(".»") { return String(text.dropLast(2)) + "»." }
    var end = text[...]
    while let last = end.last, "\"”“»\u{00A0} ".contains(last) { end = end.dropLast() }
    return ".!?".contains(end.last ?? ".") ? text : text + "."
  }

  /// The JSON report: the level and strictness checked, whether every chart passed, and per
  /// chart its counts and findings (rule, criterion, level, severity, pointer, line and column
  /// when known, message, fix, measurements). A chart that could not be read is an entry with
  /// `"passed": false`, `"readable": false` and its `"problems"`.
  public static func json(_ charts: [AuditedChart], level: ConformanceLevel, strict: Bool) -> JSONValue {
    .object(
      JSONObject([
        ("level", .string(level.description)), ("strict", .bool(strict)),
        ("passed", .bool(!charts.contains { $0.fails(strict: strict) })),
        (
          "charts",
          .array(
            charts.map { chart in
              if let problems = chart.readProblems {
                return .object(
                  JSONObject([
                    ("file", .string(chart.file)), ("passed", .bool(false)), ("readable", .bool(false)),
                    ("problems", .array(problems.map { .string($0) })),
                  ]))
              }
              return .object(
                JSONObject([
                  ("file", .string(chart.file)),
                  ("passed", .bool(!ChartAuditor.fails(chart.findings, strict: strict))),
                  ("errors", .number(Double(chart.count(.error)))),
                  ("warnings", .number(Double(chart.count(.warning)))),
                  ("notes", .number(Double(chart.count(.note)))),
                  ("findings", .array(chart.findings.map { findingJSON($0, locator: chart.locator) })),
                ]))
            })
        ),
      ]))
  }

  static func findingJSON(_ finding: AuditFinding, locator: JSONLocator?) -> JSONValue {
    var object = JSONObject()
    object["rule"] = .string(finding.rule.id)
    object["criterion"] = finding.rule.criterion.map { .string($0.number) } ?? .null
    object["criterionName"] = finding.rule.criterion.map { .string($0.name) } ?? .null
    object["level"] = finding.rule.criterion.map { .string($0.level.description) } ?? .null
    object["severity"] = .string(finding.severity.rawValue)
    object["pointer"] = .string(finding.pointer)
    if let position = locator?.position(of: finding.pointer) {
      object["line"] = .number(Double(position.line))
      object["column"] = .number(Double(position.column))
    }
    object["message"] = .string(finding.message)
    object["fix"] = .string(finding.fix)
    object["measurements"] = .object(finding.measurements)
    return .object(object)
  }

  /// The schema a SARIF report names: the OASIS SARIF 2.1.0 schema (errata 01).
  public static let sarifSchemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// A SARIF 2.1.0 log with one run: the tool `audiograph` with every rule of ``AuditRule/all``
  /// (its WCAG criterion, level and help page as properties), and one result per finding, at
  /// the chart file (line and column when known) and its JSON pointer as logical location.
  /// Severities map to SARIF levels: error → "error", warning → "warning", note → "note".
  /// A chart that could not be read adds an invocation with `executionSuccessful` false and one
  /// tool execution notification (level "error") per problem, at the chart file.
  ///
  /// Rule descriptions and result messages are in `language`, which the run names in its
  /// `language` property when it is not English ("de", for example; SARIF's default is "en-US").
  /// `decimalSeparator` writes the numbers of rule descriptions ("4,5:1").
  public static func sarif(
    _ charts: [AuditedChart], toolVersion: String, language: LanguagePack = .english, decimalSeparator: String = "."
  ) -> JSONValue {
    let rules = AuditRule.all
    let rulesJSON: [JSONValue] = rules.map { rule in
      var object = JSONObject()
      object["id"] = .string(rule.id)
      object["shortDescription"] = .object(
        JSONObject([("text", .string(rule.summary(in: language, decimalSeparator: decimalSeparator)))]))
      var properties = JSONObject()
      var tags: [JSONValue] = [.string("accessibility")]
      if let criterion = rule.criterion {
        object["helpUri"] = .string(criterion.helpURI)
        tags += [.string("WCAG \(criterion.number)"), .string("WCAG level \(criterion.level)")]
        properties["criterion"] = .string(criterion.number)
        properties["criterionName"] = .string(criterion.name)
        properties["level"] = .string(criterion.level.description)
      } else {
        tags.append(.string("sonification"))
      }
      properties["tags"] = .array(tags)
      object["properties"] = .object(properties)
      return .object(object)
    }
    var results: [JSONValue] = []
    var notifications: [JSONValue] = []
    for chart in charts {
      for problem in chart.readProblems ?? [] {
        notifications.append(
          .object(
            JSONObject([
              ("level", .string("error")),
              ("message", .object(JSONObject([("text", .string(problem))]))),
              (
                "locations",
                .array([
                  .object(
                    JSONObject([
                      (
                        "physicalLocation",
                        .object(
                          JSONObject([("artifactLocation", .object(JSONObject([("uri", .string(uri(chart.file)))])))]))
                      )
                    ]))
                ])
              ),
            ])))
      }
      for finding in chart.findings {
        var physical = JSONObject([("artifactLocation", .object(JSONObject([("uri", .string(uri(chart.file)))])))])
        if let position = chart.locator?.position(of: finding.pointer) {
          physical["region"] = .object(
            JSONObject([
              ("startLine", .number(Double(position.line))), ("startColumn", .number(Double(position.column))),
            ]))
        }
        var location = JSONObject([("physicalLocation", .object(physical))])
        if !finding.pointer.isEmpty {
          location["logicalLocations"] = .array([
            .object(JSONObject([("fullyQualifiedName", .string(finding.pointer))]))
          ])
        }
        var properties = finding.measurements
        properties["pointer"] = .string(finding.pointer)
        properties["fix"] = .string(finding.fix)
        results.append(
          .object(
            JSONObject([
              ("ruleId", .string(finding.rule.id)),
              ("ruleIndex", .number(Double(rules.firstIndex(of: finding.rule) ?? 0))),
              ("level", .string(finding.severity.rawValue)),
              (
                "message",
                .object(
                  JSONObject([
                    (
                      "text",
                      .string(
                        language.text(
                          "audit.sarifMessage",
                          ["message": .text(sentence(finding.message)), "fix": .text(sentence(finding.fix))]))
                    )
                  ]))
              ),
              ("locations", .array([.object(location)])),
              ("properties", .object(properties)),
            ])))
      }
    }
    let driver = JSONObject([
      ("name", .string("audiograph")), ("version", .string(toolVersion)), ("rules", .array(rulesJSON)),
    ])
    return .object(
      JSONObject([
        ("$schema", .string(sarifSchemaURI)), ("version", .string("2.1.0")),
        (
          "runs",
          .array([
            .object(
              JSONObject(
                [
                  ("tool", .object(JSONObject([("driver", .object(driver))]))),
                  ("columnKind", .string("unicodeCodePoints")),
                ]
                  + (language.identifier == LanguagePack.english.identifier
                    ? [] : [("language", JSONValue.string(language.identifier))])
                  + [("results", .array(results))]
                  + (notifications.isEmpty
                    ? []
                    : [
                      (
                        "invocations",
                        JSONValue.array([
                          .object(
                            JSONObject([
                              ("executionSuccessful", .bool(false)),
                              ("toolExecutionNotifications", .array(notifications)),
                            ]))
                        ])
                      )
                    ])))
          ])
        ),
      ]))
  }

  /// A file path as a relative URI reference: every byte outside the unreserved characters and
  /// "/" percent-encoded ("my charts/a.json" → "my%20charts/a.json").
  static func uri(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      let character = Character(Unicode.Scalar(byte))
      if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
        result.append(character)
      } else {
        let digits = Array("0123456789ABCDEF")
        result += "%" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
      }
    }
    return result
  }
}
