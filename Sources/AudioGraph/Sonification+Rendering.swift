public import AudioIO
import Dispatch
import Foundation
import SonificationCore
import Synchronization

extension Sonification {
  /// How much lower the limiter's ceiling is for Ogg Vorbis files than for WAV, FLAC and live
  /// playback, in decibels: ceiling −2.2 dBTP instead of −1.2. Vorbis reconstructs peaks up to
  /// about 0.5 dB above the rendered signal's (measured on every fixture chart at `--gain 12`,
  /// where the limiter works hardest), so decoded Ogg files stay at or below −1 dBFS.
  public static let vorbisHeadroomDecibels = 1.0

  /// Renders the whole sonification in blocks and hands each block to `body`, in order.
  ///
  /// Every block holds exactly `blockFrameCount` interleaved frames except the last, which
  /// holds the rest; the blocks together hold exactly ``frameCount`` frames. Sections are
  /// rendered one after the other by a fresh `ScoreRenderer` each (allocated before its
  /// section starts), with ``gapFrameCount`` zero frames between them. The samples do not
  /// depend on `blockFrameCount`. Memory is one block plus one renderer, whatever the length.
  ///
  /// - Parameters:
  ///   - channelCount: 1 (mono: no pan) or 2 (stereo).
  ///   - blockFrameCount: Frames per block, at least 1.
  ///   - body: Receives each block; the buffer is valid only during the call. Throw to stop.
  ///
  /// Real-time safety: unsafe (allocates a renderer per section). For live playback, drive a
  /// `ScoreRenderer` per section directly.
  public func renderBlocks(
    channelCount: Int, blockFrameCount: Int = 4_096, _ body: (UnsafeBufferPointer<Float>) throws -> Void
  ) rethrows {
    precondition(channelCount == 1 || channelCount == 2, "renderBlocks: channelCount must be 1 or 2")
    precondition(blockFrameCount > 0, "renderBlocks: blockFrameCount must be positive")
    let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: blockFrameCount * channelCount)
    defer { buffer.deallocate() }
    var cursor = SonificationCursor(self, channelCount: channelCount)
    while true {
      let frames = cursor.render(into: buffer, frameCount: blockFrameCount)
      if frames == 0 { break }
      try body(UnsafeBufferPointer(rebasing: buffer[..<(frames * channelCount)]))
    }
  }

  /// The whole rendering as interleaved samples (memory grows with the length: for tests and
  /// short graphs; use ``write(to:channelCount:fileFormat:encoding:dither:blockFrameCount:progress:isCancelled:)``
  /// for files).
  public func renderSamples(channelCount: Int, blockFrameCount: Int = 4_096) -> [Float] {
    var samples: [Float] = []
    samples.reserveCapacity(frameCount * channelCount)
    renderBlocks(channelCount: channelCount, blockFrameCount: blockFrameCount) { samples.append(contentsOf: $0) }
    return samples
  }

  /// Renders into a sound file at `path`, streaming block by block, and replaces `path` only
  /// when the file is complete (`AtomicSoundFileOutput`).
  ///
  /// Rendering runs on a thread of its own, a few steps ahead of the encoding and writing on
  /// the calling thread (memory stays fixed: four steps of samples), straight into the buffers
  /// the writer reads. Each step is at least 32 768 frames (or `blockFrameCount`, if larger).
  ///
  /// If rendering fails, or `isCancelled` returns `true` (checked before every step), the
  /// temporary file is removed and any earlier file at `path` is untouched.
  ///
  /// WAV and FLAC hold the samples of ``renderSamples(channelCount:blockFrameCount:)`` (true
  /// peak at most −1.2 dBTP), exactly in float and quantized by `PCMQuantizer` in 16 and 24
  /// bits. Ogg Vorbis is rendered with its limiter
  /// ``vorbisHeadroomDecibels`` lower, because the encoder's own overshoot would otherwise take
  /// the decoded peaks of a loud graph above −1 dBFS.
  ///
  /// - Parameters:
  ///   - path: The destination; its directory must exist.
  ///   - channelCount: 1 or 2.
  ///   - fileFormat: The container.
  ///   - encoding: `nil` for the container's default (PCM 16 for WAV and FLAC, Vorbis for Ogg).
  ///   - dither: For 16- and 24-bit encodings, the dither added before rounding (`.none`, the
  ///     default: the nearest step, as `play` sends to a 16-bit device; `.tpdf`: deterministic
  ///     triangular noise, see `PCMQuantizer`). Ignored for float and Vorbis.
  ///   - blockFrameCount: The smallest step (the samples do not depend on it).
  ///   - progress: Called on the calling thread after each step with the frames written so far.
  ///   - isCancelled: Polled on the calling thread before each step; `true` abandons the file.
  /// - Returns: What was written.
  /// - Throws: ``RenderError``.
  @discardableResult
  public func write(
    to path: String, channelCount: Int, fileFormat: SoundFileFormat, encoding: SampleEncoding? = nil,
    dither: PCMQuantizer.Dither = .none,
    blockFrameCount: Int = 4_096, progress: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { false }
  ) throws(RenderError) -> RenderedFile {
    let format = AudioFormat(sampleRate: sampleRate, channelCount: channelCount)
    var output: AtomicSoundFileOutput
    do {
      output = try AtomicSoundFileOutput(
        replacing: path, format: format, fileFormat: fileFormat, encoding: encoding, expectedFrameCount: frameCount,
        dither: dither)
    } catch {
      throw .soundFile(error)
    }
    let written = try stream(
      into: &output, channelCount: channelCount, fileFormat: fileFormat, blockFrameCount: blockFrameCount,
      progress: progress, isCancelled: isCancelled)
    let encoding = output.encoding
    do {
      try output.commit()
    } catch {
      throw .soundFile(error)
    }
    return RenderedFile(
      path: path, frameCount: written, sampleRate: sampleRate, channelCount: channelCount,
      fileFormat: fileFormat, encoding: encoding)
  }

  /// Renders as ``write(to:channelCount:fileFormat:encoding:dither:blockFrameCount:progress:isCancelled:)``
  /// does, into a scratch file in the temporary directory (`.<scratchName>.<token>.partial`,
  /// removed afterwards; a killed process's is removed by the next), and returns the file's
  /// bytes: for a sound embedded in a page.
  ///
  /// - Returns: The bytes and what was written (its `path` is `scratchName`).
  /// - Throws: ``RenderError``.
  public func encoded(
    scratchName: String, channelCount: Int, fileFormat: SoundFileFormat, encoding: SampleEncoding? = nil,
    isCancelled: () -> Bool = { false }
  ) throws(RenderError) -> (bytes: [UInt8], file: RenderedFile) {
    let format = AudioFormat(sampleRate: sampleRate, channelCount: channelCount)
    var output: AtomicSoundFileOutput
    do {
      output = try AtomicSoundFileOutput(
        scratchFor: scratchName, format: format, fileFormat: fileFormat, encoding: encoding,
        expectedFrameCount: frameCount)
    } catch {
      throw .soundFile(error)
    }
    let written = try stream(
      into: &output, channelCount: channelCount, fileFormat: fileFormat, blockFrameCount: 4_096, progress: { _ in },
      isCancelled: isCancelled)
    let encoding = output.encoding
    let bytes: [UInt8]
    do {
      bytes = try output.takeBytes()
    } catch {
      throw .soundFile(error)
    }
    return (
      bytes,
      RenderedFile(
        path: scratchName, frameCount: written, sampleRate: sampleRate, channelCount: channelCount,
        fileFormat: fileFormat, encoding: encoding)
    )
  }

  /// Renders every frame into `output` (not committed); returns the frames written. On a
  /// failure or cancellation the caller drops `output`, which removes its temporary file.
  private func stream(
    into output: inout AtomicSoundFileOutput, channelCount: Int, fileFormat: SoundFileFormat, blockFrameCount: Int,
    progress: (Int) -> Void, isCancelled: () -> Bool
  ) throws(RenderError) -> Int {
    // Rendering runs on a thread of its own (not a Dispatch worker: callers may occupy every
    // one of those), a few blocks ahead, while this thread encodes and writes (libsndfile and
    // the kernel's page cache take about a third of the time).
    // Each hand-over carries at least 32 768 frames, so the threads meet rarely.
    let slotFrameCount = max(32_768, blockFrameCount)
    let pipe = RenderPipe(slotCount: 4, slotSampleCount: slotFrameCount * channelCount)
    defer { pipe.deallocate() }
    let renderer = Thread { [self] in
      // Straight into the slots: no copy between the renderer and the writer.
      var cursor = SonificationCursor(
        self, channelCount: channelCount,
        headroomDecibels: fileFormat == .ogg ? Sonification.vorbisHeadroomDecibels : 0)
      var slot = 0
      while true {
        pipe.free.wait()
        if pipe.isStopped.load(ordering: .acquiring) { break }  // the writer gave up
        let frames = cursor.render(into: pipe.slots[slot], frameCount: slotFrameCount)
        pipe.counts[slot] = frames == 0 ? -1 : frames * channelCount  // -1: the end
        pipe.filled.signal()
        if frames == 0 { break }
        slot = (slot + 1) % pipe.slots.count
      }
      pipe.finished.signal()
    }
    renderer.name = "audiograph render"
    renderer.start()
    var written = 0
    var slot = 0
    var failure: RenderError?
    while true {
      if isCancelled() {
        failure = .cancelled
        break
      }
      pipe.filled.wait()
      let count = pipe.counts[slot]
      if count < 0 { break }
      do throws(SoundFileError) {
        try output.write(UnsafeBufferPointer(rebasing: pipe.slots[slot][..<count]))
      } catch {
        failure = .soundFile(error)
        break
      }
      pipe.free.signal()
      slot = (slot + 1) % pipe.slots.count
      written += count / channelCount
      progress(written)
    }
    if failure != nil {
      pipe.isStopped.store(true, ordering: .releasing)
      pipe.free.signal()  // the renderer may be waiting for a slot
    }
    pipe.finished.wait()
    if let failure { throw failure }
    if isCancelled() { throw .cancelled }
    return written
  }
}

/// A sound file that ``Sonification/write(to:channelCount:fileFormat:encoding:dither:blockFrameCount:progress:isCancelled:)``
/// finished.
public struct RenderedFile: Hashable, Sendable {
  /// Where it is.
  public var path: String
  /// Frames written (equal to the sonification's ``Sonification/frameCount``).
  public var frameCount: Int
  /// Frames per second, in hertz.
  public var sampleRate: Double
  /// 1 or 2.
  public var channelCount: Int
  /// The container.
  public var fileFormat: SoundFileFormat
  /// How samples are stored.
  public var encoding: SampleEncoding
  /// The length in seconds.
  public var durationSeconds: Double { Double(frameCount) / sampleRate }
}

/// Why a rendering to a file did not finish. In every case the destination is untouched.
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Creating, writing or finishing the file failed.
  case soundFile(SoundFileError)
  /// The caller cancelled (for example on SIGINT); the temporary file was removed.
  case cancelled

  public var description: String {
    switch self {
    case .soundFile(let error): error.description
    case .cancelled: "rendering was cancelled; no file was written"
    }
  }
}

/// Blocks handed from the rendering thread to the writing thread of
/// ``Sonification/write(to:channelCount:fileFormat:encoding:dither:blockFrameCount:progress:isCancelled:)``.
///
/// `@unchecked Sendable`: slot `i` is written only by the renderer after `free.wait()` and read
/// only by the writer after `filled.wait()`; the semaphores order those accesses.
private final class RenderPipe: @unchecked Sendable {
  let slots: [UnsafeMutableBufferPointer<Float>]
  let counts: UnsafeMutableBufferPointer<Int>
  /// Slots the renderer may fill.
  let free: DispatchSemaphore
  /// Slots the writer may write.
  let filled = DispatchSemaphore(value: 0)
  /// Signalled once when the rendering thread is done with the slots.
  let finished = DispatchSemaphore(value: 0)
  /// Set by the writer when it stops early (error or cancellation).
  let isStopped = Atomic<Bool>(false)

  init(slotCount: Int, slotSampleCount: Int) {
    slots = (0..<slotCount).map { _ in
      let slot = UnsafeMutableBufferPointer<Float>.allocate(capacity: slotSampleCount)
      slot.initialize(repeating: 0)
      return slot
    }
    counts = .allocate(capacity: slotCount)
    counts.initialize(repeating: 0)
    // Created at 0 and signalled up: libdispatch traps when a semaphore is destroyed below
    // its initial value, and slots are still taken when the pipe goes away.
    free = DispatchSemaphore(value: 0)
    for _ in 0..<slotCount { free.signal() }
  }

  func deallocate() {
    for slot in slots { slot.deallocate() }
    counts.deallocate()
  }
}

/// Renders a ``Sonification`` front to back into buffers the caller provides: its
/// ``Sonification/timeline``, each section by a fresh ``ScoreRenderer`` (allocated when the
/// section starts), each phrase by ``SpokenClip/write(_:into:channelCount:gain:)`` at gain 1,
/// silences as zeros (without narration: the sections with ``Sonification/gapFrameCount`` zero
/// frames between them). The samples do not depend on how many frames each call asks for.
///
/// Real-time safety: unsafe (allocates a renderer per section).
struct SonificationCursor: ~Copyable {
  private let sonification: Sonification
  private let channelCount: Int
  private let format: AudioFormat
  private let timeline: [Sonification.Segment]
  /// The segment being played (the timeline's count at the end).
  private var segment = -1
  /// Frames of the current segment still to render, and how far into it we are.
  private var remaining = 0
  private var offset = 0
  private var renderer: ScoreRenderer
  /// The limiter headroom of every section's renderer (`ScoreRenderer.init(score:headroomDecibels:)`).
  private let headroomDecibels: Double

  init(_ sonification: Sonification, channelCount: Int, headroomDecibels: Double = 0) {
    precondition(channelCount == 1 || channelCount == 2, "Sonification: channelCount must be 1 or 2")
    self.sonification = sonification
    self.channelCount = channelCount
    self.headroomDecibels = headroomDecibels
    format = AudioFormat(sampleRate: sonification.sampleRate, channelCount: channelCount)
    timeline = sonification.timeline
    renderer = ScoreRenderer(score: Score(sampleRate: sonification.sampleRate), headroomDecibels: headroomDecibels)
  }

  /// Writes the next frames (at most `frameCount`, interleaved) to the start of `buffer` and
  /// returns how many; fewer only at the end, and 0 once everything has been rendered.
  mutating func render(into buffer: UnsafeMutableBufferPointer<Float>, frameCount: Int) -> Int {
    precondition(buffer.count >= frameCount * channelCount, "Sonification: buffer too small")
    var filled = 0
    while filled < frameCount {
      if remaining == 0 {
        guard segment + 1 < timeline.count else { break }  // the end
        segment += 1
        offset = 0
        switch timeline[segment] {
        case .section(let index):
          // A fresh renderer per section, allocated when it starts.
          let section = sonification.sections[index]
          renderer = ScoreRenderer(score: section.score, headroomDecibels: headroomDecibels)
          renderer.prepare(format: format, maximumBlockFrameCount: 4_096)
          remaining = section.frameCount
        case .phrase(let index): remaining = sonification.phrases[index].frameCount
        case .silence(let frames): remaining = frames
        }
        continue
      }
      let n = min(frameCount - filled, remaining)
      let destination = UnsafeMutableBufferPointer(rebasing: buffer[(filled * channelCount)...])
      switch timeline[segment] {
      case .section:
        renderer.render(into: destination, frameCount: n)
      case .phrase(let index):
        sonification.phrases[index].samples.withUnsafeBufferPointer { samples in
          SpokenClip.write(
            UnsafeBufferPointer(rebasing: samples[offset..<(offset + n)]), into: destination,
            channelCount: channelCount, gain: 1)
        }
      case .silence:
        UnsafeMutableBufferPointer(rebasing: destination[..<(n * channelCount)]).update(repeating: 0)
      }
      filled += n
      offset += n
      remaining -= n
    }
    return filled
  }
}
