public import Foundation

/// An axis of a chart: a title and, by conforming type, a numeric range or a list of categories.
///
/// Apple: "Each AXChart requires at least two AXDataAxisDescriptor objects" (x and y).
/// Conforming types in this module: ``AXNumericDataAxisDescriptor`` and
/// ``AXCategoricalDataAxisDescriptor``.
public protocol AXDataAxisDescriptor: AnyObject, NSCopying {
  /// The axis title, as spoken. Derived from ``attributedTitle``.
  var title: String { get set }
  /// The title with attributes; when set, used instead of ``title``.
  var attributedTitle: NSAttributedString { get set }
}

/// Replaces an attributed string with a plain one holding `string`.
func plainAttributedString(_ string: String) -> NSAttributedString {
  NSAttributedString(string: string)
}
