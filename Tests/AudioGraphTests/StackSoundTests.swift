import AudioGraph
import AudioGraphTestSupport
import ChartAccessibility
import Foundation
import SonificationCore
import Testing

/// A stack is heard as its total (the main voice), a layer alone with `.single`, or its layers
/// one after another and then the total; explore's up and down move between the layers and the
/// total at the same x.
@Suite struct StackSoundTests {
  /// Iowa's electricity by source, 2001 to 2017, as stacked bars.
  static func iowa(_ kind: ChartKind = .stackedBar) throws -> AXChartDescriptor {
    let chart = try CSVChart.decode(Array(try Data(contentsOf: fixtureURL("stacks/iowa-electricity.csv"))))
    chart.setLayered(kind)
    return chart
  }

  @Test func totalIsTheMainVoice() throws {
    let chart = try Self.iowa()
    let options = SonificationOptions.plain(sampleRate: 8_000)
    let sonification = try ChartSonifier(options: options).sonify(chart)
    // One section, the total's: the fourth series of the stacked view, 17 tones.
    #expect(sonification.sections.count == 1)
    #expect(Set(sonification.playedPoints.map(\.seriesIndex)) == [3])
    let notes = sonification.sections[0].score.notes.filter { $0.part == ChartSonifier.dataPart(3) }
    #expect(notes.count == 17)
    // The highest total (2010) is the highest tone, the lowest (2001) the lowest.
    let highest = try #require(notes.indices.max { notes[$0].frequency < notes[$1].frequency })
    let lowest = try #require(notes.indices.min { notes[$0].frequency < notes[$1].frequency })
    #expect(highest == 9 && lowest == 0)
    #expect(sonification.mappingDescription.contains { $0.hasPrefix("Stack: the total as the main voice") })
  }

  @Test func layersOneAfterAnotherThenTheTotal() throws {
    var options = SonificationOptions.plain(sampleRate: 8_000)
    options.seriesPlayback = .sequential
    let sonification = try ChartSonifier(options: options).sonify(try Self.iowa())
    #expect(sonification.sections.count == 4)
    // Every layer's pitch is on the total's scale: the renewables of 2001 (1,437) sound far
    // below the total of 2001 (40,651).
    var single = SonificationOptions.plain(sampleRate: 8_000)
    single.seriesPlayback = .single(2)
    let renewables = try ChartSonifier(options: single).sonify(try Self.iowa())
    let first = try #require(renewables.playedPoints.first?.frequency)
    let total = try #require(
      try ChartSonifier(options: .plain(sampleRate: 8_000)).sonify(try Self.iowa()).playedPoints.first?.frequency)
    #expect(first < total / 2)
  }

  @Test func normalizedPlaysSharesLayerByLayer() throws {
    let sonification = try ChartSonifier(options: .plain(sampleRate: 8_000)).sonify(try Self.iowa(.normalizedBar))
    #expect(sonification.sections.count == 3, "the three layers' shares, one after another")
  }

  @Test func exploreMovesBetweenLayersAndTotal() throws {
    var explorer = try ChartExplorer(
      chart: try Self.iowa(), options: .plain(sampleRate: 8_000), summary: "", detailLines: [])
    #expect(explorer.start().lines.last == "Fossil Fuels, 2001: 35,361, 87.0% of 40,651, point 1 of 17.")
    _ = explorer.handle(.right)
    #expect(explorer.handle(.up).lines == ["Nuclear Energy, 2002: 4,574, 10.8% of 42,528, point 2 of 17."])
    #expect(explorer.handle(.up).lines == ["Renewables, 2002: 1,963, 4.6% of 42,528, point 2 of 17."])
    let total = explorer.handle(.up)
    #expect(total.lines == ["Total, 2002: 42,528, point 2 of 17."])
    guard case .tone(let frequency, _)? = total.sound else {
      Issue.record("the total has no tone")
      return
    }
    #expect(explorer.handle(.up).lines == ["This is the last series. Total, 2002: 42,528, point 2 of 17."])
    guard case .tone(let layer, _)? = explorer.handle(.down).sound else {
      Issue.record("the layer has no tone")
      return
    }
    #expect(layer < frequency)
  }

  /// Where an x has values of both signs (U.S. job changes, January 2009: goods −433, services
  /// −377, government +23, total −787), a layer's share is of the parts' combined size (833)
  /// and the total follows; shares never carry a sign.
  @Test func exploreSaysTheShareOfMixedSignsAgainstTheCombinedSize() throws {
    let chart = try CSVChart.decode(
      Array(try Data(contentsOf: fixtureURL("stacks/employment-change.csv"))))
    chart.setLayered(.stackedBar)
    let expected: [(LanguagePack, [String])] = [
      (
        .english,
        [
          "Goods-producing, January 2009: minus 433, 52.0% of the parts' combined size of 833, counted without signs; total minus 787, point 36 of 119.",
          "Private service-providing, January 2009: minus 377, 45.3% of the parts' combined size of 833, counted without signs; total minus 787, point 36 of 119.",
        ]
      ),
      (
        .german,
        [
          "Goods-producing, Januar 2009: minus 433, 52,0\u{00A0}% der Gesamtgröße aller Teile von 833, ohne Vorzeichen gezählt; Summe minus 787, Punkt 36 von 119."
        ]
      ),
    ]
    for (language, lines) in expected {
      var options = SonificationOptions.plain(sampleRate: 8_000)
      options.language = language
      // The chart read as the CLI reads it for the language (its dates in that locale).
      let read = try CSVChart.decode(
        Array(try Data(contentsOf: fixtureURL("stacks/employment-change.csv"))),
        context: FormattingContext(
          locale: Locale(identifier: language == .german ? "de_DE" : "en_US"), timeZone: .gmt))
      read.setLayered(.stackedBar)
      var explorer = try ChartExplorer(chart: read, options: options, summary: "", detailLines: [])
      _ = explorer.start()
      #expect(explorer.goTo("2009-01").lines.last == lines[0])
      if lines.count > 1 { #expect(explorer.handle(.up).lines == [lines[1]]) }
    }
    // All of one sign: the share of the total, without a sign.
    var explorer = try ChartExplorer(
      chart: chart, options: .plain(sampleRate: 8_000), summary: "", detailLines: [])
    _ = explorer.start()
    _ = explorer.handle(.right)
    #expect(explorer.goTo("2006-02").lines.last == "Goods-producing, February 2006: 68, 21.8% of 312, point 1 of 119.")
  }
}
