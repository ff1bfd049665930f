import AudioGraphTestSupport
import Foundation
import Testing

/// Charts from Plotly, Vega-Lite and MAIDR (Fixtures/imports, written by the real libraries)
/// through the real binary: every command reads them, `describe --format json` writes them in
/// AudioGraph's own format and that reads back to the same chart, several charts are chosen with
/// `--subplot`, and what is not supported yet exits 65 with one located line.
@Suite struct ImportCommandTests {
  /// Each fixture with charts, and how many it holds (from truth.json).
  static let chartCounts: [(String, Int)] = {
    let data = try! Data(contentsOf: fixtureURL("imports/truth.json"))
    let truth = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    let charts = truth["charts"] as! [String: [Any]]
    return charts.keys.sorted().map { ($0, charts[$0]!.count) }
  }()

  static let refused: [(String, String)] = {
    let data = try! Data(contentsOf: fixtureURL("imports/truth.json"))
    let truth = try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    let refused = truth["refused"] as! [String: String]
    return refused.keys.sorted().map { ($0, refused[$0]!) }
  }()

  /// One file of each format and each embedding (the library tests read every fixture).
  static let files = [
    "plotly-subplots.json", "plotly-report.html", "vl-weather-monthly-rule.json", "vl-concat.html",
    "maidr-barley-dodged.html", "maidr-iowa-lines.svg", "plotly-weather-pie.json",
    // Histograms, box plots, heatmaps and candlesticks.
    "plotly-weather-histograms.json", "plotly-iris-violins.json", "plotly-vix-ohlc.json", "vl-iris-boxplot-minmax.json",
    "vl-weather-heatmap.json", "maidr-cars-hist.html", "maidr-vix-candlestick.html",
    // Stacked, normalized and grouped bars and stacked areas.
    "plotly-jobs-relative.json", "plotly-iowa-tonexty.json", "vl-barley-normalized.json", "vl-area.json",
    "maidr-iowa-stacked.html", "maidr-iowa-normalized.maidr.json", "maidr-iowa-stackplot.html",
  ]

  @Test(arguments: files)
  func writesEachChartInTheChartFormatAndReadsItBack(file: String) throws {
    let count = Self.chartCounts.first { $0.0 == file }!.1
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for subplot in 1...count {
      let path = "Fixtures/imports/\(file)"
      let written = try runAudiograph(["describe", path, "--subplot", String(subplot), "--format", "json"])
      #expect(written.status == 0, "\(file) #\(subplot): \(written.standardError)")
      #expect(written.standardError.isEmpty, "\(file) #\(subplot): \(written.standardError)")
      let copy = directory.appendingPathComponent("chart-\(subplot).json")
      try written.standardOutput.write(to: copy, atomically: true, encoding: .utf8)
      // The chart file reads back to the same chart: the same JSON, the same summary.
      let again = try runAudiograph(["describe", copy.path, "--format", "json"])
      #expect(again.standardOutput == written.standardOutput, "\(file) #\(subplot)")
      let summary = try runAudiograph(["summarize", path, "--subplot", String(subplot)])
      let summaryAgain = try runAudiograph(["summarize", copy.path])
      #expect(summary.status == 0)
      #expect(!summary.standardOutput.isEmpty)
      #expect(summary.standardOutput == summaryAgain.standardOutput, "\(file) #\(subplot)")
    }
  }

  @Test func everyCommandReadsAnImportedChart() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let chart = "Fixtures/imports/vl-barley-grouped.json"
    for command in [["summarize"], ["describe", "--points"], ["table"], ["braille"], ["check"]] {
      let result = try runAudiograph(command + [chart])
      #expect(result.status == 0, "\(command): \(result.standardError)")
      #expect(!result.standardOutput.isEmpty, "\(command)")
    }
    let wav = directory.appendingPathComponent("a.wav").path
    let render = try runAudiograph(["render", "Fixtures/imports/plotly-stocks-lines.json", "-o", wav])
    #expect(render.status == 0, "\(render.standardError)")
    #expect(FileManager.default.fileExists(atPath: wav))
    let page = directory.appendingPathComponent("a.html").path
    let html = try runAudiograph(["html", "Fixtures/imports/maidr-weather-bars.html", "-o", page])
    #expect(html.status == 0, "\(html.standardError)")
    #expect(FileManager.default.fileExists(atPath: page))
  }

  @Test(arguments: [
    "plotly-cars-histogram.json", "vl-cars-boxplot.json", "maidr-weather-heat.maidr.json",
    "plotly-vix-candlestick.json",
  ])
  func everyCommandReadsEachImportedKind(file: String) throws {
    let chart = "Fixtures/imports/\(file)"
    for command in [["summarize"], ["describe", "--points"], ["table"], ["braille"], ["check"]] {
      let result = try runAudiograph(command + [chart])
      // check exits 1 for its findings (a heatmap whose values have no title, say).
      #expect(result.status == 0 || (command == ["check"] && result.status == 1), "\(command): \(result.standardError)")
      #expect(!result.standardOutput.isEmpty, "\(command)")
    }
  }

  @Test func saysHowManyChartsAFileHasAndReadsTheOneAskedFor() throws {
    let result = try runAudiograph(["describe", "Fixtures/imports/vl-cars-facets.json"])
    #expect(result.status == 0)
    #expect(
      result.standardError
        == "Fixtures/imports/vl-cars-facets.json: note: the file has 3 charts (subplots, facets or charts of a page); reading chart 1. Choose one with --subplot N.\n"
    )
    #expect(result.standardOutput.hasPrefix("Origin: Europe.\n"))
    let third = try runAudiograph(["describe", "Fixtures/imports/vl-cars-facets.json", "--subplot", "3"])
    #expect(third.standardError.isEmpty)
    #expect(third.standardOutput.hasPrefix("Origin: USA.\n"))
    let missing = try runAudiograph(["describe", "Fixtures/imports/vl-cars-facets.json", "--subplot", "4"])
    #expect(missing.status == 65)
    #expect(missing.standardOutput.isEmpty)
    #expect(
      missing.standardError
        == "Fixtures/imports/vl-cars-facets.json: there is no chart 4 (--subplot): the file has 3 charts\n")
    let zero = try runAudiograph(["describe", "Fixtures/imports/vl-cars-facets.json", "--subplot", "0"])
    #expect(zero.status == 64)
  }

  /// A stack's table: each layer, then the total (pandas: University Farm's 1931 and 1932 sums of
  /// the ten varieties, 358.267 and 295.067, add up to 653.333).
  @Test func tablesAStackWithItsTotals() throws {
    let result = try runAudiograph(["table", "Fixtures/imports/plotly-stacked-bars.json"])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput == """
        site: University Farm, 1931: 358.267, 1932: 295.067, Total: 653.333
        site: Waseca, 1931: 543.467, 1932: 418.7, Total: 962.167
        site: Morris, 1931: 292.867, 1932: 415.133, Total: 708
        site: Crookston, 1931: 436.6, 1932: 311.8, Total: 748.4
        site: Grand Rapids, 1931: 290.533, 1932: 208.1, Total: 498.633
        site: Duluth, 1931: 302.933, 1932: 257, Total: 559.933

        """)
  }

  @Test(arguments: refused.map(\.0))
  func refusesWhatItCannotShowYetWithOneLine(file: String) throws {
    let message = Self.refused.first { $0.0 == file }!.1
    let result = try runAudiograph(["summarize", "Fixtures/imports/\(file)"])
    #expect(result.status == 65)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1, "\(result.standardError)")
    #expect(result.standardError.hasPrefix("Fixtures/imports/\(file): \(message)"), "\(result.standardError)")
  }

  @Test func readsStandardInputByContentOrByTheFormatGiven() throws {
    let figure = #"{"data": [{"type": "bar", "x": ["a", "b"], "y": [2, 5]}], "layout": {"title": {"text": "T"}}}"#
    for arguments in [["describe", "-"], ["describe", "-", "--input-format", "plotly"]] {
      let result = try runAudiograph(arguments, input: Data(figure.utf8))
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput.hasPrefix("T.\n"))
    }
    // Read as the format said, a Plotly figure is not a Vega-Lite spec.
    let wrong = try runAudiograph(["describe", "-", "--input-format", "vega-lite"], input: Data(figure.utf8))
    #expect(wrong.status == 65)
    #expect(wrong.standardError == "standard input: /data: expected an object, found an array\n")
  }

  @Test func refusesCSVOptionsOnAnImportedChart() throws {
    let result = try runAudiograph(["summarize", "Fixtures/imports/plotly-cars-scatter.json", "--x-column", "a"])
    #expect(result.status == 64)
    #expect(result.standardError.contains("--x-column applies only to CSV input"))
  }

  @Test func readsTheDataFileGivenForASpecWhoseDataIsOnTheWeb() throws {
    let remote = try runAudiograph(["summarize", "Fixtures/imports/vl-remote-url.json"])
    #expect(remote.status == 65)
    #expect(remote.standardError.contains("give it with --data FILE"))
    let missing = try runAudiograph(["summarize", "Fixtures/imports/vl-remote-url.json", "--data", "no-such.csv"])
    #expect(missing.status == 66)
    #expect(missing.standardError == "no-such.csv: cannot open: no such file\n")
  }
}
