// Client code in the style of Apple's Audio Graphs documentation and of apps that adopt it.
// On Apple platforms this file would say `import Accessibility` (and UIKit/SwiftUI); here the
// only change is the import below. Everything else must compile as written.
import ChartAccessibility
import Foundation
import Testing

// MARK: - UIKit-style adoption: a chart view that is an AXChart

/// Stands in for `class SpeedChartView: UIView`; on Linux any NSObject can adopt AXChart.
final class SpeedChartView: NSObject {
  var samples: [(time: Double, speed: Double)] = [(0, 0), (2, 14), (4, 22), (6, 31), (8, 27), (10, 18)]
  private var storedDescriptor: AXChartDescriptor?
}

extension SpeedChartView: AXChart {
  var accessibilityChartDescriptor: AXChartDescriptor? {
    get {
      if let storedDescriptor { return storedDescriptor }
      let xAxis = AXNumericDataAxisDescriptor(
        title: "Time",
        range: 0...10,
        gridlinePositions: [],
        valueDescriptionProvider: { value in
          "\(Int(value)) seconds"
        })
      let yAxis = AXNumericDataAxisDescriptor(
        title: "Speed", range: 0...40, gridlinePositions: [10, 20, 30]
      ) { value in
        "\(Int(value)) kilometers per hour"
      }
      let points = samples.map { AXDataPoint(x: $0.time, y: $0.speed) }
      let series = AXDataSeriesDescriptor(name: "Speed", isContinuous: true, dataPoints: points)
      return AXChartDescriptor(
        title: "Speed over time", summary: nil, xAxis: xAxis, yAxis: yAxis, additionalAxes: [],
        series: [series])
    }
    set {
      storedDescriptor = newValue
    }
  }
}

// MARK: - SwiftUI-style adoption: an AXChartDescriptorRepresentable

struct BloodTypeData {
  var type: String
  var donors: Double
}

struct BloodTypeChartDescriptor: AXChartDescriptorRepresentable {
  let data: [BloodTypeData]

  func makeChartDescriptor() -> AXChartDescriptor {
    let xAxis = AXCategoricalDataAxisDescriptor(
      title: "Blood type", categoryOrder: data.map(\.type))
    let min = data.map(\.donors).min() ?? 0
    let max = data.map(\.donors).max() ?? 0
    let yAxis = AXNumericDataAxisDescriptor(
      title: "Donors", range: min...max, gridlinePositions: []
    ) { value in "\(Int(value)) donors" }
    let series = AXDataSeriesDescriptor(
      name: "", isContinuous: false,
      dataPoints: data.map { .init(x: $0.type, y: $0.donors) })
    return AXChartDescriptor(
      title: "Donors by blood type", summary: nil, xAxis: xAxis, yAxis: yAxis,
      additionalAxes: [], series: [series])
  }
  // updateChartDescriptor(_:) comes from the protocol's default implementation.
}

/// A representable that updates in place, as SwiftUI calls it when inputs change.
struct StepsChartDescriptor: AXChartDescriptorRepresentable, Equatable {
  var steps: [Double]

  func makeChartDescriptor() -> AXChartDescriptor {
    AXChartDescriptor(
      title: "Steps", summary: nil,
      xAxis: AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: ["Mon", "Tue", "Wed"]),
      yAxis: AXNumericDataAxisDescriptor(title: "Steps", range: 0...20000, gridlinePositions: []) {
        "\(Int($0)) steps"
      },
      additionalAxes: [],
      series: [])
  }

  func updateChartDescriptor(_ descriptor: AXChartDescriptor) {
    let days = ["Mon", "Tue", "Wed"]
    descriptor.series = [
      AXDataSeriesDescriptor(
        name: "Steps", isContinuous: false,
        dataPoints: zip(days, steps).map { AXDataPoint(x: $0, y: $1) })
    ]
  }
}

// MARK: - Subclasses, where Apple's classes allow them

/// Apple's `AXCategoricalDataAxisDescriptor` is not restricted to its framework: apps subclass it.
final class BloodTypeAxis: AXCategoricalDataAxisDescriptor {
  override var categoryOrder: [String] {
    get { super.categoryOrder }
    set { super.categoryOrder = newValue.map { $0.uppercased() } }
  }
}

/// A series that carries the app's own model object along.
final class DonorSeries: AXDataSeriesDescriptor {
  var sourceName = "Blood bank"
}

/// An app's own live graph type.
final class HeartRateLiveGraph: AXLiveAudioGraph {}

/// Custom content with an app-specific value.
final class PriceContent: AXCustomContent {
  override var importance: AXCustomContent.Importance {
    get { .high }
    set {}
  }
}

// MARK: - Tests of what the client code built

/// Serialized: two tests drive the one process-wide live audio graph.
@Suite(.serialized) struct AppleClientCodeTests {
  @Test func aChartViewProvidesItsDescriptor() throws {
    let view = SpeedChartView()
    let descriptor = try #require(view.accessibilityChartDescriptor)
    #expect(descriptor.title == "Speed over time")
    #expect(descriptor.summary == nil)
    #expect(descriptor.contentDirection == .leftToRight)
    #expect(descriptor.contentFrame == .zero)
    let xAxis = try #require(descriptor.xAxis as? AXNumericDataAxisDescriptor)
    #expect(xAxis.range == 0...10)
    #expect(xAxis.valueDescriptionProvider(4) == "4 seconds")
    #expect(descriptor.yAxis?.gridlinePositions == [10, 20, 30])
    #expect(descriptor.yAxis?.scaleType == .linear)
    #expect(descriptor.series.count == 1)
    // Reading the series name as an optional, as client code must.
    if let name = descriptor.series.first?.name {
      #expect(name == "Speed")
    } else {
      Issue.record("the series has a name")
    }
    #expect(descriptor.series[0].dataPoints.map { $0.yValue?.number } == [0, 14, 22, 31, 27, 18])
    #expect(descriptor.pointDescription(descriptor.series[0].dataPoints[3]) == "6 seconds, 31 kilometers per hour")

    // The setter half of the protocol requirement.
    view.accessibilityChartDescriptor = AXChartDescriptor(
      xAxis: AXCategoricalDataAxisDescriptor(title: "Lap", categoryOrder: ["1"]), series: [])
    #expect(view.accessibilityChartDescriptor?.title == nil)
    #expect(view.accessibilityChartDescriptor?.yAxis == nil)
  }

  @Test func aRepresentableMakesACategoricalChart() throws {
    let representable = BloodTypeChartDescriptor(data: [
      .init(type: "AB", donors: 4), .init(type: "A", donors: 40), .init(type: "B", donors: 11),
      .init(type: "O", donors: 45),
    ])
    let descriptor = representable.makeChartDescriptor()
    representable.updateChartDescriptor(descriptor)  // the default no-op
    #expect(descriptor.series[0].dataPoints.count == 4)
    let axis = try #require(descriptor.xAxis as? AXCategoricalDataAxisDescriptor)
    #expect(axis.categoryOrder == ["AB", "A", "B", "O"])
    // An empty name reads back as nil, as Apple's nullable `name` does.
    #expect(descriptor.series[0].name == nil)
    #expect(descriptor.series[0].dataPoints[1].xValue.category == "A")
    #expect(descriptor.yAxis?.range == 4...45)
    #expect(descriptor.validate().isEmpty)
  }

  @Test func aHostMakesOnceAndUpdatesInPlaceWhenInputsChange() throws {
    let host = AXChartDescriptorHost<StepsChartDescriptor>()
    let first = host.descriptor(for: StepsChartDescriptor(steps: [5000, 7000, 6500]))
    #expect(first.series.isEmpty)  // made, not updated
    let same = host.descriptor(for: StepsChartDescriptor(steps: [5000, 7000, 6500]))
    #expect(same === first)
    #expect(same.series.isEmpty)  // unchanged inputs: no update
    let updated = host.descriptor(for: StepsChartDescriptor(steps: [5000, 7000, 9100]))
    #expect(updated === first)
    #expect(updated.series.first?.dataPoints.last?.yValue?.number == 9100)
  }

  @Test func descriptorsAreMutableAfterInitialization() {
    let xAxis = AXNumericDataAxisDescriptor(
      title: "Year", range: 2000...2020, gridlinePositions: [], valueDescriptionProvider: { String(Int($0)) })
    let descriptor = AXChartDescriptor(title: "Population", summary: nil, xAxis: xAxis, series: [])
    descriptor.series = [
      AXDataSeriesDescriptor(name: "City", isContinuous: true, dataPoints: [AXDataPoint(x: 2000, y: 1.2)])
    ]
    descriptor.series.append(
      AXDataSeriesDescriptor(name: "Region", isContinuous: true, dataPoints: []))
    descriptor.series[0].dataPoints.append(AXDataPoint(x: 2010, y: 1.5, additionalValues: [], label: "Census"))
    descriptor.summary = "Population grew."
    descriptor.title = "City population"
    descriptor.contentDirection = .rightToLeft
    descriptor.contentFrame = CGRect(x: 0, y: 0, width: 320, height: 200)
    descriptor.yAxis = AXNumericDataAxisDescriptor(
      title: "Millions", range: 0...2, gridlinePositions: [1], valueDescriptionProvider: { "\($0) million" })
    descriptor.yAxis?.scaleType = .log10
    xAxis.title = "Census year"

    #expect(descriptor.series.map(\.name) == ["City", "Region"])
    #expect(descriptor.series[0].dataPoints[1].label == "Census")
    #expect(descriptor.attributedTitle?.string == "City population")
    #expect(descriptor.contentDirection.rawValue == 1)
    #expect(descriptor.contentFrame.size.width == 320)
    #expect(descriptor.yAxis?.scaleType == .log10)
    #expect(descriptor.xAxis.title == "Census year")
    #expect(descriptor.xAxis.attributedTitle.string == "Census year")
  }

  @Test func pointsTakeAdditionalValuesAndLabels() {
    let point = AXDataPoint(
      x: 3.5, y: 12, additionalValues: [.number(250), .category("Outdoor")], label: "Saturday")
    let categorical = AXDataPoint(x: "March", y: nil)
    let xOnly = AXDataPoint(x: 7)
    #expect(point.label == "Saturday")
    #expect(point.attributedLabel?.string == "Saturday")
    #expect(point.xValue.number == 3.5)
    #expect(point.yValue?.number == 12)
    #expect(point.additionalValues == [.number(250), .category("Outdoor")])
    #expect(categorical.yValue == nil)
    #expect(categorical.xValue.category == "March")
    #expect(xOnly.label == nil)
    #expect(point.description == "(x=3.5\ty=12.0\tz=250.0\tcategory=Outdoor\tlabel=Saturday)")
  }

  @Test func attributedVariantsSetThePlainStrings() {
    let title = NSAttributedString(string: "Heart rate")
    let axis = AXNumericDataAxisDescriptor(
      attributedTitle: NSAttributedString(string: "Beats per minute"), range: 40...180,
      gridlinePositions: [60, 100]
    ) { "\(Int($0)) bpm" }
    let series = AXDataSeriesDescriptor(
      attributedName: NSAttributedString(string: "Resting"), isContinuous: true, dataPoints: [])
    let categories = AXCategoricalDataAxisDescriptor(
      attributedTitle: NSAttributedString(string: "Zone"), categoryOrder: ["Low", "High"])
    let descriptor = AXChartDescriptor(
      attributedTitle: title, summary: "Steady", xAxis: categories, yAxis: axis,
      additionalAxes: [], series: [series])
    #expect(descriptor.title == "Heart rate")
    #expect(axis.title == "Beats per minute")
    #expect(series.name == "Resting")
    #expect(categories.title == "Zone")
    series.name = nil
    #expect(series.attributedName.string == "")
  }

  @Test func copiesAreIndependent() throws {
    let original = try #require(SpeedChartView().accessibilityChartDescriptor)
    let copy = try #require(original.copy() as? AXChartDescriptor)
    #expect(copy == original)
    copy.series[0].dataPoints[0].yValue = nil
    copy.title = "Changed"
    #expect(original.series[0].dataPoints[0].yValue?.number == 0)
    #expect(original.title == "Speed over time")
    let axisCopy = try #require(original.yAxis?.copy() as? AXNumericDataAxisDescriptor)
    axisCopy.range = 0...100
    #expect(original.yAxis?.range == 0...40)
  }

  @Test func liveAudioGraphKeepsItsState() {
    AXLiveAudioGraph.start()
    AXLiveAudioGraph.updateValue(0.25)
    #expect(AXLiveAudioGraph.state == .init(isRunning: true, value: 0.25))
    AXLiveAudioGraph.updateValue(1.7)  // clamped to the top of the y axis
    #expect(AXLiveAudioGraph.state.value == 1)
    AXLiveAudioGraph.stop()
    #expect(AXLiveAudioGraph.state.isRunning == false)
  }

  /// Apple's full name of the point initializers: an unapplied reference compiles, for both x
  /// kinds, and makes points without an interval. The interval has its own initializer.
  @Test func pointInitializersKeepApplesFullName() throws {
    let numeric: (Double, Double?, [AXDataPoint.Value], String?) -> AXDataPoint =
      AXDataPoint.init(x:y:additionalValues:label:)
    let categorical: (String, Double?, [AXDataPoint.Value], String?) -> AXDataPoint =
      AXDataPoint.init(x:y:additionalValues:label:)
    let samples: [(Double, Double)] = [(0, 14), (6, 31)]
    let points = samples.map { numeric($0.0, $0.1, [], nil) }
    #expect(points.map { $0.yValue?.number } == [14, 31])
    #expect(points.allSatisfy { $0.confidenceInterval == nil })
    let bar = categorical("AB", 4, [.number(2)], "Rare")
    #expect(bar.xValue.category == "AB")
    #expect(bar.additionalValues == [.number(2)])
    #expect(bar.label == "Rare")

    let withInterval: (Double, Double?, [AXDataPoint.Value], String?, ClosedRange<Double>?) -> AXDataPoint =
      AXDataPoint.init(x:y:additionalValues:label:confidenceInterval:)
    #expect(withInterval(1, 105, [], nil, 98...112).confidenceInterval == 98...112)
    #expect(AXDataPoint(x: "Q1", y: 10, confidenceInterval: 9...11).confidenceInterval == 9...11)
  }

  /// The classes Apple leaves open can be subclassed here too, and the subclasses work wherever
  /// the base class does. (`AXChartDescriptor`, `AXNumericDataAxisDescriptor`, `AXDataPoint` and
  /// `AXDataPointValue` are `final`, as Apple's are: subclassing them does not compile.)
  @Test func subclassesOfApplesOpenClassesWork() throws {
    let axis = BloodTypeAxis(title: "Blood type", categoryOrder: ["ab", "a"])
    axis.categoryOrder = ["ab", "a", "b", "o"]
    #expect(axis.categoryOrder == ["AB", "A", "B", "O"])
    let series = DonorSeries(
      name: "Donors", isContinuous: false,
      dataPoints: [AXDataPoint(x: "AB", y: 4), AXDataPoint(x: "O", y: 45)])
    let yAxis = AXNumericDataAxisDescriptor(title: "Donors", range: 0...50, gridlinePositions: []) {
      "\(Int($0)) donors"
    }
    let chart = AXChartDescriptor(
      title: "Donors by blood type", summary: nil, xAxis: axis, yAxis: yAxis, additionalAxes: [],
      series: [series])
    #expect(chart.pointDescription(series.dataPoints[1]) == "O, 45 donors")
    #expect((chart.series[0] as? DonorSeries)?.sourceName == "Blood bank")
    #expect(chart.validate().isEmpty)
    let content = PriceContent(label: "Price", value: "12 dollars")
    content.importance = .default
    #expect(content.importance == .high)
  }

  /// The four classes Apple marks as not subclassable are `final` here: code that subclasses one
  /// is rejected by the compiler, checked by type-checking such code against the built module.
  @Test func applesRestrictedClassesAreFinal() throws {
    let modules = try #require(builtModulesDirectory(), "the built ChartAccessibility module")
    let restricted = ["AXChartDescriptor", "AXNumericDataAxisDescriptor", "AXDataPoint", "AXDataPointValue"]
    let source =
      "import ChartAccessibility\n"
      + restricted.map { "final class App\($0): \($0) {}\n" }.joined()
    let result = try typeCheck(source, modules: modules)
    #expect(result.status != 0)
    for name in restricted {
      #expect(result.output.contains("inheritance from a final class '\(name)'"), "\(name)")
    }
    let open = ["AXCategoricalDataAxisDescriptor", "AXDataSeriesDescriptor", "AXLiveAudioGraph", "AXCustomContent"]
    let subclasses = try typeCheck(
      "import ChartAccessibility\n" + open.map { "class App\($0): \($0) {}\n" }.joined(), modules: modules)
    #expect(subclasses.status == 0, "\(subclasses.output)")
  }

  /// `AXLiveAudioGraph` has Apple's public `init()` (it is an `NSObject`), and an app's subclass
  /// drives the same live graph through the inherited class methods.
  @Test func liveAudioGraphHasApplesInitializer() {
    let graph = AXLiveAudioGraph()
    let object: NSObject = graph
    #expect(object.isKind(of: AXLiveAudioGraph.self))
    let own = HeartRateLiveGraph()
    #expect(own.isKind(of: AXLiveAudioGraph.self))
    HeartRateLiveGraph.start()
    HeartRateLiveGraph.updateValue(0.5)
    #expect(AXLiveAudioGraph.state == .init(isRunning: true, value: 0.5))
    HeartRateLiveGraph.stop()
    #expect(AXLiveAudioGraph.state.isRunning == false)
  }

  @Test func customContentHasLabelValueAndImportance() {
    let content = AXCustomContent(label: "Maximum", value: "31 kilometers per hour")
    content.importance = .high
    #expect(content.label == "Maximum")
    #expect(content.value == "31 kilometers per hour")
    #expect(content.importance.rawValue == 1)
    #expect((content.copy() as? AXCustomContent) == content)
  }

  @Test func enumRawValuesMatchApple() {
    #expect(AXChartDescriptor.ContentDirection.radialClockwise.rawValue == 4)
    #expect(AXChartDescriptor.ContentDirection.radialCounterClockwise.rawValue == 5)
    #expect(AXChartDescriptor.ContentDirection(rawValue: 3) == .bottomToTop)
    #expect(AXNumericDataAxisDescriptor.ScaleType.ln.rawValue == 2)
    #expect(AXNumericDataAxisDescriptor.ScaleType(rawValue: 1) == .log10)
    #expect(AXCustomContent.Importance.default.rawValue == 0)
  }
}

// MARK: - Type-checking client code against the built module

/// The folder of the built Swift modules next to the test executable (`.build/debug/Modules`).
private func builtModulesDirectory() -> URL? {
  let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  var directory = executable.deletingLastPathComponent()
  for _ in 0..<4 {
    let modules = directory.appendingPathComponent("Modules")
    if FileManager.default.fileExists(
      atPath: modules.appendingPathComponent("ChartAccessibility.swiftmodule").path)
    {
      return modules
    }
    directory.deleteLastPathComponent()
  }
  return nil
}

/// Runs `swiftc -typecheck` on `source` with the built modules importable; returns its exit
/// status and what it printed.
private func typeCheck(_ source: String, modules: URL) throws -> (status: Int32, output: String) {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "apple-client-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  let file = directory.appendingPathComponent("Client.swift")
  try source.write(to: file, atomically: true, encoding: .utf8)
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
  let pipe = Pipe()
  process.standardOutput = pipe
  process.standardError = pipe
  try process.run()
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
