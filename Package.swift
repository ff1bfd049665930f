// swift-tools-version: 6.1
import PackageDescription

/// Applied to every Swift target: spell `any P`, no accidental transitive imports,
/// and imports internal by default so C types never leak into a public API.
let swiftSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
  name: "AudioGraph",
  // One library per layer, so a dependent links only what it uses: a test of summary strings needs
  // ChartAccessibility and ChartSummaries, which import no C library and no audio code.
  products: [
    // Apple's Audio Graphs model (AXChartDescriptor and friends), chart files, descriptions.
    .library(name: "ChartAccessibility", targets: ["ChartAccessibility"]),
    // The summarizer: what a screen reader says about a chart. Pure Swift and Foundation.
    .library(name: "ChartSummaries", targets: ["ChartSummaries"]),
    // The summarizer's numeric kernels: Mann–Kendall, Theil–Sen, fits, order statistics.
    .library(name: "TrendStatistics", targets: ["TrendStatistics"]),
    // The real-time sound engine (no C, no Foundation).
    .library(name: "SonificationCore", targets: ["SonificationCore"]),
    // Text, braille and web alternatives: the data table, the braille line, the HTML page.
    .library(name: "ChartAlternatives", targets: ["ChartAlternatives"]),
    // Sound files (libsndfile), ALSA playback and speech (libespeak-ng): needs libsndfile1-dev,
    // libasound2-dev and libespeak-ng-dev.
    .library(name: "AudioIO", targets: ["AudioIO"]),
    // The umbrella: all of the above, plus the chart sonifier.
    .library(name: "AudioGraph", targets: ["AudioGraph"]),
    // The one way every output file is written: complete or not at all, devices and pipes
    // written into, links followed, collisions with inputs refused. Foundation only.
    .library(name: "OutputFiles", targets: ["OutputFiles"]),
    // The accessibility audit of a chart (contrast, text alternatives, sonifiability): `audiograph check`.
    .library(name: "ChartAudit", targets: ["ChartAudit"]),
    .executable(name: "audiograph", targets: ["AudioGraphCLI"]),
    // The benchmarks are no product: `swift build --product AudioGraphBenchmarks` builds them here.
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.6.0"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.1.0"),
    // `swift package generate-documentation --target NAME`; used by no target.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: Model (Apple's Audio Graphs API, plus chart files)
    .target(name: "ChartAccessibility", dependencies: ["TrendStatistics"], swiftSettings: swiftSettings),
    // Output files written atomically (no dependencies; both the text and the audio layers use it).
    .target(name: "OutputFiles", swiftSettings: swiftSettings),
    // Numeric kernels of the summarizer: Mann–Kendall, Theil–Sen, fits (no dependencies).
    .target(name: "TrendStatistics", swiftSettings: swiftSettings),
    .target(
      name: "ChartSummaries", dependencies: ["ChartAccessibility", "TrendStatistics"],
      swiftSettings: swiftSettings),

    // MARK: Real-time core (no C, no Foundation)
    .target(
      name: "SonificationCore",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")],
      swiftSettings: swiftSettings),

    // MARK: Alternatives: data table, braille line, HTML page (no audio layer: the HTML takes
    // the encoded sound as bytes; the braille line thins dense series by SonificationCore's slots)
    .target(
      name: "ChartAlternatives",
      dependencies: ["ChartAccessibility", "ChartSummaries", "SonificationCore", "OutputFiles", "CZlib"],
      swiftSettings: swiftSettings),
    // zlib, for the ZIP file of a long page's data download (the only C ChartAlternatives uses)
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

    // MARK: C boundary: only AudioIO imports C
    .systemLibrary(name: "CSndFile", pkgConfig: "sndfile", providers: [.apt(["libsndfile1-dev"])]),
    .systemLibrary(name: "CALSA", pkgConfig: "alsa", providers: [.apt(["libasound2-dev"])]),
    // Speech synthesis for narration (render --speak): libespeak-ng's header only (its pkg-config
    // adds nothing but -lespeak-ng); AudioIO loads the library with dlopen when speech is first
    // asked for (EspeakLibrary.swift), so the tool starts faster and runs without it.
    .systemLibrary(name: "CEspeakNG", providers: [.apt(["libespeak-ng-dev", "espeak-ng-data"])]),
    // glibc's allocator settings, for the command-line tool (see MemoryTuning.swift).
    .systemLibrary(name: "CMalloc"),
    .target(
      name: "AudioIO", dependencies: ["SonificationCore", "OutputFiles", "CSndFile", "CALSA", "CEspeakNG"],
      swiftSettings: swiftSettings),

    // MARK: Umbrella and tool
    .target(
      name: "AudioGraph",
      dependencies: ["ChartAccessibility", "ChartSummaries", "ChartAlternatives", "SonificationCore", "AudioIO"],
      swiftSettings: swiftSettings),
    // The audit needs the sonifier for what a chart's audio graph leaves out.
    .target(
      name: "ChartAudit", dependencies: ["ChartAccessibility", "ChartSummaries", "AudioGraph"],
      swiftSettings: swiftSettings),
    .executableTarget(
      name: "AudioGraphCLI",
      dependencies: [
        "AudioGraph", "ChartAudit", "ChartSummaries", "ChartAlternatives", "AudioIO", "SonificationCore", "OutputFiles",
        "CMalloc",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: swiftSettings),

    // Benchmarks (release builds, run by Scripts/bench-*): an executable of this package only, which
    // a dependent never sees or builds.
    .executableTarget(
      name: "AudioGraphBenchmarks",
      dependencies: [
        "AudioGraph", "ChartAccessibility", "ChartSummaries", "TrendStatistics", "SonificationCore", "AudioIO",
      ],
      swiftSettings: swiftSettings),

    // MARK: Tests
    // Goldens, fixture paths, running the real binary, seeded randomness.
    .target(
      name: "AudioGraphTestSupport",
      dependencies: ["SonificationCore", .product(name: "RealModule", package: "swift-numerics")],
      path: "Tests/AudioGraphTestSupport", swiftSettings: swiftSettings),
    .testTarget(
      name: "SonificationCoreTests",
      dependencies: [
        "SonificationCore", "AudioGraphTestSupport", .product(name: "RealModule", package: "swift-numerics"),
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "ChartAccessibilityTests", dependencies: ["ChartAccessibility", "AudioGraphTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TrendStatisticsTests", dependencies: ["TrendStatistics"], swiftSettings: swiftSettings),
    .testTarget(
      name: "ChartSummariesTests",
      dependencies: ["ChartSummaries", "ChartAccessibility", "TrendStatistics", "AudioGraphTestSupport"],
      swiftSettings: swiftSettings),
    // The data table, braille line and HTML page against the fixtures and `describe`.
    .testTarget(
      name: "ChartAlternativesTests",
      dependencies: ["ChartAlternatives", "ChartAccessibility", "OutputFiles", "AudioGraphTestSupport"],
      swiftSettings: swiftSettings),
    // An app's own language pack (Dutch), added through the public API alone.
    .testTarget(
      name: "AppLanguagePackTests", dependencies: ["ChartAccessibility", "ChartSummaries", "ChartAudit"],
      swiftSettings: swiftSettings),
    // Client code written the way Apple's documentation writes it, with only the import changed.
    .testTarget(
      name: "AppleClientCodeTests", dependencies: ["ChartAccessibility"],
      swiftSettings: swiftSettings),
    // The output writer against real files, links, private FIFOs and device nodes.
    .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles"], swiftSettings: swiftSettings),
    // Real libsndfile files and real libasound devices (null, file plugin, a private JACK server).
    .testTarget(
      name: "AudioIOTests", dependencies: ["AudioIO", "SonificationCore", "AudioGraphTestSupport"],
      swiftSettings: swiftSettings),
    // Chart → score → sound: timing, pitch, quality, intervals, files, and the Audio/ goldens.
    .testTarget(
      name: "AudioGraphTests", dependencies: ["AudioGraph", "ChartAudit", "OutputFiles", "AudioGraphTestSupport"],
      swiftSettings: swiftSettings),
    // Contrast, colour vision, the audit's rules and its reports.
    .testTarget(
      name: "ChartAuditTests", dependencies: ["ChartAudit", "AudioGraphTestSupport"],
      swiftSettings: swiftSettings),
    // End to end through the built `audiograph` binary.
    .testTarget(
      name: "AudioGraphCLITests", dependencies: ["AudioGraphCLI", "AudioGraphTestSupport", "SonificationCore"],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
