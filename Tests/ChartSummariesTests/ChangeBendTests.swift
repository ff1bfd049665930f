import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// A trend whose change did not happen steadily says where most of it happened (the broken
/// stick rule, `SummaryWriter.changeBend`): "…, most of it after 1974".
@Suite struct ChangeBendTests {
  static var bangladesh: AXChartDescriptor {
    Charts.line(
      x: BrokenStickData.years, y: BrokenStickData.bangladesh, title: "Fertility",
      format: ValueFormat(style: .number, unit: PluralForms(one: "child per woman", other: "children per woman")),
      xTitle: "Year", xKind: .year)
  }

  @Test(arguments: [
    (
      "en_US",
      "Fertility fell sharply by 68%, from 6.73 children per woman in 1960 to 2.12 in 2015, most of it after 1974."
    ),
    (
      "de_DE",
      "Fertility: starker Rückgang um 68\u{00A0}%, von 6,73 children per woman im Jahr 1960 auf 2,12 im Jahr 2015, der größte Teil davon nach 1974."
    ),
    (
      "fr_FR",
      "Fertility\u{00A0}: forte baisse de 68\u{00A0}%, de 6,73 children per woman en 1960 à 2,12 en 2015, en majeure partie après 1974."
    ),
    (
      "es_ES",
      "Fertility: fuerte descenso del 68\u{00A0}%, de 6,73 children per woman en 1960 a 2,12 en 2015, la mayor parte después de 1974."
    ),
  ])
  func bangladeshFellMostlyAfter1974(locale: String, expected: String) {
    let summary = Self.bangladesh.summary(locale: locale).summary
    #expect(summary.hasPrefix(expected), "\(summary)")
  }

  /// The figures are in the facts (`shapeRules.bend`), as NumPy finds them (`Scripts/corpus/truth.py`):
  /// R² 0.982651, 0.294918 of the straight line's squared error, the break at 1974 (index 14).
  @Test func theBendIsInTheFacts() throws {
    guard case .object(let facts) = Self.bangladesh.summary().facts, case .array(let series)? = facts["series"],
      case .object(let first)? = series.first, case .object(let rules)? = first["shapeRules"],
      case .object(let bend)? = rules["bend"], case .number(let rSquared)? = bend["rSquared"],
      case .number(let share)? = bend["lineErrorShare"]
    else {
      Issue.record("no shapeRules.bend in the facts")
      return
    }
    #expect(bend["changeAfter"] == .bool(true))
    #expect(bend["at"] == .number(14))
    #expect(abs(rSquared - 0.982651) < 1e-6)
    #expect(abs(share - 0.294918) < 1e-6)
  }

  /// Quarters take their article: "nach dem vierten Quartal 1968", « après le quatrième trimestre 1968 »,
  /// "después del cuarto trimestre de 1968".
  @Test(arguments: [
    ("en_US", ", most of it after Q4 1968."),
    ("de_DE", ", der größte Teil davon nach dem vierten Quartal 1968."),
    ("fr_FR", ", en majeure partie après le quatrième trimestre 1968."),
    ("es_ES", ", la mayor parte después del cuarto trimestre de 1968."),
  ])
  func quartersTakeTheirArticle(locale: String, expected: String) {
    // Flat at 1 for 36 quarters (1960–1968), then rising by 0.25 a quarter to 13 in Q4 1980.
    let quarters = (0..<84).map { Charts.date(1960 + $0 / 4, 1 + 3 * ($0 % 4)) }
    let y: [Double?] = (0..<84).map { (quarter: Int) -> Double? in
      let index = Double(quarter)
      return quarter <= 35 ? 1 + 0.01 * Double(quarter % 2) : 1 + 0.25 * (index - 35)
    }
    let chart = Charts.line(
      x: quarters, y: y, title: "Earnings", xTitle: "Quarter", xKind: .date)
    let summary = chart.summary(locale: locale).summary
    #expect(summary.contains(expected), "\(summary)")
  }

  /// A steady fall with noise, the same fall on a logarithmic axis, and an x that is a plain
  /// number say no bend.
  @Test func noBendWhereItWouldNotTell() {
    let steady: [Double?] = (0..<56).map { (year: Int) -> Double? in
      let wobble: Double = 0.05 * Double(year % 3)
      return 7 - 0.09 * Double(year) + wobble
    }
    for summary in [
      Charts.line(x: BrokenStickData.years, y: steady, title: "Fertility", xTitle: "Year", xKind: .year).summary(),
      Charts.line(
        x: BrokenStickData.years, y: BrokenStickData.bangladesh, title: "Fertility", xTitle: "Year", xKind: .year,
        scale: .log10
      ).summary(),
      Charts.line(x: (1...56).map(Double.init), y: BrokenStickData.bangladesh, title: "Fertility", xTitle: "Height")
        .summary(),
    ] {
      #expect(!summary.summary.contains("most of it"), "\(summary.summary)")
    }
  }

  /// Several lines: the two sharpest bends are said, in the series' clauses.
  @Test func severalLinesSayTheSharpestTwo() {
    let xAxis = AXNumericDataAxisDescriptor(title: "Year", range: 1960...2015, gridlinePositions: []) { "\($0)" }
    xAxis.valueKind = .year
    func series(_ name: String, _ y: [Double]) -> AXDataSeriesDescriptor {
      AXDataSeriesDescriptor(
        name: name, isContinuous: true,
        dataPoints: zip(BrokenStickData.years, y).map { AXDataPoint(x: $0, y: $1) })
    }
    let chart = AXChartDescriptor(
      xAxis: xAxis, yAxis: Charts.yAxis("Fertility"),
      series: [series("Bangladesh", BrokenStickData.bangladesh), series("Brazil", BrokenStickData.brazil)])
    let summary = chart.summary().summary
    #expect(
      summary.hasPrefix(
        "From 1960 to 2015, Bangladesh fell sharply by 68%, from 6.73 to 2.12, most of it after 1974; Brazil fell sharply by 71%, from 6.21 to 1.78, most of it before 1999."
      ), "\(summary)")
  }
}

/// Gapminder's fertility series (children per woman, 1960–2015), as in `BrokenStickTests`.
enum BrokenStickData {
  static let years = (1960...2015).map(Double.init)
  static let bangladesh: [Double] = [
    6.73, 6.76, 6.79, 6.83, 6.85, 6.88, 6.9, 6.92, 6.94, 6.95, 6.95, 6.94, 6.93, 6.9, 6.87, 6.82, 6.76, 6.68, 6.59,
    6.48, 6.36, 6.22, 6.06, 5.89, 5.71, 5.52, 5.33, 5.13, 4.93, 4.74, 4.55, 4.37, 4.2, 4.03, 3.88, 3.73, 3.6, 3.47,
    3.35, 3.23, 3.12, 3.01, 2.91, 2.8, 2.7, 2.61, 2.52, 2.44, 2.38, 2.32, 2.28, 2.24, 2.21, 2.18, 2.15, 2.12,
  ]
  static let brazil: [Double] = [
    6.21, 6.19, 6.14, 6.06, 5.95, 5.82, 5.66, 5.49, 5.33, 5.17, 5.02, 4.9, 4.78, 4.68, 4.59, 4.5, 4.42, 4.34, 4.26,
    4.17, 4.07, 3.97, 3.85, 3.72, 3.59, 3.45, 3.31, 3.17, 3.04, 2.92, 2.81, 2.72, 2.64, 2.58, 2.54, 2.5, 2.47, 2.45,
    2.43, 2.4, 2.36, 2.32, 2.26, 2.2, 2.14, 2.07, 2, 1.94, 1.9, 1.86, 1.84, 1.82, 1.81, 1.8, 1.79, 1.78,
  ]
}
