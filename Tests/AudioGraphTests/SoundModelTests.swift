import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// Documentation/Sound.md states the slot and hold model exactly enough to reproduce: an
/// independent model written from it (Scripts/sound_model.py, Python's standard library only;
/// its output committed in Fixtures/sound-model) agrees with the render on real charts: every
/// key point (the slot rule, the slot's time and mean, missing slots, the pitch mapping) is at
/// the model's frame and pitch, within 0.01 cent, and between the key points (holds, glides) the
/// rendered phase follows the model's pitch track within 1 cent over every period.
@Suite struct SoundModelTests {
  struct Model: Decodable {
    struct KeyPoint: Decodable {
      var frame: Int
      var hz: Double
    }
    struct Probe: Decodable {
      var frame: Int
      var window: Int
      var hz: Double
    }
    var sampleRate: Double
    var keyPoints: [KeyPoint]
    var probes: [Probe]
    /// Per line (run of valued slots), the documented pitch track: [frame, hertz] breakpoints
    /// (each key point and the ends of its holds), the pitch linear in log frequency between.
    var tracks: [[[Double]]]
  }

  /// The documented pitch of every frame from a track's first breakpoint to its last.
  static func frequencies(_ track: [[Double]]) -> [Double] {
    let first = Int(track[0][0])
    let last = Int(track[track.count - 1][0])
    var result = [Double](repeating: 0, count: last - first + 1)
    var segment = 0
    for n in first...last {
      while segment + 2 < track.count && Int(track[segment + 1][0]) <= n { segment += 1 }
      let (f0, p0) = (track[segment][0], track[segment][1])
      let (f1, p1) = (track[segment + 1][0], track[segment + 1][1])
      let u = f1 > f0 ? min(max((Double(n) - f0) / (f1 - f0), 0), 1) : 0
      result[n - first] = Foundation.exp2(Foundation.log2(p0) + (Foundation.log2(p1) - Foundation.log2(p0)) * u)
    }
    return result
  }

  /// Between the key points too, the render follows the documented track: over every period
  /// of the rendered line (from one rising zero crossing to the next, linearly interpolated),
  /// the documented pitch advances the phase by one cycle, within 1 cent. The phase of the
  /// documented track at frame n is Σ f(m) / rate over the frames m before n (frame n's pitch
  /// carries the phase from n to n + 1), so no pitch is fitted to the audio: the zero crossings
  /// of a sine do not depend on its level, and a bend inside a period is integrated the same way
  /// on both sides.
  @Test(arguments: ["co2-weekly", "sp500-2000-2015"])
  func theRenderFollowsTheDocumentedTrackBetweenKeyPoints(chart name: String) throws {
    let model = try JSONDecoder().decode(
      Model.self, from: Data(contentsOf: fixtureURL("sound-model/\(name).json")))
    let chart = try ChartFile.read(path: fixtureURL("corpus/\(name).json").path)
    let sonification = try ChartSonifier(options: .plain(sampleRate: model.sampleRate)).sonify(chart)
    let samples = sonification.renderSamples(channelCount: 1)
    var worst = (cents: 0.0, frame: 0.0)
    var periods = 0
    for track in model.tracks where track.count >= 2 {
      let first = Int(track[0][0])
      let pitch = Self.frequencies(track)
      // The documented phase, in cycles, at frames first ... last + 1.
      var phase = [0.0]
      for f in pitch { phase.append(phase[phase.count - 1] + f / model.sampleRate) }
      func phaseAt(_ t: Double) -> Double {
        let n = Int(t.rounded(.down))
        let i = n - first
        return phase[i] + (t - Double(n)) * (phase[i + 1] - phase[i])
      }
      var previous: Double?
      for n in first..<(first + pitch.count - 1) where samples[n] <= 0 && samples[n + 1] > 0 {
        let t = Double(n) + Double(samples[n]) / (Double(samples[n]) - Double(samples[n + 1]))
        if let start = previous {
          let cents = 1_200 * Foundation.log2(phaseAt(t) - phaseAt(start))
          periods += 1
          if abs(cents) > abs(worst.cents) { worst = (cents, start) }
        }
        previous = t
      }
    }
    print("\(name): \(periods) periods, worst \(worst.cents) cents at frame \(worst.frame)")
    #expect(periods > 1_000)
    #expect(abs(worst.cents) < 1, "\(name): \(worst.cents) cents at frame \(worst.frame)")
  }

  @Test(arguments: ["co2-weekly", "sp500-2000-2015"])
  func theRenderFollowsTheDocumentedModel(chart name: String) throws {
    let model = try JSONDecoder().decode(
      Model.self, from: Data(contentsOf: fixtureURL("sound-model/\(name).json")))
    let chart = try ChartFile.read(path: fixtureURL("corpus/\(name).json").path)
    let sonification = try ChartSonifier(options: .plain(sampleRate: model.sampleRate)).sonify(chart)
    let played = sonification.playedPoints.filter { $0.frequency != nil }
    #expect(played.count == model.keyPoints.count)
    for (point, key) in zip(played, model.keyPoints) {
      #expect(point.frame == key.frame, "key point at frame \(point.frame), model \(key.frame)")
      let cents = centsDifference(point.frequency!, key.hz)
      #expect(abs(cents) < 0.01, "key point at frame \(point.frame): \(cents) cents from the model")
    }
    // Between the key points: theRenderFollowsTheDocumentedTrackBetweenKeyPoints.
    #expect(model.probes.count > 1_900)
  }
}
