import Foundation
public import TrendStatistics

/// The distribution a series of a histogram or box plot shows: its observations, or the reduced
/// form the data arrived in (bins with counts, or box statistics). An AudioGraph addition.
///
/// Apple-side code sees the series' points, which AudioGraph makes from this
/// (``AXDataSeriesDescriptor/setDistribution(_:kind:)``): a histogram's bins as points (x the
/// middle of the bin, y its count, the label its range), a box plot's group as one point (x the
/// group's name, y its median).
public struct SeriesDistribution: Hashable, Sendable {
  /// The observations in increasing order (`RadixSort.sortAscending(_:)`; the order they
  /// were given in says nothing about a distribution); empty when the data came reduced.
  public private(set) var values: [Double]
  /// The bins: given, or made from ``values`` (`HistogramBins.automatic(sorted:)` unless the
  /// chart asks for another binning). `nil` for a box plot that came as box statistics.
  public var bins: HistogramBins?
  /// The box statistics: given, or computed from ``values``. `nil` for a histogram that came
  /// as bins.
  public var box: BoxStatistics?

  /// A distribution of observations (finite values, in any order), binned by `binning` and with
  /// its box statistics. O(n): one radix sort, in place when the caller hands over an array it
  /// does not keep (`consume`), so that 10⁷ values need 80 MB for themselves and 80 MB of
  /// scratch while they sort.
  public init(values: consuming [Double], binning: HistogramBinning = .automatic) {
    RadixSort.sortAscending(&values)
    self.values = values
    bins = binning.bins(sorted: self.values)
    box = BoxStatistics(sorted: self.values)
  }

  /// A distribution that arrived reduced.
  public init(bins: HistogramBins? = nil, box: BoxStatistics? = nil) {
    self.values = []
    self.bins = bins
    self.box = box
  }

  /// The number of observations: of the values, else the bins' total, else the box's n; 0
  /// when the data gives none of them (box statistics without n: see ``isCountKnown``).
  public var count: Int {
    if !values.isEmpty { return values.count }
    return bins?.total ?? box?.count ?? 0
  }

  /// Whether ``count`` is the number of observations: false only for box statistics given
  /// without n (`BoxStatistics.count` `nil`, as MAIDR's box layer gives them).
  public var isCountKnown: Bool {
    guard values.isEmpty, bins == nil, let box else { return true }
    return box.count != nil
  }

  /// The observations in increasing order: ``values``, which are kept sorted.
  @available(*, deprecated, renamed: "values", message: "values are kept in increasing order")
  public var sortedValues: [Double] { values }
}

/// How a histogram's bins are chosen from its observations.
public enum HistogramBinning: Hashable, Sendable {
  /// NumPy's `bins="auto"` width rounded to a readable value
  /// (`HistogramBins.automatic(sorted:)`).
  case automatic
  /// This many (≥ 1) equal bins from the lowest to the highest value (NumPy's `bins=N`).
  case count(Int)
  /// Bins of this width (> 0) at its multiples.
  case width(Double)
  /// These edges (strictly increasing); values outside are not counted.
  case edges([Double])

  /// The bins of sorted values; `nil` for an empty sample.
  public func bins(sorted values: [Double]) -> HistogramBins? {
    guard !values.isEmpty else { return nil }
    switch self {
    case .automatic: return HistogramBins.automatic(sorted: values)
    case .count(let count): return HistogramBins.equal(sorted: values, binCount: count)
    case .width(let width): return HistogramBins.width(width, sorted: values)
    case .edges(let edges): return HistogramBins.counting(sorted: values, edges: edges)
    }
  }
}

extension AXDataSeriesDescriptor {
  /// Sets ``distribution`` and the points Apple-side code sees for a chart of `kind`:
  /// a histogram's bins (x the bin's middle, y its count, label "low–high" with the bin's
  /// edges), a box plot's one point (x the series name, y the median). Other kinds keep the
  /// points as they are.
  public func setDistribution(_ distribution: SeriesDistribution, kind: ChartKind) {
    self.distribution = distribution
    switch kind {
    case .histogram:
      guard let bins = distribution.bins else {
        dataPoints = []
        return
      }
      dataPoints = bins.counts.indices.map { index in
        let low = bins.edges[index]
        let high = bins.edges[index + 1]
        return AXDataPoint(
          x: (low + high) / 2, y: Double(bins.counts[index]),
          label: "\(AXChartDescriptor.rawNumberText(low))–\(AXChartDescriptor.rawNumberText(high))")
      }
    case .boxPlot:
      dataPoints = distribution.box.map { [AXDataPoint(x: name ?? "", y: $0.median)] } ?? []
    default:
      break
    }
  }
}
