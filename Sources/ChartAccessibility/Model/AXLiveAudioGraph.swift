public import Foundation
import Synchronization

/// An audio graph of a live, continuously updating value, as Apple's `AXLiveAudioGraph`.
///
/// `start()`, `updateValue(_:)` and `stop()` keep the live state here (thread-safe) and forward it
/// to the installed ``output``, which makes the sound: the `AudioGraph` module installs one that
/// plays through ALSA. With no output installed the calls only update ``state``.
///
/// As Apple's, the class is an `NSObject` that can be subclassed and has a public `init()`; its
/// state is one per process, shared by every instance and subclass. AudioGraph adds ``output``,
/// ``state`` and ``State``.
open class AXLiveAudioGraph: NSObject {
  /// What the live graph is doing.
  public struct State: Equatable, Sendable {
    /// Whether `start()` was called without a later `stop()`.
    public var isRunning: Bool
    /// The last value given to `updateValue(_:)`, clamped to `0...1`; `nil` before the first.
    public var value: Double?

    public init(isRunning: Bool, value: Double?) {
      self.isRunning = isRunning
      self.value = value
    }
  }

  private static let shared = Mutex(
    (state: State(isRunning: false, value: nil), output: (any LiveAudioGraphOutput)?.none))

  /// Creates an instance, as Apple's inherited `init()` does. Instances hold no state of their
  /// own: the class methods act on the one live graph of the process.
  public override init() {
    super.init()
  }

  /// The sound of the live graph. Replacing it while running stops the old one first.
  public static var output: (any LiveAudioGraphOutput)? {
    get { shared.withLock { $0.output } }
    set {
      let previous = shared.withLock { shared -> (any LiveAudioGraphOutput)? in
        defer { shared.output = newValue }
        return shared.state.isRunning ? shared.output : nil
      }
      previous?.liveAudioGraphDidStop()
    }
  }

  /// The current state, for tests and status displays.
  public static var state: State { shared.withLock { $0.state } }

  /// Starts the live tone. Calling it again while running does nothing.
  open class func start() {
    let output = shared.withLock { shared -> (any LiveAudioGraphOutput)? in
      guard !shared.state.isRunning else { return nil }
      shared.state.isRunning = true
      return shared.output
    }
    output?.liveAudioGraphDidStart()
  }

  /// Sets the value: 0 is the bottom of the y axis, 1 the top. Values outside are clamped; NaN is
  /// ignored. Has no audible effect unless started.
  open class func updateValue(_ value: Double) {
    guard !value.isNaN else { return }
    let clamped = min(max(value, 0), 1)
    let output = shared.withLock { shared -> (any LiveAudioGraphOutput)? in
      shared.state.value = clamped
      return shared.state.isRunning ? shared.output : nil
    }
    output?.liveAudioGraphDidUpdate(value: clamped)
  }

  /// Stops the live tone. Calling it when stopped does nothing.
  open class func stop() {
    let output = shared.withLock { shared -> (any LiveAudioGraphOutput)? in
      guard shared.state.isRunning else { return nil }
      shared.state.isRunning = false
      return shared.output
    }
    output?.liveAudioGraphDidStop()
  }
}

/// What makes the sound of ``AXLiveAudioGraph``. Called on the thread that called
/// `start()`/`updateValue(_:)`/`stop()`; implementations hand values to their audio thread
/// without blocking.
public protocol LiveAudioGraphOutput: Sendable {
  func liveAudioGraphDidStart()
  /// `value` is in `0...1`.
  func liveAudioGraphDidUpdate(value: Double)
  func liveAudioGraphDidStop()
}
