// libFuzzer's entry point for the audit fuzz target; Scripts/fuzz builds and runs it (see
// Scripts/FUZZING.md). The work itself is ChartFuzzing.audit(_:) in Tests/AudioGraphTests.

/// Called by libFuzzer once per input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  guard let data else {
    ChartFuzzing.audit([])
    return 0
  }
  ChartFuzzing.audit(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
