import AudioGraphTestSupport
import SonificationCore
import Testing

@Suite struct LiveToneRendererTests {
  static let sampleRate = 48_000.0
  static let map = PitchMap(domain: 0...1)  // C3…C6

  /// Renders `values` one after another, each held for `secondsEach`, in blocks of `blockSize`.
  static func render(values: [Double], secondsEach: Double, blockSize: Int = 256, channels: Int = 1) -> [Float] {
    var tone = LiveToneRenderer(pitchMap: map)
    tone.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: channels), maximumBlockFrameCount: blockSize)
    let queue = ParameterQueue(minimumCapacity: 16)
    let framesEach = Int(secondsEach * sampleRate)
    var output: [Float] = []
    var block = [Float](repeating: 0, count: blockSize * channels)
    for value in values {
      _ = queue.push(.liveValue(value))
      var remaining = framesEach
      var first = true
      while remaining > 0 {
        let frames = min(blockSize, remaining)
        if first {
          tone.applyPendingChanges(from: queue)
          first = false
        }
        block.withUnsafeMutableBufferPointer { tone.render(into: $0, frameCount: frames) }
        output += block.prefix(frames * channels)
        remaining -= frames
      }
    }
    return output
  }

  @Test func followsEachValueWithin5Cents() throws {
    let values = [0.0, 0.5, 1.0, 0.25]
    let samples = Self.render(values: values, secondsEach: 0.4)
    for (index, value) in values.enumerated() {
      // The last 0.2 s of each value, after the 50 ms glide.
      let start = Int(Self.sampleRate * (0.4 * Double(index) + 0.2))
      let slice = Array(samples[start..<start + 4800])
      let measured = try #require(estimatePitch(slice, sampleRate: Self.sampleRate))
      let expected = Self.map.frequency(for: value)
      #expect(abs(centsDifference(measured, expected)) < 5, "value \(value): \(measured) Hz, expected \(expected) Hz")
    }
  }

  @Test func isSilentUntilTheFirstValueAndNeverClicks() {
    var tone = LiveToneRenderer(pitchMap: Self.map)
    tone.prepare(format: AudioFormat(sampleRate: Self.sampleRate, channelCount: 1), maximumBlockFrameCount: 512)
    var block = [Float](repeating: 1, count: 512)
    block.withUnsafeMutableBufferPointer { tone.render(into: $0, frameCount: 512) }
    #expect(block.allSatisfy { $0 == 0 })
    let samples = Self.render(values: [0.1, 0.9, 0.0, 0.6, 0.6, 0.2], secondsEach: 0.15)
    #expect(detectClicks(samples).isEmpty)
    let levels = measureLevels(samples)
    #expect(levels.peak <= 0.8913 && levels.nonFiniteCount == 0)
  }

  @Test(arguments: [1, 7, 256])
  func outputDoesNotDependOnBlockSize(blockSize: Int) {
    let reference = Self.render(values: [0.3, 0.8, 0.1], secondsEach: 0.1, blockSize: 4096)
    // Values apply at the start of each held stretch, so block boundaries inside a stretch
    // must not change anything.
    #expect(
      maxAbsDifference(Self.render(values: [0.3, 0.8, 0.1], secondsEach: 0.1, blockSize: blockSize), reference) <= 1e-6)
  }

  @Test func pauseFadesOutAndResumeFadesIn() {
    var tone = LiveToneRenderer(pitchMap: Self.map)
    tone.prepare(format: AudioFormat(sampleRate: Self.sampleRate, channelCount: 2), maximumBlockFrameCount: 4800)
    tone.apply(.liveValue(0.5))
    var block = [Float](repeating: 0, count: 9600)
    block.withUnsafeMutableBufferPointer { tone.render(into: $0, frameCount: 4800) }
    #expect(measureLevels(block.suffix(2000)).peak > 0.1)
    tone.apply(.paused(true))
    block.withUnsafeMutableBufferPointer { tone.render(into: $0, frameCount: 4800) }
    #expect(block.suffix(4000).allSatisfy { abs($0) < 1e-6 })
    #expect(detectClicks(block).isEmpty)
  }
}
