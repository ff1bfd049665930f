// Stand-ins until the numbers and patterns branches are merged.
import Foundation

struct Excursion: Equatable { var startIndex: Int; var endIndex: Int; var startValue: Double; var endValue: Double }
enum Excursions {
  static func largestFall(_ y: [Double]) -> Excursion? { search(y) { $0 - $1 } }
  static func largestRise(_ y: [Double]) -> Excursion? { search(y) { $1 - $0 } }
  static func largestRelativeFall(_ y: [Double]) -> Excursion? { search(y) { log($0 / $1) } }
  static func largestRelativeRise(_ y: [Double]) -> Excursion? { search(y) { log($1 / $0) } }
  /// Largest drop of f(previous best, current): keeps the running max of the start value.
  private static func search(_ y: [Double], _ drop: (Double, Double) -> Double) -> Excursion? {
    guard y.count >= 2 else { return nil }
    var bestStart = 0, best: Excursion?, bestSize = 0.0
    for j in 1..<y.count {
      if drop(y[bestStart], y[j]) < 0 { bestStart = j; continue }
      let size = drop(y[bestStart], y[j])
      if size > bestSize { bestSize = size; best = Excursion(startIndex: bestStart, endIndex: j, startValue: y[bestStart], endValue: y[j]) }
    }
    return best
  }
}

extension SummaryFormatter {
  func pair(_ a: Double, _ b: Double, derived: Bool = false) -> (String, String) { (y(a, derived: derived), y(b, derived: derived)) }
  func rate(_ slope: Double, per unit: String) -> String { significant(slope) + " " + unit }
  func triple(_ a: Double, _ b: Double, _ c: Double) -> (String, String, String) { (y(a), y(b), y(c)) }
  func distinct(_ value: Double, from others: [Double]) -> String { y(value) }
  func percentagePoints(_ delta: Double) -> String { yDifference(delta) + " percentage points" }
  func significant(_ value: Double, digits: Int) -> String {
    guard value != 0, value.isFinite else { return "0" }
    let exponent = Int(Foundation.log10(Swift.abs(value)).rounded(.down))
    let places = max(0, digits - 1 - exponent)
    let scale = Foundation.pow(10, Double(places))
    return plain((value * scale).rounded(.toNearestOrAwayFromZero) / scale, digits: places)
  }
  func list(_ values: [Double]) -> [String] { values.map { y($0) } }
  func yChange(_ delta: Double) -> String { y(Swift.abs(delta)) }
}
