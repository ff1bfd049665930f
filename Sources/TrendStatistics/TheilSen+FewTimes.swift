/// Theil–Sen on data with few distinct t values (x = i mod 8, a handful of groups or doses),
/// exact and in O(K·n log n) time and O(n) memory for K distinct values.
///
/// Every pair with distinct t joins two groups of equal t, and for groups i < j (tᵢ < tⱼ) the
/// slope of a in group i and b in group j is fl(fl(b − a) / (tⱼ − tᵢ)), the same expression as
/// ``TheilSen/bruteForceMedianSlope(t:y:)``. Correctly rounded subtraction and division are
/// monotone, so with each group's y sorted, the b whose slope with a is at most v form a prefix of
/// group j that only grows as a grows: the slopes at most v are counted in O(nᵢ + nⱼ) per pair of
/// groups, (K − 1)·n per count. The median's rank is then found by bisection over the ordered bit
/// patterns of Doubles (at most 64 counts) until at most ``enumerationLimit`` slopes are left
/// between the bounds; those are listed and the exact order statistics taken, so the result is
/// the same slope a brute force computes. The general selection breaks the ties of such data one
/// by one: 1,000,000 points in 8 groups took 5.7 s and 1.65 GB in `describe`; this takes 0.87 s
/// and 187 MB, against 0.71 s and 187 MB for a million distinct x (Scripts/BENCHMARKS.md).
extension TheilSen {
  /// Groups of equal t up to which ``fewTimesMedianSlope(t:y:)`` is used: 16.
  static let fewTimesMaximumGroups = 16

  /// Slopes listed at most once the bounds are close: 2²⁰ (8 MiB).
  static let fewTimesEnumerationLimit = 1 << 20

  /// The median pairwise slope and the number of pairs with distinct t, or `nil` when t has more
  /// than ``fewTimesMaximumGroups`` distinct values (or fewer than two points).
  static func fewTimesMedianSlope(
    t: UnsafeBufferPointer<Double>, y: UnsafeBufferPointer<Double>
  ) -> (Double, Int)? {
    let n = t.count
    guard n >= 2 else { return nil }
    var groupOf: [Double: Int] = [:]
    var groups: [[Double]] = []
    var times: [Double] = []
    for index in 0..<n {
      if let group = groupOf[t[index]] {
        groups[group].append(y[index])
      } else {
        guard groups.count < fewTimesMaximumGroups else { return nil }
        groupOf[t[index]] = groups.count
        groups.append([y[index]])
        times.append(t[index])
      }
    }
    // Groups in increasing t, each group's y ascending.
    let order = times.indices.sorted { times[$0] < times[$1] }
    let sortedTimes = order.map { times[$0] }
    let sortedGroups = order.map { groups[$0].sorted() }
    var pairCount = 0
    for i in sortedGroups.indices {
      for j in (i + 1)..<sortedGroups.count { pairCount += sortedGroups[i].count * sortedGroups[j].count }
    }
    guard pairCount > 0 else { return (0, 0) }
    let selector = FewTimesSelector(times: sortedTimes, groups: sortedGroups)
    let k2 = pairCount / 2
    let k1 = pairCount % 2 == 1 ? k2 : k2 - 1
    let (v1, v2) = selector.select(k1, limit: fewTimesEnumerationLimit)
    return (k1 == k2 ? v1 : (v1 + v2) / 2, pairCount)
  }
}

/// The slopes between groups of equal t, counted and listed without forming them all.
struct FewTimesSelector {
  let times: [Double]
  let groups: [[Double]]

  func slope(_ a: Double, _ b: Double, _ dt: Double) -> Double { (b - a) / dt }

  /// The number of slopes at most `v`.
  func countAtMost(_ v: Double) -> Int {
    var count = 0
    for i in groups.indices {
      let lower = groups[i]
      for j in (i + 1)..<groups.count {
        let upper = groups[j]
        let dt = times[j] - times[i]
        var prefix = 0
        for a in lower {
          while prefix < upper.count, slope(a, upper[prefix], dt) <= v { prefix += 1 }
          count += prefix
        }
      }
    }
    return count
  }

  /// Calls `body` with every slope in `(low, high]`.
  func forEachSlope(above low: Double, atMost high: Double, _ body: (Double) -> Void) {
    for i in groups.indices {
      let lower = groups[i]
      for j in (i + 1)..<groups.count {
        let upper = groups[j]
        let dt = times[j] - times[i]
        var start = 0
        var end = 0
        for a in lower {
          while start < upper.count, slope(a, upper[start], dt) <= low { start += 1 }
          while end < upper.count, slope(a, upper[end], dt) <= high { end += 1 }
          for b in upper[start..<max(start, end)] { body(slope(a, b, dt)) }
        }
      }
    }
  }

  /// The smallest slope above `v`, or `nil` when there is none.
  func smallestSlope(above v: Double) -> Double? {
    var best: Double?
    for i in groups.indices {
      let lower = groups[i]
      for j in (i + 1)..<groups.count {
        let upper = groups[j]
        let dt = times[j] - times[i]
        var prefix = 0
        for a in lower {
          while prefix < upper.count, slope(a, upper[prefix], dt) <= v { prefix += 1 }
          if prefix < upper.count {
            let s = slope(a, upper[prefix], dt)
            if best.map({ s < $0 }) ?? true { best = s }
          }
        }
      }
    }
    return best
  }

  /// Doubles in increasing order as unsigned integers (for bisection over every Double).
  static func key(_ x: Double) -> UInt64 {
    x.sign == .minus ? ~x.bitPattern : x.bitPattern | (1 << 63)
  }

  static func value(_ key: UInt64) -> Double {
    key & (1 << 63) != 0 ? Double(bitPattern: key & ~(1 << 63)) : Double(bitPattern: ~key)
  }

  /// The slopes of 0-based rank `rank` and `rank + 1` (the second equal to the first when there
  /// is none above).
  func select(_ rank: Int, limit: Int) -> (Double, Double) {
    // Bounds: every slope lies in [lowest, highest].
    var lowest = Double.infinity
    var highest = -Double.infinity
    for i in groups.indices {
      for j in (i + 1)..<groups.count {
        let dt = times[j] - times[i]
        lowest = min(lowest, slope(groups[i].last!, groups[j].first!, dt))
        highest = max(highest, slope(groups[i].first!, groups[j].last!, dt))
      }
    }
    // Invariant: countAtMost(low) ≤ rank < countAtMost(high); low is exclusive.
    var lowKey = Self.key(lowest.nextDown)
    var highKey = Self.key(highest)
    var lowCount = 0
    var highCount = countAtMost(highest)
    while highCount - lowCount > limit, highKey - lowKey > 1 {
      let middleKey = lowKey + (highKey - lowKey) / 2
      let count = countAtMost(Self.value(middleKey))
      if count > rank {
        highKey = middleKey
        highCount = count
      } else {
        lowKey = middleKey
        lowCount = count
      }
    }
    let low = Self.value(lowKey)
    let high = Self.value(highKey)
    if highCount - lowCount > limit {
      // No Double lies between the bounds: every slope in (low, high] is `high` (a tie block).
      let second = rank + 1 < highCount ? high : (smallestSlope(above: high) ?? high)
      return (high, second)
    }
    var listed: [Double] = []
    listed.reserveCapacity(highCount - lowCount)
    forEachSlope(above: low, atMost: high) { listed.append($0) }
    listed.sort()
    let first = listed[rank - lowCount]
    let second =
      rank + 1 - lowCount < listed.count ? listed[rank + 1 - lowCount] : (smallestSlope(above: high) ?? first)
    return (first, second)
  }
}
