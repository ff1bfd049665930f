import ChartAccessibility
import ChartSummaries
import Foundation
public import SonificationCore

extension ChartPage {
  /// What the keyboard explorer of an interactive page plays: every point's tone, as the audio
  /// engine computed it (this module does no audio; the caller, `audiograph html --interactive`,
  /// fills it from `ChartSonifier.pointTones(_:heardIn:)` in AudioGraph).
  ///
  /// With an exploration, ``ChartPage/write(fragment:to:)`` adds two `<script>` elements at the
  /// end of the `<figure>`: the data (`type="application/json"`, class
  /// `audiograph-explore-data`) and the explorer (see ``ChartPage/explorerScript``). The rest of
  /// the page is byte for byte the page without exploration, so a browser without script shows
  /// exactly that page.
  public struct Exploration: Hashable, Sendable {
    /// One series' tones, by point index (the series' `pointCount` of each).
    public struct Series: Hashable, Sendable {
      /// The series' voice (harmonic amplitudes go into the page for a Web Audio PeriodicWave).
      public var timbre: Timbre
      /// The pitch of each point in hertz; `nil` for a point with no tone.
      public var frequencies: [Double?]
      /// When each point sounds in the page's `<audio>` graph, in seconds; `nil` when it is
      /// not heard there (playing from it starts at the beginning).
      public var seconds: [Double?]

      public init(timbre: Timbre, frequencies: [Double?], seconds: [Double?]) {
        self.timbre = timbre
        self.frequencies = frequencies
        self.seconds = seconds
      }
    }

    /// By series index.
    public var series: [Series]

    public init(series: [Series]) {
      self.series = series
    }
  }

  /// Frequencies are written to the page rounded to this many hertz (a thousandth): the tone
  /// the browser plays is within half of it of the engine's pitch (Web Audio's own frequency
  /// parameter is a 32-bit float: a further 0.0001 Hz at 2 kHz).
  public static let explorerFrequencyStep = 0.001

  /// The data script: the sentences and tones of every point, the braille cells and the words,
  /// as JSON safe inside `<script>` (every `<` written `\u003c`).
  func explorationJSON(_ exploration: Exploration, title: String, headingLevel: Int) -> String {
    let words = context.language
    let marker = "\u{E000}"
    func clean(_ text: String) -> String {
      String(String.UnicodeScalarView(text.unicodeScalars.map { UnsafeCharacters.contains($0) ? "\u{FFFD}" : $0 }))
    }
    func t(_ key: String, _ arguments: [String: MessageArgument] = [:]) -> String {
      clean(words.text(key, arguments))
    }
    // The sentences `describe --points` says, split by series.
    let counts = chart.series.map(\.pointCount)
    var lines =
      ChartSummarizer(options: SummaryOptions(context: context)).distributionPointLines(chart)
      ?? chart.pointDescriptionLines(language: words)
    if lines.count != counts.reduce(0, +) { lines = chart.pointDescriptionLines(language: words) }
    var start = 0
    let braille = BrailleLine.lines(for: chart, width: brailleWidth, language: words)
    var brailleParagraph = 0
    var series: [ExplorationData.Series] = []
    // Where each point sits along x (a number or date in axis units; a category's place on the
    // axis), for Up and Down to keep the x: only when there is another series to move to.
    let categories = (chart.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder ?? []
    let place = Dictionary(categories.enumerated().map { ($1, Double($0)) }, uniquingKeysWith: { a, _ in a })
    for (index, described) in chart.series.enumerated() {
      let count = counts[index]
      let sentences = lines.count >= start + count ? lines[start..<start + count].map(clean) : []
      start += count
      let tones = exploration.series.indices.contains(index) ? exploration.series[index] : nil
      let name =
        described.name.flatMap { $0.isEmpty ? nil : $0 }
        ?? words.text("describe.seriesName", ["number": .count(index + 1)])
      let line = braille.first { $0.seriesIndex == index }
      var brailleIndex: Int?
      if let line, !line.cells.isEmpty {
        brailleIndex = brailleParagraph
        brailleParagraph += 1
      }
      let cellCount = line?.cellCount ?? 0
      series.append(
        ExplorationData.Series(
          name: clean(name),
          line: t(
            "explore.seriesLine",
            [
              "number": .count(index + 1), "total": .count(chart.series.count), "series": .text(name),
              "count": .count(count), "unit": "point",
              // "Series 2 of 2, 4 points." for a series without a name: its fallback name
              // ("Series 2") would only repeat its number.
              "named": .flag(!(described.name ?? "").isEmpty),
            ]),
          sentences: sentences,
          values: (0..<count).map { described.point(at: $0).y.flatMap { $0.isFinite ? $0 : nil } },
          xs: chart.series.count < 2
            ? []
            : (0..<count).map { point in
              switch described.point(at: point).x {
              case .number(let number): number
              case .category(let name): place[name] ?? Double(point)
              }
            },
          frequencies: (0..<count).map { point in
            tones.flatMap { $0.frequencies.indices.contains(point) ? $0.frequencies[point] : nil }.map {
              ($0 / Self.explorerFrequencyStep).rounded() * Self.explorerFrequencyStep
            }
          },
          seconds: (0..<count).map { point in
            tones.flatMap { $0.seconds.indices.contains(point) ? $0.seconds[point] : nil }.map {
              ($0 * 10_000).rounded() / 10_000
            }
          },
          harmonics: (tones?.timbre ?? .sine).harmonicAmplitudes.map { ($0 * 1_000_000).rounded() / 1_000_000 },
          loudness: tones.map(Self.loudnessTable) ?? ExplorationData.Loudness(base: 0, gains: []),
          braille: brailleIndex,
          cells: (0..<count).map { point in
            line.flatMap { $0.cellOfPoint.indices.contains(point) ? $0.cellOfPoint[point] : nil }
          },
          cursor: (0..<cellCount).map { t("explore.cursor", ["cell": .count($0 + 1), "cells": .count(cellCount)]) },
          playing: t("explore.playing", ["series": .text(name), "point": .text(marker)]),
          noValues: t("explore.noValues", ["series": .text(name)]),
          noPoints: t("explore.noPoints", ["series": .text(name)]),
          whereTemplate: t("page.explore.where", ["series": .text(name), "number": "{number}", "total": "{total}"])))
    }
    let seconds = audio?.durationSeconds ?? 0
    let speedLocale = Locale(identifier: words.identifier == "en" ? "en_US_POSIX" : words.identifier)
    let data = ExplorationData(
      heading: headingLevel,
      language: languageTag,
      text: [
        "heading": t("page.explore.heading"), "keys": t("page.explore.keys"),
        "label": t("page.explore.label", ["title": .text(title)]), "noAudio": t("page.explore.noAudio"),
        "firstPoint": t("explore.firstPoint"), "lastPoint": t("explore.lastPoint"),
        "firstSeries": t("explore.firstSeries"), "lastSeries": t("explore.lastSeries"),
        "minimum": t("explore.minimum"), "maximum": t("explore.maximum"),
        "higherRight": t("explore.further", ["which": "higher", "direction": "right"]),
        "higherLeft": t("explore.further", ["which": "higher", "direction": "left"]),
        "lowerRight": t("explore.further", ["which": "lower", "direction": "right"]),
        "lowerLeft": t("explore.further", ["which": "lower", "direction": "left"]),
        "noHigherRight": t("explore.noFurther", ["which": "higher", "direction": "right"]),
        "noHigherLeft": t("explore.noFurther", ["which": "higher", "direction": "left"]),
        "noLowerRight": t("explore.noFurther", ["which": "lower", "direction": "right"]),
        "noLowerLeft": t("explore.noFurther", ["which": "lower", "direction": "left"]),
        "pausedAt": t("explore.pausedAt", ["point": .text(marker)]),
        "completeAt": t("explore.completeAt", ["point": .text(marker)]),
        "fastest": t("explore.fastest"), "slowest": t("explore.slowest"),
        "notOnLine": t("explore.notOnLine"), "marker": marker,
      ],
      speeds: Self.explorerSpeeds,
      speedLines: Self.explorerSpeeds.map { speed in
        let key =
          switch speed {
          case 0.5: "half"
          case 0.75: "threeQuarters"
          case 1: "normal"
          case 1.5: "oneAndAHalf"
          default: "double"
          }
        return t(
          "explore.speed",
          ["speed": .text(key), "seconds": .text(String(format: "%.1f", locale: speedLocale, seconds / speed))])
      },
      tone: ExplorationData.Tone(
        attack: ExploreRenderer.toneAttackSeconds, hold: ExploreRenderer.toneHoldSeconds,
        release: ExploreRenderer.toneReleaseSeconds, gain: ExploreRenderer.toneGain),
      series: series)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = (try? encoder.encode(data)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    return json.replacingOccurrences(of: "<", with: "\\u003c")
  }

  /// The series' loudness-balancing gains for the page's tones (``TimbreLoudness`` at 48 kHz, as
  /// the engine's renderers apply them): one per semitone from the series' lowest frequency up
  /// to one semitone past its highest, rounded to a millionth. The explorer interpolates
  /// linearly between them in semitones (within 0.01 dB of the exact gain in C2 to C7: the gain
  /// changes by less than 0.5 dB a semitone there). Empty for a sine (its gain is 1) and for a
  /// series without tones.
  static func loudnessTable(_ tones: Exploration.Series) -> ExplorationData.Loudness {
    let heard = tones.frequencies.compactMap { $0 }.filter { $0 > 0 && $0.isFinite }
    guard tones.timbre != .sine, let lowest = heard.min(), let highest = heard.max() else {
      return ExplorationData.Loudness(base: 0, gains: [])
    }
    let base = (lowest / explorerFrequencyStep).rounded(.down) * explorerFrequencyStep
    let semitones = Int((12 * log2(highest / base)).rounded(.up)) + 1
    let gains = (0...semitones).map { step in
      let gain = TimbreLoudness.gain(
        tones.timbre, frequency: base * exp2(Double(step) / 12), sampleRate: 48_000)
      return (gain * 1_000_000).rounded() / 1_000_000
    }
    return ExplorationData.Loudness(base: base, gains: gains)
  }

  /// The playing speeds of the explorer (the `<audio>` element's playback rate), as `explore`'s.
  static let explorerSpeeds: [Double] = [0.5, 0.75, 1, 1.5, 2]
}

/// The JSON the explorer script reads.
struct ExplorationData: Encodable {
  /// A series' loudness-balancing gains (``ChartPage/loudnessTable(_:)``): `gains[i]` at
  /// `base` × 2^(i/12) Hz.
  struct Loudness: Encodable {
    var base: Double
    var gains: [Double]
  }
  struct Tone: Encodable {
    var attack: Double
    var hold: Double
    var release: Double
    var gain: Double
  }
  struct Series: Encodable {
    var name: String
    var line: String
    var sentences: [String]
    var values: [Double?]
    /// Each point's place along x (a number or date in axis units, a category's place on the
    /// axis); empty for a chart of one series, where nothing needs it.
    var xs: [Double]
    var frequencies: [Double?]
    var seconds: [Double?]
    var harmonics: [Double]
    var loudness: Loudness
    var braille: Int?
    var cells: [Int?]
    var cursor: [String]
    var playing: String
    var noValues: String
    var noPoints: String
    var whereTemplate: String
  }
  var heading: Int
  var language: String
  var text: [String: String]
  var speeds: [Double]
  var speedLines: [String]
  var tone: Tone
  var series: [Series]
}
