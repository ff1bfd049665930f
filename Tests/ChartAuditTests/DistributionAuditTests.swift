import AudioGraphTestSupport
import ChartAccessibility
import ChartAudit
import Foundation
import Testing

/// `check` on histograms and box plots: the value axis needs a unit, a count does not; every
/// group of a box plot needs a name; the groups, played one after another in one timbre, are not
/// "too many series".
@Suite struct DistributionAuditTests {
  static func chart(_ name: String) throws -> AXChartDescriptor {
    let bytes = Array(try Data(contentsOf: fixtureURL("distributions/\(name)")))
    let options = CSVDistribution.Options()
    let plan = try #require(try CSVDistribution.decide(bytes, fileName: name, options: options))
    return try CSVDistribution.decode(bytes, fileName: name, plan: plan, options: options, context: .default)
  }

  @Test func histogramWithoutAUnitIsFoundOnItsValueAxisOnly() throws {
    let chart = try Self.chart("old-faithful-eruptions.csv")
    let units = ChartAuditor().audit(chart).filter { $0.rule == .axisUnit }
    #expect(units.map(\.pointer) == ["/xAxis/format"])
    #expect(
      units.first?.message == "the x axis (eruptions) has no unit or format, so its values are read as bare numbers")
  }

  @Test func boxPlotGroupsWithoutNamesAreFound() throws {
    let chart = try Self.chart("plant-growth.csv")
    chart.series[1].name = " "
    let findings = ChartAuditor().audit(chart)
    let names = findings.filter { $0.rule == .seriesName }
    #expect(names.map(\.pointer) == ["/series/1/name"])
    #expect(names.first?.severity == .error)
    #expect(
      names.first?.message == "group 2 of 3 of the box plot has no name, so a listener cannot tell which box it is")
    var context = FormattingContext.default
    context.language = .german
    let german = ChartAuditor(options: .init(context: context)).audit(chart)
      .filter { $0.rule == .seriesName }
    #expect(
      german.first?.message
        == "Gruppe 2 von 3 des Box-Plots hat keinen Namen, Zuhörer können also nicht erkennen, welche Box es ist")
  }

  /// A box plot of one unnamed group is found too (a line of one unnamed series is not).
  @Test func aSingleUnnamedGroupIsFound() throws {
    let chart = try Self.chart("plant-growth.csv")
    chart.series = [chart.series[0]]
    chart.series[0].name = nil
    #expect(ChartAuditor().audit(chart).filter { $0.rule == .seriesName }.map(\.pointer) == ["/series/0/name"])
  }

  /// InsectSprays' six groups and more: no too-many-series or too-many-categories finding for a
  /// box plot of 12 groups, which plays them one after another.
  @Test func manyGroupsAreNotTooManySeries() throws {
    let chart = try Self.chart("insect-sprays.csv")
    let copies = chart.series.map { original in
      let copy = AXDataSeriesDescriptor(name: (original.name ?? "") + "2", isContinuous: false, dataPoints: [])
      copy.setDistribution(original.distribution!, kind: .boxPlot)
      return copy
    }
    chart.series += copies
    #expect(chart.series.count == 12)
    let rules = Set(ChartAuditor().audit(chart).map(\.rule.id))
    #expect(!rules.contains("too-many-series"))
    #expect(!rules.contains("too-many-categories"))
  }
}
