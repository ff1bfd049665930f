import AudioGraphTestSupport
import ChartAccessibility
import Foundation

/// The chart fixtures, read as `audiograph` reads them (en_US, UTC; a CSV with the options of
/// its `.args` file).
enum FixtureCharts {
  static let names = fixtureNames(in: "charts", extensions: ["json", "csv"])

  static func load(_ name: String) throws -> AXChartDescriptor {
    let path = fixtureURL("charts/\(name)").path
    guard name.hasSuffix(".csv") else { return try ChartFile.read(path: path) }
    return try CSVChart.read(path: path, options: csvOptions(for: name))
  }

  /// The CSV options of a fixture's `.args` file (the options the fixtures use).
  static func csvOptions(for name: String) -> CSVChart.Options {
    var options = CSVChart.Options()
    guard let text = try? String(contentsOf: fixtureURL("charts/\(name).args"), encoding: .utf8) else { return options }
    let arguments = text.split(separator: "\n").map(String.init)
    var index = 0
    while index + 1 < arguments.count {
      let value = arguments[index + 1]
      switch arguments[index] {
      case "--y-column": options.yColumns.append(value)
      case "--lower-column": options.lowerColumns.append(value)
      case "--upper-column": options.upperColumns.append(value)
      case "--confidence-level": options.confidenceLevel = Double(value)
      case "--title": options.title = value
      case "--x-column": options.xColumn = value
      default: fatalError("FixtureCharts: unknown option \(arguments[index]) in \(name).args")
      }
      index += 2
    }
    return options
  }
}
