import ArgumentParser
import AudioGraph
import SonificationCore

/// How a chart sounds: the options `render`, `play` and `explore` share (rate, channels,
/// duration, pitch range, series, intervals, earcons, pan, axis mappings).
struct SoundOptions: ParsableArguments {
  @Option(help: "Samples per second, in hertz, 8000 to 192000.")
  var sampleRate = 44_100

  @Option(help: "1 for mono, 2 for stereo (the sound moves left to right with x).")
  var channels = 2

  @Option(help: "The length of the data part in seconds (default: 10, or 0.8 per category up to 10).")
  var duration: Double?

  @Option(help: "The lowest and highest pitch, in hertz or note names, such as 200-2000 or C3-C6.")
  var pitchRange = "C3-C6"

  @Option(help: "Snap pitches to notes.")
  var quantize: QuantizeArgument = .none

  @Option(help: "all (mixed, one timbre each), sequential (one after the other), or a series number from 1.")
  var series = "all"

  @Option(help: "How confidence intervals sound: bounds (softer tones at the bounds), modulation (a vibrato as wide as the interval) or off.")
  var intervals: IntervalsArgument = .bounds

  @Flag(help: "No start, end, missing-value, gridline or reference-line sounds.")
  var noEarcons = false

  @Flag(help: "Keep the sound centred instead of moving it from left to right.")
  var noPan = false

  @Flag(help: "Higher values give lower pitches.")
  var invertPitch = false

  @Option(
    name: .customLong("map-axis"),
    help: "What an additional axis controls, as N=TARGET (N counts additional axes from 1); TARGET is volume, length, volume-and-length, brightness, tremolo, timbre or off. Repeatable.")
  var axisMappings: [String] = []

  enum QuantizeArgument: String, ExpressibleByArgument, CaseIterable {
    case none, chromatic, major, minor, pentatonic
    var quantization: PitchQuantization { PitchQuantization(rawValue: rawValue)! }
  }

  enum IntervalsArgument: String, ExpressibleByArgument, CaseIterable {
    case off, bounds, modulation
    var encoding: SonificationOptions.IntervalEncoding { .init(rawValue: rawValue)! }
  }

  static let axisTargets: [String: AdditionalAxisMapping] = [
    "volume": .volume, "length": .toneLength, "volume-and-length": .volumeAndToneLength,
    "brightness": .brightness, "tremolo": .tremolo, "timbre": .timbre, "off": .off,
  ]

  func validate() throws {
    guard (8_000...192_000).contains(sampleRate) else {
      throw ValidationError("--sample-rate must be between 8000 and 192000 hertz.")
    }
    guard channels == 1 || channels == 2 else { throw ValidationError("--channels must be 1 or 2.") }
    if let duration, !(duration > 0 && duration <= 86_400) {
      throw ValidationError("--duration must be more than 0 and at most 86400 seconds.")
    }
    _ = try parsedPitchRange()
    _ = try parsedSeries()
    _ = try parsedAxisMappings()
  }

  func parsedPitchRange() throws -> PitchRange {
    do {
      return try PitchRange(parsing: pitchRange)
    } catch {
      throw ValidationError("--pitch-range: \(error)")
    }
  }

  func parsedSeries() throws -> SonificationOptions.SeriesPlayback {
    switch series.lowercased() {
    case "all": return .mixed
    case "sequential": return .sequential
    default:
      guard let number = Int(series), number >= 1 else {
        throw ValidationError("--series must be all, sequential or a series number from 1, not '\(series)'.")
      }
      return .single(number - 1)
    }
  }

  func parsedAxisMappings() throws -> [Int: AdditionalAxisMapping] {
    var result: [Int: AdditionalAxisMapping] = [:]
    for text in axisMappings {
      let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let number = Int(parts[0]), number >= 1,
            let target = Self.axisTargets[parts[1].lowercased()] else {
        throw ValidationError("--map-axis takes N=TARGET, such as 2=volume; TARGET is one of \(Self.axisTargets.keys.sorted().joined(separator: ", ")). Got '\(text)'.")
      }
      guard result.updateValue(target, forKey: number - 1) == nil else {
        throw ValidationError("--map-axis gives additional axis \(number) twice.")
      }
    }
    return result
  }

  func options() throws -> SonificationOptions {
    var options = SonificationOptions()
    options.sampleRate = Double(sampleRate)
    options.durationSeconds = duration
    options.pitchRange = try parsedPitchRange()
    options.quantization = quantize.quantization
    options.invertedPitch = invertPitch
    options.seriesPlayback = try parsedSeries()
    options.intervals = intervals.encoding
    options.earcons = !noEarcons
    options.pan = !noPan && channels == 2
    options.additionalAxisMappings = try parsedAxisMappings()
    return options
  }

}
