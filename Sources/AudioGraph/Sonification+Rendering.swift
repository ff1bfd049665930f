public import AudioIO
import SonificationCore

extension Sonification {
  /// Renders the whole sonification in blocks and hands each block to `body`, in order.
  ///
  /// Every block holds exactly `blockFrameCount` interleaved frames except the last, which
  /// holds the rest; the blocks together hold exactly ``frameCount`` frames. Sections are
  /// rendered one after the other by a fresh ``ScoreRenderer`` each (allocated before its
  /// section starts), with ``gapFrameCount`` zero frames between them. The samples do not
  /// depend on `blockFrameCount`. Memory is one block plus one renderer, whatever the length.
  ///
  /// - Parameters:
  ///   - channelCount: 1 (mono: no pan) or 2 (stereo).
  ///   - blockFrameCount: Frames per block, at least 1.
  ///   - body: Receives each block; the buffer is valid only during the call. Throw to stop.
  ///
  /// Real-time safety: unsafe (allocates a renderer per section). For live playback, drive a
  /// ``ScoreRenderer`` per section directly.
  public func renderBlocks(
    channelCount: Int, blockFrameCount: Int = 4_096, _ body: (UnsafeBufferPointer<Float>) throws -> Void
  ) rethrows {
    precondition(channelCount == 1 || channelCount == 2, "renderBlocks: channelCount must be 1 or 2")
    precondition(blockFrameCount > 0, "renderBlocks: blockFrameCount must be positive")
    let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: blockFrameCount * channelCount)
    defer { buffer.deallocate() }
    buffer.initialize(repeating: 0)
    var filled = 0  // frames in `buffer`
    let format = AudioFormat(sampleRate: sampleRate, channelCount: channelCount)

    for (index, section) in sections.enumerated() {
      if index > 0 {
        var silence = gapFrameCount
        while silence > 0 {
          let n = min(blockFrameCount - filled, silence)
          UnsafeMutableBufferPointer(rebasing: buffer[(filled * channelCount)..<((filled + n) * channelCount)])
            .update(repeating: 0)
          filled += n
          silence -= n
          if filled == blockFrameCount {
            try body(UnsafeBufferPointer(buffer))
            filled = 0
          }
        }
      }
      var renderer = ScoreRenderer(score: section.score)
      renderer.prepare(format: format, maximumBlockFrameCount: blockFrameCount)
      var remaining = section.frameCount
      while remaining > 0 {
        let n = min(blockFrameCount - filled, remaining)
        renderer.render(
          into: UnsafeMutableBufferPointer(rebasing: buffer[(filled * channelCount)...]), frameCount: n)
        filled += n
        remaining -= n
        if filled == blockFrameCount {
          try body(UnsafeBufferPointer(buffer))
          filled = 0
        }
      }
    }
    if filled > 0 {
      try body(UnsafeBufferPointer(rebasing: buffer[..<(filled * channelCount)]))
    }
  }

  /// The whole rendering as interleaved samples (memory grows with the length: for tests and
  /// short graphs; use ``write(to:channelCount:fileFormat:encoding:blockFrameCount:progress:isCancelled:)``
  /// for files).
  public func renderSamples(channelCount: Int, blockFrameCount: Int = 4_096) -> [Float] {
    var samples: [Float] = []
    samples.reserveCapacity(frameCount * channelCount)
    renderBlocks(channelCount: channelCount, blockFrameCount: blockFrameCount) { samples.append(contentsOf: $0) }
    return samples
  }

  /// Renders into a sound file at `path`, streaming block by block, and replaces `path` only
  /// when the file is complete (``AtomicSoundFileOutput``).
  ///
  /// If rendering fails, or `isCancelled` returns `true` (checked before every block), the
  /// temporary file is removed and any earlier file at `path` is untouched.
  ///
  /// - Parameters:
  ///   - path: The destination; its directory must exist.
  ///   - channelCount: 1 or 2.
  ///   - fileFormat: The container.
  ///   - encoding: `nil` for the container's default (PCM 16 for WAV and FLAC, Vorbis for Ogg).
  ///   - blockFrameCount: Frames rendered and written per step.
  ///   - progress: Called after each block with the frames written so far.
  ///   - isCancelled: Polled before each block; `true` abandons the file.
  /// - Returns: What was written.
  /// - Throws: ``RenderError``.
  @discardableResult
  public func write(
    to path: String, channelCount: Int, fileFormat: SoundFileFormat, encoding: SampleEncoding? = nil,
    blockFrameCount: Int = 4_096, progress: (Int) -> Void = { _ in }, isCancelled: () -> Bool = { false }
  ) throws(RenderError) -> RenderedFile {
    let format = AudioFormat(sampleRate: sampleRate, channelCount: channelCount)
    var output: AtomicSoundFileOutput
    do {
      output = try AtomicSoundFileOutput(replacing: path, format: format, fileFormat: fileFormat, encoding: encoding)
    } catch {
      throw .soundFile(error)
    }
    var written = 0
    do {
      try renderBlocks(channelCount: channelCount, blockFrameCount: blockFrameCount) { block in
        if isCancelled() { throw RenderError.cancelled }
        do throws(SoundFileError) {
          try output.write(block)
        } catch {
          throw RenderError.soundFile(error)
        }
        written += block.count / channelCount
        progress(written)
      }
    } catch let error as RenderError {
      output.abandon()
      throw error
    } catch {
      output.abandon()
      throw .cancelled  // unreachable: the body throws only RenderError
    }
    if isCancelled() {
      output.abandon()
      throw .cancelled
    }
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
}

/// A sound file that ``Sonification/write(to:channelCount:fileFormat:encoding:blockFrameCount:progress:isCancelled:)``
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
