/// A type that builds the chart descriptor of a view, as SwiftUI's
/// `accessibilityChartDescriptor(_:)` modifier asks for it.
public protocol AXChartDescriptorRepresentable {
  /// Creates the descriptor; called once per identity of the view.
  func makeChartDescriptor() -> AXChartDescriptor
  /// Updates an existing descriptor in place when the view's inputs changed. Default: does nothing.
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// Holds the descriptor of one view identity the way SwiftUI does on Apple platforms: the first
/// request makes it, later requests update that same object in place, and only when the
/// representable changed since the last request.
///
/// SwiftUI is not available on Linux; this is the registration point a Linux UI toolkit (or a
/// test) uses instead of the `accessibilityChartDescriptor(_:)` view modifier.
public final class AXChartDescriptorHost<Representable: AXChartDescriptorRepresentable> {
  private var descriptor: AXChartDescriptor?
  private var lastRepresentable: Representable?
  private let hasChanged: (Representable, Representable) -> Bool

  /// A host that updates on every request after the first (the representable cannot be compared).
  public init() { hasChanged = { _, _ in true } }

  init(hasChanged: @escaping (Representable, Representable) -> Bool) {
    self.hasChanged = hasChanged
  }

  /// The descriptor for `representable`: made on the first call, updated in place afterwards when
  /// `representable` differs from the previous one.
  public func descriptor(for representable: Representable) -> AXChartDescriptor {
    defer { lastRepresentable = representable }
    guard let descriptor else {
      let made = representable.makeChartDescriptor()
      descriptor = made
      return made
    }
    if let lastRepresentable, hasChanged(lastRepresentable, representable) {
      representable.updateChartDescriptor(descriptor)
    }
    return descriptor
  }
}

extension AXChartDescriptorHost where Representable: Equatable {
  /// A host that updates only when the representable is not equal to the previous one.
  public convenience init() {
    self.init(hasChanged: !=)
  }
}
