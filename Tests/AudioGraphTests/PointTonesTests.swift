import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// `ChartSonifier.pointTones(_:heardIn:)`, the pitches the HTML explorer plays: each point's
/// pitch is the one the audio graph gives it (the written-out mapping, the graph's played
/// points and `explore`'s tone agree), and its time is when the graph plays it.
@Suite struct PointTonesTests {
  @Test func eachPointSoundsAtTheMappedPitchAndWhenTheGraphPlaysIt() throws {
    let values: [Double?] = [0, 12.5, nil, 50, 81, 100]
    let points = values.enumerated().map { (x: Double($0.offset), y: $0.element) }
    let chart = Charts.numeric(points, continuous: false, xRange: 0...5)
    let sonifier = ChartSonifier(options: .plain())
    let sonification = try sonifier.sonify(chart)
    let tones = sonifier.pointTones(chart, heardIn: sonification)
    #expect(tones.series.count == 1)
    let series = tones.series[0]
    #expect(series.timbre == .sine)
    for (index, value) in values.enumerated() {
      guard let value else {
        #expect(series.frequencies[index] == nil)
        continue
      }
      let frequency = try #require(series.frequencies[index])
      #expect(abs(frequency - Expected.frequency(value, domain: 0...100)) < 1e-9, "point \(index)")
    }
    for played in sonification.playedPoints where played.pointIndices.count == 1 {
      let index = played.pointIndices[0]
      if let heard = played.frequency { #expect(abs(series.frequencies[index]! - heard) < 1e-9) }
      #expect(series.seconds[index] == Double(played.frame) / sonification.sampleRate)
    }
  }

  /// On real fixtures with several series and a log axis: every point heard alone has the
  /// graph's pitch, and `explore`'s tone for it is the same.
  @Test(arguments: ["iq-scores.json", "two-airports-hourly.json", "bacteria-log-axis.json", "heart-rate-missing.json"])
  func fixturesAgreeWithTheGraphAndTheExplorer(name: String) throws {
    let chart = try Charts.fixture(name)
    var options = SonificationOptions()
    options.sampleRate = 44_100
    let sonifier = ChartSonifier(options: options)
    let sonification = try sonifier.sonify(chart)
    let tones = sonifier.pointTones(chart, heardIn: sonification)
    #expect(tones.series.count == chart.series.count)
    var compared = 0
    for played in sonification.playedPoints where played.pointIndices.count == 1 {
      guard let heard = played.frequency else { continue }
      let mine = try #require(tones.series[played.seriesIndex].frequencies[played.pointIndices[0]])
      #expect(abs(mine - heard) < 1e-9)
      compared += 1
    }
    #expect(compared > 0)
    let explorer = try ChartExplorer(chart: chart, options: options, summary: "", detailLines: [])
    for (seriesIndex, series) in tones.series.enumerated() {
      for (pointIndex, frequency) in series.frequencies.enumerated() {
        guard case .tone(let explored, let timbre) = explorer.tone(series: seriesIndex, point: pointIndex) else {
          continue
        }
        #expect(timbre == series.timbre)
        if let frequency { #expect(abs(frequency - explored) < 1e-9, "\(name) \(seriesIndex) \(pointIndex)") }
      }
    }
  }
}
