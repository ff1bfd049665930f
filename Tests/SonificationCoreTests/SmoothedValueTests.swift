import RealModule
import SonificationCore
import Testing

@Suite struct SmoothedValueTests {
  @Test func linearRampIsEvenAndEndsOnTarget() {
    var value = SmoothedValue(0, curve: .linear)
    value.prepare(sampleRate: 1_000, rampSeconds: 0.01)  // 10 frames
    #expect(value.rampFrameCount == 10)
    value.setTarget(1)
    let ramp = (0..<12).map { _ in value.next() }
    #expect(ramp[4].isApproximatelyEqual(to: 0.5, relativeTolerance: 1e-12))
    #expect(ramp[9] == 1 && ramp[11] == 1)
    #expect(!value.isSmoothing)
  }

  @Test func multiplicativeRampIsGeometric() {
    var value = SmoothedValue(220, curve: .multiplicative)
    value.prepare(sampleRate: 1_000, rampSeconds: 0.01)
    value.setTarget(880)
    let ramp = (0..<10).map { _ in value.next() }
    #expect(ramp[4].isApproximatelyEqual(to: 440, relativeTolerance: 1e-12))  // half way = one octave
    #expect(ramp[9] == 880)
    // Equal ratios per frame.
    for i in 1..<9 {
      #expect((ramp[i] / ramp[i - 1]).isApproximatelyEqual(to: Double.exp2(0.2), relativeTolerance: 1e-9))
    }
  }

  @Test func retargetingMidRampStartsFromTheCurrentValue() {
    var value = SmoothedValue(0, curve: .linear)
    value.prepare(sampleRate: 1_000, rampSeconds: 0.004)
    value.setTarget(1)
    _ = value.next()
    _ = value.next()  // 0.5
    value.setTarget(0)
    let ramp = (0..<4).map { _ in value.next() }
    #expect(ramp.map { ($0 * 1_000).rounded() / 1_000 } == [0.375, 0.25, 0.125, 0])
  }

  @Test func zeroRampJumpsAndInvalidMultiplicativeTargetsAreIgnored() {
    var value = SmoothedValue(100, curve: .multiplicative)
    value.prepare(sampleRate: 48_000, rampSeconds: 0)
    value.setTarget(200)
    #expect(value.next() == 200)
    value.setTarget(0)
    value.setTarget(-5)
    value.setTarget(.nan)
    #expect(value.next() == 200)
  }
}
