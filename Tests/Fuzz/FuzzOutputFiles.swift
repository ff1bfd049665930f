// libFuzzer's entry point for the output-files fuzz target; Scripts/fuzz builds and runs it (see
// Scripts/FUZZING.md). The work itself is ChartFuzzing.outputFiles(_:) in Tests/AudioGraphTests.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else {
    ChartFuzzing.outputFiles([])
    return 0
  }
  ChartFuzzing.outputFiles(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
