extension RadixSort {
  /// Below this many values, ``ascending(_:)`` and ``sortAscending(_:)`` use the standard
  /// library's sort, which is faster for short arrays.
  public static let threshold = 4_096

  /// `values` in increasing order: the order of `values.sorted()` for finite numbers, with
  /// −0 before +0, and NaNs (which `sorted()` places unpredictably) last for positive NaNs and
  /// first for negative ones.
  ///
  /// A copy sorted by ``sortAscending(_:)``: O(n) time; memory: the result and the sort's
  /// scratch buffer, 16 bytes a value. Not real-time safe (allocates, and runs Dispatch tasks).
  public static func ascending(_ values: [Double]) -> [Double] {
    var copy = values
    sortAscending(&copy)
    return copy
  }

  /// Sorts `values` in place into the order of ``ascending(_:)``.
  ///
  /// The LSD radix sort of the Theil–Sen estimator (10-bit digits, a digit every value shares
  /// skipped, 8 parts in parallel from 65,536 values) on the numbers' bit patterns, mapped in
  /// place so that unsigned order is numeric order. Each half is sorted with one scratch buffer
  /// of half the values, then the halves are merged through the same buffer. O(n) time (the
  /// passes of the sort and one merge); memory: the scratch buffer, 4 bytes a value (plus a
  /// copy of `values` if its storage is shared); `sort()` compares O(n log n) times. Not
  /// real-time safe (allocates, and runs Dispatch tasks).
  public static func sortAscending(_ values: inout [Double]) {
    let count = values.count
    guard count >= threshold else {
      values.sort()
      return
    }
    values.withUnsafeMutableBufferPointer { numbers in
      numbers.withMemoryRebound(to: UInt64.self) { keys in
        let keys = keys.baseAddress!
        // Negative numbers: every bit flipped (a larger magnitude sorts first); others: the
        // sign bit set, so they follow every negative number.
        for index in 0..<count {
          let bits = keys[index]
          keys[index] = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
        }
        let half = count / 2
        let scratch = UnsafeMutablePointer<UInt64>.allocate(capacity: count - half)
        defer { scratch.deallocate() }
        for (start, length) in [(0, half), (half, count - half)] {
          let sorted = sort(keys + start, scratch, length, lowBits: 0, parallel: length >= 1 << 16)
          if sorted != keys + start { (keys + start).update(from: sorted, count: length) }
        }
        // Merge: the first half moves to the scratch buffer; the output never overtakes the
        // second half's next unread key (it is `first` keys behind it).
        scratch.update(from: keys, count: half)
        func number(_ key: UInt64) -> UInt64 { key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key }
        var first = 0
        var second = half
        var output = 0
        while first < half && second < count {
          if keys[second] < scratch[first] {
            keys[output] = number(keys[second])
            second += 1
          } else {
            keys[output] = number(scratch[first])
            first += 1
          }
          output += 1
        }
        while first < half {
          keys[output] = number(scratch[first])
          first += 1
          output += 1
        }
        while second < count {
          keys[output] = number(keys[second])
          second += 1
          output += 1
        }
      }
    }
  }
}
