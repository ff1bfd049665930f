public import Foundation

/// A chart or graph container element that supports audio graphs.
///
/// Apple: "Chart or graph container elements may adopt this protocol to enable Audio Graph
/// support." On Apple platforms a `UIView`/`NSView` adopts it; on Linux any `NSObject` can.
public protocol AXChart: NSObjectProtocol {
  /// The descriptor of the chart this element draws.
  var accessibilityChartDescriptor: AXChartDescriptor? { get set }
}
