// AudioGraphBenchmarks: reproducible benchmarks, not tests, run by the Scripts/bench-* scripts
// (release builds). Each mode lives in its own file and prints `key=value` lines or a table.
//
//   swift build -c release --product AudioGraphBenchmarks
//   .build/release/AudioGraphBenchmarks summary [--points N] [--data-out FILE]
//   .build/release/AudioGraphBenchmarks statistics [--n N] [--seed S] [--small M] [--data FILE] [--repeat R]
//   .build/release/AudioGraphBenchmarks verify-theilsen [--n N] [--seed S]
//   .build/release/AudioGraphBenchmarks render [--runs N] [--skip-hour]
//   .build/release/AudioGraphBenchmarks render-kernels [NAME-FILTER]
//   .build/release/AudioGraphBenchmarks write-only
//   .build/release/AudioGraphBenchmarks read-chart FILE [--runs N]
//   .build/release/AudioGraphBenchmarks live [--passes N] [--period N]
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "summary":
  SummaryBenchmark.run(Array(arguments.dropFirst()))
case "statistics":
  runStatistics()
case "verify-theilsen":
  verifyTheilSen()
case "read-chart":
  ChartReadBenchmark.run(Array(arguments.dropFirst()))
case "render":
  RenderBenchmarks.run(arguments: Array(arguments.dropFirst()))
case "render-kernels":
  RenderBenchmarks.runKernels(filter: arguments.dropFirst().first)
case "write-only":
  RenderBenchmarks.runWriteOnly()
case "live":
  LiveBenchmark.run(arguments: Array(arguments.dropFirst()))
default:
  FileHandle.standardError.write(
    Data(
      "usage: AudioGraphBenchmarks summary|statistics|verify-theilsen|render|render-kernels|write-only|read-chart|live [options]\n"
        .utf8))
  exit(64)
}
