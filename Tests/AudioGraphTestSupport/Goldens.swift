public import Foundation
public import Testing

/// The package's root directory (the one holding Package.swift).
public let packageRoot: URL = {
  var url = URL(fileURLWithPath: #filePath)
  while url.path != "/" {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
  }
  fatalError("Package.swift not found above \(#filePath)")
}()

/// A file under `Fixtures/`, by its path relative to that folder.
public func fixtureURL(_ relativePath: String) -> URL {
  packageRoot.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
}

/// The names of the files in a `Fixtures/` subfolder with one of `extensions`, sorted.
public func fixtureNames(in folder: String, extensions: Set<String>) -> [String] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: fixtureURL(folder).path)) ?? []
  return names.filter { extensions.contains(URL(fileURLWithPath: $0).pathExtension) }.sorted()
}

/// Whether goldens are being re-recorded (`AUDIOGRAPH_RECORD_GOLDENS=1`).
public var isRecordingGoldens: Bool {
  ProcessInfo.processInfo.environment["AUDIOGRAPH_RECORD_GOLDENS"] == "1"
}

/// Compares `actual` with the text golden `Fixtures/goldens/<name>`.
///
/// With `AUDIOGRAPH_RECORD_GOLDENS=1` the golden is rewritten and the test records an issue, so
/// a re-recording fails once and the new golden is reviewed in the diff.
public func expectMatchesGolden(
  _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  let url = fixtureURL("goldens/" + name)
  if isRecordingGoldens {
    let existing = try? String(contentsOf: url, encoding: .utf8)
    if existing != actual {
      try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try! actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "Re-recorded golden \(name); review the diff and run the tests again.", sourceLocation: sourceLocation)
    }
    return
  }
  guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record(
      "Missing golden Fixtures/goldens/\(name); run with AUDIOGRAPH_RECORD_GOLDENS=1 to record it.",
      sourceLocation: sourceLocation)
    return
  }
  #expect(actual == expected, "golden \(name) differs", sourceLocation: sourceLocation)
}
