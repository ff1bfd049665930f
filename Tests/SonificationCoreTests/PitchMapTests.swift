import RealModule
import SonificationCore
import Testing

@Suite struct PitchMapTests {
  @Test(arguments: [
    (0.0, 220.0), (50.0, 440.0), (100.0, 880.0), (-5.0, 220.0), (105.0, 880.0),
    (25.0, 311.126983722), (-Double.infinity, 220.0), (Double.infinity, 880.0),
  ])
  func mapsValuesOctaveLinearly(value: Double, expectedHz: Double) {
    let hz = PitchMap(domain: 0...100, range: 220...880).frequency(for: value)
    #expect(hz.isApproximatelyEqual(to: expectedHz, relativeTolerance: 1e-9), "got \(hz)")
  }

  @Test func defaultRangeIsC3ToC6() {
    let map = PitchMap(domain: 0...1)
    #expect(map.frequency(for: 0).isApproximatelyEqual(to: 130.8127826503, relativeTolerance: 1e-9))
    #expect(map.frequency(for: 1).isApproximatelyEqual(to: 1046.5022612024, relativeTolerance: 1e-9))
    #expect(map.frequency(for: 0.5).isApproximatelyEqual(to: 369.9944227116, relativeTolerance: 1e-9))  // F#4
  }

  @Test(arguments: [5.0...5.0, 3.0...3.0])
  func flatDomainMapsToTheGeometricMiddle(domain: ClosedRange<Double>) {
    for inverted in [false, true] {
      let map = PitchMap(domain: domain, range: 220...880, inverted: inverted)
      for value in [-1e9, 0, 3, 5, 1e9, .nan] {
        #expect(map.frequency(for: value).isApproximatelyEqual(to: 440, relativeTolerance: 1e-12))
      }
      #expect(map.geometricMiddleFrequency.isApproximatelyEqual(to: 440, relativeTolerance: 1e-12))
    }
  }

  @Test func infiniteDomainIsDegenerate() {
    let map = PitchMap(domain: -Double.infinity...Double.infinity, range: 100...400)
    #expect(map.frequency(for: 7).isApproximatelyEqual(to: 200, relativeTolerance: 1e-12))
  }

  @Test func nanValueMapsToTheMiddle() {
    let map = PitchMap(domain: 0...100, range: 220...880)
    #expect(map.frequency(for: .nan).isApproximatelyEqual(to: 440, relativeTolerance: 1e-12))
  }

  @Test(arguments: [(0.0, 880.0), (50.0, 440.0), (100.0, 220.0), (150.0, 220.0), (-10.0, 880.0)])
  func invertedPolarity(value: Double, expectedHz: Double) {
    let map = PitchMap(domain: 0...100, range: 220...880, inverted: true)
    #expect(map.frequency(for: value).isApproximatelyEqual(to: expectedHz, relativeTolerance: 1e-9))
  }

  @Test(arguments: [AxisScale.log10, .naturalLog])
  func logarithmicAxesMapTheLogarithm(scale: AxisScale) {
    let map = PitchMap(domain: 1...1_000, range: 100...800, scale: scale)
    let table: [(Double, Double)] = [
      (1, 100), (10, 200), (100, 400), (1_000, 800), (1e6, 800),
      (0, 100), (-3, 100), (0.5, 100),
    ]
    for (value, expected) in table {
      let hz = map.frequency(for: value)
      #expect(hz.isApproximatelyEqual(to: expected, relativeTolerance: 1e-9), "\(value) → \(hz)")
    }
    var inverted = map
    inverted.inverted = true
    #expect(inverted.frequency(for: -3).isApproximatelyEqual(to: 800, relativeTolerance: 1e-9))
    // A log axis whose domain reaches 0 is degenerate: the flat rule applies.
    let degenerate = PitchMap(domain: 0...100, range: 100...400, scale: scale)
    #expect(degenerate.frequency(for: 10).isApproximatelyEqual(to: 200, relativeTolerance: 1e-12))
  }

  @Test func chromaticQuantizationGivesEqualTemperedNotesNearTheContinuousPitch() {
    var map = PitchMap(domain: 0...1_000, range: 220...880)
    let continuous = map
    map.quantization = .chromatic
    for value in stride(from: 0.0, through: 1_000, by: 7.3) {
      let snapped = map.frequency(for: value)
      let midi = 69 + 12 * Double.log2(snapped / 440)
      #expect(abs(midi - midi.rounded()) < 1e-9, "\(snapped) Hz is not a 12-TET note")
      let cents = 1200 * Double.log2(snapped / continuous.frequency(for: value))
      #expect(abs(cents) <= 50 + 1e-9)
      #expect((220.0 - 1e-9...880 + 1e-9).contains(snapped))
    }
  }

  @Test(arguments: [
    // (quantization, input Hz, expected Hz) with the range C3...C6 (root C)
    (PitchQuantization.major, 290.0, 293.6647679174),  // D4
    (.major, 320.0, 329.6275569129),  // E4
    (.major, 350.0, 349.2282314330),  // F4
    (.minor, 320.0, 311.1269837221),  // Eb4
    (.minor, 290.0, 293.6647679174),  // D4
    (.minor, 410.0, 415.3046975799),  // Ab4
    (.pentatonic, 350.0, 329.6275569129),  // E4 (F is not in the pentatonic scale)
    (.pentatonic, 470.0, 440.0),  // A4 (B is not in the pentatonic scale)
    (.chromatic, 450.0, 440.0),
    (.none, 450.0, 450.0),
  ])
  func scaleQuantizationSnapsToTheNearestScaleNote(quantization: PitchQuantization, input: Double, expected: Double) {
    let snapped = quantization.snap(input, within: PitchRange.default.frequencies)
    #expect(snapped.isApproximatelyEqual(to: expected, relativeTolerance: 1e-9), "got \(snapped)")
  }

  @Test func scaleDegreesAreRelativeToTheLowerNoteOfTheRange() {
    // A3...A6 with minor → A minor (no sharps): 280 Hz (≈ C#4 + 20 cents) → D4.
    let snapped = PitchQuantization.minor.snap(280, within: 220...1_760)
    #expect(snapped.isApproximatelyEqual(to: 293.6647679174, relativeTolerance: 1e-9))
    // The same input with C major → D4 as well, but 277.18 (C#4) + a bit in E major → C#4 is allowed.
    let eMajor = PitchQuantization.major.snap(278, within: 164.8137784564...1_318.5102276515)
    #expect(eMajor.isApproximatelyEqual(to: 277.1826309769, relativeTolerance: 1e-9))
  }

  @Test func quantizedPitchesStayInsideTheRange() {
    // 225 Hz is not a note: the nearest chromatic note (A3, 220 Hz) lies outside, so A#3 is used.
    let map = PitchMap(domain: 0...1, range: 225...880, quantization: .chromatic)
    #expect(map.frequency(for: 0).isApproximatelyEqual(to: 233.0818807590, relativeTolerance: 1e-9))
  }
}
