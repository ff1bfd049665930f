import AudioGraphTestSupport
import Foundation
import Testing

/// Histograms and box plots from the command line: `--chart`, the note of `auto`, the tables,
/// and bad input with its exit status (64 for options, 65 for data) and nothing on standard output.
@Suite struct DistributionCommandTests {
  static let faithful = "Fixtures/distributions/old-faithful-eruptions.csv"
  static let plants = "Fixtures/distributions/plant-growth.csv"

  @Test func autoSaysWhatItChose() throws {
    let result = try runAudiograph(["summarize", Self.faithful, "--verbosity", "brief"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "eruptions: 272 values, median 4.\n")
    #expect(
      result.standardError
        == "\(Self.faithful): note: read as a histogram (one number column); choose with --chart histogram, box or auto\n"
    )
    // Asked for, it is not noted.
    let asked = try runAudiograph(["summarize", Self.plants, "--chart", "box", "--verbosity", "brief"])
    #expect(asked.standardError.isEmpty)
    #expect(asked.standardOutput == "trt2 has the highest median, trt1 the lowest.\n")
  }

  @Test func binsAndBinWidthChooseTheBins() throws {
    let bins = try runAudiograph(["table", Self.faithful, "--bins", "2"])
    // NumPy: histogram(eruptions, bins=2) counts 101 and 171; bins=[1, …, 6] ends with 4.
    #expect(
      bins.standardOutput
        == "eruptions: 1.6 to 3.35, Count: 101, Share: 37.1%\neruptions: 3.35 to 5.1, Count: 171, Share: 62.9%\n")
    // The braille line of a histogram says its bins and counts, not "values" at bin centres.
    let line = try runAudiograph(["braille", Self.faithful, "--bins", "2"])
    #expect(
      line.standardOutput
        == "eruptions: 2 bins from 1.6 to 5.1, one cell each, as high as its count. Lowest count 101, highest 171.\n⣀⠉\n"
    )
    let many = try runAudiograph(["braille", Self.faithful, "--bins", "60", "--locale", "fr_FR"])
    #expect(
      many.standardOutput.hasPrefix(
        "eruptions\u{00A0}: 60 classes de 1,6 à 5,1, en 40 cellules, chacune aussi haute que l'effectif moyen de ses classes. Plus petit effectif 0, plus grand "
      ))
    let width = try runAudiograph(["describe", "--points", Self.faithful, "--bin-width", "1", "--locale", "de_DE"])
    #expect(width.standardOutput.contains("\n4 bis 5, 134 Werte, 49"))
    #expect(width.standardOutput.contains("\n5 bis 6, 4 Werte, 1,5"))
  }

  /// Quartiles and medians of whole numbers keep the digits that make them true (NumPy:
  /// soybean's first quartile is 206.75, horsebean's median 151.5 and third quartile 176.25), and
  /// every output writes them alike.
  @Test func quartilesOfWholeNumbersAreExactEverywhere() throws {
    let chicks = "Fixtures/distributions/chick-weights.csv"
    let table = try runAudiograph(["table", chicks])
    #expect(
      table.standardOutput.split(separator: "\n")[2]
        == "feed: soybean, Count: 14, Minimum: 158, First quartile: 206.75, Median: 248, Third quartile: 270, Maximum: 329"
    )
    let html = try runAudiograph(["table", chicks, "--format", "html"])
    #expect(
      html.standardOutput.contains(
        "<tr><th scope=\"row\">soybean</th><td>14</td><td>158</td><td>206.75</td><td>248</td><td>270</td><td>329</td><td></td></tr>"
      ))
    let details = try runAudiograph(["summarize", chicks, "--verbosity", "detailed", "--locale", "de_DE"])
    #expect(
      details.standardOutput.split(separator: "\n")[1]
        == "horsebean: 10 Werte; Minimum 108, erstes Quartil 137, Median 151,5, drittes Quartil 176,25, Maximum 227.")
    let points = try runAudiograph(["describe", "--points", chicks, "--locale", "fr_FR"])
    #expect(
      points.standardOutput.contains(
        "\nsoybean\u{00A0}: 14 valeurs\u{00A0}; minimum 158, premier quartile 206,75, médiane 248, troisième quartile 270, maximum 329.\n"
      ))
    let braille = try runAudiograph(["braille", chicks, "--locale", "es_ES"])
    #expect(
      braille.standardOutput.split(separator: "\n")[0]
        == "horsebean: diagrama de caja de 108 a 227, mediana 151,5. La escala, de 108 a 423, es la misma para todos los grupos."
    )
    let explore = try runAudiograph(
      ["explore", chicks, "--device", "null"], input: Data("up\nright\nleft\ndown\ndown\nq\n".utf8))
    #expect(
      explore.standardOutput.split(separator: "\n").dropFirst(1).prefix(7) == [
        "Group 1 of 6: horsebean, 10 values.", "horsebean, median: 151.5, group 1 of 6.",
        "horsebean, third quartile: 176.25, group 1 of 6.", "linseed, third quartile: 257.75, group 2 of 6.",
        "horsebean, third quartile: 176.25, group 1 of 6.", "horsebean, median: 151.5, group 1 of 6.",
        "horsebean, first quartile: 137, group 1 of 6.",
      ])
  }

  /// Describe Chart says what a box plot's groups and a histogram's bins are.
  @Test func describeSaysGroupsAndBins() throws {
    let plants = try runAudiograph(["describe", Self.plants, "--locale", "de_DE"])
    #expect(
      plants.standardOutput.split(separator: "\n").suffix(3) == [
        "Gruppe 1 von 3: ctrl, 10 Werte.", "Gruppe 2 von 3: trt1, 10 Werte.", "Gruppe 3 von 3: trt2, 10 Werte.",
      ])
    let faithful = try runAudiograph(["describe", Self.faithful])
    #expect(faithful.standardOutput.split(separator: "\n").last == "Series: eruptions. 15 bins, 272 values.")
  }

  @Test func groupTable() throws {
    let result = try runAudiograph(["table", Self.plants, "--format", "csv"])
    #expect(
      result.standardOutput.split(separator: "\n").first
        == "group,Count,Minimum,First quartile,Median,Third quartile,Maximum,Unusual values")
    #expect(
      result.standardOutput.contains("\ntrt1,10,3.59,4.2075,4.550000000000001,4.869999999999999,4.89,5.87 6.03\n"))
  }

  @Test(arguments: [
    (["--bins", "0"], Int32(64), "Error: --bins must be at least 1, found 0."),
    (["--bin-width", "0"], Int32(64), "Error: --bin-width must be a number above 0, found 0.0."),
    (
      ["--chart", "box", "--bins", "3"], Int32(64),
      "Error: --bins and --bin-width apply to histograms, not to --chart box."
    ),
  ])
  func badOptionsAreUsageErrors(arguments: [String], status: Int32, message: String) throws {
    let result = try runAudiograph(["summarize", Self.faithful] + arguments)
    #expect(result.status == status)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(message))
  }

  @Test func badDataIsLocated() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("distribution-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = directory.appendingPathComponent("names.csv")
    try "name,age\nAnna,31\nBert,old\n".write(to: text, atomically: true, encoding: .utf8)
    let notNumbers = try runAudiograph(["summarize", text.path, "--chart", "histogram", "--value-column", "age"])
    #expect(notNumbers.status == 65)
    #expect(notNumbers.standardOutput.isEmpty)
    #expect(
      notNumbers.standardError
        == "\(text.path): line 3, column 2: age must hold numbers for a histogram, found \"old\"\n")
    let empty = directory.appendingPathComponent("groups.csv")
    try "class,score\nA,3\nA,4\nB,\nB,\n".write(to: empty, atomically: true, encoding: .utf8)
    let emptyGroup = try runAudiograph(["table", empty.path, "--chart", "box"])
    #expect(emptyGroup.status == 65)
    #expect(emptyGroup.standardError == "\(empty.path): the group \"B\" of class has no values in score\n")
    let output = directory.appendingPathComponent("out.wav")
    let render = try runAudiograph(["render", empty.path, "--chart", "box", "-o", output.path])
    #expect(render.status == 65)
    #expect(!FileManager.default.fileExists(atPath: output.path))
    // One column is chosen by its first 1,000 rows; a later cell that is not a number is
    // located by the reading, not turned into another kind of chart.
    let late = directory.appendingPathComponent("late.csv")
    try ("minutes\n" + (1...1_500).map { "\($0 % 7).5\n" }.joined() + "n/a\n").write(
      to: late, atomically: true, encoding: .utf8)
    let lateText = try runAudiograph(["summarize", late.path])
    #expect(lateText.status == 65)
    #expect(
      lateText.standardError
        == "\(late.path): note: read as a histogram (one number column); choose with --chart histogram, box or auto\n"
        + "\(late.path): line 1502, column 1: minutes must hold numbers for a histogram, found \"n/a\"\n")
  }
}
