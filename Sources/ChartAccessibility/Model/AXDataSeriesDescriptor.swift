public import Foundation

/// A named series of data points, continuous (a line) or discrete (bars, dots).
///
/// Source compatible with Apple's `AXDataSeriesDescriptor`. AudioGraph adds ``confidenceLevel``,
/// ``color`` and ``darkColor``.
///
/// Open to subclassing, as Apple's is.
open class AXDataSeriesDescriptor: NSObject, NSCopying {
  /// The series name, as spoken. `nil` when the attributed name is empty. Setting `nil` clears it.
  open var name: String? {
    get { attributedName.length == 0 ? nil : attributedName.string }
    set { attributedName = plainAttributedString(newValue ?? "") }
  }
  /// The name with attributes; when set, used instead of ``name``.
  @NSCopying open var attributedName: NSAttributedString
  /// Whether the series is continuous (played as a gliding tone) or discrete (one tone per point).
  open var isContinuous: Bool
  /// The points, in the order given (not necessarily sorted by x).
  open var dataPoints: [AXDataPoint]

  /// The level of the points' confidence intervals, in `0 < level < 1` (0.95 for 95%); `nil` when
  /// unknown ("uncertainty intervals"). An AudioGraph addition.
  open var confidenceLevel: Double?

  /// The colour the series is drawn in (light appearance); `nil` when not given. An AudioGraph
  /// addition.
  open var color: ChartColor?
  /// The colour the series is drawn in in dark mode; `nil` when not given (it is then drawn in
  /// ``color``). An AudioGraph addition.
  open var darkColor: ChartColor?

  /// Creates a series. Apple's initializer.
  public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.attributedName = plainAttributedString(name)
    self.isContinuous = isContinuous
    self.dataPoints = dataPoints
  }

  /// Creates a series with an attributed name. Apple's initializer.
  public init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    self.attributedName = attributedName.copy() as! NSAttributedString
    self.isContinuous = isContinuous
    self.dataPoints = dataPoints
  }

  /// A deep copy: the points are copied too.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXDataSeriesDescriptor(
      attributedName: attributedName, isContinuous: isContinuous,
      dataPoints: dataPoints.map { $0.copy() as! AXDataPoint })
    copy.confidenceLevel = confidenceLevel
    copy.color = color
    copy.darkColor = darkColor
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXDataSeriesDescriptor else { return false }
    return attributedName.string == other.attributedName.string
      && isContinuous == other.isContinuous && dataPoints == other.dataPoints
      && confidenceLevel == other.confidenceLevel && color == other.color && darkColor == other.darkColor
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(attributedName.string)
    hasher.combine(dataPoints.count)
    return hasher.finalize()
  }

  open override var description: String {
    "<AXDataSeriesDescriptor name=\(name ?? "") isContinuous=\(isContinuous)"
      + " dataPoints=\(dataPoints.count)>"
  }
}
