import ChartAccessibility
import Foundation

/// Times reading and validating a chart (`ChartImport.charts(path:)`, which reads chart files,
/// Plotly figures, Vega-Lite specs, MAIDR JSON and the HTML that embeds them): the first step
/// of every command. `AudioGraphBenchmarks read-chart FILE [--runs N]` prints the best time of N
/// runs of the whole read, and of its two parts: reading the file's bytes, and making the charts
/// of those bytes (parsing, decoding, validating).
enum ChartReadBenchmark {
  static func run(_ arguments: [String]) {
    guard let path = arguments.first else {
      print("usage: AudioGraphBenchmarks read-chart FILE [--runs N]")
      return
    }
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    var bestBytes = Duration.seconds(1_000)
    var bestDecode = Duration.seconds(1_000)
    var points = 0
    for _ in 0..<runs {
      let elapsed = clock.measure {
        let charts = try! ChartImport.charts(path: path)
        points = charts[0].series.reduce(0) { $0 + $1.pointCount }
      }
      best = min(best, elapsed)
      var bytes: [UInt8] = []
      bestBytes = min(bestBytes, clock.measure { bytes = try! ChartFile.readFile(path) })
      bestDecode = min(
        bestDecode,
        clock.measure {
          let charts = try! ChartImport.charts(bytes, fileName: path)
          withExtendedLifetime(charts) {}
        })
    }
    print("points=\(points)")
    print("read_seconds=\(SummaryBenchmark.seconds(best))")
    print("file_bytes_seconds=\(SummaryBenchmark.seconds(bestBytes))")
    print("decode_seconds=\(SummaryBenchmark.seconds(bestDecode))")
  }
}
