/// Equal slots over a window, for thinning dense data: the audio graph merges the points of one
/// time slot into one sound, and the braille line merges the points of one cell into one
/// character, by this same rule.
///
/// The window lasts `span` units (seconds for sound, cells for braille) and is cut into
/// ``count`` = ⌈span / slotWidth⌉ **equal** slots, each span / count wide (at most `slotWidth`:
/// 10 s of 50 ms slots is 200 slots of 50 ms; 7.33 s is 147 slots of 49.9 ms). A point's place is
/// its fraction of the window, 0 at the start and 1 at the end, and slot `k` holds the places
/// `k / count ≤ place < (k + 1) / count`; the last slot also holds the end of the window, so a
/// point at place 1 is in the last slot, never past it.
///
/// Boundaries are exact. For a value `x` on an axis from `lower` to `upper`, the slot is
/// ⌊count × (x − lower) / (upper − lower)⌋ computed without rounding error
/// (``index(ofValue:lower:upper:)``): a point exactly on a boundary always starts the later slot,
/// however the floating-point quotient rounds. For a place given as a fraction of whole numbers
/// (category `k` of `n`, or the `k`-th of `n` evenly spaced points) the slot is
/// ⌊count × k / n⌋ in integer arithmetic (``index(ofStep:of:)``).
///
///     let slots = TimeSlots(span: 10, slotWidth: 0.05)          // 200 slots of 50 ms over 10 s
///     slots.index(ofValue: 87, lower: 0, upper: 600)            // 29 (87 / 600 × 200 is 28.999… in floating point)
///     slots.index(ofStep: 3, of: 8)                             // 75
///     TimeSlots(span: 40, slotWidth: 1).count                   // 40 braille cells
public struct TimeSlots: Sendable, Hashable {
  /// The length of the window, in the unit of ``slotWidth``; positive.
  public let span: Double
  /// The widest a slot may be; positive. Slots are span / ``count`` wide, which is at most this.
  public let slotWidth: Double
  /// The number of slots: ⌈span / slotWidth⌉ (less a hair, so 10 s of 0.01 s slots is 1 000, not
  /// 1 001, despite rounding), at least 1.
  public let count: Int

  /// Slots of at most `slotWidth` over a window of `span` (both positive and finite).
  public init(span: Double, slotWidth: Double) {
    precondition(span > 0 && slotWidth > 0 && span.isFinite && slotWidth.isFinite, "TimeSlots: bad span or width")
    self.span = span
    self.slotWidth = slotWidth
    count = max(1, Int((span / slotWidth - 1e-9).rounded(.up)))
  }

  /// The slot of a place in `0...1` given as a floating-point fraction: ⌊place × count⌋ (places
  /// outside are clamped to the first and last slot). The fraction's own rounding decides
  /// boundary cases; prefer ``index(ofValue:lower:upper:)`` or ``index(ofStep:of:)``, which are
  /// exact.
  public func index(ofPosition position: Double) -> Int {
    let raw = position * Double(count)
    guard raw > 0 else { return 0 }
    return raw >= Double(count) ? count - 1 : min(Int(raw), count - 1)
  }

  /// The slot of `value` on an axis from `lower` to `upper`: ⌊count × (value − lower) /
  /// (upper − lower)⌋, exactly (no rounding error: the sign of count × (value − lower) −
  /// k × (upper − lower) is decided in exact arithmetic near a boundary). Values below `lower`
  /// are in the first slot, values at or above `upper` in the last.
  ///
  /// Preconditions: all three finite and `lower < upper`. (A zero-width axis puts every point in
  /// the middle of the window: use ``index(ofStep:of:)`` with 1 of 2.)
  public func index(ofValue value: Double, lower: Double, upper: Double) -> Int {
    precondition(value.isFinite && lower.isFinite && upper.isFinite && lower < upper, "TimeSlots: bad axis")
    guard value > lower else { return 0 }
    guard value < upper else { return count - 1 }
    // The floating-point estimate is off by at most a few ulps of `raw`: when `raw` is farther
    // than that from a whole number its floor is the exact answer.
    let raw = (value - lower) / (upper - lower) * Double(count)
    guard raw.isFinite else {
      let exact = ExactSlotTest(value: value, lower: lower, upper: upper, count: count)
      // The axis is wider than the largest double: search the slots with the exact test alone.
      var (low, high) = (0, count - 1)  // the answer is in low...high
      while low < high {
        let middle = (low + high + 1) / 2
        if exact.sign(ofOffsetBeyondBoundary: middle) >= 0 { low = middle } else { high = middle - 1 }
      }
      return low
    }
    var k = min(max(Int(raw.rounded(.down)), 0), count - 1)
    let fraction = raw - raw.rounded(.down)
    let margin = 1e-12 * (raw + 1)
    if fraction > margin && fraction < 1 - margin { return k }
    // Near a boundary: step k until k × width ≤ count × offset < (k + 1) × width, exactly.
    let exact = ExactSlotTest(value: value, lower: lower, upper: upper, count: count)
    while k > 0 && exact.sign(ofOffsetBeyondBoundary: k) < 0 { k -= 1 }
    while k < count - 1 && exact.sign(ofOffsetBeyondBoundary: k + 1) >= 0 { k += 1 }
    return k
  }

  /// The slot of the place `step / total` (category `step` of `total`, or the `step`-th of
  /// `total` evenly spaced points): ⌊count × step / total⌋ in integer arithmetic, clamped to the
  /// slots. Preconditions: `total > 0`, `0 ≤ step`.
  public func index(ofStep step: Int, of total: Int) -> Int {
    precondition(total > 0 && step >= 0, "TimeSlots: bad step")
    guard step < total else { return count - 1 }
    // step × count < total × count, so the quotient fits and is below count.
    return total.dividingFullWidth(step.multipliedFullWidth(by: count)).quotient
  }

  /// The runs of `positions` (sorted ascending) that share a slot by ``index(ofPosition:)``, in
  /// order: each run's slot and the range of indices into `positions`. Empty slots have no run.
  /// O(n).
  public func runs(ofSortedPositions positions: some RandomAccessCollection<Double>) -> [(slot: Int, range: Range<Int>)]
  {
    runs(ofSortedSlots: positions.map(index(ofPosition:)))
  }

  /// The runs of equal neighbours in `slots` (slot indices in ascending order, as
  /// ``index(ofValue:lower:upper:)`` or ``index(ofStep:of:)`` give them), in order: each run's
  /// slot and the range of indices into `slots`. O(n).
  public func runs(ofSortedSlots slots: some RandomAccessCollection<Int>) -> [(slot: Int, range: Range<Int>)] {
    var runs: [(slot: Int, range: Range<Int>)] = []
    let values = Array(slots)
    var start = 0
    while start < values.count {
      let slot = values[start]
      var end = start + 1
      while end < values.count && values[end] == slot { end += 1 }
      runs.append((slot, start..<end))
      start = end
    }
    return runs
  }
}

/// The exact sign of count × (value − lower) − k × (upper − lower) for whole numbers `count` and
/// `k` below 2⁵³, with no rounding anywhere: the expression is expanded into
/// count × value + (k − count) × lower − k × upper, each product split into two doubles that sum
/// to it exactly (a fused multiply-add gives the low part), and the six parts summed as a
/// non-overlapping expansion (Shewchuk's grow-expansion), whose largest part has the sign of the
/// exact sum. The three values are first scaled by one power of two so the largest is near 2⁹⁰⁰:
/// scaling by a power of two is exact, and it keeps every product and partial sum clear of
/// overflow and of subnormal numbers, for every value from the smallest double up to 2⁹⁰⁰
/// (charts hold at most 10¹⁰⁰). Past that the scaling is down, and values below about 10⁻²⁷⁰
/// then count as 0.
struct ExactSlotTest {
  let value: Double
  let lower: Double
  let upper: Double
  let count: Double

  init(value: Double, lower: Double, upper: Double, count: Int) {
    let largest = max(abs(value), abs(lower), abs(upper))
    let shift = largest == 0 ? 0 : 900 - Int(largest.exponent)
    func scaled(_ x: Double) -> Double { x == 0 ? 0 : Double(sign: .plus, exponent: shift, significand: x) }
    self.value = scaled(value)
    self.lower = scaled(lower)
    self.upper = scaled(upper)
    self.count = Double(count)
  }

  /// The sign (−1, 0 or +1) of count × (value − lower) − k × (upper − lower).
  func sign(ofOffsetBeyondBoundary k: Int) -> Int {
    let k = Double(k)
    var expansion: [Double] = []
    expansion.reserveCapacity(8)
    for (a, b) in [(count, value), (k - count, lower), (-k, upper)] {
      let product = a * b
      let low = (-product).addingProduct(a, b)
      Self.grow(&expansion, by: low)
      Self.grow(&expansion, by: product)
    }
    for part in expansion.reversed() where part != 0 { return part > 0 ? 1 : -1 }
    return 0
  }

  /// Adds `b` to a non-overlapping expansion in increasing order of magnitude, keeping it one
  /// (zero parts dropped).
  static func grow(_ expansion: inout [Double], by b: Double) {
    var q = b
    var result: [Double] = []
    result.reserveCapacity(expansion.count + 1)
    for e in expansion {
      let sum = q + e
      let bVirtual = sum - q
      let error = (q - (sum - bVirtual)) + (e - bVirtual)
      if error != 0 { result.append(error) }
      q = sum
    }
    if q != 0 { result.append(q) }
    expansion = result
  }
}
