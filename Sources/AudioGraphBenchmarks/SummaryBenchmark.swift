import ChartAccessibility
import ChartSummaries
import Foundation

/// Times the whole summary (standard and detailed: exact Mann–Kendall with ties, Theil–Sen, OLS,
/// the five-model fit, outliers, patterns) of one line series of N points.
///
/// The data is a seeded random walk rounded to one decimal (so it has many ties) with a gentle
/// upward drift, x = 0, 1, …, N − 1. `--data-out` writes the y values as little-endian float64 so
/// another program (SciPy) can measure the same data.
enum SummaryBenchmark {
  static func run(_ arguments: [String]) {
    var pointCount = 1_000_000
    var dataOut: String?
    var index = 0
    while index < arguments.count {
      switch arguments[index] {
      case "--points":
        pointCount = Int(arguments[index + 1]) ?? pointCount
        index += 2
      case "--data-out":
        dataOut = arguments[index + 1]
        index += 2
      default: index += 1
      }
    }

    var generator = SplitMix(state: 20_261_121)
    var level = 100.0
    var ys = [Double](repeating: 0, count: pointCount)
    for i in 0..<pointCount {
      level += Double(generator.next() % 2001) / 1000 - 0.999  // steps in −0.999…1.001
      ys[i] = (level * 10).rounded() / 10
    }
    if let dataOut {
      let data = ys.withUnsafeBufferPointer { Data(buffer: $0) }
      guard FileManager.default.createFile(atPath: dataOut, contents: data) else {
        FileHandle.standardError.write(Data("AudioGraphBenchmarks: cannot write \(dataOut)\n".utf8))
        exit(73)
      }
    }

    let clock = ContinuousClock()
    var chart: AXChartDescriptor!
    let build = clock.measure {
      let points = (0..<pointCount).map { AXDataPoint(x: Double($0), y: ys[$0]) }
      chart = AXChartDescriptor(
        title: "Benchmark",
        xAxis: AXNumericDataAxisDescriptor(title: "Step", range: 0...Double(pointCount), gridlinePositions: []) {
          "\($0)"
        },
        yAxis: AXNumericDataAxisDescriptor(title: "Level", range: 0...200, gridlinePositions: []) { "\($0)" },
        series: [AXDataSeriesDescriptor(name: "Level", isContinuous: true, dataPoints: points)])
    }
    let rssAfterBuild = memoryKilobytes("VmRSS")
    var standard: ChartSummary!
    let standardTime = clock.measure {
      standard = ChartSummarizer(options: SummaryOptions(verbosity: .standard)).summarize(chart)
    }
    var detailed: ChartSummary!
    let detailedTime = clock.measure {
      detailed = ChartSummarizer(options: SummaryOptions(verbosity: .detailed)).summarize(chart)
    }
    print("points=\(pointCount)")
    print("build_seconds=\(seconds(build))")
    print("standard_seconds=\(seconds(standardTime))")
    print("detailed_seconds=\(seconds(detailedTime))")
    print("rss_after_build_mb=\(rssAfterBuild / 1024)")
    print("peak_rss_mb=\(memoryKilobytes("VmHWM") / 1024)")
    print("summary=\(standard.summary)")
    print("features=\(detailed.features.count)")
    if case .object(let facts) = detailed.facts, case .array(let series)? = facts["series"],
      case .object(let first)? = series.first, case .object(let test)? = first["mannKendall"]
    {
      if case .number(let statistic)? = test["s"] { print("mann_kendall_s=\(Int64(statistic))") }
      if case .number(let tau)? = test["tau"] { print("kendall_tau=\(tau)") }
    }
  }

  static func seconds(_ duration: Duration) -> String {
    let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    return String(format: "%.3f", value)
  }

  /// A field of /proc/self/status, in kilobytes.
  static func memoryKilobytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
      return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
    return 0
  }
}

/// SplitMix64, for data every run reproduces.
struct SplitMix {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
