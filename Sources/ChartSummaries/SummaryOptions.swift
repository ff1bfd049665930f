public import ChartAccessibility

/// How a summary is written. Everything that affects the text is here, passed in, never read
/// from the system: the same chart and options give the same text on every machine.
public struct SummaryOptions: Sendable, Hashable {
  /// How much to say.
  public enum Verbosity: String, Sendable, Hashable, CaseIterable {
    /// The headline sentence only.
    case brief
    /// Up to four sentences after the orientation: headline, a notable feature, extremes,
    /// confidence intervals.
    case standard
    /// The standard summary, plus features and statistics (Chart Details).
    case detailed
  }

  /// Locale, calendar and time zone of every number and date.
  public var context: FormattingContext
  public var verbosity: Verbosity
  /// Whether to open with "Line chart of …, N points from … to …". Off for
  /// `AXChartDescriptor.summary` (VoiceOver already reads title and axes); on for alt text.
  public var includeOrientation: Bool
  public var thresholds: SummaryThresholds
  /// A template that replaces the default wording (and the chart's own `summaryTemplate`).
  public var template: SummaryTemplate?
  /// The kind of chart, when neither the chart's declared kind (`ChartKind`) nor the inference
  /// (``ChartSummarizer/inferKind(of:)``) should decide.
  public var kind: ChartKind?
  /// The preposition before x values ("in", "on", "at", "for"), when the default should be
  /// overridden.
  public var xPreposition: String?
  /// Whether the result carries ``ChartSummary/facts``, the numbers and choices behind the text
  /// (on by default). Off, `facts` is `.null` and nothing else changes: a caller that shows only
  /// the text saves their cost, which on a chart of many series is larger than the analysis
  /// itself (about 1.7 KB a series).
  public var includesFacts: Bool

  public init(
    context: FormattingContext = .default, verbosity: Verbosity = .standard,
    includeOrientation: Bool = false, thresholds: SummaryThresholds = .default,
    template: SummaryTemplate? = nil, kind: ChartKind? = nil, xPreposition: String? = nil,
    includesFacts: Bool = true
  ) {
    self.context = context
    self.verbosity = verbosity
    self.includeOrientation = includeOrientation
    self.thresholds = thresholds
    self.template = template
    self.kind = kind
    self.xPreposition = xPreposition
    self.includesFacts = includesFacts
  }
}

/// The thresholds of the default wording. Lower bounds are
/// inclusive; comparisons allow 1e-9 of the data's scale. The outlier rule is fixed:
/// a deviation of at least 0.2 R and a modified z-score above 3.5 (or a MAD of zero).
public struct SummaryThresholds: Sendable, Hashable {
  /// |Z| of the Mann–Kendall test for a significant trend (two-sided α = 0.05).
  public var significanceZ = 1.959964
  /// Fewest points for a trend claim.
  public var minimumTrendPoints = 5
  /// |Δfit / R| for a trend to count.
  public var trendMagnitude = 0.2
  /// |rel| for "sharply", for both the fitted and the spoken (first-to-last) percent change.
  public var sharply = 0.5
  /// |rel| below this is "slightly" (where a percent change means something), for both the
  /// fitted and the spoken percent change.
  public var slightly = 0.05
  /// "Slightly" also needs the fitted change and the spoken (first-to-last) change to span less
  /// than this share of the range.
  public var slightlyVisibleShare = 0.35
  /// R² and steadiness for "steadily".
  public var steadilyRSquared = 0.9
  public var steadilySteadiness = 0.8
  /// R² below this adds ", with fluctuations".
  public var fluctuationsRSquared = 0.5
  /// Spread R/|median| at or below this is "roughly flat".
  public var flatSpread = 0.10
  /// An interior extreme stands out by this share of R on both sides (peak, trough, feature).
  public var shapeProminence = 0.25
  /// |r| below this is a weak relationship, below `moderateCorrelation` moderate, else strong.
  public var weakCorrelation = 0.3
  public var moderateCorrelation = 0.7
  /// Interval half-width ratio end/start at or above this "widens" (at or below its inverse,
  /// "narrows").
  public var intervalWidening = 1.5
  /// An interval is "plus or minus" when its arms differ by at most this share of its width.
  public var intervalSymmetry = 0.05
  /// Intervals are discussed only when at least this share of points has one.
  public var intervalCoverage = 0.5
  /// Category charts with at most this many categories list every value first.
  public var maximumListedCategories = 6
  /// Series named one by one up to this many; more are summarized together.
  public var maximumSeriesHeadlines = 5

  public init() {}

  public static let `default` = SummaryThresholds()
}
