/// Equal slots over a window, for thinning dense data: the audio graph merges the points of one
/// time slot into one sound, and the braille line merges the points of one cell into one
/// character, by this same rule.
///
/// The window is `0...1` in position (a point's place along the x axis, 0 at its start and 1 at
/// its end) and lasts `span` units (seconds for sound, cells for braille); each slot is
/// `slotWidth` units wide. Slot `k` holds the positions with `k ≤ position × span / slotWidth <
/// k + 1`; the last slot also holds the end of the window, so a point at position 1 is in the
/// last slot, never past it.
///
///     let slots = TimeSlots(span: 10, slotWidth: 0.05)   // 200 slots of 50 ms over 10 s
///     slots.index(ofPosition: 0.5)                       // 100
///     TimeSlots(span: 40, slotWidth: 1).count            // 40 braille cells
public struct TimeSlots: Sendable, Hashable {
  /// The length of the window, in the unit of ``slotWidth``; positive.
  public let span: Double
  /// The width of one slot; positive.
  public let slotWidth: Double
  /// The number of slots: ⌈span / slotWidth⌉ (less a hair, so 10 s of 0.01 s slots is 1 000, not
  /// 1 001, despite rounding), at least 1.
  public let count: Int

  /// Slots of `slotWidth` over a window of `span` (both positive and finite).
  public init(span: Double, slotWidth: Double) {
    precondition(span > 0 && slotWidth > 0 && span.isFinite && slotWidth.isFinite, "TimeSlots: bad span or width")
    self.span = span
    self.slotWidth = slotWidth
    count = max(1, Int((span / slotWidth - 1e-9).rounded(.up)))
  }

  /// The slot of a position in `0...1` (positions outside are clamped to the first and last slot).
  public func index(ofPosition position: Double) -> Int {
    let raw = position * span / slotWidth
    guard raw > 0 else { return 0 }
    return raw >= Double(count) ? count - 1 : min(Int(raw), count - 1)
  }

  /// The runs of `positions` (sorted ascending) that share a slot, in order: each run's slot and
  /// the range of indices into `positions`. Empty slots have no run. O(n).
  public func runs(ofSortedPositions positions: some RandomAccessCollection<Double>) -> [(slot: Int, range: Range<Int>)]
  {
    var runs: [(slot: Int, range: Range<Int>)] = []
    let values = Array(positions)
    var start = 0
    while start < values.count {
      let slot = index(ofPosition: values[start])
      var end = start + 1
      while end < values.count && index(ofPosition: values[end]) == slot { end += 1 }
      runs.append((slot, start..<end))
      start = end
    }
    return runs
  }
}
