public import Foundation

/// A categorical axis: every possible category, in display or legend order.
///
/// Source compatible with Apple's `AXCategoricalDataAxisDescriptor`. AudioGraph adds
/// ``isOrdered``: whether the categories have a natural order (weeks, stages) so that a trend over
/// them means something.
///
/// Open to subclassing, as Apple's is.
open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  open var attributedTitle: NSAttributedString
  open var title: String {
    get { attributedTitle.string }
    set { attributedTitle = plainAttributedString(newValue) }
  }

  /// Every category, in order (for example blood types "AB", "A", "B", "O").
  open var categoryOrder: [String]

  /// Whether the categories have a natural order. `nil` means the default rule: ordered when any
  /// series of the chart is continuous (a line over categories), unordered otherwise (bars).
  open var isOrdered: Bool?

  /// Set by the chart file reader when the file listed no categories and the order of first
  /// appearance was used; the writer then leaves them out again if they still match.
  var categoriesAreDerivedFromData = false

  /// Creates an axis. Apple's initializer.
  public init(title: String, categoryOrder: [String]) {
    self.attributedTitle = plainAttributedString(title)
    self.categoryOrder = categoryOrder
  }

  /// Creates an axis with an attributed title. Apple's initializer.
  public init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
    self.attributedTitle = attributedTitle.copy() as! NSAttributedString
    self.categoryOrder = categoryOrder
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXCategoricalDataAxisDescriptor(
      attributedTitle: attributedTitle, categoryOrder: categoryOrder)
    copy.isOrdered = isOrdered
    copy.categoriesAreDerivedFromData = categoriesAreDerivedFromData
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXCategoricalDataAxisDescriptor else { return false }
    return title == other.title && categoryOrder == other.categoryOrder
      && isOrdered == other.isOrdered
  }

  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(title)
    hasher.combine(categoryOrder)
    return hasher.finalize()
  }

  open override var description: String {
    "<AXCategoricalDataAxisDescriptor title=\(title) categoryOrder=\(categoryOrder)>"
  }
}
