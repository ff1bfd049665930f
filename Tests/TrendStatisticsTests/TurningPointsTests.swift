import Testing

@testable import TrendStatistics

/// The turning point test (`TurningPoints`), against counts and z values computed by hand from
/// its formulas: mean 2(n − 2)/3, variance (16n − 29)/90.
@Suite struct TurningPointsTests {
  /// Mauna Loa CO2 (ppm), the monthly means of 1990 (statsmodels' `co2` data set): a rise to May
  /// and a fall to September, two turning points where noise has 6.67.
  static let co2In1990 = [
    353.65, 354.65, 355.48, 356.175, 357.075, 356.08, 354.675, 352.9, 350.94, 351.225, 352.7, 354.14,
  ]

  @Test func aSmoothYearOfCO2TurnsTwice() {
    let test = TurningPoints(Self.co2In1990)
    #expect(test.count == 12)
    #expect(test.turns == 2)
    #expect(abs(test.expectedTurns - 20.0 / 3) < 1e-12)
    // (2 − 6.6667) / √(163/90) = −3.4676
    #expect(abs(test.z - -3.467_642) < 1e-5, "\(test.z)")
    #expect(test.isSmooth)
  }

  @Test func aWeekOfRestingHeartRateIsNoise() {
    // 62, 61, 63, 62, 61, 62, 63 bpm: turns at 61, 63 and 61.
    let test = TurningPoints([62, 61, 63, 62, 61, 62, 63])
    #expect(test.turns == 3)
    #expect(abs(test.z - (3 - 10.0 / 3) / (83.0 / 90).squareRoot()) < 1e-12)
    #expect(!test.isSmooth)
  }

  @Test func tiesAndGapsNeitherTurnNorBreakATurn() {
    // 1, 2, 2, 2, 3 rises without a turn; the NaN is skipped.
    let plateau = TurningPoints([1, 2, 2, .nan, 2, 3, 2])
    #expect(plateau.count == 4)
    #expect(plateau.turns == 1)
    // Below 7 values the normal approximation does not hold: z is 0.
    #expect(plateau.z == 0)
    #expect(TurningPoints([]).count == 0)
    #expect(TurningPoints([5, 5, 5]).turns == 0)
  }

  @Test func alternatingValuesTurnAtEveryPoint() {
    let zigzag = TurningPoints((0..<20).map { $0 % 2 == 0 ? 0.0 : 1.0 })
    #expect(zigzag.turns == 18)
    #expect(zigzag.z > 1.96)
    #expect(!zigzag.isSmooth)
  }
}
