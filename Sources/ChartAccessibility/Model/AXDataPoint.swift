public import Foundation

/// One point of a data series: an x value, an optional y value, values on the additional axes,
/// and a label.
///
/// Source compatible with Apple's `AXDataPoint`, and `final` as Apple's is (it cannot be
/// subclassed). AudioGraph adds a readable and settable ``additionalValues`` (Apple accepts them
/// only at initialization), ``confidenceInterval`` and an initializer that takes it, and ``y``.
public final class AXDataPoint: NSObject, NSCopying {
  /// A value on one axis.
  public enum Value: Hashable, Sendable {
    case number(Double)
    case category(String)
  }

  /// The x value: a number (numeric axis) or a category (categorical axis).
  @exclusivity(unchecked) @NSCopying public var xValue: AXDataPointValue
  /// The y value; `nil` for a missing value.
  @exclusivity(unchecked) @NSCopying public var yValue: AXDataPointValue?
  /// The label spoken before the values. Derived from ``attributedLabel``.
  public var label: String? {
    get { attributedLabel?.string }
    set { attributedLabel = newValue.map(plainAttributedString) }
  }
  /// The label with attributes; when set, used instead of ``label``.
  @NSCopying public var attributedLabel: NSAttributedString?

  /// Values on the chart's additional axes, in the order of `AXChartDescriptor.additionalAxes`.
  @exclusivity(unchecked) public var additionalValues: [Value]

  /// The interval around ``yValue`` (for example a 95% confidence interval), in y-axis units:
  /// `lowerBound ≤ y ≤ upperBound`. The series' `confidenceLevel` says which level it is.
  @exclusivity(unchecked) public var confidenceInterval: ClosedRange<Double>?

  init(
    xValue: AXDataPointValue, y: Double?, additionalValues: [Value], label: String?,
    confidenceInterval: ClosedRange<Double>?
  ) {
    self.xValue = xValue
    self.yValue = y.map { AXDataPointValue(number: $0) }
    self.additionalValues = additionalValues
    self.attributedLabel = label.map(plainAttributedString)
    self.confidenceInterval = confidenceInterval
  }

  /// A point on a numeric x axis. Apple's initializer, with Apple's full name
  /// `init(x:y:additionalValues:label:)`.
  ///
  /// - Parameters:
  ///   - x: The x value, in x-axis units (for a date axis, seconds since 1970).
  ///   - y: The y value, in y-axis units; `nil` for a missing value.
  ///   - additionalValues: One value per additional axis, in the order of the chart's
  ///     `additionalAxes`.
  ///   - label: Spoken before the values (for example "Peak"); `nil` for none.
  public convenience init(
    x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil
  ) {
    self.init(
      xValue: AXDataPointValue(number: x), y: y, additionalValues: additionalValues, label: label,
      confidenceInterval: nil)
  }

  /// A point on a categorical x axis. Apple's initializer, with Apple's full name
  /// `init(x:y:additionalValues:label:)`.
  ///
  /// - Parameters:
  ///   - x: The category; it should be one of the axis' `categoryOrder`.
  ///   - y: The y value, in y-axis units; `nil` for a missing value.
  ///   - additionalValues: One value per additional axis, in the order of the chart's
  ///     `additionalAxes`.
  ///   - label: Spoken before the values; `nil` for none.
  public convenience init(
    x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil
  ) {
    self.init(
      xValue: AXDataPointValue(category: x), y: y, additionalValues: additionalValues,
      label: label, confidenceInterval: nil)
  }

  /// A point on a numeric x axis with an interval around its y value. An AudioGraph addition:
  /// a separate initializer, so that Apple's `init(x:y:additionalValues:label:)` keeps its name.
  ///
  /// - Parameters:
  ///   - x: The x value, in x-axis units (for a date axis, seconds since 1970).
  ///   - y: The y value, in y-axis units; `nil` for a missing value.
  ///   - additionalValues: One value per additional axis, in the order of the chart's
  ///     `additionalAxes`.
  ///   - label: Spoken before the values; `nil` for none.
  ///   - confidenceInterval: The interval around `y`, in y-axis units, with
  ///     `lowerBound ≤ y ≤ upperBound`; `nil` for none. The series' `confidenceLevel` says which
  ///     level it is.
  public convenience init(
    x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil,
    confidenceInterval: ClosedRange<Double>?
  ) {
    self.init(
      xValue: AXDataPointValue(number: x), y: y, additionalValues: additionalValues, label: label,
      confidenceInterval: confidenceInterval)
  }

  /// A point on a categorical x axis with an interval around its y value. An AudioGraph
  /// addition: a separate initializer, so that Apple's `init(x:y:additionalValues:label:)` keeps
  /// its name.
  ///
  /// - Parameters:
  ///   - x: The category; it should be one of the axis' `categoryOrder`.
  ///   - y: The y value, in y-axis units; `nil` for a missing value.
  ///   - additionalValues: One value per additional axis, in the order of the chart's
  ///     `additionalAxes`.
  ///   - label: Spoken before the values; `nil` for none.
  ///   - confidenceInterval: The interval around `y`, in y-axis units, with
  ///     `lowerBound ≤ y ≤ upperBound`; `nil` for none.
  public convenience init(
    x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil,
    confidenceInterval: ClosedRange<Double>?
  ) {
    self.init(
      xValue: AXDataPointValue(category: x), y: y, additionalValues: additionalValues,
      label: label, confidenceInterval: confidenceInterval)
  }

  /// The y value as a number, or `nil` when missing. A convenience for `yValue?.number`.
  public var y: Double? { yValue?.number }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXDataPoint(
      xValue: xValue, y: y, additionalValues: additionalValues, label: nil,
      confidenceInterval: confidenceInterval)
    copy.attributedLabel = attributedLabel
    return copy
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXDataPoint else { return false }
    return xValue == other.xValue && yValue == other.yValue
      && additionalValues == other.additionalValues && label == other.label
      && confidenceInterval == other.confidenceInterval
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(xValue.value)
    hasher.combine(y)
    return hasher.finalize()
  }

  /// Apple's format: `(x=…\ty=…\tz=…\tcategory=…\tlabel=…)`; `z` is the first numeric
  /// additional value and `category` the first categorical one.
  public override var description: String {
    var z = ""
    var category = ""
    for value in additionalValues {
      switch value {
      case .number(let n) where z.isEmpty: z = "\(n)"
      case .category(let c) where category.isEmpty: category = c
      default: break
      }
    }
    return "(x=\(xValue)\ty=\(yValue.map { "\($0)" } ?? "")\tz=\(z)\tcategory=\(category)"
      + "\tlabel=\(label ?? ""))"
  }
}
