public import Foundation

/// Everything an assistive technology needs to describe and play a chart: title, summary, axes
/// and series.
///
/// Source compatible with Apple's `AXChartDescriptor`: the same two Swift initializers with the
/// same defaults, the same properties and the nested ``ContentDirection``. AudioGraph adds
/// ``referenceLines``, ``nouns``, ``summaryTemplate``, ``extensions`` (the chart file's
/// free-form section), ``colors``, ``darkColors`` and ``kind``, all defaulted so Apple-style code is
/// unaffected.
///
/// Divergence from Apple, on purpose: `copy()` copies ``contentDirection`` and ``contentFrame``
/// (Apple's rebuilds from the initializer and resets them), and copies axes, series and points
/// deeply.
///
/// `final`, as Apple's is: Apple marks it as not subclassable.
public final class AXChartDescriptor: NSObject, NSCopying {
  /// The direction of the x-axis, which the audio graph represents as time.
  public enum ContentDirection: Int, Equatable, Hashable, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
    case topToBottom = 2
    case bottomToTop = 3
    /// A pie or donut chart.
    case radialClockwise = 4
    case radialCounterClockwise = 5
  }

  /// The chart title. Derived from ``attributedTitle``; setting it replaces that.
  public var title: String? {
    get { attributedTitle?.string }
    set { attributedTitle = newValue.map(plainAttributedString) }
  }
  /// The title with attributes; when set, used instead of ``title``.
  @NSCopying public var attributedTitle: NSAttributedString?
  /// A natural language summary of the key message or features of the chart.
  public var summary: String?
  /// Default `.leftToRight`.
  public var contentDirection: ContentDirection = .leftToRight
  /// The bounds of the view area that draws the data, in superview coordinates. Default `.zero`.
  public var contentFrame: CGRect = .zero
  /// The data series.
  public var series: [AXDataSeriesDescriptor]
  /// The x axis: numeric (or dates) or categorical.
  public var xAxis: any AXDataAxisDescriptor
  /// The y axis; optional in Apple's API.
  public var yAxis: AXNumericDataAxisDescriptor?
  /// Further axes (size, colour category, …), in the order of the points' additional values.
  public var additionalAxes: [any AXDataAxisDescriptor]

  /// Lines drawn at a fixed value, such as "Average IQ" at 100. An AudioGraph addition.
  public var referenceLines: [ReferenceLine] = []
  /// Words for the chart's points and values, used by templates and summaries.
  public var nouns: ChartNouns?
  /// An app-defined summary template (see the summarizer's documentation). Stored as given.
  public var summaryTemplate: String?
  /// The language ``summaryTemplate`` is written in, a language code such as `en`, `de` or
  /// `pt-BR`; `nil` means the chart's ``language``, and English when that is `nil` too. A summary
  /// in another language does not fill the template (a text never mixes two languages): it uses
  /// the generated wording. An AudioGraph addition.
  public var summaryTemplateLanguage: String?
  /// The language the chart's own words are written in: its title, summary, axis titles, units,
  /// series names, categories, point labels and reference-line labels. A language code such as
  /// `en`, `de` or `pt-BR`; `nil` when the chart does not say.
  ///
  /// Generated text in another language quotes these words as they are ("Temperatur von Oslo"
  /// names the series "Oslo"); an accessible page marks each of them with its own `lang` there,
  /// so that a screen reader speaks them in their language. An AudioGraph addition.
  public var language: String?
  /// Free-form data from the chart file's `extensions` object, kept for round trips and
  /// otherwise ignored.
  public var extensions: JSONValue? {
    didSet { extensionNumberTexts = [:] }
  }

  /// The numbers of ``extensions`` as the chart file wrote them, where their `Double` would be
  /// written differently (integers beyond 2⁵³, `-0`), by JSON pointer within `extensions`; set by
  /// the chart file reader and dropped when ``extensions`` is replaced.
  var extensionNumberTexts: [String: String] = [:]
  /// The colours the chart is drawn in (light appearance), for accessibility audits; `nil` when
  /// not given. An AudioGraph addition.
  public var colors: ChartColorScheme?
  /// The colours the chart is drawn in in dark mode; `nil` when not given. An AudioGraph addition.
  public var darkColors: ChartColorScheme?
  /// The kind of chart, when the chart declares it (the chart file's `kind`); `nil` leaves it to
  /// inference from the axes and data (see ``ChartKind``). An AudioGraph addition.
  public var kind: ChartKind?
  /// The grid of a heatmap (rows × columns of values); `nil` for other charts. Set it with
  /// ``setHeatmap(_:)``, which also makes the x axis and series Apple-side code reads. An
  /// AudioGraph addition.
  public var heatmap: HeatmapGrid?

  /// Creates a chart descriptor. Apple's initializer.
  public init(
    title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
    yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
    series: [AXDataSeriesDescriptor]
  ) {
    self.attributedTitle = title.map(plainAttributedString)
    self.summary = summary
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.additionalAxes = additionalAxes
    self.series = series
  }

  /// Creates a chart descriptor with an attributed title. Apple's initializer.
  ///
  /// Disfavored so that a call naming neither `title` nor `attributedTitle`
  /// (`AXChartDescriptor(xAxis:series:)`) picks the plain-title initializer instead of being
  /// ambiguous; every call that names one of them resolves as on Apple platforms.
  @_disfavoredOverload
  public init(
    attributedTitle: NSAttributedString? = nil, summary: String? = nil,
    xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
    additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
  ) {
    self.attributedTitle = attributedTitle?.copy() as? NSAttributedString
    self.summary = summary
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.additionalAxes = additionalAxes
    self.series = series
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXChartDescriptor(
      attributedTitle: attributedTitle, summary: summary,
      xAxis: xAxis.copy() as! any AXDataAxisDescriptor,
      yAxis: yAxis?.copy() as? AXNumericDataAxisDescriptor,
      additionalAxes: additionalAxes.map { $0.copy() as! any AXDataAxisDescriptor },
      series: series.map { $0.copy() as! AXDataSeriesDescriptor })
    copy.contentDirection = contentDirection
    copy.contentFrame = contentFrame
    copy.referenceLines = referenceLines
    copy.nouns = nouns
    copy.summaryTemplate = summaryTemplate
    copy.summaryTemplateLanguage = summaryTemplateLanguage
    copy.language = language
    copy.extensions = extensions
    copy.extensionNumberTexts = extensionNumberTexts
    copy.colors = colors
    copy.darkColors = darkColors
    copy.kind = kind
    copy.heatmap = heatmap
    return copy
  }

  /// Equal when everything but `contentFrame` and the value description closures is equal.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXChartDescriptor else { return false }
    return title == other.title && summary == other.summary
      && contentDirection == other.contentDirection
      && axesEqual(xAxis, other.xAxis) && yAxis == other.yAxis
      && additionalAxes.count == other.additionalAxes.count
      && zip(additionalAxes, other.additionalAxes).allSatisfy(axesEqual)
      && series == other.series && referenceLines == other.referenceLines
      && nouns == other.nouns && summaryTemplate == other.summaryTemplate
      && summaryTemplateLanguage == other.summaryTemplateLanguage && language == other.language
      && extensions == other.extensions && colors == other.colors && darkColors == other.darkColors
      && kind == other.kind && heatmap == other.heatmap
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(title)
    hasher.combine(series.count)
    return hasher.finalize()
  }

  /// Apple's format: `<AXChartDescriptor 0x… title=… summary=… Axes: … Series: …>`.
  public override var description: String {
    let address = String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
    let axes = ([xAxis] + (yAxis.map { [$0] } ?? []) + additionalAxes)
      .map { ($0 as? NSObject)?.description ?? $0.title }
    return "<AXChartDescriptor 0x\(address) title=\(title ?? "") summary=\(summary ?? "")"
      + " Axes: \(axes.joined(separator: ", ")) Series: \(series.map(\.description).joined(separator: ", "))>"
  }
}

/// Two axes are equal when they are equal objects of the same class.
func axesEqual(_ a: any AXDataAxisDescriptor, _ b: any AXDataAxisDescriptor) -> Bool {
  if let a = a as? NSObject, let b = b as? NSObject { return a.isEqual(b) }
  return a === b
}
