// swift-tools-version: 6.1
// A package that uses AudioGraph as an app's own package would, to unit-test the strings a screen
// reader speaks for its charts: it depends only on the ChartAccessibility and ChartSummaries
// products, so it builds without libsndfile or ALSA. Scripts/test-downstream builds and tests it
// and checks that nothing of the audio layer is built or linked.
//
// An app writes
//   .package(url: "https://github.com/OWNER/AudioGraph.git", branch: "main")
//   .product(name: "ChartSummaries", package: "AudioGraph")
// This fixture depends on the checkout it lives in instead; a path dependency's package name is
// its directory's name, so the manifest reads it.
import Foundation
import PackageDescription

let repository = URL(fileURLWithPath: Context.packageDirectory)
  .deletingLastPathComponent().deletingLastPathComponent()
let audioGraph = repository.lastPathComponent

var testDependencies: [Target.Dependency] = [
  .product(name: "ChartAccessibility", package: audioGraph),
  .product(name: "ChartSummaries", package: audioGraph),
]
// Scripts/test-downstream --control sets this to show that its checks catch a dependency on the
// audio layer.
if Context.environment["AUDIOGRAPH_DOWNSTREAM_WITH_AUDIO"] == "1" {
  testDependencies.append(.product(name: "AudioIO", package: audioGraph))
}

let package = Package(
  name: "DownstreamPackage",
  dependencies: [.package(path: repository.path)],
  targets: [
    .testTarget(name: "ChartSummaryStringTests", dependencies: testDependencies)
  ],
  swiftLanguageModes: [.v6]
)
