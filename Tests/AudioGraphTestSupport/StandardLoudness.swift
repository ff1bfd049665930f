import Foundation

/// Integrated loudness in LUFS of interleaved `samples` at 48 kHz, written out from ITU-R
/// BS.1770-4 itself, independently of the renderer's `Loudness` (which designs its filters by
/// the bilinear transform at any rate): the standard's published 48 kHz K-weighting
/// coefficients (Table 1, the pre-filter; Table 2, the RLB high-pass), mean square per channel
/// over 400 ms blocks every 100 ms, every channel weighted 1, an absolute gate at −70 LUFS and a
/// relative gate 10 LU below. `-infinity` for silence. Only 48 kHz: the coefficients are the
/// standard's.
public func standardLoudness48k(_ samples: [Float], channelCount: Int = 1) -> Double {
  let frameCount = samples.count / channelCount
  // Pre-filter (high shelf) and RLB (high-pass), BS.1770-4 Tables 1 and 2.
  let shelfB = [1.535_124_859_586_97, -2.691_696_189_406_38, 1.198_392_810_852_85]
  let shelfA = [-1.690_659_293_182_41, 0.732_480_774_215_85]
  let highPassB = [1.0, -2.0, 1.0]
  let highPassA = [-1.990_047_454_833_98, 0.990_072_250_366_21]
  var power = [Double](repeating: 0, count: frameCount)
  for c in 0..<channelCount {
    var (x1, x2, y1, y2) = (0.0, 0.0, 0.0, 0.0)
    var (u1, u2, z1, z2) = (0.0, 0.0, 0.0, 0.0)
    for n in 0..<frameCount {
      let x = Double(samples[n * channelCount + c])
      let y = shelfB[0] * x + shelfB[1] * x1 + shelfB[2] * x2 - shelfA[0] * y1 - shelfA[1] * y2
      (x2, x1, y2, y1) = (x1, x, y1, y)
      let z = highPassB[0] * y + highPassB[1] * u1 + highPassB[2] * u2 - highPassA[0] * z1 - highPassA[1] * z2
      (u2, u1, z2, z1) = (u1, y, z1, z)
      power[n] += z * z
    }
  }
  let block = 19_200
  let hop = 4_800
  var blocks: [Double] = []
  var start = 0
  while start + block <= frameCount {
    blocks.append(power[start..<(start + block)].reduce(0, +) / Double(block))
    start += hop
  }
  func lufs(_ p: Double) -> Double { -0.691 + 10 * log10(p) }
  let absolute = blocks.filter { $0 > 0 && lufs($0) > -70 }
  guard !absolute.isEmpty else { return -.infinity }
  let relative = lufs(absolute.reduce(0, +) / Double(absolute.count)) - 10
  let gated = absolute.filter { lufs($0) > relative }
  return lufs(gated.reduce(0, +) / Double(gated.count))
}
