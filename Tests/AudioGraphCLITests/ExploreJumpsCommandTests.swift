import AudioGraphTestSupport
import Foundation
import Testing

/// `explore`'s positions, `where`, jumps (go to, tenths, higher and lower values, unusual values,
/// crossings) and feedback, end to end through the scripted mode, in English and German, on real
/// data: hourly temperatures at JFK and LaGuardia, May 1–3, 2013 (nycflights13), and the hourly
/// daily returns of the DAX, 1991–1998 (R's EuStockMarkets).
@Suite struct ExploreJumpsCommandTests {
  static let airports = "Fixtures/charts/two-airports-hourly.json"
  static let dax = "Fixtures/corpus/dax-daily-returns.json"

  /// The y values of each series of a chart file, in point order.
  static func values(_ path: String) throws -> [[Double]] {
    let data = try Data(contentsOf: packageRoot.appendingPathComponent(path))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let series = try #require(json["series"] as? [[String: Any]])
    return try series.map { one in
      try #require(one["points"] as? [[String: Any]]).map { ($0["y"] as? NSNumber)?.doubleValue ?? .nan }
    }
  }

  static func explore(_ path: String, _ script: String, locale: String? = nil) throws -> CommandResult {
    var arguments = ["explore", path, "--device", "null"]
    if let locale { arguments += ["--locale", locale] }
    return try runAudiograph(arguments, input: Data(script.utf8))
  }

  /// The "N" of every "point N of 72." line.
  static func positions(_ output: String, word: String = "point") -> [Int] {
    output.split(separator: "\n").compactMap { line in
      guard let range = line.range(of: ", \(word) ", options: .backwards) else { return nil }
      // Counts are grouped as the locale groups them ("1,066", "1.066").
      return Int((line[range.upperBound...].split(separator: " ").first ?? "").filter(\.isWholeNumber))
    }
  }

  static let session = """
    where
    next-tenth
    next-tenth
    previous-tenth
    next-higher
    next-lower
    previous-higher
    previous-lower
    next-outlier
    next-crossing
    next-crossing
    previous-crossing
    goto 2013-05-02
    goto May 3
    goto 2013-05-01T99
    end
    next-tenth
    next-higher
    home
    previous-tenth
    down
    where
    w
    t
    q

    """

  @Test func everyJumpSaysWhereItLandsInEnglish() throws {
    let result = try Self.explore(Self.airports, Self.session)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    expectMatchesGolden(result.standardOutput, named: "explore-jumps-airports.txt")
  }

  @Test func theSameJumpsInGerman() throws {
    let result = try Self.explore(
      Self.airports, Self.session.replacingOccurrences(of: "goto May 3", with: "goto 3. Mai"), locale: "de_DE")
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.isEmpty)
    expectMatchesGolden(result.standardOutput, named: "languages/de/explore-jumps-airports.txt")
  }

  /// Crossings against a count made here: the first hour where JFK is on the other side of
  /// LaGuardia (the two series share their hours), in order, then "no crossing after".
  @Test func crossingsAreWhereTheOrderOfTheTwoAirportsChanges() throws {
    let values = try Self.values(Self.airports)
    var expected: [Int] = []
    var lastSign = 0.0
    var firstMeeting: Int?
    for index in values[0].indices {
      let difference = values[0][index] - values[1][index]
      if difference == 0 {
        if firstMeeting == nil { firstMeeting = index }
        continue
      }
      let sign = difference > 0 ? 1.0 : -1.0
      if lastSign != 0 && sign != lastSign { expected.append((firstMeeting ?? index) + 1) }
      lastSign = sign
      firstMeeting = nil
    }
    #expect(expected.count >= 3, "the real data crosses several times")
    let script = String(repeating: "next-crossing\n", count: expected.count + 1) + "q\n"
    let result = try Self.explore(Self.airports, script)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let crossings = lines.filter { $0.hasPrefix("Crosses LaGuardia, crossing ") }
    #expect(crossings.count == expected.count)
    #expect(Self.positions(crossings.joined(separator: "\n")) == expected)
    #expect(lines.last == "No crossing after this point.")
  }

  /// Unusual values against Tukey's fences computed here (quartiles as NumPy's default, linear
  /// interpolation): the DAX's largest daily moves, in order, forward, then back from the end;
  /// in German too.
  @Test func unusualValuesAreThoseBeyondTukeysFences() throws {
    let values = try Self.values(Self.dax)[0]
    let sorted = values.filter(\.isFinite).sorted()
    func quantile(_ p: Double) -> Double {
      let h = Double(sorted.count - 1) * p
      let low = Int(h)
      return low + 1 < sorted.count ? sorted[low] + (h - Double(low)) * (sorted[low + 1] - sorted[low]) : sorted[low]
    }
    let (q1, q3) = (quantile(0.25), quantile(0.75))
    let expected = values.indices.filter { values[$0] < q1 - 1.5 * (q3 - q1) || values[$0] > q3 + 1.5 * (q3 - q1) }
      .map { $0 + 1 }
    #expect(expected.count > 20, "heavy tails")
    let script = String(repeating: "o\n", count: expected.count + 1) + "end\nO\nq\n"
    let result = try Self.explore(Self.dax, script)
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let unusual = lines.filter { $0.hasPrefix("Unusual value ") }
    #expect(unusual.count == expected.count + 1)
    #expect(Self.positions(unusual.joined(separator: "\n")) == expected + [expected.last!])
    let high = values[expected[0] - 1] > q3
    #expect(unusual.first?.hasPrefix("Unusual value 1 of \(expected.count), \(high ? "high" : "low"): ") == true)
    #expect(lines.contains("No unusual value after this point."))
    let german = try Self.explore(Self.dax, "end\no\nO\nq\n", locale: "de_DE")
    let germanLines = german.standardOutput.split(separator: "\n").map(String.init)
    #expect(germanLines.suffix(2).first == "Kein ungewöhnlicher Wert nach diesem Punkt.")
    #expect(germanLines.last?.hasPrefix("Ungewöhnlicher Wert \(expected.count) von \(expected.count), ") == true)
    #expect(Self.positions(germanLines.last ?? "", word: "Punkt") == [expected.last!])
  }

  /// A box plot's groups and a heatmap's rows and columns are named and counted in their own
  /// words; a jump along points says it does nothing in a box plot; goto finds a group by name.
  @Test func boxPlotsAndHeatmapsUseTheirOwnWords() throws {
    let box = try runAudiograph(
      ["explore", "Fixtures/distributions/plant-growth.csv", "--device", "null"],
      input: Data("right\nt\ngoto TRT2\nwhere\nq\n".utf8))
    #expect(box.status == 0, "\(box.standardError)")
    #expect(
      box.standardOutput.split(separator: "\n").dropFirst() == [
        "Group 1 of 3: ctrl, 10 values.", "ctrl, median: 5.15, group 1 of 3.", "trt1, median: 4.55, group 2 of 3.",
        "In a box plot, Left and Right go to the groups and Up and Down through a group's values; this jump works along points.",
        "trt2, median: 5.44, group 3 of 3.", "Group 3 of 3: trt2, 10 values.", "trt2, median: 5.44, group 3 of 3.",
      ])
  }

  /// A number is read as the language writes it and goes to the nearest x; a category is found
  /// by its start, whatever the letter case.
  @Test func gotoReadsNumbersInTheLanguageAndCategoriesByTheirStart() throws {
    let german = try Self.explore(
      "Fixtures/charts/cities-scatter.json", "goto 41.000\ngoto 54.999,5\ngoto 1e9\nq\n", locale: "de_DE")
    #expect(german.status == 0, "\(german.standardError)")
    let lines = german.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.suffix(3).map { String($0.prefix { $0 != "," }) } == ["Riverton", "Lakeside", "Bayview"])
    #expect(Self.positions(lines.suffix(3).joined(separator: "\n"), word: "Punkt") == [2, 3, 5])
    let english = try Self.explore("Fixtures/charts/cities-scatter.json", "goto 41,000\nq\n")
    #expect(english.standardOutput.split(separator: "\n").last?.hasPrefix("Riverton, ") == true)
    let bars = try Self.explore("Fixtures/charts/monthly-expenses-bar.json", "goto zz\ngoto FEB\nq\n")
    #expect(
      bars.standardOutput.split(separator: "\n").suffix(2) == [
        "Nothing on the x axis matches zz.", "February, $1,450.50, point 2 of 3.",
      ])
  }
}
