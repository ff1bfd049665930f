import ChartAccessibility
import Foundation
import Testing

/// Heard text says a negative number with the word ("minus 4.3"): a screen reader at a low
/// punctuation level drops "-". Text meant to be read (a table's cells) keeps the sign.
@Suite struct SpokenNegativesTests {
  @Test(arguments: [
    (LanguagePack.english, "January, -4.3 degrees Celsius", "January, minus 4.3 degrees Celsius"),
    (LanguagePack.german, "Januar, -4,3 Grad Celsius", "Januar, minus 4,3 Grad Celsius"),
    (LanguagePack.french, "janvier, −4,8\u{00A0}%", "janvier, moins 4,8\u{00A0}%"),
    (LanguagePack.spanish, "enero, -5,00\u{00A0}US$.", "enero, menos 5,00\u{00A0}US$."),
    (LanguagePack.english, "Minimum: -US$1,820.50 (-$5.00)", "Minimum: minus US$1,820.50 (minus $5.00)"),
    (LanguagePack.english, "from -10 to -0.5%", "from minus 10 to minus 0.5%"),
  ])
  func aNegativeNumberIsSaidWithTheWord(language: LanguagePack, text: String, expected: String) {
    #expect(language.negativeNumbersInWords(text) == expected)
    // Applying it again changes nothing.
    #expect(language.negativeNumbersInWords(expected) == expected)
  }

  @Test(arguments: [
    "Mann-Kendall p-value: 0.31", "2024-03-01", "10-20 years", "+ and - change the speed", "COVID-19",
    "x-1", "-ABC5", "--5",
  ])
  func hyphensThatStartNoNumberStay(text: String) {
    #expect(LanguagePack.english.negativeNumbersInWords(text) == text)
  }

  /// An app's own closure writes "-4.3 °C": the point's description says "minus", the table's
  /// texts keep the sign, and Describe Chart says the axis range with the word.
  @Test func anAppsClosureIsHeardWithTheWord() {
    let xAxis = AXCategoricalDataAxisDescriptor(title: "Month", categoryOrder: ["Jan", "Feb"])
    let yAxis = AXNumericDataAxisDescriptor(title: "Temperature", range: -10...30, gridlinePositions: []) {
      String(format: "%.1f °C", $0)
    }
    let points = [AXDataPoint(x: "Jan", y: -4.3), AXDataPoint(x: "Feb", y: 2)]
    let chart = AXChartDescriptor(
      title: "Oslo", summary: "Oslo warmed.", xAxis: xAxis, yAxis: yAxis, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "Oslo", isContinuous: true, dataPoints: points)])
    #expect(chart.pointDescription(points[0]) == "Jan, minus 4.3 °C")
    #expect(chart.pointDescription(points[0], language: .german) == "Jan, minus 4.3 °C")
    #expect(chart.pointDescription(points[0], language: .spanish) == "Jan, menos 4.3 °C")
    #expect(chart.pointValueTexts(points[0]).y == "-4.3 °C")
    #expect(chart.describeChartLines()[3] == "Y axis: Temperature. Values from minus 10.0 °C to 30.0 °C.")
    #expect(chart.pointDescriptionLines() == ["Jan, minus 4.3 °C.", "Feb, 2.0 °C."])
  }

  /// An axis built from a format in a locale that writes the sign: the description in French says
  /// « moins ».
  @Test func anAxisFormatIsHeardWithTheWordInItsLanguage() throws {
    let french = try FormattingContext(localeIdentifier: "fr_FR", timeZoneIdentifier: "UTC")
    let xAxis = AXCategoricalDataAxisDescriptor(title: "Mois", categoryOrder: ["janv."])
    let yAxis = AXNumericDataAxisDescriptor(
      title: "Variation", range: -10...10, format: ValueFormat(style: .percent), context: french)
    let point = AXDataPoint(x: "janv.", y: -4.8)
    let chart = AXChartDescriptor(
      title: "Variation", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "Variation", isContinuous: false, dataPoints: [point])])
    #expect(chart.pointDescription(point, language: .french) == "janv., moins 4,8\u{00A0}%")
    #expect(chart.pointValueTexts(point, language: .french).y == "-4,8\u{00A0}%")
  }
}
