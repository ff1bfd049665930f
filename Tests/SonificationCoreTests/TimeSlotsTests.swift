import AudioGraphTestSupport
import SonificationCore
import Testing

@Suite struct TimeSlotsTests {
  @Test func countsSlotsWithoutARoundingExtra() {
    #expect(TimeSlots(span: 10, slotWidth: 0.01).count == 1_000)
    #expect(TimeSlots(span: 10, slotWidth: 0.05).count == 200)
    #expect(TimeSlots(span: 40, slotWidth: 1).count == 40)
    #expect(TimeSlots(span: 0.001, slotWidth: 1).count == 1)
  }

  @Test func theEndOfTheWindowIsInTheLastSlot() {
    let slots = TimeSlots(span: 4, slotWidth: 1)
    #expect([0, 0.24, 0.25, 0.5, 0.99, 1].map(slots.index(ofPosition:)) == [0, 0, 1, 2, 3, 3])
    #expect(slots.index(ofPosition: -0.5) == 0)
    #expect(slots.index(ofPosition: 2) == 3)
  }

  @Test func runsGroupSortedPositionsBySlot() {
    let runs = TimeSlots(span: 4, slotWidth: 1).runs(ofSortedPositions: [0, 0.1, 0.6, 0.7, 0.74, 1])
    #expect(runs.map(\.slot) == [0, 2, 3])
    #expect(runs.map(\.range) == [0..<2, 2..<5, 5..<6])
    #expect(TimeSlots(span: 1, slotWidth: 1).runs(ofSortedPositions: []).isEmpty)
  }
}

/// Exact slots: ⌊count × (x − lower) / (upper − lower)⌋ without rounding error, checked against
/// integer arithmetic on whole-number axes, and on the same axes scaled by powers of two (which
/// change no slot) down to subnormal numbers and up to 10⁸⁴.
@Suite struct ExactTimeSlotsTests {
  /// ⌊count × (x − lower) / (upper − lower)⌋ in integer arithmetic, clamped to the slots.
  static func reference(_ x: Int, _ lower: Int, _ upper: Int, count: Int) -> Int {
    guard x > lower else { return 0 }
    guard x < upper else { return count - 1 }
    return (upper - lower).dividingFullWidth((x - lower).multipliedFullWidth(by: count)).quotient
  }

  @Test func boundaryValuesThatFloatingPointPutsInTheEarlierSlotAreExact() {
    let slots = TimeSlots(span: 10, slotWidth: 0.05)
    #expect(slots.count == 200)
    // 87 / 600 × 200 is 28.999999999999996 in floating point; exactly 29.
    #expect(slots.index(ofValue: 87, lower: 0, upper: 600) == 29)
    #expect(slots.index(ofPosition: 87.0 / 600) == 28)
    // Every whole x of 0...600 and 0...2000: the boundaries are every 3rd and 10th.
    for upper in [600, 2_000, 7, 1_000_003] {
      for x in stride(from: 0, through: upper, by: max(1, upper / 5_000)) {
        #expect(
          slots.index(ofValue: Double(x), lower: 0, upper: Double(upper)) == Self.reference(x, 0, upper, count: 200),
          "x \(x) of 0...\(upper)")
      }
    }
    // An axis wider than the largest double (its width overflows): still exact.
    let huge = TimeSlots(span: 4, slotWidth: 1)
    #expect(huge.index(ofValue: 0, lower: -1.5e308, upper: 1.5e308) == 2)
    #expect(huge.index(ofValue: -1e-200, lower: -1.5e308, upper: 1.5e308) == 1)
    #expect(huge.index(ofValue: 0.75e308, lower: -1.5e308, upper: 1.5e308) == 3)
    #expect(huge.index(ofValue: 0.7499e308, lower: -1.5e308, upper: 1.5e308) == 2)
    // Outside the axis: clamped.
    #expect(slots.index(ofValue: -1, lower: 0, upper: 600) == 0)
    #expect(slots.index(ofValue: 600, lower: 0, upper: 600) == 199)
    #expect(slots.index(ofValue: 601, lower: 0, upper: 600) == 199)
  }

  @Test(arguments: [0, -1_074 + 2, -1_040, -30, 280])
  func randomAxesMatchIntegerArithmetic(binaryExponent: Int) {
    var rng = SplitMix64(seed: UInt64(binaryExponent + 2_000))
    func scaled(_ n: Int) -> Double { Double(sign: .plus, exponent: binaryExponent, significand: Double(n)) }
    var checked = 0
    for _ in 0..<4_000 {
      let count = Int.random(in: 1...100_000, using: &rng)
      let lower = Int.random(in: -(1 << 20)...(1 << 20), using: &rng)
      let width = Int.random(in: 1...(1 << 21), using: &rng)
      let upper = lower + width
      // Half the values on a boundary (when the boundary is a whole number), half anywhere.
      var x = Int.random(in: (lower - 3)...(upper + 3), using: &rng)
      if Bool.random(using: &rng) {
        let k = Int.random(in: 0...count, using: &rng)
        let numerator = k * width
        if numerator % count == 0 { x = lower + numerator / count }
      }
      let slots = TimeSlots(span: Double(count), slotWidth: 1)
      #expect(slots.count == count)
      let got = slots.index(ofValue: scaled(x), lower: scaled(lower), upper: scaled(upper))
      let want = Self.reference(x, lower, upper, count: count)
      #expect(got == want, "x \(x) in \(lower)...\(upper), \(count) slots, scaled by 2^\(binaryExponent)")
      checked += 1
    }
    #expect(checked == 4_000)
  }

  @Test func stepsAreExactIntegerFractions() {
    let slots = TimeSlots(span: 7.33, slotWidth: 0.05)
    #expect(slots.count == 147)
    #expect(slots.index(ofStep: 0, of: 5) == 0)
    #expect(slots.index(ofStep: 1, of: 2) == 73)
    #expect(slots.index(ofStep: 3, of: 147) == 3)
    #expect(slots.index(ofStep: 146, of: 147) == 146)
    #expect(slots.index(ofStep: 147, of: 147) == 146)
    #expect(slots.index(ofStep: Int.max / 2, of: Int.max) == 73)
    #expect(slots.runs(ofSortedSlots: [0, 0, 3, 3, 3, 146]).map(\.range) == [0..<2, 2..<5, 5..<6])
  }
}
