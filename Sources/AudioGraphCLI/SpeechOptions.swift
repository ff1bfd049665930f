import ArgumentParser
import AudioGraph
import ChartAccessibility
import ChartSummaries
import Foundation

/// Narration: what `render` and `play` say aloud around the graph (`--speak`), how fast and in
/// which voice.
struct SpeechOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "What to say aloud around the graph: a comma-separated list of title, summary, axes, series (each series' name before it plays) and end, or all (default: nothing).",
      valueName: "LIST"))
  var speak: String?

  @Option(
    help: ArgumentHelp(
      "The speaking rate in words per minute, 80 to 450.", valueName: "WPM"))
  var speechRate = 175

  @Option(
    help: ArgumentHelp(
      "The espeak-ng voice: a language such as en-us, de or fr-fr, or a voice name (default: the voice for --locale).",
      valueName: "VOICE"))
  var voice: String?

  func validate() throws {
    _ = try parsedParts()
    guard (80...450).contains(speechRate) else {
      throw ValidationError("--speech-rate must be from 80 to 450 words per minute.")
    }
    if speak == nil, voice != nil || speechRate != 175 {
      throw ValidationError("--voice and --speech-rate apply only with --speak.")
    }
  }

  func parsedParts() throws -> NarrationOptions.Parts {
    guard let speak else { return [] }
    let names = speak.lowercased().split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    if names == ["all"] { return .all }
    if names == ["none"] { return [] }
    var parts: NarrationOptions.Parts = []
    for name in names {
      guard let part = NarrationOptions.Parts.names.first(where: { $0.name == name })?.part else {
        let known = NarrationOptions.Parts.names.map(\.name).joined(separator: ", ")
        throw ValidationError("--speak takes a comma-separated list of \(known), or all; '\(name)' is not one of them.")
      }
      parts.insert(part)
    }
    return parts
  }

  /// The narration to add, or `nil` without `--speak`. Finds the voice (for `--voice`, else for
  /// `locale`; a language other than en, de, fr and es speaks English, with a note). An unknown
  /// voice prints one line naming the installed voices and throws exit 64; a synthesizer that
  /// cannot start throws exit 69.
  func narration(locale: String, context: FormattingContext) throws -> NarrationOptions? {
    let parts = try parsedParts()
    guard !parts.isEmpty else { return nil }
    let chosen: SpeechVoice
    do throws(SpeechError) {
      if let voice {
        chosen = try SpeechSynthesizer.voice(named: voice)
      } else {
        let language = String(locale.lowercased().prefix { $0.isLetter })
        if NarrationOptions.languages.contains(language) {
          chosen = try SpeechSynthesizer.voice(forLocale: locale)
        } else {
          StandardError.write(
            "audiograph: note: narration has no words in '\(locale)'; speaking English (choose a voice with --voice).")
          chosen = try SpeechSynthesizer.voice(forLocale: "en_US")
        }
      }
    } catch {
      switch error {
      case .unknownVoice:
        StandardError.write("audiograph: error: \(voice == nil ? "--locale" : "--voice"): \(error).")
        throw ExitStatus.usage
      default:
        StandardError.write("audiograph: error: \(error).")
        throw ExitStatus.deviceUnavailable
      }
    }
    return NarrationOptions(
      parts: parts, voice: chosen, wordsPerMinute: speechRate,
      summaryOptions: SummaryOptions(context: context, verbosity: .brief))
  }
}

/// Runs the speech synthesis of several charts' narrations in the order of the charts, whatever
/// order their renders reach it in: libespeak-ng carries state from phrase to phrase, so a fixed
/// order makes `render a.json b.json` speak the same samples every time.
final class SynthesisTurnstile: @unchecked Sendable {
  // @unchecked Sendable: `next` is read and written only with `condition` locked.
  private var next = 0
  private let condition = NSCondition()

  /// Waits until every chart before `index` has passed, runs `body`, then lets `index + 1` pass.
  /// Every index must pass exactly once (``pass(_:)`` when a chart has nothing to say).
  func run<T, E: Error>(_ index: Int, _ body: () throws(E) -> T) throws(E) -> T {
    condition.lock()
    while next != index { condition.wait() }
    condition.unlock()
    defer { pass(index) }
    return try body()
  }

  /// Lets the chart after `index` go (for a chart that stopped before its synthesis); passing
  /// an index twice does nothing more.
  func pass(_ index: Int) {
    condition.lock()
    next = max(next, index + 1)
    condition.broadcast()
    condition.unlock()
  }
}

/// The timeline of a rendered or played audio graph, as text lines and as JSON.
enum Timeline {
  /// The timeline of one file as a JSON object: times in seconds and in frames.
  static func json(_ sonification: Sonification, chart: String, file: String) -> JSONValue {
    let rate = sonification.sampleRate
    func time(_ frame: Int) -> JSONValue { .number(Double(frame) / rate) }
    var items: [JSONValue] = []
    for segment in sonification.timeline {
      switch segment {
      case .phrase(let index):
        let phrase = sonification.phrases[index]
        items.append(
          .object(
            JSONObject([
              ("kind", .string(phrase.kind.rawValue)), ("text", .string(phrase.text)),
              ("start", time(phrase.startFrame)), ("end", time(phrase.endFrame)),
              ("startFrame", .number(Double(phrase.startFrame))), ("endFrame", .number(Double(phrase.endFrame))),
            ])))
      case .section(let index):
        let section = sonification.sections[index]
        let dataStart = section.startFrame + section.dataStartFrame
        let dataEnd = dataStart + section.dataFrameCount
        let end = section.startFrame + section.frameCount
        items.append(
          .object(
            JSONObject([
              ("kind", .string("graph")), ("title", .string(section.title)),
              ("series", .array(section.seriesIndices.map { .number(Double($0)) })),
              ("start", time(section.startFrame)), ("end", time(end)),
              ("dataStart", time(dataStart)), ("dataEnd", time(dataEnd)),
              ("startFrame", .number(Double(section.startFrame))), ("endFrame", .number(Double(end))),
              ("dataStartFrame", .number(Double(dataStart))), ("dataEndFrame", .number(Double(dataEnd))),
            ])))
      case .silence: break
      }
    }
    return .object(
      JSONObject([
        ("chart", .string(chart)), ("file", .string(file)), ("sampleRate", .number(rate)),
        ("frameCount", .number(Double(sonification.frameCount))), ("duration", time(sonification.frameCount)),
        ("timeline", .array(items)),
      ]))
  }
}
