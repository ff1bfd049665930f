/// The shape of an audio stream: how many frames per second and how many samples make a frame.
///
/// A *sample* is one value for one channel; a *frame* is one sample per channel at one instant.
/// Samples are interleaved `Float`s in `-1...1` wherever this package passes audio around.
public struct AudioFormat: Hashable, Sendable {
  /// Frames per second, in hertz. Supported: 8 000 ... 192 000.
  public var sampleRate: Double
  /// Samples per frame: 1 (mono) or 2 (stereo, left then right).
  public var channelCount: Int

  public init(sampleRate: Double, channelCount: Int) {
    self.sampleRate = sampleRate
    self.channelCount = channelCount
  }
}
