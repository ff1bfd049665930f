import CALSA
import Glibc
public import SonificationCore
import Synchronization

/// How samples travel to the device.
public enum PCMSampleFormat: String, Sendable, Hashable {
  /// 32-bit IEEE float, little-endian (`SND_PCM_FORMAT_FLOAT_LE`). Preferred.
  case float32LittleEndian
  /// Signed 16-bit integer, little-endian (`SND_PCM_FORMAT_S16_LE`). Used when the device
  /// does not take floats; samples are converted by ``PCMQuantizer`` at 16 bits without dither
  /// (× 32 768, round to nearest, clip), exactly as a 16-bit file is written, so the device
  /// plays the integers of `audiograph render --encoding pcm16`.
  case int16LittleEndian

  var alsaFormat: snd_pcm_format_t {
    switch self {
    case .float32LittleEndian: SND_PCM_FORMAT_FLOAT_LE
    case .int16LittleEndian: SND_PCM_FORMAT_S16_LE
    }
  }

  var bytesPerSample: Int {
    switch self {
    case .float32LittleEndian: 4
    case .int16LittleEndian: 2
    }
  }
}

/// Counters the playback loop updates and any thread may read.
///
/// Real-time safety: reading is safe on any thread (relaxed atomic loads).
public final class PlaybackStatistics: Sendable {
  let recoveries = Atomic<Int>(0)

  init() {}

  /// How many times writing hit an underrun (`-EPIPE`) or a system suspend (`-ESTRPIPE`)
  /// and recovered with `snd_pcm_recover`. Each recovery is an audible gap.
  public var underrunCount: Int { recoveries.load(ordering: .relaxed) }
}

/// The silent error handler is installed once per process, before the first `snd_pcm_open`.
private let quietLibasound: Void = { _ = calsa_silence_library_errors() }()

/// An ALSA PCM device open for playback: the one owner of its `snd_pcm_t *`.
/// Closed exactly once: by ``close()``, or at the end of its lifetime.
///
/// Lifecycle and threads:
/// 1. ``init(device:format:periodMilliseconds:bufferMilliseconds:)`` opens and configures the
///    device and allocates the period buffer. Not real-time safe.
/// 2. ``write(_:)-(UnsafeBufferPointer<Float>)`` (and ``writeSilence(frameCount:)``) runs on the audio thread: it blocks
///    until the device has room, but never allocates, takes locks of its own or logs.
///    Underruns are recovered inside the loop and counted in ``statistics``.
/// 3. ``drain()`` / ``drop()`` end the stream; ``close()`` releases the device.
///
/// One thread drives a `PCMPlayback`: it is `~Copyable` and not `Sendable`, so create it on the
/// thread that plays (or pass it there by `consuming` it). Only ``statistics`` is shared: hand
/// that reference to the control thread to watch ``PlaybackStatistics/underrunCount``.
/// libasound's error printing is silenced process-wide on first use (errors still
/// surface as ``ALSAError``s).
///
///     var playback = try PCMPlayback(device: "null", format: AudioFormat(sampleRate: 48_000, channelCount: 2))
///     try samples.withUnsafeBufferPointer { try playback.write($0) }
///     try playback.drain()
///     try playback.close()
public struct PCMPlayback: ~Copyable {
  private let pcm: OpaquePointer
  /// One period of device-format samples, zeroed at creation; freed in `close`/`deinit`.
  private let periodBuffer: UnsafeMutableRawPointer
  /// Cleared by `close()` so `deinit` does not close twice (`discard self` needs
  /// trivially destroyed stored properties; `device` is a `String`).
  private var isOpen = true

  /// The ALSA device name given at creation, for example `"default"`, `"null"`, `"plughw:0,0"`.
  public let device: String
  /// The sample rate (exact, in hertz) and channel count the device was configured with.
  public let format: AudioFormat
  /// The sample format on the wire to libasound.
  public let sampleFormat: PCMSampleFormat
  /// Frames per period as granted by the device (`snd_pcm_hw_params_get_period_size`).
  public let periodFrameCount: Int
  /// Frames in the whole device buffer as granted (`snd_pcm_hw_params_get_buffer_size`).
  public let bufferFrameCount: Int
  /// Underrun counters, shareable with other threads.
  public let statistics: PlaybackStatistics

  /// The granted period length, in milliseconds.
  public var periodMilliseconds: Double { Double(periodFrameCount) * 1000 / format.sampleRate }
  /// The granted buffer length (the output latency), in milliseconds.
  public var bufferMilliseconds: Double { Double(bufferFrameCount) * 1000 / format.sampleRate }
  /// Recovered underruns and suspends so far. Readable from any thread through ``statistics``.
  ///
  /// Real-time safety: safe (a relaxed atomic load).
  public var underrunCount: Int { statistics.underrunCount }

  /// Opens `device` for playback and configures it.
  ///
  /// - Parameters:
  ///   - device: Any ALSA PCM name: `"default"`, `"null"`, `"plughw:0,0"`,
  ///     `"file:FILE=/tmp/cap.raw,FORMAT=raw"`, ...
  ///   - format: Interleaved channels and an exact sample rate in hertz (a whole number).
  ///     The rate is not resampled here: use a `plug` device if the hardware lacks it.
  ///   - periodMilliseconds: Requested period (the wake-up interval), > 0. The device grants
  ///     the nearest size it supports; read ``periodFrameCount``.
  ///   - bufferMilliseconds: Requested buffer (latency), > `periodMilliseconds`. Granted size in
  ///     ``bufferFrameCount``.
  /// - Throws: ``ALSAError`` naming `device`. A missing device gives `snd_pcm_open` with
  ///   `-ENOENT` (``ALSAError/isDeviceMissing``); a device held by another program gives
  ///   `-EBUSY` (``ALSAError/isDeviceBusy``) at once rather than waiting, because the device is
  ///   opened non-blocking and switched to blocking writes afterwards.
  ///
  /// Prefers `SND_PCM_FORMAT_FLOAT_LE`, else `SND_PCM_FORMAT_S16_LE`; access is
  /// `SND_PCM_ACCESS_RW_INTERLEAVED`; playback starts when the buffer is full (start threshold).
  ///
  /// Real-time safety: unsafe (allocates, opens the device). The corresponding C functions
  /// are `snd_pcm_open`, `snd_pcm_hw_params_*`, `snd_pcm_sw_params_*` and `snd_pcm_nonblock`.
  public init(
    device: String, format: AudioFormat,
    periodMilliseconds: Double = 8, bufferMilliseconds: Double = 32
  ) throws(ALSAError) {
    try self.init(
      device: device, format: format, periodMilliseconds: periodMilliseconds,
      bufferMilliseconds: bufferMilliseconds,
      acceptedSampleFormats: [.float32LittleEndian, .int16LittleEndian])
  }

  /// The designated initializer; tests pass `[.int16LittleEndian]` to exercise the conversion.
  init(
    device: String, format: AudioFormat, periodMilliseconds: Double, bufferMilliseconds: Double,
    acceptedSampleFormats: [PCMSampleFormat]
  ) throws(ALSAError) {
    precondition(format.channelCount >= 1, "PCMPlayback needs at least one channel")
    precondition(
      format.sampleRate >= 1 && format.sampleRate <= Double(UInt32.max)
        && format.sampleRate == format.sampleRate.rounded(),
      "PCMPlayback needs a whole, positive sample rate in hertz")
    precondition(periodMilliseconds > 0, "periodMilliseconds must be positive")
    precondition(bufferMilliseconds > periodMilliseconds, "bufferMilliseconds must exceed periodMilliseconds")
    precondition(!acceptedSampleFormats.isEmpty)
    _ = quietLibasound

    var opened: OpaquePointer?
    try ALSAError.check(
      snd_pcm_open(&opened, device, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK),
      "snd_pcm_open", device: device)
    guard let pcm = opened else {
      throw ALSAError(code: -ENOENT, function: "snd_pcm_open", device: device)
    }

    let configured: (PCMSampleFormat, Int, Int)
    do {
      configured = try Self.configure(
        pcm, device: device, format: format,
        periodFrames: Int((periodMilliseconds * format.sampleRate / 1000).rounded()),
        bufferFrames: Int((bufferMilliseconds * format.sampleRate / 1000).rounded()),
        accepted: acceptedSampleFormats)
      // Opened non-blocking so a busy device fails at once; writes should block.
      try ALSAError.check(snd_pcm_nonblock(pcm, 0), "snd_pcm_nonblock", device: device)
    } catch {
      snd_pcm_close(pcm)
      throw error
    }

    self.pcm = pcm
    self.device = device
    self.format = format
    (sampleFormat, periodFrameCount, bufferFrameCount) = configured
    let bytes = periodFrameCount * format.channelCount * sampleFormat.bytesPerSample
    periodBuffer = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
    periodBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    statistics = PlaybackStatistics()
  }

  /// Sets hardware and software parameters; returns the format and granted period/buffer frames.
  private static func configure(
    _ pcm: OpaquePointer, device: String, format: AudioFormat,
    periodFrames: Int, bufferFrames: Int, accepted: [PCMSampleFormat]
  ) throws(ALSAError) -> (PCMSampleFormat, Int, Int) {
    var hwOut: OpaquePointer?
    try ALSAError.check(snd_pcm_hw_params_malloc(&hwOut), "snd_pcm_hw_params_malloc", device: device)
    guard let hw = hwOut else { throw ALSAError(code: -ENOMEM, function: "snd_pcm_hw_params_malloc") }
    defer { snd_pcm_hw_params_free(hw) }

    try ALSAError.check(snd_pcm_hw_params_any(pcm, hw), "snd_pcm_hw_params_any", device: device)
    try ALSAError.check(
      snd_pcm_hw_params_set_access(pcm, hw, SND_PCM_ACCESS_RW_INTERLEAVED),
      "snd_pcm_hw_params_set_access", device: device)
    guard
      let sampleFormat = accepted.first(where: {
        snd_pcm_hw_params_test_format(pcm, hw, $0.alsaFormat) == 0
      })
    else {
      throw ALSAError(code: -EINVAL, function: "snd_pcm_hw_params_set_format", device: device)
    }
    try ALSAError.check(
      snd_pcm_hw_params_set_format(pcm, hw, sampleFormat.alsaFormat),
      "snd_pcm_hw_params_set_format", device: device)
    try ALSAError.check(
      snd_pcm_hw_params_set_channels(pcm, hw, UInt32(format.channelCount)),
      "snd_pcm_hw_params_set_channels", device: device)
    try ALSAError.check(
      snd_pcm_hw_params_set_rate(pcm, hw, UInt32(format.sampleRate), 0),
      "snd_pcm_hw_params_set_rate", device: device)

    var direction: Int32 = 0
    var period = snd_pcm_uframes_t(max(periodFrames, 1))
    try ALSAError.check(
      snd_pcm_hw_params_set_period_size_near(pcm, hw, &period, &direction),
      "snd_pcm_hw_params_set_period_size_near", device: device)
    var buffer = snd_pcm_uframes_t(max(bufferFrames, Int(period) * 2))
    try ALSAError.check(
      snd_pcm_hw_params_set_buffer_size_near(pcm, hw, &buffer),
      "snd_pcm_hw_params_set_buffer_size_near", device: device)
    try ALSAError.check(snd_pcm_hw_params(pcm, hw), "snd_pcm_hw_params", device: device)

    var grantedPeriod: snd_pcm_uframes_t = 0
    var grantedBuffer: snd_pcm_uframes_t = 0
    try ALSAError.check(
      snd_pcm_hw_params_get_period_size(hw, &grantedPeriod, &direction),
      "snd_pcm_hw_params_get_period_size", device: device)
    try ALSAError.check(
      snd_pcm_hw_params_get_buffer_size(hw, &grantedBuffer),
      "snd_pcm_hw_params_get_buffer_size", device: device)

    var swOut: OpaquePointer?
    try ALSAError.check(snd_pcm_sw_params_malloc(&swOut), "snd_pcm_sw_params_malloc", device: device)
    guard let sw = swOut else { throw ALSAError(code: -ENOMEM, function: "snd_pcm_sw_params_malloc") }
    defer { snd_pcm_sw_params_free(sw) }
    try ALSAError.check(snd_pcm_sw_params_current(pcm, sw), "snd_pcm_sw_params_current", device: device)
    // Start once the whole buffer is queued, so the first periods cannot underrun.
    try ALSAError.check(
      snd_pcm_sw_params_set_start_threshold(pcm, sw, grantedBuffer),
      "snd_pcm_sw_params_set_start_threshold", device: device)
    try ALSAError.check(
      snd_pcm_sw_params_set_avail_min(pcm, sw, grantedPeriod),
      "snd_pcm_sw_params_set_avail_min", device: device)
    try ALSAError.check(snd_pcm_sw_params(pcm, sw), "snd_pcm_sw_params", device: device)

    return (sampleFormat, Int(grantedPeriod), Int(grantedBuffer))
  }

  /// Plays interleaved frames, blocking until libasound has taken all of them.
  ///
  /// Samples are copied one period at a time into the preallocated period buffer in the
  /// device's sample format: floats clipped to `-1...1` (NaN becomes 0), or 16-bit integers by
  /// ``PCMQuantizer`` (see ``PCMSampleFormat/int16LittleEndian``). An underrun
  /// (`-EPIPE`) or suspend (`-ESTRPIPE`) is recovered with `snd_pcm_recover(pcm, err, 1)`,
  /// counted in ``underrunCount`` and writing continues; the listener hears a gap.
  ///
  /// - Parameter interleaved: `count` must be a multiple of `AudioFormat.channelCount`
  ///   (a precondition). Any length, including zero.
  /// - Throws: ``ALSAError`` for anything `snd_pcm_recover` cannot fix (device unplugged,
  ///   `-ENODEV`). After an error the stream is unusable; close it.
  ///
  /// Real-time safety: safe. No allocation, no locks besides libasound's own, no logging;
  /// blocks in `snd_pcm_writei` until there is room, which is the pacing.
  /// The corresponding C functions are `snd_pcm_writei` and `snd_pcm_recover`.
  public mutating func write(_ interleaved: UnsafeBufferPointer<Float>) throws(ALSAError) {
    let channels = format.channelCount
    precondition(
      interleaved.count % channels == 0,
      "PCMPlayback.write: sample count is not a whole number of frames")
    guard let source = interleaved.baseAddress else { return }
    let result = Self.play(
      pcm: pcm, source: source, frameCount: interleaved.count / channels, channelCount: channels,
      sampleFormat: sampleFormat, periodBuffer: periodBuffer, periodFrameCount: periodFrameCount)
    if result.recoveries > 0 {
      statistics.recoveries.add(result.recoveries, ordering: .relaxed)
    }
    if result.errorCode < 0 {
      throw ALSAError(code: result.errorCode, function: result.function.description, device: device)
    }
  }

  /// Plays `frameCount` frames of silence (to pre-roll the device or bridge a pause).
  ///
  /// Real-time safety: safe, as ``write(_:)-(UnsafeBufferPointer<Float>)``.
  /// The corresponding C functions are `snd_pcm_writei` and `snd_pcm_recover`.
  public mutating func writeSilence(frameCount: Int) throws(ALSAError) {
    precondition(frameCount >= 0)
    let result = Self.play(
      pcm: pcm, source: nil, frameCount: frameCount, channelCount: format.channelCount,
      sampleFormat: sampleFormat, periodBuffer: periodBuffer, periodFrameCount: periodFrameCount)
    if result.recoveries > 0 {
      statistics.recoveries.add(result.recoveries, ordering: .relaxed)
    }
    if result.errorCode < 0 {
      throw ALSAError(code: result.errorCode, function: result.function.description, device: device)
    }
  }

  /// Plays interleaved frames from an array. See ``write(_:)-(UnsafeBufferPointer<Float>)``.
  ///
  /// Real-time safety: safe (the array is only borrowed).
  public mutating func write(_ interleaved: [Float]) throws(ALSAError) {
    try interleaved.withUnsafeBufferPointer { (buffer) throws(ALSAError) in try write(buffer) }
  }

  /// Blocks until every queued frame has been played, then stops.
  /// The stream can be written again afterwards.
  ///
  /// Real-time safety: unsafe (blocks for up to the buffer length).
  /// The corresponding C functions are `snd_pcm_drain` and `snd_pcm_prepare`.
  public mutating func drain() throws(ALSAError) {
    let rc = snd_pcm_drain(pcm)
    // A stream that never started (fewer frames than the start threshold) drains at once.
    if rc < 0 && rc != -EBADFD { try ALSAError.check(rc, "snd_pcm_drain", device: device) }
    try ALSAError.check(snd_pcm_prepare(pcm), "snd_pcm_prepare", device: device)
  }

  /// Stops at once, discarding queued frames, and prepares for new writes.
  ///
  /// Real-time safety: safe to call from the thread that writes; it does not block.
  /// The corresponding C functions are `snd_pcm_drop` and `snd_pcm_prepare`.
  public mutating func drop() throws(ALSAError) {
    try ALSAError.check(snd_pcm_drop(pcm), "snd_pcm_drop", device: device)
    try ALSAError.check(snd_pcm_prepare(pcm), "snd_pcm_prepare", device: device)
  }

  /// The device state, for diagnostics: `"PREPARED"`, `"RUNNING"`, `"XRUN"`, ...
  ///
  /// Real-time safety: unsafe (creates a `String`).
  ///
  /// The corresponding C functions are `snd_pcm_state` and `snd_pcm_state_name`.
  public var stateName: String { String(cString: snd_pcm_state_name(snd_pcm_state(pcm))) }

  /// Closes the device without draining (call ``drain()`` first to hear the end) and frees
  /// the period buffer, reporting the error `deinit` has to swallow.
  ///
  /// Real-time safety: unsafe. The corresponding C function is `snd_pcm_close`.
  public consuming func close() throws(ALSAError) {
    isOpen = false
    let rc = snd_pcm_close(pcm)
    periodBuffer.deallocate()
    try ALSAError.check(rc, "snd_pcm_close", device: device)
  }

  deinit {
    guard isOpen else { return }
    snd_pcm_close(pcm)
    periodBuffer.deallocate()
  }
}

// MARK: - The write kernel

extension PCMPlayback {
  /// Which C call produced `errorCode`. A plain enum (no `String`) keeps the kernel free of
  /// reference counting.
  enum FailedFunction: CustomStringConvertible {
    case none, writei, recover, wait
    var description: String {
      switch self {
      case .none: "none"
      case .writei: "snd_pcm_writei"
      case .recover: "snd_pcm_recover"
      case .wait: "snd_pcm_wait"
      }
    }
  }

  struct PlayResult {
    var recoveries = 0
    var errorCode: Int32 = 0
    var function = FailedFunction.none
  }

  /// Converts and writes `frameCount` frames one period at a time; `source == nil` plays silence.
  ///
  /// `@_noLocks` makes the compiler reject allocation, locks and reference counting here.
  /// The libasound calls are vouched for with `_unsafePerformance`: `snd_pcm_writei` may block
  /// on the device (that is the pacing) but does not allocate for RW-interleaved access.
  @_noLocks
  static func play(
    pcm: OpaquePointer, source: UnsafePointer<Float>?, frameCount: Int, channelCount: Int,
    sampleFormat: PCMSampleFormat, periodBuffer: UnsafeMutableRawPointer, periodFrameCount: Int
  ) -> PlayResult {
    var result = PlayResult()
    var offset = 0
    while offset < frameCount {
      let chunk = min(frameCount - offset, periodFrameCount)
      let sampleCount = chunk * channelCount
      let input = source.map { $0 + offset * channelCount }
      switch sampleFormat {
      case .float32LittleEndian:
        let out = periodBuffer.assumingMemoryBound(to: Float.self)
        for i in 0..<sampleCount { out[i] = input.map { clip($0[i]) } ?? 0 }
      case .int16LittleEndian:
        let out = UnsafeMutableBufferPointer(
          start: periodBuffer.assumingMemoryBound(to: Int16.self), count: sampleCount)
        if let input {
          PCMQuantizer(bitDepth: 16).quantize(
            UnsafeBufferPointer(start: input, count: sampleCount), into: out, firstSampleIndex: 0)
        } else {
          for i in 0..<sampleCount { out[i] = 0 }
        }
      }
      let bytesPerFrame = channelCount * sampleFormat.bytesPerSample
      var done = 0
      while done < chunk {
        let rc: Int = _unsafePerformance {
          snd_pcm_writei(pcm, periodBuffer + done * bytesPerFrame, snd_pcm_uframes_t(chunk - done))
        }
        if rc >= 0 {
          done += rc
        } else if rc == -Int(EAGAIN) {
          let waited: Int32 = _unsafePerformance { snd_pcm_wait(pcm, 1000) }
          if waited < 0 {
            result.errorCode = waited
            result.function = .wait
            return result
          }
        } else if rc == -Int(EPIPE) || rc == -Int(ESTRPIPE) || rc == -Int(EINTR) {
          let recovered: Int32 = _unsafePerformance { snd_pcm_recover(pcm, Int32(rc), 1) }
          if recovered < 0 {
            result.errorCode = recovered
            result.function = .recover
            return result
          }
          if rc != -Int(EINTR) { result.recoveries += 1 }
        } else {
          result.errorCode = Int32(truncatingIfNeeded: rc)
          result.function = .writei
          return result
        }
      }
      offset += chunk
    }
    return result
  }

  /// `x` limited to `-1...1`; NaN becomes 0.
  @_noLocks @inline(__always)
  static func clip(_ x: Float) -> Float {
    x.isNaN ? 0 : (x < -1 ? -1 : (x > 1 ? 1 : x))
  }

}
