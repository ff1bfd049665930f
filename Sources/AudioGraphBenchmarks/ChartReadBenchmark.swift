import ChartAccessibility
import Foundation

/// Times reading and validating a chart file (`ChartFile.read`): the first step of every command.
/// `AudioGraphBenchmarks read-chart FILE [--runs N]` prints the best time of N runs.
enum ChartReadBenchmark {
  static func run(_ arguments: [String]) {
    guard let path = arguments.first else {
      print("usage: AudioGraphBenchmarks read-chart FILE [--runs N]")
      return
    }
    let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 5
    let clock = ContinuousClock()
    var best = Duration.seconds(1_000)
    var points = 0
    for _ in 0..<runs {
      let elapsed = clock.measure {
        let chart = try! ChartFile.read(path: path)
        points = chart.series.reduce(0) { $0 + $1.dataPoints.count }
      }
      best = min(best, elapsed)
    }
    print("points=\(points)")
    print("read_seconds=\(SummaryBenchmark.seconds(best))")
  }
}
