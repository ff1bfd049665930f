import Testing

@testable import TrendStatistics

/// O(n²) reference: the best pair i < j under `size`, first j then first i on ties.
func bruteForceExcursion(_ y: [Double], size: (Double, Double) -> Double) -> Excursion? {
  var best: Excursion?
  var bestSize = 0.0
  for j in y.indices where y[j].isFinite {
    var bestHere: (Int, Double)?
    for i in 0..<j where y[i].isFinite {
      let s = size(y[i], y[j])
      if s > (bestHere?.1 ?? 0) { bestHere = (i, s) }
    }
    if let (i, s) = bestHere, s > bestSize {
      bestSize = s
      best = Excursion(startIndex: i, endIndex: j, startValue: y[i], endValue: y[j])
    }
  }
  return best
}

@Suite struct ExcursionsTests {
  @Test func handExample() throws {
    let y: [Double] = [5, 8, 3, 9, 4, 1, 7, 2]
    let fall = try #require(Excursions.largestFall(y))
    #expect(fall == Excursion(startIndex: 3, endIndex: 5, startValue: 9, endValue: 1))
    #expect(fall.change == -8)
    let rise = try #require(Excursions.largestRise(y))
    #expect(rise == Excursion(startIndex: 2, endIndex: 3, startValue: 3, endValue: 9))
    let relativeFall = try #require(Excursions.largestRelativeFall(y))
    #expect(relativeFall.startIndex == 3 && relativeFall.endIndex == 5)
    #expect(abs(relativeFall.relativeChange - (1.0 / 9 - 1)) < 1e-15)
    // Relative: from 1 to 7 (+600%) beats from 3 to 9 (+200%).
    let relativeRise = try #require(Excursions.largestRelativeRise(y))
    #expect(relativeRise == Excursion(startIndex: 5, endIndex: 6, startValue: 1, endValue: 7))
    #expect(relativeRise.relativeChange == 6)
  }

  @Test func tiesTakeTheEarliest() throws {
    // Two falls of 4: 6→2 (indices 0→1) and 6→2 (2→3); the first ends first.
    let y: [Double] = [6, 2, 6, 2]
    #expect(Excursions.largestFall(y) == Excursion(startIndex: 0, endIndex: 1, startValue: 6, endValue: 2))
    // The peak value 6 occurs at 0 and 2 before the trough at 3 of equal depth: start at 0.
    let z: [Double] = [6, 4, 6, 1]
    #expect(Excursions.largestFall(z) == Excursion(startIndex: 0, endIndex: 3, startValue: 6, endValue: 1))
    #expect(Excursions.largestRise([1, 3, 1, 3]) == Excursion(startIndex: 0, endIndex: 1, startValue: 1, endValue: 3))
  }

  @Test func monotoneAndShortSeries() {
    #expect(Excursions.largestFall([1, 2, 3, 3, 4]) == nil)
    #expect(Excursions.largestRise([4, 3, 3, 1]) == nil)
    #expect(Excursions.largestFall([]) == nil)
    #expect(Excursions.largestFall([7]) == nil)
    #expect(Excursions.largestRise([2, 2, 2]) == nil)
    #expect(Excursions.largestRelativeFall([5, 4, 0, 3]) == nil)  // a value ≤ 0
    #expect(Excursions.largestRelativeRise([-1, 4]) == nil)
  }

  @Test func nonFiniteValuesAreSkipped() {
    let y: [Double] = [3, .nan, 10, .infinity, 2, .nan, 5]
    #expect(Excursions.largestFall(y) == Excursion(startIndex: 2, endIndex: 4, startValue: 10, endValue: 2))
    #expect(Excursions.largestRise(y) == Excursion(startIndex: 0, endIndex: 2, startValue: 3, endValue: 10))
    #expect(Excursions.largestRelativeRise(y) == Excursion(startIndex: 0, endIndex: 2, startValue: 3, endValue: 10))
  }

  /// Equal to the O(n²) brute force on seeded random walks (with ties from rounding).
  @Test func equalsBruteForce() {
    var d = TestData(seed: 31)
    for trial in 0..<60 {
      let n = 2 + trial * 3
      let walk = d.roundedWalk(n, decimals: trial % 3 == 0 ? 0 : 1)
      #expect(Excursions.largestFall(walk) == bruteForceExcursion(walk) { $0 - $1 }, "trial \(trial)")
      #expect(Excursions.largestRise(walk) == bruteForceExcursion(walk) { $1 - $0 }, "trial \(trial)")
      let positive = walk.map { $0 - (walk.min() ?? 0) + 1 }
      #expect(
        Excursions.largestRelativeFall(positive) == bruteForceExcursion(positive) { 1 - $1 / $0 },
        "trial \(trial)")
      #expect(
        Excursions.largestRelativeRise(positive) == bruteForceExcursion(positive) { $1 / $0 - 1 },
        "trial \(trial)")
    }
  }

  /// Apple's monthly closes 2000–2010: the 79% fall from $33.95 (March 2000) to $7.07 (March 2003)
  /// before the stock rose about 3,000% from that trough to $223.02 (March 2010).
  @Test func appleCrashAndRally() throws {
    let y = RealSeries.aapl
    let fall = try #require(Excursions.largestRelativeFall(y))
    #expect(fall == Excursion(startIndex: 2, endIndex: 38, startValue: 33.95, endValue: 7.07))
    #expect(abs(fall.relativeChange - (-0.7917525773195877)) < 1e-12)
    let rise = try #require(Excursions.largestRelativeRise(y))
    #expect(rise == Excursion(startIndex: 38, endIndex: 122, startValue: 7.07, endValue: 223.02))
    // In dollars the largest fall is the 2008 crash: $198.08 (December 2007) to $85.35 (December 2008).
    let dollars = try #require(Excursions.largestFall(y))
    #expect(dollars == Excursion(startIndex: 95, endIndex: 107, startValue: 198.08, endValue: 85.35))
  }
}
