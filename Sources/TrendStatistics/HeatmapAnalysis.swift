/// The numbers a heatmap's story needs: the extreme cells, the row and column averages, the
/// spread of the values, and a pattern along ordered rows or columns, each decided by the test
/// documented on ``HeatmapPattern``.
///
/// Cells are given row by row (`rowCount × columnCount`), NaN for an empty cell; empty cells are
/// left out of every figure. O(cells) (one radix sort for the quartiles).
public struct HeatmapAnalysis: Sendable, Hashable {
  /// A cell by its place: row and column index, and its value.
  public struct Cell: Sendable, Hashable {
    public var row: Int
    public var column: Int
    public var value: Double
  }

  /// The averages of one dimension (rows or columns): the mean of each line's present cells
  /// (NaN for a line with none), the lines with the highest and lowest mean (the first on a
  /// tie), and the pattern along them.
  public struct Profile: Sendable, Hashable {
    /// The mean of each row (or column), NaN when it has no value.
    public var means: [Double]
    /// The index of the highest mean, `nil` when no line has a value.
    public var highest: Int?
    /// The index of the lowest mean.
    public var lowest: Int?
    /// The pattern along the lines, when they are ordered and the test finds one.
    public var pattern: HeatmapPattern?

    init(means: [Double], ordered: Bool, valueRange: Double) {
      self.means = means
      var highest: Int?
      var lowest: Int?
      for (index, mean) in means.enumerated() where !mean.isNaN {
        if highest.map({ mean > means[$0] }) ?? true { highest = index }
        if lowest.map({ mean < means[$0] }) ?? true { lowest = index }
      }
      self.highest = highest
      self.lowest = lowest
      pattern = ordered ? HeatmapPattern.find(means: means, valueRange: valueRange) : nil
    }
  }

  /// The number of rows and columns.
  public let rowCount: Int
  public let columnCount: Int
  /// The number of cells with a value, and of empty cells.
  public let filledCount: Int
  public var emptyCount: Int { rowCount * columnCount - filledCount }
  /// The highest cell (the first in row order on a tie) and how many cells share its value.
  public let highest: Cell?
  public let highestCount: Int
  /// The lowest cell (the first in row order on a tie) and how many cells share its value.
  public let lowest: Cell?
  public let lowestCount: Int
  /// The mean and the sample standard deviation (n − 1; 0 for one value) of the values.
  public let mean: Double
  public let standardDeviation: Double
  /// The quartiles of the values, as NumPy's default (linear) `quantile`.
  public let firstQuartile: Double
  public let median: Double
  public let thirdQuartile: Double
  /// The rows' averages (one per row) and the columns' (one per column).
  public let rows: Profile
  public let columns: Profile

  /// The analysis of `values` (row by row, NaN for an empty cell), whose rows and columns are
  /// ordered or not. `values.count` must be `rowCount × columnCount`.
  public init(values: [Double], rowCount: Int, columnCount: Int, rowsOrdered: Bool, columnsOrdered: Bool) {
    precondition(values.count == rowCount * columnCount, "a heatmap needs one value per cell")
    self.rowCount = rowCount
    self.columnCount = columnCount
    var rowSums = [Double](repeating: 0, count: rowCount)
    var rowCounts = [Int](repeating: 0, count: rowCount)
    var columnSums = [Double](repeating: 0, count: columnCount)
    var columnCounts = [Int](repeating: 0, count: columnCount)
    var present: [Double] = []
    present.reserveCapacity(values.count)
    var highest: Cell?
    var lowest: Cell?
    var sum = 0.0
    values.withUnsafeBufferPointer { cells in
      for row in 0..<rowCount {
        let base = row * columnCount
        for column in 0..<columnCount {
          let value = cells[base + column]
          if value.isNaN { continue }
          rowSums[row] += value
          rowCounts[row] += 1
          columnSums[column] += value
          columnCounts[column] += 1
          sum += value
          present.append(value)
          if highest.map({ value > $0.value }) ?? true { highest = Cell(row: row, column: column, value: value) }
          if lowest.map({ value < $0.value }) ?? true { lowest = Cell(row: row, column: column, value: value) }
        }
      }
    }
    self.highest = highest
    self.lowest = lowest
    filledCount = present.count
    highestCount = highest.map { top in present.count { $0 == top.value } } ?? 0
    lowestCount = lowest.map { bottom in present.count { $0 == bottom.value } } ?? 0
    let n = Double(present.count)
    mean = present.isEmpty ? .nan : sum / n
    if present.count > 1 {
      var squares = 0.0
      for value in present { squares += (value - mean) * (value - mean) }
      standardDeviation = (squares / (n - 1)).squareRoot()
    } else {
      standardDeviation = 0
    }
    RadixSort.sortAscending(&present)
    firstQuartile = present.isEmpty ? .nan : Quantiles.linear(sorted: present, 0.25)
    median = present.isEmpty ? .nan : Quantiles.linear(sorted: present, 0.5)
    thirdQuartile = present.isEmpty ? .nan : Quantiles.linear(sorted: present, 0.75)
    let range = (present.last ?? 0) - (present.first ?? 0)
    rows = Profile(
      means: zip(rowSums, rowCounts).map { $1 == 0 ? .nan : $0 / Double($1) }, ordered: rowsOrdered,
      valueRange: range)
    columns = Profile(
      means: zip(columnSums, columnCounts).map { $1 == 0 ? .nan : $0 / Double($1) }, ordered: columnsOrdered,
      valueRange: range)
  }
}

/// A pattern along ordered rows or columns of a heatmap, found in the averages of its lines
/// (rows or columns with no value are skipped), by these tests in order:
///
/// 1. **Trend** (three lines or more): Kendall's τ between the lines' order and their averages
///    is at least 0.6 in size (at least four of five pairs of lines agree), and the change
///    along them (the Theil–Sen slope times the span of the lines) is at least a tenth of the
///    range of all values. ``HeatmapPattern/rising(tau:change:)`` or ``HeatmapPattern/falling(tau:change:)``.
/// 2. **Peak or dip** (four lines or more, when there is no trend): the highest average (for a
///    dip, the lowest) is neither the first nor the last line; the averages rise into it with
///    τ ≥ 0.6 and fall after it with τ ≤ −0.6 (each side's τ over the lines up to and from it,
///    the line itself included); and it stands above both ends (below, for a dip) by at least a
///    tenth of the range of all values. ``HeatmapPattern/peak(at:)`` or ``HeatmapPattern/dip(at:)``, at the line's index.
///
/// Otherwise there is no pattern (`nil`). Ties in the averages count as disagreeing pairs.
public enum HeatmapPattern: Sendable, Hashable {
  case rising(tau: Double, change: Double)
  case falling(tau: Double, change: Double)
  case peak(at: Int)
  case dip(at: Int)

  /// The least size of τ for a trend, or for each side of a peak or dip.
  public static let minimumTau = 0.6
  /// The least change (of a trend) or height (of a peak or dip above the ends), as a share of
  /// the range of all values.
  public static let minimumShareOfRange = 0.1

  /// The pattern of `means` (NaN for a line with no value) given the range of all values (≥ 0).
  public static func find(means: [Double], valueRange: Double) -> HeatmapPattern? {
    let positions = means.indices.filter { !means[$0].isNaN }
    let profile = positions.map { means[$0] }
    guard profile.count >= 3, valueRange > 0 else { return nil }
    let t = positions.map(Double.init)
    let threshold = minimumShareOfRange * valueRange
    let trend = MannKendall(t: t, y: profile)
    if abs(trend.tau) >= minimumTau {
      let change = TheilSen(t: t, y: profile).slope * (t.last! - t.first!)
      if abs(change) >= threshold {
        return change > 0 ? .rising(tau: trend.tau, change: change) : .falling(tau: trend.tau, change: change)
      }
    }
    guard profile.count >= 4 else { return nil }
    let ends = (profile.first!, profile.last!)
    if let top = profile.indices.max(by: { profile[$0] < profile[$1] }), top > 0, top < profile.count - 1,
      MannKendall(t: Array(t[...top]), y: Array(profile[...top])).tau >= minimumTau,
      MannKendall(t: Array(t[top...]), y: Array(profile[top...])).tau <= -minimumTau,
      profile[top] - max(ends.0, ends.1) >= threshold
    {
      return .peak(at: positions[top])
    }
    if let bottom = profile.indices.min(by: { profile[$0] < profile[$1] }), bottom > 0,
      bottom < profile.count - 1,
      MannKendall(t: Array(t[...bottom]), y: Array(profile[...bottom])).tau <= -minimumTau,
      MannKendall(t: Array(t[bottom...]), y: Array(profile[bottom...])).tau >= minimumTau,
      min(ends.0, ends.1) - profile[bottom] >= threshold
    {
      return .dip(at: positions[bottom])
    }
    return nil
  }
}
