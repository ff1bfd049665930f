public import ChartAccessibility

/// A caption checked against a chart, with where the caption came from, ready to report.
public struct CheckedCaption: Sendable {
  /// The file the caption was read from; `nil` for a caption given on the command line.
  public var file: String?
  /// The caption's first line in its file, from 1 (1 for a caption not read from a file).
  public var line: Int
  public var check: CaptionCheck

  public init(file: String?, line: Int = 1, check: CaptionCheck) {
    self.file = file
    self.line = line
    self.check = check
  }

  /// Where the caption is: "captions.txt:3", "captions.txt", or "caption".
  public var source: String {
    guard let file else { return "caption" }
    return "\(file):\(line)"
  }

  /// The line and column (from 1, in Unicode code points) of a character offset of the caption.
  func position(of offset: Int) -> (line: Int, column: Int) {
    var line = self.line
    var column = 1
    for character in check.caption.prefix(offset) {
      if character == "\n" || character == "\r\n" {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return (line, column)
  }
}

/// The three report formats of `audiograph check --caption`: text (one line per claim), JSON
/// and SARIF 2.1.0.
public enum CaptionReport {
  /// One line per claim, then one line of counts per caption:
  ///
  ///     caption: Sentence 1, "peaked at 190.2 in 1957": supported; in the data, the highest value is 190.2, in 1957.
  ///     caption: Sentence 2, "fell": contradicted, wrong trend; in the data, the series rises, a significant trend, from 5 to 79.
  ///     caption: 2 claims: 1 supported, 1 contradicted, 0 not checkable.
  ///
  /// Written for a screen reader: words rather than symbols, one sentence per line. The words
  /// are `language`'s (the facts are in the checker's language).
  public static func text(_ captions: [CheckedCaption], language: LanguagePack = .english) -> String {
    var lines: [String] = []
    for caption in captions {
      for claim in caption.check.claims {
        lines.append(
          language.text(
            "caption.line", ["source": .text(caption.source), "claim": .text(line(claim, language: language))]))
      }
      lines.append(
        language.text(
          "caption.counts",
          [
            "source": .text(caption.source), "claims": .count(caption.check.claims.count),
            "supported": .count(caption.check.count(.supported)),
            "contradicted": .count(caption.check.count(.contradicted)),
            "unchecked": .count(caption.check.count(.notCheckable)),
          ]))
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }

  /// One claim as a sentence, without its source.
  public static func line(_ claim: CaptionClaim, language: LanguagePack = .english) -> String {
    language.text(
      "caption.claim",
      [
        "sentence": .count(claim.sentence), "claim": .text(claim.text), "verdict": .text(claim.verdict.rawValue),
        "error": .text(claim.error?.rawValue ?? ""), "fact": .optional(claim.fact?.text),
      ])
  }

  /// Every caption with its claims: `chart`, then `captions`, each with `source`, `file`,
  /// `line`, `caption`, `contradicted` and `claims` (`sentence`, `text`, `start` and `end` in
  /// characters of the caption, `verdict`, `error`, and `fact` with `text`, `series`, `point`,
  /// `pointer` and `value`), then `counts` of the verdicts over all captions.
  public static func json(_ captions: [CheckedCaption], chart: String) -> JSONValue {
    var counts: [CaptionClaim.Verdict: Int] = [:]
    let list: [JSONValue] = captions.map { caption in
      let claims: [JSONValue] = caption.check.claims.map { claim in
        counts[claim.verdict, default: 0] += 1
        var object = JSONObject([
          ("sentence", .number(Double(claim.sentence))), ("text", .string(claim.text)),
          ("start", .number(Double(claim.range.lowerBound))), ("end", .number(Double(claim.range.upperBound))),
          ("verdict", .string(claim.verdict.rawValue)), ("error", claim.error.map { .string($0.rawValue) } ?? .null),
        ])
        object["fact"] = claim.fact.map(factJSON) ?? .null
        return .object(object)
      }
      return .object(
        JSONObject([
          ("source", .string(caption.source)), ("file", caption.file.map(JSONValue.string) ?? .null),
          ("line", .number(Double(caption.line))), ("caption", .string(caption.check.caption)),
          ("contradicted", .bool(caption.check.isContradicted)), ("claims", .array(claims)),
        ]))
    }
    return .object(
      JSONObject([
        ("chart", .string(chart)), ("captions", .array(list)),
        (
          "counts",
          .object(
            JSONObject(
              CaptionClaim.Verdict.allCases.map { ($0.rawValue, JSONValue.number(Double(counts[$0] ?? 0))) }))
        ),
      ]))
  }

  static func factJSON(_ fact: CaptionFact) -> JSONValue {
    .object(
      JSONObject([
        ("text", .string(fact.text)), ("series", fact.series.map { .number(Double($0)) } ?? .null),
        ("point", fact.point.map { .number(Double($0)) } ?? .null), ("pointer", .string(fact.pointer)),
        ("value", fact.value.flatMap { $0.isFinite ? JSONValue.number($0) : nil } ?? .null),
      ]))
  }

  /// The rule id of an error type ("caption-value", …).
  public static func ruleID(_ error: CaptionClaim.ErrorType) -> String { "caption-\(error.rawValue)" }

  /// SARIF 2.1.0: one result per contradicted claim, its rule the error type, its location the
  /// claim's region in the caption file (line and columns in Unicode code points; no location
  /// for a caption given on the command line) and, as a related location, the deciding fact in
  /// the chart file (its JSON pointer, with line and column when `locator` has the file's text).
  public static func sarif(
    _ captions: [CheckedCaption], chart: String, locator: JSONLocator? = nil, toolVersion: String,
    language: LanguagePack = .english
  ) -> JSONValue {
    let errors = CaptionClaim.ErrorType.allCases
    let rules: [JSONValue] = errors.map { error in
      .object(
        JSONObject([
          ("id", .string(ruleID(error))),
          (
            "shortDescription",
            .object(JSONObject([("text", .string(language.text("caption.rule", ["error": .text(error.rawValue)])))]))
          ),
          ("properties", .object(JSONObject([("tags", .array([.string("caption"), .string("fact-check")]))]))),
        ]))
    }
    var results: [JSONValue] = []
    for caption in captions {
      for claim in caption.check.claims where claim.verdict == .contradicted {
        guard let error = claim.error else { continue }
        var result = JSONObject([
          ("ruleId", .string(ruleID(error))), ("ruleIndex", .number(Double(errors.firstIndex(of: error) ?? 0))),
          ("level", .string("error")),
          ("message", .object(JSONObject([("text", .string(line(claim, language: language)))]))),
        ])
        if let file = caption.file {
          let start = caption.position(of: claim.range.lowerBound)
          let end = caption.position(of: claim.range.upperBound)
          let region = JSONObject([
            ("startLine", .number(Double(start.line))), ("startColumn", .number(Double(start.column))),
            ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
            ("snippet", .object(JSONObject([("text", .string(claim.text))]))),
          ])
          result["locations"] = .array([
            .object(
              JSONObject([
                (
                  "physicalLocation",
                  .object(
                    JSONObject([
                      ("artifactLocation", .object(JSONObject([("uri", .string(AuditReport.uri(file)))]))),
                      ("region", .object(region)),
                    ]))
                )
              ]))
          ])
        }
        if let fact = claim.fact {
          var physical = JSONObject([
            ("artifactLocation", .object(JSONObject([("uri", .string(AuditReport.uri(chart)))])))
          ])
          if let position = locator?.position(of: fact.pointer) {
            physical["region"] = .object(
              JSONObject([
                ("startLine", .number(Double(position.line))), ("startColumn", .number(Double(position.column))),
              ]))
          }
          result["relatedLocations"] = .array([
            .object(
              JSONObject([
                ("id", .number(0)), ("physicalLocation", .object(physical)),
                ("logicalLocations", .array([.object(JSONObject([("fullyQualifiedName", .string(fact.pointer))]))])),
                ("message", .object(JSONObject([("text", .string(fact.text))]))),
              ]))
          ])
        }
        var properties = JSONObject([
          ("caption", .string(caption.check.caption)), ("sentence", .number(Double(claim.sentence))),
        ])
        if let fact = claim.fact { properties["fact"] = factJSON(fact) }
        result["properties"] = .object(properties)
        results.append(.object(result))
      }
    }
    let driver = JSONObject([
      ("name", .string("audiograph")), ("version", .string(toolVersion)), ("rules", .array(rules)),
    ])
    var run = JSONObject([
      ("tool", .object(JSONObject([("driver", .object(driver))]))), ("columnKind", .string("unicodeCodePoints")),
    ])
    if language.identifier != LanguagePack.english.identifier { run["language"] = .string(language.identifier) }
    run["results"] = .array(results)
    return .object(
      JSONObject([
        ("$schema", .string(AuditReport.sarifSchemaURI)), ("version", .string("2.1.0")),
        ("runs", .array([.object(run)])),
      ]))
  }
}
