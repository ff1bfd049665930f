import AudioGraphTestSupport
import Foundation
import Testing

/// The fuzz targets' work (``ChartFuzzing``) in the ordinary test suite: every input a fuzz target
/// once crashed or hung on (saved under `Fixtures/fuzz-regressions/TARGET/`) goes through the
/// same code as in that target, so a fixed finding stays fixed; and the example charts go
/// through every target, so the shared code keeps working between fuzzing runs. A regression
/// that comes back traps, which fails the whole test run (Swift Testing cannot catch a trap).
@Suite struct FuzzRegressionTests {
  static let targets: [String: @Sendable ([UInt8]) -> Void] = [
    "chart-reader": ChartFuzzing.chartReader,
    "summarizer": ChartFuzzing.summarizer,
    "sonifier": ChartFuzzing.sonifier,
    "alternatives": ChartFuzzing.alternatives,
    "audit": ChartFuzzing.audit,
    "output-files": ChartFuzzing.outputFiles,
  ]

  /// Each saved reproducer, as "TARGET/FILE".
  static let regressionInputs: [String] = targets.keys.sorted().flatMap { target in
    let folder = fixtureURL("fuzz-regressions/\(target)").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { !$0.hasPrefix(".") }.sorted().map { "\(target)/\($0)" }
  }

  @Test(arguments: regressionInputs)
  func savedFindingRunsCleanly(_ input: String) throws {
    let target = try #require(Self.targets[String(input.prefix { $0 != "/" })])
    let bytes = try [UInt8](Data(contentsOf: fixtureURL("fuzz-regressions/" + input)))
    let clock = ContinuousClock()
    let elapsed = clock.measure { target(bytes) }
    // A hang in the fuzz targets is 10 s under AddressSanitizer; this debug build gets as long.
    #expect(elapsed < .seconds(10), "\(input) took \(elapsed)")
  }

  @Test(arguments: fixtureNames(in: "charts", extensions: ["json", "csv"]))
  func exampleChartRunsThroughEveryTarget(_ name: String) throws {
    let bytes = try [UInt8](Data(contentsOf: fixtureURL("charts/" + name)))
    #expect(ChartFuzzing.decodeChart(bytes) != nil, "\(name) should decode as the targets decode it")
    for target in Self.targets.keys.sorted() { Self.targets[target]?(bytes) }
  }
}
