import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import Testing

/// `ChartSonifier.soundKey(_:)`, the page's key of sounds: one sentence per kind of sound the
/// chart makes heard with these options, and nothing the listener will not hear.
@Suite struct SoundKeyTests {
  /// Two series on a numeric x axis with gridlines, one missing value, one confidence interval
  /// and a reference line on y.
  func chart() -> AXChartDescriptor {
    let x = AXNumericDataAxisDescriptor(title: "Hour", range: 0...3, gridlinePositions: [1, 2]) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Temperature", range: 0...20, gridlinePositions: []) { "\($0)" }
    var withInterval = AXDataPoint(x: 1, y: 12)
    withInterval.confidenceInterval = 10...14
    let oslo = AXDataSeriesDescriptor(
      name: "Oslo", isContinuous: true, dataPoints: [AXDataPoint(x: 0, y: 10), withInterval, AXDataPoint(x: 2, y: nil)])
    let bergen = AXDataSeriesDescriptor(
      name: "Bergen", isContinuous: false, dataPoints: [AXDataPoint(x: 0, y: 8), AXDataPoint(x: 3, y: 9)])
    var chart = AXChartDescriptor(
      title: "Weather", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: [oslo, bergen])
    chart.referenceLines = [ReferenceLine(axis: .y, value: 11, label: "Normal")]
    return chart
  }

  @Test func theKeySaysEverySoundTheChartMakesHeard() {
    #expect(
      ChartSonifier(options: SonificationOptions()).soundKey(chart()) == [
        "Time runs along the x axis (Hour), and the sound moves from left to right.",
        "Pitch gives the y axis (Temperature): the higher the value, the higher the tone.",
        "A rising whoosh of noise starts the audio graph and a falling whoosh ends it.",
        "A short rattle of noise marks a missing value.",
        "A high shimmer of noise sounds where the data crosses a reference line.",
        "A quiet tick sounds at each gridline of the x axis.",
        "Two softer voices play the lower and upper bound of each confidence interval: a narrow interval sounds almost as one note, a wide one as a chord.",
        "Oslo: the sine voice.",
        "Bergen: the soft voice.",
      ])
  }

  @Test func theKeyFollowsTheOptions() {
    var options = SonificationOptions()
    options.earcons = [.extrema]
    options.invertedPitch = true
    options.pan = false
    options.intervals = .modulation
    options.seriesPlayback = .single(1)
    options.language = .german
    #expect(
      ChartSonifier(options: options).soundKey(chart()) == [
        "Die Zeit läuft entlang der x-Achse (Hour).",
        "Die Tonhöhe gibt die y-Achse (Temperature) wieder: je höher der Wert, desto tiefer der Ton.",
        "Zwei dumpfe Schläge markieren den niedrigsten Wert jeder Reihe, zwei helle Klopfer ihren höchsten.",
        "Ein Vibrato, so breit wie sein Konfidenzintervall, lässt einen Ton schwanken.",
        "Bergen: Klangfarbe weich.",
      ])
  }

  @Test func aChartWithoutMissingValuesOrReferenceLinesSaysNothingOfThem() {
    var plain = chart()
    plain.referenceLines = []
    plain.series = [plain.series[1]]
    #expect(
      ChartSonifier(options: SonificationOptions()).soundKey(plain) == [
        "Time runs along the x axis (Hour), and the sound moves from left to right.",
        "Pitch gives the y axis (Temperature): the higher the value, the higher the tone.",
        "A rising whoosh of noise starts the audio graph and a falling whoosh ends it.",
        "A quiet tick sounds at each gridline of the x axis.",
      ])
  }
}
