public import Foundation

/// One value of a data point: a number on a numeric axis, a category on a categorical axis.
///
/// Apple hides this type's members from Swift (`NS_REFINED_FOR_SWIFT`), which makes descriptors
/// impossible to inspect in unit tests. AudioGraph exposes them: ``number``, ``category`` and
/// ``value``. Only ``number`` is used on a numeric axis, only ``category`` on a categorical axis.
/// `final`, as Apple's is: Apple marks it as not subclassable.
public final class AXDataPointValue: NSObject, NSCopying {
  /// The number; `0` for a categorical value. Read-only: a data point keeps its values inline and
  /// hands out a new value object on each read, so changing one would change nothing.
  public let number: Double
  /// The category; `nil` for a numeric value. Read-only, as ``number``.
  public let category: String?

  /// A numeric value.
  public init(number: Double) {
    self.number = number
    self.category = nil
  }

  /// A categorical value.
  public init(category: String) {
    self.number = 0
    self.category = category
  }

  /// The value as the enum used by ``AXDataPoint``'s initializers.
  public var value: AXDataPoint.Value {
    if let category { .category(category) } else { .number(number) }
  }

  convenience init(_ value: AXDataPoint.Value) {
    switch value {
    case .number(let number): self.init(number: number)
    case .category(let category): self.init(category: category)
    }
  }

  public func copy(with zone: NSZone? = nil) -> Any { AXDataPointValue(value) }

  public override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXDataPointValue else { return false }
    return value == other.value
  }

  public override var hash: Int { value.hashValue }

  public override var description: String {
    switch value {
    case .number(let number): "\(number)"
    case .category(let category): category
    }
  }
}
