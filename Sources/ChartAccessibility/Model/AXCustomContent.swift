public import Foundation

/// A label and value an assistive technology can read on request ("More Content").
///
/// Source compatible with Apple's `AXCustomContent`, and open to subclassing as Apple's is. Not
/// used by audio graphs.
open class AXCustomContent: NSObject, NSCopying, NSSecureCoding {
  /// How important the content is: high-importance content is read right after the element.
  public enum Importance: UInt, Equatable, Hashable, Sendable {
    case `default` = 0
    case high = 1
  }

  /// The label, for example "Price".
  public var label: String { attributedLabel.string }
  /// The value, for example "$12".
  public var value: String { attributedValue.string }
  public let attributedLabel: NSAttributedString
  public let attributedValue: NSAttributedString
  /// Default `.default`.
  open var importance: Importance = .default

  open class var supportsSecureCoding: Bool { true }

  public convenience init(label: String, value: String) {
    self.init(
      attributedLabel: plainAttributedString(label), attributedValue: plainAttributedString(value))
  }

  public init(attributedLabel: NSAttributedString, attributedValue: NSAttributedString) {
    self.attributedLabel = attributedLabel.copy() as! NSAttributedString
    self.attributedValue = attributedValue.copy() as! NSAttributedString
  }

  public required init?(coder: NSCoder) {
    guard let label = coder.decodeObject(forKey: "label") as? String,
      let value = coder.decodeObject(forKey: "value") as? String
    else { return nil }
    attributedLabel = plainAttributedString(label)
    attributedValue = plainAttributedString(value)
    importance = Importance(rawValue: UInt(coder.decodeInteger(forKey: "importance"))) ?? .default
  }

  open func encode(with coder: NSCoder) {
    coder.encode(label, forKey: "label")
    coder.encode(value, forKey: "value")
    coder.encode(Int(importance.rawValue), forKey: "importance")
  }

  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = AXCustomContent(attributedLabel: attributedLabel, attributedValue: attributedValue)
    copy.importance = importance
    return copy
  }

  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? AXCustomContent else { return false }
    return label == other.label && value == other.value && importance == other.importance
  }

  open override var hash: Int { label.hashValue ^ value.hashValue }
}

/// An element that offers custom content.
public protocol AXCustomContentProvider: NSObjectProtocol {
  var accessibilityCustomContent: [AXCustomContent]! { get set }
}
