import AudioGraph
import AudioGraphTestSupport
import Foundation

/// Charts built in code, and the mapping written out independently of the code under test
/// (as ChartSonifier documents it), so a test can say what it expects without asking the sonifier.
enum Charts {
  /// A numeric x axis 0...range.upperBound, y axis `yRange`, one series.
  static func numeric(
    _ points: [(x: Double, y: Double?)], continuous: Bool, xRange: ClosedRange<Double> = 0...10,
    yRange: ClosedRange<Double> = 0...100, intervals: [ClosedRange<Double>?] = [], gridlines: [Double] = [],
    referenceLines: [ReferenceLine] = [], scale: AXNumericDataAxisDescriptor.ScaleType = .linear
  ) -> AXChartDescriptor {
    let x = AXNumericDataAxisDescriptor(title: "X", range: xRange, gridlinePositions: gridlines) { "\($0)" }
    let y = AXNumericDataAxisDescriptor(title: "Y", range: yRange, gridlinePositions: []) { "\($0)" }
    y.scaleType = scale
    let dataPoints = points.enumerated().map { i, p in
      AXDataPoint(x: p.x, y: p.y, confidenceInterval: i < intervals.count ? intervals[i] : nil)
    }
    let chart = AXChartDescriptor(
      title: "Test", summary: nil, xAxis: x, yAxis: y, additionalAxes: [],
      series: [AXDataSeriesDescriptor(name: "S", isContinuous: continuous, dataPoints: dataPoints)])
    chart.referenceLines = referenceLines
    return chart
  }

  static func fixture(_ name: String) throws -> AXChartDescriptor {
    if name.hasSuffix(".csv") {
      return try CSVChart.read(path: fixtureURL("charts/\(name)").path, options: csvOptions(name))
    }
    return try ChartFile.read(path: fixtureURL("charts/\(name)").path)
  }

  /// The CSV options of a fixture's `.args` sidecar (the subset the fixtures use).
  static func csvOptions(_ name: String) -> CSVChart.Options {
    var options = CSVChart.Options()
    guard let text = try? String(contentsOf: fixtureURL("charts/\(name).args"), encoding: .utf8) else { return options }
    let args = text.split(separator: "\n").map(String.init)
    var i = 0
    while i + 1 < args.count {
      switch args[i] {
      case "--y-column": options.yColumns.append(args[i + 1])
      case "--lower-column": options.lowerColumns.append(args[i + 1])
      case "--upper-column": options.upperColumns.append(args[i + 1])
      case "--confidence-level": options.confidenceLevel = Double(args[i + 1])
      case "--title": options.title = args[i + 1]
      default: break
      }
      i += 2
    }
    return options
  }

  static let validFixtures = fixtureNames(in: "charts", extensions: ["json", "csv"])
}

enum Expected {
  static let c3 = 440 * pow(2, (48.0 - 69) / 12)
  static let c6 = 440 * pow(2, (84.0 - 69) / 12)

  /// f = low × (high / low)^t, t = clamp((y − lower) / (upper − lower), 0, 1).
  static func frequency(_ y: Double, domain: ClosedRange<Double>, low: Double = c3, high: Double = c6) -> Double {
    let t = min(max((y - domain.lowerBound) / (domain.upperBound - domain.lowerBound), 0), 1)
    return low * pow(high / low, t)
  }

  /// The frame of a point at `x` on a numeric axis: lead-in + (x − lower) / width × duration.
  static func frame(
    x: Double, range: ClosedRange<Double>, durationSeconds: Double = 10, sampleRate: Double,
    earcons: Bool
  ) -> Int {
    let leadIn = earcons ? Int((0.25 * sampleRate).rounded()) : 0
    return leadIn
      + Int(((x - range.lowerBound) / (range.upperBound - range.lowerBound) * durationSeconds * sampleRate).rounded())
  }
}

extension SonificationOptions {
  /// Options for measuring pitch: mono-friendly, nothing but the data.
  static func plain(sampleRate: Double = 44_100) -> SonificationOptions {
    var options = SonificationOptions()
    options.sampleRate = sampleRate
    options.earcons = []
    options.pan = false
    options.intervals = .off
    return options
  }
}

/// Writes `samples` to a temporary WAV (float) for listening when a test fails; returns its path.
func keepForListening(_ samples: [Float], channelCount: Int, sampleRate: Double, name: String) -> String {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("audiograph-test-failures")
  try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let path = directory.appendingPathComponent(name).path
  if var writer = try? SoundFileWriter(
    path: path, format: AudioFormat(sampleRate: sampleRate, channelCount: channelCount), fileFormat: .wav,
    encoding: .float32)
  {
    try? writer.write(samples)
    try? writer.close()
  }
  return path
}
