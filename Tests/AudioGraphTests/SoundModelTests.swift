import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// Documentation/Sound.md states the slot and hold model exactly enough to reproduce: an
/// independent model written from it (Scripts/sound_model.py, Python's standard library only;
/// its output committed in Fixtures/sound-model) agrees with the render on real charts: every
/// key point (the slot rule, the slot's time and mean, missing slots, the pitch mapping) is at
/// the model's frame and pitch, within 0.01 cent.
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
    // The model's probes (the pitch heard over a window at and between key points) are not
    // checked yet: where the pitch bends inside the window, the fitted pitch and the model's
    // mean pitch over the window differ by up to 13 cents, and it is not settled which side is
    // off.
    #expect(model.probes.count > 1_900)
  }
}
