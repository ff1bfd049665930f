/// The figures of a stacked, normalized or grouped chart's story, from its layers' values aligned
/// on x (`values[layer][x]`, NaN where a layer has no value: it counts as 0 in a stack).
///
/// Definitions, the same as `Scripts/stacks/truth.py` computes with pandas:
/// - a **total** is the net sum of the layers at an x (NaN where no layer has a value); the
///   highest and lowest totals are the first when tied;
/// - a layer's **overall share** is the sum of its absolute values over the sum of every layer's
///   absolute values, over the whole chart;
/// - a layer's **share at an x** is its value over the sum of the absolute values at that x;
/// - the **largest part** at an x is the layer with the highest value there (the first when
///   tied); ``largestCounts`` counts the x values each layer is it at; it is also the
///   **leader** of a grouped chart, and a **lead change** is an x (after the first with
///   values) whose leader differs from the previous x's leader;
/// - the **shift** compares each layer's share at the first and the last x with values: the
///   layer whose share fell most and the one whose share rose most, each reported only when its
///   change is at least ``minimumShiftPoints`` percentage points;
/// - the **growth** compares each layer's value at the first and the last x with values (no
///   value: 0); the layer with the largest increase, reported when the increase is at least
///   ``minimumGrowthShare`` of the sum of the absolute values at the first x (a layer that grew
///   by a sliver of the whole is not "the part that grows").
///
/// O(layers × x), a few passes; no allocation beyond the result.
public struct StackStatistics: Sendable, Hashable {
  /// A value at an x (its index).
  public struct AtX: Sendable, Hashable {
    public var index: Int
    public var value: Double
  }

  /// A change of one layer between the first and the last x with values.
  public struct Change: Sendable, Hashable {
    public var layer: Int
    public var from: Double
    public var to: Double
    public var change: Double { to - from }
  }

  /// The smallest change of a share, in percentage points, that the shift reports: 5.
  public static let minimumShiftPoints = 5.0
  /// The smallest growth reported, as a fraction of the sum of the absolute values at the first
  /// x: 0.1.
  public static let minimumGrowthShare = 0.1

  /// The number of x values with at least one value.
  public var count = 0
  /// The totals, one per x (NaN where no layer has a value).
  public var totals: [Double] = []
  /// The highest and lowest total; `nil` without values.
  public var highestTotal: AtX?
  public var lowestTotal: AtX?
  /// Each layer's overall share, 0...1 (NaN when every value is 0).
  public var overallShares: [Double] = []
  /// Each layer's sum of values.
  public var sums: [Double] = []
  /// For each x, the layer with the highest value there (-1 where none has a value).
  public var largest: [Int] = []
  /// For each layer, at how many x values it is the largest part.
  public var largestCounts: [Int] = []
  /// The x values (indices) where the largest part differs from the previous x with values.
  public var leadChanges: [Int] = []
  /// The first and last x with values (equal with one; `nil` without values).
  public var firstX: Int?
  public var lastX: Int?
  /// Each layer's share at the first and at the last x with values (a layer without a value
  /// there: 0; NaN for all when every value there is 0).
  public var firstShares: [Double] = []
  public var lastShares: [Double] = []
  /// The layer whose share fell most, and the one whose share rose most, between the first and
  /// the last x, each when it changed by at least ``minimumShiftPoints`` points (shares 0...1).
  public var shareFall: Change?
  public var shareRise: Change?
  /// The layer whose value grew most between the first and the last x, when it grew.
  public var growth: Change?
  /// For each layer, how many of its values are below 0.
  public var negativeCounts: [Int] = []

  public init(values: [[Double]]) {
    let layers = values.count
    let n = values.first?.count ?? 0
    negativeCounts = values.map { layer in layer.count { $0 < 0 } }
    sums = values.map { layer in layer.reduce(0) { $0 + ($1.isNaN ? 0 : $1) } }
    var magnitude = 0.0
    var layerMagnitudes = [Double](repeating: 0, count: layers)
    totals = [Double](repeating: .nan, count: n)
    largest = [Int](repeating: -1, count: n)
    largestCounts = [Int](repeating: 0, count: layers)
    var previousLeader = -1
    for x in 0..<n {
      var sum = 0.0
      var any = false
      var best = -1
      var bestValue = -Double.infinity
      for layer in 0..<layers {
        let value = values[layer][x]
        guard !value.isNaN else { continue }
        any = true
        sum += value
        layerMagnitudes[layer] += Swift.abs(value)
        magnitude += Swift.abs(value)
        if value > bestValue {
          bestValue = value
          best = layer
        }
      }
      guard any else { continue }
      count += 1
      totals[x] = sum
      largest[x] = best
      largestCounts[best] += 1
      if previousLeader >= 0 && best != previousLeader { leadChanges.append(x) }
      previousLeader = best
      if firstX == nil { firstX = x }
      lastX = x
      if highestTotal == nil || sum > highestTotal!.value { highestTotal = AtX(index: x, value: sum) }
      if lowestTotal == nil || sum < lowestTotal!.value { lowestTotal = AtX(index: x, value: sum) }
    }
    overallShares = layerMagnitudes.map { magnitude > 0 ? $0 / magnitude : .nan }
    guard let firstX, let lastX else { return }
    firstShares = Self.shares(values, at: firstX)
    lastShares = Self.shares(values, at: lastX)
    guard lastX != firstX else { return }
    var firstMagnitude = 0.0
    for layer in values where !layer[firstX].isNaN { firstMagnitude += Swift.abs(layer[firstX]) }
    for layer in 0..<layers {
      let from = firstShares[layer]
      let to = lastShares[layer]
      if !from.isNaN, !to.isNaN {
        let change = (to - from) * 100
        if change <= -Self.minimumShiftPoints, change < (shareFall.map { $0.change * 100 } ?? 0) {
          shareFall = Change(layer: layer, from: from, to: to)
        }
        if change >= Self.minimumShiftPoints, change > (shareRise.map { $0.change * 100 } ?? 0) {
          shareRise = Change(layer: layer, from: from, to: to)
        }
      }
      let a = values[layer][firstX].isNaN ? 0 : values[layer][firstX]
      let b = values[layer][lastX].isNaN ? 0 : values[layer][lastX]
      if b - a >= Self.minimumGrowthShare * firstMagnitude, b - a > 0, b - a > (growth?.change ?? 0) {
        growth = Change(layer: layer, from: a, to: b)
      }
    }
  }

  /// Each layer's share at x: its value (0 when it has none) over the sum of the absolute values
  /// there; NaN for all when every value there is 0 or missing.
  static func shares(_ values: [[Double]], at x: Int) -> [Double] {
    var magnitude = 0.0
    for layer in values where !layer[x].isNaN { magnitude += Swift.abs(layer[x]) }
    return values.map { layer in
      let value = layer[x].isNaN ? 0 : layer[x]
      return magnitude > 0 ? value / magnitude : .nan
    }
  }
}
