import AudioGraphTestSupport
import Foundation
import Testing

/// `explore`'s levels (the chart, a series, groups along x, the points), end to end through the
/// scripted mode, in English and German, on real data: Seattle's daily high temperature,
/// 2012–2015 (vega-datasets' seattle-weather: a date axis, grouped by year and month), the DAX's
/// daily returns numbered by trading day (R's EuStockMarkets: a number axis, grouped by
/// thousands, hundreds and tens of days), and a box plot.
@Suite struct ExploreLevelsCommandTests {
  static let seattle = "Fixtures/corpus/seattle-daily-high-2012-2015.json"
  static let dax = "Fixtures/corpus/dax-daily-returns.json"

  static func explore(_ path: String, _ script: String, locale: String? = nil) throws -> CommandResult {
    var arguments = ["explore", path, "--device", "null", "--no-settings"]
    if let locale { arguments += ["--locale", locale] }
    return try runAudiograph(arguments, input: Data(script.utf8))
  }

  static let session = """
    level-up
    level-up
    right
    end
    right
    level-down
    left
    where
    level-down
    level-down
    right
    backspace
    level-up
    level-up
    level-up
    right
    enter
    right
    level-down
    home
    play
    min
    where
    q

    """

  @Test func theLevelsOfADateAxisInEnglish() throws {
    let result = try Self.explore(Self.seattle, Self.session)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    expectMatchesGolden(result.standardOutput, named: "explore-levels-seattle.txt")
  }

  @Test func theSameLevelsInGerman() throws {
    let result = try Self.explore(Self.seattle, Self.session, locale: "de_DE")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    expectMatchesGolden(result.standardOutput, named: "languages/de/explore-levels-seattle.txt")
  }

  /// After the series, at the series level: the x axis, the y axis, each reference line and the
  /// legend of the sounds, each with its position; Enter says nothing is below them, Backspace
  /// goes up to the chart, which names them. In English and French.
  @Test func theAxesReferenceLinesAndLegendAreParts() throws {
    let script = "level-up\nlevel-up\nright\nright\nright\nplay\nlevel-down\nend\nright\nleft\nlevel-up\nq\n"
    let english = try Self.explore("Fixtures/charts/iq-scores.json", script)
    #expect(english.status == 0, "\(english.standardError)")
    let legend =
      "Legend: Time runs along the x axis (Test Date), and the sound moves from left to right. Pitch gives the y axis (IQ Score): the higher the value, the higher the tone. A rising whoosh of noise starts the audio graph and a falling whoosh ends it. A high shimmer of noise sounds where the data crosses a reference line. Two softer voices play the lower and upper bound of each confidence interval: a narrow interval sounds almost as one note, a wide one as a chord. Part 4 of 4."
    #expect(
      english.standardOutput.split(separator: "\n").dropFirst(4).map(String.init) == [
        "Series 1 of 1: IQ Score, 4 points.",
        "X axis: Test Date. Dates from December 5 to January 4. Part 1 of 4.",
        "Y axis: IQ Score. Values from 70 IQ points to 150 IQ points. Part 2 of 4.",
        "Reference line on the y axis: Average IQ, at 100 IQ points. Part 3 of 4.",
        "Reference line on the y axis: Average IQ, at 100 IQ points. Part 3 of 4.",
        "Nothing is below this part; Backspace goes up.",
        legend,
        "Last part.",
        legend,
        "Reference line on the y axis: Average IQ, at 100 IQ points. Part 3 of 4.",
        "Chart: IQ Score Trend, 1 series; Enter goes down to them. After the series: the axes, 1 reference line and the legend.",
      ])
    let french = try Self.explore("Fixtures/charts/iq-scores.json", script, locale: "fr_FR")
    #expect(french.status == 0, "\(french.standardError)")
    let lines = french.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.contains("Ligne de référence sur l'axe Y\u{00A0}: Average IQ, à 100 IQ points. Partie 3 sur 4."))
    #expect(lines.contains("Rien n'est sous cette partie\u{00A0}; Retour arrière remonte."))
    #expect(lines.contains("Dernière partie."))
    #expect(
      lines.last
        == "Graphique\u{00A0}: IQ Score Trend, 1 série\u{00A0}; Entrée y descend. Après les séries\u{00A0}: les axes, 1 ligne de référence et la légende."
    )
  }

  /// Every year and month line against the data, grouped here by the text of each point's date
  /// ("2012", "2012-03"): the number of days, and the change from the first to the last day's
  /// high, to the tenth of a degree the data is written in.
  @Test func everyGroupsCountAndChangeAgreeWithTheData() throws {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent(Self.seattle))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let series = try #require(json["series"] as? [[String: Any]])
    let points = try #require(series.first?["points"] as? [[String: Any]])
    var byKey: [String: [Double]] = [:]
    for point in points {
      let date = try #require(point["x"] as? String)
      let value = try #require((point["y"] as? NSNumber)?.doubleValue)
      byKey[String(date.prefix(4)), default: []].append(value)
      byKey[String(date.prefix(7)), default: []].append(value)
    }
    // Every year, then every month of 2013, through the levels.
    var script = "level-up\nlevel-up\nhome\n"
    script += String(repeating: "right\n", count: 3)
    script += "home\nright\nlevel-down\n" + String(repeating: "right\n", count: 11) + "q\n"
    let result = try Self.explore(Self.seattle, script)
    #expect(result.status == 0, "\(result.standardError)")
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
      "December",
    ]
    let pattern =
      #/^(?:(\w+) )?(\d{4}): (\d+) points, (?:(up|down) (\d+(?:\.\d)?) degrees? Celsius|unchanged), (year|month) (\d+) of (\d+)\.$/#
    var checked: [String] = []
    for line in result.standardOutput.split(separator: "\n") {
      guard let match = String(line).wholeMatch(of: pattern) else { continue }
      var key = String(match.output.2)
      if let month = match.output.1 {
        let number = try #require(months.firstIndex(of: String(month))) + 1
        key += number < 10 ? "-0\(number)" : "-\(number)"
      }
      let values = try #require(byKey[key], "no data for \(key)")
      #expect(Int(match.output.3) == values.count, "\(key)")
      let change = ((values.last! - values.first!) * 10).rounded() / 10
      let said = match.output.5.flatMap { Double($0) }.map { match.output.4 == "down" ? -$0 : $0 } ?? 0
      #expect(said == change, "\(key): said \(said), data \(change)")
      #expect(Int(match.output.8) == (match.output.6 == "year" ? 4 : 12))
      checked.append(key)
    }
    // The months line up twice: 2012's January on the first way up, then 2013's months.
    #expect(checked.filter { $0.count == 4 } == ["2012", "2012", "2013", "2014", "2015", "2012", "2013"])
    #expect(checked.filter { $0.hasPrefix("2013-") } == (1...12).map { $0 < 10 ? "2013-0\($0)" : "2013-\($0)" })
  }

  /// A number axis groups by powers of ten: the DAX's 1,859 trading days by thousands, hundreds
  /// and tens; the changes of a percent axis are in percentage points.
  @Test func theLevelsOfANumberAxis() throws {
    let result = try Self.explore(
      Self.dax, "level-up\nlevel-up\nlevel-up\nright\nlevel-down\nend\nlevel-down\nlevel-down\nwhere\nq\n")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    expectMatchesGolden(result.standardOutput, named: "explore-levels-dax.txt")
  }

  /// A box plot has no groups along x: above its values are its groups (the series), then the
  /// chart; a heatmap says "row" at its first and last row.
  @Test func aBoxPlotAndAHeatmap() throws {
    let box = try Self.explore(
      "Fixtures/distributions/plant-growth.csv", "level-up\nright\nlevel-down\nlevel-up\nlevel-up\nright\nq\n")
    #expect(box.status == 0, "\(box.standardError)")
    expectMatchesGolden(box.standardOutput, named: "explore-levels-box.txt")
    let heatmap = try runAudiograph(
      ["explore", "Fixtures/heatmaps/air-passengers.csv", "--chart", "heatmap", "--device", "null", "--no-settings"],
      input: Data("up\nend\nprevious-series\nlevel-up\nq\n".utf8))
    #expect(heatmap.status == 0, "\(heatmap.standardError)")
    #expect(heatmap.standardOutput.contains("\nFirst row. year 1949, Jan: 112, row 1 of 12, column 1 of 12.\n"))
    #expect(heatmap.standardOutput.contains("\nFirst row.\nyear 1949, Dec: 118, row 1 of 12, column 12 of 12.\n"))
  }

  /// On a terminal, Backspace goes up a level and Enter down: from the second IQ score to its
  /// year, the series, the chart, and back down.
  @Test func backspaceAndEnterOnATerminal() throws {
    let terminal = try ExploreTerminalTests.PseudoTerminal()
    let output = Pipe()
    let process = try ExploreTerminalTests().start(terminal, output: output)
    for key in ["\u{1B}[C", "\u{7F}", "\u{7F}", "\u{7F}", "\u{7F}", "\r", "\r", "\r", "q"] { terminal.type(key) }
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let lines = text.split(separator: "\n").map(String.init)
    let point = "Dec 15, 112 IQ points. Confidence interval: 105 to 119, point 2 of 4."
    let year = "2025: 3 points, up 13 IQ points, year 1 of 2."
    let series = "Series 1 of 1: IQ Score, 4 points."
    let chart =
      "Chart: IQ Score Trend, 1 series; Enter goes down to them. After the series: the axes, 1 reference line and the legend."
    #expect(
      lines.suffix(9) == [
        point, year, series, chart, "This is the top level, the whole chart.", chart, series, year, point,
      ])
  }
}
