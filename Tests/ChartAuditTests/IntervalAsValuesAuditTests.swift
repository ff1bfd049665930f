import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import Foundation
import Testing

/// `check` warns when a confidence interval comes the way Apple-side code often passes one (two
/// additional axes or two series titled as its bounds), which AudioGraph reads as other values,
/// and stays quiet about a day's low and high, minimum and maximum, and other pairs of data.
@Suite struct IntervalAsValuesAuditTests {
  /// One line of four points; its additional axes and extra series titled as given.
  static func chart(axes: [String] = [], series extra: [String] = []) -> AXChartDescriptor {
    let x = AXNumericDataAxisDescriptor(title: "Session", range: 1...4, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Reaction time (ms)", range: 250...350, gridlinePositions: []) {
      "\($0)"
    }
    let additional = axes.map {
      AXNumericDataAxisDescriptor(title: $0, range: 250...350, gridlinePositions: []) { "\($0)" }
    }
    func line(_ name: String, offset: Double) -> AXDataSeriesDescriptor {
      AXDataSeriesDescriptor(
        name: name, isContinuous: true,
        dataPoints: [320.0, 305, 290, 280].enumerated().map { index, value in
          AXDataPoint(
            x: Double(index + 1), y: value + offset,
            additionalValues: additional.indices.map { .number(value + ($0 == 0 ? -9 : 9)) })
        })
    }
    return AXChartDescriptor(
      title: "Mean reaction time", summary: "Reaction time fell from 320 to 280 milliseconds.", xAxis: x, yAxis: y,
      additionalAxes: additional,
      series: [line("Reaction time", offset: 0)] + extra.enumerated().map { line($1, offset: $0 == 0 ? -9 : 9) })
  }

  static func warnings(_ chart: AXChartDescriptor, language: LanguagePack = .english) -> [AuditFinding] {
    var context = FormattingContext.default
    context.language = language
    return ChartAuditor(options: .init(context: context)).audit(chart).filter { $0.rule == .intervalAsValues }
  }

  @Test func applesBoundAxesAreFoundWithTheFix() throws {
    let found = Self.warnings(
      Self.chart(axes: ["Lower bound of 95% confidence interval", "Upper bound of 95% confidence interval"]))
    #expect(found.map(\.pointer) == ["/additionalAxes/0"])
    #expect(found.first?.severity == .warning)
    #expect(
      found.first?.message
        == "the additional axes \"Lower bound of 95% confidence interval\" and \"Upper bound of 95% confidence interval\" look like the lower and upper bounds of a confidence interval; AudioGraph reads them as other values, so the interval is neither heard nor said"
    )
    #expect(
      found.first?.fix
        == "give each point its interval, \"interval\": [311, 329] in the chart file or AXDataPoint(x:y:confidenceInterval:) in code, and remove the two axes"
    )
  }

  @Test(arguments: [
    ["Reaction time lower", "Reaction time upper"], ["CI low", "CI high"], ["ci_lower", "ci_upper"],
    ["Untere Grenze (95 %)", "Obere Grenze (95 %)"], ["Borne inférieure de l'IC", "Borne supérieure de l'IC"],
    ["Límite inferior del intervalo", "Límite superior del intervalo"], ["lower 95%", "upper 95%"],
  ])
  func boundSeriesAreFound(names: [String]) throws {
    let found = Self.warnings(Self.chart(series: names))
    #expect(found.map(\.pointer) == ["/series/1"], "\(names)")
    let german = Self.warnings(Self.chart(series: names), language: .german)
    #expect(german.first?.message.hasPrefix("Die Reihen „\(names[0])“ und „\(names[1])“ sehen wie") == true)
    #expect(german.first?.fix.hasSuffix("und entfernen Sie die beiden Reihen") == true)
  }

  @Test(arguments: [
    ["Low", "High"], ["Minimum", "Maximum"], ["Min", "Max"], ["Lower income", "Upper income"],
    ["Lower Manhattan", "Upper Manhattan"], ["Daily low", "Daily high"], ["Lower", "Upper"],
  ])
  func pairsOfDataAreNotIntervals(names: [String]) throws {
    #expect(Self.warnings(Self.chart(series: names)).isEmpty, "\(names)")
    #expect(Self.warnings(Self.chart(axes: names)).isEmpty, "\(names)")
  }

  /// No fixture chart passes an interval as values, so none is warned about.
  @Test func noFixtureIsWarnedAbout() throws {
    let directory = fixtureURL("charts")
    for name in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    where name.hasSuffix(".json") {
      guard let chart = try? ChartFile.read(path: directory.appendingPathComponent(name).path) else { continue }
      #expect(Self.warnings(chart).isEmpty, "\(name)")
    }
  }
}
