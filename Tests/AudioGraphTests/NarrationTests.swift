import AudioGraph
import AudioGraphTestSupport
import AudioIO
import ChartSummaries
import Foundation
import SonificationCore
import Testing

/// Zero-crossing rate of 20 ms frames (those above −60 dBFS RMS): its variation (standard
/// deviation over mean) is high for speech, where voiced and unvoiced sounds alternate, and low
/// for tones, whose rate follows a smooth pitch. Measured here, independently of the narration code.
func zeroCrossingVariation(_ samples: ArraySlice<Float>, sampleRate: Double) -> Double {
  let frame = Int(0.02 * sampleRate)
  var rates: [Double] = []
  var start = samples.startIndex
  while start + frame <= samples.endIndex {
    let part = samples[start..<(start + frame)]
    let meanSquare = part.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(frame)
    if meanSquare > 1e-6 {
      var crossings = 0
      for i in (part.startIndex + 1)..<part.endIndex where (part[i] >= 0) != (part[i - 1] >= 0) { crossings += 1 }
      rates.append(Double(crossings) / Double(frame))
    }
    start += frame
  }
  guard rates.count > 1 else { return 0 }
  let mean = rates.reduce(0, +) / Double(rates.count)
  let variance = rates.reduce(0.0) { $0 + ($1 - mean) * ($1 - mean) } / Double(rates.count)
  return variance.squareRoot() / mean
}

func rms(_ samples: ArraySlice<Float>) -> Double {
  (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(max(1, samples.count))).squareRoot()
}

/// Narration with the real libespeak-ng: voices, layout, bit-identical data, level, speech shape.
@Suite(.serialized) struct NarrationTests {
  @Test func theFourLanguagesHaveVoicesAndAnUnknownVoiceNamesTheInstalledOnes() throws {
    #expect(try SpeechSynthesizer.voice(forLocale: "en_US").identifier == "gmw/en-US")
    #expect(try SpeechSynthesizer.voice(forLocale: "en_GB").identifier == "gmw/en")
    #expect(try SpeechSynthesizer.voice(forLocale: "de_DE").identifier == "gmw/de")
    #expect(try SpeechSynthesizer.voice(forLocale: "de_AT").identifier == "gmw/de")
    #expect(try SpeechSynthesizer.voice(forLocale: "fr_FR").identifier == "roa/fr")
    #expect(try SpeechSynthesizer.voice(forLocale: "es_ES").identifier == "roa/es")
    #expect(try SpeechSynthesizer.voice(forLocale: "es_MX").identifier == "roa/es-419")
    #expect(try SpeechSynthesizer.voice(named: "English (America)").identifier == "gmw/en-US")
    #expect(try SpeechSynthesizer.voice(named: "FR-fr").identifier == "roa/fr")
    #expect(throws: SpeechError.self) { try SpeechSynthesizer.voice(named: "xx-nowhere") }
    do {
      _ = try SpeechSynthesizer.voice(named: "xx-nowhere")
    } catch {
      guard case .unknownVoice(let name, let installed) = error else {
        Issue.record("expected unknownVoice, got \(error)")
        return
      }
      #expect(name == "xx-nowhere")
      #expect(installed.contains { $0.description == "en-us (English (America))" })
      #expect(
        error.description.hasPrefix(
          "no installed espeak-ng voice speaks 'xx-nowhere'; installed voices: af (Afrikaans), "))
    }
  }

  @Test func synthesisGivesSpeechAt22050Hertz() throws {
    let voice = try SpeechSynthesizer.voice(forLocale: "en_US")
    let samples = try SpeechSynthesizer.synthesize("End of graph.", voice: voice)
    let seconds = Double(samples.count) / SpeechSynthesizer.sampleRate
    #expect(seconds > 0.6 && seconds < 2, "\(seconds) s")
    #expect(rms(samples[...]) > 0.01)
    #expect(zeroCrossingVariation(samples[...], sampleRate: 22_050) > 0.5)
    // Faster speech is shorter.
    let fast = try SpeechSynthesizer.synthesize("End of graph.", voice: voice, wordsPerMinute: 400)
    #expect(Double(fast.count) < 0.7 * Double(samples.count))
    #expect(try SpeechSynthesizer.synthesize("  ", voice: voice).isEmpty)
  }

  /// Sequential playback of three series with title, series names and end: the timeline's order,
  /// exact silence in the pauses and gaps, speech (energy and zero-crossing variation) where each
  /// phrase is, tones where each section is, every section bit-identical to the render without
  /// speech, played points moved with their section, and speech as loud as the tones (2 LU).
  @Test(arguments: [1, 2])
  func sequentialNarrationKeepsTheDataBitIdenticalAndSpeaksBetweenTheSections(channels: Int) throws {
    let chart = try Charts.fixture("city-temperatures.json")
    var options = SonificationOptions()
    options.sampleRate = 22_050
    options.seriesPlayback = .sequential
    options.pan = channels == 2
    let plain = try ChartSonifier(options: options).sonify(chart)
    let narration = NarrationOptions(
      parts: [.title, .series, .end], voice: try SpeechSynthesizer.voice(forLocale: "en_US"))
    let narrated = try plain.narrated(for: chart, options: narration)

    #expect(narrated.phrases.map(\.kind) == [.title, .series, .series, .series, .end])
    #expect(
      narrated.phrases.map(\.text) == [
        "Average monthly temperature.", "Oslo.", "Madrid.", "Singapore.", "End of graph.",
      ])
    let pause = Int((0.6 * 22_050).rounded())
    let gap = plain.gapFrameCount
    #expect(
      narrated.timeline == [
        .phrase(0), .silence(frameCount: pause), .phrase(1), .silence(frameCount: pause), .section(0),
        .silence(frameCount: gap), .phrase(2), .silence(frameCount: pause), .section(1),
        .silence(frameCount: gap), .phrase(3), .silence(frameCount: pause), .section(2),
        .silence(frameCount: pause), .phrase(4),
      ])

    let plainSamples = plain.renderSamples(channelCount: channels)
    let samples = narrated.renderSamples(channelCount: channels, blockFrameCount: 1_000)
    #expect(samples.count == narrated.frameCount * channels)
    // Each section: bit for bit the same samples, shifted.
    for (old, new) in zip(plain.sections, narrated.sections) {
      let before = plainSamples[(old.startFrame * channels)..<((old.startFrame + old.frameCount) * channels)]
      let after = samples[(new.startFrame * channels)..<((new.startFrame + new.frameCount) * channels)]
      #expect(Array(before) == Array(after), "section \(old.title)")
    }
    let shifts = zip(plain.sections, narrated.sections).map { $1.startFrame - $0.startFrame }
    #expect(shifts[0] > 0 && shifts[1] > shifts[0] && shifts[2] > shifts[1])
    for (old, new) in zip(plain.playedPoints, narrated.playedPoints) {
      let section = plain.sections.lastIndex { $0.startFrame <= old.frame }!
      #expect(new.frame == old.frame + shifts[section])
    }
    // Silence exactly where the timeline has silence; speech where it has phrases.
    var frame = 0
    var tones: [Float] = []
    for segment in narrated.timeline {
      switch segment {
      case .silence(let frames):
        #expect(samples[(frame * channels)..<((frame + frames) * channels)].allSatisfy { $0 == 0 })
        frame += frames
      case .phrase(let index):
        let phrase = narrated.phrases[index]
        #expect(phrase.startFrame == frame)
        let mono = stride(from: frame * channels, to: phrase.endFrame * channels, by: channels).map { samples[$0] }
        #expect(rms(mono[...]) > 0.01, "\(phrase.text)")
        #expect(zeroCrossingVariation(mono[...], sampleRate: 22_050) > 0.5, "\(phrase.text)")
        // The first and last 20 ms hold the speech's edges (the silence was trimmed).
        let edge = Int(0.02 * 22_050)
        #expect(mono.prefix(edge).contains { abs($0) > 0.0005 } && mono.suffix(edge).contains { abs($0) > 0.0005 })
        frame = phrase.endFrame
      case .section(let index):
        let section = narrated.sections[index]
        // The tones of its data part (the start and end earcons around it are noise bursts).
        let dataStart = frame + section.dataStartFrame
        let mono = stride(
          from: dataStart * channels, to: (dataStart + section.dataFrameCount) * channels, by: channels
        ).map { samples[$0] }
        #expect(zeroCrossingVariation(mono[...], sampleRate: 22_050) < 0.45, "section \(section.title)")
        tones += samples[(frame * channels)..<((frame + section.frameCount) * channels)]
        frame += section.frameCount
      }
    }
    #expect(frame == narrated.frameCount)
    // Level: each phrase long enough for a 400 ms block, and all speech together, within 2 LU of the tones.
    let toneLoudness = Loudness.integrated(tones, channelCount: channels, sampleRate: 22_050)
    var speech: [Float] = []
    for phrase in narrated.phrases {
      let part = Array(samples[(phrase.startFrame * channels)..<(phrase.endFrame * channels)])
      speech += part
      let loudness = Loudness.integrated(part, channelCount: channels, sampleRate: 22_050)
      #expect(abs(loudness - toneLoudness) < 2, "\(phrase.text): \(loudness) LUFS, tones \(toneLoudness) LUFS")
    }
    let speechLoudness = Loudness.integrated(speech, channelCount: channels, sampleRate: 22_050)
    #expect(abs(speechLoudness - toneLoudness) < 2, "speech \(speechLoudness), tones \(toneLoudness)")
    // No speech sample above the ceiling.
    #expect(speech.allSatisfy { abs($0) <= 0.89 })
  }

  /// A mix: the series' names once before it, and the end in the summary's language.
  @Test func aMixNamesItsSeriesOnceAndTheEndFollowsTheLocale() throws {
    let chart = try Charts.fixture("city-temperatures.json")
    var options = SonificationOptions()
    options.sampleRate = 16_000
    let plain = try ChartSonifier(options: options).sonify(chart)
    var narration = NarrationOptions(parts: [.series, .end], voice: try SpeechSynthesizer.voice(forLocale: "de_DE"))
    narration.summaryOptions = SummaryOptions(
      context: FormattingContext(locale: Locale(identifier: "de_DE"), timeZone: .gmt))
    let script = plain.narrationScript(for: chart, options: narration)
    #expect(script.map(\.text) == ["Oslo, Madrid, Singapore.", "Ende des Diagramms."])
    #expect(script.map(\.place) == [.beforeSection(0), .afterGraph])
    #expect(NarrationOptions.endOfGraph(language: "fr_FR") == "Fin du graphique.")
    #expect(NarrationOptions.endOfGraph(language: "es") == "Fin del gráfico.")
    #expect(NarrationOptions.endOfGraph(language: "it_IT") == "End of graph.")
    // The axes come from the describer, the title too.
    let english = NarrationOptions(parts: [.title, .axes], voice: try SpeechSynthesizer.voice(forLocale: "en_US"))
    #expect(
      plain.narrationScript(for: chart, options: english).map(\.text) == [
        "Average monthly temperature.",
        "X axis: Month. Dates from January to October 2024. Y axis: Temperature. Values from minus 10 degrees Celsius to 30 degrees Celsius.",
      ])
    // No parts: nothing changes.
    let none = try plain.narrated(for: chart, options: NarrationOptions(parts: [], voice: narration.voice))
    #expect(none.phrases.isEmpty && none.frameCount == plain.frameCount && none.timeline == plain.timeline)
  }
}
