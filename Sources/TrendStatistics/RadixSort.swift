extension RadixSort {
  /// Below this many values, ``ascending(_:)`` uses the standard library's sort, which is
  /// faster for short arrays.
  public static let threshold = 4_096

  /// `values` in increasing order: the order of `values.sorted()` for finite numbers, with
  /// −0 before +0, and NaNs (which `sorted()` places unpredictably) last for positive NaNs and
  /// first for negative ones.
  ///
  /// The LSD radix sort of the Theil–Sen estimator (10-bit digits, a digit every value shares
  /// skipped, 8 parts in parallel from 65,536 values) on the numbers' bit patterns, mapped so
  /// that unsigned order is numeric order. O(n) time; memory: the keys and the result (which is
  /// the sort's scratch buffer), 16 bytes a value; `sorted()` compares O(n log n) times. Not real-time
  /// safe (allocates, and runs Dispatch tasks).
  public static func ascending(_ values: [Double]) -> [Double] {
    let count = values.count
    guard count >= threshold else { return values.sorted() }
    var keys = [UInt64](unsafeUninitializedCapacity: count) { buffer, initialized in
      for (index, value) in values.enumerated() {
        let bits = value.bitPattern
        // Negative numbers: every bit flipped (a larger magnitude sorts first); others: the
        // sign bit set, so they follow every negative number.
        buffer[index] = bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
      }
      initialized = count
    }
    // The result's storage is the sort's scratch buffer: two arrays of n values in all.
    return [Double](unsafeUninitializedCapacity: count) { result, initialized in
      result.withMemoryRebound(to: UInt64.self) { scratch in
        keys.withUnsafeMutableBufferPointer { keys in
          let sorted = sort(keys.baseAddress!, scratch.baseAddress!, count, lowBits: 0, parallel: count >= 1 << 16)
          for index in 0..<count {
            let key = sorted[index]
            scratch[index] = key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key
          }
        }
      }
      initialized = count
    }
  }
}
