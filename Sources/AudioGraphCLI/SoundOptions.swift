import ArgumentParser
import AudioGraph
import Foundation
import SonificationCore

/// How a chart sounds: the options `render`, `play` and `explore` share (rate, channels,
/// duration, pitch range, series, intervals, earcons, drones, pan, level, axis mappings).
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

  @Option(
    help:
      "How confidence intervals sound: bounds (softer tones at the bounds), modulation (a vibrato as wide as the interval) or off."
  )
  var intervals: IntervalsArgument = .bounds

  @Option(
    help: ArgumentHelp(
      "The length of each tone of a discrete series, 0.03 to 2 seconds (default: 0.9 of the median spacing, from 0.03 to 0.25).",
      valueName: "SECONDS"))
  var toneLength: Double?

  @Option(
    help: ArgumentHelp(
      "Which marker sounds play: a comma-separated list of start-end, missing, gridlines, reference-lines and extrema (the lowest and highest value of each series), or all, or none.",
      valueName: "LIST"))
  var earcons = "start-end,missing,gridlines,reference-lines"

  @Flag(help: "No marker sounds at all (the same as --earcons none).")
  var noEarcons = false

  @Flag(help: "A quiet steady tone at the pitch of each y-axis reference line, to hear the data against it.")
  var referenceDrones = false

  // .unconditional: "--gain -6" takes -6 as the value rather than as an option.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The overall level in decibels, from -40 to 12 (0 is the default level; peaks never exceed -1 dBFS).",
      valueName: "DB"))
  var gain = 0.0

  @Flag(help: "Play high and low notes at the same level (by default high notes are softened so they do not dominate).")
  var noLoudnessCompensation = false

  @Flag(help: "Keep the sound centred instead of moving it from left to right.")
  var noPan = false

  @Flag(help: "Higher values give lower pitches.")
  var invertPitch = false

  @Option(
    name: .customLong("map-axis"),
    help:
      "What an additional axis controls, as N=TARGET (N counts additional axes from 1); TARGET is volume, length, volume-and-length, brightness, tremolo, timbre or off. Repeatable."
  )
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
    guard (-40...12).contains(gain) else { throw ValidationError("--gain must be from -40 to 12 decibels.") }
    if let toneLength, !(0.03...2).contains(toneLength) {
      throw ValidationError("--tone-length must be from 0.03 to 2 seconds.")
    }
    _ = try parsedPitchRange()
    _ = try parsedSeries()
    _ = try parsedAxisMappings()
    _ = try parsedEarcons()
  }

  func parsedEarcons() throws -> SonificationOptions.Earcons {
    if noEarcons { return [] }
    let names = earcons.lowercased().split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    if names == ["none"] { return [] }
    if names == ["all"] { return .all }
    var result: SonificationOptions.Earcons = []
    for name in names {
      guard let kind = SonificationOptions.Earcons.names.first(where: { $0.name == name }) else {
        let known = SonificationOptions.Earcons.names.map(\.name).joined(separator: ", ")
        throw ValidationError(
          "--earcons takes a comma-separated list of \(known), or all, or none; '\(name)' is not one of them.")
      }
      result.insert(kind.earcons)
    }
    return result
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
        let target = Self.axisTargets[parts[1].lowercased()]
      else {
        throw ValidationError(
          "--map-axis takes N=TARGET, such as 2=volume; TARGET is one of \(Self.axisTargets.keys.sorted().joined(separator: ", ")). Got '\(text)'."
        )
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
    options.earcons = try parsedEarcons()
    options.referenceLineDrones = referenceDrones
    options.gainDecibels = gain
    options.toneLengthSeconds = toneLength
    options.loudnessCompensation = !noLoudnessCompensation
    options.pan = !noPan && channels == 2
    options.additionalAxisMappings = try parsedAxisMappings()
    return options
  }

}
