import Testing

@testable import TrendStatistics

/// The broken stick against an independent search: NumPy's `lstsq` fitted at every candidate
/// break of Gapminder's fertility series (children per woman, 1960–2015), each leg covering at
/// least a quarter of the years (`Scripts/corpus/truth.py`, `bend`).
@Suite struct BrokenStickTests {
  static let years = (1960...2015).map(Double.init)
  static let bangladesh = [
    6.73, 6.76, 6.79, 6.83, 6.85, 6.88, 6.9, 6.92, 6.94, 6.95, 6.95, 6.94, 6.93, 6.9, 6.87, 6.82, 6.76, 6.68, 6.59,
    6.48, 6.36, 6.22, 6.06, 5.89, 5.71, 5.52, 5.33, 5.13, 4.93, 4.74, 4.55, 4.37, 4.2, 4.03, 3.88, 3.73, 3.6, 3.47,
    3.35, 3.23, 3.12, 3.01, 2.91, 2.8, 2.7, 2.61, 2.52, 2.44, 2.38, 2.32, 2.28, 2.24, 2.21, 2.18, 2.15, 2.12,
  ]
  static let brazil = [
    6.21, 6.19, 6.14, 6.06, 5.95, 5.82, 5.66, 5.49, 5.33, 5.17, 5.02, 4.9, 4.78, 4.68, 4.59, 4.5, 4.42, 4.34, 4.26,
    4.17, 4.07, 3.97, 3.85, 3.72, 3.59, 3.45, 3.31, 3.17, 3.04, 2.92, 2.81, 2.72, 2.64, 2.58, 2.54, 2.5, 2.47, 2.45,
    2.43, 2.4, 2.36, 2.32, 2.26, 2.2, 2.14, 2.07, 2, 1.94, 1.9, 1.86, 1.84, 1.82, 1.81, 1.8, 1.79, 1.78,
  ]

  /// NumPy: flat first, break at 1974 (index 14), level 6.868208, slope −0.132241 a year,
  /// SSE 3.267554, SST 188.342400.
  @Test func bangladeshIsFlatUntil1974() throws {
    let fit = try #require(
      BrokenStick(x: Self.years, y: Self.bangladesh, flatLeg: .first, minimumLegShare: 0.25))
    #expect(fit.breakIndex == 14)
    #expect(abs(fit.level - 6.868208) < 1e-6)
    #expect(abs(fit.slope - -0.132241) < 1e-6)
    #expect(abs(fit.sse - 3.267554) < 1e-6)
    #expect(abs(fit.sst - 188.342400) < 1e-6)
  }

  /// NumPy: flat last, break at 1999 (index 39), level 2.001809, slope −0.107819 a year,
  /// SSE 1.324254; with a flat first leg the best is 1974 with SSE 15.431454.
  @Test func brazilIsFlatAfter1999() throws {
    let last = try #require(BrokenStick(x: Self.years, y: Self.brazil, flatLeg: .last, minimumLegShare: 0.25))
    #expect(last.breakIndex == 39)
    #expect(abs(last.level - 2.001809) < 1e-6)
    #expect(abs(last.slope - -0.107819) < 1e-6)
    #expect(abs(last.sse - 1.324254) < 1e-6)
    let first = try #require(BrokenStick(x: Self.years, y: Self.brazil, flatLeg: .first, minimumLegShare: 0.25))
    #expect(first.breakIndex == 14)
    #expect(abs(first.sse - 15.431454) < 1e-6)
  }

  /// Dates in seconds since 1970 give the same break and error as years (x is scaled first).
  @Test func secondsKeepTheirDigits() throws {
    let seconds = Self.years.map { ($0 - 1970) * 31_556_952 }
    let fit = try #require(BrokenStick(x: seconds, y: Self.bangladesh, flatLeg: .first, minimumLegShare: 0.25))
    #expect(fit.breakIndex == 14)
    #expect(abs(fit.sse - 3.267554) < 1e-6)
    #expect(abs(fit.slope * 31_556_952 - -0.132241) < 1e-6)
  }

  /// An exact broken stick is found with no error; constant values, two points and a leg share
  /// no break can meet give none.
  @Test func exactAndDegenerateInputs() throws {
    let x = (0..<20).map(Double.init)
    let y = x.map { $0 <= 8 ? 5 : 5 + 2 * ($0 - 8) }
    let fit = try #require(BrokenStick(x: x, y: y, flatLeg: .first, minimumLegShare: 0.25))
    #expect(fit.breakIndex == 8)
    #expect(fit.sse < 1e-9)
    #expect(abs(fit.level - 5) < 1e-9)
    #expect(abs(fit.slope - 2) < 1e-9)
    #expect(BrokenStick(x: x, y: Array(repeating: 3, count: 20), flatLeg: .first) == nil)
    #expect(BrokenStick(x: [0, 1], y: [0, 1], flatLeg: .first) == nil)
    // No break leaves both legs 60% of the span.
    #expect(BrokenStick(x: x, y: y, flatLeg: .first, minimumLegShare: 0.6) == nil)
  }
}
