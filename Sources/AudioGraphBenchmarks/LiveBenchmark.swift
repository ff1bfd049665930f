import AudioGraph
import ChartAccessibility
import Foundation
import SonificationCore

/// `AudioGraphBenchmarks live`: the engine's cost per period for live playback (issue 5), in
/// process, release build.
///
/// A chart of 8 continuous series (each its own timbre) played mixed, so 8 glides sound at once
/// all the way through, at 48 kHz stereo with the pan sweep, is pulled through
/// `ScoreSequenceRenderer` (the source `audiograph play` uses) in 256-frame periods, as the
/// audio thread does. Each period's render is timed with the thread's CPU clock
/// (`CLOCK_THREAD_CPUTIME_ID`) and given as a fraction of the period's duration (5.33 ms).
/// Target: under 5 %, median and worst. The same for 8 discrete series (tones overlapping).
///
/// Options: `--passes N` (default 3: the 10 s graph N times), `--period N` (default 256).
enum LiveBenchmark {
  static func run(arguments: [String]) {
    var passes = 3
    var period = 256
    if let i = arguments.firstIndex(of: "--passes"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
      passes = n
    }
    if let i = arguments.firstIndex(of: "--period"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
      period = n
    }
    let sampleRate = 48_000.0
    print(
      "| 8 series at once, 48 kHz stereo, \(period)-frame periods (\(String(format: "%.2f", Double(period) / sampleRate * 1000)) ms) | periods | median | 99th percentile | worst | target | verdict |"
    )
    print("|---|---|---|---|---|---|---|")
    for continuous in [true, false] {
      let chart = eightSeries(continuous: continuous)
      var options = SonificationOptions()
      options.sampleRate = sampleRate
      let sonification: Sonification
      do { sonification = try ChartSonifier(options: options).sonify(chart) } catch {
        RenderBenchmarks.fail("sonify: \(error)")
      }
      let budget = Double(period) / sampleRate
      var fractions: [Double] = []
      let buffer = UnsafeMutableBufferPointer<Float>.allocate(capacity: period * 2)
      defer { buffer.deallocate() }
      var checksum: Float = 0
      for _ in 0..<passes {
        var renderer = sonification.makeRenderer()
        renderer.prepare(format: AudioFormat(sampleRate: sampleRate, channelCount: 2), maximumBlockFrameCount: period)
        while !renderer.isFinished {
          let start = threadCPUSeconds()
          renderer.render(into: buffer, frameCount: period)
          let used = threadCPUSeconds() - start
          fractions.append(used / budget)
          checksum += buffer[0]
        }
      }
      fractions.sort()
      let median = fractions[fractions.count / 2]
      let p99 = fractions[min(fractions.count - 1, Int(Double(fractions.count) * 0.99))]
      let worst = fractions.last!
      let name = continuous ? "8 continuous series (8 glides)" : "8 discrete series (overlapping tones)"
      print(
        "| \(name) | \(fractions.count) | \(percent(median)) | \(percent(p99)) | \(percent(worst)) | < 5 % | "
          + "\(median < 0.05 && worst < 0.05 ? "met" : (median < 0.05 ? "median met, worst missed" : "missed"))\(checksum.isNaN ? " (NaN!)" : "") |"
      )
    }
  }

  static func percent(_ fraction: Double) -> String { String(format: "%.2f %%", fraction * 100) }

  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// 8 series of 200 points over x 0…100, each a different seeded wave across the y range.
  static func eightSeries(continuous: Bool) -> AXChartDescriptor {
    let x = AXNumericDataAxisDescriptor(title: "Time", range: 0...100, gridlinePositions: []) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Value", range: 0...100, gridlinePositions: []) { "\($0)" }
    let series = (0..<8).map { s in
      let points = (0..<200).map { i -> AXDataPoint in
        let t = Double(i) / 2
        return AXDataPoint(x: t, y: 50 + 40 * sin(t / 7 + Double(s)) * cos(t / 23 + Double(s) / 3))
      }
      return AXDataSeriesDescriptor(name: "Series \(s + 1)", isContinuous: continuous, dataPoints: points)
    }
    return AXChartDescriptor(
      title: "Eight series", summary: nil, xAxis: x, yAxis: y, additionalAxes: [], series: series)
  }
}
