import AudioGraph
import Foundation

/// `audiograph-bench render`: rendering speed against sox, the dense-series rule end to end,
/// and peak memory of a long render.
enum RenderBenchmarks {
  static func run(arguments: [String]) {
    print("render benchmarks: not yet written")
  }
}
