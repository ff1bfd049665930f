import CALSA
import Glibc

/// An error returned by libasound.
///
/// ``description`` is one line naming the C function, the device and libasound's message,
/// for example `snd_pcm_open failed for device 'default': No such file or directory (-2)`.
public struct ALSAError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The negative, errno-style code libasound returned (for example `-2`, `-16`).
  public var code: Int32
  /// The C function that failed, for example `"snd_pcm_open"`.
  public var function: String
  /// The PCM device name the call was about, when there was one.
  public var device: String?

  public init(code: Int32, function: String, device: String? = nil) {
    self.code = code
    self.function = function
    self.device = device
  }

  /// `true` when the device name is unknown or the hardware is absent
  /// (`-ENOENT`, `-ENODEV`, `-ENXIO`).
  public var isDeviceMissing: Bool { [-ENOENT, -ENODEV, -ENXIO].contains(code) }

  /// `true` when another program holds the device (`-EBUSY`).
  public var isDeviceBusy: Bool { code == -EBUSY }

  /// libasound's text for ``code``. The corresponding C function is `snd_strerror`.
  public var message: String { String(cString: snd_strerror(code)) }

  public var description: String {
    let subject = device.map { " for device '\($0)'" } ?? ""
    let hint =
      isDeviceBusy
      ? "; the device is in use by another program"
      : (isDeviceMissing && function == "snd_pcm_open") ? "; no such PCM device" : ""
    return "\(function) failed\(subject): \(message) (\(code))\(hint)"
  }

  /// Returns `result` when non-negative; throws otherwise. Every libasound call goes through here.
  @discardableResult
  static func check<R: BinaryInteger>(
    _ result: R, _ function: String, device: String? = nil
  ) throws(ALSAError) -> R {
    guard result < 0 else { return result }
    throw ALSAError(code: Int32(truncatingIfNeeded: result), function: function, device: device)
  }
}
