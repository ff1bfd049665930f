import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// Values at and beyond ``ChartValueLimits`` in descriptors built in code (which are not
/// validated before they are summarized): never a trap, never "infinity" or a run of digits
/// nobody can follow, and a located problem from `validate()`.
@Suite struct ValueLimitTests {
  /// Every line a summary and a description give, at every verbosity.
  static func allText(_ chart: AXChartDescriptor) -> String {
    var lines = chart.describeChartLines() + chart.pointDescriptionLines()
    for verbosity in [SummaryOptions.Verbosity.brief, .standard, .detailed] {
      let summary = chart.summary(verbosity)
      lines.append(summary.summary)
      lines += summary.features.map(\.text) + summary.statistics.map(\.value)
    }
    return lines.joined(separator: "\n")
  }

  static func expectReadable(_ text: String, _ comment: Comment) {
    #expect(!text.contains("infinity"), comment)
    #expect(!text.contains("not a number"), comment)
    #expect(text.range(of: #"[0-9][0-9,]{20,}"#, options: .regularExpression) == nil, comment)
  }

  @Test(arguments: [
    [-1e308, 1e308], [1e308, 1e308], [1e308, -1e308, 5], [1e100, -1e100, 1e100], [3, 1e150, 4],
  ])
  func hugeValuesInCodeNeverTrap(y: [Double]) {
    let chart = Charts.line(x: y.indices.map(Double.init), y: y)
    Self.expectReadable(Self.allText(chart), "y \(y)")
    let intervals = Charts.line(
      x: [0, 1], y: [1, 2], intervals: [-1e308...1e308, -1e308...1e308], continuous: false)
    Self.expectReadable(Self.allText(intervals), "intervals")
  }

  @Test func xFarBeyondTheDatesAndNumbersNeverTraps() {
    let dates = Charts.line(x: [8e23, 9e23, 1e24], y: [1, 2, 3], xKind: .date)
    Self.expectReadable(Self.allText(dates), "dates")
    #expect(
      dates.validate().map(\.description).prefix(2) == [
        "/xAxis/range: 8e+23 seconds since 1970 is outside the dates a chart can hold, the years 1 to 9999",
        "/series/0/points/0/x: 8e+23 seconds since 1970 is outside the dates a chart can hold, the years 1 to 9999",
      ])
    let numbers = Charts.line(x: [0, 1e308, 5e307], y: [1, 2, 3], continuous: false)
    Self.expectReadable(Self.allText(numbers), "numbers")
  }

  @Test func valuesOutsideTheLimitsAreSkippedLikeMissingOnes() {
    let chart = Charts.line(x: [0, 1, 2, 3], y: [10, 1e308, 12, 14], title: "Load")
    #expect(chart.summary().summary == "Load rose from 10 at 0 to 14 at 3. 1 of 4 values is missing.")
  }

  @Test func largeValuesWithinTheLimitsArePowersOfTen() {
    let chart = Charts.line(
      x: [2000, 2001, 2002, 2003], y: [1.989e30, 2.5e30, 3.1e30, 3.0e30], title: "Mass",
      format: ValueFormat(unit: PluralForms(one: "kilogram", other: "kilograms")), xTitle: "Year", continuous: true)
    #expect(
      chart.summary().summary
        == "Mass rose from 1.99 times 10 to the power of 30 kilograms in 2000 to 3 times 10 to the power of 30 in 2003, after a high of 3.1 times 10 to the power of 30 in 2002."
    )
    let axis = ValueFormatter(
      format: nil, context: FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: Charts.utc))
    #expect(axis.string(for: -1.234e20) == "-1,23 mal 10 hoch 20")
    #expect(ValueFormatter(format: nil).string(for: 1e100) == "1 times 10 to the power of 100")
    #expect(ValueFormatter(format: nil).string(for: 1e15) == "1 times 10 to the power of 15")
    #expect(ValueFormatter(format: nil).string(for: 999_999_999_999_990) == "999,999,999,999,990")
  }
}

@Suite struct LongCategoryListTests {
  @Test func detailsListEveryValueOfUpToSixtyCategories() {
    for (count, listed) in [(60, true), (61, false)] {
      let names = (1...count).map { "Item \($0)" }
      let chart = Charts.categories(
        names, y: (1...count).map { Double($0 % 7) }, title: "Stock", ordered: false, continuous: false)
      let values = chart.summary(.detailed).features.filter { $0.kind == .values }
      #expect(values.count == (listed ? 1 : 0), "\(count) categories")
    }
  }
}
