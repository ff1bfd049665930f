import AudioGraphTestSupport
import Foundation
import Testing

/// `audiograph table`, `braille` and `html`, run as a user runs them.
@Suite struct AlternativesCommandTests {
  static let charts = fixtureNames(in: "charts", extensions: ["json", "csv"])

  static func extraArguments(for name: String) -> [String] {
    DescribeCommandTests.extraArguments(for: name)
  }

  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("audiograph-html-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The commands print what the library writes (the goldens of ChartAlternativesTests).
  @Test(arguments: charts)
  func tableAndBrailleMatchTheGoldens(name: String) throws {
    let chart = ["Fixtures/charts/\(name)"] + Self.extraArguments(for: name)
    for (format, golden) in [("text", "table.txt"), ("markdown", "table.md"), ("csv", "table.csv")] {
      let result = try runAudiograph(["table"] + chart + ["--format", format])
      #expect(result.status == 0, "\(result.standardError)")
      expectMatchesGolden(result.standardOutput, named: "\(name).\(golden)")
    }
    let braille = try runAudiograph(["braille"] + chart)
    #expect(braille.status == 0, "\(braille.standardError)")
    expectMatchesGolden(braille.standardOutput, named: "\(name).braille.txt")
  }

  @Test(arguments: charts)
  func htmlWithoutAudioMatchesTheGolden(name: String) throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html").path
    let result = try runAudiograph(
      ["html", "Fixtures/charts/\(name)"] + Self.extraArguments(for: name) + ["-o", page, "--audio", "none"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "\(page): HTML page, no audio.\n")
    expectMatchesGolden(try String(contentsOfFile: page, encoding: .utf8), named: "\(name).html")
  }

  @Test func htmlEmbedsTheRenderedSoundAndStatesItsDuration() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("iq.html").path
    let sound = directory.appendingPathComponent("iq.wav").path
    let html = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", page, "--audio", "wav"])
    #expect(html.status == 0, "\(html.standardError)")
    #expect(html.standardOutput == "\(page): HTML page, audio graph 10.60 seconds (wav).\n")
    let render = try runAudiograph(["render", "Fixtures/charts/iq-scores.json", "-o", sound])
    #expect(render.status == 0)
    let text = try String(contentsOfFile: page, encoding: .utf8)
    #expect(
      text.contains(
        "The audio graph lasts <span class=\"audiograph-duration\" data-seconds=\"10.60\">10.60</span> seconds."))
    // The embedded sound is the file `render` writes, byte for byte.
    let prefix = "src=\"data:audio/wav;base64,"
    let start = try #require(text.range(of: prefix)).upperBound
    let end = try #require(text[start...].firstIndex(of: "\""))
    let embedded = try #require(Data(base64Encoded: String(text[start..<end])))
    #expect(embedded == (try Data(contentsOf: URL(fileURLWithPath: sound))))

    let ogg = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", page, "--fragment"])
    #expect(ogg.status == 0)
    #expect(ogg.standardOutput == "\(page): HTML figure, audio graph 10.60 seconds (ogg).\n")
    let fragment = try String(contentsOfFile: page, encoding: .utf8)
    #expect(fragment.hasPrefix("<figure class=\"audiograph-chart\" lang=\"en-US\">"))
    #expect(fragment.contains("src=\"data:audio/ogg;base64,T2dnUw"))  // "OggS"
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["iq.html", "iq.wav"])
  }

  @Test func badInputWritesNothingAndKeepsAnEarlierFile() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html").path
    try "earlier".write(toFile: page, atomically: true, encoding: .utf8)

    let invalid = try runAudiograph(["html", "Fixtures/invalid/nan-value.json", "-o", page])
    #expect(invalid.status == 65)
    #expect(invalid.standardOutput.isEmpty)
    expectMatchesGolden(invalid.standardError, named: "invalid/nan-value.json.error.txt")

    let missing = try runAudiograph(["html", "Fixtures/charts/no-such-chart.json", "-o", page])
    #expect(missing.status == 66)
    #expect(missing.standardError == "Fixtures/charts/no-such-chart.json: cannot open: no such file\n")

    let noDirectory = directory.appendingPathComponent("missing/page.html").path
    let cannotCreate = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", noDirectory])
    #expect(cannotCreate.status == 73)
    #expect(
      cannotCreate.standardError.hasSuffix(
        "\naudiograph: error: cannot create '\(noDirectory)': open failed: No such file or directory\n"))

    let aDirectory = try runAudiograph(["html", "Fixtures/charts/iq-scores.json", "-o", directory.path])
    #expect(aDirectory.status == 73)

    #expect(try String(contentsOfFile: page, encoding: .utf8) == "earlier")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["page.html"])

    for command in ["table", "braille"] {
      let result = try runAudiograph([command, "Fixtures/invalid/nan-value.json"])
      #expect(result.status == 65)
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test(arguments: [
    (["table", "Fixtures/charts/city-temperatures.json", "--series", "4"], "--series 4: the chart has 3 series"),
    (["table", "Fixtures/charts/city-temperatures.json", "--series", "0"], "--series must be a series number from 1"),
    (["table", "Fixtures/charts/iq-scores.json", "--format", "xlsx"], "--format"),
    (["braille", "Fixtures/charts/iq-scores.json", "--width", "0"], "--width must be from 1 to 10000"),
    (["braille", "Fixtures/charts/iq-scores.json", "--series", "2"], "--series 2: the chart has 1 series"),
    (["html", "Fixtures/charts/iq-scores.json"], "Missing expected argument '--output <output>'"),
    (["html", "Fixtures/charts/iq-scores.json", "-o", "x.html", "--audio", "mp3"], "--audio"),
  ])
  func usageErrorsExit64(arguments: [String], message: String) throws {
    let result = try runAudiograph(arguments)
    #expect(result.status == 64)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains(message), "\(result.standardError)")
  }

  @Test func seriesSelectsOneSeries() throws {
    let table = try runAudiograph(["table", "Fixtures/charts/city-temperatures.json", "--series", "2"])
    #expect(table.standardOutput.hasPrefix("Month: January 2024, Temperature: 6.3 degrees Celsius\n"))
    let braille = try runAudiograph([
      "braille", "Fixtures/charts/city-temperatures.json", "--series", "3", "--width", "2",
    ])
    // Cell 1: the mean of January and April, 27.4 (a hair under half way: level 1); cell 2: of July
    // and October, 27.75 (level 2).
    #expect(
      braille.standardOutput == """
        Singapore: 4 values from January 2024 to October 2024 in 2 cells, each the mean of the values in its part of the x axis. Low 26.5 degrees Celsius, high 28.3 degrees Celsius.
        ⠤⠒

        """)
  }

  /// `table --format csv` read back by `describe` (CSV input) says the same points.
  @Test func csvRoundTripsThroughDescribe() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = ["Fixtures/charts/weekly-sales.csv"] + Self.extraArguments(for: "weekly-sales.csv")
    let csv = try runAudiograph(["table"] + original + ["--format", "csv"])
    let file = directory.appendingPathComponent("table.csv")
    try csv.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    let before = try runAudiograph(["describe"] + original + ["--points"])
    let after = try runAudiograph([
      "describe", file.path, "--y-column", "revenue", "--lower-column", "90% lower bound", "--upper-column",
      "90% upper bound", "--confidence-level", "0.9", "--title", "Weekly revenue", "--points",
    ])
    #expect(after.status == 0, "\(after.standardError)")
    #expect(
      before.standardOutput.split(separator: "\n").suffix(5) == after.standardOutput.split(separator: "\n").suffix(5))
  }

  @Test func theTableBrailleAndPageSpeakTheLocalesLanguage() throws {
    let table = try runAudiograph(["table", "Fixtures/charts/mean-scores-intervals.json", "--locale", "de_DE"])
    #expect(table.status == 0, "\(table.standardError)")
    #expect(
      table.standardOutput.hasPrefix(
        "Year: 2020, Mean score: 50, Untergrenze (95\u{00A0}%): 48, Obergrenze (95\u{00A0}%): 52\n"),
      "\(table.standardOutput)")
    let braille = try runAudiograph(["braille", "Fixtures/charts/heart-rate-missing.json", "--locale", "es_ES"])
    #expect(
      braille.standardOutput
        == "Resting heart rate: 7 valores de 1 de marzo de 2024 a 7 de marzo de 2024, una celda cada uno. Mínimo 61 bpm, máximo 63 bpm. 2 valores faltantes son celdas vacías.\n⠒⣀⠀⠒⠀⠒⠉\n"
    )
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = directory.appendingPathComponent("page.html").path
    let html = try runAudiograph(
      ["html", "Fixtures/charts/mean-scores-intervals.json", "-o", page, "--audio", "none", "--locale", "fr_FR"])
    #expect(html.status == 0, "\(html.standardError)")
    let text = try String(contentsOfFile: page, encoding: .utf8)
    for part in [
      "<html lang=\"fr-FR\">", "<h2>Résumé</h2>", "<h2>Tableau de données</h2>",
      "<caption>Mean test score by year, tableau de données, 5 lignes</caption>",
      "<p>Mean score\u{00A0}: 5 valeurs entre 2020 et 2024, une cellule par valeur. Minimum 50, maximum 60.</p>",
    ] {
      #expect(text.contains(part), "\(part)")
    }
  }
}
