// audiograph-bench: benchmarks, not tests. Build in release and run one mode:
//
//   swift build -c release --product audiograph-bench
//   .build/release/audiograph-bench render [--sox] [--quick]
//
// Each mode lives in its own file (RenderBenchmarks.swift, …) and prints a Markdown table.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "render":
  RenderBenchmarks.run(arguments: Array(arguments.dropFirst()))
default:
  FileHandle.standardError.write(Data("usage: audiograph-bench render [options]\n".utf8))
  exit(64)
}
