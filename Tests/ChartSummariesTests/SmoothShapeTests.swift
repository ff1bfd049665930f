import ChartAccessibility
import Foundation
import Testing

@testable import ChartSummaries

/// A series within a tenth of its level is "roughly flat" only when it moves as noise does; a
/// smooth shape (fewer turns than noise, `TurningPoints`) is told with its high and low.
@Suite struct SmoothShapeTests {
  /// Mauna Loa CO2 (ppm), the monthly means of 1990 (statsmodels' `co2` data set): 353.65 in
  /// January, a high of 357.075 in May, a low of 350.94 in September, 354.14 in December. Its
  /// range (6.1) is 1.7% of its level and within eight noise levels, but it turns twice where
  /// noise turns about 6.7 times.
  static var co2In1990: AXChartDescriptor {
    let y: [Double?] = [
      353.65, 354.65, 355.48, 356.175, 357.075, 356.08, 354.675, 352.9, 350.94, 351.225, 352.7, 354.14,
    ]
    return Charts.line(x: (1...12).map { Charts.date(1990, $0, 1) }, y: y, title: "CO2", xTitle: "Month", xKind: .date)
  }

  @Test func aSmoothYearOfCO2IsNotFlat() {
    let summary = Self.co2In1990.summary().summary
    #expect(
      summary
        == "CO2 fluctuated between 350.9 and 357.1 with no clear trend, starting at 353.7 in January 1990 and ending at 354.1 in December. The high of 357.1 was in May and the low of 350.9 in September."
    )
  }

  @Test func noiseOfTheSameSizeStaysFlat() {
    // The same twelve values in an order that turns as noise does (10 turns): roughly flat.
    let y: [Double?] = [
      353.65, 350.94, 356.08, 352.9, 357.075, 354.14, 355.48, 351.225, 354.65, 352.7, 356.175, 354.675,
    ]
    let chart = Charts.line(
      x: (1...12).map { Charts.date(1990, $0, 1) }, y: y, title: "CO2", xTitle: "Month", xKind: .date)
    let summary = chart.summary().summary
    #expect(summary.hasPrefix("CO2 stayed roughly flat at about 354.4"), "\(summary)")
  }
}
