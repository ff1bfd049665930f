import AudioGraph
import AudioGraphTestSupport
import Foundation
import Testing

/// A steep line chart, through chart → score → render: the pitch heard at each point's time
/// (over 1 ms, or a period of a low tone) is the mapping's, within 5 cents, and every peak and
/// dip of the line is reached.
@Suite struct GlideCornerChartTests {
  @Test(arguments: [true, false])
  func aSteepZigzagLineSoundsEveryPointAndEveryTurn(loudnessCompensation: Bool) throws {
    // Eleven points 0.1 s apart over the whole y range: three octaves in 100 ms.
    let ys: [Double] = [50, 100, 0, 100, 20, 90, 10, 60, 0, 100, 50]
    let points = ys.enumerated().map { (x: Double($0.offset), y: Optional($0.element)) }
    let chart = Charts.numeric(points, continuous: true, xRange: 0...10)
    var options = SonificationOptions.plain()
    options.durationSeconds = 1
    options.loudnessCompensation = loudnessCompensation
    let samples = try ChartSonifier(options: options).sonify(chart).renderSamples(channelCount: 1)
    let sr = 44_100.0
    func pitch(at frame: Int, near: Double) -> Double {
      let window = max(Int(0.001 * sr), Int((sr / near).rounded()))
      return fittedPitch(samples, at: frame, windowFrames: window, sampleRate: sr, near: near)
    }
    var worst = 0.0
    for i in 1..<(ys.count - 1) {
      let frame = Expected.frame(x: Double(i), range: 0...10, durationSeconds: 1, sampleRate: sr, earcons: false)
      let expected = Expected.frequency(ys[i], domain: 0...100)
      let atPoint = pitch(at: frame, near: expected)
      let error = 1_200 * log2(atPoint / expected)
      worst = max(worst, abs(error))
      #expect(abs(error) < 5, "point \(i) (y = \(ys[i])): \(error) cents at its time")
      let isTop = ys[i] > ys[i - 1] && ys[i] > ys[i + 1]
      let isBottom = ys[i] < ys[i - 1] && ys[i] < ys[i + 1]
      if isTop || isBottom {
        let track = stride(from: -220, through: 220, by: 11).map {
          pitch(at: frame + $0, near: expected)
        }
        let reached = 1_200 * log2((isTop ? track.max()! : track.min()!) / expected)
        #expect(abs(reached) < 5, "point \(i) (y = \(ys[i])): the turn reaches \(reached) cents")
      }
    }
    print("steep zigzag chart: worst pitch error at a point's time \(worst) cents")
  }
}
