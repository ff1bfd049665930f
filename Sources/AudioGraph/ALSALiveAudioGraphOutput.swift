public import AudioIO
public import ChartAccessibility
public import SonificationCore
import Synchronization

/// Plays `AXLiveAudioGraph` through ALSA, as Apple's live audio graph plays
/// through the speaker: `start()` opens the device and starts a live tone, `updateValue(_:)`
/// (0 = bottom of the y axis, 1 = top) glides its pitch, `stop()` fades it out and closes.
///
///     AXLiveAudioGraph.output = ALSALiveAudioGraphOutput(device: "default")
///     AXLiveAudioGraph.start()
///     AXLiveAudioGraph.updateValue(0.7)
///
/// `AXLiveAudioGraph`'s methods cannot throw; a device that cannot be opened leaves the graph
/// silent and is reported in ``lastError``.
public final class ALSALiveAudioGraphOutput: LiveAudioGraphOutput {
  public let device: String
  public let pitchRange: PitchRange
  public let format: AudioFormat
  private let state = Mutex<(player: LiveTonePlayer?, error: ALSAError?)>((nil, nil))

  public init(
    device: String = "default", pitchRange: PitchRange = .default,
    format: AudioFormat = AudioFormat(sampleRate: 48_000, channelCount: 2)
  ) {
    self.device = device
    self.pitchRange = pitchRange
    self.format = format
  }

  /// Why the last `start()` could not open the device, if it could not.
  public var lastError: ALSAError? { state.withLock { $0.error } }

  public func liveAudioGraphDidStart() {
    do throws(ALSAError) {
      let player = try LiveTonePlayer(
        source: LiveToneRenderer(pitchMap: PitchMap(domain: 0...1, pitchRange: pitchRange)),
        device: device, format: format)
      player.start()
      if let value = AXLiveAudioGraph.state.value { _ = player.controls.push(.liveValue(value)) }
      state.withLock { $0 = (player, nil) }
    } catch {
      state.withLock { $0 = (nil, error) }
    }
  }

  public func liveAudioGraphDidUpdate(value: Double) {
    guard let player = state.withLock({ $0.player }) else { return }
    _ = player.controls.push(.liveValue(value))
  }

  public func liveAudioGraphDidStop() {
    guard
      let player = state.withLock({ state -> LiveTonePlayer? in
        defer { state.player = nil }
        return state.player
      })
    else { return }
    player.stop()
    _ = try? player.waitUntilFinished()
  }
}
