@testable import TrendStatistics

/// Seconds since 1970-01-01 of a UTC calendar day (proleptic Gregorian; days-from-civil).
func secondsSinceEpoch(year: Int, month: Int, day: Int) -> Double {
  let y = month <= 2 ? year - 1 : year
  let era = (y >= 0 ? y : y - 399) / 400
  let yoe = y - era * 400
  let mp = (month + 9) % 12
  let doy = (153 * mp + 2) / 5 + day - 1
  let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
  return Double(era * 146_097 + doe - 719_468) * 86_400
}

let julianYear = 31_557_600.0
let day = 86_400.0

extension TestData {
  /// y = amplitude·sin(2πt/period + phase) + slope·t + noise·N(0, 1).
  mutating func cycle(_ t: [Double], period: Double, amplitude: Double, slope: Double, noise: Double) -> [Double] {
    let phase = uniform() * 2 * Double.pi
    return t.map { amplitude * TestMath.sin(2 * Double.pi * $0 / period + phase) + slope * $0 + noise * normal() }
  }

  mutating func randomWalk(_ n: Int) -> [Double] {
    var v = 0.0
    return (0..<n).map { _ in
      v += normal()
      return v
    }
  }
}

extension RealSeries {
  /// The CO2 months that have a reading, t in seconds since 1970 of each month's first day.
  static func co2MonthlyPoints(fromYear: Int = 1958, throughYear: Int = 2001) -> (t: [Double], y: [Double]) {
    var t: [Double] = []
    var y: [Double] = []
    for (i, value) in co2Monthly.enumerated() {
      let months = 2 + i  // March 1958 is month 2 of 1958 counting from 0
      let year = 1958 + months / 12
      let month = months % 12 + 1
      guard year >= fromYear, year <= throughYear, let value else { continue }
      t.append(secondsSinceEpoch(year: year, month: month, day: 1))
      y.append(value)
    }
    return (t, y)
  }
}
