import ChartAccessibility
import ChartSummaries
import Testing

/// The worked examples of the summarizer's specification: standard verbosity, no orientation, en_US, UTC.
@Suite struct WorkedExampleTests {
  @Test func rising() {
    let chart = Charts.line(
      x: (1...6).map { Charts.date(2024, $0) }, y: [120, 135, 149, 166, 180, 198], title: "Website visits", xKind: .date
    )
    #expect(
      chart.summary().summary == "Website visits rose sharply by 65%, from 120 in January 2024 to 198 in June.")
    #expect(chart.fact("relativeFittedChange").map { ($0 * 1000).rounded() / 1000 } == 0.653)
  }

  @Test func falling() {
    let weeks = (1...8).map { "Week \($0)" }
    let chart = Charts.categories(
      weeks, y: [4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1], title: "Crash rate", format: ValueFormat(style: .percent),
      ordered: true, continuous: true)
    #expect(
      chart.summary().summary
        == "Crash rate fell steadily from 4.8% in Week 1 to 3.1% in Week 8, a decrease of 1.7 percentage points.")
  }

  /// A unit that is the word for percent makes the values percentages as the percent style does:
  /// their changes are percentage points, never a percent of a percent ("fell by 40%").
  @Test func fallingInAPercentUnit() {
    let weeks = (1...8).map { "Week \($0)" }
    for unit in ["percent", "Per cent", "%"] {
      let chart = Charts.categories(
        weeks, y: [4.8, 4.5, 4.6, 4.1, 3.9, 3.6, 3.4, 3.1], title: "Crash rate",
        format: ValueFormat(unit: PluralForms(unit)), ordered: true, continuous: true)
      #expect(
        chart.summary().summary
          == "Crash rate fell steadily from 4.8 \(unit) in Week 1 to 3.1 in Week 8, a decrease of 1.7 percentage points."
      )
    }
    #expect(ValueFormat(unit: PluralForms("Prozent")).isPercentage)
    #expect(
      ValueFormat(unit: PluralForms(one: "point", other: "points", translations: ["fr": PluralForms("pour cent")]))
        .isPercentage)
    #expect(!ValueFormat(unit: PluralForms("percentage points")).isPercentage)
    #expect(!ValueFormat(style: .currency(code: "USD"), unit: PluralForms("percent")).isPercentage)
  }

  @Test func flat() {
    let chart = Charts.line(
      x: (1...7).map { Charts.date(2024, 3, $0) }, y: [62, 61, 63, 62, 61, 62, 63], title: "Resting heart rate",
      format: ValueFormat(unit: PluralForms("bpm")), xKind: .date)
    #expect(
      chart.summary().summary
        == "Resting heart rate stayed roughly flat at about 62 bpm from March 1 to March 7, 2024, ranging from 61 to 63."
    )
  }

  @Test func volatile() {
    let chart = Charts.line(
      x: (1...8).map(Double.init), y: [50, 72, 45, 80, 48, 77, 52, 75], title: "Sign-ups", xTitle: "Day")
    #expect(
      chart.summary().summary
        == "Sign-ups fluctuated between 45 and 80 with no clear trend, starting at 50 on Day 1 and ending at 75 on Day 8. The high of 80 was on Day 4 and the low of 45 on Day 3."
    )
  }

  @Test func singlePoint() {
    let chart = Charts.line(
      x: [Charts.date(2024, 3, 3)], y: [42], title: "Orders",
      format: ValueFormat(unit: PluralForms(one: "order", other: "orders")), xKind: .date, continuous: false)
    #expect(chart.summary().summary == "There is only one data point: 42 orders on March 3, 2024.")
  }

  @Test func confidenceIntervals() {
    let chart = Charts.line(
      x: (2020...2024).map { Charts.date($0, 1) }, y: [50, 52, 55, 57, 60], title: "Mean score", xKind: .date,
      intervals: [48...52, 49.5...54.5, 52...58, 53...61, 54...66], level: 0.95)
    #expect(
      chart.summary().summary
        == "Mean score rose steadily by 20%, from 50 in 2020 to 60 in 2024. The 95% interval widens from plus or minus 2 in 2020 to plus or minus 6 in 2024. The 95% intervals in 2020 and 2024 do not overlap."
    )
  }

  @Test func confidenceIntervalsWithinTheUncertainty() {
    let chart = Charts.line(
      x: (2020...2024).map { Charts.date($0, 1) }, y: [50, 52, 55, 57, 55], title: "Mean score", xKind: .date,
      intervals: [48...52, 49.5...54.5, 52...58, 53...61, 49...61], level: 0.95)
    #expect(
      chart.summary().summary.hasSuffix(
        "The 95% intervals in 2020 and 2024 overlap, so this change is within the uncertainty."))
  }

  @Test func theIQHouseStyleTemplate() {
    let chart = Charts.line(
      x: [Charts.date(2025, 12, 5), Charts.date(2025, 12, 15), Charts.date(2025, 12, 28), Charts.date(2026, 1, 4)],
      y: [105, 112, 118, 125], title: "IQ Score", xKind: .date)
    // The app's own closure writes "Dec 5": its strings are spoken as they are.
    (chart.xAxis as! AXNumericDataAxisDescriptor).valueDescriptionProvider =
      ValueFormatter(format: ValueFormat(style: .date(.monthDay)), valueKind: .date).string(for:)
    chart.nouns = ChartNouns(point: PluralForms(one: "test result", other: "test results"), value: "scores")
    let template =
      "Showing {count} {pointNoun} from {xFirst} to {xLast}. Your {valueNoun} {trendVerb} from {yFirst} to {yLast}, with {valueNoun} ranging from {yMin} to {yMax} and an average of {yMean}."
    #expect(
      chart.summary(template: template).summary
        == "Showing 4 test results from Dec 5 to Jan 4. Your scores increased from 105 to 125, with scores ranging from 105 to 125 and an average of 115."
    )
  }
}
