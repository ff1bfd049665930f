import Testing

@testable import TrendStatistics

/// ``RadixSort/ascending(_:)`` and ``RadixSort/sortAscending(_:)`` against the standard library's sort, on seeded random data of
/// several shapes (the library's SplitMix64), at lengths below and above the threshold.
@Suite struct RadixSortTests {
  static let shapes: [String] = ["uniform", "wide", "negative-and-positive", "few-distinct", "tiny-and-huge"]

  /// `count` values of `shape`, from the library's seeded generator.
  static func values(_ shape: String, count: Int, seed: UInt64) -> [Double] {
    var random = SplitMix64(seed: seed)
    func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * random.unit() }
    return (0..<count).map { _ in
      switch shape {
      case "uniform": uniform(0.5, 6.5)
      case "wide": uniform(-1e300, 1e300)
      case "negative-and-positive": uniform(-1_000, 1_000)
      case "few-distinct": Double(random.below(7) - 3) * 0.25
      default: random.below(2) == 0 ? uniform(-1e-300, 1e-300) : uniform(-1e300, 1e300)
      }
    }
  }

  @Test(arguments: shapes, [10, 4_095, 4_096, 50_000])
  func sortsAsTheStandardLibraryDoes(shape: String, count: Int) {
    let values = Self.values(shape, count: count, seed: UInt64(count) &* 31 &+ UInt64(shape.count))
    #expect(RadixSort.ascending(values) == values.sorted())
    // In place, on storage the array owns alone (no copy) and on shared storage (a copy; the
    // other array keeps its order).
    var owned = Self.values(shape, count: count, seed: UInt64(count) &* 31 &+ UInt64(shape.count))
    RadixSort.sortAscending(&owned)
    #expect(owned == values.sorted())
    var shared = values
    RadixSort.sortAscending(&shared)
    #expect(shared == values.sorted())
    #expect(values == Self.values(shape, count: count, seed: UInt64(count) &* 31 &+ UInt64(shape.count)))
  }

  /// Zeros, infinities, the smallest subnormal and the extremes of Double, mixed in 5,000 values.
  @Test func edgeValuesSortNumerically() {
    let edges: [Double] = [
      0, -0.0, .infinity, -.infinity, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1, -1,
    ]
    let values = (0..<5_000).map { edges[$0 * 7 % edges.count] }
    let sorted = RadixSort.ascending(values)
    #expect(sorted.count == values.count)
    #expect(zip(sorted, sorted.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(sorted.first == -.infinity && sorted.last == .infinity)
    // −0 sorts before +0 (equal as numbers, so the standard library's order is the same set).
    #expect(sorted.map(\.bitPattern).filter { $0 == (-0.0).bitPattern }.count == 500)
  }
}
