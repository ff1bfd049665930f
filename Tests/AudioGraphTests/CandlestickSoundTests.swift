import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import SonificationCore
import Testing

/// A candlestick is heard as tones of its closes, rising and falling periods in two timbres, with
/// its high–low range as interval voices; explore's up and down step through its prices.
@Suite struct CandlestickSoundTests {
  static func vix() throws -> AXChartDescriptor {
    try CSVCandlestick.decode(Array(try Data(contentsOf: fixtureURL("candlesticks/vix-2009.csv"))))
  }

  @Test func closesRisingAndFallingAndRanges() throws {
    let chart = try Self.vix()
    let ohlc = try #require(chart.series[0].ohlc)
    var options = SonificationOptions.plain(sampleRate: 44_100)
    options.intervals = .bounds
    let sonification = try ChartSonifier(options: options).sonify(chart)
    let notes = sonification.sections[0].score.notes
    let data = notes.filter { $0.part == ChartSonifier.dataPart(0) }
    let bounds = notes.filter { $0.part == ChartSonifier.boundsPart(0) }
    // One tone per period, in the timbre of its direction.
    #expect(data.count == 44)
    let up = (0..<44).count { ohlc.close[$0] > ohlc.open[$0] }
    let down = (0..<44).count { ohlc.close[$0] < ohlc.open[$0] }
    #expect(data.count { $0.timbre == ChartSonifier.candlestickTimbres[0] } == 44 - down, "rising or unchanged")
    #expect(data.count { $0.timbre == ChartSonifier.candlestickTimbres[1] } == down)
    #expect(up == 20 && down == 23)
    #expect(ChartSonifier.candlestickTimbres[0] != ChartSonifier.candlestickTimbres[1])
    // The low and the high of every period as two softer voices, the low below the close's pitch.
    #expect(bounds.count == 88)
    for (k, note) in data.enumerated() {
      #expect(bounds[2 * k].frequency <= note.frequency && note.frequency <= bounds[2 * k + 1].frequency)
    }
  }

  @Test func exploreStepsThroughThePrices() throws {
    let chart = try Self.vix()
    var explorer = try ChartExplorer(
      chart: chart, options: .plain(sampleRate: 8_000), summary: "", detailLines: [])
    _ = explorer.start()
    #expect(explorer.handle(.up).lines == ["Low: 28.45, June 1, 2009, period 1 of 44."])
    #expect(explorer.handle(.up).lines == ["High: 30.05, June 1, 2009, period 1 of 44."])
    #expect(explorer.handle(.up).lines == ["Open: 28.7, June 1, 2009, period 1 of 44."])
    #expect(
      explorer.handle(.up).lines == ["At the open, the first price.", "Open: 28.7, June 1, 2009, period 1 of 44."])
    _ = explorer.handle(.right)
    #expect(explorer.handle(.down).lines == ["High: 30.13, June 2, 2009, period 2 of 44."])
    guard case .tone(let high, let timbre)? = explorer.handle(.down).sound else {
      Issue.record("no tone")
      return
    }
    #expect(timbre == ChartSonifier.candlestickTimbres[1], "June 2 closed below its open")
    guard case .tone(let close, _)? = explorer.handle(.down).sound else { return }
    #expect(high > 0 && close > high, "the close 29.63 is above the low 28.3")
  }
}
