import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph check --caption`, run as a user runs it: the text lines, JSON and SARIF reports,
/// captions from files one per line, and the exit statuses of contradicted claims and bad input.
@Suite struct CaptionCheckCommandTests {
  static let population = "Fixtures/corpus/population-by-continent-2007.json"
  static let caption = "Asia had 3,812 million people, more than any other continent. Europe had 929.5 million."

  func temporaryFile(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("captions-\(UUID().uuidString).txt")
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test func textReportHasOneLinePerClaimAndExitsOne() throws {
    let result = try runAudiograph(["check", Self.population, "--caption", Self.caption])
    #expect(result.status == 1)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput.split(separator: "\n").map(String.init) == [
        "caption: Sentence 1, \"Asia had 3,812 million\": supported; in the data, Asia is 3,812 million people.",
        "caption: Sentence 1, \"Asia had 3,812 million people, more\": supported; in the data, the highest is Asia, 3,812 million people.",
        "caption: Sentence 2, \"Europe had 929.5 million\": contradicted, wrong label; in the data, Europe is 586.1 million people.",
        "caption: 3 claims; 2 supported, 1 contradicted, 0 not checkable.",
      ])
  }

  @Test func aTrueCaptionExitsZero() throws {
    let result = try runAudiograph(["check", Self.population, "--caption", "Asia had about 3.8 billion people."])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasSuffix("caption: 1 claim; 1 supported, 0 contradicted, 0 not checkable.\n"))
  }

  @Test func spanishReportWords() throws {
    let result = try runAudiograph([
      "check", "Fixtures/corpus/sunspots-yearly.json", "--locale", "es_ES", "--caption",
      "El valor alcanzó un máximo de 190,2 en 1947.",
    ])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "caption: Frase 1, «máximo de 190,2 en 1947»: contradicha, etiqueta errónea; en los datos, el valor más alto es 190,2, en 1957.\ncaption: 1 afirmación; 0 confirmadas, 1 contradicha, 0 no verificables.\n"
    )
  }

  /// French: the no-break space before every colon and semicolon, the caption's source too, and
  /// the verdicts agree with their counts (French says 0 and 1 in the singular).
  @Test func frenchReportWords() throws {
    let result = try runAudiograph([
      "check", "Fixtures/corpus/sunspots-yearly.json", "--locale", "fr_FR", "--caption",
      "La valeur a atteint un maximum de 190,2 en 1947.",
    ])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.hasSuffix(
        "caption\u{00A0}: 1 affirmation\u{00A0}; 0 confirmée, 1 contredite, 0 non vérifiable.\n"),
      "\(result.standardOutput)")
    #expect(result.standardOutput.hasPrefix("caption\u{00A0}: Phrase 1, «\u{00A0}"), "\(result.standardOutput)")
  }

  /// A fact is a sentence, heard: its dates spell the month out, whatever the axis' own format
  /// abbreviates ("Dec 5" is read "deck five" by espeak-ng, « 5 déc. » « cinq dec »), and take
  /// the preposition or article of a date.
  @Test func factsSpellTheirMonthsOut() throws {
    let english = try runAudiograph(["check", "Fixtures/charts/iq-scores.json", "--caption", "Scores peaked at 125."])
    #expect(
      english.standardOutput.contains("the highest value is 125 IQ points, on January 4."), "\(english.standardOutput)")
    let french = try runAudiograph([
      "check", "Fixtures/charts/iq-scores.json", "--locale", "fr_FR", "--caption", "Les scores valaient 105.",
    ])
    #expect(
      french.standardOutput.contains("dans les données, 5 décembre vaut 105 IQ points."), "\(french.standardOutput)")
    // A fact places its date as the language does: "on January 4", « le 4 janvier », "am 4.
    // Januar", "el 4 de enero"; a year "in 1957", « en 1957 ».
    let extreme = try runAudiograph([
      "check", "Fixtures/charts/iq-scores.json", "--locale", "fr_FR", "--caption", "Le score a culminé à 125.",
    ])
    #expect(
      extreme.standardOutput.contains("la valeur la plus haute est 125 IQ points, le 4 janvier."),
      "\(extreme.standardOutput)")
    let german = try runAudiograph([
      "check", "Fixtures/charts/iq-scores.json", "--locale", "de_DE", "--caption",
      "Der Wert erreichte einen Höchststand von 125.",
    ])
    #expect(
      german.standardOutput.contains("der höchste Wert ist 125 IQ points, am 4. Januar."), "\(german.standardOutput)")
  }

  @Test func jsonReportGivesTheFactsPointerAndValue() throws {
    let result = try runAudiograph(["check", Self.population, "--caption", Self.caption, "--format", "json"])
    #expect(result.status == 1)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(root["chart"] as? String == Self.population)
    let captions = try #require(root["captions"] as? [[String: Any]])
    #expect(captions.count == 1)
    #expect(captions[0]["contradicted"] as? Bool == true)
    let claims = try #require(captions[0]["claims"] as? [[String: Any]])
    let wrong = try #require(claims.first { $0["verdict"] as? String == "contradicted" })
    #expect(wrong["error"] as? String == "label")
    #expect(wrong["text"] as? String == "Europe had 929.5 million")
    #expect(wrong["start"] as? Int == 62)
    #expect(wrong["end"] as? Int == 86)
    let fact = try #require(wrong["fact"] as? [String: Any])
    #expect(fact["pointer"] as? String == "/series/0/points/3")
    #expect(fact["value"] as? Double == 586.1)
    #expect(root["counts"] as? [String: Int] == ["supported": 2, "contradicted": 1, "not-checkable": 0])
  }

  @Test func captionLinesAndSARIFRegions() throws {
    let file = try temporaryFile(
      "Sunspot numbers peaked at 190.2 in 1957.\n\nThe number was higher in 1900 than in 1957.\n")
    defer { try? FileManager.default.removeItem(at: file) }
    let text = try runAudiograph([
      "check", "Fixtures/corpus/sunspots-yearly.json", "--caption-file", file.path, "--caption-lines",
    ])
    #expect(text.status == 1)
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[0].hasPrefix("\(file.path):1: Sentence 1, \"peaked at 190.2 in 1957\": supported"))
    #expect(
      lines[2]
        == "\(file.path):3: Sentence 1, \"higher in 1900 than in 1957\": contradicted, wrong comparison; in the data, 1900 is 9.5, 1957 is 190.2."
    )
    let sarif = try runAudiograph([
      "check", "Fixtures/corpus/sunspots-yearly.json", "--caption-file", file.path, "--caption-lines", "--format",
      "sarif",
    ])
    #expect(sarif.status == 1)
    let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    let run = try #require((root["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == 1)
    #expect(results[0]["ruleId"] as? String == "caption-comparison")
    let location = try #require((results[0]["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let region = try #require(physical["region"] as? [String: Any])
    #expect(region["startLine"] as? Int == 3)
    #expect(region["startColumn"] as? Int == 16)
    #expect(region["endColumn"] as? Int == 43)
    let related = try #require((results[0]["relatedLocations"] as? [[String: Any]])?.first)
    let logical = try #require((related["logicalLocations"] as? [[String: Any]])?.first)
    #expect(logical["fullyQualifiedName"] as? String == "/series/0")
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(
      rules.map { $0["id"] as? String } == [
        "caption-value", "caption-label", "caption-trend", "caption-comparison", "caption-count",
      ])
  }

  @Test func badInputHasOneLineAndItsStatus() throws {
    let missing = try runAudiograph(["check", Self.population, "--caption-file", "no-such-captions.txt"])
    #expect(missing.status == 66)
    #expect(
      missing.standardError
        == "audiograph: cannot open caption file 'no-such-captions.txt': no such file or not readable\n")
    let binary = try temporaryFile("")
    try Data([0xFF, 0xFE, 0x00, 0x41]).write(to: binary)
    defer { try? FileManager.default.removeItem(at: binary) }
    let notText = try runAudiograph(["check", Self.population, "--caption-file", binary.path])
    #expect(notText.status == 65)
    #expect(notText.standardError == "audiograph: caption file '\(binary.path)' is not UTF-8 text\n")
    let two = try runAudiograph(["check", Self.population, Self.population, "--caption", "Asia had 3,812."])
    #expect(two.status == 64)
    #expect(two.standardError.contains("give exactly one chart file"))
    let linesWithoutFile = try runAudiograph(["check", Self.population, "--caption-lines"])
    #expect(linesWithoutFile.status == 64)
    #expect(linesWithoutFile.standardError.contains("--caption-lines needs a --caption-file."))
    #expect(missing.standardOutput.isEmpty && notText.standardOutput.isEmpty && two.standardOutput.isEmpty)
  }

  @Test func captionFromStandardInput() throws {
    let result = try runAudiograph(
      ["check", Self.population, "--caption-file", "-"], input: Data("Oceania had 24.5 million people.\n".utf8))
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("-:1: Sentence 1, \"Oceania had 24.5 million\": supported"))
  }
}
