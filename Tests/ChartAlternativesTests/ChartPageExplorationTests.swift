import AudioGraphTestSupport
import ChartAccessibility
import ChartAlternatives
import Foundation
import SonificationCore
import Testing

/// `ChartPage.exploration` (`audiograph html --interactive`): two script elements at the end of
/// the figure and nothing else changed; the data carries the sentences `describe --points` says
/// and the tones given. The explorer itself runs in a browser: Scripts/test_html_a11y.py.
@Suite struct ChartPageExplorationTests {
  /// Tones for every point: 200 Hz + point index + series index / 10, each heard at its index.
  static func exploration(_ chart: AXChartDescriptor) -> ChartPage.Exploration {
    ChartPage.Exploration(
      series: chart.series.enumerated().map { seriesIndex, series in
        let count = series.dataPoints.count
        return ChartPage.Exploration.Series(
          timbre: Timbre.allCases[seriesIndex % Timbre.allCases.count],
          frequencies: (0..<count).map { 200 + Double($0) + Double(seriesIndex) / 10 + 0.00049 },
          seconds: (0..<count).map { Double($0) * 0.5 })
      })
  }

  /// The two script elements, removed.
  static func withoutScripts(_ html: String) -> String {
    html.replacingOccurrences(
      of:
        "<script type=\"application/json\" class=\"audiograph-explore-data\">[^<]*</script>\n<script>\n(?s:.)*?\n</script>\n",
      with: "", options: .regularExpression)
  }

  static func data(_ html: String) throws -> [String: Any] {
    let start = try #require(html.range(of: "<script type=\"application/json\" class=\"audiograph-explore-data\">"))
    let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
    let json = String(html[start.upperBound..<end.lowerBound])
    return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  @Test(arguments: FixtureCharts.names)
  func withoutScriptThePageIsTheSameByteForByte(name: String) throws {
    let chart = try FixtureCharts.load(name)
    let audio = ChartPage.Audio(bytes: Array("OggS".utf8), mediaType: "audio/ogg", durationSeconds: 4)
    for fragment in [false, true] {
      let plain = ChartPage(chart: chart, audio: audio).html(fragment: fragment)
      let interactive = ChartPage(chart: chart, audio: audio, exploration: Self.exploration(chart)).html(
        fragment: fragment)
      #expect(!plain.contains("<script"))
      if chart.series.isEmpty {
        #expect(interactive == plain)
        continue
      }
      #expect(interactive.components(separatedBy: "<script").count == 3)
      #expect(interactive.hasSuffix("</script>\n</figure>\n" + (fragment ? "" : "</main>\n</body>\n</html>\n")))
      #expect(Self.withoutScripts(interactive) == plain, "\(name)")
    }
  }

  @Test func theDataHasEachPointsSentenceToneTimeAndBrailleCell() throws {
    let chart = try FixtureCharts.load("two-airports-hourly.json")
    let html = ChartPage(chart: chart, exploration: Self.exploration(chart)).html()
    let data = try Self.data(html)
    let series = try #require(data["series"] as? [[String: Any]])
    #expect(series.count == chart.series.count)
    let lines = chart.pointDescriptionLines()
    var start = 0
    for (index, entry) in series.enumerated() {
      let count = chart.series[index].dataPoints.count
      #expect(entry["sentences"] as? [String] == Array(lines[start..<start + count]))
      start += count
      let frequencies = try #require(entry["frequencies"] as? [Double])
      // Rounded to the thousandth of a hertz (0.00049 Hz is dropped).
      #expect(frequencies[0] == 200 + Double(index) / 10)
      #expect(frequencies.count == count)
      let harmonics = try #require(entry["harmonics"] as? [Double])
      let expected = Timbre.allCases[index].harmonicAmplitudes
      #expect(harmonics.count == expected.count)
      for (mine, theirs) in zip(harmonics, expected) { #expect(abs(mine - theirs) <= 0.0000005) }
      let cells = try #require(entry["cells"] as? [Int])
      let line = BrailleLine(chart: chart, seriesIndex: index)
      #expect(cells == line.cellOfPoint.map { $0! })
      #expect(entry["braille"] as? Int == index)
      #expect((entry["cursor"] as? [String])?.first == "Cursor on cell 1 of \(line.cellCount).")
    }
    #expect(
      series[0]["line"] as? String
        == "Series 1 of 2: \(chart.series[0].name!), \(chart.series[0].dataPoints.count) points.")
    let text = try #require(data["text"] as? [String: String])
    #expect(text["label"] == "Chart explorer, \(chart.title!)")
    #expect(text["heading"] == "Explore by keyboard")
    #expect(data["heading"] as? Int == 2)
    #expect(data["language"] as? String == "en-US")
    let tone = try #require(data["tone"] as? [String: Double])
    #expect(tone == ["attack": 0.01, "hold": 0.15, "release": 0.04, "gain": 0.4])
  }

  /// The page's loudness table, read as the explorer script reads it (linear in semitones
  /// between entries), gives every timbre's balancing gain within 0.01 dB of the engine's exact
  /// gain (`TimbreLoudness.gain` at 48 kHz), at every quarter semitone from C2 to C7; a sine
  /// series gets no table (gain 1).
  @Test func theLoudnessTableFollowsTheEnginesGain() throws {
    let c2 = 65.406_391_325_149_66
    let frequencies = (0...240).map { c2 * exp2(Double($0) / 48) }  // C2 … C7
    for timbre in Timbre.allCases {
      let tones = ChartPage.Exploration.Series(
        timbre: timbre, frequencies: frequencies.map { Optional($0) }, seconds: frequencies.map { _ in nil })
      let html = ChartPage(
        chart: try FixtureCharts.load("iq-scores.json"), exploration: ChartPage.Exploration(series: [tones])
      ).html()
      let entry = try #require((try Self.data(html)["series"] as? [[String: Any]])?.first)
      let loudness = try #require(entry["loudness"] as? [String: Any])
      let gains = try #require(loudness["gains"] as? [Double])
      guard timbre != .sine else {
        #expect(gains.isEmpty)
        continue
      }
      let base = try #require(loudness["base"] as? Double)
      var worst = 0.0
      for frequency in frequencies {
        let x = 12 * log2(frequency / base)
        let i = min(max(Int(x.rounded(.down)), 0), gains.count - 2)
        let page = gains[i] + (x - Double(i)) * (gains[i + 1] - gains[i])
        let exact = TimbreLoudness.gain(timbre, frequency: frequency, sampleRate: 48_000)
        worst = max(worst, abs(20 * log10(page / exact)))
      }
      #expect(worst < 0.01, "\(timbre): \(worst) dB")
    }
  }

  @Test func hostileTextCannotCloseTheScript() throws {
    let hostile = "</script><script>alert(1)</script><!-- \u{202E}"
    let x = AXCategoricalDataAxisDescriptor(title: hostile, categoryOrder: [hostile])
    let y = AXNumericDataAxisDescriptor(title: hostile, range: 0...10, gridlinePositions: []) { _ in hostile }
    let series = AXDataSeriesDescriptor(
      name: hostile, isContinuous: false, dataPoints: [AXDataPoint(x: hostile, y: 1, label: hostile)])
    let chart = AXChartDescriptor(
      title: hostile, summary: hostile, xAxis: x, yAxis: y, additionalAxes: [], series: [series])
    let html = ChartPage(chart: chart, exploration: Self.exploration(chart)).html()
    #expect(html.components(separatedBy: "<script").count == 3)
    #expect(html.components(separatedBy: "</script>").count == 3)
    #expect(!html.contains("<!--"))
    #expect(!html.contains("\u{202E}"))
    let data = try Self.data(html)
    let sentences = try #require((data["series"] as? [[String: Any]])?.first?["sentences"] as? [String])
    #expect(sentences.count == 1 && sentences[0].contains("</script><script>alert(1)</script>"))
  }
}
