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
