public import Foundation

/// A numeric axis: a range of values, gridlines, a scale and how values are spoken.
///
/// Source compatible with Apple's `AXNumericDataAxisDescriptor`: the same initializers (no
/// default arguments), properties and nested `ScaleType`. AudioGraph adds ``valueFormat`` (a
/// declarative format that also builds the ``valueDescriptionProvider``) and ``valueKind`` (numbers
/// or dates, dates being seconds since 1970-01-01T00:00:00Z).
public final class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  /// The scale the chart draws this axis with. It should match the visual representation.
  public enum ScaleType: Int, Equatable, Hashable, Sendable {
    /// A linear scale.
    case linear = 0
    /// A log scale (base 10).
    case log10 = 1
    /// A natural log scale.
    case ln = 2
  }

  /// What the numbers on a numeric axis stand for. An AudioGraph addition.
  public enum ValueKind: String, Equatable, Hashable, Sendable {
    /// Plain numbers.
    case number
    /// Instants in time, as seconds since 1970-01-01T00:00:00Z (`Date.timeIntervalSince1970`).
    case date
  }

  public var attributedTitle: NSAttributedString
  public var title: String {
    get { attributedTitle.string }
    set { attributedTitle = plainAttributedString(newValue) }
  }

  /// The values spanned by the axis. `lowerBound == upperBound` is allowed (a degenerate axis:
  /// every value maps to the middle of the pitch range).
  public var range: ClosedRange<Double>
  /// Positions of the gridlines, in axis values.
  public var gridlinePositions: [Double]
  /// Turns a value into the text VoiceOver speaks for it.
  public var valueDescriptionProvider: (Double) -> String
  /// The axis scale. Default `.linear`.
  public var scaleType: ScaleType = .linear

  /// How values on this axis are written; `nil` when the app supplied only a closure.
  /// Setting it does not replace ``valueDescriptionProvider``; use
  /// ``init(title:range:gridlinePositions:scaleType:valueKind:format:context:)`` or the chart file
  /// reader to get a provider that follows the format.
  public var valueFormat: ValueFormat?
  /// Whether the values are plain numbers or dates. Default `.number`.
  public var valueKind: ValueKind = .number

  /// Set by the chart file reader when the file gave no range and the range was taken from the
  /// data; the writer then leaves the range out again if it still equals the data's.
  var rangeIsDerivedFromData = false

  /// The provider without the format's unit, for confidence interval bounds ("98 to 112").
  /// Set together with a provider built from ``valueFormat``; `nil` for app-supplied closures.
  var unitlessDescriptionProvider: ((Double) -> String)?

  /// Installs ``valueFormat`` and a provider (with and without unit) that follows it.
  func useFormatter(_ formatter: ValueFormatter) {
    valueFormat = formatter.format
    valueKind = formatter.valueKind
    valueDescriptionProvider = { formatter.string(for: $0) }
    unitlessDescriptionProvider = { formatter.stringWithoutUnit(for: $0) }
  }

  /// Creates an axis. Apple's initializer.
  public init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.attributedTitle = plainAttributedString(title)
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }

  /// Creates an axis with an attributed title. Apple's initializer.
  public init(
    attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
    valueDescriptionProvider: @escaping (Double) -> String
  ) {
    self.attributedTitle = attributedTitle.copy() as! NSAttributedString
    self.range = range
    self.gridlinePositions = gridlinePositions
    self.valueDescriptionProvider = valueDescriptionProvider
  }

  /// Creates an axis whose values are spoken with `format`. An AudioGraph addition.
  ///
  /// - Parameters:
  ///   - format: how values are written; also stored in ``valueFormat``.
  ///   - context: the locale, calendar and time zone the provider formats with.
  ///   - defaultFractionDigits: digits after the decimal separator when `format` has no
  ///     `fractionDigits`; see ``ValueFormat/defaultFractionDigits(for:)``.
  public convenience init(
    title: String, range: ClosedRange<Double>, gridlinePositions: [Double] = [],
    scaleType: ScaleType = .linear, valueKind: ValueKind = .number, format: ValueFormat,
    context: FormattingContext = .default, defaultFractionDigits: Int = 2
  ) {
    let formatter = ValueFormatter(
      format: format, valueKind: valueKind, context: context,
      defaultFractionDigits: defaultFractionDigits)
    self.init(
      title: title, range: range, gridlinePositions: gridlinePositions,
      valueDescriptionProvider: { formatter.string(for: $0) })
    self.scaleType = scaleType
    useFormatter(formatter)
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXNumericDataAxisDescriptor(
      attributedTitle: attributedTitle, range: range, gridlinePositions: gridlinePositions,
      valueDescriptionProvider: valueDescriptionProvider)
    copy.scaleType = scaleType
    copy.valueFormat = valueFormat
    copy.valueKind = valueKind
    copy.rangeIsDerivedFromData = rangeIsDerivedFromData
    copy.unitlessDescriptionProvider = unitlessDescriptionProvider
    return copy
  }

  /// Equal when title, range, gridlines, scale, format and kind are equal. The provider closure
  /// cannot be compared and is ignored.
  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXNumericDataAxisDescriptor else { return false }
    return title == other.title && range == other.range
      && gridlinePositions == other.gridlinePositions && scaleType == other.scaleType
      && valueFormat == other.valueFormat && valueKind == other.valueKind
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(title)
    hasher.combine(range.lowerBound)
    hasher.combine(range.upperBound)
    return hasher.finalize()
  }

  public override var description: String {
    "<AXNumericDataAxisDescriptor title=\(title) range=\(range.lowerBound)...\(range.upperBound)"
      + " gridlines=\(gridlinePositions) scale=\(scaleType)>"
  }
}
