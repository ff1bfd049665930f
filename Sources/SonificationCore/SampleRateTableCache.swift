import Synchronization

/// A table that depends on the sample rate alone, made once per sample rate and kept for the
/// process: the timbres' loudness-balancing gains (`TimbreLoudness.cachedTable(sampleRate:)`)
/// and the earcons' noise bursts (`EarconSound.cachedTable(sampleRate:)`).
///
/// Every renderer that is prepared copies these tables into buffers of its own: every section
/// of a rendered chart, every explore or monitor start, every window the sonifier fuzz target
/// renders. Computing them each time (the loudness table is about 42,000 evaluations of the
/// K-weighting's response, the earcons 0.7 s of filtered noise) took about a third of the
/// sonifier fuzz target's time; from the cache a prepare costs a copy. The cache holds the tables of the last `capacity` sample rates
/// made (a process uses one or two), and the values are the ones `make` computes, so a render
/// is bit-identical with or without it.
///
/// Thread-safe: a lock guards the entries. The lock is a stored property of each instance,
/// which the owner keeps in a `static let` (a class reference, initialized at run time on first
/// use): a global `Mutex` of a large value with Optionals is miscompiled by Swift 6.3.1's
/// optimizer (see Documentation/notes/static-mutex-miscompile.md). A miss computes the table
/// outside the lock; two threads that miss at once both compute it, and the values are equal.
///
/// Real-time safety: unsafe (locks; computes and allocates on a miss). Call it where renderers
/// allocate, in `prepare`, never from `render`: nothing on the audio thread reads the cache.
final class SampleRateTableCache: Sendable {
  /// The sample rates kept, most recently made last.
  private let entries = Mutex<[(sampleRate: Double, table: [Double])]>([])
  /// The most sample rates kept; the oldest one made is dropped first.
  let capacity: Int
  /// Computes the table for a sample rate (Hz).
  private let make: @Sendable (Double) -> [Double]

  /// A cache of the tables `make` computes, for at most `capacity` sample rates.
  init(capacity: Int = 4, make: @escaping @Sendable (Double) -> [Double]) {
    precondition(capacity >= 1, "SampleRateTableCache: capacity must be at least 1")
    self.capacity = capacity
    self.make = make
  }

  /// The table for `sampleRate` (Hz): the kept one, or a new one made and kept. Not real-time
  /// safe.
  func table(sampleRate: Double) -> [Double] {
    let kept = entries.withLock { entries in entries.first { $0.sampleRate == sampleRate }?.table }
    if let kept {
      return kept
    }
    let table = make(sampleRate)
    entries.withLock { entries in
      guard !entries.contains(where: { $0.sampleRate == sampleRate }) else { return }
      if entries.count >= capacity { entries.removeFirst(entries.count - capacity + 1) }
      entries.append((sampleRate, table))
    }
    return table
  }

  /// The sample rates whose tables are kept, oldest first (for tests).
  var sampleRates: [Double] {
    entries.withLock { $0.map(\.sampleRate) }
  }
}
