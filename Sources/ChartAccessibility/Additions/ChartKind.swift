/// The kind of chart: what it draws, and so how it is summarized, played, tabled and explored.
/// An AudioGraph addition (Apple's model has no kind).
///
/// A chart declares its kind in ``AXChartDescriptor/kind`` (the chart file's `kind`, the CLI's
/// `--chart`); a chart that does not is inferred by the summarizer from what the chart is, never
/// from the order its points are written in: a categorical x axis that is unordered makes bars (a
/// pie when the content direction is radial); a numeric (not date) x axis with only discrete
/// series makes a scatter plot, and so does a numeric x axis where some series has on average four
/// points or more at each of its x values; everything else is a line over x (dates, continuous
/// series over numbers, or ordered categories). Histograms, box plots, candlesticks and stacks are never inferred from a
/// descriptor: they are declared (the CSV reader declares them when it makes one).
///
/// The raw value is the chart file's spelling.
public enum ChartKind: String, Sendable, Hashable, CaseIterable {
  case line, bar, scatter, pie
  /// Bins of one or more distributions: each series' points are its bins (x the bin's middle,
  /// y its count), with the observations or the bins in ``AXDataSeriesDescriptor/distribution``.
  case histogram
  /// One box per group: each series is a group whose single point is its median (x the group's
  /// name on a categorical axis), with the five numbers in
  /// ``AXDataSeriesDescriptor/distribution``.
  case boxPlot
  /// A grid of values, rows × columns, shaded by value: the grid is in
  /// ``AXChartDescriptor/heatmap``; Apple-side code reads one series per row over the columns as
  /// categories (``AXChartDescriptor/setHeatmap(_:)``).
  case heatmap
  /// Open, high, low and close per period (a candlestick or OHLC chart): one series whose points
  /// are the periods (x the period, y its close), with the four prices in
  /// ``AXDataSeriesDescriptor/ohlc``.
  case candlestick
  /// Layers stacked on each other at each x, the total their sum (negative values stack below
  /// zero): one series per layer, bottom to top, over one x (``StackLayout``). Apple-side code
  /// reads the layers as a chart of several series.
  case stackedBar
  /// Grouped (clustered) bars: one series per group member, side by side at each category.
  case groupedBar
  /// Stacked bars each scaled to 100%: every layer's share of its bar (``StackLayout/share(layer:at:)``).
  case normalizedBar
  /// Stacked areas over an ordered x: continuous layers stacked as ``stackedBar``.
  case stackedArea

  /// Whether the chart's series are distributions (``AXDataSeriesDescriptor/distribution``).
  public var isDistribution: Bool { self == .histogram || self == .boxPlot }
}
