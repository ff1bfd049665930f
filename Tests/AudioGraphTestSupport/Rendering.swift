public import SonificationCore

/// Renders `frameCount` frames from `renderer` in blocks of `blockSize` frames (the last block
/// may be shorter) and returns the interleaved samples.
public func render(_ renderer: inout ScoreRenderer, frameCount: Int, blockSize: Int, channelCount: Int) -> [Float] {
  precondition(blockSize > 0)
  var output = [Float](repeating: .nan, count: frameCount * channelCount)
  var block = [Float](repeating: .nan, count: blockSize * channelCount)
  var done = 0
  while done < frameCount {
    let n = min(blockSize, frameCount - done)
    block.withUnsafeMutableBufferPointer { renderer.render(into: $0, frameCount: n) }
    for i in 0..<(n * channelCount) { output[done * channelCount + i] = block[i] }
    done += n
  }
  return output
}

/// Prepares a renderer for `score` and renders the whole score plus `extraFrames` of tail.
public func renderScore(
  _ score: Score, channelCount: Int = 1, blockSize: Int = 4_096, extraFrames: Int = 0
) -> [Float] {
  var renderer = ScoreRenderer(score: score)
  renderer.prepare(
    format: AudioFormat(sampleRate: score.sampleRate, channelCount: channelCount),
    maximumBlockFrameCount: blockSize)
  return render(
    &renderer, frameCount: renderer.frameCount + extraFrames, blockSize: blockSize,
    channelCount: channelCount)
}
