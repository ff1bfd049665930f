import ChartAccessibility
import ChartSummaries
import Foundation
import Testing

/// Charts built exactly as an iOS app builds them, with `valueDescriptionProvider` closures and no
/// AudioGraph additions: the summary speaks the app's own strings (its dates, units and money),
/// never a raw number the app did not write.
@Suite struct AppleClientSummaryTests {
  /// The app's own date strings, written the way a `DateFormatter` with a fixed style would.
  static func appDate(_ seconds: Double) -> String {
    Date(timeIntervalSince1970: seconds).formatted(
      Date.FormatStyle(
        date: .abbreviated, time: .omitted, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!)
    )
  }

  func chart(
    x: [Double], y: [Double], xTitle: String, yTitle: String, xText: @escaping (Double) -> String,
    yText: @escaping (Double) -> String
  ) -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(title: xTitle, range: x.min()!...x.max()!, gridlinePositions: []) { value in
      xText(value)
    }
    let yAxis = AXNumericDataAxisDescriptor(title: yTitle, range: 0...(y.max()! * 1.1), gridlinePositions: []) {
      value in yText(value)
    }
    let points = zip(x, y).map { AXDataPoint(x: $0, y: $1) }
    let series = AXDataSeriesDescriptor(name: yTitle, isContinuous: true, dataPoints: points)
    return AXChartDescriptor(
      title: yTitle, summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
  }

  /// March 1–6, 2024 at midnight UTC, as `Date.timeIntervalSince1970`.
  let days: [Double] = (0..<6).map { 1_709_251_200 + Double($0) * 86_400 }

  @Test func aDateAxisSpeaksTheAppsDates() {
    let visits = chart(
      x: days, y: [120, 135, 149, 166, 180, 198], xTitle: "Day", yTitle: "Website visits",
      xText: Self.appDate, yText: { "\(Int($0)) visits" })
    let text = ChartSummarizer().summarize(visits).summary
    #expect(
      text == "Website visits rose sharply by 65%, from 120 visits on Mar 1, 2024 to 198 on Mar 6, 2024.",
      "\(text)")
    #expect(!text.contains("1,709"))
  }

  @Test func aUnitGivenOnlyByTheClosureIsKeptInChanges() {
    let temperatures = chart(
      x: days, y: [12, 15, 19, 24, 28, 31], xTitle: "Day", yTitle: "Temperature",
      xText: Self.appDate, yText: { String(format: "%.0f °C", $0) })
    let text = ChartSummarizer().summarize(temperatures).summary
    // °C has no meaningful zero: the change is in degrees, not percent.
    #expect(text == "Temperature rose steadily by 19 °C, from 12 on Mar 1, 2024 to 31 on Mar 6, 2024.", "\(text)")
    let details = ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(temperatures).detailLines
    #expect(details.contains("Change: up 19 °C."), "\(details)")
    // x holds seconds since 1970, but the app writes days: the slope is per day, not per second.
    #expect(details.contains("Slope: 3.97 °C per day."), "\(details)")
  }

  @Test func moneyWrittenByTheClosureIsSpokenAsMoney() {
    let spending = chart(
      x: days, y: [0.71, 0.74, 0.79, 0.9, 1.1, 1.25], xTitle: "Day", yTitle: "Price",
      xText: Self.appDate, yText: { $0.formatted(.currency(code: "USD").locale(Locale(identifier: "en_US"))) })
    let text = ChartSummarizer().summarize(spending).summary
    #expect(text.hasPrefix("Price rose sharply by 76%, from $0.71 on Mar 1, 2024 to $1.25 on Mar 6, 2024"), "\(text)")
  }

  @Test func theClosuresSingularIsUsed() {
    let orders = chart(
      x: [1, 2, 3, 4, 5, 6], y: [1, 3, 4, 6, 7, 9], xTitle: "Week", yTitle: "Orders",
      xText: { "Week \(Int($0))" }, yText: { $0 == 1 ? "1 order" : "\(Int($0)) orders" })
    #expect(
      ChartSummarizer().summarize(orders).summary
        == "Orders rose sharply by 800%, from 1 order in Week 1 to 9 in Week 6.")
  }

  @Test func wordsTheSummaryCannotReadStayTheAppsOwn() {
    // A closure that writes words, not a number: the summary uses plain numbers for y.
    let mood = chart(
      x: [1, 2, 3, 4, 5, 6], y: [1, 2, 3, 4, 5, 6], xTitle: "Week", yTitle: "Mood",
      xText: { "Week \(Int($0))" }, yText: { $0 > 3 ? "good" : "poor" })
    #expect(ChartSummarizer().summarize(mood).summary == "Mood rose sharply by 500%, from 1 in Week 1 to 6 in Week 6.")
  }
}

/// One locale in one result: values written from an axis' format follow the summary's context,
/// whatever context the axis was built in.
@Suite struct OneFormattingContextTests {
  @Test func chartDetailsQuotePointsInTheSummarysLocale() throws {
    let german = try FormattingContext(localeIdentifier: "de_DE", timeZoneIdentifier: "Europe/Berlin")
    let xAxis = AXCategoricalDataAxisDescriptor(title: "Category", categoryOrder: ["Rent", "Music", "Food"])
    let yAxis = AXNumericDataAxisDescriptor(
      title: "Spending", range: 0...20_000, format: ValueFormat(style: .currency(code: "USD")), context: german)
    let series = AXDataSeriesDescriptor(
      name: "Spending", isContinuous: false,
      dataPoints: [
        AXDataPoint(x: "Rent", y: 18_500.5), AXDataPoint(x: "Music", y: 8_200), AXDataPoint(x: "Food", y: 12_000),
      ])
    let chart = AXChartDescriptor(
      title: "Budget", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    let english = try FormattingContext(localeIdentifier: "en_US", timeZoneIdentifier: "UTC")
    let details = ChartSummarizer(options: SummaryOptions(context: english, verbosity: .detailed)).summarize(chart)
      .detailLines
    #expect(details.contains("Minimum: $8,200 in Music."), "\(details)")
    #expect(details.contains("Maximum: $18,501 in Rent."), "\(details)")
    // The axis' own provider still speaks German where the app asks it directly.
    #expect(chart.pointDescription(series.dataPoints[1]) == "Music, 8.200,00\u{00A0}$")
  }

  @Test func anUnknownTimeZoneIsAnErrorNotACrash() {
    #expect(throws: FormattingContext.UnknownTimeZone(identifier: "Mars/Olympus_Mons")) {
      try FormattingContext(localeIdentifier: "en_US", timeZoneIdentifier: "Mars/Olympus_Mons")
    }
  }
}

@Suite struct MoneyDigitsAgreeTests {
  /// The summary writes money with the digits the axis' own point descriptions use, below
  /// $10,000; from there, in whole dollars ("$32,000" beside the point's "$32,000.00").
  @Test(arguments: [(0, 1.0), (2, 1.0), (0, 10.0), (2, 10.0)])
  func summaryAndPointDescriptionWriteTheSameAmount(digits: Int, scale: Double) {
    let xAxis = AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: ["January", "February", "March"])
    let yAxis = AXNumericDataAxisDescriptor(
      title: "Salary", range: 0...(4_000 * scale), format: ValueFormat(style: .currency(code: "USD")),
      defaultFractionDigits: digits)
    let points = [
      AXDataPoint(x: "January", y: 3_000 * scale), AXDataPoint(x: "February", y: 3_200 * scale),
      AXDataPoint(x: "March", y: 3_100 * scale),
    ]
    let chart = AXChartDescriptor(
      title: "Salary", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "Salary", isContinuous: false, dataPoints: points)])
    let whole = scale == 1 ? "$3,200" : "$32,000"
    let amount = digits == 0 ? whole : whole + ".00"
    #expect(chart.pointDescription(points[1]) == "February, \(amount)")
    #expect(
      ChartSummarizer().summarize(chart).summary.contains("February is highest at \(scale == 1 ? amount : whole) "))
  }
}

/// An app's closure is its formatting: the summary and Chart Details speak the closure's strings
/// for values, averages and changes, with its precision and symbols, never a second form beside
/// them.
@Suite struct AppClosureStringsTests {
  let months: [Double] = [1, 2, 3, 4, 5]

  func chart(y: [Double], title: String, yText: @escaping (Double) -> String) -> AXChartDescriptor {
    let xAxis = AXNumericDataAxisDescriptor(title: "Month", range: 1...5, gridlinePositions: []) {
      "Month \(Int($0))"
    }
    let yAxis = AXNumericDataAxisDescriptor(
      title: title, range: (y.min()! - 1)...(y.max()! + 1), gridlinePositions: [], valueDescriptionProvider: yText)
    let points = zip(months, y).map { AXDataPoint(x: $0, y: $1) }
    return AXChartDescriptor(
      title: title, summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: title, isContinuous: true, dataPoints: points)])
  }

  func detailed(_ chart: AXChartDescriptor) -> ChartSummary {
    ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(chart)
  }

  /// "US$1,820.50", as a closure without an explicit locale writes it on Linux: not "$1,821".
  @Test func moneyKeepsTheClosuresSymbolAndCents() {
    let money = chart(y: [1820.5, 1900.25, 1750, 2010.75, 1980], title: "Revenue") { value in
      "US$" + value.formatted(.number.locale(Locale(identifier: "en_US")).precision(.fractionLength(2)))
    }
    let summary = detailed(money)
    #expect(summary.summary.contains("US$1,820.50 in Month 1"), "\(summary.summary)")
    #expect(!summary.summary.contains("$1,821"), "\(summary.summary)")
    #expect(summary.detailLines.contains("Minimum: US$1,750.00 in Month 3."), "\(summary.detailLines)")
    #expect(summary.detailLines.contains("Mean: US$1,892.30."), "\(summary.detailLines)")
    #expect(summary.detailLines.contains("Change: up US$159.50, 8.8%."), "\(summary.detailLines)")
    #expect(summary.detailLines.contains("First: US$1,820.50 in Month 1."), "\(summary.detailLines)")
  }

  /// "7%" for 0.067: the closure's whole percent, not "6.7%".
  @Test func aPercentClosureKeepsItsPrecision() {
    let rate = chart(y: [0.067, 0.071, 0.08, 0.092, 0.104], title: "Rate") { "\(Int(($0 * 100).rounded()))%" }
    let summary = detailed(rate)
    #expect(summary.summary.contains("from 7% in Month 1 to 10% in Month 5"), "\(summary.summary)")
    #expect(!summary.summary.contains("6.7%"), "\(summary.summary)")
    #expect(summary.detailLines.contains("Minimum: 7% in Month 1."), "\(summary.detailLines)")
    #expect(summary.detailLines.contains("Mean: 8%."), "\(summary.detailLines)")
  }

  /// A negative value from the closure ("-4.3 °C") is said with the word in the summary and in
  /// Chart Details.
  @Test func aClosuresNegativeNumberIsSaidWithTheWord() {
    let temperature = chart(y: [-4.3, -1, 2.5, 6, 9.8], title: "Temperature") { String(format: "%.1f °C", $0) }
    let summary = detailed(temperature)
    #expect(
      summary.summary == "Temperature rose steadily by 14.1 °C, from minus 4.3 in Month 1 to 9.8 in Month 5.",
      "\(summary.summary)")
    #expect(summary.detailLines.contains("Minimum: minus 4.3 °C in Month 1."), "\(summary.detailLines)")
    let signed = summary.detailLines.filter {
      $0.range(of: #"(?<![\p{L}\p{N}])-[0-9]"#, options: .regularExpression) != nil
    }
    #expect(signed.isEmpty, "\(signed)")
  }
}
