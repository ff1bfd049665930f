import AudioGraphTestSupport
import ChartAccessibility
import ChartAlternatives
import Foundation
import Testing
import TrendStatistics

/// Box plots in MAIDR's box braille (BoxBraille): the parts' characters, their widths in
/// proportion to the scale, the equal/unequal rules, and the lines of a real box plot.
@Suite struct BoxBrailleTests {
  static func box(_ five: [Double], outliers: [Double] = []) -> BoxStatistics {
    BoxStatistics(
      count: 10, lowerWhisker: five[0], firstQuartile: five[1], median: five[2], thirdQuartile: five[3],
      upperWhisker: five[4], outliers: outliers)
  }

  /// Worked by hand from the rules: scale 0–10 over 20 cells; the median takes 2 cells, the
  /// outlier 1, each of the five stretches (two whiskers, two box halves, the blank before the
  /// outlier) 1; the 12 free cells are shared 2.4 each, so 2 each, and the 2 left over go to the
  /// leftmost stretches (lower whisker, lower box): 4 4 3 3 and the blank 3. Equal whiskers
  /// must be equal, so the upper whisker grows to 4, and so does the upper box half, each cell
  /// taken from the blank: whiskers 4 and 4, box halves 4 and 4, blank 1.
  @Test func partsAreAsWideAsTheirShareOfTheScale() {
    let (cells, medianCell) = BoxBraille.cells(Self.box([0, 2, 4, 6, 8], outliers: [10]), scale: 0...10, width: 20)
    #expect(cells == "⠒⠒⠒⠒⠿⠿⠿⠿⠸⠇⠿⠿⠿⠿⠒⠒⠒⠒⠀⠂")
    #expect(cells.count == 20)
    #expect(medianCell == 8)
  }

  /// Whiskers of different length never get the same number of cells, however narrow: the
  /// line grows by a cell when no blank can give one.
  @Test func differentWhiskersStayDifferent() {
    let (cells, _) = BoxBraille.cells(Self.box([0, 1, 2, 3, 3.2]), scale: 0...3.2, width: 8)
    let lower = cells.prefix { $0 == BoxBraille.whiskerCell }.count
    let upper = cells.reversed().prefix { $0 == BoxBraille.whiskerCell }.count
    #expect(lower > upper)
    #expect(upper >= 1)
  }

  /// A group that starts above the scale's start is indented by blank cells, so groups line up;
  /// lower outliers come first, each one cell.
  @Test func lowerOutliersAndIndentation() {
    let (cells, _) = BoxBraille.cells(Self.box([4, 5, 6, 7, 8], outliers: [2]), scale: 0...10, width: 30)
    #expect(cells.hasPrefix("⠀"))
    #expect(cells.filter { $0 == BoxBraille.outlierCell }.count == 1)
    let outlier = cells.firstIndex(of: BoxBraille.outlierCell)!
    let whisker = cells.firstIndex(of: BoxBraille.whiskerCell)!
    #expect(outlier < whisker)
  }

  /// PlantGrowth by treatment (NumPy's five numbers in truth.json): one line per group, on one
  /// scale (3.59 to 6.31), trt1's two unusual values as ⠂ after its box, the median ⠸⠇ once.
  @Test func plantGrowthLines() throws {
    let name = "plant-growth.csv"
    let bytes = Array(try Data(contentsOf: fixtureURL("distributions/\(name)")))
    let options = CSVDistribution.Options()
    let plan = try #require(try CSVDistribution.decide(bytes, fileName: name, options: options))
    let chart = try CSVDistribution.decode(bytes, fileName: name, plan: plan, options: options, context: .default)
    let lines = BrailleLine.lines(for: chart, width: 40)
    #expect(lines.count == 3)
    #expect(BoxBraille.scale(of: chart) == 3.59...6.31)
    for line in lines {
      #expect(line.cells.count <= 40)
      #expect(line.cells.components(separatedBy: BoxBraille.medianCells).count == 2)
      #expect(line.cellOfPoint == [line.cells.distance(of: BoxBraille.medianCells)])
    }
    #expect(lines[0].cells.filter { $0 == BoxBraille.outlierCell }.isEmpty)
    #expect(lines[1].cells.filter { $0 == BoxBraille.outlierCell }.count == 2)
    #expect(lines[1].cells.hasPrefix(String(BoxBraille.whiskerCell)))  // trt1 holds the lowest value
    #expect(lines[2].cells.hasPrefix("⠀"))
    #expect(
      lines[1].description
        == "trt1: box plot from 3.59 to 4.89, median 4.55, 2 unusual values. The scale, from 3.59 to 6.31, is the same for every group."
    )
    // The words are the language's, the values the axis' own (here read in en_US).
    let german = BrailleLine(chart: chart, seriesIndex: 0, width: 40, language: .german)
    #expect(
      german.description
        == "ctrl: Box-Plot von 4.17 bis 6.11, Median 5.15. Die Skala von 3.59 bis 6.31 ist für alle Gruppen gleich.")
  }
}

extension String {
  /// The character offset of the first occurrence of `other`, `nil` when absent.
  fileprivate func distance(of other: String) -> Int? {
    range(of: other).map { distance(from: startIndex, to: $0.lowerBound) }
  }
}
