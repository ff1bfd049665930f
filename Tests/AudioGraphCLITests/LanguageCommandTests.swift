import AudioGraphTestSupport
import Foundation
import Testing

/// Summaries and descriptions in German, French and Spanish through the real binary: one golden
/// per fixture and language (`Fixtures/goldens/languages/<language>/<fixture>.txt`, every
/// verbosity, `describe --points`, `table` and `check`, for a reviewer to read sentence by
/// sentence), plus checks that hold for any text: no English word of the catalog, no unfilled
/// placeholder, no doubled space or punctuation, and each language's typography (French no-break
/// spaces before ":" and ";", Spanish articles before percentages).
@Suite struct LanguageCommandTests {
  static let locales = ["de_DE", "fr_FR", "es_ES"]

  static var cases: [(String, String)] {
    locales.flatMap { locale in DescribeCommandTests.validCharts.map { (locale, $0) } }
  }

  /// Everything the tool says about `name` in `locale`, in sections.
  static func transcript(_ name: String, locale: String) throws -> String {
    let extra = DescribeCommandTests.extraArguments(for: name) + ["--locale", locale]
    var sections: [String] = []
    for verbosity in ["brief", "standard", "detailed"] {
      let result = try runAudiograph(
        ["summarize", "Fixtures/charts/\(name)", "--verbosity", verbosity, "--orientation"] + extra)
      #expect(result.status == 0, "\(result.standardError)")
      // Only notes, such as the one for a chart's template set aside in another language; they
      // go into the golden after the summary.
      let notePrefix =
        "Fixtures/charts/\(name)\(locale == "fr_FR" ? "\u{00A0}" : ""): \(["de_DE": "Hinweis", "fr_FR": "remarque\u{00A0}", "es_ES": "nota"][locale] ?? "note"): "
      #expect(
        result.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix(notePrefix) }, "\(result.standardError)")
      sections.append(
        "## summarize --verbosity \(verbosity) --orientation\n" + result.standardOutput + result.standardError)
    }
    let describe = try runAudiograph(["describe", "Fixtures/charts/\(name)", "--points"] + extra)
    #expect(describe.status == 0, "\(describe.standardError)")
    sections.append("## describe --points\n" + describe.standardOutput)
    let table = try runAudiograph(["table", "Fixtures/charts/\(name)"] + extra)
    #expect(table.status == 0, "\(table.standardError)")
    sections.append("## table\n" + table.standardOutput)
    let check = try runAudiograph(["check", "Fixtures/charts/\(name)"] + extra)
    #expect([0, 1].contains(check.status), "\(check.standardError)")
    #expect(check.standardError.isEmpty, "\(check.standardError)")
    sections.append("## check\n" + check.standardOutput)
    return sections.joined(separator: "\n")
  }

  @Test(arguments: cases)
  func everyFixtureReadsInTheLanguage(locale: String, name: String) throws {
    let text = try Self.transcript(name, locale: locale)
    let language = String(locale.prefix(2))
    expectMatchesGolden(text, named: "languages/\(language)/\(name).txt")
    let generated = try Self.withoutChartStrings(text, chart: name)
    let english = Self.englishWords.filter { !(Self.alsoWordsOf[language] ?? []).contains($0) }.filter {
      generated.range(of: "\\b\($0)\\b", options: [.regularExpression, .caseInsensitive]) != nil
    }
    #expect(english.isEmpty, "English words in the \(language) text of \(name): \(english)")
    // A placeholder is "{name}" or "{name, …"; the audit's JSON example "{"style": …}" is not.
    #expect(
      text.range(of: #"\{[A-Za-z]+[,}]"#, options: .regularExpression) == nil, "an unfilled placeholder in \(name)")
    let doubled = ["  ", " .", " ,", "..", ",,", ", .", "\u{00A0}\u{00A0}"].filter { generated.contains($0) }
    #expect(doubled.isEmpty, "doubled spaces or punctuation in the \(language) text of \(name): \(doubled)")
    let typography = try Self.typographyProblems(in: text, chart: name, language: language)
    #expect(typography.isEmpty, "typography in the \(language) text of \(name): \(typography)")
    let colors = try Self.colorNames(of: name).filter {
      text.range(of: "\\b\($0)\\b", options: [.regularExpression, .caseInsensitive]) != nil
    }
    #expect(colors.isEmpty, "CSS colour names (English words) in the \(language) text of \(name): \(colors)")
  }

  /// The CSS colour names ("gold", "white") the chart file `name` spells its colours with, except
  /// those that are also in its other strings (a title "Gold prices").
  static func colorNames(of name: String) throws -> [String] {
    guard name.hasSuffix(".json") else { return [] }
    let data = try Data(contentsOf: fixtureURL("charts/\(name)"))
    var colors: Set<String> = []
    var others: [String] = []
    func collect(_ value: Any, key: String?, inScheme: Bool) {
      switch value {
      case let string as String:
        let isColor =
          ["color", "darkColor"].contains(key ?? "") || (inScheme && ["background", "text"].contains(key ?? ""))
        if isColor, !string.hasPrefix("#") { colors.insert(string) } else { others.append(string) }
      case let array as [Any]: for item in array { collect(item, key: key, inScheme: false) }
      case let object as [String: Any]:
        for (child, item) in object { collect(item, key: child, inScheme: key == "colors" || key == "darkColors") }
      default: break
      }
    }
    collect(try JSONSerialization.jsonObject(with: data), key: nil, inScheme: false)
    return colors.filter { color in !others.contains { $0.localizedCaseInsensitiveContains(color) } }.sorted()
  }

  /// Where the tool's own text breaks the language's typography: in French a colon, semicolon,
  /// question or exclamation mark without the no-break space before it, or guillemets without it
  /// inside them (a colon between digits is a time or a ratio, "8:00", "4,5:1"); in Spanish a percentage without its article after "de", "a", "entre", "y", "subió"
  /// or "bajó" ("de 65\u{00A0}%" for "del 65\u{00A0}%"), "millardos" for "mil millones" and a time after a
  /// comma for "a las 8:00"; digits grouped as the locale groups them (German and Spanish
  /// "14.610", none in French); a contrast ratio in words ("4,08 zu 1", not "4,08:1"); in every
  /// language a minus sign before a number in the
  /// summaries (said in words there, as a screen reader at a low punctuation level drops "-"). `transcript` is a ``transcript(_:locale:)``; the
  /// chart's own strings are left out (``withoutChartStrings(_:chart:)``). The `check` report's
  /// location, severity and rule ("file: /pointer: severity: rule, WCAG 1.1.1 level A: ", "file: 0
  /// errors") are checked for French's no-break spaces, then left out with the report's JSON
  /// examples (code).
  /// Whether `text` (a line of `typographyProblems`' lines) is a `check` finding's message.
  static func isCheckLine(_ text: String) -> Bool {
    ["Abhilfe:", "Correction\u{00A0}:", "Solución:"].contains { text.contains($0) }
  }

  static func typographyProblems(in transcript: String, chart name: String, language: String) throws -> [String] {
    var problems: [String] = []
    var lines: [String] = []
    var heard: [String] = []
    for section in transcript.components(separatedBy: "\n## ") {
      let isCheck = section.hasPrefix("check\n")
      for line in try withoutChartStrings(section, chart: name).split(separator: "\n").map(String.init) {
        if section.hasPrefix("summarize") || section.hasPrefix("## summarize") { heard.append(line) }
        guard isCheck else {
          // A note's "file: " before it is the tool's prefix, as in `check` (French "file : ").
          if language == "fr", line.range(of: #"^\S*charts/\S+: "#, options: .regularExpression) != nil {
            problems.append("a French line without a no-break space after its file: \(line)")
          }
          lines.append(
            line.replacingOccurrences(of: #"^\S*charts/\S+\u00A0?: "#, with: "", options: .regularExpression))
          continue
        }
        // French puts its no-break space before every colon of a check line, the location's too
        // ("fichier.json : /summary : avertissement : …, niveau A : ").
        if language == "fr",
          line.range(
            of: #"^\S+: |^\S+\u00A0: (/\S*|[^:/]+): |^\S+\u00A0: (/\S*|[^:/]+)\u00A0: [^:\u00A0]+: "#,
            options: .regularExpression) != nil
        {
          problems.append("a French check line without a no-break space before a colon: \(line)")
        }
        var text = line.replacingOccurrences(
          of: #"^\S+\u00A0?: (/\S*|[^:/]+?)\u00A0?: [^:]+?\u00A0?: ⟨⟩(, WCAG [0-9.]+ [^:]+?)?\u00A0?: "#, with: "",
          options: .regularExpression)
        text = text.replacingOccurrences(of: #"^\S+\u00A0?: (?=[0-9]|aucun)"#, with: "", options: .regularExpression)
        lines.append(text.replacingOccurrences(of: #"\{[^{}]*\}"#, with: "{}", options: .regularExpression))
      }
    }
    // Summaries and Chart Details are heard: a screen reader at a low punctuation level drops
    // "-", so a negative number is said in words ("minus 4,3", "moins 4,3", "menos 4,3").
    for text in heard where text.range(of: #"(?<![\p{L}\p{N}])[-−][0-9]"#, options: .regularExpression) != nil {
      problems.append("a minus sign in heard text: \(text)")
    }
    // Sentences spell months out and say quarters in words ("5. Dezember", "dritten Quartal 1980");
    // tables and the points read one by one may abbreviate ("5. Dez.", "Q3 1980").
    let abbreviations = [
      "de": #"[0-9]\. (Jan|Feb|Mär|Apr|Jun|Jul|Aug|Sep|Sept|Okt|Nov|Dez)\."#,
      "fr": #"[0-9] (janv|févr|avr|juil|sept|oct|nov|déc)\."#,
      "es": #"\b[0-9]{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\b(?! de [0-9])"#,
    ]
    for text in heard {
      if let pattern = abbreviations[language], text.range(of: pattern, options: .regularExpression) != nil {
        problems.append("an abbreviated month in heard text: \(text)")
      }
      if text.range(of: #"\b[QT][1-4] [0-9]{4}\b"#, options: .regularExpression) != nil {
        problems.append("an abbreviated quarter in heard text: \(text)")
      }
    }
    for text in lines {
      func find(_ pattern: String, _ what: String) {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return }
        for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
          let range = Range(match.range, in: text)!
          let start = text.index(range.lowerBound, offsetBy: -20, limitedBy: text.startIndex) ?? text.startIndex
          let end = text.index(range.upperBound, offsetBy: 20, limitedBy: text.endIndex) ?? text.endIndex
          problems.append("\(what): …\(text[start..<end])…")
        }
      }
      switch language {
      case "fr":
        find(#"(?<![\u00A0\u202F0-9]):|(?<=[0-9]):(?![0-9])|(?<![\u00A0\u202F])[;?!]"#, "no no-break space")
        find(#"«(?!\u00A0)|(?<!\u00A0)»"#, "no no-break space inside guillemets")
        // Digits are grouped with ordinary spaces: espeak-ng reads "16 988" with a no-break or
        // narrow space as two numbers.
        find(#"(?<![0-9,])[0-9]{1,3}[\u00A0\u202F][0-9]{3}(?![0-9])"#, "digits grouped with a no-break space")
      case "es":
        find(#"\b(de|a|entre|y|subió|bajó) [-−]?[0-9][0-9.,]*[\u00A0 ]?%"#, "no article")
        find(#"\bmillardos?\b"#, "millardo for mil millones")
        find(#", [0-9]{1,2}:[0-9]{2}"#, "a time after a comma (a las 8:00)")
      default: break
      }
      // Counts and values group their digits as the locale does (German and Spanish: "14.610",
      // French "14 610"; a year has four digits). A colour's hex code and a file's pointer are not
      // numbers.
      if language == "de" || language == "es" || language == "fr" {
        find(#"(?<![0-9.,#/\p{L}])[0-9]{5,}(?![0-9])"#, "ungrouped digits")
      }
      // A ratio "4,08:1" is read "4,08 1" by espeak-ng's German, French and Spanish voices.
      find(#"[0-9]:1(?![0-9])"#, "a ratio written with a colon")
      // A number and its "%" or currency are one word: a line never breaks between them.
      find(#"[0-9] (%|€|£|\$|US\$|\$US)(?![\p{L}])"#, "a breakable space before a sign")
      // The tool's own quotations use the language's marks ("summary" is a key it names).
      if isCheckLine(text) { find(#"\"[a-zA-Z]+\""#, "straight quotes") }
      // Spanish ends a quoted sentence after the closing guillemet ("… de 1960».").
      if language == "es" { find(#"\.»"#, "a full stop inside the guillemets") }
    }
    return problems
  }

  /// No clause of any golden output, in any language, stacks two colons ("Von 2001 bis 2017:
  /// Fossil Fuels: …", "the data: May: 140"): read aloud, the second colon makes the first a
  /// heading of a heading. A clause ends at ".", ";", ",", "!" or "?" before a space (or a closing quotation mark and a space), so a row of a table
  /// ("Year: 2001, Life expectancy: 49 years") and a list of series ("Wins: up …; Losses: …")
  /// pass. Exceptions, each a machine format and not a sentence: the `file: ` prefix of the
  /// tool's lines, the audit report's "file: /pointer: severity: rule, WCAG 1.1.1 level A: ",
  /// the one-line errors for invalid charts (`invalid/`, English diagnostics
  /// "file: /pointer: reason") and the argument parser's `--help` (`cli-*`).
  @Test func noGoldenStacksTwoColonsInAClause() throws {
    let root = fixtureURL("goldens")
    let files = (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.allObjects ?? [])
      .compactMap { $0 as? URL }
      .filter { ["txt", "md"].contains($0.pathExtension) }
      .filter { !$0.path.contains("/goldens/invalid/") && !$0.lastPathComponent.hasPrefix("cli-") }
    #expect(files.count > 200)
    var problems: [String] = []
    for file in files {
      for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("## ") {
        var text = String(line).replacingOccurrences(
          of: #"^\S+\u00A0?: (/\S*|[^:/ ]+)\u00A0?: [^:]+?\u00A0?: [a-z0-9-]+(, WCAG [0-9.]+ [^:]+?)?\u00A0?: "#,
          with: "", options: .regularExpression)
        text = text.replacingOccurrences(of: #"^(\S*/\S*|caption)\u00A0?: "#, with: "", options: .regularExpression)
        for clause in text.split(separator: try Regex(#"[.;,!?][»“”\"\u00A0]*[ \u00A0]"#))
        where clause.matches(of: try Regex(#":(?=[ \u00A0]|$)"#)).count > 1 {
          problems.append("\(file.lastPathComponent): \(clause)")
        }
      }
    }
    #expect(problems.isEmpty, "stacked colons: \(problems)")
  }

  /// Function words of the English catalog that no other language uses as a word.
  static let englishWords = [
    "the", "and", "from", "rose", "fell", "with", "between", "there", "is", "are", "of", "at", "on", "overall",
    "sharply", "steadily", "slightly", "after", "then", "ended", "stayed", "increasing", "decreasing", "per",
    "value", "values", "axis", "interval", "relationship", "peak", "low", "high", "missing", "none",
    "times", "equals", "line", "chart",
  ]

  /// Words of the list that are also words of the language: French "on" ("on n'en entend rien").
  static let alsoWordsOf: [String: Set<String>] = ["fr": ["on"]]

  /// `text` without the chart's own strings (titles, names, categories, labels, units, its
  /// template), which are the author's words in the author's language.
  static func withoutChartStrings(_ text: String, chart name: String) throws -> String {
    var strings: Set<String> = []
    if name.hasSuffix(".json") {
      let data = try Data(contentsOf: fixtureURL("charts/\(name)"))
      func collect(_ value: Any, key: String?) {
        switch value {
        case let string as String where key != "kind" && key != "style" && key != "valueKind":
          strings.insert(string)
          // A template's own words, between its placeholders.
          for fragment in string.split(separator: "{") {
            strings.insert(String(fragment.split(separator: "}").last ?? ""))
          }
        case let array as [Any]: for item in array { collect(item, key: key) }
        case let object as [String: Any]: for (key, item) in object { collect(item, key: key) }
        default: break
        }
      }
      collect(try JSONSerialization.jsonObject(with: data), key: nil)
    } else {
      let csv = try String(contentsOf: fixtureURL("charts/\(name)"), encoding: .utf8)
      for line in csv.split(separator: "\n") { for cell in line.split(separator: ",") { strings.insert(String(cell)) } }
      for argument in DescribeCommandTests.extraArguments(for: name) { strings.insert(argument) }
    }
    var result = text
    // Quotations from the chart's strings (the audit quotes an author's summary: „rose“).
    let quotation = try NSRegularExpression(pattern: "„([^“]*)“|«\u{00A0}?([^»]*?)\u{00A0}?»|\"([^\"]*)\"")
    for match in quotation.matches(in: text, range: NSRange(text.startIndex..., in: text)).reversed() {
      let inner = (1...3).compactMap { Range(match.range(at: $0), in: text).map { String(text[$0]) } }.first ?? ""
      guard !inner.isEmpty, strings.contains(where: { $0.contains(inner) }),
        let whole = Range(match.range, in: result), result[whole] == text[Range(match.range, in: text)!]
      else { continue }
      result.replaceSubrange(whole, with: "⟨⟩")
    }
    // Longest first, so "IQ points" goes before "IQ".
    for string in strings.sorted(by: { $0.count > $1.count }) where string.count > 1 {
      result = result.replacingOccurrences(of: string, with: "⟨⟩")
    }
    // The file's path and the audit's rule ids ("chart-title") and chart-file keys ("title") are
    // the same in every language.
    result = result.replacingOccurrences(of: "Fixtures/charts/\(name)", with: "⟨⟩")
    result = result.replacingOccurrences(
      of: #"\b[a-z]+(-[a-z]+)+\b|"[a-zA-Z]+""#, with: "⟨⟩", options: .regularExpression)
    // The headings of this transcript are English on purpose.
    return result.split(separator: "\n").filter { !$0.hasPrefix("## ") }.joined(separator: "\n")
  }

  @Test func anUnsupportedLanguageFallsBackToEnglishWithANote() throws {
    let result = try runAudiograph(["summarize", "Fixtures/charts/website-visits.json", "--locale", "nl_NL"])
    #expect(result.status == 0)
    #expect(
      result.standardOutput == "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June.\n")
    #expect(
      result.standardError
        == "note: there is no text in the language of nl_NL yet; writing English (en_NL). Languages: en, de, fr, es.\n"
    )
  }

  /// A chart's English template is not filled with German words ("Your scores stieg from 105
  /// to 125"): the German summary is the generated one, with a note.
  @Test func anEnglishTemplateIsSetAsideInGermanWithANote() throws {
    let result = try runAudiograph(["summarize", "Fixtures/charts/iq-scores.json", "--locale", "de_DE"])
    #expect(result.status == 0)
    #expect(!result.standardOutput.contains("Showing"), "\(result.standardOutput)")
    #expect(
      result.standardOutput.hasPrefix("IQ Score: Anstieg von 105 IQ points am 5. Dezember 2025"),
      "\(result.standardOutput)")
    #expect(
      result.standardError
        == "Fixtures/charts/iq-scores.json: Hinweis: Die Zusammenfassungsvorlage des Diagramms ist englisch geschrieben; die Zusammenfassung ist die erzeugte, auf Deutsch.\n"
    )
    let english = try runAudiograph(["summarize", "Fixtures/charts/iq-scores.json"])
    #expect(english.standardOutput.hasPrefix("Showing 4 test results from December 5 to January 4."))
    #expect(english.standardError.isEmpty)
  }

  @Test func rendersNotesAreInTheLanguage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("empty.wav").path
    let result = try runAudiograph(["render", "Fixtures/charts/empty-series.json", "-o", output, "--locale", "de_DE"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardError
        == "Fixtures/charts/empty-series.json: Hinweis: Reihe 1 (Sensor A) hat keine Werte, daher ist von ihr nichts zu hören.\n"
    )
    let french = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", output, "--locale", "fr_FR", "--intervals", "off",
    ])
    #expect(
      french.standardError.hasSuffix(
        "Fixtures/charts/iq-scores.json\u{00A0}: remarque\u{00A0}: Les intervalles de confiance ne sont pas sonifiés (les intervalles sont désactivés).\n"
      ), "\(french.standardError)")
  }

  @Test func theLinesAboutFilesWrittenAreInTheLanguage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let chart = "Fixtures/charts/website-visits.json"
    func run(_ arguments: [String]) throws -> String {
      let result = try runAudiograph(arguments)
      #expect(result.status == 0, "\(result.standardError)")
      return result.standardOutput
    }
    let wav = directory.appendingPathComponent("v.wav").path
    #expect(
      try run(["render", chart, "-o", wav, "--locale", "de_DE", "--timing"])
        == """
        \(wav): 10,50 Sekunden, WAV, 16-Bit-PCM, 44100 Hertz, Stereo.
        \(wav): Diagramm von 0,00 bis 10,50 Sekunden, Daten von 0,25 bis 10,25 Sekunden.

        """)
    let midi = directory.appendingPathComponent("v.mid").path
    #expect(
      try run(["render", chart, "-o", midi, "--locale", "fr_FR"])
        == "\(midi)\u{00A0}: 10,50\u{00A0}secondes, MIDI, 3 pistes.\n"
    )
    let ogg = directory.appendingPathComponent("v.ogg").path
    #expect(
      try run(["render", chart, "-o", ogg, "--locale", "es_ES", "--channels", "1"])
        == "\(ogg): 10,50 segundos, Ogg, Vorbis, 44100 hercios, mono.\n")
    let html = directory.appendingPathComponent("v.html").path
    #expect(
      try run(["html", chart, "-o", html, "--locale", "es_ES", "--fragment", "--audio", "none"])
        == "\(html): figura HTML, sin sonido.\n")
  }

  @Test func speechIsRefusedForMIDI() throws {
    let result = try runAudiograph([
      "render", "Fixtures/charts/iq-scores.json", "-o", "/tmp/never-written.mid", "--speak", "title",
    ])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--speak does not apply to MIDI files"), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: "/tmp/never-written.mid"))
  }
}
