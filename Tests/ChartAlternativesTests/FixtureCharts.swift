import AudioGraphTestSupport
import ChartAccessibility
import Foundation

/// The chart fixtures, read as `audiograph` reads them (en_US, UTC; a CSV with the options of
/// its `.args` file).
enum FixtureCharts {
  /// The fixtures of the line, bar, scatter and pie kinds. CSV fixtures whose `.args` choose a
  /// kind with `--chart` (a heatmap's grid, a candlestick's prices) have tables and braille of
  /// their own shape, which these generic checks (a table cell per described point, the CSV
  /// read back as the same series) do not describe; the command-line goldens
  /// (AlternativesCommandTests, LanguageCommandTests) and their kinds' suites cover them.
  static let names = fixtureNames(in: "charts", extensions: ["json", "csv"]).filter { chartKind(for: $0) == nil }

  static func load(_ name: String) throws -> AXChartDescriptor {
    let path = fixtureURL("charts/\(name)").path
    guard name.hasSuffix(".csv") else { return try ChartFile.read(path: path) }
    switch chartKind(for: name) {
    case "heatmap":
      return try CSVHeatmap.decode(
        Array(try Data(contentsOf: URL(fileURLWithPath: path))), fileName: name, options: .init())
    case "candlestick":
      return try CSVCandlestick.decode(
        Array(try Data(contentsOf: URL(fileURLWithPath: path))), fileName: name, options: csvOptions(for: name))
    default:
      return try CSVChart.read(path: path, options: csvOptions(for: name))
    }
  }

  /// The `--chart` value of a fixture's `.args` file (`heatmap`, `candlestick`), or `nil`.
  static func chartKind(for name: String) -> String? {
    guard let text = try? String(contentsOf: fixtureURL("charts/\(name).args"), encoding: .utf8) else { return nil }
    let arguments = text.split(separator: "\n").map(String.init)
    guard let index = arguments.firstIndex(of: "--chart"), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
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
      case "--chart": break  // the kind: see chartKind(for:)
      default: fatalError("FixtureCharts: unknown option \(arguments[index]) in \(name).args")
      }
      index += 2
    }
    return options
  }
}
