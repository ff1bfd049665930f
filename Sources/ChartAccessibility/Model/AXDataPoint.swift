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

    /// The number; `nil` for a category.
    public var number: Double? {
      if case .number(let number) = self { number } else { nil }
    }

    /// The category; `nil` for a number.
    public var category: String? {
      if case .category(let category) = self { category } else { nil }
    }
  }

  /// The x value: a number (numeric axis) or a category (categorical axis).
  ///
  /// Stored inline (see ``x``); each read returns a new value object, and setting replaces the
  /// stored value. Hot loops over millions of points should read ``x`` and ``y`` instead.
  public var xValue: AXDataPointValue {
    get {
      if let category = extras?.category {
        AXDataPointValue(category: category)
      } else {
        AXDataPointValue(number: xNumber)
      }
    }
    set {
      xNumber = newValue.number
      if let category = newValue.category {
        extrasForWriting.category = category
      } else if extras != nil {
        extras?.category = nil
      }
    }
  }

  /// The y value; `nil` for a missing value. Each read returns a new value object; setting
  /// replaces the stored number.
  public var yValue: AXDataPointValue? {
    get { y.map { AXDataPointValue(number: $0) } }
    set { yStorage = Self.stored(newValue?.number) }
  }

  /// The label spoken before the values. Derived from ``attributedLabel``.
  public var label: String? {
    get { attributedLabel?.string }
    set { attributedLabel = newValue.map(plainAttributedString) }
  }

  /// The label with attributes; when set, used instead of ``label``.
  /// Setting stores a copy, as Apple's `@NSCopying` property does.
  public var attributedLabel: NSAttributedString? {
    get { extras?.attributedLabel }
    set {
      if newValue != nil || extras != nil { extrasForWriting.attributedLabel = newValue?.copy() as? NSAttributedString }
    }
  }

  /// Values on the chart's additional axes, in the order of `AXChartDescriptor.additionalAxes`.
  public var additionalValues: [Value] {
    get { extras?.additionalValues ?? [] }
    set {
      if !newValue.isEmpty || extras != nil { extrasForWriting.additionalValues = newValue }
    }
  }

  /// The interval around ``yValue`` (for example a 95% confidence interval), in y-axis units:
  /// `lowerBound ≤ y ≤ upperBound`. The series' `confidenceLevel` says which level it is.
  public var confidenceInterval: ClosedRange<Double>? {
    get { extras?.confidenceInterval }
    set {
      if newValue != nil || extras != nil { extrasForWriting.confidenceInterval = newValue }
    }
  }

  // Storage. A chart can hold millions of points, so a point is an object of 40 bytes (48 with
  // the allocator's header): the x number, the y number, and one reference to what most points
  // lack (a category, a label, additional values, an interval), allocated only when set.

  /// The x number; `0` for a categorical x, whose category is in ``extras``.
  @exclusivity(unchecked) private var xNumber: Double
  /// The y number, or ``missingY`` for a missing value.
  @exclusivity(unchecked) private var yStorage: Double
  /// What most points lack; `nil` for a numeric point with no label, additional values or interval.
  @exclusivity(unchecked) private var extras: Extras?

  /// The part of a point that most points lack.
  private final class Extras {
    var category: String?
    var attributedLabel: NSAttributedString?
    var additionalValues: [Value] = []
    var confidenceInterval: ClosedRange<Double>?

    func copy() -> Extras {
      let copy = Extras()
      copy.category = category
      copy.attributedLabel = attributedLabel
      copy.additionalValues = additionalValues
      copy.confidenceInterval = confidenceInterval
      return copy
    }
  }

  private var extrasForWriting: Extras {
    if let extras { return extras }
    let created = Extras()
    extras = created
    return created
  }

  /// A NaN with a payload no arithmetic produces, standing for a missing y. A y that is an
  /// ordinary NaN stays NaN (and validation refuses it).
  private static let missingY = Double(bitPattern: 0x7FF8_0000_4D49_5353)

  private static func stored(_ y: Double?) -> Double {
    guard let y else { return missingY }
    return y
  }

  init(
    storing x: Value, y: Double?, additionalValues: [Value], label: String?,
    confidenceInterval: ClosedRange<Double>?
  ) {
    self.xNumber = x.number ?? 0
    self.yStorage = Self.stored(y)
    super.init()
    if let category = x.category { extrasForWriting.category = category }
    if !additionalValues.isEmpty { self.additionalValues = additionalValues }
    if let label { self.attributedLabel = plainAttributedString(label) }
    if let confidenceInterval { self.confidenceInterval = confidenceInterval }
  }

  /// A point with a numeric x, a y and nothing else: what a chart file's millions of
  /// `{"x": …, "y": …}` points become, without a value object.
  init(xNumber: Double, y: Double?) {
    self.xNumber = xNumber
    self.yStorage = Self.stored(y)
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
      storing: .number(x), y: y, additionalValues: additionalValues, label: label,
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
      storing: .category(x), y: y, additionalValues: additionalValues,
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
      storing: .number(x), y: y, additionalValues: additionalValues, label: label,
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
      storing: .category(x), y: y, additionalValues: additionalValues,
      label: label, confidenceInterval: confidenceInterval)
  }

  /// The y value as a number, or `nil` when missing. A convenience for `yValue?.number`
  /// that allocates nothing.
  public var y: Double? { yStorage.bitPattern == Self.missingY.bitPattern ? nil : yStorage }

  /// The x value as a number or a category, without allocating a value object: what
  /// `xValue.value` returns. An AudioGraph addition.
  public var x: Value {
    if let category = extras?.category { .category(category) } else { .number(xNumber) }
  }

  public func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXDataPoint(xNumber: xNumber, y: y)
    copy.extras = extras?.copy()
    return copy
  }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXDataPoint else { return false }
    return x == other.x && y == other.y
      && additionalValues == other.additionalValues && label == other.label
      && confidenceInterval == other.confidenceInterval
  }

  public override var hash: Int {
    var hasher = Hasher()
    hasher.combine(x)
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
    return "(x=\(xValue)\ty=\(y.map { "\($0)" } ?? "")\tz=\(z)\tcategory=\(category)"
      + "\tlabel=\(label ?? ""))"
  }
}
