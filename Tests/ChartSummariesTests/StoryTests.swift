import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// The story a sighted reader sees first: falls inside an overall change, peaks that dwarf the
/// net change, groups in a scatter, values that a percent would misrepresent.
@Suite struct StoryTests {
  /// A crash inside a smaller overall fall: 100 → 110 (the peak) → 45 → 80.
  @Test func aFallLargerThanTheOverallChangeIsPartOfTheStory() {
    let y: [Double] = [100, 104, 108, 110, 95, 80, 62, 50, 45, 55, 63, 70, 76, 80]
    let chart = Charts.line(x: (1...14).map(Double.init), y: y, title: "Index", xTitle: "Week")
    let text = chart.summary().summary
    #expect(
      text
        == "Index rose from 100 in Week 1 to a peak of 110 in Week 4, then fell 59% to a low of 45 in Week 9, and ended at 80 in Week 14, down 20% overall.",
      "\(text)")
    #expect(chart.summary(.brief).summary == text)
  }

  @Test func aFallBeforeALargerRiseIsSaid() {
    // Down 80% first, then up twelvefold: 50 → 10 → 120.
    let y: [Double] = [50, 40, 30, 20, 10, 12, 20, 35, 60, 90, 120]
    let chart = Charts.line(
      x: (1...11).map(Double.init), y: y, title: "Price", format: ValueFormat(style: .currency(code: "USD")),
      xTitle: "Step")
    let text = chart.summary().summary
    #expect(
      text
        == "Price fell 80% from $50 at Step 1 to a low of $10 at Step 5, then rose to $120 at Step 11, up 140% overall.",
      "\(text)")
  }

  /// A crash whose low is the chart's low: the path names the peak before it.
  @Test func aCrashToTheLowNamesThePeakBeforeIt() {
    let y: [Double] = [140, 150, 156, 150, 140, 125, 110, 90, 75, 68, 70, 80, 95, 105, 112]
    let chart = Charts.line(x: (1...15).map(Double.init), y: y, title: "Index", xTitle: "Month")
    #expect(
      chart.summary().summary
        == "Index rose from 140 in Month 1 to a peak of 156 in Month 3, then fell 56% to a low of 68 in Month 10, and ended at 112 in Month 15, down 20% overall."
    )
  }

  /// A rising series with a fall inside it of more than half its overall (log) change.
  @Test func aFallInsideARiseIsSaidWithBothEnds() {
    let y: [Double] = [100, 105, 110, 118, 125, 130, 125, 90, 70, 60, 75, 90, 110, 130, 150, 160, 170, 180, 190, 200]
    let chart = Charts.line(x: (1...20).map(Double.init), y: y, title: "Index", xTitle: "Month")
    let text = chart.summary().summary
    #expect(text.hasPrefix("Index rose sharply by 100%, from 100 in Month 1 to 200 in Month 20"), "\(text)")
    #expect(
      text.contains(
        "It fell 54% from 130 in Month 6 to 60 in Month 10, then rose 233% to 200 in Month 20, past its earlier high."),
      "\(text)")
  }

  @Test func aSteadyTrendHasNoExcursionSentence() {
    let chart = Charts.line(x: (1...10).map(Double.init), y: [10, 12, 13, 15, 16, 18, 19, 21, 23, 24], title: "Sales")
    #expect(!chart.summary().summary.contains("It fell"))
    #expect(!chart.summary().summary.contains("It rose"))
  }

  /// Significant by Mann–Kendall, but the peak of 1,440 dwarfs the net fall of 18%.
  @Test func aPeakThatDwarfsTheNetChangeIsTheHeadline() {
    let y: [Double] = [100, 120, 300, 900, 1440, 700, 200, 95, 90, 88, 85, 84, 82]
    let chart = Charts.line(x: (1...13).map(Double.init), y: y, title: "Cases", xTitle: "Week")
    let text = chart.summary().summary
    #expect(
      text.hasPrefix(
        "Cases rose by a factor of 14.4 from 100 in Week 1 to a peak of 1,440 in Week 5, then fell to 82 in Week 13, down 18% overall."
      ), "\(text)")
    #expect(!text.contains("sharply"))
  }

  /// Titles are read word by word: "Unique visitors" holds no "IQ", "Graph views" no "pH", and a
  /// person's height in inches has a true zero.
  @Test(arguments: ["Unique visitors", "Graph views", "Height"])
  func wordsInsideOtherWordsDoNotTurnPercentsOff(title: String) {
    let chart = Charts.line(
      x: (1...6).map(Double.init), y: [100, 110, 120, 130, 140, 150], title: title,
      format: ValueFormat(unit: PluralForms(one: "inch", other: "inches")), xTitle: "Week")
    #expect(chart.summary().summary.contains("by 50%"), "\(chart.summary().summary)")
  }

  @Test func temperaturesAndLevelsAboveADatumGetNoPercent() {
    let warming = Charts.line(
      x: (1...8).map(Double.init), y: [10, 11, 12.5, 13, 14.5, 15, 16.5, 18], title: "Temperature",
      format: ValueFormat(unit: PluralForms(one: "degree Celsius", other: "degrees Celsius")), xTitle: "Day")
    let text = warming.summary().summary
    #expect(
      text
        == "Temperature rose steadily by 8 degrees Celsius, from 10 on Day 1 to 18 on Day 8.",
      "\(text)")
    let lake = Charts.line(
      x: (1...8).map(Double.init), y: [581, 580.6, 580.1, 579.9, 579.2, 578.8, 578.5, 577.9], title: "Lake level",
      format: ValueFormat(unit: PluralForms(one: "foot", other: "feet")), xTitle: "Year")
    let lakeText = lake.summary().summary
    #expect(!lakeText.contains("%"), "\(lakeText)")
    #expect(!lakeText.contains("slightly"), "\(lakeText)")
  }

  @Test func aShortSeriesDoesNotHideAnInteriorHigh() {
    let chart = Charts.line(
      x: [Charts.date(2024, 1), Charts.date(2024, 2), Charts.date(2024, 3)], y: [1200, 1450, 1100], title: "Spending",
      format: ValueFormat(style: .currency(code: "USD")), xKind: .date)
    #expect(
      chart.summary().summary
        == "Spending fell from $1,200 in January 2024 to $1,100 in March, after a high of $1,450 in February.")
  }

  @Test func aQuarterOfTheValuesMissingIsSaid() {
    let y: [Double?] = [5, nil, 6, 7, nil, 8, 9, nil, 10, 11, nil, 12]
    let chart = Charts.line(x: (1...12).map(Double.init), y: y, title: "Sales", xTitle: "Week")
    #expect(chart.summary().summary.hasSuffix("4 of 12 values are missing."))
  }

  // MARK: Scatter plots with groups

  /// Two groups, each rising steeply, placed so that all points together fall (Simpson's paradox).
  func simpsonChart() -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(title: "Dose", range: 0...20, gridlinePositions: []) { "\($0)" }
    func point(_ i: Int, x0: Double, y0: Double) -> AXDataPoint {
      let t = Double(i)
      let wobble = Double(i % 3) - 1
      return AXDataPoint(x: x0 + t, y: y0 + 2 * t + wobble)
    }
    let low = (0..<10).map { point($0, x0: 0, y0: 50) }
    let high = (0..<10).map { point($0, x0: 10, y0: 10) }
    return AXChartDescriptor(
      xAxis: xAxis, yAxis: Charts.yAxis("Response"),
      series: [
        AXDataSeriesDescriptor(name: "Clinic A", isContinuous: false, dataPoints: low.shuffledDeterministically()),
        AXDataSeriesDescriptor(name: "Clinic B", isContinuous: false, dataPoints: high.shuffledDeterministically()),
      ])
  }

  @Test func groupsThatDisagreeWithThePooledPointsAreBothSaid() {
    let text = simpsonChart().summary().summary
    // Pearson r of all 20 points is negative, but the rank test finds no clear monotone relationship.
    #expect(
      text
        == "Across all 20 points, there is no clear relationship between Dose and Response, but within each series it is positive. Within each series: strong positive for Clinic A and strong positive for Clinic B.",
      "\(text)")
  }

  @Test func groupsThatAgreeAreSaidOnce() {
    let xAxis = AXNumericDataAxisDescriptor(title: "Height", range: 0...20, gridlinePositions: []) { "\($0)" }
    func point(_ i: Int, shift: Double, odd: Double) -> AXDataPoint {
      let t = Double(i)
      let bump: Double = i % 2 == 1 ? odd : 1 - odd
      return AXDataPoint(x: t + shift, y: 2 * t + bump)
    }
    let a = (0..<10).map { point($0, shift: 0, odd: 1) }
    let b = (0..<10).map { point($0, shift: 0.5, odd: 0) }
    let chart = AXChartDescriptor(
      xAxis: xAxis, yAxis: Charts.yAxis("Weight"),
      series: [
        AXDataSeriesDescriptor(name: "Boys", isContinuous: false, dataPoints: a.shuffledDeterministically()),
        AXDataSeriesDescriptor(name: "Girls", isContinuous: false, dataPoints: b.shuffledDeterministically()),
      ])
    #expect(
      chart.summary().summary
        == "There is a strong positive relationship between Height and Weight across all points and within each of Boys and Girls: as Height increases, Weight tends to increase."
    )
  }
}

extension Array {
  /// A fixed reordering (odd positions first, then even), so points are not given sorted by x.
  func shuffledDeterministically() -> [Element] {
    enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
      + enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
  }
}

@Suite struct UnusualValueTests {
  /// Two spikes side by side are one event, said once.
  @Test func neighbouringUnusualValuesAreOneEvent() {
    var y = (0..<16).map { 10 + 5 * Double($0) }
    y[7] = 100
    y[8] = 101
    let chart = Charts.line(x: (1...16).map(Double.init), y: y, title: "Load", xTitle: "Week")
    let text = chart.summary().summary
    #expect(text.hasSuffix("One unusual value: 100 in Week 8."), "\(text)")
  }
}
