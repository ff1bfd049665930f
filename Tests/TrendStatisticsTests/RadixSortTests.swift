import Testing

@testable import TrendStatistics

/// ``RadixSort/ascending(_:)`` against the standard library's sort, on seeded random data of
/// several shapes, at lengths below and above the threshold.
@Suite struct RadixSortTests {
  /// A small deterministic generator (SplitMix64), so every run sorts the same numbers.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let shapes: [String] = ["uniform", "wide", "negative-and-positive", "few-distinct", "tiny-and-huge"]

  static func values(_ shape: String, count: Int, seed: UInt64) -> [Double] {
    var random = SplitMix(state: seed)
    return (0..<count).map { _ in
      switch shape {
      case "uniform": Double.random(in: 0.5...6.5, using: &random)
      case "wide": Double.random(in: -1e300...1e300, using: &random)
      case "negative-and-positive": Double.random(in: -1_000...1_000, using: &random)
      case "few-distinct": Double(Int.random(in: -3...3, using: &random)) * 0.25
      default:
        Bool.random(using: &random)
          ? Double.random(in: -1e-300...1e-300, using: &random) : Double.random(in: -1e300...1e300, using: &random)
      }
    }
  }

  @Test(arguments: shapes, [10, 4_095, 4_096, 50_000])
  func sortsAsTheStandardLibraryDoes(shape: String, count: Int) {
    let values = Self.values(shape, count: count, seed: UInt64(count) &* 31 &+ UInt64(shape.count))
    #expect(RadixSort.ascending(values) == values.sorted())
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
